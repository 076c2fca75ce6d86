// A way to stop long engine work early from another thread, for work whose answer may be
// dropped (a game review that was cancelled): StopScope points this thread's searches at a
// flag; while it is set, a search stops at its next determinization and returns its best so
// far. Without a scope nothing changes (searches stay deterministic for a seed).
#pragma once

#include <atomic>

namespace felt {

namespace detail {
inline thread_local const std::atomic<bool> *t_stop = nullptr;
}

// Whether the work on this thread has been asked to stop.
inline bool stopRequested()
{
    return detail::t_stop && detail::t_stop->load(std::memory_order_relaxed);
}

class StopScope {
public:
    explicit StopScope(const std::atomic<bool> *flag) : m_previous(detail::t_stop) { detail::t_stop = flag; }
    ~StopScope() { detail::t_stop = m_previous; }
    StopScope(const StopScope &) = delete;
    StopScope &operator=(const StopScope &) = delete;

private:
    const std::atomic<bool> *m_previous;
};

} // namespace felt
