#include "replays.h"

#include "gameresult.h"
#include "localhost.h"

#include <QDateTime>
#include <QUuid>

namespace {

// Walks `record` with the one replay loop (record.h), calling `visit` before each of `seat`'s
// actions where the seat had more than one legal action. False when the record does not
// replay to its end.
template <class Visit>
bool forEachDecision(const felt::Record &record, int seat, Visit &&visit)
{
    const felt::ReplayResult replayed = felt::replay(record, [&](int applied, const felt::AnyGame &game, const felt::EventList &) {
        if (applied < static_cast<int>(record.actions.size())) {
            const felt::RecordAction &a = record.actions[static_cast<std::size_t>(applied)];
            if (a.seat == seat && game.legalActions(seat).size() > 1)
                visit(applied, game, a.text);
        }
        return true;
    });
    return replayed.ok();
}

} // namespace

std::optional<std::vector<ReviewDecision>> Replays::decisions(const felt::Record &record, int seat)
{
    std::vector<ReviewDecision> list;
    const bool ok = forEachDecision(record, seat, [&](int index, const felt::AnyGame &game, const QString &text) {
        ReviewDecision d;
        d.index = index;
        d.played = text;
        d.moves = game.legalMoves(seat);
        // One seed per decision: the same review gives the same answers.
        const std::uint64_t seed = record.seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(index) * 7919 + 1;
        d.opinion = [task = game.adviceTask(seat, text.toStdString(), seed)] {
            const felt::Advice a = task();
            return SecondOpinion { QString::fromStdString(a.choice), a.same, a.choiceValue, a.playedValue, a.reasons };
        };
        list.push_back(std::move(d));
    });
    if (!ok)
        return std::nullopt;
    return list;
}

int Replays::countDecisions(const felt::Record &record, int seat)
{
    int n = 0;
    if (!forEachDecision(record, seat, [&n](int, const felt::AnyGame &, const QString &) { ++n; }))
        return -1;
    return n;
}

SeatMoments Replays::moments(const felt::Record &record, int seat)
{
    SeatMoments list;
    const felt::Viewer viewer = seat >= 0 ? felt::Viewer::seat(static_cast<felt::Seat>(seat)) : felt::Viewer::nobody();
    felt::replay(record, [&](int applied, const felt::AnyGame &game, const felt::EventList &) {
        SeatMoment m;
        m.applied = applied;
        m.over = game.isOver();
        m.state = game.state(viewer);
        if (!m.over && seat >= 0)
            m.moves = game.legalMoves(seat);
        list.push_back(std::move(m));
        return true;
    });
    return list;
}

std::optional<FinishedGame> Replays::finishedGame(const SavedGame &saved)
{
    QString why;
    const std::unique_ptr<felt::AnyGame> game = LocalHost::replay(saved, &why);
    if (!game)
        return std::nullopt;
    FinishedGame g = gameResult(*game, saved.record, saved.seats);
    g.key = QUuid::createUuid().toString(QUuid::WithoutBraces);
    g.endedAt = QDateTime::currentDateTimeUtc();
    return g;
}

SaveCheck Replays::inspect(const SavedGame &saved)
{
    SaveCheck check;
    const std::unique_ptr<felt::AnyGame> game = LocalHost::replay(saved, &check.error);
    check.ok = game != nullptr;
    check.over = game && game->isOver();
    return check;
}
