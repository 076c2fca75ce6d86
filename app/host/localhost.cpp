#include "localhost.h"

#include "snapshotof.h"
#include "storage.h"

#include "gameui.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QDateTime>
#include <QTimer>
#include <QUuid>

#include <algorithm>

namespace {

std::string utf8(const QString &s)
{
    return s.toStdString();
}

// The engine's texts are lower-case clauses without a full stop; people read sentences.
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

// The events `seat` may see (-1: nobody in particular).
felt::EventList seenBy(const felt::EventList &events, int seat)
{
    felt::EventList seen;
    for (const felt::Event &e : events)
        if (e.audience.includes(seat))
            seen.push_back(e);
    return seen;
}

} // namespace

LocalHost::LocalHost(QObject *parent)
    : Host(parent)
    , m_tasks(new TaskRunner(this))
{
}

LocalHost::~LocalHost() = default;

// ---------------------------------------------------------------------------------------
// Starting and loading

bool LocalHost::setGame(std::unique_ptr<felt::AnyGame> game, felt::Record record, QList<SeatSpec> seats,
                        std::vector<felt::EventList> events)
{
    const GameUi *ui = gameUi(record.game);
    m_rules = ui ? ui->makeAdapter() : nullptr;
    m_game = std::move(game);
    m_record = std::move(record);
    m_seats = std::move(seats);
    m_events = std::move(events);
    m_redo.clear();
    beginStatistics();
    touch();
    return true;
}

bool LocalHost::start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options, quint64 seed,
                      QString *error)
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
    setGame(std::move(*game), std::move(record), named, {});
    autosave();
    scheduleBots();
    return true;
}

std::unique_ptr<felt::AnyGame> LocalHost::replay(const SavedGame &saved, QString *error)
{
    if (saved.seats.size() != saved.record.players) {
        if (error)
            *error = tr("the saved game has %1 seats for %2 players").arg(saved.seats.size()).arg(saved.record.players);
        return nullptr;
    }
    felt::ReplayResult replayed = felt::replay(saved.record);
    if (!replayed.ok()) {
        if (error)
            *error = replayed.error;
        return nullptr;
    }
    return std::move(replayed.game);
}

bool LocalHost::load(const SavedGame &saved, QString *error)
{
    if (saved.seats.size() != saved.record.players) {
        if (error)
            *error = sentence(tr("the saved game has %1 seats for %2 players").arg(saved.seats.size()).arg(saved.record.players));
        return false;
    }
    std::vector<felt::EventList> events;
    felt::ReplayResult replayed = felt::replay(saved.record, [&events](int applied, const felt::AnyGame &, const felt::EventList &e) {
        if (applied > 0)
            events.push_back(e);
        return true;
    });
    if (!replayed.ok()) {
        if (error)
            *error = sentence(replayed.error);
        return false;
    }
    setGame(std::move(replayed.game), saved.record, saved.seats, std::move(events));
    if (m_game->isOver() && m_config.storage && !m_config.watchOnly)
        m_config.storage->removeLater();
    scheduleBots();
    return true;
}

void LocalHost::setConfig(const LocalHostConfig &config)
{
    if (m_config.storage != config.storage) {
        if (m_config.storage)
            disconnect(m_config.storage, nullptr, this, nullptr);
        if (config.storage)
            connect(config.storage, &Storage::saveFailed, this,
                    [this](const QString &why) { emit told(tr("The game could not be saved: %1.").arg(why)); });
    }
    m_config = config;
    scheduleBots();
}

void LocalHost::setBotDelayMs(int ms)
{
    m_config.botDelayMs = qMax(0, ms);
}

void LocalHost::setActionLimit(int limit)
{
    m_config.actionLimit = limit;
    scheduleBots();
}

void LocalHost::setBotsPaused(bool paused)
{
    m_config.botsPaused = paused;
    if (!paused)
        scheduleBots();
}

void LocalHost::setAutopilot(bool on)
{
    m_config.autopilot = on;
    scheduleBots();
}

// ---------------------------------------------------------------------------------------
// What each seat may know

QList<HostSeat> LocalHost::seats() const
{
    QList<HostSeat> list;
    for (int s = 0; s < m_seats.size(); ++s) {
        const Presence presence = m_presence.value(s);
        list.append(HostSeat { m_seats.at(s).name, m_seats.at(s).kind, presence.connected, presence.awaySinceMs,
                               s == m_thinkingSeat });
    }
    return list;
}

SeatSnapshot LocalHost::snapshot(int seat) const
{
    if (!m_game || seat >= players()) {
        SeatSnapshot none;
        none.seq = m_seq;
        none.seat = seat;
        none.game = gameId();
        none.players = players();
        return none;
    }
    return snapshotOf(*m_game, seat, m_seq);
}

