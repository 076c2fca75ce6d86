#include "gamesession.h"

#include "gameui.h"
#include "movematch.h"
#include "storage.h"

#include "json.h"
#include "texts.h"

#include "core/botlevel.h"
#include "core/registry.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QUuid>
#include <QTimer>

#include <algorithm>
#include <climits>

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

const felt::GameSpec *specOf(const QString &gameId)
{
    const QByteArray id = gameId.toUtf8();
    return felt::findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
}

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_seatsModel(new SeatsModel(this))
    , m_logModel(new LogModel(this))
    , m_cardsModel(new TableCardsModel(this))
    , m_log(m_logModel)
    , m_tasks(new TaskRunner(this))
    , m_gameReview(new GameReview(this))
{
    connect(m_gameReview, &GameReview::currentChanged, this, &GameSession::showReviewDecision);
    // Who may ask for a review changes with the end of a game and with the seats.
    connect(this, &GameSession::overChanged, this, &GameSession::reviewSeatsChanged);
    connect(this, &GameSession::humansChanged, this, &GameSession::reviewSeatsChanged);
    connect(m_gameReview, &GameReview::closed, this, [this] {
        if (m_reviewViewer >= 0 || m_review.active()) {
            m_reviewViewer = -1;
            endReview();
        }
    });
}

GameSession::~GameSession() = default;

QString GameSession::tableQml() const
{
    const GameUi *ui = gameUi(m_record.game);
    return m_game && ui ? ui->tableQml() : QString();
}

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
                                  { QStringLiteral("isViewer"), r.isViewer }, { QStringLiteral("detail"), r.detail },
                                  { QStringLiteral("info"), r.info } });
    return list;
}

QVariantList GameSession::moves() const
{
    QVariantList list;
    for (const felt::Move &m : m_table.moves)
        list.append(movematch::moveToVariant(m, m_adapter.get()));
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

QString GameSession::reasonSentence(felt::Reason reason) const
{
    return sentence(felt::reasonText(m_record.game, reason));
}

void GameSession::setAlternateNames(const QStringList &gameIds)
{
    if (m_alternateNames == gameIds)
        return;
    m_alternateNames = gameIds;
    if (m_adapter)
        m_adapter->setAlternateName(m_alternateNames.contains(m_record.game));
    refresh();
}

void GameSession::setGameSettings(const QString &gameId, const QVariantMap &values)
{
    if (m_gameSettings.value(gameId) == values)
        return;
    m_gameSettings.insert(gameId, values);
    if (m_game && m_record.game == gameId) {
        applyGameSettings(gameId);
        refresh();
    }
}

void GameSession::applyGameSettings(const QString &gameId)
{
    if (!m_adapter)
        return;
    QVariantMap values;
    if (const GameUi *ui = gameUi(gameId))
        for (const GameSetting &s : ui->settings())
            values.insert(s.key, s.defaultValue);
    const QVariantMap chosen = m_gameSettings.value(gameId);
    for (auto it = chosen.begin(); it != chosen.end(); ++it)
        values.insert(it.key(), it.value());
    m_adapter->setSettings(values);
}

void GameSession::scheduleAutomatic()
{
    auto due = [this] {
        return m_game && m_adapter && !m_game->isOver() && !m_review.active() && !m_screen.privacy && m_screen.actor >= 0
            && !isBot(m_screen.actor) && m_game->actors().has(m_screen.actor);
    };
    if (m_automaticPending || !due())
        return;
    const std::string text = m_adapter->automaticMove(m_table.moves);
    if (text.empty())
        return;
    m_automaticPending = true;
    emit automaticChanged();
    // Long enough to see the move before it; none when the computer players wait for nothing.
    const int pause = qBound(0, m_botDelayMs / 2, 400);
    QTimer::singleShot(pause, this, [this, text, due] {
        m_automaticPending = false;
        // Still the same move for the same person (nothing else happened meanwhile)?
        if (!due() || m_adapter->automaticMove(m_table.moves) != text)
            scheduleAutomatic();
        else
            applyAction(m_screen.actor, QString::fromStdString(text), nullptr);
        if (!m_automaticPending)   // (the next one may be due at once: no flicker between)
            emit automaticChanged();
    });
}

void GameSession::setAutopilot(bool on)
{
    m_autopilot = on;
    scheduleBots();
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

void GameSession::retranslate()
{
    m_log.retell();
    refresh();
    emit gameIdChanged();
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

bool GameSession::setGame(std::unique_ptr<felt::AnyGame> game, const QString &gameId, QString *error)
{
    const GameUi *ui = gameUi(gameId);
    std::unique_ptr<TableAdapter> adapter = ui && !ui->tableQml().isEmpty() ? ui->makeAdapter() : nullptr;
    if (!adapter) {
        if (error)
            *error = tr("There is no table for this game yet.");
        return false;
    }
    adapter->setAlternateName(m_alternateNames.contains(gameId));
    adapter->setNames([this](int seat) { return seatName(seat); });
    m_game = std::move(game);
    m_adapter = std::move(adapter);
    applyGameSettings(gameId);
    m_redo.clear();
    changed();
    emit undoChanged();
    return true;
}

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
    m_hotSeat.reset();
    beginStatistics();
    m_cardsModel->clear();
    setMessage({});
    retellLog({}, QString());
    emitGameChanged();
    autosave();
    refresh();
    scheduleBots();
    return true;
}

std::unique_ptr<felt::AnyGame> GameSession::replay(const SavedGame &saved, QString *error, std::vector<felt::EventList> *events)
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
            return fail(felt::refusalText(saved.record.game, { static_cast<int>(k), a.seat, why }));
        if (events)
            events->push_back(std::move(ev));
    }
    return game;
}

