// Wrong Suit bots, deciding from the seat's view only (never the true state, never the
// others' gifts of the running round).
//
// random: uniform over the legal actions (felt-cli draws it itself; here for completeness).
// easy:   a beginner: its highest card to a random opponent (a Queen names a random suit),
//         never to itself.
// normal: value-aware giving. Every gift is scored by what it does to each stack's expected
//         score over the four possible Wrong Suits, as far as this seat can tell: a card's
//         value (a quarter of it: one suit in four is wrong; Jacks even out), the big-suit
//         bonus (a smooth ramp toward -30 as a suit's points near 40, counting the known
//         cards and a little of the unseen ones), quartets it completes, the many-cards bonus
//         of a 13th card on. Damage to an opponent counts for it, damage to its own stack
//         against it, five times as heavily (its own score meets all three others), so high
//         cards go out to every opponent while it gathers its own big suits and quartets;
//         between equal gifts the opponent who looks lowest gets it. A King given to itself
//         is a shield worth the points of that suit it keeps out; a Queen names the suit that
//         costs it least: one it shows the King of, one the receiver is known to lack, else
//         the one whose likely lowest card is cheapest.
// hard:   a determinized search over the normal player's favourites (wrongsuit_hard.cpp).
#include "wrongsuit_bot.h"

#include <algorithm>
#include <cmath>

namespace felt::wrongsuit::bots {

namespace {

constexpr std::uint64_t suitBits(Suit s) { return 0x1111111111111ULL << static_cast<int>(s); }
constexpr std::uint64_t kDeckBits = (std::uint64_t { 1 } << kCards) - 1;

bool knows(Seat viewer, Seat owner, const Slot &slot)
{
    return slot.faceUp() || viewer == owner || viewer == slot.from;
}

void readBounds(Sight &s, const Bounds &bounds)
{
    for (auto &row : s.minRank)
        row.fill(2);
    for (const Bound &b : bounds)
        if (b.knower == s.me) {
            auto &m = s.minRank[b.target][static_cast<int>(b.suit)];
            m = std::max(m, b.minRank);
        }
}

void finishSight(Sight &s, const CardSet &myGift)
{
    std::uint64_t placed = s.hand.oneMask() | myGift.oneMask();
    for (Seat p = 0; p < kPlayers; ++p)
        placed |= s.known[p].oneMask();
    s.unseen = CardSet::fromMasks(kDeckBits & ~placed, 0);
}

} // namespace

Sight sightOf(const View &v)
{
    Sight s;
    s.me = v.seat;
    s.options = v.options;
    s.round = v.round;
    s.hand = v.hand;
    for (Seat p = 0; p < kPlayers; ++p) {
        s.handCount[p] = v.handCount[p];
        s.stackSize[p] = static_cast<int>(v.stacks[p].size());
        for (const Slot &slot : v.stacks[p]) {
            if (slot.card.isValid())
                s.known[p].add(slot.card);
            if (slot.card.isValid() && slot.card.rank() == kKing)
                s.shut[p] |= static_cast<std::uint8_t>(1u << static_cast<int>(slot.card.suit()));
        }
    }
    readBounds(s, v.bounds);
    CardSet gift;
    if (v.myGive)
        gift.add(v.myGive->card);
    finishSight(s, gift);
    return s;
}

Sight sightOf(const State &state, Seat seat)
{
    Sight s;
    s.me = seat;
    s.options = state.options();
    s.round = state.round();
    s.hand = state.hand(seat);
    for (Seat p = 0; p < kPlayers; ++p) {
        s.handCount[p] = state.hand(p).size();
        const Stack &stack = state.stack(p);
        s.stackSize[p] = static_cast<int>(stack.size());
        for (const Slot &slot : stack)
            if (knows(seat, p, slot))
                s.known[p].add(slot.card);
        s.shut[p] = state.shut(p);
    }
    readBounds(s, state.bounds());
    CardSet gift;
    if (state.given().has(seat))
        gift.add(state.pending(seat).card);
    finishSight(s, gift);
    return s;
}

namespace {

// Minus 30 times how likely a suit now at `x` points ends at 40 or more.
double bigSuitRamp(double x, double width)
{
    if (x >= 40)
        return -30.0;
    if (x <= 40 - width)
        return 0.0;
    const double t = (x - (40 - width)) / width;
    return -30.0 * t * t * t;
}

// One stack as `me` reads it: what adding a card does to its expected score.
struct Target {
    CardSet known;
    int size = 0;
    std::array<double, 4> suitPoints {};   // known non-quartet points per suit, plus a share of the unseen part
    double width = 10;

