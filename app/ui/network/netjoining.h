// `App.network.joining`: sitting down at a table elsewhere — by an invite link or CODE@HOST, by
// a table found on the local network (DNS-SD through Avahi) or listed on a felt-server one has
// used, or taking back the seat this app held when it was closed (its tokens are kept in
// DATA/net-seat.json) — and a wss:// table's certificate that needs the person's word. The
// table it sits down at is NetTable's to follow; what it keeps follows the table's signals.
#pragma once

#include "netrows.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

class DiscoveryOnDemand;
class GameCatalog;
class NetTable;

namespace net {
class LobbyList;
struct CertificateRefusal;
struct Invite;
}

class NetJoining : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Joining belongs to App.network")

    // A running network game this app sat at before it was closed ("" when none).
    Q_PROPERTY(QString rejoinLink READ rejoinLink NOTIFY rejoinChanged)
    // The invite link of the last table a join could not sit down at, for the join page to
    // offer again; "" once a join sat down.
    Q_PROPERTY(QString retryLink READ retryLink NOTIFY retryLinkChanged)
    // A wss:// table's certificate that needs the person's word (kind "unknown": the
    // connection waits for acceptCertificate() or refuseCertificate()); kind "" when none.
    Q_PROPERTY(CertificateQuestion certificate READ certificate NOTIFY certificateChanged)
    // Tables one may join: found on the local network, then those listed on the servers used.
    Q_PROPERTY(QList<FoundTable> found READ found NOTIFY foundChanged)
    // Why nothing can be found on the local network ("" while it can).
    Q_PROPERTY(QString discoveryProblem READ discoveryProblem NOTIFY foundChanged)
    // The felt-servers used (tables opened or joined there), the last used first.
    Q_PROPERTY(QStringList servers READ servers NOTIFY serversChanged)

public:
    NetJoining(NetTable *table, const GameCatalog *catalog, net::LobbyList *lobby, DiscoveryOnDemand *discovery,
               const QString &dataDir, std::function<QString()> playerName, QObject *parent = nullptr);
    ~NetJoining() override;

    QString rejoinLink() const { return m_rejoin.value(QStringLiteral("link")).toString(); }
    QString retryLink() const { return m_retryLink; }
    CertificateQuestion certificate() const { return m_certificate; }
    QList<FoundTable> found() const { return m_found; }
    QString discoveryProblem() const;
    QStringList servers() const;

    // Joins the table of an invite link, or CODE@HOST[:PORT], as `name` (the name last given,
    // when empty); `others`: more people at this screen, each taking a seat of their own.
    Q_INVOKABLE bool join(const QString &invite, const QString &name, const QStringList &others = {});
    // Whether `text` names a table (an invite link or CODE@HOST[:PORT]).
    Q_INVOKABLE static bool isInvite(const QString &text);
    // Why the join page's fields do not name a table yet (`codeText`: a code, a link or
    // CODE@HOST; `addressText`: the host's address for a bare code).
    Q_INVOKABLE static InviteProblem inviteProblem(const QString &codeText, const QString &addressText);
    // Takes the remembered seat back (rejoinLink), or forgets it.
    Q_INVOKABLE bool rejoin();
    Q_INVOKABLE void forgetRejoin();
    // Looks for tables on the local network, and asks the servers used for their listed ones
    // (again every few seconds while the join page looks).
    Q_INVOKABLE void browse();
    // The join page is gone: the servers are no longer asked.
    Q_INVOKABLE void stopBrowsing();
    // The address typed on the join page: while it names a server, its listed tables are asked
    // for too ("" : none).
    Q_INVOKABLE void lookAt(const QString &address);
    // The person's word on certificate(): accepted, it is remembered for its host and port
    // (the data folder's known-certificates.json) and the connection goes on; refused, the
    // joining stops. A changed certificate's warning is acknowledged (refuse), or its host's
    // old certificate forgotten (forgetCertificate: the next try shows the new one's
    // fingerprint to accept or refuse; nothing is accepted without the person's word).
    Q_INVOKABLE bool acceptCertificate();
    Q_INVOKABLE void refuseCertificate();
    Q_INVOKABLE bool forgetCertificate();

    // Where the tokens of the joined seats are kept (for rejoining after a restart):
    // {link, people: [{seat, token, name}], dealtAt} (dealtAt: when this screen saw the game
    // dealt, ms since the epoch, so that the statistics count it from there after a rejoin).
    QString rejoinFile() const;

signals:
    void rejoinChanged();
    void retryLinkChanged();
    void certificateChanged();
    void foundChanged();
    void serversChanged();

private:
    void remember(const net::Invite &invite, int seat, const QString &token, const QString &name);
    void rememberDeal(qint64 dealtAt);
    void writeRejoin();
    void setCertificate(const CertificateQuestion &certificate);
    void certificateRefused(const net::CertificateRefusal &refusal);
    void setRetryLink(const QString &link);
    void askServers();
    void updateFound();

    NetTable *m_table;
    const GameCatalog *m_catalog;
    net::LobbyList *m_lobby;
    DiscoveryOnDemand *m_discovery;
    QString m_dataDir;
    std::function<QString()> m_playerName;
    QVariantMap m_rejoin;
    QString m_retryLink;
    CertificateQuestion m_certificate;
    QList<FoundTable> m_found;
    QTimer m_askServers;   // while browsing: their tables again
};
