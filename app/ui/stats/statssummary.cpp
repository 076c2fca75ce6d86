#include "statssummary.h"

#include <QHash>

#include <algorithm>

namespace {

// The person's seat in a game, or -1.
int seatOf(const FinishedGame &g, const QString &person)
{
    for (int s = 0; s < g.seats.size(); ++s)
        if (g.seats.at(s).kind == QLatin1String("human") && g.seats.at(s).name == person)
            return s;
    return -1;
}

} // namespace

QStringList statsPeople(const QList<FinishedGame> &games)
{
    QHash<QString, int> count;
    QStringList order;
    for (const FinishedGame &g : games)
        for (const SeatResult &r : g.seats)
            if (r.kind == QLatin1String("human")) {
                if (!count.contains(r.name))
                    order.append(r.name);
                ++count[r.name];
            }
    std::stable_sort(order.begin(), order.end(), [&](const QString &a, const QString &b) { return count[a] > count[b]; });
    return order;
}

StatsSummary summarize(const QList<FinishedGame> &games, const QString &person)
{
    StatsSummary sum;
    double placeSum = 0;
    int placed = 0;
    double scoreSum = 0;
    int scored = 0;
    int streak = 0;
    static const QStringList levels { QStringLiteral("random"), QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("hard") };
    QList<LevelSummary> perLevel;
    for (const QString &l : levels)
        perLevel.append({ l, 0, 0, 0, std::nullopt });
    QList<double> levelPlaceSum(levels.size(), 0.0);
    QList<int> levelPlaced(levels.size(), 0);

    for (const FinishedGame &g : games) {
        const int seat = seatOf(g, person);
        if (seat < 0)
            continue;
        const SeatResult &me = g.seats.at(seat);
        ++sum.played;
        // A win, helped or not (see the header).
        const bool won = me.place == 0;
        const bool helped = g.usedUndo || g.usedHint;
        if (won)
            ++sum.won;
        if (won && helped)
            ++sum.wonWithHelp;
        streak = won ? streak + 1 : 0;
        sum.bestStreak = std::max(sum.bestStreak, streak);
        if (me.place >= 0) {
            placeSum += me.place + 1;
            ++placed;
            sum.places.append(me.place + 1);
        }
        if (me.score) {
            scoreSum += *me.score;
            ++scored;
            sum.scoresOverTime.append(*me.score);
        }
        // Every computer level met in this game.
        for (int l = 0; l < levels.size(); ++l) {
            const bool met = std::any_of(g.seats.begin(), g.seats.end(), [&](const SeatResult &r) { return r.kind == levels.at(l); });
            if (!met)
                continue;
            ++perLevel[l].played;
            if (won)
                ++perLevel[l].won;
            if (won && helped)
                ++perLevel[l].wonWithHelp;
            if (me.place >= 0) {
                levelPlaceSum[l] += me.place + 1;
                ++levelPlaced[l];
            }
        }
    }
    sum.currentStreak = streak;
    sum.winRate = sum.played ? static_cast<double>(sum.won) / sum.played : 0.0;
    if (placed)
        sum.meanPlace = placeSum / placed;
    if (scored)
        sum.meanScore = scoreSum / scored;
    for (int l = 0; l < levels.size(); ++l)
        if (perLevel.at(l).played > 0) {
            if (levelPlaced.at(l) > 0)
                perLevel[l].meanPlace = levelPlaceSum.at(l) / levelPlaced.at(l);
            sum.levels.append(perLevel.at(l));
        }
    return sum;
}
