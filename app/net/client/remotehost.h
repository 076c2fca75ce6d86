// A host across the network (host.h over felt-net/1, docs/network.md): the table
// at this screen cannot tell it from a LocalHost. What it knows of the game is what the host
// sent to the seats it holds: their snapshots and the events they may see, rebuilt from the
// `table` messages; once the game is over, the whole record.
//
// Several people at one screen (hot-seat inside a network game): every join() adds one
// person with a connection and a token of their own (a NetLink each); with two or more, a
// spectator connection also brings the public view (snapshot(-1)), so that the privacy
// screen shows nobody's cards. A dropped connection comes back by itself with its token
// (connection() says "reconnecting" meanwhile).
//
// What it cannot do without asking the host: check() and gestureAction() answer nullopt
// (the table then goes by the legal moves it was sent), undo and the solver are not offered,
// frames() answers only for the moves it saw itself (or any, from the record, once over).
// Hints are asked of the host (the `hint` addition), which has its hard computer player
// think from the seat's own view.
#pragma once

#include "netlink.h"

#include "host.h"

#include <QHash>
#include <QMap>
#include <QPointer>

#include <optional>

namespace net {

// A table to open at a felt-server (`create`).
struct CreateRequest {
    QString game;
    int players = 0;
    felt::Value options = felt::Value::object();
    QStringList seats;                 // per seat: "person" or a level ("easy", "normal", "hard")
    std::optional<quint64> seed;
    int graceSeconds = kDefaultGraceSeconds;
    bool listed = false;               // anyone connected to the server may see it (`list`)
};

class RemoteHost : public Host {
    Q_OBJECT

public:
    enum class Connection {
        Offline,       // nothing opened
        Connecting,    // sitting down
        Connected,     // every person here holds their seat
        Reconnecting,  // a connection dropped: coming back by itself
        Lost,          // the seat is gone (refused, taken over, the table closed): see error()
    };
    Q_ENUM(Connection)

    explicit RemoteHost(const LinkOptions &options = {}, QObject *parent = nullptr);
    ~RemoteHost() override;

    // Sitting down; each call is one more person at this screen with a connection of their
    // own. The answer comes as personSeated(seat, token, name) or failed(code, message).
    // Opens a table at a felt-server (over wss:// when `secure`); this person is its opener.
    void create(const QString &host, quint16 port, const CreateRequest &request, const QString &name, bool secure = false);
    // Takes a free seat (the lowest, or `seat`) at the invited table.
    void join(const Invite &invite, const QString &name, int seat = -1);
    // Takes a seat back with its token (after the app was closed or crashed).
    void resume(const Invite &invite, const QString &token, const QString &name);
    // Watches the table (no seat).
    void watch(const Invite &invite, const QString &name);

    Connection connection() const;
    QString error() const { return m_error; }
    // Why the last connection that could not sit down did not reach its host, where the host
    // said nothing (failed() then has the code ""): NetLink::Unreached.
    NetLink::Unreached unreached() const { return m_unreached; }
    // How long a host that takes the connection may stay silent before it is given up (a first
    // connection) or reconnected to (LinkOptions::silenceMs), in whole seconds.
    int silenceSeconds() const { return (m_linkOptions.silenceMs + 999) / 1000; }
    QString code() const;
    Invite invite() const;
    // The seats of the people at this screen, and each one's token (keep it to resume).
    QList<int> localSeats() const;
    QString token(int seat) const;
    // Whether a person at this screen opened the table (they start it, and after the grace
    // time may hand an away person's seat to a computer player or end the game).
    bool isOpener() const;
    int openerSeat() const;
    int graceSeconds() const;
    // The seats whose person has been away for longer than the grace time.
    QList<int> replaceableSeats() const;
    // The seats whose person left the table (`leave`) rather than dropped, and is not back.
    QList<int> leftSeats() const;
    // How the game ended: "" while it runs, "finished", "ended" (by its opener), "closed".
    QString ended() const { return m_ended; }
    // Whether the table stands on a felt-server (its welcome says so), whose lobby lists tables.
    bool atServer() const;
    // Why the host closed the table ("closed" by its opener, "host-stopped", "idle"); "" while
    // it stands.
    QString closedReason() const { return m_closedReason; }

