// Bot-only matches for `felt-cli play`: typed, no strings, no allocation per action once
// warm. Game g of a match is dealt with seed + g; bots draw from their own generator.
#pragma once

#include "botstep.h"
#include "registry.h"
#include "rng.h"
#include "timesummary.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <thread>
#include <vector>

namespace felt {

namespace detail {

struct MatchTally {
    std::vector<std::vector<long>> places;          // [seat][place] -> count
    std::vector<double> scoreSums;                  // [seat] -> sum of scores (games with scores)
    std::array<TimeSummary, kBotLevels> decisionMs; // per BotLevel: a fixed size, however many
    long actions = 0;
    long games = 0;
    long unfinished = 0;
};

// `scoreKey`: the per-seat mean's key ("meanScore", "meanPenalties"), empty for games
// without scores. `extra` (not null): the game's own counts, last, under `extraKey`.
Value matchSummary(const MatchConfig &config, std::vector<MatchTally> &tallies, double seconds, bool cooperative,
                   std::string_view scoreKey = {}, std::string_view extraKey = {}, Value extra = Value());

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

// A game's own counts over bot-only games, when its Traits offer `struct Watch` (and
// `kWatchKey`, the summary's key for them): felt-cli play and arena add watch.value() to their
// summary under that key unless it is null. A Watch is default-constructible and offers
//   void start(const State &, const std::vector<BotLevel> &seats);   // a game begins
//   void after(const State &, Seat, const Action &);                 // after each action
//   void finish(const State &);                                      // the game has ended (or stopped)
//   void merge(const Watch &);                                       // another job's counts
//   Value value() const;
// Counts must not depend on the order of games (jobs play them in any order).
namespace detail {
struct NoWatch {
    template <class... T>
    void start(const T &...) { }
    template <class... T>
    void after(const T &...) { }
    template <class... T>
    void finish(const T &...) { }
    void merge(const NoWatch &) { }
    Value value() const { return Value(); }
};
template <class Traits>
struct WatchOf {
    using type = NoWatch;
};
template <class Traits>
    requires requires { typename Traits::Watch; }
struct WatchOf<Traits> {
    using type = typename Traits::Watch;
};
template <class Traits>
constexpr std::string_view watchKey()
{
    if constexpr (requires { Traits::kWatchKey; })
        return Traits::kWatchKey;
    else
        return {};
}
} // namespace detail
template <class Traits>
using WatchOf = typename detail::WatchOf<Traits>::type;

// The generator of one seat's answers to opportunities (core/botstep.h) in the game dealt with
// `seed`: each seat has its own, so whether one seat takes an opportunity never shifts another's
// choices.
inline Rng matchSeatRng(std::uint64_t seed, Seat seat)
{
    std::uint64_t mix = seed ^ 0xCA115EA7ULL ^ (static_cast<std::uint64_t>(seat + 1) << 56);
    return Rng(Rng::splitMix64(mix));
}

// The oracle's decision for `seat` (BotLevel::Oracle): Traits::oracle(state, seat, legal, rng),
// the hard player's search given the true state, where the game offers it; else hard's
// choice from the seat's view (a game without hidden information has nothing more to see).
template <class Traits>
typename Traits::Action chooseOracle(const typename Traits::State &state, Seat seat, const typename Traits::ActionList &legal,
                                     Rng &rng)
{
    using Action = typename Traits::Action;
    const std::span<const Action> list(legal.data(), legal.size());
    if constexpr (requires(Rng &r) { Traits::oracle(state, seat, list, r); })
        return Traits::oracle(state, seat, list, rng);
    else
        return Traits::choose(state.view(seat), list, BotLevel::Hard, rng);
}

// Plays one game from `state` to its end (or `actionLimit` actions): each seat's action
// from its kind in `seats`; each bot decision's time is added to decisionMs[level]. Shared by
// `felt-cli play` (runMatch) and `felt-cli arena` (arena.h), so the same seed and seats play the
// same game. The seats the game waits for (core/botstep.h: mustAct) decide with
// Traits::choose (random: uniform; the oracle: chooseOracle), all drawing from `rng`. Seats
// with an opportunity are offered it after every action, in seat order from the left of the
// seat that acted (core/botstep.h), each deciding with Traits::react (random: uniform over
// its actions and doing nothing) and its own generator, matchSeatRng(seed, seat). Returns the
// number of actions.
template <class Traits, class Watch = detail::NoWatch>
long playOneGame(typename Traits::State &state, const std::vector<BotLevel> &seats, Rng &rng,
                 typename Traits::ActionList &legal, long actionLimit, std::array<TimeSummary, kBotLevels> &decisionMs,
                 std::uint64_t seed = 0, Watch *watch = nullptr)
{
    using Action = typename Traits::Action;
    using ActionList = typename Traits::ActionList;
    long count = 0;
    Seat last = -1;
    if (watch)
        watch->start(state, seats);
    // Opportunities: each seat's own generator, made when first needed.
    std::array<Rng, kMaxSeats> own;
    bool ownMade = false;
    Action taken {};
    auto react = [&](Seat seat, const ActionList &list) -> std::optional<Action> {
        if (!ownMade) {
            for (int s = 0; s < kMaxSeats; ++s)
                own[static_cast<std::size_t>(s)] = matchSeatRng(seed, s);
            ownMade = true;
        }
        Rng &r = own[static_cast<std::size_t>(seat)];
        const BotLevel level = seats[static_cast<std::size_t>(seat)];
        std::optional<Action> a;
        if (level == BotLevel::Random) {
            const std::uint64_t k = r.below(list.size() + 1);
            if (k < list.size())
                a = list[k];
        } else if constexpr (requires(const typename Traits::View &v, std::span<const Action> l, Rng &g) {
                                 Traits::react(v, l, BotLevel::Easy, g);
                             }) {
            // The oracle answers opportunities as hard does: from its view (it searches no
            // answer; its own decisions below get the true state).
            const auto t0 = std::chrono::steady_clock::now();
            a = Traits::react(state.view(seat), std::span<const Action>(list.data(), list.size()), viewLevel(level), r);
            const auto t1 = std::chrono::steady_clock::now();
            decisionMs[static_cast<std::size_t>(level)].add(std::chrono::duration<double, std::milli>(t1 - t0).count());
        }
        if (a)
            taken = *a;
        return a;
    };
    while (!state.isOver() && count < actionLimit) {
        const SeatSet must = mustActOf(state);
        if constexpr (requires { state.mustAct(); }) {
            if (!(must == state.actors())) {
                if (const Seat seat = offerOpportunities(state, last, legal, react); seat >= 0) {
                    ++count;
                    last = seat;
                    if (watch)
                        watch->after(state, seat, taken);
                    continue;
                }
            }
        }
        const Seat seat = must.first();
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
            if (level == BotLevel::Oracle)
                action = chooseOracle<Traits>(state, seat, legal, rng);
            else
                action = Traits::choose(state.view(seat), legal, level, rng);
            const auto t1 = std::chrono::steady_clock::now();
            decisionMs[static_cast<std::size_t>(level)].add(std::chrono::duration<double, std::milli>(t1 - t0).count());
        }
        state.apply(seat, action, nullptr);
        ++count;
        last = seat;
        if (watch)
            watch->after(state, seat, action);
    }
    if (watch)
        watch->finish(state);
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

    using Watch = WatchOf<Traits>;

    const int jobs = std::clamp(config.jobs, 1, 64);
    std::vector<detail::MatchTally> tallies(static_cast<std::size_t>(jobs));
    std::vector<Watch> watches(static_cast<std::size_t>(jobs));
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
            const long count = playOneGame<Traits>(state, config.seats, rng, legal, actionLimit, tally.decisionMs, seed,
                                                   &watches[static_cast<std::size_t>(job)]);
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
    for (std::size_t j = 1; j < watches.size(); ++j)
        watches.front().merge(watches[j]);
    return detail::matchSummary(config, tallies, seconds, requires { Traits::kCooperative; }, scoreKey,
                                detail::watchKey<Traits>(), watches.front().value());
}

} // namespace felt
