#include "json.h"

#include <QCborValue>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <charconv>
#include <cmath>
#include <type_traits>
#include <cstring>
#include <algorithm>
#include <cstdint>

namespace felt {

Value valueFromJson(const QJsonValue &json)
{
    switch (json.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return Value();
    case QJsonValue::Bool:
        return Value(json.toBool());
    case QJsonValue::Double: {
        const QCborValue cbor = QCborValue::fromJsonValue(json);
        if (cbor.isInteger())
            return Value(static_cast<std::int64_t>(cbor.toInteger()));
        return Value(json.toDouble());
    }
    case QJsonValue::String:
        return Value(json.toString().toStdString());
    case QJsonValue::Array: {
        Value array = Value::array();
        const QJsonArray items = json.toArray();
        for (const QJsonValue &item : items)
            array.push(valueFromJson(item));
        return array;
    }
    case QJsonValue::Object: {
        Value object = Value::object();
        const QJsonObject members = json.toObject();
        for (auto it = members.begin(); it != members.end(); ++it)
            object.set(it.key().toStdString(), valueFromJson(it.value()));
        return object;
    }
    }
    return Value();
}

QJsonValue jsonFromValue(const Value &value)
{
    switch (value.type()) {
    case Value::Type::Null:
        return QJsonValue(QJsonValue::Null);
    case Value::Type::Bool:
        return QJsonValue(value.toBool());
    case Value::Type::Int:
        return QJsonValue(static_cast<qint64>(value.toInt()));
    case Value::Type::Double:
        return QJsonValue(value.toDouble());
    case Value::Type::String:
        return QJsonValue(QString::fromStdString(value.toString()));
    case Value::Type::Array: {
        QJsonArray array;
        for (const Value &item : value.items())
            array.append(jsonFromValue(item));
        return array;
    }
    case Value::Type::Object: {
        QJsonObject object;
        for (const auto &[key, member] : value.members())
            object.insert(QString::fromStdString(key), jsonFromValue(member));
        return object;
    }
    }
    return QJsonValue(QJsonValue::Null);
}

bool jsonInteger(const QJsonValue &json, qint64 *out)
{
    if (!json.isDouble())
        return false;
    const QCborValue cbor = QCborValue::fromJsonValue(json);
    if (cbor.isInteger()) {
        *out = cbor.toInteger();
        return true;
    }
    const double d = json.toDouble();
    // Whole doubles within the range where every integer is exact.
    if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= 9007199254740992.0) {
        *out = static_cast<qint64>(d);
        return true;
    }
    return false;
}

namespace {

// The writers below take a QByteArray or a std::string (whose small appends are cheaper: the
// host's messages are written into one).
template<class Out>
void writeString(Out &out, std::string_view s)
{
    static const char hex[] = "0123456789abcdef";
    if constexpr (std::is_same_v<Out, std::string>) {
        // Most strings need no escape (card codes, keys, names): in one piece.
        const bool plain = std::all_of(s.begin(), s.end(), [](char ch) {
            const auto c = static_cast<unsigned char>(ch);
            return c >= 0x20 && c != '"' && c != '\\' && c != 0x7F;
        });
        if (plain) {
            const std::size_t at = out.size();
            out.resize(at + s.size() + 2);
            char *p = out.data() + at;
            *p = '"';
            std::memcpy(p + 1, s.data(), s.size());
            p[s.size() + 1] = '"';
            return;
        }
    }
    out += '"';
    // Runs of characters that need no escape go in at once.
    std::size_t run = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\' && c != 0x7F)
            continue;
        out.append(s.data() + run, i - run);
        run = i + 1;
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 0xF];
        }
    }
    out.append(s.data() + run, s.size() - run);
    out += '"';
}

template<class Out>
void writeInt(Out &out, std::int64_t i)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, i).ptr;
    out.append(digits, static_cast<std::size_t>(end - digits));
}

template<class Out>
void writeScalar(Out &out, const Value &v)
{
    switch (v.type()) {
    case Value::Type::Null: out += "null"; break;
    case Value::Type::Bool: out += v.toBool() ? "true" : "false"; break;
    case Value::Type::Int: writeInt(out, v.toInt()); break;
    case Value::Type::Double: {
        const double d = v.toDouble();
        if (!std::isfinite(d)) {
            out += "null";
        } else {
            const QByteArray text = QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
            out.append(text.constData(), static_cast<std::size_t>(text.size()));
        }
        break;
    }
    case Value::Type::String: writeString(out, v.toString()); break;
    default: break;
    }
}

