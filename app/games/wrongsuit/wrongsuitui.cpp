#include "wrongsuitui.h"

#include "games/wrongsuit/wrongsuit.h"

WrongSuitUi::WrongSuitUi() : GameUiOf({ felt::wrongsuit::kGameId, "WrongSuit", "AC" }) { }

QString WrongSuitUi::name(bool) const
{
    return tr("Wrong Suit");
}

QString WrongSuitUi::blurb() const
{
    return tr("Everyone gives away a card face down at the same time, round after round. Only at the end does a hidden ace say which suit counts against you.");
}

QString WrongSuitUi::reasonText(felt::Reason reason) const
{
    namespace why = felt::wrongsuit::why;
    if (reason == why::AlreadyGave)
        return tr("this seat has already given a card this round");
    if (reason == why::SuitShut)
        return tr("the receiver shows the king of that suit, so no card of it may reach them");
    if (reason == why::QueenNeedsSuit)
        return tr("a queen must name a suit");
    if (reason == why::SuitNotQueen)
        return tr("only a queen names a suit");
    if (reason == why::UnknownSeat)
        return tr("there is no such seat at the table");
    if (reason == why::UnknownCard)
        return tr("that does not name a card");
    if (reason == why::UnknownSuit)
        return tr("a suit is written C, D, H or S");
    if (reason == why::HandEmpty)
        return tr("this seat has no cards left and sits the round out");
    return {};
}

QString WrongSuitUi::optionLabel(std::string_view key) const
{
    if (key == "revealAfterRound")
        return tr("Reveal the stacks");
    if (key == "oddFaceUp")
        return tr("Odd cards face up");
    return GameUi::optionLabel(key);
}

QString WrongSuitUi::optionHelp(std::string_view key) const
{
    if (key == "revealAfterRound")
        return tr("After this round every card then in a stack turns face up for the rest of the game; later gifts still land face down.");
    if (key == "oddFaceUp")
        return tr("Received 3s, 5s, 7s and 9s land face up, as kings do, but shut no suit.");
    return {};
}

QString WrongSuitUi::choiceLabel(std::string_view key, const felt::Value &value) const
{
    if (key == "revealAfterRound" && value.toInt() == 0)
        return tr("off");
    return GameUi::choiceLabel(key, value);
}

// The computer levels as engine/games/wrongsuit/ plays them.
QString WrongSuitUi::levelText(std::string_view level) const
{
    if (level == "easy")
        return tr("Easy: gives its highest card to an opponent picked at random.");
    if (level == "normal")
        return tr("Normal: weighs each gift by what it does to every stack under each possible Wrong Suit, and sends high cards to opponents.");
    if (level == "hard")
        return tr("Hard: plays its favourite gifts out to the end against guesses at the hidden cards, over all four possible Wrong Suits.");
    return {};
}

// Measured with felt-cli arena (docs/bots.md): four players, duplicate deals, one seat of the
// level against three of the level below, every seat in turn; mean places of 4. Hard: "The
// ladder against three normal" (7 December 2026; Shithead over both runs of 200 deals);
// normal: "Normal against easy" (200 deals).
std::optional<LevelStrength> WrongSuitUi::levelStrength(std::string_view level) const
{
    if (level == "normal")
        return LevelStrength { 1.63, 2.76 };
    if (level == "hard")
        return LevelStrength { 1.91, 2.67 };
    return std::nullopt;
}
