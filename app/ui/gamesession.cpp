#include "gamesession.h"

#include "shitheadadapter.h"
#include "storage.h"

#include "json.h"
#include "texts.h"

#include "core/botlevel.h"
#include "core/card.h"
#include "core/registry.h"

#include <QFutureWatcher>
#include <QRandomGenerator>
#include <QSet>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace {

// The engine's texts are lower-case clauses without a full stop; the UI shows sentences.
QString sentence(const QString &clause)
{
    if (clause.isEmpty())
        return clause;
    QString s = clause;
    s[0] = s[0].toUpper();
    if (!s.endsWith(u'.') && !s.endsWith(u'!') && !s.endsWith(u'?'))
        s += u'.';
    return s;
}

std::string utf8(const QString &s)
{
    return s.toStdString();
}

// "pickedUp" for EventKind::PickedUp: the names QML's effects know.
QString eventName(felt::EventKind kind)
{
    switch (kind) {
    case felt::EventKind::Swapped: return QStringLiteral("swapped");
    case felt::EventKind::Ready: return QStringLiteral("ready");
    case felt::EventKind::PlayStarted: return QStringLiteral("playStarted");
    case felt::EventKind::Played: return QStringLiteral("played");
    case felt::EventKind::Burned: return QStringLiteral("burned");
    case felt::EventKind::PickedUp: return QStringLiteral("pickedUp");
    case felt::EventKind::Drew: return QStringLiteral("drew");
    case felt::EventKind::BlindFailed: return QStringLiteral("blindFailed");
    case felt::EventKind::Skipped: return QStringLiteral("skipped");
    case felt::EventKind::Reversed: return QStringLiteral("reversed");
    case felt::EventKind::WentOut: return QStringLiteral("wentOut");
    case felt::EventKind::GameOver: return QStringLiteral("gameOver");
    case felt::EventKind::Took: return QStringLiteral("took");
    case felt::EventKind::Collected: return QStringLiteral("collected");
    case felt::EventKind::LeftGame: return QStringLiteral("leftGame");
    case felt::EventKind::Moved: return QStringLiteral("moved");
    case felt::EventKind::Placed: return QStringLiteral("placed");
    case felt::EventKind::Completed: return QStringLiteral("completed");
    case felt::EventKind::Passed: return QStringLiteral("passed");
    case felt::EventKind::Conceded: return QStringLiteral("conceded");
    case felt::EventKind::Won: return QStringLiteral("won");
    case felt::EventKind::Lost: return QStringLiteral("lost");
    }
    return QStringLiteral("other");
}

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_seatsModel(new SeatsModel(this))
    , m_logModel(new LogModel(this))
    , m_cardsModel(new TableCardsModel(this))
{
}

GameSession::~GameSession() = default;

QVariantMap GameSession::options() const
{
    return felt::jsonFromValue(m_record.options).toVariant().toMap();
}

QVariantList GameSession::standings() const
{
    QList<SeatRow> rows = m_seatsModel->rows();
    std::stable_sort(rows.begin(), rows.end(), [](const SeatRow &a, const SeatRow &b) {
        return (a.place < 0 ? INT_MAX : a.place) < (b.place < 0 ? INT_MAX : b.place);
    });
    QVariantList list;
    for (const SeatRow &r : rows)
        list.append(QVariantMap { { QStringLiteral("seat"), r.seat }, { QStringLiteral("name"), r.name },
                                  { QStringLiteral("place"), r.place }, { QStringLiteral("isLoser"), r.isLoser },
                                  { QStringLiteral("isViewer"), r.isViewer }, { QStringLiteral("detail"), r.detail } });
    return list;
}

int GameSession::humans() const
{
    return static_cast<int>(std::count_if(m_seats.begin(), m_seats.end(), [](const SeatSpec &s) { return s.isHuman(); }));
}

