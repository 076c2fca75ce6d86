#include "hubtable.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QRandomGenerator>

#include <charconv>

namespace net {

namespace {

std::string utf8(const QString &s)
{
    return s.toStdString();
}

// Computer players' names at a table opened by `create`.
constexpr const char *kBotNames[] = { "Ada", "Bert", "Cleo", "Dora", "Emil", "Fay", "Gus", "Hana" };
static_assert(std::size(kBotNames) >= felt::kMaxSeats);

} // namespace

bool isLevel(const QString &kind)
{
    return kind == QLatin1String("easy") || kind == QLatin1String("normal") || kind == QLatin1String("hard");
}

QString botName(int seat)
{
    return QLatin1String(kBotNames[seat]);
}

quint64 randomSeed()
{
    return QRandomGenerator::system()->generate64() & (felt::kMaxRecordSeed - 1);
}

HubTable::HubTable(const QString &code_, int players_, qint64 now)
    : code(code_)
    , players(players_)
    , createdMs(now)
    , seats(static_cast<std::size_t>(players_))
    , lastThereMs(now)
    , legal(static_cast<std::size_t>(players_))
    , legalSince(static_cast<std::size_t>(players_), 0)
{
}

int HubTable::actionCount() const
{
    return started && host ? host->actionCount() : 0;
}

int HubTable::freeSeats() const
{
    int n = 0;
    for (const HubSeat &s : seats)
        n += s.unclaimed() ? 1 : 0;
    return n;
}

felt::SeatSet HubTable::remoteSeats() const
{
    felt::SeatSet remote;
    for (int s = 0; s < players; ++s)
        if (seat(s).remote())
            remote.add(s);
    return remote;
}

QString HubTable::newSeatName(const QString &wanted) const
{
    auto used = [this](const QString &name) {
        for (const HubSeat &s : seats)
            if (s.name.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        return false;
    };
    if (!used(wanted))
        return wanted;
    for (int n = 2;; ++n) {
        const QString name = QStringLiteral("%1 %2").arg(wanted).arg(n);
        if (!used(name))
            return name;
    }
}

bool HubTable::anyoneThere() const
{
    if (!watchers.empty())
        return true;
    for (const HubSeat &s : seats)
        if (s.conn != 0 || (s.app && host))
            return true;
    return false;
}

bool HubTable::anyoneAwayPastGrace(qint64 now) const
{
    for (const HubSeat &s : seats)
        if (s.awayPast(now, graceSeconds))
            return true;
    return false;
}

void HubTable::noteLegal(int s, const std::vector<std::string> &now, quint64 since)
{
    auto &mine = legal[static_cast<std::size_t>(s)];
    if (now != mine) {
        mine = now;
        legalSince[static_cast<std::size_t>(s)] = since;
    }
}

void HubTable::refreshLegal(quint64 since)
{
    if (!host || host->gameId().isEmpty())
        return;
    for (int s = 0; s < players; ++s) {
        const SeatSnapshot snapshot = host->snapshot(s, SnapshotFor::Wire);
        noteLegal(s, snapshot.legalTexts, since);
        if (s == 0) {
            toldToAct = snapshot.toAct;
            toldOver = snapshot.over;
        }
    }
}

namespace {

void appendKey(std::string &out, const char *key)
{
    out += ",\"";
    out += key;
    out += "\":";
}

void appendInt(std::string &out, long long i)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, i).ptr;
    out.append(digits, static_cast<std::size_t>(end - digits));
}

} // namespace

