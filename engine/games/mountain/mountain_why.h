// Bring Down the Mountain's reasons for a hint (core/why.h): what its computer players look
// for, as codes. explainAction picks the first that is true of the action on the table; the
// app's folder for the game says each in words. tests/engine/why_mountain.cpp checks every
// code's condition against the state after the action.
#pragma once

#include "core/why.h"
#include "mountain.h"

#include <span>
#include <string_view>

namespace felt::mountain {

enum class WhyCode : std::uint8_t {
    None = 0,
    Wins,            // the table is cleared: the game is won
    CompletesRun,    // a valley becomes a full run of 13 and leaves the table
    OpensDraw,       // a move after which the position can draw (it could not before)
    BuildsRun,       // a move that puts a card (a: rank) right below the one it lands on (b)
    DrawBuildsRun,   // a draw that puts a card (a: rank) right below the one it lands on (b)
    Draw,            // a draw: a card comes down from the mountain, the turn ends
    NoDraw,          // a pass: no draw is possible as the valleys stand
    Concede,         // giving up
    Solver,          // no simpler reason: the first step of the way the solver found
};

std::string_view whyId(WhyCode code);
Why explainAction(const State &view, std::span<const Action> legal, const Action &action);
Value whyToValue(const Why &why);
// Whether `card` lands right below `top` (one value lower: K on a lone Ace, an Ace on a 2).
bool rightBelow(Card card, Card top);

} // namespace felt::mountain
