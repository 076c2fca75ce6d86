// Work off the GUI thread for the game session: computer players' moves, hints and the
// solver. Each task runs on Felt's own thread pool on a copy of what it needs (a seat's view,
// a clone of the game); its answer comes back on the GUI thread unless the table changed
// meanwhile — one generation counter, bumped by every change, drops stale answers in one
// place.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include "workpool.h"

#include <functional>
#include <memory>
#include <mutex>
#include <optional>

class TaskRunner : public QObject {
    Q_OBJECT

public:
    explicit TaskRunner(QObject *parent = nullptr) : QObject(parent) { }

    // The table changed: answers to questions asked before now are dropped.
    void invalidate() { ++m_generation; }
    quint64 generation() const { return m_generation; }

    // Runs `task` off the GUI thread; `done(result)` runs on the GUI thread if no
    // invalidate() came in between, else `stale()` (when given) runs instead.
    template <class Result>
    void run(std::function<Result()> task, std::function<void(Result)> done, std::function<void()> stale = {})
    {
        const quint64 asked = m_generation;
        // The task and its answer are handed over under a std::mutex, not through the
        // QFuture: the ThreadSanitizer build (./dev.sh tsan) sees std::mutex, but not the
        // synchronisation inside a Qt that was not built with it.
        struct Exchange {
            std::mutex mutex;
            std::function<Result()> task;
            std::optional<Result> answer;
        };
        auto exchange = std::make_shared<Exchange>();
        {
            std::lock_guard lock(exchange->mutex);
            exchange->task = std::move(task);
        }
        auto *watcher = new QFutureWatcher<void>(this);
        connect(watcher, &QFutureWatcherBase::finished, this,
                [this, watcher, asked, exchange, done = std::move(done), stale = std::move(stale)] {
                    watcher->deleteLater();
                    std::optional<Result> answer;
                    {
                        std::lock_guard lock(exchange->mutex);
                        answer = std::move(exchange->answer);
                    }
                    if (asked == m_generation && answer)
                        done(std::move(*answer));
                    else if (stale)
                        stale();
                });
        watcher->setFuture(QtConcurrent::run(&workPool(), [exchange] {
            std::function<Result()> work;
            {
                std::lock_guard lock(exchange->mutex);
                work = std::move(exchange->task);
            }
            Result answer = work();
            std::lock_guard lock(exchange->mutex);
            exchange->answer = std::move(answer);
        }));
    }

private:
    quint64 m_generation = 0;
};