std::vector<HostStep> LocalHost::steps(int seat, int from) const
{
    std::vector<HostStep> list;
    for (int k = std::max(0, from); k < static_cast<int>(m_events.size()); ++k)
        list.push_back({ k, seenBy(m_events[static_cast<std::size_t>(k)], seat) });
    return list;
}

std::vector<HostFrame> LocalHost::frames(int seat, int from) const
{
    std::vector<HostFrame> list;
    if (!m_game || from < 0 || from > actionCount())
        return list;
    const quint64 seq = m_seq;
    felt::replay(m_record, [&](int applied, const felt::AnyGame &game, const felt::EventList &events) {
        if (applied >= from)
            list.push_back({ applied, snapshotOf(game, seat, seq), seenBy(events, seat) });
        return true;
    });
    return list;
}

// ---------------------------------------------------------------------------------------
// Acting

bool LocalHost::isBot(int seat) const
{
    // The autopilot plays the people at this screen, never those at other computers.
    return seat >= 0 && seat < m_seats.size()
        && ((m_config.autopilot && !m_remote.has(seat)) || !m_seats.at(seat).isHuman());
}

bool LocalHost::canActFor(int seat) const
{
    // A person at this screen (also under the autopilot, where a computer player plays for
    // them); never a person who plays at another computer of a network table.
    return m_game && !m_config.watchOnly && seat >= 0 && seat < m_seats.size() && m_seats.at(seat).isHuman()
        && !m_remote.has(seat);
}

void LocalHost::setRemoteSeats(felt::SeatSet seats)
{
    m_remote = seats;
}

bool LocalHost::actFor(int seat, const QString &action, felt::Reason *why)
{
    felt::Reason reason = felt::Reason::NotYourTurn;
    const bool ok = m_game && !m_config.watchOnly && seat >= 0 && seat < m_seats.size() && (m_config.scripted || !isBot(seat))
        && apply(seat, action.simplified(), &reason);
    if (why)
        *why = ok ? felt::Reason::Ok : (reason == felt::Reason::Ok ? felt::Reason::NotYourTurn : reason);
    return ok;
}

void LocalHost::setSeatPresence(int seat, bool connected, qint64 awaySinceMs)
{
    if (seat < 0 || seat >= m_seats.size())
        return;
    while (m_presence.size() < m_seats.size())
        m_presence.append(Presence {});
    const Presence now { connected, connected ? -1 : awaySinceMs };
    if (m_presence.at(seat).connected == now.connected && m_presence.at(seat).awaySinceMs == now.awaySinceMs)
        return;
    m_presence[seat] = now;
    ++m_seq;
    emit changed();
}

bool LocalHost::setSeatKind(int seat, const QString &kind)
{
    if (seat < 0 || seat >= m_seats.size() || !Storage::isSeatKind(kind))
        return false;
    if (m_seats.at(seat).kind == kind)
        return true;
    m_seats[seat].kind = kind;
    autosave();
    touch();   // a computer player thinking for the seat is no longer asked
    scheduleBots();
    return true;
}

std::optional<felt::Reason> LocalHost::check(int seat, const QString &action) const
{
    if (!m_game)
        return felt::Reason::GameOver;
    if (m_config.watchOnly)
        return felt::Reason::GameOver;
    return m_game->check(seat, utf8(action.simplified()));
}

std::optional<QString> LocalHost::gestureAction(int seat, const felt::Move &gesture) const
{
    if (!m_game)
        return std::nullopt;
    if (const auto text = m_game->gestureAction(seat, gesture))
        return QString::fromStdString(*text);
    return std::nullopt;
}

Host::Answer LocalHost::act(int seat, const QString &action)
{
    const QString text = action.simplified();
    felt::Reason why = felt::Reason::NotYourTurn;
    if (canActFor(seat) && apply(seat, text, &why))
        return Answer::Applied;
    if (why == felt::Reason::Ok)
        why = felt::Reason::NotYourTurn;
    emit refused(seat, text, why);
    return Answer::Refused;
}

bool LocalHost::apply(int seat, const QString &text, felt::Reason *why)
{
    if (!m_game)
        return false;
    felt::EventList events;
    const felt::Reason reason = m_game->apply(seat, utf8(text), &events);
    if (why)
        *why = reason;
    if (reason != felt::Reason::Ok)
        return false;
    m_record.actions.push_back({ seat, text });
    m_events.push_back(std::move(events));
    if (!m_redo.empty() && !m_replaying)
        m_redo.clear();
    autosave();
    touch();
    if (m_game && m_game->isOver())
        emit finished();
    scheduleBots();
    return true;
}

void LocalHost::touch()
{
    m_tasks->invalidate();
    m_declined = felt::SeatSet();
    ++m_seq;
    emit changed();
}

// ---------------------------------------------------------------------------------------
// Taking back

