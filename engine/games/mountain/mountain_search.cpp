// Bring Down the Mountain's searches on masks (see mountain_search.h): the dead-state
// check, clearing the valleys by moves once the mountain is gone, and the solver.
#include "mountain_search.h"

#include "core/stop.h"

#include <algorithm>
#include <cassert>

namespace felt::mountain::search {

namespace {

// An open-addressing set of keys with one reserved "empty" value; grows at half load.
template <class Key, class Hash>
class FlatSet {
public:
    explicit FlatSet(std::size_t capacity = 1024)
    {
        m_slots.assign(std::bit_ceil(std::max<std::size_t>(capacity, 16)), Key::empty());
    }
    std::size_t size() const { return m_size; }
    std::size_t bytes() const { return m_slots.capacity() * sizeof(Key); }
    // Whether inserting a new key makes the table grow (to twice its size, with both tables
    // held during the copy).
    bool growsOnInsert() const { return (m_size + 1) * 2 > m_slots.size(); }
    // True when the key was not there before.
    bool insert(const Key &key)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        return insertInto(m_slots, key);
    }
    bool contains(const Key &key) const
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = Hash()(key) & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == key)
                return true;
            if (m_slots[i] == Key::empty())
                return false;
        }
    }
    void clear()
    {
        std::fill(m_slots.begin(), m_slots.end(), Key::empty());
        m_size = 0;
    }

private:
    bool insertInto(std::vector<Key> &slots, const Key &key)
    {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = Hash()(key) & mask;; i = (i + 1) & mask) {
            if (slots[i] == key)
                return false;
            if (slots[i] == Key::empty()) {
                slots[i] = key;
                ++m_size;
                return true;
            }
        }
    }
    void grow()
    {
        std::vector<Key> bigger(m_slots.size() * 2, Key::empty());
        m_size = 0;
        for (const Key &k : m_slots)
            if (!(k == Key::empty()))
                insertInto(bigger, k);
        m_slots.swap(bigger);
    }

    std::vector<Key> m_slots;
    std::size_t m_size = 0;
};

inline std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ULL;
    x ^= x >> 33;
    return x;
}

struct Key64 {
    std::uint64_t k = 0;
    static Key64 empty() { return { ~std::uint64_t(0) }; }
    bool operator==(const Key64 &) const = default;
};
struct Hash64 {
    std::size_t operator()(const Key64 &k) const { return static_cast<std::size_t>(mix(k.k)); }
};

struct Key128 {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    static Key128 empty() { return { ~std::uint64_t(0), 0 }; }
    bool operator==(const Key128 &) const = default;
};
struct Hash128 {
    std::size_t operator()(const Key128 &k) const { return static_cast<std::size_t>(mix(k.a ^ mix(k.b + 0x9E3779B97F4A7C15ULL))); }
};

int wrap(int i) { return (i % kPositions + kPositions) % kPositions; }

// Valleys are interchangeable in the searches where any two of them may trade blocks: the
// key of the sorted masks.
std::uint64_t symmetricKey(Masks v)
{
    std::sort(v.begin(), v.end());
    return masksKey(v);
}

bool allEmpty(const Masks &v) { return (v[0] | v[1] | v[2] | v[3]) == 0; }

