// What happened when an action was applied: for the app's log, animations and effects.
//
// An event's kind is its game's own code (engine/games/<game>/, named by GameSpec::eventId);
// the other fields are shared, and each game says what they mean for each kind. Every event
// says who may see it: everyone, only some seats, or everyone but some seats. A private fact
// comes as a pair: the full event for the seats that may know it (Audience::only) and a
// reduced one for everybody else (Audience::allBut), so a card given face down from one
// seat to another reaches only those two.
#pragma once

#include "card.h"
#include "seats.h"
#include "staticvec.h"

#include <cstdint>
#include <vector>

namespace felt {

class Audience {
public:
    constexpr Audience() = default;   // everyone
    static constexpr Audience everyone() { return {}; }
    static constexpr Audience only(SeatSet seats) { return Audience(seats, true); }
    static constexpr Audience allBut(SeatSet seats) { return Audience(seats, false); }

    // Whether `viewer` may see the event; viewer -1 is nobody in particular (the public
    // view), who sees what all but the named seats see.
    constexpr bool includes(Seat viewer) const
    {
        if (viewer < 0)
            return !m_only;
        return m_only == m_seats.has(viewer);
    }
    constexpr bool isEveryone() const { return !m_only && m_seats.empty(); }
    constexpr bool isOnly() const { return m_only; }
    constexpr SeatSet seats() const { return m_seats; }
    constexpr bool operator==(const Audience &) const = default;

private:
    constexpr Audience(SeatSet seats, bool only) : m_seats(seats), m_only(only) { }
    SeatSet m_seats;
    bool m_only = false;
};

struct Event {
    std::uint8_t kind = 0;      // the game's code
    std::int8_t seat = -1;      // who acted, or whom it is about
    std::int8_t target = -1;    // another seat it concerns (a receiver), or -1
    std::int16_t count = 0;
    std::int16_t index = -1;    // a position (a downcard, a valley, a sequence), or -1
    StaticVec<Card, 16> cards;
    Audience audience;

    template <class Kind>
    static Event of(Kind kind, int seat = -1, int count = 0)
    {
        Event e;
        e.kind = static_cast<std::uint8_t>(kind);
        e.seat = static_cast<std::int8_t>(seat);
        e.count = static_cast<std::int16_t>(count);
        return e;
    }
    template <class Kind>
    bool is(Kind k) const { return kind == static_cast<std::uint8_t>(k); }
    template <class Kind>
    Kind as() const { return static_cast<Kind>(kind); }
};

using EventList = std::vector<Event>;

} // namespace felt
