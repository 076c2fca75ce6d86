// What a seat may know of a game as it stands, as one JSON object: the `felt-cli replay --as
// SEAT` object of docs/felt-cli.md, which is also the `view` of the network contract's `table`
// message (docs/network.md). One builder for felt-cli and the host.
#pragma once

#include "core/anygame.h"
#include "core/value.h"
#include "core/viewer.h"

namespace felt {

// {game, players, over, toAct, legal, state, result (when over)}: `legal` holds each actor's
// list for Viewer::all(), only the seat's own (when it may act) for Viewer::seat(), and
// nothing for Viewer::nobody(); `state` as the viewer sees it.
Value seatView(const AnyGame &game, Viewer viewer);

} // namespace felt
