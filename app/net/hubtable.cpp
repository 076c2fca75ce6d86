#include "hubtable.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QRandomGenerator>

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

const felt::AnyGame *HubTable::runningGame() const
{
    return started && host ? host->game() : nullptr;
}

int HubTable::actionCount() const
{
    return started && host ? host->actionCount() : 0;
}

bool HubTable::playing() const
{
    const felt::AnyGame *g = runningGame();
    return g && !g->isOver() && ended.isEmpty();
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

void HubTable::updateLegal()
{
    const felt::AnyGame *g = host ? host->game() : nullptr;
    if (!g)
        return;
    const felt::SeatSet actors = g->isOver() ? felt::SeatSet() : g->actors();
    for (int s = 0; s < players; ++s) {
        QStringList now;
        if (actors.has(s))
            for (const std::string &a : g->legalActions(s))
                now.append(QString::fromStdString(a));
        auto &mine = legal[static_cast<std::size_t>(s)];
        if (now != mine) {
            mine = now;
            legalSince[static_cast<std::size_t>(s)] = seq + 1;   // the change about to be told
        }
    }
}

QByteArray HubTable::message(int seatIndex, int fromAction, qint64 now) const
{
    felt::Value v = felt::Value::object();
    v.set("type", "table");
    v.set("seq", static_cast<std::uint64_t>(seq));
    v.set("started", started);
    v.set("code", utf8(code));
    v.set("game", utf8(game));
    v.set("players", players);
    v.set("options", options);
    v.set("grace", graceSeconds);
    v.set("opener", opener >= 0 ? felt::Value(opener) : felt::Value());
    v.set("you", seatIndex >= 0 ? felt::Value(seatIndex) : felt::Value());
    v.set("knownDeal", seeded);
    const bool live = started && host && host->game();
    const int count = live ? host->actionCount() : 0;
    v.set("actions", count);
    QList<HostSeat> hostSeats = live ? host->seats() : QList<HostSeat>();
    felt::Value list = felt::Value::array();
    for (int s = 0; s < players; ++s) {
        const HubSeat &seat = this->seat(s);
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
        n.thinking = s < hostSeats.size() && hostSeats.at(s).thinking;
        n.replaceable = seat.replaceable;
        n.left = seat.left && n.awayMs >= 0;
        list.push(seatToValue(n));
    }
    v.set("seats", list);
    felt::Value events = felt::Value::array();
    if (live) {
        setSnapshotFields(v, *host->game(), seatIndex);
        if (const felt::GameSpec *spec = felt::findGame(utf8(game)))
            for (const HostStep &step : host->steps(seatIndex, fromAction))
                for (const felt::Event &e : step.events)
                    events.push(eventToValue(*spec, step.action, e));
    }
    v.set("events", events);
    return felt::writeJson(v, felt::JsonStyle::Compact);
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
