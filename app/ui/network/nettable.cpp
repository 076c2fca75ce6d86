#include "nettable.h"

#include "apptable.h"
#include "discoveryondemand.h"
#include "gamecatalog.h"
#include "gamesession.h"
#include "json.h"
#include "netchat.h"
#include "netfailure.h"
#include "netseats.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QJsonObject>
#include <QLocale>

NetTable::NetTable(GameSession *session, const GameCatalog *catalog, NetChat *chat, DiscoveryOnDemand *discovery, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_catalog(catalog)
    , m_chat(chat)
    , m_discovery(discovery)
{
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
    // A joined table's game leaves this screen's table by any other way (a lesson, a past game
    // watched, a new game nobody asked about): the others are told who left, not left to
    // wait for someone away.
    connect(session, &GameSession::hostLeaving, this, [this](Host *host) {
        if (host && host == m_playing && host == static_cast<Host *>(m_remote.data()) && !m_server) {
            m_remote->leave();
            emit seatsVoid();
        }
    });
    // The session's host goes (a new game, the app's end): so does the table's life here.
    connect(session, &GameSession::activeChanged, this, [this] {
        // (No host of the network game and none on the table: nothing went.)
        const bool ours = m_playing ? m_session->plays(m_playing) : !m_session->game()->active();
        if ((m_state == State::Playing || m_state == State::Over) && !ours)
            end(State::Left, {});
    });
}

NetTable::~NetTable()
{
    // The network host goes first, as in a crash: a hosted table stays saved to be hosted
    // again at the next start, its people waiting to come back.
    m_server.reset();
    m_joining.reset();
    m_hosted.reset();
}

bool NetTable::live() const
{
    return m_state == State::Connecting || m_state == State::Waiting || m_state == State::Playing || m_state == State::Over;
}

QString NetTable::connection() const
{
    if (m_unreachable)
        return QStringLiteral("unreachable");
    return m_reconnecting ? QStringLiteral("reconnecting") : QString();
}

bool NetTable::canStart() const
{
    if (m_state != State::Waiting || !opener())
        return false;
    return !m_seats.isEmpty() && std::none_of(m_seats.begin(), m_seats.end(), [](const NetSeatRow &s) { return s.person && !s.taken; });
}

bool NetTable::opener() const
{
    if (m_server)
        return true;
    return m_remote && m_remote->isOpener();
}

void NetTable::setState(State state, const QString &ended)
{
    if (m_state == state && m_ended == ended)
        return;
    m_state = state;
    m_ended = ended;
    emit stateChanged();
    emit seatsChanged();
}

void NetTable::setError(const QString &error)
{
    if (m_error == error)
        return;
    m_error = error;
    emit errorChanged();
}

void NetTable::reset()
{
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
    m_how = How::Join;
    m_alsoHere.clear();
    m_givenNames.clear();
    m_code.clear();
    m_invite.clear();
    m_seats.clear();
    m_chat->clear();
    if (m_reconnecting || m_unreachable) {
        m_reconnecting = false;
        m_unreachable = false;
        emit connectionChanged();
    }
    setState(State::None);
}

void NetTable::end(State how, const QString &sentence)
{
    Host *playing = m_playing;
    emit seatsVoid();   // nothing to take back
    reset();
    setState(how, sentence);
    // The network game goes from the table too: nothing left behind looking alive.
    if (playing && m_session->plays(playing))
        m_session->close();
    if (how != State::Left)
        emit gone(sentence);
}

void NetTable::updateHostedSeats()
{
    if (!m_server)
        return;
    if (const auto info = m_server->hub()->tableInfo(m_code)) {
        m_seats = netseats::ofHostedTable(*info, m_givenNames);
        emit seatsChanged();
    }
}

void NetTable::updateRemoteSeats()
{
    if (!m_remote)
        return;
    m_seats = netseats::ofRemoteTable(*m_remote, m_givenNames);
    emit seatsChanged();
}

// --- the opener's powers and the way out ------------------------------------------------------

bool NetTable::start()
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
    Host *hosted = m_hosted.get();
    if (!m_session->openNetworkTable(std::move(m_hosted), &why)) {
        setError(why);
        return false;
    }
    m_playing = hosted;
    setState(State::Playing);
    emit ready();
    return true;
}

bool NetTable::dealAgain(bool sameDeal)
{
    if (m_state != State::Over || !m_playing)
        return false;
    const std::optional<quint64> seed = sameDeal ? m_playing->seed() : std::nullopt;
    if (sameDeal && !seed)
        return false;
    QString why;
    if (m_server) {
        // The same people at the same table: a new host for the new game, told to everyone.
        HostConfig hostConfig = m_session->hostConfig();
        hostConfig.storage = nullptr;   // the network host saves it
        hostConfig.botsPaused = true;   // until the table is set up
        std::unique_ptr<Host> host = net::dealAppTableAgain(*m_server, m_code, hostConfig, seed, &why);
        if (!host) {
            setError(tr("No new deal: %1").arg(why));
            return false;
        }
        Host *before = m_playing;
        m_playing = host.get();   // (the session's new host is this table's: nothing to let go)
        if (!m_session->openNetworkTable(std::move(host), &why)) {
            m_playing = before;
            setError(why);
            return false;
        }
        emit hostedHere(game(), m_code, m_server->port());
        setState(State::Playing);
        return true;
    }
    if (!m_remote)
        return false;
    if (m_remote->isOpener())
        return m_remote->dealAgain(seed);   // the new game comes from the host (dealtAgain)
    // Only the opener deals again: they are asked, in the chat everyone reads.
    return m_remote->sendChat(-1, tr("Another game? The table's opener deals it with Play again."));
}

