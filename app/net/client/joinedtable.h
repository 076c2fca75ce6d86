// A table elsewhere that people at this screen sit at, or sit down at: the Host the table at
// this screen plays on (host.h), and besides what a network table at this screen (NetTable)
// needs of it — sitting down, the state of the connections, the seats here and their tokens,
// the opener's powers, the chat, why something failed. The app's pages hold it by this
// interface and never name the host that implements it (RemoteHost, over felt-net/1:
// remotehost.h); joinedTable() makes one.
#pragma once

#include "netlink.h"

#include "host.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
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

class JoinedTable : public Host {
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

    // Sitting down; each call is one more person at this screen with a connection of their
    // own. The answer comes as personSeated(seat, token, name) or failed(code, message).
    // Opens a table at a felt-server (over wss:// when `secure`); this person is its opener.
    virtual void create(const QString &host, quint16 port, const CreateRequest &request, const QString &name, bool secure = false) = 0;
    // Takes a free seat (the lowest, or `seat`) at the invited table.
    virtual void join(const Invite &invite, const QString &name, int seat = -1) = 0;
    // Takes a seat back with its token (after the app was closed or crashed).
    virtual void resume(const Invite &invite, const QString &token, const QString &name) = 0;
    // Watches the table (no seat).
    virtual void watch(const Invite &invite, const QString &name) = 0;

    virtual Connection connection() const = 0;
    virtual QString error() const = 0;
    // Why the last connection that could not sit down did not reach its host, where the host
    // said nothing (failed() then has the code ""): NetLink::Unreached.
    virtual NetLink::Unreached unreached() const = 0;
    // How long a host that takes the connection may stay silent before it is given up (a first
    // connection) or reconnected to (LinkOptions::silenceMs), in whole seconds.
    virtual int silenceSeconds() const = 0;
    virtual QString code() const = 0;
    virtual Invite invite() const = 0;
    // The seats of the people at this screen, and each one's token (keep it to resume).
    virtual QList<int> localSeats() const = 0;
    virtual QString token(int seat) const = 0;
    // Whether a person at this screen opened the table (they start it, and after the grace
    // time may hand an away person's seat to a computer player or end the game).
    virtual bool isOpener() const = 0;
    virtual int openerSeat() const = 0;
    virtual int graceSeconds() const = 0;
    // The seats whose person has been away for longer than the grace time.
    virtual QList<int> replaceableSeats() const = 0;
    // The seats whose person left the table (`leave`) rather than dropped, and is not back.
    virtual QList<int> leftSeats() const = 0;
    // How the game ended: "" while it runs, "finished", "ended" (by its opener), "closed".
    virtual QString ended() const = 0;
    // Whether the table stands on a felt-server (its welcome says so), whose lobby lists tables.
    virtual bool atServer() const = 0;
    // Why the host closed the table ("closed" by its opener, "host-stopped", "idle"); "" while
    // it stands.
    virtual QString closedReason() const = 0;

    // The opener's powers.
    virtual bool startGame() = 0;
    virtual bool replaceSeat(int seat, const QString &level) = 0;
    virtual bool endGame() = 0;
    // The opener, once the game is over: a new deal for everyone at the table (`again`; `seed`:
    // that deal). The new game comes as dealtAgain().
    virtual bool dealAgain(std::optional<quint64> seed = std::nullopt) = 0;
    // The opener closes the table (`close`): everyone at it is sent `closed`.
    virtual bool closeTable() = 0;
    // A chat line from a person at this screen (`seat`; -1: the first of them).
    virtual bool sendChat(int seat, const QString &text) = 0;
    // Everyone at this screen leaves the table (their seats wait for a resume).
    virtual void leave() = 0;
    // Cuts every connection as a network failure would (tests): they come back by themselves.
    virtual void dropConnections() = 0;
    // The game was dealt at `ms` (since the epoch): kept by the app for a seat taken back after
    // a restart (NetJoining::rejoin); its length counts from then.
    virtual void setDealtAtMs(qint64 ms) = 0;
    // The connections that wait for the person to accept the host's certificate
    // (certificateRefused, kind Unknown) connect again, once it is accepted
    // (KnownCertificates::accept); false when none waited.
    virtual bool retryCertificate() = 0;

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

protected:
    using Host::Host;
};

// A table elsewhere to sit down at, its connections made with `options`; nobody sits yet.
std::unique_ptr<JoinedTable> joinedTable(const LinkOptions &options = {});

} // namespace net
