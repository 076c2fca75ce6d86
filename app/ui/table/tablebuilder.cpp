#include "tablebuilder.h"

#include <algorithm>

namespace {

QString zoneText(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

bool leads(const CardSlot &slot, const felt::Move &m)
{
    const felt::Place &from = m.from;
    if (from.zone.empty() || slot.zone != zoneText(from.zone))
        return false;
    if ((from.owner >= 0 && slot.owner != from.owner) || (from.pile >= 0 && slot.pile != from.pile))
        return false;
    if (from.index >= 0)
        return slot.index == from.index;
    return !m.cards.empty() && slot.face == QString::fromStdString(felt::toText(m.cards[0]));
}

} // namespace

void markPlayable(QList<CardSlot> &cards, const felt::MoveList &moves)
{
    for (CardSlot &slot : cards)
        slot.playable = std::any_of(moves.begin(), moves.end(), [&](const felt::Move &m) { return leads(slot, m); });
}

TableSnapshot buildTable(const TableInput &in)
{
    TableSnapshot t;
    if (!in.view || !in.adapter)
        return t;
    const SeatSnapshot &view = *in.view;
    TableAdapter &adapter = *in.adapter;
    const Screen &screen = in.screen;
    t.over = view.over;
    // The seats the game waits for; the others in toAct merely may call something.
    const felt::SeatSet actors = view.mustAct;

    // The public facts first: the adapter reads them (e.g. who plays which position).
    adapter.setTableInfo(view.info);
    adapter.setResult(t.over ? view.result : felt::Value());
    const felt::Value &state = view.state;

    if (!t.over && !screen.privacy && screen.actor >= 0 && view.toAct.has(screen.actor) && in.actor
        && in.actor->seat == screen.actor) {
        t.moves = in.actor->moves;
        t.legal = in.actor->legal;
    }

    const felt::Value *phaseValue = TableAdapter::member(state, "phase");
    const std::string phase = phaseValue && phaseValue->isString() ? phaseValue->toString() : std::string();
    t.phase = phase == "setup" && !t.over        ? TablePhase::Phase::Setup
            : phase == "over" || (t.over)        ? TablePhase::Phase::Over
                                                 : TablePhase::Phase::Play;
    // Whose turn: the one seat that may act, else the state's own idea (none in a round that
    // everyone plays at once).
    t.turn = actors.size() == 1 ? actors.first() : t.over ? -1 : TableAdapter::intMember(state, "turn", -1);
    t.direction = TableAdapter::intMember(state, "direction", 1);

    const felt::Value resultValue = t.over ? view.result : felt::Value();
    if (t.over) {
        t.resultText = adapter.resultText(resultValue, in.name);
    }
    const int players = static_cast<int>(in.seats.size());
    const QList<int> places = adapter.places(state, resultValue, players);
    const int loser = TableAdapter::intMember(resultValue, "loser", -1);
    // Whose own lines and plate are marked: the viewer, or in the public view the person acting.
    const int me = screen.viewer >= 0 ? screen.viewer : screen.actor;
    for (int s = 0; s < players; ++s) {
        SeatRow row;
        row.seat = s;
        row.name = in.seats.at(s).name;
        row.kind = in.seats.at(s).kind;
        row.isTurn = t.turn == s;
        row.isActor = actors.has(s);
        row.thinking = in.seats.at(s).thinking;
        row.place = places.value(s, -1);
        row.isViewer = me == s;
        row.isLoser = loser == s;
        adapter.fillSeat(row, state);
        t.seats.append(row);
    }
    // A round everyone plays at once: who the person at the screen still waits for.
    t.simultaneous = !t.over && view.simultaneous;
    if (t.simultaneous && me >= 0 && !actors.has(me) && in.seats.value(me).isHuman())
        actors.forEach([&](felt::Seat s) { t.waitingFor.append(in.seats.value(s).name); });

    t.cards = adapter.cardSlots(state, screen.viewer);
    // The moves the table may point out (not a call the person must notice alone).
    felt::MoveList shown;
    for (const felt::Move &m : t.moves)
        if (adapter.pointsOut(m))
            shown.push_back(m);
    markPlayable(t.cards, shown);
    t.due = !t.over && screen.actor >= 0 && actors.has(screen.actor) && !t.moves.empty();
    return t;
}
