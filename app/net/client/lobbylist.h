// The felt-servers a person has used, and the tables listed on them (docs/network.md: `list`
// answered `tables`). The addresses are remembered in a file, the last used first; refresh()
// asks each of them with a short connection of its own (hello, list, tables, closed), so the
// join page shows the tables anyone there may join besides those found on the local network.
#pragma once

#include "netlink.h"

#include <QObject>

#include <optional>

namespace net {

// Where a felt-server listens: HOST, HOST:PORT, [IPv6]:PORT, felt://HOST[:PORT] or
// felts://HOST[:PORT] (a wss:// server).
struct ServerAddress {
    QString host;
    quint16 port = kDefaultPort;
    bool secure = false;
    // "HOST:PORT", or "felts://HOST:PORT" for a wss:// server (as parseServerAddress reads it).
    QString text() const;
    // The invite link of table `code` at this server.
    Invite invite(const QString &code) const { return Invite { host, port, code, secure }; }
};
std::optional<ServerAddress> parseServerAddress(const QString &text);

// One server's answer: its listed tables, or why it gave none.
struct ServerTables {
    ServerAddress address;
    QList<LobbyTable> tables;
    bool answered = false;
    QString problem;   // the connection's error ("" when it answered or is still asked)
};

class LobbyList : public QObject {
    Q_OBJECT

public:
    // `file`: where the addresses are kept ("" : nowhere, this run only).
    explicit LobbyList(const QString &file, const LinkOptions &options = {}, QObject *parent = nullptr);
    ~LobbyList() override;

    // The servers used, the last used first (their text()).
    QStringList servers() const;
    // A server used now: it goes first (at most 8 are kept).
    void use(const ServerAddress &address);
    // A server typed on the join page, asked as the ones used are while it is typed (not
    // remembered until used); nullopt: none. True when it changed.
    bool setTyped(const std::optional<ServerAddress> &address);
    // Whether refresh() has any server to ask.
    bool anyToAsk() const { return !m_servers.isEmpty() || m_typed.has_value(); }
    // Asks every server for its listed tables, as `name` (the hello's); the answers come
    // as tablesChanged().
    void refresh(const QString &name);
    // The answers so far, in the order of servers() (the typed one first).
    QList<ServerTables> results() const { return m_results; }

signals:
    void serversChanged();
    void tablesChanged();

private:
    void save() const;
    // The servers refresh() asks: the typed one first, then the ones used.
    QList<ServerAddress> asked() const;

    QString m_file;
    LinkOptions m_options;
    QList<ServerAddress> m_servers;
    std::optional<ServerAddress> m_typed;
    QList<ServerTables> m_results;
    QList<NetLink *> m_asking;
};

} // namespace net
