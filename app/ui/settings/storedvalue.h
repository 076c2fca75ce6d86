// A setting read back from the settings file (QSettings): a value that cannot be read as one
// of its kind falls back to its default.
#pragma once

#include <QSettings>
#include <QString>
#include <QStringList>

namespace storedvalue {

// A stored value, or `fallback` when it is missing or cannot be read as one of `allowed`.
inline QString oneOf(const QSettings &s, const QString &key, const QStringList &allowed, const QString &fallback)
{
    const QString v = s.value(key, fallback).toString();
    return allowed.contains(v) ? v : fallback;
}

inline bool flag(const QSettings &s, const QString &key, bool fallback)
{
    const QVariant v = s.value(key);
    if (!v.isValid())
        return fallback;
    const QString text = v.toString().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return fallback;
}

} // namespace storedvalue
