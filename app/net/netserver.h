// The network host: a WebSocket server (subprotocol `felt-net.1`, docs/network.md)
// around the hub (hub.h), which holds the tables and keeps the contract. felt-server runs one
// with clients opening tables; the app runs one to host its own table (hostTable()), its own
// people playing on its window through the table's LocalHost, the other seats taken by
// people at other computers.
#pragma once

#include "hub.h"

#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>

#include <memory>

class QTcpServer;
class QWebSocket;
class QWebSocketServer;

namespace net {

class NetServer : public QObject {
    Q_OBJECT

public:
    explicit NetServer(const HubConfig &config = {}, QObject *parent = nullptr);
    ~NetServer() override;

    // TLS (tls.h, loadServerTls): given before listen(), the server speaks `wss://` only, and
    // its invite links are felts://.
    void setTls(const QSslConfiguration &config);
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
    // Connections beyond this many are refused at once (close code 1013).
    void setMaxConnections(int n) { m_maxConnections = n; }

    NetHub *hub() { return m_hub; }
    const NetHub *hub() const { return m_hub; }

    // The app's own table (hub.h): `host` is the app's LocalHost (not started yet; the app
    // keeps it and plays on it), `setup` the game and seats as the new-game page gives them.
    // Returns the table code. The page follows hub()'s tableChanged(code) and tableInfo(code)
    // for who has joined, shows inviteLink(code), and starts with startTable(code).
    QString hostTable(LocalHost *host, const HostedTable &setup, QString *error = nullptr)
    {
        return m_hub->hostTable(host, setup, error);
    }
    bool startTable(const QString &code, QString *error = nullptr) { return m_hub->startTable(code, error); }
    // felt://HOST:PORT/CODE (felts:// with TLS) with this machine's address on the local
    // network (or `host`).
    QString inviteLink(const QString &code, const QString &host = {}) const;
    // This machine's addresses others may reach it at (IPv4 first, no loopback).
    static QStringList localAddresses();

signals:
    // Also the hub's logLine (felt-server prints both).
    void logLine(const QString &line);

private:
    void accept();
    void takeTcp();

    NetHub *m_hub;
    QWebSocketServer *m_server;
    QTcpServer *m_tcp;
    int m_maxConnections = 4096;
    bool m_secure = false;
};

} // namespace net
