#include "match.h"

#include <cmath>

namespace felt::detail {

namespace {
// Four significant digits: the summary's quantiles are bucket middles, exact binary
// fractions with many more digits than they are accurate to.
double significant(double x)
{
    if (!(x > 0) || !std::isfinite(x))
        return x;
    const double scale = std::pow(10.0, 4 - std::ceil(std::log10(x)));
    return std::round(x * scale) / scale;
}

} // namespace

// Median and p95 are nearest-rank quantiles from the summary, within 0.8 % (timesummary.h);
// the count and the maximum are exact.
Value decisionTimes(const TimeSummary &times)
{
    Value o = Value::object();
    o.set("decisions", static_cast<std::int64_t>(times.count()));
    o.set("median", std::min(significant(times.median()), times.max()));
    o.set("p95", std::min(significant(times.quantile(0.95)), times.max()));
    o.set("max", times.max());
    return o;
}

Value matchSummary(const MatchConfig &config, std::vector<MatchTally> &tallies, double seconds, bool cooperative,
                   std::string_view scoreKey, std::string_view extraKey, Value extra)
{
    MatchTally total;
    total.places.assign(static_cast<std::size_t>(config.players), std::vector<long>(static_cast<std::size_t>(std::max(config.players, 2)), 0));
    total.scoreSums.assign(static_cast<std::size_t>(config.players), 0.0);
    for (auto &t : tallies) {
        total.actions += t.actions;
        total.games += t.games;
        total.unfinished += t.unfinished;
        for (std::size_t s = 0; s < t.places.size(); ++s)
            for (std::size_t p = 0; p < t.places[s].size(); ++p)
                total.places[s][p] += t.places[s][p];
        for (std::size_t s = 0; s < t.scoreSums.size(); ++s)
            total.scoreSums[s] += t.scoreSums[s];
        for (std::size_t l = 0; l < kBotLevels; ++l)
            total.decisionMs[l].merge(t.decisionMs[l]);
    }

    Value summary = Value::object();
    summary.set("games", static_cast<std::int64_t>(total.games));
    if (total.unfinished)
        summary.set("unfinished", static_cast<std::int64_t>(total.unfinished));
    Value seats = Value::array();
    const long finished = total.games - total.unfinished;
    for (int s = 0; s < config.players; ++s) {
        const auto &hist = total.places[static_cast<std::size_t>(s)];
        Value seat = Value::object();
        seat.set("seat", s);
        seat.set("kind", std::string(botLevelId(config.seats[static_cast<std::size_t>(s)])));
        seat.set("wins", static_cast<std::int64_t>(hist.front()));
        seat.set("losses", static_cast<std::int64_t>(cooperative ? hist[1] : hist.back()));
        if (cooperative) {
            seats.push(std::move(seat));
            continue;
        }
        double sum = 0;
        Value places = Value::array();
        for (std::size_t p = 0; p < hist.size(); ++p) {
            sum += static_cast<double>(p) * static_cast<double>(hist[p]);
            places.push(static_cast<std::int64_t>(hist[p]));
        }
        seat.set("places", std::move(places));
        seat.set("meanPlace", finished ? sum / static_cast<double>(finished) + 1.0 : 0.0);
        if (!scoreKey.empty())
            seat.set(std::string(scoreKey), finished ? total.scoreSums[static_cast<std::size_t>(s)] / static_cast<double>(finished) : 0.0);
        seats.push(std::move(seat));
    }
    if (cooperative && config.players > 0)
        summary.set("won", static_cast<std::int64_t>(total.places[0][0]));
    summary.set("seats", std::move(seats));
    Value decision = Value::object();
    for (std::size_t l = 1; l < kBotLevels; ++l)
        if (!total.decisionMs[l].empty())
            decision.set(std::string(botLevelId(static_cast<BotLevel>(l))), decisionTimes(total.decisionMs[l]));
    summary.set("decisionMs", std::move(decision));
    summary.set("seconds", seconds);
    summary.set("actions", static_cast<std::int64_t>(total.actions));
    summary.set("gamesPerSecond", seconds > 0 ? static_cast<double>(total.games) / seconds : 0.0);
    summary.set("actionsPerSecond", seconds > 0 ? static_cast<double>(total.actions) / seconds : 0.0);
    if (!extraKey.empty() && !extra.isNull())
        summary.set(std::string(extraKey), std::move(extra));
    return summary;
}

} // namespace felt::detail
