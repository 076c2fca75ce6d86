// NetHub (hub.h): taking a seat (join, watch, resume), leaving it (leave, a drop), the
// presence the others see, and what the opener may do about a person away past the grace
// time (hand the seat to a computer player, end the game).
#include "hub.h"

#include "texts.h"

#include <algorithm>

namespace net {

void NetHub::onJoin(Connection &c, const ClientMessage &m)
{
    if (!c.code.isEmpty()) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("leave your table first"));
        return;
    }
    Table *t = table(m.table);
    if (!t || !t->ended.isEmpty() || (t->inApp && !t->host)) {
        sendError(c, ErrorCode::UnknownTable, QStringLiteral("there is no table %1 here").arg(felt::quoted(m.table, 12)));
        return;
    }
    int chosen = -1;
    if (m.seat >= 0) {
        if (m.seat >= t->players) {
            sendError(c, ErrorCode::Malformed, QStringLiteral("the table has seats 0 to %1").arg(t->players - 1));
            return;
        }
        const HubSeat &s = t->seat(m.seat);
        if (!s.unclaimed()) {
            sendError(c, ErrorCode::SeatTaken, QStringLiteral("seat %1 is not free").arg(m.seat));
            return;
        }
        chosen = m.seat;
    } else {
        for (int s = 0; s < t->players && chosen < 0; ++s)
            if (t->seat(s).unclaimed())
                chosen = s;
        if (chosen < 0) {
            sendError(c, ErrorCode::Full, QStringLiteral("every seat at this table is taken"));
            return;
        }
    }
    const QString token = newToken();
    HubSeat &s = t->seat(chosen);
    s.tokenHash = tokenHash(token);
    s.name = t->newSeatName(c.name);
    log(QStringLiteral("table %1: %2 (%3) takes seat %4").arg(t->code, s.name, c.address).arg(chosen));
    m_journal.journalSeat(*t, chosen);
    seat(c, *t, chosen, token);
    emit personJoined(t->code, chosen, s.name);
    relist(*t);
}

void NetHub::seat(Connection &c, Table &t, int seatIndex, const QString &token)
{
    flush(t);
    c.code = t.code;
    c.seat = seatIndex;
    c.sentActions = 0;
    c.overSent = false;
    c.peer->send(joinedMessage(t.code, seatIndex, token, seatIndex >= 0 && seatIndex == t.opener && !t.inApp));
    if (seatIndex < 0) {
        t.watchers.push_back(c.id);
        sendTable(t, c);
        return;
    }
    t.seat(seatIndex).conn = c.id;
    t.lastThereMs = now();
    setPresence(t, seatIndex, true);   // everyone is told, the newcomer too
}

void NetHub::onWatch(Connection &c, const ClientMessage &m)
{
    if (!c.code.isEmpty()) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("leave your table first"));
        return;
    }
    Table *t = table(m.table);
    if (!t || (t->inApp && !t->host)) {
        sendError(c, ErrorCode::UnknownTable, QStringLiteral("there is no table %1 here").arg(felt::quoted(m.table, 12)));
        return;
    }
    if (static_cast<int>(t->watchers.size()) >= m_config.maxWatchers) {
        sendError(c, ErrorCode::Full, QStringLiteral("this table has as many spectators as it takes"));
        return;
    }
    const QString token = newToken();
    t->watcherHashes.append(tokenHash(token));
    // A spectator's token is kept for the table's lifetime; at most a few hundred.
    while (t->watcherHashes.size() > 8 * m_config.maxWatchers)
        t->watcherHashes.removeFirst();
    log(QStringLiteral("table %1: %2 (%3) watches").arg(t->code, c.name, c.address));
    m_journal.journalWatcher(*t, t->watcherHashes.last());
    seat(c, *t, -1, token);
}

void NetHub::onResume(Connection &c, const ClientMessage &m)
{
    if (!c.code.isEmpty()) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("leave your table first"));
        return;
    }
    Table *t = table(m.table);
    if (!t || (t->inApp && !t->host)) {
        sendError(c, ErrorCode::UnknownTable, QStringLiteral("there is no table %1 here").arg(felt::quoted(m.table, 12)));
        return;
    }
    const QString hash = tokenHash(m.token);
    int found = -1;
    for (int s = 0; s < t->players && found < 0; ++s)
        if (t->seat(s).tokenHash == hash)
            found = s;
    if (found < 0) {
        if (t->watcherHashes.contains(hash)) {
            if (static_cast<int>(t->watchers.size()) >= m_config.maxWatchers) {
                sendError(c, ErrorCode::Full, QStringLiteral("this table has as many spectators as it takes"));
                return;
            }
            seat(c, *t, -1, m.token);
            return;
        }
        sendError(c, ErrorCode::Token, QStringLiteral("that token holds no seat at this table"));
        return;
    }
    HubSeat &s = t->seat(found);
    // The newest connection wins: the old one (a laptop that woke up late) is let go.
    if (s.conn != 0) {
        if (Connection *old = m_connections.find(s.conn)) {
            old->code.clear();
            old->seat = -1;
            s.conn = 0;
            m_connections.close(*old, ErrorCode::Token, QStringLiteral("this seat was taken back from another connection"),
                            kCloseTakenOver);
        }
        s.conn = 0;
    }
    log(QStringLiteral("table %1: %2 (%3) is back at seat %4").arg(t->code, s.name, c.address).arg(found));
    // A computer player stood in: the person takes the seat back.
    if (s.person && s.kind != QLatin1String("human")) {
        s.kind = QStringLiteral("human");
        if (t->host && t->started)
            t->host->setSeatKind(found, s.kind);
        m_journal.save(*t);
        relist(*t);
    }
    seat(c, *t, found, m.token);
    emit personBack(t->code, found);
}

