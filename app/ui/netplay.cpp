#include "netplay.h"

#include "appcontroller.h"
#include "discovery.h"
#include "gamesession.h"
#include "json.h"
#include "localhost.h"
#include "tls.h"

#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#ifndef FELT_VERSION
#define FELT_VERSION "0.0.0"
#endif

namespace {

QVariantMap seatMap(int seat, const QString &name, const QString &kind, bool person, bool here, bool taken,
                    bool connected, qint64 awaySinceMs, bool replaceable)
{
    const qint64 away = connected || awaySinceMs < 0 ? -1 : std::max<qint64>(0, (QDateTime::currentMSecsSinceEpoch() - awaySinceMs) / 1000);
    return { { QStringLiteral("seat"), seat },
             { QStringLiteral("name"), name },
             { QStringLiteral("kind"), kind },
             { QStringLiteral("person"), person },
             { QStringLiteral("here"), here },
             { QStringLiteral("taken"), taken },
             { QStringLiteral("connected"), connected },
             { QStringLiteral("awaySeconds"), away },
             { QStringLiteral("replaceable"), replaceable } };
}

} // namespace

NetPlay::NetPlay(GameSession *session, const QString &dataDir, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_dataDir(dataDir)
{
    // The certificates of wss:// tables the person accepted (docs/network.md, "TLS").
    if (!dataDir.isEmpty())
        net::KnownCertificates::setDefaultFile(dataDir + QStringLiteral("/known-certificates.json"));
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        if (m_server)
            updateHostedSeats();
        else if (m_remote)
            updateRemoteSeats();
    });
    // A network game this app sat at, remembered with its token.
    QFile file(rejoinFile());
    if (!dataDir.isEmpty() && file.open(QIODevice::ReadOnly)) {
        const QVariantMap saved = QJsonDocument::fromJson(file.readAll()).object().toVariantMap();
        const QVariantList people = saved.value(QStringLiteral("people")).toList();
        const bool tokens = !people.isEmpty() && std::all_of(people.begin(), people.end(), [](const QVariant &p) {
            return net::isToken(p.toMap().value(QStringLiteral("token")).toString());
        });
        if (net::parseInvite(saved.value(QStringLiteral("link")).toString()) && tokens)
            m_rejoin = saved;
    }
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
    // The session's host goes (a new game, the app's end): so does what this followed.
    connect(session, &GameSession::activeChanged, this, [this] {
        if ((m_phase == QLatin1String("playing") || m_phase == QLatin1String("over")) && m_session->host() != m_playing)
            reset();
    });
}

NetPlay::~NetPlay()
{
    // The network host goes first, as in a crash: a hosted table stays saved to be hosted
    // again at the next start (hostedBefore), its people waiting to come back.
    m_server.reset();
    m_joining.reset();
    m_hosted.reset();
}

QString NetPlay::rejoinFile() const
{
    return m_dataDir.isEmpty() ? QString() : m_dataDir + QStringLiteral("/net-seat.json");
}

bool NetPlay::canStart() const
{
    if (m_phase != QLatin1String("hosting"))
        return false;
    for (const QVariant &v : m_seats) {
        const QVariantMap s = v.toMap();
        if (s.value(QStringLiteral("person")).toBool() && !s.value(QStringLiteral("taken")).toBool())
            return false;
    }
    return true;
}

