// A finished game as the statistics keep it (statsstore.h): what the host knows when a game
// with a person at the table ends.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

struct SeatResult {
    QString name;
    QString kind;                  // "human", "easy", ...
    int place = -1;                // 0 best; -1 none
    std::optional<double> score;   // penalties or score, where the game has them
};

struct FinishedGame {
    qint64 id = 0;                 // the store's row id (0 before it is stored)
    QString key;                   // the game's own id: finishing it again replaces it
    QString game;
    QString options;               // JSON object of the non-default options
    quint64 seed = 0;
    QDateTime endedAt;
    qint64 durationMs = 0;
    bool usedUndo = false;
    bool usedHint = false;
    bool learning = false;         // played at a learning table: kept apart from the statistics
    QByteArray record;             // felt-record/1
    QList<SeatResult> seats;
};
