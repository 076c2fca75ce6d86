// Chain-Chain bots, from the seat's view only.
//
// easy: plays like a casual player: matches the link as it must and leaves as the new link a
//       number it holds several of (so others probably lack it); now and then a random legal
//       play; reverses only when nothing else is legal.
// normal: scores every legal play by
//       - keeping its hand able to continue whatever link comes back: the share of the numbers
//         still unseen that its remaining hand would lack, weighted by how large the pile may
//         be when the chain returns (a full round of plays unless someone collects on the
//         way); it sheds numbers it holds several of;
//       - the chance the next player cannot continue the new link and so collects the pile,
//         weighted by the pile's size: from the cards this seat has not seen (its hand, the
//         pile, the collected stacks and the cards out of the game are known) and from what
//         takes showed (a seat that took on a link held none of it, and holds it again only
//         by drawing it);
//       - a reverse passes the pile on with no take for the next player: it wins only when
//         keeping its other numbers is worth more.
//       It does not search the end: the last-play rules are left to the hard level (a search
//       of the end alone, tried here, showed the same weakness as hard below when two such
//       bots sit opposite each other, and normal should stay fast and sound in any company).
// hard: determinized search (bots/ismcts.h) over normal's eight best candidates while the
//       stock lasts and every legal play once it is empty: each is played out to the end on
//       states sampled from the view (hands and stock drawn from the unseen cards, respecting
//       what takes showed), every seat playing normal, and scored by place plus a little of
//       the collected-card margin. Normal's favourite is a baseline: another candidate wins
//       only when its mean score beats the baseline's on the same samples by at least one
//       standard error of the paired difference (without that gate the noise of
//       whole-game playouts undid normal's good choices about as often as the search improved
//       on them; felt-cli arena, docs/bots.md). The playouts meet the last-play rules. Being a
//       best response to normal play, it exploits the next seat's predictability: where it
//       differs from normal it mostly leaves a link the next seat holds, the pile grows, and
//       the next seat (playing normal) passes it on to the seat two after hard, which then
//       collects the most (the seat right after hard the least of the normal seats;
//       engine.chainchain_flow).
//       Once the stock is empty the hands only shrink, so what the others played since tells
//       what they hold: the samples are drawn from guesses at the other hands under which
//       every play the others made since is the one normal would have made (View::end,
//       endGuesses below), so the search plays the end on the hands their plays point to.
//       While the stock lasts each seat's last play tells something too: its hand then was its
//       hand now less the two cards it drew after it plus the two it played (View::last), so
//       the samples are guesses under which every other seat's last play is normal's choice
//       from the hand the guess gives it then (seatBySeat below).
//       Two hard bots sitting opposite each other at four seats are each other's seat two on
//       and both do badly, though each still does better than normal would in its seat.
#include "games/chainchain/chainchain.h"
#include "games/chainchain/chainchain_why.h"

#include "bots/ismcts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

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

// The next seat after `from` in `direction` that holds cards (may be `from` itself when every
// other hand is empty); -1 when none does. `emptied` is a seat to treat as empty.
Seat nextWithCards(const View &v, Seat from, int direction, Seat emptied = -1)
{
    Seat s = from;
    for (int i = 0; i < v.players; ++i) {
        s = (s + direction + v.players) % v.players;
        if (s != emptied && v.handCount[s] > 0)
            return s;
    }
    return -1;
}

// Chance that `draws` cards taken from `pool` unseen cards include at least one of `copies`
// (hypergeometric).
double chanceHolds(int copies, int pool, int draws)
{
    if (copies <= 0 || draws <= 0 || pool <= 0)
        return 0.0;
    if (pool - copies < draws)
        return 1.0;
    double none = 1.0;
    for (int k = 0; k < draws; ++k)
        none *= static_cast<double>(pool - copies - k) / static_cast<double>(pool - k);
    return 1.0 - none;
}

