// felt-server's event loop (EpollDispatcher, epolldispatcher.h) runs what a Qt thread needs:
// timers of every kind, queued calls from other threads, socket notifiers, deleteLater, quit
// from another thread, and a loop's own descriptors in the same epoll set. Each check runs
// on a thread of its own with the dispatcher installed, as NetServer's hub threads do.
#include "epolldispatcher.h"

#include <QElapsedTimer>
#include <QSocketNotifier>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>

#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

using net::EpollDispatcher;

namespace {

// A thread with the dispatcher and a context object living there.
struct LoopThread {
    QThread thread;
    QObject *context = nullptr;
    LoopThread()
    {
        thread.setEventDispatcher(new EpollDispatcher);
        thread.start();
        context = new QObject;
        context->moveToThread(&thread);
    }
    ~LoopThread()
    {
        QMetaObject::invokeMethod(context, [c = context] { delete c; }, Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
    }
    // Runs `job` on the thread and waits for it.
    template <typename F>
    void run(F job)
    {
        QMetaObject::invokeMethod(context, job, Qt::BlockingQueuedConnection);
    }
};

bool waitFor(const std::function<bool()> &done, int ms = 5000)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms)
        QThread::msleep(1);
    return done();
}

} // namespace

class TestDispatcher : public QObject {
    Q_OBJECT

private slots:
    void installedAndCurrent()
    {
        LoopThread t;
        std::atomic<bool> ours { false };
        t.run([&ours] { ours = EpollDispatcher::current() != nullptr; });
        QVERIFY(ours);
        QVERIFY(!EpollDispatcher::current());   // this thread keeps Qt's own
    }

    void singleShotFiresOnceNotEarly()
    {
        LoopThread t;
        std::atomic<int> fired { 0 };
        std::atomic<qint64> after { -1 };
        QElapsedTimer clock;
        t.run([&] {
            clock.start();
            QTimer::singleShot(60, Qt::PreciseTimer, t.context, [&] {
                after = clock.elapsed();
                ++fired;
            });
        });
        QVERIFY(waitFor([&] { return fired.load() == 1; }));
        QThread::msleep(150);
        QCOMPARE(fired.load(), 1);
        QVERIFY2(after.load() >= 60, qPrintable(QString::number(after.load())));
        QVERIFY2(after.load() < 1000, qPrintable(QString::number(after.load())));
    }

    void repeatingTimerRepeatsAndStops()
    {
        LoopThread t;
        std::atomic<int> fired { 0 };
        std::atomic<QTimer *> timer { nullptr };
        std::atomic<int> remaining { -2 };
        t.run([&] {
            auto *made = new QTimer(t.context);
            made->setInterval(20);
            QObject::connect(made, &QTimer::timeout, [&] { ++fired; });
            made->start();
            remaining = made->remainingTime();
            timer = made;
        });
        QVERIFY2(remaining >= 0 && remaining <= 20, qPrintable(QString::number(remaining.load())));
        QVERIFY(waitFor([&] { return fired.load() >= 5; }));
        t.run([&] { timer.load()->stop(); });
        const int stopped = fired.load();
        QThread::msleep(100);
        QCOMPARE(fired.load(), stopped);
        // A zero timer, started from its own timeout, comes once a turn and lets the rest run.
        std::atomic<int> zero { 0 };
        std::atomic<bool> other { false };
        t.run([&] {
            auto *z = new QTimer(t.context);
            z->setInterval(0);
            QObject::connect(z, &QTimer::timeout, [&zero, z] {
                if (++zero == 50)
                    z->stop();
            });
            z->start();
            QTimer::singleShot(5, t.context, [&other] { other = true; });
        });
        QVERIFY(waitFor([&] { return zero.load() == 50 && other.load(); }));
    }

