// What Bring Down the Mountain's table reads of the game, typed: the position on turn, which
// seat plays each position, which ridges and valleys that position reaches, how many cards
// each valley and each ridge holds, and how many runs are complete.
#pragma once

#include "core/value.h"

#include <QObject>
#include <QVariantList>

class MountainFacts : public QObject {
    Q_OBJECT

    Q_PROPERTY(int position READ position NOTIFY changed)
    // Per position (0-3), the seat that plays it.
    Q_PROPERTY(QVariantList positionSeats READ positionSeats NOTIFY changed)
    Q_PROPERTY(QVariantList reachRidges READ reachRidges NOTIFY changed)
    Q_PROPERTY(QVariantList reachValleys READ reachValleys NOTIFY changed)
    Q_PROPERTY(QVariantList valleyCounts READ valleyCounts NOTIFY changed)
    Q_PROPERTY(QVariantList ridgeCounts READ ridgeCounts NOTIFY changed)
    Q_PROPERTY(int completed READ completed NOTIFY changed)

public:
    using QObject::QObject;

    void update(const felt::Value &state, const felt::Value &info);

    int position() const { return m_position; }
    QVariantList positionSeats() const { return m_positionSeats; }
    QVariantList reachRidges() const { return m_reachRidges; }
    QVariantList reachValleys() const { return m_reachValleys; }
    QVariantList valleyCounts() const { return m_valleyCounts; }
    QVariantList ridgeCounts() const { return m_ridgeCounts; }
    int completed() const { return m_completed; }
    // The position the seat plays (the first where it plays several), or -1.
    Q_INVOKABLE int positionOf(int seat) const { return static_cast<int>(m_positionSeats.indexOf(seat)); }

signals:
    void changed();

private:
    int m_position = 0;
    QVariantList m_positionSeats;
    QVariantList m_reachRidges;
    QVariantList m_reachValleys;
    QVariantList m_valleyCounts;
    QVariantList m_ridgeCounts;
    int m_completed = 0;
};
