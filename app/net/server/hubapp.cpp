// NetHub (hub.h): the tables the app hosts itself (opened, started, dealt again, closed,
// hosted again after a restart), removing a table, restoring felt-server's tables from their
// files, and what the app's pages and felt-server see of the tables.
#include "hub.h"

#include "core/registry.h"

#include <algorithm>

namespace net {

QString NetHub::hostTable(LocalHost *host, const HostedTable &setup, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QString();
    };
    if (!host)
        return fail(QStringLiteral("no host"));
    const int players = static_cast<int>(setup.seats.size());
    felt::Record dry;
    dry.game = setup.game;
    dry.players = players;
    dry.options = setup.options.isObject() ? setup.options : felt::Value::object();
    dry.seed = setup.seed.value_or(1);
    auto game = felt::buildGame(dry);
    if (!game)
        return fail(game.error());
    if (setup.appSeats.isEmpty())
        return fail(QStringLiteral("the app needs a seat of its own"));
    Table &t = addTable(setup.game, players, (*game)->options(), setup.seed.value_or(randomSeed()), setup.seed.has_value(),
                        std::clamp(setup.graceSeconds, kMinGraceSeconds, kMaxGraceSeconds));
    if (m_router)
        ++m_router->tables;
    t.inApp = true;
    t.host = host;
    for (int s = 0; s < players; ++s) {
        HubSeat &seat = t.seat(s);
        const SeatSpec &spec = setup.seats.at(s);
        seat.person = spec.isHuman();
        seat.kind = seat.person ? QStringLiteral("human") : spec.kind;
        seat.app = seat.person && setup.appSeats.contains(s);
        if (seat.app || !seat.person)
            seat.name = spec.name.simplified().isEmpty() ? (seat.person ? QStringLiteral("Player %1").arg(s + 1)
                                                                        : botName(s))
                                                         : spec.name.simplified();
        if (!seat.person && !isLevel(seat.kind) && seat.kind != QLatin1String("random")) {
            if (m_router)
                --m_router->tables;
            m_tables.erase(t.code);
            return fail(QStringLiteral("seat %1 has an unknown kind of player").arg(s));
        }
    }
    for (int s : setup.appSeats)
        if (s < 0 || s >= players || !t.seat(s).app) {
            const QString code = t.code;
            if (m_router)
                --m_router->tables;
            m_tables.erase(code);
            return fail(QStringLiteral("seat %1 is not a person's seat").arg(s));
        }
    t.opener = setup.appSeats.first();
    t.listed = setup.listed;
    const QString code = t.code;
    // The app closed its table (its LocalHost is gone).
    followAppHost(code, host);
    m_clock.watch(t);
    log(QStringLiteral("table %1 opened by this app: %2, %3 players").arg(code, t.game).arg(players));
    m_journal.save(t);
    emit listingChanged(code);
    emit tableChanged(code);
    return code;
}

