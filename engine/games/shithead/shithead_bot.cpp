// Shithead bots, deciding from the seat's view only (never the true state).
//
// random: uniform over the legal actions (felt-cli draws it itself; here for completeness).
// easy:   a beginner. Setup: at most one swap (its strongest hand card for its weakest
//         upcard), then ready. Play: the lowest rank it may play, by number (so a 2 goes as
//         soon as it fits and a 10 in its place), every copy of it; a pickup only when
//         nothing can be played; a random downcard.
// normal: a heuristic player. Setup: strong cards face up (10s, 2s, jokers, transparent 8s,
//         then A, K, Q, ...), low cards in the hand, one best swap at a time until none
//         helps. Play: each (rank, count) on offer is scored from what the view shows: the
//         lowest rank first with every copy; 2s, 10s, jokers and transparent 8s only when
//         nothing ordinary goes (a 2 first, a 10 first on a pile of 12 or more); completing
//         four of a kind; going out; and the chance that the next player (after skips and
//         reversals) cannot answer and must pick the pile up, read from their upcards when
//         they play from them, from the cards everyone saw go into their hand
//         (View::known), and for the rest from the cards this seat has not seen (with
//         sevenLower and tensRestricted applied). A pickup only when nothing can be played.
//         Downcards: any index (they are unknown).
// hard:   determinized Monte Carlo search (bots/ismcts.h): hidden cards are sampled from the
//         view (State::sampleFromView: the others' unseen hand cards by how often normal
//         players keep each rank in hand), each candidate (one per rank and count: suits never
//         matter; pickup included) is played out to the end with the normal bot at every
//         seat on the same samples, and the best mean place wins. A fixed budget of
//         rollouts and simulated actions (not a clock) keeps it deterministic for a seed.
//         In the swap phase the swaps that put a stronger card face up are weighed
//         against saying ready; downcards and forced moves use the normal bot directly.
#include "bots/ismcts.h"
#include "games/shithead/shithead.h"
#include "games/shithead/shithead_why.h"

#include <algorithm>
#include <array>