// Chance that seat s holds at least one `number`: its hand is drawn from the unseen cards,
// but after a take only the cards it drew since can be that number.
double chanceSeatHolds(const View &v, const Counts &unseen, int pool, Seat s, int number)
{
    const int hand = v.handCount[s];
    const int free = std::min<int>(hand, v.atMost[s][number]);
    return chanceHolds(unseen.n[number], pool, free);
}

Action easyChoice(const View &v, std::span<const Action> legal, Rng &rng)
{
    if (rng.below(4) == 0)
        return legal[rng.below(legal.size())];
    const Action *best = nullptr;
    int bestKey = -1;
    for (const Action &a : legal) {
        if (a.kind != Action::Kind::Play)
            return a;   // take is then the only legal action
        const bool reverse = v.link && a.first == v.link && a.second == v.link;
        // Leave a number held several times; among equals the higher one.
        const int key = (reverse ? 0 : 100) + 10 * v.hand.n[a.second] + a.second;
        if (key > bestKey) {
            bestKey = key;
            best = &a;
        }
    }
    return *best;
}

// The heuristic's weights, tuned in bot-only matches (felt-cli play, normal against normal
// variants at mixed tables): a seat's own risk of having to collect outweighs the pile it can
// pass to the next player by far.
struct Params {
    double risk = 8.0;        // weight of this seat's own risk of collecting when the chain returns
    double fail = 0.35;       // how often a seat cannot continue a link left for it
    double drawHelps = 0.8;   // factor on that risk while two cards will be drawn
    double theirs = 1.0;      // weight of the pile the next player collects
    double shed = 1.0;        // preference for playing numbers held several times
};

// The heuristic's score of every legal action (higher is better) into `scores`. It runs at
// every step of hard's playouts, so what does not depend on the action is worked out once:
// the chance that a seat holds a number (per seat and number, when first asked) and the
// numbers the hand lacks before the play; the arithmetic per action is the same as ever.
// `unseen` and `pileNow` are the view's unseen numbers and pile size (given apart so that a
// past table, of which only those are kept, can be scored: LastTurn).
void heuristicScores(const View &v, const Counts &unseen, int pileNow, std::span<const Action> legal, const Params &p,
                     Rng &rng, std::vector<double> &scores)
{
    scores.assign(legal.size(), 0.0);
    const int pool = unseen.total();
    // The other seats still in play, and the numbers still around.
    int others = 0;
    for (int s = 0; s < v.players; ++s)
        others += s != v.seat && v.handCount[s] > 0;
    int around = 0;
    int lackingNow = 0;   // numbers still around that the hand lacks already
    for (int n = 1; n <= 9; ++n) {
        around += unseen.n[n] > 0;
        lackingNow += unseen.n[n] > 0 && !v.hand.n[n];
    }
    double passOn = 1.0;   // (1 - fail) to the power others - 1, without pow at every step
    for (int k = 1; k < others; ++k)
        passOn *= 1.0 - p.fail;
    // chanceSeatHolds per seat and number, worked out when first needed (-1: not yet).
    std::array<std::array<double, 10>, kMaxPlayers> holds;
    for (auto &row : holds)
        row.fill(-1.0);
    auto seatHolds = [&](Seat s, int number) {
        double &h = holds[static_cast<std::size_t>(s)][static_cast<std::size_t>(number)];
        if (h < 0)
            h = chanceSeatHolds(v, unseen, pool, s, number);
        return h;
    };

    for (std::size_t i = 0; i < legal.size(); ++i) {
        const Action &a = legal[i];
        if (a.kind == Action::Kind::Take)
            continue;   // then it is the only legal action
        Counts after = v.hand;
        --after.n[a.first];
        --after.n[a.second];
        const bool reverse = v.link && a.first == v.link && a.second == v.link;
        const int direction = reverse ? -v.direction : v.direction;
        const int pileAfter = pileNow + 2;
        const bool emptied = v.hand.total() == 2 && v.stockCount == 0;
        const Seat next = nextWithCards(v, v.seat, direction, emptied ? v.seat : -1);

        // The next player takes when it lacks the new link (never after a reverse: it plays
        // freely).
        double nextTakes = 0.0;
        if (!reverse && next >= 0 && next != v.seat)
            nextTakes = 1.0 - seatHolds(next, a.second);

        // Risk of lacking the link when the chain comes back: the share of the numbers still
        // around that this hand would lack (the two cards drawn next may fill a gap).
        double risk = 0.0;
        if (!emptied && around > 0) {
            int lacking = lackingNow;
            lacking += unseen.n[a.first] > 0 && !after.n[a.first];
            lacking += a.second != a.first && unseen.n[a.second] > 0 && !after.n[a.second];
            risk = static_cast<double>(lacking) / around;
            if (v.stockCount > 0)
                risk *= p.drawHelps;
        }
        // The chain reaches this seat again when nobody on the way collects the pile.
        const double reach = (1.0 - nextTakes) * passOn;
        const double pileBack = pileAfter + 2.0 * others;
        const double myCost = risk * (reach * pileBack + (1.0 - reach) * others);
        const double theirs = nextTakes * pileAfter;

        double score = -myCost * p.risk + theirs * p.theirs;
        score += p.shed * (v.hand.n[a.first] + v.hand.n[a.second]);
        score += 1e-6 * static_cast<double>(rng.below(1000));
        scores[i] = score;
    }
}

