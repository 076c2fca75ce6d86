#include "netjoining.h"

#include "discoveryondemand.h"
#include "gamecatalog.h"
#include "joinedtable.h"
#include "lobbylist.h"
#include "netfailure.h"
#include "netoptions.h"
#include "nettable.h"
#include "tls.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

NetJoining::NetJoining(NetTable *table, const GameCatalog *catalog, net::LobbyList *lobby, DiscoveryOnDemand *discovery,
                       const QString &dataDir, std::function<QString()> playerName, QObject *parent)
    : QObject(parent)
    , m_table(table)
    , m_catalog(catalog)
    , m_lobby(lobby)
    , m_discovery(discovery)
    , m_dataDir(dataDir)
    , m_playerName(std::move(playerName))
{
    connect(m_lobby, &net::LobbyList::serversChanged, this, &NetJoining::serversChanged);
    connect(m_lobby, &net::LobbyList::tablesChanged, this, &NetJoining::updateFound);
    m_askServers.setInterval(5000);
    connect(&m_askServers, &QTimer::timeout, this, &NetJoining::askServers);
    // A network game this app sat at, remembered with its token.
    QFile file(rejoinFile());
    if (!dataDir.isEmpty() && file.open(QIODevice::ReadOnly)) {
        const QVariantMap saved = QJsonDocument::fromJson(file.readAll()).object().toVariantMap();
        const QVariantList people = saved.value(QStringLiteral("people")).toList();
        const bool tokens = !people.isEmpty() && std::all_of(people.begin(), people.end(), [](const QVariant &p) {
            return net::isToken(p.toMap().value(QStringLiteral("token")).toString());
        });
        if (net::parseInvite(saved.value(QStringLiteral("link")).toString()) && tokens)
            m_rejoin = saved;
    }
    // What the table says of its seats is kept here: the tokens to take them back, when the
    // game was dealt; nothing once the table's life ends or its game is over.
    connect(table, &NetTable::seated, this, [this](const net::Invite &invite, int seat, const QString &token, const QString &name) {
        remember(invite, seat, token, name);
        setRetryLink({});
    });
    connect(table, &NetTable::dealtAt, this, &NetJoining::rememberDeal);
    connect(table, &NetTable::seatsVoid, this, &NetJoining::forgetRejoin);
    connect(table, &NetTable::joinFailed, this, &NetJoining::setRetryLink);
    connect(table, &NetTable::onServer, this, [this](const net::ServerAddress &address) { m_lobby->use(address); });
    connect(table, &NetTable::certificateAsked, this, &NetJoining::certificateRefused);
    connect(table, &NetTable::stateChanged, this, [this] {
        // A certificate waiting for the person's word goes with its connection (a changed
        // one's warning stays until it is read).
        if (!m_table->live() && m_certificate.kind == QLatin1String("unknown"))
            setCertificate({});
    });
}

NetJoining::~NetJoining() = default;

QString NetJoining::rejoinFile() const
{
    return m_dataDir.isEmpty() ? QString() : m_dataDir + QStringLiteral("/net-seat.json");
}

bool NetJoining::isInvite(const QString &text)
{
    return net::parseInvite(text).has_value();
}

bool NetJoining::join(const QString &text, const QString &name, const QStringList &others)
{
    const auto invite = net::parseInvite(text);
    if (!invite) {
        const InviteProblem why = inviteProblem(text, {});
        m_table->setError(!why.code.isEmpty() ? why.code : tr("This is neither an invite link (felt://HOST:PORT/CODE) nor CODE@HOST."));
        return false;
    }
    QStringList people { net::cleanName(name.isEmpty() ? m_playerName() : name) };
    for (const QString &other : others)
        if (!other.trimmed().isEmpty())
            people.append(net::cleanName(other));
    if (const QString why = netfailure::namesProblem(people); !why.isEmpty()) {
        m_table->setError(why);
        return false;
    }
    m_table->leave();   // a seat at another table is left first, telling its people
    std::unique_ptr<net::JoinedTable> remote = net::joinedTable(netoptions::linkOptions());
    for (const QString &who : std::as_const(people))
        remote->join(*invite, who);
    m_table->sitDown(std::move(remote), *invite, NetTable::How::Join);
    return true;
}

