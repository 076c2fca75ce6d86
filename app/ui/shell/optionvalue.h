// A game option's value as the pages and the table read it, typed: a switch's (type "bool":
// on), a number's ("number": number) or a choice's (a number or a word: "text": text).
#pragma once

#include "core/value.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

struct OptionValue {
    Q_GADGET
    QML_VALUE_TYPE(optionValue)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(bool on MEMBER on)
    Q_PROPERTY(int number MEMBER number)
    Q_PROPERTY(QString text MEMBER text)

public:
    QString type;
    bool on = false;
    int number = 0;
    QString text;
    bool operator==(const OptionValue &) const = default;

    // An option's value from the engine's (an option's values are bools, integers or words).
    static OptionValue of(const felt::Value &v)
    {
        if (v.isBool())
            return { QStringLiteral("bool"), v.toBool(), 0, {} };
        if (v.isNumber())
            return { QStringLiteral("number"), false, static_cast<int>(v.toInt()), {} };
        return { QStringLiteral("text"), false, 0, QString::fromStdString(v.toString()) };
    }
};
