#include "netlink.h"

#include "tls.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>
#include <QUrl>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

#include <algorithm>

namespace net {

NetLink::NetLink(const LinkOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &NetLink::connectNow);
    m_alive.setInterval(std::max(50, std::min(m_options.keepAliveMs, m_options.silenceMs / 3)));
    connect(&m_alive, &QTimer::timeout, this, &NetLink::keepAlive);
}

NetLink::~NetLink()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

void NetLink::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged();
}

void NetLink::open(const QString &host, quint16 port, const QString &name, const QByteArray &request, bool secure)
{
    m_host = host;
    m_port = port;
    m_secure = secure;
    m_certificate = {};
    m_name = name;
    m_request = request;
    m_code.clear();
    m_token.clear();
    m_seat = -1;
    m_attempt = 0;
    m_unreached = Unreached::None;
    setState(State::Connecting);
    connectNow();
}

void NetLink::connectNow()
{
    if (m_state == State::Closed || m_state == State::Idle)
        return;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(kMaxHostFrameBytes);
    m_socket->setMaxAllowedIncomingFrameSize(kMaxHostFrameBytes);
    m_welcomed = false;
    m_silent = false;
    connect(m_socket, &QWebSocket::connected, this, &NetLink::connected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &NetLink::frame);
    connect(m_socket, &QWebSocket::pong, this, [this] { m_heard.restart(); });
    connect(m_socket, &QWebSocket::sslErrors, this, &NetLink::checkCertificate);
    QWebSocket *socket = m_socket;
    connect(m_socket, &QWebSocket::stateChanged, this, [this, socket](QAbstractSocket::SocketState state) {
        if (state == QAbstractSocket::UnconnectedState && socket == m_socket) {
            socket->disconnect(this);
            // Handled from the event loop: the socket may be in the middle of a call.
            QMetaObject::invokeMethod(this, &NetLink::disconnected, Qt::QueuedConnection);
        }
    });
    QUrl url;
    url.setScheme(m_secure ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(m_host);
    url.setPort(m_port);
    url.setPath(path());
    QWebSocketHandshakeOptions handshake;
    handshake.setSubprotocols({ QString::fromLatin1(kSubprotocol) });
    m_heard.start();
    m_alive.start();
    m_socket->open(url, handshake);
}

QString NetLink::path() const
{
    // A table the link knows (its own once seated; the one a join, watch or resume names) is
    // in the path, so that a proxy in front of several hosts can route on it; `create` and
    // `list` use `/` (rules/network.md, Transport).
    QString code = m_code;
    if (code.isEmpty())
        if (const auto m = readClientMessage(m_request);
            m && (m->type == ClientMessage::Type::Join || m->type == ClientMessage::Type::Watch
                  || m->type == ClientMessage::Type::Resume))
            code = m->table;
    return isTableCode(code) ? QStringLiteral("/t/") + code : QStringLiteral("/");
}

// The system's authorities could not vouch for the host's certificate: it is used only when
// it is the very one the person accepted for this host and port. Otherwise the handshake
// ends here (nothing was sent), and the link closes saying why (certificate()).
void NetLink::checkCertificate(const QList<QSslError> &errors)
{
    if (!m_socket)
        return;
    QSslCertificate shown = m_socket->sslConfiguration().peerCertificate();
    for (const QSslError &e : errors)
        if (shown.isNull() && !e.certificate().isNull())
            shown = e.certificate();
    const QString fingerprint = certificateFingerprint(shown);
    const KnownCertificates known(m_options.trustFile.isEmpty() ? KnownCertificates::defaultFile() : m_options.trustFile);
    const QString accepted = known.fingerprint(m_host, m_port);
    if (!fingerprint.isEmpty() && fingerprint == accepted) {
        m_socket->ignoreSslErrors(errors);
        return;
    }
    QStringList problems;
    for (const QSslError &e : errors)
        problems.append(e.errorString());
    problems.removeDuplicates();
    CertificateRefusal refusal;
    refusal.kind = accepted.isEmpty() ? CertificateRefusal::Kind::Unknown : CertificateRefusal::Kind::Changed;
    refusal.host = m_host;
    refusal.port = m_port;
    refusal.fingerprint = fingerprint;
    refusal.accepted = accepted;
    refusal.problems = problems.join(QStringLiteral("; "));
    m_certificate = refusal;
    // Cut at once and let go (a close frame cannot be sent on a handshake that failed).
    QWebSocket *socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
    fail(ErrorCode::Protocol,
         refusal.kind == CertificateRefusal::Kind::Changed
             ? QStringLiteral("the certificate of %1:%2 has changed (SHA-256 %3, accepted before: %4): refused")
                   .arg(m_host).arg(m_port).arg(fingerprint, accepted)
             : QStringLiteral("the certificate of %1:%2 is not vouched for by this computer (%3): its SHA-256 fingerprint is %4")
                   .arg(m_host).arg(m_port).arg(refusal.problems, fingerprint));
}

bool NetLink::retry()
{
    if (m_state != State::Closed || m_certificate.kind != CertificateRefusal::Kind::Unknown)
        return false;
    m_certificate = {};
    m_error.clear();
    m_errorCode = ErrorCode::Protocol;
    m_unreached = Unreached::None;
    m_attempt = 0;
    setState(m_token.isEmpty() ? State::Connecting : State::Reconnecting);
    connectNow();
    return true;
}

void NetLink::connected()
{
    m_heard.restart();
    m_socket->sendTextMessage(QString::fromUtf8(helloMessage(m_options.clientName, m_name)));
}

NetLink::Unreached NetLink::unreachedBy(QAbstractSocket::SocketError error, bool silent, bool secure)
{
    if (silent || error == QAbstractSocket::SocketTimeoutError)
        return Unreached::Silent;
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
    case QAbstractSocket::HostNotFoundError:
    case QAbstractSocket::NetworkError:
    case QAbstractSocket::SocketAccessError:
    case QAbstractSocket::ProxyConnectionRefusedError:
    case QAbstractSocket::ProxyNotFoundError:
        return Unreached::Nothing;
    case QAbstractSocket::SslHandshakeFailedError:
    case QAbstractSocket::SslInternalError:
    case QAbstractSocket::SslInvalidUserDataError:
        return secure ? Unreached::NoTls : Unreached::HungUp;
    default:
        return Unreached::HungUp;
    }
}

