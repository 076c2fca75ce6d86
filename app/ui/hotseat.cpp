#include "hotseat.h"

Screen HotSeat::decide(int players, felt::SeatSet actors, felt::SeatSet mustAct, const std::function<bool(int)> &human,
                       const std::function<bool(int)> &privateDecision)
{
    const felt::SeatSet anyone = actors;
    actors = mustAct;
    Screen screen;
    QList<int> people;
    for (int s = 0; s < players; ++s)
        if (human(s))
            people.append(s);
    // The person the game waits for: the one at the device if they may act, else the first.
    if (m_holder >= 0 && actors.has(m_holder) && human(m_holder))
        screen.due = m_holder;
    else
        actors.forEach([&](felt::Seat s) {
            if (screen.due < 0 && human(s))
                screen.due = s;
        });

    if (people.isEmpty()) {
        screen.viewer = 0;   // computer players only: watch from the first seat
        return screen;
    }
    if (people.size() == 1) {
        screen.viewer = people.first();
        screen.actor = screen.due >= 0 ? screen.due : anyone.has(people.first()) ? people.first() : -1;
        return screen;
    }
    if (screen.due < 0) {
        screen.viewer = -1;  // computer players act, or the game is over: the public view
        return screen;
    }
    if (screen.due == m_holder) {
        screen.viewer = m_holder;
        screen.actor = m_holder;
        return screen;
    }
    if (!privateDecision(screen.due)) {
        // An answer about public facts: no hand-over, nobody's hand shows.
        screen.viewer = -1;
        screen.actor = screen.due;
        return screen;
    }
    m_holder = -1;           // the next person must take the device
    screen.viewer = -1;
    screen.privacy = true;
    return screen;
}