void heuristicScores(const View &v, std::span<const Action> legal, const Params &p, Rng &rng, std::vector<double> &scores)
{
    heuristicScores(v, unseenCounts(v), static_cast<int>(v.pile.size()), legal, p, rng, scores);
}

// The heuristic: index of the best-scoring legal action.
std::size_t heuristicChoice(const View &v, std::span<const Action> legal, const Params &p, Rng &rng)
{
    thread_local std::vector<double> scores;
    heuristicScores(v, legal, p, rng, scores);
    return static_cast<std::size_t>(std::max_element(scores.begin(), scores.end()) - scores.begin());
}

// ---- hard ----

using Search = bots::DeterminizedSearch<State, Action, ActionList, View>;

// How many of the other seats' choices since the stock ran out the guess `g` (a sample of
// `v`) leaves unexplained: the turns since then replayed from the table at that moment
// (View::end) on the hands `g` gives the others plus what they have played since, each
// choice a normal player would not have made there counts one (a play it could not have
// made counts `stopAt`). Counting stops at `stopAt`. The heuristic's scores carry a random
// tie-break below 1e-3, so a play within 2e-3 of the best is one normal may choose.
int unexplained(const View &v, const State &g, const Params &p, int stopAt)
{
    std::array<Counts, kMaxPlayers> hands {};
    for (int s = 0; s < v.players; ++s)
        hands[static_cast<std::size_t>(s)] = g.hand(s);
    for (const Logged &l : v.end->log) {
        if (l.action.kind != Action::Kind::Play)
            continue;
        Counts &h = hands[static_cast<std::size_t>(l.seat)];
        ++h.n[l.action.first];
        ++h.n[l.action.second];
    }
    State t = State::atStockEnd(v, hands);
    thread_local ActionList legal;
    thread_local std::vector<double> scores;
    Rng quiet(0);
    int misses = 0;
    for (const Logged &l : v.end->log) {
        if (l.seat != v.seat) {
            if (t.check(l.seat, l.action) != Reason::Ok)
                return stopAt;
            t.legalActions(l.seat, legal);
            if (legal.size() > 1) {
                heuristicScores(t.playView(l.seat), std::span<const Action>(legal), p, quiet, scores);
                const double best = *std::max_element(scores.begin(), scores.end());
                const auto at = std::find(legal.begin(), legal.end(), l.action) - legal.begin();
                if (scores[static_cast<std::size_t>(at)] < best - 2e-3 && ++misses >= stopAt)
                    return misses;
            }
        }
        t.apply(l.seat, l.action, nullptr);
    }
    return misses;
}

