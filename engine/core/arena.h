// Duplicate-deal matches for `felt-cli arena`: one seat of level A against players - 1 seats
// of level B, or a whole seating (one level per seat). Each deal is played `players` times
// with A (or the seating) rotated through every seat (the same deal seed, and the same bot
// generator, for every rotation), so that the luck of the deal falls on every seat once and
// largely cancels. Deal d is dealt with seed + d and played exactly as `felt-cli play` plays
// its game with that seed and those seats.
#pragma once

#include "match.h"

namespace felt {

struct ArenaConfig {
    int players = 0;
    Value options = Value::object();
    BotLevel a = BotLevel::Normal;   // the one seat that rotates
    BotLevel b = BotLevel::Normal;   // every other seat
    // When not empty (one level per seat): the seating to rotate instead of A and B; in
    // rotation r the level at position p sits in seat (p + r) mod players.
    std::vector<BotLevel> seating;
    int deals = 1;
    std::uint64_t seed = 1;          // deal d uses seed + d
    int jobs = 1;
};

namespace detail {

// One game of an arena: deal d with A in seat `rotation`.
struct ArenaGame {
    bool finished = false;
    int placeA = 0;          // 0 = best (competitive games)
    double placesB = 0;      // the sum of the B seats' places, from 1 (competitive games)
    int winsB = 0;           // how many B seats took first place (competitive games)
    bool won = false;        // the table won (co-operative games)
    long actions = 0;
    std::array<std::int8_t, kMaxSeats> places {};   // per seat, 0 = best (competitive games)
};

// games[d * players + rotation]. `extra` (not null): the game's own counts (match.h, Watch),
// last, under `extraKey`.
Value arenaSummary(std::string_view game, const ArenaConfig &config, const std::vector<ArenaGame> &games,
                   std::vector<std::array<TimeSummary, kBotLevels>> &times, double seconds, bool cooperative,
                   std::string_view extraKey = {}, Value extra = Value());
// The same for a rotated seating (config.seating): each seating position's and each level's
// mean place, and the difference between two levels.
Value seatingSummary(std::string_view game, const ArenaConfig &config, const std::vector<ArenaGame> &games,
                     std::vector<std::array<TimeSummary, kBotLevels>> &times, double seconds, bool cooperative,
                     std::string_view extraKey = {}, Value extra = Value());

} // namespace detail

// Plays config.deals × config.players games of the game whose Traits are given;
// `makeState(seed)` deals one. Results do not depend on config.jobs.
template <class Traits, class MakeState>
Value runArena(const ArenaConfig &config, MakeState makeState, long actionLimit = 200000)
{
    using State = typename Traits::State;
    using ActionList = typename Traits::ActionList;

    const int jobs = std::clamp(config.jobs, 1, 64);
    const int players = config.players;
    const long total = static_cast<long>(config.deals) * players;
    std::vector<detail::ArenaGame> games(static_cast<std::size_t>(total));
    std::vector<std::array<TimeSummary, kBotLevels>> times(static_cast<std::size_t>(jobs));
    std::vector<WatchOf<Traits>> watches(static_cast<std::size_t>(jobs));
    auto worker = [&](int job) {
        ActionList legal;
        std::vector<BotLevel> seats(static_cast<std::size_t>(players), config.b);
        for (long g = job; g < total; g += jobs) {
            const long deal = g / players;
            const int rotation = static_cast<int>(g % players);
            if (config.seating.empty()) {
                std::fill(seats.begin(), seats.end(), config.b);
                seats[static_cast<std::size_t>(rotation)] = config.a;
            } else {
                for (int p = 0; p < players; ++p)
                    seats[static_cast<std::size_t>((p + rotation) % players)] = config.seating[static_cast<std::size_t>(p)];
            }
            const std::uint64_t seed = config.seed + static_cast<std::uint64_t>(deal);
            State state = makeState(seed);
            Rng rng = matchBotRng(seed);
            detail::ArenaGame &out = games[static_cast<std::size_t>(g)];
            out.actions = playOneGame<Traits>(state, seats, rng, legal, actionLimit, times[static_cast<std::size_t>(job)], seed,
                                              &watches[static_cast<std::size_t>(job)]);
            out.finished = state.isOver();
            if (!out.finished)
                continue;
            if constexpr (requires { Traits::kCooperative; }) {
                out.won = Traits::won(state);
            } else {
                const std::vector<int> places = Traits::places(state);
                out.placeA = places[static_cast<std::size_t>(rotation)];
                for (int s = 0; s < players; ++s)
                    out.places[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(places[static_cast<std::size_t>(s)]);
                for (int s = 0; s < players; ++s)
                    if (s != rotation) {
                        out.placesB += places[static_cast<std::size_t>(s)] + 1;
                        out.winsB += places[static_cast<std::size_t>(s)] == 0 ? 1 : 0;
                    }
            }
        }
    };
    const double seconds = detail::runWorkers(jobs, worker);
    constexpr bool cooperative = requires { Traits::kCooperative; };
    for (std::size_t j = 1; j < watches.size(); ++j)
        watches.front().merge(watches[j]);
    if (!config.seating.empty())
        return detail::seatingSummary(Traits::id, config, games, times, seconds, cooperative, detail::watchKey<Traits>(),
                                      watches.front().value());
    return detail::arenaSummary(Traits::id, config, games, times, seconds, cooperative, detail::watchKey<Traits>(),
                                watches.front().value());
}

} // namespace felt
