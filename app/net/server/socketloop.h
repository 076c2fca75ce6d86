// The network host's sockets without Qt's per-socket machinery (docs/network.md, "Transport"):
// one epoll set per thread, so that the loop's cost per event does not grow with the number
// of connections (Qt's own dispatchers poll every socket at every turn). On felt-server's
// threads that set is the thread's event loop itself (EpollDispatcher, epolldispatcher.h);
// on a thread with Qt's dispatcher (the app's) it is watched through one socket notifier. Each
// connection is a WebSocket (RFC 6455) spoken here: the HTTP upgrade at any path (`/` and
// `/t/CODE` alike) with the subprotocol `felt-net.1`, text frames up to 4 times the
// contract's 64 KiB (larger ones closed with 1009, the hub answers `too-large` above 64 KiB),
// pings and pongs, the closing handshake. A frame goes out with one system call when the
// socket takes it, the rest waits for the socket to be writable.
//
// A SocketLoop feeds one NetHub (hub.h) on its thread; NetServer (netserver.h) accepts the
// connections and deals them out to its loops, and moves a connection from one loop to
// another when it names a table of another hub (HubRouter).
#pragma once

#include "hubconnections.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

class QSocketNotifier;
struct epoll_event;

namespace net {

class EpollDispatcher;
class NetHub;
class SocketLoop;

// The loops' limits.
namespace socketlimits {
inline constexpr qsizetype kMaxRequest = 16 * 1024;          // an HTTP upgrade request
inline constexpr qsizetype kMaxMessage = 4 * kMaxFrameBytes;  // read and answered `too-large` by the hub
inline constexpr qsizetype kMaxQueued = 16 * 1024 * 1024;     // waiting for a client that does not read
inline constexpr qint64 kUpgradeTimeoutMs = 10000;
inline constexpr qint64 kClosingTimeoutMs = 5000;             // for the client's close frame
inline constexpr qsizetype kReadChunk = 64 * 1024;
} // namespace socketlimits

// One connection of a SocketLoop: a socket, its WebSocket's state, and the hub's Peer.
class WsConnection final : public Peer {
public:
    WsConnection(int fd, QString address, qint64 now);
    ~WsConnection() override;

    // Peer
    void send(const QByteArray &text) override;
    void close(int code, const QString &reason) override;
    void ping() override;
    QString address() const override { return m_address; }
    bool hasUnread() const override;

private:
    friend class SocketLoop;
    enum class State { Upgrading, Open, Closing, Dead };

    void sendFrame(int opcode, const char *data, qsizetype size);
    void write(const char *head, qsizetype headSize, const char *data, qsizetype size);
    void flush();
    void closed();   // the close frame went out
    void fail();     // the socket broke, or the closing is done: torn down by the loop

    int m_fd = -1;
    QString m_address;
    SocketLoop *m_loop = nullptr;
    State m_state = State::Upgrading;
    quint64 m_id = 0;              // the hub's connection, once upgraded
    bool m_refused = false;        // over the connection limit: closed once upgraded
    qint64 m_since = 0;            // when it came (the upgrade's timeout), or began closing
    QByteArray m_in;
    qsizetype m_read = 0;          // bytes of m_in already taken
    QByteArray m_out;
    bool m_writeWatched = false;
    QByteArray m_message;          // a fragmented message being put together
    int m_messageType = 0;         // its opcode (1 text, 2 binary), 0: none
    bool m_closeSent = false;
    bool m_closeReceived = false;
    bool m_moving = false;         // handed to another loop (HubRouter): nothing more read here
};

class SocketLoop : public QObject {
    Q_OBJECT

public:
    // On the hub's thread; `count`: the server's connection count (shared by its loops).
    SocketLoop(NetHub *hub, std::atomic<int> *count, QObject *parent = nullptr);
    ~SocketLoop() override;

    NetHub *hub() const { return m_hub; }
    // Runs `job` on this loop's thread at its next turn (from any thread). What a job uses is
    // handed over under a std::mutex (which ThreadSanitizer sees, unlike Qt's own queued
    // calls), and the loop is woken through an eventfd in its epoll set.
    void post(std::function<void()> job);
    // Runs `job` on this loop's thread and waits for it (at once on that thread).
    void call(const std::function<void()> &job);
    // A socket accepted on any thread, handed to this loop (posted to its thread). `refused`:
    // over the connection limit, closed with 1008 once upgraded.
    void adopt(int fd, const QString &address, bool refused);
    // A connection moved here from another loop, with the hub's state of it: it is attached
    // to this loop's hub, which reads `frame` (the message that named a table of this hub).
    void adoptMoved(std::unique_ptr<WsConnection> c, std::unique_ptr<HubConnection> state, const QByteArray &frame);
    // The connection is handed to another hub: taken out of this loop after the frame being
    // read (`target` gets it on its own thread).
    void moveOut(WsConnection *c, SocketLoop *target, std::unique_ptr<HubConnection> state, const QByteArray &frame);
    int connectionCount() const { return static_cast<int>(m_connections.size()); }
    // Every connection closed with a close frame (1001, `reason`) after what was sent.
    void closeAll(const QString &reason);

private:
    friend class WsConnection;
    void ready();   // its own epoll set's events (on a thread with Qt's dispatcher)
    void handle(epoll_event *events, int count);
    void turnEnds();
    void readable(WsConnection &c);
    bool upgrade(WsConnection &c);
    void frames(WsConnection &c);
    void message(WsConnection &c, int opcode, QByteArray payload);
    void protocolError(WsConnection &c, int code, const char *reason);
    void watchWrite(WsConnection &c, bool on);
    void closing(WsConnection &c);
    void dead(WsConnection &c);
    void bury();
    void tick();
    void remove(WsConnection &c);

    void runPosted();

    NetHub *m_hub;
    std::atomic<int> *m_count;
    int m_epoll = -1;
    int m_wake = -1;               // an eventfd: posted jobs wait
    std::thread::id m_thread;
    std::mutex m_postedMutex;
    std::vector<std::function<void()>> m_posted;
    QSocketNotifier *m_notifier = nullptr;
    EpollDispatcher *m_dispatcher = nullptr;   // the thread's, whose epoll set is m_epoll
    QTimer m_timer;                // upgrades and closings that take too long
    std::unordered_map<WsConnection *, std::unique_ptr<WsConnection>> m_connections;
    std::vector<WsConnection *> m_dead;
    std::vector<WsConnection *> m_waiting;   // upgrading or closing: looked at by tick()
    struct Move {
        WsConnection *connection;
        SocketLoop *target;
        std::unique_ptr<HubConnection> state;
        QByteArray frame;
    };
    std::vector<Move> m_moves;
    bool m_busy = false;           // in ready(): the dead are buried at its end
};

} // namespace net
