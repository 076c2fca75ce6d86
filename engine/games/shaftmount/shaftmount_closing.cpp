// Shaftmount's closings: the opening closing cards, a closing in its four steps, the domino
// with its choices and control, penalties, elimination, turns and the end of the game.
#include "shaftmount.h"

namespace felt::shaftmount {

namespace {

void emit(EventList *events, Ev kind, int seat, int count = 0)
{
    if (events)
        events->push_back(Event::of(kind, seat, count));
}

Event sequenceEvent(Ev kind, int owner, int index)
{
    Event e = Event::of(kind, owner);
    e.index = static_cast<std::int16_t>(index);
    return e;
}

} // namespace

Seat State::nextIn(Seat after) const
{
    for (int k = 1; k <= m_players; ++k) {
        const Seat s = (after + k) % m_players;
        if (m_in.has(s))
            return s;
    }
    return -1;
}

void State::advanceTurn(EventList *events)
{
    m_blocked.clear();
    m_played = false;
    m_mustNormal = false;
    m_again = {};
    m_endAfter = false;
    m_turn = static_cast<std::int8_t>(nextIn(m_turn));
    emit(events, Ev::Turn, m_turn);
}

void State::endGame(bool byDeck, EventList *events)
{
    m_over = true;
    m_endedByDeck = byDeck;
    m_pending = {};
    m_claim = {};
    m_again = {};
    m_endAfter = false;
    m_control = -1;
    m_turn = -1;
    m_played = false;
    m_mustNormal = false;
    m_blocked.clear();
    const std::vector<int> w = winners();
    emit(events, Ev::GameOver, w.size() == 1 ? w.front() : -1, byDeck ? 1 : 0);
}

void State::addPenalty(Seat seat, EventList *events)
{
    ++m_penalties[seat];
    emit(events, Ev::Penalty, seat, m_penalties[seat]);
    if (m_penalties[seat] >= kOutAt)
        eliminate(seat, events);
}

void State::eliminate(Seat seat, EventList *events)
{
    m_in.remove(seat);
    m_out.push_back(static_cast<std::int8_t>(seat));
    // The hand goes to the discard pile unseen.
    emit(events, Ev::Eliminated, seat, m_hand[seat].size());
    m_hand[seat].forEach([&](Card c) { discardCard(c, false); });
    m_hand[seat].clear();
    m_shown[seat].clear();
    m_excess.remove(seat);
    m_barred.remove(seat);
    if (seat == m_turn)
        m_blocked.clear();
    for (std::size_t i = 0; i < m_seqs.size();) {
        if (m_seqs[i].owner != seat) {
            ++i;
            continue;
        }
        const Sequence &q = m_seqs[i];
        if (events) {
            Event e = sequenceEvent(Ev::Discarded, seat, q.index);
            for (const Card c : q.cards)
                e.cards.push_back(c);
            e.count = static_cast<std::int16_t>(q.cards.size());
            events->push_back(e);
            events->push_back(sequenceEvent(Ev::SequenceRemoved, seat, q.index));
        }
        for (const Card c : q.cards)
            discardCard(c, true);
        m_seqs.erase(i);
    }
    if (m_pending.seat == seat)
        m_pending = {};   // answers owed lapse
    if (m_in.size() <= 1) {
        endGame(false, events);
        return;
    }
    if (m_control == seat) {
        m_control = static_cast<std::int8_t>(nextIn(seat));
        emit(events, Ev::ControlPassed, m_control);
    }
}

// ---- the opening ----

void State::openingClosings(EventList *events)
{
    while (!m_over) {
        int pos = -1;
        for (std::size_t i = 0; i < m_seqs.size() && pos < 0; ++i)
            if (isClosingCard(m_closing, m_seqs[i].top()))
                pos = static_cast<int>(i);
        if (pos < 0)
            return;
        Sequence &q = m_seqs[static_cast<std::size_t>(pos)];
        const Card x = q.top();
        q.cards.pop_back();
        const int target = closingTarget(m_closing, x);
        addToClosing(m_closing, x);
        if (events) {
            Event e = sequenceEvent(Ev::Closed, q.owner, q.index);
            e.cards.push_back(x);
            e.count = static_cast<std::int16_t>(target);
            events->push_back(e);
        }
        if (q.cards.empty())
            dealOnto(pos, events);
    }
}

// ---- closings ----

void State::startDomino(Seat controller, EventList *events)
{
    // Manual calls: no domino and no control; exposed cards wait for a tap.
    if (!m_options.manualCalls)
        m_control = static_cast<std::int8_t>(controller);
    continueDomino(events);
}

void State::twoClosing(Seat seat, Card two, int owner, int index, EventList *events)
{
    leaveHand(seat, two);
    if (!m_options.manualCalls)
        m_control = static_cast<std::int8_t>(seat);
    closeSequence(findPos(owner, index), true, two, seat, events);
    continueDomino(events);
}

void State::closeSequence(int pos, bool byTwo, Card two, Seat by, EventList *events, int extra)
{
    Sequence &q = m_seqs[static_cast<std::size_t>(pos)];
    const Seat owner = q.owner;
    const int index = q.index;
    // 1. The closing card to the closing area (a 2 of the 2 rule to the discard pile).
    Card x = two;
    int target = -1;
    if (byTwo) {
        discardCard(two, true);
    } else {
        x = q.top();
        q.cards.pop_back();
        target = closingTarget(m_closing, x);
        addToClosing(m_closing, x);
    }
    if (events) {
        Event e = sequenceEvent(Ev::Closed, owner, index);
        e.cards.push_back(x);
        e.target = static_cast<std::int8_t>(by);
        e.count = static_cast<std::int16_t>(target);
        events->push_back(e);
    }
    // 2. The cards below it to the discard pile, but the bottom card (a 3-rule sequence goes
    // entirely).
    const std::size_t keep = q.three ? 0 : 1;
    if (q.cards.size() > keep) {
        if (events) {
            Event e = sequenceEvent(Ev::Discarded, owner, index);
            for (std::size_t i = keep; i < q.cards.size(); ++i)
                e.cards.push_back(q.cards[i]);
            e.count = static_cast<std::int16_t>(e.cards.size());
            events->push_back(e);
        }
        for (std::size_t i = keep; i < q.cards.size(); ++i)
            discardCard(q.cards[i], true);
        q.cards.resize(keep);
    }
    const bool three = q.three;
    const bool empty = q.cards.empty();
    if (three) {
        m_seqs.erase(static_cast<std::size_t>(pos));
        if (events)
            events->push_back(sequenceEvent(Ev::SequenceRemoved, owner, index));
    }
    // 3. The owner's penalty (at 10 the rest lapses), and any extra ones, one at a time.
    addPenalty(owner, events);
    for (int k = 0; k < extra && !m_over && m_in.has(owner); ++k)
        addPenalty(owner, events);
    if (m_over || !m_in.has(owner) || three)
        return;
    // 4. Keep or redraw; an emptied sequence gets a new card at once.
    if (empty)
        dealOnto(pos, events);
    else
        m_pending = Pending { Pending::Kind::Keep, static_cast<std::int8_t>(owner), static_cast<std::int8_t>(owner),
                              static_cast<std::int16_t>(index), Card() };
}

void State::answerKeep(bool keep, EventList *events)
{
    const int owner = m_pending.owner;
    const int index = m_pending.index;
    m_pending = {};
    const int pos = findPos(owner, index);
    Sequence &q = m_seqs[static_cast<std::size_t>(pos)];
    const Card bottom = q.cards.front();
    if (events) {
        Event e = sequenceEvent(keep ? Ev::Kept : Ev::Redrew, owner, index);
        e.cards.push_back(bottom);
        events->push_back(e);
    }
    if (!keep) {
        q.cards.clear();
        discardCard(bottom, true);
        dealOnto(pos, events);
    }
    continueDomino(events);
}

void State::continueDomino(EventList *events)
{
    // Manual calls: closing cards stay exposed until tapped.
    while (!m_options.manualCalls && !m_over && m_pending.kind == Pending::Kind::None) {
        // The exposed sequences: a closing card on top.
        StaticVec<std::int16_t, kMaxSequences> exposed;
        const std::uint64_t closing = closingMask(m_closing);
        for (std::size_t i = 0; i < m_seqs.size(); ++i)
            if (closing & CardSet::bit(m_seqs[i].top()))
                exposed.push_back(static_cast<std::int16_t>(i));
        if (exposed.empty())
            break;
        // Where more sequences show a card than it has slots, the player in control chooses.
        bool choice = false;
        for (const auto i : exposed) {
            const Card x = m_seqs[static_cast<std::size_t>(i)].top();
            int showing = 0;
            for (const auto j : exposed)
                showing += m_seqs[static_cast<std::size_t>(j)].top() == x;
            choice = choice || showing > closingSlots(m_closing, x);
        }
        if (choice) {
            m_pending = Pending { Pending::Kind::Close, m_control, -1, -1, Card() };
            const auto choices = closeChoices();
            const auto allOwn = [&] {
                for (const auto pos : choices)
                    if (m_seqs[static_cast<std::size_t>(pos)].owner != m_control)
                        return false;
                return true;
            };
            while (allOwn()) {
                m_control = static_cast<std::int8_t>(nextIn(m_control));
                emit(events, Ev::ControlPassed, m_control);
            }
            m_pending.seat = m_control;
            return;
        }
        // Otherwise the first in seat order from the player in control, then by index.
        int pos = exposed.front();
        int best = m_players;
        for (const auto i : exposed) {
            const int order = (m_seqs[static_cast<std::size_t>(i)].owner - m_control + m_players) % m_players;
            if (order < best) {
                best = order;
                pos = i;
            }
        }
        closeSequence(pos, false, Card(), m_control, events);
    }
    settle(events);
}

void State::settle(EventList *events)
{
    if (m_over || m_pending.kind != Pending::Kind::None)
        return;
    m_control = -1;
    if (!m_in.has(m_turn) || m_endAfter)
        advanceTurn(events);
}

} // namespace felt::shaftmount
