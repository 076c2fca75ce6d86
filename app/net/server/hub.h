// The network host's logic, without sockets (docs/network.md): the tables it holds and the
// contract's rules for them — greeting, seats and tokens, the stale rule, chat, drops and the
// grace time, what each seat may be sent. NetServer (netserver.h) feeds it the frames of real
// WebSocket connections; the tests and the fuzzer feed it frames directly through a Peer of
// their own.
//
// Every frame is hostile until checked (protocol.h reads it); no frame can change a game
// except an `act` that is legal for the seat its connection holds.
//
// NetHub is the tables and their seats; its parts, each with its own state, do the rest:
// - Connections (hubconnections.h): the connections and their limits (frame rate and size,
//   chat, hints, tables opened, pings and silence);
// - HubTable (hubtable.h): one table's seats, spectators, game host and messages;
// - TableJournal (hubjournal.h): the tables' files and journals, and reading them back;
// - HubClock (hubclock.h): a deadline per connection (pings, silence) and per table (grace
//   times, old tables), and the telling of changes.
// Its code is in hub.cpp (the messages of a game), hubtell.cpp (telling the changes),
// hubseats.cpp (taking, leaving and handing over seats), hubtalk.cpp (chat and hints) and
// hubapp.cpp (the app's own tables, restoring, what the app's pages see).
#pragma once

#include "hubclock.h"
#include "hubconfig.h"
#include "hubconnections.h"
#include "hubjournal.h"
#include "hubrouter.h"
#include "hubtable.h"
#include "protocol.h"

#include "localhost.h"
#include "seatspec.h"
#include "taskrunner.h"

#include <QObject>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace net {

// A table the app hosts itself (hostTable()): its own people play on its window through
// `host`, the other seats are taken by people at other computers.
struct HostedTable {
    QString game;
    felt::Value options = felt::Value::object();
    // Per seat: "human" for a person (the app's own people named, the others' names come with
    // them) or a computer player's level ("easy", "normal", "hard").
    QList<SeatSpec> seats;
    QList<int> appSeats;              // the seats of the people at the app's screen
    std::optional<quint64> seed;      // none: a random deal
    int graceSeconds = kDefaultGraceSeconds;
    bool listed = false;              // in the answer to `list`
};

class NetHub : public QObject {
    Q_OBJECT

public:
    explicit NetHub(const HubConfig &config = {}, QObject *parent = nullptr);
    ~NetHub() override;

    const HubConfig &config() const { return m_config; }
    // Loads the saved tables (HubConfig::dataDir); returns how many were resumed.
    int restore();
    // The game record of a table saved in `dataDir` (its file and its journal), as a host
    // started there would resume it.
    static std::optional<felt::Record> savedRecord(const QString &dataDir, const QString &code, QString *error = nullptr);

    // One of several hubs of a server (hubrouter.h): this is hub `index`. A table this hub
    // opens gets a code of its own (HubRouter::hubOf); a connection at no table that names
    // another hub's table in `join`, `watch` or `resume` is moved there.
    void setRouter(HubRouter *router, int index);

    // Connections (NetServer, tests): attach() gives the id the other calls take.
    quint64 attach(Peer *peer);
    // A connection moved here from another hub of the router (its id stays).
    quint64 adopt(std::unique_ptr<HubConnection> c);
    void receive(quint64 id, const QByteArray &frame);
    void receiveBinary(quint64 id);
    void heard(quint64 id);           // a pong or anything else that shows the peer is there
    void detach(quint64 id);          // the connection is gone (the Peer is not used again)
    int connectionCount() const { return m_connections.count(); }

    // The app's own table. `host` (not started; the app keeps it) is started by startTable()
    // with the names of the people who joined. Returns the table code, or empty with `error`.
    QString hostTable(LocalHost *host, const HostedTable &setup, QString *error = nullptr);
    // Starts a table the app hosts, once every person's seat is taken.
    bool startTable(const QString &code, QString *error = nullptr);
    // After the grace time: a computer player of `level` plays the away person's seat (who may
    // take it back with `resume`); or the game ends. For the app as the opener.
    bool replaceSeat(const QString &code, int seat, const QString &level, QString *error = nullptr);
    bool endTable(const QString &code, QString *error = nullptr);
    // A chat line from one of the app's people (seat), or from the host's screen (-1).
    bool chatFromApp(const QString &code, int seat, const QString &text);
    // A new deal at a table the app hosts whose game is over (the opener's "Play again"):
    // the same people, seats, options and code; `host` (not started; the app keeps it) plays
    // it; every client is sent the new game's `table`. `seed`: that deal (none: a new one).
    bool againTable(const QString &code, LocalHost *host, std::optional<quint64> seed = std::nullopt,
                    QString *error = nullptr);
    // Closes a table at once: every client is sent `closed` (`reason`: "closed" by its
    // opener, "host-stopped") and let go; its files are removed.
    void closeTable(const QString &code, const QString &reason = QStringLiteral("closed"));
    // Tables the app hosted that were saved and are not hosted again yet (after a restart):
    // rehostTable() gives one its LocalHost back (loaded with the saved game).
    QStringList savedAppTables() const;
    bool rehostTable(const QString &code, LocalHost *host, QString *error = nullptr);

