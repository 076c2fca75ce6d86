#include "nethosting.h"

#include "apptable.h"
#include "gamesession.h"
#include "json.h"
#include "lobbylist.h"
#include "netfailure.h"
#include "netoptions.h"
#include "netserver.h"
#include "nettable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#ifndef FELT_VERSION
#define FELT_VERSION "0.0.0"
#endif

namespace {

// The names the opener gave the seats of people joining over the network (by seat): shown
// until each friend joins with their own (kept here, not sent).
QHash<int, QString> givenNames(const QVariantList &seats)
{
    QHash<int, QString> names;
    for (int i = 0; i < seats.size(); ++i) {
        const QVariantMap m = seats.at(i).toMap();
        const QString name = net::cleanName(m.value(QStringLiteral("name")).toString());
        if (m.value(QStringLiteral("remote")).toBool() && !name.isEmpty())
            names.insert(i, name);
    }
    return names;
}

} // namespace

NetHosting::NetHosting(GameSession *session, NetTable *table, net::LobbyList *lobby, const QString &dataDir, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_table(table)
    , m_lobby(lobby)
    , m_dataDir(dataDir)
{
    // A table this app hosted when it was closed or crashed, still saved by its network host.
    QFile hosting(hostingFile());
    if (!dataDir.isEmpty() && hosting.open(QIODevice::ReadOnly)) {
        const QVariantMap saved = QJsonDocument::fromJson(hosting.readAll()).object().toVariantMap();
        const QString code = saved.value(QStringLiteral("code")).toString();
        if (net::isTableCode(code) && QFileInfo::exists(m_dataDir + QStringLiteral("/net/tables/") + code + QStringLiteral(".json"))
            && saved.value(QStringLiteral("port")).toInt() > 0)
            m_hostedBefore = saved;
        else
            dropHostingFile();
    }
    connect(table, &NetTable::hostedHere, this, &NetHosting::remember);
    connect(table, &NetTable::hostedGone, this, &NetHosting::dropHostingFile);
}

NetHosting::~NetHosting() = default;

bool NetHosting::isServerAddress(const QString &text)
{
    return net::parseServerAddress(text).has_value();
}

std::unique_ptr<net::NetServer> NetHosting::openServer(quint16 port, bool anyPort, QString *why) const
{
    net::HubConfig config;
    config.allowCreate = false;
    config.serverName = QStringLiteral("Felt " FELT_VERSION);
    if (!m_dataDir.isEmpty())
        config.dataDir = m_dataDir + QStringLiteral("/net");
    config.botDelayMs = m_session->hostConfig().botDelayMs;
    auto server = std::make_unique<net::NetServer>(config);
    // The usual port, or any free one when another program holds it.
    if (!server->listen(QHostAddress::Any, port, why) && !(anyPort && server->listen(QHostAddress::Any, 0, why)))
        return nullptr;
    return server;
}

bool NetHosting::host(const QString &gameId, const QVariantList &seats, const QVariantMap &options, int port)
{
    m_table->leave();   // a seat at another table is left first, telling its people
    forgetHosting();    // a table hosted before and not taken up again is closed for good
    m_table->setError({});
    QString why;
    std::unique_ptr<net::NetServer> server = openServer(static_cast<quint16>(port), true, &why);
    if (!server) {
        m_table->setError(tr("The table cannot be offered on the network: %1").arg(why));
        return false;
    }
    net::HostedTable setup;
    setup.game = gameId;
    setup.options = felt::valueFromJson(QJsonObject::fromVariantMap(options));
    setup.graceSeconds = netoptions::graceSeconds();
    for (int i = 0; i < seats.size(); ++i) {
        const QVariantMap m = seats.at(i).toMap();
        const QString kind = m.value(QStringLiteral("kind")).toString();
        const bool remote = kind == QLatin1String("human") && m.value(QStringLiteral("remote")).toBool();
        setup.seats.append({ remote ? QString() : m.value(QStringLiteral("name")).toString(), kind });
        if (kind == QLatin1String("human") && !remote)
            setup.appSeats.append(i);
    }
    HostConfig hostConfig = m_session->hostConfig();
    hostConfig.storage = nullptr;   // the network host saves it (HubConfig::dataDir), not the local autosave
    hostConfig.botsPaused = true;   // until the table is set up
    QString code;
    std::unique_ptr<Host> hosted = net::hostAppTable(*server, setup, hostConfig, &code, &why);
    if (!hosted) {
        m_table->setError(tr("The table cannot be offered on the network: %1").arg(why));
        return false;
    }
    m_table->offer(std::move(server), std::move(hosted), code, givenNames(seats), false);
    return true;
}

bool NetHosting::hostOnServer(const QString &server, const QString &gameId, const QVariantList &seats,
                              const QVariantMap &options, bool listed)
{
    const auto address = net::parseServerAddress(server);
    if (!address) {
        m_table->setError(tr("This is not a server's address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447."));
        return false;
    }
    net::CreateRequest request;
    request.game = gameId;
    request.players = static_cast<int>(seats.size());
    request.options = felt::valueFromJson(QJsonObject::fromVariantMap(options));
    request.listed = listed;
    request.graceSeconds = netoptions::graceSeconds();
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
        m_table->setError(tr("A table on a server needs a person at this screen: make one seat yours."));
        return false;
    }
    if (const QString why = netfailure::namesProblem(here); !why.isEmpty()) {
        m_table->setError(why);
        return false;
    }
    m_table->leave();   // a seat at another table is left first, telling its people
    m_lobby->use(*address);
    std::unique_ptr<net::JoinedTable> remote = net::joinedTable(netoptions::linkOptions());
    // The first person here opens the table; the others sit down once it has its code.
    remote->create(address->host, address->port, request, here.takeFirst(), address->secure);
    m_table->sitDown(std::move(remote), address->invite({}), NetTable::How::Open, here, givenNames(seats));
    return true;
}