int GameSession::firstHuman() const
{
    for (int s = 0; s < m_seats.size(); ++s)
        if (m_seats.at(s).isHuman())
            return s;
    return -1;
}

QString GameSession::seatName(int seat) const
{
    if (seat >= 0 && seat < m_seats.size())
        return m_seats.at(seat).name;
    return tr("Seat %1").arg(seat);
}

bool GameSession::isBot(int seat) const
{
    return seat >= 0 && seat < m_seats.size() && (m_autopilot || !m_seats.at(seat).isHuman());
}

void GameSession::setPalaceName(bool palace)
{
    if (m_palaceName == palace)
        return;
    m_palaceName = palace;
    if (auto *shithead = dynamic_cast<ShitheadAdapter *>(m_adapter.get()))
        shithead->setPalaceName(palace);
    refresh();
}

void GameSession::setAutopilot(bool on)
{
    m_autopilot = on;
    scheduleBots();
}

bool GameSession::setGame(std::unique_ptr<felt::AnyGame> game, const QString &gameId, QString *error)
{
    std::unique_ptr<TableAdapter> adapter = TableAdapter::forGame(gameId);
    if (!adapter) {
        if (error)
            *error = tr("There is no table for this game yet.");
        return false;
    }
    if (auto *shithead = dynamic_cast<ShitheadAdapter *>(adapter.get()))
        shithead->setPalaceName(m_palaceName);
    ++m_generation;
    m_game = std::move(game);
    m_adapter = std::move(adapter);
    m_adapter->setTableInfo(m_game->tableInfo());
    m_redo.clear();
    clearHint();
    emit undoChanged();
    return true;
}

void GameSession::setActionLimit(int limit)
{
    m_actionLimit = limit;
    scheduleBots();
}

void GameSession::setBotsPaused(bool paused)
{
    m_botsPaused = paused;
    if (!paused)
        scheduleBots();
}

void GameSession::setMessage(const QString &message)
{
    if (m_message == message)
        return;
    m_message = message;
    emit messageChanged();
}

// ---------------------------------------------------------------------------------------
// Starting, loading, closing

bool GameSession::start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options,
                        quint64 seed, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (seats.isEmpty())
        return fail(tr("A game needs players."));
    QList<SeatSpec> named = seats;
    for (int i = 0; i < named.size(); ++i) {
        named[i].name = named[i].name.simplified();
        if (named[i].name.isEmpty())
            named[i].name = tr("Player %1").arg(i + 1);
        if (!Storage::isSeatKind(named[i].kind))
            return fail(tr("Seat %1 has an unknown kind of player: %2.").arg(i + 1).arg(named[i].kind));
    }
    if (seed > felt::kMaxRecordSeed)
        return fail(tr("The deal number is too large."));

    felt::Record record;
    record.game = gameId;
    record.players = static_cast<int>(named.size());
    record.options = options.isNull() ? felt::Value::object() : options;
    record.seed = seed;
    auto game = felt::buildGame(record);
    if (!game)
        return fail(sentence(game.error()));
    record.options = (*game)->options();   // only the keys that differ from the defaults
    if (!setGame(std::move(*game), gameId, error))
        return false;
    m_record = std::move(record);
    m_seats = named;
    m_holder = -1;
    m_cardsModel->clear();
    setMessage({});
    retellLog({}, QString());
    emitGameChanged();
    autosave();
    refresh();
    scheduleBots();
    return true;
}

