// NetPlay (netplay.h), a table on this computer: the app's network host (a NetServer around
// the hub) offers the table, keeps it saved in the data folder, and offers it again after the
// app was closed or crashed.
#include "netplay.h"

#include "discovery.h"
#include "gamesession.h"
#include "json.h"
#include "localhost.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#ifndef FELT_VERSION
#define FELT_VERSION "0.0.0"
#endif

bool NetPlay::openServer(quint16 port, bool anyPort, QString *why)
{
    net::HubConfig config;
    config.allowCreate = false;
    config.serverName = QStringLiteral("Felt " FELT_VERSION);
    if (!m_dataDir.isEmpty())
        config.dataDir = m_dataDir + QStringLiteral("/net");
    config.botDelayMs = m_session->link()->config.botDelayMs;
    m_server = std::make_unique<net::NetServer>(config);
    // The usual port, or any free one when another program holds it.
    if (!m_server->listen(QHostAddress::Any, port, why) && !(anyPort && m_server->listen(QHostAddress::Any, 0, why))) {
        m_server.reset();
        return false;
    }
    return true;
}

bool NetPlay::host(const QString &gameId, const QVariantList &seats, const QVariantMap &options, int port)
{
    leaveTable();   // a seat at another table is left first, telling its people
    reset();
    forgetHosting();   // a table hosted before and not taken up again is closed for good
    setError({});
    QString why;
    if (!openServer(static_cast<quint16>(port), true, &why)) {
        setError(tr("The table cannot be offered on the network: %1").arg(why));
        return false;
    }
    net::HostedTable setup;
    setup.game = gameId;
    setup.options = felt::valueFromJson(QJsonObject::fromVariantMap(options));
    setup.graceSeconds = graceSeconds();
    for (int i = 0; i < seats.size(); ++i) {
        const QVariantMap m = seats.at(i).toMap();
        const QString kind = m.value(QStringLiteral("kind")).toString();
        const bool remote = kind == QLatin1String("human") && m.value(QStringLiteral("remote")).toBool();
        setup.seats.append({ remote ? QString() : m.value(QStringLiteral("name")).toString(), kind });
        if (kind == QLatin1String("human") && !remote)
            setup.appSeats.append(i);
    }
    m_hosted = std::make_unique<LocalHost>();
    LocalHostConfig hostConfig = m_session->link()->config;
    hostConfig.storage = nullptr;   // the network host saves it (HubConfig::dataDir), not the local autosave
    hostConfig.botsPaused = true;   // until the table is set up
    m_hosted->setConfig(hostConfig);
    m_code = m_server->hostTable(m_hosted.get(), setup, &why);
    if (m_code.isEmpty()) {
        reset();
        setError(tr("The table cannot be offered on the network: %1").arg(why));
        return false;
    }
    keepGivenNames(seats);
    offerTable();
    return true;
}

void NetPlay::offerTable()
{
    m_invite = m_server->inviteLink(m_code);
    rememberHosting();
    net::NetHub *hub = m_server->hub();
    connect(hub, &net::NetHub::tableChanged, this, [this] { updateHostedSeats(); });
    connect(hub, &net::NetHub::chatReceived, this,
            [this](const QString &, int, const QString &name, const QString &text) { addChat(name, text); });
    connect(hub, &net::NetHub::tableOver, this, [this] {
        dropHostingFile();   // nothing to host again
        setPhase(QStringLiteral("over"));
        // Ended before its end ("End the game"): no table to look at goes on here either.
        if (m_playing && m_session->link()->host == m_playing && !m_session->board()->over())
            QMetaObject::invokeMethod(this, [this] { gameEnded(tr("The game was ended for everyone.")); }, Qt::QueuedConnection);
    });
    if (!m_discovery)
        m_discovery = new net::Discovery(this);
    net::publishTables(m_discovery, hub, m_server->port());
    updateHostedSeats();
    m_tick.start();
    setPhase(QStringLiteral("hosting"));
    emit phaseChanged();
}

QString NetPlay::hostingFile() const
{
    return m_dataDir.isEmpty() ? QString() : m_dataDir + QStringLiteral("/net/app-table.json");
}

void NetPlay::rememberHosting()
{
    if (hostingFile().isEmpty() || !m_server)
        return;
    const auto info = m_server->hub()->tableInfo(m_code);
    m_hostedBefore.clear();
    emit hostedBeforeChanged();
    QDir().mkpath(QFileInfo(hostingFile()).path());
    QSaveFile file(hostingFile());
    if (file.open(QIODevice::WriteOnly)) {
        const QVariantMap table { { QStringLiteral("game"), info ? info->game : QString() },
                                  { QStringLiteral("code"), m_code },
                                  { QStringLiteral("port"), m_server->port() } };
        file.write(QJsonDocument(QJsonObject::fromVariantMap(table)).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

void NetPlay::dropHostingFile()
{
    if (!hostingFile().isEmpty())
        QFile::remove(hostingFile());
}

bool NetPlay::resumeHosting()
{
    const QVariantMap before = m_hostedBefore;
    if (before.isEmpty())
        return false;
    leaveTable();   // a seat at another table is left first, telling its people
    reset();
    setError({});
    const QString code = before.value(QStringLiteral("code")).toString();
    QString why;
    // The same port: the people's invite links name it.
    if (!openServer(static_cast<quint16>(before.value(QStringLiteral("port")).toInt()), false, &why)) {
        setError(tr("The table cannot be offered on the network: %1").arg(why));
        return false;
    }
    m_server->hub()->restore();
    const auto saved = m_server->hub()->tableInfo(code);
    const bool started = saved && saved->started;
    auto hosted = std::make_unique<LocalHost>();
    LocalHostConfig hostConfig = m_session->link()->config;
    hostConfig.storage = nullptr;     // the network host saves it, as when it was first hosted
    hostConfig.botsPaused = !started; // a table still waiting for its people: until it starts
    hosted->setConfig(hostConfig);
    if (!m_server->hub()->savedAppTables().contains(code) || !m_server->hub()->rehostTable(code, hosted.get(), &why)) {
        m_server.reset();
        setError(tr("The table cannot be offered on the network: %1").arg(why.isEmpty() ? tr("it was not saved") : why));
        forgetHosting();
        return false;
    }
    m_hostedBefore.clear();
    emit hostedBeforeChanged();
    m_code = code;
    m_hosted = std::move(hosted);
    offerTable();
    if (started) {
        LocalHost *playing = m_hosted.get();
        if (!m_session->opener()->startNetwork(std::move(m_hosted), &why)) {
            setError(why);
            return false;
        }
        m_playing = playing;
        setPhase(QStringLiteral("playing"));
        emit tableReady();
    }
    return true;
}

void NetPlay::forgetHosting()
{
    if (m_hostedBefore.isEmpty())
        return;
    // Opened once more only to be closed: the people still waiting at it are told.
    const QString code = m_hostedBefore.value(QStringLiteral("code")).toString();
    m_hostedBefore.clear();
    emit hostedBeforeChanged();
    if (!m_dataDir.isEmpty() && m_phase == QLatin1String("idle")) {
        net::HubConfig config;
        config.dataDir = m_dataDir + QStringLiteral("/net");
        net::NetHub hub(config);
        hub.restore();
        hub.closeTable(code);
    }
    dropHostingFile();
}
