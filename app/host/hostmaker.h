// The hosts this process runs, made here so that a table holds them as a Host and never names
// their kind: a new game or a saved one taken up again, hosted in this process (localhost.h).
#pragma once

#include "host.h"
#include "savedgame.h"
#include "seatspec.h"

#include "core/value.h"

#include <QList>
#include <QString>

#include <memory>

namespace hostmaker {

// A new game hosted here, doing what `config` says; null with `error` (one sentence) when it
// cannot be set up.
std::unique_ptr<Host> start(const HostConfig &config, const QString &gameId, const QList<SeatSpec> &seats,
                            const felt::Value &options, quint64 seed, QString *error = nullptr);
// A saved game, replayed and hosted here; null with `error` when the save is not a valid game.
std::unique_ptr<Host> load(const HostConfig &config, const SavedGame &saved, QString *error = nullptr);

} // namespace hostmaker
