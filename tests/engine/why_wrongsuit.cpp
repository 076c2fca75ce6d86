// Wrong Suit's hint reasons (wrongsuit_why.h) are true: over seeded games (with and without
// the house rules), every legal gift of every seat in every round is explained from its view,
// and each code's stated condition is checked against the true state (the fourth card of a
// rank, a King to oneself, a suit reaching 40, a Queen naming a suit one's King shuts, the
// hand's lowest or most costly card). Every code must arise.
//
// Usage: why_wrongsuit [GAMES]. Exit status 0 when every check held.
#include "check.h"
#include "games/wrongsuit/wrongsuit_why.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace felt;
using namespace felt::wrongsuit;
using namespace felt::test;

namespace {

std::array<int, 32> g_seen {};

int value(int rank) { return rank == 13 ? 20 : rank >= 11 ? 10 : rank; }

CardSet stackCards(const State &s, Seat p)
{
    CardSet out;
    for (const Slot &slot : s.stack(p))
        out.add(slot.card);
    return out;
}

int bigSuitPoints(const CardSet &stack, Suit suit)
{
    int points = 0;
    stack.forEach([&](Card c) {
        if (c.suit() == suit && stack.countRank(c.rank()) < 4)
            points += value(c.rank());
    });
    return points;
}

void checkWhy(const State &s, Seat seat, const ActionList &legal, const Action &a, const std::string &where)
{
    const Why w = explainAction(s.view(seat), legal, a);
    const auto code = static_cast<WhyCode>(w.code);
    ++g_seen[w.code];
    const std::string at = where + " seat " + std::to_string(seat) + " " + actionText(a) + " (" + std::string(whyId(code)) + "): ";
    check(code != WhyCode::None, at + "no reason");
    const CardSet mine = stackCards(s, seat);
    const CardSet hand = s.hand(seat);
    switch (code) {
    case WhyCode::Quartet:
        check(a.target == seat && mine.countRank(a.card.rank()) == 3 && w.a == a.card.rank(), at + "no quartet completed");
        break;
    case WhyCode::KingShield:
        check(a.target == seat && a.card.rank() == 13 && w.a == static_cast<int>(a.card.suit()), at + "no King to oneself");
        break;
    case WhyCode::BigSuit: {
        CardSet with = mine;
        with.add(a.card);
        check(a.target == seat && bigSuitPoints(mine, a.card.suit()) < 40 && bigSuitPoints(with, a.card.suit()) >= 40,
              at + "the suit does not reach 40");
        break;
    }
    case WhyCode::QueenShielded:
        check(a.card.rank() == 12 && a.suit != Suit::None && (s.shut(seat) & (1u << static_cast<int>(a.suit))) && w.a == static_cast<int>(a.suit),
              at + "no King of the suit shuts it");
        break;
    case WhyCode::LowToSelf:
        check(a.target == seat && a.card.rank() == w.a, at + "not to oneself");
        hand.forEach([&](Card c) { check(value(c.rank()) >= value(a.card.rank()), at + "a lower card is in the hand"); });
        break;
    case WhyCode::CostlyAway:
        check(a.target != seat && a.target == w.seat && value(a.card.rank()) == w.a, at + "not to an opponent");
        for (const Action &x : legal)
            if (x.target != seat)
                check(value(x.card.rank()) <= value(a.card.rank()), at + "a more costly card could go: " + actionText(x));
        break;
    case WhyCode::SelfIfWrong:
        check(a.target == seat && a.card.rank() == w.a && w.b == static_cast<int>(a.card.suit()) && a.card.rank() != 11,
              at + "not a card to oneself");
        break;
    case WhyCode::JackSelf:
        check(a.target == seat && a.card.rank() == 11 && w.b == static_cast<int>(a.card.suit()), at + "not a Jack to oneself");
        break;
    case WhyCode::Away:
        check(a.target != seat && a.target == w.seat && value(a.card.rank()) == w.a, at + "not to an opponent");
        break;
    case WhyCode::None: break;
    }
    check(adviceReasons(s.view(seat), legal, a).isObject(), at + "no object for the app");
}

} // namespace

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 30;
    ActionList legal;
    for (int g = 0; g < games; ++g) {
        Options o;
        o.oddFaceUp = g % 3 == 1;
        State s = State::deal(o, kPlayers, 3100 + static_cast<std::uint64_t>(g));
        Rng rng(77 + static_cast<std::uint64_t>(g));
        for (int step = 0; step < 500 && !s.isOver(); ++step) {
            const Seat seat = s.actors().first();
            s.legalActions(seat, legal);
            const std::string where = "game " + std::to_string(g) + " step " + std::to_string(step);
            for (const Action &a : legal)
                checkWhy(s, seat, legal, a, where);
            const BotLevel level = (seat + g) % 3 == 0 ? BotLevel::Easy : BotLevel::Normal;
            s.apply(seat, chooseAction(s.view(seat), legal, level, rng));
        }
    }
    for (int c = 1; c <= static_cast<int>(WhyCode::Away); ++c) {
        std::printf("%-22s %d\n", std::string(whyId(static_cast<WhyCode>(c))).c_str(), g_seen[c]);
        check(g_seen[c] > 0, "never explained as " + std::string(whyId(static_cast<WhyCode>(c))));
    }
    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    return 0;
}
