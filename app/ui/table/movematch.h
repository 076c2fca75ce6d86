// The engine's typed legal moves (core/move.h) for QML: as typed moves, and found by what a
// gesture did — these cards, from there, to there. QML never builds or splits an action text:
// it finds the move and sends its `action` back.
#pragma once

#include "tablemove.h"

#include "core/card.h"
#include "core/move.h"

#include <string>

#include <QStringList>

class QJSValue;
class TableAdapter;

namespace movematch {

// The engine's move as QML reads it, `legal` true, with its words from the game's adapter.
TablePlace toPlace(const felt::Place &place);
TableMove toMove(const felt::Move &move, const TableAdapter *adapter);

// A place as QML writes it ({zone, owner, pile, index, card}, each may be missing: "" or -1,
// any), read once. A number that is not a whole one in range (a fraction, NaN, Infinity, a
// huge one) is any, as a missing one is. registerPlaces() lets QML pass such a place where C++
// takes a TablePlace (Qt 6.4 converts a script object to a value type only so).
TablePlace placeFromScript(const QJSValue &place);
void registerPlaces();

// Whether the typed move takes exactly `cards` (faces: in the order given when `ordered`;
// none given: any cards) from a place matching `from` to a place matching `to`. A place
// matches when every field both sides give agrees; a zone or target card the move names must
// be given; a place that gives nothing (TablePlace::anywhere) matches every place.
bool matches(const TableMove &move, const QStringList &cards, const TablePlace &from, const TablePlace &to, bool ordered);
// A gesture as the engine reads it (its gestureAction): the cards (parsed in `family`)
// and the places. The zone names live in `storage`, which must outlive the move.
felt::Move gesture(const QStringList &cards, const TablePlace &from, const TablePlace &to, felt::CardFamily family,
                   std::string (&storage)[2]);

} // namespace movematch
