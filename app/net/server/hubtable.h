// One table of the network host (NetHub, hub.h) and what it knows of itself: its seats (who
// sits there, by token, connection and presence), its spectators, its game's host, the seq
// of what was told, each seat's legal list and since when, and what the table says of itself
// (the `table` message for a seat, the lobby's line, the app's TableInfo). The hub decides
// who may change it; the table answers for its own state.
#pragma once

#include "protocol.h"

#include "localhost.h"
#include "savedgame.h"

#include <QPointer>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace net {

// What the app's new-game page shows of a table it hosts.
struct TableSeatInfo {
    QString name;
    QString kind;                     // "human" or a level
    bool person = false;
    bool app = false;                 // one of the app's own people
    bool taken = false;               // a person sits there (the app's people always)
    bool connected = false;
    qint64 awaySinceMs = -1;
    bool replaceable = false;         // away past the grace time
    bool left = false;                // away because its person left (`leave`), not dropped
};
struct TableInfo {
    QString code;
    QString game;
    int players = 0;
    felt::Value options = felt::Value::object();   // the game's options (its house rules)
    bool started = false;
    bool over = false;
    bool inApp = false;
    int freeSeats = 0;
    bool listed = false;
    QString openerName;
    QList<TableSeatInfo> seats;
};

// A computer player's level ("easy", "normal", "hard").
bool isLevel(const QString &kind);
// The name of a computer player at `seat` of a table opened by `create`.
QString botName(int seat);
// A new deal's seed from the system's random source.
quint64 randomSeed();

struct HubSeat {
    QString name;
    QString kind;             // who plays it now: "human" or a level
    bool person = false;      // a person's seat (kind may be a level while it stands in)
    bool app = false;         // a person at the hosting app's screen
    QString tokenHash;        // the person's token (hashed); empty: free
    quint64 conn = 0;         // the connection that holds it now
    qint64 awaySinceMs = -1;
    bool replaceable = false;
    bool left = false;        // its person left (`leave`) and has not come back

    // A person at another computer (not the app's, not a computer player's seat).
    bool remote() const { return person && !app; }
    // A person's seat nobody has taken yet.
    bool unclaimed() const { return remote() && tokenHash.isEmpty(); }
    bool taken() const { return !person || app || !tokenHash.isEmpty(); }
    // Its person has been away (no connection) for at least `graceSeconds`.
    bool awayPast(qint64 now, int graceSeconds) const
    {
        return remote() && conn == 0 && awaySinceMs >= 0 && now - awaySinceMs >= qint64 { graceSeconds } * 1000;
    }
};

class HubTable {
public:
    HubTable(const QString &code, int players, qint64 now);

    QString code;
    QString game;
    int players = 0;
    felt::Value options = felt::Value::object();
    quint64 seed = 0;
    bool seeded = false;          // the deal was chosen by its opener
    int graceSeconds = kDefaultGraceSeconds;
    qint64 createdMs = 0;
    std::vector<HubSeat> seats;
    int opener = -1;              // the opener's seat
    bool inApp = false;           // the app hosts it and is its opener
    bool listed = false;          // in the answer to `list`
    QStringList watcherHashes;
    std::vector<quint64> watchers;
    bool started = false;
    qint64 dealtMs = -1;          // when the game running now (or last) was dealt
    bool dirty = false;           // a change not told yet (NetHub::flush())
    QString ended;                // "", "finished", "ended"
    qint64 endedMs = -1;
    qint64 lastThereMs = 0;       // when someone was last connected
    quint64 seq = 0;
    int journaled = 0;            // actions written to the journal (or the table's file)
    quint64 journaledSeq = 0;     // the last seq written there
    std::vector<std::vector<std::string>> legal;
    std::vector<quint64> legalSince;
    // Who was to act and whether the game was over, as last told (NetHub::flush()).
    felt::SeatSet toldToAct;
    bool toldOver = false;
    std::unique_ptr<LocalHost> owned;
    QPointer<LocalHost> host;
    std::optional<SavedGame> saved;   // a started game read from its files, not hosted yet

    HubSeat &seat(int s) { return seats[static_cast<std::size_t>(s)]; }
    const HubSeat &seat(int s) const { return seats[static_cast<std::size_t>(s)]; }
    // The game runs on its host (started, and the host holds a game: Host::gameId()).
    bool live() const { return started && host && !host->gameId().isEmpty(); }
    // The game runs and nobody ended it, as last told.
    bool playing() const { return live() && !toldOver && ended.isEmpty(); }
    int actionCount() const;

    int freeSeats() const;
    felt::SeatSet remoteSeats() const;
    // `wanted`, or `wanted 2`, `wanted 3`... when another seat has that name already.
    QString newSeatName(const QString &wanted) const;
    // A connection is there (or the app, for its own table).
    bool anyoneThere() const;
    // Someone's person has been away past the grace time.
    bool anyoneAwayPastGrace(qint64 now) const;
    // A seat's legal actions as its snapshot has them: a list that changed is marked as
    // changed since `seq`.
    void noteLegal(int seat, const std::vector<std::string> &now, quint64 seq);
    // Every seat's legal list from its host's snapshots, marked as changed since `seq`.
    void refreshLegal(quint64 seq);

    LobbyTable lobbyEntry() const;
    TableInfo info() const;
};

// A hub's tables by code.
using Tables = std::unordered_map<QString, std::unique_ptr<HubTable>>;

// The `table` messages of one moment of a table (docs/network.md): what every seat's message
// shares (the table's settings, its seats, the public facts) is written once; each seat's
// view and legal moves come from its SeatSnapshot, taken once per seat per change
// (Host::snapshot), and are written once for that seat.
class TableMessages {
public:
    TableMessages(const HubTable &t, qint64 now);
    // The message for `seat` (-1: a spectator): `snapshot` is that seat's (null before the
    // start), `steps` the events since what the connection was last sent.
    QByteArray message(int seat, const SeatSnapshot *snapshot, const std::vector<HostStep> &steps) const;

private:
    const HubTable &m_table;
    const felt::GameSpec *m_spec = nullptr;
    std::string m_head;            // up to "you":
    std::string m_seats;           // "knownDeal", "actions", "seats"
    mutable std::string m_public;  // "mustAct", "info", "simultaneous": written once
};

} // namespace net
