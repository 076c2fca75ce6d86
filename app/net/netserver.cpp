#include "netserver.h"

#include <QNetworkInterface>
#include <QTcpServer>
#include <QTcpSocket>
#include <QPointer>
#include <QSslServer>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

namespace net {

namespace {

// A hub's Peer over a QWebSocket.
// A hub's Peer over a QWebSocket; the socket owns it.
class SocketPeer : public QObject, public Peer {
public:
    explicit SocketPeer(QWebSocket *socket) : QObject(socket), m_socket(socket) { }
    void send(const QByteArray &text) override
    {
        if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState)
            m_socket->sendTextMessage(QString::fromUtf8(text));
    }
    void close(int code, const QString &reason) override
    {
        // Later, from the event loop: the hub may still be using the connection.
        QPointer<QWebSocket> socket = m_socket;
        QMetaObject::invokeMethod(
            socket, [socket, code, reason] {
                if (socket)
                    socket->close(static_cast<QWebSocketProtocol::CloseCode>(code), reason);
            },
            Qt::QueuedConnection);
    }
    void ping() override
    {
        if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState)
            m_socket->ping();
    }
    QString address() const override
    {
        if (!m_socket)
            return {};
        QHostAddress a = m_socket->peerAddress();
        bool v4 = false;
        const quint32 ip4 = a.toIPv4Address(&v4);
        if (v4)
            a = QHostAddress(ip4);
        return QStringLiteral("%1:%2").arg(a.toString()).arg(m_socket->peerPort());
    }

private:
    QPointer<QWebSocket> m_socket;
};

} // namespace

NetServer::NetServer(const HubConfig &config, QObject *parent)
    : QObject(parent)
    , m_hub(new NetHub(config, this))
    , m_server(new QWebSocketServer(config.serverName, QWebSocketServer::NonSecureMode, this))
    , m_tcp(new QTcpServer(this))
{
    m_server->setSupportedSubprotocols({ QString::fromLatin1(kSubprotocol) });
    m_server->setHandshakeTimeout(10000);
    connect(m_server, &QWebSocketServer::newConnection, this, &NetServer::accept);
    connect(m_hub, &NetHub::logLine, this, &NetServer::logLine);
    takeTcp();
}

void NetServer::takeTcp()
{
    // The TCP side is ours: a table's small messages go out at once (no Nagle delay behind
    // an unacknowledged one), then the WebSocket server takes the connection over (with TLS,
    // once its handshake is done: QSslServer hands on encrypted connections only).
    auto take = [this] {
        while (QTcpSocket *socket = m_tcp->nextPendingConnection()) {
            socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            m_server->handleConnection(socket);
        }
    };
    // QSslServer has a connection ready only after its handshake, and says so by
    // pendingConnectionAvailable alone (newConnection came before, with nothing pending).
    if (m_secure)
        connect(m_tcp, &QTcpServer::pendingConnectionAvailable, this, take);
    else
        connect(m_tcp, &QTcpServer::newConnection, this, take);
}

void NetServer::setTls(const QSslConfiguration &config)
{
    if (m_tcp->isListening())
        return;
    delete m_tcp;
    auto *tls = new QSslServer(this);
    tls->setSslConfiguration(config);
    tls->setHandshakeTimeout(10000);
    m_tcp = tls;
    m_secure = true;
    takeTcp();
}

NetServer::~NetServer()
{
    // What was said last (a `closed` to everyone at a table) goes out before the sockets go.
    for (QWebSocket *socket : findChildren<QWebSocket *>(Qt::FindDirectChildrenOnly))
        socket->flush();
    m_tcp->close();
    m_server->close();
}

void NetServer::shutDown()
{
    m_tcp->close();
    const auto sockets = findChildren<QWebSocket *>(Qt::FindDirectChildrenOnly);
    for (QWebSocket *socket : sockets)
        socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("the host closed its tables"));
    // Each connection closes after what was sent; whatever has not closed by then is cut.
    QTimer::singleShot(sockets.isEmpty() ? 0 : 3000, this, &QObject::deleteLater);
}

bool NetServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (m_tcp->listen(address, port))
        return true;
    if (error)
        *error = m_tcp->errorString();
    return false;
}

void NetServer::close()
{
    m_tcp->close();
}

bool NetServer::isListening() const
{
    return m_tcp->isListening();
}

quint16 NetServer::port() const
{
    return m_tcp->serverPort();
}

QHostAddress NetServer::address() const
{
    return m_tcp->serverAddress();
}

void NetServer::accept()
{
    while (QWebSocket *socket = m_server->nextPendingConnection()) {
        socket->setParent(this);
        if (m_hub->connectionCount() >= m_maxConnections) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too many connections"));
            socket->deleteLater();
            continue;
        }
        // Messages up to 4 times the contract's limit are read (and answered `too-large`);
        // Qt drops a connection that sends more at once.
        socket->setMaxAllowedIncomingMessageSize(4 * kMaxFrameBytes);
        socket->setMaxAllowedIncomingFrameSize(4 * kMaxFrameBytes);
        auto *peer = new SocketPeer(socket);
        const quint64 id = m_hub->attach(peer);
        connect(socket, &QWebSocket::textMessageReceived, m_hub, [this, id](const QString &text) {
            m_hub->receive(id, text.toUtf8());
        });
        connect(socket, &QWebSocket::binaryMessageReceived, m_hub, [this, id](const QByteArray &) {
            m_hub->receiveBinary(id);
        });
        connect(socket, &QWebSocket::pong, m_hub, [this, id](quint64, const QByteArray &) { m_hub->heard(id); });
        connect(
            socket, &QWebSocket::disconnected, m_hub,
            [this, id, socket] {
                m_hub->detach(id);
                socket->deleteLater();
            },
            Qt::QueuedConnection);
    }
}

QStringList NetServer::localAddresses()
{
    QStringList v4;
    QStringList v6;
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        if (!(i.flags() & QNetworkInterface::IsUp) || !(i.flags() & QNetworkInterface::IsRunning)
            || (i.flags() & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries()) {
            const QHostAddress a = e.ip();
            if (a.protocol() == QAbstractSocket::IPv4Protocol)
                v4.append(a.toString());
            else if (a.protocol() == QAbstractSocket::IPv6Protocol && !a.isLinkLocal())
                v6.append(a.toString());
        }
    }
    return v4 + v6;
}

QString NetServer::inviteLink(const QString &code, const QString &host) const
{
    QString h = host;
    if (h.isEmpty()) {
        const QHostAddress bound = m_tcp->serverAddress();
        if (!bound.isNull() && bound != QHostAddress::Any && bound != QHostAddress::AnyIPv4 && bound != QHostAddress::AnyIPv6)
            h = bound.toString();
        else
            h = localAddresses().value(0, QStringLiteral("127.0.0.1"));
    }
    return Invite { h, port(), code, m_secure }.link();
}

} // namespace net