bool NetPlay::opener() const
{
    if (m_server)
        return true;
    return m_remote && m_remote->isOpener();
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

void NetPlay::setPhase(const QString &phase)
{
    if (m_phase == phase)
        return;
    m_phase = phase;
    emit phaseChanged();
    emit seatsChanged();
}

void NetPlay::setError(const QString &error)
{
    if (m_error == error)
        return;
    m_error = error;
    emit errorChanged();
}

void NetPlay::reset()
{
    // A certificate waiting for the person's word goes with its connection (a changed one's
    // warning stays until it is read).
    if (m_certificate.value(QStringLiteral("kind")).toString() == QLatin1String("unknown"))
        setCertificate({});
    m_tick.stop();
    m_joining.reset();
    m_hosted.reset();
    if (m_server) {
        // Let go gracefully: the last words to the people at the table (`closed`) reach them.
        disconnect(m_server->hub(), nullptr, this, nullptr);
        m_server.release()->shutDown();
    }
    m_remote = nullptr;
    m_playing = nullptr;
    m_code.clear();
    m_invite.clear();
    m_seats.clear();
    m_chat.clear();
    if (m_reconnecting) {
        m_reconnecting = false;
        emit connectionChanged();
    }
    emit chatChanged();
    setPhase(QStringLiteral("idle"));
    emit phaseChanged();
}

bool NetPlay::openServer(quint16 port, bool anyPort, QString *why)
{
    net::HubConfig config;
    config.allowCreate = false;
    config.serverName = QStringLiteral("Felt " FELT_VERSION);
    if (!m_dataDir.isEmpty())
        config.dataDir = m_dataDir + QStringLiteral("/net");
    config.botDelayMs = m_session->botDelayMs();
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
    for (int i = 0; i < seats.size(); ++i) {
        const QVariantMap m = seats.at(i).toMap();
        const QString kind = m.value(QStringLiteral("kind")).toString();
        const bool remote = kind == QLatin1String("human") && m.value(QStringLiteral("remote")).toBool();
        setup.seats.append({ remote ? QString() : m.value(QStringLiteral("name")).toString(), kind });
        if (kind == QLatin1String("human") && !remote)
            setup.appSeats.append(i);
    }
    m_hosted = std::make_unique<LocalHost>();
    LocalHostConfig hostConfig = m_session->hostConfig();
    hostConfig.storage = nullptr;   // the network host saves it (HubConfig::dataDir), not the local autosave
    hostConfig.botsPaused = true;   // until the table is set up
    m_hosted->setConfig(hostConfig);
    m_code = m_server->hostTable(m_hosted.get(), setup, &why);
    if (m_code.isEmpty()) {
        reset();
        setError(tr("The table cannot be offered on the network: %1").arg(why));
        return false;
    }
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
    LocalHostConfig hostConfig = m_session->hostConfig();
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
        if (!m_session->startNetwork(std::move(m_hosted), &why)) {
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

void NetPlay::updateHostedSeats()
{
    if (!m_server)
        return;
    const auto info = m_server->hub()->tableInfo(m_code);
    if (!info)
        return;
    QVariantList list;
    for (int i = 0; i < info->seats.size(); ++i) {
        const net::TableSeatInfo &s = info->seats.at(i);
        list.append(seatMap(i, s.name, s.kind, s.person, s.app, s.taken || !s.person, s.connected || !s.person || s.app,
                            s.awaySinceMs, s.replaceable));
    }
    m_seats = list;
    emit seatsChanged();
}

bool NetPlay::start()
{
    if (!m_server || !m_hosted || !canStart())
        return false;
    QString why;
    if (!m_server->startTable(m_code, &why)) {
        setError(tr("The game cannot start: %1").arg(why));
        return false;
    }
    LocalHost *hosted = m_hosted.get();
    if (!m_session->startNetwork(std::move(m_hosted), &why)) {
        setError(why);
        return false;
    }
    m_playing = hosted;
    setPhase(QStringLiteral("playing"));
    emit tableReady();
    return true;
}

bool NetPlay::dealAgain(bool sameDeal)
{
    if (m_phase != QLatin1String("over") || !m_playing)
        return false;
    const std::optional<quint64> seed = sameDeal ? m_playing->seed() : std::nullopt;
    if (sameDeal && !seed)
        return false;
    QString why;
    if (m_server) {
        // The same people at the same table: a new host for the new game, told to everyone.
        auto host = std::make_unique<LocalHost>();
        LocalHostConfig hostConfig = m_session->hostConfig();
        hostConfig.storage = nullptr;   // the network host saves it
        hostConfig.botsPaused = true;   // until the table is set up
        host->setConfig(hostConfig);
        if (!m_server->hub()->againTable(m_code, host.get(), seed, &why)) {
            setError(tr("No new deal: %1").arg(why));
            return false;
        }
        Host *before = m_playing;
        m_playing = host.get();   // (the session's new host is this table's: nothing to let go)
        if (!m_session->startNetwork(std::move(host), &why)) {
            m_playing = before;
            setError(why);
            return false;
        }
        rememberHosting();
        setPhase(QStringLiteral("playing"));
        return true;
    }
    if (!m_remote)
        return false;
    if (m_remote->isOpener())
        return m_remote->dealAgain(seed);   // the new game comes from the host (dealtAgain)
    // Only the opener deals again: they are asked, in the chat everyone reads.
    return m_remote->sendChat(-1, tr("Another game? The table's opener deals it with Play again."));
}

bool NetPlay::isInvite(const QString &text)
{
    return net::parseInvite(text).has_value();
}

bool NetPlay::join(const QString &text, const QString &name, const QStringList &others)
{
    const auto invite = net::parseInvite(text);
    if (!invite) {
        setError(tr("This is neither an invite link (felt://HOST:PORT/CODE) nor CODE@HOST."));
        return false;
    }
    QStringList people { net::cleanName(name.isEmpty() ? AppController::playerName() : name) };
    for (const QString &other : others)
        if (!other.trimmed().isEmpty())
            people.append(net::cleanName(other));
    for (const QString &who : std::as_const(people))
        if (who.isEmpty()) {
            setError(tr("A name has 1 to 24 letters, digits or signs."));
            return false;
        }
    if (people.removeDuplicates() > 0) {
        setError(tr("Each person at this screen needs a name of their own."));
        return false;
    }
    reset();
    setError({});
    auto remote = std::make_unique<net::RemoteHost>();
    for (const QString &who : std::as_const(people))
        remote->join(*invite, who);
    sitDown(std::move(remote), *invite);
    return true;
}

bool NetPlay::rejoin()
{
    const auto invite = net::parseInvite(rejoinLink());
    if (!invite)
        return false;
    const QVariantList people = m_rejoin.value(QStringLiteral("people")).toList();
    reset();
    setError({});
    auto remote = std::make_unique<net::RemoteHost>();
    for (const QVariant &p : people)
        remote->resume(*invite, p.toMap().value(QStringLiteral("token")).toString(), p.toMap().value(QStringLiteral("name")).toString());
    sitDown(std::move(remote), *invite);
    return true;
}

void NetPlay::forgetRejoin()
{
    m_rejoin.clear();
    if (!rejoinFile().isEmpty())
        QFile::remove(rejoinFile());
    emit rejoinChanged();
}

void NetPlay::remember(const net::Invite &invite, int seat, const QString &token, const QString &name)
{
    if (rejoinFile().isEmpty())
        return;
    // One entry for each person at this screen: a seat taken again replaces its entry.
    QVariantList people = m_rejoin.value(QStringLiteral("link")).toString() == invite.link()
        ? m_rejoin.value(QStringLiteral("people")).toList() : QVariantList();
    people.erase(std::remove_if(people.begin(), people.end(),
                                [seat](const QVariant &p) { return p.toMap().value(QStringLiteral("seat")).toInt() == seat; }),
                 people.end());
    people.append(QVariantMap { { QStringLiteral("seat"), seat }, { QStringLiteral("token"), token }, { QStringLiteral("name"), name } });
    m_rejoin = { { QStringLiteral("link"), invite.link() }, { QStringLiteral("people"), people } };
    QDir().mkpath(m_dataDir);
    QSaveFile file(rejoinFile());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(QJsonObject::fromVariantMap(m_rejoin)).toJson(QJsonDocument::Compact));
        file.commit();
    }
    emit rejoinChanged();
}

void NetPlay::sitDown(std::unique_ptr<net::RemoteHost> remote, const net::Invite &invite)
{
    m_remote = remote.get();
    m_joining = std::move(remote);
    m_code = invite.code;
    m_invite = invite.link();
    net::RemoteHost *r = m_remote;
    connect(r, &net::RemoteHost::personSeated, this, [this, invite](int seat, const QString &token, const QString &name) {
        remember(invite, seat, token, name);
        if (m_phase == QLatin1String("joining"))
            setPhase(QStringLiteral("waiting"));
    });
    connect(r, &net::RemoteHost::tableClosed, this, [this](const QString &sentence) {
        // Nobody waits on a table that is gone: its seats and tokens are void.
        forgetRejoin();
        reset();
        setError(sentence);
        emit tableClosed(sentence);
    }, Qt::QueuedConnection);   // (reset() lets the RemoteHost go: not while it speaks)
    connect(r, &net::RemoteHost::failed, this, [this](const QString &code, const QString &message) {
        if (code == QLatin1String("closed"))
            return;   // tableClosed said it
        if (m_certificate.value(QStringLiteral("kind")).toString() == QLatin1String("changed"))
            setError(tr("Not connected: the certificate of %1:%2 has changed.")
                         .arg(m_certificate.value(QStringLiteral("host")).toString())
                         .arg(m_certificate.value(QStringLiteral("port")).toUInt()));
        else
            setError(tr("The table answered: %1").arg(message));
        if (m_remote && m_remote->connection() == net::RemoteHost::Connection::Lost) {
            if (m_phase == QLatin1String("joining") || m_phase == QLatin1String("waiting"))
                setPhase(QStringLiteral("idle"));
            forgetRejoin();
        }
    });
    connect(r, &net::RemoteHost::connectionChanged, this, [this] {
        const bool again = m_remote && m_remote->connection() == net::RemoteHost::Connection::Reconnecting;
        if (again != m_reconnecting) {
            m_reconnecting = again;
            emit connectionChanged();
        }
    });
    connect(r, &net::RemoteHost::chatReceived, this,
            [this](int, const QString &who, const QString &text) { addChat(who, text); });
    connect(r, &net::RemoteHost::certificateRefused, this, [this](const net::CertificateRefusal &c) {
        const bool changed = c.kind == net::CertificateRefusal::Kind::Changed;
        setCertificate({ { QStringLiteral("kind"), changed ? QStringLiteral("changed") : QStringLiteral("unknown") },
                         { QStringLiteral("host"), c.host },
                         { QStringLiteral("port"), c.port },
                         { QStringLiteral("fingerprint"), c.fingerprint },
                         { QStringLiteral("accepted"), c.accepted } });
    });
    connect(r, &Host::changed, this, [this] {
        if (!m_remote)
            return;
        updateRemoteSeats();
        if (m_joining && m_remote->started()) {
            QString why;
            m_playing = m_remote;
            if (m_session->startNetwork(std::move(m_joining), &why)) {
                setPhase(QStringLiteral("playing"));
                emit tableReady();
            } else {
                setError(why);
            }
        }
    });
    connect(r, &Host::finished, this, [this] {
        setPhase(QStringLiteral("over"));
        forgetRejoin();   // nothing to come back to
    });
    connect(r, &Host::dealtAgain, this, [this, invite] {
        // The opener dealt again: the same seats, and their tokens, for the new game.
        if (!m_remote)
            return;
        for (int seat : m_remote->localSeats())
            remember(invite, seat, m_remote->token(seat), m_remote->seats().value(seat).name);
        setPhase(QStringLiteral("playing"));
    });
    m_tick.start();
    setPhase(QStringLiteral("joining"));
    emit phaseChanged();
}

void NetPlay::setCertificate(const QVariantMap &certificate)
{
    if (m_certificate == certificate)
        return;
    m_certificate = certificate;
    emit certificateChanged();
}

bool NetPlay::acceptCertificate()
{
    const QVariantMap c = m_certificate;
    if (c.value(QStringLiteral("kind")).toString() != QLatin1String("unknown"))
        return false;
    setCertificate({});
    QString why;
    if (!net::KnownCertificates().accept(c.value(QStringLiteral("host")).toString(),
                                         static_cast<quint16>(c.value(QStringLiteral("port")).toUInt()),
                                         c.value(QStringLiteral("fingerprint")).toString(), &why)) {
        setError(tr("The certificate could not be remembered: %1").arg(why));
        cancel();
        return false;
    }
    return m_remote && m_remote->retryCertificate();
}

void NetPlay::refuseCertificate()
{
    const QVariantMap c = m_certificate;
    setCertificate({});
    if (c.value(QStringLiteral("kind")).toString() != QLatin1String("unknown"))
        return;   // a changed one: the warning is read, the connection was refused already
    cancel();
    setError(tr("Not connected: the certificate of %1:%2 was not accepted.")
                 .arg(c.value(QStringLiteral("host")).toString())
                 .arg(c.value(QStringLiteral("port")).toUInt()));
}

bool NetPlay::forgetCertificate()
{
    const QVariantMap c = m_certificate;
    if (c.value(QStringLiteral("kind")).toString() != QLatin1String("changed"))
        return false;
    setCertificate({});
    QString why;
    if (!net::KnownCertificates().forget(c.value(QStringLiteral("host")).toString(),
                                         static_cast<quint16>(c.value(QStringLiteral("port")).toUInt()), &why)) {
        setError(tr("The certificate could not be forgotten: %1").arg(why));
        return false;
    }
    return true;
}

void NetPlay::updateRemoteSeats()
{
    if (!m_remote)
        return;
    const QList<HostSeat> seats = m_remote->seats();
    const QList<int> here = m_remote->localSeats();
    const QList<int> replaceable = m_remote->replaceableSeats();
    QVariantList list;
    for (int i = 0; i < seats.size(); ++i) {
        const HostSeat &s = seats.at(i);
        list.append(seatMap(i, s.name, s.kind, s.isHuman(), here.contains(i), !s.name.isEmpty(), s.connected,
                            s.awaySinceMs, replaceable.contains(i)));
    }
    m_seats = list;
    emit seatsChanged();
}

void NetPlay::cancel()
{
    if (m_server && !m_code.isEmpty() && m_phase == QLatin1String("hosting")) {
        m_server->hub()->closeTable(m_code);
        dropHostingFile();
    }
    if (m_remote && m_joining)
        m_remote->leave();
    reset();
}

void NetPlay::copyInvite()
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(m_invite);
}

