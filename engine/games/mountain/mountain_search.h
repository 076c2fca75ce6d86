// The searches behind Bring Down the Mountain: the dead-state check, the solver and the
// bots' look-ahead, on a compact form of the table.
//
// Suits never matter and a valley's pile always descends, so a pile is fully described by
// the set of its values: a 15-bit mask with bit v for value v (2..13 as printed; an Ace is
// bit 14 at the bottom of the pile, a lone Ace included, and bit 1 on top of other cards).
// Its top is the lowest set bit, its bottom the highest. Four masks describe the valleys in
// 60 bits, so arrangements are compared exactly, never by a hash alone.
#pragma once

#include "mountain.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace felt::mountain::search {

using Mask = std::uint16_t;
using Masks = std::array<Mask, kPositions>;

inline constexpr Mask kAceLow = 1u << 1;
inline constexpr Mask kAceHigh = 1u << 14;
inline constexpr Mask kRunLow = 0x3FFE;    // K..2 and an Ace as 1
inline constexpr Mask kRunHigh = 0x7FFC;   // an Ace as 14, K..2

inline int topValue(Mask m) { return std::countr_zero(m); }             // m != 0
inline int bottomValue(Mask m) { return 15 - std::countl_zero(m); }     // m != 0 (16-bit)
// A table, not std::popcount: without -mpopcnt that is a library call, and this is hot.
inline constexpr std::array<std::uint8_t, 256> kBits = [] {
    std::array<std::uint8_t, 256> t {};
    for (int i = 0; i < 256; ++i)
        t[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>((i & 1) + (i >> 1 & 1) + (i >> 2 & 1) + (i >> 3 & 1) + (i >> 4 & 1)
                                                                   + (i >> 5 & 1) + (i >> 6 & 1) + (i >> 7 & 1));
    return t;
}();
inline int cardCount(Mask m) { return kBits[m & 0xFF] + kBits[m >> 8]; }
// The value a card of `rank` has when laid on a pile: an Ace on top counts 1.
inline int placedValue(int rank) { return rank == kAce ? 1 : rank; }
// Whether a card of `rank` may be laid on the pile `m` (an empty valley takes anything; a
// lone Ace counts 14; an Ace on top of others counts 1, so nothing fits on it).
inline bool canPlace(int rank, Mask m) { return m == 0 || topValue(m) > placedValue(rank); }
// The pile after laying the card; a full run leaves the table (the mask becomes 0).
inline Mask place(int rank, Mask m)
{
    const Mask next = rank == kAce ? (m == 0 ? kAceHigh : static_cast<Mask>(m | kAceLow)) : static_cast<Mask>(m | (1u << rank));
    return next == kRunLow || next == kRunHigh ? Mask(0) : next;
}
inline Mask completed(Mask m) { return m == kRunLow || m == kRunHigh ? Mask(0) : m; }

// The top `n` cards of `m` (its n lowest bits).
inline Mask topBlock(Mask m, int n)
{
    Mask block = 0;
    for (int i = 0; i < n && m; ++i) {
        const Mask low = static_cast<Mask>(m & -m);
        block = static_cast<Mask>(block | low);
        m = static_cast<Mask>(m ^ low);
    }
    return block;
}

// Moves the top `n` cards of `from` onto `to` when the rules allow it (see fits/blockFits);
// a pile that becomes a full run leaves the table (both piles are checked: taking an Ace
// off A K..2 A leaves A K..2 behind).
inline bool moveBlock(Mask &from, Mask &to, int n)
{
    if (n < 1 || n > cardCount(from))
        return false;
    Mask block = topBlock(from, n);
    if (to == 0) {
        if (block == kAceLow)
            block = kAceHigh;   // an Ace alone in an empty valley is its bottom
    } else {
        if (block & kAceHigh) {
            if (n > 1)
                return false;   // the Ace at the block's bottom would lie between two cards
            block = kAceLow;    // a lone Ace laid on a pile counts 1
        }
        if (topValue(to) <= bottomValue(block))
            return false;
    }
    from = completed(static_cast<Mask>(from ^ topBlock(from, n)));
    to = completed(static_cast<Mask>(to | block));
    return true;
}

Mask pileMask(const Pile &pile);

// How promising a pile is, for the order in which the searches try things (and for the easy
// bot): a run growing down from a King (or an Ace as 14) is what wins; consecutive cards
// elsewhere can still join one as a block; anything else must be dug out again.
int pileScore(Mask m);

inline std::uint64_t masksKey(const Masks &v)
{
    return std::uint64_t(v[0]) | std::uint64_t(v[1]) << 15 | std::uint64_t(v[2]) << 30 | std::uint64_t(v[3]) << 45;
}

// The dead-state search over arrangements of the valleys by any moves between any two of
// them (every pair of valleys is reached by some position, and while nobody can draw every
// turn ends in a pass, so any sequence of moves can be played). Mostly decided without
// searching (see the theorem in mountain_search.cpp). `minDraw` is the lowest
// placed value among the cards that can be drawn (every ridge's outer card reaches every
// valley through one of its two positions; the peak's top too once a ridge is empty), or
// -1 when the mountain is gone: then the question is whether moves alone can clear every
// valley. Exact: Verdict::Unknown only when `cap` nodes do not suffice.
SearchResult::Verdict aliveVerdict(const Masks &valleys, int minDraw, long cap, long *nodes);

// The moves (between any two valleys) that clear every valley, when the mountain is gone.
bool clearByMoves(const Masks &valleys, long cap, long *nodes, std::vector<Action> *moves, bool *unknown);

long luby(long i);

} // namespace felt::mountain::search
