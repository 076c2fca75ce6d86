// core/botstep.h on toy tables: who is offered an opportunity, in what order, and who acts when
// nobody takes one; a table without mustAct() lets its first actor act.
//
// Usage: bot_step. Exit status 0 when every check held, 1 otherwise.
#include "check.h"
#include "core/botstep.h"

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::test;

namespace {

using Action = int;
using ActionList = std::vector<Action>;

// Four seats: seat `turn` must act; every seat in `callers` may act but need not. An action is
// recorded as the seat that made it.
struct CallTable {
    int turn = 0;
    SeatSet callers;
    std::vector<Seat> acted;

    int players() const { return 4; }
    bool isOver() const { return acted.size() >= 100; }
    SeatSet actors() const { return SeatSet::fromMask(static_cast<std::uint16_t>(callers.mask() | SeatSet::single(turn).mask())); }
    SeatSet mustAct() const { return SeatSet::single(turn); }
    void legalActions(Seat seat, ActionList &out) const
    {
        out.clear();
        if (actors().has(seat))
            out.push_back(seat);
    }
    void apply(Seat seat, Action, void *) { acted.push_back(seat); }
};

// The same without mustAct(): everyone acts in simultaneous rounds.
struct PlainTable {
    SeatSet waiting = SeatSet::fromMask(0b0110);
    std::vector<Seat> acted;
    int players() const { return 4; }
    bool isOver() const { return waiting.empty(); }
    SeatSet actors() const { return waiting; }
    void legalActions(Seat seat, ActionList &out) const
    {
        out.clear();
        if (waiting.has(seat))
            out.push_back(seat);
    }
    void apply(Seat seat, Action, void *)
    {
        waiting.remove(seat);
        acted.push_back(seat);
    }
};

std::string seats(const std::vector<Seat> &list)
{
    std::string out;
    for (const Seat s : list)
        out += std::to_string(s);
    return out;
}

void opportunities()
{
    CallTable t;
    t.turn = 0;
    t.callers = SeatSet::fromMask(0b1110);   // seats 1, 2, 3 may call
    ActionList legal;
    std::vector<Seat> asked;
    auto never = [&](Seat seat, const ActionList &) -> std::optional<Action> {
        asked.push_back(seat);
        return std::nullopt;
    };
    auto choose = [](Seat seat, const ActionList &) -> Action { return seat; };

    // After seat 1 acted: offered from its left (2, 3), the seat on turn skipped, seat 1 itself last.
    const Seat acted = botStep(t, 1, legal, choose, never);
    check(seats(asked) == "231", "offered in seat order from the left of the seat that acted, itself last: " + seats(asked));
    check(acted == 0 && seats(t.acted) == "0", "nobody took it: the seat that must act acts");

    // Seat 3 takes it: it acts; the next offers start from its left.
    asked.clear();
    auto threeCalls = [&](Seat seat, const ActionList &) -> std::optional<Action> {
        asked.push_back(seat);
        return seat == 3 ? std::optional<Action>(seat) : std::nullopt;
    };
    check(botStep(t, 0, legal, choose, threeCalls) == 3 && seats(asked) == "123", "seat 3 takes its opportunity after 1 and 2 let theirs pass");
    asked.clear();
    t.callers = SeatSet::fromMask(0b0110);
    check(offerOpportunities(t, 3, legal, threeCalls) == -1 && seats(asked) == "12", "after seat 3: seats 1 and 2, from 3's left");
    // The start of a game: from seat 0.
    asked.clear();
    check(offerOpportunities(t, -1, legal, never) == -1 && seats(asked) == "12", "at the start: from seat 0");
    check(mustActOf(t) == SeatSet::single(0) && optionalActorsOf(t) == SeatSet::fromMask(0b0110), "mustAct and the optional actors");

    // A table without mustAct(): its first actor acts and nobody is offered anything.
    PlainTable p;
    asked.clear();
    check(botStep(p, 2, legal, choose, never) == 1 && asked.empty() && seats(p.acted) == "1", "without mustAct: the first actor acts");
    check(mustActOf(p) == p.actors() && optionalActorsOf(p).empty(), "without mustAct every actor must act");
}

} // namespace

int main()
{
    opportunities();
    if (g_failures == 0)
        std::printf("bot step: all checks held\n");
    return g_failures == 0 ? 0 : 1;
}
