#include "lobbylist.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace net {

namespace {

constexpr int kKeptServers = 8;
// A code that parseInvite takes: the address is read as an invite's.
const QString kAnyCode = QStringLiteral("222222");

} // namespace

QString ServerAddress::text() const
{
    const QString link = invite({}).link();               // felt[s]://HOST:PORT/
    const QString hostPort = link.mid(link.indexOf(QLatin1String("//")) + 2).chopped(1);
    return secure ? QStringLiteral("felts://") + hostPort : hostPort;
}

std::optional<ServerAddress> parseServerAddress(const QString &input)
{
    QString s = input.trimmed();
    if (s.isEmpty() || s.contains(u'@') || s.contains(u' '))
        return std::nullopt;
    std::optional<Invite> invite;
    if (s.startsWith(QLatin1String("felt://"), Qt::CaseInsensitive) || s.startsWith(QLatin1String("felts://"), Qt::CaseInsensitive)) {
        while (s.endsWith(u'/'))
            s.chop(1);
        if (s.indexOf(u'/', s.indexOf(QLatin1String("//")) + 2) >= 0)
            return std::nullopt;   // a table's link, not a server's
        invite = parseInvite(s + u'/' + kAnyCode);
    } else {
        invite = parseInvite(kAnyCode + u'@' + s);
    }
    if (!invite)
        return std::nullopt;
    return ServerAddress { invite->host, invite->port, invite->secure };
}

LobbyList::LobbyList(const QString &file, const LinkOptions &options, QObject *parent)
    : QObject(parent)
    , m_file(file)
    , m_options(options)
{
    QFile f(file);
    if (file.isEmpty() || !f.open(QIODevice::ReadOnly))
        return;
    for (const QJsonValue &v : QJsonDocument::fromJson(f.readAll()).array())
        if (const auto address = parseServerAddress(v.toString()); address && m_servers.size() < kKeptServers)
            m_servers.append(*address);
}

LobbyList::~LobbyList() = default;

QStringList LobbyList::servers() const
{
    QStringList list;
    for (const ServerAddress &a : m_servers)
        list.append(a.text());
    return list;
}

void LobbyList::use(const ServerAddress &address)
{
    m_servers.erase(std::remove_if(m_servers.begin(), m_servers.end(),
                                   [&](const ServerAddress &a) { return a.text() == address.text(); }),
                    m_servers.end());
    m_servers.prepend(address);
    while (m_servers.size() > kKeptServers)
        m_servers.removeLast();
    save();
    emit serversChanged();
}

void LobbyList::save() const
{
    if (m_file.isEmpty())
        return;
    QDir().mkpath(QFileInfo(m_file).path());
    QSaveFile file(m_file);
    if (!file.open(QIODevice::WriteOnly))
        return;
    file.write(QJsonDocument(QJsonArray::fromStringList(servers())).toJson(QJsonDocument::Compact));
    file.commit();
}

bool LobbyList::setTyped(const std::optional<ServerAddress> &address)
{
    const QString was = m_typed ? m_typed->text() : QString();
    const QString now = address ? address->text() : QString();
    if (was == now)
        return false;
    m_typed = address;
    if (!address) {
        m_results.erase(std::remove_if(m_results.begin(), m_results.end(), [this](const ServerTables &r) {
                            return std::none_of(m_servers.begin(), m_servers.end(),
                                                [&](const ServerAddress &a) { return a.text() == r.address.text(); });
                        }),
                        m_results.end());
        emit tablesChanged();
    }
    return true;
}

QList<ServerAddress> LobbyList::asked() const
{
    QList<ServerAddress> list;
    if (m_typed)
        list.append(*m_typed);
    for (const ServerAddress &a : m_servers)
        if (!m_typed || a.text() != m_typed->text())
            list.append(a);
    return list;
}

void LobbyList::refresh(const QString &name)
{
    // The answers still coming from the last time are not waited for.
    for (NetLink *l : std::as_const(m_asking)) {
        l->disconnect(this);
        l->close();
        l->deleteLater();
    }
    m_asking.clear();
    const QList<ServerAddress> servers = asked();
    QList<ServerTables> results;
    for (const ServerAddress &a : servers) {
        // What the server said the last time stays shown until it answers again.
        ServerTables r { a, {}, false, {} };
        for (const ServerTables &old : std::as_const(m_results))
            if (old.address.text() == a.text())
                r = old;
        results.append(r);
    }
    m_results = results;
    for (const ServerAddress &a : servers) {
        auto *link = new NetLink(m_options, this);
        m_asking.append(link);
        const QString key = a.text();
        auto done = [this, link] {
            m_asking.removeAll(link);
            link->disconnect(this);
            link->close();
            link->deleteLater();
        };
        connect(link, &NetLink::tablesReceived, this, [this, key, done](const QList<LobbyTable> &tables) {
            for (ServerTables &r : m_results)
                if (r.address.text() == key) {
                    r.tables = tables;
                    r.answered = true;
                    r.problem.clear();
                }
            done();
            emit tablesChanged();
        });
        connect(link, &NetLink::stateChanged, this, [this, key, link, done] {
            if (link->state() != NetLink::State::Closed)
                return;
            for (ServerTables &r : m_results)
                if (r.address.text() == key) {
                    r.tables.clear();
                    r.answered = false;
                    r.problem = link->error();
                }
            done();
            emit tablesChanged();
        });
        link->open(a.host, a.port, name, listMessage(), a.secure);
    }
    emit tablesChanged();
}

} // namespace net