bool GameSession::load(const SavedGame &saved, QString *error)
{
    std::vector<felt::EventList> events;
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
    m_hotSeat.reset();
    beginStatistics();
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
    m_game.reset();
    m_adapter.reset();
    m_redo.clear();
    changed();
    m_record = {};
    m_seats.clear();
    m_hotSeat.reset();
    m_log.clear();
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
    if (m_watchOnly)
        return tr("This is a past game: it can only be watched.");
    if (m_game->isOver())
        return reasonSentence(felt::Reason::GameOver);
    if (m_screen.privacy)
        return tr("The table is covered until %1 takes over.").arg(privacyName());
    if (m_screen.actor < 0)
        return tr("It is not your turn.");
    const felt::Reason why = m_game->check(m_screen.actor, utf8(action.simplified()));
    return why == felt::Reason::Ok ? QString() : reasonSentence(why);
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
    if (!applyAction(m_screen.actor, action.simplified(), &refusal)) {
        setMessage(refusal);
        emit refused(refusal);
        return false;
    }
    return true;
}

QVariantMap GameSession::moveFor(const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const
{
    if (const felt::Move *m = movematch::find(m_table.moves, cards, from, to)) {
        QVariantMap legal = movematch::moveToVariant(*m, m_adapter.get());
        legal.insert(QStringLiteral("legal"), true);
        return legal;
    }
    // Not a legal move: the engine says what the gesture means, and the game why it may not.
    QString why;
    if (m_game && m_screen.actor >= 0) {
        const felt::GameSpec *spec = specOf(m_record.game);
        std::string zones[2];
        const felt::Move g = movematch::gesture(cards, from, to, spec ? spec->family : felt::CardFamily::French, zones);
        if (const auto text = m_game->gestureAction(m_screen.actor, g)) {
            why = whyNot(QString::fromStdString(*text));
            // Legal after all (the gesture named its places differently): that move.
            for (const felt::Move &m : m_table.moves)
                if (why.isEmpty() && m.action == *text) {
                    QVariantMap legal = movematch::moveToVariant(m, m_adapter.get());
                    legal.insert(QStringLiteral("legal"), true);
                    return legal;
                }
        }
    }
    if (why.isEmpty())
        why = m_screen.privacy || m_screen.actor < 0 || !m_game ? whyNot(QString()) : tr("That cannot go there.");
    return { { QStringLiteral("legal"), false }, { QStringLiteral("why"), why } };
}

QVariantList GameSession::movesFrom(const QStringList &cards, const QVariantMap &from) const
{
    QVariantList list;
    for (const felt::Move &m : m_table.moves)
        if (movematch::matches(m, cards, from, {}))
            list.append(movematch::moveToVariant(m, m_adapter.get()));
    return list;
}

QVariantMap GameSession::moveOf(const QString &verb) const
{
    const QByteArray v = verb.toUtf8();
    for (const felt::Move &m : m_table.moves)
        if (m.verb == std::string_view(v.constData(), static_cast<std::size_t>(v.size())))
            return movematch::moveToVariant(m, m_adapter.get());
    return {};
}

QString GameSession::verbButton(const QString &verb) const
{
    const QByteArray v = verb.toUtf8();
    return m_adapter ? m_adapter->verbButton(std::string_view(v.constData(), static_cast<std::size_t>(v.size()))) : QString();
}

QString GameSession::verbKey(const QString &verb) const
{
    const QByteArray v = verb.toUtf8();
    return m_adapter ? m_adapter->verbKey(std::string_view(v.constData(), static_cast<std::size_t>(v.size()))) : QString();
}

bool GameSession::applyAction(int seat, const QString &text, QString *why)
{
    felt::EventList events;
    const felt::Reason reason = m_game->apply(seat, utf8(text), &events);
    if (reason != felt::Reason::Ok) {
        if (why)
            *why = reasonSentence(reason);
        return false;
    }
    m_record.actions.push_back({ seat, text });
    if (!m_redo.empty() && !m_replaying)
        m_redo.clear();
    changed();
    if (!isBot(seat))
        setMessage({});
    autosave();
    // The table first: the log's new lines are told to whoever looks at it now.
    refresh(events);
    tell(m_log.add(events));
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
    if (!m_game || m_game->hidesCards() || m_watchOnly)
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
    m_usedUndo = true;
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
    std::vector<felt::EventList> events;
    auto game = replay(saved(), &error, &events);
    if (!game) {
        setMessage(sentence(error));
        return false;
    }
    m_game = std::move(game);
    changed();
    // The log tells the game as it now stands: what was taken back is gone from it.
    retellLog(events, tr("A move was taken back."));
    autosave();
    refresh();
    emit actionCountChanged();
    emit undoChanged();
    scheduleBots();
    return true;
}

void GameSession::changed()
{
    m_tasks->invalidate();
    clearHint();
    if (m_review.active()) {
        m_review.stop();
        emit reviewChanged();
    }
    m_reviewViewer = -1;
    m_gameReview->close();   // its decisions belong to the game as it was
    emit reviewSeatsChanged();
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

// ---------------------------------------------------------------------------------------
// Hints and the solver

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
    std::shared_ptr<const felt::AnyGame> game = m_game->clone();
    m_tasks->run<QVariantMap>(
        [game] {
            const felt::Value verdict = game->solve(0);   // the game's default budget
            QVariantMap map = felt::jsonFromValue(verdict).toVariant().toMap();
            map.insert(QStringLiteral("busy"), false);
            return map;
        },
        [this](QVariantMap result) {
            m_analysis = std::move(result);
            emit analysisChanged();
        });
}

void GameSession::requestHint()
{
    const int seat = m_screen.actor;
    if (!m_game || m_game->isOver() || seat < 0 || m_screen.privacy || !m_game->actors().has(seat) || m_hinting)
        return;
    m_hinting = true;
    m_usedHint = true;
    emit hintChanged();
    std::function<std::string()> task = m_game->botTask(seat, felt::BotLevel::Hard, m_record.seed ^ 0x4849'4E54ULL);
    m_tasks->run<QString>([task = std::move(task)] { return QString::fromStdString(task()); },
                          [this](QString action) {
                              m_hint = std::move(action);
                              m_hinting = false;
                              emit hintChanged();
                          });
}

QVariantMap GameSession::hintMove() const
{
    if (m_hint.isEmpty())
        return {};
    const std::string text = utf8(m_hint);
    for (const felt::Move &m : m_table.moves)
        if (m.action == text) {
            QVariantMap move = movematch::moveToVariant(m, m_adapter.get());
            // Why, where a person would wonder (a pickup while plays are at hand).
            move.insert(QStringLiteral("reason"), m_adapter->adviceReason(m_game->adviceReasons(m_screen.actor, text)));
            return move;
        }
    return {};
}

QString GameSession::describe(const QString &action) const
{
    const std::string text = utf8(action.simplified());
    for (const felt::Move &m : m_table.moves)
        if (m.action == text)
            return m_adapter->describeMove(m);
    return action;
}

void GameSession::unlock()
{
    if (!m_game || !m_screen.privacy)
        return;
    m_hotSeat.handOver(m_screen.due);
    refresh();
}

// ---------------------------------------------------------------------------------------
// Statistics

void GameSession::beginStatistics()
{
    m_watchOnly = false;
    m_gameKey = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_playClock.start();
    m_usedUndo = false;
    m_usedHint = false;
}

FinishedGame GameSession::finishedGame() const
{
    FinishedGame g;
    if (!m_game)
        return g;
    g.key = m_gameKey;
    g.game = m_record.game;
    g.options = QString::fromUtf8(felt::writeJson(m_record.options, felt::JsonStyle::Compact));
    g.seed = m_record.seed;
    g.endedAt = QDateTime::currentDateTimeUtc();
    g.durationMs = m_playClock.isValid() ? m_playClock.elapsed() : 0;
    g.usedUndo = m_usedUndo;
    g.usedHint = m_usedHint;
    g.record = felt::writeRecord(m_record);
    const felt::Value result = m_game->result();
    const QList<int> standings = m_adapter ? m_adapter->standings(result, players()) : QList<int>();
    const QList<double> scores = m_adapter ? m_adapter->scores(result, players()) : QList<double>();
    for (int s = 0; s < m_seats.size(); ++s) {
        SeatResult r { m_seats.at(s).name, m_seats.at(s).kind, standings.value(s, -1), std::nullopt };
        if (s < scores.size())
            r.score = scores.at(s);
        g.seats.append(r);
    }
    return g;
}

// ---------------------------------------------------------------------------------------
// The last round again

bool GameSession::watchFromStart()
{
    if (!m_game || m_record.actions.empty())
        return false;
    m_watchOnly = true;
    m_review.stop();
    if (!m_review.start(m_record, 0))
        return false;
    refresh();
    emit reviewChanged();
    emit undoChanged();
    tell({ { tr("The table as it was dealt."), -1 } });
    return true;
}

QVariantList GameSession::reviewSeats() const
{
    QVariantList list;
    if (!m_game || !m_game->isOver() || m_watchOnly)
        return list;
    for (int s = 0; s < m_seats.size(); ++s) {
        if (!m_seats.at(s).isHuman())
            continue;
        list.append(QVariantMap { { QStringLiteral("seat"), s }, { QStringLiteral("name"), seatName(s) },
                                  { QStringLiteral("decisions"), qMax(0, GameReview::countDecisions(m_record, s)) } });
    }
    return list;
}

QString GameSession::reviewRatingNote() const
{
    const GameUi *ui = gameUi(m_record.game);
    return ui ? ui->reviewRatingNote() : QString();
}

bool GameSession::reviewGame(int seat)
{
    if (!m_game || !m_game->isOver() || !m_adapter || seat < 0 || seat >= players())
        return false;
    TableAdapter *adapter = m_adapter.get();
    return m_gameReview->start(m_record, seat, [adapter](const felt::Move &m) { return adapter->describeMove(m); });
}

void GameSession::markReviewChoice(QList<CardSlot> &cards) const
{
    const int i = m_gameReview->current();
    if (i < 0 || i >= m_gameReview->results().size() || !m_review.game())
        return;
    const GameReview::Decision &d = m_gameReview->results().at(i);
    if (d.same || d.choiceText.isEmpty())
        return;
    const std::string text = utf8(d.choiceText);
    felt::MoveList choice;
    for (const felt::Move &m : m_review.game()->legalMoves(d.seat))
        if (m.action == text)
            choice.push_back(m);
    if (choice.empty())
        return;
    markPlayable(cards, choice);
    // Every card the move takes, not only the first (a play of several cards).
    for (CardSlot &slot : cards)
        for (const felt::Move &m : choice)
            if (!m.from.zone.empty() && slot.zone == QString::fromStdString(std::string(m.from.zone))
                && (m.from.owner < 0 || slot.owner == m.from.owner)
                && std::any_of(m.cards.begin(), m.cards.end(), [&](felt::Card c) { return slot.face == QString::fromStdString(felt::toText(c)); }))
                slot.playable = true;
}

void GameSession::showReviewDecision()
{
    const QVariantMap d = m_gameReview->currentDecision();
    if (d.isEmpty()) {
        if (m_reviewViewer >= 0) {
            m_reviewViewer = -1;
            endReview();
        }
        return;
    }
    if (!m_review.active() && !m_review.start(m_record, 0))
        return;
    m_reviewViewer = m_gameReview->seat();
    if (!m_review.jump(d.value(QStringLiteral("index")).toInt()))
        return;
    m_cardsModel->clear();   // the cards lie where they lay then
    refresh();
    followReviewInLog();
    emit reviewChanged();
    tell({});
}

// The log tells the game as far as a review shows it, and all of it again afterwards.
void GameSession::followReviewInLog()
{
    m_log.showActions(m_review.active() ? m_review.first() + m_review.step() : -1);
}

bool GameSession::canReview() const
{
    return m_game && !m_screen.privacy && !m_record.actions.empty();
}

bool GameSession::startReview()
{
    if (!canReview() || m_review.active())
        return false;
    // Since the person's own last move; if that was the last move of all, since the one
    // before it (their move and what led to it).
    const int me = m_screen.viewer >= 0 ? m_screen.viewer : m_screen.actor;
    const int total = actionCount();
    int last = -1;
    int previous = -1;
    for (int k = total - 1; k >= 0 && previous < 0; --k)
        if (m_record.actions[static_cast<std::size_t>(k)].seat == me)
            (last < 0 ? last : previous) = k;
    const int everyone = std::max(0, total - players());   // one move per seat
    int first = everyone;
    if (last >= 0 && last < total - 1)
        first = last + 1;                                  // what the others did since
    else if (last == total - 1)
        first = previous >= 0 ? previous + 1 : everyone;   // just moved: since the move before
    if (!m_review.start(m_record, first))
        return false;
    refresh();
    followReviewInLog();
    emit reviewChanged();
    tell({ { tr("The table as it stood before these moves."), -1 } });
    return true;
}

bool GameSession::stepReview(int delta)
{
    if (!m_review.active())
        return false;
    if (delta > 0) {
        felt::EventList events;
        if (!m_review.forward(&events))
            return false;
        refresh(events);
        followReviewInLog();
        emit reviewChanged();
        tell(m_log.lines(events));
        return true;
    }
    if (!m_review.back())
        return false;
    refresh();
    followReviewInLog();
    emit reviewChanged();
    tell({});
    return true;
}

void GameSession::endReview()
{
    if (!m_review.active())
        return;
    m_review.stop();
    m_cardsModel->clear();   // the cards come back where they lie now
    refresh();
    followReviewInLog();
    emit reviewChanged();
    tell({});
    scheduleBots();
}

// ---------------------------------------------------------------------------------------
// Saving

void GameSession::autosave()
{
    if (!m_storage || !m_game || m_watchOnly)
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
// The log and the effects

// The log anew: the deal's number, every action's events, then `last` (if any).
void GameSession::retellLog(const std::vector<felt::EventList> &events, const QString &last)
{
    m_log.reset(tr("Deal number %1.").arg(m_record.seed), m_adapter.get(), [this](int seat) { return seatName(seat); });
    for (const felt::EventList &e : events)
        m_log.add(e);
    if (!last.isEmpty())
        m_log.note(last);
}

void GameSession::tell(const QList<QPair<QString, int>> &lines)
{
    QVariantList list;
    for (const auto &[text, seat] : lines)
        list.append(QVariantMap { { QStringLiteral("text"), text }, { QStringLiteral("seat"), seat } });
    emit told(list);
}

void GameSession::announce(const felt::EventList &events)
{
    const felt::GameSpec *spec = specOf(m_record.game);
    for (const felt::Event &e : events) {
        const std::string_view id = spec && spec->eventId ? spec->eventId(e.kind) : std::string_view();
        QStringList cards;
        for (const felt::Card c : e.cards)
            cards.append(QString::fromStdString(felt::toText(c)));
        emit happened(QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())), e.seat, e.count, cards);
    }
}

// ---------------------------------------------------------------------------------------
// What QML sees

void GameSession::refresh(const felt::EventList &events)
{
    Screen screen;
    TableSnapshot table;
    if (m_game) {
        screen = m_hotSeat.decide(players(), m_game->isOver() ? felt::SeatSet() : m_game->actors(),
                                  [this](int s) { return m_seats.value(s).isHuman(); },
                                  [this](int s) { return m_game->privateDecision(s); });
        // The game review: the table as the reviewed person saw it (the whole table turns to
        // them: their seat at the bottom).
        if (m_review.active() && m_reviewViewer >= 0) {
            screen.viewer = m_reviewViewer;
            screen.privacy = false;
        }
        // Looking back: the round's table as it stood, nobody acts on it.
        Screen shown = screen;
        if (m_review.active())
            shown.actor = -1;
        table = buildTable({ m_review.active() ? m_review.game() : m_game.get(), m_adapter.get(), shown, m_seats,
                             m_thinkingSeat, [this](int seat) { return seatName(seat); } });
        // The game review: the cards of the hard player's other choice glow on the table.
        if (m_review.active() && m_reviewViewer >= 0)
            markReviewChoice(table.cards);
    }
    m_log.setViewer(screen.viewer >= 0 ? screen.viewer : -1);
    // Only what the table's viewer may see moves cards and sets off effects.
    felt::EventList seen;
    for (const felt::Event &e : events)
        if (e.audience.includes(screen.viewer))
            seen.push_back(e);
    const QList<CardMove> moves = m_adapter && !seen.empty() ? m_adapter->moves(seen) : QList<CardMove>();

    // Store everything first, so that no handler of any change signal sees a mix of the
    // old view and the new one (e.g. the privacy screen up while a hand is still shown).
    QList<void (GameSession::*)()> pending;
    auto note = [&pending](bool differs, void (GameSession::*signal)()) {
        if (differs)
            pending.append(signal);
    };
    const TableSnapshot &old = m_table;
    note(old.over != table.over, &GameSession::overChanged);
    note(old.phase != table.phase || old.simultaneous != table.simultaneous, &GameSession::phaseChanged);
    note(old.turn != table.turn, &GameSession::turnChanged);
    note(old.direction != table.direction, &GameSession::directionChanged);
    note(m_screen.viewer != screen.viewer, &GameSession::viewerChanged);
    note(m_screen.actor != screen.actor, &GameSession::actorChanged);
    note(m_screen.due != screen.due || m_screen.privacy != screen.privacy, &GameSession::privacyNameChanged);
    note(m_screen.privacy != screen.privacy, &GameSession::privacyChanged);
    note(old.state != table.state, &GameSession::stateChanged);
    note(old.info != table.info, &GameSession::infoChanged);
    note(old.legal != table.legal || old.moves != table.moves, &GameSession::legalChanged);
    note(old.waitingFor != table.waitingFor, &GameSession::waitingForChanged);
    note(old.result != table.result, &GameSession::resultChanged);
    note(old.resultText != table.resultText, &GameSession::resultTextChanged);
    const QList<CardSlot> cards = table.cards;
    const QList<SeatRow> seats = table.seats;
    m_screen = screen;
    m_table = std::move(table);
    m_seatsModel->setRows(seats);
    m_cardsModel->update(cards, moves);
    for (const auto signal : pending)
        (this->*signal)();
    announce(seen);
    scheduleAutomatic();
}

// ---------------------------------------------------------------------------------------
// Computer players

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
    if (!m_game || m_game->isOver() || m_botBusy || m_botsPaused || m_review.active())
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
    m_botBusy = true;
    setThinkingSeat(seat);
    QElapsedTimer clock;
    clock.start();
    auto stale = [this] {
        // The game changed while the bot was thinking: its move belongs to a table that is gone.
        m_botBusy = false;
        setThinkingSeat(-1);
        scheduleBots();
    };
    m_tasks->run<QString>(
        [task = std::move(task), hook = m_thinkHook]() {
            if (hook)
                hook();
            return QString::fromStdString(task());
        },
        [this, seat, clock, stale](QString action) {
            // The move stays in view for a pause that suits its kind (a draw after a play
            // needs less than the play itself), counted from when the thinking began.
            double pace = 1.0;
            const std::string text = utf8(action);
            for (const felt::Move &m : m_game->legalMoves(seat))
                if (m.action == text) {
                    pace = m_adapter->pace(m);
                    break;
                }
            const qint64 wait = static_cast<qint64>(m_botDelayMs * pace) - clock.elapsed();
            if (wait <= 0) {
                botDone(seat, action);
                return;
            }
            const quint64 asked = m_tasks->generation();
            QTimer::singleShot(static_cast<int>(wait), this, [this, seat, action, asked, stale] {
                if (asked != m_tasks->generation())
                    stale();
                else
                    botDone(seat, action);
            });
        },
        stale);
}

void GameSession::botDone(int seat, const QString &action)
{
    m_botBusy = false;
    setThinkingSeat(-1);
    if (!m_game || m_botsPaused || m_review.active()) {
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
