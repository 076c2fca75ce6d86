#include "roundreview.h"

bool RoundReview::start(std::vector<HostFrame> frames, int first, int seat)
{
    stop();
    if (frames.size() < 2)
        return false;
    m_frames = std::move(frames);
    m_first = first;
    m_seat = seat;
    return true;
}

bool RoundReview::forward(felt::EventList *events)
{
    if (!active() || m_step >= length())
        return false;
    ++m_step;
    if (events)
        *events = m_frames[static_cast<std::size_t>(m_step)].events;
    return true;
}

bool RoundReview::jump(int step)
{
    if (!active() || step < 0 || step > length())
        return false;
    m_step = step;
    return true;
}

bool RoundReview::back()
{
    if (!active() || m_step <= 0)
        return false;
    --m_step;
    return true;
}

void RoundReview::stop()
{
    m_frames.clear();
    m_step = m_first = 0;
    m_seat = -1;
}
