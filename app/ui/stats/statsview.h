// What the statistics page reads (statistics.h), typed: the totals of the games shown, a row
// per computer level met, and a kind of games kept apart. Built from StatsSummary and the
// game's GameUi by Statistics only.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The games shown, for one person: played, won (with or without undo or hints; wonWithHelp
// is a part of won), the win rate, the current and best streak, the mean place (1 best) and
// the mean score, each only where there is one (hasMeanPlace, hasMeanScore). One definition
// of a win throughout: see statssummary.h.
struct StatsTotals {
    Q_GADGET
    QML_VALUE_TYPE(statsTotals)
    Q_PROPERTY(int played MEMBER played)
    Q_PROPERTY(int won MEMBER won)
    Q_PROPERTY(int wonWithHelp MEMBER wonWithHelp)
    Q_PROPERTY(double winRate MEMBER winRate)
    Q_PROPERTY(int currentStreak MEMBER currentStreak)
    Q_PROPERTY(int bestStreak MEMBER bestStreak)
    Q_PROPERTY(bool hasMeanPlace MEMBER hasMeanPlace)
    Q_PROPERTY(double meanPlace MEMBER meanPlace)
    Q_PROPERTY(bool hasMeanScore MEMBER hasMeanScore)
    Q_PROPERTY(double meanScore MEMBER meanScore)

public:
    int played = 0;
    int won = 0;
    int wonWithHelp = 0;
    double winRate = 0;
    int currentStreak = 0;
    int bestStreak = 0;
    bool hasMeanPlace = false;
    double meanPlace = 0;
    bool hasMeanScore = false;
    double meanScore = 0;
    bool operator==(const StatsTotals &) const = default;
};

// The games against one computer level ("easy", "normal", "hard", "random"): played, won,
// of them with undo or hints, and the mean place where a game had one.
struct StatsLevel {
    Q_GADGET
    QML_VALUE_TYPE(statsLevel)
    Q_PROPERTY(QString level MEMBER level)
    Q_PROPERTY(int played MEMBER played)
    Q_PROPERTY(int won MEMBER won)
    Q_PROPERTY(int wonWithHelp MEMBER wonWithHelp)
    Q_PROPERTY(bool hasMeanPlace MEMBER hasMeanPlace)
    Q_PROPERTY(double meanPlace MEMBER meanPlace)

public:
    QString level;
    int played = 0;
    int won = 0;
    int wonWithHelp = 0;
    bool hasMeanPlace = false;
    double meanPlace = 0;
    bool operator==(const StatsLevel &) const = default;
};

// A kind of a game's games kept apart by an option (GameUi::statsKinds): its id and label.
struct StatsKind {
    Q_GADGET
    QML_VALUE_TYPE(statsKind)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString label MEMBER label)

public:
    QString id;
    QString label;
    bool operator==(const StatsKind &) const = default;
};
