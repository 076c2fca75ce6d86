// RemoteHost (remotehost.h), the game as the host sent it: the `table`, `over` and `error`
// messages read into the seats' snapshots, events and record, and the Host interface the
// table at this screen reads them through. Sitting down, the connections and the opener's
// powers are in remotehost.cpp.
#include "remotehost.h"

#include "replays.h"

#include "core/registry.h"

#include <QCryptographicHash>

#include <QDateTime>

#include <algorithm>
#include <limits>

namespace net {

namespace {

std::string utf8(const QString &s)
{
    return s.toStdString();
}

} // namespace

// ---------------------------------------------------------------------------------------
// What the host sent

void RemoteHost::linkTable(NetLink *link)
{
    const NetTable &t = link->table();
    if (!t.game.isEmpty())
        m_game = t.game;
    if (t.players > 0)
        m_players = t.players;
    m_options = t.options;
    m_started = m_started || t.started;
    // The opener dealt again (`again`): a game that runs after the one that was over.
    // (Another link of this screen may still bring a table of the game before its end: only a
    // table told after the end is a new deal's.)
    const bool newDeal = m_record && t.started && t.snapshot && !t.snapshot->over && t.seq > m_overSeq;
    if (newDeal) {
        m_lastRecord = std::move(m_record);
        m_record.reset();
        m_ended.clear();
        m_pending.clear();
    }
    // The deal, as far as this screen can tell: the first table of a running game it was told.
    if (newDeal || (m_dealtAtMs < 0 && t.started && t.snapshot && !t.snapshot->over))
        m_dealtAtMs = QDateTime::currentMSecsSinceEpoch();
    ++m_seq;
    if (newDeal)
        emit dealtAgain();
    // A computer player beginning or ending its thought, and nothing else: its seat's change.
    if (const felt::SeatSet thinking = link->thinkingOnly(); !newDeal && !thinking.empty()) {
        thinking.forEach([this](felt::Seat s) { emit seatChanged(s); });
        return;
    }
    emit changed();
}

void RemoteHost::linkOver(const felt::Record &record, const QString &ended)
{
    // (Another person's link at this screen may still tell the end of the game before.)
    if (m_record || (m_lastRecord && felt::writeRecord(*m_lastRecord) == felt::writeRecord(record)))
        return;
    m_record = record;
    m_ended = ended;
    ++m_seq;
    emit changed();
    if (ended == QLatin1String("finished"))
        emit finished();
    else
        emit tableEnded(ended);
}

void RemoteHost::linkError(NetLink *link, ErrorCode code, const QString &message, const QString &reason)
{
    const int seat = link->seat();
    const QString action = m_pending.take(seat);
    switch (code) {
    case ErrorCode::Illegal: {
        const felt::GameSpec *spec = felt::findGame(utf8(m_game));
        const auto why = spec ? reasonFromId(*spec, utf8(reason)) : std::nullopt;
        emit refused(seat, action, why.value_or(felt::Reason::UnknownAction));
        break;
    }
    case ErrorCode::NotYourTurn:
        emit refused(seat, action, felt::Reason::NotYourTurn);
        break;
    case ErrorCode::Stale:
        emit stale(seat, action);
        emit told(tr("The table changed before your move arrived: nothing was done."));
        break;
    case ErrorCode::Rate:
        emit told(tr("Too many messages at once: the table ignored one."));
        emit failed(errorCodeId(code), message);
        break;
    default:
        emit failed(errorCodeId(code), message);
        break;
    }
}

// ---------------------------------------------------------------------------------------
// Host

NetLink *RemoteHost::linkFor(int seat) const
{
    if (seat < 0)
        return nullptr;
    for (NetLink *l : m_links)
        if (l != m_spectator && l->seat() == seat)
            return l;
    return nullptr;
}

NetLink *RemoteHost::anyLink() const
{
    for (NetLink *l : m_links)
        if (l->hasTable())
            return l;
    return nullptr;
}

NetLink *RemoteHost::viewLink(int seat) const
{
    if (NetLink *l = linkFor(seat); l && l->hasTable())
        return l;
    if (m_spectator && m_spectator->hasTable())
        return m_spectator;
    // A person's own view stands in only where they are the one person at this screen: with
    // several, it would show one person's cards to another (the public view comes with the
    // spectator connection; until then there is nothing to show).
    int people = 0;
    for (NetLink *l : m_links)
        people += l != m_spectator;
    return people <= 1 ? anyLink() : nullptr;
}

std::optional<quint64> RemoteHost::seed() const
{
    if (m_record)
        return m_record->seed;
    return std::nullopt;
}

QList<HostSeat> RemoteHost::seats() const
{
    QList<HostSeat> list;
    const NetTable *t = latestTable();
    if (!t)
        return list;
    const NetLink *from = nullptr;
    for (NetLink *l : m_links)
        if (&l->table() == t)
            from = l;
    const qint64 at = from ? from->tableReceivedMs() : 0;
    for (const NetSeat &s : t->seats) {
        HostSeat h;
        h.name = s.name;
        h.kind = s.kind;
        h.connected = s.connected;
        h.awaySinceMs = s.awayMs >= 0 ? at - s.awayMs : -1;
        h.thinking = s.thinking;
        list.append(h);
    }
    return list;
}

int RemoteHost::actionCount() const
{
    // An action counts once every connection here has had its events.
    int count = std::numeric_limits<int>::max();
    bool any = false;
    for (NetLink *l : m_links)
        if (l->hasTable() && (l->state() == NetLink::State::Seated || l->state() == NetLink::State::Reconnecting)) {
            count = std::min(count, l->actions());
            any = true;
        }
    return any ? count : 0;
}

SeatSnapshot RemoteHost::snapshot(int seat) const
{
    NetLink *l = viewLink(seat);
    if (l && l->table().snapshot) {
        SeatSnapshot s = *l->table().snapshot;
        s.seq = m_seq;
        if (l->seat() != seat) {
            // A stand-in: the public view, or the one person's own when they are alone here.
            s.seat = seat;
            s.legal.clear();
            s.moves.clear();
            s.privateDecision = seat >= 0;
        }
        return s;
    }
    SeatSnapshot none;
    none.seq = m_seq;
    none.seat = seat;
    none.game = m_game;
    none.players = m_players;
    return none;
}

std::vector<HostStep> RemoteHost::steps(int seat, int from) const
{
    std::vector<HostStep> list;
    NetLink *l = viewLink(seat);
    const int count = actionCount();
    for (int k = std::max(0, from); k < count; ++k) {
        HostStep step { k, {} };
        if (l && k < l->actions())
            step.events = l->history()[static_cast<std::size_t>(k)];
        list.push_back(std::move(step));
    }
    return list;
}

std::vector<HostFrame> RemoteHost::frames(int seat, int from) const
{
    std::vector<HostFrame> list;
    const int count = actionCount();
    if (from < 0 || from > count)
        return list;
    if (m_record) {
        // Over: the record tells everything.
        felt::replay(*m_record, [&](int applied, const felt::AnyGame &game, const felt::EventList &events) {
            if (applied >= from && applied <= count) {
                felt::EventList seen;
                for (const felt::Event &e : events)
                    if (e.audience.includes(seat))
                        seen.push_back(e);
                list.push_back({ applied, snapshotOfGame(game, seat, m_seq), seen });
            }
            return applied < count;
        });
        return list;
    }
    NetLink *l = viewLink(seat);
    if (!l || (seat >= 0 && l->seat() != seat))
        return {};
    for (int applied = from; applied <= count; ++applied) {
        const SeatSnapshot *s = l->snapshotAt(applied);
        if (!s)
            return {};
        HostFrame f { applied, *s, {} };
        f.snapshot.seq = m_seq;
        if (applied > 0 && applied <= l->actions())
            f.events = l->history()[static_cast<std::size_t>(applied - 1)];
        list.push_back(std::move(f));
    }
    return list;
}

bool RemoteHost::canActFor(int seat) const
{
    return linkFor(seat) != nullptr;
}

Host::Answer RemoteHost::act(int seat, const QString &action)
{
    const QString text = action.simplified();
    NetLink *l = linkFor(seat);
    if (!l) {
        emit refused(seat, text, felt::Reason::NotYourTurn);
        return Answer::Refused;
    }
    if (!l->hasTable() || !l->send(actMessage(l->table().seq, text))) {
        emit told(tr("The connection to the table is down: reconnecting…"));
        return Answer::Refused;
    }
    m_pending.insert(seat, text);
    return Answer::Sent;
}

std::optional<felt::Reason> RemoteHost::check(int, const QString &) const
{
    return std::nullopt;   // only the host can tell
}

std::optional<QString> RemoteHost::gestureAction(int, const felt::Move &) const
{
    return std::nullopt;   // the table goes by the legal moves it was sent
}

bool RemoteHost::canHint(int seat) const
{
    NetLink *l = linkFor(seat);
    if (!l || l->state() != NetLink::State::Seated || !l->table().snapshot || m_record)
        return false;
    const SeatSnapshot &s = *l->table().snapshot;
    return !s.over && s.toAct.has(seat);
}

void RemoteHost::requestHint(int seat)
{
    if (!canHint(seat))
        return;
    linkFor(seat)->send(hintRequestMessage());
}

FinishedGame RemoteHost::finishedGame() const
{
    if (!m_record)
        return {};
    QList<SeatSpec> specs;
    for (const HostSeat &s : seats())
        specs.append({ s.name, s.kind });
    std::optional<FinishedGame> replayed = Replays::finishedGame(SavedGame { specs, *m_record, {} });
    if (!replayed)
        return {};
    FinishedGame g = std::move(*replayed);
    // One key for the game, so that an end told again (after a rejoin) replaces it.
    if (const qint64 dealt = dealtAtMs(); dealt >= 0) {
        g.durationMs = std::max<qint64>(0, g.endedAt.toMSecsSinceEpoch() - dealt);
        g.key = QString::fromLatin1(QCryptographicHash::hash(g.record + QByteArray::number(dealt), QCryptographicHash::Sha256).toHex());
    }
    return g;
}

} // namespace net