// Search over arrangements reachable by moves between any two valleys, depth first and
// most promising arrangement first (pileScore), for one where `goal` holds. `path` (when
// given) receives the moves that lead there.
template <class Goal>
SearchResult::Verdict anyPairSearch(const Masks &start, Goal goal, long cap, long *nodes, std::vector<Action> *path)
{
    struct Node {
        Masks v;
        int parent;
        Action move;
    };
    std::vector<Node> tree;
    tree.push_back({ start, -1, Action::pass() });
    long count = 1;
    auto finish = [&](SearchResult::Verdict verdict, int at) {
        if (nodes)
            *nodes += count;
        if (path && verdict == SearchResult::Verdict::Yes) {
            path->clear();
            for (int i = at; tree[static_cast<std::size_t>(i)].parent >= 0; i = tree[static_cast<std::size_t>(i)].parent)
                path->push_back(tree[static_cast<std::size_t>(i)].move);
            std::reverse(path->begin(), path->end());
        }
        return verdict;
    };
    if (goal(start))
        return finish(SearchResult::Verdict::Yes, 0);
    FlatSet<Key64, Hash64> seen(4096);
    seen.insert({ symmetricKey(start) });
    std::vector<int> stack { 0 };
    struct Child {
        int node;
        int score;
    };
    std::vector<Child> children;
    while (!stack.empty()) {
        const int at = stack.back();
        stack.pop_back();
        const Masks v = tree[static_cast<std::size_t>(at)].v;
        children.clear();
        for (int a = 0; a < kPositions; ++a) {
            const int n = cardCount(v[static_cast<std::size_t>(a)]);
            for (int b = 0; b < kPositions; ++b) {
                if (a == b)
                    continue;
                for (int k = 1; k <= n; ++k) {
                    Masks next = v;
                    if (!moveBlock(next[static_cast<std::size_t>(a)], next[static_cast<std::size_t>(b)], k)) {
                        if (v[static_cast<std::size_t>(b)] != 0)
                            break;   // a bigger block has a higher bottom: it will not fit either
                        continue;
                    }
                    if (!seen.insert({ symmetricKey(next) }))
                        continue;
                    if (++count > cap)
                        return finish(SearchResult::Verdict::Unknown, 0);
                    tree.push_back({ next, at, Action::move(k, a, b) });
                    if (goal(next))
                        return finish(SearchResult::Verdict::Yes, static_cast<int>(tree.size()) - 1);
                    int score = 0;
                    for (const Mask m : next)
                        score += pileScore(m);
                    children.push_back({ static_cast<int>(tree.size()) - 1, score });
                }
            }
        }
        // The best child goes on the stack last, to be taken first.
        std::stable_sort(children.begin(), children.end(), [](const Child &x, const Child &y) { return x.score < y.score; });
        for (const Child &c : children)
            stack.push_back(c.node);
    }
    return finish(SearchResult::Verdict::No, 0);
}

} // namespace

int pileScore(Mask m)
{
    if (m == 0)
        return 2;
    const int bottom = bottomValue(m);
    Mask clean = 0;
    if (bottom >= kKing) {
        for (int v = bottom; v >= 1 && (m >> v & 1); --v) {
            clean = static_cast<Mask>(clean | (1u << v));
            if (bottom == 14 && v == 2)
                break;   // a second Ace would not belong to this run
        }
    }
    const Mask rest = static_cast<Mask>(m & ~clean);
    return 4 * cardCount(clean) + 2 * cardCount(static_cast<Mask>(rest & (rest >> 1))) - 2 * cardCount(rest);
}


Mask pileMask(const Pile &pile)
{
    Mask m = 0;
    for (std::size_t i = 0; i < pile.size(); ++i) {
        const int rank = pile[i].rank();
        m = static_cast<Mask>(m | (1u << (rank == kAce ? (i == 0 ? 14 : 1) : rank)));
    }
    return m;
}