void NetLink::disconnected()
{
    if (m_state == State::Closed || m_state == State::Idle)
        return;
    const int closeCode = m_socket ? static_cast<int>(m_socket->closeCode()) : 0;
    const QString closeReason = m_socket ? m_socket->closeReason() : QString();
    if (closeCode == 4001) {
        fail(ErrorCode::Token, closeReason.isEmpty() ? QStringLiteral("the seat was taken back from another connection") : closeReason);
        return;
    }
    if (m_token.isEmpty()) {
        const QAbstractSocket::SocketError error = m_socket ? m_socket->error() : QAbstractSocket::UnknownSocketError;
        QString why = m_socket && !m_socket->errorString().isEmpty() && error != QAbstractSocket::UnknownSocketError
            ? m_socket->errorString()
            : closeReason;
        if (m_error.isEmpty()) {
            // The host said nothing: why it was not reached, for the person's words (netplay).
            m_unreached = unreachedBy(error, m_silent, m_secure);
            if (m_unreached == Unreached::Silent)
                why = QStringLiteral("no answer within %1 ms").arg(m_options.silenceMs);
            if (why.isEmpty())
                why = QStringLiteral("the connection was closed without a word");
        }
        fail(m_errorCode, m_error.isEmpty() ? QStringLiteral("the host could not be reached: %1").arg(why) : m_error);
        return;
    }
    setState(State::Reconnecting);
    scheduleRetry();
}

