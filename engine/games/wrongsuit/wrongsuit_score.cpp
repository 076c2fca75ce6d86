// Wrong Suit's count (wrongsuit_score.h), step by step as rules/wrong-suit.md lists it, and
// the result built from it.
#include "wrongsuit_score.h"

#include "wrongsuit.h"

namespace felt::wrongsuit {

Tally::Tally(const CardSet &cards, int n)
{
    // 1. Quartets: all four cards of a rank count 0 below.
    // (Only the 48 cards 2-K can be in a stack.)
    std::uint64_t rest = cards.oneMask() & ((std::uint64_t { 1 } << kCards) - 1);
    for (int r = 2; r <= kKing; ++r) {
        const std::uint64_t bits = CardSet::rankMask(r);
        if ((rest & bits) == bits) {
            rest &= ~bits;
            m_quartets -= cardValue(r);
        }
    }
    // 2-4 read the other cards per suit.
    std::array<int, 4> suitValue {};
    while (rest) {
        const Card c = Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(rest)));
        rest &= rest - 1;
        const int s = c.code() & 3;
        suitValue[s] += cardValue(c.rank());
        if (c.rank() == kJack)
            ++(isRed(c.suit()) ? m_redJacks : m_blackJacks);
        else
            m_suitNoJacks[s] += cardValue(c.rank());
    }
    for (const int v : suitValue)
        if (v >= 40)
            m_bigSuits -= 30;
    // 5. Many cards.
    m_count = manyCards(n);
}

Breakdown Tally::breakdown(Suit wrongSuit) const
{
    Breakdown b;
    b.quartets = m_quartets;
    b.wrongSuit = m_suitNoJacks[static_cast<int>(wrongSuit)];
    const bool red = isRed(wrongSuit);
    b.jacks = 10 * ((red ? m_blackJacks : m_redJacks) - (red ? m_redJacks : m_blackJacks));
    b.bigSuits = m_bigSuits;
    b.count = m_count;
    return b;
}

int Tally::score(Suit wrongSuit) const
{
    return breakdown(wrongSuit).total();
}

double Tally::meanScore() const
{
    // Two suits of each colour: the Jacks' terms cancel over the four.
    const int base = m_quartets + m_bigSuits + m_count;
    return base + (m_suitNoJacks[0] + m_suitNoJacks[1] + m_suitNoJacks[2] + m_suitNoJacks[3]) / 4.0;
}

// ---- the result ----

namespace {
Tally tallyOf(const Stack &stack)
{
    CardSet cards;
    for (const Slot &slot : stack)
        cards.add(slot.card);
    return Tally(cards, static_cast<int>(stack.size()));
}
} // namespace

std::array<int, kPlayers> State::scores() const
{
    std::array<int, kPlayers> out {};
    const Suit wrong = m_aces[0].suit();
    for (Seat p = 0; p < kPlayers; ++p)
        out[p] = tallyOf(m_stack[p]).score(wrong);
    return out;
}

std::array<int, kPlayers> State::places() const
{
    // Lowest score first; equal scores share a place, and the next place counts the seats
    // ahead of it (0, 0, 2, 3).
    const auto score = scores();
    std::array<int, kPlayers> out {};
    for (Seat p = 0; p < kPlayers; ++p)
        for (Seat q = 0; q < kPlayers; ++q)
            out[p] += score[q] < score[p];
    return out;
}

Value State::resultValue() const
{
    const Suit wrong = m_aces[0].suit();
    Value v = Value::object();
    v.set("wrongSuit", std::string(1, suitChar(wrong)));
    Value scoreList = Value::array();
    Value breakdowns = Value::array();
    for (Seat p = 0; p < kPlayers; ++p) {
        const Breakdown b = tallyOf(m_stack[p]).breakdown(wrong);
        scoreList.push(b.total());
        Value o = Value::object();
        o.set("quartets", b.quartets);
        o.set("wrongSuit", b.wrongSuit);
        o.set("jacks", b.jacks);
        o.set("bigSuits", b.bigSuits);
        o.set("count", b.count);
        breakdowns.push(std::move(o));
    }
    const auto place = places();
    Value ranking = Value::array();
    for (int at = 0; at < kPlayers; ++at) {
        Value seats = Value::array();
        for (Seat p = 0; p < kPlayers; ++p)
            if (place[p] == at)
                seats.push(p);
        if (seats.size() > 0)
            ranking.push(std::move(seats));
    }
    v.set("scores", std::move(scoreList));
    v.set("ranking", std::move(ranking));
    v.set("breakdown", std::move(breakdowns));
    return v;
}

} // namespace felt::wrongsuit