bool NetJoining::rejoin()
{
    const auto invite = net::parseInvite(rejoinLink());
    if (!invite)
        return false;
    const QVariantList people = m_rejoin.value(QStringLiteral("people")).toList();
    const qint64 dealtAt = m_rejoin.value(QStringLiteral("dealtAt"), -1).toLongLong();
    m_table->leave();   // a seat at another table is left first, telling its people
    std::unique_ptr<net::JoinedTable> remote = net::joinedTable(netoptions::linkOptions());
    remote->setDealtAtMs(dealtAt);   // the game's length counts from its deal, not from now
    for (const QVariant &p : people)
        remote->resume(*invite, p.toMap().value(QStringLiteral("token")).toString(), p.toMap().value(QStringLiteral("name")).toString());
    m_table->sitDown(std::move(remote), *invite, NetTable::How::Resume);
    return true;
}

void NetJoining::forgetRejoin()
{
    if (m_rejoin.isEmpty())
        return;
    m_rejoin.clear();
    if (!rejoinFile().isEmpty())
        QFile::remove(rejoinFile());
    emit rejoinChanged();
}

void NetJoining::remember(const net::Invite &invite, int seat, const QString &token, const QString &name)
{
    if (rejoinFile().isEmpty())
        return;
    // One entry for each person at this screen: a seat taken again replaces its entry.
    QVariantList people = m_rejoin.value(QStringLiteral("link")).toString() == invite.link()
        ? m_rejoin.value(QStringLiteral("people")).toList() : QVariantList();
    people.erase(std::remove_if(people.begin(), people.end(),
                                [seat](const QVariant &p) { return p.toMap().value(QStringLiteral("seat")).toInt() == seat; }),
                 people.end());
    people.append(QVariantMap { { QStringLiteral("seat"), seat }, { QStringLiteral("token"), token }, { QStringLiteral("name"), name } });
    const QVariant dealtAt = m_rejoin.value(QStringLiteral("link")).toString() == invite.link() ? m_rejoin.value(QStringLiteral("dealtAt"))
                                                                                                : QVariant();
    m_rejoin = { { QStringLiteral("link"), invite.link() }, { QStringLiteral("people"), people } };
    if (dealtAt.isValid())
        m_rejoin.insert(QStringLiteral("dealtAt"), dealtAt);
    writeRejoin();
}

void NetJoining::rememberDeal(qint64 dealt)
{
    if (dealt < 0 || m_rejoin.isEmpty() || m_rejoin.value(QStringLiteral("dealtAt"), -1).toLongLong() == dealt)
        return;
    m_rejoin.insert(QStringLiteral("dealtAt"), dealt);
    writeRejoin();
}

void NetJoining::writeRejoin()
{
    if (rejoinFile().isEmpty())
        return;
    QDir().mkpath(m_dataDir);
    QSaveFile file(rejoinFile());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(QJsonObject::fromVariantMap(m_rejoin)).toJson(QJsonDocument::Compact));
        file.commit();
    }
    emit rejoinChanged();
}

void NetJoining::setRetryLink(const QString &link)
{
    if (m_retryLink == link)
        return;
    m_retryLink = link;
    emit retryLinkChanged();
}

// --- a wss:// table's certificate -----------------------------------------------------------------

void NetJoining::certificateRefused(const net::CertificateRefusal &c)
{
    const bool changed = c.kind == net::CertificateRefusal::Kind::Changed;
    setCertificate({ changed ? QStringLiteral("changed") : QStringLiteral("unknown"), c.host, c.port, c.fingerprint, c.accepted });
    if (changed)
        m_table->setError(tr("Not connected: the certificate of %1:%2 has changed.").arg(c.host).arg(c.port));
}

void NetJoining::setCertificate(const CertificateQuestion &certificate)
{
    if (m_certificate == certificate)
        return;
    m_certificate = certificate;
    emit certificateChanged();
}

bool NetJoining::acceptCertificate()
{
    const CertificateQuestion c = m_certificate;
    if (c.kind != QLatin1String("unknown"))
        return false;
    setCertificate({});
    QString why;
    if (!net::KnownCertificates().accept(c.host, static_cast<quint16>(c.port), c.fingerprint, &why)) {
        m_table->leave();
        m_table->setError(tr("The certificate could not be remembered: %1").arg(why));
        return false;
    }
    return m_table->retryCertificate();
}

