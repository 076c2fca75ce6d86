// Bot-only matches for `felt-cli play`: typed, no strings, no allocation per action once
// warm. Game g of a match is dealt with seed + g; bots draw from their own generator.
#pragma once

#include "registry.h"
#include "rng.h"
#include "timesummary.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <string_view>
#include <thread>
#include <vector>

namespace felt {

namespace detail {

struct MatchTally {
    std::vector<std::vector<long>> places;          // [seat][place] -> count
    std::vector<double> scoreSums;                  // [seat] -> sum of scores (games with scores)
    std::array<TimeSummary, 4> decisionMs;          // per BotLevel: a fixed size, however many
    long actions = 0;
    long games = 0;
    long unfinished = 0;
};

// `scoreKey`: the per-seat mean's key ("meanScore", "meanPenalties"), empty for games
// without scores.
Value matchSummary(const MatchConfig &config, std::vector<MatchTally> &tallies, double seconds, bool cooperative,
                   std::string_view scoreKey = {});

// A level's decision times as `felt-cli play` prints them: decisions, median, p95, max.
Value decisionTimes(const TimeSummary &times);

// Runs worker(0) to worker(jobs - 1), each on a thread of its own (a single job on this
// thread); the wall time in seconds.
template <class Worker>
double runWorkers(int jobs, Worker &worker)
{
    const auto start = std::chrono::steady_clock::now();
    if (jobs == 1) {
        worker(0);
    } else {
        std::vector<std::thread> threads;
        for (int j = 0; j < jobs; ++j)
            threads.emplace_back(std::ref(worker), j);
        for (auto &t : threads)
            t.join();
    }
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace detail

// Plays one game from `state` to its end (or `actionLimit` actions): each seat's action
// from its kind in `seats`, every bot drawing from `rng`; each bot decision's time is
// added to decisionMs[level]. Returns the number of actions. Shared by `felt-cli play`
// (runMatch) and `felt-cli arena` (arena.h), so the same seed and seats play the same game.
template <class Traits>
long playOneGame(typename Traits::State &state, const std::vector<BotLevel> &seats, Rng &rng,
                 typename Traits::ActionList &legal, long actionLimit, std::array<TimeSummary, 4> &decisionMs)
{
    using Action = typename Traits::Action;
    long count = 0;
    while (!state.isOver() && count < actionLimit) {
        const Seat seat = state.actors().first();
        const BotLevel level = seats[static_cast<std::size_t>(seat)];
        Action action;
        if (level == BotLevel::Random) {
            // Uniform over the legal actions; a game may do it without the list.
            if constexpr (requires { state.randomAction(seat, rng, legal); }) {
                action = state.randomAction(seat, rng, legal);
            } else {
                state.legalActions(seat, legal);
                action = legal[rng.below(legal.size())];
            }
        } else {
            state.legalActions(seat, legal);
            const auto t0 = std::chrono::steady_clock::now();
            action = Traits::choose(state.view(seat), legal, level, rng);
            const auto t1 = std::chrono::steady_clock::now();
            decisionMs[static_cast<std::size_t>(level)].add(std::chrono::duration<double, std::milli>(t1 - t0).count());
        }
        state.apply(seat, action, nullptr);
        ++count;
    }
    return count;
}

// The bots' generator for the game dealt with `seed` (play and arena alike).
inline Rng matchBotRng(std::uint64_t seed)
{
    std::uint64_t mix = seed ^ 0x5EEDF00DULL;
    return Rng(Rng::splitMix64(mix));
}

// Plays config.games games of the game whose Traits are given; `makeState(seed)` deals one.
// Optional in Traits: kCooperative and won(state) (the table wins or loses together);
// kScoreKey ("meanScore", "meanPenalties") and scores(state) -> std::vector<double> per seat.
template <class Traits, class MakeState>
Value runMatch(const MatchConfig &config, MakeState makeState, long actionLimit = 200000)
{
    using State = typename Traits::State;
    using ActionList = typename Traits::ActionList;

    const int jobs = std::clamp(config.jobs, 1, 64);
    std::vector<detail::MatchTally> tallies(static_cast<std::size_t>(jobs));
    auto worker = [&](int job) {
        detail::MatchTally &tally = tallies[static_cast<std::size_t>(job)];
        tally.places.assign(static_cast<std::size_t>(config.players),
                            std::vector<long>(static_cast<std::size_t>(std::max(config.players, 2)), 0));
        tally.scoreSums.assign(static_cast<std::size_t>(config.players), 0.0);
        ActionList legal;
        for (int g = job; g < config.games; g += jobs) {
            const std::uint64_t seed = config.seed + static_cast<std::uint64_t>(g);
            State state = makeState(seed);
            Rng rng = matchBotRng(seed);
            const long count = playOneGame<Traits>(state, config.seats, rng, legal, actionLimit, tally.decisionMs);
            tally.actions += count;
            ++tally.games;
            if (!state.isOver()) {
                ++tally.unfinished;
                continue;
            }
            if constexpr (requires { Traits::kCooperative; }) {
                // The table wins or loses together: place 0 for a win, 1 for a loss.
                const int place = Traits::won(state) ? 0 : 1;
                for (int s = 0; s < config.players; ++s)
                    ++tally.places[static_cast<std::size_t>(s)][static_cast<std::size_t>(place)];
                continue;
            }
            const std::vector<int> places = Traits::places(state);
            for (int s = 0; s < config.players; ++s)
                ++tally.places[static_cast<std::size_t>(s)][static_cast<std::size_t>(places[static_cast<std::size_t>(s)])];
            if constexpr (requires { Traits::kScoreKey; }) {
                const std::vector<double> scores = Traits::scores(state);
                for (int s = 0; s < config.players; ++s)
                    tally.scoreSums[static_cast<std::size_t>(s)] += scores[static_cast<std::size_t>(s)];
            }
        }
    };
    const double seconds = detail::runWorkers(jobs, worker);
    std::string_view scoreKey;
    if constexpr (requires { Traits::kScoreKey; })
        scoreKey = Traits::kScoreKey;
    return detail::matchSummary(config, tallies, seconds, requires { Traits::kCooperative; }, scoreKey);
}

} // namespace felt
