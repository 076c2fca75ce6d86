// Files of the app: the autosave of the running game (QSaveFile, written after every
// action) and setting aside a save that cannot be read.
//
// Saving runs on a worker thread, so a slow disk (QSaveFile syncs to disk on commit) never
// stalls the table: the newest request wins, older pending ones are skipped, and the
// requests are applied in order. flush() waits for the worker; the destructor flushes and
// ends it. The worker is one std::thread, started at the first request, and everything it
// shares is guarded by a std::mutex (so the ThreadSanitizer build sees all of it).
//
// The autosave is an envelope around the record:
//   {"felt-save": 1, "seats": [{"name": "Anna", "kind": "human"}, ...], "record": {felt-record/1}}
#pragma once

#include "savedgame.h"

#include "core/expected.h"

#include <optional>

#include <QLockFile>
#include <QObject>
#include <QString>

#include <memory>

class Storage : public QObject {
    Q_OBJECT

public:
    // `dir` is created when missing. Empty: $FELT_DATA_DIR, else QStandardPaths::AppDataLocation.
    explicit Storage(const QString &dir = {}, QObject *parent = nullptr);
    ~Storage() override;

    static QString defaultDir();
    QString dir() const { return m_dir; }
    QString autosavePath() const;

    bool hasAutosave() const;
    // Writes the envelope atomically, now; false with `error` when it fails.
    bool writeAutosave(const SavedGame &game, QString *error = nullptr);
    // The same on the worker thread; a failure is reported by saveFailed().
    void saveLater(const SavedGame &game);
    // Removes the autosave (after the pending writes), on the worker thread.
    void removeLater();
    // Waits until every requested write or removal is done.
    void flush();
    // Removes the autosave now (after flushing).
    void removeAutosave();
    // Reads and checks the envelope's form and the record's setup (not the actions).
    felt::Expected<SavedGame, QString> readAutosave() const;
    // What became of a save that could not be read.
    struct SetAside {
        enum class Outcome { Moved, Removed, Stays };
        Outcome outcome = Outcome::Stays;
        QString path;    // Moved: the new path; Stays: where it still is
        QString error;   // Removed, Stays: why it could not be renamed (removed)
    };
    // Renames the autosave to autosave.corrupt-<timestamp>.json; when that fails, removes it;
    // when that fails too (a folder that cannot be written), it stays. Says which.
    SetAside moveAutosaveAside();

    // At the app's start (never in screenshot mode): takes the data folder's lock, felt.lock,
    // for as long as this Storage lives (a lock left by a Felt that was killed is taken
    // over), and when it gets it removes what a killed Felt can leave behind: the autosave's
    // temporary files (autosave.json.XXXXXX, QSaveFile's). Another Felt running on the same
    // folder holds the lock, and its files stay. Returns how many files were removed.
    int claimAndCleanUp();

    static QByteArray toJson(const SavedGame &game);
    static felt::Expected<SavedGame, QString> fromJson(const QByteArray &json);

    // Seat kinds a save or the new-game dialog may name.
    static bool isSeatKind(const QString &kind);

signals:
    // From the worker thread (queued to receivers in the main thread); `why` is a sentence.
    void saveFailed(const QString &why);

private:
    struct Worker;
    void request(std::optional<QByteArray> bytes);
    // The worker thread's loop.
    void work();
    static bool writeFile(const QString &path, const QByteArray &bytes, QString *error);

    QString m_dir;
    std::unique_ptr<QLockFile> m_lock;
    std::unique_ptr<Worker> m_worker;
};
