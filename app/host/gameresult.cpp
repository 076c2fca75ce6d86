#include "gameresult.h"

#include "json.h"

FinishedGame gameResult(const felt::AnyGame &game, const felt::Record &record, const QList<SeatSpec> &seats)
{
    FinishedGame g;
    g.game = record.game;
    g.options = QString::fromUtf8(felt::writeJson(record.options, felt::JsonStyle::Compact));
    g.seed = record.seed;
    g.record = felt::writeRecord(record);
    const std::vector<int> standings = game.standings();
    const std::vector<double> scores = game.statsScores();
    for (qsizetype s = 0; s < seats.size(); ++s) {
        const auto at = static_cast<std::size_t>(s);
        SeatResult r { seats.at(s).name, seats.at(s).kind, at < standings.size() ? standings[at] : -1, std::nullopt };
        if (at < scores.size())
            r.score = scores[at];
        g.seats.append(r);
    }
    return g;
}