// How many of the other seats' last plays (View::last) the guess `g` (a sample of `v`) leaves
// unexplained, leaving out the seats in `skip`. A seat's hand when it chose its last play was
// its hand in `g` less the cards it drew after that play plus the two it played; which of its
// cards are those draws is guessed too (all its copies of a link it took on just before, as
// it held none then; the rest at random from its hand). A choice normal would not have made
// from that hand at that table counts one, a hand the table's public bounds rule out
// `stopAt`; counting stops at `stopAt`.
// Whether seat x's last play (View::last) is what normal would have played, were its hand now
// `hand`: 0 when it is, 1 when it is not, `never` when the public bounds rule the hand out.
// Its hand when it chose was its hand now less the cards it drew after that play plus the two
// it played; which of its cards are those draws is guessed (all its copies of a link it took
// on just before, as it held none then; the rest at random from its hand), so a hand is kept
// about as often as its draws can explain the play.
int seatUnexplained(const View &v, Seat x, Counts hand, const Params &p, Rng &rng, int never)
{
    thread_local ActionList legal;
    thread_local std::vector<double> scores;
    const LastTurn &t = (*v.last)[static_cast<std::size_t>(x)];
    if (!t.played)
        return 0;
    int draws = t.drawn;
    if (t.took) {
        const int held = hand.n[t.took];
        if (held > draws)
            return never;
        hand.n[t.took] = 0;
        draws -= held;
    }
    for (; draws > 0; --draws) {
        const int size = hand.total();
        if (size == 0)
            return never;
        int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(size)));
        int n = 1;
        while (pick >= hand.n[n])
            pick -= hand.n[n++];
        --hand.n[n];
    }
    ++hand.n[t.action.first];
    ++hand.n[t.action.second];
    const Bounds &most = t.atMost[static_cast<std::size_t>(x)];
    for (int n = 1; n <= 9; ++n)
        if (hand.n[n] > most[n])
            return never;
    State::legalFor(hand, t.link, legal);
    if (legal.size() <= 1)
        return 0;
    // The table as x saw it then: only what the heuristic reads.
    View then;
    then.seat = x;
    then.players = v.players;
    then.turn = x;
    then.direction = t.direction;
    then.link = t.link;
    then.hand = hand;
    then.stockCount = t.stockCount;
    for (int s = 0; s < v.players; ++s) {
        then.handCount.push_back(t.handCount[static_cast<std::size_t>(s)]);
        then.atMost.push_back(t.atMost[static_cast<std::size_t>(s)]);
    }
    Counts unseen;
    for (int n = 1; n <= 9; ++n) {
        const int left = 2 * v.players - hand.n[n] - t.seen.n[n];
        unseen.n[n] = static_cast<std::uint8_t>(std::max(left, 0));
    }
    Rng quiet(0);
    heuristicScores(then, unseen, t.pileSize, std::span<const Action>(legal), p, quiet, scores);
    const double best = *std::max_element(scores.begin(), scores.end());
    const auto at = std::find(legal.begin(), legal.end(), t.action) - legal.begin();
    if (at == static_cast<std::ptrdiff_t>(legal.size()))
        return never;
    return scores[static_cast<std::size_t>(at)] < best - 2e-3 ? 1 : 0;
}

// How many of the other seats' last plays (View::last) the guess `g` (a sample of `v`) leaves
// unexplained (seatUnexplained), leaving out the seats in `skip`; counting stops at `stopAt`.
int lastUnexplained(const View &v, const State &g, const Params &p, Rng &rng, unsigned skip, int stopAt)
{
    const int never = std::min(stopAt, 1000);   // a hand the bounds rule out: no overflow
    int misses = 0;
    for (int x = 0; x < v.players && misses < stopAt; ++x)
        if (x != v.seat && !(skip & (1u << x)))
            misses = std::min(misses + seatUnexplained(v, x, g.hand(x), p, rng, never), stopAt);
    return misses;
}

