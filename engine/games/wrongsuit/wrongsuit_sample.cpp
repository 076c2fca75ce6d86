// Wrong Suit: states sampled from a seat's view, for the searching bot (and checked by the
// invariant test: a sample shows the seat the same view).
//
// The hidden cards are the 48 minus those the seat can name (its hand, its own gift of the
// running round, the stack cards it knows). They fill the other hands (with the cards those
// seats gave this round put back) and the stack places the seat cannot see. Some places
// allow only some cards: a stack card everyone knows to be a Queen (its transfer was seen),
// and whatever left a hand after this seat's Queen showed that hand to hold no card of a
// suit below some rank; and a face-down stack card is never one that lands face up. Those
// places are filled first, the rest at random.
#include "wrongsuit.h"

#include <algorithm>
#include <bit>

namespace felt::wrongsuit {

namespace {

constexpr std::uint64_t kDeckBits = (std::uint64_t { 1 } << kCards) - 1;   // 2C .. KS
constexpr std::uint64_t suitBits(Suit s) { return 0x1111111111111ULL << static_cast<int>(s); }

// The cards a seat may still hold (or have given) after clock `seq`, as the viewer knows it.
std::uint64_t boundMask(const Bounds &bounds, Seat target, int seq)
{
    std::uint64_t mask = kDeckBits;
    for (const Bound &b : bounds) {
        if (b.target != target || b.seq >= seq)
            continue;
        const std::uint64_t below = (std::uint64_t { 1 } << ((b.minRank - 2) * 4)) - 1;
        mask &= ~(suitBits(b.suit) & below);
    }
    return mask;
}

Card randomCard(std::uint64_t bits, Rng &rng)
{
    int k = rng.belowInt(std::popcount(bits));
    for (; k > 0; --k)
        bits &= bits - 1;
    return Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(bits)));
}

struct Unit {
    std::uint64_t mask = 0;
    std::int8_t seat = -1;
    std::int8_t slot = -1;   // -1: a hand card
};

// Gives every unit a card of `pool` that its mask allows (the constrained units first, with
// a one-swap repair when one is left without a card); false when that fails.
bool assign(const StaticVec<Unit, kCards> &units, std::uint64_t pool, Rng &rng, StaticVec<Card, kCards> &cards)
{
    cards.resize(units.size());
    StaticVec<std::uint8_t, kCards> order;
    StaticVec<std::uint8_t, kCards> free;
    for (std::size_t i = 0; i < units.size(); ++i)
        ((units[i].mask & pool) == pool ? free : order).push_back(static_cast<std::uint8_t>(i));
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return std::popcount(units[a].mask & pool) < std::popcount(units[b].mask & pool); });
    std::uint64_t left = pool;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const Unit &u = units[order[k]];
        if (const std::uint64_t allowed = u.mask & left) {
            cards[order[k]] = randomCard(allowed, rng);
            left &= ~CardSet::bit(cards[order[k]]);
            continue;
        }
        bool repaired = false;
        for (std::size_t j = 0; j < k && !repaired; ++j) {
            const Card x = cards[order[j]];
            const std::uint64_t other = units[order[j]].mask & left;
            if ((u.mask & CardSet::bit(x)) && other) {
                cards[order[j]] = randomCard(other, rng);
                left &= ~CardSet::bit(cards[order[j]]);
                cards[order[k]] = x;
                repaired = true;
            }
        }
        if (!repaired)
            return false;
    }
    StaticVec<Card, kCards> rest;
    for (std::uint64_t m = left; m; m &= m - 1)
        rest.push_back(Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(m))));
    if (rest.size() != free.size())
        return false;
    rng.shuffle(rest.begin(), rest.end());
    for (std::size_t i = 0; i < free.size(); ++i)
        cards[free[i]] = rest[i];
    return true;
}

} // namespace

State State::fillHidden(const View &v, Rng &rng)
{
    State s;
    s.m_options = v.options;
    s.m_round = static_cast<std::int8_t>(v.round);
    s.m_over = v.over;
    s.m_revealed = v.revealed;
    s.m_clock = v.clock;
    s.m_bounds = v.bounds;
    s.m_aces = fullAces();
    if (v.wrongSuit != Suit::None)
        std::swap(s.m_aces[0], s.m_aces[static_cast<int>(v.wrongSuit)]);

    // What the seat can name, and the places it cannot see.
    const Seat me = v.seat;
    CardSet known = v.hand;
    if (v.myGive)
        known.add(v.myGive->card);
    std::uint64_t faceUpBits = 0;
    for (const Card c : fullDeck())
        if (landsFaceUp(c, v.options))
            faceUpBits |= CardSet::bit(c);
    StaticVec<Unit, kCards> units;
    for (Seat p = 0; p < kPlayers; ++p) {
        s.m_stack[p] = v.stacks[p];
        for (std::size_t i = 0; i < v.stacks[p].size(); ++i) {
            const Slot &slot = v.stacks[p][i];
            if (slot.card.isValid()) {
                known.add(slot.card);
                continue;
            }
            // Never a card that would have landed face up (a King, an odd card with oddFaceUp).
            std::uint64_t mask = boundMask(v.bounds, slot.from, slot.seq) & ~faceUpBits;
            if (slot.queen())
                mask &= CardSet::rankMask(kQueen);
            units.push_back(Unit { mask, static_cast<std::int8_t>(p), static_cast<std::int8_t>(i) });
        }
        if (p == me)
            continue;
        const int held = v.handCount[p] + (v.given.has(p) ? 1 : 0);
        const std::uint64_t mask = boundMask(v.bounds, p, 256);
        for (int i = 0; i < held && !units.full(); ++i)
            units.push_back(Unit { mask, static_cast<std::int8_t>(p), -1 });
    }
    const std::uint64_t pool = kDeckBits & ~known.oneMask();

    StaticVec<Card, kCards> cards;
    bool ok = false;
    for (int attempt = 0; attempt < 8 && !ok; ++attempt)
        ok = assign(units, pool, rng, cards);
    if (!ok) {
        // Cannot happen for a view of a real game (the true cards fit); a defensive fallback
        // that keeps the sample a working game: every place takes any hidden card.
        StaticVec<Unit, kCards> loose = units;
        for (Unit &u : loose)
            u.mask = kDeckBits;
        if (!assign(loose, pool, rng, cards))
            cards.clear();
    }
    for (std::size_t i = 0; i < units.size(); ++i) {
        const Unit &u = units[i];
        if (i >= cards.size() || !cards[i].isValid())
            continue;   // only with a view no game can show (more places than hidden cards)
        if (u.slot >= 0)
            s.m_stack[u.seat][static_cast<std::size_t>(u.slot)].card = cards[i];
        else
            s.m_hand[u.seat].add(cards[i]);
    }
    s.m_hand[me] = v.hand;
    if (v.myGive)
        s.m_hand[me].add(v.myGive->card);
    for (Seat p = 0; p < kPlayers; ++p)
        for (const Slot &slot : s.m_stack[p])
            if (slot.card.isValid() && slot.card.rank() == kKing)
                s.m_shut[p] |= static_cast<std::uint8_t>(1u << static_cast<int>(slot.card.suit()));
    return s;
}

State State::sampleFromView(const View &view, Rng &rng)
{
    return sampleFromView(view, rng, [](const State &, Seat, const ActionList &legal, Rng &r) {
        return legal[r.below(legal.size())];
    });
}

} // namespace felt::wrongsuit
