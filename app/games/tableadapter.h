// What differs between the games' tables, for the game session: which cards lie where (from
// the engine's state as the viewer sees it), what the seats show, the log's sentences for the
// engine's events, where events moved cards (so a card keeps its key on the way), the words
// for a move, and the outcome. One adapter per game, in its folder app/games/<game>/.
//
// Everything here reads the engine's `state(viewer)`, the events the viewer may see and the
// typed legal moves: an adapter cannot show what the viewer may not see, and never builds or
// splits an action text.
#pragma once

#include "seatmoment.h"
#include "tabledata.h"

#include "core/event.h"
#include "core/move.h"
#include "core/value.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <functional>
#include <string>
#include <string_view>

namespace felt {
struct Record;
}

// A call a person could have made and did not ("Review my game"): before the record's action
// `index` the call `action` (`text`: in words) was still there to make.
struct MissedCall {
    int index = 0;
    QString action;
    QString text;
};

class TableAdapter {
    Q_DECLARE_TR_FUNCTIONS(TableAdapter)

public:
    using NameOf = std::function<QString(int seat)>;

    virtual ~TableAdapter() = default;

    // Every card the viewer can see, face or back (`playable` is left to the session).
    virtual QList<CardSlot> cardSlots(const felt::Value &state, int viewer) const = 0;
    // The game's public facts about one seat (counts, open cards, a one-line summary).
    virtual void fillSeat(SeatRow &row, const felt::Value &state) const = 0;
    // The seats' places so far or at the end (-1 while a seat is still playing).
    virtual QList<int> places(const felt::Value &state, const felt::Value &result, int players) const = 0;
    // The log's sentence for one event, or empty.
    virtual QString eventText(const felt::Event &event, const NameOf &name) const = 0;
    // Where the events moved cards.
    virtual QList<CardMove> moves(const felt::EventList &events) const = 0;
    // The outcome in one sentence.
    virtual QString resultText(const felt::Value &result, const NameOf &name) const = 0;
    // A move in words for the person at the screen ("play 7♥ 7♠").
    virtual QString describeMove(const felt::Move &move) const = 0;
    // Why a hint is wise where a person would wonder, in words, from the engine's codes
    // (the engine's adviceReasons); empty where there is nothing to say.
    virtual QString adviceReason(const felt::Value &) const { return {}; }
    // What tells apart moves with the same cards and places (a Wrong Suit Queen's named suit:
    // "H"), so a table can ask the person and pick the move; empty where nothing does.
    virtual QString moveChoice(const felt::Move &) const { return {}; }
    // The words on the button for a kind of move the table offers as a button ("pickup":
    // "Pick up"), and its key (a letter); empty for moves made with cards.
    virtual QString verbButton(std::string_view) const { return {}; }
    virtual QString verbKey(std::string_view) const { return {}; }
    // The engine's public table facts (its tableInfo), given before anything else is
    // asked and after every change.
    virtual void setTableInfo(const felt::Value &) { }
    // The engine's result as the viewer's snapshot tells it (null while the game runs), given
    // with the public table facts after every change: for a game whose typed facts give its
    // own account of the end (Wrong Suit's scores).
    virtual void setResult(const felt::Value &) { }
    // The game's own facts for its table, typed (a QObject of the game's folder with
    // properties; QML reads them instead of the state object), owned by the adapter; null for a
    // game with none. updateFacts() brings them up to date from the state the viewer sees and
    // the public table facts, after everything else of a change is in place.
    virtual QObject *facts() { return nullptr; }
    virtual void updateFacts(const felt::Value &state, const felt::Value &info, int viewer)
    {
        Q_UNUSED(state)
        Q_UNUSED(info)
        Q_UNUSED(viewer)
    }
    // The game's other name, where it has one and the person prefers it (Palace).
    virtual void setAlternateName(bool) { }
    // The values of the game's own settings (GameUi::settings), by key.
    virtual void setSettings(const QVariantMap &) { }
    // A move the table makes for the person at the screen, from their legal moves: what is
    // left when nothing else is (a turn that can only end), or what their settings ask for
    // (drawing up to the hand limit). Its action text, or empty. Each such move is the
    // person's own action in the record.
    virtual std::string automaticMove(const felt::MoveList &) const { return {}; }
    // An answer the table gives for the person at the screen when it is their only one: a
    // question asked of everyone (so that being asked tells nothing) that they cannot answer
    // but by passing. The table gives it after the pause a computer player takes, and tells
    // only that person. Its action text, or empty (the person answers; or the game's setting
    // says to ask).
    virtual std::string forcedAnswer(const felt::MoveList &) const { return {}; }
    // The log's line for that person when the table answered for them.
    virtual QString forcedAnswerText(const felt::Move &) const { return {}; }
    // The seat an event is about (the log colours the viewer's own lines): the event's seat,
    // unless the game numbers something else there (the Mountain's positions).
    virtual int eventSeat(const felt::Event &event) const { return event.seat; }
    // Whether the table may mark the cards that lead this move as playable: no for a call that
    // a person has to notice alone (Shaftmount's taps with calls "manual"), or the table's
    // glow would notice it for them.
    virtual bool pointsOut(const felt::Move &) const { return true; }
    // The calls `seat` missed in `record` (a game where anyone may call out what they notice),
    // in the record's order, from the game as the seat saw it at every moment (`moments`: the
    // host's Replays::moments); none where the game has no such calls.
    virtual QList<MissedCall> missedCalls(const felt::Record &, const SeatMoments &, int) const { return {}; }

    // The seats' names, for moves in words that name a seat ("give 7♥ to Bert"); the session
    // sets them once the game has its seats.
    void setNames(NameOf name) { m_name = std::move(name); }

    // "7♥", "10♠", "Joker", "5": a card for sentences.
    static QString cardName(const QString &text);
    // "7 of hearts", "queen of spades": a card as a screen reader should say it.
    static QString cardWords(const QString &text);
    static QString cardName(felt::Card card);
    static QString cardNames(const felt::Event &event);
    static QString cardNames(const felt::Move &move);
    // "2", "10", "jack", "ace", "joker": a rank (0: the joker) as a sentence names it.
    static QString rankWords(int rank);
    // A hint's reason code (core/why.h: {"code": ...}), or empty.
    static QString whyCode(const felt::Value &reasons);

    // Helpers for reading the engine's state objects.
    static const felt::Value *member(const felt::Value &v, const char *key);
    static int intMember(const felt::Value &v, const char *key, int fallback);
    static QStringList strings(const felt::Value &array);
    // Places from a ranking of groups of seats, best first ([[2], [0, 3], [1]]): competition
    // places, a shared place counting for everyone in it (0, 1, 1, 3); -1 for a seat not in it.
    static QList<int> placesFromRanking(const felt::Value *ranking, int players);
    // Places from a list of seats, best first ([2, 0, 3]); -1 for a seat not (yet) in it.
    static QList<int> placesInOrder(const felt::Value *order, int players);
    // state[key][seat] as a list of card texts, or empty.
    static QStringList seatList(const felt::Value &state, const char *key, int seat);

protected:
    // A seat's name (setNames), or "seat N" before the seats are known.
    QString seatName(int seat) const;

private:
    NameOf m_name;
};
