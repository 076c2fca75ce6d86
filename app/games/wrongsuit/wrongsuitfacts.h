// What Wrong Suit's table reads of the game, typed: the round and how many there are, the
// Wrong Suit once it is turned, per seat its stack as the viewer sees it (its cards, which of
// them lie face up) and the suits shut for it, and whether the viewer has given this round.
#pragma once

#include "core/value.h"

#include <QObject>
#include <QList>
#include <QString>
#include <QStringList>

// One seat as the viewer sees it: its stack's cards ("??" face down and unknown), those of
// them that lie face up, and the suits shut for it (it shows their King).
struct WrongSuitSeat {
    Q_GADGET
    Q_PROPERTY(QStringList cards MEMBER cards)
    Q_PROPERTY(QStringList faceUp MEMBER faceUp)
    Q_PROPERTY(QStringList shut MEMBER shut)

public:
    QStringList cards;
    QStringList faceUp;
    QStringList shut;
    bool operator==(const WrongSuitSeat &) const = default;
};

class WrongSuitFacts : public QObject {
    Q_OBJECT

    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int rounds READ rounds NOTIFY changed)
    // "C", "D", "H" or "S" once the end shows it, else "".
    Q_PROPERTY(QString wrongSuit READ wrongSuit NOTIFY changed)
    // Per seat: its stack as the viewer sees it and the suits shut for it.
    Q_PROPERTY(QList<WrongSuitSeat> seats READ seats NOTIFY changed)
    // Whether the viewer's gift of this round is made.
    Q_PROPERTY(bool given READ given NOTIFY changed)

public:
    using QObject::QObject;

    void update(const felt::Value &state, const felt::Value &info);

    int round() const { return m_round; }
    int rounds() const { return m_rounds; }
    QString wrongSuit() const { return m_wrongSuit; }
    QList<WrongSuitSeat> seats() const { return m_seats; }
    bool given() const { return m_given; }

signals:
    void changed();

private:
    int m_round = 0;
    int m_rounds = 0;
    QString m_wrongSuit;
    QList<WrongSuitSeat> m_seats;
    bool m_given = false;
};