void NetJoining::refuseCertificate()
{
    const CertificateQuestion c = m_certificate;
    setCertificate({});
    if (c.kind != QLatin1String("unknown"))
        return;   // a changed one: the warning is read, the connection was refused already
    m_table->leave();
    m_table->setError(tr("Not connected: the certificate of %1:%2 was not accepted.").arg(c.host).arg(c.port));
}

bool NetJoining::forgetCertificate()
{
    const CertificateQuestion c = m_certificate;
    if (c.kind != QLatin1String("changed"))
        return false;
    setCertificate({});
    QString why;
    if (!net::KnownCertificates().forget(c.host, static_cast<quint16>(c.port), &why)) {
        m_table->setError(tr("The certificate could not be forgotten: %1").arg(why));
        return false;
    }
    return true;
}

// --- tables one may join -------------------------------------------------------------------------

QStringList NetJoining::servers() const
{
    return m_lobby->servers();
}

QString NetJoining::discoveryProblem() const
{
    const net::Discovery *discovery = m_discovery->made();
    if (!discovery || !discovery->settled())
        return {};
    if (discovery->available())
        return {};
    if (!net::Discovery::supported())
        return tr("Tables on this network cannot be listed: this Felt was built without Avahi. A table code and address still work.");
    return tr("Tables on this network cannot be listed: no Avahi daemon answers on this computer. A table code and address still work.");
}

void NetJoining::browse()
{
    net::Discovery *discovery = m_discovery->get();
    connect(discovery, &net::Discovery::tablesChanged, this, &NetJoining::updateFound, Qt::UniqueConnection);
    // (Whether the daemon answers is news of its own: the list may stay as it was, empty, while
    // discoveryProblem() changes, and the join page must say so at once.)
    connect(discovery, &net::Discovery::availabilityChanged, this, &NetJoining::foundChanged, Qt::UniqueConnection);
    discovery->browse();
    askServers();
    m_askServers.start();
    updateFound();
}

void NetJoining::stopBrowsing()
{
    m_askServers.stop();
    m_lobby->setTyped(std::nullopt);
}

void NetJoining::lookAt(const QString &address)
{
    const auto server = net::parseServerAddress(address);
    if (!m_lobby->setTyped(server))
        return;
    if (server && m_askServers.isActive())
        askServers();
    updateFound();
}

void NetJoining::askServers()
{
    // Only while the person looks for a table: seated at one, nothing is asked.
    if (m_table->live() || !m_lobby->anyToAsk()) {
        m_askServers.stop();
        return;
    }
    const QString name = net::cleanName(m_playerName());
    m_lobby->refresh(name.isEmpty() ? QStringLiteral("Felt") : name);
}

void NetJoining::updateFound()
{
    QList<FoundTable> list;
    const QList<net::ListedTable> nearby = m_discovery->made() ? m_discovery->made()->tables() : QList<net::ListedTable>();
    for (const net::ListedTable &t : nearby) {
        FoundTable f;
        f.code = t.code;
        f.game = t.game;
        f.gameName = m_catalog ? m_catalog->gameName(t.game) : GameCatalog::nameOf(t.game);
        f.opener = t.opener;
        f.free = t.freeSeats;
        f.link = net::Invite { t.host, t.port, t.code, t.secure }.link();
        list.append(f);
    }
    for (const net::ServerTables &r : m_lobby->results())
        for (const net::LobbyTable &t : r.tables) {
            FoundTable f;
            f.code = t.code;
            f.game = t.game;
            f.gameName = m_catalog ? m_catalog->gameName(t.game) : GameCatalog::nameOf(t.game);
            f.opener = t.opener;
            f.free = t.freeSeats();
            f.link = r.address.invite(t.code).link();
            f.server = r.address.text();
            for (const net::LobbySeat &s : t.seats)
                if (!s.name.isEmpty() && s.kind == QLatin1String("human"))   // the people, not the computer players
                    f.people.append(s.name);
            f.started = t.started;
            list.append(f);
        }
    if (list == m_found)
        return;
    m_found = list;
    emit foundChanged();
}

