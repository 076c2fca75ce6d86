#include "netserver.h"

#include "epolldispatcher.h"
#include "socketloop.h"

#include <QNetworkInterface>
#include <QPointer>
#include <QSocketNotifier>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <arpa/inet.h>
#include <condition_variable>
#include <mutex>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace net {

namespace {

// A hub's Peer over a QWebSocket (the `wss://` server); the socket owns it.
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

// "ADDR:PORT" of a socket address (an IPv4 address mapped into IPv6 as IPv4).
QString addressText(const sockaddr_storage &a)
{
    QHostAddress host(reinterpret_cast<const sockaddr *>(&a));
    bool v4 = false;
    const quint32 ip4 = host.toIPv4Address(&v4);
    if (v4)
        host = QHostAddress(ip4);
    const quint16 port = a.ss_family == AF_INET6 ? ntohs(reinterpret_cast<const sockaddr_in6 *>(&a)->sin6_port)
                                                 : ntohs(reinterpret_cast<const sockaddr_in *>(&a)->sin_port);
    return QStringLiteral("%1:%2").arg(host.toString()).arg(port);
}

// The hub of a table code: the same for a code on every start of the server (its files are
// read by that hub), whatever the hash Qt uses.
int hashOf(const QString &code, int hubs)
{
    quint32 h = 2166136261u;
    for (const QChar c : code.toUpper()) {
        h ^= c.unicode();
        h *= 16777619u;
    }
    return static_cast<int>(h % static_cast<quint32>(hubs));
}

} // namespace

class NetServer::Router : public HubRouter {
public:
    explicit Router(std::vector<Shard> &shards) : m_shards(shards) { }
    int hubOf(const QString &code) const override { return hashOf(code, static_cast<int>(m_shards.size())); }
    void move(int from, int to, std::unique_ptr<HubConnection> c, const QByteArray &frame) override
    {
        // Called on the thread of the hub it leaves, whose loop holds its socket.
        auto *socket = dynamic_cast<WsConnection *>(c->peer);
        if (socket)
            m_shards[static_cast<std::size_t>(from)].loop->moveOut(socket, m_shards[static_cast<std::size_t>(to)].loop,
                                                                   std::move(c), frame);
    }

private:
    std::vector<Shard> &m_shards;
};

// A hub's own thread: its hub and loop are made there (their timers need it), its event loop
// runs, and they go there again when it is asked to quit. Being made is told under a
// std::mutex (which ThreadSanitizer sees).
class NetServer::HubThread : public QThread {
public:
    HubThread(NetServer *server, Shard &shard, int index) : m_server(server), m_shard(shard), m_index(index) { }
    void start()
    {
        // Its loop on one epoll set, with its connections in it (epolldispatcher.h).
        if (useEpollDispatcher())
            setEventDispatcher(new EpollDispatcher);
        QThread::start();
        std::unique_lock lock(m_mutex);
        m_made.wait(lock, [this] { return m_ready; });
    }

protected:
    void run() override
    {
        m_server->makeHub(m_shard, m_index);
        {
            std::lock_guard lock(m_mutex);
            m_ready = true;
        }
        m_made.notify_one();
        exec();
        delete m_shard.loop;
        m_shard.loop = nullptr;
        delete m_shard.hub;
        m_shard.hub = nullptr;
    }

private:
    NetServer *m_server;
    Shard &m_shard;
    int m_index;
    std::mutex m_mutex;
    std::condition_variable m_made;
    bool m_ready = false;
};

NetServer::NetServer(const HubConfig &config, QObject *parent)
    : QObject(parent)
    , m_config(config)
{
    const int hubs = std::clamp(config.threads, 1, 64);
    if (hubs > 1)
        m_router = std::make_unique<Router>(m_shards);
    m_shards.resize(static_cast<std::size_t>(hubs));
    for (int i = 0; i < hubs; ++i) {
        Shard &shard = m_shards[static_cast<std::size_t>(i)];
        if (i == 0) {
            makeHub(shard, i);
        } else {
            shard.thread = new HubThread(this, shard, i);
            shard.thread->setObjectName(QStringLiteral("hub %1").arg(i));
            shard.thread->start();
        }
    }
}

void NetServer::makeHub(Shard &shard, int index)
{
    // On the hub's own thread: without a parent there (the thread deletes them).
    shard.hub = new NetHub(m_config, index == 0 ? this : nullptr);
    if (m_router)
        shard.hub->setRouter(m_router.get(), index);
    shard.loop = new SocketLoop(shard.hub, &m_count, index == 0 ? this : nullptr);
    connect(shard.hub, &NetHub::logLine, this, &NetServer::logLine, Qt::DirectConnection);
}

