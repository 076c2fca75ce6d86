// `App.network`: playing over the network from the app (docs/network.md), in parts by job, each
// a small object of its own that QML reads:
//   table    the network table's life on this screen (nettable.h): where this screen stands
//            with it, its seats and code, the opener's powers, the way out;
//   hosting  opening a table here or on a felt-server, and hosting it again after a restart
//            (nethosting.h);
//   joining  sitting down at a table elsewhere, taking a seat back, a certificate, the tables
//            found on the local network and listed on the servers used (netjoining.h);
//   chat     the table's chat, a list model (netchat.h).
// What they need from the app (the session, the games' names, the person's name, the data
// folder) is handed to them here; none reaches for the app.
#pragma once

#include "discoveryondemand.h"
#include "netchat.h"
#include "nethosting.h"
#include "netjoining.h"
#include "nettable.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <functional>

class GameCatalog;
class GameSession;

namespace net {
class LobbyList;
}

class NetPlay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("NetPlay belongs to App")

    Q_PROPERTY(NetTable *table READ table CONSTANT)
    Q_PROPERTY(NetHosting *hosting READ hosting CONSTANT)
    Q_PROPERTY(NetJoining *joining READ joining CONSTANT)
    Q_PROPERTY(NetChat *chat READ chat CONSTANT)

public:
    // `dataDir` empty: nothing is kept (a screenshot's run); `catalog`: the games' names and
    // house rules in words (none: a friend's app in a test, which shows no page); `playerName`:
    // the name the person last gave (a join's, when none is given).
    NetPlay(GameSession *session, const QString &dataDir, const GameCatalog *catalog = nullptr,
            std::function<QString()> playerName = {}, QObject *parent = nullptr);
    ~NetPlay() override;

    NetTable *table() const { return m_table; }
    NetHosting *hosting() const { return m_hosting; }
    NetJoining *joining() const { return m_joining; }
    NetChat *chat() const { return m_chat; }

private:
    DiscoveryOnDemand m_discovery;
    net::LobbyList *m_lobby;
    NetChat *m_chat;
    NetTable *m_table;
    NetHosting *m_hosting;
    NetJoining *m_joining;
};
