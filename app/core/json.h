// JSON <-> felt::Value. Reading goes through QtCore's parser; writing is done here so that
// object keys keep the order they were set in (QJsonObject sorts them), which keeps records
// and felt-cli output in the order docs/record-format.md and docs/felt-cli.md give.
#pragma once

#include "core/value.h"

#include <QByteArray>
#include <QJsonValue>

#include <string>
#include <string_view>

namespace felt {

// Integers stay integers (Value::Type::Int); other numbers become doubles.
Value valueFromJson(const QJsonValue &json);
// Object keys come out sorted (QJsonObject's order).
QJsonValue jsonFromValue(const Value &value);

// True when the JSON number is a whole number (stored as an integer by Qt's parser, or a
// double with no fraction); `out` receives it.
bool jsonInteger(const QJsonValue &json, qint64 *out);

enum class JsonStyle { Compact, Indented };
// JSON text with object keys in insertion order. Indented output puts short arrays of
// scalars on one line and ends with a newline; compact output has no spaces and no newline.
// Non-finite doubles are written as null.
QByteArray writeJson(const Value &value, JsonStyle style = JsonStyle::Indented);
// The compact JSON of `value` (as writeJson), or `text` as a JSON string, appended to `out`:
// for messages written piece by piece.
void appendJson(QByteArray &out, const Value &value);
void appendJsonString(QByteArray &out, std::string_view text);
void appendJson(std::string &out, const Value &value);
void appendJsonString(std::string &out, std::string_view text);

} // namespace felt