bool isContainer(const Value &v) { return v.isArray() || v.isObject(); }

template<class Out>
void writeCompact(Out &out, const Value &v)
{
    if (v.isArray()) {
        out += '[';
        bool first = true;
        for (const Value &item : v.items()) {
            if (!first)
                out += ',';
            first = false;
            writeCompact(out, item);
        }
        out += ']';
    } else if (v.isObject()) {
        out += '{';
        bool first = true;
        for (const auto &[key, member] : v.members()) {
            if (!first)
                out += ',';
            first = false;
            writeString(out, key);
            out += ':';
            writeCompact(out, member);
        }
        out += '}';
    } else {
        writeScalar(out, v);
    }
}

// One line for an array without objects: `["3H", "9C"]`, `[["3H"], ["9C"]]`.
void writeInline(QByteArray &out, const Value &v)
{
    if (v.isArray()) {
        out += '[';
        bool first = true;
        for (const Value &item : v.items()) {
            if (!first)
                out += ", ";
            first = false;
            writeInline(out, item);
        }
        out += ']';
    } else {
        writeScalar(out, v);
    }
}

bool hasObject(const Value &v)
{
    if (v.isObject())
        return true;
    if (v.isArray())
        for (const Value &item : v.items())
            if (hasObject(item))
                return true;
    return false;
}

constexpr int kLineWidth = 100;
constexpr int kIndent = 4;

void writeIndented(QByteArray &out, const Value &v, int depth)
{
    const QByteArray pad(depth * kIndent, ' ');
    const QByteArray innerPad((depth + 1) * kIndent, ' ');
    if (v.isObject()) {
        if (v.members().empty()) {
            out += "{}";
            return;
        }
        out += "{\n";
        bool first = true;
        for (const auto &[key, member] : v.members()) {
            if (!first)
                out += ",\n";
            first = false;
            out += innerPad;
            writeString(out, key);
            out += ": ";
            writeIndented(out, member, depth + 1);
        }
        out += '\n';
        out += pad;
        out += '}';
        return;
    }
    if (v.isArray()) {
        if (v.items().empty()) {
            out += "[]";
            return;
        }
        if (!hasObject(v)) {
            QByteArray line;
            writeInline(line, v);
            if (line.size() + depth * kIndent <= kLineWidth) {
                out += line;
                return;
            }
        }
        // Short scalars (cards) fill lines; anything else gets a line of its own.
        bool shortScalars = true;
        for (const Value &item : v.items()) {
            if (isContainer(item) || (item.isString() && item.toString().size() > 8)) {
                shortScalars = false;
                break;
            }
        }
        out += "[\n";
        if (shortScalars) {
            QByteArray line = innerPad;
            bool lineEmpty = true;
            for (std::size_t i = 0; i < v.items().size(); ++i) {
                QByteArray item;
                writeScalar(item, v.items()[i]);
                if (i + 1 < v.items().size())
                    item += ',';
                if (!lineEmpty && line.size() + 1 + item.size() > kLineWidth) {
                    out += line;
                    out += '\n';
                    line = innerPad;
                    lineEmpty = true;
                }
                if (!lineEmpty)
                    line += ' ';
                line += item;
                lineEmpty = false;
            }
            out += line;
            out += '\n';
        } else {
            bool first = true;
            for (const Value &item : v.items()) {
                if (!first)
                    out += ",\n";
                first = false;
                out += innerPad;
                writeIndented(out, item, depth + 1);
            }
            out += '\n';
        }
        out += pad;
        out += ']';
        return;
    }
    writeScalar(out, v);
}

} // namespace

void appendJson(QByteArray &out, const Value &value)
{
    writeCompact(out, value);
}

void appendJsonString(QByteArray &out, std::string_view text)
{
    writeString(out, text);
}

void appendJson(std::string &out, const Value &value)
{
    writeCompact(out, value);
}

void appendJsonString(std::string &out, std::string_view text)
{
    writeString(out, text);
}

QByteArray writeJson(const Value &value, JsonStyle style)
{
    QByteArray out;
    if (style == JsonStyle::Compact) {
        writeCompact(out, value);
    } else {
        writeIndented(out, value, 0);
        out += '\n';
    }
    return out;
}

} // namespace felt