TableMessages::TableMessages(const HubTable &t, qint64 now)
    : m_table(t)
    , m_spec(felt::findGame(utf8(t.game)))
{
    m_head = "{\"type\":\"table\",\"seq\":";
    appendInt(m_head, static_cast<long long>(t.seq));
    m_head += t.started ? ",\"started\":true" : ",\"started\":false";
    appendKey(m_head, "code");
    felt::appendJsonString(m_head, utf8(t.code));
    appendKey(m_head, "game");
    felt::appendJsonString(m_head, utf8(t.game));
    appendKey(m_head, "players");
    appendInt(m_head, t.players);
    appendKey(m_head, "options");
    felt::appendJson(m_head, t.options);
    appendKey(m_head, "grace");
    appendInt(m_head, t.graceSeconds);
    appendKey(m_head, "opener");
    if (t.opener >= 0)
        appendInt(m_head, t.opener);
    else
        m_head += "null";
    appendKey(m_head, "you");

    const bool live = t.live();
    m_seats = t.seeded ? ",\"knownDeal\":true" : ",\"knownDeal\":false";
    appendKey(m_seats, "actions");
    appendInt(m_seats, live ? t.host->actionCount() : 0);
    // (Only whose computer player thinks, not the host's whole list of seats.)
    const int thinking = live ? t.host->thinkingSeat() : -1;
    appendKey(m_seats, "seats");
    m_seats += '[';
    for (int s = 0; s < t.players; ++s) {
        const HubSeat &seat = t.seat(s);
        NetSeat n;
        n.name = seat.name;
        n.kind = seat.kind;
        n.person = seat.person;
        n.taken = seat.taken();
        n.connected = !seat.person || seat.app || seat.conn != 0;
        if (seat.unclaimed())
            n.connected = false;
        if (seat.remote() && !seat.tokenHash.isEmpty() && seat.conn == 0 && seat.awaySinceMs >= 0) {
            n.awaySinceMs = seat.awaySinceMs;
            n.awayMs = std::max<qint64>(0, now - seat.awaySinceMs);
        }
        n.thinking = s == thinking;
        n.replaceable = seat.replaceable;
        n.left = seat.left && n.awayMs >= 0;
        if (s > 0)
            m_seats += ',';
        appendSeatJson(m_seats, n);
    }
    m_seats += ']';
}

QByteArray TableMessages::message(int seat, const SeatSnapshot *snapshot, const std::vector<HostStep> &steps) const
{
    std::string out;
    out.reserve(m_head.size() + m_seats.size() + 4096);
    out += m_head;
    if (seat >= 0)
        appendInt(out, seat);
    else
        out += "null";
    out += m_seats;
    if (snapshot) {
        appendKey(out, "view");
        appendViewJson(out, *snapshot);
        appendKey(out, "moves");
        appendMovesJson(out, snapshot->moves);
        if (m_public.empty())
            appendPublicJson(m_public, *snapshot);
        out += m_public;
        out += snapshot->privateDecision ? ",\"private\":true" : ",\"private\":false";
        out += snapshot->hidesCards ? ",\"hidesCards\":true" : ",\"hidesCards\":false";
    }
    out += ",\"events\":[";
    bool first = true;
    if (snapshot && m_spec)
        for (const HostStep &step : steps)
            for (const felt::Event &e : step.events) {
                if (!first)
                    out += ',';
                first = false;
                appendEventJson(out, *m_spec, step.action, e);
            }
    out += "]}";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

LobbyTable HubTable::lobbyEntry() const
{
    LobbyTable l;
    l.code = code;
    l.game = game;
    l.players = players;
    l.options = options;
    l.started = started;
    if (opener >= 0)
        l.opener = seat(opener).name;
    for (const HubSeat &s : seats)
        l.seats.append({ s.taken() ? s.name : QString(), s.kind, s.taken() });
    return l;
}

TableInfo HubTable::info() const
{
    TableInfo i;
    i.code = code;
    i.game = game;
    i.players = players;
    i.options = options;
    i.started = started;
    i.over = !ended.isEmpty();
    i.inApp = inApp;
    i.freeSeats = freeSeats();
    i.listed = listed;
    if (opener >= 0)
        i.openerName = seat(opener).name;
    for (const HubSeat &s : seats) {
        TableSeatInfo si;
        si.name = s.name;
        si.kind = s.kind;
        si.person = s.person;
        si.app = s.app;
        si.taken = s.taken();
        si.connected = !s.person || s.app || s.conn != 0;
        si.awaySinceMs = s.awaySinceMs;
        si.replaceable = s.replaceable;
        si.left = s.left && !si.connected;
        i.seats.append(si);
    }
    return i;
}

} // namespace net
