// NetPlay (netplay.h), sitting down at a table elsewhere (an invite link, a remembered seat,
// or a table this screen opens on a felt-server): the RemoteHost followed until the game
// begins, the seats' tokens kept for a rejoin, and a wss:// table's certificate.
#include "netplay.h"

#include "appcontroller.h"
#include "gamesession.h"
#include "tls.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

bool NetPlay::isInvite(const QString &text)
{
    return net::parseInvite(text).has_value();
}

bool NetPlay::join(const QString &text, const QString &name, const QStringList &others)
{
    const auto invite = net::parseInvite(text);
    if (!invite) {
        setError(tr("This is neither an invite link (felt://HOST:PORT/CODE) nor CODE@HOST."));
        return false;
    }
    QStringList people { net::cleanName(name.isEmpty() ? AppController::playerName() : name) };
    for (const QString &other : others)
        if (!other.trimmed().isEmpty())
            people.append(net::cleanName(other));
    for (const QString &who : std::as_const(people))
        if (who.isEmpty()) {
            setError(tr("A name has 1 to 24 letters, digits or signs."));
            return false;
        }
    if (people.removeDuplicates() > 0) {
        setError(tr("Each person at this screen needs a name of their own."));
        return false;
    }
    leaveTable();   // a seat at another table is left first, telling its people
    reset();
    setError({});
    auto remote = std::make_unique<net::RemoteHost>(linkOptions());
    for (const QString &who : std::as_const(people))
        remote->join(*invite, who);
    sitDown(std::move(remote), *invite);
    return true;
}

bool NetPlay::rejoin()
{
    const auto invite = net::parseInvite(rejoinLink());
    if (!invite)
        return false;
    const QVariantList people = m_rejoin.value(QStringLiteral("people")).toList();
    leaveTable();   // a seat at another table is left first, telling its people
    const qint64 dealtAt = m_rejoin.value(QStringLiteral("dealtAt"), -1).toLongLong();
    reset();
    setError({});
    m_resuming = true;
    auto remote = std::make_unique<net::RemoteHost>(linkOptions());
    remote->setDealtAtMs(dealtAt);   // the game's length counts from its deal, not from now
    for (const QVariant &p : people)
        remote->resume(*invite, p.toMap().value(QStringLiteral("token")).toString(), p.toMap().value(QStringLiteral("name")).toString());
    sitDown(std::move(remote), *invite);
    return true;
}

void NetPlay::forgetRejoin()
{
    m_rejoin.clear();
    if (!rejoinFile().isEmpty())
        QFile::remove(rejoinFile());
    emit rejoinChanged();
}

void NetPlay::remember(const net::Invite &invite, int seat, const QString &token, const QString &name)
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

void NetPlay::rememberDeal()
{
    const qint64 dealt = m_remote ? m_remote->dealtAtMs() : -1;
    if (dealt < 0 || m_rejoin.isEmpty() || m_rejoin.value(QStringLiteral("dealtAt"), -1).toLongLong() == dealt)
        return;
    m_rejoin.insert(QStringLiteral("dealtAt"), dealt);
    writeRejoin();
}

void NetPlay::writeRejoin()
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