void NetLink::scheduleRetry()
{
    if (m_state == State::Closed)
        return;
    int delay = 0;
    if (m_attempt > 0) {
        const qint64 base = std::min<qint64>(m_options.maxRetryMs, qint64 { m_options.firstRetryMs } << std::min(m_attempt - 1, 20));
        delay = static_cast<int>(base * (75 + QRandomGenerator::global()->bounded(51)) / 100);
    }
    ++m_attempt;
    m_retry.start(delay);
}

void NetLink::keepAlive()
{
    if (!m_socket || m_state == State::Closed || m_state == State::Idle) {
        m_alive.stop();
        return;
    }
    if (m_heard.elapsed() > m_options.silenceMs) {
        // A dead line (or a connection attempt that hangs): cut it, and come back.
        m_silent = true;
        m_socket->abort();
        return;
    }
    if (m_socket->state() == QAbstractSocket::ConnectedState)
        m_socket->ping();
}

void NetLink::fail(ErrorCode code, const QString &why)
{
    m_errorCode = code;
    m_error = why;
    m_retry.stop();
    m_alive.stop();
    setState(State::Closed);
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
    }
}

bool NetLink::send(const QByteArray &message)
{
    if (m_state != State::Seated || !m_socket || m_socket->state() != QAbstractSocket::ConnectedState)
        return false;
    m_socket->sendTextMessage(QString::fromUtf8(message));
    return true;
}

void NetLink::leave()
{
    send(leaveMessage());
    close();
}

void NetLink::close()
{
    m_retry.stop();
    m_alive.stop();
    setState(State::Closed);
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
    }
}

void NetLink::drop()
{
    if (m_socket)
        m_socket->abort();
}

const SeatSnapshot *NetLink::snapshotAt(int applied) const
{
    auto it = m_snapshots.find(applied);
    return it == m_snapshots.end() ? nullptr : &it->second;
}

void NetLink::frame(const QString &text)
{
    m_heard.restart();
    bool unknown = false;
    auto message = readServerMessage(text.toUtf8(), &unknown);
    if (!message)
        return;   // a later minor version's message, or one that cannot be read: left out
    ServerMessage &m = *message;
    switch (m.type) {
    case ServerMessage::Type::Welcome:
        m_welcomed = true;
        m_serverName = m.server;
        m_socket->sendTextMessage(QString::fromUtf8(m_token.isEmpty() ? m_request : resumeMessage(m_code, m_token)));
        break;
    case ServerMessage::Type::Joined:
        if (!m_code.isEmpty() && m.table != m_code)
            return;   // not the table this link sits at
        m_code = m.table;
        m_seat = m.seat;
        m_token = m.token;
        m_opener = m.opener;
        m_attempt = 0;
        m_lostFor.invalidate();
        m_expectFull = true;
        m_error.clear();
        setState(State::Seated);
        emit seated();
        break;
    case ServerMessage::Type::Table:
        if (m_state == State::Seated)
            table(m.tableState);
        break;
    case ServerMessage::Type::Chat:
        emit chatReceived(m.seat, m.name, m.text);
        break;
    case ServerMessage::Type::Over:
        if (m.record)
            emit overReceived(*m.record, m.ended);
        break;
    case ServerMessage::Type::Hint:
        emit hintReceived(m.seq, m.action, m.reasons);
        break;
    case ServerMessage::Type::Tables:
        emit tablesReceived(m.tables);
        break;
    case ServerMessage::Type::Closed:
        if (m.table != m_code)
            return;
        // The table is gone for good (its tokens are void): never wait on it.
        m_closedReason = m.closedReason.isEmpty() ? QStringLiteral("closed") : m.closedReason;
        fail(ErrorCode::UnknownTable, QStringLiteral("the table was closed"));
        break;
    case ServerMessage::Type::Error:
        if (m_state == State::Seated) {
            if (m.code == ErrorCode::UnknownTable) {
                fail(m.code, m.message);   // the table was closed
                return;
            }
            emit errorReceived(m.code, m.message, m.reason);
            return;
        }
        if (!m_welcomed) {
            // Refused before the welcome (another protocol version): the host closes next.
            m_errorCode = m.code;
            m_error = m.message;
            return;
        }
        if (m_token.isEmpty() || m.code == ErrorCode::Token || m.code == ErrorCode::Version) {
            fail(m.code, m.message);   // the first request was refused, or the seat is gone
            return;
        }
        // Resuming, and the host does not know the table (yet: an app that hosts it may be
        // starting again): try again for a while.
        if (!m_lostFor.isValid())
            m_lostFor.start();
        if (m_lostFor.elapsed() > m_options.giveUpMs) {
            fail(m.code, m.message);
            return;
        }
        m_socket->disconnect(this);
        m_socket->abort();
        setState(State::Reconnecting);
        scheduleRetry();
        break;
    }
}

