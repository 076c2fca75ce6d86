// Legal moves as data, for the table: what an action does in terms a table can show and a
// gesture can find — the cards it picks up, where from and where to. The app never builds
// or splits an action text: it finds the move that takes these cards there and sends its
// `action` back unchanged.
//
// Zones are the game's own names ("hand", "pile", "valley", "sequence", ...), the same the
// game's table adapter uses for the cards it lays out. A field left at its "none" value
// (empty zone, -1, an invalid card) means "not part of this move's description".
#pragma once

#include "card.h"
#include "staticvec.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace felt {

struct Place {
    std::string_view zone;     // the game's zone name; empty: none
    std::int8_t owner = -1;    // the seat the zone belongs to, or -1 for a shared zone
    std::int16_t pile = -1;    // which pile of that zone (a valley, a sequence), or -1
    std::int16_t index = -1;   // a position in it (a downcard, a block's first card), or -1
    Card card;                 // the card there that the move aims at (a swap partner), or none

    bool operator==(const Place &) const = default;
};

// A place from its fields (the rest left at "none"): placeAt("valley", -1, 2).
inline Place placeAt(std::string_view zone, int owner = -1, int pile = -1, int index = -1)
{
    Place p;
    p.zone = zone;
    p.owner = static_cast<std::int8_t>(owner);
    p.pile = static_cast<std::int16_t>(pile);
    p.index = static_cast<std::int16_t>(index);
    return p;
}

struct Move {
    std::string action;            // the action text, exactly as legalActions() lists it
    std::string_view verb;         // the action's kind ("play", "pickup", ...): its first word
    StaticVec<Card, 16> cards;     // the cards the gesture takes, the leading one first
    Place from;
    Place to;

    bool operator==(const Move &) const = default;
};

using MoveList = std::vector<Move>;

} // namespace felt