std::unique_ptr<felt::AnyGame> GameSession::replay(const SavedGame &saved, QString *error,
                                                   std::vector<std::pair<int, felt::EventList>> *events)
{
    auto fail = [&](const QString &why) -> std::unique_ptr<felt::AnyGame> {
        if (error)
            *error = why;
        return nullptr;
    };
    if (saved.seats.size() != saved.record.players)
        return fail(tr("the saved game has %1 seats for %2 players").arg(saved.seats.size()).arg(saved.record.players));
    auto built = felt::buildGame(saved.record);
    if (!built)
        return fail(built.error());
    std::unique_ptr<felt::AnyGame> game = std::move(*built);
    for (std::size_t k = 0; k < saved.record.actions.size(); ++k) {
        const felt::RecordAction &a = saved.record.actions[k];
        felt::EventList ev;
        const felt::Reason why = game->apply(a.seat, utf8(a.text), events ? &ev : nullptr);
        if (why != felt::Reason::Ok)
            return fail(felt::refusalText({ static_cast<int>(k), a.seat, why }));
        if (events)
            events->emplace_back(a.seat, std::move(ev));
    }
    return game;
}

bool GameSession::load(const SavedGame &saved, QString *error)
{
    std::vector<std::pair<int, felt::EventList>> events;
    QString why;
    auto game = replay(saved, &why, &events);
    if (!game) {
        if (error)
            *error = sentence(why);
        return false;
    }
    if (!setGame(std::move(game), saved.record.game, error))
        return false;
    m_record = saved.record;
    m_seats = saved.seats;
    m_holder = -1;
    m_cardsModel->clear();
    setMessage({});
    retellLog(events, tr("The game was resumed."));
    emitGameChanged();
    refresh();
    if (m_game->isOver() && m_storage)
        m_storage->removeLater();
    scheduleBots();
    return true;
}

void GameSession::close()
{
    if (!m_game)
        return;
    ++m_generation;
    m_game.reset();
    m_adapter.reset();
    m_redo.clear();
    clearHint();
    m_record = {};
    m_seats.clear();
    m_holder = -1;
    m_logModel->clear();
    m_cardsModel->clear();
    emitGameChanged();
    refresh();
}

// A game started, loaded or closed: everything that describes the game has changed.
void GameSession::emitGameChanged()
{
    emit activeChanged();
    emit gameIdChanged();
    emit playersChanged();
    emit seedChanged();
    emit humansChanged();
    emit actionCountChanged();
}

void GameSession::playAgain()
{
    restart(QRandomGenerator::global()->bounded(1u, 1000000000u));
}

void GameSession::replayDeal()
{
    restart(m_record.seed);
}

void GameSession::restart(quint64 seed)
{
    if (m_seats.isEmpty() || m_record.game.isEmpty())
        return;
    const QList<SeatSpec> seats = m_seats;
    const QString game = m_record.game;
    const felt::Value options = m_record.options;
    QString error;
    if (!start(game, seats, options, seed, &error))
        setMessage(error);
}

// ---------------------------------------------------------------------------------------
// Acting

bool GameSession::isLegal(const QString &action) const
{
    return whyNot(action).isEmpty();
}

QString GameSession::whyNot(const QString &action) const
{
    if (!m_game)
        return tr("No game is running.");
    if (m_game->isOver())
        return sentence(felt::reasonText(felt::Reason::GameOver));
    if (m_privacy)
        return tr("The table is covered until %1 takes over.").arg(m_privacyName);
    if (m_viewer < 0 || !m_seats.value(m_viewer).isHuman())
        return tr("It is not your turn.");
    const felt::Reason why = m_game->check(m_viewer, utf8(action.simplified()));
    return why == felt::Reason::Ok ? QString() : sentence(felt::reasonText(why));
}

bool GameSession::act(const QString &action)
{
    const QString why = whyNot(action);
    if (!why.isEmpty()) {
        setMessage(why);
        emit refused(why);
        return false;
    }
    QString refusal;
    if (!applyAction(m_viewer, action.simplified(), &refusal)) {
        setMessage(refusal);
        emit refused(refusal);
        return false;
    }
    return true;
}