SearchResult::Verdict aliveVerdict(const Masks &valleys, int minDraw, long cap, long *nodes)
{
    if (nodes)
        ++*nodes;
    if (minDraw < 0) {
        bool unknown = false;
        const bool cleared = clearByMoves(valleys, cap, nodes, nullptr, &unknown);
        return cleared ? SearchResult::Verdict::Yes : unknown ? SearchResult::Verdict::Unknown : SearchResult::Verdict::No;
    }
    // Cards of value minDraw or lower are "low". The table is alive when a valley can be
    // made free of low cards: empty, or topped above minDraw. Other cards never move
    // before that (they would need a top above minDraw), so each valley's higher cards stay
    // put as its base.
    const Mask low = static_cast<Mask>((2u << minDraw) - 1);
    for (const Mask m : valleys)
        if ((m & low) == 0)
            return SearchResult::Verdict::Yes;
    // Theorem: when no low value lies in all four valleys, some valley can be freed. By
    // induction on the low cards: take the highest low value M (in three valleys at most)
    // and play, with the copies of M left where they are, the moves that free a valley of
    // the other low cards (they are legal with M there: M is above all of them). If that
    // valley holds no M it is free; if it holds only M, it takes the whole low part of a
    // valley without M (all lower than M) in one move, and that valley is free.
    const Mask everywhere = static_cast<Mask>(valleys[0] & valleys[1] & valleys[2] & valleys[3] & low);
    if (everywhere == 0)
        return SearchResult::Verdict::Yes;
    // A low value in every valley stays in every valley (no pile holds a value twice): no
    // valley can lose its low cards by moves, and only completing a run in place can still
    // empty one. Take the lowest such value x: nothing at or beneath it ever moves, so a
    // valley can complete only if its cards from x down are already the top of a run (a
    // King, or an Ace as 14, and every value from there to x), and only if the values below
    // x that the run needs are somewhere in the valleys. Otherwise the table is dead.
    const int x = topValue(everywhere);
    const Mask below = static_cast<Mask>((1u << x) - 1);
    const Mask present = static_cast<Mask>(valleys[0] | valleys[1] | valleys[2] | valleys[3]);
    bool canComplete = false;
    for (const Mask m : valleys) {
        const int bottom = bottomValue(m);
        const Mask fixed = static_cast<Mask>(m & ~below);
        if ((bottom != kKing && bottom != 14) || fixed != static_cast<Mask>(((2u << bottom) - 1) & ~below))
            continue;
        Mask needed = static_cast<Mask>(below & ~Mask(3));   // x - 1 down to 2
        if (bottom == kKing)
            needed = static_cast<Mask>(needed | kAceLow);     // and an Ace as 1 on a King's run
        canComplete = canComplete || (present & needed) == needed;
    }
    if (!canComplete)
        return SearchResult::Verdict::No;
    // Otherwise search (only cards below x can move) for a completed run.
    return anyPairSearch(valleys, [](const Masks &v) { return v[0] == 0 || v[1] == 0 || v[2] == 0 || v[3] == 0; }, cap, nodes,
                         nullptr);
}

bool clearByMoves(const Masks &valleys, long cap, long *nodes, std::vector<Action> *moves, bool *unknown)
{
    if (unknown)
        *unknown = false;
    if (moves)
        moves->clear();
    // Only whole runs leave the table: every rank must be there equally often.
    std::array<int, 15> count {};
    for (const Mask m : valleys)
        for (int v = 1; v <= 14; ++v)
            if (m >> v & 1)
                ++count[v == 1 || v == 14 ? 14 : v];
    for (int r = 3; r <= 14; ++r)
        if (count[static_cast<std::size_t>(r)] != count[2]) {
            if (nodes)
                ++*nodes;
            return false;
        }
    if (count[2] == 1) {
        // One run left, every value once: any two piles merge (from the pile with the lower
        // top, move every card below the other's top; the threshold rises each time), so
        // merging them all builds the run, which leaves the table.
        Masks v = valleys;
        for (;;) {
            int a = -1;
            int b = -1;
            for (int i = 0; i < kPositions; ++i) {
                if (v[static_cast<std::size_t>(i)] == 0)
                    continue;
                if (a < 0)
                    a = i;
                else if (b < 0)
                    b = i;
            }
            if (a < 0)
                return true;
            if (b < 0)
                return false;   // one pile with every card would be a full run, already gone
            while (v[static_cast<std::size_t>(a)] != 0 && v[static_cast<std::size_t>(b)] != 0) {
                const int from = topValue(v[static_cast<std::size_t>(a)]) < topValue(v[static_cast<std::size_t>(b)]) ? a : b;
                const int to = from == a ? b : a;
                const int threshold = topValue(v[static_cast<std::size_t>(to)]);
                const Mask f = v[static_cast<std::size_t>(from)];
                const int n = cardCount(static_cast<Mask>(f & ((1u << threshold) - 1)));
                const bool moved = moveBlock(v[static_cast<std::size_t>(from)], v[static_cast<std::size_t>(to)], n);
                assert(moved);
                (void)moved;
                if (nodes)
                    ++*nodes;
                if (moves)
                    moves->push_back(Action::move(n, from, to));
            }
        }
    }
    const auto verdict = anyPairSearch(valleys, [](const Masks &v) { return allEmpty(v); }, cap, nodes, moves);
    if (unknown)
        *unknown = verdict == SearchResult::Verdict::Unknown;
    return verdict == SearchResult::Verdict::Yes;
}

