// Shaftmount's deck and discard pile: drawing, dealing face up, and the reshuffles (from the
// game's own generator, which no view carries).
#include "shaftmount.h"

namespace felt::shaftmount {

Card State::takeFromDeck()
{
    const Card c = m_deck.back();
    m_deck.pop_back();
    return c;
}

void State::afterTake(EventList *events)
{
    // The moment the deck is empty the discard pile becomes the deck; with both empty the game
    // is over.
    if (!m_deck.empty())
        return;
    if (m_discard.empty())
        endGame(true, events);
    else
        reshuffle(false, events);
}

void State::drawCards(Seat seat, int n, EventList *events)
{
    CardSet drawn;
    auto tell = [&] {
        if (!events || drawn.empty())
            return;
        // The drawer sees the cards; everybody else only how many.
        Event mine = Event::of(Ev::Drew, seat, drawn.size());
        drawn.forEach([&](Card c) {
            if (!mine.cards.full())
                mine.cards.push_back(c);
        });
        mine.audience = Audience::only(SeatSet::single(seat));
        events->push_back(mine);
        Event theirs = Event::of(Ev::Drew, seat, drawn.size());
        theirs.audience = Audience::allBut(SeatSet::single(seat));
        events->push_back(theirs);
        drawn.clear();
    };
    for (int i = 0; i < n && !m_over; ++i) {
        const Card c = takeFromDeck();
        m_hand[seat].add(c);
        drawn.add(c);
        if (m_deck.empty()) {
            tell();
            afterTake(events);
        }
    }
    tell();
}

void State::dealOnto(int pos, EventList *events)
{
    Sequence &q = m_seqs[static_cast<std::size_t>(pos)];
    const Card c = takeFromDeck();
    q.cards.push_back(c);
    if (events) {
        Event e = Event::of(Ev::Dealt, q.owner);
        e.index = q.index;
        e.cards.push_back(c);
        events->push_back(e);
    }
    afterTake(events);
}

void State::reshuffle(bool withDeck, EventList *events)
{
    // The cards in code order, shuffled; the list's first card is the deck's top.
    CardSet all = m_discard;
    if (withDeck)
        for (const Card c : m_deck)
            all.add(c);
    StaticVec<Card, kDeckSize> list;
    all.forEach([&](Card c) { list.push_back(c); });
    m_rng.shuffle(list.begin(), list.end());
    m_deck.clear();
    for (std::size_t i = list.size(); i > 0; --i)
        m_deck.push_back(list[i - 1]);
    m_discard.clear();
    m_discardSeen.clear();
    m_discardUp = Card();
    if (events) {
        Event e = Event::of(Ev::Reshuffled, -1, static_cast<int>(m_deck.size()));
        e.index = withDeck ? 1 : 0;
        events->push_back(e);
    }
}

void State::discardCard(Card c, bool seen)
{
    m_discard.add(c);
    if (seen)
        m_discardSeen.add(c);
    m_discardUp = Card();   // face down on top (a defence or a block turns its card up after)
}

} // namespace felt::shaftmount
