#include "mountainui.h"

#include "games/mountain/mountain.h"

MountainUi::MountainUi() : GameUiOf({ felt::mountain::kGameId, "Mountain", "KD" }) { }

QString MountainUi::name(bool) const
{
    return tr("Bring Down the Mountain");
}

QString MountainUi::blurb() const
{
    return tr("Play together: sort the whole deck into four runs and bring the mountain down.");
}

QString MountainUi::playersNote(int, int) const
{
    return tr("(1 plays all four positions; everyone plays together)");
}

QString MountainUi::reasonText(felt::Reason reason) const
{
    namespace why = felt::mountain::why;
    if (reason == why::NotReached)
        return tr("that valley or ridge is out of this position's reach");
    if (reason == why::DoesNotFit)
        return tr("that card may not lie on the top card of that valley");
    if (reason == why::AceBetween)
        return tr("an ace would end up between two cards");
    if (reason == why::NothingThere)
        return tr("that valley or ridge does not hold enough cards");
    if (reason == why::PeakClosed)
        return tr("the peak can be reached only through an empty ridge");
    if (reason == why::MustDraw)
        return tr("a card can still be drawn, so passing is not allowed");
    if (reason == why::SameValley)
        return tr("a move must go to another valley");
    return {};
}

QString MountainUi::optionLabel(std::string_view key) const
{
    if (key == "hiddenRidges")
        return tr("Hidden ridges");
    return GameUi::optionLabel(key);
}

QString MountainUi::optionHelp(std::string_view key) const
{
    if (key == "hiddenRidges")
        return tr("Ridge cards lie face down except the outer one.");
    return {};
}

// The computer levels as engine/games/mountain/ plays them.
QString MountainUi::levelText(std::string_view level) const
{
    if (level == "easy")
        return tr("Easy: looks one move ahead, draws where the piles look best, and gives up after a few quiet rounds.");
    if (level == "normal")
        return tr("Normal: asks the solver, on a small budget, for a winning line and follows it.");
    if (level == "hard")
        return tr("Hard: asks the solver with five times the budget, so it finds winning lines in harder deals.");
    return {};
}

// A co-operative game: everyone wins or loses together, so there are no places to compare.
std::optional<LevelStrength> MountainUi::levelStrength(std::string_view) const
{
    return std::nullopt;
}

// The review rates a move by the solver's verdict after it (engine/games/mountain/).
QString MountainUi::reviewRatingNote() const
{
    return tr("Ratings are the solver's verdict after each move: 100 the table can still win, 0 it cannot.");
}