namespace {

// ---- the solver ----

// The table as the solver sees it: valleys as masks, the ridges and the peak by how many
// cards are left in them (their cards are fixed), and the position on turn. Nothing else
// matters for how the game can go on: which suit a card has never does, and the cards that
// left the table are whatever is missing.
struct Table {
    Masks v {};
    std::array<std::uint8_t, kPositions> ridge {};
    std::uint8_t peak = 0;
    std::uint8_t pos = 0;

    bool mountainEmpty() const { return peak == 0 && (ridge[0] | ridge[1] | ridge[2] | ridge[3]) == 0; }
    int mountain() const { return peak + ridge[0] + ridge[1] + ridge[2] + ridge[3]; }
    Key128 key() const
    {
        return { masksKey(v), std::uint64_t(ridge[0]) | std::uint64_t(ridge[1]) << 8 | std::uint64_t(ridge[2]) << 16
                     | std::uint64_t(ridge[3]) << 24 | std::uint64_t(peak) << 32 | std::uint64_t(pos) << 40 };
    }
};

// Depth first over single actions (moves, draws, passes; never a concede), best-looking
// first (pileScore, cards gone, draws before moves before passes), with a transposition
// table on the exact compact table (suits do not matter, so transpositions that only swap
// suits meet too). Complete: every legal action of every state reached is tried unless its
// state was met before or the action is a pointless order of another (see expand()), so
// "no" is a proof. Two shortcuts keep it exact: a turn that starts in a dead state (the
// dead-state check, as the game itself runs it) is lost, and once the mountain is gone the
// question is only whether moves clear the valleys.
// The most promising turn start reached so far, over all runs of the search; only one with
// fewer cards in the mountain than at the start counts (a line that draws nothing is no
// progress, and following such lines could go round for ever).
struct Best {
    int mountain = 1000;
    int score = 0;
    std::vector<Action> line;
};

class Solver {
public:
    Solver(const Pile &peak, const std::array<Pile, kPositions> &ridges, long budget, std::size_t maxBytes, Best *best,
           int noise = 0, std::uint64_t seed = 0)
        : m_budget(budget), m_maxBytes(maxBytes), m_noise(noise), m_rng(seed), m_best(best), m_seen(1 << 14)
    {
        for (std::size_t i = 0; i < peak.size(); ++i)
            m_peak[i] = static_cast<std::uint8_t>(peak[i].rank());
        for (int r = 0; r < kPositions; ++r)
            for (std::size_t i = 0; i < ridges[static_cast<std::size_t>(r)].size(); ++i)
                m_ridge[static_cast<std::size_t>(r)][i] = static_cast<std::uint8_t>(ridges[static_cast<std::size_t>(r)][i].rank());
    }

    SearchResult run(const Table &start, int total);

private:
    struct Child {
        Table t;
        Action action;
        int score;
    };
    struct Frame {
        Table t;
        std::uint32_t begin;   // its children in m_pool: [begin, end)
        std::uint32_t end;
        std::uint32_t next;
    };
    enum class Ending { No, Won, Unknown };

