// Wrong Suit's count: a stack's score under each possible Wrong Suit.
//
// Everything but the Wrong Suit's cards and the Jacks' colour is the same whichever Ace
// turns up, so a Tally reads a stack once and gives the breakdown for any suit: the result
// uses it for the turned Ace, the bots for all four.
#pragma once

#include "core/card.h"
#include "core/cardset.h"

#include <array>

namespace felt::wrongsuit {

struct Breakdown {
    int quartets = 0;    // minus the value of each rank held four times
    int wrongSuit = 0;   // plus the value of the other Wrong Suit cards but Jacks
    int jacks = 0;       // -10 per other Jack of the Wrong Suit's colour, +10 per other Jack
    int bigSuits = 0;    // -30 per suit whose other cards are worth 40 or more
    int count = 0;       // with n >= 13 cards: minus 1 + 2 + ... + (n - 12)

    int total() const { return quartets + wrongSuit + jacks + bigSuits + count; }
    bool operator==(const Breakdown &) const = default;
};

// Minus 1 + 2 + ... + (n - 12) for n >= 13 cards, else 0.
constexpr int manyCards(int n) { return n >= 13 ? -(n - 12) * (n - 11) / 2 : 0; }

class Tally {
public:
    // `cards`: the stack (one deck: no card twice); `n`: how many cards it holds (the
    // stack's size; a bot may count cards it cannot name).
    Tally(const CardSet &cards, int n);
    explicit Tally(const CardSet &cards) : Tally(cards, cards.size()) { }

    Breakdown breakdown(Suit wrongSuit) const;
    int score(Suit wrongSuit) const;
    // The mean score over the four suits (each Ace equally likely).
    double meanScore() const;

private:
    int m_quartets = 0;
    int m_bigSuits = 0;
    int m_count = 0;
    std::array<int, 4> m_suitNoJacks {};   // per suit: the other cards' values, Jacks left out
    int m_redJacks = 0;
    int m_blackJacks = 0;
};

} // namespace felt::wrongsuit
