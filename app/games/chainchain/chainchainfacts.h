// What Chain-Chain's table reads of the game, typed: the link the next play must continue
// ("" when any card may lead), the chain as its cards in order, and the stock's count.
#pragma once

#include "core/value.h"

#include <QObject>
#include <QStringList>

class ChainChainFacts : public QObject {
    Q_OBJECT

    Q_PROPERTY(QString link READ link NOTIFY changed)
    Q_PROPERTY(QStringList chain READ chain NOTIFY changed)
    Q_PROPERTY(int stock READ stock NOTIFY changed)

public:
    using QObject::QObject;

    void update(const felt::Value &state);

    QString link() const { return m_link; }
    QStringList chain() const { return m_chain; }
    int stock() const { return m_stock; }

signals:
    void changed();

private:
    QString m_link;
    QStringList m_chain;
    int m_stock = 0;
};
