// Seats that must act and seats that merely may, and who acts next where only computer players
// sit (felt-cli play, the arena, the search bots' playouts).
//
// A game's State may offer `SeatSet mustAct() const` beside `actors()`: the seats the game waits
// for (a subset of actors()). The other actors have an *opportunity*: they may act now but need
// not, and the game goes on without them (a call that anyone at the table may make at any
// moment). A State without mustAct() waits for all its actors.
//
// A bot-only table takes one action per step (botStep):
//   - every seat with an opportunity (actors() outside mustAct()) is offered it, in seat order
//     from the left of the seat that acted last (that seat itself last); the first that takes it
//     acts, and the next step offers again from its left. A seat that lets it pass is asked
//     again only after the table has changed;
//   - when none takes it, the first seat of mustAct() acts.
// For a game without opportunities this is exactly "the first actor acts".
#pragma once

#include "seats.h"

#include <optional>

namespace felt {

template <class State>
SeatSet mustActOf(const State &s)
{
    if constexpr (requires { s.mustAct(); })
        return s.mustAct();
    else
        return s.actors();
}

// The actors that may act now but need not.
template <class State>
SeatSet optionalActorsOf(const State &s)
{
    if constexpr (requires { s.mustAct(); }) {
        const SeatSet must = s.mustAct();
        return SeatSet::fromMask(static_cast<std::uint16_t>(s.actors().mask() & ~must.mask()));
    } else {
        return {};
    }
}

// Offers the opportunities of a bot-only table (see above): `react(seat, legal)` ->
// std::optional<Action> for each seat that has one (legal: its legal actions; nullopt: it does
// nothing now), in seat order from the left of `last` (the seat that acted before; -1 at the
// start). The first action taken is applied and its seat returned; -1 when nobody took one.
template <class State, class ActionList, class React>
Seat offerOpportunities(State &s, Seat last, ActionList &legal, React &&react)
{
    if constexpr (requires { s.mustAct(); }) {
        if (s.isOver())
            return -1;
        const SeatSet optional = optionalActorsOf(s);
        if (optional.empty())
            return -1;
        const int n = s.players();
        const Seat from = last < 0 ? n - 1 : last;
        for (int k = 1; k <= n; ++k) {
            const Seat seat = (from + k) % n;
            if (!optional.has(seat))
                continue;
            s.legalActions(seat, legal);
            if (legal.empty())
                continue;
            if (const auto action = react(seat, static_cast<const ActionList &>(legal))) {
                s.apply(seat, *action, nullptr);
                return seat;
            }
        }
    }
    return -1;
}

// One action of a bot-only table: the opportunities first, then `choose(seat, legal)` -> Action
// for the first seat of mustAct() (legal: its legal actions, not empty). Returns the seat that
// acted, or -1 when nobody could (the game is over, or that seat has no legal action).
template <class State, class ActionList, class Choose, class React>
Seat botStep(State &s, Seat last, ActionList &legal, Choose &&choose, React &&react)
{
    if (s.isOver())
        return -1;
    if (const Seat seat = offerOpportunities(s, last, legal, react); seat >= 0)
        return seat;
    const Seat seat = mustActOf(s).first();
    if (seat < 0)
        return -1;
    s.legalActions(seat, legal);
    if (legal.empty())
        return -1;
    s.apply(seat, choose(seat, static_cast<const ActionList &>(legal)), nullptr);
    return seat;
}

// A `react` for tables without opportunities, or bots that never take one.
struct NeverReact {
    template <class ActionList>
    auto operator()(Seat, const ActionList &) const -> std::optional<typename ActionList::value_type>
    {
        return std::nullopt;
    }
};

} // namespace felt
