// The network host's timers (NetHub, hub.h): the sweep (every HubConfig::sweepIntervalMs:
// pings, silent connections dropped, a person away past the table's grace time made
// replaceable, tables nobody came back to closed) and the telling of changes from the event
// loop (changes that come together are told in one message).
#pragma once

#include "hubconfig.h"
#include "hubconnections.h"
#include "hubtable.h"

#include <QTimer>

#include <functional>
#include <map>
#include <memory>

namespace net {

class HubClock {
public:
    using Tables = std::map<QString, std::unique_ptr<HubTable>>;
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
    void sweep();

private:
    const HubConfig &m_config;
    Connections &m_connections;
    const Tables &m_tables;
    Handlers m_handlers;
    QTimer m_sweep;
    QTimer m_tell;
};

} // namespace net
