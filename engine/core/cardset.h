// A multiset of French cards and jokers with up to two copies of each (two decks).
//
// Two 64-bit masks: `one` has a bit for every card held at least once, `two` for every
// card held twice (two ⊆ one). Counting a rank is two popcounts; no heap, 16 bytes.
#pragma once

#include "card.h"

#include <bit>
#include <cstdint>

namespace felt {

// popcount without relying on the POPCNT instruction (the package targets baseline
// x86-64, where std::popcount becomes a library call).
constexpr int popcount64(std::uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

class CardSet {
public:
    constexpr CardSet() = default;

    static constexpr std::uint64_t bit(Card c) { return std::uint64_t { 1 } << c.code(); }
    static constexpr std::uint64_t rankMask(int rank)
    {
        return rank == 0 ? bit(Card::joker()) : std::uint64_t { 0xF } << ((rank - 2) * 4);
    }

    constexpr void add(Card c)
    {
        const std::uint64_t b = bit(c);
        if (m_one & b)
            m_two |= b;
        else
            m_one |= b;
    }
    // Removes one copy; false when the card is not held.
    constexpr bool remove(Card c)
    {
        const std::uint64_t b = bit(c);
        if (m_two & b) {
            m_two &= ~b;
            return true;
        }
        if (m_one & b) {
            m_one &= ~b;
            return true;
        }
        return false;
    }
    constexpr void add(const CardSet &o)
    {
        // per card: count = a + b (at most 2 in any legal situation)
        const std::uint64_t both = m_one & o.m_one;
        m_two = m_two | o.m_two | both;
        m_one = m_one | o.m_one;
    }
    // Removes every card of o (o must be contained).
    constexpr void remove(const CardSet &o)
    {
        // count(x) - o.count(x) for counts in {0,1,2}
        const std::uint64_t newTwo = m_two & ~o.m_one;
        const std::uint64_t newOne = (m_one & ~o.m_one) | (m_two & o.m_one & ~o.m_two);
        m_one = newOne | newTwo;
        m_two = newTwo;
    }
    // Per card the smaller count of the two sets.
    friend constexpr CardSet operator&(const CardSet &a, const CardSet &b)
    {
        return CardSet(a.m_one & b.m_one, a.m_two & b.m_two);
    }
    constexpr bool contains(const CardSet &o) const
    {
        return (o.m_one & ~m_one) == 0 && (o.m_two & ~m_two) == 0;
    }
    constexpr int count(Card c) const { return ((m_one & bit(c)) ? 1 : 0) + ((m_two & bit(c)) ? 1 : 0); }
    constexpr bool has(Card c) const { return (m_one & bit(c)) != 0; }
    constexpr int size() const { return popcount64(m_one) + popcount64(m_two); }
    constexpr bool empty() const { return m_one == 0; }
    constexpr void clear() { m_one = m_two = 0; }
    constexpr int countRank(int rank) const
    {
        const std::uint64_t m = rankMask(rank);
        return popcount64(m_one & m) + popcount64(m_two & m);
    }
    constexpr CardSet onlyRank(int rank) const
    {
        const std::uint64_t m = rankMask(rank);
        return CardSet(m_one & m, m_two & m);
    }
    constexpr std::uint64_t oneMask() const { return m_one; }
    constexpr std::uint64_t twoMask() const { return m_two; }
    static constexpr CardSet fromMasks(std::uint64_t one, std::uint64_t two) { return CardSet(one, two & one); }

    // Lowest card (by code, i.e. rank then suit), or an invalid card when empty.
    constexpr Card lowest() const { return m_one ? Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(m_one))) : Card(); }

    // Calls f(card) for every card, each copy, in code order.
    template <class F>
    constexpr void forEach(F &&f) const
    {
        std::uint64_t m = m_one;
        while (m) {
            const int i = std::countr_zero(m);
            m &= m - 1;
            const Card c = Card::fromCode(static_cast<std::uint8_t>(i));
            f(c);
            if (m_two & (std::uint64_t { 1 } << i))
                f(c);
        }
    }

    constexpr bool operator==(const CardSet &) const = default;

private:
    constexpr CardSet(std::uint64_t one, std::uint64_t two) : m_one(one), m_two(two) { }
    std::uint64_t m_one = 0;
    std::uint64_t m_two = 0;
};

} // namespace felt
