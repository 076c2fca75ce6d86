#include "netplay.h"

#include "lobbylist.h"
#include "tls.h"

NetPlay::NetPlay(GameSession *session, const QString &dataDir, const GameCatalog *catalog,
                 std::function<QString()> playerName, QObject *parent)
    : QObject(parent)
    , m_discovery(this)
    // The felt-servers used, and their listed tables while the join page looks.
    , m_lobby(new net::LobbyList(dataDir.isEmpty() ? QString() : dataDir + QStringLiteral("/net/servers.json"), {}, this))
    , m_chat(new NetChat([this](const QString &line) { return m_table->sendLine(line); }, this))
    , m_table(new NetTable(session, catalog, m_chat, &m_discovery, this))
    , m_hosting(new NetHosting(session, m_table, m_lobby, dataDir, this))
    , m_joining(new NetJoining(m_table, catalog, m_lobby, &m_discovery, dataDir,
                               playerName ? std::move(playerName) : [] { return QStringLiteral("Felt"); }, this))
{
    // The certificates of wss:// tables the person accepted (docs/network.md, "TLS").
    if (!dataDir.isEmpty())
        net::KnownCertificates::setDefaultFile(dataDir + QStringLiteral("/known-certificates.json"));
}

NetPlay::~NetPlay()
{
    // The table goes first, as in a crash: a hosted table stays saved to be hosted again at the
    // next start (hostedBefore), its people waiting to come back.
    delete m_table;
    m_table = nullptr;
}
