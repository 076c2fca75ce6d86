// Who looks at a game: one seat, nobody in particular (the public view: what the table shows
// when no one's private cards may show), or everyone at once (the full state, for felt-cli
// without --as and for tests).
#pragma once

#include "seats.h"

namespace felt {

class Viewer {
public:
    static constexpr Viewer seat(Seat s) { return Viewer(s); }
    static constexpr Viewer nobody() { return Viewer(kNobody); }
    static constexpr Viewer all() { return Viewer(kAll); }

    constexpr bool isSeat() const { return m_seat >= 0; }
    constexpr bool isNobody() const { return m_seat == kNobody; }
    constexpr bool isAll() const { return m_seat == kAll; }
    // The seat looking, or -1 for nobody and everyone.
    constexpr Seat seatOrNone() const { return m_seat >= 0 ? m_seat : -1; }
    // Whether the viewer sees what only seat `s` sees (its own hand).
    constexpr bool sees(Seat s) const { return m_seat == kAll || m_seat == s; }
    constexpr bool operator==(const Viewer &) const = default;

private:
    static constexpr int kNobody = -1;
    static constexpr int kAll = -2;
    constexpr explicit Viewer(int s) : m_seat(s) { }
    int m_seat = kAll;
};

} // namespace felt
