// `App.network.table`: the network table's life on this screen — the one place that says
// where this screen stands with a table over the network, which the table page, the home page,
// the join page, the waiting page and the Rejoin offer all read (docs/network.md):
//
//   None        no network table (or none yet: nothing was hosted or joined)
//   Connecting  sitting down at a table elsewhere (an invite, a rejoin, a table opened on a
//               felt-server)
//   Waiting     seated, the game not begun: the opener waits for the people (and starts it),
//               the others wait for the opener
//   Playing     the game runs on this screen's table
//   Over        the game is over; the table stands (its opener may deal again)
//   Closed      the table is gone: its opener or its host closed it, or it ended early
//   Left        this screen left it (the others were told)
//   TakenOver   another window took this screen's seat with its token
//
// The last three end the table's life: nothing of it stays on the screen or is offered
// again (no "Back to the table", no Rejoin), and `ended` says how in one line. The table holds
// the connection it lives on: this app's network host (a NetServer around the hub, its people
// playing on the host of the game at this screen: apptable.h) or a table elsewhere (a
// JoinedTable: the host across the network), which the session's table plays on once the
// game begins. NetHosting and NetJoining hand it a table to follow;
// its seats' tokens and the hosted table's file are theirs to keep (its signals say when).
#pragma once

#include "lobbylist.h"
#include "netrows.h"
#include "netserver.h"
#include "joinedtable.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>

class DiscoveryOnDemand;
class GameCatalog;
class GameSession;
class NetChat;


class NetTable : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The network table belongs to App.network")

public:
    enum class State { None, Connecting, Waiting, Playing, Over, Closed, Left, TakenOver };
    Q_ENUM(State)

private:
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    // Seated at a table, or sitting down (Connecting to Over).
    Q_PROPERTY(bool live READ live NOTIFY stateChanged)
    // How the table's life ended, in one line ("Carol closed the table.", "Your seat was taken
    // from another window."); "" while it lives.
    Q_PROPERTY(QString ended READ ended NOTIFY stateChanged)
    Q_PROPERTY(QString code READ code NOTIFY stateChanged)
    // felt://HOST:PORT/CODE, with this computer's address on the local network for a table here.
    Q_PROPERTY(QString invite READ invite NOTIFY stateChanged)
    Q_PROPERTY(QList<NetSeatRow> seats READ seats NOTIFY seatsChanged)
    Q_PROPERTY(bool canStart READ canStart NOTIFY seatsChanged)
    // A person at this screen opened the table (starts it, hands away seats over, ends it).
    Q_PROPERTY(bool opener READ opener NOTIFY stateChanged)
    // What went wrong last (a table not reached, a refusal), in one line; "" when nothing did.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // "" (connected, or nothing to connect to); "reconnecting" (the connection dropped and is
    // coming back by itself); "unreachable" (still nothing after the table's grace time).
    Q_PROPERTY(QString connection READ connection NOTIFY connectionChanged)
    // The table's game (its id and name; "" until known) and its house rules in words.
    Q_PROPERTY(QString game READ game NOTIFY seatsChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY seatsChanged)
    Q_PROPERTY(QStringList houseRules READ houseRules NOTIFY seatsChanged)
    // For the question before leaving it: the other people who sat down there ("Bob and
    // Carol"; "" when none), and whether leaving closes it for everyone.
    Q_PROPERTY(QString othersAtTable READ othersAtTable NOTIFY seatsChanged)
    Q_PROPERTY(bool leavingCloses READ leavingCloses NOTIFY seatsChanged)

