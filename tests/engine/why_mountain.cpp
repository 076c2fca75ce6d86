// Bring Down the Mountain's hint reasons (mountain_why.h) are true: over seeded deals played
// by the easy and normal players at one to four seats, every legal action of every decision
// is explained, and each code's stated condition is checked on the table after the action
// (the game is won, a run left the table, a draw became possible for the card named, the card
// lies right below the one it landed on in a run of the length named, a valley is empty, the
// uncovered card is on top, the card behind a drawn one is the one named and a face-down one is
// never named). Every code must arise.
//
// Usage: why_mountain [GAMES]. Exit status 0 when every check held.
#include "check.h"
#include "games/mountain/mountain_why.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace felt;
using namespace felt::mountain;
using namespace felt::test;

namespace {

std::array<int, 32> g_seen {};

// The card's value as it lies on top of a pile over another card, and the value a card must
// be one below to lie right below it (rules: an Ace is 14 at the bottom, 1 at the top).
int topValue(Card c) { return c.rank() == kAce ? 1 : c.rank(); }
int takerValue(Card c) { return c.rank() == kAce ? 14 : c.rank(); }

void checkWhy(const State &s, const ActionList &legal, const Action &a, const std::string &where)
{
    const Why w = explainAction(s, legal, a);
    const auto code = static_cast<WhyCode>(w.code);
    ++g_seen[w.code];
    const std::string at = where + " " + actionText(a) + " (" + std::string(whyId(code)) + "): ";
    check(code != WhyCode::None, at + "no reason");
    const Seat seat = seatOfPosition(s.position(), s.players());
    State after = s;
    after.apply(seat, a);
    switch (code) {
    case WhyCode::Wins: check(after.status() == Status::Won, at + "not won"); break;
    case WhyCode::CompletesRun: check(after.completed() == s.completed() + 1, at + "no run left the table"); break;
    case WhyCode::OpensDraw: {
        check(a.kind == Action::Kind::Move && !s.canDraw(s.position()) && after.canDraw(s.position()), at + "no draw opened");
        bool named = false;
        const int p = s.position();
        for (const int r : { (p + 3) % 4, p, kPeak })
            if (const auto c = after.drawable(p, r))
                named = named || (c->rank() == w.a && fits(*c, after.valley(w.b)));
        check(named, at + "the card named cannot come down there");
        break;
    }
    case WhyCode::BuildsRun:
    case WhyCode::DrawBuildsRun: {
        // The card now on the target valley's top-but-block lies right below the card under it.
        const Pile &to = s.valley(a.to);
        check(!to.empty() && w.c == a.to, at + "onto an empty or another valley");
        if (to.empty())
            break;
        const std::size_t under = to.size() - 1;
        const Pile &now = after.valley(a.to);
        check(now.size() > under + 1 && now[under] == to.back(), at + "the card did not land there");
        if (now.size() > under + 1) {
            check(topValue(now[under + 1]) == takerValue(to.back()) - 1 && now[under + 1].rank() == w.a && to.back().rank() == w.b,
                  at + "not right below");
            // The run: consecutive cards through the junction, counted by hand.
            std::size_t lo = under, hi = under + 1;
            while (lo > 0 && topValue(now[lo]) == takerValue(now[lo - 1]) - 1)
                --lo;
            while (hi + 1 < now.size() && topValue(now[hi + 1]) == takerValue(now[hi]) - 1)
                ++hi;
            check(w.d == static_cast<int>(hi - lo + 1) && w.d >= 2, at + "a run of another length");
        }
        check((code == WhyCode::BuildsRun) == (a.kind == Action::Kind::Move), at + "the wrong kind of action");
        break;
    }
    case WhyCode::EmptiesValley:
        check(a.kind == Action::Kind::Move && w.a == a.from && after.valley(a.from).empty(), at + "no valley emptied");
        break;
    case WhyCode::Uncovers: {
        const Pile &left = after.valley(a.from);
        check(a.kind == Action::Kind::Move && w.b == a.from && !left.empty() && left.back().rank() == w.a,
              at + "not the uncovered card");
        if (w.c > 0 && !left.empty()) {
            // A card the mountain gives that fits the uncovered card and fitted nowhere before.
            bool named = false;
            const int p = s.position();
            for (const int r : { (p + 3) % 4, p, kPeak })
                if (const auto c = s.drawable(p, r); c && c->rank() == w.c && fits(*c, left)) {
                    bool before = false;
                    for (const int v : { (p + 3) % 4, p, (p + 1) % 4 })
                        before = before || fits(*c, s.valley(v));
                    named = named || !before;
                }
            check(named, at + "the card named does not newly fit");
        }
        break;
    }
    case WhyCode::DrawReveals: {
        check(a.kind == Action::Kind::Draw && after.position() != s.position() && w.b == a.to && w.d == a.from,
              at + "not a draw ending the turn");
        const Pile &from = a.from == kPeak ? s.peak() : s.ridge(a.from);
        if (from.size() <= 1)
            check(w.c == 0, at + "names a card behind the last one");
        else if (a.from != kPeak && s.options().hiddenRidges)
            check(w.c == -1, at + "names a face-down card");
        else
            check(w.c == from[from.size() - 2].rank(), at + "not the card behind");
        break;
    }
    case WhyCode::NoDraw: check(a.kind == Action::Kind::Pass && !s.canDraw(s.position()), at + "a draw was possible"); break;
    case WhyCode::Concede: check(a.kind == Action::Kind::Concede, at + "not conceding"); break;
    case WhyCode::None: break;
    }
    check(adviceReasons(s, legal, a).isObject(), at + "no object for the app");
}

} // namespace

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 12;
    ActionList legal;
    for (int g = 0; g < games; ++g) {
        Options o;
        o.hiddenRidges = g % 3 == 2;
        const int players = 1 + g % 4;
        State s = State::deal(o, players, 3100 + static_cast<std::uint64_t>(g));
        Rng rng(77 + static_cast<std::uint64_t>(g));
        for (int step = 0; step < 1500 && !s.isOver(); ++step) {
            const Seat seat = s.actors().first();
            s.legalActions(seat, legal);
            const std::string where = "game " + std::to_string(g) + " step " + std::to_string(step);
            for (const Action &a : legal)
                checkWhy(s, legal, a, where);
            const BotLevel level = g % 2 ? BotLevel::Easy : BotLevel::Normal;
            s.apply(seat, chooseAction(s.view(seat), legal, level, rng));
        }
    }
    for (int c = 1; c <= static_cast<int>(WhyCode::Concede); ++c) {
        std::printf("%-22s %d\n", std::string(whyId(static_cast<WhyCode>(c))).c_str(), g_seen[c]);
        check(g_seen[c] > 0, "never explained as " + std::string(whyId(static_cast<WhyCode>(c))));
    }
    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    return 0;
}
