// SocketLoop (socketloop.h): the epoll set of a thread, its connections come and moved,
// what epoll reports handed to them, the dead buried from the loop's own turns.
#include "socketloop.h"

#include "epolldispatcher.h"
#include "hub.h"

#include <QDateTime>
#include <QSocketNotifier>

#include <cerrno>
#include <cstring>
#include <condition_variable>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace net {

using namespace socketlimits;

namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

// ---------------------------------------------------------------------------------------
// The loop

SocketLoop::SocketLoop(NetHub *hub, std::atomic<int> *count, QObject *parent)
    : QObject(parent)
    , m_hub(hub)
    , m_count(count)
{
    m_thread = std::this_thread::get_id();
    // On felt-server's threads the connections join the thread's own epoll set (one wait a
    // wake); elsewhere (the app's GUI thread) they have their own, behind one notifier.
    m_dispatcher = EpollDispatcher::current();
    m_epoll = m_dispatcher ? m_dispatcher->epollFd() : ::epoll_create1(EPOLL_CLOEXEC);
    m_wake = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    epoll_event wake {};
    wake.events = EPOLLIN;
    wake.data.ptr = nullptr;   // (the posted jobs)
    ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wake, &wake);
    if (m_dispatcher) {
        m_dispatcher->setHandler([this](epoll_event *events, int count) {
            m_busy = true;
            handle(events, count);
            turnEnds();
        });
    } else {
        m_notifier = new QSocketNotifier(m_epoll, QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &SocketLoop::ready);
    }
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &SocketLoop::tick);
    m_timer.start();
}

SocketLoop::~SocketLoop()
{
    // The server stops: its hub goes too, and hears of no connection going (its tables stay
    // as they are for the next start, as after a kill).
    if (m_count)
        *m_count -= static_cast<int>(m_connections.size());
    m_connections.clear();   // (a connection about to move is among them)
    m_moves.clear();
    if (m_dispatcher) {
        ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, m_wake, nullptr);
        m_dispatcher->setHandler({});
    } else {
        ::close(m_epoll);
    }
    ::close(m_wake);
}

void SocketLoop::post(std::function<void()> job)
{
    {
        std::lock_guard lock(m_postedMutex);
        m_posted.push_back(std::move(job));
    }
    const std::uint64_t one = 1;
    [[maybe_unused]] const ssize_t n = ::write(m_wake, &one, sizeof one);
}

void SocketLoop::call(const std::function<void()> &job)
{
    if (std::this_thread::get_id() == m_thread) {
        job();
        return;
    }
    struct Done {
        std::mutex mutex;
        std::condition_variable cv;
        bool done = false;
    };
    auto done = std::make_shared<Done>();
    post([&job, done] {
        job();
        std::lock_guard lock(done->mutex);
        done->done = true;
        done->cv.notify_one();
    });
    std::unique_lock lock(done->mutex);
    done->cv.wait(lock, [&] { return done->done; });
}

void SocketLoop::runPosted()
{
    std::uint64_t count = 0;
    [[maybe_unused]] const ssize_t n = ::read(m_wake, &count, sizeof count);
    std::vector<std::function<void()>> jobs;
    {
        std::lock_guard lock(m_postedMutex);
        jobs.swap(m_posted);
    }
    for (auto &job : jobs)
        job();
}

void SocketLoop::adopt(int fd, const QString &address, bool refused)
{
    post([this, fd, address, refused] {
        auto c = std::make_unique<WsConnection>(fd, address, nowMs());
        c->m_loop = this;
        c->m_refused = refused;
        WsConnection *raw = c.get();
        epoll_event ev {};
        ev.events = EPOLLIN | EPOLLRDHUP;
        ev.data.ptr = raw;
        if (::epoll_ctl(m_epoll, EPOLL_CTL_ADD, fd, &ev) != 0) {
            --*m_count;
            return;   // the socket closes with the connection
        }
        m_connections.emplace(raw, std::move(c));
        m_waiting.push_back(raw);   // (its upgrade has a time limit)
        // A request already waiting is read when epoll says so.
    });
}

void SocketLoop::adoptMoved(std::unique_ptr<WsConnection> c, std::unique_ptr<HubConnection> state, const QByteArray &frame)
{
    WsConnection *raw = c.get();
    raw->m_loop = this;
    raw->m_moving = false;
    epoll_event ev {};
    ev.events = EPOLLIN | EPOLLRDHUP | (raw->m_out.isEmpty() ? 0u : static_cast<std::uint32_t>(EPOLLOUT));
    raw->m_writeWatched = !raw->m_out.isEmpty();
    ev.data.ptr = raw;
    m_connections.emplace(raw, std::move(c));
    if (::epoll_ctl(m_epoll, EPOLL_CTL_ADD, raw->m_fd, &ev) != 0) {
        m_hub->adopt(std::move(state));
        raw->fail();
        bury();
        return;
    }
    const bool busy = m_busy;
    m_busy = true;
    raw->m_id = m_hub->adopt(std::move(state));
    m_hub->receive(raw->m_id, frame);
    // What came after that message, read before the move.
    if (raw->m_state == WsConnection::State::Open || raw->m_state == WsConnection::State::Closing)
        frames(*raw);
    m_busy = busy;
    if (!m_busy)
        bury();
}

void SocketLoop::moveOut(WsConnection *c, SocketLoop *target, std::unique_ptr<HubConnection> state, const QByteArray &frame)
{
    c->m_moving = true;
    m_moves.push_back({ c, target, std::move(state), frame });
    if (!m_busy)
        bury();
}

