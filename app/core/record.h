// The game record, `felt-record/1` (docs/record-format.md): read with validation and clear
// one-line errors, write with the README's key order, build the game, replay the actions.
//
// Errors are sentences through QCoreApplication::translate (contexts "Record" and "Texts"):
// English in felt-cli, the user's language in the app.
#pragma once

#include "recorddata.h"

#include "core/anygame.h"
#include "core/event.h"
#include "core/expected.h"
#include "core/reason.h"
#include "core/seats.h"
#include "core/value.h"

#include <QByteArray>
#include <QString>

#include <functional>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace felt {

// Parses and validates a record: JSON, format, game, players, options, seed, deal, the
// form of every action (the seat in range), and that the game accepts the setup. It does
// not check that the actions are legal: replay() does.
Expected<Record, QString> parseRecord(const QByteArray &json);

// Reads a file and parses it; an unreadable, oversized or empty file is an error too.
Expected<Record, QString> readRecordFile(const QString &path);

// The record as a JSON value with keys in the README's order: format, title (when set),
// game, players, options, seed, deal (when set), actions, expect (when set).
Value recordToValue(const Record &record);
// Indented JSON text of recordToValue(), ending with a newline.
QByteArray writeRecord(const Record &record);

// The game at its start (no actions applied), or why it cannot be set up.
Expected<std::unique_ptr<AnyGame>, QString> buildGame(const Record &record);

struct ActionRefusal {
    int index = 0;          // which action of the record, from 0
    Seat seat = 0;
    Reason reason = Reason::Ok;
};

// "action K: seat S: <reason sentence>", for an action of the game `gameId`.
QString refusalText(const QString &gameId, const ActionRefusal &refusal);

struct ReplayResult {
    // The game after the accepted actions; null only when the game could not be set up.
    std::unique_ptr<AnyGame> game;
    int applied = 0;                        // actions accepted
    std::optional<ActionRefusal> refusal;   // the first refused action, if any
    QString error;                          // empty when every action was accepted

    bool ok() const { return error.isEmpty(); }
};

// What the replay loop reports as it goes: `applied` actions are done (0: the game as dealt),
// `game` stands after them, `events` are those of the last one (empty for 0). Returning false
// stops the replay there (the result then holds the game as it stands, without an error).
using ReplayStep = std::function<bool(int applied, const AnyGame &game, const EventList &events)>;

// The one replay loop (loading a save, looking back over a round, reviewing a game, watching
// a past one): builds the game and applies the actions in order, stopping at the first
// refused one; `upTo` applies only that many actions (-1: all); `step`, when given, is called
// for the game as dealt and after every applied action.
ReplayResult replay(const Record &record, const ReplayStep &step = {}, int upTo = -1);

} // namespace felt
