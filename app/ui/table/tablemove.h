// A legal move (or a refusal) as QML reads it: the engine's typed move (core/move.h) with its
// words, and the places it takes cards from and to. QML never builds or splits an action
// text: it finds the move (PlayFacet) and sends its `action` back.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// A place on the table: a zone, its owner, a pile and a position in it, a card it names
// ("" and -1 where the move does not say). Where a card is and where it goes, both ways: a
// move's places, and the places QML gives PlayFacet (a script object {zone, owner, ...} is
// read into one: movematch::placeFromScript).
struct TablePlace {
    Q_GADGET
    QML_VALUE_TYPE(tablePlace)
    Q_PROPERTY(QString zone MEMBER zone)
    Q_PROPERTY(int owner MEMBER owner)
    Q_PROPERTY(int pile MEMBER pile)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString card MEMBER card)

public:
    QString zone;
    int owner = -1;
    int pile = -1;
    int index = -1;
    QString card;

    // A place that names nothing: anywhere.
    bool anywhere() const { return zone.isEmpty() && owner < 0 && pile < 0 && index < 0 && card.isEmpty(); }
    bool operator==(const TablePlace &) const = default;
};

// The phase of the game as the table shows it: a round before play (Shithead's swapping of
// cards), play, or over. The game's state names it ("setup", "play", "over"); a game that
// names none is in play until it is over.
namespace TablePhase {
Q_NAMESPACE
QML_ELEMENT
enum class Phase { Setup, Play, Over };
Q_ENUM_NS(Phase)
} // namespace TablePhase

struct TableMove {
    Q_GADGET
    QML_VALUE_TYPE(tableMove)
    // A legal move (false: a refusal, `why` says why; or no move at all, `action` empty).
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(QString why MEMBER why)
    // The engine's action text, sent back to act.
    Q_PROPERTY(QString action MEMBER action)
    // Its kind ("play", "pickup"), the cards it takes (faces), and from where to where.
    Q_PROPERTY(QString verb MEMBER verb)
    Q_PROPERTY(QStringList cards MEMBER cards)
    Q_PROPERTY(TablePlace from MEMBER from)
    Q_PROPERTY(TablePlace to MEMBER to)
    // In words, its button and key, and what tells it apart from moves with the same cards
    // and places (a Queen's suit).
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString button MEMBER button)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QString choice MEMBER choice)
    // A hint's move: why it is wise, where a person would wonder.
    Q_PROPERTY(QString reason MEMBER reason)

public:
    bool legal = false;
    QString why;
    QString action;
    QString verb;
    QStringList cards;
    TablePlace from;
    TablePlace to;
    QString text;
    QString button;
    QString key;
    QString choice;
    QString reason;

    bool isEmpty() const { return action.isEmpty(); }
    bool operator==(const TableMove &) const = default;
};

// A line about what an action (or a step of a look back) did, as the viewer may read it, and
// the seat it is about (-1: nobody in particular). For the table's captions (PlayFacet::told).
struct TableLine {
    Q_GADGET
    QML_VALUE_TYPE(tableLine)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(int seat MEMBER seat)

public:
    QString text;
    int seat = -1;

    bool operator==(const TableLine &) const = default;
};
