// The network host's persistence (HubConfig::dataDir): every table is a file
// DIR/tables/CODE.json (its seats, token hashes, opener, settings and the record when it was
// written, atomically with QSaveFile: the table's "meta") and a journal DIR/tables/CODE.journal
// to which every action and every seq told is appended (and written to the system) before
// any client hears of it, so a host killed at any moment and started again resumes its tables
// where the clients last saw them. NetHub (hub.h) owns one; what the files hold is decided here.
#pragma once

#include "hubtable.h"
#include "tablestore.h"

#include <functional>
#include <memory>
#include <optional>

namespace net {

class TableJournal {
public:
    // `log`: a line for felt-server's log (a file that cannot be written).
    TableJournal(const QString &dataDir, std::function<void(const QString &)> log, int maxOpen = 1 << 20);

    bool enabled() const { return m_store.enabled(); }
    QString error() const { return m_store.error(); }

    // The table's file written anew (its settings, seats and record so far); the journal's
    // actions are in it from now on.
    void save(HubTable &t);
    // The host's actions from t.journaled to `count` appended, each with the seq about to be
    // told (t.seq + 1).
    void journalActions(HubTable &t, const felt::Record &record, int count);
    // The seq told now, appended when no action line named it.
    void journalSeq(HubTable &t);
    // A person took `seat` (its name and token hash), or a spectator's token was given: a line
    // of the journal rather than the table's file written anew.
    void journalSeat(HubTable &t, int seat);
    void journalWatcher(HubTable &t, const QString &hash);
    void remove(const QString &code) { m_store.remove(code); }

    // The saved tables' codes, each read back with load(); one that cannot be read is set
    // aside (its files renamed, never read again).
    QStringList codes() const { return m_store.codes(); }
    // A table as its files hold it: its settings and seats, every remote person away, its seq,
    // and, once started, its game in `saved` (the record and the journal's actions after it,
    // checked by replaying it). Null, with `error`, when the files cannot be trusted.
    std::unique_ptr<HubTable> load(const QString &code, qint64 now, QString *error) const;
    void setAside(const QString &code) { m_store.setAside(code); }

    // The game record of a table saved in `dataDir` (its file and its journal), as a host
    // started there would resume it.
    static std::optional<felt::Record> savedRecord(const QString &dataDir, const QString &code, QString *error = nullptr);

private:
    QByteArray metaJson(const HubTable &t) const;

    TableStore m_store;
    std::function<void(const QString &)> m_log;
};

} // namespace net
