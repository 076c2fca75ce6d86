// `App.network` in QML: playing over the network from the app (docs/network.md). The app
// hosts a table (a NetServer around the hub, its own people playing on the table's LocalHost
// through the same GameSession as a local game) or joins one (a RemoteHost, which the table
// cannot tell from a LocalHost). It follows the table while it waits for its people, finds
// tables on the local network (DNS-SD through Avahi), says when a connection is coming back,
// shows who is away and for how long, keeps the chat, and remembers the seat's token so that
// the app, started again, can offer to rejoin a running network game. Its table may also
// stand on a felt-server (hostOnServer: the app sends `create`), whose listed tables the
// join page shows beside those found on the local network.
//
// Its parts, by purpose: netplay.cpp (the phase, the seats, the chat, the opener's powers),
// netplay_hosting.cpp (a table on this computer), netplay_joining.cpp (sitting down at a
// table elsewhere, its certificate), netplay_servers.cpp (tables on felt-servers, the list of
// tables one may join), netplay_words.cpp (why a table was not reached, why a link cannot be
// read, the table's game and house rules in words).
#pragma once

#include "lobbylist.h"
#include "netrows.h"
#include "netserver.h"
#include "remotehost.h"

#include <QElapsedTimer>
#include <QObject>
#include <QHash>
#include <QPointer>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

class GameSession;
class LocalHost;

namespace net {
class Discovery;
}

