// Files of the app: the autosave of the running game (QSaveFile, written after every
// action) and setting aside a save that cannot be read.
//
// The autosave is an envelope around the record:
//   {"felt-save": 1, "seats": [{"name": "Anna", "kind": "human"}, ...], "record": {felt-record/1}}
#pragma once

#include "gamesession.h"

#include "core/expected.h"

#include <QCoreApplication>
#include <QString>

class Storage {
    Q_DECLARE_TR_FUNCTIONS(Storage)

public:
    // `dir` is created when missing. Empty: $FELT_DATA_DIR, else QStandardPaths::AppDataLocation.
    explicit Storage(const QString &dir = {});

    static QString defaultDir();
    QString dir() const { return m_dir; }
    QString autosavePath() const;

    bool hasAutosave() const;
    // Writes the envelope atomically; false with `error` (a sentence) when it fails.
    bool writeAutosave(const SavedGame &game, QString *error = nullptr);
    void removeAutosave();
    // Reads and checks the envelope's form and the record's setup (not the actions).
    felt::Expected<SavedGame, QString> readAutosave() const;
    // Renames the autosave to autosave.corrupt-<timestamp>.json; the new path, or "" on failure.
    QString moveAutosaveAside();

    static QByteArray toJson(const SavedGame &game);
    static felt::Expected<SavedGame, QString> fromJson(const QByteArray &json);

    // Seat kinds a save or the new-game dialog may name.
    static bool isSeatKind(const QString &kind);

private:
    QString m_dir;
};
