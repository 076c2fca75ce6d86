// The event loop of felt-server's threads (docs/network.md, "Transport"): Qt's event
// dispatcher interface over one epoll set, with no glib. Glib's dispatcher asks the kernel
// twice a wake (a `poll` over its sources, then the SocketLoop's own `epoll_wait`) and walks
// its sources in user space each time; on this dispatcher the SocketLoop's connections sit
// in the same epoll set as Qt's socket notifiers and the thread's wake-up, so a wake is one
// `epoll_wait`, and the connections' events are handed to the loop in one batch.
//
// It runs what a Qt thread needs: posted events (queued calls, deleteLater), QTimer and
// QObject::startTimer (every timer kind kept to the millisecond), QSocketNotifier (read,
// write, exception), wakeUp and interrupt from any thread. Installed by felt-server for its
// main thread and by NetServer for its hub threads; the app's GUI thread keeps Qt's own
// dispatcher, and a SocketLoop there keeps its own epoll set behind one QSocketNotifier.
#pragma once

#include <QAbstractEventDispatcher>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

struct epoll_event;

namespace net {

// Whether felt-server's threads run on an EpollDispatcher: unless FELT_SERVER_QT_LOOP=1.
bool useEpollDispatcher();

class EpollDispatcher final : public QAbstractEventDispatcher {
    Q_OBJECT

public:
    explicit EpollDispatcher(QObject *parent = nullptr);
    ~EpollDispatcher() override;

    // The thread's dispatcher when it is one of these (else null).
    static EpollDispatcher *current();

    // A loop's own descriptors in this epoll set: added with an even `data` (a pointer or
    // null), their events handed to `handler` in one batch a wake, after Qt's own. One
    // handler a dispatcher (a thread has one SocketLoop).
    int epollFd() const { return m_epoll; }
    using Handler = std::function<void(epoll_event *events, int count)>;
    void setHandler(Handler handler);

    bool processEvents(QEventLoop::ProcessEventsFlags flags) override;
    void registerSocketNotifier(QSocketNotifier *notifier) override;
    void unregisterSocketNotifier(QSocketNotifier *notifier) override;
    void registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject *object) override;
    bool unregisterTimer(int timerId) override;
    bool unregisterTimers(QObject *object) override;
    QList<TimerInfo> registeredTimers(QObject *object) const override;
    int remainingTime(int timerId) override;
    void wakeUp() override;
    void interrupt() override;

private:
    using Clock = std::chrono::steady_clock;
    struct Timer {
        int id;
        qint64 interval;   // ms
        Qt::TimerType type;
        QObject *object;
        Clock::time_point due;
        bool firing = false;   // its event is being sent (not sent again from a nested loop)
    };
    struct Watch {
        QSocketNotifier *read = nullptr;
        QSocketNotifier *write = nullptr;
        QSocketNotifier *exception = nullptr;
        bool empty() const { return !read && !write && !exception; }
    };

    void watch(int fd, const Watch &w, bool known);
    void notify(int fd, unsigned events);
    int timeoutMs() const;   // until the first timer is due; -1: none
    int fireTimers();
    Timer *timer(int id);

    int m_epoll = -1;
    int m_wake = -1;   // an eventfd: wakeUp() from any thread
    std::atomic<bool> m_interrupted { false };
    std::unordered_map<int, Watch> m_watches;
    std::vector<Timer> m_timers;
    Handler m_handler;
};

} // namespace net
