// One change of the table, as the host published it for this screen: one snapshot per viewer
// (taken when first needed, never twice), who sits at the screen (ScreenFacet's policy), the
// table built from the viewer's snapshot (tablebuilder.h) or from a look back's frame, and the
// events the viewer may see of the new actions (Host::steps, asked once).
#pragma once

#include "host.h"
#include "screenpolicy.h"
#include "tablebuilder.h"

#include "core/event.h"
#include "core/value.h"

#include <vector>

class LookBackFacet;
class ScreenFacet;
class TableLink;

struct TableFrame {
    Screen screen;
    TableSnapshot table;
    SeatSnapshot everyone;                 // the public view
    int thinking = -1;                     // a computer player deciding now
    bool reviewing = false;                // a look back is shown
    felt::EventList seen;                  // what moves cards and sets off effects
    std::vector<HostStep> viewerSteps;     // the new actions, as the viewer may see them
    felt::Value factsState;                // for the game's typed facts
    felt::Value factsInfo;
};

// The frame of the table now: `fromAction` >= 0 takes the actions since then; otherwise
// `events` (a look back's step) as far as the viewer may see them.
TableFrame takeFrame(const TableLink &link, ScreenFacet *screen, const LookBackFacet &lookBack,
                     const felt::EventList &events, int fromAction);
