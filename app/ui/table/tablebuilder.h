// What QML shows of the running game, built only from what the host publishes (host.h): the
// snapshot of the seat whose view the table shows (or the public one), the cards laid out by
// the game's adapter, the seats, and the legal moves from the snapshot of the person acting
// at the screen. Nothing here masks a state: the host decides what each seat may know.
#pragma once

#include "host.h"
#include "screenpolicy.h"
#include "tableadapter.h"
#include "tablemove.h"

#include "core/move.h"
#include "core/value.h"

#include <QList>
#include <QString>
#include <QStringList>

struct TableSnapshot {
    bool over = false;
    TablePhase::Phase phase = TablePhase::Phase::Play;
    int turn = -1;
    int direction = 1;
    felt::MoveList moves;        // the actor's legal moves
    bool due = false;            // the game waits for the actor (not merely a call they may make)
    QStringList legal;           // the same as action texts
    QStringList waitingFor;      // names of the others still to act in a round everyone plays at once
    bool simultaneous = false;
    QString resultText;
    QList<SeatRow> seats;
    QList<CardSlot> cards;
};

struct TableInput {
    const SeatSnapshot *view = nullptr;    // the viewer's (screen.viewer) snapshot
    const SeatSnapshot *actor = nullptr;   // the acting person's (screen.actor), or null
    TableAdapter *adapter = nullptr;
    Screen screen;
    QList<HostSeat> seats;
    TableAdapter::NameOf name;
};

TableSnapshot buildTable(const TableInput &in);

// Marks the cards that lead one of `moves` (the card a gesture picks up first): a card whose
// place matches a move's source and whose face is the move's first card (a hidden card: its
// position is the move's source index).
void markPlayable(QList<CardSlot> &cards, const felt::MoveList &moves);
