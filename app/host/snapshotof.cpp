#include "snapshotof.h"

SeatSnapshot snapshotOf(const felt::AnyGame &game, int seat, quint64 seq, SnapshotFor use)
{
    SeatSnapshot s;
    s.seq = seq;
    s.seat = seat;
    s.game = QString::fromUtf8(game.gameId().data(), static_cast<qsizetype>(game.gameId().size()));
    s.players = game.players();
    s.over = game.isOver();
    s.toAct = s.over ? felt::SeatSet() : game.actors();
    s.mustAct = s.over ? felt::SeatSet() : game.mustAct();
    const felt::Viewer viewer = seat >= 0 ? felt::Viewer::seat(seat) : felt::Viewer::nobody();
    if (use == SnapshotFor::Wire)
        game.appendState(s.stateText, viewer);
    else
        s.state = game.state(viewer);
    if (seat >= 0 && s.toAct.has(seat)) {
        // The seat's actions listed once, as texts and as moves (to be sent: the texts as
        // the engine gives them).
        if (use == SnapshotFor::Wire) {
            game.legal(seat, &s.legalTexts, &s.moves);
        } else {
            std::vector<std::string> texts;
            game.legal(seat, &texts, &s.moves);
            s.legal.reserve(static_cast<qsizetype>(texts.size()));
            for (const std::string &text : texts)
                s.legal.append(QString::fromStdString(text));
        }
    }
    s.result = game.result();
    s.info = game.tableInfo();
    s.simultaneous = !s.over && game.simultaneous();
    s.privateDecision = seat >= 0 && !s.over && game.privateDecision(seat);
    s.hidesCards = game.hidesCards();
    return s;
}
