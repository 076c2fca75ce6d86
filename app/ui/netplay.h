// `App.network` in QML: playing over the network from the app (docs/network.md). The app
// hosts a table (a NetServer around the hub, its own people playing on the table's LocalHost
// through the same GameSession as a local game) or joins one (a RemoteHost, which the table
// cannot tell from a LocalHost). It follows the table while it waits for its people, finds
// tables on the local network (DNS-SD through Avahi), says when a connection is coming back,
// shows who is away and for how long, keeps the chat, and remembers the seat's token so that
// the app, started again, can offer to rejoin a running network game.
#pragma once

#include "netserver.h"
#include "remotehost.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariantList>
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
    // [{seat, name, kind, person, here, taken, connected, awaySeconds, replaceable}]
    Q_PROPERTY(QVariantList seats READ seats NOTIFY seatsChanged)
    Q_PROPERTY(bool canStart READ canStart NOTIFY seatsChanged)
    // A person at this screen opened the table (starts it, hands away seats over, ends it).
    Q_PROPERTY(bool opener READ opener NOTIFY phaseChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // The connection dropped and is coming back by itself.
    Q_PROPERTY(bool reconnecting READ reconnecting NOTIFY connectionChanged)
    // Tables found on the local network: [{code, game, gameName, opener, free, link}].
    Q_PROPERTY(QVariantList found READ found NOTIFY foundChanged)
    // Why nothing can be found on the local network ("" while it can).
    Q_PROPERTY(QString discoveryProblem READ discoveryProblem NOTIFY foundChanged)
    // [{name, text}], the newest last.
    Q_PROPERTY(QVariantList chat READ chat NOTIFY chatChanged)
    // A running network game this app sat at before it was closed ("" when none).
    Q_PROPERTY(QString rejoinLink READ rejoinLink NOTIFY rejoinChanged)
    // A table this app hosted when it was closed or crashed, kept by the network host in the
    // data folder: its game's id ("" when none). resumeHosting() offers it again with the same
    // code and port, and its people come back to it by themselves.
    Q_PROPERTY(QString hostedBefore READ hostedBefore NOTIFY hostedBeforeChanged)
    // A wss:// table's certificate that needs the person's word (docs/network.md, "TLS"):
    // {kind: "unknown" (the connection waits: acceptCertificate() or refuseCertificate()) or
    // "changed" (refused; a warning to acknowledge), host, port, fingerprint, accepted}; {}
    // when none.
    Q_PROPERTY(QVariantMap certificate READ certificate NOTIFY certificateChanged)

public:
    explicit NetPlay(GameSession *session, const QString &dataDir, QObject *parent = nullptr);
    ~NetPlay() override;

    QString phase() const { return m_phase; }
    QString code() const { return m_code; }
    QString invite() const { return m_invite; }
    QVariantList seats() const { return m_seats; }
    bool canStart() const;
    bool opener() const;
    QString error() const { return m_error; }
    bool reconnecting() const { return m_reconnecting; }
    QVariantList found() const { return m_found; }
    QString discoveryProblem() const;
    QVariantList chat() const { return m_chat; }
    QString rejoinLink() const { return m_rejoin.value(QStringLiteral("link")).toString(); }
    QString hostedBefore() const { return m_hostedBefore.value(QStringLiteral("game")).toString(); }
    QVariantMap certificate() const { return m_certificate; }

    // Hosts a table: `seats` as the new-game page gives them ({name, kind, remote}: a
    // person's seat with remote true waits for a person joining over the network).
    Q_INVOKABLE bool host(const QString &gameId, const QVariantList &seats, const QVariantMap &options, int port = 7447);
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
    // Leaves the waiting table (hosting: closes it).
    Q_INVOKABLE void cancel();
    Q_INVOKABLE void copyInvite();
    // Looks for tables on the local network.
    Q_INVOKABLE void browse();
    // After the grace time: a computer player of `level` plays the away seat, or the game ends.
    Q_INVOKABLE bool replaceSeat(int seat, const QString &level);
    Q_INVOKABLE bool endGame();
    Q_INVOKABLE bool sendChat(const QString &text);
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

    // For tests: the server of the table the app hosts, and the joined table's host.
    net::NetServer *server() const { return m_server.get(); }
    net::RemoteHost *remote() const { return m_remote; }
    // Where the tokens of the joined seats are kept (for rejoining after a restart):
    // {link, people: [{seat, token, name}]}.
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
    // The game began at this screen: the table page may open.
    void tableReady();
    // The joined table was closed by its opener or its host (`sentence` says which): the
    // person goes back to the home page, told why.
    void tableClosed(const QString &sentence);

private:
    void setPhase(const QString &phase);
    void setError(const QString &error);
    void updateHostedSeats();
    void updateRemoteSeats();
    void updateFound();
    void addChat(const QString &name, const QString &text);
    void sitDown(std::unique_ptr<net::RemoteHost> remote, const net::Invite &invite);
    void remember(const net::Invite &invite, int seat, const QString &token, const QString &name);
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
    void setCertificate(const QVariantMap &certificate);

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
    QVariantList m_seats;
    QString m_error;
    bool m_reconnecting = false;
    QVariantList m_found;
    QVariantList m_chat;
    QVariantMap m_rejoin;
    QVariantMap m_hostedBefore;
    QVariantMap m_certificate;
};
