// Seats 0..n-1 clockwise; the dealer is seat n-1. A SeatSet is a small bitmask.
#pragma once

#include <bit>
#include <cstdint>

namespace felt {

using Seat = int;
inline constexpr int kMaxSeats = 8;

class SeatSet {
public:
    constexpr SeatSet() = default;
    static constexpr SeatSet single(Seat s) { return SeatSet(static_cast<std::uint16_t>(1u << s)); }
    static constexpr SeatSet fromMask(std::uint16_t m) { return SeatSet(m); }
    static constexpr SeatSet firstN(int n) { return SeatSet(static_cast<std::uint16_t>((1u << n) - 1)); }

    constexpr void add(Seat s) { m_mask = static_cast<std::uint16_t>(m_mask | (1u << s)); }
    constexpr void remove(Seat s) { m_mask = static_cast<std::uint16_t>(m_mask & ~(1u << s)); }
    constexpr bool has(Seat s) const { return (m_mask >> s) & 1u; }
    constexpr bool empty() const { return m_mask == 0; }
    constexpr int size() const { return std::popcount(m_mask); }
    constexpr Seat first() const { return m_mask ? std::countr_zero(m_mask) : -1; }
    constexpr std::uint16_t mask() const { return m_mask; }

    template <class F>
    constexpr void forEach(F &&f) const
    {
        std::uint16_t m = m_mask;
        while (m) {
            f(static_cast<Seat>(std::countr_zero(m)));
            m = static_cast<std::uint16_t>(m & (m - 1));
        }
    }
    constexpr bool operator==(const SeatSet &) const = default;

private:
    constexpr explicit SeatSet(std::uint16_t m) : m_mask(m) { }
    std::uint16_t m_mask = 0;
};

} // namespace felt