bool GameSession::applyAction(int seat, const QString &text, QString *why)
{
    felt::EventList events;
    const felt::Reason reason = m_game->apply(seat, utf8(text), &events);
    if (reason != felt::Reason::Ok) {
        if (why)
            *why = sentence(felt::reasonText(reason));
        return false;
    }
    m_record.actions.push_back({ seat, text });
    ++m_generation;
    if (!m_redo.empty() && !m_replaying) {
        m_redo.clear();
    }
    clearHint();
    if (!isBot(seat))
        setMessage({});
    logEvents(events);
    autosave();
    refresh(m_adapter->moves(events, text));
    announce(events);
    emit actionCountChanged();
    emit undoChanged();
    emit acted();
    if (m_game && m_game->isOver())
        emit finished();
    scheduleBots();
    return true;
}

bool GameSession::canUndo() const
{
    if (!m_game || m_game->hidesCards())
        return false;
    for (const felt::RecordAction &a : m_record.actions)
        if (m_seats.value(a.seat).isHuman())
            return true;
    return false;
}

bool GameSession::undo()
{
    if (!canUndo())
        return false;
    // Back to the person's last decision: the bots' moves after it go too, or they would
    // simply be made again.
    std::vector<felt::RecordAction> undone;
    while (!m_record.actions.empty()) {
        const felt::RecordAction last = m_record.actions.back();
        m_record.actions.pop_back();
        undone.push_back(last);
        if (m_seats.value(last.seat).isHuman())
            break;
    }
    m_redo.insert(m_redo.end(), undone.begin(), undone.end());
    return rebuild();
}

bool GameSession::redo()
{
    if (!canRedo())
        return false;
    // The person's undone move and the bots' moves that followed it.
    m_replaying = true;
    bool ok = true;
    bool humanDone = false;
    while (!m_redo.empty() && ok) {
        const felt::RecordAction next = m_redo.back();
        if (humanDone && m_seats.value(next.seat).isHuman())
            break;
        m_redo.pop_back();
        humanDone = humanDone || m_seats.value(next.seat).isHuman();
        QString why;
        ok = applyAction(next.seat, next.text, &why);
    }
    m_replaying = false;
    if (!ok)
        m_redo.clear();
    emit undoChanged();
    return ok;
}

bool GameSession::rebuild()
{
    QString error;
    std::vector<std::pair<int, felt::EventList>> events;
    auto game = replay(saved(), &error, &events);
    if (!game) {
        setMessage(sentence(error));
        return false;
    }
    ++m_generation;
    m_game = std::move(game);
    clearHint();
    // The log tells the game as it now stands: what was taken back is gone from it.
    retellLog(events, tr("A move was taken back."));
    autosave();
    refresh();
    emit actionCountChanged();
    emit undoChanged();
    scheduleBots();
    return true;
}

void GameSession::clearHint()
{
    // A hint and a verdict belong to the table as it was.
    if (!m_analysis.isEmpty()) {
        m_analysis.clear();
        emit analysisChanged();
    }
    if (m_hint.isEmpty() && !m_hinting)
        return;
    m_hint.clear();
    m_hinting = false;
    emit hintChanged();
}

bool GameSession::canAnalyze() const
{
    // Where cards are hidden the solver would know what nobody has seen.
    return m_game && m_game->canSolve() && !m_game->hidesCards();
}

void GameSession::analyze()
{
    if (!canAnalyze() || m_analysis.value(QStringLiteral("busy")).toBool())
        return;
    m_analysis = { { QStringLiteral("busy"), true } };
    emit analysisChanged();
    const quint64 generation = m_generation;
    std::shared_ptr<const felt::AnyGame> game = m_game->clone();
    auto *watcher = new QFutureWatcher<QVariantMap>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        const QVariantMap result = watcher->result();
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_analysis = result;
        emit analysisChanged();
    });
    watcher->setFuture(QtConcurrent::run([game] {
        const felt::Value verdict = game->solve(0);   // the game's default budget
        QVariantMap map = felt::jsonFromValue(verdict).toVariant().toMap();
        map.insert(QStringLiteral("busy"), false);
        return map;
    }));
}

