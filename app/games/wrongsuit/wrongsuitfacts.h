// What Wrong Suit's table reads of the game, typed: the round and how many there are, the
// Wrong Suit once it is turned, each stack as the viewer sees it (its cards, which of them
// lie face up), whether the viewer has given this round, and per seat the suits shut for it.
#pragma once

#include "core/value.h"

#include <QObject>
#include <QString>
#include <QVariantList>

class WrongSuitFacts : public QObject {
    Q_OBJECT

    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int rounds READ rounds NOTIFY changed)
    // "C", "D", "H" or "S" once the end shows it, else "".
    Q_PROPERTY(QString wrongSuit READ wrongSuit NOTIFY changed)
    // Per seat: its stack's cards as the viewer sees them ("??" face down and unknown), and
    // those of them that lie face up.
    Q_PROPERTY(QVariantList stacks READ stacks NOTIFY changed)
    Q_PROPERTY(QVariantList faceUp READ faceUp NOTIFY changed)
    // Whether the viewer's gift of this round is made.
    Q_PROPERTY(bool given READ given NOTIFY changed)
    // Per seat, the suits shut for it (it shows their King).
    Q_PROPERTY(QVariantList shut READ shut NOTIFY changed)

public:
    using QObject::QObject;

    void update(const felt::Value &state, const felt::Value &info);

    int round() const { return m_round; }
    int rounds() const { return m_rounds; }
    QString wrongSuit() const { return m_wrongSuit; }
    QVariantList stacks() const { return m_stacks; }
    QVariantList faceUp() const { return m_faceUp; }
    bool given() const { return m_given; }
    QVariantList shut() const { return m_shut; }

signals:
    void changed();

private:
    int m_round = 0;
    int m_rounds = 0;
    QString m_wrongSuit;
    QVariantList m_stacks;
    QVariantList m_faceUp;
    bool m_given = false;
    QVariantList m_shut;
};
