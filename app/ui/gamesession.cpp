#include "gamesession.h"

#include "remotehost.h"

#include "gameui.h"
#include "movematch.h"
#include "replays.h"
#include "storage.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QRandomGenerator>
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
    , m_gameFacet(new GameFacet(this))
    , m_boardFacet(new BoardFacet(this))
    , m_screenFacet(new ScreenFacet(this))
    , m_playFacet(new PlayFacet(this))
    , m_adviceFacet(new AdviceFacet(this))
    , m_lookBackFacet(new LookBackFacet(this))
    , m_seatsModel(new SeatsModel(this))
    , m_logModel(new LogModel(this))
    , m_cardsModel(new TableCardsModel(this))
    , m_log(m_logModel)
    , m_gameReview(new GameReview(this))
{
    // What each facet tells QML follows the session's own change signals.
    for (auto signal : { &GameSession::activeChanged, &GameSession::gameIdChanged, &GameSession::playersChanged,
                         &GameSession::seedChanged, &GameSession::humansChanged })
        connect(this, signal, m_gameFacet, &GameFacet::changed);
    connect(this, &GameSession::seedChanged, m_gameFacet, &GameFacet::seedChanged);
    connect(this, &GameSession::dealChanged, m_gameFacet, &GameFacet::changed);
    connect(this, &GameSession::learningChanged, m_gameFacet, &GameFacet::changed);
    connect(this, &GameSession::learningChanged, m_playFacet, &PlayFacet::legalChanged);
    connect(this, &GameSession::automaticChanged, m_playFacet, &PlayFacet::automaticChanged);
    connect(this, &GameSession::reviewSeatsChanged, m_lookBackFacet, &LookBackFacet::reviewSeatsChanged);
    connect(this, &GameSession::overChanged, m_boardFacet, &BoardFacet::overChanged);
    connect(this, &GameSession::phaseChanged, m_boardFacet, &BoardFacet::phaseChanged);
    connect(this, &GameSession::turnChanged, m_boardFacet, &BoardFacet::turnChanged);
    connect(this, &GameSession::directionChanged, m_boardFacet, &BoardFacet::directionChanged);
    connect(this, &GameSession::actionCountChanged, m_boardFacet, &BoardFacet::actionCountChanged);
    connect(this, &GameSession::thinkingSeatChanged, m_boardFacet, &BoardFacet::thinkingSeatChanged);
    connect(this, &GameSession::waitingForChanged, m_boardFacet, &BoardFacet::waitingForChanged);
    connect(this, &GameSession::resultChanged, m_boardFacet, &BoardFacet::resultChanged);
    connect(this, &GameSession::resultTextChanged, m_boardFacet, &BoardFacet::resultChanged);
    connect(this, &GameSession::viewerChanged, m_screenFacet, &ScreenFacet::viewerChanged);
    connect(this, &GameSession::actorChanged, m_screenFacet, &ScreenFacet::actorChanged);
    connect(this, &GameSession::privacyChanged, m_screenFacet, &ScreenFacet::privacyChanged);
    connect(this, &GameSession::privacyNameChanged, m_screenFacet, &ScreenFacet::privacyNameChanged);
    connect(this, &GameSession::legalChanged, m_playFacet, &PlayFacet::legalChanged);
    connect(this, &GameSession::messageChanged, m_playFacet, &PlayFacet::messageChanged);
    connect(this, &GameSession::undoChanged, m_playFacet, &PlayFacet::undoChanged);
    connect(this, &GameSession::refused, m_playFacet, &PlayFacet::refused);
    connect(this, &GameSession::told, m_playFacet, &PlayFacet::told);
    connect(this, &GameSession::happened, m_playFacet, &PlayFacet::happened);
    connect(this, &GameSession::acted, m_playFacet, &PlayFacet::acted);
    connect(this, &GameSession::hintChanged, m_adviceFacet, &AdviceFacet::hintChanged);
    connect(this, &GameSession::activeChanged, m_adviceFacet, &AdviceFacet::canAnalyzeChanged);
    connect(this, &GameSession::analysisChanged, m_adviceFacet, &AdviceFacet::analysisChanged);
    connect(this, &GameSession::reviewChanged, m_lookBackFacet, &LookBackFacet::changed);
    connect(this, &GameSession::actionCountChanged, m_lookBackFacet, &LookBackFacet::availableChanged);
    connect(this, &GameSession::privacyChanged, m_lookBackFacet, &LookBackFacet::availableChanged);
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

GameSession::~GameSession()
{
    // The host goes first: nothing it signals on the way out reaches a half-gone table.
    if (m_host)
        disconnect(m_host.get(), nullptr, this, nullptr);
}

QString GameSession::tableQml() const
{
    const GameUi *ui = gameUi(gameId());
    return m_host && ui ? ui->tableQml() : QString();
}

QVariantMap GameSession::options() const
{
    return m_host ? felt::jsonFromValue(m_host->options()).toVariant().toMap() : QVariantMap();
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

QList<SeatSpec> GameSession::seatSpecs() const
{
    QList<SeatSpec> list;
    if (m_host)
        for (const HostSeat &s : m_host->seats())
            list.append({ s.name, s.kind });
    return list;
}

int GameSession::humans() const
{
    int n = 0;
    if (m_host)
        for (int s = 0; s < m_host->players(); ++s)
            n += seatedHere(s) ? 1 : 0;
    return n;
}

int GameSession::firstHuman() const
{
    if (m_host) {
        for (int s = 0; s < m_host->players(); ++s)
            if (seatedHere(s))
                return s;
    }
    return -1;
}

const felt::Record &GameSession::record() const
{
    static const felt::Record none;
    return m_local ? m_local->fullRecord() : none;
}

QString GameSession::seatName(int seat) const
{
    if (m_host) {
        const QList<HostSeat> seats = m_host->seats();
        if (seat >= 0 && seat < seats.size())
            return seats.at(seat).name;
    }
    return tr("Seat %1").arg(seat);
}

// A person who plays at this screen (the hot-seat policy's people).
bool GameSession::seatedHere(int seat) const
{
    if (!m_host)
        return false;
    const QList<HostSeat> seats = m_host->seats();
    if (seat < 0 || seat >= seats.size() || !seats.at(seat).isHuman())
        return false;
    // At a network table, a person at another computer is a person, but not at this screen.
    if (m_local)
        return !m_local->remoteSeats().has(seat);
    if (const auto *remote = qobject_cast<const net::RemoteHost *>(m_host.get()))
        return remote->localSeats().contains(seat);
    return true;
}

QString GameSession::reasonSentence(felt::Reason reason) const
{
    return sentence(felt::reasonText(gameId(), reason));
}

void GameSession::setAlternateNames(const QStringList &gameIds)
{
    if (m_alternateNames == gameIds)
        return;
    m_alternateNames = gameIds;
    if (m_adapter)
        m_adapter->setAlternateName(m_alternateNames.contains(gameId()));
    refresh();
}

void GameSession::setGameSettings(const QString &game, const QVariantMap &values)
{
    if (m_gameSettings.value(game) == values)
        return;
    m_gameSettings.insert(game, values);
    if (m_host && gameId() == game) {
        applyGameSettings(game);
        refresh();
    }
}

void GameSession::applyGameSettings(const QString &game)
{
    if (!m_adapter)
        return;
    QVariantMap values;
    if (const GameUi *ui = gameUi(game))
        for (const GameSetting &s : ui->settings())
            values.insert(s.key, s.defaultValue);
    const QVariantMap chosen = m_gameSettings.value(game);
    for (auto it = chosen.begin(); it != chosen.end(); ++it)
        values.insert(it.key(), it.value());
    m_adapter->setSettings(values);
}

void GameSession::scheduleAutomatic()
{
    auto due = [this] {
        return m_host && m_adapter && !m_table.over && !m_review.active() && !m_screen.privacy && m_screen.actor >= 0
            && m_host->canActFor(m_screen.actor) && !m_table.moves.empty();
    };
    if (m_automaticPending || !due())
        return;
    // What is left when nothing else is, after a pause long enough to see the move before it
    // (none when the computer players wait for nothing); or an answer the person has no
    // choice about, after the pause a computer player takes for it, so that it tells nothing.
    std::string text = m_adapter->automaticMove(m_table.moves);
    const bool forced = text.empty();
    if (forced)
        text = m_adapter->forcedAnswer(m_table.moves);
    if (text.empty())
        return;
    // In a lesson the table makes no move the step does not expect (a tap the lesson teaches
    // comes before the table's draw and end).
    if (m_gate && !m_gate(m_screen.actor, QString::fromStdString(text)).isEmpty())
        return;
    int pause = qBound(0, m_hostConfig.botDelayMs / 2, 400);
    QString line;
    for (const felt::Move &m : m_table.moves)
        if (forced && m.action == text) {
            pause = static_cast<int>(m_hostConfig.botDelayMs * felt::movePace(specOf(gameId()), m));
            line = m_adapter->forcedAnswerText(m);
        }
    m_automaticPending = true;
    emit automaticChanged();
    const int seat = m_screen.actor;
    QTimer::singleShot(pause, this, [this, text, due, forced, seat, line] {
        m_automaticPending = false;
        // Still the same move for the same person (nothing else happened meanwhile)?
        const std::string now = forced ? m_adapter->forcedAnswer(m_table.moves) : m_adapter->automaticMove(m_table.moves);
        if (!due() || m_screen.actor != seat || now != text
            || (m_gate && !m_gate(seat, QString::fromStdString(text)).isEmpty())) {
            scheduleAutomatic();
        } else {
            QString why;
            if (sendAction(seat, QString::fromStdString(text), &why) && forced && !line.isEmpty())
                m_log.note(line, seat);
        }
        if (!m_automaticPending)   // (the next one may be due at once: no flicker between)
            emit automaticChanged();
    });
}

// ---------------------------------------------------------------------------------------
// What every local host of this table does

void GameSession::setStorage(Storage *storage)
{
    m_hostConfig.storage = storage;
    if (m_local && !m_watchOnly && !m_gate)
        m_local->setConfig(m_hostConfig);
}

void GameSession::setBotDelayMs(int ms)
{
    m_hostConfig.botDelayMs = qMax(0, ms);
    if (m_local)
        m_local->setBotDelayMs(ms);
}

void GameSession::setActionLimit(int limit)
{
    m_hostConfig.actionLimit = limit;
    if (m_local)
        m_local->setActionLimit(limit);
}

void GameSession::setBotsPaused(bool paused)
{
    m_hostConfig.botsPaused = paused;
    updateBotPause();
}

// The computer players wait while the table looks back (the game waits meanwhile).
void GameSession::updateBotPause()
{
    if (m_local)
        m_local->setBotsPaused(m_hostConfig.botsPaused || m_review.active());
}

void GameSession::setBotThinkHook(std::function<void()> hook)
{
    m_hostConfig.thinkHook = std::move(hook);
    if (m_local) {
        LocalHostConfig config = m_local->config();
        config.thinkHook = m_hostConfig.thinkHook;
        m_local->setConfig(config);
    }
}

void GameSession::setAutopilot(bool on)
{
    m_hostConfig.autopilot = on;
    if (m_local)
        m_local->setAutopilot(on);
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

void GameSession::setHost(std::unique_ptr<Host> host, const QString &firstNote)
{
    if (m_host)
        disconnect(m_host.get(), nullptr, this, nullptr);
    m_gate = nullptr;
    m_host = std::move(host);
    m_local = qobject_cast<LocalHost *>(m_host.get());
    // A new table is no learning table until it is made one (AppController::playFirstGame,
    // another deal of a learning table): a game resumed or watched never is.
    // (Told once the new table is in place: the facets' signals now would have QML read a
    // table half replaced.)
    if (m_learning) {
        m_learning = false;
        QMetaObject::invokeMethod(this, &GameSession::learningChanged, Qt::QueuedConnection);
    }
    if (m_host) {
        connect(m_host.get(), &Host::changed, this, &GameSession::hostChanged);
        connect(m_host.get(), &Host::refused, this, &GameSession::hostRefused);
        connect(m_host.get(), &Host::told, this, &GameSession::setMessage);
        connect(m_host.get(), &Host::finished, this, &GameSession::finished);
        // A network table's new deal: the same host, a new game on the table.
        connect(m_host.get(), &Host::dealtAgain, this, [this] { showHostGame(QString()); });
        connect(m_host.get(), &Host::hinted, this, [this](int seat, const QString &action, const felt::Value &reasons) {
            if (!m_hinting || seat != m_screen.actor)
                return;
            m_hint = action;
            m_hintReason = m_adapter ? m_adapter->adviceReason(reasons) : QString();
            m_hinting = false;
            emit hintChanged();
        });
        connect(m_host.get(), &Host::analyzed, this, [this](const QVariantMap &verdict) {
            if (m_analysis.isEmpty())
                return;   // asked about a table that is gone
            m_analysis = verdict;
            emit analysisChanged();
        });
        if (m_local)
            connect(m_local, &LocalHost::actionLimitReached, this, &GameSession::actionLimitReached);
    }
    showHostGame(firstNote);
}

void GameSession::showHostGame(const QString &firstNote)
{
    // The old table's facts outlive the old table: QML deletes a replaced table later, and a
    // facts object gone first set every binding of the old table on null ("Cannot read
    // property … of null") while it was being replaced. Kept until the next replacement.
    m_previousAdapter = std::move(m_adapter);
    m_review.stop();
    m_reviewViewer = -1;
    m_gameReview->close();
    clearHint();
    m_hotSeat.reset();
    m_cardsModel->clear();
    m_seen = 0;
    setMessage({});
    if (m_host) {
        const GameUi *ui = gameUi(m_host->gameId());
        m_adapter = ui ? ui->makeAdapter() : nullptr;
        if (m_adapter) {
            m_adapter->setAlternateName(m_alternateNames.contains(m_host->gameId()));
            m_adapter->setNames([this](int seat) { return seatName(seat); });
        }
        applyGameSettings(m_host->gameId());
        m_seen = m_host->actionCount();
    }
    // Whether the new deal's number may be shown, before the log first tells the deal.
    m_dealSecrecy.reset();
    if (m_host) {
        const SeatSnapshot everyone = m_host->snapshot(-1);
        m_dealSecrecy.update(m_host->seats(), everyone.hidesCards, everyone.over);
    } else {
        m_dealSecrecy.update({}, false, true);
    }
    retellLog(firstNote);
    emit activeChanged();
    emit gameIdChanged();
    emit playersChanged();
    emit seedChanged();
    emit humansChanged();
    emit actionCountChanged();
    emit undoChanged();
    emit reviewSeatsChanged();
    emit reviewChanged();
    refresh();
    updateBotPause();
}

bool GameSession::startLocal(std::unique_ptr<LocalHost> host, const QString &note, QString *error)
{
    const GameUi *ui = gameUi(host->gameId());
    if (!ui || ui->tableQml().isEmpty()) {
        if (error)
            *error = tr("There is no table for this game yet.");
        return false;
    }
    m_watchOnly = false;
    setHost(std::move(host), note);
    return true;
}

bool GameSession::start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options,
                        quint64 seed, QString *error)
{
    const GameUi *ui = gameUi(gameId);
    if (!ui || ui->tableQml().isEmpty()) {
        if (error)
            *error = tr("There is no table for this game yet.");
        return false;
    }
    auto host = std::make_unique<LocalHost>();
    LocalHostConfig config = m_hostConfig;
    config.botsPaused = true;   // until the table is set up
    host->setConfig(config);
    if (!host->start(gameId, seats, options, seed, error))
        return false;
    if (!startLocal(std::move(host), QString(), error))
        return false;
    return true;
}

bool GameSession::startNetwork(std::unique_ptr<Host> host, QString *error)
{
    const GameUi *ui = host ? gameUi(host->gameId()) : nullptr;
    if (!ui || ui->tableQml().isEmpty()) {
        if (error)
            *error = tr("There is no table for this game yet.");
        return false;
    }
    m_watchOnly = false;
    setHost(std::move(host), QString());
    return true;
}

bool GameSession::load(const SavedGame &saved, QString *error)
{
    const GameUi *ui = gameUi(saved.record.game);
    if (!ui || ui->tableQml().isEmpty()) {
        if (error)
            *error = tr("There is no table for this game yet.");
        return false;
    }
    auto host = std::make_unique<LocalHost>();
    LocalHostConfig config = m_hostConfig;
    config.botsPaused = true;   // until the table is set up
    host->setConfig(config);
    if (!host->load(saved, error))
        return false;
    return startLocal(std::move(host), tr("The game was resumed."), error);
}

bool GameSession::startLesson(const SavedGame &saved, ActionGate gate, QString *error)
{
    const GameUi *ui = gameUi(saved.record.game);
    if (!ui || ui->tableQml().isEmpty()) {
        if (error)
            *error = tr("There is no table for this game yet.");
        return false;
    }
    auto host = std::make_unique<LocalHost>();
    LocalHostConfig config = m_hostConfig;
    config.storage = nullptr;   // a lesson never takes the saved game's place
    config.scripted = true;
    config.autopilot = false;
    config.actionLimit = -1;
    host->setConfig(config);
    if (!host->load(saved, error))
        return false;
    if (!startLocal(std::move(host), QString(), error))
        return false;
    m_gate = std::move(gate);
    emit undoChanged();
    return true;
}

QString GameSession::gateRefusal(int seat, const QString &action)
{
    if (!m_gate)
        return {};
    const QString why = m_gate(seat, action.simplified());
    if (!why.isEmpty()) {
        setMessage(why);
        emit refused(why);
    }
    return why;
}

void GameSession::close()
{
    if (!m_host)
        return;
    m_watchOnly = false;
    setHost(nullptr, QString());
    m_log.clear();
}

void GameSession::playAgain()
{
    restart(QRandomGenerator::global()->bounded(1u, 1000000000u));
}

void GameSession::replayDeal()
{
    // Not while the deal's number is secret: the same deal again would have to wait for the
    // end anyway (the menu offers it only then).
    if (const std::optional<quint64> seed = knownSeed())
        restart(*seed);
}

std::optional<quint64> GameSession::knownSeed() const
{
    if (!m_host || m_dealSecrecy.secret())
        return std::nullopt;
    return m_host->seed();
}

void GameSession::updateDealSecrecy(const SeatSnapshot &everyone, const QList<HostSeat> &seats, bool over)
{
    const bool was = m_dealSecrecy.secret();
    const bool now = m_dealSecrecy.update(seats, everyone.hidesCards, over);
    if (was == now)
        return;
    // The game that kept it is over: now everyone may know it.
    if (!now && over)
        if (const std::optional<quint64> seed = knownSeed())
            m_log.note(tr("The deal number was %1.").arg(*seed));
    emit dealChanged();
}

void GameSession::restart(quint64 seed)
{
    if (!m_local)
        return;
    const QList<SeatSpec> seats = m_local->seatSpecs();
    const QString game = gameId();
    const felt::Value options = m_host->options();
    QString error;
    const bool learning = m_learning;
    if (!start(game, seats, options, seed, &error))
        setMessage(error);
    else if (learning)
        setLearning(true);   // another deal at the same learning table: hints unasked again at first
}

// ---------------------------------------------------------------------------------------
// Acting

bool GameSession::isLegal(const QString &action) const
{
    return whyNot(action).isEmpty();
}

QString GameSession::whyNot(const QString &action) const
{
    if (!m_host)
        return tr("No game is running.");
    if (m_watchOnly)
        return tr("This is a past game: it can only be watched.");
    if (m_table.over)
        return reasonSentence(felt::Reason::GameOver);
    if (m_screen.privacy)
        return tr("The table is covered until %1 takes over.").arg(privacyName());
    if (m_screen.actor < 0)
        return tr("It is not your turn.");
    const std::optional<felt::Reason> why = m_host->check(m_screen.actor, action.simplified());
    if (!why)
        return m_table.legal.contains(action.simplified()) ? QString() : tr("That cannot be done now.");
    return *why == felt::Reason::Ok ? QString() : reasonSentence(*why);
}

bool GameSession::sendAction(int seat, const QString &action, QString *why)
{
    m_lastRefusal.clear();
    const Host::Answer answer = m_host->act(seat, action);
    if (answer == Host::Answer::Refused) {
        if (why)
            *why = m_lastRefusal;
        return false;
    }
    setMessage({});
    return true;
}

bool GameSession::act(const QString &action)
{
    const QString why = whyNot(action);
    if (!why.isEmpty()) {
        setMessage(why);
        emit refused(why);
        return false;
    }
    if (!gateRefusal(m_screen.actor, action).isEmpty())
        return false;
    QString refusal;
    // A refusal is told by hostRefused().
    return sendAction(m_screen.actor, action.simplified(), &refusal);
}

QString GameSession::gestureFor(int seat, const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const
{
    if (!m_host || seat < 0 || seat >= players())
        return {};
    const felt::GameSpec *spec = specOf(gameId());
    std::string zones[2];
    const felt::Move g = movematch::gesture(cards, from, to, spec ? spec->family : felt::CardFamily::French, zones);
    const std::optional<QString> text = m_host->gestureAction(seat, g);
    return text ? *text : QString();
}

QVariantList GameSession::callers(const QString &action) const
{
    QVariantList out;
    if (!m_host || m_watchOnly || m_table.over || m_review.active() || action.isEmpty())
        return out;
    for (int s = 0; s < players(); ++s)
        if (seatedHere(s) && whyNotFor(s, action).isEmpty())
            out.append(s);
    return out;
}

QString GameSession::whyNotFor(int seat, const QString &action) const
{
    if (!m_host)
        return tr("No game is running.");
    if (m_watchOnly)
        return tr("This is a past game: it can only be watched.");
    if (m_table.over)
        return reasonSentence(felt::Reason::GameOver);
    if (m_review.active() || seat < 0 || seat >= players() || !seatedHere(seat))
        return tr("That cannot be done now.");
    const std::optional<felt::Reason> why = m_host->check(seat, action.simplified());
    if (!why)
        return tr("That cannot be done now.");
    return *why == felt::Reason::Ok ? QString() : reasonSentence(*why);
}

bool GameSession::actAs(int seat, const QString &action)
{
    const QString why = whyNotFor(seat, action);
    if (!why.isEmpty()) {
        setMessage(why);
        emit refused(why);
        return false;
    }
    if (!gateRefusal(seat, action).isEmpty())
        return false;
    QString refusal;
    return sendAction(seat, action.simplified(), &refusal);
}

void GameSession::hostRefused(int seat, const QString &, felt::Reason reason)
{
    const QString why = reasonSentence(reason);
    m_lastRefusal = why;
    if (seat != m_screen.actor && !seatedHere(seat))
        return;
    setMessage(why);
    emit refused(why);
}

QVariantMap GameSession::moveFor(const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const
{
    if (const felt::Move *m = movematch::find(m_table.moves, cards, from, to)) {
        QVariantMap legal = movematch::moveToVariant(*m, m_adapter.get());
        legal.insert(QStringLiteral("legal"), true);
        return legal;
    }
    // Not a legal move: the game says what the gesture means, and why it may not.
    QString why;
    if (m_host && m_screen.actor >= 0) {
        const felt::GameSpec *spec = specOf(gameId());
        std::string zones[2];
        const felt::Move g = movematch::gesture(cards, from, to, spec ? spec->family : felt::CardFamily::French, zones);
        if (const auto text = m_host->gestureAction(m_screen.actor, g)) {
            why = whyNot(*text);
            // Legal after all (the gesture named its places differently): that move.
            const std::string action = utf8(*text);
            for (const felt::Move &m : m_table.moves)
                if (why.isEmpty() && m.action == action) {
                    QVariantMap legal = movematch::moveToVariant(m, m_adapter.get());
                    legal.insert(QStringLiteral("legal"), true);
                    return legal;
                }
        }
    }
    if (why.isEmpty())
        why = m_screen.privacy || m_screen.actor < 0 || !m_host ? whyNot(QString()) : tr("That cannot go there.");
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

// The host changed: the new actions' lines go to the log, the table is rebuilt with their
// events, and the signals follow.
void GameSession::hostChanged()
{
    if (!m_host)
        return;
    const int count = m_host->actionCount();
    if (count < m_seen) {
        // Moves were taken back: the log tells the game as it now stands.
        changed();
        m_seen = count;
        m_cardsModel->clear();
        retellLog(tr("A move was taken back."));
        refresh();
        emit actionCountChanged();
        emit undoChanged();
        return;
    }
    if (count == m_seen) {
        refresh();   // the seats (a computer player thinking), the connections
        return;
    }
    changed();
    const int first = m_seen;
    m_seen = count;
    // The log takes the new actions as its viewer may read them, then the table is rebuilt
    // (a new viewer has the log retold) and the lines the new viewer may read are told.
    for (const HostStep &step : m_host->steps(m_log.viewer(), first))
        m_log.add(step.events);
    refresh({}, first);
    QList<QPair<QString, int>> lines;
    for (const HostStep &step : m_host->steps(m_screen.viewer, first))
        lines += m_log.lines(step.events);
    tell(lines);
    emit actionCountChanged();
    emit undoChanged();
    emit acted();
}

bool GameSession::canUndo() const
{
    return m_host && !m_watchOnly && !m_gate && m_host->canUndo();
}

bool GameSession::undo()
{
    return canUndo() && m_host->undo();
}

bool GameSession::redo()
{
    return canRedo() && m_host->redo();
}

void GameSession::changed()
{
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
    m_hintReason.clear();
    m_hinting = false;
    emit hintChanged();
}

// ---------------------------------------------------------------------------------------
// Hints and the solver

bool GameSession::canAnalyze() const
{
    return m_host && m_host->canAnalyze();
}

void GameSession::analyze()
{
    if (!canAnalyze() || m_analysis.value(QStringLiteral("busy")).toBool())
        return;
    m_analysis = { { QStringLiteral("busy"), true } };
    emit analysisChanged();
    m_host->analyze();
}

void GameSession::requestHint()
{
    const int seat = m_screen.actor;
    if (!m_host || m_table.over || seat < 0 || m_screen.privacy || !m_host->canHint(seat) || m_hinting)
        return;
    m_hinting = true;
    emit hintChanged();
    m_host->requestHint(seat);
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
            move.insert(QStringLiteral("reason"), m_hintReason);
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
    if (!m_host || !m_screen.privacy)
        return;
    m_hotSeat.handOver(m_screen.due);
    refresh();
}

// ---------------------------------------------------------------------------------------
// Statistics

FinishedGame GameSession::finishedGame() const
{
    if (m_local) {
        FinishedGame g = m_local->finishedGame();
        // A person at another computer of a table this app hosts: "network", never "me".
        m_local->remoteSeats().forEach([&](int s) {
            if (s < g.seats.size() && g.seats.at(s).kind == QLatin1String("human"))
                g.seats[s].kind = QStringLiteral("network");
        });
        g.learning = m_learning;
        return g;
    }
    // A table across the network: its whole record came at its end; the statistics read it as
    // a local host of the same game would.
    const std::optional<felt::Record> record = m_host ? m_host->record() : std::nullopt;
    if (!record)
        return {};
    QList<SeatSpec> specs;
    for (const HostSeat &s : m_host->seats())
        specs.append({ s.name, s.kind });
    std::optional<FinishedGame> replayed = Replays::finishedGame(SavedGame { specs, *record });
    if (!replayed)
        return {};
    FinishedGame g = std::move(*replayed);
    const auto *remote = qobject_cast<const net::RemoteHost *>(m_host.get());
    const QList<int> here = remote ? remote->localSeats() : QList<int>();
    for (int s = 0; s < g.seats.size(); ++s)
        if (g.seats.at(s).kind == QLatin1String("human") && !here.contains(s))
            g.seats[s].kind = QStringLiteral("network");
    return g;
}

// ---------------------------------------------------------------------------------------
// Looking back

bool GameSession::watchFromStart()
{
    if (!m_host || actionCount() == 0)
        return false;
    m_watchOnly = true;
    if (m_local) {
        LocalHostConfig config = m_hostConfig;
        config.watchOnly = true;
        config.storage = nullptr;
        m_local->setConfig(config);
    }
    m_review.stop();
    refresh();   // the screen as the watcher sees it
    const int seat = m_screen.viewer;
    if (!m_review.start(m_host->frames(seat, 0), 0, seat))
        return false;
    updateBotPause();
    refresh();
    emit reviewChanged();
    emit undoChanged();
    tell({ { tr("The table as it was dealt."), -1 } });
    return true;
}

QVariantList GameSession::reviewSeats() const
{
    QVariantList list;
    const std::optional<felt::Record> record = m_host ? m_host->record() : std::nullopt;
    if (!m_host || !m_table.over || m_watchOnly || !record)
        return list;
    const QList<HostSeat> seats = m_host->seats();
    for (int s = 0; s < seats.size(); ++s) {
        if (!seatedHere(s))
            continue;
        list.append(QVariantMap { { QStringLiteral("seat"), s }, { QStringLiteral("name"), seatName(s) },
                                  { QStringLiteral("decisions"), qMax(0, GameReview::countDecisions(*record, s)) } });
    }
    return list;
}

QString GameSession::reviewRatingNote() const
{
    const GameUi *ui = gameUi(gameId());
    return ui ? ui->reviewRatingNote() : QString();
}

bool GameSession::reviewGame(int seat)
{
    const std::optional<felt::Record> record = m_host ? m_host->record() : std::nullopt;
    if (!m_host || !m_table.over || !m_adapter || !record || seat < 0 || seat >= players())
        return false;
    TableAdapter *adapter = m_adapter.get();
    QList<GameReview::Missed> missed;
    for (const MissedCall &call : adapter->missedCalls(*record, Replays::moments(*record, seat), seat))
        missed.append({ call.index, call.action, call.text });
    return m_gameReview->start(
        *record, seat, [adapter](const felt::Move &m) { return adapter->describeMove(m); }, missed,
        [adapter](const felt::Value &reasons) { return adapter->adviceReason(reasons); });
}

void GameSession::markReviewChoice(QList<CardSlot> &cards) const
{
    const int i = m_gameReview->current();
    if (i < 0 || i >= m_gameReview->results().size() || !m_review.shown())
        return;
    const GameReview::Decision &d = m_gameReview->results().at(i);
    if (d.same || d.choiceText.isEmpty() || m_review.shown()->seat != d.seat)
        return;
    const std::string text = utf8(d.choiceText);
    felt::MoveList choice;
    for (const felt::Move &m : m_review.shown()->moves)
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
    const int seat = m_gameReview->seat();
    if (!m_review.active() || m_review.seat() != seat || m_review.first() != 0) {
        if (!m_review.start(m_host->frames(seat, 0), 0, seat))
            return;
    }
    m_reviewViewer = seat;
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
    return m_host && !m_screen.privacy && actionCount() > 0;
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
    const std::optional<felt::Record> record = m_host->record();
    if (record)
        for (int k = total - 1; k >= 0 && previous < 0; --k)
            if (record->actions[static_cast<std::size_t>(k)].seat == me)
                (last < 0 ? last : previous) = k;
    const int everyone = std::max(0, total - players());   // one move per seat
    int first = everyone;
    if (last >= 0 && last < total - 1)
        first = last + 1;                                  // what the others did since
    else if (last == total - 1)
        first = previous >= 0 ? previous + 1 : everyone;   // just moved: since the move before
    if (!m_review.start(m_host->frames(m_screen.viewer, first), first, m_screen.viewer))
        return false;
    updateBotPause();
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
    updateBotPause();
}

// ---------------------------------------------------------------------------------------
// The log and the effects

// The log anew: the deal's number, every action's events as the viewer may see them, then
// `last` (if any).
void GameSession::retellLog(const QString &last)
{
    if (!m_host) {
        m_log.clear();
        return;
    }
    const std::optional<quint64> seed = knownSeed();
    m_log.reset(seed ? tr("Deal number %1.").arg(*seed) : tr("A new deal."), m_adapter.get(),
                [this](int seat) { return seatName(seat); });
    for (const HostStep &step : m_host->steps(m_log.viewer(), 0))
        m_log.add(step.events);
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
    const felt::GameSpec *spec = specOf(gameId());
    for (const felt::Event &e : events) {
        const std::string_view id = spec && spec->eventId ? spec->eventId(e.kind) : std::string_view();
        QStringList cards;
        for (const felt::Card c : e.cards)
            cards.append(QString::fromStdString(felt::toText(c)));
        emit happened(QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())), e.seat, e.count, cards, e.target, e.index);
    }
}

// ---------------------------------------------------------------------------------------
// What QML sees

void GameSession::refresh(const felt::EventList &events, int fromAction)
{
    Screen screen;
    TableSnapshot table;
    int thinking = -1;
    felt::EventList seen;
    felt::Value factsState;
    felt::Value factsInfo;
    SeatSnapshot everyone;
    QList<HostSeat> hostSeats;
    if (m_host && m_adapter) {
        everyone = m_host->snapshot(-1);
        hostSeats = m_host->seats();
        const QList<HostSeat> &seats = hostSeats;
        for (int s = 0; s < seats.size(); ++s)
            if (seats.at(s).thinking)
                thinking = s;
        screen = m_hotSeat.decide(static_cast<int>(seats.size()), everyone.toAct, everyone.mustAct,
                                  [this](int s) { return seatedHere(s); },
                                  [this](int s) { return m_host->snapshot(s).privateDecision; });
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
        SeatSnapshot viewerSnapshot;
        const SeatSnapshot *view = nullptr;
        if (m_review.active())
            view = m_review.shown();
        else if (screen.viewer < 0)
            view = &everyone;
        else
            view = &(viewerSnapshot = m_host->snapshot(screen.viewer));
        SeatSnapshot actorSnapshot;
        const SeatSnapshot *actor = nullptr;
        if (shown.actor >= 0)
            actor = shown.actor == view->seat ? view : &(actorSnapshot = m_host->snapshot(shown.actor));
        table = buildTable({ view, actor, m_adapter.get(), shown, seats, [this](int seat) { return seatName(seat); } });
        factsState = view->state;
        factsInfo = view->info;
        // The game review: the cards of the hard player's other choice glow on the table.
        if (m_review.active() && m_reviewViewer >= 0)
            markReviewChoice(table.cards);
        // Only what the table's viewer may see moves cards and sets off effects: the new
        // actions' events as the host publishes them for the viewer.
        if (fromAction >= 0) {
            for (const HostStep &step : m_host->steps(screen.viewer, fromAction))
                seen.insert(seen.end(), step.events.begin(), step.events.end());
        } else {
            for (const felt::Event &e : events)
                if (e.audience.includes(screen.viewer))
                    seen.push_back(e);
        }
    }
    if (m_host && screen.viewer != m_log.viewer())
        m_log.setViewer(screen.viewer, m_host->steps(screen.viewer, 0));
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
    note(old.legal != table.legal || old.moves != table.moves || old.due != table.due, &GameSession::legalChanged);
    note(old.waitingFor != table.waitingFor, &GameSession::waitingForChanged);
    note(old.result != table.result, &GameSession::resultChanged);
    note(old.resultText != table.resultText, &GameSession::resultTextChanged);
    const QList<CardSlot> cards = table.cards;
    const QList<SeatRow> seats = table.seats;
    m_screen = screen;
    m_table = std::move(table);
    m_seatsModel->setRows(seats);
    m_cardsModel->update(cards, moves);
    if (m_adapter)
        m_adapter->updateFacts(factsState, factsInfo, m_screen.viewer);
    for (const auto signal : pending)
        (this->*signal)();
    if (m_host && m_adapter)
        updateDealSecrecy(everyone, hostSeats, everyone.over);
    if (thinking != m_thinkingSeat) {
        m_thinkingSeat = thinking;
        emit thinkingSeatChanged();
    }
    announce(seen);
    scheduleAutomatic();
    teach();
}

// ---------------------------------------------------------------------------------------
// The learning table

void GameSession::setLearning(bool on)
{
    if (m_local)
        m_local->setCallGraceMs(on ? m_learningGraceMs : 0);
    m_learningHints = 0;
    if (m_learning != on) {
        m_learning = on;
        emit learningChanged();
    }
    teach();
}

void GameSession::setLearningGraceMs(int ms)
{
    m_learningGraceMs = qMax(0, ms);
    if (m_local && m_learning)
        m_local->setCallGraceMs(m_learningGraceMs);
}

bool GameSession::mayCall() const
{
    // A call the person may make while the game waits for someone else (a tap, a count).
    return m_learning && !m_table.over && !m_table.due && !m_screen.privacy && !m_table.legal.isEmpty();
}

void GameSession::teach()
{
    // The person's first turns at a learning table: the hint, and why, without being asked.
    if (!m_learning || m_learningHints >= kLearningHints || m_table.over || !m_table.due || m_screen.privacy || !m_hint.isEmpty()
        || m_hinting || !m_host || !m_host->canHint(m_screen.actor))
        return;
    ++m_learningHints;
    requestHint();
}
