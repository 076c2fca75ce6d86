// NetPlay (netplay.h): the phase, the seats, the chat and the opener's powers, whichever
// host the table has (this computer's network host, or one across the network).
#include "netplay.h"

#include "discovery.h"
#include "gamesession.h"
#include "localhost.h"
#include "tls.h"

#include <QClipboard>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace {

NetSeatRow seatRow(int seat, const QString &name, const QString &kind, bool person, bool here, bool taken,
                   bool connected, qint64 awaySinceMs, bool replaceable, bool left)
{
    const qint64 away = connected || awaySinceMs < 0 ? -1 : std::max<qint64>(0, (QDateTime::currentMSecsSinceEpoch() - awaySinceMs) / 1000);
    return { seat, name, kind, person, here, taken, connected, static_cast<int>(away), replaceable, left && !connected };
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
    // The felt-servers used, and their listed tables while the join page looks.
    m_lobby = new net::LobbyList(dataDir.isEmpty() ? QString() : dataDir + QStringLiteral("/net/servers.json"), {}, this);
    connect(m_lobby, &net::LobbyList::serversChanged, this, &NetPlay::serversChanged);
    connect(m_lobby, &net::LobbyList::tablesChanged, this, &NetPlay::updateFound);
    m_askServers.setInterval(5000);
    connect(&m_askServers, &QTimer::timeout, this, &NetPlay::askServers);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        // Still reconnecting after the table's grace time: the host may be gone for good.
        if (m_reconnecting && !m_unreachable && m_remote
            && m_reconnectingFor.elapsed() >= qint64 { m_remote->graceSeconds() } * 1000) {
            m_unreachable = true;
            emit connectionChanged();
        }
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
    // A joined table's game leaves this screen's table by any other way (a lesson, a past game
    // watched, a new game nobody asked about): the others are told who left, not left to
    // wait for someone away.
    connect(session, &GameSession::hostLeaving, this, [this](Host *host) {
        if (host && host == m_playing && host == static_cast<Host *>(m_remote.data()) && !m_server) {
            m_remote->leave();
            forgetRejoin();
        }
    });
    // The session's host goes (a new game, the app's end): so does what this followed.
    connect(session, &GameSession::activeChanged, this, [this] {
        if ((m_phase == QLatin1String("playing") || m_phase == QLatin1String("over")) && m_session->link()->host != m_playing)
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

int NetPlay::graceSeconds()
{
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("FELT_GRACE_SECONDS", &ok);
    return ok && seconds >= net::kMinGraceSeconds && seconds <= net::kMaxGraceSeconds ? seconds : net::kDefaultGraceSeconds;
}

QString NetPlay::rejoinFile() const
{
    return m_dataDir.isEmpty() ? QString() : m_dataDir + QStringLiteral("/net-seat.json");
}

QString NetPlay::connection() const
{
    if (m_unreachable)
        return QStringLiteral("unreachable");
    return m_reconnecting ? QStringLiteral("reconnecting") : QString();
}

bool NetPlay::canStart() const
{
    if (m_phase != QLatin1String("hosting"))
        return false;
    return !m_seats.isEmpty() && std::none_of(m_seats.begin(), m_seats.end(), [](const NetSeatRow &s) { return s.person && !s.taken; });
}

bool NetPlay::opener() const
{
    if (m_server)
        return true;
    return m_remote && m_remote->isOpener();
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
    if (m_certificate.kind == QLatin1String("unknown"))
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
    m_opening = false;
    m_resuming = false;
    m_alsoHere.clear();
    m_givenNames.clear();
    m_code.clear();
    m_invite.clear();
    m_seats.clear();
    m_chat.clear();
    m_chatUnread = 0;
    if (m_reconnecting || m_unreachable) {
        m_reconnecting = false;
        m_unreachable = false;
        emit connectionChanged();
    }
    emit chatChanged();
    setPhase(QStringLiteral("idle"));
    emit phaseChanged();
}

void NetPlay::updateHostedSeats()
{
    if (!m_server)
        return;
    const auto info = m_server->hub()->tableInfo(m_code);
    if (!info)
        return;
    QList<NetSeatRow> list;
    for (int i = 0; i < info->seats.size(); ++i) {
        const net::TableSeatInfo &s = info->seats.at(i);
        const bool taken = s.taken || !s.person;
        list.append(seatRow(i, taken ? s.name : m_givenNames.value(i), s.kind, s.person, s.app, taken,
                            s.connected || !s.person || s.app, s.awaySinceMs, s.replaceable, s.left));
    }
    m_seats = list;
    emit seatsChanged();
}

void NetPlay::updateRemoteSeats()
{
    if (!m_remote)
        return;
    const QList<HostSeat> seats = m_remote->seats();
    const QList<int> here = m_remote->localSeats();
    const QList<int> replaceable = m_remote->replaceableSeats();
    const QList<int> left = m_remote->leftSeats();
    QList<NetSeatRow> list;
    for (int i = 0; i < seats.size(); ++i) {
        const HostSeat &s = seats.at(i);
        const bool taken = !s.name.isEmpty();
        list.append(seatRow(i, taken ? s.name : m_givenNames.value(i), s.kind, s.isHuman(), here.contains(i), taken,
                            s.connected, s.awaySinceMs, replaceable.contains(i), left.contains(i)));
    }
    m_seats = list;
    emit seatsChanged();
}

bool NetPlay::start()
{
    if (!canStart())
        return false;
    if (!m_server)   // a table on a server: its host starts it, and the table comes (sitDown)
        return m_remote && m_remote->isOpener() && m_remote->startGame();
    if (!m_hosted)
        return false;
    QString why;
    if (!m_server->startTable(m_code, &why)) {
        setError(tr("The game cannot start: %1").arg(why));
        return false;
    }
    LocalHost *hosted = m_hosted.get();
    if (!m_session->opener()->startNetwork(std::move(m_hosted), &why)) {
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
        LocalHostConfig hostConfig = m_session->link()->config;
        hostConfig.storage = nullptr;   // the network host saves it
        hostConfig.botsPaused = true;   // until the table is set up
        host->setConfig(hostConfig);
        if (!m_server->hub()->againTable(m_code, host.get(), seed, &why)) {
            setError(tr("No new deal: %1").arg(why));
            return false;
        }
        Host *before = m_playing;
        m_playing = host.get();   // (the session's new host is this table's: nothing to let go)
        if (!m_session->opener()->startNetwork(std::move(host), &why)) {
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

void NetPlay::cancel()
{
    if (m_server && !m_code.isEmpty() && m_phase == QLatin1String("hosting")) {
        m_server->hub()->closeTable(m_code);
        dropHostingFile();
    }
    if (m_remote && m_joining) {
        // The opener of a server's table closes it: nobody waits on it.
        if (m_remote->isOpener())
            m_remote->closeTable();
        m_remote->leave();
    }
    reset();
}

QString NetPlay::tableGame() const
{
    if (m_phase == QLatin1String("idle"))
        return {};
    if (m_server) {
        const auto info = m_server->hub()->tableInfo(m_code);
        return info ? info->game : QString();
    }
    return m_remote ? m_remote->gameId() : QString();
}

QString NetPlay::othersAtTable() const
{
    if (m_phase == QLatin1String("idle"))
        return {};
    QStringList names;
    for (const NetSeatRow &s : m_seats)
        if (s.person && s.taken && !s.here && !s.name.isEmpty())
            names.append(s.name);
    return QLocale().createSeparatedList(names);
}

bool NetPlay::leavingCloses() const
{
    if (m_phase == QLatin1String("idle"))
        return false;
    if (m_server)
        return true;
    return m_remote && m_remote->isOpener() && (!m_remote->started() || m_phase == QLatin1String("over"));
}

void NetPlay::leaveTable()
{
    if (m_phase == QLatin1String("idle"))
        return;
    if (m_server) {
        // The table stands here: it closes for everyone (`closed`), and is not hosted again.
        if (!m_code.isEmpty())
            m_server->hub()->closeTable(m_code);
        dropHostingFile();
    } else if (m_remote) {
        if (leavingCloses())
            m_remote->closeTable();
        m_remote->leave();   // the others see who left
        forgetRejoin();      // left on purpose: nothing to take back
    }
    Host *playing = m_playing;
    reset();
    // The network game goes from the table too (not left behind looking alive).
    if (playing && m_session->link()->host == playing)
        m_session->opener()->close();
}

void NetPlay::copyInvite()
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(m_invite);
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

void NetPlay::keepGivenNames(const QVariantList &seats)
{
    m_givenNames.clear();
    for (int i = 0; i < seats.size(); ++i) {
        const QVariantMap m = seats.at(i).toMap();
        const QString name = net::cleanName(m.value(QStringLiteral("name")).toString());
        if (m.value(QStringLiteral("remote")).toBool() && !name.isEmpty())
            m_givenNames.insert(i, name);
    }
}

void NetPlay::gameEnded(const QString &sentence)
{
    forgetRejoin();        // nothing to come back to
    dropHostingFile();     // nor to host again
    m_session->opener()->close();    // (the session's host goes: so does what this followed, reset())
    reset();
    emit tableClosed(sentence);
}

void NetPlay::addChat(const QString &name, const QString &text)
{
    m_chat.append({ name, text });
    while (m_chat.size() > 100)
        m_chat.removeFirst();
    ++m_chatUnread;
    emit chatChanged();
}

void NetPlay::readChat()
{
    if (m_chatUnread == 0)
        return;
    m_chatUnread = 0;
    emit chatChanged();
}
