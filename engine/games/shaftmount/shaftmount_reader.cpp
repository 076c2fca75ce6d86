// What a Shaftmount view tells a bot: unseen cards, threats to sequences, card values, and a
// domino played out on the public table.
#include "shaftmount_bot.h"

#include <cmath>

namespace felt::shaftmount::bots {

Reader::Reader(const View &view, const Weights &weights) : m_v(view), m_w(weights)
{
    // Unseen: the two decks minus what this seat sees (its hand, shown cards, the table, the
    // closing area, the discard pile's seen cards).
    m_closing = closingMask(m_v.closing);
    m_unseen.fill(0);
    for (int code = 0; code < 52; ++code)
        m_unseen[static_cast<std::size_t>(code)] = 2;
    m_lowestOpponentTop.fill(15);
    for (const Sequence &q : m_v.sequences) {
        auto &low = m_lowestOpponentTop[static_cast<std::size_t>(q.suit())];
        if (q.owner != m_v.seat && q.top().rank() < low)
            low = static_cast<std::int8_t>(q.top().rank());
    }
    auto see = [&](Card c) {
        if (m_unseen[c.code()] > 0)
            --m_unseen[c.code()];
    };
    m_v.hand.forEach(see);
    m_v.discardSeen.forEach(see);
    for (int p = 0; p < m_v.players; ++p) {
        if (p == m_v.seat)
            continue;
        m_v.shown[p].forEach(see);
        m_v.shown[p].forEach([&](Card c) { ++m_shown[p][c.code()]; });
    }
    for (const Sequence &q : m_v.sequences)
        for (const Card c : q.cards)
            see(c);
    for (const ClosingSeq &c : m_v.closing)
        for (int r = kAce; r >= c.top; --r)
            see(Card::french(r, c.suit));
    for (const auto n : m_unseen)
        m_pool += n;
}

double Reader::threat(Card x, Seat owner) const
{
    // Copies of x that a player other than the owner may play soon: shown or held (this seat's
    // own hand, when the owner is someone else) for sure, an unseen copy in part.
    double t = m_unseen[x.code()] * m_w.unseenShare;
    for (int p = 0; p < m_v.players; ++p) {
        if (p == owner || !m_v.in.has(p))
            continue;
        t += p == m_v.seat ? m_v.hand.count(x) : m_shown[p][x.code()];
    }
    return t;
}

double Reader::risk(Card top, Seat owner) const
{
    double r = 0;
    for (int rank = top.rank() + 1; rank <= kAce; ++rank) {
        const Card x = Card::french(rank, top.suit());
        if (!closing(x))
            continue;
        // The card just above also makes this top close in the next domino it starts.
        r += threat(x, owner) * (rank == top.rank() + 1 ? 1.0 + m_w.domino : 1.0);
    }
    return 1.0 - std::exp(-r);
}

double Reader::cardValue(Card c) const
{
    const Options &o = m_v.options;
    double v = m_w.plain;
    switch (c.rank()) {
    case 2: v = o.twoRule ? m_w.two : m_w.plain; break;
    case 3: v = o.threeRule ? m_w.three : m_w.plain; break;
    case 4: v = o.fourRule ? m_w.four : m_w.plain; break;
    case 5: v = o.fiveRule ? m_w.five : m_w.plain; break;
    case 6: v = o.sixRule ? m_w.six : m_w.plain; break;
    default: break;
    }
    if (closing(c)) {
        const bool target = m_lowestOpponentTop[static_cast<std::size_t>(c.suit())] < c.rank();
        return std::max(v, target ? m_w.weapon : m_w.weaponOwnOnly);
    }
    if (c.rank() < kAce && closing(Card::french(c.rank() + 1, c.suit())))
        return std::max(v, m_w.nextWeapon);
    return v;
}

double Reader::hitValue(Seat seat, int penalties) const
{
    if (seat == m_v.seat)
        return -m_w.hitSelf;
    return m_w.hitOpponent + m_w.hitPerPenalty * penalties + (penalties + 1 >= kOutAt ? m_w.eliminate : 0.0);
}

double Reader::holdsRank(Seat seat, int rank) const
{
    if (seat == m_v.seat)
        return m_v.hand.countRank(rank) > 0 ? 1.0 : 0.0;
    if (m_v.shown[seat].countRank(rank) > 0)
        return 1.0;
    int good = 0;
    for (int s = 0; s < 4; ++s)
        good += m_unseen[Card::french(rank, static_cast<Suit>(s)).code()];
    const int hidden = m_v.handCount[seat] - m_v.shown[seat].size();
    double none = 1.0;
    for (int i = 0; i < hidden && none > 0; ++i) {
        const double left = m_pool - i;
        none *= left > good ? (left - good) / left : 0.0;
    }
    return 1.0 - none;
}

bool Reader::hasNormalPlay() const
{
    CardSet cards = m_v.hand;
    if (m_v.turn == m_v.seat)
        cards.remove(m_v.blocked);
    bool any = false;
    for (const Sequence &q : m_v.sequences)
        cards.forEach([&](Card c) { any = any || (c.suit() == q.suit() && c.rank() > q.top().rank()); });
    return any;
}

SimTable Reader::table() const
{
    SimTable t;
    for (const Sequence &q : m_v.sequences) {
        SimSeq s;
        s.owner = q.owner;
        s.three = q.three;
        s.single = q.cards.size() == 1;
        s.top = q.top();
        s.bottom = q.cards.front();
        t.seqs.push_back(s);
    }
    t.closing = m_v.closing;
    for (int p = 0; p < m_v.players; ++p)
        t.penalties[p] = m_v.penalties[p];
    t.in = m_v.in;
    return t;
}

void Reader::runDomino(SimTable &t, Seat controller) const
{
    for (int guard = 0; guard < 64; ++guard) {
        bool contested = false;
        for (const SimSeq &s : t.seqs) {
            if (s.gone || !isClosingCard(t.closing, s.top))
                continue;
            int showing = 0;
            for (const SimSeq &o : t.seqs)
                showing += !o.gone && o.top == s.top;
            contested = contested || showing > closingSlots(t.closing, s.top);
        }
        int pick = -1;
        int best = 2 * kMaxPlayers + 1;
        for (std::size_t i = 0; i < t.seqs.size(); ++i) {
            const SimSeq &s = t.seqs[i];
            if (s.gone || !isClosingCard(t.closing, s.top))
                continue;
            // Seat order from the controller; where a choice is open the controller takes an
            // opponent's sequence first (its own last).
            int order = (s.owner - controller + kMaxPlayers) % kMaxPlayers;
            if (contested && s.owner == controller)
                order += kMaxPlayers;
            if (order < best) {
                best = order;
                pick = static_cast<int>(i);
            }
        }
        if (pick < 0)
            return;
        SimSeq &s = t.seqs[static_cast<std::size_t>(pick)];
        addToClosing(t.closing, s.top);
        const Seat owner = s.owner;
        if (++t.penalties[owner] >= kOutAt && t.in.has(owner)) {
            t.in.remove(owner);
            for (SimSeq &o : t.seqs)
                o.gone = o.gone || o.owner == owner;
            if (t.in.size() <= 1)
                return;
        }
        // A kept bottom card stays (a bottom that would close again is redrawn: unknown).
        if (s.three || s.single || isClosingCard(t.closing, s.bottom)) {
            s.gone = true;
        } else {
            s.top = s.bottom;
            s.single = true;
        }
    }
}

double Reader::penaltyValue(const SimTable &t) const
{
    double v = 0;
    for (int p = 0; p < m_v.players; ++p)
        for (int k = m_v.penalties[p]; k < t.penalties[p]; ++k)
            v += hitValue(p, k);
    return v;
}

double Reader::score(const Action &a) const
{
    using K = Action::Kind;
    const Seat me = m_v.seat;
    switch (a.kind) {
    case K::Play: {
        const Sequence *q = nullptr;
        std::size_t at = 0;
        for (; at < m_v.sequences.size(); ++at)
            if (m_v.sequences[at].owner == a.owner && m_v.sequences[at].index == a.index) {
                q = &m_v.sequences[at];
                break;
            }
        if (!q)
            return -100;
        double s = -cardValue(a.card);
        if (closing(a.card)) {
            SimTable t = table();
            t.seqs[at].top = a.card;
            t.seqs[at].single = false;
            runDomino(t, me);
            return s + penaltyValue(t);
        }
        const double before = risk(q->top(), q->owner);
        const double after = risk(a.card, q->owner);
        return s + (q->owner == me ? m_w.riskOwn * (before - after) : -m_w.riskOpp * (before - after));
    }
    case K::Two: {
        const double defended = (m_v.options.fiveRule && m_v.hand.size() < handLimit() && a.owner != me)
            ? holdsRank(a.owner, 5) : 0.0;
        return (1.0 - defended) * (hitValue(a.owner, m_v.penalties[a.owner]) - cardValue(a.card));
    }
    case K::Three: {
        double s = -cardValue(a.card) - m_w.riskOwn * risk(a.card, me);
        if (closing(a.card))
            s += hitValue(me, m_v.penalties[me]);
        return s;
    }
    case K::Four:
        return -cardValue(a.card) * (m_v.options.sixRule ? 0.6 : 1.0);
    case K::NoPlay:
        return hitValue(me, m_v.penalties[me]) - m_w.noPlay;
    default:
        return -100;
    }
}

} // namespace felt::shaftmount::bots
