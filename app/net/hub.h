// The network host's logic, without sockets: the tables it holds (each a LocalHost), the
// connections at them, and the contract's rules (docs/network.md) — greeting,
// seats and tokens, the stale rule, chat, drops and the grace time, what each seat may be
// sent. NetServer (netserver.h) feeds it the frames of real WebSocket connections; the tests
// and the fuzzer feed it frames directly through a Peer of their own.
//
// Every frame is hostile until checked (protocol.h reads it); no frame can change a game
// except an `act` that is legal for the seat its connection holds.
//
// Persistence (HubConfig::dataDir): every table is a file DIR/tables/CODE.json (its seats,
// token hashes, opener, settings and the record when it was written, atomically with
// QSaveFile) and a journal DIR/tables/CODE.journal to which every change is appended (and
// written to the system) before any client hears of it: a host killed at any moment and
// started again resumes its tables where the clients last saw them.
#pragma once

#include "protocol.h"
#include "tablestore.h"

#include "localhost.h"
#include "seatspec.h"
#include "taskrunner.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace net {

// One connection as the hub sees it.
class Peer {
public:
    virtual ~Peer() = default;
    virtual void send(const QByteArray &text) = 0;
    // Closes the connection after what was sent (a WebSocket close code, e.g. 1008).
    virtual void close(int code, const QString &reason) = 0;
    virtual void ping() { }
    virtual QString address() const { return {}; }
};

struct HubConfig {
    QString serverName = QStringLiteral("felt");   // `welcome`'s server: name and version
    QString dataDir;                  // where tables are saved; empty: nowhere
    bool allowCreate = true;          // clients may open tables (felt-server); the app hosts its own
    int botDelayMs = 700;             // how long a computer player's move stays in view
    int maxFramesPerSecond = kMaxFramesPerSecond;
    int pingIntervalMs = 10000;
    int silenceTimeoutMs = 30000;
    int maxTables = 2000;
    int maxWatchers = 32;             // spectators at one table
    int chatBurst = 5;                // chat lines at once, then one per chatEveryMs
    int chatEveryMs = 2000;
    int hintsPerMinute = 10;
    int createsPerMinute = 5;         // tables one connection may open
    qint64 keepFinishedMs = 3600 * 1000LL;        // a finished table stays for late resumes
    qint64 keepWaitingMs = 3600 * 1000LL;         // a table waiting for people, nobody there
    qint64 keepRunningMs = 7 * 24 * 3600 * 1000LL;   // a running game nobody comes back to
    int sweepIntervalMs = 1000;       // how often drops, grace times and old tables are looked at
};

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
};
struct TableInfo {
    QString code;
    QString game;
    int players = 0;
    bool started = false;
    bool over = false;
    bool inApp = false;
    int freeSeats = 0;
    bool listed = false;
    QString openerName;
    QList<TableSeatInfo> seats;
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

    // Connections (NetServer, tests): attach() gives the id the other calls take.
    quint64 attach(Peer *peer);
    void receive(quint64 id, const QByteArray &frame);
    void receiveBinary(quint64 id);
    void heard(quint64 id);           // a pong or anything else that shows the peer is there
    void detach(quint64 id);          // the connection is gone (the Peer is not used again)
    int connectionCount() const { return static_cast<int>(m_connections.size()); }

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
    struct Connection;
    struct Table;

    // Handlers of the client's messages.
    void onHello(Connection &c, const ClientMessage &m);
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
    void closeConnection(Connection &c, ErrorCode code, const QString &message, int closeCode);
    Connection *connection(quint64 id);
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
    void sendTable(Table &t, Connection &c);
    QByteArray tableMessage(Table &t, int seat, int fromAction);
    void updateLegal(Table &t);
    bool anyoneThere(const Table &t) const;
    int freeSeats(const Table &t) const;
    int tableOpenerSeat(const Table &t) const;
    void saveMeta(Table &t);
    QByteArray metaJson(const Table &t) const;
    bool loadTable(const QByteArray &meta, const QList<QByteArray> &journal, QString *error);
    QString newSeatName(const Table &t, const QString &wanted) const;

    void sweep();
    qint64 now() const;
    void log(const QString &line);

    HubConfig m_config;
    TableStore m_store;
    std::map<quint64, std::unique_ptr<Connection>> m_connections;
    std::map<QString, std::unique_ptr<Table>> m_tables;
    quint64 m_nextId = 1;
    QTimer m_sweep;
    QTimer m_flush;
    TaskRunner *m_tasks;
};

} // namespace net