bool LocalHost::canUndo() const
{
    if (!m_game || m_game->hidesCards() || m_config.watchOnly)
        return false;
    return std::any_of(m_record.actions.begin(), m_record.actions.end(),
                       [this](const felt::RecordAction &a) { return m_seats.value(a.seat).isHuman(); });
}

bool LocalHost::canRedo() const
{
    return m_game && !m_game->hidesCards() && !m_config.watchOnly && !m_redo.empty();
}

bool LocalHost::undo()
{
    if (!canUndo())
        return false;
    m_usedUndo = true;
    // Back to the person's last decision: the computer players' moves after it go too, or they
    // would simply be made again.
    while (!m_record.actions.empty()) {
        const felt::RecordAction last = m_record.actions.back();
        m_record.actions.pop_back();
        m_redo.push_back(last);
        if (m_seats.value(last.seat).isHuman())
            break;
    }
    return rebuild();
}

bool LocalHost::redo()
{
    if (!canRedo())
        return false;
    // The person's undone move and the computer players' moves that followed it.
    m_replaying = true;
    bool ok = true;
    bool humanDone = false;
    while (!m_redo.empty() && ok) {
        const felt::RecordAction next = m_redo.back();
        if (humanDone && m_seats.value(next.seat).isHuman())
            break;
        m_redo.pop_back();
        humanDone = humanDone || m_seats.value(next.seat).isHuman();
        ok = apply(next.seat, next.text, nullptr);
    }
    m_replaying = false;
    if (!ok)
        m_redo.clear();
    touch();
    return ok;
}

bool LocalHost::rebuild()
{
    std::vector<felt::EventList> events;
    felt::ReplayResult replayed = felt::replay(m_record, [&events](int applied, const felt::AnyGame &, const felt::EventList &e) {
        if (applied > 0)
            events.push_back(e);
        return true;
    });
    if (!replayed.ok()) {
        emit told(sentence(replayed.error));
        return false;
    }
    m_game = std::move(replayed.game);
    m_events = std::move(events);
    autosave();
    touch();
    scheduleBots();
    return true;
}

// ---------------------------------------------------------------------------------------
// Hints and the solver

bool LocalHost::canHint(int seat) const
{
    return m_game && !m_game->isOver() && canActFor(seat) && m_game->actors().has(seat);
}

