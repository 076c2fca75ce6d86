// Wrong Suit rules: deal, action texts, legal actions, apply and the round's resolution.
// See wrongsuit.h for the summary.
#include "wrongsuit.h"

#include "core/text.h"

#include <algorithm>
#include <cassert>

namespace felt::wrongsuit {

namespace {

constexpr std::uint8_t suitBit(Suit s) { return static_cast<std::uint8_t>(1u << static_cast<int>(s)); }

// The cards of one suit in a card set, as CardSet bits (codes (rank - 2) * 4 + suit).
constexpr std::uint64_t suitBits(Suit s) { return 0x1111111111111ULL << static_cast<int>(s); }

void push(EventList *events, const Event &e)
{
    if (events)
        events->push_back(e);
}

Event event(Ev kind, int seat, int target = -1, int count = 0, int index = -1)
{
    Event e = Event::of(kind, seat, count);
    e.target = static_cast<std::int8_t>(target);
    e.index = static_cast<std::int16_t>(index);
    return e;
}

std::optional<Suit> parseSuit(std::string_view text)
{
    if (text.size() != 1)
        return std::nullopt;
    switch (text[0]) {
    case 'C': return Suit::Clubs;
    case 'D': return Suit::Diamonds;
    case 'H': return Suit::Hearts;
    case 'S': return Suit::Spades;
    default: return std::nullopt;
    }
}

} // namespace

StaticVec<Card, kCards> fullDeck()
{
    StaticVec<Card, kCards> deck;
    for (int s = 0; s < 4; ++s)
        for (int r = 2; r <= kKing; ++r)
            deck.push_back(Card::french(r, static_cast<Suit>(s)));
    return deck;
}

std::array<Card, 4> fullAces()
{
    return { Card::french(kAce, Suit::Clubs), Card::french(kAce, Suit::Diamonds), Card::french(kAce, Suit::Hearts),
             Card::french(kAce, Suit::Spades) };
}

// ---- actions as text ----

std::string actionText(const Action &action)
{
    std::string text = "give " + toText(action.card) + " " + std::to_string(action.target);
    if (action.suit != Suit::None) {
        text += ' ';
        text += suitChar(action.suit);
    }
    return text;
}

std::optional<Action> parseAction(std::string_view text, Reason *why)
{
    auto fail = [&](Reason r) -> std::optional<Action> {
        if (why)
            *why = r;
        return std::nullopt;
    };
    Words words;
    if (!splitWords(text, words) || words.empty())
        return fail(words.empty() ? Reason::UnknownAction : Reason::Malformed);
    if (words[0] != "give")
        return fail(Reason::UnknownAction);
    if (words.size() != 3 && words.size() != 4)
        return fail(Reason::Malformed);
    const auto card = parseCard(words[1]);
    if (!card)
        return fail(why::UnknownCard);
    const int target = parseIndex(words[2]);
    if (target < 0 || target > 99)
        return fail(why::UnknownSeat);
    Suit suit = Suit::None;
    if (words.size() == 4) {
        const auto s = parseSuit(words[3]);
        if (!s)
            return fail(why::UnknownSuit);
        suit = *s;
    }
    return Action::give(*card, target, suit);
}

// ---- deal ----

State State::deal(const Options &options, int, std::uint64_t seed)
{
    Rng rng(seed);
    State s;
    s.m_options = options;
    s.m_aces = fullAces();
    rng.shuffle(s.m_aces.begin(), s.m_aces.end());
    auto deck = fullDeck();
    rng.shuffle(deck.begin(), deck.end());
    for (std::size_t i = 0; i < deck.size(); ++i)
        s.m_hand[i % kPlayers].add(deck[i]);
    s.m_round = 1;
    return s;
}

// ---- queries ----

bool State::roundComplete() const
{
    for (Seat p = 0; p < kPlayers; ++p)
        if (!m_hand[p].empty() && !m_given.has(p))
            return false;
    return true;
}

SeatSet State::actors() const
{
    SeatSet a;
    if (m_over)
        return a;
    for (Seat p = 0; p < kPlayers; ++p)
        if (!m_hand[p].empty() && !m_given.has(p))
            a.add(p);
    return a;
}

void State::legalActions(Seat seat, ActionList &out) const
{
    out.clear();
    if (m_over || seat < 0 || seat >= kPlayers || m_given.has(seat))
        return;
    m_hand[seat].forEach([&](Card c) {
        const std::uint8_t bit = suitBit(c.suit());
        for (Seat t = 0; t < kPlayers; ++t) {
            if (m_shut[t] & bit)
                continue;
            if (c.rank() == kQueen) {
                for (int s = 0; s < 4; ++s)
                    out.push_back(Action::give(c, t, static_cast<Suit>(s)));
            } else {
                out.push_back(Action::give(c, t));
            }
        }
    });
}

Reason State::check(Seat seat, const Action &action) const
{
    if (m_over)
        return Reason::GameOver;
    if (seat < 0 || seat >= kPlayers)
        return Reason::NotYourTurn;
    if (m_given.has(seat))
        return why::AlreadyGave;
    if (m_hand[seat].empty())
        return why::HandEmpty;
    if (action.target < 0 || action.target >= kPlayers)
        return why::UnknownSeat;
    if (!action.card.isFrench() || !m_hand[seat].has(action.card))
        return Reason::NotHeld;
    // A receiver shut to the card's suit refuses it whatever suit is named (so a Queen dropped
    // there is told why it cannot go, not that it lacks a suit).
    if (m_shut[action.target] & suitBit(action.card.suit()))
        return why::SuitShut;
    if (action.card.rank() == kQueen && action.suit == Suit::None)
        return why::QueenNeedsSuit;
    if (action.card.rank() != kQueen && action.suit != Suit::None)
        return why::SuitNotQueen;
    return Reason::Ok;
}

// ---- apply ----

void State::apply(Seat seat, const Action &action, EventList *events)
{
    assert(check(seat, action) == Reason::Ok);
    m_hand[seat].remove(action.card);
    m_pending[seat] = Pending { action.card, action.target, action.suit };
    m_given.add(seat);
    if (events) {
        // The giver's own account, then what everybody else sees: only that it gave.
        Event own = event(Ev::Gave, seat, action.target, 0, action.suit == Suit::None ? -1 : static_cast<int>(action.suit));
        own.cards.push_back(action.card);
        own.audience = Audience::only(SeatSet::single(seat));
        events->push_back(own);
        Event others = event(Ev::Gave, seat);
        others.audience = Audience::allBut(SeatSet::single(seat));
        events->push_back(others);
    }
    if (roundComplete())
        resolve(events);
}

void State::land(Seat owner, Card card, Seat from, std::uint8_t flags, EventList *events, bool moved)
{
    Slot slot;
    slot.card = card;
    slot.from = static_cast<std::int8_t>(from);
    slot.flags = flags;
    slot.seq = m_clock;
    if (landsFaceUp(card, m_options))
        slot.flags |= Slot::kFaceUp;
    m_stack[owner].push_back(slot);
    if (!events)
        return;
    const int index = static_cast<int>(m_stack[owner].size()) - 1;
    const bool up = slot.faceUp();
    // A gift: seat = giver, target = owner. A transfer: seat = owner (the Queen's giver),
    // target = the hand it left.
    Event e = moved ? event(Ev::Transferred, owner, from, up ? 1 : 0, index) : event(Ev::Landed, from, owner, up ? 1 : 0, index);
    SeatSet knowers = SeatSet::single(owner);
    knowers.add(from);
    if (up && !moved) {
        e.cards.push_back(card);
        events->push_back(e);
        return;
    }
    Event full = e;
    full.cards.push_back(card);
    if (moved)
        full.cards.push_back(m_pending[owner].card);
    full.audience = Audience::only(knowers);
    events->push_back(full);
    if (up)
        e.cards.push_back(card);
    e.audience = Audience::allBut(knowers);
    events->push_back(e);
}

void State::resolve(EventList *events)
{
    // 1. Every gift lands, in the order of its giver's seat; 2. Kings land face up and shut
    // their suit (the same round's gifts have landed already).
    ++m_clock;
    for (Seat g = 0; g < kPlayers; ++g)
        if (m_given.has(g))
            land(m_pending[g].target, m_pending[g].card, g, 0, events, false);
    for (Seat g = 0; g < kPlayers; ++g) {
        if (!m_given.has(g) || m_pending[g].card.rank() != kKing)
            continue;
        const Seat owner = m_pending[g].target;
        const Card king = m_pending[g].card;
        m_shut[owner] |= suitBit(king.suit());
        Event e = event(Ev::Shut, owner, -1, 0, static_cast<int>(king.suit()));
        e.cards.push_back(king);
        push(events, e);
    }
    // 3. Queens, in their givers' seat order.
    for (Seat g = 0; g < kPlayers; ++g)
        if (m_given.has(g) && m_pending[g].card.rank() == kQueen)
            resolveQueen(g, events);

    if (m_options.revealAfterRound > 0 && m_round == m_options.revealAfterRound)
        revealAll(events);
    push(events, event(Ev::RoundOver, -1, -1, m_round));
    m_given = SeatSet();
    m_pending = {};
    const bool anyCards = std::any_of(m_hand.begin(), m_hand.end(), [](const CardSet &h) { return !h.empty(); });
    if (anyCards)
        ++m_round;
    else
        finish(events);
}

void State::resolveQueen(Seat giver, EventList *events)
{
    ++m_clock;
    const Pending &q = m_pending[giver];
    const Seat receiver = q.target;
    SeatSet pair = SeatSet::single(giver);
    pair.add(receiver);
    auto idle = [&](int why) {
        if (!events)
            return;
        Event e = event(Ev::QueenIdle, giver, receiver, why, static_cast<int>(q.suit));
        e.cards.push_back(q.card);
        e.audience = Audience::only(pair);
        events->push_back(e);
    };
    if (m_shut[giver] & suitBit(q.suit)) {
        idle(1);
        return;
    }
    const CardSet ofSuit = CardSet::fromMasks(m_hand[receiver].oneMask() & suitBits(q.suit), 0);
    if (ofSuit.empty()) {
        if (giver != receiver)
            m_bounds.push_back(Bound { static_cast<std::int8_t>(giver), static_cast<std::int8_t>(receiver), q.suit, kAce, m_clock });
        idle(0);
        return;
    }
    const Card moved = ofSuit.lowest();
    m_hand[receiver].remove(moved);
    // Everyone saw a card go from the receiver's hand to the giver's stack: the gift that
    // went the other way this round was a Queen.
    for (Slot &slot : m_stack[receiver])
        if (slot.from == giver && !slot.moved() && slot.card == q.card)
            slot.flags |= Slot::kQueen;
    land(giver, moved, receiver, Slot::kMoved, events, true);
    if (giver != receiver)
        m_bounds.push_back(Bound { static_cast<std::int8_t>(giver), static_cast<std::int8_t>(receiver), q.suit,
                                   static_cast<std::uint8_t>(moved.rank() + 1), m_clock });
    if (moved.rank() == kKing) {
        m_shut[giver] |= suitBit(moved.suit());
        Event e = event(Ev::Shut, giver, -1, 0, static_cast<int>(moved.suit()));
        e.cards.push_back(moved);
        push(events, e);
    }
}

void State::revealAll(EventList *events)
{
    m_revealed = true;
    for (Seat p = 0; p < kPlayers; ++p) {
        for (std::size_t i = 0; i < m_stack[p].size(); ++i) {
            Slot &slot = m_stack[p][i];
            if (slot.faceUp())
                continue;
            slot.flags |= Slot::kFaceUp;
            Event e = event(Ev::Revealed, p, -1, 0, static_cast<int>(i));
            e.cards.push_back(slot.card);
            push(events, e);
        }
    }
}

void State::finish(EventList *events)
{
    m_over = true;
    revealAll(events);
    const Card ace = m_aces[0];
    Event turned = event(Ev::AceTurned, -1, -1, 0, static_cast<int>(ace.suit()));
    turned.cards.push_back(ace);
    push(events, turned);
    if (!events)
        return;
    const auto score = scores();
    const auto place = places();
    for (Seat p = 0; p < kPlayers; ++p)
        events->push_back(event(Ev::Scored, p, -1, score[p], place[p]));
    events->push_back(event(Ev::GameOver, -1));
}

StaticVec<Card, kCards + 4> State::allCards() const
{
    StaticVec<Card, kCards + 4> all;
    for (Seat p = 0; p < kPlayers; ++p) {
        m_hand[p].forEach([&](Card c) { all.push_back(c); });
        if (m_given.has(p))
            all.push_back(m_pending[p].card);
        for (const Slot &slot : m_stack[p])
            all.push_back(slot.card);
    }
    for (const Card c : m_aces)
        all.push_back(c);
    return all;
}

} // namespace felt::wrongsuit
