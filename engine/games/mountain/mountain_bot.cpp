// Bring Down the Mountain bots. The game has no hidden cards, so the view is the state;
// with hiddenRidges the searching bots replace the face-down ridge cards by a sample of the
// cards nobody can see before they search, so they never read what a person could not.
//
// easy:   sees one move ahead: while it can draw, makes the moves that clearly improve the
//         piles (a block onto the card above it, a run completed) and keep a draw possible,
//         then draws where the piles look best afterwards; when it cannot draw, makes the
//         first move of a short search of its own moves for an arrangement that lets it
//         draw; otherwise passes (and concedes after two quiet rounds, or twelve rounds
//         without a draw or a completed run).
// normal: asks the solver (a small budget) and follows its winning line; when the solver
//         does not settle the question it follows the solver's most promising line
//         instead (the one that gets the most cards out of the mountain), and plays like
//         easy when even that is empty.
// hard:   the same with a larger budget.
// normal and hard give up only after a hundred rounds without a draw or a completed run:
// that happens at mixed tables, where an easy seat may keep undoing a line's moves.
// Budgets are in solver nodes (about a million a second): a decision stays well under the
// app's patience (see felt-cli play's decisionMs).
#include "games/mountain/mountain.h"
#include "games/mountain/mountain_search.h"

#include "core/stop.h"

#include <deque>
#include <optional>
#include <string>
#include <unordered_set>

