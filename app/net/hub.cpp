#include "hub.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>
#include <cstring>

namespace net {

namespace {

// Computer players' names at a table opened by `create`.
constexpr const char *kBotNames[] = { "Ada", "Bert", "Cleo", "Dora", "Emil", "Fay", "Gus", "Hana" };
static_assert(std::size(kBotNames) >= felt::kMaxSeats);

constexpr char kTableFormat[] = "felt-net-table/1";

// WebSocket close codes.
constexpr int kClosePolicy = 1008;       // a rule of the contract was broken
constexpr int kCloseTooBig = 1009;
constexpr int kCloseTakenOver = 4001;    // the seat was resumed by another connection (an addition)

std::string utf8(const QString &s)
{
    return s.toStdString();
}

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

quint64 randomSeed()
{
    return QRandomGenerator::system()->generate64() & (felt::kMaxRecordSeed - 1);
}

bool isLevel(const QString &kind)
{
    return kind == QLatin1String("easy") || kind == QLatin1String("normal") || kind == QLatin1String("hard");
}

// Appends the journal's actions that follow `record`'s (when given), in order, stopping at a
// gap or a line that cannot be read; returns the last seq the journal names (0: none).
quint64 applyJournal(felt::Record *record, const QList<QByteArray> &journal, int players)
{
    quint64 last = 0;
    for (const QByteArray &line : journal) {
        const QJsonDocument j = QJsonDocument::fromJson(line);
        if (!j.isObject())
            break;
        const QJsonObject o = j.object();
        qint64 seq = 0;
        if (felt::jsonInteger(o.value(QLatin1String("seq")), &seq) && seq > 0)
            last = std::max<quint64>(last, static_cast<quint64>(seq));
        qint64 index = 0;
        if (record && felt::jsonInteger(o.value(QLatin1String("a")), &index)) {
            qint64 seat = 0;
            if (!felt::jsonInteger(o.value(QLatin1String("seat")), &seat) || seat < 0 || seat >= players)
                break;
            if (index < static_cast<qint64>(record->actions.size()))
                continue;   // in the table's file already
            if (index > static_cast<qint64>(record->actions.size()))
                break;      // a gap: what follows cannot be trusted
            record->actions.push_back({ static_cast<int>(seat), o.value(QLatin1String("text")).toString() });
        }
    }
    return last;
}

} // namespace

struct NetHub::Connection {
    quint64 id = 0;
    Peer *peer = nullptr;
    QString address;
    bool greeted = false;
    QString name;
    QString client;
    QString code;                 // the table it is at, or empty
    int seat = -1;                // its seat there; -1 for a spectator
    int sentActions = 0;          // the actions whose events it was sent
    bool overSent = false;
    bool closing = false;
    qint64 connectedMs = 0;
    qint64 lastHeardMs = 0;
    qint64 lastPingMs = 0;
    std::deque<qint64> frames;    // when its last frames came (at most maxFramesPerSecond)
    double chatTokens = 0;
    qint64 chatAtMs = 0;
    std::deque<qint64> hints;
    bool hintPending = false;
    std::deque<qint64> creates;
};

struct NetHub::Table {
    struct Seat {
        QString name;
        QString kind;             // who plays it now: "human" or a level
        bool person = false;      // a person's seat (kind may be a level while it stands in)
        bool app = false;         // a person at the hosting app's screen
        QString tokenHash;        // the person's token (hashed); empty: free
        quint64 conn = 0;         // the connection that holds it now
        qint64 awaySinceMs = -1;
        bool replaceable = false;
    };
    QString code;
    QString game;
    int players = 0;
    felt::Value options = felt::Value::object();
    quint64 seed = 0;
    bool seeded = false;          // the deal was chosen by its opener
    int graceSeconds = kDefaultGraceSeconds;
    qint64 createdMs = 0;
    std::vector<Seat> seats;
    int opener = -1;              // the opener's seat
    bool inApp = false;           // the app hosts it and is its opener
    bool listed = false;          // in the answer to `list`
    QStringList watcherHashes;
    std::vector<quint64> watchers;
    bool started = false;
    bool dirty = false;           // a change not told yet (flush())
    QString ended;                // "", "finished", "ended"
    qint64 endedMs = -1;
    qint64 lastThereMs = 0;       // when someone was last connected
    quint64 seq = 0;
    int journaled = 0;            // actions written to the journal (or the table's file)
    quint64 journaledSeq = 0;     // the last seq written there
    std::vector<QStringList> legal;
    std::vector<quint64> legalSince;
    std::unique_ptr<LocalHost> owned;
    QPointer<LocalHost> host;
    std::optional<SavedGame> saved;   // an app's table restored, waiting for rehostTable()
};

NetHub::NetHub(const HubConfig &config, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_store(config.dataDir)
    , m_tasks(new TaskRunner(this))
{
    if (!m_store.error().isEmpty())
        log(QStringLiteral("cannot save tables: %1").arg(m_store.error()));
    m_sweep.setInterval(std::max(10, m_config.sweepIntervalMs));
    connect(&m_sweep, &QTimer::timeout, this, &NetHub::sweep);
    m_sweep.start();
    m_flush.setSingleShot(true);
    m_flush.setInterval(0);
    connect(&m_flush, &QTimer::timeout, this, &NetHub::flushAll);
}

NetHub::~NetHub()
{
    for (auto &[code, t] : m_tables)
        if (t->host)
            disconnect(t->host, nullptr, this, nullptr);
}

qint64 NetHub::now() const
{
    return QDateTime::currentMSecsSinceEpoch();
}

void NetHub::log(const QString &line)
{
    emit logLine(line);
}

NetHub::Connection *NetHub::connection(quint64 id)
{
    auto it = m_connections.find(id);
    return it == m_connections.end() ? nullptr : it->second.get();
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

quint64 NetHub::attach(Peer *peer)
{
    auto c = std::make_unique<Connection>();
    c->id = m_nextId++;
    c->peer = peer;
    c->address = peer->address();
    c->connectedMs = c->lastHeardMs = c->lastPingMs = now();
    c->chatTokens = m_config.chatBurst;
    c->chatAtMs = c->connectedMs;
    const quint64 id = c->id;
    m_connections.emplace(id, std::move(c));
    return id;
}

void NetHub::detach(quint64 id)
{
    Connection *c = connection(id);
    if (!c)
        return;
    leaveTable(*c, true);
    m_connections.erase(id);
}

void NetHub::heard(quint64 id)
{
    if (Connection *c = connection(id))
        c->lastHeardMs = now();
}

void NetHub::sendError(Connection &c, ErrorCode code, const QString &message, const QString &reason)
{
    if (!c.closing)
        c.peer->send(errorMessage(code, message, reason));
}

void NetHub::closeConnection(Connection &c, ErrorCode code, const QString &message, int closeCode)
{
    if (c.closing)
        return;
    sendError(c, code, message);
    c.closing = true;
    log(QStringLiteral("closed %1 (%2): %3").arg(c.address, errorCodeId(code), message));
    leaveTable(c, true);
    c.peer->close(closeCode, message.left(100));
}

void NetHub::receiveBinary(quint64 id)
{
    Connection *c = connection(id);
    if (!c || c->closing)
        return;
    c->lastHeardMs = now();
    closeConnection(*c, ErrorCode::Protocol, QStringLiteral("binary frames are not part of felt-net/1"), 1003);
}

void NetHub::receive(quint64 id, const QByteArray &frame)
{
    Connection *c = connection(id);
    if (!c || c->closing)
        return;
    const qint64 t = now();
    c->lastHeardMs = t;
    // More than maxFramesPerSecond frames within one second: refused, and the connection closed.
    c->frames.push_back(t);
    if (static_cast<int>(c->frames.size()) > m_config.maxFramesPerSecond) {
        if (t - c->frames.front() < 1000) {
            closeConnection(*c, ErrorCode::Rate,
                            QStringLiteral("more than %1 messages in a second").arg(m_config.maxFramesPerSecond), kClosePolicy);
            return;
        }
        c->frames.pop_front();
    }
    if (frame.size() > kMaxFrameBytes) {
        closeConnection(*c, ErrorCode::TooLarge, QStringLiteral("a message may have at most %1 bytes").arg(kMaxFrameBytes),
                        kCloseTooBig);
        return;
    }
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
    switch (m.type) {
    case ClientMessage::Type::Hello: onHello(*c, m); break;
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
// Greeting, tables, seats

void NetHub::onHello(Connection &c, const ClientMessage &m)
{
    if (c.greeted) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("hello was said already"));
        return;
    }
    // "felt-net/1", or a later minor version of it ("felt-net/1.2").
    bool sameMajor = false;
    if (m.protocol.startsWith(QLatin1String(kProtocolPrefix))) {
        const QString version = m.protocol.mid(static_cast<qsizetype>(std::strlen(kProtocolPrefix)));
        const QString major = version.section(u'.', 0, 0);
        bool ok = false;
        sameMajor = major.toInt(&ok) == kProtocolMajor && ok && major == QString::number(kProtocolMajor);
    }
    if (!sameMajor) {
        closeConnection(c, ErrorCode::Version, QStringLiteral("this host speaks %1").arg(QLatin1String(kProtocol)), kClosePolicy);
        return;
    }
    c.greeted = true;
    c.name = m.name;
    c.client = m.client;
    c.peer->send(welcomeMessage(m_config.serverName));
}

QString NetHub::freeCode() const
{
    for (;;) {
        const QString code = newTableCode();
        if (!table(code))
            return code;
    }
}

NetHub::Table &NetHub::addTable(const QString &game, int players, const felt::Value &options, quint64 seed, bool seeded,
                               int graceSeconds)
{
    auto t = std::make_unique<Table>();
    t->code = freeCode();
    t->game = game;
    t->players = players;
    t->options = options;
    t->seed = seed;
    t->seeded = seeded;
    t->graceSeconds = graceSeconds;
    t->createdMs = t->lastThereMs = now();
    t->seats.resize(static_cast<std::size_t>(players));
    t->legal.resize(static_cast<std::size_t>(players));
    t->legalSince.assign(static_cast<std::size_t>(players), 0);
    Table &ref = *t;
    m_tables.emplace(ref.code, std::move(t));
    return ref;
}

QString NetHub::newSeatName(const Table &t, const QString &wanted) const
{
    auto used = [&t](const QString &name) {
        for (const Table::Seat &s : t.seats)
            if (s.name.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        return false;
    };
    if (!used(wanted))
        return wanted;
    for (int n = 2;; ++n) {
        const QString name = QStringLiteral("%1 %2").arg(wanted).arg(n);
        if (!used(name))
            return name;
    }
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
    while (!c.creates.empty() && t0 - c.creates.front() > 60000)
        c.creates.pop_front();
    if (static_cast<int>(c.creates.size()) >= m_config.createsPerMinute) {
        sendError(c, ErrorCode::Rate, QStringLiteral("at most %1 tables a minute").arg(m_config.createsPerMinute));
        return;
    }
    if (static_cast<int>(m_tables.size()) >= m_config.maxTables) {
        sendError(c, ErrorCode::Full, QStringLiteral("this host holds as many tables as it can"));
        return;
    }
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
    c.creates.push_back(t0);
    Table &t = addTable(m.game, m.players, (*game)->options(), m.seed.value_or(randomSeed()), m.seed.has_value(),
                        m.graceSeconds);
    int first = -1;
    for (int s = 0; s < m.players; ++s) {
        Table::Seat &seat = t.seats[static_cast<std::size_t>(s)];
        const QString kind = m.seatKinds.at(s);
        seat.person = kind == QLatin1String("person");
        seat.kind = seat.person ? QStringLiteral("human") : kind;
        if (!seat.person)
            seat.name = QLatin1String(kBotNames[s]);
        if (seat.person && first < 0)
            first = s;
    }
    t.opener = first;
    t.listed = m.listed;
    const QString token = newToken();
    t.seats[static_cast<std::size_t>(first)].tokenHash = tokenHash(token);
    t.seats[static_cast<std::size_t>(first)].name = newSeatName(t, c.name);
    log(QStringLiteral("table %1 opened by %2 (%3): %4, %5 players%6%7").arg(t.code, c.name, c.address, t.game).arg(t.players)
            .arg(t.seeded ? QStringLiteral(", deal %1").arg(t.seed) : QString(), t.listed ? QStringLiteral(", listed") : QString()));
    saveMeta(t);
    seat(c, t, first, token);
    emit personJoined(t.code, first, t.seats[static_cast<std::size_t>(first)].name);
    emit listingChanged(t.code);
}

int NetHub::freeSeats(const Table &t) const
{
    int n = 0;
    for (const Table::Seat &s : t.seats)
        n += s.person && !s.app && s.tokenHash.isEmpty() ? 1 : 0;
    return n;
}

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
        const Table::Seat &s = t->seats[static_cast<std::size_t>(m.seat)];
        if (!s.person || s.app || !s.tokenHash.isEmpty()) {
            sendError(c, ErrorCode::SeatTaken, QStringLiteral("seat %1 is not free").arg(m.seat));
            return;
        }
        chosen = m.seat;
    } else {
        for (int s = 0; s < t->players && chosen < 0; ++s) {
            const Table::Seat &seat = t->seats[static_cast<std::size_t>(s)];
            if (seat.person && !seat.app && seat.tokenHash.isEmpty())
                chosen = s;
        }
        if (chosen < 0) {
            sendError(c, ErrorCode::Full, QStringLiteral("every seat at this table is taken"));
            return;
        }
    }
    const QString token = newToken();
    Table::Seat &s = t->seats[static_cast<std::size_t>(chosen)];
    s.tokenHash = tokenHash(token);
    s.name = newSeatName(*t, c.name);
    log(QStringLiteral("table %1: %2 (%3) takes seat %4").arg(t->code, s.name, c.address).arg(chosen));
    saveMeta(*t);
    seat(c, *t, chosen, token);
    emit personJoined(t->code, chosen, s.name);
    emit listingChanged(t->code);
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
    t.seats[static_cast<std::size_t>(seatIndex)].conn = c.id;
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
    saveMeta(*t);
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
        if (t->seats[static_cast<std::size_t>(s)].tokenHash == hash)
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
    Table::Seat &s = t->seats[static_cast<std::size_t>(found)];
    // The newest connection wins: the old one (a laptop that woke up late) is let go.
    if (s.conn != 0) {
        if (Connection *old = connection(s.conn)) {
            old->code.clear();
            old->seat = -1;
            s.conn = 0;
            closeConnection(*old, ErrorCode::Token, QStringLiteral("this seat was taken back from another connection"),
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
        saveMeta(*t);
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
        return;
    }
    Table::Seat &s = t->seats[static_cast<std::size_t>(seatIndex)];
    if (s.conn != c.id)
        return;
    s.conn = 0;
    log(QStringLiteral("table %1: %2 %3 seat %4").arg(t->code, s.name, dropped ? QStringLiteral("dropped from") : QStringLiteral("left"))
            .arg(seatIndex));
    setPresence(*t, seatIndex, false);
    emit personAway(t->code, seatIndex);
}

void NetHub::setPresence(Table &t, int seatIndex, bool connected)
{
    Table::Seat &s = t.seats[static_cast<std::size_t>(seatIndex)];
    s.awaySinceMs = connected ? -1 : now();
    s.replaceable = false;
    if (t.host && t.started && !s.app)
        t.host->setSeatPresence(seatIndex, connected, s.awaySinceMs);
    changed(t);
    emit tableChanged(t.code);
}

// ---------------------------------------------------------------------------------------
// Starting, playing

int NetHub::tableOpenerSeat(const Table &t) const
{
    return t.opener;
}

bool NetHub::isOpener(const Connection &c, const Table &t) const
{
    return c.seat >= 0 && c.seat == t.opener && !t.inApp;
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

bool NetHub::startGame(Table &t, QString *error)
{
    const int free = freeSeats(t);
    if (free > 0) {
        *error = free == 1 ? QStringLiteral("the table waits for one more person")
                           : QStringLiteral("the table waits for %1 more people").arg(free);
        return false;
    }
    if (!dealGame(t, t.inApp ? t.host.data() : nullptr, error))
        return false;
    t.started = true;
    log(QStringLiteral("table %1 starts: %2").arg(t.code, t.game));
    saveMeta(t);
    changed(t);
    emit tableStarted(t.code);
    emit listingChanged(t.code);
    return true;
}

bool NetHub::dealGame(Table &t, LocalHost *host, QString *error)
{
    QList<SeatSpec> specs;
    felt::SeatSet remote;
    for (int s = 0; s < t.players; ++s) {
        const Table::Seat &seat = t.seats[static_cast<std::size_t>(s)];
        specs.append({ seat.name, seat.kind });
        if (seat.person && !seat.app)
            remote.add(s);
    }
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
    remote.forEach([&](int s) {
        const Table::Seat &seat = t.seats[static_cast<std::size_t>(s)];
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
    updateLegal(t);
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

void NetHub::updateLegal(Table &t)
{
    const felt::AnyGame *game = t.host ? t.host->game() : nullptr;
    if (!game)
        return;
    const felt::SeatSet actors = game->isOver() ? felt::SeatSet() : game->actors();
    for (int s = 0; s < t.players; ++s) {
        QStringList legal;
        if (actors.has(s))
            for (const std::string &a : game->legalActions(s))
                legal.append(QString::fromStdString(a));
        auto &mine = t.legal[static_cast<std::size_t>(s)];
        if (legal != mine) {
            mine = legal;
            t.legalSince[static_cast<std::size_t>(s)] = t.seq + 1;   // the change about to be told
        }
    }
}

void NetHub::hostChanged(Table &t)
{
    if (!t.started || !t.host)
        return;
    const felt::Record &record = t.host->fullRecord();
    const int count = static_cast<int>(record.actions.size());
    if (count > t.journaled) {
        // Journaled before anyone is told.
        for (int k = t.journaled; k < count; ++k) {
            felt::Value line = felt::Value::object();
            line.set("seq", static_cast<std::uint64_t>(t.seq + 1));
            line.set("a", k);
            line.set("seat", record.actions[static_cast<std::size_t>(k)].seat);
            line.set("text", utf8(record.actions[static_cast<std::size_t>(k)].text));
            if (!m_store.append(t.code, felt::writeJson(line, felt::JsonStyle::Compact)))
                log(QStringLiteral("table %1: %2").arg(t.code, m_store.error()));
        }
        t.journaledSeq = t.seq + 1;
        t.journaled = count;
        updateLegal(t);
    } else if (count < t.journaled) {
        // Moves were taken back (a local table of the app): the file holds the record anew.
        t.journaled = count;
        updateLegal(t);
        for (auto &[id, c] : m_connections)
            if (c->code == t.code)
                c->sentActions = std::min(c->sentActions, count);
        saveMeta(t);
    }
    changed(t);
}

void NetHub::changed(Table &t)
{
    // Changes that come together (a computer player's move and the next one beginning to
    // think) are told in one message, from the event loop.
    t.dirty = true;
    if (!m_flush.isActive())
        m_flush.start();
}

void NetHub::flushAll()
{
    for (auto &[code, t] : m_tables)
        flush(*t);
}

void NetHub::flush(Table &t)
{
    if (!t.dirty)
        return;
    t.dirty = false;
    ++t.seq;
    if (m_store.enabled() && t.journaledSeq != t.seq) {
        t.journaledSeq = t.seq;
        felt::Value line = felt::Value::object();
        line.set("seq", static_cast<std::uint64_t>(t.seq));
        m_store.append(t.code, felt::writeJson(line, felt::JsonStyle::Compact));
    }
    // One message per connection: each seat its own; the spectators share theirs.
    std::map<int, QByteArray> publicByFrom;
    for (quint64 id : t.watchers) {
        Connection *c = connection(id);
        if (!c || c->closing)
            continue;
        auto it = publicByFrom.find(c->sentActions);
        if (it == publicByFrom.end())
            it = publicByFrom.emplace(c->sentActions, tableMessage(t, -1, c->sentActions)).first;
        c->sentActions = t.host && t.started ? t.host->actionCount() : 0;
        c->peer->send(it->second);
        if (!t.ended.isEmpty() && !c->overSent && t.host) {
            c->overSent = true;
            c->peer->send(overMessage(t.host->fullRecord(), t.ended));
        }
    }
    for (Table::Seat &s : t.seats)
        if (Connection *c = s.conn ? connection(s.conn) : nullptr)
            sendTable(t, *c);
    emit tableChanged(t.code);
}

void NetHub::sendTable(Table &t, Connection &c)
{
    if (c.closing)
        return;
    c.peer->send(tableMessage(t, c.seat, c.sentActions));
    c.sentActions = t.host && t.started ? t.host->actionCount() : 0;
    if (!t.ended.isEmpty() && !c.overSent && t.host) {
        c.overSent = true;
        c.peer->send(overMessage(t.host->fullRecord(), t.ended));
    }
}

QByteArray NetHub::tableMessage(Table &t, int seatIndex, int fromAction)
{
    felt::Value v = felt::Value::object();
    v.set("type", "table");
    v.set("seq", static_cast<std::uint64_t>(t.seq));
    v.set("started", t.started);
    v.set("code", utf8(t.code));
    v.set("game", utf8(t.game));
    v.set("players", t.players);
    v.set("options", t.options);
    v.set("grace", t.graceSeconds);
    v.set("opener", t.opener >= 0 ? felt::Value(t.opener) : felt::Value());
    v.set("you", seatIndex >= 0 ? felt::Value(seatIndex) : felt::Value());
    v.set("knownDeal", t.seeded);
    const bool live = t.started && t.host && t.host->game();
    const int count = live ? t.host->actionCount() : 0;
    v.set("actions", count);
    QList<HostSeat> hostSeats = live ? t.host->seats() : QList<HostSeat>();
    felt::Value seats = felt::Value::array();
    const qint64 at = now();
    for (int s = 0; s < t.players; ++s) {
        const Table::Seat &seat = t.seats[static_cast<std::size_t>(s)];
        NetSeat n;
        n.name = seat.name;
        n.kind = seat.kind;
        n.person = seat.person;
        n.taken = !seat.person || seat.app || !seat.tokenHash.isEmpty();
        n.connected = !seat.person || seat.app || seat.conn != 0;
        if (seat.person && !seat.app && seat.tokenHash.isEmpty())
            n.connected = false;
        if (seat.person && !seat.app && !seat.tokenHash.isEmpty() && seat.conn == 0 && seat.awaySinceMs >= 0) {
            n.awaySinceMs = seat.awaySinceMs;
            n.awayMs = std::max<qint64>(0, at - seat.awaySinceMs);
        }
        n.thinking = s < hostSeats.size() && hostSeats.at(s).thinking;
        n.replaceable = seat.replaceable;
        seats.push(seatToValue(n));
    }
    v.set("seats", seats);
    if (live) {
        setSnapshotFields(v, *t.host->game(), seatIndex);
        const felt::GameSpec *spec = felt::findGame(utf8(t.game));
        felt::Value events = felt::Value::array();
        if (spec)
            for (const HostStep &step : t.host->steps(seatIndex, fromAction))
                for (const felt::Event &e : step.events)
                    events.push(eventToValue(*spec, step.action, e));
        v.set("events", events);
    } else {
        v.set("events", felt::Value::array());
    }
    return felt::writeJson(v, felt::JsonStyle::Compact);
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
    const felt::AnyGame *game = t->started && t->host ? t->host->game() : nullptr;
    const bool playing = game && !game->isOver() && t->ended.isEmpty();
    if (m.seq != t->seq) {
        // Made on another snapshot: applied only if legal now and the seat's legal list is the
        // one it had then.
        const bool unchanged = m.seq < t->seq && t->legalSince[static_cast<std::size_t>(seatIndex)] <= m.seq;
        if (playing && unchanged && game->check(seatIndex, utf8(m.action)) == felt::Reason::Ok) {
            felt::Reason why = felt::Reason::Ok;
            if (t->host->actFor(seatIndex, m.action, &why))
                return;
        }
        sendError(c, ErrorCode::Stale, QStringLiteral("the table changed since snapshot %1: here it is as it stands").arg(m.seq));
        if (Table *still = tableOf(c))
            sendTable(*still, c);
        return;
    }
    if (!playing || !game->actors().has(seatIndex)
        || t->seats[static_cast<std::size_t>(seatIndex)].kind != QLatin1String("human")) {
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
    saveMeta(t);
    if (t.host) {
        const QByteArray over = overMessage(t.host->fullRecord(), ended);
        auto tell = [&](Connection *c) {
            if (c && !c->overSent && !c->closing) {
                c->overSent = true;
                c->peer->send(over);
            }
        };
        for (quint64 id : t.watchers)
            tell(connection(id));
        for (const Table::Seat &s : t.seats)
            tell(s.conn ? connection(s.conn) : nullptr);
    }
    emit tableOver(t.code);
    emit listingChanged(t.code);
}

// ---------------------------------------------------------------------------------------
// Chat, hints, the opener's powers

void NetHub::onChat(Connection &c, const ClientMessage &m)
{
    Table *t = tableOf(c);
    if (!t) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("take a seat first"));
        return;
    }
    const qint64 at = now();
    c.chatTokens = std::min<double>(m_config.chatBurst,
                                    c.chatTokens + static_cast<double>(at - c.chatAtMs) / std::max(1, m_config.chatEveryMs));
    c.chatAtMs = at;
    if (c.chatTokens < 1) {
        sendError(c, ErrorCode::Rate, QStringLiteral("one chat line every %1 seconds").arg(m_config.chatEveryMs / 1000.0));
        return;
    }
    c.chatTokens -= 1;
    const QString name = c.seat >= 0 ? t->seats[static_cast<std::size_t>(c.seat)].name : c.name;
    const QByteArray line = chatLineMessage(c.seat, name, m.text);
    for (quint64 id : t->watchers)
        if (Connection *w = connection(id))
            w->peer->send(line);
    for (const Table::Seat &s : t->seats)
        if (Connection *p = s.conn ? connection(s.conn) : nullptr)
            p->peer->send(line);
    emit chatReceived(t->code, c.seat, name, m.text);
}

bool NetHub::chatFromApp(const QString &code, int seatIndex, const QString &text)
{
    Table *t = table(code);
    const QString line = cleanChat(text);
    if (!t || line.isEmpty() || seatIndex >= t->players)
        return false;
    const QString name = seatIndex >= 0 ? t->seats[static_cast<std::size_t>(seatIndex)].name : QStringLiteral("host");
    const QByteArray message = chatLineMessage(seatIndex, name, line);
    for (quint64 id : t->watchers)
        if (Connection *w = connection(id))
            w->peer->send(message);
    for (const Table::Seat &s : t->seats)
        if (Connection *p = s.conn ? connection(s.conn) : nullptr)
            p->peer->send(message);
    emit chatReceived(code, seatIndex, name, line);
    return true;
}

void NetHub::onHint(Connection &c)
{
    Table *t = tableOf(c);
    const felt::AnyGame *game = t && t->started && t->host ? t->host->game() : nullptr;
    if (!t || c.seat < 0) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("take a seat first"));
        return;
    }
    flush(*t);
    if (!game || game->isOver() || !t->ended.isEmpty() || !game->actors().has(c.seat)) {
        sendError(c, ErrorCode::NotYourTurn, QStringLiteral("a hint is for a seat that is to act"));
        return;
    }
    const qint64 at = now();
    while (!c.hints.empty() && at - c.hints.front() > 60000)
        c.hints.pop_front();
    if (c.hintPending || static_cast<int>(c.hints.size()) >= m_config.hintsPerMinute) {
        sendError(c, ErrorCode::Rate, QStringLiteral("at most %1 hints a minute, one at a time").arg(m_config.hintsPerMinute));
        return;
    }
    c.hints.push_back(at);
    c.hintPending = true;
    // The hard computer player, from the seat's own view (never the true state), with a seed
    // that has nothing to do with the deal's.
    std::function<std::string()> task = game->botTask(c.seat, felt::BotLevel::Hard, QRandomGenerator::system()->generate64());
    const quint64 id = c.id;
    const quint64 asked = t->seq;
    m_tasks->run<QString>([task = std::move(task)] { return QString::fromStdString(task()); },
                          [this, id, asked](QString action) {
                              if (Connection *c = connection(id)) {
                                  c->hintPending = false;
                                  // Why it is wise, from the seat's view, while the table is as asked.
                                  felt::Value reasons;
                                  const Table *t = tableOf(*c);
                                  const felt::AnyGame *g = t && t->host ? t->host->game() : nullptr;
                                  if (g && t->seq == asked && !action.isEmpty() && !g->isOver()
                                      && g->check(c->seat, utf8(action)) == felt::Reason::Ok)
                                      reasons = g->adviceReasons(c->seat, utf8(action));
                                  if (!c->closing && !c->code.isEmpty())
                                      c->peer->send(hintMessage(asked, action, reasons));
                              }
                          });
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
    Table::Seat &s = t->seats[static_cast<std::size_t>(seatIndex)];
    if (!s.person || s.app || s.conn != 0 || s.awaySinceMs < 0)
        return fail(QStringLiteral("seat %1's person is not away").arg(seatIndex));
    if (now() - s.awaySinceMs < qint64 { t->graceSeconds } * 1000)
        return fail(QStringLiteral("seat %1's person has been away for less than %2 seconds").arg(seatIndex).arg(t->graceSeconds));
    s.kind = level;
    log(QStringLiteral("table %1: a %2 computer player stands in for %3 at seat %4").arg(code, level, s.name).arg(seatIndex));
    saveMeta(*t);
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
    bool waitedOut = false;
    for (const Table::Seat &s : t->seats)
        waitedOut = waitedOut
            || (s.person && !s.app && s.conn == 0 && s.awaySinceMs >= 0 && now() - s.awaySinceMs >= qint64 { t->graceSeconds } * 1000);
    if (!waitedOut) {
        if (error)
            *error = QStringLiteral("a running game ends only when a person has been away for %1 seconds").arg(t->graceSeconds);
        return false;
    }
    endGame(*t, QStringLiteral("ended"));
    return true;
}

// ---------------------------------------------------------------------------------------
// The lobby, a new deal, closing

void NetHub::onList(Connection &c)
{
    QList<LobbyTable> waiting;
    QList<LobbyTable> others;
    std::vector<std::pair<qint64, LobbyTable>> sorted;
    for (const auto &[code, t] : m_tables) {
        if (!t->listed || !t->ended.isEmpty() || (t->inApp && !t->host))
            continue;
        LobbyTable l;
        l.code = t->code;
        l.game = t->game;
        l.players = t->players;
        l.options = t->options;
        l.started = t->started;
        if (t->opener >= 0)
            l.opener = t->seats[static_cast<std::size_t>(t->opener)].name;
        for (const Table::Seat &s : t->seats) {
            const bool taken = !s.person || s.app || !s.tokenHash.isEmpty();
            l.seats.append({ taken ? s.name : QString(), s.kind, taken });
        }
        sorted.emplace_back(t->createdMs, l);
    }
    // The oldest first within each group: a table waiting longest is found first.
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
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
    // Everyone at the table is told the new game from its first action, and its end later.
    for (auto &[id, c] : m_connections)
        if (c->code == t.code) {
            c->sentActions = 0;
            c->overSent = false;
        }
    for (auto &since : t.legalSince)
        since = t.seq + 1;
    log(QStringLiteral("table %1 deals again: %2").arg(t.code, t.game));
    saveMeta(t);   // the new game's record; the journal begins anew
    changed(t);
    emit tableStarted(t.code);
    emit listingChanged(t.code);
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

// ---------------------------------------------------------------------------------------
// The app's own table

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
    t.inApp = true;
    t.host = host;
    for (int s = 0; s < players; ++s) {
        Table::Seat &seat = t.seats[static_cast<std::size_t>(s)];
        const SeatSpec &spec = setup.seats.at(s);
        seat.person = spec.isHuman();
        seat.kind = seat.person ? QStringLiteral("human") : spec.kind;
        seat.app = seat.person && setup.appSeats.contains(s);
        if (seat.app || !seat.person)
            seat.name = spec.name.simplified().isEmpty() ? (seat.person ? QStringLiteral("Player %1").arg(s + 1)
                                                                        : QLatin1String(kBotNames[s]))
                                                         : spec.name.simplified();
        if (!seat.person && !isLevel(seat.kind) && seat.kind != QLatin1String("random")) {
            m_tables.erase(t.code);
            return fail(QStringLiteral("seat %1 has an unknown kind of player").arg(s));
        }
    }
    for (int s : setup.appSeats)
        if (s < 0 || s >= players || !t.seats[static_cast<std::size_t>(s)].app) {
            const QString code = t.code;
            m_tables.erase(code);
            return fail(QStringLiteral("seat %1 is not a person's seat").arg(s));
        }
    t.opener = setup.appSeats.first();
    t.listed = setup.listed;
    const QString code = t.code;
    // The app closed its table (its LocalHost is gone).
    followAppHost(code, host);
    log(QStringLiteral("table %1 opened by this app: %2, %3 players").arg(code, t.game).arg(players));
    saveMeta(t);
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

void NetHub::removeTable(const QString &code, const QString &reason, const QString &why)
{
    auto it = m_tables.find(code);
    if (it == m_tables.end())
        return;
    Table &t = *it->second;
    if (t.host)
        disconnect(t.host, nullptr, this, nullptr);
    std::vector<quint64> ids = t.watchers;
    for (const Table::Seat &s : t.seats)
        if (s.conn)
            ids.push_back(s.conn);
    const QByteArray closed = closedMessage(code, reason);
    for (quint64 id : ids)
        if (Connection *c = connection(id)) {
            c->code.clear();
            c->seat = -1;
            if (!c->closing)
                c->peer->send(closed);
        }
    log(QStringLiteral("table %1 removed: %2").arg(code, why));
    m_store.remove(code);
    std::unique_ptr<Table> gone = std::move(it->second);
    m_tables.erase(it);
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
        felt::SeatSet remote;
        for (int s = 0; s < t->players; ++s) {
            const Table::Seat &seat = t->seats[static_cast<std::size_t>(s)];
            if (seat.person && !seat.app)
                remote.add(s);
        }
        host->setRemoteSeats(remote);
        remote.forEach([&](int s) { host->setSeatPresence(s, false, t->seats[static_cast<std::size_t>(s)].awaySinceMs); });
        bindHost(*t, host);
        t->journaled = host->actionCount();
        updateLegal(*t);
        t->saved.reset();
    } else {
        t->host = host;
    }
    followAppHost(code, host);
    changed(*t);
    return true;
}

// ---------------------------------------------------------------------------------------
// What the app's pages and felt-server see

std::optional<TableInfo> NetHub::tableInfo(const QString &code) const
{
    const Table *t = table(code);
    if (!t)
        return std::nullopt;
    TableInfo info;
    info.code = t->code;
    info.game = t->game;
    info.players = t->players;
    info.started = t->started;
    info.over = !t->ended.isEmpty();
    info.inApp = t->inApp;
    info.freeSeats = freeSeats(*t);
    info.listed = t->listed;
    if (t->opener >= 0)
        info.openerName = t->seats[static_cast<std::size_t>(t->opener)].name;
    for (const Table::Seat &s : t->seats) {
        TableSeatInfo i;
        i.name = s.name;
        i.kind = s.kind;
        i.person = s.person;
        i.app = s.app;
        i.taken = !s.person || s.app || !s.tokenHash.isEmpty();
        i.connected = !s.person || s.app || s.conn != 0;
        i.awaySinceMs = s.awaySinceMs;
        i.replaceable = s.replaceable;
        info.seats.append(i);
    }
    return info;
}

QStringList NetHub::tableCodes() const
{
    QStringList list;
    for (const auto &[code, t] : m_tables)
        list.append(code);
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

bool NetHub::anyoneThere(const Table &t) const
{
    if (!t.watchers.empty())
        return true;
    for (const Table::Seat &s : t.seats)
        if (s.conn != 0 || (s.app && t.host))
            return true;
    return false;
}

// ---------------------------------------------------------------------------------------
// The sweep: silent connections, grace times, old tables

void NetHub::sweep()
{
    const qint64 at = now();
    std::vector<quint64> silent;
    for (auto &[id, c] : m_connections) {
        if (c->closing)
            continue;
        if (at - c->lastHeardMs >= m_config.silenceTimeoutMs || (!c->greeted && at - c->connectedMs >= m_config.silenceTimeoutMs))
            silent.push_back(id);
        else if (at - c->lastPingMs >= m_config.pingIntervalMs) {
            c->lastPingMs = at;
            c->peer->ping();
        }
    }
    for (quint64 id : silent)
        if (Connection *c = connection(id)) {
            c->closing = true;
            log(QStringLiteral("dropped %1: %2").arg(c->address, c->greeted ? QStringLiteral("silent") : QStringLiteral("no hello")));
            leaveTable(*c, true);
            c->peer->close(1001, QStringLiteral("silent for too long"));
        }
    std::vector<QString> old;
    for (auto &[code, t] : m_tables) {
        if (anyoneThere(*t))
            t->lastThereMs = at;
        if (t->started && t->ended.isEmpty())
            for (int s = 0; s < t->players; ++s) {
                Table::Seat &seat = t->seats[static_cast<std::size_t>(s)];
                if (seat.person && !seat.app && seat.conn == 0 && seat.awaySinceMs >= 0 && !seat.replaceable
                    && at - seat.awaySinceMs >= qint64 { t->graceSeconds } * 1000) {
                    seat.replaceable = true;
                    changed(*t);
                    emit seatReplaceable(code, s);
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
        removeTable(code, QStringLiteral("idle"), QStringLiteral("the table is closed after a long time with nobody there"));
}

// ---------------------------------------------------------------------------------------
// Saving and restoring

QByteArray NetHub::metaJson(const Table &t) const
{
    felt::Value v = felt::Value::object();
    v.set("format", kTableFormat);
    v.set("code", utf8(t.code));
    v.set("created", static_cast<std::int64_t>(t.createdMs));
    v.set("game", utf8(t.game));
    v.set("players", t.players);
    v.set("options", t.options);
    v.set("seed", static_cast<std::uint64_t>(t.seed));
    v.set("seeded", t.seeded);
    v.set("grace", t.graceSeconds);
    v.set("opener", t.opener);
    v.set("inApp", t.inApp);
    v.set("listed", t.listed);
    v.set("seq", static_cast<std::uint64_t>(t.seq));
    v.set("started", t.started);
    v.set("ended", utf8(t.ended));
    v.set("endedAt", static_cast<std::int64_t>(t.endedMs));
    felt::Value seats = felt::Value::array();
    for (const Table::Seat &s : t.seats) {
        felt::Value seat = felt::Value::object();
        seat.set("name", utf8(s.name));
        seat.set("kind", utf8(s.kind));
        seat.set("person", s.person);
        seat.set("app", s.app);
        seat.set("token", utf8(s.tokenHash));
        seats.push(seat);
    }
    v.set("seats", seats);
    felt::Value watchers = felt::Value::array();
    for (const QString &h : t.watcherHashes)
        watchers.push(utf8(h));
    v.set("watchers", watchers);
    if (t.started && t.host)
        v.set("record", felt::recordToValue(t.host->fullRecord()));
    else if (t.saved)
        v.set("record", felt::recordToValue(t.saved->record));
    return felt::writeJson(v, felt::JsonStyle::Compact);
}

void NetHub::saveMeta(Table &t)
{
    if (!m_store.enabled())
        return;
    if (!m_store.writeTable(t.code, metaJson(t)))
        log(QStringLiteral("table %1: %2").arg(t.code, m_store.error()));
    if (t.host && t.started)
        t.journaled = t.host->actionCount();
}

std::optional<felt::Record> NetHub::savedRecord(const QString &dataDir, const QString &code, QString *error)
{
    const TableStore store(dataDir);
    const QJsonDocument doc = QJsonDocument::fromJson(store.readTable(code));
    const QJsonObject record = doc.object().value(QLatin1String("record")).toObject();
    if (record.isEmpty()) {
        if (error)
            *error = QStringLiteral("table %1 has no saved game").arg(code);
        return std::nullopt;
    }
    auto parsed = felt::parseRecord(QJsonDocument(record).toJson(QJsonDocument::Compact));
    if (!parsed) {
        if (error)
            *error = parsed.error();
        return std::nullopt;
    }
    applyJournal(&*parsed, store.readJournal(code), parsed->players);
    return *parsed;
}

int NetHub::restore()
{
    int n = 0;
    for (const QString &code : m_store.codes()) {
        if (table(code))
            continue;
        QString error;
        if (loadTable(m_store.readTable(code), m_store.readJournal(code), &error)) {
            ++n;
        } else {
            log(QStringLiteral("table %1 cannot be resumed (%2): its files are set aside").arg(code, error));
            m_store.setAside(code);
        }
    }
    return n;
}

bool NetHub::loadTable(const QByteArray &meta, const QList<QByteArray> &journal, QString *error)
{
    auto fail = [error](const QString &why) {
        *error = why;
        return false;
    };
    const QJsonDocument doc = QJsonDocument::fromJson(meta);
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const felt::Value v = felt::valueFromJson(doc.object());
    auto str = [&v](const char *key) {
        const felt::Value *m = v.find(key);
        return m && m->isString() ? QString::fromStdString(m->toString()) : QString();
    };
    auto num = [&v](const char *key, qint64 fallback = -1) {
        const felt::Value *m = v.find(key);
        return m && m->isInt() ? static_cast<qint64>(m->toInt()) : fallback;
    };
    auto flag = [&v](const char *key) {
        const felt::Value *m = v.find(key);
        return m && m->isBool() && m->toBool();
    };
    if (str("format") != QLatin1String(kTableFormat))
        return fail(QStringLiteral("not a felt-net table"));
    const QString code = str("code");
    const int players = static_cast<int>(num("players"));
    const felt::Value *seats = v.find("seats");
    const felt::Value *options = v.find("options");
    if (!isTableCode(code) || players < 1 || players > felt::kMaxSeats || !seats || !seats->isArray()
        || static_cast<int>(seats->size()) != players || !options || !options->isObject())
        return fail(QStringLiteral("the table's settings cannot be read"));
    auto t = std::make_unique<Table>();
    t->code = code;
    t->game = str("game");
    t->players = players;
    t->options = *options;
    t->seed = static_cast<quint64>(std::max<qint64>(0, num("seed", 0)));
    t->seeded = flag("seeded");
    t->graceSeconds = static_cast<int>(std::clamp<qint64>(num("grace", kDefaultGraceSeconds), kMinGraceSeconds, kMaxGraceSeconds));
    t->opener = static_cast<int>(num("opener"));
    t->inApp = flag("inApp");
    t->listed = flag("listed");
    t->seq = static_cast<quint64>(std::max<qint64>(0, num("seq", 0)));
    t->started = flag("started");
    t->ended = str("ended");
    t->endedMs = num("endedAt");
    t->createdMs = num("created", now());
    t->lastThereMs = now();
    t->seats.resize(static_cast<std::size_t>(players));
    t->legal.resize(static_cast<std::size_t>(players));
    t->legalSince.assign(static_cast<std::size_t>(players), 0);
    const qint64 at = now();
    for (int s = 0; s < players; ++s) {
        const felt::Value &sv = (*seats)[static_cast<std::size_t>(s)];
        Table::Seat &seat = t->seats[static_cast<std::size_t>(s)];
        auto field = [&sv](const char *key) {
            const felt::Value *m = sv.isObject() ? sv.find(key) : nullptr;
            return m && m->isString() ? QString::fromStdString(m->toString()) : QString();
        };
        auto boolean = [&sv](const char *key) {
            const felt::Value *m = sv.isObject() ? sv.find(key) : nullptr;
            return m && m->isBool() && m->toBool();
        };
        seat.name = field("name");
        seat.kind = field("kind");
        seat.person = boolean("person");
        seat.app = boolean("app");
        seat.tokenHash = field("token");
        if (seat.kind != QLatin1String("human") && seat.kind != QLatin1String("random") && !isLevel(seat.kind))
            return fail(QStringLiteral("seat %1 has an unknown kind").arg(s));
        if (seat.person && !seat.app && !seat.tokenHash.isEmpty())
            seat.awaySinceMs = at;   // everyone is away until they resume
    }
    if (t->opener < -1 || t->opener >= players)
        return fail(QStringLiteral("the opener's seat is out of range"));
    if (const felt::Value *w = v.find("watchers"); w && w->isArray())
        for (const felt::Value &h : w->items())
            if (h.isString())
                t->watcherHashes.append(QString::fromStdString(h.toString()));

    std::optional<felt::Record> record;
    if (const felt::Value *r = v.find("record"); r && r->isObject()) {
        auto parsed = felt::parseRecord(felt::writeJson(*r, felt::JsonStyle::Compact));
        if (!parsed)
            return fail(parsed.error());
        record = *parsed;
    }
    if (t->started && !record)
        return fail(QStringLiteral("a started table without its record"));
    // The journal: the actions since the table's file was written, and the last seq.
    t->seq = std::max(t->seq, applyJournal(record ? &*record : nullptr, journal, players));
    QList<SeatSpec> specs;
    for (const Table::Seat &s : t->seats)
        specs.append({ s.name.isEmpty() ? QStringLiteral("?") : s.name, s.kind });
    if (t->started) {
        SavedGame saved { specs, *record };
        auto replayed = LocalHost::replay(saved, error);
        if (!replayed)
            return false;
        if (t->inApp) {
            t->saved = saved;   // rehostTable() brings it back
        } else {
            t->owned = std::make_unique<LocalHost>();
            LocalHostConfig config;
            config.botDelayMs = m_config.botDelayMs;
            t->owned->setConfig(config);
            felt::SeatSet remote;
            for (int s = 0; s < players; ++s)
                if (t->seats[static_cast<std::size_t>(s)].person && !t->seats[static_cast<std::size_t>(s)].app)
                    remote.add(s);
            t->owned->setRemoteSeats(remote);
            if (!t->owned->load(saved, error))
                return false;
            remote.forEach([&](int s) { t->owned->setSeatPresence(s, false, t->seats[static_cast<std::size_t>(s)].awaySinceMs); });
            if (!t->ended.isEmpty())
                t->owned->setBotsPaused(true);
            Table &ref = *t;
            m_tables.emplace(code, std::move(t));
            bindHost(ref, ref.owned.get());
            ref.journaled = ref.owned->actionCount();
            updateLegal(ref);
            for (auto &since : ref.legalSince)
                since = ref.seq;
            saveMeta(ref);   // the journal's actions go into the file
            log(QStringLiteral("table %1 resumed: %2, %3 actions, seq %4").arg(code, ref.game).arg(ref.journaled).arg(ref.seq));
            // A game the host finished as it was killed.
            if (ref.ended.isEmpty() && ref.owned->game() && ref.owned->game()->isOver())
                endGame(ref, QStringLiteral("finished"));
            return true;
        }
    }
    Table &ref = *t;
    m_tables.emplace(code, std::move(t));
    log(QStringLiteral("table %1 resumed: %2, %3").arg(code, ref.game, ref.started ? QStringLiteral("waits for the app") : QStringLiteral("waiting")));
    return true;
}

} // namespace net
