// The files of a network host's tables (hub.h): per table DIR/tables/CODE.json, written
// atomically with QSaveFile when its seats or settings change, and DIR/tables/CODE.journal,
// to which every change is appended and handed to the system before any client is told of
// it. A process killed at any moment leaves both readable: the journal's last line may be
// cut short, and is then left out.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <list>
#include <memory>
#include <unordered_map>

namespace net {

class TableStore {
public:
    // `dir` empty: nothing is saved (every call does nothing and succeeds). At most `maxOpen`
    // journals stay open (the most recently written); another is opened again when written.
    explicit TableStore(const QString &dir = {}, int maxOpen = 1 << 20);
    ~TableStore();
    TableStore(const TableStore &) = delete;
    TableStore &operator=(const TableStore &) = delete;

    bool enabled() const { return !m_dir.isEmpty(); }
    QString dir() const { return m_dir; }
    QString error() const { return m_error; }

    // Replaces the table's file (atomic; synced to disk) and empties its journal.
    bool writeTable(const QString &code, const QByteArray &json);
    // Appends one line (without its newline) to the table's journal and writes it out.
    bool append(const QString &code, const QByteArray &line);
    // Removes both files of the table.
    void remove(const QString &code);

    // The saved tables' codes, their files, and their journals' complete lines.
    QStringList codes() const;
    QByteArray readTable(const QString &code) const;
    QList<QByteArray> readJournal(const QString &code) const;
    // Sets a table's files aside (CODE.json.bad) when they cannot be read.
    void setAside(const QString &code);

private:
    QString tablePath(const QString &code) const;
    QString journalPath(const QString &code) const;
    // The journal's descriptor (opened when it is not), or -1.
    int journal(const QString &code);

    void forget(const QString &code);

    QString m_dir;   // DIR/tables
    QString m_error;
    int m_dirFd = -1;   // DIR/tables, where the journals are opened
    struct Journal {
        int fd;
        std::list<QString>::iterator recent;
    };
    std::unordered_map<QString, Journal> m_journals;
    std::list<QString> m_recent;   // the open journals, the most recently written first
    int m_maxOpen;
};

} // namespace net
