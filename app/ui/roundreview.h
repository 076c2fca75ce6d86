// Looking back over the last round at one's own pace: the table as it stood before and after
// each of the round's actions, one step at a time, replayed from the record on a game of its
// own (the running game is not touched).
#pragma once

#include "core/anygame.h"
#include "core/event.h"
#include "record.h"

#include <memory>

class RoundReview {
public:
    bool active() const { return m_game != nullptr; }
    // Actions shown so far of the round, 0 .. length().
    int step() const { return m_step; }
    int length() const { return m_length; }
    // The record's index of the first action of the round.
    int first() const { return m_first; }
    const felt::AnyGame *game() const { return m_game.get(); }

    // Starts at the table as it stood before action `first` of `record`, to go through the
    // actions from there to the record's end; false when there is nothing to show.
    bool start(const felt::Record &record, int first);
    // One action further; its events (for the table's animations and lines), or false at
    // the end.
    bool forward(felt::EventList *events);
    // Straight to `step` actions shown (the table is rebuilt); false when out of range.
    bool jump(int step);
    // One action back (the table is rebuilt); false at the start.
    bool back();
    void stop();

private:
    bool rebuild(int step);

    felt::Record m_record;
    std::unique_ptr<felt::AnyGame> m_game;
    int m_first = 0;
    int m_step = 0;
    int m_length = 0;
};
