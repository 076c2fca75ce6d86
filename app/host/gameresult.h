// A game's end as the statistics keep it (finishedgame.h), read from the engine's game: its
// record and every seat's place and score. For the host and its replay service only.
#pragma once

#include "finishedgame.h"
#include "seatspec.h"

#include "core/anygame.h"
#include "record.h"

#include <QList>

// The finished game's record, options, seed and seats with their places (-1 while it runs) and
// scores; the key, the times and the flags are left to the caller.
FinishedGame gameResult(const felt::AnyGame &game, const felt::Record &record, const QList<SeatSpec> &seats);
