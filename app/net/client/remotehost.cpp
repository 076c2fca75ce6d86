// RemoteHost (remotehost.h): sitting down, the connections at this screen, and the opener's
// powers. What the host sent, read into the game, is in remotegame.cpp.
#include "remotehost.h"

#include <algorithm>

namespace net {

RemoteHost::RemoteHost(const LinkOptions &options, QObject *parent)
    : JoinedTable(parent)
    , m_linkOptions(options)
{
}

std::unique_ptr<JoinedTable> joinedTable(const LinkOptions &options)
{
    return std::make_unique<RemoteHost>(options);
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
    addLink(host, port, name, createMessage(r.game, r.players, r.options, r.seats, r.seed, r.graceSeconds, r.listed), secure);
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

bool RemoteHost::atServer() const
{
    for (const NetLink *l : m_links)
        if (l->serverName().startsWith(QLatin1String("felt-server")))
            return true;
    return false;
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
        m_unreached = link->unreached();
        const QString code = m_unreached == NetLink::Unreached::None ? errorCodeId(link->errorCode()) : QString();
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

QList<int> RemoteHost::leftSeats() const
{
    QList<int> list;
    if (const NetTable *t = latestTable())
        for (int s = 0; s < t->seats.size(); ++s)
            if (t->seats.at(s).left)
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

bool RemoteHost::closeTable()
{
    for (NetLink *l : std::as_const(m_links))
        if (l->isOpener())
            return l->send(closeMessage());
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

} // namespace net
