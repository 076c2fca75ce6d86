// A seat as the new-game page fills it in: a name and a kind ("human", "network", "easy",
// "normal", "hard").
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

struct SeatChoice {
    Q_GADGET
    QML_VALUE_TYPE(seatChoice)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString kind MEMBER kind)

public:
    QString name;
    QString kind;
    bool operator==(const SeatChoice &) const = default;
};