namespace felt::shithead {

namespace {

constexpr int kTwo = 2;
constexpr int kSeven = 7;
constexpr int kEight = 8;
constexpr int kNine = 9;

// The normal bot's weights, in units of one rank step of the card played. They were set by
// bot-against-bot matches (20,000 games per variant, 2 and 4 players): several ideas that
// sound right lost games and are therefore absent or zero, among them picking up a small
// pile rather than spending a 2 or a 10, a 10 before a 2 on ordinary piles, holding back
// copies of a rank, and extra credit for 7s under sevenLower or 9s under skipNine (the
// chance that the next player must pick up already counts what those options do).
struct Weights {
    double low = 1.0;             // per rank below the Ace: the lowest playable rank goes first
    double perCard = 0.3;         // per card: every copy of the rank goes down together
    double useTen = 14.0;         // spending a special card (below every ordinary play, so
    double useTwo = 13.0;         // specials wait for when nothing else goes; the cheapest
    double useJoker = 13.5;       // first: a 2 before a joker before a 10)
    double useEight = 12.5;       // transparent 8s
    double tenPerCard = 1.0 / 12; // per pile card a 10 burns: from 12 cards on, a 10 before a 2
    double quartet = 3.0;         // completing four of a kind: the pile burns, the seat goes again
    double nextPickup = 0.5;      // per card the next player must pick up, times the chance
    double nextPickupSure = 1.0;  // ... when every card that matters is known (their upcards,
                                  // a hand whose every card was seen going in)
    double goOut = 1000.0;
    int setupTen = 20;            // setup: what a card is worth face up (ordinary: its rank)
    int setupTwo = 19;
    int setupJoker = 18;
    int setupEight = 17;
};

constexpr Weights kNormalWeights;

bool isTransparent(int rank, const Options &o)
{
    return (rank == 0 && o.jokers) || (rank == kEight && o.transparentEights);
}

bool isSpecial(int rank, const Options &o)
{
    return rank == kTwo || rank == kTen || rank == 0 || (rank == kEight && o.transparentEights);
}

// The effective top's rank, or -1 when the pile behaves as empty (mirrors State).
int effectiveTop(const Pile &pile, const Options &o)
{
    for (std::size_t i = pile.size(); i > 0; --i) {
        const int rank = pile[i - 1].rank();
        if (!isTransparent(rank, o))
            return rank;
    }
    return -1;
}

// Bit r set when rank r may be played on `top` (mirrors State::allowedCards, by rank).
std::uint32_t allowedRanks(int top, const Options &o)
{
    constexpr std::uint32_t kAll = 0x7FFDu;
    if (top < 0 || top == kTwo) {
        std::uint32_t all = kAll;
        if (o.tensRestricted && top >= kJack)
            all &= ~(1u << kTen);
        return all;
    }
    std::uint32_t allowed = (o.sevenLower && top == kSeven) ? 0xFCu : (kAll >> top) << top;
    allowed |= (1u << kTwo) | 1u;
    if (o.transparentEights)
        allowed |= 1u << kEight;
    if (o.tensRestricted && top >= kJack)
        allowed &= ~(1u << kTen);
    else
        allowed |= 1u << kTen;
    return allowed;
}

Source sourceOf(const View &v)
{
    if (!v.hand.empty())
        return Source::Hand;
    if (!v.up[v.seat].empty())
        return Source::Up;
    return Source::Down;
}

CardSet upSet(const CardRow &row)
{
    CardSet s;
    for (const Card c : row)
        s.add(c);
    return s;
}

int rankOf(const Action &a) { return a.cards.lowest().rank(); }

// Per-rank counts packed in nibbles: card codes are (rank - 2) * 4 + suit and the joker is
// 52, so nibble i counts rank i + 2 and nibble 13 the jokers. A rank never has more than 8
// cards, so sums of disjoint sets never carry.
constexpr std::uint64_t nibbleCounts(std::uint64_t m)
{
    m = m - ((m >> 1) & 0x5555555555555555ULL);
    return (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
}
constexpr std::uint64_t rankCounts(const CardSet &s) { return nibbleCounts(s.oneMask()) + nibbleCounts(s.twoMask()); }
constexpr std::uint64_t rankUnit(Card c) { return std::uint64_t { 1 } << (c.code() & ~3); }
constexpr int sumCounts(std::uint64_t nibbles)
{
    const std::uint64_t bytes = (nibbles & 0x0F0F0F0F0F0F0F0FULL) + ((nibbles >> 4) & 0x0F0F0F0F0F0F0F0FULL);
    return static_cast<int>((bytes * 0x0101010101010101ULL) >> 56);
}
// The nibbles (equally: the card bits) of the ranks set in an allowed-ranks mask.
// (A byte of rank bits spreads to eight nibbles through a table: this runs per candidate.)
constexpr auto kSpread = [] {
    std::array<std::uint32_t, 256> t {};
    for (int b = 0; b < 256; ++b)
        for (int i = 0; i < 8; ++i)
            if (b & (1 << i))
                t[static_cast<std::size_t>(b)] |= 0xFu << (4 * i);
    return t;
}();
constexpr std::uint64_t rankSelect(std::uint32_t allowed)
{
    const std::uint32_t ranks = allowed >> kTwo;   // bit i: rank i + 2
    return kSpread[ranks & 0xFF] | (std::uint64_t { kSpread[(ranks >> 8) & 0x1F] } << 32)
        | ((allowed & 1u) ? std::uint64_t { 0xF } << 52 : 0);
}
std::uint64_t deckCounts(const Options &o)
{
    return 0x0004444444444444ULL * static_cast<std::uint64_t>(o.decks) + (o.jokers ? std::uint64_t { 2 } << 52 : 0);
}

// Setup strength: what a card is worth face up, where it waits for the end game.
int setupValue(int rank, const Options &o, const Weights &w)
{
    if (rank == kTen)
        return w.setupTen;
    if (rank == kTwo)
        return w.setupTwo;
    if (rank == 0)
        return w.setupJoker;
    if (rank == kEight && o.transparentEights)
        return w.setupEight;
    return rank;
}

// Setup: the best single swap (strongest hand card for the weakest upcard), if it helps.
std::optional<Action> bestSwap(const View &v, std::span<const Action> legal, const Weights &w)
{
    const Action *best = nullptr;
    int bestGain = 0;
    for (const Action &a : legal) {
        if (a.kind != Action::Kind::Swap)
            continue;
        const int gain = setupValue(a.handCard.rank(), v.options, w) - setupValue(a.upCard.rank(), v.options, w);
        if (gain > bestGain) {
            bestGain = gain;
            best = &a;
        }
    }
    if (!best)
        return std::nullopt;
    return *best;
}

Action readyOrFirst(std::span<const Action> legal)
{
    for (const Action &a : legal)
        if (a.kind == Action::Kind::Ready)
            return a;
    return legal.front();
}

Action randomBlind(std::span<const Action> legal, Rng &rng)
{
    int blinds = 0;
    for (const Action &a : legal)
        blinds += a.kind == Action::Kind::Blind;
    int pick = rng.belowInt(blinds);
    for (const Action &a : legal)
        if (a.kind == Action::Kind::Blind && pick-- == 0)
            return a;
    return legal.front();
}

bool hasBlind(std::span<const Action> legal)
{
    return std::any_of(legal.begin(), legal.end(), [](const Action &a) { return a.kind == Action::Kind::Blind; });
}

// ---- easy ----

Action easyChoice(const View &v, std::span<const Action> legal, Rng &rng)
{
    if (v.phase == Phase::Setup) {
        // One swap at most: after it, the old upcard is known to be in the hand.
        if (v.known[v.seat].empty())
            if (const auto swap = bestSwap(v, legal, kNormalWeights))
                return *swap;
        return readyOrFirst(legal);
    }
    if (hasBlind(legal))
        return randomBlind(legal, rng);
    // The lowest rank by number (so a 2 goes early, a 10 in its place), every copy.
    const Action *best = nullptr;
    auto cost = [](const Action &a) { return rankOf(a) * 16 - a.cards.size(); };
    for (const Action &a : legal)
        if (a.kind == Action::Kind::Play && (!best || cost(a) < cost(*best)))
            best = &a;
    return best ? *best : legal.front();
}

// ---- normal ----

// What a decision needs from the view, computed once.
class Reader {
public:
    Reader(const View &v, const Weights &w) : m_v(v), m_w(w), m_o(v.options)
    {
        m_source = sourceOf(v);
        m_mine = m_source == Source::Hand ? v.hand : upSet(v.up[v.seat]);
        m_top = effectiveTop(v.pile, m_o);
        m_pileN = static_cast<int>(v.pile.size());
        if (!v.pile.empty()) {
            m_runRank = v.pile.back().rank();
            for (std::size_t i = v.pile.size(); i > 0 && v.pile[i - 1].rank() == m_runRank; --i)
                ++m_run;
        }
        for (const auto o : v.out)
            m_outSeats.add(o);
        countUnseen();
    }

    Source source() const { return m_source; }

    double useCost(int rank) const
    {
        if (rank == kTen)
            return m_w.useTen;
        if (rank == kTwo)
            return m_w.useTwo;
        if (rank == 0)
            return m_w.useJoker;
        if (rank == kEight && m_o.transparentEights)
            return m_w.useEight;
        return 0.0;
    }

    double scorePlay(const Action &a) const
    {
        const int rank = rankOf(a);
        const int n = a.cards.size();
        const int left = m_mine.size() - n;
        const int upLeft = static_cast<int>(m_v.up[m_v.seat].size());
        const int downLeft = m_v.downCount[m_v.seat];
        const bool fromHand = m_source == Source::Hand;
        if (left == 0 && downLeft == 0 && (!fromHand || (m_v.stockCount == 0 && upLeft == 0)))
            return m_w.goOut;

        double s = isSpecial(rank, m_o) ? -n * useCost(rank) : m_w.low * (kAce - rank) + m_w.perCard * n;
        const bool burn = rank == kTen || n >= 4 || (m_runRank == rank && m_run + n >= 4);
        if (burn)
            return s + (rank == kTen ? m_w.tenPerCard * m_pileN : m_w.quartet);

        // Who plays next, on what.
        std::uint32_t allowed = 0;
        const Seat next = nextAfter(rank, n, allowed);
        if (next >= 0 && next != m_v.seat) {
            bool sure = false;
            const double p = chanceCanPlay(next, allowed, sure);
            s += (1.0 - p) * (sure ? m_w.nextPickupSure : m_w.nextPickup) * (m_pileN + n);
        }
        return s;
    }

    // Whether the play goes out, burns, or leaves the next player surely unable to answer:
    // the terms of scorePlay, for a hint's reason.
    bool goesOut(const Action &a) const { return scorePlay(a) >= m_w.goOut; }
    bool burns(const Action &a) const
    {
        const int rank = rankOf(a);
        const int n = a.cards.size();
        return rank == kTen || n >= 4 || (m_runRank == rank && m_run + n >= 4);
    }
    Seat nextSurelyStuck(const Action &a) const
    {
        std::uint32_t allowed = 0;
        const Seat next = nextAfter(rankOf(a), a.cards.size(), allowed);
        if (next < 0 || next == m_v.seat)
            return -1;
        bool sure = false;
        const double p = chanceCanPlay(next, allowed, sure);
        return sure && p <= 0.0 ? next : -1;
    }
    int pileSize() const { return m_pileN; }
    const CardSet &mine() const { return m_mine; }

private:
    // The seat that plays after `n` cards of `rank`, and the ranks it may play then.
    Seat nextAfter(int rank, int n, std::uint32_t &allowed) const
    {
        const int newTop = isTransparent(rank, m_o) ? m_top : rank;
        allowed = allowedRanks(newTop, m_o);
        int direction = m_v.direction;
        if (rank == 0 && m_o.jokers && (n % 2))
            direction = -direction;
        const int skips = (rank == kNine && m_o.skipNine) ? n : 0;
        return nextSeat(direction, skips);
    }

    void countUnseen()
    {
        // Per rank, the cards this seat has not seen anywhere (other hands' unknown parts,
        // every downcard, the stock), as nibble counts.
        std::uint64_t seen = rankCounts(m_v.hand) + rankCounts(m_v.burned);
        for (const Card c : m_v.pile)
            seen += rankUnit(c);
        for (int p = 0; p < m_v.players; ++p) {
            for (const Card c : m_v.up[p])
                seen += rankUnit(c);
            if (p != m_v.seat)
                seen += rankCounts(m_v.known[p]);
        }
        m_unseen = deckCounts(m_o) - seen;
        m_pool = sumCounts(m_unseen);
    }

    Seat nextSeat(int direction, int skips) const
    {
        const int n = m_v.players;
        Seat s = m_v.seat;
        for (int k = 0; k <= skips; ++k) {
            int guard = 0;
            do
                s = (s + direction + n) % n;
            while (m_outSeats.has(s) && ++guard <= n);
            if (guard > n)
                return -1;
        }
        return s;
    }

    // Chance that seat p holds something it may play on a pile that allows `allowed`;
    // `sure` tells whether every card that matters is known.
    double chanceCanPlay(Seat p, std::uint32_t allowed, bool &sure) const
    {
        const std::uint64_t select = rankSelect(allowed);   // as card bits and as nibbles
        sure = true;
        if (m_v.handCount[p] > 0) {
            const CardSet &known = m_v.known[p];
            if (known.oneMask() & select)
                return 1.0;
            const int unknown = m_v.handCount[p] - known.size();
            sure = unknown == 0;
            return 1.0 - noneAmong(unknown, sumCounts(m_unseen & select));
        }
        if (!m_v.up[p].empty())
            return (upSet(m_v.up[p]).oneMask() & select) ? 1.0 : 0.0;
        sure = false;
        if (m_v.downCount[p] > 0 && m_pool > 0)
            return static_cast<double>(sumCounts(m_unseen & select)) / m_pool;
        return 0.0;
    }

    // Chance that `draws` unseen cards hold none of `good` among the unseen pool.
    double noneAmong(int draws, int good) const
    {
        if (draws <= 0 || good <= 0)
            return 1.0;
        if (m_pool - good < draws)
            return 0.0;
        double none = 1.0;
        for (int i = 0; i < draws; ++i)
            none *= static_cast<double>(m_pool - good - i) / static_cast<double>(m_pool - i);
        return none;
    }

    const View &m_v;
    const Weights &m_w;
    const Options &m_o;
    Source m_source = Source::Hand;
    CardSet m_mine;
    int m_top = -1;
    int m_pileN = 0;
    int m_runRank = -1;
    int m_run = 0;
    SeatSet m_outSeats;
    std::uint64_t m_unseen = 0;   // nibble counts per rank (see rankCounts)
    int m_pool = 0;
};

Action normalChoice(const View &v, std::span<const Action> legal, Rng &rng, const Weights &w = kNormalWeights)
{
    if (v.phase == Phase::Setup) {
        if (const auto swap = bestSwap(v, legal, w))
            return *swap;
        return readyOrFirst(legal);
    }
    if (hasBlind(legal))
        return randomBlind(legal, rng);
    const Reader reader(v, w);
    // Suits never matter: a play's score depends on its rank and size only, and the legal
    // list holds every subset of a rank, so each (rank, size) is scored once.
    std::array<double, 15 * 9> memo;
    std::array<bool, 15 * 9> known {};
    // A pickup only when nothing can be played (it is then the only legal action).
    const Action *best = nullptr;
    double bestScore = 0;
    for (const Action &a : legal) {
        if (a.kind != Action::Kind::Play)
            continue;
        const std::size_t key = static_cast<std::size_t>(rankOf(a) * 9 + std::min(a.cards.size(), 8));
        if (!known[key]) {
            memo[key] = reader.scorePlay(a);
            known[key] = true;
        }
        if (!best || memo[key] > bestScore) {
            best = &a;
            bestScore = memo[key];
        }
    }
    return best ? *best : legal.front();
}

// ---- hard ----

using Search = bots::DeterminizedSearch<State, Action, ActionList, View>;
// One search per thread: its buffers stay warm from one decision to the next.
thread_local Search t_search;

// Measured on a 2-core machine: about 0.5 us per simulated action, so a play decision
// costs some 40-70 ms with 2-4 players and at most about 150 ms (the action limit, reached
// with many players or two decks, or with long pickup cycles). More rollouts did not win
// more games against the normal bot (2 players: 600 rollouts 85.5%, 3000 rollouts 83.5% of
// 200 games), so the budget stays at the quick end.
constexpr bots::SearchBudget kHardBudget { 2000, 300000, 4000 };

// The seat's place as a score in [0, 1] (1 = first out), once it is decided.
std::optional<double> placeScore(const State &s, Seat seat, bool final)
{
    const auto order = s.outOrder();
    const int n = s.players();
    for (std::size_t i = 0; i < order.size(); ++i)
        if (order[i] == seat)
            return static_cast<double>(n - 1 - static_cast<int>(i)) / (n - 1);
    if (!final)
        return std::nullopt;
    // Cut off: rank by cards still held among the players still in.
    auto held = [&](Seat p) { return s.hand(p).size() + static_cast<int>(s.up(p).size() + s.down(p).size()); };
    int place = static_cast<int>(order.size());
    for (Seat p = 0; p < n; ++p)
        if (p != seat && std::find(order.begin(), order.end(), p) == order.end() && held(p) < held(seat))
            ++place;
    return static_cast<double>(n - 1 - std::min(place, n - 1)) / (n - 1);
}

// Whether the hard bot tells two actions apart: suits never matter, so one play per rank and
// count, one swap per pair of ranks; every downcard alike (they are unknown).
bool sameChoice(const Action &a, const Action &b)
{
    if (a.kind != b.kind)
        return false;
    if (a.kind == Action::Kind::Play)
        return rankOf(a) == rankOf(b) && a.cards.size() == b.cards.size();
    if (a.kind == Action::Kind::Swap)
        return a.handCard.rank() == b.handCard.rank() && a.upCard.rank() == b.upCard.rank();
    return true;
}

// With `truth` (felt-cli's oracle): the same search with the true state as every sample.
Action hardChoice(const View &v, std::span<const Action> legal, Rng &rng, const bots::SearchBudget &budget = kHardBudget,
                  const State *truth = nullptr)
{
    // The blind stage turns an unknown card: nothing to weigh there.
    if (hasBlind(legal))
        return normalChoice(v, legal, rng);
    // In the swap phase only swaps that put a stronger card face up (by normal's measure)
    // are weighed against saying ready, so the swapping always comes to an end.
    thread_local std::vector<Action> candidates;
    candidates.clear();
    for (const Action &a : legal) {
        if (a.kind == Action::Kind::Swap
            && setupValue(a.handCard.rank(), v.options, kNormalWeights) <= setupValue(a.upCard.rank(), v.options, kNormalWeights))
            continue;
        if (std::none_of(candidates.begin(), candidates.end(), [&](const Action &c) { return sameChoice(c, a); }))
            candidates.push_back(a);
    }
    if (candidates.empty())
        return normalChoice(v, legal, rng);
    if (candidates.size() == 1)
        return candidates.front();
    // The normal bot's favourite first: ties in the search keep it.
    const Action preferred = normalChoice(v, legal, rng);
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (sameChoice(candidates[i], preferred)) {
            std::swap(candidates[0], candidates[i]);
            break;
        }

    const std::size_t pick = t_search.choose(
        v, v.seat, std::span<const Action>(candidates), rng, budget,
        [truth](const View &view, Rng &r) { return truth ? *truth : State::sampleFromView(view, r); },
        [](const State &s, Seat seat, const ActionList &moves, Rng &r) {
            return normalChoice(s.view(seat), std::span<const Action>(moves), r);
        },
        placeScore);
    return candidates[pick];
}

// A review rates two actions on shared samples: enough to tell a clear mistake from noise.
constexpr bots::SearchBudget kReviewBudget { 600, 200000, 4000 };

} // namespace

AdviceOf<Action> adviseAction(const View &view, std::span<const Action> legal, const Action &played, Rng &rng)
{
    AdviceOf<Action> advice;
    advice.choice = legal.size() == 1 ? legal.front() : hardChoice(view, legal, rng);
    advice.same = sameChoice(advice.choice, played);
    if (advice.same || view.phase == Phase::Over)
        return advice;
    // Both played out to the end on the same samples, every seat playing normal afterwards.
    const std::array<Action, 2> pair { advice.choice, played };
    t_search.evaluate(
        view, view.seat, std::span<const Action>(pair), rng, kReviewBudget,
        [](const View &v, Rng &r) { return State::sampleFromView(v, r); },
        [](const State &s, Seat seat, const ActionList &moves, Rng &r) {
            return normalChoice(s.view(seat), std::span<const Action>(moves), r);
        },
        placeScore);
    advice.choiceValue = t_search.mean(0);
    advice.playedValue = t_search.mean(1);
    return advice;
}

std::string_view whyId(WhyCode code)
{
    switch (code) {
    case WhyCode::None: return {};
    case WhyCode::GoesOut: return "goes-out";
    case WhyCode::BurnsTen: return "burns-ten";
    case WhyCode::CompletesFour: return "completes-four";
    case WhyCode::NextCannotAnswer: return "next-cannot-answer";
    case WhyCode::LowestKeepsSpecial: return "lowest-keeps-special";
    case WhyCode::Lowest: return "lowest";
    case WhyCode::OnlySpecials: return "only-specials";
    case WhyCode::StrongerFaceUp: return "stronger-face-up";
    case WhyCode::ReadyStrongest: return "ready-strongest";
    case WhyCode::Blind: return "blind";
    case WhyCode::NothingGoes: return "nothing-goes";
    case WhyCode::Presses: return "presses";
    case WhyCode::Skips: return "skips";
    case WhyCode::SwapUp: return "swap-up";
    case WhyCode::ReadyAsIs: return "ready-as-is";
    case WhyCode::TakesPile: return "takes-pile";
    }
    return {};
}

Value whyToValue(const Why &why)
{
    const auto code = static_cast<WhyCode>(why.code);
    switch (code) {
    case WhyCode::BurnsTen: return whyValue(whyId(code), why, "pile");
    case WhyCode::CompletesFour:
    case WhyCode::Lowest:
    case WhyCode::OnlySpecials: return whyValue(whyId(code), why, "rank");
    case WhyCode::LowestKeepsSpecial: return whyValue(whyId(code), why, "rank", "kept");
    case WhyCode::StrongerFaceUp:
    case WhyCode::SwapUp: return whyValue(whyId(code), why, "up", "hand");
    case WhyCode::Presses: return whyValue(whyId(code), why, "rank", "count");
    case WhyCode::Skips: return whyValue(whyId(code), why, {}, "count");
    case WhyCode::TakesPile: return whyValue(whyId(code), why, "pile");
    default: return whyValue(whyId(code), why);
    }
}

Why explainAction(const View &v, std::span<const Action> legal, const Action &action)
{
    auto why = [](WhyCode c, int a = 0, int b = 0, Seat seat = -1) {
        return Why { static_cast<std::uint8_t>(c), static_cast<std::int8_t>(seat), static_cast<std::int16_t>(a),
                     static_cast<std::int16_t>(b), 0, 0 };
    };
    switch (action.kind) {
    case Action::Kind::Blind: return why(WhyCode::Blind);
    case Action::Kind::Pickup:
        return std::any_of(legal.begin(), legal.end(), [](const Action &a) { return a.kind == Action::Kind::Play; })
            ? why(WhyCode::TakesPile, static_cast<int>(v.pile.size()))
            : why(WhyCode::NothingGoes);
    case Action::Kind::Swap: {
        const int up = setupValue(action.handCard.rank(), v.options, kNormalWeights);
        const int hand = setupValue(action.upCard.rank(), v.options, kNormalWeights);
        return why(up > hand ? WhyCode::StrongerFaceUp : WhyCode::SwapUp, action.handCard.rank(), action.upCard.rank());
    }
    case Action::Kind::Ready:
        return bestSwap(v, legal, kNormalWeights) ? why(WhyCode::ReadyAsIs) : why(WhyCode::ReadyStrongest);
    case Action::Kind::Play: break;
    }
    const Reader reader(v, kNormalWeights);
    const int rank = rankOf(action);
    if (reader.goesOut(action))
        return why(WhyCode::GoesOut);
    if (reader.burns(action))
        return rank == kTen ? why(WhyCode::BurnsTen, reader.pileSize()) : why(WhyCode::CompletesFour, rank);
    if (const Seat next = reader.nextSurelyStuck(action); next >= 0)
        return why(WhyCode::NextCannotAnswer, 0, 0, next);
    int lowest = 99;
    for (const Action &a : legal)
        if (a.kind == Action::Kind::Play && !isSpecial(rankOf(a), v.options))
            lowest = std::min(lowest, rankOf(a));
    const int count = static_cast<int>(action.cards.size());
    if (rank == 9 && v.options.skipNine)
        return why(WhyCode::Skips, rank, count);
    if (isSpecial(rank, v.options))
        return lowest == 99 ? why(WhyCode::OnlySpecials, rank) : why(WhyCode::Presses, rank, count);
    if (rank != lowest)
        return why(WhyCode::Presses, rank, count);
    // A special card still held after the play: the cheapest to spend is named (a 2 first).
    CardSet left = reader.mine();
    left.remove(action.cards);
    std::uint32_t held = 0;   // bit r: rank r is still held
    left.forEach([&](Card c) { held |= 1u << c.rank(); });
    int kept = -1;
    for (const int r : { kTwo, 0, kTen, kEight })
        if (kept < 0 && isSpecial(r, v.options) && (held & (1u << r)))
            kept = r;
    return kept >= 0 ? why(WhyCode::LowestKeepsSpecial, rank, kept) : why(WhyCode::Lowest, rank);
}

Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised)
{
    if (advised.kind != Action::Kind::Pickup)
        return whyToValue(explainAction(view, legal, advised));
    bool anyPlay = false;
    bool allSpecial = true;
    for (const Action &a : legal) {
        if (a.kind != Action::Kind::Play)
            continue;
        anyPlay = true;
        if (!isSpecial(rankOf(a), view.options))
            allSpecial = false;
    }
    if (!anyPlay)
        return whyToValue(explainAction(view, legal, advised));
    int specials = 0;
    for (const Card c : view.pile)
        if (isSpecial(c.rank(), view.options))
            ++specials;
    const int pile = static_cast<int>(view.pile.size());
    Value reasons = Value::array();
    if (allSpecial)
        reasons.push("plays-spend-specials");
    if (specials > 0)
        reasons.push("pile-holds-specials");
    if (pile <= 3)
        reasons.push("small-pile");
    Value out = Value::object();
    out.set("advice", "pickup-over-plays");
    out.set("pile", pile);
    out.set("pileSpecials", specials);
    out.set("reasons", std::move(reasons));
    return out;
}

Action chooseAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    switch (level) {
    case BotLevel::Random: return legal[rng.below(legal.size())];
    case BotLevel::Easy: return easyChoice(view, legal, rng);
    case BotLevel::Normal: return normalChoice(view, legal, rng);
    case BotLevel::Hard:
    case BotLevel::Oracle: return hardChoice(view, legal, rng);   // the oracle, from a view: hard
    }
    return legal.front();
}

Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    return hardChoice(s.view(seat), legal, rng, kHardBudget, &s);
}

} // namespace felt::shithead
