// What happened when an action was applied: for the app's log and animations.
// Events carry only public information (a draw says how many, not which).
#pragma once

#include "card.h"
#include "staticvec.h"

#include <cstdint>
#include <vector>

namespace felt {

enum class EventKind : std::uint8_t {
    // Shithead
    Swapped,      // seat, cards = {hand card, up card}
    Ready,        // seat
    PlayStarted,  // seat = the starter
    Played,       // seat, cards, count = source (0 hand, 1 up, 2 down)
    Burned,       // count = cards burned
    PickedUp,     // seat, count
    Drew,         // seat, count
    BlindFailed,  // seat, cards = {the turned card}; followed by PickedUp
    Skipped,      // seat = who misses a turn
    Reversed,     // count = new direction (1 or -1)
    WentOut,      // seat, count = place (0 first)
    GameOver,     // seat = loser / -1; Shithead: count 1 when it ended in a stalemate
    // Chain-Chain
    Took,         // seat, count: collected the pile because it held no card equal to the link
    Collected,    // seat, count: collected the pile at the last play (after a reverse)
    LeftGame,     // count: the pile leaves the game at the last play
    // Bring Down the Mountain
    Moved,        // seat = position, count = cards moved, cards = {block bottom}
    Placed,       // seat = position, count = valley, cards = {the drawn card}
    Completed,    // count = the valley whose run of 13 left the table
    Passed,       // seat = position
    Conceded,     // seat = position
    Won,          // the table won
    Lost,         // the table lost: no arrangement lets anyone draw
};

struct Event {
    EventKind kind {};
    std::int8_t seat = -1;
    std::int16_t count = 0;
    StaticVec<Card, 8> cards;
};

using EventList = std::vector<Event>;

} // namespace felt