namespace {

// Whether two snapshots of a seat say the same (their seq aside).
bool sameView(const SeatSnapshot &a, const SeatSnapshot &b)
{
    return a.seat == b.seat && a.game == b.game && a.players == b.players && a.over == b.over && a.toAct == b.toAct
        && a.mustAct == b.mustAct && a.legal == b.legal && a.state == b.state && a.result == b.result && a.moves == b.moves
        && a.info == b.info && a.simultaneous == b.simultaneous && a.privateDecision == b.privateDecision
        && a.hidesCards == b.hidesCards;
}

// The seats whose `thinking` alone differs from `was` to `now` (empty when anything else of
// the table differs, or nothing does).
felt::SeatSet thinkingChangesOnly(const NetTable &was, const NetTable &now)
{
    if (!now.steps.empty() || was.started != now.started || was.code != now.code || was.game != now.game
        || was.players != now.players || !(was.options == now.options) || was.graceSeconds != now.graceSeconds
        || was.opener != now.opener || was.you != now.you || was.actions != now.actions
        || was.seats.size() != now.seats.size() || was.snapshot.has_value() != now.snapshot.has_value()
        || (now.snapshot && !sameView(*was.snapshot, *now.snapshot)))
        return {};
    felt::SeatSet seats;
    for (qsizetype s = 0; s < now.seats.size(); ++s) {
        NetSeat a = was.seats.at(s);
        NetSeat b = now.seats.at(s);
        if (a.thinking != b.thinking && s < felt::kMaxSeats)
            seats.add(static_cast<int>(s));
        // (How long a person has been away grows from message to message: since when is what counts.)
        a.thinking = b.thinking;
        a.awayMs = b.awayMs;
        if (!(a == b))
            return {};
    }
    return seats;
}

} // namespace

void NetLink::table(const NetTable &t)
{
    m_thinkingOnly = m_hasTable && !m_expectFull ? thinkingChangesOnly(m_table, t) : felt::SeatSet();
    if (m_expectFull) {
        m_history.clear();
        m_snapshots.clear();
        m_expectFull = false;
    }
    const int actions = t.actions;
    if (actions < static_cast<int>(m_history.size()))
        m_snapshots.erase(m_snapshots.upper_bound(actions), m_snapshots.end());
    m_history.resize(static_cast<std::size_t>(actions));
    for (const HostStep &step : t.steps)
        if (step.action >= 0 && step.action < actions)
            m_history[static_cast<std::size_t>(step.action)] = step.events;
    m_table = t;
    m_table.steps.clear();
    if (t.snapshot) {
        m_snapshots[actions] = *t.snapshot;
        while (m_snapshots.size() > 128)
            m_snapshots.erase(m_snapshots.begin());
    }
    m_tableAtMs = QDateTime::currentMSecsSinceEpoch();
    m_hasTable = true;
    emit tableReceived();
}

} // namespace net
