// `App.network.hosting`: opening a network table — on this computer (the app's network host, a
// NetServer around the hub, its people playing on the table's host (net::hostAppTable) through the same
// GameSession as a local game) or on a felt-server (`create`) — and offering it again after the
// app was closed or crashed while it hosted one (the table is kept by the network host in the
// data folder; DATA/net/app-table.json names it). The table it opens is NetTable's to follow.
#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

class GameSession;
class NetTable;

namespace net {
class LobbyList;
class NetServer;
}

class NetHosting : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Hosting belongs to App.network")

    // A table this app hosted when it was closed or crashed: its game's id ("" when none).
    // resumeHosting() offers it again with the same code and port, and its people come back to
    // it by themselves.
    Q_PROPERTY(QString hostedBefore READ hostedBefore NOTIFY hostedBeforeChanged)

public:
    NetHosting(GameSession *session, NetTable *table, net::LobbyList *lobby, const QString &dataDir,
               QObject *parent = nullptr);
    ~NetHosting() override;

    QString hostedBefore() const { return m_hostedBefore.value(QStringLiteral("game")).toString(); }

    // Hosts a table here: `seats` as the new-game page gives them ({name, kind, remote}: a
    // person's seat with remote true waits for a person joining over the network).
    Q_INVOKABLE bool host(const QString &gameId, const QVariantList &seats, const QVariantMap &options, int port = 7447);
    // Opens the table at the felt-server `server` (HOST[:PORT], felts://HOST[:PORT]) with the
    // seats and options as host() takes them: the first person at this screen opens it (the
    // others at this screen take seats of their own). `listed`: anyone connected to that
    // server sees it on their join page.
    Q_INVOKABLE bool hostOnServer(const QString &server, const QString &gameId, const QVariantList &seats,
                                  const QVariantMap &options, bool listed = false);
    // Whether `text` names a felt-server (HOST, HOST:PORT, felts://HOST:PORT).
    Q_INVOKABLE static bool isServerAddress(const QString &text);
    // Hosts the table of hostedBefore again (a started game goes on where it stood), or closes
    // it for good (its people are told).
    Q_INVOKABLE bool resumeHosting();
    Q_INVOKABLE void forgetHosting();

signals:
    void hostedBeforeChanged();

private:
    // The network host of the app's table, listening on `port` (or, when `anyPort`, any free
    // one if that is taken); null with the sentence in `why`.
    std::unique_ptr<net::NetServer> openServer(quint16 port, bool anyPort, QString *why) const;
    QString hostingFile() const;
    void remember(const QString &game, const QString &code, int port);
    void dropHostingFile();

    GameSession *m_session;
    NetTable *m_table;
    net::LobbyList *m_lobby;
    QString m_dataDir;
    QVariantMap m_hostedBefore;
};