void SocketLoop::closeAll(const QString &reason)
{
    m_busy = true;
    for (auto &[key, c] : m_connections) {
        if (c->m_state == WsConnection::State::Open)
            c->close(1001, reason);
        else if (c->m_state == WsConnection::State::Upgrading)
            c->fail();
    }
    m_busy = false;
    bury();
}

void SocketLoop::watchWrite(WsConnection &c, bool on)
{
    if (c.m_writeWatched == on || c.m_moving || c.m_state == WsConnection::State::Dead)
        return;
    c.m_writeWatched = on;
    epoll_event ev {};
    ev.events = EPOLLIN | EPOLLRDHUP | (on ? static_cast<std::uint32_t>(EPOLLOUT) : 0u);
    ev.data.ptr = &c;
    ::epoll_ctl(m_epoll, EPOLL_CTL_MOD, c.m_fd, &ev);
}

void SocketLoop::closing(WsConnection &c)
{
    m_waiting.push_back(&c);
}

void SocketLoop::dead(WsConnection &c)
{
    m_dead.push_back(&c);
    if (!m_busy)
        bury();
}

void SocketLoop::ready()
{
    epoll_event events[256];
    m_busy = true;
    for (int round = 0; round < 4; ++round) {
        const int n = ::epoll_wait(m_epoll, events, 256, 0);
        handle(events, n);
        if (n < 256)
            break;
    }
    turnEnds();
}

void SocketLoop::handle(epoll_event *events, int count)
{
    for (int i = 0; i < count; ++i) {
        auto *c = static_cast<WsConnection *>(events[i].data.ptr);
        if (!c) {
            runPosted();
            continue;
        }
        if (c->m_state == WsConnection::State::Dead || c->m_moving)
            continue;
        if (events[i].events & EPOLLOUT)
            c->flush();
        if (events[i].events & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR)) {
            readable(*c);
            // What this connection's frames changed is told at once (not after the rest
            // of the turn's events: a busy turn would hold every table back).
            m_hub->flushAll();
        }
    }
}

void SocketLoop::turnEnds()
{
    m_busy = false;
    bury();
    // (What the dead changed at their tables, told now rather than at the loop's next turn.)
    m_hub->flushAll();
}

void SocketLoop::readable(WsConnection &c)
{
    bool eof = false;
    // Read into the loop's buffer, kept by the connection only as far as it came (a
    // connection's own buffer stays as small as its messages).
    static thread_local char buffer[kReadChunk];
    for (qsizetype total = 0; total < 4 * kReadChunk;) {
        const ssize_t r = ::recv(c.m_fd, buffer, sizeof buffer, MSG_DONTWAIT);
        if (r > 0) {
            c.m_in.append(buffer, r);
            total += r;
            if (r < kReadChunk)
                break;
            continue;
        }
        if (r == 0)
            eof = true;
        else if (errno == EINTR)
            continue;
        else if (errno != EAGAIN && errno != EWOULDBLOCK)
            eof = true;
        break;
    }
    if (c.m_state == WsConnection::State::Upgrading && !upgrade(c)) {
        if (eof)
            c.fail();
        return;
    }
    if (c.m_state == WsConnection::State::Open || c.m_state == WsConnection::State::Closing)
        frames(c);
    if (eof)
        c.fail();
}

void SocketLoop::tick()
{
    // Upgrades and closings that take too long; the rest is the hub's (pings, silence).
    // Only the connections that were upgrading or closing are looked at (not every one).
    const qint64 now = nowMs();
    m_busy = true;
    std::vector<WsConnection *> still;
    for (WsConnection *c : m_waiting) {
        if (!m_connections.count(c))
            continue;   // gone
        if (c->m_state == WsConnection::State::Upgrading && now - c->m_since >= kUpgradeTimeoutMs)
            c->fail();
        else if (c->m_state == WsConnection::State::Closing && now - c->m_since >= kClosingTimeoutMs)
            c->fail();
        else if (c->m_state == WsConnection::State::Upgrading || c->m_state == WsConnection::State::Closing)
            still.push_back(c);
    }
    m_waiting.swap(still);
    m_busy = false;
    bury();
}

void SocketLoop::remove(WsConnection &c)
{
    ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, c.m_fd, nullptr);
}

void SocketLoop::bury()
{
    // Not while a hub call may still use a connection: from the loop's own turns only.
    while (!m_dead.empty() || !m_moves.empty()) {
        std::vector<WsConnection *> dead;
        dead.swap(m_dead);
        for (WsConnection *c : dead) {
            auto it = m_connections.find(c);
            if (it == m_connections.end())
                continue;
            remove(*c);
            const quint64 id = c->m_id;
            c->m_id = 0;
            std::unique_ptr<WsConnection> gone = std::move(it->second);
            m_connections.erase(it);
            --*m_count;
            if (id != 0)
                m_hub->detach(id);   // may tell the others at its table (sent at once)
        }
        std::vector<Move> moves;
        moves.swap(m_moves);
        for (Move &m : moves) {
            auto it = m_connections.find(m.connection);
            if (it == m_connections.end() || m.connection->m_state == WsConnection::State::Dead) {
                // Broken on the way: the target hub never hears of it.
                continue;
            }
            remove(*m.connection);
            // What was read and not taken yet goes along.
            if (m.connection->m_read > 0) {
                m.connection->m_in.remove(0, m.connection->m_read);
                m.connection->m_read = 0;
            }
            auto c = std::make_shared<std::unique_ptr<WsConnection>>(std::move(it->second));
            m_connections.erase(it);
            auto state = std::make_shared<std::unique_ptr<HubConnection>>(std::move(m.state));
            SocketLoop *target = m.target;
            const QByteArray frame = m.frame;
            target->post([target, c, state, frame] { target->adoptMoved(std::move(*c), std::move(*state), frame); });
        }
    }
}

} // namespace net
