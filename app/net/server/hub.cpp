// NetHub (hub.h): the connections' frames to the handlers, a table opened, the lobby's list
// and a table closed. A table's game (started, dealt, acted on, ended, dealt again):
// hubgame.cpp; taking and leaving seats: hubseats.cpp; what is said (chat, hints):
// hubtalk.cpp; the app's own tables and restoring: hubapp.cpp.
#include "hub.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QRandomGenerator>

#include <algorithm>

namespace net {

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