    double delta(Card c) const
    {
        const int r = c.rank();
        if (known.countRank(r) == 3) {
            // A quartet: read the stack again (rare).
            CardSet more = known;
            more.add(c);
            return Tally(more, size + 1).meanScore() - Tally(known, size).meanScore();
        }
        const int v = cardValue(r);
        const double s = suitPoints[static_cast<int>(c.suit())];
        double d = manyCards(size + 1) - manyCards(size);
        if (r != kJack)
            d += v / 4.0;
        d += bigSuitRamp(s + v, width) - bigSuitRamp(s, width);
        return d;
    }
};

class Reader {
public:
    Reader(const Sight &s, const Weights &w) : m_s(s), m_w(w)
    {
        // The unseen cards' mean value per card (Jacks count 10 toward a suit).
        int unseenPoints = 0;
        int unseenMeanScore = 0;
        s.unseen.forEach([&](Card c) {
            unseenPoints += cardValue(c.rank());
            if (c.rank() != kJack)
                unseenMeanScore += cardValue(c.rank());
        });
        const int n = std::max(1, s.unseen.size());
        const double pointsPerCard = static_cast<double>(unseenPoints) / n;
        m_cardMean = static_cast<double>(unseenMeanScore) / n / 4.0;
        m_roundsLeft = std::max(0, kHandSize - s.round);
        const double width = w.bigSuitWidth;
        double lowest = 1e9;
        for (Seat p = 0; p < kPlayers; ++p) {
            Target &t = m_target[p];
            t.known = s.known[p];
            t.size = s.stackSize[p];
            t.width = width;
            const int hidden = t.size - t.known.size();
            // Known points per suit (quartets left out), plus a quarter of the hidden cards'
            // likely points for each suit.
            std::uint64_t rest = t.known.oneMask();
            for (int r = 2; r <= kKing; ++r)
                if ((rest & CardSet::rankMask(r)) == CardSet::rankMask(r))
                    rest &= ~CardSet::rankMask(r);
            for (std::uint64_t m = rest; m; m &= m - 1) {
                const Card c = Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(m)));
                t.suitPoints[static_cast<int>(c.suit())] += cardValue(c.rank());
            }
            for (double &sp : t.suitPoints)
                sp += w.hiddenShare * hidden * pointsPerCard / 4.0;
            if (p != s.me) {
                m_estimate[p] = Tally(t.known, t.size).meanScore() + hidden * m_cardMean;
                lowest = std::min(lowest, m_estimate[p]);
            }
        }
        for (Seat p = 0; p < kPlayers; ++p)
            m_weight[p] = p == s.me ? -w.self : 1.0 + (m_estimate[p] <= lowest + 1e-9 ? w.leader : 0.0);
    }

    double score(const Action &a) const
    {
        const Seat t = a.target;
        double v = m_weight[t] * m_target[t].delta(a.card);
        if (t == m_s.me && a.card.rank() == kKing)
            v += m_w.shield * shieldPoints(a.card.suit());
        if (a.card.rank() == kQueen)
            v -= m_w.self * queenCost(t, a.suit);
        return v;
    }

private:
    // The points of `suit` that opponents could still send: their likely share of the unseen
    // cards of the suit, over the rounds left.
    double shieldPoints(Suit suit) const
    {
        if (m_s.shut[m_s.me] & (1u << static_cast<int>(suit)))
            return 0.0;
        double points = 0;
        CardSet::fromMasks(m_s.unseen.oneMask() & suitBits(suit), 0).forEach([&](Card c) {
            if (c.rank() != kJack)
                points += cardValue(c.rank());
        });
        // About one card in three an opponent gives goes to a given other seat; the stack's
        // expected score takes a quarter of a card's value.
        return points / 3.0 / 4.0 * std::min(1.0, m_roundsLeft / 6.0);
    }

