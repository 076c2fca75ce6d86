#include "tableopener.h"

#include "gameuis.h"
#include "hostmaker.h"

namespace {
// Whether `gameId` has a table here; `error` says so when not.
bool hasTable(const QString &gameId, QString *error)
{
    const GameUi *ui = gameUi(gameId);
    if (ui && !ui->tableQml().isEmpty())
        return true;
    if (error)
        *error = TableOpener::tr("There is no table for this game yet.");
    return false;
}
} // namespace

bool TableOpener::dealAgain(quint64 seed, QString *error)
{
    const Host *host = m_link->host();
    return host && host->dealsHere() && start(m_link->gameId(), m_link->seatSpecs(), host->options(), seed, error);
}

bool TableOpener::start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options,
                        quint64 seed, QString *error)
{
    if (!hasTable(gameId, error))
        return false;
    HostConfig config = m_settings->config();
    config.botsPaused = true;   // until the table is set up
    std::unique_ptr<Host> host = hostmaker::start(config, gameId, seats, options, seed, error);
    if (!host)
        return false;
    m_show(std::move(host), {});
    return true;
}

bool TableOpener::load(const SavedGame &saved, QString *error)
{
    HostConfig config = m_settings->config();
    config.botsPaused = true;   // until the table is set up
    return load(config, saved, tr("The game was resumed."), nullptr, error);
}

bool TableOpener::startLesson(const SavedGame &saved, Host::ActionGate gate, QString *error)
{
    HostConfig config = m_settings->config();
    config.storage = nullptr;   // a lesson never takes the saved game's place
    config.scripted = true;
    config.autopilot = false;
    config.actionLimit = -1;
    return load(config, saved, QString(), std::move(gate), error);
}

bool TableOpener::load(const HostConfig &config, const SavedGame &saved, const QString &note, Host::ActionGate gate,
                       QString *error)
{
    if (!hasTable(saved.record.game, error))
        return false;
    std::unique_ptr<Host> host = hostmaker::load(config, saved, error);
    if (!host)
        return false;
    host->setGate(std::move(gate));
    if (!saved.remoteSeats.empty())
        host->setRemoteSeats(saved.remoteSeats);
    m_show(std::move(host), note);
    return true;
}

bool TableOpener::startNetwork(std::unique_ptr<Host> host, QString *error, const QString &note)
{
    if (!hasTable(host ? host->gameId() : QString(), error) || !host)
        return false;
    m_show(std::move(host), note);
    return true;
}

void TableOpener::close()
{
    if (m_link->host())
        m_show(nullptr, QString());
}
