#include "tableframe.h"

#include "lookbackfacet.h"
#include "screenfacet.h"
#include "tablelink.h"

#include <map>

TableFrame takeFrame(const TableLink &link, ScreenFacet *screenFacet, const LookBackFacet &lookBack,
                     const felt::EventList &events, int fromAction)
{
    TableFrame f;
    f.reviewing = lookBack.active();
    if (!link.live())
        return f;
    Host *host = link.host();
    std::map<int, SeatSnapshot> snapshots;
    auto snapshotOf = [&](int seat) -> const SeatSnapshot & {
        auto it = snapshots.find(seat);
        if (it == snapshots.end())
            it = snapshots.emplace(seat, host->snapshot(seat)).first;
        return it->second;
    };
    f.everyone = snapshotOf(-1);
    const QList<HostSeat> seats = host->seats();
    f.thinking = host->thinkingSeat();
    // The game review: the table as the reviewed person saw it (their seat at the bottom).
    const bool reviewed = f.reviewing && lookBack.reviewViewer() >= 0;
    const Screen screen = screenFacet->decide(static_cast<int>(seats.size()), f.everyone.toAct, f.everyone.mustAct,
                                              [&](int s) { return snapshotOf(s).privateDecision; },
                                              reviewed ? lookBack.reviewViewer() : -1);
    f.screen = screen;
    // Looking back: the round's table as it stood, nobody acts on it.
    Screen shown = screen;
    if (f.reviewing)
        shown.actor = -1;
    const SeatSnapshot *view = f.reviewing ? lookBack.shown() : &snapshotOf(screen.viewer);
    const SeatSnapshot *actor = nullptr;
    if (shown.actor >= 0)
        actor = shown.actor == view->seat ? view : &snapshotOf(shown.actor);
    f.table = buildTable({ view, actor, link.adapter(), shown, seats, [&link](int seat) { return link.seatName(seat); } });
    f.factsState = view->state;
    f.factsInfo = view->info;
    if (reviewed)
        lookBack.markChoice(f.table.cards);
    // Only what the table's viewer may see moves cards and sets off effects: the new actions'
    // events as the host publishes them for the viewer.
    if (fromAction >= 0) {
        f.viewerSteps = host->steps(screen.viewer, fromAction);
        for (const HostStep &step : f.viewerSteps)
            f.seen.insert(f.seen.end(), step.events.begin(), step.events.end());
    } else {
        for (const felt::Event &e : events)
            if (e.audience.includes(screen.viewer))
                f.seen.push_back(e);
    }
    return f;
}