// While the stock lasts: one guess built seat by seat. Each other seat's hand is drawn from
// the unseen cards not yet given (within its public bounds) until one explains its last play
// (up to kSeatTries draws; else the first that explained least); the stock takes the rest.
// Drawing seat by seat wastes far fewer draws than drawing all hands at once and keeping the
// guesses under which every seat's play is explained: at seat 0's turns in 20 normal games
// with cards in the stock, 1.3 ms a decision for 64 guesses seat by seat against 5.5 ms for
// 45 all at once (load 6 on two cores; a throwaway timer, not in the suite). Each seat's hand
// is then drawn given the hands of the seats before it, a small bias while the stock holds
// many more cards than the hands. False when the bounds leave a seat no hand (the other
// hands' own bounds are not checked while drawing one).
constexpr int kSeatTries = 20;
bool seatBySeat(const View &v, const Params &p, Rng &rng, State &out, int &misses)
{
    Counts left = unseenCounts(v);
    std::array<Counts, kMaxPlayers> hands {};
    misses = 0;
    for (int i = 1; i < v.players; ++i) {
        const Seat x = (v.seat + i) % v.players;
        const int need = v.handCount[x];
        const Bounds &most = v.atMost[x];
        Counts best;
        int fewest = std::numeric_limits<int>::max();
        for (int tries = 0; tries < kSeatTries && fewest > 0; ++tries) {
            Counts h;
            Counts pool = left;
            for (int c = 0; c < need; ++c) {
                int total = 0;
                for (int n = 1; n <= 9; ++n)
                    total += h.n[n] < most[n] ? pool.n[n] : 0;
                if (total == 0)
                    return false;
                int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
                int n = 1;
                for (;; ++n) {
                    const int w = h.n[n] < most[n] ? pool.n[n] : 0;
                    if (pick < w)
                        break;
                    pick -= w;
                }
                ++h.n[n];
                --pool.n[n];
            }
            const int m = seatUnexplained(v, x, h, p, rng, 2);
            if (m < fewest) {
                fewest = m;
                best = h;
            }
        }
        misses += fewest;
        hands[static_cast<std::size_t>(x)] = best;
        for (int n = 1; n <= 9; ++n)
            left.n[n] = static_cast<std::uint8_t>(left.n[n] - best.n[n]);
    }
    out = State::withHands(v, hands, rng);
    return true;
}

// The search's samples come from a pool of guesses at the other hands drawn once per decision.
// While the stock lasts the guesses are built seat by seat (seatBySeat), each seat's hand one
// under which its last play is what normal would have played, up to kPoolSize guesses or
// kSeatGuesses built. Once the stock has run out, guesses (State::sampleFromView: the unseen
// cards dealt at random within what takes showed) are drawn, and those that explain every
// choice the other seats made since as normal's (`unexplained`), and the last play before of
// a seat that has not played since (`lastUnexplained`), are kept, up to kPoolSize of them or
// kGuesses drawn. When none explains everything the pool keeps those that explain the most.
// The search then plays on hands its opponents' plays make likely instead of on any split of
// the unseen cards (each playout with the stock in a new order). Against normal players the
// end game's pool is drawn from the exact posterior given what it reads; a seat that plays
// otherwise (a person, another level) only makes it fall back to the likeliest guesses found.
// Reading each seat's last two or three plays while the stock lasts, rather than the last one,
// guessed the hands a little better (by the cards a guess puts in the right hand) and played
// worse (felt-cli arena, docs/bots.md), so only the last play is read.
constexpr std::size_t kPoolSize = 256;
constexpr int kSeatGuesses = 600;
constexpr int kGuesses = 1500;

// The pool of the current decision (one per thread, reused: no allocation once warm).
std::vector<State> &guessPool()
{
    thread_local std::vector<State> pool;
    return pool;
}

