// What the screen may show: the one place that decides it (../shared/design.md: "What the
// screen may show ... is decided by one object that every path asks"). It answers three
// questions, for a table with any number of people at one screen:
//
// - Whether the privacy screen is due. With two or more people at the screen a hand shows
//   only to its owner, and only once that owner has taken the device (the privacy screen's
//   button) since the last hand-over or since the table last left the screen: the home page,
//   the rules, statistics, settings, a new game's page, a lesson or a watched game are where a
//   screen is handed over, so every way back to the table comes back behind the privacy
//   screen (tableLeft()).
// - Whose cards may be drawn face up: the viewer of decide()'s Screen. One person alone at the
//   screen sees their own view (with nobody, seat 0's for computer-only games); several see
//   a hand only while its owner holds the device and is the one the game waits for, else the
//   public view (computer players acting, an answer about public facts, the game over). A
//   review of a finished game shows the reviewed person's table.
// - Whether the deal's number may show (docs/network.md, "What never leaves the host"): the
//   number is a key to every hand (`felt-cli replay` of the game, the players and the number
//   prints them all), so once two or more people have sat at a game that hides cards — at one
//   screen, over the network, the hosting person included — nobody is shown it until the game
//   is over, whatever happens to the seats afterwards (a seat handed to a computer player and
//   taken back, a person who left). Alone against computer players it is shown.
//
// The paths that put a table on the screen ask it: a table opened, resumed, dealt again, a
// lesson, a network table joined or rejoined (newTable()); every change the host publishes,
// a seat handed over or taken back among them (decide(), updateDeal()); the privacy screen's
// button (handOver()); a page in front of the table and back (tableLeft()); a look back and a
// game's review (decide()'s `reviewSeat`). ScreenFacet is its face for QML; nothing else
// keeps a copy of the rule.
#pragma once

#include "host.h"

#include "core/seats.h"

#include <QList>

#include <functional>

struct Screen {
    int viewer = -1;      // whose view the table shows; -1: the public view
    int actor = -1;       // the person who acts at the screen now; -1: none
    bool privacy = false; // the privacy screen is up, waiting for `due`
    int due = -1;         // the person the game waits for, or -1
};

class ScreenPolicy {
public:
    // What decide() needs to know of the table now.
    struct Table {
        int players = 0;
        felt::SeatSet actors;     // who may act now
        felt::SeatSet mustAct;    // those of them the game waits for (the others merely may)
        std::function<bool(int)> here;             // a person who plays at this screen
        std::function<bool(int)> privateDecision;  // seat s needs its own cards to decide now
        int reviewSeat = -1;      // a finished game's review shows this person's table
    };

    // A game new to the table (opened, resumed, a new deal, a lesson, a network table joined
    // or rejoined): nobody has the device, and whether the game hides cards and how many
    // people sat at it are learnt anew.
    void newTable();
    // The table left the screen for a page in front of it: nobody has the device any more, so
    // with two or more people at the screen the way back is behind the privacy screen.
    void tableLeft() { m_holder = -1; }
    // The person due took the device (the privacy screen's button).
    void handOver(int seat) { m_holder = seat; }
    int holder() const { return m_holder; }

    // The screen for the table now: who may see what, and whether the privacy screen is up.
    Screen decide(const Table &table);

    // The table as it stands now, for the deal's number: its seats, whether a card is hidden
    // from someone now, and whether the game is over. Answers whether that changed whether the
    // number is secret.
    bool updateDeal(const QList<HostSeat> &seats, bool hidesCards, bool over);
    bool dealSecret() const { return m_dealSecret; }

private:
    int m_holder = -1;           // the person who has the device
    bool m_hidesCards = false;   // the game hid a card from someone at some time
    bool m_manyPeople = false;   // two or more people sat at the game at some time
    bool m_dealSecret = false;
};
