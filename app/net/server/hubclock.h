// The network host's timers (NetHub, hub.h), one deadline per table and per connection
// rather than sweeps over all of them: each connection is looked at when its next ping is due
// or its silence would be too long (HubConfig::pingIntervalMs, silenceTimeoutMs), each table
// when a person's grace time runs out (the seat becomes replaceable) or when it would be old
// enough to close (finished, waiting or running with nobody there: HubConfig::keep*Ms). A
// connection's or table's deadline is kept in a queue and looked at again when it comes:
// what it finds then decides (nothing is rescheduled on every message or action). Changes
// are told from the event loop (changes that come together in one message).
#pragma once

#include "hubconfig.h"
#include "hubconnections.h"
#include "hubtable.h"

#include <QTimer>

#include <functional>
#include <queue>
#include <vector>

namespace net {

class HubClock {
public:
    struct Handlers {
        std::function<void(HubTable &, int)> replaceable;   // a seat's person is away past the grace time
        std::function<void(const QString &)> idle;         // a table to close: nobody there for too long
        std::function<void()> tell;                        // the changes noted with soon(), told now
    };
    HubClock(const HubConfig &config, Connections &connections, const Tables &tables, Handlers handlers);

    // The host's clock, in ms since the epoch (awaySince is sent by it).
    static qint64 now();
    // A change to tell from the event loop (once, whatever the number of changes until then).
    void soon();
    // The changes were told (the event loop need not come back for them).
    void told() { m_tell.stop(); }
    // A connection to ping and to drop when silent (from when it came).
    void watch(const HubConnection &c);
    // A table whose next deadline may have changed: a seat went away or came back, its game
    // ended or was dealt again, the last person left.
    void watch(HubTable &t);

private:
    using Due = std::pair<qint64, quint64>;              // (when, connection id)
    using TableDue = std::pair<qint64, QString>;         // (when, table code)
    void arm();
    void due();
    // The connection's next deadline (pinged or dropped now when due).
    void check(quint64 id, qint64 at);
    void check(HubTable &t, qint64 at, std::vector<QString> *old);
    // The table's next deadline, or -1.
    qint64 next(const HubTable &t) const;

    const HubConfig &m_config;
    Connections &m_connections;
    const Tables &m_tables;
    Handlers m_handlers;
    QTimer m_timer;
    qint64 m_armedFor = -1;
    std::priority_queue<Due, std::vector<Due>, std::greater<Due>> m_connectionsDue;
    std::priority_queue<TableDue, std::vector<TableDue>, std::greater<TableDue>> m_tablesDue;
    QTimer m_tell;
};

} // namespace net
