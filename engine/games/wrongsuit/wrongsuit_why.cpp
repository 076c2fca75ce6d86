#include "wrongsuit_why.h"

#include <algorithm>

namespace felt::wrongsuit {

std::string_view whyId(WhyCode code)
{
    switch (code) {
    case WhyCode::None: return {};
    case WhyCode::Quartet: return "quartet";
    case WhyCode::KingShield: return "king-shield";
    case WhyCode::BigSuit: return "big-suit";
    case WhyCode::QueenShielded: return "queen-shielded";
    case WhyCode::LowToSelf: return "low-to-self";
    case WhyCode::CostlyAway: return "costly-away";
    case WhyCode::SelfIfWrong: return "self-if-wrong";
    case WhyCode::JackSelf: return "jack-self";
    case WhyCode::Away: return "away";
    }
    return {};
}

Value whyToValue(const Why &why)
{
    const auto code = static_cast<WhyCode>(why.code);
    switch (code) {
    case WhyCode::Quartet:
    case WhyCode::LowToSelf: return whyValue(whyId(code), why, "rank");
    case WhyCode::KingShield:
    case WhyCode::BigSuit:
    case WhyCode::QueenShielded: return whyValue(whyId(code), why, "suit");
    case WhyCode::CostlyAway:
    case WhyCode::Away: return whyValue(whyId(code), why, "value");
    case WhyCode::SelfIfWrong: return whyValue(whyId(code), why, "rank", "suit");
    case WhyCode::JackSelf: return whyValue(whyId(code), why, {}, "suit");
    default: return whyValue(whyId(code), why);
    }
}

namespace {

// The points of `suit` in a stack toward the big-suit bonus: the cards outside quartets, a
// Jack counting 10 (rules, Scoring 4).
int suitPoints(const CardSet &stack, Suit suit)
{
    int points = 0;
    stack.forEach([&](Card c) {
        if (c.suit() == suit && stack.countRank(c.rank()) < 4)
            points += cardValue(c.rank());
    });
    return points;
}

} // namespace

// The normal player's terms (wrongsuit_bot.cpp): what a card does to whose stack, each stated
// only where the seat's own stack (which it knows card by card) and its hand make it certain.
Why explainAction(const View &v, std::span<const Action> legal, const Action &a)
{
    auto why = [](WhyCode c, int x = 0, Seat seat = -1) {
        return Why { static_cast<std::uint8_t>(c), static_cast<std::int8_t>(seat), static_cast<std::int16_t>(x), 0, 0, 0 };
    };
    const Seat me = v.seat;
    CardSet mine;
    for (const Slot &slot : v.stacks[me])
        if (slot.card.isValid())
            mine.add(slot.card);
    const int rank = a.card.rank();
    const int value = cardValue(rank);
    if (a.target == me) {
        if (mine.countRank(rank) == 3)
            return why(WhyCode::Quartet, rank);
        if (rank == kKing)
            return why(WhyCode::KingShield, static_cast<int>(a.card.suit()));
        const int before = suitPoints(mine, a.card.suit());
        CardSet with = mine;
        with.add(a.card);
        if (before < 40 && suitPoints(with, a.card.suit()) >= 40)
            return why(WhyCode::BigSuit, static_cast<int>(a.card.suit()));
    }
    if (rank == kQueen && a.suit != Suit::None) {
        bool shut = false;
        for (const Slot &slot : v.stacks[me])
            shut |= slot.faceUp() && slot.card.isValid() && slot.card.rank() == kKing && slot.card.suit() == a.suit;
        if (shut)
            return why(WhyCode::QueenShielded, static_cast<int>(a.suit));
    }
    if (a.target == me) {
        int lowest = 99;
        v.hand.forEach([&](Card c) { lowest = std::min(lowest, cardValue(c.rank())); });
        if (value == lowest && rank < kQueen)
            return why(WhyCode::LowToSelf, rank);
        Why w = why(rank == kJack ? WhyCode::JackSelf : WhyCode::SelfIfWrong, rank);
        w.b = static_cast<std::int16_t>(a.card.suit());
        return w;
    }
    int most = 0;
    for (const Action &x : legal)
        if (x.target != me)
            most = std::max(most, cardValue(x.card.rank()));
    return value == most ? why(WhyCode::CostlyAway, value, a.target) : why(WhyCode::Away, value, a.target);
}

Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised)
{
    return whyToValue(explainAction(view, legal, advised));
}

} // namespace felt::wrongsuit
