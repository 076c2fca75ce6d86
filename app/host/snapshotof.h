// What one seat (or nobody in particular, seat -1) may know of a running game, taken from
// the engine's game: the one place a SeatSnapshot (host.h) is made of an AnyGame. LocalHost
// publishes it to its table; felt_net's host sends it (protocol.h) and RemoteHost rebuilds it
// from the record it is sent at the end.
#pragma once

#include "host.h"

#include "core/anygame.h"

// For the table (the state as a Value tree) or to be sent (its JSON text, stateText: what the
// network host writes into every seat's message, without the tree).
enum class SnapshotFor { Table, Wire };
SeatSnapshot snapshotOf(const felt::AnyGame &game, int seat, quint64 seq, SnapshotFor use = SnapshotFor::Table);