    // Fills m_pool with the children of `t`, best first; true when one of them wins at once
    // (its action in *winning). `via` is the action that led to `t`, `parent` the table
    // before it (both null at the start).
    bool expand(const Table &t, Action *winning, const Action *via, const Table *parent);
    bool canDrawAt(const Table &t) const;
    // A turn about to start: lost when nobody can ever draw again.
    bool dead(const Table &t);
    // The mountain is gone: can moves clear the valleys? The moves (with the passes that
    // wait for a position reaching both valleys) go to *line.
    Ending clearValleys(const Table &t, std::vector<Action> *line);
    int score(const Table &t) const;
    // The budget is spent, or the work on this thread was asked to stop (core/stop.h).
    bool spent() const { return m_nodes >= m_budget || stopRequested(); }
    // What the tables take now (`extra`: bytes about to be added), noting the peak; false
    // when that is more than the cap.
    bool fits(std::size_t stackBytes, std::size_t extra = 0)
    {
        const std::size_t bytes = m_seen.bytes() + m_dead.bytes() + m_alive.bytes() + m_uncleared.bytes()
            + m_pool.capacity() * sizeof(Child) + stackBytes + extra;
        if (bytes > m_maxBytes) {
            m_outOfMemory = true;
            return false;
        }
        m_peakBytes = std::max(m_peakBytes, bytes);
        return true;
    }

