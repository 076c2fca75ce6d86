// A game as the app keeps it: its seats and its felt-record/1. The autosave's envelope
// (storage.h) and what a host is started from (localhost.h).
#pragma once

#include "record.h"
#include "seatspec.h"

#include <QList>

struct SavedGame {
    QList<SeatSpec> seats;
    felt::Record record;
    // The seats that played at other computers, for a past network game looked at again from
    // the person's own seat (Host::setRemoteSeats); never part of the autosave.
    felt::SeatSet remoteSeats;
};
