// The network host: a WebSocket server (subprotocol `felt-net.1`, docs/network.md)
// around the hub (hub.h), which holds the tables and keeps the contract. felt-server runs one
// with clients opening tables; the app runs one to host its own table (hostTable()), its own
// people playing on its window through the table's LocalHost, the other seats taken by
// people at other computers.
//
// Plain `ws://` goes through SocketLoop (socketloop.h: one epoll set per thread, so that the
// cost of a message does not grow with the number of connections). With HubConfig::threads
// above 1 (felt-server --threads) the tables are spread over that many hubs, each with its
// own thread and loop (hubrouter.h: a table and its connections live on one thread; a
// connection that names another hub's table is moved there). `wss://` (setTls()) goes
// through Qt's TLS server and WebSocket, with one hub on the server's thread.
#pragma once

#include "hub.h"

#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QSocketNotifier;
class QTcpServer;
class QThread;
class QWebSocket;
class QWebSocketServer;

namespace net {

class SocketLoop;

class NetServer : public QObject {
    Q_OBJECT

public:
    explicit NetServer(const HubConfig &config = {}, QObject *parent = nullptr);
    ~NetServer() override;

    // TLS (tls.h, loadServerTls): given before listen(), the server speaks `wss://` only, and
    // its invite links are felts://. Only for a server of one hub (HubConfig::threads 1).
    bool setTls(const QSslConfiguration &config);
    bool isSecure() const { return m_secure; }
    // Listens on `address` and `port` (0: any free port). False with `error` when it cannot.
    bool listen(const QHostAddress &address = QHostAddress::Any, quint16 port = kDefaultPort, QString *error = nullptr);
    void close();
    // Stops listening, closes every connection gracefully (what was sent, a `closed` among it,
    // arrives first) and deletes itself once they are closed: for a server let go of while
    // its people are still connected.
    void shutDown();
    bool isListening() const;
    quint16 port() const;
    QHostAddress address() const;
    // Connections beyond this many are refused at once (close code 1008, "too many
    // connections").
    void setMaxConnections(int n) { m_maxConnections = n; }
    int connectionCount() const { return m_count.load(); }

    // The first hub (the only one but with HubConfig::threads above 1), on this thread.
    NetHub *hub() { return m_shards.front().hub; }
    const NetHub *hub() const { return m_shards.front().hub; }
    // Every hub; a hub on a thread of its own is used from that thread only (its signals
    // come from there): inHub() runs a function there and waits for it.
    std::vector<NetHub *> hubs() const;
    void inHub(std::size_t index, const std::function<void(NetHub &)> &f);
    // Each hub loads its saved tables (HubConfig::dataDir), on its own thread; returns how
    // many were resumed.
    int restore();

    // The app's own table (hub.h): `host` is the app's LocalHost (not started yet; the app
    // keeps it and plays on it), `setup` the game and seats as the new-game page gives them.
    // Returns the table code. The page follows hub()'s tableChanged(code) and tableInfo(code)
    // for who has joined, shows inviteLink(code), and starts with startTable(code).
    QString hostTable(LocalHost *host, const HostedTable &setup, QString *error = nullptr)
    {
        return hub()->hostTable(host, setup, error);
    }
    bool startTable(const QString &code, QString *error = nullptr) { return hub()->startTable(code, error); }
    // felt://HOST:PORT/CODE (felts:// with TLS) with this machine's address on the local
    // network (or `host`).
    QString inviteLink(const QString &code, const QString &host = {}) const;
    // This machine's addresses others may reach it at (IPv4 first, no loopback).
    static QStringList localAddresses();

signals:
    // Also the hubs' logLine (felt-server prints both), from the thread of the hub that says
    // it (a direct connection: a receiver on another thread takes care of its own).
    void logLine(const QString &line);

private:
    class Router;
    class HubThread;
    struct Shard {
        HubThread *thread = nullptr;  // none: this object's thread
        NetHub *hub = nullptr;
        SocketLoop *loop = nullptr;
    };
    void makeHub(Shard &shard, int index);

    void accept();
    void acceptQt();
    void takeTcp();
    void closeListener();

    HubConfig m_config;
    std::vector<Shard> m_shards;
    std::unique_ptr<Router> m_router;
    std::atomic<int> m_count { 0 };
    int m_maxConnections = 4096;
    std::size_t m_nextShard = 0;
    int m_listener = -1;
    QSocketNotifier *m_accepting = nullptr;
    QHostAddress m_address;
    quint16 m_port = 0;
    // `wss://`: Qt's TLS server and WebSocket server (setTls()).
    QWebSocketServer *m_server = nullptr;
    QTcpServer *m_tcp = nullptr;
    bool m_secure = false;
};

} // namespace net
