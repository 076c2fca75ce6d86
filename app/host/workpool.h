// Felt's own worker threads, for what it computes off the GUI thread. Not Qt's global pool:
// Qt's raster painting borrows that one to fill large areas and waits for it on the GUI
// thread, so long work queued there froze the window (the settings page's deck previews did,
// for seconds). Two pools, so that pictures never hold up a computer player's move.
#pragma once

#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace workpool_detail {
inline QThreadPool *make(int threads)
{
    auto *p = new QThreadPool;   // lives as long as the process: its threads may outlive main()'s objects
    p->setMaxThreadCount(threads);
    p->setExpiryTimeout(30000);
    return p;
}
} // namespace workpool_detail

// Computer players, hints, the solver.
inline QThreadPool &workPool()
{
    static QThreadPool *pool = workpool_detail::make(std::max(2, QThread::idealThreadCount()));
    return *pool;
}

// Card-deck pictures rendered from SVG.
inline QThreadPool &picturePool()
{
    static QThreadPool *pool = workpool_detail::make(std::max(1, QThread::idealThreadCount() / 2));
    return *pool;
}