void NetTable::leave()
{
    if (!live())
        return;
    if (m_server) {
        // The table stands here: it closes for everyone (`closed`), and is not hosted again.
        if (!m_code.isEmpty())
            m_server->hub()->closeTable(m_code);
        emit hostedGone();
    } else if (m_remote) {
        if (leavingCloses())
            m_remote->closeTable();
        m_remote->leave();   // the others see who left
    }
    end(State::Left, {});
}

void NetTable::cancel()
{
    // A host that does not answer: the seat is let go here, its token kept for a rejoin (the
    // join page offers it); else the table is left as leave() leaves it.
    if (m_unreachable && m_remote) {
        Host *playing = m_playing;
        reset();
        setState(State::Left);
        if (playing && m_session->plays(playing))
            m_session->close();
        return;
    }
    leave();
}

void NetTable::copyInvite()
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(m_invite);
}

bool NetTable::replaceSeat(int seat, const QString &level)
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

bool NetTable::endGame()
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

bool NetTable::sendLine(const QString &line)
{
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

bool NetTable::retryCertificate()
{
    return m_remote && m_remote->retryCertificate();
}

// --- a table on this computer -------------------------------------------------------------------

void NetTable::offer(std::unique_ptr<net::NetServer> server, std::unique_ptr<Host> hosted, const QString &code,
                     const QHash<int, QString> &givenNames, bool started)
{
    reset();
    setError({});
    m_server = std::move(server);
    m_hosted = std::move(hosted);
    m_code = code;
    m_givenNames = givenNames;
    m_invite = m_server->inviteLink(m_code);
    emit hostedHere(game(), m_code, m_server->port());
    connectHub();
    net::publishTables(m_discovery->get(), m_server->hub(), m_server->port());
    updateHostedSeats();
    m_tick.start();
    if (!started) {
        setState(State::Waiting);
        return;
    }
    Host *playing = m_hosted.get();
    QString why;
    if (!m_session->openNetworkTable(std::move(m_hosted), &why)) {
        setError(why);
        setState(State::Waiting);
        return;
    }
    m_playing = playing;
    setState(State::Playing);
    emit ready();
}

void NetTable::connectHub()
{
    net::NetHub *hub = m_server->hub();
    connect(hub, &net::NetHub::tableChanged, this, [this] { updateHostedSeats(); });
    connect(hub, &net::NetHub::chatReceived, this,
            [this](const QString &, int, const QString &name, const QString &text) { m_chat->add(name, text); });
    connect(hub, &net::NetHub::tableOver, this, [this] {
        emit hostedGone();   // nothing to host again
        setState(State::Over);
        // Ended before its end ("End the game"): no table to look at goes on here either.
        if (m_playing && m_session->plays(m_playing) && !m_session->board()->over())
            QMetaObject::invokeMethod(this, [this] { end(State::Closed, tr("The game was ended for everyone.")); }, Qt::QueuedConnection);
    });
}

// --- what the pages say of the table --------------------------------------------------------------

QString NetTable::game() const
{
    if (m_server) {
        const auto info = m_server->hub()->tableInfo(m_code);
        return info ? info->game : QString();
    }
    return m_remote && live() ? m_remote->gameId() : QString();
}

QString NetTable::gameName() const
{
    const QString id = game();
    return id.isEmpty() ? id : m_catalog ? m_catalog->gameName(id) : GameCatalog::nameOf(id);
}

QStringList NetTable::houseRules() const
{
    felt::Value options = felt::Value::object();
    if (m_server) {
        if (const auto info = m_server->hub()->tableInfo(m_code))
            options = info->options;
    } else if (m_remote) {
        options = m_remote->options();
    }
    const QString id = game();
    if (id.isEmpty())
        return {};
    return GameCatalog::houseRules(id, felt::jsonFromValue(options).toObject().toVariantMap());
}

QString NetTable::othersAtTable() const
{
    if (!live())
        return {};
    QStringList names;
    for (const NetSeatRow &s : m_seats)
        if (s.person && s.taken && !s.here && !s.name.isEmpty())
            names.append(s.name);
    return QLocale().createSeparatedList(names);
}

bool NetTable::leavingCloses() const
{
    if (!live())
        return false;
    if (m_server)
        return true;
    return m_remote && m_remote->isOpener() && (!m_remote->started() || m_state == State::Over);
}
