#include "epolldispatcher.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <algorithm>
#include <cerrno>

#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

namespace net {

namespace {

// Qt's own entries have odd `data` (a loop's are pointers or null: even).
constexpr quint64 kWakeTag = 1;
constexpr quint64 notifierTag(int fd) { return (static_cast<quint64>(fd) << 1) | 1; }
constexpr int tagFd(quint64 tag) { return static_cast<int>(tag >> 1); }
constexpr int kBatch = 256;

} // namespace

bool useEpollDispatcher()
{
    return qEnvironmentVariableIntValue("FELT_SERVER_QT_LOOP") == 0;
}

EpollDispatcher::EpollDispatcher(QObject *parent)
    : QAbstractEventDispatcher(parent)
{
    m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
    m_wake = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (m_epoll < 0 || m_wake < 0)
        qFatal("felt-server: no epoll set or eventfd for an event loop (errno %d)", errno);
    epoll_event ev {};
    ev.events = EPOLLIN;
    ev.data.u64 = kWakeTag;
    ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wake, &ev);
}

EpollDispatcher::~EpollDispatcher()
{
    ::close(m_wake);
    ::close(m_epoll);
}

EpollDispatcher *EpollDispatcher::current()
{
    return qobject_cast<EpollDispatcher *>(QAbstractEventDispatcher::instance());
}

void EpollDispatcher::setHandler(Handler handler)
{
    Q_ASSERT(!m_handler || !handler);
    m_handler = std::move(handler);
}

bool EpollDispatcher::processEvents(QEventLoop::ProcessEventsFlags flags)
{
    m_interrupted.store(false, std::memory_order_relaxed);
    emit awake();
    QCoreApplication::sendPostedEvents();
    const bool wait = flags.testFlag(QEventLoop::WaitForMoreEvents) && !m_interrupted.load(std::memory_order_relaxed);
    int timeout = 0;
    if (wait) {
        timeout = timeoutMs();
        emit aboutToBlock();
    }
    epoll_event events[kBatch];
    int n = ::epoll_wait(m_epoll, events, kBatch, timeout);
    if (n < 0)
        n = 0;   // (EINTR: a signal; the loop turns again)
    if (wait)
        emit awake();
    // The loop's own events first, nothing run between the wait and them (a socket notifier's
    // slot could end a connection the batch still names); then Qt's notifiers, looked up
    // again one by one.
    int handled = 0;
    const bool sockets = !flags.testFlag(QEventLoop::ExcludeSocketNotifiers);
    epoll_event theirs[kBatch];
    int count = 0;
    for (int i = 0; i < n; ++i)
        if (!(events[i].data.u64 & 1))
            theirs[count++] = events[i];
    // (Level-triggered: what is left for a turn that excludes sockets comes again.)
    if (count > 0 && sockets && m_handler) {
        m_handler(theirs, count);
        handled += count;
    }
    for (int i = 0; i < n; ++i) {
        const quint64 tag = events[i].data.u64;
        if (tag == kWakeTag) {
            eventfd_t drained;
            (void)::eventfd_read(m_wake, &drained);
        } else if ((tag & 1) && sockets) {
            notify(tagFd(tag), events[i].events);
            ++handled;
        }
    }
    if (!flags.testFlag(QEventLoop::X11ExcludeTimers))
        handled += fireTimers();
    return handled > 0;
}

// ---------------------------------------------------------------------------------------
// Socket notifiers

void EpollDispatcher::registerSocketNotifier(QSocketNotifier *notifier)
{
    const int fd = static_cast<int>(notifier->socket());
    auto it = m_watches.find(fd);
    const bool known = it != m_watches.end();
    Watch w = known ? it->second : Watch();
    switch (notifier->type()) {
    case QSocketNotifier::Read: w.read = notifier; break;
    case QSocketNotifier::Write: w.write = notifier; break;
    case QSocketNotifier::Exception: w.exception = notifier; break;
    }
    watch(fd, w, known);
}

void EpollDispatcher::unregisterSocketNotifier(QSocketNotifier *notifier)
{
    const int fd = static_cast<int>(notifier->socket());
    auto it = m_watches.find(fd);
    if (it == m_watches.end())
        return;
    Watch w = it->second;
    if (w.read == notifier)
        w.read = nullptr;
    if (w.write == notifier)
        w.write = nullptr;
    if (w.exception == notifier)
        w.exception = nullptr;
    watch(fd, w, true);
}

