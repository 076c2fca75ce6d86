// What Wrong Suit's table reads of the game, typed: the round and how many there are, the
// Wrong Suit once it is turned, per seat its stack as the viewer sees it (its cards, which of
// them lie face up) and the suits shut for it, whether the viewer has given this round, and
// at the end every seat's score line by line (the result page's score sheet).
#pragma once

#include "core/value.h"

#include <QObject>
#include <QList>
#include <QString>
#include <QStringList>

// One seat as the viewer sees it: its stack's cards ("??" face down and unknown), those of
// them that lie face up, the suits shut for it (it shows their King), and, where the viewer
// knows every card of the stack, what it scores under each suit (C D H S, by the engine's
// count: its owner's running totals, everyone's at the end; empty where a card is unknown).
struct WrongSuitSeat {
    Q_GADGET
    Q_PROPERTY(QStringList cards MEMBER cards)
    Q_PROPERTY(QStringList faceUp MEMBER faceUp)
    Q_PROPERTY(QStringList shut MEMBER shut)
    Q_PROPERTY(QList<int> totals MEMBER totals)

public:
    QStringList cards;
    QStringList faceUp;
    QStringList shut;
    QList<int> totals;
    bool operator==(const WrongSuitSeat &) const = default;
};

// One seat's score at the end, by the engine's count: the lines of the breakdown for the
// Wrong Suit turned (its cards but the Jacks, the Jacks, four of a kind, big suits, many
// cards), how many cards its stack holds, the score and the place (from 0, shared places
// alike), and what the stack would have scored under each suit (C D H S; empty where the
// viewer does not know every card of it).
struct WrongSuitScore {
    Q_GADGET
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int wrongSuit MEMBER wrongSuit)
    Q_PROPERTY(int jacks MEMBER jacks)
    Q_PROPERTY(int quartets MEMBER quartets)
    Q_PROPERTY(int bigSuits MEMBER bigSuits)
    Q_PROPERTY(int cards MEMBER cards)
    Q_PROPERTY(int count MEMBER count)
    Q_PROPERTY(int score MEMBER score)
    Q_PROPERTY(int place MEMBER place)
    Q_PROPERTY(QList<int> totals MEMBER totals)

public:
    int seat = 0;
    int wrongSuit = 0;
    int jacks = 0;
    int quartets = 0;
    int bigSuits = 0;
    int cards = 0;
    int count = 0;
    int score = 0;
    int place = -1;
    QList<int> totals;
    bool operator==(const WrongSuitScore &) const = default;
};

class WrongSuitFacts : public QObject {
    Q_OBJECT

    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int rounds READ rounds NOTIFY changed)
    // "C", "D", "H" or "S" once the end shows it, else "".
    Q_PROPERTY(QString wrongSuit READ wrongSuit NOTIFY changed)
    // Per seat: its stack as the viewer sees it and the suits shut for it.
    Q_PROPERTY(QList<WrongSuitSeat> seats READ seats NOTIFY changed)
    // Whether the viewer's gift of this round is made, and to whom (a seat; -1 before).
    Q_PROPERTY(bool given READ given NOTIFY changed)
    Q_PROPERTY(int giftTo READ giftTo NOTIFY changed)
    // At the end: per seat (in seat order) its score by the engine's count; empty before.
    Q_PROPERTY(QList<WrongSuitScore> scores READ scores NOTIFY changed)

public:
    using QObject::QObject;

    // `result`: the engine's result (null while the game runs).
    void update(const felt::Value &state, const felt::Value &info, const felt::Value &result);

    int round() const { return m_round; }
    int rounds() const { return m_rounds; }
    QString wrongSuit() const { return m_wrongSuit; }
    QList<WrongSuitSeat> seats() const { return m_seats; }
    bool given() const { return m_given; }
    int giftTo() const { return m_giftTo; }
    QList<WrongSuitScore> scores() const { return m_scores; }

signals:
    void changed();

private:
    int m_round = 0;
    int m_rounds = 0;
    QString m_wrongSuit;
    QList<WrongSuitSeat> m_seats;
    bool m_given = false;
    int m_giftTo = -1;
    QList<WrongSuitScore> m_scores;
};
