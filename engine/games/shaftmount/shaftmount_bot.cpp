// Shaftmount bots, deciding from the seat's view only (never the true state).
//
// random: uniform over the legal actions (felt-cli draws it itself; here for completeness).
// easy:   draws to a full hand, then closes an opponent's sequence when it can, else plays any
//         normal play that does not close its own sequence (a random one), else a 2 on an
//         opponent, else no-play; never the 3 or 4 rule. Keeps a bottom card unless it closes;
//         defends with a 5 when it holds one; never blocks; closes an opponent's sequence when
//         it chooses in a domino.
// normal: a player with a sense of danger (the Reader, shaftmount_reader.cpp): every play is
//         scored in penalty points: closings by their domino on the public table (penalties to
//         opponents are worth, its own cost more), other plays by how much they change the risk
//         that the sequence is closed soon (raising its own tops above the closing cards that
//         are out, never opponents'), minus what the card was worth in the hand (closing cards,
//         the card under a closing card, 2s to 6s for their rules). So it closes opponents'
//         sequences first, spends cards that protect its own sequences, and takes the 3 or 4
//         rule instead of shafting itself. Keep or redraw by the bottom card's risk against a
//         random card's; defends with a 5 always, blocks with a 6. It draws to a full hand except
//         when it has no normal play and a 2 for an opponent's sequence whose owner is unlikely
//         to hold a 5: then it plays the 2 at once (or stays short-handed for it).
// hard:   a determinized search from its own view (shaftmount_hard.cpp).
#include "shaftmount_bot.h"

#include <algorithm>

namespace felt::shaftmount::bots {

namespace {

using K = Action::Kind;

bool has(std::span<const Action> legal, K kind)
{
    return std::any_of(legal.begin(), legal.end(), [&](const Action &a) { return a.kind == kind; });
}

Action first(std::span<const Action> legal, K kind)
{
    for (const Action &a : legal)
        if (a.kind == kind)
            return a;
    return legal.front();
}

const Sequence *findIn(const View &v, int owner, int index)
{
    for (const Sequence &q : v.sequences)
        if (q.owner == owner && q.index == index)
            return &q;
    return nullptr;
}

template <class Pred>
Action randomWhere(std::span<const Action> legal, Rng &rng, Pred &&pred, bool &found)
{
    int n = 0;
    for (const Action &a : legal)
        n += pred(a) ? 1 : 0;
    found = n > 0;
    if (!found)
        return legal.front();
    int k = rng.belowInt(n);
    for (const Action &a : legal)
        if (pred(a) && k-- == 0)
            return a;
    return legal.front();
}

// The answers both players give the same way: a bottom card that closes is redrawn.
bool bottomCloses(const View &v)
{
    const Sequence *q = findIn(v, v.pending.owner, v.pending.index);
    return q && isClosingCard(v.closing, q->cards.front());
}

} // namespace

// ---- easy ----

Action easyChoice(const View &v, std::span<const Action> legal, Rng &rng)
{
    const Seat me = v.seat;
    if (has(legal, K::Keep))
        return Action::simple(bottomCloses(v) ? K::Redraw : K::Keep);
    if (has(legal, K::Close)) {
        for (const Action &a : legal)
            if (a.owner != me)
                return a;
        return legal.front();
    }
    if (has(legal, K::Pass))
        return has(legal, K::Defend) ? first(legal, K::Defend) : first(legal, K::Pass);
    if (has(legal, K::Draw))
        return first(legal, K::Draw);
    if (has(legal, K::End))
        return first(legal, K::End);
    bool found = false;
    const auto closes = [&](const Action &a) { return isClosingCard(v.closing, a.card); };
    Action a = randomWhere(legal, rng, [&](const Action &x) { return x.kind == K::Play && x.owner != me && closes(x); }, found);
    if (!found)
        a = randomWhere(legal, rng, [&](const Action &x) { return x.kind == K::Play && !(x.owner == me && closes(x)); }, found);
    if (!found)
        a = randomWhere(legal, rng, [&](const Action &x) { return x.kind == K::Play; }, found);
    if (!found)
        a = randomWhere(legal, rng, [&](const Action &x) { return x.kind == K::Two && x.owner != me; }, found);
    if (!found && has(legal, K::NoPlay))
        return first(legal, K::NoPlay);
    return a;
}

// ---- normal ----

namespace {

Action keepOrRedraw(const Reader &r, const Weights &w)
{
    const View &v = r.view();
    const Sequence *q = findIn(v, v.pending.owner, v.pending.index);
    if (!q || r.closing(q->cards.front()))
        return Action::simple(K::Redraw);
    const double keep = r.risk(q->cards.front(), v.seat);
    // A redraw deals an unseen card: one that closes costs a penalty at once.
    double sum = 0;
    double n = 0;
    for (int code = 0; code < 52; ++code) {
        const Card c = Card::fromCode(static_cast<std::uint8_t>(code));
        const int copies = r.unseen(c);
        if (copies == 0)
            continue;
        sum += copies * (r.closing(c) ? 1.0 : r.risk(c, v.seat));
        n += copies;
    }
    const double redraw = n > 0 ? sum / n : keep;
    return Action::simple(keep <= redraw + w.keepMargin ? K::Keep : K::Redraw);
}

// The least valuable card among the actions of `kind`.
Action cheapest(const Reader &r, std::span<const Action> legal, K kind)
{
    const Action *best = nullptr;
    for (const Action &a : legal)
        if (a.kind == kind && (!best || r.cardValue(a.card) < r.cardValue(best->card)))
            best = &a;
    return best ? *best : legal.front();
}

// The 2 to play on an opponent's sequence with a short hand, if its owner is unlikely to hold a 5.
const Action *safeTwo(const Reader &r, std::span<const Action> legal, const Weights &w)
{
    const View &v = r.view();
    const Action *best = nullptr;
    double bestScore = 0;
    for (const Action &a : legal) {
        if (a.kind != K::Two || a.owner == v.seat)
            continue;
        if (v.options.fiveRule && r.holdsRank(a.owner, 5) >= w.shortForTwo)
            continue;
        const double s = r.score(a);
        if (!best || s > bestScore) {
            best = &a;
            bestScore = s;
        }
    }
    return best;
}

// After the play: stay below the hand limit when a 2 waits for an opponent's sequence, there is
// no normal play, and the owner is unlikely to defend.
bool stayShort(const Reader &r, const Weights &w)
{
    const View &v = r.view();
    if (!v.options.twoRule || r.hasNormalPlay())
        return false;
    bool any = false;
    v.hand.onlyRank(2).forEach([&](Card c) {
        for (const Sequence &q : v.sequences)
            if (q.owner != v.seat && q.suit() == c.suit() && (!v.options.fiveRule || r.holdsRank(q.owner, 5) < w.shortForTwo))
                any = true;
    });
    return any;
}

} // namespace

Action normalChoice(const View &v, std::span<const Action> legal, Rng &rng, const Weights &w)
{
    if (legal.size() == 1)
        return legal.front();
    const Reader r(v, w);
    if (has(legal, K::Keep))
        return keepOrRedraw(r, w);
    if (has(legal, K::Close)) {
        const Action *best = &legal.front();
        for (const Action &a : legal) {
            const double d = r.hitValue(a.owner, v.penalties[a.owner]) - r.hitValue(best->owner, v.penalties[best->owner]);
            if (d > 1e-9 || (d > -1e-9 && rng.below(2) == 0))
                best = &a;
        }
        return *best;
    }
    if (has(legal, K::Pass)) {
        if (has(legal, K::Defend))
            return cheapest(r, legal, K::Defend);
        if (has(legal, K::Block) && w.block)
            return cheapest(r, legal, K::Block);
        return first(legal, K::Pass);
    }
    if (has(legal, K::End))
        return has(legal, K::Draw) && !stayShort(r, w) ? first(legal, K::Draw) : first(legal, K::End);
    if (has(legal, K::Draw)) {
        if (!r.hasNormalPlay())
            if (const Action *two = safeTwo(r, legal, w))
                return *two;
        return first(legal, K::Draw);
    }
    // The best score; ties (the same card on equally placed sequences) are broken at random,
    // so no seat is everyone's first target by its number.
    const Action *best = nullptr;
    double bestScore = 0;
    int ties = 0;
    for (const Action &a : legal) {
        const double s = r.score(a);
        if (!best || s > bestScore + 1e-9) {
            best = &a;
            bestScore = s;
            ties = 1;
        } else if (s > bestScore - 1e-9 && rng.belowInt(++ties) == 0) {
            best = &a;
        }
    }
    return best ? *best : legal.front();
}

} // namespace felt::shaftmount::bots