void GameSession::requestHint()
{
    if (!m_game || m_game->isOver() || m_viewer < 0 || m_privacy || !m_game->actors().has(m_viewer) || m_hinting)
        return;
    m_hinting = true;
    emit hintChanged();
    const quint64 generation = m_generation;
    auto task = m_game->botTask(m_viewer, felt::BotLevel::Hard, m_record.seed ^ 0x4849'4E54ULL);
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        const QString action = watcher->result();
        watcher->deleteLater();
        if (generation != m_generation)
            return;   // the table moved on while the hint was thought out
        m_hint = action;
        m_hinting = false;
        emit hintChanged();
    });
    watcher->setFuture(QtConcurrent::run([task = std::move(task)] { return QString::fromStdString(task()); }));
}

QString GameSession::describe(const QString &action) const
{
    return m_adapter ? m_adapter->describeAction(action) : action;
}

void GameSession::unlock()
{
    if (!m_game || !m_privacy)
        return;
    m_holder = dueHuman();
    refresh();
}

// ---------------------------------------------------------------------------------------
// Saving

void GameSession::autosave()
{
    if (!m_storage || !m_game)
        return;
    if (m_game->isOver())
        m_storage->removeLater();
    else
        m_storage->saveLater(saved());
}

void GameSession::setStorage(Storage *storage)
{
    if (m_storage)
        disconnect(m_storage, nullptr, this, nullptr);
    m_storage = storage;
    if (m_storage)
        connect(m_storage, &Storage::saveFailed, this, [this](const QString &error) {
            const QString why = tr("The game could not be saved: %1.").arg(error);
            setMessage(why);
            emit saveFailed(why);
        });
}

// ---------------------------------------------------------------------------------------
// The log

// The log anew: the deal's number, every action's events, then `last` (if any).
void GameSession::retellLog(const std::vector<std::pair<int, felt::EventList>> &events, const QString &last)
{
    m_logModel->clear();
    m_logModel->append(tr("Deal number %1.").arg(m_record.seed));
    for (const auto &e : events)
        logEvents(e.second);
    if (!last.isEmpty())
        m_logModel->append(last);
}

void GameSession::logEvents(const felt::EventList &events)
{
    if (!m_adapter)
        return;
    const TableAdapter::NameOf name = [this](int seat) { return seatName(seat); };
    for (const felt::Event &e : events) {
        const QString text = m_adapter->eventText(e, name);
        if (!text.isEmpty())
            m_logModel->append(text, m_adapter->eventSeat(e));
    }
}

void GameSession::announce(const felt::EventList &events)
{
    for (const felt::Event &e : events)
        emit happened(eventName(e.kind), e.seat, e.count);
}

// ---------------------------------------------------------------------------------------
// What QML sees

int GameSession::dueHuman() const
{
    if (!m_game || m_game->isOver())
        return -1;
    const felt::SeatSet actors = m_game->actors();
    if (m_holder >= 0 && actors.has(m_holder) && m_seats.value(m_holder).isHuman())
        return m_holder;
    int due = -1;
    actors.forEach([&](felt::Seat s) {
        if (due < 0 && m_seats.value(s).isHuman())
            due = s;
    });
    return due;
}

