// Shithead's reasons for a hint (core/why.h): the terms its computer players weigh, as codes.
// explainAction picks the first that is true of the action in the seat's view; the app's
// folder for the game says each in words. tests/engine/why_shithead.cpp checks every code's
// condition against the true state.
#pragma once

#include "core/why.h"
#include "shithead.h"

#include <span>
#include <string_view>

namespace felt::shithead {

enum class WhyCode : std::uint8_t {
    None = 0,
    GoesOut,            // the play empties the seat's last cards: it is out
    BurnsTen,           // a 10 burns the pile (a: the pile's cards); the seat plays again
    CompletesFour,      // the play completes four of a kind (a: the rank): the pile burns
    NextCannotAnswer,   // seat: the next player, who surely holds nothing that goes on it
    LowestKeepsSpecial, // the lowest ordinary rank that goes (a), keeping a special card (b: its rank)
    Lowest,             // the lowest ordinary rank that goes (a)
    OnlySpecials,       // nothing ordinary goes: a special card must (a: its rank)
    StrongerFaceUp,     // setup: a (rank) goes face up, b (rank) into the hand
    ReadyStrongest,     // setup: no swap puts a stronger card face up
    Blind,              // a face-down card: they are all unknown
    NothingGoes,        // a pickup: no play is legal
    Presses,            // a play (a: rank, b: count) that leaves the next player to answer it or pick up
    Skips,              // with "nine skips": 9s (b: how many) skip as many players
    SwapUp,             // setup: a (rank) goes face up, b (rank) into the hand, though not stronger
    ReadyAsIs,          // setup: ready with the face-up cards as they lie
    TakesPile,          // a pickup while plays are at hand (a: the pile's cards)
};

std::string_view whyId(WhyCode code);
// The reason for `action` (one of `legal`, from `view`): a small value, no allocation.
Why explainAction(const View &view, std::span<const Action> legal, const Action &action);
// The same as adviceReasons' object: {"code": whyId, "seat", and the numbers by name}.
Value whyToValue(const Why &why);

} // namespace felt::shithead
