// The engine's typed legal moves (core/move.h) for QML: as maps, and found by what a gesture
// did — these cards, from there, to there. QML never builds or splits an action text: it
// finds the move and sends its `action` back.
#pragma once

#include "core/card.h"
#include "core/move.h"

#include <string>

#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

class TableAdapter;

namespace movematch {

// {zone, owner, pile, index, card} ("" and -1 where the move does not say).
QVariantMap placeToVariant(const felt::Place &place);
// {action, verb, cards: [faces], from, to, text (in words), button, key, choice (what tells it
// apart from moves with the same cards and places: a Queen's suit)}.
QVariantMap moveToVariant(const felt::Move &move, const TableAdapter *adapter);

// Whether the move takes exactly `cards` (faces, any order; none given: any cards) from a
// place matching `from` to a place matching `to`. A place matches when every field both
// sides give agrees; a zone or target card the move names must be given.
bool matches(const felt::Move &move, const QStringList &cards, const QVariantMap &from, const QVariantMap &to);
// A gesture as the engine reads it (its gestureAction): the cards (parsed in `family`)
// and the places. The zone names live in `storage`, which must outlive the move.
felt::Move gesture(const QStringList &cards, const QVariantMap &from, const QVariantMap &to, felt::CardFamily family,
                   std::string (&storage)[2]);

// The first matching move (one that takes the cards in the order given, else any), or null.
const felt::Move *find(const felt::MoveList &moves, const QStringList &cards, const QVariantMap &from,
                       const QVariantMap &to);

} // namespace movematch