namespace felt::mountain {

namespace {

constexpr long kNormalBudget = 40000;
constexpr long kHardBudget = 200000;

std::string valleysKey(const State &s)
{
    std::string key;
    for (int i = 0; i < kPositions; ++i) {
        for (const Card c : s.valley(i))
            key.push_back(static_cast<char>(c.code()));
        key.push_back('\xFE');
    }
    return key;
}

// Breadth first over this position's own moves for an arrangement that lets it draw (or
// that completes a run); the first move on the way there.
std::optional<Action> firstMoveTowardDraw(const State &start, long budget = 4000)
{
    const Seat seat = seatOfPosition(start.position(), start.players());
    struct Node {
        State state;
        Action first;
    };
    std::deque<Node> queue;
    std::unordered_set<std::string> seen { valleysKey(start) };
    ActionList legal;
    auto expand = [&](const State &s, const std::optional<Action> &first) {
        s.legalActions(seat, legal);
        for (const Action &a : legal) {
            if (a.kind != Action::Kind::Move)
                continue;
            State next = s;
            next.apply(seat, a);
            if (!seen.insert(valleysKey(next)).second)
                continue;
            queue.push_back({ std::move(next), first ? *first : a });
        }
    };
    expand(start, std::nullopt);
    long nodes = 0;
    while (!queue.empty() && nodes++ < budget) {
        Node node = std::move(queue.front());
        queue.pop_front();
        if (node.state.isOver() || node.state.canDraw(start.position()) || node.state.completed() > start.completed())
            return node.first;
        expand(node.state, node.first);
    }
    return std::nullopt;
}

// The same table as far as anyone can see (face-down ridge cards aside).
bool sameFaceUp(const State &a, const State &b)
{
    if (a.position() != b.position() || a.status() != b.status() || a.completed() != b.completed() || a.turns() != b.turns()
        || a.idleTurns() != b.idleTurns() || a.stalledTurns() != b.stalledTurns() || a.players() != b.players() || !(a.peak() == b.peak()))
        return false;
    for (int i = 0; i < kPositions; ++i) {
        if (!(a.valley(i) == b.valley(i)) || a.ridge(i).size() != b.ridge(i).size())
            return false;
        if (!a.ridge(i).empty() && !(a.ridge(i).back() == b.ridge(i).back()))
            return false;
    }
    return true;
}

// How the valleys look after an action, to a player who sees one move ahead: how promising
// the piles are, with a run that leaves the table worth most.
int lookScore(const View &v, const Action &a)
{
    search::Masks m;
    for (int i = 0; i < kPositions; ++i)
        m[static_cast<std::size_t>(i)] = search::pileMask(v.valley(i));
    int cards = 0;
    for (const search::Mask x : m)
        cards += search::cardCount(x);
    if (a.kind == Action::Kind::Move) {
        search::moveBlock(m[static_cast<std::size_t>(a.from)], m[static_cast<std::size_t>(a.to)], a.count);
    } else if (a.kind == Action::Kind::Draw) {
        const auto card = v.drawable(v.position(), a.from);
        m[static_cast<std::size_t>(a.to)] = search::place(card->rank(), m[static_cast<std::size_t>(a.to)]);
        ++cards;
    }
    int score = 0;
    for (const search::Mask x : m) {
        score += search::pileScore(x);
        cards -= search::cardCount(x);
    }
    return score + 8 * cards;   // cards gone: a completed run
}

Action plausible(const View &v, std::span<const Action> legal)
{
    // While a draw is possible: a move that makes the piles clearly better (a block onto the
    // card above it, a run completed) and keeps a draw possible comes first; then the draw
    // that leaves the best-looking piles. Those moves must gain, so they never go round in
    // circles; and they are not mixed with the moves that look for a draw below.
    const int now = lookScore(v, Action::pass());
    const Action *bestMove = nullptr;
    int bestMoveScore = now + 3;
    const Action *best = nullptr;
    int bestScore = -100000;
    const bool drawNow = v.canDraw(v.position());
    for (const Action &a : legal) {
        if (a.kind == Action::Kind::Move) {
            if (!drawNow)
                continue;
            const int score = lookScore(v, a);
            if (score > bestMoveScore) {
                State after = v;
                after.apply(seatOfPosition(v.position(), v.players()), a);
                if (!after.canDraw(v.position()) && !after.isOver())
                    continue;
                bestMoveScore = score;
                bestMove = &a;
            }
            continue;
        }
        if (a.kind != Action::Kind::Draw)
            continue;
        const int score = lookScore(v, a);
        if (score > bestScore) {
            bestScore = score;
            best = &a;
        }
    }
    if (bestMove)
        return *bestMove;
    if (best)
        return *best;
    // No draw as the valleys stand: search this position's own moves for an arrangement
    // that lets it draw, and make the first move of the way there.
    if (const auto move = firstMoveTowardDraw(v))
        for (const Action &a : legal)
            if (a == *move)
                return a;
    // Two full rounds of passes with nothing moved, or twelve rounds with nothing drawn or
    // completed (other seats may be shuffling to no end): this table sees no way on.
    if (v.idleTurns() >= 2 * kPositions || v.stalledTurns() >= 12 * kPositions)
        for (const Action &a : legal)
            if (a.kind == Action::Kind::Concede)
                return a;
    for (const Action &a : legal)
        if (a.kind == Action::Kind::Pass)
            return a;
    return legal.front();
}

} // namespace

namespace {

// A level's choice; the oracle (felt-cli only) is hard's solver on the true table, face-down
// ridge cards included (with everything face up, exactly hard).
Action levelChoice(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    if (level == BotLevel::Random) {
        // Uniform, but never concede on a whim: a random table plays on.
        std::size_t n = legal.size();
        while (n > 1 && legal[n - 1].kind == Action::Kind::Concede)
            --n;
        return legal[rng.below(n)];
    }
    if (level == BotLevel::Normal || level == BotLevel::Hard || level == BotLevel::Oracle) {
        // A hundred rounds with nothing drawn or completed: whatever the lines say, the seats
        // are undoing each other's work (a mixed table); give up rather than go on for ever.
        if (v.stalledTurns() >= 100 * kPositions)
            for (const Action &a : legal)
                if (a.kind == Action::Kind::Concede)
                    return a;
        // The line a search found is followed while the table stays where the line says it
        // should be (the cache holds the state it expects next): no search per action.
        thread_local struct {
            State expected;
            std::vector<Action> line;
            std::size_t next = 0;
            BotLevel level = BotLevel::Random;
            bool winning = false;
        } cache;
        const bool hidden = v.options().hiddenRidges && level != BotLevel::Oracle;
        auto follow = [&]() -> std::optional<Action> {
            // A winning line is good for every level (the table wins together); a line that
            // is only promising belongs to the level that chose it.
            if ((!cache.winning && cache.level != level) || cache.next >= cache.line.size()
                || !(hidden ? sameFaceUp(cache.expected, v) : cache.expected == v))
                return std::nullopt;
            const Action a = cache.line[cache.next++];
            for (const Action &l : legal)
                if (l == a) {
                    cache.expected.apply(seatOfPosition(cache.expected.position(), cache.expected.players()), a);
                    return a;
                }
            return std::nullopt;
        };
        if (const auto a = follow())
            return *a;
        // With hiddenRidges, search a table whose face-down cards are a guess: each action of
        // the line depends only on face-up cards, so it is legal here too while the table
        // shows what the guess showed; a draw that turns up another card than the guess ends
        // the line (a new guess, a new search).
        const State table = hidden ? v.withHiddenSampled(rng) : v;
        SearchResult r = table.solve(level == BotLevel::Normal ? kNormalBudget : kHardBudget);
        if (stopRequested())
            return plausible(v, legal);   // a cut search's line is not kept for later decisions
        cache.winning = r.verdict == SearchResult::Verdict::Yes;
        cache.line = std::move(cache.winning ? r.line : r.bestLine);
        cache.next = 0;
        cache.level = level;
        cache.expected = table;
        if (const auto a = follow())
            return *a;
        if (!cache.line.empty())
            for (const Action &a : legal)
                if (a == cache.line.front())
                    return a;
    }
    return plausible(v, legal);
}

} // namespace

Action chooseAction(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    return levelChoice(v, legal, viewLevel(level), rng);   // from a view, the oracle plays as hard
}

Action oracleAction(const State &s, Seat, std::span<const Action> legal, Rng &rng)
{
    return levelChoice(s, legal, BotLevel::Oracle, rng);
}

// The review's second opinion: the hard bot's choice, and both moves rated by the solver on
// the hard budget: 1 when the table can still win after the move, 0 when it cannot (unrated
// when the solver cannot tell, or when face-down ridge cards forbid asking it).
AdviceOf<Action> adviseAction(const View &v, std::span<const Action> legal, const Action &played, Rng &rng)
{
    AdviceOf<Action> advice;
    advice.choice = chooseAction(v, legal, BotLevel::Hard, rng);
    advice.same = advice.choice == played;
    if (advice.same || v.options().hiddenRidges || v.actors().empty())
        return advice;
    const Seat seat = v.actors().first();
    auto rate = [&](const Action &a) -> std::optional<double> {
        State after = v;
        after.apply(seat, a, nullptr);
        if (after.status() == Status::Won)
            return 1.0;
        if (after.isOver())
            return 0.0;
        const SearchResult r = after.solve(kHardBudget);
        if (r.verdict == SearchResult::Verdict::Unknown)
            return std::nullopt;
        return r.verdict == SearchResult::Verdict::Yes ? 1.0 : 0.0;
    };
    const std::optional<double> choice = rate(advice.choice);
    const std::optional<double> mine = choice ? rate(played) : std::nullopt;
    if (choice && mine) {
        advice.choiceValue = choice;
        advice.playedValue = mine;
    }
    return advice;
}

} // namespace felt::mountain
