// Looking back at one's own pace: the table as a seat saw it before and after each action of a
// stretch of the game, one step at a time, from the frames the host publishes for that seat
// (Host::frames); the running game is not touched.
#pragma once

#include "host.h"

#include <vector>

class RoundReview {
public:
    bool active() const { return !m_frames.empty(); }
    // Actions shown so far of the stretch, 0 .. length().
    int step() const { return m_step; }
    int length() const { return active() ? static_cast<int>(m_frames.size()) - 1 : 0; }
    // The record's index of the stretch's first action.
    int first() const { return m_first; }
    // Whose view the frames are.
    int seat() const { return m_seat; }
    // The table as it stands at the step shown (null when not active).
    const SeatSnapshot *shown() const { return active() ? &m_frames[static_cast<std::size_t>(m_step)].snapshot : nullptr; }

    // Starts at the first frame (the table before action `first`); false when there is
    // nothing to show (fewer than two frames).
    bool start(std::vector<HostFrame> frames, int first, int seat);
    // One action further; its events (for the table's animations and lines), or false at
    // the end.
    bool forward(felt::EventList *events);
    // Straight to `step` actions shown; false when out of range.
    bool jump(int step);
    // One action back; false at the start.
    bool back();
    void stop();

private:
    std::vector<HostFrame> m_frames;
    int m_first = 0;
    int m_step = 0;
    int m_seat = -1;
};