void LocalHost::requestHint(int seat)
{
    if (!canHint(seat))
        return;
    m_usedHint = true;
    std::function<std::string()> task = m_game->botTask(seat, felt::BotLevel::Hard, m_record.seed ^ 0x4849'4E54ULL);
    m_tasks->run<QString>([task = std::move(task)] { return QString::fromStdString(task()); },
                          [this, seat](QString action) {
                              const felt::Value reasons = m_game ? m_game->adviceReasons(seat, utf8(action)) : felt::Value();
                              emit hinted(seat, action, reasons);
                          });
}

bool LocalHost::canAnalyze() const
{
    // Where cards are hidden the solver would know what nobody has seen.
    return m_game && m_game->canSolve() && !m_game->hidesCards();
}

void LocalHost::analyze()
{
    if (!canAnalyze())
        return;
    std::shared_ptr<const felt::AnyGame> game = m_game->clone();
    m_tasks->run<QVariantMap>(
        [game] {
            const felt::Value verdict = game->solve(0);   // the game's default budget
            QVariantMap map = felt::jsonFromValue(verdict).toVariant().toMap();
            map.insert(QStringLiteral("busy"), false);
            return map;
        },
        [this](QVariantMap result) { emit analyzed(result); });
}

// ---------------------------------------------------------------------------------------
// Computer players

void LocalHost::setThinkingSeat(int seat)
{
    if (m_thinkingSeat == seat)
        return;
    m_thinkingSeat = seat;
    ++m_seq;
    emit changed();
}

// The computer players: the seats with a mere opportunity (a call they may make) are asked
// first, in seat order from the left of the seat that acted last (core/botstep.h); the first that
// takes it acts after a reaction of its own, slower the lower its level, so that a quick person
// may call first. When none does, the first computer player the game waits for decides and
// acts after the pause people can follow.
void LocalHost::scheduleBots()
{
    if (!m_game || m_game->isOver() || m_botBusy || m_config.botsPaused || m_config.watchOnly || m_config.scripted)
        return;
    if (m_config.actionLimit >= 0 && actionCount() >= m_config.actionLimit) {
        emit actionLimitReached();
        return;
    }
    const felt::SeatSet must = m_game->mustAct();
    const felt::SeatSet actors = m_game->actors();
    std::vector<int> order;   // the opportunities, then the first seat that must act
    const int n = players();
    const int last = m_record.actions.empty() ? n - 1 : m_record.actions.back().seat;
    for (int k = 1; k <= n; ++k) {
        const int seat = (last + k) % n;
        if (actors.has(seat) && !must.has(seat) && isBot(seat) && !m_declined.has(seat))
            order.push_back(seat);
    }
    int mustSeat = -1;
    must.forEach([&](felt::Seat s) {
        if (mustSeat < 0 && isBot(s))
            mustSeat = s;
    });
    if (order.empty() && mustSeat < 0)
        return;
    const int seat = order.empty() ? mustSeat : order.front();
    const bool opportunity = !order.empty();
    const auto level = m_seats.at(seat).isHuman() ? std::optional<felt::BotLevel>(felt::BotLevel::Normal)
                                                  : felt::parseBotLevel(utf8(m_seats.at(seat).kind));
    if (!level)
        return;
    // Reproducible: the same deal with the same seats plays the same game; a seat asked about an
    // opportunity again at the same table rolls the same.
    const quint64 botSeed = (m_record.seed * 0x9E3779B97F4A7C15ULL) ^ (static_cast<quint64>(actionCount()) << 8)
        ^ static_cast<quint64>(seat);
    std::function<std::string()> task = m_game->botTask(seat, *level, botSeed);
    m_botBusy = true;
    if (!opportunity)
        setThinkingSeat(seat);
    QElapsedTimer clock;
    clock.start();
    auto stale = [this] {
        // The game changed while the computer player was thinking: its move belongs to a table
        // that is gone.
        m_botBusy = false;
        setThinkingSeat(-1);
        scheduleBots();
    };
    m_tasks->run<QString>(
        [task = std::move(task), hook = m_config.thinkHook, opportunity]() {
            if (hook && !opportunity)
                hook();
            return QString::fromStdString(task());
        },
        [this, seat, clock, stale, opportunity, level](QString action) {
            if (opportunity && action.isEmpty()) {
                // Nothing noticed: asked again only once the table has changed.
                m_botBusy = false;
                m_declined.add(seat);
                scheduleBots();
                return;
            }
            // The move stays in view for a pause that suits its kind (a draw after a play needs
            // less than the play itself), counted from when the thinking began; a call comes
            // after the level's reaction.
            double pace = 1.0;
            const std::string text = utf8(action);
            for (const felt::Move &m : m_game->legalMoves(seat))
                if (m.action == text) {
                    pace = m_rules ? m_rules->pace(m) : 1.0;
                    break;
                }
            // A call's reaction, at the usual 0.7 s pause: hard 1.75 s, normal 2.45 s, easy 3.5 s —
            // time for a person to see a closing card and click it first (a play-test found
            // 0.8-1.8 s left a person no chance).
            if (opportunity)
                pace = *level == felt::BotLevel::Hard ? 2.5 : *level == felt::BotLevel::Normal ? 3.5 : 5.0;
            qint64 wait = static_cast<qint64>(m_config.botDelayMs * pace) - clock.elapsed();
            if (opportunity)
                wait = std::max<qint64>(wait, m_callGraceMs - clock.elapsed());
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

void LocalHost::botDone(int seat, const QString &action)
{
    m_botBusy = false;
    if (!m_game || m_config.botsPaused) {
        setThinkingSeat(-1);
        scheduleBots();
        return;
    }
    m_thinkingSeat = -1;   // apply() tells the change
    felt::Reason why = felt::Reason::Ok;
    if (action.isEmpty() || !apply(seat, action, &why)) {
        // A computer player that fails must not stop the game: it makes its first legal move
        // instead, and the table says so.
        const std::vector<std::string> legal = m_game->legalActions(seat);
        if (legal.empty() || !apply(seat, QString::fromStdString(legal.front()), &why)) {
            emit told(tr("%1 could not decide what to do. %2").arg(m_seats.value(seat).name, sentence(felt::reasonText(gameId(), why))));
            touch();
        } else {
            emit told(tr("%1 made a fallback move.").arg(m_seats.value(seat).name));
        }
    }
}

// ---------------------------------------------------------------------------------------
// Saving and the statistics

void LocalHost::autosave()
{
    if (!m_config.storage || !m_game || m_config.watchOnly)
        return;
    if (m_game->isOver())
        m_config.storage->removeLater();
    else
        m_config.storage->saveLater(saved());
}

void LocalHost::beginStatistics()
{
    m_gameKey = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_playClock.start();
    m_usedUndo = false;
    m_usedHint = false;
}

FinishedGame LocalHost::finishedGame() const
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
    const QList<int> standings = m_rules ? m_rules->standings(result, players()) : QList<int>();
    const QList<double> scores = m_rules ? m_rules->scores(result, players()) : QList<double>();
    for (int s = 0; s < m_seats.size(); ++s) {
        SeatResult r { m_seats.at(s).name, m_seats.at(s).kind, standings.value(s, -1), std::nullopt };
        if (s < scores.size())
            r.score = scores.at(s);
        g.seats.append(r);
    }
    return g;
}
