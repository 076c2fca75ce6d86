// The network host's connections and their limits (docs/network.md, "Transport"): each
// connection's peer, greeting and table; the frame rate and size, the chat, hint and create
// rates; the pings and the drop of a silent connection. NetHub (hub.h) owns one and decides
// what a connection's messages do; what a connection may send and how often is decided here.
#pragma once

#include "hubconfig.h"
#include "protocol.h"

#include <deque>
#include <functional>
#include <unordered_map>
#include <memory>

namespace net {

// One connection as the hub sees it.
class Peer {
public:
    virtual ~Peer() = default;
    virtual void send(const QByteArray &text) = 0;
    // Closes the connection after what was sent (a WebSocket close code, e.g. 1008).
    virtual void close(int code, const QString &reason) = 0;
    virtual void ping() { }
    virtual QString address() const { return {}; }
    // Whether bytes from the other end wait unread (the host has not had its turn to read
    // them): such a connection is not silent, whatever the time since it was last heard.
    virtual bool hasUnread() const { return false; }
};

// WebSocket close codes.
inline constexpr int kClosePolicy = 1008;       // a rule of the contract was broken
inline constexpr int kCloseTooBig = 1009;
inline constexpr int kCloseTakenOver = 4001;    // the seat was resumed by another connection (an addition)

struct HubConnection {
    quint64 id = 0;
    Peer *peer = nullptr;
    QString address;
    bool greeted = false;
    QString name;
    QString client;
    QString code;                 // the table it is at, or empty
    int seat = -1;                // its seat there; -1 for a spectator
    int sentActions = 0;          // the actions whose events it was sent
    bool overSent = false;
    bool closing = false;
    qint64 connectedMs = 0;
    qint64 lastHeardMs = 0;
    qint64 lastPingMs = 0;
    std::deque<qint64> frames;    // when its last frames came (at most maxFramesPerSecond)
    double chatTokens = 0;
    qint64 chatAtMs = 0;
    std::deque<qint64> hints;
    bool hintPending = false;
    std::deque<qint64> creates;

    // Sends unless the connection is being closed.
    void send(const QByteArray &text) const
    {
        if (!closing)
            peer->send(text);
    }
};

class Connections {
public:
    // `leave`: the connection leaves its table (it is closed or dropped); `log`: a line for
    // felt-server's log.
    Connections(const HubConfig &config, std::function<void(HubConnection &)> leave,
                std::function<void(const QString &)> log);

    HubConnection &attach(Peer *peer, qint64 now);
    // A connection moved here from another hub of the same server, as it was there.
    HubConnection &adopt(std::unique_ptr<HubConnection> c);
    // A connection taken out, to be moved to another hub (it is at no table).
    std::unique_ptr<HubConnection> release(quint64 id);
    void erase(quint64 id);
    HubConnection *find(quint64 id) const;
    int count() const { return static_cast<int>(m_connections.size()); }
    template<class F> void forEach(F f) const
    {
        for (const auto &[id, c] : m_connections)
            f(*c);
    }

    void sendError(HubConnection &c, ErrorCode code, const QString &message, const QString &reason = {}) const;
    // Sends an `error`, leaves the table and closes the connection (once).
    void close(HubConnection &c, ErrorCode code, const QString &message, int closeCode);

    // A frame that came: heard now, within the frame rate and size (else refused and the
    // connection closed: false).
    bool admit(HubConnection &c, const QByteArray &frame, qint64 now);
    // The `hello`: the protocol's major version checked (another one closes the connection),
    // the name kept, `welcome` sent.
    void greet(HubConnection &c, const ClientMessage &m);

    // The rates of what a connection asks for (each false, with an `error` sent, when it asked
    // too often): a chat line, a hint (one at a time), a table opened.
    bool takeChat(HubConnection &c, qint64 now);
    bool takeHint(HubConnection &c, qint64 now);
    bool mayCreate(HubConnection &c, qint64 now);
    void created(HubConnection &c, qint64 now) { c.creates.push_back(now); }

    // A connection silent for too long (or without a `hello`): it leaves its table and is
    // closed (HubClock decides when).
    void drop(HubConnection &c);

private:
    const HubConfig &m_config;
    std::function<void(HubConnection &)> m_leave;
    std::function<void(const QString &)> m_log;
    std::unordered_map<quint64, std::unique_ptr<HubConnection>> m_connections;
};

} // namespace net