void EpollDispatcher::watch(int fd, const Watch &w, bool known)
{
    if (w.empty()) {
        m_watches.erase(fd);
        ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr);   // (fails harmlessly for a closed fd)
        return;
    }
    m_watches[fd] = w;
    epoll_event ev {};
    ev.events = (w.read ? EPOLLIN : 0u) | (w.write ? EPOLLOUT : 0u) | (w.exception ? EPOLLPRI : 0u);
    ev.data.u64 = notifierTag(fd);
    // A descriptor closed and opened again may or may not still be in the set.
    if (::epoll_ctl(m_epoll, known ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &ev) != 0) {
        if (errno == ENOENT)
            ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, fd, &ev);
        else if (errno == EEXIST)
            ::epoll_ctl(m_epoll, EPOLL_CTL_MOD, fd, &ev);
        else
            qWarning("felt-server: descriptor %d cannot be watched (errno %d)", fd, errno);
    }
}

void EpollDispatcher::notify(int fd, unsigned events)
{
    // Each notifier looked up again: the one before may have taken another away.
    auto send = [this, fd](QSocketNotifier *Watch::*which) {
        auto it = m_watches.find(fd);
        if (it == m_watches.end() || !(it->second.*which))
            return;
        QEvent event(QEvent::SockAct);
        QCoreApplication::sendEvent(it->second.*which, &event);
    };
    if (events & (EPOLLIN | EPOLLHUP | EPOLLERR))
        send(&Watch::read);
    if (events & (EPOLLOUT | EPOLLHUP | EPOLLERR))
        send(&Watch::write);
    if (events & EPOLLPRI)
        send(&Watch::exception);
}

// ---------------------------------------------------------------------------------------
// Timers

void EpollDispatcher::registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject *object)
{
    m_timers.push_back({ timerId, std::max<qint64>(interval, 0), timerType, object,
                         Clock::now() + std::chrono::milliseconds(std::max<qint64>(interval, 0)) });
}

bool EpollDispatcher::unregisterTimer(int timerId)
{
    auto it = std::find_if(m_timers.begin(), m_timers.end(), [timerId](const Timer &t) { return t.id == timerId; });
    if (it == m_timers.end())
        return false;
    m_timers.erase(it);
    return true;
}

bool EpollDispatcher::unregisterTimers(QObject *object)
{
    const auto before = m_timers.size();
    m_timers.erase(std::remove_if(m_timers.begin(), m_timers.end(), [object](const Timer &t) { return t.object == object; }),
                   m_timers.end());
    return m_timers.size() != before;
}

QList<QAbstractEventDispatcher::TimerInfo> EpollDispatcher::registeredTimers(QObject *object) const
{
    QList<TimerInfo> out;
    for (const Timer &t : m_timers)
        if (t.object == object)
            out.append(TimerInfo(t.id, static_cast<int>(t.interval), t.type));
    return out;
}

int EpollDispatcher::remainingTime(int timerId)
{
    const Timer *t = timer(timerId);
    if (!t)
        return -1;
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(t->due - Clock::now()).count();
    return static_cast<int>(std::max<qint64>(left, 0));
}

EpollDispatcher::Timer *EpollDispatcher::timer(int id)
{
    for (Timer &t : m_timers)
        if (t.id == id)
            return &t;
    return nullptr;
}

int EpollDispatcher::timeoutMs() const
{
    std::optional<Clock::time_point> first;
    for (const Timer &t : m_timers)
        if (!t.firing && (!first || t.due < *first))
            first = t.due;
    if (!first)
        return -1;
    // Rounded up: a timer is never fired early, nor the loop spun while one is almost due.
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(*first - Clock::now()).count();
    return static_cast<int>(std::clamp<qint64>(left, 0, 24 * 3600 * 1000LL));
}

int EpollDispatcher::fireTimers()
{
    if (m_timers.empty())
        return 0;
    const Clock::time_point now = Clock::now();
    std::vector<int> due;
    for (const Timer &t : m_timers)
        if (!t.firing && t.due <= now)
            due.push_back(t.id);
    // Each timer once a turn (a zero timer too), looked up again before it fires: the one
    // before may have stopped it or started others.
    for (int id : due) {
        Timer *t = timer(id);
        if (!t || t->firing || t->due > now)
            continue;
        const auto interval = std::chrono::milliseconds(t->interval);
        t->due += interval;
        if (t->due <= now)
            t->due = now + interval;
        t->firing = true;
        QObject *object = t->object;
        QTimerEvent event(id);
        QCoreApplication::sendEvent(object, &event);
        if (Timer *still = timer(id))
            still->firing = false;
    }
    return static_cast<int>(due.size());
}

// ---------------------------------------------------------------------------------------
// From any thread

void EpollDispatcher::wakeUp()
{
    (void)::eventfd_write(m_wake, 1);
}

void EpollDispatcher::interrupt()
{
    m_interrupted.store(true, std::memory_order_relaxed);
    wakeUp();
}

} // namespace net
