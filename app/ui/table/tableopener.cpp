#include "tableopener.h"

#include "gameuis.h"

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

bool TableOpener::startLocal(std::unique_ptr<LocalHost> host, const LocalHostConfig &config, const SavedGame *saved,
                             const QString &note, TableLink::ActionGate gate, QString *error)
{
    host->setConfig(config);
    if (saved && (!hasTable(saved->record.game, error) || !host->load(*saved, error)))
        return false;
    if (!hasTable(host->gameId(), error))
        return false;
    m_show(std::move(host), note, std::move(gate));
    return true;
}

bool TableOpener::start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options,
                        quint64 seed, QString *error)
{
    if (!hasTable(gameId, error))
        return false;
    auto host = std::make_unique<LocalHost>();
    LocalHostConfig config = m_link->config;
    config.botsPaused = true;   // until the table is set up
    host->setConfig(config);
    return host->start(gameId, seats, options, seed, error)
        && startLocal(std::move(host), config, nullptr, {}, nullptr, error);
}

bool TableOpener::load(const SavedGame &saved, QString *error)
{
    LocalHostConfig config = m_link->config;
    config.botsPaused = true;   // until the table is set up
    return startLocal(std::make_unique<LocalHost>(), config, &saved, tr("The game was resumed."), nullptr, error);
}

bool TableOpener::startLesson(const SavedGame &saved, TableLink::ActionGate gate, QString *error)
{
    LocalHostConfig config = m_link->config;
    config.storage = nullptr;   // a lesson never takes the saved game's place
    config.scripted = true;
    config.autopilot = false;
    config.actionLimit = -1;
    return startLocal(std::make_unique<LocalHost>(), config, &saved, QString(), std::move(gate), error);
}

bool TableOpener::startNetwork(std::unique_ptr<Host> host, QString *error, const QString &note)
{
    if (!hasTable(host ? host->gameId() : QString(), error) || !host)
        return false;
    m_show(std::move(host), note, nullptr);
    return true;
}

void TableOpener::close()
{
    if (m_link->host)
        m_show(nullptr, QString(), nullptr);
}
