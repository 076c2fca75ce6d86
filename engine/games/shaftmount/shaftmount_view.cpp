// What a seat may see of a Shaftmount game, and full states sampled from it for the search bot.
#include "shaftmount.h"

namespace felt::shaftmount {

namespace {

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
    std::size_t next = 0;
    auto take = [&](CardSet &into, int n) {
        for (int i = 0; i < n && next < pool.size(); ++i)
            into.add(pool[next++]);
    };
    for (int p = 0; p < v.players; ++p) {
        if (p == v.seat) {
            s.m_hand[p] = v.hand;
            continue;
        }
        s.m_hand[p] = v.shown[p];
        take(s.m_hand[p], v.handCount[p] - v.shown[p].size());
    }
    s.m_discard = v.discardSeen;
    take(s.m_discard, v.discardCount - v.discardSeen.size());
    for (int i = 0; i < v.deckCount && next < pool.size(); ++i)
        s.m_deck.push_back(pool[next++]);
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
