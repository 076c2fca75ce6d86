// Shaftmount's bots with calls "manual" (rules/shaftmount.md, Manual calls), from the seat's view
// only:
//   - noticing: each level notices each exposed card it may tap, each over-full hand it may
//     count and a false claim it is asked to challenge with its chance (easy 25 %, normal 60 %,
//     hard 90 %), one roll each time it is asked (the table has changed since). Easy calls the
//     first thing it notices; normal and hard call what hurts an opponent most, and leave a tap
//     that would expose their own sequences for others to tap (the next closing card on top of
//     their own sequence) unless it still pays; a challenge names the play that costs the claimer
//     most (a closing card on the claimer's own sequence: three points);
//   - honesty: easy and normal never claim falsely (no `no-play` or 2 rule while they hold a
//     normal play) and never draw past the hand limit; hard may, where its search finds it pays
//     (shaftmount_hard.cpp).
#include "shaftmount_bot.h"

namespace felt::shaftmount::bots {

namespace {

using K = Action::Kind;

// The card bits of one suit (card code = (rank - 2) * 4 + suit) and of the ranks above `rank`.
constexpr std::uint64_t suitMask(Suit s) { return 0x1111111111111ULL << static_cast<int>(s); }
constexpr std::uint64_t above(int rank) { return rank >= kAce ? 0 : ~std::uint64_t { 0 } << ((rank - 1) * 4); }

// A penalty to `seat` (at `penalties` now) as the normal player weighs it (Reader::hitValue).
double hitValue(const View &v, Seat seat, int penalties)
{
    const Weights &w = kNormalWeights;
    if (seat == v.seat)
        return -w.hitSelf;
    return w.hitOpponent + w.hitPerPenalty * penalties + (penalties + 1 >= kOutAt ? w.eliminate : 0.0);
}

// How likely a newly exposed sequence is tapped by someone before it is covered (a guess: most
// tables notice).
constexpr double kTappedSoon = 0.8;

// What a tap of sequence `pos` is worth to the seat: its owner's penalty, and the sequences its
// closing card exposes next (a tap of them is likely: the seat's own cost it, an opponent's gain).
double tapValue(const View &v, std::size_t pos)
{
    const Sequence &q = v.sequences[pos];
    double value = hitValue(v, q.owner, v.penalties[q.owner]);
    ClosingArea after = v.closing;
    const Card x = q.top();
    addToClosing(after, x);
    for (std::size_t i = 0; i < v.sequences.size(); ++i) {
        if (i == pos)
            continue;
        const Sequence &o = v.sequences[i];
        if (isClosingCard(v.closing, o.top()) || !isClosingCard(after, o.top()))
            continue;
        value += kTappedSoon * (o.owner == v.seat ? hitValue(v, v.seat, v.penalties[v.seat]) : 0.5 * hitValue(v, o.owner, v.penalties[o.owner]));
    }
    return value;
}

int findPos(const View &v, int owner, int index)
{
    for (std::size_t i = 0; i < v.sequences.size(); ++i)
        if (v.sequences[i].owner == owner && v.sequences[i].index == index)
            return static_cast<int>(i);
    return -1;
}

// The value of a challenge naming `play C S.I` for the challenger.
double challengeValue(const View &v, const Action &a)
{
    const Seat claimer = v.claim.seat;
    const int p = v.penalties[claimer];
    double value = hitValue(v, claimer, p);
    const int pos = findPos(v, a.owner, a.index);
    if (pos < 0 || !isClosingCard(v.closing, a.card))
        return value;
    // The named play closes at once: its owner's point (and, on the claimer's own, one more).
    if (a.owner == claimer)
        return value + hitValue(v, claimer, p + 1) + hitValue(v, claimer, p + 2);
    return value + hitValue(v, a.owner, v.penalties[a.owner]);
}

} // namespace

int noticeChance(BotLevel level)
{
    switch (level) {
    case BotLevel::Easy: return 25;
    case BotLevel::Normal: return 60;
    case BotLevel::Hard:
    case BotLevel::Oracle: return 90;   // the oracle notices as hard does
    case BotLevel::Random: return 0;
    }
    return 0;
}

bool viewHasNormalPlay(const View &v)
{
    CardSet cards = v.hand;
    if (v.turn == v.seat)
        cards.remove(v.blocked);
    const std::uint64_t mask = cards.oneMask();
    for (const Sequence &q : v.sequences)
        if (mask & suitMask(q.suit()) & above(q.top().rank()))
            return true;
    return false;
}

bool isCall(const Action &a) { return a.kind == K::Tap || a.kind == K::Count; }

bool isFalseClaim(const View &v, const Action &a, bool normalPlay)
{
    return (a.kind == K::NoPlay || a.kind == K::Two) && normalPlay && v.options.manualCalls;
}

bool pastLimit(const View &v, const Action &a)
{
    return a.kind == K::Draw && v.hand.size() >= handLimit(v.players);
}

void honestActions(const View &v, std::span<const Action> legal, ActionList &out)
{
    out.clear();
    const bool normalPlay = viewHasNormalPlay(v);
    for (const Action &a : legal)
        if (!isCall(a) && !isFalseClaim(v, a, normalPlay) && !pastLimit(v, a))
            out.push_back(a);
    // A seat that may only call (a game review's second opinion on a tap) keeps its calls.
    if (out.empty())
        out.assign(legal.begin(), legal.end());
}

std::uint64_t noticedCalls(std::span<const Action> legal, BotLevel level, Rng &rng)
{
    // One roll for each exposed card and each over-full hand.
    const int chance = noticeChance(level);
    std::uint64_t noticed = 0;
    for (std::size_t i = 0; i < legal.size() && i < 64; ++i)
        if (isCall(legal[i]) && rng.belowInt(100) < chance)
            noticed |= std::uint64_t { 1 } << i;
    return noticed;
}

std::optional<Action> noticedCall(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    return bestCall(v, legal, noticedCalls(legal, level, rng), level);
}

std::optional<Action> bestCall(const View &v, std::span<const Action> legal, std::uint64_t noticed, BotLevel level)
{
    std::optional<Action> best;
    double bestValue = 0;
    for (std::size_t i = 0; i < legal.size() && i < 64; ++i) {
        if (!(noticed & (std::uint64_t { 1 } << i)))
            continue;
        const Action &a = legal[i];
        if (level == BotLevel::Easy)
            return a;
        double value = 0;
        if (a.kind == K::Count) {
            value = hitValue(v, a.owner, v.penalties[a.owner]);
        } else {
            const int pos = findPos(v, a.owner, a.index);
            value = pos < 0 ? 0 : tapValue(v, static_cast<std::size_t>(pos));
        }
        if (value > 0 && (!best || value > bestValue)) {
            best = a;
            bestValue = value;
        }
    }
    return best;
}

Action challengeAnswer(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    const Action pass = Action::simple(K::Pass);
    bool any = false;
    for (const Action &a : legal)
        any = any || a.kind == K::Challenge;
    // A true claim leaves nothing to notice; a false one gets one roll.
    if (!any || rng.belowInt(100) >= noticeChance(level))
        return pass;
    const Action *best = nullptr;
    double bestValue = 0;
    for (const Action &a : legal) {
        if (a.kind != K::Challenge)
            continue;
        if (level == BotLevel::Easy)
            return a;
        const double value = challengeValue(v, a);
        if (!best || value > bestValue) {
            best = &a;
            bestValue = value;
        }
    }
    return best && bestValue > 0 ? *best : pass;
}

} // namespace felt::shaftmount::bots

namespace felt::shaftmount {

std::optional<Action> reactAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    if (legal.empty())
        return std::nullopt;
    if (level == BotLevel::Random) {
        // Uniform over the calls and doing nothing.
        const std::uint64_t k = rng.below(legal.size() + 1);
        return k < legal.size() ? std::optional<Action>(legal[k]) : std::nullopt;
    }
    return bots::noticedCall(view, legal, level, rng);
}

} // namespace felt::shaftmount
