// What a seat may see of a Shaftmount game, and full states sampled from it for the search bot.
#include "shaftmount.h"

#include <algorithm>
#include <array>

namespace felt::shaftmount {

namespace {

// How much likelier (in 16ths) a sampled hidden card of another hand is a closing card that seat
// could close another's sequence with now, among the cards it held at its last play and those
// it drew since, than another card: normal players' hands hold such cards far more often among
// the ones drawn since the play (it would have played them) than among the older ones. Set so
// that samples match normal players' true hands in both (tools/bots/sm_passed.cpp).
constexpr unsigned kHeldHitWeight = 5;
constexpr unsigned kDrawnHitWeight = 20;

// The cards of the closing area (each closing sequence from its Ace down to its top).
CardSet closingCards(const ClosingArea &area)
{
    CardSet cards;
    for (const ClosingSeq &c : area)
        for (int r = kAce; r >= c.top; --r)
            cards.add(Card::french(r, c.suit));
    return cards;
}

} // namespace

View State::view(Seat seat) const
{
    View v;
    v.seat = seat;
    v.players = m_players;
    v.options = m_options;
    v.turn = m_turn;
    v.played = m_played;
    v.mustNormal = m_mustNormal;
    v.over = m_over;
    v.endedByDeck = m_endedByDeck;
    v.penalties = m_penalties;
    v.in = m_in;
    v.out = m_out;
    if (seat >= 0 && seat < m_players)
        v.hand = m_hand[seat];
    for (int p = 0; p < m_players; ++p)
        v.handCount[p] = static_cast<std::uint8_t>(m_hand[p].size());
    v.shown = m_shown;
    v.blocked = m_blocked;
    v.sequences = m_seqs;
    v.nextIndex = m_nextIndex;
    v.closing = m_closing;
    v.deckCount = static_cast<int>(m_deck.size());
    v.discardCount = m_discard.size();
    v.discardSeen = m_discardSeen;
    v.passed = m_passed;
    v.control = m_control;
    v.pending = m_pending;
    v.claim = m_claim;
    v.again = m_again;
    v.excess = m_excess;
    v.barred = m_barred;
    v.endAfter = m_endAfter;
    return v;
}

State State::sampleFromView(const View &v, Rng &rng)
{
    State s;
    s.m_options = v.options;
    s.m_players = static_cast<std::int8_t>(v.players);
    s.m_turn = static_cast<std::int8_t>(v.turn);
    s.m_played = v.played;
    s.m_mustNormal = v.mustNormal;
    s.m_over = v.over;
    s.m_penalties = v.penalties;
    s.m_in = v.in;
    s.m_out = v.out;
    s.m_shown = v.shown;
    s.m_blocked = v.blocked;
    s.m_seqs = v.sequences;
    s.m_nextIndex = v.nextIndex;
    s.m_closing = v.closing;
    s.m_discardSeen = v.discardSeen;
    s.m_passed = v.passed;
    s.m_control = v.control;
    s.m_pending = v.pending;
    s.m_endedByDeck = v.endedByDeck;
    s.m_claim = v.claim;
    s.m_again = v.again;
    s.m_excess = v.excess;
    s.m_barred = v.barred;
    s.m_endAfter = v.endAfter;

    // Unseen: the two decks minus everything the seat can see.
    CardSet seen = closingCards(v.closing);
    seen.add(v.discardSeen);
    for (const Sequence &q : v.sequences)
        for (const Card c : q.cards)
            seen.add(c);
    for (int p = 0; p < v.players; ++p)
        seen.add(p == v.seat ? v.hand : v.shown[p]);
    StaticVec<Card, kDeckSize> pool;
    CardSet left = seen;
    for (const Card c : fullDeck())
        if (!left.remove(c))
            pool.push_back(c);
    rng.shuffle(pool.begin(), pool.end());
    // The first n cards of the shuffled pool not taken yet and not among `kinds`.
    std::array<bool, kDeckSize> used {};
    auto take = [&](CardSet &into, int n, std::uint64_t kinds) {
        for (std::size_t i = 0; i < pool.size() && n > 0; ++i)
            if (!used[i] && !(kinds & CardSet::bit(pool[i]))) {
                used[i] = true;
                into.add(pool[i]);
                --n;
            }
        return n;
    };
    // One card not taken yet, none of `kinds`, each card of `hits` `hitWeight` / 16 times as
    // likely as another; false (and any card left) when none fits.
    auto pick = [&](CardSet &into, std::uint64_t kinds, std::uint64_t hits, unsigned hitWeight) {
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < pool.size(); ++i)
            if (!used[i] && !(kinds & CardSet::bit(pool[i])))
                total += (hits & CardSet::bit(pool[i])) ? hitWeight : 16;
        if (total == 0) {
            take(into, 1, 0);
            return false;
        }
        std::uint64_t r = rng.below(total);
        for (std::size_t i = 0; i < pool.size(); ++i) {
            if (used[i] || (kinds & CardSet::bit(pool[i])))
                continue;
            const std::uint64_t w = (hits & CardSet::bit(pool[i])) ? hitWeight : 16;
            if (r < w) {
                used[i] = true;
                into.add(pool[i]);
                break;
            }
            r -= w;
        }
        return true;
    };
    // Each other hand's hidden cards, the oldest first: none of the kinds the seat passed up while
    // holding them (PassedUp), and a closing card it could play on another's sequence now is
    // rarer among the cards it held at its last play (it would have played it, had it been one
    // then) and commoner among those it drew since. The cards of which something is known go
    // first, every hand's; should the unseen cards left not fit them (near the end, when few are
    // unseen), the hands are dealt again, a few times at most.
    std::array<std::uint64_t, kMaxPlayers> hits {};
    for (int p = 0; p < v.players; ++p)
        if (p != v.seat)
            hits[static_cast<std::size_t>(p)] = hitKinds(v.closing, v.sequences, p);
    auto slot = [&](int p, int i, bool &fits) {
        const PassedUp &known = v.passed[static_cast<std::size_t>(p)];
        std::uint64_t kinds = 0;
        for (int t = 0; t < known.size; ++t)
            if (known.tiers[static_cast<std::size_t>(t)].count > i)
                kinds = known.tiers[static_cast<std::size_t>(t)].kinds;
        const unsigned weight = i < known.held ? kHeldHitWeight : kDrawnHitWeight;
        fits = pick(s.m_hand[p], kinds, hits[static_cast<std::size_t>(p)], weight) && fits;
    };
    std::array<int, kMaxPlayers> known {};   // per hand, the hidden cards some tier covers
    for (int p = 0; p < v.players; ++p)
        if (p != v.seat && v.passed[static_cast<std::size_t>(p)].size)
            known[static_cast<std::size_t>(p)] = std::min<int>(v.handCount[p] - v.shown[p].size(),
                                                              v.passed[static_cast<std::size_t>(p)].tiers[0].count);
    for (int attempt = 0; attempt < 16; ++attempt) {
        used.fill(false);
        for (int p = 0; p < v.players; ++p)
            s.m_hand[p] = p == v.seat ? v.hand : v.shown[p];
        // The oldest cards of every hand first (they have the most kinds against them).
        bool fits = true;
        for (int i = 0; i < PassedUp::kMaxHand; ++i)
            for (int p = 0; p < v.players; ++p)
                if (i < known[static_cast<std::size_t>(p)])
                    slot(p, i, fits);
        if (fits)
            break;
    }
    for (int p = 0; p < v.players; ++p) {
        if (p == v.seat)
            continue;
        bool fits = true;
        for (int i = known[static_cast<std::size_t>(p)]; i < v.handCount[p] - v.shown[p].size(); ++i)
            slot(p, i, fits);
    }
    s.m_discard = v.discardSeen;
    take(s.m_discard, v.discardCount - v.discardSeen.size(), 0);
    // The deck in a fresh order: the cards left over lie in the pool's order, which the kinds
    // taken out above made uneven.
    for (std::size_t i = 0; i < pool.size() && static_cast<int>(s.m_deck.size()) < v.deckCount; ++i)
        if (!used[i])
            s.m_deck.push_back(pool[i]);
    rng.shuffle(s.m_deck.begin(), s.m_deck.end());
    s.m_rng = Rng(rng.next());
    return s;
}

StaticVec<Card, kDeckSize> State::allCards() const
{
    StaticVec<Card, kDeckSize> all;
    auto addSet = [&](const CardSet &set) {
        set.forEach([&](Card c) {
            if (!all.full())
                all.push_back(c);
        });
    };
    for (int p = 0; p < m_players; ++p)
        addSet(m_hand[p]);
    for (const Sequence &q : m_seqs)
        for (const Card c : q.cards)
            if (!all.full())
                all.push_back(c);
    addSet(closingCards(m_closing));
    for (const Card c : m_deck)
        if (!all.full())
            all.push_back(c);
    addSet(m_discard);
    return all;
}

} // namespace felt::shaftmount
