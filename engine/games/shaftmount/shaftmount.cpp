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

SeatSet State::callers() const
{
    // Who owns an exposed sequence, and whose excess is open: every other seat still in may call.
    std::uint16_t owners = 0;
    const std::uint64_t closing = closingMask(m_closing);
    for (const Sequence &q : m_seqs)
        if (closing & CardSet::bit(q.top()))
            owners = static_cast<std::uint16_t>(owners | (1u << q.owner));
    owners = static_cast<std::uint16_t>(owners | m_excess.mask());
    SeatSet out;
    if (owners == 0)
        return out;
    m_in.forEach([&](Seat s) {
        if (owners & ~(1u << s))
            out.add(s);
    });
    return out;
}

bool State::againPossible() const
{
    if (m_again.kind != Claim::Kind::Two || !playable(m_turn).has(m_again.card))
        return false;
    const Sequence *q = findSequence(m_again.owner, m_again.index);
    return q && q->suit() == m_again.card.suit();
}

bool State::restricted() const
{
    return m_mustNormal && (!m_options.manualCalls || againPossible());
}

void State::addCalls(Seat seat, ActionList &out) const
{
    if (!m_in.has(seat))
        return;
    const std::uint64_t closing = closingMask(m_closing);
    for (const Sequence &q : m_seqs)
        if (q.owner != seat && (closing & CardSet::bit(q.top())))
            out.push_back(Action::onSequence(Action::Kind::Tap, Card(), q.owner, q.index));
    m_excess.forEach([&](Seat s) {
        if (s != seat)
            out.push_back(Action::count(s));
    });
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
        case Pending::Kind::Challenge: {
            // Every normal play the claimer's hand holds (its blocked 4s apart).
            const std::uint64_t cards = playable(m_claim.seat).oneMask();
            for (const Sequence &q : m_seqs)
                forEachKind(cards & suitMask(q.suit()) & above(q.top().rank()),
                            [&](Card c) { out.push_back(Action::onSequence(K::Challenge, c, q.owner, q.index)); });
            out.push_back(Action::simple(K::Pass));
            break;
        }
        case Pending::Kind::None:
            break;
        }
        return;
    }
    if (m_options.manualCalls)
        turnActions<true>(seat, out);
    else
        turnActions<false>(seat, out);
}

