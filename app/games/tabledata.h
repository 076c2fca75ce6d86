// What a game's table adapter gives the app's models: the cards as the viewer sees them, where
// events moved cards, and the seats. Plain values; the models in app/ui hold them.
#pragma once

#include <QString>
#include <QStringList>
#include <QVariantMap>

// One card position as the viewer's state shows it.
struct CardSlot {
    QString face;          // "7H", "JK", "5", or "??" for a back
    QString zone;          // the game's zone name: "hand", "pile", "valley", ...
    int owner = -1;        // seat, -1 for shared zones
    int index = 0;         // position within the pile
    int zoneCount = 0;     // cards in that pile
    int pile = -1;         // which pile of the zone (a valley, a sequence), -1 when the zone has one
    bool stacked = false;  // one row standing for a face-down stack of zoneCount cards (a stock)
    bool playable = false; // leads one of the viewer's legal moves (set by the session)

    bool operator==(const CardSlot &) const = default;
};

// Where cards went (from the game's events), so a card keeps its key across a move even
// when its face was hidden before or after it (an opponent's hand card played to the pile).
struct CardMove {
    QString fromZone;
    int fromOwner = -1;
    int fromIndex = -1;    // -1: any card of that pile
    QString toZone;
    int toOwner = -1;
    int fromPile = -1;
    int toPile = -1;
    // The stage of what an action did that this move belongs to (a closing after the play
    // that caused it, the next closing of a domino): 0 at once, k after k stages, so a table
    // shows a chain of consequences one after another.
    int step = 0;
};

struct SeatRow {
    int seat = 0;
    QString name;
    QString kind;           // "human", "easy", "normal", "hard", "random"
    bool isTurn = false;
    bool isActor = false;
    bool thinking = false;
    int handCount = 0;
    int cardsLeft = 0;      // every card the seat still holds, anywhere
    QString status;         // the game's few words on the plate ("5 in hand", "ready"), translated
    QString detail;         // the game's one-line summary of the seat, translated
    int meter = -1;         // a public count the plate shows as a meter (penalty points), or -1
    int meterMax = 0;
    QString meterText;      // the meter in words ("3 penalty points"), for screen readers, translated
    int place = -1;         // -1 while the seat still plays
    bool isViewer = false;
    bool isLoser = false;

    bool isHuman() const { return kind == QLatin1String("human"); }
    bool operator==(const SeatRow &) const = default;
};
