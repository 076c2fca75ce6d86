#include "seatview.h"

#include <string>

namespace felt {

Value seatView(const AnyGame &game, Viewer viewer)
{
    Value out = Value::object();
    out.set("game", std::string(game.gameId()));
    out.set("players", game.players());
    out.set("over", game.isOver());
    const SeatSet actors = game.isOver() ? SeatSet() : game.actors();
    Value toAct = Value::array();
    actors.forEach([&](Seat s) { toAct.push(s); });
    out.set("toAct", std::move(toAct));
    // A seat sees only its own list: the others' lists would show their hands.
    Value legal = Value::object();
    actors.forEach([&](Seat s) {
        if (viewer.isNobody() || (viewer.isSeat() && viewer.seatOrNone() != s))
            return;
        Value texts = Value::array();
        for (const std::string &text : game.legalActions(s))
            texts.push(text);
        legal.set(std::to_string(s), std::move(texts));
    });
    out.set("legal", std::move(legal));
    out.set("state", game.state(viewer));
    if (game.isOver())
        out.set("result", game.result());
    return out;
}

} // namespace felt
