// NetHub (hub.h): telling what changed at a table — every seat its own `table` message, made
// from its SeatSnapshot taken once per change, the spectators one shared public one, `over`
// after the last — for the tables that changed only.
#include "hub.h"

namespace net {

void NetHub::changed(Table &t)
{
    // Changes that come together (a computer player's move and the next one beginning to
    // think) are told in one message, from the event loop: only the tables that changed.
    if (!t.dirty) {
        t.dirty = true;
        m_dirty.push_back(t.code);
    }
    m_clock.soon();
}

void NetHub::flushAll()
{
    if (m_dirty.empty())
        return;
    m_clock.told();
    std::vector<QString> dirty;
    dirty.swap(m_dirty);
    for (const QString &code : dirty)
        if (Table *t = table(code))
            flush(*t);
}

void NetHub::flush(Table &t)
{
    if (!t.dirty)
        return;
    t.dirty = false;
    ++t.seq;
    m_journal.journalSeq(t);
    // Each seat's snapshot once (its view and legal moves, Host::snapshot), for its legal list
    // and its message; what the messages share is written once.
    const bool live = t.live();
    std::vector<SeatSnapshot> snapshots;
    if (live) {
        snapshots.reserve(static_cast<std::size_t>(t.players));
        for (int s = 0; s < t.players; ++s) {
            snapshots.push_back(t.host->snapshot(s, SnapshotFor::Wire));
            t.noteLegal(s, snapshots.back().legalTexts, t.seq);
        }
        t.toldToAct = snapshots.front().toAct;
        t.toldOver = snapshots.front().over;
    }
    const TableMessages messages(t, now());
    const int count = live ? t.host->actionCount() : 0;
    // One message per connection: each seat its own; the spectators share theirs.
    if (!t.watchers.empty()) {
        const std::optional<SeatSnapshot> everyone = live ? std::optional(t.host->snapshot(-1, SnapshotFor::Wire)) : std::nullopt;
        std::map<int, QByteArray> publicByFrom;
        for (quint64 id : t.watchers) {
            Connection *c = m_connections.find(id);
            if (!c || c->closing)
                continue;
            auto it = publicByFrom.find(c->sentActions);
            if (it == publicByFrom.end())
                it = publicByFrom
                         .emplace(c->sentActions,
                                  messages.message(-1, everyone ? &*everyone : nullptr,
                                                   live ? t.host->steps(-1, c->sentActions) : std::vector<HostStep>()))
                         .first;
            c->sentActions = count;
            c->peer->send(it->second);
            sendOver(t, *c);
        }
    }
    for (HubSeat &seat : t.seats) {
        Connection *c = seat.conn ? m_connections.find(seat.conn) : nullptr;
        if (!c || c->closing)
            continue;
        const auto index = static_cast<std::size_t>(c->seat);
        c->peer->send(messages.message(c->seat, live ? &snapshots[index] : nullptr,
                                       live ? t.host->steps(c->seat, c->sentActions) : std::vector<HostStep>()));
        c->sentActions = count;
        sendOver(t, *c);
    }
    emit tableChanged(t.code);
}

void NetHub::sendOver(Table &t, Connection &c)
{
    if (!t.ended.isEmpty() && !c.overSent && t.host) {
        c.overSent = true;
        c.peer->send(overMessage(t.host->fullRecord(), t.ended));
    }
}

void NetHub::sendTable(Table &t, Connection &c)
{
    if (c.closing)
        return;
    const bool live = t.live();
    const std::optional<SeatSnapshot> snapshot = live ? std::optional(t.host->snapshot(c.seat, SnapshotFor::Wire)) : std::nullopt;
    c.peer->send(TableMessages(t, now()).message(c.seat, snapshot ? &*snapshot : nullptr,
                                                 live ? t.host->steps(c.seat, c.sentActions) : std::vector<HostStep>()));
    c.sentActions = t.actionCount();
    sendOver(t, c);
}

} // namespace net
