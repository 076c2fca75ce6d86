// The table this app hosts on its own NetServer (hub.h: hostTable, rehostTable, againTable),
// its host made here: a host of this process that the hub's people play on through the
// network and this screen's table plays on directly. The app's network pages hold it as a
// Host and never name its kind.
#pragma once

#include "host.h"
#include "netserver.h"

#include <QString>

#include <memory>
#include <optional>

namespace net {

// A new table offered on `server` for `setup`, its host doing what `config` says; `code` is
// the table's code. Null with `error` when it cannot be offered.
std::unique_ptr<Host> hostAppTable(NetServer &server, const HostedTable &setup, const HostConfig &config, QString *code,
                                   QString *error = nullptr);
// The saved table `code` hosted again after a restart (its people come back to it).
std::unique_ptr<Host> rehostAppTable(NetServer &server, const QString &code, const HostConfig &config,
                                     QString *error = nullptr);
// Once its game is over: a new deal at table `code` (`seed`: that deal), on a new host.
std::unique_ptr<Host> dealAppTableAgain(NetServer &server, const QString &code, const HostConfig &config,
                                        std::optional<quint64> seed, QString *error = nullptr);

} // namespace net