// Fills `pool` for the view; false (and `pool` empty) when no other seat's play tells
// anything (none has played yet), so plain samples serve as well.
bool endGuesses(const View &v, const Params &p, Rng &rng, std::vector<State> &pool)
{
    pool.clear();
    bool informative = false;
    unsigned sinceEnd = 0;   // the seats that played since the stock ran out
    for (const Logged &l : v.end ? v.end->log.span() : std::span<const Logged>()) {
        informative = informative || (l.seat != v.seat && l.action.kind == Action::Kind::Play);
        sinceEnd |= 1u << l.seat;
    }
    const bool endInformative = informative;
    if (v.last)
        for (int x = 0; x < v.players; ++x)
            informative = informative || (x != v.seat && (*v.last)[static_cast<std::size_t>(x)].played && !(sinceEnd & (1u << x)));
    if (!informative)
        return false;
    int fewest = std::numeric_limits<int>::max();
    if (v.stockCount > 0 && v.last) {
        State g;
        for (int guess = 0; guess < kSeatGuesses && (fewest > 0 || pool.size() < kPoolSize); ++guess) {
            int misses = 0;
            if (!seatBySeat(v, p, rng, g, misses))
                continue;
            if (misses > fewest)
                continue;
            if (misses < fewest) {
                pool.clear();
                fewest = misses;
            }
            if (pool.size() < kPoolSize)
                pool.push_back(g);
        }
        if (!pool.empty())
            return true;
    }
    for (int guess = 0; guess < kGuesses && (fewest > 0 || pool.size() < kPoolSize); ++guess) {
        State g = State::sampleFromView(v, rng);
        // Only as good as the pool's guesses or better counts.
        const int stopAt = fewest == std::numeric_limits<int>::max() ? fewest : fewest + 1;
        int misses = endInformative ? unexplained(v, g, p, stopAt) : 0;
        if (misses < stopAt && v.last)
            misses += lastUnexplained(v, g, p, rng, sinceEnd, stopAt - misses);
        if (misses > fewest)
            continue;
        if (misses < fewest) {
            pool.clear();
            fewest = misses;
        }
        if (pool.size() < kPoolSize)
            pool.push_back(g);
    }
    return true;
}

// Rollouts for one decision; a game lasts at most 2 * 9 * 6 plays and as many takes.
// While the stock lasts: 2400 playouts over the heuristic's best eight. The gate below needs
// enough paired samples to see a better play through the noise of whole-game playouts, the
// more so the more players: with 600, hard kept only a third of its four-seat edge at five
// seats (docs/bots.md, "Hard's budget at three to six players"). Once the stock is empty the
// playouts are short (a few plays each) and the hidden cards are only the other hands: every
// legal play is a candidate, with 2000 playouts.
bots::SearchBudget hardBudget(bool endgame)
{
    bots::SearchBudget budget;
    budget.rollouts = endgame ? 2000 : 2400;
    budget.maxRolloutActions = 2 * kMaxCards;
    // The search overrides the heuristic's favourite only on evidence (bots/ismcts.h): a
    // playout to the end of the game is so noisy that, without this, the search threw away
    // about as many good plays of the heuristic as it found better ones.
    budget.baselineZ = 1.0;
    return budget;
}
constexpr std::size_t kHardCandidates = 8;   // the heuristic's best few: free plays offer dozens

// The seat's result once the game is over: its place as a score in [0, 1] (1 = first), plus
// a small share of its margin over the table, kMarginWeight for every 10 cards it collected
// fewer than the seats' mean. The place is what counts; the margin tells apart playouts
// that end in the same place by a card or by twenty, so the paired differences the search
// weighs are less noisy and a better play shows sooner.
constexpr double kMarginWeight = 0.3;

// The seat's place as State::places() gives it (the seats ranked ahead of it), without the
// vector: it is asked at the end of every playout.
int placeOf(const State &s, Seat seat)
{
    auto key = [&](int p) { return std::pair(s.collected(p).total(), s.collected(p).sum()); };
    const auto mine = key(seat);
    int ahead = 0;
    for (int p = 0; p < s.players(); ++p)
        ahead += key(p) < mine;
    return ahead;
}

