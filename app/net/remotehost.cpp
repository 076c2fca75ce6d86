#include "remotehost.h"

#include "core/registry.h"

#include <algorithm>
#include <limits>

namespace net {

namespace {

std::string utf8(const QString &s)
{
    return s.toStdString();
}

} // namespace

RemoteHost::RemoteHost(const LinkOptions &options, QObject *parent)
    : Host(parent)
    , m_linkOptions(options)
{
}

RemoteHost::~RemoteHost() = default;

// ---------------------------------------------------------------------------------------
// Sitting down

NetLink *RemoteHost::addLink(const QString &host, quint16 port, const QString &name, const QByteArray &request, bool secure)
{
    if (m_host.isEmpty()) {
        m_host = host;
        m_port = port;
        m_secure = secure;
    }
    if (m_name.isEmpty())
        m_name = name;
    auto *link = new NetLink(m_linkOptions, this);
    m_links.append(link);
    connect(link, &NetLink::seated, this, [this, link] { linkSeated(link); });
    connect(link, &NetLink::tableReceived, this, [this, link] { linkTable(link); });
    connect(link, &NetLink::stateChanged, this, [this, link] { linkState(link); });
    connect(link, &NetLink::errorReceived, this,
            [this, link](ErrorCode code, const QString &message, const QString &reason) { linkError(link, code, message, reason); });
    connect(link, &NetLink::overReceived, this, [this, link](const felt::Record &record, const QString &ended) {
        // The game's last table came before its end on this link: a new deal comes after it.
        m_overSeq = std::max(m_overSeq, link->table().seq);
        linkOver(record, ended);
    });
    connect(link, &NetLink::chatReceived, this, [this, link](int seat, const QString &who, const QString &text) {
        // Every connection hears each line: one of them tells it.
        if (link == m_links.value(0))
            emit chatReceived(seat, who, text);
    });
    connect(link, &NetLink::hintReceived, this, [this, link](quint64, const QString &action, const felt::Value &reasons) {
        if (link->seat() >= 0)
            emit hinted(link->seat(), action, reasons);
    });
    link->open(host, port, name, request, secure);
    return link;
}

void RemoteHost::create(const QString &host, quint16 port, const CreateRequest &r, const QString &name, bool secure)
{
    addLink(host, port, name, createMessage(r.game, r.players, r.options, r.seats, r.seed, r.graceSeconds), secure);
}

void RemoteHost::join(const Invite &invite, const QString &name, int seat)
{
    addLink(invite.host, invite.port, name, joinMessage(invite.code, seat), invite.secure);
}

void RemoteHost::resume(const Invite &invite, const QString &token, const QString &name)
{
    addLink(invite.host, invite.port, name, resumeMessage(invite.code, token), invite.secure);
}

void RemoteHost::watch(const Invite &invite, const QString &name)
{
    m_spectator = addLink(invite.host, invite.port, name, watchMessage(invite.code), invite.secure);
}

void RemoteHost::linkSeated(NetLink *link)
{
    if (link->seat() >= 0) {
        if (link == m_spectator)
            m_spectator = nullptr;   // resumed with a person's token after all
        emit personSeated(link->seat(), link->token(), link->name());
    }
    ensureSpectator();
}

void RemoteHost::ensureSpectator()
{
    if (m_spectator)
        return;
    int people = 0;
    NetLink *seated = nullptr;
    for (NetLink *l : std::as_const(m_links))
        if (l->seat() >= 0 && !l->code().isEmpty()) {
            ++people;
            seated = l;
        }
    if (people >= 2 && seated)
        m_spectator = addLink(seated->host(), seated->port(), m_name, watchMessage(seated->code()), seated->isSecure());
}

QString RemoteHost::closedSentence(const QString &reason) const
{
    if (reason == QLatin1String("host-stopped"))
        return tr("The host stopped, and the table with it.");
    if (reason == QLatin1String("idle"))
        return tr("The table was closed after a long time with nobody there.");
    const int opener = openerSeat();
    const QList<HostSeat> list = seats();
    if (opener >= 0 && opener < list.size() && !list.at(opener).name.isEmpty() && !localSeats().contains(opener))
        return tr("%1 closed the table.").arg(list.at(opener).name);
    return tr("The table was closed.");
}

void RemoteHost::linkState(NetLink *link)
{
    const auto certificate = link->certificate().kind;
    if (link->state() == NetLink::State::Closed && !link->closedReason().isEmpty() && m_closedReason.isEmpty()) {
        // The table is gone for good: every link at this screen is let go, and nobody waits.
        m_closedReason = link->closedReason();
        m_error = closedSentence(m_closedReason);
        for (NetLink *l : std::as_const(m_links))
            if (l != link)
                l->close();
        emit tableClosed(m_error);
        emit failed(QStringLiteral("closed"), m_error);
    } else if (link->state() == NetLink::State::Closed && !link->closedReason().isEmpty()) {
        // Another link of this screen heard it too.
    } else if (link->state() == NetLink::State::Closed && certificate == CertificateRefusal::Kind::Unknown) {
        // It waits for the person to accept the certificate (retryCertificate()).
        emit certificateRefused(link->certificate());
    } else if (link->state() == NetLink::State::Closed && !link->error().isEmpty() && link->code().isEmpty()) {
        // It never sat down (a full table, a wrong code, no host there): it goes, the others stay.
        const QString code = errorCodeId(link->errorCode());
        const QString message = link->error();
        m_links.removeAll(link);
        if (link == m_spectator)
            m_spectator = nullptr;
        link->deleteLater();
        m_error = message;
        if (certificate == CertificateRefusal::Kind::Changed)
            emit certificateRefused(link->certificate());
        emit failed(code, message);
    } else if (link->state() == NetLink::State::Closed && !link->error().isEmpty()) {
        m_error = link->error();
        if (certificate == CertificateRefusal::Kind::Changed)
            emit certificateRefused(link->certificate());
        emit failed(errorCodeId(link->errorCode()), link->error());
    }
    Connection c = Connection::Offline;
    bool connecting = false;
    bool reconnecting = false;
    bool lost = false;
    bool seated = false;
    for (NetLink *l : std::as_const(m_links)) {
        switch (l->state()) {
        case NetLink::State::Connecting: connecting = true; break;
        case NetLink::State::Reconnecting: reconnecting = true; break;
        case NetLink::State::Seated: seated = true; break;
        case NetLink::State::Closed:
            if (l->certificate().kind == CertificateRefusal::Kind::Unknown)
                connecting = true;   // waits for the person's word on the certificate
            else
                lost = lost || !l->error().isEmpty();
            break;
        case NetLink::State::Idle: break;
        }
    }
    if (lost)
        c = Connection::Lost;
    else if (reconnecting)
        c = Connection::Reconnecting;
    else if (connecting)
        c = Connection::Connecting;
    else if (seated)
        c = Connection::Connected;
    if (c != m_connection) {
        m_connection = c;
        emit connectionChanged();
    }
}

RemoteHost::Connection RemoteHost::connection() const
{
    return m_connection;
}

QString RemoteHost::code() const
{
    for (NetLink *l : m_links)
        if (!l->code().isEmpty())
            return l->code();
    return {};
}

Invite RemoteHost::invite() const
{
    return Invite { m_host, m_port, code(), m_secure };
}

bool RemoteHost::retryCertificate()
{
    bool any = false;
    for (NetLink *l : std::as_const(m_links))
        any = l->retry() || any;
    return any;
}

QList<int> RemoteHost::localSeats() const
{
    QList<int> seats;
    for (NetLink *l : m_links)
        if (l->seat() >= 0 && l != m_spectator)
            seats.append(l->seat());
    std::sort(seats.begin(), seats.end());
    return seats;
}

QString RemoteHost::token(int seat) const
{
    NetLink *l = linkFor(seat);
    return l ? l->token() : QString();
}

bool RemoteHost::isOpener() const
{
    for (NetLink *l : m_links)
        if (l->isOpener())
            return true;
    return false;
}

const NetTable *RemoteHost::latestTable() const
{
    const NetLink *best = nullptr;
    for (NetLink *l : m_links)
        if (l->hasTable() && (!best || l->tableReceivedMs() > best->tableReceivedMs()
                              || (l->tableReceivedMs() == best->tableReceivedMs() && l->table().seq > best->table().seq)))
            best = l;
    return best ? &best->table() : nullptr;
}

int RemoteHost::openerSeat() const
{
    const NetTable *t = latestTable();
    return t ? t->opener : -1;
}

int RemoteHost::graceSeconds() const
{
    const NetTable *t = latestTable();
    return t ? t->graceSeconds : kDefaultGraceSeconds;
}

QList<int> RemoteHost::replaceableSeats() const
{
    QList<int> list;
    if (const NetTable *t = latestTable())
        for (int s = 0; s < t->seats.size(); ++s)
            if (t->seats.at(s).replaceable)
                list.append(s);
    return list;
}

bool RemoteHost::startGame()
{
    for (NetLink *l : std::as_const(m_links))
        if (l->isOpener())
            return l->send(startMessage());
    return false;
}

bool RemoteHost::replaceSeat(int seat, const QString &level)
{
    for (NetLink *l : std::as_const(m_links))
        if (l->isOpener())
            return l->send(replaceMessage(seat, level));
    return false;
}

bool RemoteHost::dealAgain(std::optional<quint64> seed)
{
    if (!m_record)
        return false;
    for (NetLink *l : std::as_const(m_links))
        if (l->isOpener())
            return l->send(againMessage(seed));
    return false;
}

bool RemoteHost::endGame()
{
    for (NetLink *l : std::as_const(m_links))
        if (l->isOpener())
            return l->send(endMessage());
    return false;
}

bool RemoteHost::sendChat(int seat, const QString &text)
{
    NetLink *l = seat >= 0 ? linkFor(seat) : nullptr;
    if (!l)
        for (NetLink *x : std::as_const(m_links))
            if (x->state() == NetLink::State::Seated && (!l || x->seat() >= 0)) {
                l = x;
                if (x->seat() >= 0)
                    break;
            }
    const QString line = cleanChat(text);
    return l && !line.isEmpty() && l->send(chatMessage(line));
}

void RemoteHost::leave()
{
    for (NetLink *l : std::as_const(m_links))
        l->leave();
}

void RemoteHost::dropConnections()
{
    for (NetLink *l : std::as_const(m_links))
        l->drop();
}

// ---------------------------------------------------------------------------------------
// What the host sent

void RemoteHost::linkTable(NetLink *link)
{
    const NetTable &t = link->table();
    if (!t.game.isEmpty())
        m_game = t.game;
    if (t.players > 0)
        m_players = t.players;
    m_options = t.options;
    m_started = m_started || t.started;
    // The opener dealt again (`again`): a game that runs after the one that was over.
    // (Another link of this screen may still bring a table of the game before its end: only a
    // table told after the end is a new deal's.)
    const bool newDeal = m_record && t.started && t.snapshot && !t.snapshot->over && t.seq > m_overSeq;
    if (newDeal) {
        m_lastRecord = std::move(m_record);
        m_record.reset();
        m_ended.clear();
        m_pending.clear();
    }
    ++m_seq;
    if (newDeal)
        emit dealtAgain();
    emit changed();
}

void RemoteHost::linkOver(const felt::Record &record, const QString &ended)
{
    // (Another person's link at this screen may still tell the end of the game before.)
    if (m_record || (m_lastRecord && felt::writeRecord(*m_lastRecord) == felt::writeRecord(record)))
        return;
    m_record = record;
    m_ended = ended;
    ++m_seq;
    emit changed();
    if (ended == QLatin1String("finished"))
        emit finished();
    else
        emit tableEnded(ended);
}

void RemoteHost::linkError(NetLink *link, ErrorCode code, const QString &message, const QString &reason)
{
    const int seat = link->seat();
    const QString action = m_pending.take(seat);
    switch (code) {
    case ErrorCode::Illegal: {
        const felt::GameSpec *spec = felt::findGame(utf8(m_game));
        const auto why = spec ? reasonFromId(*spec, utf8(reason)) : std::nullopt;
        emit refused(seat, action, why.value_or(felt::Reason::UnknownAction));
        break;
    }
    case ErrorCode::NotYourTurn:
        emit refused(seat, action, felt::Reason::NotYourTurn);
        break;
    case ErrorCode::Stale:
        emit stale(seat, action);
        emit told(tr("The table changed before your move arrived: nothing was done."));
        break;
    case ErrorCode::Rate:
        emit told(tr("Too many messages at once: the table ignored one."));
        emit failed(errorCodeId(code), message);
        break;
    default:
        emit failed(errorCodeId(code), message);
        break;
    }
}

// ---------------------------------------------------------------------------------------
// Host

NetLink *RemoteHost::linkFor(int seat) const
{
    if (seat < 0)
        return nullptr;
    for (NetLink *l : m_links)
        if (l != m_spectator && l->seat() == seat)
            return l;
    return nullptr;
}

NetLink *RemoteHost::anyLink() const
{
    for (NetLink *l : m_links)
        if (l->hasTable())
            return l;
    return nullptr;
}

NetLink *RemoteHost::viewLink(int seat) const
{
    if (NetLink *l = linkFor(seat); l && l->hasTable())
        return l;
    if (m_spectator && m_spectator->hasTable())
        return m_spectator;
    // A person's own view stands in only where they are the one person at this screen: with
    // several, it would show one person's cards to another (the public view comes with the
    // spectator connection; until then there is nothing to show).
    int people = 0;
    for (NetLink *l : m_links)
        people += l != m_spectator;
    return people <= 1 ? anyLink() : nullptr;
}

std::optional<quint64> RemoteHost::seed() const
{
    if (m_record)
        return m_record->seed;
    return std::nullopt;
}

QList<HostSeat> RemoteHost::seats() const
{
    QList<HostSeat> list;
    const NetTable *t = latestTable();
    if (!t)
        return list;
    const NetLink *from = nullptr;
    for (NetLink *l : m_links)
        if (&l->table() == t)
            from = l;
    const qint64 at = from ? from->tableReceivedMs() : 0;
    for (const NetSeat &s : t->seats) {
        HostSeat h;
        h.name = s.name;
        h.kind = s.kind;
        h.connected = s.connected;
        h.awaySinceMs = s.awayMs >= 0 ? at - s.awayMs : -1;
        h.thinking = s.thinking;
        list.append(h);
    }
    return list;
}

int RemoteHost::actionCount() const
{
    // An action counts once every connection here has had its events.
    int count = std::numeric_limits<int>::max();
    bool any = false;
    for (NetLink *l : m_links)
        if (l->hasTable() && (l->state() == NetLink::State::Seated || l->state() == NetLink::State::Reconnecting)) {
            count = std::min(count, l->actions());
            any = true;
        }
    return any ? count : 0;
}

SeatSnapshot RemoteHost::snapshot(int seat) const
{
    NetLink *l = viewLink(seat);
    if (l && l->table().snapshot) {
        SeatSnapshot s = *l->table().snapshot;
        s.seq = m_seq;
        if (l->seat() != seat) {
            // A stand-in: the public view, or the one person's own when they are alone here.
            s.seat = seat;
            s.legal.clear();
            s.moves.clear();
            s.privateDecision = seat >= 0;
        }
        return s;
    }
    SeatSnapshot none;
    none.seq = m_seq;
    none.seat = seat;
    none.game = m_game;
    none.players = m_players;
    return none;
}

std::vector<HostStep> RemoteHost::steps(int seat, int from) const
{
    std::vector<HostStep> list;
    NetLink *l = viewLink(seat);
    const int count = actionCount();
    for (int k = std::max(0, from); k < count; ++k) {
        HostStep step { k, {} };
        if (l && k < l->actions())
            step.events = l->history()[static_cast<std::size_t>(k)];
        list.push_back(std::move(step));
    }
    return list;
}

std::vector<HostFrame> RemoteHost::frames(int seat, int from) const
{
    std::vector<HostFrame> list;
    const int count = actionCount();
    if (from < 0 || from > count)
        return list;
    if (m_record) {
        // Over: the record tells everything.
        felt::replay(*m_record, [&](int applied, const felt::AnyGame &game, const felt::EventList &events) {
            if (applied >= from && applied <= count) {
                felt::EventList seen;
                for (const felt::Event &e : events)
                    if (e.audience.includes(seat))
                        seen.push_back(e);
                list.push_back({ applied, snapshotOfGame(game, seat, m_seq), seen });
            }
            return applied < count;
        });
        return list;
    }
    NetLink *l = viewLink(seat);
    if (!l || (seat >= 0 && l->seat() != seat))
        return {};
    for (int applied = from; applied <= count; ++applied) {
        const SeatSnapshot *s = l->snapshotAt(applied);
        if (!s)
            return {};
        HostFrame f { applied, *s, {} };
        f.snapshot.seq = m_seq;
        if (applied > 0 && applied <= l->actions())
            f.events = l->history()[static_cast<std::size_t>(applied - 1)];
        list.push_back(std::move(f));
    }
    return list;
}

bool RemoteHost::canActFor(int seat) const
{
    return linkFor(seat) != nullptr;
}

Host::Answer RemoteHost::act(int seat, const QString &action)
{
    const QString text = action.simplified();
    NetLink *l = linkFor(seat);
    if (!l) {
        emit refused(seat, text, felt::Reason::NotYourTurn);
        return Answer::Refused;
    }
    if (!l->hasTable() || !l->send(actMessage(l->table().seq, text))) {
        emit told(tr("The connection to the table is down: reconnecting…"));
        return Answer::Refused;
    }
    m_pending.insert(seat, text);
    return Answer::Sent;
}

std::optional<felt::Reason> RemoteHost::check(int, const QString &) const
{
    return std::nullopt;   // only the host can tell
}

std::optional<QString> RemoteHost::gestureAction(int, const felt::Move &) const
{
    return std::nullopt;   // the table goes by the legal moves it was sent
}

bool RemoteHost::canHint(int seat) const
{
    NetLink *l = linkFor(seat);
    if (!l || l->state() != NetLink::State::Seated || !l->table().snapshot || m_record)
        return false;
    const SeatSnapshot &s = *l->table().snapshot;
    return !s.over && s.toAct.has(seat);
}

void RemoteHost::requestHint(int seat)
{
    if (!canHint(seat))
        return;
    linkFor(seat)->send(hintRequestMessage());
}

} // namespace net
