// Shaftmount's hint reasons (shaftmount_why.h) are true: over seeded games at two to four
// seats, with calls "auto" and "manual", every legal action of every seat that may act is
// explained from its view, and each code's stated condition is checked against the true
// state (the opponent really takes a point, the card lies exposed, the bottom card closes or
// not, no normal play is left, a hand is over the limit, the 4 slides where a play was or was
// not at hand, a 5 or a 6 is kept). Every code must arise; none says only that the hard
// player's trial games favour the action.
//
// Usage: why_shaftmount [GAMES]. Exit status 0 when every check held.
#include "check.h"
#include "games/shaftmount/shaftmount_bot.h"
#include "games/shaftmount/shaftmount_why.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace felt;
using namespace felt::shaftmount;
using namespace felt::test;

namespace {

std::array<int, 32> g_seen {};

const Sequence *findSeq(const State &s, int owner, int index)
{
    for (const Sequence &q : s.sequences())
        if (q.owner == owner && q.index == index)
            return &q;
    return nullptr;
}

bool any(const ActionList &legal, Action::Kind k)
{
    return std::any_of(legal.begin(), legal.end(), [&](const Action &x) { return x.kind == k; });
}

// A point for `owner` (or out) after the action.
bool pointFor(const State &before, const State &after, Seat owner)
{
    return after.penalties(owner) > before.penalties(owner) || !after.in().has(owner);
}

void checkWhy(const State &s, Seat seat, const ActionList &legal, const Action &a, const std::string &where)
{
    using K = Action::Kind;
    const Why w = explainAction(s.view(seat), legal, a);
    const auto code = static_cast<WhyCode>(w.code);
    ++g_seen[w.code];
    const std::string at = where + " seat " + std::to_string(seat) + " " + actionText(a) + " (" + std::string(whyId(code)) + "): ";
    check(code != WhyCode::None, at + "no reason");
    State after = s;
    after.apply(seat, a);
    const int limit = handLimit(s.players());
    switch (code) {
    case WhyCode::ClosesFor:
    case WhyCode::ChoosesClose:
        check(w.seat == a.owner && w.seat != seat && pointFor(s, after, w.seat), at + "no point for the owner");
        break;
    case WhyCode::ExposesFor: {
        const Sequence *q = findSeq(after, a.owner, a.index);
        check(s.options().manualCalls && w.seat == a.owner && w.seat != seat && q && q->cards.back() == a.card
                  && isClosingCard(after.closing(), a.card),
              at + "no closing card lies exposed");
        break;
    }
    case WhyCode::TwoCloses:
        check(a.kind == K::Two && w.seat == a.owner && a.owner != seat && !any(legal, K::Play), at + "a normal play was left");
        break;
    case WhyCode::CoversOwn:
        check(a.kind == K::Play && a.owner == seat && !isClosingCard(s.closing(), a.card), at + "not a safe play on one's own");
        if (!s.options().manualCalls)
            check(after.penalties(seat) == s.penalties(seat), at + "the play cost a point");
        break;
    case WhyCode::Cheapest: {
        check(a.kind == K::Play && a.owner != seat && !isClosingCard(s.closing(), a.card), at + "the play closes");
        if (!s.options().manualCalls)
            check(after.penalties(a.owner) == s.penalties(a.owner), at + "the play gave a point");
        const View v = s.view(seat);
        const bots::Reader r(v, bots::kNormalWeights);
        for (const Action &x : legal)
            if (x.kind == K::Play)
                check(r.cardValue(x.card) >= r.cardValue(a.card), at + "a cheaper card could go: " + actionText(x));
        break;
    }
    case WhyCode::ThreeRule: check(a.kind == K::Three, at + "not the 3 rule"); break;
    case WhyCode::FourRule: check(a.kind == K::Four && any(legal, K::Play) && w.seat == a.owner, at + "not the 4 rule beside a play"); break;
    case WhyCode::FourSpares: check(a.kind == K::Four && !any(legal, K::Play) && w.seat == a.owner, at + "a normal play was at hand"); break;
    case WhyCode::ShaftsSelf:
        check(a.kind == K::Play && a.owner == seat && isClosingCard(s.closing(), a.card), at + "not a closing card on one's own");
        if (!s.options().manualCalls)
            check(pointFor(s, after, seat), at + "no point for oneself");
        break;
    case WhyCode::RaisesFor: {
        check(a.kind == K::Play && a.owner != seat && w.seat == a.owner && w.a == a.card.rank() && !isClosingCard(s.closing(), a.card),
              at + "not a safe play on another's");
        const Sequence *q = findSeq(after, a.owner, a.index);
        check(q && q->cards.back() == a.card, at + "the card is not the top now");
        break;
    }
    case WhyCode::OwnCloses: check(a.kind == K::Close && a.owner == seat, at + "not one's own closing"); break;
    case WhyCode::TwoOn:
        check(a.kind == K::Two && w.seat == a.owner && (any(legal, K::Play) || a.owner == seat) && w.a == (a.owner == seat ? 1 : 0),
              at + "not a 2 beside a play or on one's own");
        break;
    case WhyCode::NoPlayAnyway:
        check(a.kind == K::NoPlay && (any(legal, K::Play) || any(legal, K::Two) || any(legal, K::Three) || any(legal, K::Four)) && w.a == limit,
              at + "nothing else could be played");
        break;
    case WhyCode::DrawPast: check(a.kind == K::Draw && s.hand(seat).size() >= limit && w.a == limit, at + "the hand is below the limit"); break;
    case WhyCode::RedrawFresh:
    case WhyCode::KeepClosing: {
        const Sequence *q = findSeq(s, s.pending().owner, s.pending().index);
        check(q && !q->cards.empty(), at + "no sequence to keep");
        if (q && !q->cards.empty())
            check(isClosingCard(s.closing(), q->cards.front()) == (code == WhyCode::KeepClosing), at + "the bottom card's closing is wrong");
        check(a.kind == (code == WhyCode::KeepClosing ? K::Keep : K::Redraw), at + "the wrong answer");
        break;
    }
    case WhyCode::PassKeeps:
        check(a.kind == K::Pass && ((w.a == 5 && w.b == 1 && any(legal, K::Defend)) || (w.a == 6 && w.b == 0 && any(legal, K::Block))),
              at + "no 5 or 6 kept");
        break;
    case WhyCode::PassClaim: check(a.kind == K::Pass && any(legal, K::Challenge), at + "no challenge at hand"); break;
    case WhyCode::NoPlay:
        check(a.kind == K::NoPlay && !any(legal, K::Play) && !any(legal, K::Two) && !any(legal, K::Three) && !any(legal, K::Four),
              at + "something could be played");
        break;
    case WhyCode::Draw: check(a.kind == K::Draw && s.hand(seat).size() < limit && w.a == limit, at + "the hand is full"); break;
    case WhyCode::End: check(a.kind == K::End, at + "not the end"); break;
    case WhyCode::KeepBottom:
    case WhyCode::RedrawClosing: {
        const Sequence *q = findSeq(s, s.pending().owner, s.pending().index);
        check(q && !q->cards.empty(), at + "no sequence to keep");
        if (q && !q->cards.empty())
            check(isClosingCard(s.closing(), q->cards.front()) == (code == WhyCode::RedrawClosing), at + "the bottom card's closing is wrong");
        check(a.kind == (code == WhyCode::RedrawClosing ? K::Redraw : K::Keep), at + "the wrong answer");
        break;
    }
    case WhyCode::Defend: check(a.kind == K::Defend && a.card.rank() == 5, at + "no 5"); break;
    case WhyCode::Block: check(a.kind == K::Block && a.card.rank() == 6, at + "no 6"); break;
    case WhyCode::NothingToAnswer:
        check(a.kind == K::Pass && !any(legal, K::Defend) && !any(legal, K::Block) && !any(legal, K::Challenge), at + "an answer was at hand");
        break;
    case WhyCode::Tap: {
        const Sequence *q = findSeq(s, a.owner, a.index);
        check(q && w.seat == a.owner && a.owner != seat && isClosingCard(s.closing(), q->cards.back()), at + "no exposed closing card");
        check(pointFor(s, after, w.seat), at + "the tap gave no point");
        break;
    }
    case WhyCode::Count: check(s.hand(w.seat).size() > limit && w.a == limit, at + "the hand is not over the limit"); break;
    case WhyCode::Challenge: check(a.kind == K::Challenge && pointFor(s, after, s.view(seat).claim.seat), at + "the claim was not false"); break;
    case WhyCode::None: break;
    }
    check(adviceReasons(s.view(seat), legal, a).isObject(), at + "no object for the app");
}

} // namespace

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 16;
    ActionList legal;
    for (int g = 0; g < games; ++g) {
        Options o;
        o.manualCalls = g % 2 == 1;
        const int players = 2 + g % 3;
        State s = State::deal(o, players, 3100 + static_cast<std::uint64_t>(g));
        Rng rng(77 + static_cast<std::uint64_t>(g));
        for (int step = 0; step < 3000 && !s.isOver(); ++step) {
            const std::string where = "game " + std::to_string(g) + " step " + std::to_string(step);
            std::optional<std::pair<Seat, Action>> call;
            s.actors().forEach([&](Seat seat) {
                s.legalActions(seat, legal);
                for (const Action &a : legal)
                    checkWhy(s, seat, legal, a, where);
                if (!call && !s.mustAct().has(seat))
                    if (const auto c = reactAction(s.view(seat), legal, BotLevel::Normal, rng))
                        call = std::make_pair(seat, *c);
            });
            if (call) {
                s.apply(call->first, call->second);
                continue;
            }
            const Seat seat = s.mustAct().first();
            s.legalActions(seat, legal);
            // A random seat at the manual tables: it draws past the limit and claims falsely.
            const BotLevel level = o.manualCalls && seat == 0 ? BotLevel::Random : (seat + g) % 3 == 0 ? BotLevel::Easy : BotLevel::Normal;
            s.apply(seat, level == BotLevel::Random ? legal[rng.below(legal.size())] : chooseAction(s.view(seat), legal, level, rng));
        }
    }
    for (int c = 1; c <= static_cast<int>(WhyCode::PassClaim); ++c) {
        std::printf("%-22s %d\n", std::string(whyId(static_cast<WhyCode>(c))).c_str(), g_seen[c]);
        check(g_seen[c] > 0, "never explained as " + std::string(whyId(static_cast<WhyCode>(c))));
    }
    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    return 0;
}
