#include "chainchainui.h"

#include "games/chainchain/chainchain.h"

ChainChainUi::ChainChainUi() : GameUiOf({ felt::chainchain::kGameId, "ChainChain", "7" }) { }

QString ChainChainUi::name(bool) const
{
    return tr("Chain-Chain");
}

QString ChainChainUi::blurb() const
{
    return tr("Link two numbers a turn onto the chain; whoever cannot continue collects it.");
}

QString ChainChainUi::playersNote(int min, int max) const
{
    return tr("(%1 to %2; 4 or 5 is the original game)").arg(min).arg(max);
}

QString ChainChainUi::reasonText(felt::Reason reason) const
{
    namespace why = felt::chainchain::why;
    if (reason == why::MustMatchLink)
        return tr("the first card must equal the link while the hand holds one");
    if (reason == why::MustTake)
        return tr("no card equals the link: take the pile");
    if (reason == why::NoLink)
        return tr("there is no link to continue, so there is nothing to take");
    if (reason == why::SameCardTwice)
        return tr("both cards name a card that the hand holds only once");
    return {};
}

// The computer levels as engine/games/chainchain/ plays them.
QString ChainChainUi::levelText(std::string_view level) const
{
    if (level == "easy")
        return tr("Easy: leaves as the next link a number it holds several of, now and then plays at random, and reverses only when nothing else goes.");
    if (level == "normal")
        return tr("Normal: keeps its hand ready for whatever link comes back and leaves links the next player probably cannot continue.");
    if (level == "hard")
        return tr("Hard: plays its best few choices out to the end against guesses at the hidden cards, last-play rules included.");
    return {};
}

// Measured with felt-cli arena (docs/bots.md): four players, duplicate deals, one seat of the
// level against three of the level below, every seat in turn; mean places of 4. Hard: "Chain-
// Chain's hard reads the others' last plays" (7 December 2026, 400 deals); normal: "Normal against
// easy" (200 deals).
std::optional<LevelStrength> ChainChainUi::levelStrength(std::string_view level) const
{
    if (level == "normal")
        return LevelStrength { 2.27, 2.58 };
    if (level == "hard")
        return LevelStrength { 2.11, 2.63 };
    return std::nullopt;
}