void NetPlay::browse()
{
    if (!m_discovery)
        m_discovery = new net::Discovery(this);
    connect(m_discovery, &net::Discovery::tablesChanged, this, &NetPlay::updateFound, Qt::UniqueConnection);
    connect(m_discovery, &net::Discovery::availabilityChanged, this, &NetPlay::updateFound, Qt::UniqueConnection);
    m_discovery->browse();
    updateFound();
}

void NetPlay::updateFound()
{
    QVariantList list;
    if (m_discovery)
        for (const net::ListedTable &t : m_discovery->tables()) {
            net::Invite invite { t.host, t.port, t.code, t.secure };
            list.append(QVariantMap { { QStringLiteral("code"), t.code },
                                      { QStringLiteral("game"), t.game },
                                      { QStringLiteral("gameName"), AppController::instance() ? AppController::instance()->catalog()->gameName(t.game) : t.game },
                                      { QStringLiteral("opener"), t.opener },
                                      { QStringLiteral("free"), t.freeSeats },
                                      { QStringLiteral("link"), invite.link() } });
        }
    m_found = list;
    emit foundChanged();
}

bool NetPlay::replaceSeat(int seat, const QString &level)
{
    if (m_server) {
        QString why;
        const bool ok = m_server->hub()->replaceSeat(m_code, seat, level, &why);
        if (!ok)
            setError(why);
        return ok;
    }
    return m_remote && m_remote->replaceSeat(seat, level);
}

bool NetPlay::endGame()
{
    if (m_server) {
        QString why;
        const bool ok = m_server->hub()->endTable(m_code, &why);
        if (!ok)
            setError(why);
        return ok;
    }
    return m_remote && m_remote->endGame();
}

bool NetPlay::sendChat(const QString &text)
{
    const QString line = text.simplified();
    if (line.isEmpty() || line.size() > 200)
        return false;
    if (m_server) {
        const auto info = m_server->hub()->tableInfo(m_code);
        int seat = -1;
        if (info)
            for (int i = 0; i < info->seats.size() && seat < 0; ++i)
                if (info->seats.at(i).app)
                    seat = i;
        return m_server->hub()->chatFromApp(m_code, seat, line);
    }
    return m_remote && m_remote->sendChat(-1, line);
}

void NetPlay::addChat(const QString &name, const QString &text)
{
    m_chat.append(QVariantMap { { QStringLiteral("name"), name }, { QStringLiteral("text"), text } });
    while (m_chat.size() > 100)
        m_chat.removeFirst();
    emit chatChanged();
}