    void postedCallsAndDeleteLater()
    {
        LoopThread t;
        std::atomic<int> calls { 0 };
        for (int i = 0; i < 100; ++i)
            QMetaObject::invokeMethod(t.context, [&calls] { ++calls; }, Qt::QueuedConnection);
        QVERIFY(waitFor([&] { return calls.load() == 100; }));
        std::atomic<bool> gone { false };
        t.run([&] {
            auto *doomed = new QObject(t.context);
            QObject::connect(doomed, &QObject::destroyed, [&gone] { gone = true; });
            doomed->deleteLater();
        });
        QVERIFY(waitFor([&] { return gone.load(); }));
    }

    void socketNotifierReadsAndStops()
    {
        int fds[2];
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, fds), 0);
        LoopThread t;
        std::atomic<int> read { 0 };
        std::atomic<QSocketNotifier *> n { nullptr };
        t.run([&] {
            n = new QSocketNotifier(fds[0], QSocketNotifier::Read, t.context);
            QObject::connect(n, &QSocketNotifier::activated, [&read, fd = fds[0]] {
                char b[16];
                read += static_cast<int>(::read(fd, b, sizeof b));
            });
        });
        QCOMPARE(::write(fds[1], "abc", 3), 3);
        QVERIFY(waitFor([&] { return read.load() == 3; }));
        t.run([&] { n.load()->setEnabled(false); });
        QCOMPARE(::write(fds[1], "de", 2), 2);
        QThread::msleep(100);
        QCOMPARE(read.load(), 3);   // not told while disabled
        t.run([&] { n.load()->setEnabled(true); });
        QVERIFY(waitFor([&] { return read.load() == 5; }));
        // A write notifier on the same descriptor: told at once (the socket takes data).
        std::atomic<bool> writable { false };
        t.run([&] {
            auto *w = new QSocketNotifier(fds[0], QSocketNotifier::Write, t.context);
            QObject::connect(w, &QSocketNotifier::activated, [&writable, w] {
                writable = true;
                w->setEnabled(false);
            });
        });
        QVERIFY(waitFor([&] { return writable.load(); }));
        t.run([&] { delete n.load(); });
        ::close(fds[0]);
        ::close(fds[1]);
    }

    void loopsOwnDescriptorsComeInOneBatch()
    {
        int fds[2];
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, fds), 0);
        LoopThread t;
        std::atomic<int> batches { 0 };
        std::atomic<int> events { 0 };
        static int marker;
        t.run([&] {
            EpollDispatcher *d = EpollDispatcher::current();
            d->setHandler([&](epoll_event *ev, int count) {
                ++batches;
                for (int i = 0; i < count; ++i)
                    if (ev[i].data.ptr == &marker) {
                        char b[16];
                        events += static_cast<int>(::read(fds[0], b, sizeof b));
                    }
            });
            epoll_event ev {};
            ev.events = EPOLLIN;
            ev.data.ptr = &marker;
            QCOMPARE(::epoll_ctl(d->epollFd(), EPOLL_CTL_ADD, fds[0], &ev), 0);
        });
        QCOMPARE(::write(fds[1], "xy", 2), 2);
        QVERIFY(waitFor([&] { return events.load() == 2; }));
        QCOMPARE(batches.load(), 1);
        t.run([&] {
            ::epoll_ctl(EpollDispatcher::current()->epollFd(), EPOLL_CTL_DEL, fds[0], nullptr);
            EpollDispatcher::current()->setHandler({});
        });
        ::close(fds[0]);
        ::close(fds[1]);
    }

    void quitFromAnotherThreadEndsTheLoop()
    {
        QThread thread;
        thread.setEventDispatcher(new EpollDispatcher);
        thread.start();
        QElapsedTimer clock;
        clock.start();
        thread.quit();
        QVERIFY(thread.wait(5000));
        QVERIFY(clock.elapsed() < 5000);
    }
};

QTEST_GUILESS_MAIN(TestDispatcher)
#include "tst_dispatcher.moc"
