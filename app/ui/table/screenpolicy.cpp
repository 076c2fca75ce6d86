#include "screenpolicy.h"

void ScreenPolicy::newTable()
{
    m_holder = -1;
    m_hidesCards = false;
    m_manyPeople = false;
    m_dealSecret = false;
}

Screen ScreenPolicy::decide(const Table &table)
{
    felt::SeatSet actors = table.mustAct;
    Screen screen;
    QList<int> people;
    for (int s = 0; s < table.players; ++s)
        if (table.here(s))
            people.append(s);
    // The person the game waits for: the one at the device if they may act, else the first.
    if (m_holder >= 0 && actors.has(m_holder) && table.here(m_holder))
        screen.due = m_holder;
    else
        actors.forEach([&](felt::Seat s) {
            if (screen.due < 0 && table.here(s))
                screen.due = s;
        });

    if (table.reviewSeat >= 0) {
        // A finished game's review: the table as the reviewed person saw it (each person at
        // the screen picks their own game; nothing is hidden any more).
        screen.viewer = table.reviewSeat;
        return screen;
    }
    if (people.isEmpty()) {
        screen.viewer = 0;   // computer players only: watch from the first seat
        return screen;
    }
    if (people.size() == 1) {
        screen.viewer = people.first();
        screen.actor = screen.due >= 0 ? screen.due : table.actors.has(people.first()) ? people.first() : -1;
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
    if (!table.privateDecision(screen.due)) {
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

bool ScreenPolicy::updateDeal(const QList<HostSeat> &seats, bool hidesCards, bool over)
{
    m_hidesCards = m_hidesCards || hidesCards;
    int people = 0;
    for (const HostSeat &s : seats)
        people += s.isHuman() || s.person ? 1 : 0;
    m_manyPeople = m_manyPeople || people >= 2;
    const bool secret = !over && m_hidesCards && m_manyPeople;
    const bool changed = secret != m_dealSecret;
    m_dealSecret = secret;
    return changed;
}
