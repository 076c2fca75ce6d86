// Shaftmount's reasons for a hint (core/why.h): the terms its computer players weigh, as
// codes (a penalty for an opponent, a card kept or spent, a rule card instead of a play that
// hurts). explainAction picks the first that is true of the action in the seat's view; the
// app's folder for the game says each in words. tests/engine/why_shaftmount.cpp checks every
// code's condition against the true state.
#pragma once

#include "core/why.h"
#include "shaftmount.h"

#include <span>
#include <string_view>

namespace felt::shaftmount {

enum class WhyCode : std::uint8_t {
    None = 0,
    ClosesFor,      // a closing card on an opponent's sequence (seat: its owner): a point for them
    ExposesFor,     // calls "manual": the same, lying exposed until someone taps it
    ChoosesClose,   // in a domino: this sequence closes (seat: its owner), a point for them
    TwoCloses,      // the 2 rule on an opponent's sequence (seat: its owner): no normal play is left
    CoversOwn,      // a play on one's own sequence that closes nothing
    Cheapest,       // a play on an opponent's sequence that closes nothing, with the card worth least
    ThreeRule,      // a 3 starts a sequence of one's own instead of a normal play
    FourRule,       // a 4 slides under a sequence instead of a normal play
    NoPlay,         // no normal play (and no rule card) is left: the hand goes, a point
    Draw,           // the hand is below the limit (a: the limit)
    End,            // the play is made: the turn ends
    KeepBottom,     // the bottom card is no closing card
    RedrawClosing,  // the bottom card is a closing card: it would close again
    Defend,         // a 5 answers the 2 on one's sequence
    Block,          // a 6 sends the 4 back
    NothingToAnswer,// a pass with no 5, 6 or challenge at hand
    Tap,            // calls "manual": a closing card lies exposed on this seat's sequence
    Count,          // calls "manual": this seat holds more cards than the limit (a: the limit)
    Challenge,      // calls "manual": the claim is false, the shown card has a normal play
    Search,         // no simpler reason: the hard player's trial games favour it
};

std::string_view whyId(WhyCode code);
Why explainAction(const View &view, std::span<const Action> legal, const Action &action);
Value whyToValue(const Why &why);

} // namespace felt::shaftmount
