// A game record's values (`felt-record/1`, docs/record-format.md): the game, its players,
// options, seed and deal, and its actions. Plain values with nothing to read or check them
// (record.h does that), so that a game's side can hold a record without the reader.
#pragma once

#include "core/seats.h"
#include "core/value.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace felt {

inline constexpr char kRecordFormat[] = "felt-record/1";
// The largest seed a record may hold: every integer up to it is exact in a JSON double.
inline constexpr std::uint64_t kMaxRecordSeed = std::uint64_t { 1 } << 53;

struct RecordAction {
    Seat seat = 0;
    QString text;           // the action text, e.g. "play 7H 7S"

    // "<seat>: <text>", as the record stores it.
    QString toString() const { return QStringLiteral("%1: %2").arg(seat).arg(text); }
    bool operator==(const RecordAction &) const = default;
};

struct Record {
    QString game;                       // the game's id (docs/record-format.md)
    int players = 0;
    Value options = Value::object();    // only keys that differ from the defaults
    std::uint64_t seed = 0;
    std::optional<Value> deal;          // the starting layout spelled out, when given
    std::vector<RecordAction> actions;

    // Annotations: kept when read and written back, ignored by buildGame() and replay().
    QString title;                      // a one-line description (scenario tests)
    std::optional<Value> expect;        // what a scenario test checks after the replay
};

} // namespace felt