    // The opener's powers.
    bool startGame();
    bool replaceSeat(int seat, const QString &level);
    bool endGame();
    // The opener, once the game is over: a new deal for everyone at the table (`again`; `seed`:
    // that deal). The new game comes as dealtAgain().
    bool dealAgain(std::optional<quint64> seed = std::nullopt);
    // The opener closes the table (`close`): everyone at it is sent `closed`.
    bool closeTable();
    // A chat line from a person at this screen (`seat`; -1: the first of them).
    bool sendChat(int seat, const QString &text);
    // Everyone at this screen leaves the table (their seats wait for a resume).
    void leave();
    // Cuts every connection as a network failure would (tests): they come back by themselves.
    void dropConnections();
    // The connections that wait for the person to accept the host's certificate
    // (certificateRefused, kind Unknown) connect again, once it is accepted
    // (KnownCertificates::accept); false when none waited.
    bool retryCertificate();

    // Host
    QString gameId() const override { return m_game; }
    int players() const override { return m_players; }
    felt::Value options() const override { return m_options; }
    std::optional<quint64> seed() const override;
    QList<HostSeat> seats() const override;
    bool started() const override { return m_started; }
    quint64 seq() const override { return m_seq; }
    int actionCount() const override;
    // When this screen first saw the game dealt (its first started table, or a new deal's),
    // unless setDealtAtMs() said when.
    qint64 dealtAtMs() const override { return m_dealtAtMs; }
    // The game was dealt at `ms` (since the epoch): kept by the app for a seat taken back after
    // a restart (NetPlay::rejoin).
    void setDealtAtMs(qint64 ms) { m_dealtAtMs = ms; }
    SeatSnapshot snapshot(int seat) const override;
    std::vector<HostStep> steps(int seat, int from) const override;
    std::vector<HostFrame> frames(int seat, int from) const override;
    bool canActFor(int seat) const override;
    Answer act(int seat, const QString &action) override;
    std::optional<felt::Reason> check(int seat, const QString &action) const override;
    std::optional<QString> gestureAction(int seat, const felt::Move &gesture) const override;
    std::optional<felt::Record> record() const override { return m_record; }
    bool canHint(int seat) const override;
    void requestHint(int seat) override;

signals:
    void connectionChanged();
    // A person at this screen holds `seat` (also after coming back); keep the token.
    void personSeated(int seat, const QString &token, const QString &name);
    // The host refused something other than an action (error code and its message), or a
    // connection could not sit down (code "" when the host was not reached: unreached()).
    void failed(const QString &code, const QString &message);
    // An action made on a table that changed meanwhile (the contract's `stale`): nothing was
    // done; the fresh table is shown.
    void stale(int seat, const QString &action);
    void chatReceived(int seat, const QString &name, const QString &text);
    // The game ended some other way than by its rules (ended(): "ended", "closed").
    void tableEnded(const QString &how);
    // The host closed the table for good (`closed`): its seats are gone; `sentence` says who
    // or what closed it, in the person's language.
    void tableClosed(const QString &sentence);
    // A wss:// connection did not use the host's certificate (netlink.h): kind Unknown, it
    // waits for the person to accept it (retryCertificate()), nothing sent; kind Changed, it
    // is refused for good (failed() follows).
    void certificateRefused(const net::CertificateRefusal &refusal);

private:
    NetLink *addLink(const QString &host, quint16 port, const QString &name, const QByteArray &request, bool secure);
    void linkSeated(NetLink *link);
    void linkTable(NetLink *link);
    void linkError(NetLink *link, ErrorCode code, const QString &message, const QString &reason);
    void linkOver(const felt::Record &record, const QString &ended);
    void linkState(NetLink *link);
    void ensureSpectator();
    NetLink *linkFor(int seat) const;      // the person's link at `seat`
    NetLink *viewLink(int seat) const;     // the best view for `seat` (-1: the public one)
    NetLink *anyLink() const;
    QString closedSentence(const QString &reason) const;
    QString m_closedReason;
    std::optional<felt::Record> m_lastRecord;   // the game before the last `again`
    quint64 m_overSeq = 0;                      // the last table's seq before an `over`
    const NetTable *latestTable() const;

    LinkOptions m_linkOptions;
    QList<NetLink *> m_links;              // one per person, then the spectator's (if any)
    NetLink *m_spectator = nullptr;
    QString m_host;
    quint16 m_port = kDefaultPort;
    bool m_secure = false;
    QString m_name;
    QString m_error;
    NetLink::Unreached m_unreached = NetLink::Unreached::None;
    Connection m_connection = Connection::Offline;

    QString m_game;
    int m_players = 0;
    felt::Value m_options = felt::Value::object();
    bool m_started = false;
    qint64 m_dealtAtMs = -1;
    quint64 m_seq = 0;
    std::optional<felt::Record> m_record;
    QString m_ended;
    QHash<int, QString> m_pending;         // per seat: the action sent, until it is answered
};

} // namespace net
