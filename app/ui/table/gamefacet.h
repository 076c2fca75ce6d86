// The table's facet "which game is on the table": the game, its table and rules page, its
// seats' count, people and deal, the options it is played with, whether it is a learning
// table; a new deal or the same again; names of seats and cards for sentences; the finished
// game for the statistics. It holds the learning table's flag; the rest it reads from the host
// of the table (TableLink), and whether the deal's number may show it asks the screen's one rule
// (ScreenFacet, screenpolicy.h).
#pragma once

#include "countedcalls.h"
#include "finishedgame.h"
#include "optionvalue.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>

class ScreenFacet;
class TableLink;

// One of the game's options as the table plays it: its key, its value, and whether the game
// sets it otherwise than its default (a house rule on, a rule changed: the record of a game
// keeps only those keys).
struct TableOption {
    Q_GADGET
    QML_VALUE_TYPE(tableOption)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(OptionValue value MEMBER value)
    Q_PROPERTY(bool changed MEMBER changed)

public:
    QString key;
    OptionValue value;
    bool changed = false;
    bool operator==(const TableOption &) const = default;
};

class GameFacet : public CountedCalls {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString gameId READ gameId NOTIFY changed)
    // The game's table (a QML file inside the FeltTable module).
    Q_PROPERTY(QString tableQml READ tableQml NOTIFY changed)
    Q_PROPERTY(int players READ players NOTIFY changed)
    // The deal number as people read it ("933213517", never "9.3e+08"); empty where the host
    // does not tell it (a network table before its end) or while it is secret.
    Q_PROPERTY(QString deal READ deal NOTIFY changed)
    // The number is kept from everyone until the game is over: two or more people play a game
    // that hides cards (screenpolicy.h). "Play this deal again" waits for the end.
    Q_PROPERTY(bool dealSecret READ dealSecret NOTIFY changed)
    // Every option of the game, in the order the game lists them, as this table plays it.
    Q_PROPERTY(QList<TableOption> options READ options NOTIFY changed)
    // How many people play, and the lowest seat one of them plays (-1: none).
    Q_PROPERTY(int humans READ humans NOTIFY changed)
    Q_PROPERTY(int firstHuman READ firstHuman NOTIFY changed)
    // What "Review my game"'s ratings mean in this game (one sentence).
    Q_PROPERTY(QString reviewRatingNote READ reviewRatingNote NOTIFY changed)
    // A learning table (a first game): shown on the table; hints come unasked at first.
    Q_PROPERTY(bool learning READ learning NOTIFY changed)

public:
    GameFacet(const TableLink *link, const ScreenFacet *screen, QObject *parent);

    bool active() const;
    QString gameId() const;
    QString tableQml() const;
    int players() const;
    QString deal() const;
    bool dealSecret() const;
    QList<TableOption> options() const;
    int humans() const;
    int firstHuman() const;
    QString reviewRatingNote() const;
    // The learning table (a first game): the hint and why come without being asked for the
    // person's first kLearningHints decisions (AdviceFacet); a computer player's call waits
    // until the person has had the grace time to see what may be called. Off for every new
    // game until set (AppController::playFirstGame).
    static constexpr int kLearningHints = 8;
    bool learning() const { return m_learning; }
    // The finished game for the statistics (every seat's standing and score, how long it
    // took, whether undo or hints were used); meaningful once the game is over.
    FinishedGame finishedGame() const;

    // A new deal with the same seats and rules; the same deal again from its start.
    Q_INVOKABLE void playAgain();
    Q_INVOKABLE void replayDeal();
    Q_INVOKABLE QString seatName(int seat) const;
    // "7♥", "10♠", "Joker": a card for sentences; "7 of hearts": as a screen reader says it.
    Q_INVOKABLE static QString cardName(const QString &text);
    Q_INVOKABLE static QString cardWords(const QString &text);

    // --- the builder's side ---
    // A new game on the table: it is no learning table until made one (told once the new
    // table is in place).
    void showNewGame();
    void setLearning(bool on);

signals:
    void changed();
    // A new deal (or the same deal again) is on the table.
    void seedChanged();
    // The person asked for a deal by its number (playAgain, replayDeal).
    void dealAsked(quint64 seed);
    void learningChanged();
    // Made a learning table or not (setLearning), each time, a change or not: hints come
    // unasked again from the first (AdviceFacet), a computer player's call waits for the person.
    void learningSet(bool on);

private:
    const TableLink *m_link;
    const ScreenFacet *m_screen;
    bool m_learning = false;
};
