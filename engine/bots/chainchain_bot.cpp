// Chain-Chain bots, from the seat's view only.
//
// easy: a legal play that keeps it simple — match the link with the card it must, leave the
//       highest other card as the new link, never reverse on purpose.
// normal (and hard, for now): leaves the next player the link they are least likely to hold,
//       counting every card this seat has seen (its hand, the pile, collected stacks, cards
//       out of the game); keeps doubles for a reverse when a take looms for itself; in a
//       free play sheds the numbers it holds most of.
#include "games/chainchain/chainchain.h"

#include <cmath>

namespace felt::chainchain {

namespace {

// How many of each number this seat has not seen (in other hands or the stock).
Counts unseenCounts(const View &v)
{
    Counts left;
    for (int i = 1; i <= 9; ++i)
        left.n[i] = static_cast<std::uint8_t>(2 * v.players);
    auto sub = [&](const Counts &c) {
        for (int i = 1; i <= 9; ++i)
            left.n[i] = static_cast<std::uint8_t>(left.n[i] - std::min(left.n[i], c.n[i]));
    };
    sub(v.hand);
    sub(v.gone);
    for (const Counts &c : v.collected)
        sub(c);
    for (const Card c : v.pile)
        if (left.n[c.rank()])
            --left.n[c.rank()];
    return left;
}

Seat nextWithCards(const View &v, int direction)
{
    Seat s = v.seat;
    for (int i = 0; i < v.players; ++i) {
        s = (s + direction + v.players) % v.players;
        if (s != v.seat && v.handCount[s] > 0)
            return s;
    }
    return -1;
}

// Chance that a hand of `handSize` unseen cards holds at least one of `copies` cards among
// `pool` unseen cards (hypergeometric).
double chanceHolds(int copies, int pool, int handSize)
{
    if (copies <= 0 || handSize <= 0 || pool <= 0)
        return 0.0;
    if (pool - copies < handSize)
        return 1.0;
    double none = 1.0;
    for (int k = 0; k < handSize; ++k)
        none *= static_cast<double>(pool - copies - k) / static_cast<double>(pool - k);
    return 1.0 - none;
}

} // namespace

Action chooseAction(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    if (level == BotLevel::Random)
        return legal[rng.below(legal.size())];

    if (level == BotLevel::Easy) {
        const Action *best = &legal.front();
        for (const Action &a : legal)
            if (a.kind == Action::Kind::Play && a.first != a.second
                && (best->first == best->second || a.second > best->second || (a.second == best->second && a.first > best->first)))
                best = &a;
        return *best;
    }

    const Counts unseen = unseenCounts(v);
    const int pool = unseen.total();
    const Seat next = nextWithCards(v, v.direction);
    const int nextHand = next >= 0 ? v.handCount[next] : 0;
    const int pileSize = static_cast<int>(v.pile.size()) + 2;

    double bestScore = -1e9;
    const Action *best = &legal.front();
    for (const Action &a : legal) {
        double score = 0;
        Counts after = v.hand;
        --after.n[a.first];
        --after.n[a.second];
        const bool reverse = v.link && a.first == v.link && a.second == v.link;
        if (reverse) {
            // The previous player now plays freely; the direction changes. Worth it when the
            // player we would otherwise feed is likely to match, and it keeps the pile growing
            // for someone else.
            const Seat other = nextWithCards(v, -v.direction);
            score = 0.5 - 0.1 * (other >= 0 ? 0 : 1);
        } else {
            // Lower chance that the next player continues = better: they take the pile.
            const double p = chanceHolds(unseen.n[a.second], pool, nextHand);
            score = (1.0 - p) * pileSize * 0.2;
            // Rather leave a number we hold ourselves for when the chain comes back.
            score += 0.05 * after.n[a.second];
        }
        // Keep flexibility: prefer shedding numbers we hold several of, keep pairs.
        score += 0.1 * (v.hand.n[a.first] - 1) + 0.05 * (v.hand.n[a.second] - 1);
        // Shed high numbers first (collected sums break ties).
        score += 0.01 * (a.first + a.second);
        score += 1e-6 * static_cast<double>(rng.below(1000));
        if (score > bestScore) {
            bestScore = score;
            best = &a;
        }
    }
    return *best;
}

} // namespace felt::chainchain
