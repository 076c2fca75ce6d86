#include "gamesession.h"

#include "gameui.h"
#include "tableframe.h"

#include <QCoreApplication>

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_seats(new SeatsModel(this))
    , m_logModel(new LogModel(this))
    , m_cards(new TableCardsModel(this))
    , m_log(m_logModel)
    , m_game(new GameFacet(&m_link, this))
    , m_board(new BoardFacet(this))
    , m_screen(new ScreenFacet(&m_link, this))
    , m_play(new PlayFacet(&m_link, this))
    , m_advice(new AdviceFacet(&m_link, m_screen, m_play, this))
    , m_lookBack(new LookBackFacet(&m_link, m_screen, m_play, &m_log, m_cards,
                                   [this](const felt::EventList &events) { refresh(events); }, this))
    , m_gameReview(m_lookBack->review())
{
    connect(m_screen, &ScreenFacet::handedOver, this, [this] { refresh(); });
    connect(m_game, &GameFacet::dealAsked, this, [this](quint64 seed) {
        if (!m_link.local)
            return;
        const bool learning = m_game->learning();
        QString error;
        if (!start(m_link.gameId(), m_link.local->seatSpecs(), m_host->options(), seed, &error))
            m_play->setMessage(error);
        else if (learning)
            setLearning(true);   // another deal at the same learning table: hints unasked again at first
    });
    connect(m_game, &GameFacet::learningChanged, m_play, [this] { m_play->setLearning(m_game->learning()); });
    connect(m_play, &PlayFacet::noted, this, [this](const QString &line, int seat) { m_log.note(line, seat); });
    // Who may ask for a review changes with the end of a game and with the seats.
    connect(m_board, &BoardFacet::overChanged, m_lookBack, &LookBackFacet::seatsChanged);
    connect(m_board, &BoardFacet::actionCountChanged, m_lookBack, &LookBackFacet::availableChanged);
}

GameSession::~GameSession()
{
    // The host goes first: nothing it signals on the way out reaches a half-gone table.
    if (m_host)
        disconnect(m_host.get(), nullptr, this, nullptr);
}

const felt::Record &GameSession::record() const
{
    static const felt::Record none;
    return m_link.local ? m_link.local->fullRecord() : none;
}

QList<SeatSpec> GameSession::seatSpecs() const
{
    QList<SeatSpec> list;
    if (m_host)
        for (const HostSeat &s : m_host->seats())
            list.append({ s.name, s.kind });
    return list;
}

// ---------------------------------------------------------------------------------------
// What every local host of this table does

void GameSession::setBotsPaused(bool paused)
{
    m_link.config.botsPaused = paused;
    m_lookBack->updateBotPause();
}

void GameSession::setAlternateNames(const QStringList &gameIds)
{
    if (!m_words.setAlternateNames(gameIds))
        return;
    m_words.apply(m_adapter.get(), m_link.gameId());
    refresh();
}

void GameSession::setGameSettings(const QString &game, const QVariantMap &values)
{
    if (m_words.setGameSettings(game, values) && m_host && m_link.gameId() == game) {
        m_words.apply(m_adapter.get(), game);
        refresh();
    }
}

void GameSession::retranslate()
{
    m_log.retell();
    refresh();
    emit m_game->changed();
    emit factsChanged();
}

void GameSession::setLearning(bool on)
{
    if (m_link.local)
        m_link.local->setCallGraceMs(on ? m_learningGraceMs : 0);
    m_advice->setLearning(on);
    m_game->setLearning(on);
    m_advice->teach(m_board->over(), m_play->due());
}

void GameSession::setLearningGraceMs(int ms)
{
    m_learningGraceMs = qMax(0, ms);
    if (m_link.local && m_game->learning())
        m_link.local->setCallGraceMs(m_learningGraceMs);
}

// ---------------------------------------------------------------------------------------
// Starting, loading, closing

