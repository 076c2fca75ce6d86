// NetHub (hub.h): a table's game — started by its opener, dealt, acted on (every change told
// to its seats), ended, and dealt again. The frames' way here and the tables' opening and
// closing: hub.cpp.
#include "hub.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <algorithm>

namespace net {

void NetHub::onStart(Connection &c)
{
    Table *t = tableOf(c);
    if (!t) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("take a seat first"));
        return;
    }
    if (!isOpener(c, *t)) {
        sendError(c, ErrorCode::NotOpener, QStringLiteral("only the table's opener may start it"));
        return;
    }
    if (t->started) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("the game has started already"));
        return;
    }
    QString error;
    if (!startGame(*t, &error))
        sendError(c, ErrorCode::Protocol, error);
}

bool NetHub::isOpener(const Connection &c, const Table &t) const
{
    return c.seat >= 0 && c.seat == t.opener && !t.inApp;
}

bool NetHub::startGame(Table &t, QString *error)
{
    const int free = t.freeSeats();
    if (free > 0) {
        *error = free == 1 ? QStringLiteral("the table waits for one more person")
                           : QStringLiteral("the table waits for %1 more people").arg(free);
        return false;
    }
    if (!dealGame(t, t.inApp ? t.host.data() : nullptr, error))
        return false;
    t.started = true;
    log(QStringLiteral("table %1 starts: %2").arg(t.code, t.game));
    m_journal.save(t);
    changed(t);
    emit tableStarted(t.code);
    relist(t);
    return true;
}

bool NetHub::dealGame(Table &t, LocalHost *host, QString *error)
{
    QList<SeatSpec> specs;
    for (const HubSeat &seat : t.seats)
        specs.append({ seat.name, seat.kind });
    const felt::SeatSet remote = t.remoteSeats();
    std::unique_ptr<LocalHost> owned;
    if (!t.inApp) {
        owned = std::make_unique<LocalHost>();
        LocalHostConfig config;
        config.botDelayMs = m_config.botDelayMs;
        owned->setConfig(config);
        host = owned.get();
    }
    if (!host) {
        *error = QStringLiteral("the table's host is gone");
        return false;
    }
    host->setRemoteSeats(remote);
    if (!host->start(t.game, specs, t.options, t.seed, error))
        return false;
    t.dealtMs = now();   // the game's length counts from here (kept across restarts)
    remote.forEach([&](int s) {
        const HubSeat &seat = t.seat(s);
        host->setSeatPresence(s, seat.conn != 0, seat.awaySinceMs);
    });
    if (t.host) {
        disconnect(t.host, &Host::changed, this, nullptr);
        disconnect(t.host, &Host::seatChanged, this, nullptr);
        disconnect(t.host, &Host::finished, this, nullptr);
        disconnect(t.host, &Host::told, this, nullptr);
    }
    if (t.owned) {
        // The last game's host goes from the event loop: its computer players' answers find
        // no table.
        LocalHost *old = t.owned.release();
        old->setBotsPaused(true);
        old->deleteLater();
    }
    t.owned = std::move(owned);
    bindHost(t, host);
    t.journaled = host->actionCount();
    return true;
}

void NetHub::bindHost(Table &t, LocalHost *host)
{
    t.host = host;
    const QString code = t.code;
    connect(host, &Host::changed, this, [this, code] {
        if (Table *t = table(code))
            hostChanged(*t);
    });
    // A computer player thinking or done: the seats' rows change, told like any change.
    connect(host, &Host::seatChanged, this, [this, code] {
        if (Table *t = table(code); t && t->started)
            changed(*t);
    });
    connect(host, &Host::finished, this, [this, code] {
        if (Table *t = table(code))
            hostFinished(*t);
    });
    connect(host, &Host::told, this, [this, code](const QString &sentence) {
        log(QStringLiteral("table %1: %2").arg(code, sentence));
    });
}

void NetHub::hostChanged(Table &t)
{
    if (!t.started || !t.host)
        return;
    const felt::Record &record = t.host->fullRecord();
    const int count = static_cast<int>(record.actions.size());
    if (count > t.journaled) {
        // Journaled before anyone is told.
        m_journal.journalActions(t, record, count);
    } else if (count < t.journaled) {
        // Moves were taken back (a local table of the app): the file holds the record anew.
        t.journaled = count;
        forEachAt(t, [&](Connection &c) { c.sentActions = std::min(c.sentActions, count); });
        m_journal.save(t);
    }
    changed(t);
}

