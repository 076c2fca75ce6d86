// The generic determinized search (bots/ismcts.h) on a toy game whose answer is known:
// it finds the best action, is deterministic for a seed, keeps to its budget and stops
// playouts that would never end. Engine only; no timings.
#include "check.h"
#include "bots/ismcts.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::test;

namespace {

// A hidden number x in 0..9 (the seat sees nothing of it). Action 0 always scores 0.3;
// action 1 wins when x >= 5 (0.5); action 2 when x >= 2 (0.8, the best); action 3 when x == 9;
// action 4 when x < 5 (0.5, as good as action 1).
// After the choice the seat makes `tail` filler moves before the game ends (never, when
// `endless`).
struct ToyView {
    bool endless = false;
    int tail = 3;
};

struct ToyState {
    int x = 0;
    int chosen = -1;
    int moves = 0;
    bool endless = false;
    int tail = 3;

    SeatSet actors() const { return SeatSet::single(0); }
    void legalActions(Seat, std::vector<int> &out) const { out.assign({ 0, 1, 2, 3 }); }
    void apply(Seat, const int &action, std::nullptr_t)
    {
        if (chosen < 0)
            chosen = action;
        else
            ++moves;
    }
    bool isOver() const { return chosen >= 0 && !endless && moves >= tail; }
    double payoff() const
    {
        switch (chosen) {
        case 0: return 0.3;
        case 1: return x >= 5 ? 1.0 : 0.0;
        case 2: return x >= 2 ? 1.0 : 0.0;
        case 3: return x == 9 ? 1.0 : 0.0;
        case 4: return x < 5 ? 1.0 : 0.0;
        }
        return 0.0;
    }
};

using Search = bots::DeterminizedSearch<ToyState, int, std::vector<int>, ToyView>;

std::size_t run(Search &search, const ToyView &view, std::uint64_t seed, const bots::SearchBudget &budget,
                const std::vector<int> &candidates = { 0, 1, 2, 3 })
{
    Rng rng(seed);
    return search.choose(
        view, 0, std::span<const int>(candidates), rng, budget,
        [](const ToyView &v, Rng &r) {
            ToyState s;
            s.x = r.belowInt(10);
            s.endless = v.endless;
            s.tail = v.tail;
            return s;
        },
        [](const ToyState &, Seat, const std::vector<int> &legal, Rng &r) { return legal[r.below(legal.size())]; },
        [](const ToyState &s, Seat, bool final) -> std::optional<double> {
            if (s.isOver() || final)
                return s.payoff();
            return std::nullopt;
        });
}

} // namespace

int main()
{
    Search search;
    const bots::SearchBudget budget { 2000, 1000000, 50 };

    const ToyView view;
    const std::size_t pick = run(search, view, 1, budget);
    check(pick == 2, "the search picked action " + std::to_string(pick) + ", not the best (2)");
    check(search.samples(2) > search.samples(3), "sequential halving gave the worst action as many samples as the best");
    for (std::uint64_t seed = 2; seed < 12; ++seed) {
        Search a;
        Search b;
        const std::size_t first = run(a, view, seed, budget);
        const std::size_t second = run(b, view, seed, budget);
        check(first == second && a.mean(first) == b.mean(second), "seed " + std::to_string(seed) + ": two searches differ");
        check(first == 2, "seed " + std::to_string(seed) + ": picked " + std::to_string(first));
    }

    // The action budget holds (within one determinization's playouts: 4 candidates x 3 moves).
    const bots::SearchBudget small { 100000, 600, 50 };
    run(search, view, 3, small);
    check(search.simulatedActions() <= 600 + 4 * 3, "the search simulated " + std::to_string(search.simulatedActions()) + " actions on a budget of 600");

    // Playouts that never end stop at the cap and are scored as final.
    ToyView endless;
    endless.endless = true;
    const bots::SearchBudget capped { 400, 1000000, 20 };
    const std::size_t endlessPick = run(search, endless, 4, capped);
    check(endlessPick == 2, "endless playouts: picked " + std::to_string(endlessPick));
    check(search.simulatedActions() <= 400L * 20, "endless playouts ran past their cap");

    // A baseline (candidate 0) survives every round and still loses to a clearly better action.
    bots::SearchBudget gated = budget;
    gated.baselineZ = 1.0;
    const std::size_t gatedPick = run(search, view, 1, gated);
    check(gatedPick == 2, "with a baseline the search picked action " + std::to_string(gatedPick) + ", not the best (2)");
    check(search.samples(0) >= search.samples(2), "the baseline left the search before the last round");
    check(search.diffMean(2) > 0.3 && search.diffError(2) > 0, "the best action's paired gain over the baseline is wrong");
    // Between two equally good actions the search without a gate follows the noise; with a
    // gate of three standard errors it keeps the baseline (the game's own preference).
    const bots::SearchBudget few { 40, 1000000, 50 };
    bots::SearchBudget fewGated = few;
    fewGated.baselineZ = 3.0;
    int ungatedSwitches = 0;
    for (std::uint64_t seed = 2; seed < 22; ++seed) {
        ungatedSwitches += run(search, view, seed, few, { 1, 4 }) != 0;
        const std::size_t kept = run(search, view, seed, fewGated, { 1, 4 });
        check(kept == 0, "seed " + std::to_string(seed) + ": a gated search left the baseline for an equal action");
    }
    check(ungatedSwitches > 0, "the ungated search never left candidate 0: the gate test proves nothing");

    // evaluate(): every candidate on the same determinizations, no halving; the means are the
    // payoffs' expectations (0.3, 0.5, 0.8, 0.1), close for a large budget, in the right order.
    {
        static const std::vector<int> candidates { 0, 1, 2, 3 };
        Rng rng(7);
        Search rate;
        rate.evaluate(
            view, 0, std::span<const int>(candidates), rng, bots::SearchBudget { 4000, 1000000, 50 },
            [](const ToyView &v, Rng &r) {
                ToyState s;
                s.x = r.belowInt(10);
                s.tail = v.tail;
                return s;
            },
            [](const ToyState &, Seat, const std::vector<int> &legal, Rng &r) { return legal[r.below(legal.size())]; },
            [](const ToyState &s, Seat, bool final) -> std::optional<double> {
                if (s.isOver() || final)
                    return s.payoff();
                return std::nullopt;
            });
        check(rate.samples(0) == 1000 && rate.samples(3) == 1000, "evaluate: the candidates were not sampled alike");
        const double expected[] { 0.3, 0.5, 0.8, 0.1 };
        for (std::size_t i = 0; i < 4; ++i)
            check(std::abs(rate.mean(i) - expected[i]) < 0.05,
                  "evaluate: candidate " + std::to_string(i) + " rated " + std::to_string(rate.mean(i)));
        check(rate.mean(2) > rate.mean(1) && rate.mean(1) > rate.mean(0) && rate.mean(0) > rate.mean(3), "evaluate: wrong order");
    }

    // A stop flag set on this thread ends a search after its first determinization.
    {
        std::atomic<bool> stop { true };
        const StopScope scope(&stop);
        Search stopped;
        run(stopped, view, 5, bots::SearchBudget { 100000, 100000000, 50 });
        check(stopped.simulatedActions() <= 4 * 3, "a stopped search went on: " + std::to_string(stopped.simulatedActions()) + " actions");
    }
    {
        Search free;
        run(free, view, 5, budget);
        check(free.simulatedActions() > 4 * 3, "a search stopped without a stop flag set");
    }

    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    std::printf("all checks held\n");
    return 0;
}
