#include "localhost.h"

#include "snapshotof.h"
#include "storage.h"

#include "gameresult.h"

#include "texts.h"

#include <QDateTime>
#include <QUuid>

#include <algorithm>

namespace {

std::string utf8(const QString &s)
{
    return s.toStdString();
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
    m_game = std::move(game);
    m_record = std::move(record);
    m_seats = std::move(seats);
    keepEvents(std::move(events));
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
        return fail(felt::sentence(game.error()));
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
            *error = felt::sentence(tr("the saved game has %1 seats for %2 players").arg(saved.seats.size()).arg(saved.record.players));
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
            *error = felt::sentence(replayed.error);
        return false;
    }
    setGame(std::move(replayed.game), saved.record, saved.seats, std::move(events));
    if (m_game->isOver() && m_config.storage && !m_config.watchOnly)
        m_config.storage->removeLater();
    scheduleBots();
    return true;
}

void LocalHost::setConfig(const HostConfig &config)
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

void LocalHost::setThinkHook(std::function<void()> hook)
{
    HostConfig now = m_config;
    now.thinkHook = std::move(hook);
    setConfig(now);
}

void LocalHost::setWatchOnly()
{
    Host::setWatchOnly();
    HostConfig now = m_config;
    now.watchOnly = true;
    now.storage = nullptr;
    setConfig(now);
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
                               s == m_thinkingSeat, m_seats.at(s).isHuman() || m_remote.has(s) });
    }
    return list;
}

SeatSnapshot LocalHost::snapshot(int seat) const
{
    return snapshot(seat, SnapshotFor::Table);
}

SeatSnapshot LocalHost::snapshot(int seat, SnapshotFor use) const
{
    if (!m_game || seat >= players()) {
        SeatSnapshot none;
        none.seq = m_seq;
        none.seat = seat;
        none.game = gameId();
        none.players = players();
        return none;
    }
    return snapshotOf(*m_game, seat, m_seq, use);
}

void LocalHost::keepEvents(std::vector<felt::EventList> events)
{
    m_events.clear();
    const std::size_t drop = events.size() > kKeptEvents ? events.size() - kKeptEvents : 0;
    m_eventsFrom = static_cast<int>(drop);
    for (std::size_t k = drop; k < events.size(); ++k)
        m_events.push_back(std::move(events[k]));
}

std::vector<HostStep> LocalHost::steps(int seat, int from) const
{
    std::vector<HostStep> list;
    from = std::max(0, from);
    if (from < m_eventsFrom) {
        // Before the events kept: the record, replayed up to them, says them again.
        felt::replay(
            m_record,
            [&](int applied, const felt::AnyGame &, const felt::EventList &events) {
                if (applied > from)
                    list.push_back({ applied - 1, seenBy(events, seat) });
                return true;
            },
            m_eventsFrom);
        from = m_eventsFrom;
    }
    for (int k = from; k < m_eventsFrom + static_cast<int>(m_events.size()); ++k)
        list.push_back({ k, seenBy(m_events[static_cast<std::size_t>(k - m_eventsFrom)], seat) });
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
    if (static_cast<int>(m_events.size()) > kKeptEvents) {
        m_events.pop_front();
        ++m_eventsFrom;
    }
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
        emit told(felt::sentence(replayed.error));
        return false;
    }
    m_game = std::move(replayed.game);
    keepEvents(std::move(events));
    autosave();
    touch();
    scheduleBots();
    return true;
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
    m_playedBeforeMs = 0;
    m_usedUndo = false;
    m_usedHint = false;
}

FinishedGame LocalHost::finishedGame() const
{
    if (!m_game)
        return {};
    FinishedGame g = gameResult(*m_game, m_record, m_seats);
    g.key = m_gameKey;
    g.endedAt = QDateTime::currentDateTimeUtc();
    g.durationMs = m_playClock.isValid() ? m_playedBeforeMs + m_playClock.elapsed() : 0;
    g.usedUndo = m_usedUndo;
    g.usedHint = m_usedHint;
    return g;
}

qint64 LocalHost::dealtAtMs() const
{
    if (!m_game || !m_playClock.isValid())
        return -1;
    return QDateTime::currentMSecsSinceEpoch() - m_playedBeforeMs - (m_playClock.isValid() ? m_playClock.elapsed() : 0);
}

void LocalHost::setDealtAtMs(qint64 ms)
{
    if (ms < 0)
        return;
    m_playClock.start();
    m_playedBeforeMs = std::max<qint64>(0, QDateTime::currentMSecsSinceEpoch() - ms);
}
