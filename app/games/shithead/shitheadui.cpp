#include "shitheadui.h"

#include "games/shithead/shithead.h"

ShitheadUi::ShitheadUi() : GameUiOf({ felt::shithead::kGameId, "Shithead", "TH" }) { }

QString ShitheadUi::name(bool alternate) const
{
    return alternate ? tr("Palace") : tr("Shithead");
}

QString ShitheadUi::alternateNameLabel() const
{
    return tr("Call Shithead “Palace”");
}

QString ShitheadUi::blurb() const
{
    return tr("Shed your cards — hand, then the cards face up, then the ones face down, blind. Whoever is left holding cards loses.");
}

QString ShitheadUi::reasonText(felt::Reason reason) const
{
    namespace why = felt::shithead::why;
    if (reason == why::AlreadyReady)
        return tr("this seat has already said it is ready");
    if (reason == why::MixedRanks)
        return tr("cards played together must all have the same rank");
    if (reason == why::MixedSources)
        return tr("cards from the hand and from the upcards cannot be played together");
    if (reason == why::WrongSource)
        return tr("play from the hand first, then the upcards, then the downcards");
    if (reason == why::TooLow)
        return tr("that card does not beat the top of the pile");
    if (reason == why::SevenLower)
        return tr("after a 7 the next play must be a 7 or lower");
    if (reason == why::TenRestricted)
        return tr("a 10 may not be played on a jack, queen, king or ace");
    if (reason == why::PileEmpty)
        return tr("there is no pile to pick up");
    if (reason == why::BlindOnly)
        return tr("only downcards are left: turn one over");
    if (reason == why::NotBlindYet)
        return tr("downcards may be turned over only when the hand and the upcards are empty");
    if (reason == why::MustFinishHand)
        return tr("after picking up, the hand must be played before the cards on the table");
    return {};
}

QString ShitheadUi::optionLabel(std::string_view key) const
{
    if (key == "jokers")
        return tr("Jokers");
    if (key == "decks")
        return tr("Decks");
    if (key == "transparentEights")
        return tr("Transparent eights");
    if (key == "sevenLower")
        return tr("Seven or lower");
    if (key == "tensRestricted")
        return tr("Tens restricted");
    if (key == "skipNine")
        return tr("Nine skips");
    return GameUi::optionLabel(key);
}

QString ShitheadUi::optionHelp(std::string_view key) const
{
    if (key == "jokers")
        return tr("Two jokers join the deck (up to 6 players). A joker goes on anything, reverses the direction of play and lets the card below it show through.");
    // (decks: its help says what the chosen value does, choiceHelp.)
    if (key == "transparentEights")
        return tr("An 8 goes on anything and is see-through: the next player must beat the card below it.");
    if (key == "sevenLower")
        return tr("After a 7 the next play must be a 7 or lower (a 2 or a 10 still goes).");
    if (key == "tensRestricted")
        return tr("A 10 may not be played on a jack, queen, king or ace.");
    if (key == "skipNine")
        return tr("Each 9 played makes the next player miss a turn.");
    return {};
}

QString ShitheadUi::choiceLabel(std::string_view key, const felt::Value &value) const
{
    if (key == "decks")
        return value.toInt() == 2 ? tr("Two decks") : tr("One deck");
    return GameUi::choiceLabel(key, value);
}

QString ShitheadUi::choiceHelp(std::string_view key, const felt::Value &value) const
{
    if (key == "decks")
        return value.toInt() == 2 ? tr("Play with 104 cards, for up to 8 players.") : tr("Play with 52 cards, for up to 5 players (6 with jokers).");
    return GameUi::choiceHelp(key, value);
}

// The computer levels as engine/games/shithead/ plays them.
QString ShitheadUi::levelText(std::string_view level) const
{
    if (level == "easy")
        return tr("Easy: always plays its lowest card that fits, even a 2 or a 10, and swaps at most one card before play.");
    if (level == "normal")
        return tr("Normal: saves 2s and 10s for when nothing else goes and plays what the next player is least likely to beat.");
    if (level == "hard")
        return tr("Hard: plays each choice out to the end many times against guesses at the hidden cards and picks the best.");
    return {};
}

// Measured with felt-cli arena (docs/bots.md): four players, duplicate deals, one seat of the
// level against three of the level below, every seat in turn; mean places of 4. Hard: "The
// ladder against three normal" (7 December 2026; Shithead over both runs of 200 deals);
// normal: "Normal against easy" (200 deals).
std::optional<LevelStrength> ShitheadUi::levelStrength(std::string_view level) const
{
    if (level == "normal")
        return LevelStrength { 2.33, 2.56 };
    if (level == "hard")
        return LevelStrength { 1.94, 2.69 };
    return std::nullopt;
}