// The place alone, in [0, 1]: the rating a game review shows (adviseAction).
std::optional<double> placeOnlyScore(const State &s, Seat seat, bool final)
{
    if (!s.isOver() && !final)
        return std::nullopt;
    const int n = s.players();
    return static_cast<double>(n - 1 - placeOf(s, seat)) / (n - 1);
}

std::optional<double> placeScore(const State &s, Seat seat, bool final)
{
    if (!s.isOver() && !final)
        return std::nullopt;
    const int n = s.players();
    const int place = placeOf(s, seat);
    double all = 0;
    for (int p = 0; p < n; ++p)
        all += s.collected(p).total();
    const double margin = kMarginWeight * (all / n - s.collected(seat).total()) / 10.0;
    return static_cast<double>(n - 1 - place) / (n - 1) + margin;
}

// Determinized search: candidates from the heuristic (its best few while the stock lasts,
// every legal play once it is empty), each played out to the end on states sampled from the
// view (the hands and stock drawn from the unseen cards, respecting what takes showed),
// every seat playing the normal heuristic; the heuristic's favourite is the baseline that
// another candidate must beat, paired on the same samples, by one standard error. The
// playouts meet the last-play rules, which the heuristic alone does not weigh.
// With `truth` (felt-cli's oracle): the same search with the true state as every sample.
Action hardChoice(const View &v, std::span<const Action> legal, Rng &rng, const State *truth = nullptr)
{
    const Params p;
    thread_local std::vector<double> scores;
    heuristicScores(v, legal, p, rng, scores);
    thread_local std::vector<std::size_t> order;
    order.resize(legal.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    // The heuristic's favourite first: it is the search's baseline, and ties keep it.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
    const bool endgame = v.stockCount == 0;
    const std::size_t most = endgame ? order.size() : kHardCandidates;
    thread_local std::vector<Action> candidates;
    candidates.clear();
    for (std::size_t i = 0; i < order.size() && i < most; ++i)
        candidates.push_back(legal[order[i]]);
    if (candidates.size() == 1)
        return candidates.front();

    std::vector<State> &pool = guessPool();
    const bool informed = !truth && endGuesses(v, p, rng, pool);
    thread_local Search search;
    const std::size_t pick = search.choose(
        v, v.seat, std::span<const Action>(candidates), rng, hardBudget(endgame),
        [truth, informed, &pool](const View &view, Rng &r) {
            if (truth)
                return *truth;
            if (!informed)
                return State::sampleFromView(view, r);
            State s = pool[r.below(pool.size())];
            s.shuffleStock(r);   // the hands a guess, the stock's order anyone's
            return s;
        },
        [&p](const State &s, Seat seat, const ActionList &moves, Rng &r) {
            if (moves.size() == 1)
                return moves.front();
            return moves[heuristicChoice(s.playView(seat), std::span<const Action>(moves), p, r)];
        },
        placeScore);
    return candidates[pick];
}

} // namespace

AdviceOf<Action> adviseAction(const View &v, std::span<const Action> legal, const Action &played, Rng &rng)
{
    AdviceOf<Action> advice;
    advice.choice = legal.size() == 1 ? legal.front() : hardChoice(v, legal, rng);
    advice.same = advice.choice == played;
    if (advice.same)
        return advice;
    // Both played out to the end on the same samples, every seat playing normal afterwards.
    const Params p;
    const std::array<Action, 2> pair { advice.choice, played };
    bots::SearchBudget budget = hardBudget(false);
    budget.rollouts = 400;
    std::vector<State> &pool = guessPool();
    const bool informed = endGuesses(v, p, rng, pool);
    thread_local Search search;
    search.evaluate(
        v, v.seat, std::span<const Action>(pair), rng, budget,
        [informed, &pool](const View &view, Rng &r) {
            if (!informed)
                return State::sampleFromView(view, r);
            State s = pool[r.below(pool.size())];
            s.shuffleStock(r);
            return s;
        },
        [&p](const State &s, Seat seat, const ActionList &moves, Rng &r) {
            if (moves.size() == 1)
                return moves.front();
            return moves[heuristicChoice(s.playView(seat), std::span<const Action>(moves), p, r)];
        },
        placeOnlyScore);
    advice.choiceValue = search.mean(0);
    advice.playedValue = search.mean(1);
    return advice;
}