void NetHub::onAct(Connection &c, const ClientMessage &m)
{
    Table *t = tableOf(c);
    if (!t || c.seat < 0) {
        sendError(c, ErrorCode::Protocol, t ? QStringLiteral("a spectator does not act") : QStringLiteral("take a seat first"));
        return;
    }
    flush(*t);   // the act is judged against the table as told
    const int seatIndex = c.seat;
    const bool playing = t->playing();
    if (m.seq != t->seq) {
        // Made on another snapshot: applied only if the seat's legal list is the one it had
        // then and the host's one judgement finds it legal now.
        const bool unchanged = m.seq < t->seq && t->legalSince[static_cast<std::size_t>(seatIndex)] <= m.seq;
        if (playing && unchanged && t->seat(seatIndex).kind == QLatin1String("human")
            && t->host->actFor(seatIndex, m.action, nullptr))
            return;
        sendError(c, ErrorCode::Stale, QStringLiteral("the table changed since snapshot %1: here it is as it stands").arg(m.seq));
        if (Table *still = tableOf(c))
            sendTable(*still, c);
        return;
    }
    if (!playing || !t->toldToAct.has(seatIndex) || t->seat(seatIndex).kind != QLatin1String("human")) {
        sendError(c, ErrorCode::NotYourTurn, QStringLiteral("it is not your turn"));
        return;
    }
    felt::Reason why = felt::Reason::Ok;
    if (t->host->actFor(seatIndex, m.action, &why))
        return;
    if (why == felt::Reason::NotYourTurn) {
        sendError(c, ErrorCode::NotYourTurn, QStringLiteral("it is not your turn"));
        return;
    }
    const felt::GameSpec *spec = felt::findGame(t->game.toStdString());
    const std::string_view id = spec ? felt::reasonId(*spec, why) : felt::reasonId(why);
    const QString reason = QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
    sendError(c, ErrorCode::Illegal, felt::reasonText(t->game, why), reason);
}

void NetHub::hostFinished(Table &t)
{
    if (!t.ended.isEmpty())
        return;
    endGame(t, QStringLiteral("finished"));
}

void NetHub::endGame(Table &t, const QString &ended)
{
    flush(t);   // the last table comes before `over`
    t.ended = ended;
    t.endedMs = now();
    if (t.owned)
        t.owned->setBotsPaused(true);
    log(QStringLiteral("table %1 is over (%2) after %3 actions").arg(t.code, ended).arg(t.host ? t.host->actionCount() : 0));
    m_journal.save(t);
    m_clock.watch(t);   // kept for late resumes, for a while
    if (t.host) {
        const QByteArray over = overMessage(t.host->fullRecord(), ended);
        auto tell = [&](Connection *c) {
            if (c && !c->overSent && !c->closing) {
                c->overSent = true;
                c->peer->send(over);
            }
        };
        for (quint64 id : t.watchers)
            tell(m_connections.find(id));
        for (const HubSeat &s : t.seats)
            tell(s.conn ? m_connections.find(s.conn) : nullptr);
    }
    emit tableOver(t.code);
    relist(t);
}

// ---------------------------------------------------------------------------------------
// The lobby, a new deal, closing

void NetHub::onList(Connection &c)
{
    QList<LobbyTable> waiting;
    QList<LobbyTable> others;
    std::vector<std::pair<qint64, LobbyTable>> sorted;
    if (m_router) {
        sorted = m_router->listed();   // every hub's
    } else {
        for (const auto &[code, t] : m_tables) {
            if (!t->listed || !t->ended.isEmpty() || (t->inApp && !t->host))
                continue;
            sorted.emplace_back(t->createdMs, t->lobbyEntry());
        }
    }
    // The oldest first within each group: a table waiting longest is found first.
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first < b.first : a.second.code < b.second.code;
    });
    for (const auto &[when, l] : sorted)
        (!l.started && l.freeSeats() > 0 ? waiting : others).append(l);
    c.peer->send(tablesMessage(waiting + others));
}

void NetHub::onAgain(Connection &c, const ClientMessage &m)
{
    Table *t = tableOf(c);
    if (!t) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("take a seat first"));
        return;
    }
    if (!isOpener(c, *t)) {
        sendError(c, ErrorCode::NotOpener, QStringLiteral("only the table's opener deals again"));
        return;
    }
    if (!t->started || t->ended.isEmpty()) {
        sendError(c, ErrorCode::NotOpener, QStringLiteral("a new deal comes once the game is over"));
        return;
    }
    QString error;
    if (!againGame(*t, nullptr, m.seed, &error))
        sendError(c, ErrorCode::Protocol, error);
}

bool NetHub::againGame(Table &t, LocalHost *host, std::optional<quint64> seed, QString *error)
{
    const quint64 oldSeed = t.seed;
    const bool oldSeeded = t.seeded;
    t.seed = seed.value_or(randomSeed());
    t.seeded = seed.has_value();
    if (!dealGame(t, host, error)) {
        t.seed = oldSeed;
        t.seeded = oldSeeded;
        return false;
    }
    t.ended.clear();
    t.endedMs = -1;
    m_clock.watch(t);
    // Everyone at the table is told the new game from its first action, and its end later.
    forEachAt(t, [](Connection &c) {
        c.sentActions = 0;
        c.overSent = false;
    });
    for (auto &since : t.legalSince)
        since = t.seq + 1;
    log(QStringLiteral("table %1 deals again: %2").arg(t.code, t.game));
    m_journal.save(t);   // the new game's record; the journal begins anew
    changed(t);
    emit tableStarted(t.code);
    relist(t);
    return true;
}

} // namespace net
