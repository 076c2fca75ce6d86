#include "hostmaker.h"

#include "localhost.h"

namespace hostmaker {

std::unique_ptr<Host> start(const HostConfig &config, const QString &gameId, const QList<SeatSpec> &seats,
                            const felt::Value &options, quint64 seed, QString *error)
{
    auto host = std::make_unique<LocalHost>();
    host->setConfig(config);
    if (!host->start(gameId, seats, options, seed, error))
        return nullptr;
    return host;
}

std::unique_ptr<Host> load(const HostConfig &config, const SavedGame &saved, QString *error)
{
    auto host = std::make_unique<LocalHost>();
    host->setConfig(config);
    if (!host->load(saved, error))
        return nullptr;
    return host;
}

} // namespace hostmaker