std::string_view whyId(WhyCode code)
{
    switch (code) {
    case WhyCode::None: return {};
    case WhyCode::MustTake: return "must-take";
    case WhyCode::Reverse: return "reverse";
    case WhyCode::NextLacks: return "next-lacks";
    case WhyCode::KeepsEveryNumber: return "keeps-every-number";
    case WhyCode::KeepsNumber: return "keeps-number";
    case WhyCode::SetsLink: return "sets-link";
    case WhyCode::LastCards: return "last-cards";
    }
    return {};
}

Value whyToValue(const Why &why)
{
    const auto code = static_cast<WhyCode>(why.code);
    switch (code) {
    case WhyCode::MustTake:
    case WhyCode::Reverse:
    case WhyCode::KeepsNumber: return whyValue(whyId(code), why, "number");
    case WhyCode::NextLacks:
    case WhyCode::SetsLink: return whyValue(whyId(code), why, "number", "pile");
    default: return whyValue(whyId(code), why);
    }
}

// The terms of heuristicScores, each stated only where it is certain from the view: the next
// seat's take (its public bound says it holds none of the new link) and the numbers the hand
// keeps for the links to come.
Why explainAction(const View &v, std::span<const Action> legal, const Action &a)
{
    (void)legal;
    auto why = [](WhyCode c, int x = 0, int y = 0, Seat seat = -1) {
        return Why { static_cast<std::uint8_t>(c), static_cast<std::int8_t>(seat), static_cast<std::int16_t>(x),
                     static_cast<std::int16_t>(y) };
    };
    if (a.kind == Action::Kind::Take)
        return why(WhyCode::MustTake, v.link);
    const bool reverse = v.link && a.first == v.link && a.second == v.link;
    if (reverse)
        return why(WhyCode::Reverse, v.link);
    Counts after = v.hand;
    --after.n[a.first];
    --after.n[a.second];
    const bool emptied = after.total() == 0 && v.stockCount == 0;
    const Seat next = nextWithCards(v, v.seat, v.direction, emptied ? v.seat : -1);
    if (next >= 0 && next != v.seat && v.atMost[next][a.second] == 0)
        return why(WhyCode::NextLacks, a.second, static_cast<int>(v.pile.size()) + 2, next);
    if (after.total() > 0) {
        bool every = true;
        for (int n = 1; n <= 9; ++n)
            every &= !v.hand.n[n] || after.n[n];
        if (every)
            return why(WhyCode::KeepsEveryNumber);
        if (after.n[a.second])
            return why(WhyCode::KeepsNumber, a.second);
        if (after.n[a.first])
            return why(WhyCode::KeepsNumber, a.first);
    }
    if (emptied)
        return why(WhyCode::LastCards);
    return why(WhyCode::SetsLink, a.second, static_cast<int>(v.pile.size()) + 2, next);
}

Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised)
{
    return whyToValue(explainAction(view, legal, advised));
}

Action chooseAction(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    if (level == BotLevel::Random)
        return legal[rng.below(legal.size())];
    if (level == BotLevel::Easy)
        return easyChoice(v, legal, rng);

    if (level == BotLevel::Hard || level == BotLevel::Oracle)   // the oracle, from a view: hard
        return hardChoice(v, legal, rng);
    const Params p;
    return legal[heuristicChoice(v, legal, p, rng)];
}

Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng)
{
    if (legal.size() == 1)
        return legal.front();
    return hardChoice(s.view(seat), legal, rng, &s);
}

} // namespace felt::chainchain
