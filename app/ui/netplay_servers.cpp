// NetPlay (netplay.h), tables on felt-servers and the list of tables one may join: a table
// this screen opens on a server (`create`), the servers used (remembered, the last used
// first), and the tables one may join: those found on the local network, then those listed
// on the servers used (`list`), asked again every few seconds while the join page looks.
#include "netplay.h"

#include "appcontroller.h"
#include "discovery.h"
#include "json.h"

#include <QJsonObject>

bool NetPlay::isServerAddress(const QString &text)
{
    return net::parseServerAddress(text).has_value();
}

bool NetPlay::hostOnServer(const QString &server, const QString &gameId, const QVariantList &seats,
                           const QVariantMap &options, bool listed)
{
    const auto address = net::parseServerAddress(server);
    if (!address) {
        setError(tr("This is not a server's address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447."));
        return false;
    }
    net::CreateRequest request;
    request.game = gameId;
    request.players = static_cast<int>(seats.size());
    request.options = felt::valueFromJson(QJsonObject::fromVariantMap(options));
    request.listed = listed;
    request.graceSeconds = graceSeconds();
    QStringList here;   // the people at this screen, in the order of their seats
    for (const QVariant &v : seats) {
        const QVariantMap m = v.toMap();
        const QString kind = m.value(QStringLiteral("kind")).toString();
        const bool person = kind == QLatin1String("human");
        request.seats.append(person ? QStringLiteral("person") : kind);
        if (person && !m.value(QStringLiteral("remote")).toBool())
            here.append(net::cleanName(m.value(QStringLiteral("name")).toString()));
    }
    if (here.isEmpty()) {
        setError(tr("A table on a server needs a person at this screen: make one seat yours."));
        return false;
    }
    if (here.contains(QString())) {
        setError(tr("A name has 1 to 24 letters, digits or signs."));
        return false;
    }
    if (here.removeDuplicates() > 0) {
        setError(tr("Each person at this screen needs a name of their own."));
        return false;
    }
    leaveTable();   // a seat at another table is left first, telling its people
    reset();
    setError({});
    m_lobby->use(*address);
    auto remote = std::make_unique<net::RemoteHost>(linkOptions());
    // The first person here opens the table; the others sit down once it has its code.
    remote->create(address->host, address->port, request, here.takeFirst(), address->secure);
    m_opening = true;
    m_alsoHere = here;
    keepGivenNames(seats);
    sitDown(std::move(remote), address->invite({}));
    return true;
}

QString NetPlay::discoveryProblem() const
{
    if (!m_discovery || !m_discovery->settled())
        return {};
    if (m_discovery->available())
        return {};
    if (!net::Discovery::supported())
        return tr("Tables on this network cannot be listed: this Felt was built without Avahi. A table code and address still work.");
    return tr("Tables on this network cannot be listed: no Avahi daemon answers on this computer. A table code and address still work.");
}

void NetPlay::browse()
{
    if (!m_discovery)
        m_discovery = new net::Discovery(this);
    connect(m_discovery, &net::Discovery::tablesChanged, this, &NetPlay::updateFound, Qt::UniqueConnection);
    connect(m_discovery, &net::Discovery::availabilityChanged, this, &NetPlay::updateFound, Qt::UniqueConnection);
    m_discovery->browse();
    askServers();
    m_askServers.start();
    updateFound();
}

void NetPlay::stopBrowsing()
{
    m_askServers.stop();
}

void NetPlay::askServers()
{
    // Only while the person looks for a table: seated at one, nothing is asked.
    if (m_phase != QLatin1String("idle") || m_lobby->servers().isEmpty()) {
        m_askServers.stop();
        return;
    }
    const QString name = net::cleanName(AppController::playerName());
    m_lobby->refresh(name.isEmpty() ? QStringLiteral("Felt") : name);
}

void NetPlay::updateFound()
{
    auto gameName = [](const QString &id) {
        return AppController::instance() ? AppController::instance()->catalog()->gameName(id) : id;
    };
    QList<FoundTable> list;
    if (m_discovery)
        for (const net::ListedTable &t : m_discovery->tables()) {
            FoundTable f;
            f.code = t.code;
            f.game = t.game;
            f.gameName = gameName(t.game);
            f.opener = t.opener;
            f.free = t.freeSeats;
            f.link = net::Invite { t.host, t.port, t.code, t.secure }.link();
            list.append(f);
        }
    for (const net::ServerTables &r : m_lobby->results())
        for (const net::LobbyTable &t : r.tables) {
            FoundTable f;
            f.code = t.code;
            f.game = t.game;
            f.gameName = gameName(t.game);
            f.opener = t.opener;
            f.free = t.freeSeats();
            f.link = r.address.invite(t.code).link();
            f.server = r.address.text();
            for (const net::LobbySeat &s : t.seats)
                if (!s.name.isEmpty() && s.kind == QLatin1String("human"))   // the people, not the computer players
                    f.people.append(s.name);
            f.started = t.started;
            list.append(f);
        }
    if (list == m_found)
        return;
    m_found = list;
    emit foundChanged();
}
