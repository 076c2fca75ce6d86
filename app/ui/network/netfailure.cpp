#include "netfailure.h"

#include "joinedtable.h"

#include <QCoreApplication>

namespace netfailure {

namespace {

// The sentences' context for translators.
struct Words {
    Q_DECLARE_TR_FUNCTIONS(NetFailure)
};

// HOST:PORT as a person types it ([IPv6]:PORT).
QString hostAndPort(const QString &host, quint16 port)
{
    return (host.contains(u':') ? u'[' + host + u']' : host) + u':' + QString::number(port);
}

} // namespace

QString sentence(const net::JoinedTable *remote, const QString &code, const QString &message, bool opening, bool resuming,
                 const QString &tableCode)
{
    const net::Invite at = remote ? remote->invite() : net::Invite {};
    const QString where = hostAndPort(at.host, at.port);
    const QString table = tableCode.isEmpty() ? at.code : tableCode;
    if (code.isEmpty() && remote) {
        // Nothing came from the host: why it was not reached.
        switch (remote->unreached()) {
        case net::NetLink::Unreached::Nothing:
            return opening ? Words::tr("Nothing answers at %1 — is felt-server running there?").arg(where)
                           : Words::tr("Nothing answers at %1 — is the table still open?").arg(where);
        case net::NetLink::Unreached::Silent:
            // (A host without TLS waits in silence for a request it can read.)
            return at.secure ? Words::tr("The host did not answer within %1 s — if the table does not use TLS, try felt:// instead of felts://.").arg(remote->silenceSeconds())
                             : Words::tr("The host did not answer within %1 s — check the address, then try again.").arg(remote->silenceSeconds());
        case net::NetLink::Unreached::NoTls:
            return Words::tr("%1 does not speak TLS — try the link with felt:// instead of felts://.").arg(where);
        case net::NetLink::Unreached::HungUp:
            return Words::tr("%1 hung up without a word — if the table uses TLS, its link starts with felts://.").arg(where);
        case net::NetLink::Unreached::None:
            break;
        }
    }
    if (code == QLatin1String("unknown-table"))
        return resuming ? Words::tr("Table %1 is no longer there: it was closed or has ended.").arg(table)
                                    : Words::tr("There is no table %1 at that address — check the code.").arg(table);
    if (code == QLatin1String("full"))
        return opening ? Words::tr("The server holds as many tables as it can — try again later.")
                       : Words::tr("Table %1 is full: every seat is taken.").arg(table);
    if (code == QLatin1String("seat-taken"))
        return Words::tr("That seat at table %1 is taken — join again for a free one.").arg(table);
    if (code == QLatin1String("token"))
        return Words::tr("Your seat at table %1 is no longer yours — join it again with its code.").arg(table);
    if (code == QLatin1String("version"))
        return Words::tr("The host speaks another version of Felt's network protocol — both computers need the same Felt.");
    if (code == QLatin1String("rate"))
        return Words::tr("The host refused: too much at once — wait a moment, then try again.");
    if (code == QLatin1String("protocol") && opening)
        return Words::tr("%1 is a Felt app's table, not a felt-server — join its tables by their code.").arg(where);
    return message.trimmed().isEmpty() ? Words::tr("The host refused without saying why.") : Words::tr("The host refused: %1").arg(message.trimmed());
}

QString namesProblem(const QStringList &people)
{
    if (people.contains(QString()))
        return Words::tr("A name has 1 to 24 letters, digits or signs.");
    if (QStringList(people).removeDuplicates() > 0)
        return Words::tr("Each person at this screen needs a name of their own.");
    return {};
}

} // namespace netfailure
