// What Bring Down the Mountain's table reads of the game, typed: the position on turn, which
// seat plays each position, which ridges and valleys that position reaches, how many cards
// each valley and each ridge holds, and how many runs are complete.
#pragma once

#include "core/value.h"

#include <QObject>
#include <QList>

class MountainFacts : public QObject {
    Q_OBJECT

    Q_PROPERTY(int position READ position NOTIFY changed)
    // Per position (0-3), the seat that plays it.
    Q_PROPERTY(QList<int> positionSeats READ positionSeats NOTIFY changed)
    Q_PROPERTY(QList<int> reachRidges READ reachRidges NOTIFY changed)
    Q_PROPERTY(QList<int> reachValleys READ reachValleys NOTIFY changed)
    Q_PROPERTY(QList<int> valleyCounts READ valleyCounts NOTIFY changed)
    Q_PROPERTY(QList<int> ridgeCounts READ ridgeCounts NOTIFY changed)
    Q_PROPERTY(int completed READ completed NOTIFY changed)

public:
    using QObject::QObject;

    void update(const felt::Value &state, const felt::Value &info);

    int position() const { return m_position; }
    QList<int> positionSeats() const { return m_positionSeats; }
    QList<int> reachRidges() const { return m_reachRidges; }
    QList<int> reachValleys() const { return m_reachValleys; }
    QList<int> valleyCounts() const { return m_valleyCounts; }
    QList<int> ridgeCounts() const { return m_ridgeCounts; }
    int completed() const { return m_completed; }
    // The position the seat plays (the first where it plays several), or -1.
    Q_INVOKABLE int positionOf(int seat) const { return static_cast<int>(m_positionSeats.indexOf(seat)); }

signals:
    void changed();

private:
    int m_position = 0;
    QList<int> m_positionSeats;
    QList<int> m_reachRidges;
    QList<int> m_reachValleys;
    QList<int> m_valleyCounts;
    QList<int> m_ridgeCounts;
    int m_completed = 0;
};
