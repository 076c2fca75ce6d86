// What the statistics page says about one person's games of one game: games played, won
// (apart: won with undo or hints, as PySolFC counts them), the win rate, the current and the
// best streak, the mean place and score, the same per computer level met, and the results over
// time for the chart.
#pragma once

#include "statsstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

struct LevelSummary {
    QString level;        // "easy", "normal", "hard", "random"
    int played = 0;
    int won = 0;          // without help
    double meanPlace = 0; // 1 best
};

struct StatsSummary {
    int played = 0;
    int won = 0;          // first place without undo or hints
    int wonWithHelp = 0;  // first place, with undo or hints
    double winRate = 0;   // won / played
    int currentStreak = 0;
    int bestStreak = 0;
    std::optional<double> meanPlace;   // 1 best
    std::optional<double> meanScore;   // games with scores or penalties
    QList<LevelSummary> levels;        // per computer level met, easiest first
    QList<double> places;              // each game's place (1 best), oldest first: the chart
    QList<double> scoresOverTime;      // each game's score, where the game has them
};

// The people (names of the seats a person played) of these games, most games first.
QStringList statsPeople(const QList<FinishedGame> &games);
StatsSummary summarize(const QList<FinishedGame> &games, const QString &person);
