// NetPlay (netplay.h), its words: why a table could not be reached or joined, in one line that
// says what happened and what to do; why a link or code cannot be read, for the join page;
// and what the waiting page says of the table (its game and house rules).
#include "netplay.h"

#include "appcontroller.h"
#include "gamecatalog.h"
#include "json.h"

#include <QJsonObject>

namespace {

// HOST:PORT as a person types it ([IPv6]:PORT).
QString hostAndPort(const QString &host, quint16 port)
{
    return (host.contains(u':') ? u'[' + host + u']' : host) + u':' + QString::number(port);
}

} // namespace

net::LinkOptions NetPlay::linkOptions()
{
    net::LinkOptions options;
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("FELT_NET_TIMEOUT_SECONDS", &ok);
    if (ok && seconds >= 1 && seconds <= options.silenceMs / 1000)
        options.silenceMs = seconds * 1000;
    return options;
}

QString NetPlay::failureSentence(const QString &code, const QString &message) const
{
    const net::Invite at = m_remote ? m_remote->invite() : net::Invite {};
    const QString where = hostAndPort(at.host, at.port);
    const QString table = m_code.isEmpty() ? at.code : m_code;
    if (code.isEmpty() && m_remote) {
        // Nothing came from the host: why it was not reached.
        switch (m_remote->unreached()) {
        case net::NetLink::Unreached::Nothing:
            return m_opening ? tr("Nothing answers at %1 — is felt-server running there?").arg(where)
                             : tr("Nothing answers at %1 — is the table still open?").arg(where);
        case net::NetLink::Unreached::Silent:
            // (A host without TLS waits in silence for a request it can read.)
            return at.secure ? tr("The host did not answer within %1 s — if the table does not use TLS, try felt:// instead of felts://.").arg(m_remote->silenceSeconds())
                             : tr("The host did not answer within %1 s — check the address, then try again.").arg(m_remote->silenceSeconds());
        case net::NetLink::Unreached::NoTls:
            return tr("%1 does not speak TLS — try the link with felt:// instead of felts://.").arg(where);
        case net::NetLink::Unreached::HungUp:
            return tr("%1 hung up without a word — if the table uses TLS, its link starts with felts://.").arg(where);
        case net::NetLink::Unreached::None:
            break;
        }
    }
    if (code == QLatin1String("unknown-table"))
        return m_resuming ? tr("Table %1 is no longer there: it was closed or has ended.").arg(table)
                          : tr("There is no table %1 at that address — check the code.").arg(table);
    if (code == QLatin1String("full"))
        return m_opening ? tr("The server holds as many tables as it can — try again later.")
                         : tr("Table %1 is full: every seat is taken.").arg(table);
    if (code == QLatin1String("seat-taken"))
        return tr("That seat at table %1 is taken — join again for a free one.").arg(table);
    if (code == QLatin1String("token"))
        return m_phase == QLatin1String("joining") ? tr("Your seat at table %1 is no longer yours — join it again with its code.").arg(table)
                                                   : tr("Another Felt took your seat at table %1 with its token: this one let go.").arg(table);
    if (code == QLatin1String("version"))
        return tr("The host speaks another version of Felt's network protocol — both computers need the same Felt.");
    if (code == QLatin1String("rate"))
        return tr("The host refused: too much at once — wait a moment, then try again.");
    if (code == QLatin1String("protocol") && m_opening)
        return tr("%1 is a Felt app's table, not a felt-server — join its tables by their code.").arg(where);
    return message.trimmed().isEmpty() ? tr("The host refused without saying why.") : tr("The host refused: %1").arg(message.trimmed());
}

namespace {

// Why `text` is not a table code ("" when it is one).
QString codeProblem(const QString &text)
{
    const QString code = text.trimmed().toUpper();
    if (code.size() != net::kCodeLength)
        return NetPlay::tr("A table code has %1 characters, not %2.").arg(net::kCodeLength).arg(code.size());
    for (const QChar c : code)
        if (c.unicode() > 127 || !QByteArray(net::kCodeAlphabet).contains(static_cast<char>(c.unicode())))
            return QStringLiteral("ILOU01").contains(c)
                ? NetPlay::tr("A table code never holds “%1”: codes leave out I, L, O, U, 0 and 1.").arg(c)
                : NetPlay::tr("A table code holds only letters and digits, not “%1”.").arg(c);
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
        return NetPlay::tr("The port after the colon is a number from 1 to 65535.");
    return NetPlay::tr("“%1” is not a computer's address: give it as 192.168.1.20 or example.org.").arg(a);
}

} // namespace

InviteProblem NetPlay::inviteProblem(const QString &codeText, const QString &addressText)
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

QString NetPlay::game() const
{
    if (m_server) {
        const auto info = m_server->hub()->tableInfo(m_code);
        return info ? info->game : QString();
    }
    return m_remote && m_phase != QLatin1String("idle") ? m_remote->gameId() : QString();
}

QString NetPlay::gameName() const
{
    const QString id = game();
    return id.isEmpty() || !AppController::instance() ? id : AppController::instance()->catalog()->gameName(id);
}

QStringList NetPlay::houseRules() const
{
    felt::Value options = felt::Value::object();
    if (m_server) {
        if (const auto info = m_server->hub()->tableInfo(m_code))
            options = info->options;
    } else if (m_remote) {
        options = m_remote->options();
    }
    const QString id = game();
    if (id.isEmpty() || !AppController::instance())
        return {};
    return AppController::instance()->catalog()->houseRules(id, felt::jsonFromValue(options).toObject().toVariantMap());
}
