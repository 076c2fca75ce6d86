// What differs between the games' tables, for the game session: which cards lie where (from
// the engine's state as the viewer sees it), what the seats show, the log's sentences for
// the engine's events, where events moved cards (so a card keeps its key on the way), and
// the outcome in words. One adapter per game; forGame() is the explicit list.
//
// Everything here reads the engine's `state(viewer)` and public events only: an adapter
// cannot show what the viewer may not see.
#pragma once

#include "seatsmodel.h"
#include "tablecardsmodel.h"

#include "core/event.h"
#include "core/value.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class TableAdapter {
    Q_DECLARE_TR_FUNCTIONS(TableAdapter)

public:
    using NameOf = std::function<QString(int seat)>;

    virtual ~TableAdapter() = default;

    // The adapter of a game id; null for a game that has no table yet.
    static std::unique_ptr<TableAdapter> forGame(const QString &gameId);
    // Whether the app has a table for this game.
    static bool hasTable(const QString &gameId);

    // Every card the viewer can see, face or back; `legal` marks the viewer's playable cards.
    virtual QList<CardSlot> cardSlots(const felt::Value &state, int viewer, const QStringList &legal) const = 0;
    // The game's public facts about one seat (counts, open cards, a one-line summary).
    virtual void fillSeat(SeatRow &row, const felt::Value &state) const = 0;
    // The seats' places so far or at the end (-1 while a seat is still playing).
    virtual QList<int> places(const felt::Value &state, const felt::Value &result, int players) const = 0;
    // The log's sentence for one event, or empty.
    virtual QString eventText(const felt::Event &event, const NameOf &name) const = 0;
    // Where the events of `action` moved cards.
    virtual QList<CardMove> moves(const felt::EventList &events, const QString &action) const = 0;
    // The outcome in one sentence.
    virtual QString resultText(const felt::Value &result, const NameOf &name) const = 0;
    // The state with every hand turned face down (nobody in particular looks).
    virtual felt::Value maskedState(felt::Value state) const = 0;
    // An action text in words for the person at the screen ("Play 7♥ 7♠").
    virtual QString describeAction(const QString &action) const = 0;
    // Whether several people at one screen need the privacy screen between them (not when
    // every card is open to all).
    virtual bool needsPrivacy() const { return true; }
    // The engine's public table facts (AnyGame::tableInfo), given before anything else is
    // asked and after every change.
    virtual void setTableInfo(const felt::Value &) { }
    // The seat an event is about (the log colours the viewer's own lines): the event's seat,
    // unless the game numbers something else there (the Mountain's positions).
    virtual int eventSeat(const felt::Event &event) const { return event.seat; }

    // "7♥", "10♠", "Joker", "5": a card for sentences.
    static QString cardName(const QString &text);
    static QString cardName(felt::Card card);
    static QString cardNames(const felt::Event &event);

    // Helpers for reading the engine's state objects.
    static const felt::Value *member(const felt::Value &v, const char *key);
    static int intMember(const felt::Value &v, const char *key, int fallback);
    static QStringList strings(const felt::Value &array);
    // state[key][seat] as a list of card texts, or empty.
    static QStringList seatList(const felt::Value &state, const char *key, int seat);
    // Every list of state[key] turned into "??".
    static void maskLists(felt::Value &state, const char *key);
};