    // What the Queen's transfer likely costs this seat: the receiver's lowest card of the
    // suit, landing in its own stack.
    double queenCost(Seat receiver, Suit suit) const
    {
        if (suit == Suit::None || (m_s.shut[m_s.me] & (1u << static_cast<int>(suit))))
            return 0.0;
        const Target &mine = m_target[m_s.me];
        if (receiver == m_s.me) {
            // One's own lowest card of the suit (after the Queen itself has left the hand).
            CardSet hand = m_s.hand;
            const CardSet ofSuit = CardSet::fromMasks(hand.oneMask() & suitBits(suit) & ~CardSet::rankMask(kQueen), 0);
            return ofSuit.empty() ? 0.0 : mine.delta(ofSuit.lowest());
        }
        const int minRank = m_s.minRank[receiver][static_cast<int>(suit)];
        const std::uint64_t candidates = m_s.unseen.oneMask() & suitBits(suit) & ~((std::uint64_t { 1 } << ((minRank - 2) * 4)) - 1);
        if (!candidates)
            return 0.0;
        // Each unseen card lies in the receiver's hand with about the same chance.
        const int pool = std::max(1, m_s.unseen.size());
        const double p = std::min(1.0, static_cast<double>(m_s.handCount[receiver]) / pool);
        double cost = 0;
        double none = 1.0;
        for (std::uint64_t m = candidates; m; m &= m - 1) {
            const Card c = Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(m)));
            cost += none * p * mine.delta(c);
            none *= 1.0 - p;
        }
        return cost;
    }

    const Sight &m_s;
    const Weights &m_w;
    std::array<Target, kPlayers> m_target {};
    std::array<double, kPlayers> m_estimate {};
    std::array<double, kPlayers> m_weight {};
    double m_cardMean = 0;
    int m_roundsLeft = 0;
};

} // namespace

Action normalChoice(const Sight &sight, std::span<const Action> legal, const Weights &w, std::span<double> scores)
{
    const Reader reader(sight, w);
    std::size_t best = 0;
    double bestScore = -1e300;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const double v = reader.score(legal[i]);
        if (i < scores.size())
            scores[i] = v;
        if (v > bestScore + 1e-12) {
            bestScore = v;
            best = i;
        }
    }
    return legal[best];
}

Action easyChoice(const Sight &sight, std::span<const Action> legal, Rng &rng)
{
    // The highest card by value (the first of equals, by rank then suit); then a random
    // opponent who may take it, and a random suit for a Queen.
    int bestValue = -1;
    Card best;
    for (const Action &a : legal)
        if (a.target != sight.me && cardValue(a.card.rank()) > bestValue) {
            bestValue = cardValue(a.card.rank());
            best = a.card;
        }
    if (!best.isValid())
        return legal[rng.below(legal.size())];
    StaticVec<std::uint8_t, 16> options;
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i].card == best && legal[i].target != sight.me)
            options.push_back(static_cast<std::uint8_t>(i));
    return legal[options[rng.below(options.size())]];
}

} // namespace felt::wrongsuit::bots

namespace felt::wrongsuit {

Action chooseAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    switch (level) {
    case BotLevel::Random: return legal[rng.below(legal.size())];
    case BotLevel::Easy: return bots::easyChoice(bots::sightOf(view), legal, rng);
    case BotLevel::Normal: return bots::normalChoice(bots::sightOf(view), legal);
    case BotLevel::Hard:
    case BotLevel::Oracle: return bots::hardChoice(view, legal, rng);   // the oracle, from a view: hard
    }
    return legal.front();
}

Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    return bots::hardChoice(s.view(seat), legal, rng, bots::kHardSettings, &s);
}

} // namespace felt::wrongsuit