NetServer::~NetServer()
{
    closeListener();
    if (m_tcp) {
        // What was said last (a `closed` to everyone at a table) goes out before the sockets go.
        for (QWebSocket *socket : findChildren<QWebSocket *>(Qt::FindDirectChildrenOnly))
            socket->flush();
        m_tcp->close();
        m_server->close();
    }
    for (std::size_t i = m_shards.size(); i-- > 0;) {
        Shard &shard = m_shards[i];
        if (shard.thread) {
            shard.thread->quit();
            shard.thread->wait();
            delete shard.thread;
        } else {
            delete shard.loop;
            shard.loop = nullptr;
            delete shard.hub;
            shard.hub = nullptr;
        }
    }
}

std::vector<NetHub *> NetServer::hubs() const
{
    std::vector<NetHub *> list;
    for (const Shard &shard : m_shards)
        list.push_back(shard.hub);
    return list;
}

void NetServer::inHub(std::size_t index, const std::function<void(NetHub &)> &f)
{
    Shard &shard = m_shards.at(index);
    shard.loop->call([&] { f(*shard.hub); });
}

int NetServer::restore()
{
    int n = 0;
    for (std::size_t i = 0; i < m_shards.size(); ++i)
        inHub(i, [&n](NetHub &hub) { n += hub.restore(); });
    return n;
}

bool NetServer::setTls(const QSslConfiguration &config)
{
    if (isListening() || m_shards.size() > 1)
        return false;
    auto *tls = new QSslServer(this);
    tls->setSslConfiguration(config);
    tls->setHandshakeTimeout(10000);
    m_tcp = tls;
    m_server = new QWebSocketServer(m_config.serverName, QWebSocketServer::NonSecureMode, this);
    m_server->setSupportedSubprotocols({ QString::fromLatin1(kSubprotocol) });
    m_server->setHandshakeTimeout(10000);
    connect(m_server, &QWebSocketServer::newConnection, this, &NetServer::acceptQt);
    m_secure = true;
    takeTcp();
    return true;
}

void NetServer::takeTcp()
{
    // The TCP side is ours: a table's small messages go out at once (no Nagle delay behind
    // an unacknowledged one), then the WebSocket server takes the connection over, once the
    // TLS handshake is done: QSslServer hands on encrypted connections only, and says so by
    // pendingConnectionAvailable alone (newConnection came before, with nothing pending).
    connect(m_tcp, &QTcpServer::pendingConnectionAvailable, this, [this] {
        while (QTcpSocket *socket = m_tcp->nextPendingConnection()) {
            socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            m_server->handleConnection(socket);
        }
    });
}

bool NetServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (m_secure) {
        if (m_tcp->listen(address, port))
            return true;
        if (error)
            *error = m_tcp->errorString();
        return false;
    }
    closeListener();
    auto fail = [&](int code) {
        if (m_listener >= 0)
            ::close(m_listener);
        m_listener = -1;
        if (error)
            *error = code == EADDRINUSE ? QStringLiteral("The bound address is already in use")
                                        : QString::fromLocal8Bit(std::strerror(code));
        return false;
    };
    // Any address: IPv6 and IPv4 alike where the system has IPv6.
    sockaddr_storage a {};
    socklen_t size = 0;
    int family = AF_INET;
    const bool any = address == QHostAddress::Any || address == QHostAddress::AnyIPv6;
    if (any || address.protocol() == QAbstractSocket::IPv6Protocol) {
        family = AF_INET6;
        auto *in6 = reinterpret_cast<sockaddr_in6 *>(&a);
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons(port);
        if (any) {
            in6->sin6_addr = in6addr_any;
        } else {
            const Q_IPV6ADDR ip = address.toIPv6Address();
            std::memcpy(&in6->sin6_addr, ip.c, 16);
            bool numeric = false;
            const uint scope = address.scopeId().toUInt(&numeric);
            in6->sin6_scope_id = numeric ? scope : ::if_nametoindex(address.scopeId().toLocal8Bit().constData());
        }
        size = sizeof(sockaddr_in6);
    } else {
        auto *in4 = reinterpret_cast<sockaddr_in *>(&a);
        in4->sin_family = AF_INET;
        in4->sin_port = htons(port);
        in4->sin_addr.s_addr = address == QHostAddress::AnyIPv4 ? htonl(INADDR_ANY) : htonl(address.toIPv4Address());
        size = sizeof(sockaddr_in);
    }
    m_listener = ::socket(family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (m_listener < 0 && address == QHostAddress::Any) {
        // No IPv6 here: IPv4 only.
        return listen(QHostAddress::AnyIPv4, port, error);
    }
    if (m_listener < 0)
        return fail(errno);
    const int one = 1;
    const int zero = 0;
    ::setsockopt(m_listener, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (family == AF_INET6)
        ::setsockopt(m_listener, IPPROTO_IPV6, IPV6_V6ONLY, any ? &zero : &one, sizeof one);
    if (::bind(m_listener, reinterpret_cast<sockaddr *>(&a), size) != 0 || ::listen(m_listener, SOMAXCONN) != 0)
        return fail(errno);
    sockaddr_storage bound {};
    socklen_t boundSize = sizeof bound;
    ::getsockname(m_listener, reinterpret_cast<sockaddr *>(&bound), &boundSize);
    m_port = bound.ss_family == AF_INET6 ? ntohs(reinterpret_cast<sockaddr_in6 *>(&bound)->sin6_port)
                                         : ntohs(reinterpret_cast<sockaddr_in *>(&bound)->sin_port);
    m_address = address;
    m_accepting = new QSocketNotifier(m_listener, QSocketNotifier::Read, this);
    connect(m_accepting, &QSocketNotifier::activated, this, &NetServer::accept);
    return true;
}

void NetServer::closeListener()
{
    delete m_accepting;
    m_accepting = nullptr;
    if (m_listener >= 0)
        ::close(m_listener);
    m_listener = -1;
}

void NetServer::close()
{
    if (m_tcp)
        m_tcp->close();
    closeListener();
}

void NetServer::shutDown()
{
    close();
    int open = 0;
    if (m_server) {
        const auto sockets = findChildren<QWebSocket *>(Qt::FindDirectChildrenOnly);
        for (QWebSocket *socket : sockets)
            socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("the host closed its tables"));
        open = static_cast<int>(sockets.size());
    }
    for (Shard &shard : m_shards)
        shard.loop->call([&shard] { shard.loop->closeAll(QStringLiteral("the host closed its tables")); });
    open += m_count.load();
    // Each connection closes after what was sent; whatever has not closed by then is cut.
    QTimer::singleShot(open == 0 ? 0 : 3000, this, &QObject::deleteLater);
}

