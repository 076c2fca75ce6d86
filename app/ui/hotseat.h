// Who sits at the screen, and when the privacy screen shows: the hot-seat policy of one
// screen shared by several people.
//
// - One person (or none): the table shows that person's view (with nobody, seat 0's, for
//   computer-only games); there is nothing to hide from anyone.
// - Several people: a hand shows only while its owner is the one who is due. When another
//   person is due for a decision that needs their own cards, the privacy screen covers the
//   table until they take the device. While computer players act, or a person answers a
//   question about public facts only (that needs no hand-over), the table shows its public
//   view.
#pragma once

#include "core/seats.h"

#include <QList>

#include <functional>

struct Screen {
    int viewer = -1;      // whose view the table shows; -1: the public view
    int actor = -1;       // the person who acts at the screen now; -1: none
    bool privacy = false; // the privacy screen is up, waiting for `due`
    int due = -1;         // the person the game waits for, or -1
};

class HotSeat {
public:
    // Forget who had the device (a new game).
    void reset() { m_holder = -1; }
    int holder() const { return m_holder; }

    // The screen for a table where `actors` may act and `mustAct` of them are waited for (the
    // others merely may: a call anyone may make); `human(s)` tells people at this screen from
    // the others, `privateDecision(s)` whether seat s needs its own cards to decide now. Only a
    // person the game waits for is handed the device; one person alone at the screen acts on
    // an opportunity too.
    Screen decide(int players, felt::SeatSet actors, felt::SeatSet mustAct, const std::function<bool(int)> &human,
                  const std::function<bool(int)> &privateDecision);
    // The person due took the device (the privacy screen's button).
    void handOver(int seat) { m_holder = seat; }

private:
    int m_holder = -1;   // the person who has the device
};
