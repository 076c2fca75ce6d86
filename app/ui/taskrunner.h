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
        auto *watcher = new QFutureWatcher<Result>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, asked, done = std::move(done), stale = std::move(stale)] {
            Result result = watcher->result();
            watcher->deleteLater();
            if (asked == m_generation)
                done(std::move(result));
            else if (stale)
                stale();
        });
        watcher->setFuture(QtConcurrent::run(&workPool(), std::move(task)));
    }

private:
    quint64 m_generation = 0;
};
