// What Shithead's table reads of the game, typed: how many cards lie on the pile, in the stock
// and among the burned, the rank to beat (the pile's effective top, under transparent eights)
// and whether a seven asks for seven or lower.
#pragma once

#include "core/value.h"

#include <QObject>
#include <QString>

class ShitheadFacts : public QObject {
    Q_OBJECT

    Q_PROPERTY(int pileCount READ pileCount NOTIFY changed)
    Q_PROPERTY(int stock READ stock NOTIFY changed)
    Q_PROPERTY(int burned READ burned NOTIFY changed)
    // The rank to beat ("7", "K"), or "" when anything goes.
    Q_PROPERTY(QString toBeat READ toBeat NOTIFY changed)
    Q_PROPERTY(bool sevenLower READ sevenLower NOTIFY changed)

public:
    using QObject::QObject;

    void update(const felt::Value &state, const felt::Value &info);

    int pileCount() const { return m_pileCount; }
    int stock() const { return m_stock; }
    int burned() const { return m_burned; }
    QString toBeat() const { return m_toBeat; }
    bool sevenLower() const { return m_sevenLower; }

signals:
    void changed();

private:
    int m_pileCount = 0;
    int m_stock = 0;
    int m_burned = 0;
    QString m_toBeat;
    bool m_sevenLower = false;
};
