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
    FourRule,       // a 4 slides under a sequence (seat: its owner) instead of a normal play: no top moves
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
    ShaftsSelf,     // a closing card on one's own sequence: a point, the sequence down to its bottom
    RaisesFor,      // a play on an opponent's sequence (seat) that closes nothing: its top rises to
                    // the card played (a: rank), nearer to closing
    FourSpares,     // a 4 slides under a sequence (seat: its owner) with no normal play at hand:
                    // No play's point is spared
    OwnCloses,      // in a domino: one's own sequence closes (a point for oneself)
    TwoOn,          // the 2 rule where a normal play was left or on one's own sequence (seat: owner;
                    // a: 1 when it is one's own)
    NoPlayAnyway,   // No play while something could be played: a point and a fresh hand (a: its size)
    DrawPast,       // calls "manual": a draw past the limit (a: the limit), until someone counts
    RedrawFresh,    // the bottom card is no closing card, yet a fresh card from the deck replaces it
    KeepClosing,    // the bottom card is a closing card, kept all the same
    PassKeeps,      // a pass that keeps a 5 or a 6 (a: its rank; b: points the pass costs now)
    PassClaim,      // a pass in a challenge round: the claim stands
};

std::string_view whyId(WhyCode code);
Why explainAction(const View &view, std::span<const Action> legal, const Action &action);
Value whyToValue(const Why &why);

} // namespace felt::shaftmount