public:
    NetTable(GameSession *session, const GameCatalog *catalog, NetChat *chat, DiscoveryOnDemand *discovery,
             QObject *parent = nullptr);
    ~NetTable() override;

    State state() const { return m_state; }
    // Seated at a table, or sitting down (Connecting to Over).
    bool live() const;
    QString ended() const { return m_ended; }
    QString code() const { return m_code; }
    QString invite() const { return m_invite; }
    QList<NetSeatRow> seats() const { return m_seats; }
    bool canStart() const;
    bool opener() const;
    QString error() const { return m_error; }
    QString connection() const;
    QString game() const;
    QString gameName() const;
    QStringList houseRules() const;
    QString othersAtTable() const;
    bool leavingCloses() const;

    // The opener starts the game once every seat is taken.
    Q_INVOKABLE bool start();
    // Once the game is over: the opener deals again for everyone at the table (`again`;
    // `sameDeal`: the deal just played); anyone else asks the opener in the chat.
    Q_INVOKABLE bool dealAgain(bool sameDeal = false);
    // Leaves the table for good, telling the others (`leave`; where leavingCloses, `close`):
    // the seat's token is forgotten, and the network game goes from this screen's table. Every
    // way to another table or game comes here first (the window asks the person before), and
    // so does the way home from a game that is over.
    Q_INVOKABLE void leave();
    // The waiting page's Leave: the table is left (leave()), but where its host does not
    // answer any more, the seat is only let go here and its token kept for a rejoin.
    Q_INVOKABLE void cancel();
    Q_INVOKABLE void copyInvite();
    // After the grace time: a computer player of `level` plays the away seat, or the game ends.
    Q_INVOKABLE bool replaceSeat(int seat, const QString &level);
    Q_INVOKABLE bool endGame();

    // --- what NetHosting and NetJoining hand the table ---
    // A table on this computer, offered on the network: its host `server` and the host of the
    // game to be (net::hostAppTable); `givenNames`: the names the opener gave the seats of people joining
    // (shown until each friend joins with their own). Waiting, or Playing when `started`.
    void offer(std::unique_ptr<net::NetServer> server, std::unique_ptr<Host> hosted, const QString &code,
               const QHash<int, QString> &givenNames, bool started);
    enum class How { Join, Open, Resume };
    // Sitting down at a table elsewhere through `remote` (whose people are asked for already):
    // joining an invite, opening a table on a felt-server (`alsoHere`: the others at this
    // screen sit down once it has its code), or taking the seats back.
    void sitDown(std::unique_ptr<net::JoinedTable> remote, const net::Invite &invite, How how,
                 const QStringList &alsoHere = {}, const QHash<int, QString> &givenNames = {});
    // Why something could not be done, in one line ("" clears it).
    void setError(const QString &error);
    // The connections that waited for the person's word on a certificate try again.
    bool retryCertificate();
    // A chat line of this screen's person to the table (NetChat::send).
    bool sendLine(const QString &line);
    // For tests: the server of the table the app hosts, and the joined table's host.
    net::NetServer *server() const { return m_server.get(); }
    net::JoinedTable *remote() const { return m_remote; }

signals:
    void stateChanged();
    void seatsChanged();
    void errorChanged();
    void connectionChanged();
    // The game began at this screen: the table page may open.
    void ready();
    // The table's life ended (Closed, Left by another way than this screen's own, TakenOver):
    // the person goes back to the home page, told `sentence`.
    void gone(const QString &sentence);
    // A person at this screen holds `seat` at the table of `invite` with `token` (to keep).
    void seated(const net::Invite &invite, int seat, const QString &token, const QString &name);
    // When this screen saw the joined game dealt (ms since the epoch).
    void dealtAt(qint64 ms);
    // Nothing to take back at this table any more (over, closed, left, taken over).
    void seatsVoid();
    // A join that never sat down: its link, to offer again.
    void joinFailed(const QString &link);
    // The joined table stands on a felt-server at `address` (its lobby is worth asking).
    void onServer(const net::ServerAddress &address);
    // A table on this computer is offered (to host again after a restart), or gone.
    void hostedHere(const QString &game, const QString &code, int port);
    void hostedGone();
    // A wss:// table's certificate needs the person's word.
    void certificateAsked(const net::CertificateRefusal &refusal);

private:
    void setState(State state, const QString &ended = {});
    // The life ends: the connection goes, the session's network game with it; `sentence` to
    // the person (gone()) unless this screen chose it (Left).
    void end(State how, const QString &sentence);
    void reset();
    void updateHostedSeats();
    void updateRemoteSeats();
    void connectHub();
    void connectRemote(net::JoinedTable *remote);
    void remoteFailed(const QString &code, const QString &message);
    // No seat at the table after all: no table, the error saying why (once the table elsewhere
    // has finished speaking).
    void notSeated();

    GameSession *m_session;
    const GameCatalog *m_catalog;
    NetChat *m_chat;
    DiscoveryOnDemand *m_discovery;
    std::unique_ptr<net::NetServer> m_server;
    std::unique_ptr<Host> m_hosted;                // the hosted table's host until it starts
    std::unique_ptr<net::JoinedTable> m_joining;   // the joined table's host until it starts
    Host *m_playing = nullptr;                     // the session's host of the network game
    QPointer<net::JoinedTable> m_remote;           // the joined table's host (the session's, once started)
    QTimer m_tick;                                // away seats count on
    State m_state = State::None;
    QString m_ended;
    QString m_code;
    QString m_invite;
    QList<NetSeatRow> m_seats;
    QString m_error;
    bool m_reconnecting = false;
    bool m_unreachable = false;
    QElapsedTimer m_reconnectingFor;
    How m_how = How::Join;
    QStringList m_alsoHere;
    QHash<int, QString> m_givenNames;
};