void GameSession::setHost(std::unique_ptr<Host> host, const QString &firstNote)
{
    if (m_host) {
        disconnect(m_host.get(), nullptr, this, nullptr);
        if (m_host != host)
            emit hostLeaving(m_host.get());
    }
    m_link.gate = nullptr;
    m_host = std::move(host);
    m_link.host = m_host.get();
    m_link.local = qobject_cast<LocalHost *>(m_host.get());
    if (m_host) {
        Host *h = m_host.get();
        connect(h, &Host::changed, this, &GameSession::hostChanged);
        connect(h, &Host::refused, m_play, &PlayFacet::hostRefused);
        connect(h, &Host::told, m_play, &PlayFacet::setMessage);
        connect(h, &Host::finished, this, &GameSession::finished);
        // A network table's new deal: the same host, a new game on the table.
        connect(h, &Host::dealtAgain, this, [this] { showHostGame(QString()); });
        connect(h, &Host::hinted, m_advice, &AdviceFacet::hinted);
        connect(h, &Host::analyzed, m_advice, &AdviceFacet::analyzed);
        if (m_link.local)
            connect(m_link.local, &LocalHost::actionLimitReached, this, &GameSession::actionLimitReached);
    }
    showHostGame(firstNote);
}

void GameSession::showHostGame(const QString &firstNote)
{
    // The old table's facts outlive the old table: QML deletes a replaced table later, and a
    // facts object gone first set every binding of the old table on null ("Cannot read
    // property … of null") while it was being replaced. Kept until the next replacement.
    m_previousAdapter = std::move(m_adapter);
    m_link.adapter = nullptr;
    m_lookBack->tableChanged(true);
    m_advice->clear();
    m_screen->reset();
    m_cards->clear();
    m_seen = 0;
    m_play->setMessage({});
    if (m_host) {
        // The table builds its own adapter for the host's game.
        m_adapter = m_words.make(m_host->gameId(), [this](int seat) { return m_link.seatName(seat); });
        m_link.adapter = m_adapter.get();
        m_seen = m_host->actionCount();
    }
    // Whether the new deal's number may be shown, before the log first tells the deal.
    m_game->showNewGame();
    retellLog(firstNote);
    m_board->setActionCount(m_seen);
    emit activeChanged();
    // The game (its table's QML) first: a table being replaced never reads the new facts.
    emit m_game->changed();
    emit factsChanged();
    emit m_game->seedChanged();
    emit m_play->undoChanged();
    emit m_advice->canAnalyzeChanged();
    m_lookBack->seatsChanged();
    emit m_lookBack->changed();
    refresh();
    m_lookBack->updateBotPause();
}

namespace {
// Whether `gameId` has a table here; `error` says so when not.
bool hasTable(const QString &gameId, QString *error)
{
    const GameUi *ui = gameUi(gameId);
    if (ui && !ui->tableQml().isEmpty())
        return true;
    if (error)
        *error = QCoreApplication::translate("GameSession", "There is no table for this game yet.");
    return false;
}
} // namespace

bool GameSession::startLocal(std::unique_ptr<LocalHost> host, const LocalHostConfig &config, const SavedGame *saved,
                             const QString &note, QString *error)
{
    host->setConfig(config);
    if (saved && (!hasTable(saved->record.game, error) || !host->load(*saved, error)))
        return false;
    return startNetwork(std::move(host), error, note);
}

bool GameSession::start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options,
                        quint64 seed, QString *error)
{
    if (!hasTable(gameId, error))
        return false;
    auto host = std::make_unique<LocalHost>();
    LocalHostConfig config = m_link.config;
    config.botsPaused = true;   // until the table is set up
    host->setConfig(config);
    return host->start(gameId, seats, options, seed, error) && startLocal(std::move(host), config, nullptr, {}, error);
}

bool GameSession::load(const SavedGame &saved, QString *error)
{
    LocalHostConfig config = m_link.config;
    config.botsPaused = true;   // until the table is set up
    return startLocal(std::make_unique<LocalHost>(), config, &saved, tr("The game was resumed."), error);
}

bool GameSession::startLesson(const SavedGame &saved, ActionGate gate, QString *error)
{
    LocalHostConfig config = m_link.config;
    config.storage = nullptr;   // a lesson never takes the saved game's place
    config.scripted = true;
    config.autopilot = false;
    config.actionLimit = -1;
    if (!startLocal(std::make_unique<LocalHost>(), config, &saved, QString(), error))
        return false;
    m_link.gate = std::move(gate);
    emit m_play->undoChanged();
    return true;
}

