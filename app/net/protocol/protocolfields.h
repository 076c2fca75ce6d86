// The pieces the readers and writers of felt-net/1 share (protocol.h's parts:
// protocol.cpp, protocolclient.cpp, protocolvalues.cpp, protocolhost.cpp): the limits of a
// field, the compact JSON, the checked reading of a JSON object's fields (Fields, for a
// client's hostile frame) and of a felt::Value's members (for a host's frame). Internal to
// felt_net: nothing outside app/net includes it.
#pragma once

#include "protocolerror.h"

#include "json.h"

#include "core/expected.h"
#include "core/value.h"

#include <QJsonObject>
#include <QJsonValue>

#include <string>
#include <string_view>

namespace net::wire {

// Plain text of at most `maxCodePoints`: simplified, no control or format characters (a
// name, a chat line, a client's name); empty when it is not acceptable. In protocol.cpp.
QString cleanText(const QString &text, int maxCodePoints);

inline constexpr qint64 kMaxSeq = qint64 { 1 } << 53;   // exact in a JSON double
inline constexpr int kMaxActionText = 200;
inline constexpr int kMaxShortText = 100;

inline QByteArray compact(const felt::Value &value)
{
    return felt::writeJson(value, felt::JsonStyle::Compact);
}

inline std::string utf8(const QString &s)
{
    return s.toStdString();
}

// --- Reading a JSON object's fields ------------------------------------------------------

class Fields {
public:
    explicit Fields(const QJsonObject &object) : m_object(object) { }

    bool has(const char *key) const
    {
        const auto it = m_object.constFind(QLatin1String(key));
        return it != m_object.constEnd() && !it->isNull() && !it->isUndefined();
    }
    QJsonValue at(const char *key) const { return m_object.value(QLatin1String(key)); }

    // A string of at most `maxLength` UTF-16 units; `optional` allows it to be absent.
    bool string(const char *key, QString *out, int maxLength, bool optional = false)
    {
        const QJsonValue v = at(key);
        if (v.isUndefined() || v.isNull()) {
            if (optional)
                return true;
            return fail(QStringLiteral("\"%1\" is missing").arg(QLatin1String(key)));
        }
        if (!v.isString())
            return fail(QStringLiteral("\"%1\" must be a string").arg(QLatin1String(key)));
        const QString s = v.toString();
        if (s.size() > maxLength)
            return fail(QStringLiteral("\"%1\" is too long").arg(QLatin1String(key)));
        *out = s;
        return true;
    }
    // A whole number in [min, max].
    bool integer(const char *key, qint64 *out, qint64 min, qint64 max, bool optional = false)
    {
        const QJsonValue v = at(key);
        if (v.isUndefined() || v.isNull()) {
            if (optional)
                return true;
            return fail(QStringLiteral("\"%1\" is missing").arg(QLatin1String(key)));
        }
        qint64 n = 0;
        if (!felt::jsonInteger(v, &n))
            return fail(QStringLiteral("\"%1\" must be a whole number").arg(QLatin1String(key)));
        if (n < min || n > max)
            return fail(QStringLiteral("\"%1\" must be from %2 to %3").arg(QLatin1String(key)).arg(min).arg(max));
        *out = n;
        return true;
    }
    bool fail(const QString &message)
    {
        if (m_error.isEmpty())
            m_error = message;
        return false;
    }
    QString error() const { return m_error; }

private:
    QJsonObject m_object;
    QString m_error;
};

inline felt::Unexpected<ReadError> refuse(ErrorCode code, const QString &message)
{
    return felt::unexpected(ReadError { code, message });
}

inline QString normalizedCode(const QString &code)
{
    return code.trimmed().toUpper();
}

inline bool isLevel(const QString &kind)
{
    return kind == QLatin1String("easy") || kind == QLatin1String("normal") || kind == QLatin1String("hard");
}

inline felt::Value object()
{
    return felt::Value::object();
}

inline felt::Value typed(const char *type)
{
    felt::Value v = object();
    v.set("type", type);
    return v;
}

inline felt::Value text(const QString &s)
{
    return felt::Value(utf8(s));
}

inline const felt::Value *member(const felt::Value &v, std::string_view key, felt::Value::Type type)
{
    const felt::Value *m = v.isObject() ? v.find(key) : nullptr;
    return m && m->type() == type ? m : nullptr;
}

inline bool boolMember(const felt::Value &v, std::string_view key, bool fallback)
{
    const felt::Value *m = member(v, key, felt::Value::Type::Bool);
    return m ? m->toBool() : fallback;
}

// An integer member in [min, max]; `fallback` when absent or not one.
inline qint64 intMember(const felt::Value &v, std::string_view key, qint64 min, qint64 max, qint64 fallback)
{
    const felt::Value *m = v.isObject() ? v.find(key) : nullptr;
    if (!m || !m->isNumber())
        return fallback;
    if (m->type() == felt::Value::Type::Double && m->toDouble() != static_cast<double>(m->toInt()))
        return fallback;
    const qint64 n = m->toInt();
    return n < min || n > max ? fallback : n;
}

inline QString stringMember(const felt::Value &v, std::string_view key, int maxLength = 1000)
{
    const felt::Value *m = member(v, key, felt::Value::Type::String);
    if (!m || m->toString().size() > static_cast<std::size_t>(maxLength) * 4)
        return {};
    return QString::fromStdString(m->toString()).left(maxLength);
}

inline bool isSeatKindText(const QString &kind)
{
    return kind == QLatin1String("human") || kind == QLatin1String("random") || isLevel(kind);
}

} // namespace net::wire
