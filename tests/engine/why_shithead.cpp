// Shithead's hint reasons (shithead_why.h) are true: over seeded games with every house rule
// in turn, every legal action of every decision is explained from the seat's view, and each
// code's stated condition is checked against the true state (the play really goes out,
// burns, leaves the next player nothing to play, is the lowest ordinary rank...). Every
// code that can arise in these games must arise, so no check is vacuous.
//
// Usage: why_shithead [GAMES]. Exit status 0 when every check held.
#include "check.h"
#include "games/shithead/shithead_why.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace felt;
using namespace felt::shithead;
using namespace felt::test;

namespace {

bool special(int rank, const Options &o) { return rank == 2 || rank == 10 || rank == 0 || (rank == 8 && o.transparentEights); }

// What a card is worth face up, as the rules' strategy section orders them.
int strength(int rank, const Options &o)
{
    if (rank == 10)
        return 20;
    if (rank == 2)
        return 19;
    if (rank == 0)
        return 18;
    if (rank == 8 && o.transparentEights)
        return 17;
    return rank;
}

int rankOf(const Action &a) { return a.cards.lowest().rank(); }

std::array<int, 32> g_seen {};

void checkWhy(const State &s, Seat seat, const ActionList &legal, const Action &a, const std::string &where)
{
    const Why w = explainAction(s.view(seat), legal, a);
    const auto code = static_cast<WhyCode>(w.code);
    ++g_seen[w.code];
    const Options &o = s.options();
    const std::string at = where + " " + actionText(a) + " (" + std::string(whyId(code)) + "): ";
    check(code != WhyCode::None, at + "no reason");
    State after = s;
    after.apply(seat, a);
    int lowest = 99;
    bool anyPlay = false;
    for (const Action &x : legal)
        if (x.kind == Action::Kind::Play) {
            anyPlay = true;
            if (!special(rankOf(x), o))
                lowest = std::min(lowest, rankOf(x));
        }
    switch (code) {
    case WhyCode::GoesOut: {
        bool out = false;
        for (const auto p : after.outOrder())
            out |= p == seat;
        check(out, at + "the seat is not out");
        break;
    }
    case WhyCode::BurnsTen:
        check(rankOf(a) == 10 && after.pile().empty() && w.a == static_cast<int>(s.pile().size()), at + "no 10 burning the pile");
        break;
    case WhyCode::CompletesFour:
        check(after.pile().empty() && w.a == rankOf(a) && rankOf(a) != 10, at + "no four of a kind burning the pile");
        break;
    case WhyCode::NextCannotAnswer: {
        check(after.turn() == w.seat && w.seat != seat, at + "the named seat is not next");
        ActionList next;
        after.legalActions(w.seat, next);
        for (const Action &x : next)
            check(x.kind != Action::Kind::Play, at + "the next player can play " + actionText(x));
        break;
    }
    case WhyCode::Lowest:
    case WhyCode::LowestKeepsSpecial:
        check(a.kind == Action::Kind::Play && rankOf(a) == lowest && w.a == lowest, at + "not the lowest ordinary rank");
        if (code == WhyCode::LowestKeepsSpecial) {
            check(special(w.b, o), at + "the kept card is not special");
            bool held = false;
            after.hand(seat).forEach([&](Card c) { held |= c.rank() == w.b; });
            for (const Card c : after.up(seat))
                held |= c.rank() == w.b && s.hand(seat).empty();
            check(held, at + "the special card is not kept");
        }
        break;
    case WhyCode::OnlySpecials:
        check(a.kind == Action::Kind::Play && special(rankOf(a), o) && lowest == 99, at + "an ordinary card could go");
        break;
    case WhyCode::StrongerFaceUp:
        check(a.kind == Action::Kind::Swap && strength(a.handCard.rank(), o) > strength(a.upCard.rank(), o)
                  && w.a == a.handCard.rank() && w.b == a.upCard.rank(),
              at + "the swap does not put a stronger card face up");
        break;
    case WhyCode::ReadyStrongest:
        check(a.kind == Action::Kind::Ready, at + "not ready");
        for (const Action &x : legal)
            if (x.kind == Action::Kind::Swap)
                check(strength(x.handCard.rank(), o) <= strength(x.upCard.rank(), o), at + "a swap would help: " + actionText(x));
        break;
    case WhyCode::Blind: check(a.kind == Action::Kind::Blind, at + "not a face-down card"); break;
    case WhyCode::NothingGoes: check(a.kind == Action::Kind::Pickup && !anyPlay, at + "a play was legal"); break;
    case WhyCode::Presses:
        // A play that goes neither out nor burns: the next seat must answer it (the turn passes).
        check(a.kind == Action::Kind::Play && w.a == rankOf(a) && w.b == static_cast<int>(a.cards.size()), at + "not the play named");
        check(after.isOver() || (after.turn() != seat && !after.pile().empty()), at + "nobody else must answer it");
        break;
    case WhyCode::Skips: check(a.kind == Action::Kind::Play && rankOf(a) == 9 && o.skipNine && w.b == static_cast<int>(a.cards.size()), at + "no 9 skipping"); break;
    case WhyCode::SwapUp:
        check(a.kind == Action::Kind::Swap && w.a == a.handCard.rank() && w.b == a.upCard.rank(), at + "not the swap named");
        break;
    case WhyCode::ReadyAsIs: check(a.kind == Action::Kind::Ready, at + "not ready"); break;
    case WhyCode::TakesPile:
        check(a.kind == Action::Kind::Pickup && anyPlay && w.a == static_cast<int>(s.pile().size()), at + "no play or not the pile");
        break;
    case WhyCode::None: break;
    }
    // The value the app reads carries the code's name.
    const Value v = adviceReasons(s.view(seat), legal, a);
    check(v.isObject(), at + "no object for the app");
}

} // namespace

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 60;
    ActionList legal;
    for (int g = 0; g < games; ++g) {
        Options o;
        o.jokers = g % 3 == 1;
        o.transparentEights = g % 4 == 2;
        o.sevenLower = g % 5 == 3;
        o.tensRestricted = g % 6 == 4;
        o.skipNine = g % 7 == 5;
        const int players = 2 + g % 4;
        State s = State::deal(o, players, 3100 + static_cast<std::uint64_t>(g));
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
    for (int c = 1; c <= static_cast<int>(WhyCode::TakesPile); ++c) {
        std::printf("%-22s %d\n", std::string(whyId(static_cast<WhyCode>(c))).c_str(), g_seen[c]);
        check(g_seen[c] > 0, "never explained as " + std::string(whyId(static_cast<WhyCode>(c))));
    }
    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    return 0;
}