bool NetHub::startTable(const QString &code, QString *error)
{
    Table *t = table(code);
    if (!t || !t->inApp) {
        if (error)
            *error = QStringLiteral("there is no such table");
        return false;
    }
    if (t->started) {
        if (error)
            *error = QStringLiteral("the game has started already");
        return false;
    }
    QString why;
    if (!startGame(*t, &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

bool NetHub::againTable(const QString &code, LocalHost *host, std::optional<quint64> seed, QString *error)
{
    Table *t = table(code);
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!t || !t->inApp)
        return fail(QStringLiteral("there is no such table"));
    if (!host)
        return fail(QStringLiteral("no host"));
    if (!t->started || t->ended.isEmpty())
        return fail(QStringLiteral("a new deal comes once the game is over"));
    LocalHost *old = t->host;
    if (!againGame(*t, host, seed, error))
        return false;
    if (old != host) {
        if (old)
            disconnect(old, &QObject::destroyed, this, nullptr);
        followAppHost(code, host);
    }
    return true;
}

void NetHub::followAppHost(const QString &code, LocalHost *host)
{
    connect(host, &QObject::destroyed, this, [this, code] {
        if (Table *t = table(code)) {
            t->host = nullptr;
            closeTable(code);   // the app, its opener, left it for another game
        }
    });
}

void NetHub::removeTable(const QString &code, const QString &reason, const QString &why)
{
    auto it = m_tables.find(code);
    if (it == m_tables.end())
        return;
    Table &t = *it->second;
    if (t.host)
        disconnect(t.host, nullptr, this, nullptr);
    std::vector<quint64> ids = t.watchers;
    for (const HubSeat &s : t.seats)
        if (s.conn)
            ids.push_back(s.conn);
    const QByteArray closed = closedMessage(code, reason);
    for (quint64 id : ids)
        if (Connection *c = m_connections.find(id)) {
            c->code.clear();
            c->seat = -1;
            if (!c->closing)
                c->peer->send(closed);
        }
    log(QStringLiteral("table %1 removed: %2").arg(code, why));
    m_journal.remove(code);
    std::unique_ptr<Table> gone = std::move(it->second);
    m_tables.erase(it);
    if (m_router) {
        --m_router->tables;
        m_router->list(code, std::nullopt);
    }
    emit listingChanged(code);
    emit tableClosed(code);
    // The owned LocalHost goes last: its bots' answers find no table.
    if (gone->owned) {
        LocalHost *host = gone->owned.release();
        host->setBotsPaused(true);
        host->deleteLater();
    }
}

void NetHub::closeTable(const QString &code, const QString &reason)
{
    removeTable(code, reason, reason == QLatin1String("host-stopped") ? QStringLiteral("the host stopped")
                                                                      : QStringLiteral("the host closed the table"));
}

QStringList NetHub::savedAppTables() const
{
    QStringList list;
    for (const auto &[code, t] : m_tables)
        if (t->inApp && !t->host)
            list.append(code);
    list.sort();
    return list;
}

bool NetHub::rehostTable(const QString &code, LocalHost *host, QString *error)
{
    Table *t = table(code);
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!t || !t->inApp || t->host || !host)
        return fail(QStringLiteral("there is no saved table %1 to host again").arg(code));
    if (t->started) {
        if (!t->saved || !host->load(*t->saved, error))
            return false;
        host->setDealtAtMs(t->dealtMs);   // its length counts from the deal, not from now
        const felt::SeatSet remote = t->remoteSeats();
        host->setRemoteSeats(remote);
        remote.forEach([&](int s) { host->setSeatPresence(s, false, t->seat(s).awaySinceMs); });
        bindHost(*t, host);
        t->journaled = host->actionCount();
        t->refreshLegal(t->seq + 1);
        t->saved.reset();
    } else {
        t->host = host;
    }
    followAppHost(code, host);
    m_clock.watch(*t);
    changed(*t);
    return true;
}

int NetHub::restore()
{
    int n = 0;
    for (const QString &code : m_journal.codes()) {
        if (table(code) || (m_router && m_router->hubOf(code) != m_index))
            continue;   // (another hub's)
        QString error;
        std::unique_ptr<Table> t = m_journal.load(code, now(), &error);
        if (t && !t->inApp && t->started && !resumeOwnedGame(*t, &error))
            t.reset();
        if (!t) {
            log(QStringLiteral("table %1 cannot be resumed (%2): its files are set aside").arg(code, error));
            m_journal.setAside(code);
            continue;
        }
        ++n;
        Table &ref = *t;
        m_tables.emplace(ref.code, std::move(t));
        if (m_router)
            ++m_router->tables;
        relist(ref);
        m_clock.watch(ref);
        if (ref.owned) {
            bindHost(ref, ref.owned.get());
            m_journal.save(ref);   // the journal's actions go into the file
            log(QStringLiteral("table %1 resumed: %2, %3 actions, seq %4").arg(ref.code, ref.game).arg(ref.journaled).arg(ref.seq));
            // A game the host finished as it was killed.
            if (ref.ended.isEmpty() && ref.toldOver)
                endGame(ref, QStringLiteral("finished"));
        } else {
            log(QStringLiteral("table %1 resumed: %2, %3")
                    .arg(ref.code, ref.game, ref.started ? QStringLiteral("waits for the app") : QStringLiteral("waiting")));
        }
    }
    return n;
}

bool NetHub::resumeOwnedGame(Table &t, QString *error)
{
    auto host = std::make_unique<LocalHost>();
    LocalHostConfig config;
    config.botDelayMs = m_config.botDelayMs;
    host->setConfig(config);
    const felt::SeatSet remote = t.remoteSeats();
    host->setRemoteSeats(remote);
    if (!host->load(*t.saved, error))
        return false;
    host->setDealtAtMs(t.dealtMs);
    remote.forEach([&](int s) { host->setSeatPresence(s, false, t.seat(s).awaySinceMs); });
    if (!t.ended.isEmpty())
        host->setBotsPaused(true);
    t.saved.reset();
    t.owned = std::move(host);
    t.host = t.owned.get();
    t.journaled = t.owned->actionCount();
    t.refreshLegal(t.seq);
    for (auto &since : t.legalSince)
        since = t.seq;
    return true;
}

std::optional<TableInfo> NetHub::tableInfo(const QString &code) const
{
    const Table *t = table(code);
    if (!t)
        return std::nullopt;
    return t->info();
}

QStringList NetHub::tableCodes() const
{
    QStringList list;
    for (const auto &[code, t] : m_tables)
        list.append(code);
    list.sort();
    return list;
}

LocalHost *NetHub::tableHost(const QString &code) const
{
    const Table *t = table(code);
    return t && t->started ? t->host.data() : nullptr;
}

quint64 NetHub::tableSeq(const QString &code) const
{
    const Table *t = table(code);
    return t ? t->seq + (t->dirty ? 1 : 0) : 0;
}

std::optional<felt::Record> NetHub::savedRecord(const QString &dataDir, const QString &code, QString *error)
{
    return TableJournal::savedRecord(dataDir, code, error);
}

} // namespace net
