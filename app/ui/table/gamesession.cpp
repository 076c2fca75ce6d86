#include "gamesession.h"

#include "tableframe.h"
#include <functional>

GameSession::GameSession(QObject *parent)
    : CountedCalls(parent)
    , m_opener(&m_link, &m_hostSettings, std::bind_front(&GameSession::setHost, this))
    , m_words(new AdapterMaker(this))
    , m_seats(new SeatsModel(this))
    , m_logModel(new LogModel(this))
    , m_cards(new TableCardsModel(this))
    , m_log(m_logModel, [this](int seat) { return m_link.seatName(seat); })
    , m_screen(new ScreenFacet(&m_link, this))
    , m_game(new GameFacet(&m_link, m_screen, this))
    , m_board(new BoardFacet(this))
    , m_play(new PlayFacet(&m_link, &m_hostSettings, this))
    , m_advice(new AdviceFacet(&m_link, m_screen, m_play, this))
    , m_lookBack(new LookBackFacet(&m_link, m_screen, m_play, &m_log, m_cards,
                                   [this](const felt::EventList &events) { refresh(events); }, this))
{
    connect(m_screen, &ScreenFacet::handedOver, this, [this] { refresh(); });
    connect(m_game, &GameFacet::dealAsked, this, [this](quint64 seed) {
        const bool learning = m_game->learning();
        QString error;
        if (m_opener.dealAgain(seed, &error) && learning)
            m_game->setLearning(true);   // another deal at the same learning table: hints unasked again at first
        else if (!error.isEmpty())
            m_play->setMessage(error);
    });
    connect(m_game, &GameFacet::learningChanged, m_play, [this] { m_play->setLearning(m_game->learning()); });
    connect(m_game, &GameFacet::learningSet, this, [this](bool on) {
        m_hostSettings.setLearning(on);
        m_advice->setLearning(on);
        m_advice->teach(m_board->over(), m_play->due());
    });
    connect(m_lookBack, &LookBackFacet::botsHeld, this, [this](bool held) { m_hostSettings.setLookingBack(held); });
    connect(m_play, &PlayFacet::noted, this, [this](const QString &line, int seat) { m_log.note(line, seat); });
    // Who may ask for a review changes with the end of a game and with the seats.
    connect(m_board, &BoardFacet::overChanged, m_lookBack, &LookBackFacet::seatsChanged);
    connect(m_board, &BoardFacet::actionCountChanged, m_lookBack, &LookBackFacet::availableChanged);
    // The person chose other words for a game (its other name, its own settings).
    connect(m_words, &AdapterMaker::changed, this, [this](const QString &gameId) {
        if (!gameId.isEmpty() && (!m_host || m_link.gameId() != gameId))
            return;
        m_words->apply(m_adapter.get(), m_link.gameId());
        refresh();
    });
}

GameSession::~GameSession()
{
    // The host goes first: nothing it signals on the way out reaches a half-gone table.
    if (m_host)
        disconnect(m_host.get(), nullptr, this, nullptr);
}

void GameSession::retranslate()
{
    m_log.retell();
    refresh();
    emit m_game->changed();
    emit factsChanged();
}

bool GameSession::start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options, quint64 seed,
                        QString *error)
{
    return m_opener.start(gameId, seats, options, seed, error);
}

bool GameSession::load(const SavedGame &saved, QString *error) { return m_opener.load(saved, error); }

bool GameSession::startLesson(const SavedGame &saved, Host::ActionGate gate, QString *error)
{
    return m_opener.startLesson(saved, std::move(gate), error);
}

bool GameSession::openNetworkTable(std::unique_ptr<Host> host, QString *error, const QString &note)
{
    return m_opener.startNetwork(std::move(host), error, note);
}

void GameSession::close() { m_opener.close(); }

std::optional<felt::Record> GameSession::record() const
{
    return m_host ? m_host->record() : std::nullopt;
}

bool GameSession::actFor(int seat, const QString &action, felt::Reason *why)
{
    if (m_host)
        return m_host->actFor(seat, action, why);
    if (why)
        *why = felt::Reason::GameOver;
    return false;
}

void GameSession::setHost(std::unique_ptr<Host> host, const QString &firstNote)
{
    if (m_host) {
        disconnect(m_host.get(), nullptr, this, nullptr);
        emit hostLeaving(m_host.get());
    }
    m_host = std::move(host);
    m_link.setHost(m_host.get());
    m_hostSettings.setHost(m_host.get());
    ++m_tablesShown;
    if (m_host) {
        Host *h = m_host.get();
        connect(h, &Host::changed, this, &GameSession::hostChanged);
        // A seat's own change (a computer player began or stopped thinking): that seat's row
        // and the board's thinking seat, nothing of the table rebuilt.
        connect(h, &Host::seatChanged, this, [this, h](int seat) {
            const int thinking = h->thinkingSeat();
            m_seats->setThinking(seat, seat == thinking);
            m_board->setThinkingSeat(thinking);
        });
        connect(h, &Host::refused, m_play, &PlayFacet::hostRefused);
        connect(h, &Host::told, m_play, &PlayFacet::setMessage);
        connect(h, &Host::finished, this, &GameSession::finished);
        // A network table's new deal: the same host, a new game on the table.
        connect(h, &Host::dealtAgain, this, [this] { showHostGame(QString()); });
        connect(h, &Host::hinted, m_advice, &AdviceFacet::hinted);
        connect(h, &Host::analyzed, m_advice, &AdviceFacet::analyzed);
        connect(h, &Host::actionLimitReached, this, &GameSession::actionLimitReached);
    }
    showHostGame(firstNote);
}

void GameSession::showHostGame(const QString &firstNote)
{
    // The old table's facts outlive the old table: QML deletes a replaced table later, and a
    // facts object gone first set every binding of the old table on null ("Cannot read
    // property … of null") while it was being replaced. Kept until the next replacement.
    m_previousAdapter = std::move(m_adapter);
    m_link.setAdapter(nullptr);
    m_lookBack->tableChanged(true);
    m_advice->clear();
    m_cards->clear();
    m_seen = 0;
    m_play->setMessage({});
    if (m_host) {
        // The table builds its own adapter for the host's game.
        m_adapter = m_words->make(m_host->gameId(), [this](int seat) { return m_link.seatName(seat); });
        m_link.setAdapter(m_adapter.get());
        m_seen = m_host->actionCount();
    }
    // A game new to the screen: nobody has the device; whether the new deal's number may be
    // shown, before the log first tells the deal.
    m_screen->newTable();
    m_game->showNewGame();
    m_log.tell(m_host.get(), m_screen->knownSeed(), m_adapter.get(), firstNote);
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
        m_log.tell(m_host.get(), m_screen->knownSeed(), m_adapter.get(), tr("A move was taken back."));
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
    const QList<QPair<QString, int>> lines =
        m_host ? m_log.follow(*m_host, f.screen.viewer, fromAction, f.viewerSteps) : QList<QPair<QString, int>>();
    const QList<CardMove> moves = m_adapter && !f.seen.empty() ? m_adapter->moves(f.seen) : QList<CardMove>();

    // Every facet holds the new table before any of them signals.
    SignalQueue early, screenSignals, playSignals, late;
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
        if (const std::optional<quint64> seed = m_screen->updateDeal(f.everyone.hidesCards, f.everyone.over))
            m_log.noteDealNumber(*seed);
    m_board->setThinkingSeat(f.thinking);
    m_play->announce(f.seen);
    if (fromAction >= 0)
        m_play->tell(lines);
    m_play->scheduleAutomatic();
    m_advice->teach(f.table.over, f.table.due);
}
