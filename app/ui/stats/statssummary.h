// What the statistics page says about one person's games of one game: games played, won, the
// win rate, the current and the best streak, the mean place and score, the same per computer
// level met, and the results over time for the chart.
//
// One definition of a win for every figure: a game won is a game the person finished first
// (place 1; in a game the table wins or loses together, a game the table won), whether or not
// undo or hints were used. Games won with undo or hints are wins like any other — counted in
// "won", the win rate, the streaks and each level's wins — and are said apart only as a part
// of them ("2 of them with undo or hints"), as the list marks each such game. Places (the mean
// place, each level's, the chart) count every game with a place, the helped ones included.
#pragma once

#include "statsstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

struct LevelSummary {
    QString level;        // "easy", "normal", "hard", "random"
    int played = 0;
    int won = 0;
    int wonWithHelp = 0;  // of `won`, with undo or hints
    std::optional<double> meanPlace;   // 1 best; over the games with a place
};

struct StatsSummary {
    int played = 0;
    int won = 0;          // first place, with or without undo or hints
    int wonWithHelp = 0;  // of `won`, with undo or hints
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
