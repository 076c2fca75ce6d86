// State::sampleFromView with a chooser for the others' gifts of the running round (included
// at the end of wrongsuit.h; see there).
#pragma once

#include "wrongsuit.h"

namespace felt::wrongsuit {

template <class Chooser>
State State::sampleFromView(const View &view, Rng &rng, Chooser &&chooser)
{
    State s = fillHidden(view, rng);
    // The gifts already made this round, in seat order: the seat's own as it made it, the
    // others' as the chooser (or chance) makes them from the sampled hands. None completes
    // the round: in the true game someone has yet to give.
    ActionList legal;
    for (Seat p = 0; p < kPlayers; ++p) {
        if (!view.given.has(p))
            continue;
        if (p == view.seat && view.myGive) {
            s.apply(p, *view.myGive, nullptr);
            continue;
        }
        s.legalActions(p, legal);
        if (legal.empty())
            continue;
        s.apply(p, chooser(static_cast<const State &>(s), p, static_cast<const ActionList &>(legal), rng), nullptr);
    }
    return s;
}

} // namespace felt::wrongsuit