void GameSession::refresh(const QList<CardMove> &moves)
{
    const bool over = m_game && m_game->isOver();
    int viewer = -1;
    bool privacy = false;
    QString privacyName;
    felt::SeatSet actors;
    if (m_game) {
        actors = m_game->actors();
        QList<int> humanSeats;
        for (int s = 0; s < m_seats.size(); ++s)
            if (m_seats.at(s).isHuman())
                humanSeats.append(s);
        if (humanSeats.isEmpty()) {
            viewer = 0;                       // spectating: the table as seat 0 sees it
        } else if (humanSeats.size() == 1) {
            viewer = humanSeats.first();
        } else if (!m_adapter->needsPrivacy()) {
            // Nothing is hidden: the table is shown as the person due to act sees it.
            const int due = dueHuman();
            viewer = due >= 0 ? due : (m_holder >= 0 ? m_holder : humanSeats.first());
            m_holder = viewer;
        } else {
            const int due = dueHuman();
            if (due >= 0 && due != m_holder) {
                m_holder = -1;                // lock: the next person must take the device
                privacy = true;
                privacyName = seatName(due);
            } else {
                viewer = m_holder;
            }
        }
    }

    // The engine's public facts first: the adapter reads them (e.g. who plays which position).
    const felt::Value infoValue = m_game ? m_game->tableInfo() : felt::Value();
    if (m_game)
        m_adapter->setTableInfo(infoValue);

    // The state as the viewer sees it; with nobody at the device, every hand face down.
    felt::Value state;
    if (m_game)
        state = viewer >= 0 ? m_game->state(viewer) : m_adapter->maskedState(m_game->state(0));

    QStringList legal;
    if (m_game && !over && !privacy && viewer >= 0 && m_seats.value(viewer).isHuman() && actors.has(viewer))
        for (const std::string &t : m_game->legalActions(viewer))
            legal.append(QString::fromStdString(t));

    const felt::Value *phaseValue = TableAdapter::member(state, "phase");
    QString phase;
    if (phaseValue && phaseValue->isString())
        phase = QString::fromStdString(phaseValue->toString());
    else if (m_game)
        phase = over ? QStringLiteral("over") : QStringLiteral("play");
    // Whose turn: the one seat that may act, else the state's own idea (none in setup).
    const int turn = !m_game ? -1 : actors.size() == 1 ? actors.first() : over ? -1 : TableAdapter::intMember(state, "turn", -1);
    const int direction = m_game ? TableAdapter::intMember(state, "direction", 1) : 1;

    QVariantMap result;
    QString resultText;
    felt::Value resultValue;
    const TableAdapter::NameOf name = [this](int seat) { return seatName(seat); };
    if (over) {
        resultValue = m_game->result();
        result = felt::jsonFromValue(resultValue).toVariant().toMap();
        resultText = m_adapter->resultText(resultValue, name);
    }
    const QList<int> places = m_game ? m_adapter->places(state, resultValue, static_cast<int>(m_seats.size())) : QList<int>();
    const int loser = TableAdapter::intMember(resultValue, "loser", -1);

    QList<SeatRow> seatRows;
    for (int s = 0; m_game && s < m_seats.size(); ++s) {
        SeatRow row;
        row.seat = s;
        row.name = m_seats.at(s).name;
        row.kind = m_seats.at(s).kind;
        row.isTurn = turn == s;
        row.isActor = actors.has(s);
        row.thinking = m_thinkingSeat == s;
        row.place = places.value(s, -1);
        row.isViewer = viewer == s;
        row.isLoser = loser == s;
        m_adapter->fillSeat(row, state);
        seatRows.append(row);
    }

    const QList<CardSlot> cardSlots = m_game ? m_adapter->cardSlots(state, viewer, legal) : QList<CardSlot>();
    const QVariantMap info = m_game ? felt::jsonFromValue(infoValue).toVariant().toMap() : QVariantMap();
    const QVariantMap stateMap = m_game ? felt::jsonFromValue(state).toVariant().toMap() : QVariantMap();

    // Store everything first, so that no handler of any change signal sees a mix of the
    // old view and the new one (e.g. the privacy screen up while a hand is still shown).
    QList<void (GameSession::*)()> changed;
    auto assign = [&changed](auto &field, const auto &value, void (GameSession::*signal)()) {
        if (field == value)
            return;
        field = value;
        changed.append(signal);
    };
    assign(m_over, over, &GameSession::overChanged);
    assign(m_phase, phase, &GameSession::phaseChanged);
    assign(m_turn, turn, &GameSession::turnChanged);
    assign(m_direction, direction, &GameSession::directionChanged);
    assign(m_viewer, viewer, &GameSession::viewerChanged);
    assign(m_privacyName, privacyName, &GameSession::privacyNameChanged);
    assign(m_privacy, privacy, &GameSession::privacyChanged);
    assign(m_state, stateMap, &GameSession::stateChanged);
    assign(m_info, info, &GameSession::infoChanged);
    assign(m_legal, legal, &GameSession::legalChanged);
    assign(m_result, result, &GameSession::resultChanged);
    assign(m_resultText, resultText, &GameSession::resultTextChanged);
    m_seatsModel->setRows(seatRows);
    m_cardsModel->update(cardSlots, moves);
    for (const auto signal : changed)
        (this->*signal)();
}

