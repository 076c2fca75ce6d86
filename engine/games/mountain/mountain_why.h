// Bring Down the Mountain's reasons for a hint (core/why.h): what its computer players look
// for, as codes: what a move or draw builds (a run grows), frees (a valley opens, a card is
// uncovered) or brings within reach (a card the mountain can now give). explainAction picks the first that is true of the action on the table; the
// app's folder for the game says each in words. tests/engine/why_mountain.cpp checks every
// code's condition against the state after the action.
#pragma once

#include "core/why.h"
#include "mountain.h"

#include <span>
#include <string_view>

namespace felt::mountain {

// Valleys and ridges are numbered from 0 here (the app says them from 1).
enum class WhyCode : std::uint8_t {
    None = 0,
    Wins,            // the table is cleared: the game is won
    CompletesRun,    // a valley becomes a full run of 13 and leaves the table
    OpensDraw,       // a move after which a card (a: rank) can come down onto valley b (none could before)
    BuildsRun,       // a move that puts a card (a: rank) right below the one it lands on (b) in valley c:
                     // the run there now holds d cards
    DrawBuildsRun,   // a draw that does the same (a, b, c, d as BuildsRun)
    EmptiesValley,   // a move that leaves its valley (a) empty: any card or block may go there
    Uncovers,        // a move that uncovers a card (a: rank) in valley b; c: a card's rank from the
                     // mountain that now fits on it and fitted on no reached valley before (0: none)
    DrawReveals,     // a draw of a card (a: rank) into valley b from ridge d (-1: the peak); c: the
                     // card that comes within reach behind it (rank; 0: none, the ridge is empty now;
                     // -1: face down, not known)
    NoDraw,          // a pass: no draw is possible as the valleys stand
    Concede,         // giving up
};

std::string_view whyId(WhyCode code);
Why explainAction(const State &view, std::span<const Action> legal, const Action &action);
Value whyToValue(const Why &why);
// Whether `card` lands right below `top` (one value lower: K on a lone Ace, an Ace on a 2).
bool rightBelow(Card card, Card top);
// The run through cards `at` and `at + 1` of `pile` (each right below the one under it): how
// many cards it holds; 0 when card `at + 1` is not right below card `at`.
int runThrough(const Pile &pile, std::size_t at);

} // namespace felt::mountain