    std::array<std::uint8_t, 52> m_peak {};
    std::array<std::array<std::uint8_t, 52>, kPositions> m_ridge {};
    long m_budget;
    std::size_t m_maxBytes;
    bool m_outOfMemory = false;
    std::size_t m_peakBytes = 0;
    int m_noise;   // > 0: scores get a random nudge below this, for restarts in another order
    Rng m_rng;
    Best *m_best;
    long m_nodes = 0;
    int m_total = 0;
    bool m_incomplete = false;   // a part of the search gave up: "no" is no longer proven
    FlatSet<Key128, Hash128> m_seen;
    FlatSet<Key128, Hash128> m_dead { 1024 };
    FlatSet<Key128, Hash128> m_alive { 1024 };
    FlatSet<Key64, Hash64> m_uncleared { 64 };
    std::vector<Child> m_pool;
};

int Solver::score(const Table &t) const
{
    int s = 0;
    int valleyCards = 0;
    for (const Mask m : t.v) {
        s += pileScore(m);
        valleyCards += cardCount(m);
    }
    const int mountain = t.mountain();
    const int gone = m_total - mountain - valleyCards;
    return s + 5 * gone - mountain;
}

bool Solver::dead(const Table &t)
{
    int minDraw = -1;
    bool anyEmpty = false;
    for (int r = 0; r < kPositions; ++r) {
        const int n = t.ridge[static_cast<std::size_t>(r)];
        if (n == 0) {
            anyEmpty = true;
            continue;
        }
        const int v = placedValue(m_ridge[static_cast<std::size_t>(r)][static_cast<std::size_t>(n - 1)]);
        minDraw = minDraw < 0 ? v : std::min(minDraw, v);
    }
    if (anyEmpty && t.peak > 0) {
        const int v = placedValue(m_peak[t.peak - 1u]);
        minDraw = minDraw < 0 ? v : std::min(minDraw, v);
    }
    if (minDraw < 0)
        return false;   // the mountain is gone: clearValleys() decides
    // Quick: a valley that is empty or tops out above the lowest drawable card.
    for (const Mask m : t.v)
        if (m == 0 || topValue(m) > minDraw)
            return false;
    const Key128 key { symmetricKey(t.v), static_cast<std::uint64_t>(minDraw) };
    if (m_dead.contains(key))
        return true;
    if (m_alive.contains(key))
        return false;
    long nodes = 0;
    const auto verdict = aliveVerdict(t.v, minDraw, 500, &nodes);
    m_nodes += nodes;
    if (verdict == SearchResult::Verdict::No) {
        m_dead.insert(key);
        return true;
    }
    // Alive, or unknown within the small cap: searching on is always sound.
    m_alive.insert(key);
    return false;
}

Solver::Ending Solver::clearValleys(const Table &t, std::vector<Action> *line)
{
    const std::uint64_t key = symmetricKey(t.v);
    if (m_uncleared.contains({ key }))
        return Ending::No;
    std::vector<Action> moves;
    bool unknown = false;
    long nodes = 0;
    const bool cleared = clearByMoves(t.v, std::max(1L, std::min(m_budget - m_nodes, 200000L)), &nodes, &moves, &unknown);
    m_nodes += nodes;
    if (unknown) {
        m_incomplete = true;
        return Ending::Unknown;
    }
    if (!cleared) {
        m_uncleared.insert({ key });
        return Ending::No;
    }
    // Each move waits (with passes: nobody can draw) for a position reaching both valleys.
    int pos = t.pos;
    for (const Action &m : moves) {
        auto reaches = [&](int v) { return v == wrap(pos - 1) || v == pos || v == wrap(pos + 1); };
        while (!reaches(m.from) || !reaches(m.to)) {
            line->push_back(Action::pass());
            pos = wrap(pos + 1);
        }
        line->push_back(m);
    }
    return Ending::Won;
}

bool Solver::canDrawAt(const Table &t) const
{
    const int p = t.pos;
    const int reach[3] = { wrap(p - 1), p, wrap(p + 1) };
    auto fitsSomewhere = [&](int rank) {
        for (const int v : reach)
            if (canPlace(rank, t.v[static_cast<std::size_t>(v)]))
                return true;
        return false;
    };
    for (const int r : { reach[0], p }) {
        const int n = t.ridge[static_cast<std::size_t>(r)];
        if (n > 0 && fitsSomewhere(m_ridge[static_cast<std::size_t>(r)][static_cast<std::size_t>(n - 1)]))
            return true;
    }
    return t.peak > 0 && (t.ridge[static_cast<std::size_t>(reach[0])] == 0 || t.ridge[static_cast<std::size_t>(p)] == 0)
        && fitsSomewhere(m_peak[t.peak - 1u]);
}

bool Solver::expand(const Table &t, Action *winning, const Action *via, const Table *parent)
{
    const int p = t.pos;
    const int reach[3] = { wrap(p - 1), p, wrap(p + 1) };
    const std::size_t first = m_pool.size();
    // Pointless orders: a move between valleys p and p + 1 (both reached by the next position
    // too) followed at once by a draw into valley p - 1 is the draw followed by the next
    // position's move; and followed by a pass it only matters when it closed the last draw.
    // Those lines are left to the other order, which the search tries anyway.
    const bool peerMove = via && via->kind == Action::Kind::Move && via->from != reach[0] && via->to != reach[0];
    const bool skipDrawBehind = peerMove;
    const bool skipPass = peerMove && parent && !canDrawAt(*parent);

    // Moves between the three reached valleys.
    for (const int a : reach) {
        const int n = cardCount(t.v[static_cast<std::size_t>(a)]);
        for (const int b : reach) {
            if (a == b)
                continue;
            for (int k = 1; k <= n; ++k) {
                Table c = t;
                if (!moveBlock(c.v[static_cast<std::size_t>(a)], c.v[static_cast<std::size_t>(b)], k)) {
                    if (t.v[static_cast<std::size_t>(b)] != 0)
                        break;   // a bigger block has a higher bottom: it will not fit either
                    continue;
                }
                if (!m_seen.contains(c.key()))
                    m_pool.push_back({ c, Action::move(k, a, b), score(c) });
            }
        }
    }
    // Draws: the outer cards of the position's two ridges, and the peak's top through an
    // empty one of them.
    bool canDraw = false;
    auto drawFrom = [&](int from, int rank) {
        for (const int target : reach) {
            const Mask m = t.v[static_cast<std::size_t>(target)];
            if (!canPlace(rank, m))
                continue;
            canDraw = true;
            Table c = t;
            c.v[static_cast<std::size_t>(target)] = place(rank, m);
            if (from == kPeak)
                --c.peak;
            else
                --c.ridge[static_cast<std::size_t>(from)];
            c.pos = static_cast<std::uint8_t>(wrap(p + 1));
            if (allEmpty(c.v) && c.mountainEmpty()) {
                *winning = Action::draw(from, target);
                return true;
            }
            if (!(skipDrawBehind && target == reach[0]) && !m_seen.contains(c.key()))
                m_pool.push_back({ c, Action::draw(from, target), score(c) + 3 });
        }
        return false;
    };
    for (const int r : { reach[0], p }) {
        const int n = t.ridge[static_cast<std::size_t>(r)];
        if (n > 0 && drawFrom(r, m_ridge[static_cast<std::size_t>(r)][static_cast<std::size_t>(n - 1)]))
            return true;
    }
    if (t.peak > 0 && (t.ridge[static_cast<std::size_t>(reach[0])] == 0 || t.ridge[static_cast<std::size_t>(p)] == 0)
        && drawFrom(kPeak, m_peak[t.peak - 1u]))
        return true;
    if (!canDraw && !skipPass) {
        Table c = t;
        c.pos = static_cast<std::uint8_t>(wrap(p + 1));
        if (!m_seen.contains(c.key()))
            m_pool.push_back({ c, Action::pass(), score(c) - 5 });
    }
    if (m_noise > 0)
        for (std::size_t i = first; i < m_pool.size(); ++i)
            m_pool[i].score += m_rng.belowInt(m_noise);
    std::stable_sort(m_pool.begin() + static_cast<std::ptrdiff_t>(first), m_pool.end(),
                     [](const Child &x, const Child &y) { return x.score > y.score; });
    return false;
}

SearchResult Solver::run(const Table &start, int total)
{
    m_total = total;
    SearchResult result;
    auto verdict = [&](Ending e) {
        result.verdict = e == Ending::Won ? SearchResult::Verdict::Yes
            : e == Ending::No               ? SearchResult::Verdict::No
                                            : SearchResult::Verdict::Unknown;
        result.nodes = m_nodes;
        result.outOfMemory = m_outOfMemory;
        result.peakBytes = m_peakBytes;
        return result;
    };
    if (start.mountainEmpty())
        return verdict(clearValleys(start, &result.line));

    std::vector<Frame> stack;
    auto chosen = [&]() {
        for (const Frame &f : stack)
            result.line.push_back(m_pool[f.next - 1].action);
    };
    auto push = [&](const Table &t, const Action *via, const Table *parent) {
        Action winning;
        const auto begin = static_cast<std::uint32_t>(m_pool.size());
        if (expand(t, &winning, via, parent)) {
            chosen();
            result.line.push_back(winning);
            return true;
        }
        stack.push_back({ t, begin, static_cast<std::uint32_t>(m_pool.size()), begin });
        return false;
    };
    m_seen.insert(start.key());
    ++m_nodes;
    if (push(start, nullptr, nullptr))
        return verdict(Ending::Won);
    while (!stack.empty()) {
        Frame &top = stack.back();
        if (top.next >= top.end) {
            m_pool.resize(top.begin);
            stack.pop_back();
            continue;
        }
        const Child child = m_pool[top.next++];
        const std::size_t stackBytes = stack.capacity() * sizeof(Frame);
        // Memory: before the visited set doubles (a rare moment, so the check costs nothing
        // per node otherwise), and every 1024 nodes for the rest (the children's pool grows
        // with the depth).
        if (m_seen.growsOnInsert() && !m_seen.contains(child.t.key()) && !fits(stackBytes, 2 * m_seen.bytes()))
            return verdict(Ending::Unknown);
        if (!m_seen.insert(child.t.key()))
            continue;
        if (++m_nodes >= m_budget)
            return verdict(Ending::Unknown);
        if ((m_nodes & 1023) == 0 && (!fits(stackBytes) || stopRequested()))
            return verdict(Ending::Unknown);
        if (child.action.kind != Action::Kind::Move) {
            // A new turn starts: the game checks for a dead table here, and with the
            // mountain gone only moves are left.
            if (child.t.mountainEmpty()) {
                std::vector<Action> tail;
                const Ending e = clearValleys(child.t, &tail);
                if (e == Ending::Won) {
                    chosen();
                    result.line.insert(result.line.end(), tail.begin(), tail.end());
                    return verdict(Ending::Won);
                }
                if (spent())
                    return verdict(Ending::Unknown);
                continue;
            }
            if (dead(child.t))
                continue;
            const int mountain = child.t.mountain();
            if (mountain < m_best->mountain || (mountain == m_best->mountain && child.score > m_best->score)) {
                m_best->mountain = mountain;
                m_best->score = child.score;
                m_best->line.clear();
                for (const Frame &f : stack)
                    m_best->line.push_back(m_pool[f.next - 1].action);
            }
        }
        const Table parent = stack.back().t;
        if (push(child.t, &child.action, &parent))
            return verdict(Ending::Won);
    }
    return verdict(m_incomplete ? Ending::Unknown : Ending::No);
}

} // namespace

