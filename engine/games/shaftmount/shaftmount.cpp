// Shaftmount's turn: who acts, legal actions, refusals, and applying a turn's actions and the
// answers (keep/redraw, close, defend, block, pass). Closings and the domino live in
// shaftmount_closing.cpp, the deck in shaftmount_deck.cpp. See shaftmount.h for the summary.
#include "shaftmount.h"

#include <cassert>

namespace felt::shaftmount {

namespace {

constexpr int kTwo = 2;
constexpr int kThree = 3;
constexpr int kFour = 4;
constexpr int kFive = 5;
constexpr int kSix = 6;

// The card bits of one suit (card code = (rank - 2) * 4 + suit).
constexpr std::uint64_t suitMask(Suit s) { return 0x1111111111111ULL << static_cast<int>(s); }
// The card bits of every rank above `rank`.
constexpr std::uint64_t above(int rank) { return rank >= kAce ? 0 : ~std::uint64_t { 0 } << ((rank - 1) * 4); }
// The card bits of one rank.
constexpr std::uint64_t rankBits(int rank) { return CardSet::rankMask(rank); }

template <class F>
void forEachKind(std::uint64_t mask, F &&f)
{
    while (mask) {
        const int i = std::countr_zero(mask);
        mask &= mask - 1;
        f(Card::fromCode(static_cast<std::uint8_t>(i)));
    }
}

void emit(EventList *events, Ev kind, int seat, int count = 0)
{
    if (events)
        events->push_back(Event::of(kind, seat, count));
}

Event cardEvent(Ev kind, int seat, Card c, int target = -1, int index = -1, int count = 0)
{
    Event e = Event::of(kind, seat, count);
    e.cards.push_back(c);
    e.target = static_cast<std::int8_t>(target);
    e.index = static_cast<std::int16_t>(index);
    return e;
}

} // namespace

// ---- queries ----

int State::findPos(int owner, int index) const
{
    for (std::size_t i = 0; i < m_seqs.size(); ++i)
        if (m_seqs[i].owner == owner && m_seqs[i].index == index)
            return static_cast<int>(i);
    return -1;
}

const Sequence *State::findSequence(int owner, int index) const
{
    const int pos = findPos(owner, index);
    return pos < 0 ? nullptr : &m_seqs[static_cast<std::size_t>(pos)];
}

CardSet State::playable(Seat seat) const
{
    CardSet cards = m_hand[seat];
    if (seat == m_turn && !m_blocked.empty())
        cards.remove(m_blocked);
    return cards;
}

bool State::hasNormalPlay(Seat seat) const
{
    const std::uint64_t cards = playable(seat).oneMask();
    for (const Sequence &q : m_seqs)
        if (cards & suitMask(q.suit()) & above(q.top().rank()))
            return true;
    return false;
}

SeatSet State::actors() const
{
    if (m_over)
        return {};
    if (m_pending.kind != Pending::Kind::None)
        return SeatSet::single(m_pending.seat);
    return SeatSet::single(m_turn);
}

StaticVec<std::int16_t, kMaxSequences> State::closeChoices() const
{
    StaticVec<std::int16_t, kMaxSequences> out;
    if (m_pending.kind != Pending::Kind::Close)
        return out;
    for (std::size_t i = 0; i < m_seqs.size(); ++i) {
        const Card x = m_seqs[i].top();
        const int slots = closingSlots(m_closing, x);
        if (slots == 0)
            continue;
        int showing = 0;
        for (const Sequence &q : m_seqs)
            showing += q.top() == x;
        if (showing > slots)
            out.push_back(static_cast<std::int16_t>(i));
    }
    return out;
}

// ---- legal actions ----

void State::legalActions(Seat seat, ActionList &out) const
{
    using K = Action::Kind;
    out.clear();
    if (m_over || seat < 0 || seat >= m_players)
        return;
    if (m_pending.kind != Pending::Kind::None) {
        if (seat != m_pending.seat)
            return;
        switch (m_pending.kind) {
        case Pending::Kind::Keep:
            out.push_back(Action::simple(K::Keep));
            out.push_back(Action::simple(K::Redraw));
            break;
        case Pending::Kind::Close:
            for (const auto pos : closeChoices()) {
                const Sequence &q = m_seqs[static_cast<std::size_t>(pos)];
                out.push_back(Action::onSequence(K::Close, Card(), q.owner, q.index));
            }
            break;
        case Pending::Kind::Defend:
        case Pending::Kind::Block: {
            const bool defend = m_pending.kind == Pending::Kind::Defend;
            forEachKind(m_hand[seat].oneMask() & rankBits(defend ? kFive : kSix),
                        [&](Card c) { out.push_back(Action::withCard(defend ? K::Defend : K::Block, c)); });
            out.push_back(Action::simple(K::Pass));
            break;
        }
        case Pending::Kind::None:
            break;
        }
        return;
    }
    if (seat != m_turn)
        return;
    if (m_hand[seat].size() < handLimit() && !m_deck.empty())
        out.push_back(Action::simple(K::Draw));
    if (m_played) {
        out.push_back(Action::simple(K::End));
        return;
    }
    const std::uint64_t cards = playable(seat).oneMask();
    bool normal = false;
    for (const Sequence &q : m_seqs)
        forEachKind(cards & suitMask(q.suit()) & above(q.top().rank()), [&](Card c) {
            out.push_back(Action::onSequence(K::Play, c, q.owner, q.index));
            normal = true;
        });
    if (m_mustNormal)
        return;
    if (!normal) {
        out.push_back(Action::simple(K::NoPlay));
        if (m_options.twoRule)
            for (const Sequence &q : m_seqs)
                forEachKind(cards & suitMask(q.suit()) & rankBits(kTwo),
                            [&](Card c) { out.push_back(Action::onSequence(K::Two, c, q.owner, q.index)); });
    }
    if (m_options.threeRule)
        forEachKind(cards & rankBits(kThree), [&](Card c) { out.push_back(Action::withCard(K::Three, c)); });
    if (m_options.fourRule)
        for (const Sequence &q : m_seqs)
            forEachKind(cards & suitMask(q.suit()) & rankBits(kFour),
                        [&](Card c) { out.push_back(Action::onSequence(K::Four, c, q.owner, q.index)); });
}

Action State::randomAction(Seat seat, Rng &rng, ActionList &scratch) const
{
    legalActions(seat, scratch);
    return scratch[rng.below(scratch.size())];
}

// ---- refusals ----

Reason State::check(Seat seat, const Action &a) const
{
    if (m_over)
        return Reason::GameOver;
    if (seat < 0 || seat >= m_players)
        return Reason::NotYourTurn;
    if (m_pending.kind != Pending::Kind::None)
        return seat == m_pending.seat ? checkAnswer(seat, a) : Reason::NotYourTurn;
    return seat == m_turn ? checkTurn(seat, a) : Reason::NotYourTurn;
}

Reason State::checkOnSequence(const Action &a, int rank) const
{
    const Sequence *q = findSequence(a.owner, a.index);
    if (!q)
        return why::NoSuchSequence;
    if (q->suit() != a.card.suit())
        return why::WrongSuit;
    if (rank > 0 && rank <= q->top().rank())
        return why::TooLow;
    return Reason::Ok;
}

Reason State::checkAnswer(Seat seat, const Action &a) const
{
    using K = Action::Kind;
    const Pending::Kind p = m_pending.kind;
    switch (a.kind) {
    case K::Keep:
    case K::Redraw:
        return p == Pending::Kind::Keep ? Reason::Ok : why::NoQuestion;
    case K::Close: {
        if (p != Pending::Kind::Close)
            return why::NoQuestion;
        const int pos = findPos(a.owner, a.index);
        if (pos < 0)
            return why::NoSuchSequence;
        for (const auto c : closeChoices())
            if (c == pos)
                return Reason::Ok;
        return why::NotAChoice;
    }
    case K::Defend:
    case K::Block: {
        const bool defend = a.kind == K::Defend;
        if (p != (defend ? Pending::Kind::Defend : Pending::Kind::Block))
            return why::NoQuestion;
        if (a.card.rank() != (defend ? kFive : kSix))
            return defend ? why::NotAFive : why::NotASix;
        return m_hand[seat].has(a.card) ? Reason::Ok : Reason::NotHeld;
    }
    case K::Pass:
        return p == Pending::Kind::Defend || p == Pending::Kind::Block ? Reason::Ok : why::NoQuestion;
    default:
        return why::MustAnswer;
    }
}

Reason State::checkTurn(Seat seat, const Action &a) const
{
    using K = Action::Kind;
    switch (a.kind) {
    case K::Keep:
    case K::Redraw:
    case K::Close:
    case K::Defend:
    case K::Block:
    case K::Pass:
        return why::NoQuestion;
    case K::Draw:
        return m_hand[seat].size() < handLimit() ? Reason::Ok : why::HandFull;
    case K::End:
        return m_played ? Reason::Ok : why::NotPlayedYet;
    default:
        break;
    }
    const bool off = (a.kind == K::Two && !m_options.twoRule) || (a.kind == K::Three && !m_options.threeRule)
        || (a.kind == K::Four && !m_options.fourRule);
    if (off)
        return why::RuleOff;
    if (m_played)
        return why::AlreadyPlayed;
    if (a.kind == K::NoPlay)
        return hasNormalPlay(seat) ? why::HasNormalPlay : Reason::Ok;
    const int rank = a.card.rank();
    if (a.kind == K::Two && rank != kTwo)
        return why::NotATwo;
    if (a.kind == K::Three && rank != kThree)
        return why::NotAThree;
    if (a.kind == K::Four && rank != kFour)
        return why::NotAFour;
    if (!m_hand[seat].has(a.card))
        return Reason::NotHeld;
    if (!playable(seat).has(a.card))
        return why::FourBlocked;
    switch (a.kind) {
    case K::Play:
        return checkOnSequence(a, rank);
    case K::Two:
        if (const Reason r = checkOnSequence(a, 0); r != Reason::Ok)
            return r;
        return hasNormalPlay(seat) ? why::HasNormalPlay : Reason::Ok;
    case K::Three:
        return m_mustNormal ? why::MustPlayNormally : Reason::Ok;
    case K::Four:
        if (m_mustNormal)
            return why::MustPlayNormally;
        return checkOnSequence(a, 0);
    default:
        return Reason::UnknownAction;
    }
}

// ---- apply ----

void State::apply(Seat seat, const Action &a, EventList *events)
{
    assert(check(seat, a) == Reason::Ok);
    if (m_pending.kind != Pending::Kind::None)
        applyAnswer(seat, a, events);
    else
        applyTurn(seat, a, events);
}

void State::leaveHand(Seat seat, Card c)
{
    m_hand[seat].remove(c);
    // Observers cannot tell two copies apart: a card leaving forgets one shown copy.
    m_shown[seat].remove(c);
}

void State::showHand(Seat seat, EventList *events)
{
    m_shown[seat] = m_hand[seat];
    if (events) {
        Event e = Event::of(Ev::Shown, seat, m_hand[seat].size());
        m_hand[seat].forEach([&](Card c) {
            if (!e.cards.full())
                e.cards.push_back(c);
        });
        events->push_back(e);
    }
}

void State::applyTurn(Seat seat, const Action &a, EventList *events)
{
    using K = Action::Kind;
    switch (a.kind) {
    case K::Draw:
        drawCards(seat, 1, events);
        return;
    case K::End:
        advanceTurn(events);
        return;
    case K::NoPlay:
        applyNoPlay(seat, events);
        return;
    case K::Play: {
        leaveHand(seat, a.card);
        m_seqs[static_cast<std::size_t>(findPos(a.owner, a.index))].cards.push_back(a.card);
        m_played = true;
        m_mustNormal = false;
        if (events)
            events->push_back(cardEvent(Ev::Played, seat, a.card, a.owner, a.index));
        startDomino(seat, events);
        return;
    }
    case K::Two: {
        showHand(seat, events);
        const bool ask = m_options.fiveRule && m_hand[seat].size() < handLimit() && a.owner != seat;
        if (events)
            events->push_back(cardEvent(Ev::TwoPlayed, seat, a.card, a.owner, a.index, ask ? 1 : 0));
        if (ask) {
            m_pending = Pending { Pending::Kind::Defend, a.owner, a.owner, a.index, a.card };
            return;
        }
        m_played = true;
        twoClosing(seat, a.card, a.owner, a.index, events);
        return;
    }
    case K::Three: {
        leaveHand(seat, a.card);
        Sequence q;
        q.owner = static_cast<std::int8_t>(seat);
        q.three = true;
        q.index = m_nextIndex[seat]++;
        q.cards.push_back(a.card);
        std::size_t at = 0;
        while (at < m_seqs.size() && m_seqs[at].owner <= seat)
            ++at;
        m_seqs.insert(at, q);
        m_played = true;
        if (events)
            events->push_back(cardEvent(Ev::ThreeStarted, seat, a.card, seat, q.index));
        startDomino(seat, events);
        return;
    }
    case K::Four: {
        const bool ask = m_options.sixRule && m_in.size() > 1;
        if (events)
            events->push_back(cardEvent(Ev::FourTried, seat, a.card, a.owner, a.index, ask ? 1 : 0));
        if (ask) {
            // The 4 stays in the hand, seen by everyone, while the others are asked.
            if (!m_shown[seat].has(a.card))
                m_shown[seat].add(a.card);
            m_pending = Pending { Pending::Kind::Block, static_cast<std::int8_t>(nextIn(seat)), a.owner, a.index, a.card };
            return;
        }
        leaveHand(seat, a.card);
        auto &cards = m_seqs[static_cast<std::size_t>(findPos(a.owner, a.index))].cards;
        cards.insert(0, a.card);
        m_played = true;
        if (events)
            events->push_back(cardEvent(Ev::Slid, seat, a.card, a.owner, a.index));
        return;
    }
    default:
        return;
    }
}

void State::applyNoPlay(Seat seat, EventList *events)
{
    if (events) {
        Event e = Event::of(Ev::NoPlay, seat, m_hand[seat].size());
        m_hand[seat].forEach([&](Card c) {
            if (!e.cards.full())
                e.cards.push_back(c);
        });
        events->push_back(e);
    }
    m_hand[seat].forEach([&](Card c) { discardCard(c, true); });
    m_hand[seat].clear();
    m_shown[seat].clear();
    m_blocked.clear();
    reshuffle(true, events);
    addPenalty(seat, events);
    if (m_over)
        return;
    if (m_in.has(seat))
        drawCards(seat, handLimit(), events);
    if (!m_over)
        advanceTurn(events);
}

void State::askNextBlocker(Seat after, EventList *events)
{
    const Seat player = m_turn;
    const Seat next = nextIn(after);
    if (next != player) {
        m_pending.seat = static_cast<std::int8_t>(next);
        return;
    }
    // Everyone passed: the 4 slides under.
    const Card four = m_pending.card;
    const int owner = m_pending.owner;
    const int index = m_pending.index;
    m_pending = {};
    leaveHand(player, four);
    m_seqs[static_cast<std::size_t>(findPos(owner, index))].cards.insert(0, four);
    m_played = true;
    if (events)
        events->push_back(cardEvent(Ev::Slid, player, four, owner, index));
}

void State::applyAnswer(Seat seat, const Action &a, EventList *events)
{
    using K = Action::Kind;
    const Seat player = m_turn;
    switch (a.kind) {
    case K::Keep:
    case K::Redraw:
        answerKeep(a.kind == K::Keep, events);
        return;
    case K::Close: {
        m_pending = {};
        closeSequence(findPos(a.owner, a.index), false, Card(), events);
        continueDomino(events);
        return;
    }
    case K::Pass:
        if (m_pending.kind == Pending::Kind::Block) {
            emit(events, Ev::Passed, seat, 0);
            askNextBlocker(seat, events);
            return;
        } else {
            emit(events, Ev::Passed, seat, 1);
            const Pending p = m_pending;
            m_pending = {};
            m_played = true;
            twoClosing(player, p.card, p.owner, p.index, events);
            return;
        }
    case K::Block: {
        const Card four = m_pending.card;
        m_pending = {};
        leaveHand(seat, a.card);
        discardCard(a.card, true);
        m_discardUp = a.card;   // the 6 lies face up
        m_blocked.add(four);   // back in the hand (it never left), shown and blocked
        if (events) {
            Event e = cardEvent(Ev::Blocked, seat, a.card, player);
            e.cards.push_back(four);
            events->push_back(e);
        }
        return;
    }
    case K::Defend: {
        const Pending p = m_pending;
        m_pending = {};
        leaveHand(seat, a.card);
        discardCard(a.card, true);
        m_discardUp = a.card;   // the 5 lies face up
        if (events) {
            Event e = cardEvent(Ev::Defended, seat, a.card, player);
            e.cards.push_back(p.card);
            events->push_back(e);
        }
        drawCards(player, handLimit() - m_hand[player].size(), events);
        if (m_over)
            return;
        showHand(player, events);
        if (hasNormalPlay(player)) {
            m_mustNormal = true;   // the 2 stays in the hand; a normal play this turn
            return;
        }
        m_played = true;
        twoClosing(player, p.card, p.owner, p.index, events);
        return;
    }
    default:
        return;
    }
}

} // namespace felt::shaftmount
