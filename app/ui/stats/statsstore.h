// Every finished game, kept in SQLite through Qt SQL (statistics.sqlite beside the settings):
// the game, its options and deal, when it ended and how long it took, each seat's name, kind
// and result (place, and the score or penalties where the game has them), whether undo or
// hints were used, and the record itself (so any past game can be replayed or played again).
//
// The schema is versioned (PRAGMA user_version) and brought up to date by the migrations in
// order. A database that cannot be read, or that a newer Felt wrote, is set aside with one
// plain sentence and a fresh one is started: never a crash, nothing lost but that file.
#pragma once

#include "finishedgame.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class StatsStore {
public:
    static constexpr int kSchemaVersion = 3;

    explicit StatsStore(const QString &dir);
    ~StatsStore();
    StatsStore(const StatsStore &) = delete;
    StatsStore &operator=(const StatsStore &) = delete;

    QString path() const { return m_path; }
    // Opens (and migrates) the database; a broken one is set aside and a fresh one started,
    // with `notice` set to one sentence saying so. False only when no database can be used.
    bool open(QString *notice = nullptr);
    bool isOpen() const { return m_open; }

    // Stores a finished game, replacing one with the same key; false on a database error.
    bool add(const FinishedGame &game);
    // The finished games of `game` (all games when empty), oldest first.
    QList<FinishedGame> games(const QString &game = {}) const;
    std::optional<FinishedGame> find(qint64 id) const;
    // Forgets every game of `game`.
    bool reset(const QString &game);
    // The games of `game` as CSV: one line per seat of each game, with a header.
    QString csv(const QString &game) const;

    // For tests: brings a database at `path` up to `version` only.
    static bool migrateTo(const QString &path, int version, QString *error = nullptr);

private:
    QString m_path;
    QString m_connection;
    bool m_open = false;
};