// The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... (i from 1): restart lengths that
// waste at most a logarithmic factor whatever the distribution of run lengths.
long luby(long i)
{
    for (long k = 1;; ++k) {
        if (i == (1L << k) - 1)
            return 1L << (k - 1);
        if (i < (1L << k) - 1)
            return luby(i - (1L << (k - 1)) + 1);
    }
}

} // namespace felt::mountain::search

namespace felt::mountain {

SearchResult State::solve(long budget, std::size_t maxBytes) const
{
    SearchResult result;
    if (m_status != Status::Playing) {
        result.verdict = m_status == Status::Won ? SearchResult::Verdict::Yes : SearchResult::Verdict::No;
        return result;
    }
    // The solver's tables live in an unnamed namespace; search::Table is reachable here.
    search::Table start;
    for (int i = 0; i < kPositions; ++i) {
        start.v[static_cast<std::size_t>(i)] = search::pileMask(m_valleys[static_cast<std::size_t>(i)]);
        start.ridge[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(m_ridges[static_cast<std::size_t>(i)].size());
    }
    start.peak = static_cast<std::uint8_t>(m_peak.size());
    start.pos = static_cast<std::uint8_t>(m_position);
    int total = static_cast<int>(m_peak.size());
    for (int i = 0; i < kPositions; ++i)
        total += static_cast<int>(m_ridges[static_cast<std::size_t>(i)].size() + m_valleys[static_cast<std::size_t>(i)].size());
    // A deal whose first dive goes wrong early can take one order a very long time while
    // another order wins at once, so the search runs several times: first in the plain
    // order (10,000 nodes: it settles most deals and the positions near the end), then in
    // orders nudged at random with runs of growing length (2,000 nodes times the Luby
    // sequence) until three quarters of the budget are spent, then once more in the plain
    // order with the rest, for proofs that need more. Every run is complete in itself:
    // whichever ends first decides. The schedule does not depend on the budget, so a
    // bigger budget finds the same line as a smaller one whenever the smaller finds one
    // (bots of different levels then agree on the plan).
    budget = std::max(1L, budget);
    long spent = 0;
    search::Best best;
    best.mountain = start.mountain();
    bool outOfMemory = false;
    std::size_t peakBytes = 0;
    auto attempt = [&](long nodes, int noise, std::uint64_t seed) {
        search::Solver solver(m_peak, m_ridges, std::max(1L, nodes), maxBytes, &best, noise, seed);
        result = solver.run(start, total);
        spent += std::max(1L, result.nodes);
        result.nodes = spent;
        outOfMemory = outOfMemory || result.outOfMemory;
        peakBytes = std::max(peakBytes, result.peakBytes);
        result.outOfMemory = outOfMemory;
        result.peakBytes = peakBytes;
        return result.verdict != SearchResult::Verdict::Unknown;
    };
    constexpr long kFirst = 10000;
    constexpr long kSlice = 2000;
    if (attempt(std::min(budget, kFirst), 0, 0))
        return result;
    Rng seeds(0x4D6F756E7461696EULL);   // "Mountain": the same restarts on every machine
    // A stop (core/stop.h) ends every run at once: no more runs, the answer is unknown.
    for (long i = 1; spent < budget - budget / 4 && !stopRequested(); ++i) {
        if (attempt(std::min(kSlice * search::luby(i), budget - budget / 4 - spent), 4, seeds.next()))
            return result;
    }
    if (budget - spent > kFirst && !stopRequested() && attempt(budget - spent, 0, 0))
        return result;
    result.verdict = SearchResult::Verdict::Unknown;
    result.line.clear();
    result.bestLine = best.line;
    result.outOfMemory = outOfMemory;
    result.peakBytes = peakBytes;
    return result;
}

} // namespace felt::mountain
