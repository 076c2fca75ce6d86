// Information-set Monte Carlo search for hidden-information games, in its determinized
// (flat) form: the search bots of Shithead and, later, the other games that hide cards.
//
// One decision:
//   - a determinization is a full state consistent with what the seat sees (the game's
//     sampler draws the hidden cards); each one is played out to the end by a rollout
//     policy (usually the game's normal heuristic bot, for every seat);
//   - every candidate action is tried on the same determinization with the same rollout
//     random stream (common random numbers), so the comparison between candidates is
//     not drowned in the noise of the deal;
//   - the budget (a number of rollouts and of simulated actions, whichever runs out first)
//     is spread by sequential halving: each round gives every surviving candidate the same
//     determinizations and keeps the better half by mean outcome, so clearly bad candidates
//     stop costing time early;
//   - optionally (SearchBudget::baselineZ) the first candidate, the game's heuristic choice,
//     is a baseline that survives every round and that the winner must beat by a margin
//     measured in standard errors of the paired differences.
// The search is deterministic for a given Rng state and allocates nothing once its buffers
// are warm (keep one DeterminizedSearch per thread and reuse it); a StopScope (core/stop.h)
// on the thread ends it at its next determinization (for work whose answer is dropped).
// Playouts take turns as felt-cli's matches do (core/botstep.h): seats with an opportunity
// (a State with mustAct()) are offered it through `react`, then the first seat that must act
// acts; where several seats may act at once, the first. A playout ends as soon as `outcome`
// says the seat's result is decided (in Shithead: once it is out).
//
// The game supplies, as template parameters:
//   State        a value type with actors(), legalActions(seat, ActionList &),
//                apply(seat, action, nullptr), isOver();
//   Action, ActionList (a vector-like list of Action), View;
// and, as callables:
//   sample(const View &, Rng &) -> State                 a determinization;
//   policy(const State &, Seat, const ActionList &legal, Rng &) -> Action
//                                                        the rollout policy;
//   outcome(const State &, Seat, bool final) -> std::optional<double>
//                                                        the seat's score (higher is better)
//                                                        once it is decided, nullopt while it
//                                                        is not; with final = true (the
//                                                        rollout cap) it must estimate one;
//   optionally react(const State &, Seat, const ActionList &legal, Rng &) -> std::optional<Action>
//                                                        a seat's answer to an opportunity
//                                                        (default: it never takes one).
#pragma once

#include "core/botstep.h"
#include "core/rng.h"
#include "core/seats.h"
#include "core/stop.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace felt::bots {

// The default `react` of a search: opportunities are never taken.
struct NoReact {
    template <class State, class ActionList, class Rng>
    auto operator()(const State &, Seat, const ActionList &, Rng &) const -> std::optional<typename ActionList::value_type>
    {
        return std::nullopt;
    }
};

// The work one decision may do. Both limits are counts, never clocks, so a search gives
// the same answer on every machine; the action limit keeps long games (many players, two
// decks) from taking many times longer than short ones.
struct SearchBudget {
    int rollouts = 2000;                 // playouts for one decision, over all candidates
    long simulatedActions = 400000;      // actions applied in all playouts together
    int maxRolloutActions = 4000;        // defensive cap on one playout
    // When > 0: candidate 0 (the game's own preference) is a baseline that survives every
    // round, and another candidate wins only when its mean paired difference over the
    // baseline (same determinization, same rollout stream) is at least this many standard
    // errors above 0. Noisy playouts then cost the game's heuristic nothing on average:
    // the search overrides it only where it has evidence.
    double baselineZ = 0;
};

template <class State, class Action, class ActionList, class View>
class DeterminizedSearch {
public:
    // Returns the index into `candidates` of the action with the best mean outcome for
    // `seat` (candidates must all be legal for the seat in every state sampled from `view`).
    template <class Sample, class Policy, class Outcome, class React = NoReact>
    std::size_t choose(const View &view, Seat seat, std::span<const Action> candidates, Rng &rng,
                       const SearchBudget &budget, Sample &&sample, Policy &&policy, Outcome &&outcome,
                       React &&react = React {})
    {
        const std::size_t k = candidates.size();
        if (k <= 1)
            return 0;
        m_sum.assign(k, 0.0);
        m_count.assign(k, 0);
        m_diffSum.assign(k, 0.0);
        m_diffSquares.assign(k, 0.0);
        m_last.assign(k, 0.0);
        const bool baseline = budget.baselineZ > 0;
        m_baseline = baseline;
        m_alive.resize(k);
        for (std::size_t i = 0; i < k; ++i)
            m_alive[i] = i;

        int rounds = 0;
        for (std::size_t n = k; n > 1; n = (n + 1) / 2)
            ++rounds;
        const long roundRollouts = std::max(1, budget.rollouts / rounds);
        const long roundActions = std::max(1L, budget.simulatedActions / rounds);
        m_simulated = 0;

        for (int round = 0; round < rounds && m_alive.size() > 1 && !stopRequested(); ++round) {
            // Every survivor meets the same determinizations, as many as the round affords
            // (at least one).
            runRound(view, seat, candidates, rng, budget, roundRollouts, roundActions, sample, policy, outcome, react);
            // Keep the better half (stable: ties keep the earlier candidate, the game's
            // preferred order).
            std::stable_sort(m_alive.begin(), m_alive.end(), [&](std::size_t a, std::size_t b) { return mean(a) > mean(b); });
            const std::size_t keep = (m_alive.size() + 1) / 2;
            if (baseline && keep > 1 && std::find(m_alive.begin(), m_alive.begin() + static_cast<std::ptrdiff_t>(keep), 0) == m_alive.begin() + static_cast<std::ptrdiff_t>(keep))
                m_alive[keep - 1] = 0;   // the baseline stays in
            m_alive.resize(keep);
        }
        if (!baseline || m_alive.front() == 0)
            return m_alive.front();
        // The best challenger against the baseline, paired.
        const std::size_t best = m_alive.front();
        if (m_count[best] < 2)
            return 0;
        const double gain = diffMean(best);
        const double error = diffError(best);
        return gain > 0 && gain >= budget.baselineZ * error ? best : 0;
    }

