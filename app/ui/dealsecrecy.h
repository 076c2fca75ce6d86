// When the deal's number may be shown (docs/network.md, "What never leaves the host"): the
// number is a key to every hand (`felt-cli replay` of the game, the players and the number
// prints them all), so while two or more people play a game that hides cards — at one
// screen, over the network, the hosting person included — nobody is shown it until the game
// is over. Alone against computer players it is shown, as in other card programs.
#pragma once

#include "host.h"

#include <QList>

class DealSecrecy {
public:
    // A new game: whether it hides cards is learnt anew.
    void reset() { m_hidesCards = false; }
    // The table as it stands now: its seats, whether a card is hidden from someone now, and
    // whether the game is over. A game that hid cards once keeps its number secret to the end
    // (the number would tell the hands of the past). Answers whether the number is secret now.
    bool update(const QList<HostSeat> &seats, bool hidesCards, bool over)
    {
        m_hidesCards = m_hidesCards || hidesCards;
        int people = 0;
        for (const HostSeat &s : seats)
            people += s.isHuman() ? 1 : 0;
        m_secret = !over && m_hidesCards && people >= 2;
        return m_secret;
    }
    bool secret() const { return m_secret; }

private:
    bool m_hidesCards = false;
    bool m_secret = false;
};