class NetPlay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("NetPlay belongs to App")

    // "idle"; "hosting" (the app's table waits for its people); "joining" (sitting down);
    // "waiting" (seated at another's table, before its start); "playing"; "over".
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(QString code READ code NOTIFY phaseChanged)
    // felt://HOST:PORT/CODE, with this computer's address on the local network.
    Q_PROPERTY(QString invite READ invite NOTIFY phaseChanged)
    Q_PROPERTY(QList<NetSeatRow> seats READ seats NOTIFY seatsChanged)
    Q_PROPERTY(bool canStart READ canStart NOTIFY seatsChanged)
    // A person at this screen opened the table (starts it, hands away seats over, ends it).
    Q_PROPERTY(bool opener READ opener NOTIFY phaseChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // "" (connected, or nothing to connect to); "reconnecting" (the connection dropped and is
    // coming back by itself); "unreachable" (still nothing after the table's grace time: the
    // host may be gone for good; the seat's token stays kept for a later rejoin).
    Q_PROPERTY(QString connection READ connection NOTIFY connectionChanged)
    // Tables one may join: found on the local network, then those listed on the servers used.
    Q_PROPERTY(QList<FoundTable> found READ found NOTIFY foundChanged)
    // Why nothing can be found on the local network ("" while it can).
    Q_PROPERTY(QString discoveryProblem READ discoveryProblem NOTIFY foundChanged)
    // The newest last.
    Q_PROPERTY(QList<ChatLine> chat READ chat NOTIFY chatChanged)
    // The chat lines that came since the chat was last read (readChat(): while it is open).
    Q_PROPERTY(int chatUnread READ chatUnread NOTIFY chatChanged)
    // A running network game this app sat at before it was closed ("" when none).
    Q_PROPERTY(QString rejoinLink READ rejoinLink NOTIFY rejoinChanged)
    // A table this app hosted when it was closed or crashed, kept by the network host in the
    // data folder: its game's id ("" when none). resumeHosting() offers it again with the same
    // code and port, and its people come back to it by themselves.
    Q_PROPERTY(QString hostedBefore READ hostedBefore NOTIFY hostedBeforeChanged)
    // A wss:// table's certificate that needs the person's word (kind "unknown": the
    // connection waits for acceptCertificate() or refuseCertificate()); kind "" when none.
    Q_PROPERTY(CertificateQuestion certificate READ certificate NOTIFY certificateChanged)
    // The felt-servers used (tables opened or joined there), the last used first.
    Q_PROPERTY(QStringList servers READ servers NOTIFY serversChanged)
    // The network table's game (its id and name; "" until known) and its house rules (the
    // options that differ from the game's defaults, in words: GameCatalog::houseRules).
    Q_PROPERTY(QString game READ game NOTIFY seatsChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY seatsChanged)
    Q_PROPERTY(QStringList houseRules READ houseRules NOTIFY seatsChanged)
    // The invite link of the last table a join could not sit down at (by link, code or
    // rejoin), for the join page to offer again; "" once a join sat down.
    Q_PROPERTY(QString retryLink READ retryLink NOTIFY errorChanged)
    // The table this screen has a seat at (any phase but "idle"), for the question before
    // leaving it: its game's id ("" until the table has told it), the other people who sat
    // down there as a list in the app's language ("Bob and Carol"; "" when none), and whether
    // leaving closes it for everyone (it stands on this computer, or its opener leaves it
    // before the start or after the end).
    Q_PROPERTY(QString tableGame READ tableGame NOTIFY seatsChanged)
    Q_PROPERTY(QString othersAtTable READ othersAtTable NOTIFY seatsChanged)
    Q_PROPERTY(bool leavingCloses READ leavingCloses NOTIFY seatsChanged)

public:
    explicit NetPlay(GameSession *session, const QString &dataDir, QObject *parent = nullptr);
    ~NetPlay() override;

    QString phase() const { return m_phase; }
    QString code() const { return m_code; }
    QString invite() const { return m_invite; }
    QList<NetSeatRow> seats() const { return m_seats; }
    bool canStart() const;
    bool opener() const;
    QString error() const { return m_error; }
    bool reconnecting() const { return m_reconnecting; }
    QString connection() const;
    QList<FoundTable> found() const { return m_found; }
    QString discoveryProblem() const;
    QList<ChatLine> chat() const { return m_chat; }
    int chatUnread() const { return m_chatUnread; }
    QString rejoinLink() const { return m_rejoin.value(QStringLiteral("link")).toString(); }
    QString hostedBefore() const { return m_hostedBefore.value(QStringLiteral("game")).toString(); }
    CertificateQuestion certificate() const { return m_certificate; }
    QStringList servers() const { return m_lobby->servers(); }
    QString game() const;
    QString gameName() const;
    QStringList houseRules() const;
    QString retryLink() const { return m_retryLink; }
    QString tableGame() const;
    QString othersAtTable() const;
    bool leavingCloses() const;

    // Hosts a table: `seats` as the new-game page gives them ({name, kind, remote}: a
    // person's seat with remote true waits for a person joining over the network).
    Q_INVOKABLE bool host(const QString &gameId, const QVariantList &seats, const QVariantMap &options, int port = 7447);
    // Opens the table at the felt-server `server` (HOST[:PORT], felts://HOST[:PORT]; `create`)
    // with the seats and options as host() takes them: the first person at this screen opens
    // it (the others at this screen take seats of their own), and the same waiting page
    // follows. `listed`: anyone connected to that server sees it on their join page.
    Q_INVOKABLE bool hostOnServer(const QString &server, const QString &gameId, const QVariantList &seats,
                                  const QVariantMap &options, bool listed = false);
    // Whether `text` names a felt-server (HOST, HOST:PORT, felts://HOST:PORT).
    Q_INVOKABLE static bool isServerAddress(const QString &text);
    // The opener starts the game once every seat is taken.
    Q_INVOKABLE bool start();
    // Once a network game is over: the opener deals again for everyone at the table (`again`;
    // `sameDeal`: the deal just played); anyone else asks the opener in the chat.
    Q_INVOKABLE bool dealAgain(bool sameDeal = false);
    // Joins the table of an invite link, or CODE@HOST[:PORT], as `name`; `others`: more people
    // at this screen, each taking a seat of their own (hot-seat inside a network game).
    Q_INVOKABLE bool join(const QString &invite, const QString &name, const QStringList &others = {});
    // Whether `text` names a table (an invite link or CODE@HOST[:PORT]).
    Q_INVOKABLE static bool isInvite(const QString &text);
    // Why the join page's fields do not name a table yet (`codeText`: a code, a link or
    // CODE@HOST; `addressText`: the host's address for a bare code).
    Q_INVOKABLE static InviteProblem inviteProblem(const QString &codeText, const QString &addressText);
    // Leaves the waiting table (hosting: closes it).
    Q_INVOKABLE void cancel();
    // Leaves the table this screen has a seat at for good, for another game: the others are
    // told (`leave`: they see who left; where leavingCloses, the table is closed for all), the
    // seat's token is forgotten, and the network game goes from this screen's table. Every
    // way to another table or game comes here first (the window asks the person before).
    Q_INVOKABLE void leaveTable();
    Q_INVOKABLE void copyInvite();
    // Looks for tables on the local network, and asks the servers used for their listed ones
    // (again every few seconds while nothing is joined or hosted).
    Q_INVOKABLE void browse();
    // The join page is gone: the servers are no longer asked.
    Q_INVOKABLE void stopBrowsing();
    // After the grace time: a computer player of `level` plays the away seat, or the game ends.
    Q_INVOKABLE bool replaceSeat(int seat, const QString &level);
    Q_INVOKABLE bool endGame();
    Q_INVOKABLE bool sendChat(const QString &text);
    // Every chat line so far has been seen (the chat is open).
    Q_INVOKABLE void readChat();
    // Takes the remembered seat back (rejoinLink), or forgets it.
    Q_INVOKABLE bool rejoin();
    Q_INVOKABLE void forgetRejoin();
    // Hosts the table of hostedBefore again (a started game goes on where it stood), or
    // closes it for good (its people are told).
    Q_INVOKABLE bool resumeHosting();
    Q_INVOKABLE void forgetHosting();
    // The person's word on certificate(): accepted, it is remembered for its host and port
    // (the data folder's known-certificates.json) and the connection goes on; refused, the
    // joining stops. A changed certificate's warning is acknowledged (refuse), or its
    // host's old certificate forgotten (forgetCertificate: the next try shows the new one's
    // fingerprint to accept or refuse; nothing is accepted without the person's word).
    Q_INVOKABLE bool acceptCertificate();
    Q_INVOKABLE void refuseCertificate();
    Q_INVOKABLE bool forgetCertificate();

    // The grace time of the tables this app opens (docs/network.md): 90 s, or the environment
    // variable FELT_GRACE_SECONDS (10 to 3600, as the contract allows; tests shorten it).
    static int graceSeconds();
    // The connections' options: a host that takes a connection and says nothing is given up
    // after 15 s (a first connection; a table's connection reconnects), or the environment
    // variable FELT_NET_TIMEOUT_SECONDS (1 to 15; tests shorten it).
    static net::LinkOptions linkOptions();
    // For tests: the server of the table the app hosts, and the joined table's host.
    net::NetServer *server() const { return m_server.get(); }
    net::RemoteHost *remote() const { return m_remote; }
    // Where the tokens of the joined seats are kept (for rejoining after a restart):
    // {link, people: [{seat, token, name}], dealtAt} (dealtAt: when this screen saw the game
    // dealt, ms since the epoch, so that the statistics count it from there after a rejoin).
    QString rejoinFile() const;

signals:
    void phaseChanged();
    void seatsChanged();
    void errorChanged();
    void connectionChanged();
    void foundChanged();
    void chatChanged();
    void rejoinChanged();
    void hostedBeforeChanged();
    void certificateChanged();
    void serversChanged();
    // The game began at this screen: the table page may open.
    void tableReady();
    // The joined table was closed by its opener or its host, or its game ended early
    // (`sentence` says which): the person goes back to the home page, told why.
    void tableClosed(const QString &sentence);

private:
    void setPhase(const QString &phase);
    void setError(const QString &error);
    void updateHostedSeats();
    void updateRemoteSeats();
    void updateFound();
    void addChat(const QString &name, const QString &text);
    // The game was ended before its end (the opener's "End the game"): every screen closes
    // its table and goes home, told so (tableClosed); the record came with `over`.
    void gameEnded(const QString &sentence);
    void sitDown(std::unique_ptr<net::RemoteHost> remote, const net::Invite &invite);
    void remember(const net::Invite &invite, int seat, const QString &token, const QString &name);
    // The joined game's deal time kept with its tokens (rejoinFile), once it is known or new.
    void rememberDeal();
    void writeRejoin();
    void reset();
    // The network host of the app's table (hosting, resumeHosting): listening on `port` (or,
    // when `anyPort`, any free one if that is taken); false with the sentence in `why`.
    bool openServer(quint16 port, bool anyPort, QString *why);
    // After the table is hosted (again): the hub's signals, discovery, the seats, the phase.
    void offerTable();
    // DATA/net/app-table.json: {game, code, port} of the table this app hosts.
    QString hostingFile() const;
    void rememberHosting();
    void dropHostingFile();
    void setCertificate(const CertificateQuestion &certificate);
    void askServers();
    void certificateRefused(const net::CertificateRefusal &refusal);
    void remoteFailed(const QString &code, const QString &message);
    // A failure (RemoteHost::failed) in one line that says what happened and what to do.
    QString failureSentence(const QString &code, const QString &message) const;

    GameSession *m_session;
    QString m_dataDir;
    std::unique_ptr<net::NetServer> m_server;
    std::unique_ptr<LocalHost> m_hosted;          // the hosted table's host until it starts
    std::unique_ptr<net::RemoteHost> m_joining;   // the joined table's host until it starts
    Host *m_playing = nullptr;                    // the session's host of the network game
    QPointer<net::RemoteHost> m_remote;           // the joined table's host (the session's, once started)
    net::Discovery *m_discovery = nullptr;
    QTimer m_tick;                                // away seats count on
    QString m_phase = QStringLiteral("idle");
    QString m_code;
    QString m_invite;
    QList<NetSeatRow> m_seats;
    QString m_error;
    bool m_reconnecting = false;
    bool m_unreachable = false;
    QElapsedTimer m_reconnectingFor;
    QList<FoundTable> m_found;
    QList<ChatLine> m_chat;
    int m_chatUnread = 0;
    QVariantMap m_rejoin;
    QVariantMap m_hostedBefore;
    CertificateQuestion m_certificate;
    net::LobbyList *m_lobby = nullptr;            // the servers used, and their listed tables
    QTimer m_askServers;                          // while browsing: their tables again
    bool m_opening = false;                       // this screen opens the remote table (create)
    bool m_resuming = false;                      // this screen takes its seats back (rejoin)
    QString m_retryLink;
    QStringList m_alsoHere;                       // hostOnServer: more people at this screen
    // The names the opener gave the seats of people joining over the network (by seat): shown
    // until each friend joins with their own (kept here, not sent).
    QHash<int, QString> m_givenNames;
    void keepGivenNames(const QVariantList &seats);
};
