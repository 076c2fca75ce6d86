#include "hubclock.h"

#include <QDateTime>

#include <algorithm>

namespace net {

HubClock::HubClock(const HubConfig &config, Connections &connections, const Tables &tables, Handlers handlers)
    : m_config(config)
    , m_connections(connections)
    , m_tables(tables)
    , m_handlers(std::move(handlers))
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_timer, &QTimer::timeout, [this] { due(); });
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

void HubClock::arm()
{
    qint64 first = -1;
    if (!m_connectionsDue.empty())
        first = m_connectionsDue.top().first;
    if (!m_tablesDue.empty() && (first < 0 || m_tablesDue.top().first < first))
        first = m_tablesDue.top().first;
    if (first < 0 || (m_timer.isActive() && m_armedFor <= first))
        return;
    m_armedFor = first;
    m_timer.start(static_cast<int>(std::clamp<qint64>(first - now(), 0, 24 * 3600 * 1000LL)));
}

void HubClock::watch(const HubConnection &c)
{
    const qint64 first = c.connectedMs + std::min(m_config.pingIntervalMs, m_config.silenceTimeoutMs);
    m_connectionsDue.push({ first, c.id });
    arm();
}

void HubClock::watch(HubTable &t)
{
    const qint64 at = next(t);
    if (at < 0)
        return;
    m_tablesDue.push({ at, t.code });
    arm();
}

qint64 HubClock::next(const HubTable &t) const
{
    qint64 at = -1;
    auto sooner = [&at](qint64 when) {
        if (at < 0 || when < at)
            at = when;
    };
    if (t.started && t.ended.isEmpty())
        for (const HubSeat &seat : t.seats)
            if (!seat.replaceable && seat.remote() && seat.conn == 0 && seat.awaySinceMs >= 0)
                sooner(seat.awaySinceMs + qint64 { t.graceSeconds } * 1000);
    if (!t.ended.isEmpty())
        sooner(t.endedMs + m_config.keepFinishedMs);
    if (!t.anyoneThere()) {
        if (t.started)
            sooner(t.lastThereMs + m_config.keepRunningMs);
        else if (!t.inApp)
            sooner(t.lastThereMs + m_config.keepWaitingMs);
    }
    return at;
}

void HubClock::check(quint64 id, qint64 at)
{
    HubConnection *c = m_connections.find(id);
    if (!c || c->closing)
        return;
    // Silent: nothing heard for the silence time, or no hello in it. Dropped only when it had a
    // ping to answer since it was last heard and nothing of its waits unread: when this thread
    // itself stalled past the silence time (nothing read, no ping sent), the people whose
    // answers wait in their sockets, or who were never asked, are not dropped for it; they
    // are asked now and judged once their answer had time to come.
    const bool silent = at - c->lastHeardMs >= m_config.silenceTimeoutMs;
    const bool noHello = !c->greeted && at - c->connectedMs >= m_config.silenceTimeoutMs;
    const bool asked = c->lastPingMs > c->lastHeardMs;
    if ((noHello || (silent && asked)) && !c->peer->hasUnread()) {
        m_connections.drop(*c);
        return;
    }
    if (at - c->lastPingMs >= m_config.pingIntervalMs || (silent && !asked)) {
        c->lastPingMs = at;
        c->peer->ping();
    }
    qint64 next = std::min(c->lastPingMs + m_config.pingIntervalMs, c->lastHeardMs + m_config.silenceTimeoutMs);
    if (!c->greeted)
        next = std::min(next, c->connectedMs + m_config.silenceTimeoutMs);
    if (next <= at)   // silent, but given its chance: judged again a ping interval on
        next = at + m_config.pingIntervalMs;
    m_connectionsDue.push({ next, id });
}

void HubClock::check(HubTable &t, qint64 at, std::vector<QString> *old)
{
    if (t.anyoneThere())
        t.lastThereMs = at;
    if (t.started && t.ended.isEmpty())
        for (int s = 0; s < t.players; ++s) {
            HubSeat &seat = t.seat(s);
            if (!seat.replaceable && seat.awayPast(at, t.graceSeconds)) {
                seat.replaceable = true;
                m_handlers.replaceable(t, s);
            }
        }
    if (!t.ended.isEmpty() && at - t.endedMs >= m_config.keepFinishedMs)
        old->push_back(t.code);
    else if (!t.started && !t.inApp && at - t.lastThereMs >= m_config.keepWaitingMs)
        old->push_back(t.code);
    else if (t.started && at - t.lastThereMs >= m_config.keepRunningMs)
        old->push_back(t.code);
    else if (const qint64 when = next(t); when >= 0)
        m_tablesDue.push({ std::max(when, at + 1), t.code });
}

void HubClock::due()
{
    const qint64 at = now();
    m_armedFor = -1;
    while (!m_connectionsDue.empty() && m_connectionsDue.top().first <= at) {
        const quint64 id = m_connectionsDue.top().second;
        m_connectionsDue.pop();
        check(id, at);
    }
    std::vector<QString> old;
    std::vector<QString> codes;
    while (!m_tablesDue.empty() && m_tablesDue.top().first <= at) {
        codes.push_back(m_tablesDue.top().second);
        m_tablesDue.pop();
    }
    // (A table may be due twice: looked at once.)
    std::sort(codes.begin(), codes.end());
    codes.erase(std::unique(codes.begin(), codes.end()), codes.end());
    for (const QString &code : codes)
        if (auto it = m_tables.find(code); it != m_tables.end())
            check(*it->second, at, &old);
    for (const QString &code : old)
        m_handlers.idle(code);
    arm();
}

} // namespace net