    // Rates every candidate on the same determinizations, with no halving: each gets the same
    // samples and rollout streams, as many as `budget` affords (at least one). For a second
    // opinion on given actions (a game review); mean(i) then holds each candidate's rating.
    template <class Sample, class Policy, class Outcome, class React = NoReact>
    void evaluate(const View &view, Seat seat, std::span<const Action> candidates, Rng &rng,
                  const SearchBudget &budget, Sample &&sample, Policy &&policy, Outcome &&outcome,
                  React &&react = React {})
    {
        const std::size_t k = candidates.size();
        m_sum.assign(k, 0.0);
        m_count.assign(k, 0);
        m_last.assign(k, 0.0);
        m_diffSum.assign(k, 0.0);
        m_diffSquares.assign(k, 0.0);
        m_baseline = false;   // no baseline: every candidate is rated alike
        m_alive.resize(k);
        for (std::size_t i = 0; i < k; ++i)
            m_alive[i] = i;
        m_simulated = 0;
        if (k == 0)
            return;
        runRound(view, seat, candidates, rng, budget, std::max(1, budget.rollouts), std::max(1L, budget.simulatedActions),
                 sample, policy, outcome, react);
    }

    // Mean outcome of candidate i in the last search (for tests and tuning).
    double mean(std::size_t i) const { return m_count[i] ? m_sum[i] / m_count[i] : -1e300; }
    // With budget.baselineZ: candidate i's mean paired difference over candidate 0 in the
    // last search, and that mean's standard error.
    double diffMean(std::size_t i) const { return m_count[i] ? m_diffSum[i] / m_count[i] : 0; }
    double diffError(std::size_t i) const
    {
        const double n = m_count[i];
        if (n < 2)
            return 0;
        const double m = m_diffSum[i] / n;
        return std::sqrt(std::max(0.0, (m_diffSquares[i] - n * m * m) / (n - 1)) / n);
    }
    int samples(std::size_t i) const { return m_count[i]; }
    // Actions applied in the playouts of the last search.
    long simulatedActions() const { return m_simulated; }

private:
    // Plays every candidate still alive out on shared determinizations until the round's
    // rollouts or simulated actions are spent (at least one determinization).
    template <class Sample, class Policy, class Outcome, class React>
    void runRound(const View &view, Seat seat, std::span<const Action> candidates, Rng &rng, const SearchBudget &budget,
                  long roundRollouts, long roundActions, Sample &sample, Policy &policy, Outcome &outcome, React &react)
    {
        long rollouts = 0;
        const long actionsAtStart = m_simulated;
        do {
            const State det = sample(view, rng);
            const std::uint64_t rolloutSeed = rng.next();
            for (const std::size_t i : m_alive) {
                State s = det;
                s.apply(seat, candidates[i], nullptr);
                Rng rolloutRng(rolloutSeed);
                m_last[i] = playOut(s, seat, rolloutRng, budget, policy, outcome, react);
                m_sum[i] += m_last[i];
                ++m_count[i];
            }
            if (m_baseline) {
                for (const std::size_t i : m_alive) {
                    const double d = m_last[i] - m_last[0];
                    m_diffSum[i] += d;
                    m_diffSquares[i] += d * d;
                }
            }
            rollouts += static_cast<long>(m_alive.size());
        } while (rollouts + static_cast<long>(m_alive.size()) <= roundRollouts
                 && m_simulated - actionsAtStart < roundActions && !stopRequested());
    }

    template <class Policy, class Outcome, class React>
    double playOut(State &s, Seat seat, Rng &rng, const SearchBudget &budget, Policy &policy, Outcome &outcome, React &react)
    {
        Seat last = seat;   // the candidate was the searching seat's action
        for (int step = 0; step < budget.maxRolloutActions; ++step) {
            if (const std::optional<double> score = outcome(static_cast<const State &>(s), seat, false))
                return *score;
            if (s.isOver())
                break;
            const Seat taker = offerOpportunities(s, last, m_legal, [&](Seat who, const ActionList &legal) {
                return react(static_cast<const State &>(s), who, legal, rng);
            });
            if (taker >= 0) {
                last = taker;
                ++m_simulated;
                continue;
            }
            const Seat actor = mustActOf(s).first();
            s.legalActions(actor, m_legal);
            if (m_legal.empty())
                break;
            const Action a = policy(static_cast<const State &>(s), actor, static_cast<const ActionList &>(m_legal), rng);
            s.apply(actor, a, nullptr);
            last = actor;
            ++m_simulated;
        }
        return outcome(static_cast<const State &>(s), seat, true).value_or(0.0);
    }

    ActionList m_legal;
    std::vector<double> m_sum;
    std::vector<int> m_count;
    std::vector<double> m_diffSum;       // per candidate: paired differences over candidate 0
    std::vector<double> m_diffSquares;
    std::vector<double> m_last;          // the current determinization's outcomes
    bool m_baseline = false;             // choose() with budget.baselineZ
    std::vector<std::size_t> m_alive;
    long m_simulated = 0;
};

} // namespace felt::bots