void NetPlay::sitDown(std::unique_ptr<net::RemoteHost> remote, const net::Invite &invite)
{
    m_remote = remote.get();
    m_joining = std::move(remote);
    m_code = invite.code;   // (a table this screen opens: none until it is opened)
    m_invite = invite.code.isEmpty() ? QString() : invite.link();
    net::RemoteHost *r = m_remote;
    connect(r, &net::RemoteHost::personSeated, this, [this](int seat, const QString &token, const QString &name) {
        const net::Invite at = m_remote->invite();   // (a table opened here has its code now)
        if (m_code != at.code) {
            m_code = at.code;
            m_invite = at.link();
            emit phaseChanged();
        }
        remember(at, seat, token, name);
        if (!m_retryLink.isEmpty()) {
            m_retryLink.clear();
            emit errorChanged();
        }
        if (m_phase == QLatin1String("joining")) {
            // The others at this screen sit down at the table this screen opened.
            for (const QString &who : std::exchange(m_alsoHere, {}))
                m_remote->join(at, who);
            setPhase(m_opening ? QStringLiteral("hosting") : QStringLiteral("waiting"));
        }
    });
    connect(r, &net::RemoteHost::tableClosed, this, [this](const QString &sentence) {
        if (!m_remote)
            return;   // let go meanwhile (the game ended, another table): nothing to tell
        // Nobody waits on a table that is gone: its seats and tokens are void.
        forgetRejoin();
        reset();
        setError(sentence);
        emit tableClosed(sentence);
    }, Qt::QueuedConnection);   // (reset() lets the RemoteHost go: not while it speaks)
    connect(r, &net::RemoteHost::failed, this, &NetPlay::remoteFailed);
    connect(r, &net::RemoteHost::tableEnded, this, [this](const QString &how) {
        if (how != QLatin1String("ended") || !m_remote)
            return;
        const int opener = m_remote->openerSeat();
        const QString name = m_remote->seats().value(opener).name;
        gameEnded(m_remote->isOpener() || name.isEmpty() ? tr("The game was ended for everyone.")
                                                          : tr("%1 ended the game for everyone.").arg(name));
    }, Qt::QueuedConnection);   // (the session lets the RemoteHost go: not while it speaks)
    connect(r, &net::RemoteHost::connectionChanged, this, [this] {
        // Nobody here sat down, and nobody is still trying (a table the host would not open).
        if (m_remote && m_phase == QLatin1String("joining") && m_remote->localSeats().isEmpty()
            && m_remote->connection() == net::RemoteHost::Connection::Offline)
            setPhase(QStringLiteral("idle"));
        const bool again = m_remote && m_remote->connection() == net::RemoteHost::Connection::Reconnecting;
        if (again != m_reconnecting) {
            m_reconnecting = again;
            m_unreachable = false;
            if (again)
                m_reconnectingFor.start();
            emit connectionChanged();
        }
    });
    connect(r, &net::RemoteHost::chatReceived, this,
            [this](int, const QString &who, const QString &text) { addChat(who, text); });
    connect(r, &net::RemoteHost::certificateRefused, this, &NetPlay::certificateRefused);
    connect(r, &Host::changed, this, [this] {
        if (!m_remote)
            return;
        updateRemoteSeats();
        rememberDeal();
        if (m_joining && m_remote->started()) {
            QString why;
            m_playing = m_remote;
            if (m_session->opener()->startNetwork(std::move(m_joining), &why)) {
                setPhase(QStringLiteral("playing"));
                emit tableReady();
            } else {
                setError(why);
            }
        }
    });
    connect(r, &Host::finished, this, [this] {
        setPhase(QStringLiteral("over"));
        forgetRejoin();   // nothing to come back to
    });
    connect(r, &Host::dealtAgain, this, [this] {
        // The opener dealt again: the same seats, and their tokens, for the new game.
        if (!m_remote)
            return;
        for (int seat : m_remote->localSeats())
            remember(m_remote->invite(), seat, m_remote->token(seat), m_remote->seats().value(seat).name);
        setPhase(QStringLiteral("playing"));
    });
    m_tick.start();
    setPhase(QStringLiteral("joining"));
    emit phaseChanged();
}

void NetPlay::remoteFailed(const QString &code, const QString &message)
{
    if (code == QLatin1String("closed"))
        return;   // tableClosed said it
    // A join that never sat down: its link is offered again (the join page's fields).
    if (m_phase == QLatin1String("joining") && !m_opening && !m_resuming && m_remote && m_remote->localSeats().isEmpty())
        m_retryLink = net::Invite { m_remote->invite().host, m_remote->invite().port, m_code, m_remote->invite().secure }.link();
    if (m_certificate.kind == QLatin1String("changed"))
        setError(tr("Not connected: the certificate of %1:%2 has changed.").arg(m_certificate.host).arg(m_certificate.port));
    else
        setError(failureSentence(code, message));
    emit errorChanged();   // (retryLink)
    if (m_remote && m_remote->connection() == net::RemoteHost::Connection::Lost) {
        if (m_phase == QLatin1String("joining") || m_phase == QLatin1String("waiting"))
            setPhase(QStringLiteral("idle"));
        forgetRejoin();
    }
}

void NetPlay::certificateRefused(const net::CertificateRefusal &c)
{
    const bool changed = c.kind == net::CertificateRefusal::Kind::Changed;
    setCertificate({ changed ? QStringLiteral("changed") : QStringLiteral("unknown"), c.host, c.port, c.fingerprint, c.accepted });
}

void NetPlay::setCertificate(const CertificateQuestion &certificate)
{
    if (m_certificate == certificate)
        return;
    m_certificate = certificate;
    emit certificateChanged();
}

bool NetPlay::acceptCertificate()
{
    const CertificateQuestion c = m_certificate;
    if (c.kind != QLatin1String("unknown"))
        return false;
    setCertificate({});
    QString why;
    if (!net::KnownCertificates().accept(c.host, static_cast<quint16>(c.port), c.fingerprint, &why)) {
        setError(tr("The certificate could not be remembered: %1").arg(why));
        cancel();
        return false;
    }
    return m_remote && m_remote->retryCertificate();
}

void NetPlay::refuseCertificate()
{
    const CertificateQuestion c = m_certificate;
    setCertificate({});
    if (c.kind != QLatin1String("unknown"))
        return;   // a changed one: the warning is read, the connection was refused already
    cancel();
    setError(tr("Not connected: the certificate of %1:%2 was not accepted.").arg(c.host).arg(c.port));
}

bool NetPlay::forgetCertificate()
{
    const CertificateQuestion c = m_certificate;
    if (c.kind != QLatin1String("changed"))
        return false;
    setCertificate({});
    QString why;
    if (!net::KnownCertificates().forget(c.host, static_cast<quint16>(c.port), &why)) {
        setError(tr("The certificate could not be forgotten: %1").arg(why));
        return false;
    }
    return true;
}