QString NetHosting::hostingFile() const
{
    return m_dataDir.isEmpty() ? QString() : m_dataDir + QStringLiteral("/net/app-table.json");
}

void NetHosting::remember(const QString &game, const QString &code, int port)
{
    if (!m_hostedBefore.isEmpty()) {
        m_hostedBefore.clear();
        emit hostedBeforeChanged();
    }
    if (hostingFile().isEmpty())
        return;
    QDir().mkpath(QFileInfo(hostingFile()).path());
    QSaveFile file(hostingFile());
    if (file.open(QIODevice::WriteOnly)) {
        const QVariantMap table { { QStringLiteral("game"), game }, { QStringLiteral("code"), code }, { QStringLiteral("port"), port } };
        file.write(QJsonDocument(QJsonObject::fromVariantMap(table)).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

void NetHosting::dropHostingFile()
{
    if (!hostingFile().isEmpty())
        QFile::remove(hostingFile());
}

bool NetHosting::resumeHosting()
{
    const QVariantMap before = m_hostedBefore;
    if (before.isEmpty())
        return false;
    m_table->leave();   // a seat at another table is left first, telling its people
    m_table->setError({});
    const QString code = before.value(QStringLiteral("code")).toString();
    QString why;
    // The same port: the people's invite links name it.
    std::unique_ptr<net::NetServer> server = openServer(static_cast<quint16>(before.value(QStringLiteral("port")).toInt()), false, &why);
    if (!server) {
        m_table->setError(tr("The table cannot be offered on the network: %1").arg(why));
        return false;
    }
    server->hub()->restore();
    const auto saved = server->hub()->tableInfo(code);
    const bool started = saved && saved->started;
    HostConfig hostConfig = m_session->hostConfig();
    hostConfig.storage = nullptr;     // the network host saves it, as when it was first hosted
    hostConfig.botsPaused = !started; // a table still waiting for its people: until it starts
    std::unique_ptr<Host> hosted;
    if (server->hub()->savedAppTables().contains(code))
        hosted = net::rehostAppTable(*server, code, hostConfig, &why);
    if (!hosted) {
        server.reset();
        m_table->setError(tr("The table cannot be offered on the network: %1").arg(why.isEmpty() ? tr("it was not saved") : why));
        forgetHosting();
        return false;
    }
    m_hostedBefore.clear();
    emit hostedBeforeChanged();
    m_table->offer(std::move(server), std::move(hosted), code, {}, started);
    return true;
}

void NetHosting::forgetHosting()
{
    if (m_hostedBefore.isEmpty())
        return;
    // Opened once more only to be closed: the people still waiting at it are told.
    const QString code = m_hostedBefore.value(QStringLiteral("code")).toString();
    m_hostedBefore.clear();
    emit hostedBeforeChanged();
    if (!m_dataDir.isEmpty() && !m_table->live()) {
        net::HubConfig config;
        config.dataDir = m_dataDir + QStringLiteral("/net");
        net::NetHub hub(config);
        hub.restore();
        hub.closeTable(code);
    }
    dropHostingFile();
}