// The actions of a seat when no answer is pending: the seat on turn's, and with manual calls
// every seat's taps and counts. (A template so that calls "auto" pays nothing for "manual".)
template <bool manual>
void State::turnActions(Seat seat, ActionList &out) const
{
    using K = Action::Kind;
    if (seat != m_turn) {
        if constexpr (manual)
            addCalls(seat, out);
        return;
    }
    const bool limited = manual ? restricted() : m_mustNormal;
    const int drawLimit = handLimit() + (manual ? 3 : 0);
    if (m_hand[seat].size() < drawLimit && !m_deck.empty() && !(manual && (limited || m_barred.has(seat))))
        out.push_back(Action::simple(K::Draw));
    if (m_played) {
        out.push_back(Action::simple(K::End));
        if constexpr (manual)
            addCalls(seat, out);
        return;
    }
    const std::uint64_t cards = playable(seat).oneMask();
    bool normal = false;
    for (const Sequence &q : m_seqs)
        forEachKind(cards & suitMask(q.suit()) & above(q.top().rank()), [&](Card c) {
            out.push_back(Action::onSequence(K::Play, c, q.owner, q.index));
            normal = true;
        });
    if (limited) {
        // Manual calls: the same 2-rule claim may be repeated after a defence.
        if constexpr (manual)
            out.push_back(Action::onSequence(K::Two, m_again.card, m_again.owner, m_again.index));
    } else {
        if (!normal || manual) {
            // With manual calls a claim of no normal play may be false.
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
    if constexpr (manual)
        addCalls(seat, out);
}

Action State::randomAction(Seat seat, Rng &rng, ActionList &scratch) const
{
    legalActions(seat, scratch);
    return scratch[rng.below(scratch.size())];
}

// ---- refusals ----

Reason State::check(Seat seat, const Action &a) const
{
    using K = Action::Kind;
    if (m_over)
        return Reason::GameOver;
    if (seat < 0 || seat >= m_players)
        return Reason::NotYourTurn;
    const bool call = a.kind == K::Tap || a.kind == K::Count || a.kind == K::Challenge;
    if (call && !m_options.manualCalls)
        return Reason::UnknownAction;   // no such actions with calls "auto"
    if (m_pending.kind != Pending::Kind::None)
        return seat == m_pending.seat ? checkAnswer(seat, a) : Reason::NotYourTurn;
    if (a.kind == K::Tap || a.kind == K::Count)
        return checkCall(seat, a);
    return seat == m_turn ? checkTurn(seat, a) : Reason::NotYourTurn;
}

Reason State::checkCall(Seat seat, const Action &a) const
{
    if (!m_in.has(seat))
        return Reason::NotYourTurn;
    if (a.kind == Action::Kind::Tap) {
        const Sequence *q = findSequence(a.owner, a.index);
        if (!q)
            return why::NoSuchSequence;
        if (q->owner == seat)
            return why::OwnSequence;
        return isClosingCard(m_closing, q->top()) ? Reason::Ok : why::NotExposed;
    }
    const Seat s = a.owner;
    if (s == seat)
        return why::OwnHand;
    if (s < 0 || s >= m_players || !m_in.has(s) || m_hand[s].size() <= handLimit())
        return why::NotOverLimit;
    return m_excess.has(s) ? Reason::Ok : why::AlreadyCounted;
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
    case K::Challenge: {
        if (p != Pending::Kind::Challenge)
            return why::NoQuestion;
        // A normal play of the claimer's (shown) hand, its blocked 4s apart.
        if (!m_hand[m_claim.seat].has(a.card))
            return Reason::NotHeld;
        if (!playable(m_claim.seat).has(a.card))
            return why::FourBlocked;
        return checkOnSequence(a, a.card.rank());
    }
    case K::Pass:
        return p == Pending::Kind::Defend || p == Pending::Kind::Block || p == Pending::Kind::Challenge ? Reason::Ok
                                                                                                          : why::NoQuestion;
    default:
        return why::MustAnswer;
    }
}

Reason State::checkTurn(Seat seat, const Action &a) const
{
    using K = Action::Kind;
    const bool manual = m_options.manualCalls;
    switch (a.kind) {
    case K::Keep:
    case K::Redraw:
    case K::Close:
    case K::Defend:
    case K::Block:
    case K::Pass:
    case K::Challenge:
        return why::NoQuestion;
    case K::Draw:
        if (manual && restricted())
            return why::MustPlayNormally;
        if (manual && m_barred.has(seat))
            return why::OverLimit;
        return m_hand[seat].size() < drawLimit() ? Reason::Ok : why::HandFull;
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
    if (a.kind == K::NoPlay) {
        if (manual)   // a claim, true or not
            return restricted() ? why::MustPlayNormally : Reason::Ok;
        return hasNormalPlay(seat) ? why::HasNormalPlay : Reason::Ok;
    }
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
        if (manual) {
            // A claim, true or not; after a defence only the same one again.
            if (restricted() && !(a.card == m_again.card && a.owner == m_again.owner && a.index == m_again.index))
                return why::MustPlayNormally;
            return Reason::Ok;
        }
        return hasNormalPlay(seat) ? why::HasNormalPlay : Reason::Ok;
    case K::Three:
        return restricted() ? why::MustPlayNormally : Reason::Ok;
    case K::Four:
        if (restricted())
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

void State::afterHandLeft(Seat seat)
{
    const int n = m_hand[seat].size();
    if (n <= handLimit())
        m_excess.remove(seat);
    if (n < handLimit())
        m_barred.remove(seat);
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
        // Manual calls: a draw that takes the hand above H starts an excess.
        if (m_options.manualCalls && m_hand[seat].size() > handLimit())
            m_excess.add(seat);
        return;
    case K::End:
        advanceTurn(events);
        return;
    case K::NoPlay:
        if (m_options.manualCalls)
            openClaim(seat, a, events);
        else
            applyNoPlay(seat, events);
        return;
    case K::Play: {
        leaveHand(seat, a.card);
        m_seqs[static_cast<std::size_t>(findPos(a.owner, a.index))].cards.push_back(a.card);
        m_played = true;
        m_mustNormal = false;
        m_again = {};
        if (events)
            events->push_back(cardEvent(Ev::Played, seat, a.card, a.owner, a.index));
        startDomino(seat, events);
        return;
    }
    case K::Tap:
        closeSequence(findPos(a.owner, a.index), false, Card(), seat, events);
        settle(events);
        return;
    case K::Count: {
        const Seat s = a.owner;
        if (events) {
            Event e = Event::of(Ev::Counted, seat, m_hand[s].size());
            e.target = static_cast<std::int8_t>(s);
            events->push_back(e);
        }
        m_excess.remove(s);
        m_barred.add(s);
        addPenalty(s, events);
        settle(events);
        return;
    }
    case K::Two: {
        if (m_options.manualCalls) {
            openClaim(seat, a, events);
            return;
        }
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
    // Manual calls: the old hand is gone, and its excess and bar with it.
    m_excess.remove(seat);
    m_barred.remove(seat);
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

// ---- manual calls: claims and their challenge round ----

void State::openClaim(Seat seat, const Action &a, EventList *events)
{
    showHand(seat, events);
    m_claim = Claim {};
    m_claim.seat = static_cast<std::int8_t>(seat);
    Event e = Event::of(Ev::Claimed, seat, 0);
    if (a.kind == Action::Kind::Two) {
        m_claim.kind = Claim::Kind::Two;
        m_claim.card = a.card;
        m_claim.owner = a.owner;
        m_claim.index = a.index;
        m_claim.again = restricted();
        e = cardEvent(Ev::Claimed, seat, a.card, a.owner, a.index, 1);
    } else {
        m_claim.kind = Claim::Kind::NoPlay;
    }
    if (events)
        events->push_back(e);
    m_pending = Pending { Pending::Kind::Challenge, static_cast<std::int8_t>(nextIn(seat)), -1, -1, Card() };
}

void State::askNextChallenger(Seat after, EventList *events)
{
    const Seat next = nextIn(after);
    if (next != m_claim.seat) {
        m_pending.seat = static_cast<std::int8_t>(next);
        return;
    }
    claimStands(events);
}

// Nobody challenged: the claim goes on as in the default mode.
void State::claimStands(EventList *events)
{
    const Claim c = m_claim;
    const Seat seat = c.seat;
    m_claim = {};
    m_pending = {};
    if (c.kind == Claim::Kind::NoPlay) {
        applyNoPlay(seat, events);
        return;
    }
    const bool ask = m_options.fiveRule && !c.again && m_hand[seat].size() < handLimit() && c.owner != seat;
    if (events)
        events->push_back(cardEvent(Ev::TwoPlayed, seat, c.card, c.owner, c.index, ask ? 1 : 0));
    if (ask) {
        m_pending = Pending { Pending::Kind::Defend, c.owner, c.owner, c.index, c.card };
        return;
    }
    m_played = true;
    m_mustNormal = false;
    m_again = {};
    twoClosing(seat, c.card, c.owner, c.index, events);
}

// A challenge proves the claim false: a point, then the named play, made by the table.
void State::challenge(Seat seat, const Action &a, EventList *events)
{
    const Seat claimer = m_claim.seat;
    m_claim = {};
    m_pending = {};
    m_mustNormal = false;
    m_again = {};
    if (events) {
        Event e = cardEvent(Ev::Challenged, seat, a.card, claimer);
        events->push_back(e);
    }
    addPenalty(claimer, events);
    if (m_over)
        return;
    m_endAfter = true;   // the turn ends once the named play is resolved
    if (m_in.has(claimer)) {
        leaveHand(claimer, a.card);
        const int pos = findPos(a.owner, a.index);
        m_seqs[static_cast<std::size_t>(pos)].cards.push_back(a.card);
        m_played = true;
        if (events)
            events->push_back(cardEvent(Ev::Played, claimer, a.card, a.owner, a.index));
        // A closing card closes at once: the challenge proved it; on the claimer's own sequence
        // it costs one more point.
        if (exposedAt(static_cast<std::size_t>(pos)))
            closeSequence(pos, false, Card(), seat, events, a.owner == claimer ? 1 : 0);
    }
    settle(events);
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
        closeSequence(findPos(a.owner, a.index), false, Card(), m_control, events);
        continueDomino(events);
        return;
    }
    case K::Challenge:
        challenge(seat, a, events);
        return;
    case K::Pass:
        if (m_pending.kind == Pending::Kind::Challenge) {
            emit(events, Ev::Passed, seat, 2);
            askNextChallenger(seat, events);
            return;
        }
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
        if (m_options.manualCalls) {
            // The same claim again (its own challenge round) or a normal play.
            m_mustNormal = true;
            m_again = Claim { Claim::Kind::Two, static_cast<std::int8_t>(player), p.card, p.owner, p.index, true };
            return;
        }
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
