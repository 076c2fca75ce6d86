// NetHub (hub.h): the connections' frames to the handlers, and a table's game — opening,
// dealing, acting, hints, chat, telling every change, the end and a new deal. Taking and
// leaving seats: hubseats.cpp; the app's own tables and restoring: hubapp.cpp.
#include "hub.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QRandomGenerator>

#include <algorithm>

namespace net {

namespace {

std::string utf8(const QString &s)
{
    return s.toStdString();
}

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

NetHub::NetHub(const HubConfig &config, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_connections(m_config, [this](Connection &c) { leaveTable(c, true); }, [this](const QString &line) { log(line); })
    , m_journal(m_config.dataDir, [this](const QString &line) { log(line); },
                std::max(1, m_config.maxOpenJournals / std::max(1, m_config.threads)))
    , m_clock(m_config, m_connections, m_tables,
              { [this](Table &t, int s) {
                    changed(t);
                    emit seatReplaceable(t.code, s);
                },
                [this](const QString &code) {
                    removeTable(code, QStringLiteral("idle"), QStringLiteral("the table is closed after a long time with nobody there"));
                },
                [this] { flushAll(); } })
    , m_tasks(new TaskRunner(this))
{
    if (!m_journal.error().isEmpty())
        log(QStringLiteral("cannot save tables: %1").arg(m_journal.error()));
}

NetHub::~NetHub()
{
    for (auto &[code, t] : m_tables)
        if (t->host)
            disconnect(t->host, nullptr, this, nullptr);
}

void NetHub::log(const QString &line)
{
    emit logLine(line);
}

NetHub::Table *NetHub::table(const QString &code) const
{
    auto it = m_tables.find(code);
    return it == m_tables.end() ? nullptr : it->second.get();
}

NetHub::Table *NetHub::tableOf(const Connection &c) const
{
    return c.code.isEmpty() ? nullptr : table(c.code);
}

// ---------------------------------------------------------------------------------------
// Connections

void NetHub::setRouter(HubRouter *router, int index)
{
    m_router = router;
    m_index = index;
}

quint64 NetHub::attach(Peer *peer)
{
    const HubConnection &c = m_connections.attach(peer, now());
    m_clock.watch(c);
    return c.id;
}

quint64 NetHub::adopt(std::unique_ptr<HubConnection> c)
{
    const HubConnection &ref = m_connections.adopt(std::move(c));
    m_clock.watch(ref);
    return ref.id;
}

void NetHub::detach(quint64 id)
{
    Connection *c = m_connections.find(id);
    if (!c)
        return;
    leaveTable(*c, true);
    m_connections.erase(id);
}

void NetHub::heard(quint64 id)
{
    if (Connection *c = m_connections.find(id))
        c->lastHeardMs = now();
}

void NetHub::sendError(Connection &c, ErrorCode code, const QString &message, const QString &reason)
{
    m_connections.sendError(c, code, message, reason);
}

void NetHub::receiveBinary(quint64 id)
{
    Connection *c = m_connections.find(id);
    if (!c || c->closing)
        return;
    c->lastHeardMs = now();
    m_connections.close(*c, ErrorCode::Protocol, QStringLiteral("binary frames are not part of felt-net/1"), 1003);
}

void NetHub::receive(quint64 id, const QByteArray &frame)
{
    Connection *c = m_connections.find(id);
    if (!c || c->closing || !m_connections.admit(*c, frame, now()))
        return;
    auto message = readClientMessage(frame);
    if (!message) {
        // A type this host does not know is a later minor version's addition: ignored, as the
        // contract says (it still counts toward the frame rate).
        if (!message.error().unknownType)
            sendError(*c, message.error().code, message.error().message);
        return;
    }
    const ClientMessage &m = *message;
    if (!c->greeted && m.type != ClientMessage::Type::Hello) {
        sendError(*c, ErrorCode::Protocol, QStringLiteral("the first message is hello"));
        return;
    }
    // A table of another hub of this server: the connection goes there, and the message
    // with it (answered there, `unknown-table` too).
    if (m_router && c->code.isEmpty()
        && (m.type == ClientMessage::Type::Join || m.type == ClientMessage::Type::Watch
            || m.type == ClientMessage::Type::Resume)) {
        const int hub = m_router->hubOf(m.table);
        if (hub != m_index) {
            m_router->move(m_index, hub, m_connections.release(id), frame);
            return;
        }
    }
    switch (m.type) {
    case ClientMessage::Type::Hello: m_connections.greet(*c, m); break;
    case ClientMessage::Type::Create: onCreate(*c, m); break;
    case ClientMessage::Type::Join: onJoin(*c, m); break;
    case ClientMessage::Type::Watch: onWatch(*c, m); break;
    case ClientMessage::Type::Resume: onResume(*c, m); break;
    case ClientMessage::Type::Start: onStart(*c); break;
    case ClientMessage::Type::Act: onAct(*c, m); break;
    case ClientMessage::Type::Chat: onChat(*c, m); break;
    case ClientMessage::Type::Leave: onLeave(*c); break;
    case ClientMessage::Type::Hint: onHint(*c); break;
    case ClientMessage::Type::Replace: onReplace(*c, m); break;
    case ClientMessage::Type::End: onEnd(*c); break;
    case ClientMessage::Type::List: onList(*c); break;
    case ClientMessage::Type::Again: onAgain(*c, m); break;
    case ClientMessage::Type::Close: onClose(*c); break;
    }
}

// ---------------------------------------------------------------------------------------
// Opening a table, its game

QString NetHub::freeCode() const
{
    for (;;) {
        const QString code = newTableCode(m_config.codePrefix);
        if (!table(code) && (!m_router || m_router->hubOf(code) == m_index))
            return code;
    }
}

NetHub::Table &NetHub::addTable(const QString &game, int players, const felt::Value &options, quint64 seed, bool seeded,
                               int graceSeconds)
{
    auto t = std::make_unique<Table>(freeCode(), players, now());
    t->game = game;
    t->options = options;
    t->seed = seed;
    t->seeded = seeded;
    t->graceSeconds = graceSeconds;
    Table &ref = *t;
    m_tables.emplace(ref.code, std::move(t));   // (counted among the router's by its caller)
    return ref;
}

void NetHub::onCreate(Connection &c, const ClientMessage &m)
{
    if (!m_config.allowCreate) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("this host opens no tables for others: join one of its tables"));
        return;
    }
    if (!c.code.isEmpty()) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("leave your table first"));
        return;
    }
    const qint64 t0 = now();
    if (!m_connections.mayCreate(c, t0))
        return;
    // The game must accept the setup (players, options).
    felt::Record dry;
    dry.game = m.game;
    dry.players = m.players;
    dry.options = m.options;
    dry.seed = m.seed.value_or(1);
    auto game = felt::buildGame(dry);
    if (!game) {
        sendError(c, ErrorCode::Malformed, game.error());
        return;
    }
    // A place among the server's tables (every hub's: taken at once, so that two hubs
    // cannot both take the last one).
    const bool full = m_router ? ++m_router->tables > m_config.maxTables
                               : static_cast<int>(m_tables.size()) >= m_config.maxTables;
    if (full) {
        if (m_router)
            --m_router->tables;
        sendError(c, ErrorCode::Full, QStringLiteral("this host holds as many tables as it can"));
        return;
    }
    m_connections.created(c, t0);
    Table &t = addTable(m.game, m.players, (*game)->options(), m.seed.value_or(randomSeed()), m.seed.has_value(),
                        m.graceSeconds);
    int first = -1;
    for (int s = 0; s < m.players; ++s) {
        HubSeat &seat = t.seat(s);
        const QString kind = m.seatKinds.at(s);
        seat.person = kind == QLatin1String("person");
        seat.kind = seat.person ? QStringLiteral("human") : kind;
        if (!seat.person)
            seat.name = botName(s);
        if (seat.person && first < 0)
            first = s;
    }
    t.opener = first;
    t.listed = m.listed;
    const QString token = newToken();
    t.seat(first).tokenHash = tokenHash(token);
    t.seat(first).name = t.newSeatName(c.name);
    log(QStringLiteral("table %1 opened by %2 (%3): %4, %5 players%6%7").arg(t.code, c.name, c.address, t.game).arg(t.players)
            .arg(t.seeded ? QStringLiteral(", deal %1").arg(t.seed) : QString(), t.listed ? QStringLiteral(", listed") : QString()));
    m_journal.save(t);
    seat(c, t, first, token);
    emit personJoined(t.code, first, t.seat(first).name);
    relist(t);
}

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
    const felt::GameSpec *spec = felt::findGame(utf8(t->game));
    const QString reason = spec ? fromView(felt::reasonId(*spec, why)) : fromView(felt::reasonId(why));
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

void NetHub::relist(const Table &t)
{
    if (m_router)
        m_router->list(t.code, t.listed && t.ended.isEmpty() && !(t.inApp && !t.host)
                                   ? std::optional(std::pair(t.createdMs, t.lobbyEntry()))
                                   : std::nullopt);
    emit listingChanged(t.code);
}

void NetHub::onClose(Connection &c)
{
    Table *t = tableOf(c);
    if (!t) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("take a seat first"));
        return;
    }
    if (!isOpener(c, *t)) {
        sendError(c, ErrorCode::NotOpener, QStringLiteral("only the table's opener may close it"));
        return;
    }
    // A running game ends for everyone first: each person gets its record.
    if (t->started && t->ended.isEmpty())
        endGame(*t, QStringLiteral("ended"));
    removeTable(t->code, QStringLiteral("closed"), QStringLiteral("the opener closed the table"));
}

} // namespace net