    // Tells every change not told yet, now (changes are otherwise told from the event loop).
    void flushAll();

    std::optional<TableInfo> tableInfo(const QString &code) const;
    QStringList tableCodes() const;
    // The LocalHost of a table (null before it started); for tests and felt-server's log.
    LocalHost *tableHost(const QString &code) const;
    quint64 tableSeq(const QString &code) const;

signals:
    // One line for felt-server's log (an event that matters).
    void logLine(const QString &line);
    // A table's seats, connections or state changed (the app's new-game page follows it).
    void tableChanged(const QString &code);
    void tableStarted(const QString &code);
    void tableOver(const QString &code);
    void tableClosed(const QString &code);
    // A person took a seat (join), went away (a drop or leave) or came back (resume).
    void personJoined(const QString &code, int seat, const QString &name);
    void personAway(const QString &code, int seat);
    void personBack(const QString &code, int seat);
    // A person's seat has been away longer than the grace time: the opener may hand it over.
    void seatReplaceable(const QString &code, int seat);
    void chatReceived(const QString &code, int seat, const QString &name, const QString &text);
    // A table's listing on the local network should change (DNS-SD): waiting with free seats.
    void listingChanged(const QString &code);

private:
    using Connection = HubConnection;
    using Table = HubTable;

    // Handlers of the client's messages (hub.cpp: the table's game; hubseats.cpp: seats).
    void onCreate(Connection &c, const ClientMessage &m);
    void onJoin(Connection &c, const ClientMessage &m);
    void onWatch(Connection &c, const ClientMessage &m);
    void onResume(Connection &c, const ClientMessage &m);
    void onStart(Connection &c);
    void onAct(Connection &c, const ClientMessage &m);
    void onChat(Connection &c, const ClientMessage &m);
    void onLeave(Connection &c);
    void onHint(Connection &c);
    void onReplace(Connection &c, const ClientMessage &m);
    void onEnd(Connection &c);
    void onList(Connection &c);
    void onAgain(Connection &c, const ClientMessage &m);
    void onClose(Connection &c);

    void sendError(Connection &c, ErrorCode code, const QString &message, const QString &reason = {});
    Table *table(const QString &code) const;
    Table *tableOf(const Connection &c) const;

    // Tables.
    Table &addTable(const QString &game, int players, const felt::Value &options, quint64 seed, bool seeded,
                    int graceSeconds);
    QString freeCode() const;
    void bindHost(Table &t, LocalHost *host);
    // The app's LocalHost of table `code` going away closes the table (the app left it).
    void followAppHost(const QString &code, LocalHost *host);
    bool startGame(Table &t, QString *error);
    // Deals the table's game on `host` (the app's) or a host of its own (felt-server's).
    bool dealGame(Table &t, LocalHost *host, QString *error);
    bool againGame(Table &t, LocalHost *host, std::optional<quint64> seed, QString *error);
    // A table of felt-server's read from its files gets its game's host back.
    bool resumeOwnedGame(Table &t, QString *error);
    bool isOpener(const Connection &c, const Table &t) const;
    void seat(Connection &c, Table &t, int seat, const QString &token);
    void leaveTable(Connection &c, bool dropped);
    void setPresence(Table &t, int seat, bool connected);
    void hostChanged(Table &t);
    void hostFinished(Table &t);
    void changed(Table &t);           // something changed: told soon (flush)
    void flush(Table &t);             // seq grows by one, journaled, everyone at the table told
    void endGame(Table &t, const QString &ended);
    // `reason`: what `closed` says ("closed", "host-stopped", "idle").
    void removeTable(const QString &code, const QString &reason, const QString &why);
    // The table's line in every hub's `list` (HubRouter), as it stands now.
    void relist(const Table &t);
    void sendTable(Table &t, Connection &c);
    // `over` to a connection not sent it yet, once the game is over.
    void sendOver(Table &t, Connection &c);
    // Every connection at the table (its seats' and its spectators').
    template<class F> void forEachAt(const Table &t, F f)
    {
        for (quint64 id : t.watchers)
            if (Connection *c = m_connections.find(id))
                f(*c);
        for (const HubSeat &s : t.seats)
            if (Connection *c = s.conn ? m_connections.find(s.conn) : nullptr)
                f(*c);
    }
    // A line sent to everyone at the table.
    void tell(const Table &t, const QByteArray &line);

    static qint64 now() { return HubClock::now(); }
    void log(const QString &line);

    HubConfig m_config;
    Connections m_connections;
    TableJournal m_journal;
    Tables m_tables;
    std::vector<QString> m_dirty;     // tables with a change not told yet (changed())
    HubClock m_clock;
    TaskRunner *m_tasks;
    HubRouter *m_router = nullptr;
    int m_index = 0;
};

} // namespace net