void NetHub::onLeave(Connection &c)
{
    if (c.code.isEmpty()) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("you are at no table"));
        return;
    }
    leaveTable(c, false);
}

void NetHub::leaveTable(Connection &c, bool dropped)
{
    Table *t = tableOf(c);
    const int seatIndex = c.seat;
    c.code.clear();
    c.seat = -1;
    if (!t)
        return;
    if (seatIndex < 0) {
        t->watchers.erase(std::remove(t->watchers.begin(), t->watchers.end(), c.id), t->watchers.end());
        if (!t->anyoneThere())
            t->lastThereMs = now();
        m_clock.watch(*t);
        return;
    }
    HubSeat &s = t->seat(seatIndex);
    if (s.conn != c.id)
        return;
    s.conn = 0;
    s.left = !dropped;
    log(QStringLiteral("table %1: %2 %3 seat %4").arg(t->code, s.name, dropped ? QStringLiteral("dropped from") : QStringLiteral("left"))
            .arg(seatIndex));
    setPresence(*t, seatIndex, false);
    emit personAway(t->code, seatIndex);
}

void NetHub::setPresence(Table &t, int seatIndex, bool connected)
{
    HubSeat &s = t.seat(seatIndex);
    s.awaySinceMs = connected ? -1 : now();
    s.replaceable = false;
    if (connected)
        s.left = false;
    if (t.host && t.started && !s.app)
        t.host->setSeatPresence(seatIndex, connected, s.awaySinceMs);
    if (!connected && !t.anyoneThere())
        t.lastThereMs = now();
    m_clock.watch(t);   // a grace time begins, or nobody is there
    changed(t);
    emit tableChanged(t.code);
}

void NetHub::onReplace(Connection &c, const ClientMessage &m)
{
    Table *t = tableOf(c);
    if (!t || !isOpener(c, *t)) {
        sendError(c, t ? ErrorCode::NotOpener : ErrorCode::Protocol,
                  QStringLiteral("only the table's opener may hand a seat to a computer player"));
        return;
    }
    QString error;
    if (!replaceSeat(t->code, m.seat, m.level, &error))
        sendError(c, ErrorCode::Protocol, error);
}

bool NetHub::replaceSeat(const QString &code, int seatIndex, const QString &level, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    Table *t = table(code);
    if (!t)
        return fail(QStringLiteral("there is no such table"));
    if (!t->started || !t->host || !t->ended.isEmpty())
        return fail(QStringLiteral("a seat is handed over only while the game runs"));
    if (seatIndex < 0 || seatIndex >= t->players || !isLevel(level))
        return fail(QStringLiteral("no such seat or level"));
    HubSeat &s = t->seat(seatIndex);
    if (!s.person || s.app || s.conn != 0 || s.awaySinceMs < 0)
        return fail(QStringLiteral("seat %1's person is not away").arg(seatIndex));
    if (now() - s.awaySinceMs < qint64 { t->graceSeconds } * 1000)
        return fail(QStringLiteral("seat %1's person has been away for less than %2 seconds").arg(seatIndex).arg(t->graceSeconds));
    s.kind = level;
    log(QStringLiteral("table %1: a %2 computer player stands in for %3 at seat %4").arg(code, level, s.name).arg(seatIndex));
    m_journal.save(*t);
    relist(*t);
    t->host->setSeatKind(seatIndex, level);   // changed() follows; the computer player begins
    return true;
}

void NetHub::onEnd(Connection &c)
{
    Table *t = tableOf(c);
    if (!t || !isOpener(c, *t)) {
        sendError(c, t ? ErrorCode::NotOpener : ErrorCode::Protocol, QStringLiteral("only the table's opener may end it"));
        return;
    }
    QString error;
    if (!endTable(t->code, &error))
        sendError(c, ErrorCode::Protocol, error);
}

bool NetHub::endTable(const QString &code, QString *error)
{
    Table *t = table(code);
    if (!t) {
        if (error)
            *error = QStringLiteral("there is no such table");
        return false;
    }
    if (!t->started) {
        removeTable(code, QStringLiteral("closed"), QStringLiteral("the opener closed the table"));
        return true;
    }
    if (!t->ended.isEmpty()) {
        if (error)
            *error = QStringLiteral("the game is over already");
        return false;
    }
    // A running game ends only when someone's person has been away past the grace time.
    if (!t->anyoneAwayPastGrace(now())) {
        if (error)
            *error = QStringLiteral("a running game ends only when a person has been away for %1 seconds").arg(t->graceSeconds);
        return false;
    }
    endGame(*t, QStringLiteral("ended"));
    return true;
}

} // namespace net