bool GameSession::startNetwork(std::unique_ptr<Host> host, QString *error, const QString &note)
{
    if (!hasTable(host ? host->gameId() : QString(), error) || !host)
        return false;
    m_link.watchOnly = false;
    setHost(std::move(host), note);
    return true;
}

void GameSession::close()
{
    if (!m_host)
        return;
    m_link.watchOnly = false;
    setHost(nullptr, QString());
    m_log.clear();
}

bool GameSession::watchFromStart()
{
    return m_lookBack->watchFromStart();
}

// ---------------------------------------------------------------------------------------
// The host's changes

// The log anew: the deal's number, every action's events as the viewer may see them, then
// `last` (if any).
void GameSession::retellLog(const QString &last)
{
    if (!m_host) {
        m_log.clear();
        return;
    }
    const std::optional<quint64> seed = m_game->knownSeed();
    m_log.reset(seed ? tr("Deal number %1.").arg(*seed) : tr("A new deal."), m_adapter.get(),
                [this](int seat) { return m_link.seatName(seat); });
    for (const HostStep &step : m_host->steps(m_log.viewer(), 0))
        m_log.add(step.events);
    if (!last.isEmpty())
        m_log.note(last);
}

// The host changed: the new actions' lines go to the log, the table is rebuilt with their
// events, and the signals follow.
void GameSession::hostChanged()
{
    if (!m_host)
        return;
    const int count = m_host->actionCount();
    if (count == m_seen) {
        refresh();   // the seats (a computer player thinking), the connections
        return;
    }
    // The table as it was goes: the hint, a look back, the review's decisions.
    m_advice->clear();
    m_lookBack->tableChanged();
    const int first = m_seen;
    m_seen = count;
    m_board->setActionCount(count, false);
    if (count < first) {
        // Moves were taken back: the log tells the game as it now stands.
        m_cards->clear();
        retellLog(tr("A move was taken back."));
        refresh();
    } else {
        // The new actions' lines and effects, as the viewer may see them (refresh).
        refresh({}, first);
    }
    m_board->setActionCount(count);
    emit m_play->undoChanged();
    if (count > first)
        emit m_play->acted();
}

void GameSession::refresh(const felt::EventList &events, int fromAction)
{
    const TableFrame f = takeFrame(m_link, m_screen, *m_lookBack, events, fromAction);
    // The log follows the viewer: a new one has the game retold; the new actions' lines.
    QList<QPair<QString, int>> lines;
    if (m_host && f.screen.viewer != m_log.viewer()) {
        // (The log takes the new actions as its old viewer saw them, then tells all anew.)
        if (fromAction >= 0)
            for (const HostStep &step : m_host->steps(m_log.viewer(), fromAction))
                m_log.add(step.events);
        m_log.setViewer(f.screen.viewer, m_host->steps(f.screen.viewer, 0));
        for (const HostStep &step : f.viewerSteps)
            lines += m_log.lines(step.events);
    } else {
        for (const HostStep &step : f.viewerSteps)
            lines += m_log.add(step.events);
    }
    const QList<CardMove> moves = m_adapter && !f.seen.empty() ? m_adapter->moves(f.seen) : QList<CardMove>();

    // Every facet holds the new table before any of them signals.
    SignalQueue early;
    SignalQueue screenSignals;
    SignalQueue playSignals;
    SignalQueue late;
    m_board->set(f.table, &early, &late);
    m_screen->set(f.screen, &screenSignals);
    m_play->set(f.table.moves, f.table.legal, f.table.due, f.screen, f.table.over, f.reviewing, &playSignals);
    m_lookBack->setOver(f.table.over);
    m_seats->setRows(f.table.seats);
    m_cards->update(f.table.cards, moves);
    if (m_adapter)
        m_adapter->updateFacts(f.factsState, f.factsInfo, f.screen.viewer);
    for (const SignalQueue *queue : { &early, &screenSignals, &playSignals, &late })
        sendAll(*queue);
    if (m_link.live())
        if (const std::optional<quint64> seed = m_game->updateDeal(f.everyone.hidesCards, f.everyone.over))
            m_log.note(tr("The deal number was %1.").arg(*seed));
    m_board->setThinkingSeat(f.thinking);
    m_play->announce(f.seen);
    if (fromAction >= 0)
        m_play->tell(lines);
    m_play->scheduleAutomatic();
    m_advice->teach(f.table.over, f.table.due);
}