// --- why the join page's fields do not name a table ------------------------------------------------

namespace {

// Why `text` is not a table code ("" when it is one).
QString codeProblem(const QString &text)
{
    const QString code = text.trimmed().toUpper();
    if (code.size() != net::kCodeLength)
        return NetJoining::tr("A table code has %1 characters, not %2.").arg(net::kCodeLength).arg(code.size());
    for (const QChar c : code)
        if (c.unicode() > 127 || !QByteArray(net::kCodeAlphabet).contains(static_cast<char>(c.unicode())))
            return QStringLiteral("ILOU01").contains(c)
                ? NetJoining::tr("A table code never holds “%1”: codes leave out I, L, O, U, 0 and 1.").arg(c)
                : NetJoining::tr("A table code holds only letters and digits, not “%1”.").arg(c);
    return {};
}

// Why `text` is not a host's address, HOST or HOST:PORT ("" when it is one).
QString addressProblem(const QString &text)
{
    const QString a = text.trimmed();
    if (net::parseInvite(QStringLiteral("AAAAAA@") + a))
        return {};
    QString portText;
    if (a.startsWith(u'[')) {
        const int close = a.indexOf(u']');
        if (close > 0 && a.mid(close + 1).startsWith(u':'))
            portText = a.mid(close + 2);
    } else if (a.count(u':') == 1) {
        portText = a.mid(a.indexOf(u':') + 1);
    }
    bool ok = false;
    const uint port = portText.toUInt(&ok);
    if (!portText.isNull() && (!ok || port == 0 || port > 65535))
        return NetJoining::tr("The port after the colon is a number from 1 to 65535.");
    return NetJoining::tr("“%1” is not a computer's address: give it as 192.168.1.20 or example.org.").arg(a);
}

} // namespace

InviteProblem NetJoining::inviteProblem(const QString &codeText, const QString &addressText)
{
    const QString s = codeText.trimmed();
    const QString a = addressText.trimmed();
    QString code;
    QString address;
    bool missing = false;
    const int scheme = s.indexOf(QLatin1String("://"));
    if (s.isEmpty()) {
        // Nothing to read yet.
    } else if (scheme >= 0) {
        const QString name = s.left(scheme);
        if (name.compare(QLatin1String("felt"), Qt::CaseInsensitive) != 0 && name.compare(QLatin1String("felts"), Qt::CaseInsensitive) != 0) {
            code = tr("A table's link begins with felt:// or felts://, not %1://.").arg(name);
        } else if (!net::parseInvite(s)) {
            const QString rest = s.mid(scheme + 3);
            const int slash = rest.indexOf(u'/');
            const QString authority = slash < 0 ? rest : rest.left(slash);
            QString path = slash < 0 ? QString() : rest.mid(slash + 1);
            if (path.endsWith(u'/'))
                path.chop(1);
            if (authority.isEmpty())
                code = tr("The link needs the host's address after %1:// (felt://HOST:PORT/CODE).").arg(name);
            else if (const QString why = addressProblem(authority); !why.isEmpty())
                code = why;
            else if (path.trimmed().isEmpty())
                code = tr("The link ends without the table's code (felt://HOST:PORT/CODE).");
            else if (const QString bad = codeProblem(path); !bad.isEmpty())
                code = bad;
            else
                code = tr("This link cannot be read: an invite link reads felt://HOST:PORT/CODE.");
        }
    } else if (const int at = s.indexOf(u'@'); at >= 0) {
        if (!net::parseInvite(s)) {
            code = at == 0 ? tr("The table code comes before the @ (K7QW2P@192.168.1.20).") : codeProblem(s.left(at));
            if (code.isEmpty())
                code = s.mid(at + 1).trimmed().isEmpty() ? tr("The host's address comes after the @ (K7QW2P@192.168.1.20).")
                                                         : addressProblem(s.mid(at + 1));
        }
    } else {
        code = codeProblem(s);
        if (code.isEmpty() && a.isEmpty()) {
            address = tr("Now the host's address, as 192.168.1.20 or 192.168.1.20:7447.");
            missing = true;
        } else if (code.isEmpty()) {
            address = addressProblem(a);
        }
    }
    return { code, address, missing };
}

