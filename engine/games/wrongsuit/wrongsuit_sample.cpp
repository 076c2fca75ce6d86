// Wrong Suit: states sampled from a seat's view, for the searching bot (and checked by the
// invariant test: a sample shows the seat the same view).
//
// The hidden cards are the 48 minus those the seat can name (its hand, its own gift of the
// running round, the stack cards it knows). They fill the other hands (with the cards those
// seats gave this round put back) and the stack places the seat cannot see. Some places
// allow only some cards: a stack card everyone knows to be a Queen (its transfer was seen),
// and whatever left a hand after this seat's Queen showed that hand to hold no card of a
// suit below some rank; and a face-down stack card is never one that lands face up. Those
// places are filled first; then the other face-down gifts, each card drawn by how likely such
// a card was to be given (kGiftWeights: a search plays the others as normal players, and
// normal players give their high cards away and their Jacks to themselves); the hands take
// the rest at random.
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
    std::int8_t kind = 0;    // 0: any card alike; else a gift: kGiftToOther, kGiftToSelf
    std::int8_t era = 0;     // a gift's rounds: 0 for 1-4, 1 for 5-8, 2 from 9 on
};

constexpr std::int8_t kGiftToOther = 1;
constexpr std::int8_t kGiftToSelf = 2;

// How likely a card of each rank (2..K) is to be a seat's face-down gift rather than stay in
// its hand, per thousand, for gifts of rounds 1-4, 5-8 and 9 on (by the slot's clock): the
// share of the cards of that rank held at a gift that went as one, to another seat or to the
// giver itself, counted over 300 games of four normal players (felt-cli's deals 1-300). High
// cards go to opponents, early on nothing below a 6, and Jacks to oneself: a gift hidden from
// this seat is far from a random card. (Kings land face up; a Queen shows when its transfer
// does.) Every rank keeps some weight, so any card stays possible.
using RankWeights = std::array<int, 14>;
constexpr std::array<std::array<RankWeights, 2>, 3> kGiftWeights { {
    { { { 0, 0, 1, 1, 1, 2, 7, 22, 42, 89, 184, 1, 164, 1 }, { 0, 0, 7, 11, 14, 22, 22, 36, 41, 56, 48, 499, 66, 1 } } },
    { { { 0, 0, 4, 14, 42, 68, 113, 150, 176, 255, 249, 1, 483, 1 }, { 0, 0, 60, 68, 72, 63, 68, 87, 90, 77, 88, 349, 87, 1 } } },
    { { { 0, 0, 275, 294, 324, 328, 346, 351, 405, 353, 360, 241, 875, 1 }, { 0, 0, 123, 134, 139, 141, 127, 138, 137, 191, 216, 120, 1, 1 } } },
} };

Card weightedCard(std::uint64_t bits, const RankWeights &weight, Rng &rng)
{
    int total = 0;
    for (std::uint64_t m = bits; m; m &= m - 1)
        total += weight[static_cast<std::size_t>(std::countr_zero(m) / 4 + 2)];
    int k = rng.belowInt(total);
    for (std::uint64_t m = bits; m; m &= m - 1) {
        const int code = std::countr_zero(m);
        k -= weight[static_cast<std::size_t>(code / 4 + 2)];
        if (k < 0)
            return Card::fromCode(static_cast<std::uint8_t>(code));
    }
    return Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(bits)));
}

// Gives every unit a card of `pool` that its mask allows (the constrained units first, with
// a one-swap repair when one is left without a card); false when that fails.
bool assign(const StaticVec<Unit, kCards> &units, std::uint64_t pool, Rng &rng, StaticVec<Card, kCards> &cards)
{
    cards.resize(units.size());
    StaticVec<std::uint8_t, kCards> order;
    StaticVec<std::uint8_t, kCards> free;
    StaticVec<std::uint8_t, kCards> gifts;
    for (std::size_t i = 0; i < units.size(); ++i)
        ((units[i].mask & pool) != pool ? order : units[i].kind ? gifts : free).push_back(static_cast<std::uint8_t>(i));
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
    // The gifts this seat cannot see, each drawn by how likely its giver was to give such a
    // card; then the hands take the rest at random.
    for (const std::uint8_t i : gifts) {
        const Unit &u = units[i];
        cards[i] = weightedCard(left, kGiftWeights[u.era][u.kind == kGiftToSelf ? 1 : 0], rng);
        left &= ~CardSet::bit(cards[i]);
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
            const std::int8_t kind = slot.moved() ? 0 : slot.from == p ? kGiftToSelf : kGiftToOther;
            const std::int8_t era = static_cast<std::int8_t>(slot.seq <= 4 ? 0 : slot.seq <= 8 ? 1 : 2);
            units.push_back(Unit { mask, static_cast<std::int8_t>(p), static_cast<std::int8_t>(i), kind, era });
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
