// One moment of a past game as one seat saw it: what a look over a whole game reads (the
// calls a person missed: TableAdapter::missedCalls), given by the host's replay service
// (app/host/replays.h), so that nothing outside the host replays a record itself.
#pragma once

#include "core/move.h"
#include "core/value.h"

#include <vector>

struct SeatMoment {
    int applied = 0;          // the record's actions done before this moment (0: as dealt)
    bool over = false;        // the game had ended
    felt::Value state;        // the `state` object as the seat saw it
    felt::MoveList moves;     // the seat's legal moves then (empty when it could not act)
};

using SeatMoments = std::vector<SeatMoment>;
