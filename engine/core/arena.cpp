#include "arena.h"

#include <algorithm>
#include <cmath>

namespace felt::detail {

namespace {

double rounded(double x)
{
    return std::round(x * 10000.0) / 10000.0;
}

// The mean of per-deal values and its 95 % interval, mean ± 1.96 · sd / √n (sd with n - 1;
// a single deal gives an interval of width 0).
struct Estimate {
    double mean = 0;
    double half = 0;
};

Estimate estimate(const std::vector<double> &values)
{
    Estimate e;
    const auto n = static_cast<double>(values.size());
    if (values.empty())
        return e;
    double sum = 0;
    for (double v : values)
        sum += v;
    e.mean = sum / n;
    if (values.size() < 2)
        return e;
    double squares = 0;
    for (double v : values)
        squares += (v - e.mean) * (v - e.mean);
    e.half = 1.96 * std::sqrt(squares / (n - 1)) / std::sqrt(n);
    return e;
}

Value interval(const Estimate &e)
{
    Value a = Value::array();
    a.push(rounded(e.mean - e.half));
    a.push(rounded(e.mean + e.half));
    return a;
}

// The summary's last keys: decisionMs per level, actions and seconds, then the game's own counts.
void finish(Value &summary, std::vector<std::array<TimeSummary, kBotLevels>> &times, long actions, double seconds,
            std::string_view extraKey, Value &extra)
{
    std::array<TimeSummary, kBotLevels> total;
    for (auto &job : times)
        for (std::size_t l = 0; l < kBotLevels; ++l)
            total[l].merge(job[l]);
    Value decision = Value::object();
    for (std::size_t l = 1; l < kBotLevels; ++l)
        if (!total[l].empty())
            decision.set(std::string(botLevelId(static_cast<BotLevel>(l))), decisionTimes(total[l]));
    summary.set("decisionMs", std::move(decision));
    summary.set("actions", static_cast<std::int64_t>(actions));
    summary.set("seconds", seconds);
    if (!extraKey.empty() && !extra.isNull())
        summary.set(std::string(extraKey), std::move(extra));
}

// The keys every arena summary starts with.
Value header(std::string_view game, const ArenaConfig &config, long unfinished, bool cooperative)
{
    Value summary = Value::object();
    summary.set("game", std::string(game));
    summary.set("players", config.players);
    summary.set("deals", config.deals);
    summary.set("games", static_cast<std::int64_t>(config.deals) * config.players);
    summary.set("seed", config.seed);
    if (unfinished)
        summary.set("unfinished", static_cast<std::int64_t>(unfinished));
    summary.set("cooperative", cooperative);
    return summary;
}

// A paired difference of mean places: deals, mean and ci95, after `levels` (the two levels
// compared) when given.
Value placeDifference(const std::vector<double> &difference, Value levels = Value())
{
    const Estimate diff = estimate(difference);
    Value d = Value::object();
    if (levels.isArray())
        d.set("levels", std::move(levels));
    d.set("deals", static_cast<std::int64_t>(difference.size()));
    d.set("mean", rounded(diff.mean));
    d.set("ci95", interval(diff));
    return d;
}

Value tableSummary(const std::vector<double> &tableWon)
{
    const Estimate won = estimate(tableWon);
    Value table = Value::object();
    table.set("deals", static_cast<std::int64_t>(tableWon.size()));
    table.set("winRate", rounded(won.mean));
    table.set("ci95", interval(won));
    return table;
}

} // namespace

Value arenaSummary(std::string_view game, const ArenaConfig &config, const std::vector<ArenaGame> &games,
                   std::vector<std::array<TimeSummary, kBotLevels>> &times, double seconds, bool cooperative,
                   std::string_view extraKey, Value extra)
{
    const int players = config.players;
    const auto n = static_cast<std::size_t>(players);
    // Per deal (only deals whose every rotation finished): A's mean place, the B seats'
    // mean place, A's win rate, their difference; or the table's win rate.
    std::vector<double> placeA, placeB, winA, winB, difference, tableWon;
    std::vector<long> seatGames(n, 0), seatWins(n, 0), seatPlaces(n, 0);
    long unfinished = 0;
    long actions = 0;
    for (int d = 0; d < config.deals; ++d) {
        bool complete = true;
        double a = 0, b = 0, wa = 0, wb = 0, won = 0;
        for (int r = 0; r < players; ++r) {
            const ArenaGame &g = games[static_cast<std::size_t>(d) * n + static_cast<std::size_t>(r)];
            actions += g.actions;
            if (!g.finished) {
                ++unfinished;
                complete = false;
                continue;
            }
            ++seatGames[static_cast<std::size_t>(r)];
            if (cooperative) {
                won += g.won ? 1 : 0;
                seatWins[static_cast<std::size_t>(r)] += g.won ? 1 : 0;
                continue;
            }
            a += g.placeA + 1;
            b += g.placesB / (players - 1);
            wa += g.placeA == 0 ? 1 : 0;
            wb += static_cast<double>(g.winsB) / (players - 1);
            seatWins[static_cast<std::size_t>(r)] += g.placeA == 0 ? 1 : 0;
            seatPlaces[static_cast<std::size_t>(r)] += g.placeA + 1;
        }
        if (!complete)
            continue;
        if (cooperative) {
            tableWon.push_back(won / players);
            continue;
        }
        placeA.push_back(a / players);
        placeB.push_back(b / players);
        winA.push_back(wa / players);
        winB.push_back(wb / players);
        difference.push_back((a - b) / players);
    }

    Value summary = header(game, config, unfinished, cooperative);

    Value bySeat = Value::array();
    for (std::size_t s = 0; s < n; ++s) {
        Value seat = Value::object();
        seat.set("seat", static_cast<int>(s));
        seat.set("games", static_cast<std::int64_t>(seatGames[s]));
        seat.set(cooperative ? "won" : "wins", static_cast<std::int64_t>(seatWins[s]));
        if (!cooperative)
            seat.set("meanPlace", seatGames[s] ? rounded(static_cast<double>(seatPlaces[s]) / static_cast<double>(seatGames[s])) : 0.0);
        bySeat.push(std::move(seat));
    }

    Value a = Value::object();
    a.set("level", std::string(botLevelId(config.a)));
    a.set("seats", 1);
    Value b = Value::object();
    b.set("level", std::string(botLevelId(config.b)));
    b.set("seats", players - 1);
    if (cooperative) {
        a.set("bySeat", std::move(bySeat));
        summary.set("a", std::move(a));
        summary.set("b", std::move(b));
        summary.set("table", tableSummary(tableWon));
    } else {
        const Estimate ea = estimate(placeA), eb = estimate(placeB), wa = estimate(winA), wb = estimate(winB);
        a.set("meanPlace", rounded(ea.mean));
        a.set("ci95", interval(ea));
        a.set("winRate", rounded(wa.mean));
        a.set("winRateCi95", interval(wa));
        a.set("bySeat", std::move(bySeat));
        b.set("meanPlace", rounded(eb.mean));
        b.set("ci95", interval(eb));
        b.set("winRate", rounded(wb.mean));
        summary.set("a", std::move(a));
        summary.set("b", std::move(b));
        // Paired per deal: A's mean place minus the B seats' (negative: A places better).
        summary.set("placeDifference", placeDifference(difference));
    }

    finish(summary, times, actions, seconds, extraKey, extra);
    return summary;
}

Value seatingSummary(std::string_view game, const ArenaConfig &config, const std::vector<ArenaGame> &games,
                     std::vector<std::array<TimeSummary, kBotLevels>> &times, double seconds, bool cooperative,
                     std::string_view extraKey, Value extra)
{
    const int players = config.players;
    const auto n = static_cast<std::size_t>(players);
    // The levels in the order they first sit, and how many seats each has.
    std::vector<BotLevel> levels;
    std::vector<int> seatsOf;
    for (const BotLevel level : config.seating) {
        const auto at = std::find(levels.begin(), levels.end(), level);
        if (at == levels.end()) {
            levels.push_back(level);
            seatsOf.push_back(1);
        } else {
            ++seatsOf[static_cast<std::size_t>(at - levels.begin())];
        }
    }
    const std::size_t k = levels.size();
    auto levelIndex = [&](std::size_t position) {
        return static_cast<std::size_t>(std::find(levels.begin(), levels.end(), config.seating[position]) - levels.begin());
    };

    // Per deal (only deals whose every rotation finished): each position's and each level's
    // mean place and win rate over the rotations, or the table's win rate.
    std::vector<std::vector<double>> positionPlace(n), positionWin(n), levelPlace(k), levelWin(k);
    std::vector<double> difference, tableWon;
    long unfinished = 0;
    long actions = 0;
    for (int d = 0; d < config.deals; ++d) {
        bool complete = true;
        std::vector<double> place(n, 0.0), win(n, 0.0);
        double won = 0;
        for (int r = 0; r < players; ++r) {
            const ArenaGame &g = games[static_cast<std::size_t>(d) * n + static_cast<std::size_t>(r)];
            actions += g.actions;
            if (!g.finished) {
                ++unfinished;
                complete = false;
                continue;
            }
            won += g.won ? 1 : 0;
            for (std::size_t p = 0; p < n; ++p) {
                const int seatPlace = g.places[(p + static_cast<std::size_t>(r)) % n];
                place[p] += seatPlace + 1;
                win[p] += seatPlace == 0 ? 1 : 0;
            }
        }
        if (!complete)
            continue;
        if (cooperative) {
            tableWon.push_back(won / players);
            continue;
        }
        std::vector<double> lp(k, 0.0), lw(k, 0.0);
        for (std::size_t p = 0; p < n; ++p) {
            positionPlace[p].push_back(place[p] / players);
            positionWin[p].push_back(win[p] / players);
            lp[levelIndex(p)] += place[p] / players;
            lw[levelIndex(p)] += win[p] / players;
        }
        for (std::size_t l = 0; l < k; ++l) {
            levelPlace[l].push_back(lp[l] / seatsOf[l]);
            levelWin[l].push_back(lw[l] / seatsOf[l]);
        }
        if (k == 2)
            difference.push_back(levelPlace[0].back() - levelPlace[1].back());
    }

    Value summary = header(game, config, unfinished, cooperative);
    Value seating = Value::array();
    for (const BotLevel level : config.seating)
        seating.push(std::string(botLevelId(level)));
    summary.set("seating", std::move(seating));
    if (cooperative) {
        summary.set("table", tableSummary(tableWon));
        finish(summary, times, actions, seconds, extraKey, extra);
        return summary;
    }

    Value positions = Value::array();
    for (std::size_t p = 0; p < n; ++p) {
        const Estimate place = estimate(positionPlace[p]);
        Value position = Value::object();
        position.set("position", static_cast<int>(p));
        position.set("level", std::string(botLevelId(config.seating[p])));
        position.set("meanPlace", rounded(place.mean));
        position.set("ci95", interval(place));
        position.set("winRate", rounded(estimate(positionWin[p]).mean));
        positions.push(std::move(position));
    }
    summary.set("positions", std::move(positions));
    Value byLevel = Value::array();
    for (std::size_t l = 0; l < k; ++l) {
        const Estimate place = estimate(levelPlace[l]);
        Value level = Value::object();
        level.set("level", std::string(botLevelId(levels[l])));
        level.set("seats", seatsOf[l]);
        level.set("meanPlace", rounded(place.mean));
        level.set("ci95", interval(place));
        level.set("winRate", rounded(estimate(levelWin[l]).mean));
        byLevel.push(std::move(level));
    }
    summary.set("levels", std::move(byLevel));
    if (k == 2) {
        // Paired per deal: the first level's mean place minus the second's.
        Value which = Value::array();
        which.push(std::string(botLevelId(levels[0])));
        which.push(std::string(botLevelId(levels[1])));
        summary.set("placeDifference", placeDifference(difference, std::move(which)));
    }
    finish(summary, times, actions, seconds, extraKey, extra);
    return summary;
}

} // namespace felt::detail
