// Chain-Chain's hint reasons (chainchain_why.h) are true: over seeded games at three to six
// seats, every legal action of every decision is explained from the seat's view, and each
// code's stated condition is checked against the true state (the next player really must
// collect, the hand really keeps its numbers, a reverse really turns play back). Every code
// must arise, so no check is vacuous.
//
// Usage: why_chainchain [GAMES]. Exit status 0 when every check held.
#include "check.h"
#include "games/chainchain/chainchain_why.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace felt;
using namespace felt::chainchain;
using namespace felt::test;

namespace {

std::array<int, 32> g_seen {};

void checkWhy(const State &s, Seat seat, const ActionList &legal, const Action &a, const std::string &where)
{
    const Why w = explainAction(s.view(seat), legal, a);
    const auto code = static_cast<WhyCode>(w.code);
    ++g_seen[w.code];
    const std::string at = where + " " + actionText(a) + " (" + std::string(whyId(code)) + "): ";
    check(code != WhyCode::None, at + "no reason");
    State after = s;
    after.apply(seat, a);
    Counts kept = s.hand(seat);   // the hand after the play, before its draw
    if (a.kind == Action::Kind::Play) {
        --kept.n[a.first];
        --kept.n[a.second];
    }
    switch (code) {
    case WhyCode::MustTake:
        check(a.kind == Action::Kind::Take && s.hand(seat).n[s.link()] == 0 && w.a == s.link(), at + "a card matched the link");
        break;
    case WhyCode::Reverse:
        check(a.kind == Action::Kind::Play && a.first == s.link() && a.second == s.link() && (after.isOver() || after.direction() == -s.direction()),
              at + "not a reverse");
        break;
    case WhyCode::NextLacks: {
        check(s.hand(w.seat).n[w.a] == 0 && w.a == a.second, at + "the next player holds the number");
        check(after.turn() == w.seat, at + "the named seat is not next");
        ActionList next;
        after.legalActions(w.seat, next);
        check(next.size() == 1 && next.front().kind == Action::Kind::Take, at + "the next player need not collect");
        check(w.b == static_cast<int>(after.pile().size()), at + "the pile's count is wrong");
        break;
    }
    case WhyCode::KeepsEveryNumber:
        for (int n = 1; n <= 9; ++n)
            check(!s.hand(seat).n[n] || kept.n[n], at + "the hand loses its " + std::to_string(n));
        check(kept.total() > 0, at + "nothing kept");
        break;
    case WhyCode::KeepsNumber:
        check(a.kind == Action::Kind::Play && (w.a == a.first || w.a == a.second) && kept.n[w.a] > 0, at + "the number is not kept");
        break;
    case WhyCode::SetsLink: {
        // The second card is the link now, and the seat named plays next with the pile named.
        check(a.kind == Action::Kind::Play && w.a == a.second && w.b == static_cast<int>(s.pile().size()) + 2, at + "not the link or the pile");
        if (!after.isOver())
            check(after.link() == a.second && after.turn() == w.seat && w.seat != seat, at + "not the next player's link");
        break;
    }
    case WhyCode::LastCards: check(a.kind == Action::Kind::Play && kept.total() == 0, at + "cards are left"); break;
    case WhyCode::None: break;
    }
    check(adviceReasons(s.view(seat), legal, a).isObject(), at + "no object for the app");
}

} // namespace

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 40;
    ActionList legal;
    for (int g = 0; g < games; ++g) {
        const int players = 3 + g % 4;
        State s = State::deal(Options {}, players, 3100 + static_cast<std::uint64_t>(g));
        Rng rng(77 + static_cast<std::uint64_t>(g));
        for (int step = 0; step < 2000 && !s.isOver(); ++step) {
            const Seat seat = s.actors().first();
            s.legalActions(seat, legal);
            const std::string where = "game " + std::to_string(g) + " step " + std::to_string(step);
            for (const Action &a : legal)
                checkWhy(s, seat, legal, a, where);
            const BotLevel level = (seat + g) % 3 == 0 ? BotLevel::Easy : BotLevel::Normal;
            s.apply(seat, chooseAction(s.view(seat), legal, level, rng));
        }
    }
    for (int c = 1; c <= static_cast<int>(WhyCode::LastCards); ++c) {
        std::printf("%-22s %d\n", std::string(whyId(static_cast<WhyCode>(c))).c_str(), g_seen[c]);
        check(g_seen[c] > 0, "never explained as " + std::string(whyId(static_cast<WhyCode>(c))));
    }
    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    return 0;
}
