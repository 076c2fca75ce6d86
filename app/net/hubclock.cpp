#include "hubclock.h"

#include <QDateTime>

#include <algorithm>
#include <vector>

namespace net {

HubClock::HubClock(const HubConfig &config, Connections &connections, const Tables &tables, Handlers handlers)
    : m_config(config)
    , m_connections(connections)
    , m_tables(tables)
    , m_handlers(std::move(handlers))
{
    m_sweep.setInterval(std::max(10, m_config.sweepIntervalMs));
    QObject::connect(&m_sweep, &QTimer::timeout, [this] { sweep(); });
    m_sweep.start();
    m_tell.setSingleShot(true);
    m_tell.setInterval(0);
    QObject::connect(&m_tell, &QTimer::timeout, [this] { m_handlers.tell(); });
}

qint64 HubClock::now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

void HubClock::soon()
{
    if (!m_tell.isActive())
        m_tell.start();
}

void HubClock::sweep()
{
    const qint64 at = now();
    m_connections.sweep(at);
    std::vector<QString> old;
    for (const auto &[code, t] : m_tables) {
        if (t->anyoneThere())
            t->lastThereMs = at;
        if (t->started && t->ended.isEmpty())
            for (int s = 0; s < t->players; ++s) {
                HubSeat &seat = t->seat(s);
                if (!seat.replaceable && seat.awayPast(at, t->graceSeconds)) {
                    seat.replaceable = true;
                    m_handlers.replaceable(*t, s);
                }
            }
        if (!t->ended.isEmpty() && at - t->endedMs >= m_config.keepFinishedMs)
            old.push_back(code);
        else if (!t->started && !t->inApp && at - t->lastThereMs >= m_config.keepWaitingMs)
            old.push_back(code);
        else if (t->started && at - t->lastThereMs >= m_config.keepRunningMs)
            old.push_back(code);
    }
    for (const QString &code : old)
        m_handlers.idle(code);
}

} // namespace net