// ---------------------------------------------------------------------------------------
// Bots

void GameSession::setThinkingSeat(int seat)
{
    if (m_thinkingSeat == seat)
        return;
    m_thinkingSeat = seat;
    emit thinkingSeatChanged();
    QList<SeatRow> rows = m_seatsModel->rows();
    for (SeatRow &r : rows)
        r.thinking = r.seat == seat;
    m_seatsModel->setRows(rows);
}

void GameSession::scheduleBots()
{
    if (!m_game || m_game->isOver() || m_botBusy || m_botsPaused)
        return;
    if (m_actionLimit >= 0 && actionCount() >= m_actionLimit) {
        emit actionLimitReached();
        return;
    }
    int seat = -1;
    m_game->actors().forEach([&](felt::Seat s) {
        if (seat < 0 && isBot(s))
            seat = s;
    });
    if (seat < 0)
        return;
    const auto level = m_seats.at(seat).isHuman() ? std::optional<felt::BotLevel>(felt::BotLevel::Normal)
                                                  : felt::parseBotLevel(utf8(m_seats.at(seat).kind));
    if (!level)
        return;
    // Reproducible: the same deal with the same seats plays the same game.
    const quint64 botSeed = (m_record.seed * 0x9E3779B97F4A7C15ULL) ^ (static_cast<quint64>(actionCount()) << 8)
        ^ static_cast<quint64>(seat);
    std::function<std::string()> task = m_game->botTask(seat, *level, botSeed);
    const quint64 generation = m_generation;
    const int delay = m_phase == QLatin1String("setup") ? m_botDelayMs / 3 : m_botDelayMs;
    m_botBusy = true;
    setThinkingSeat(seat);
    QElapsedTimer clock;
    clock.start();

    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, seat, clock, delay] {
        const QString action = watcher->result();
        watcher->deleteLater();
        const qint64 wait = delay - clock.elapsed();
        if (wait > 0)
            QTimer::singleShot(static_cast<int>(wait), this, [this, generation, seat, action] { botDone(generation, seat, action); });
        else
            botDone(generation, seat, action);
    });
    watcher->setFuture(QtConcurrent::run([task = std::move(task), hook = m_thinkHook]() {
        if (hook)
            hook();
        return QString::fromStdString(task());
    }));
}

void GameSession::botDone(quint64 generation, int seat, const QString &action)
{
    m_botBusy = false;
    setThinkingSeat(-1);
    if (generation != m_generation || !m_game || m_botsPaused) {
        // The game changed while the bot was thinking: its move belongs to a table that is gone.
        scheduleBots();
        return;
    }
    QString why;
    if (action.isEmpty() || !applyAction(seat, action, &why)) {
        // A computer player that fails must not stop the game: it makes its first legal
        // move instead, and the table says so.
        const std::vector<std::string> legal = m_game->legalActions(seat);
        if (legal.empty() || !applyAction(seat, QString::fromStdString(legal.front()), &why))
            setMessage(tr("%1 could not decide what to do. %2").arg(seatName(seat), why));
        else
            setMessage(tr("%1 made a fallback move.").arg(seatName(seat)));
    }
}
