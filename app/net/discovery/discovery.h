// Tables on the local network without typing anything: DNS-SD service type `_felt._tcp`
// through Avahi's client library (libavahi-client), which talks to the avahi-daemon.
//
// A host publishes each table that waits for people (one service per table, its code and game
// in the TXT record); a client browses and lists what it finds. Avahi runs on a thread of its
// own with a Qt event loop (an AvahiPoll over QSocketNotifier and QTimer: Debian 12 has no
// avahi-qt for Qt 6), so nothing here ever blocks the caller's thread. Where no avahi-daemon
// runs (or no system D-Bus), available() is false with a problem() sentence, publishing and
// browsing do nothing, and the table code still works; a daemon that appears later is used
// from then on. A build without Avahi's client library (discovery_none.cpp: where
// libavahi-client-dev is not packaged, or -DFELT_AVAHI=OFF) behaves as where no daemon runs,
// and supported() says why.
#pragma once

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>

class QThread;

namespace net {

class NetHub;
class DiscoveryWorker;

// A table found on the local network (or one to publish).
struct ListedTable {
    QString code;
    QString game;
    int players = 0;
    int freeSeats = 0;
    QString opener;          // the opener's name
    QString host;            // found: the address to connect to
    quint16 port = 0;
    QString service;         // found: the DNS-SD instance name
    bool secure = false;     // the host speaks wss:// only (TXT "tls=1"): a felts:// link

    bool operator==(const ListedTable &) const = default;
};

class Discovery : public QObject {
    Q_OBJECT

public:
    explicit Discovery(QObject *parent = nullptr);
    ~Discovery() override;

    // Whether the avahi-daemon answers; else why not (one plain sentence).
    bool available() const { return m_available; }
    QString problem() const { return m_problem; }
    // Whether the first answer (available or not) has come.
    bool settled() const { return m_settled; }
    // Whether this build can list tables at all (false: built without Avahi).
    static bool supported();

    // Lists a table (again, with new facts), or takes it off the list.
    void publish(const ListedTable &table);
    void withdraw(const QString &code);
    // Looks for tables (until the Discovery goes); tables() is what is there now.
    void browse();
    QList<ListedTable> tables() const { return m_tables; }

signals:
    void availabilityChanged();
    void tablesChanged();

private:
    QThread *m_thread;
    DiscoveryWorker *m_worker;
    bool m_available = false;
    bool m_settled = false;
    QString m_problem;
    QList<ListedTable> m_tables;
};

// Keeps the hub's tables that wait for people listed through `discovery` (felt-server, and the
// app while it hosts a table).
void publishTables(Discovery *discovery, NetHub *hub, quint16 port, bool secure = false);

} // namespace net

Q_DECLARE_METATYPE(net::ListedTable)