namespace felt::shaftmount {

namespace {

// Calls "manual": a challenge round's answer; else, when nothing is pending, a call the seat
// notices; else the level's choice (easy and normal among the honest actions only; hard weighs
// false claims and a draw past the limit itself). With `truth` (the oracle, at hard's level):
// hard's search given the true state.
Action manualChoice(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng, const State *truth = nullptr)
{
    if (view.pending.kind == Pending::Kind::Challenge)
        return bots::challengeAnswer(view, legal, level, rng);
    if (view.pending.kind == Pending::Kind::None)
        if (const auto call = bots::noticedCall(view, legal, level, rng))
            return *call;
    if (level == BotLevel::Hard)
        return bots::hardChoice(view, legal, rng, truth);
    thread_local ActionList honest;
    bots::honestActions(view, legal, honest);
    const std::span<const Action> list(honest.data(), honest.size());
    if (list.size() == 1)
        return list.front();
    return level == BotLevel::Easy ? bots::easyChoice(view, list, rng) : bots::normalChoice(view, list, rng);
}

} // namespace

Action chooseAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    if (level != BotLevel::Random && view.options.manualCalls)
        return manualChoice(view, legal, viewLevel(level), rng);
    switch (level) {
    case BotLevel::Random: return legal[rng.below(legal.size())];
    case BotLevel::Easy: return bots::easyChoice(view, legal, rng);
    case BotLevel::Normal: return bots::normalChoice(view, legal, rng);
    case BotLevel::Hard:
    case BotLevel::Oracle: return bots::hardChoice(view, legal, rng);   // the oracle, from a view: hard
    }
    return legal.front();
}

// The oracle notices calls and answers challenges as hard does (with its chances); only its
// search is given the true state.
Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    const View view = s.view(seat);
    if (view.options.manualCalls)
        return manualChoice(view, legal, BotLevel::Hard, rng, &s);
    return bots::hardChoice(view, legal, rng, &s);
}

} // namespace felt::shaftmount