bool NetServer::isListening() const
{
    return m_secure ? m_tcp->isListening() : m_listener >= 0;
}

quint16 NetServer::port() const
{
    return m_secure ? m_tcp->serverPort() : (m_listener >= 0 ? m_port : 0);
}

QHostAddress NetServer::address() const
{
    return m_secure ? m_tcp->serverAddress() : (m_listener >= 0 ? m_address : QHostAddress());
}

void NetServer::accept()
{
    for (;;) {
        sockaddr_storage from {};
        socklen_t size = sizeof from;
        const int fd = ::accept4(m_listener, reinterpret_cast<sockaddr *>(&from), &size, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno == EINTR || errno == ECONNABORTED)
                continue;
            if (errno == EMFILE || errno == ENFILE) {
                // No descriptor left: tried again after a moment rather than at every turn.
                m_accepting->setEnabled(false);
                QTimer::singleShot(100, this, [this] {
                    if (m_accepting)
                        m_accepting->setEnabled(true);
                });
                emit logLine(QStringLiteral("no file descriptor left for a new connection (see ulimit -n)"));
            }
            return;
        }
        // A table's small messages go out at once (no Nagle delay behind an unacknowledged one).
        const int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        const bool refused = ++m_count > m_maxConnections;
        Shard &shard = m_shards[m_nextShard++ % m_shards.size()];
        shard.loop->adopt(fd, addressText(from), refused);
    }
}

void NetServer::acceptQt()
{
    NetHub *first = hub();
    while (QWebSocket *socket = m_server->nextPendingConnection()) {
        socket->setParent(this);
        if (m_count.load() >= m_maxConnections) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too many connections"));
            socket->deleteLater();
            continue;
        }
        ++m_count;
        // Messages up to 4 times the contract's limit are read (and answered `too-large`);
        // Qt drops a connection that sends more at once.
        socket->setMaxAllowedIncomingMessageSize(4 * kMaxFrameBytes);
        socket->setMaxAllowedIncomingFrameSize(4 * kMaxFrameBytes);
        auto *peer = new SocketPeer(socket);
        const quint64 id = first->attach(peer);
        connect(socket, &QWebSocket::textMessageReceived, first, [first, id](const QString &text) {
            first->receive(id, text.toUtf8());
        });
        connect(socket, &QWebSocket::binaryMessageReceived, first, [first, id](const QByteArray &) {
            first->receiveBinary(id);
        });
        connect(socket, &QWebSocket::pong, first, [first, id](quint64, const QByteArray &) { first->heard(id); });
        connect(
            socket, &QWebSocket::disconnected, first,
            [this, first, id, socket] {
                --m_count;
                first->detach(id);
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
        const QHostAddress bound = address();
        if (!bound.isNull() && bound != QHostAddress::Any && bound != QHostAddress::AnyIPv4 && bound != QHostAddress::AnyIPv6)
            h = bound.toString();
        else
            h = localAddresses().value(0, QStringLiteral("127.0.0.1"));
    }
    return Invite { h, port(), code, m_secure }.link();
}

} // namespace net
