// Bring Down the Mountain bots. The game has no hidden cards, so the view is the state;
// with hiddenRidges the searching bots replace the face-down ridge cards by a sample of the
// cards nobody can see before they search, so they never read what a person could not.
//
// easy:   completes a run when a move does; draws when it can (onto the valley where the
//         card fits most snugly); otherwise makes the first move of a short search of its
//         own moves for an arrangement that lets it draw; otherwise passes (and concedes
//         after two quiet rounds, or twelve rounds without a draw or a completed run).
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

#include <deque>
#include <optional>
#include <string>
#include <unordered_set>

namespace felt::mountain {

namespace {

constexpr long kNormalBudget = 40000;
constexpr long kHardBudget = 200000;

int gap(Card card, const Pile &pile)
{
    if (pile.empty())
        return 14;   // an empty valley is best kept for a King or a block
    const int top = pile.back().rank() == kAce ? 14 : pile.back().rank();
    const int value = card.rank() == kAce ? 1 : card.rank();
    return top - value;
}

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

Action plausible(const View &v, std::span<const Action> legal)
{
    const Action *best = nullptr;
    int bestGap = 1000;
    for (const Action &a : legal) {
        if (a.kind == Action::Kind::Move) {
            // A move that completes a run is always good.
            const Pile &to = v.valley(a.to);
            if (to.size() + static_cast<std::size_t>(a.count) == 13) {
                Pile joined = to;
                const Pile &from = v.valley(a.from);
                for (std::size_t i = from.size() - static_cast<std::size_t>(a.count); i < from.size(); ++i)
                    joined.push_back(from[i]);
                if (isComplete(joined))
                    return a;
            }
            continue;
        }
        if (a.kind != Action::Kind::Draw)
            continue;
        const auto card = v.drawable(v.position(), a.from);
        if (!card)
            continue;
        const int g = gap(*card, v.valley(a.to));
        if (g < bestGap) {
            bestGap = g;
            best = &a;
        }
    }
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

Action chooseAction(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
{
    if (level == BotLevel::Random) {
        // Uniform, but never concede on a whim: a random table plays on.
        std::size_t n = legal.size();
        while (n > 1 && legal[n - 1].kind == Action::Kind::Concede)
            --n;
        return legal[rng.below(n)];
    }
    if (level == BotLevel::Normal || level == BotLevel::Hard) {
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
        const bool hidden = v.options().hiddenRidges;
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
        SearchResult r = table.solve(level == BotLevel::Hard ? kHardBudget : kNormalBudget);
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

} // namespace felt::mountain
