// felt-net/1's codes, tokens, invites and the names and chat lines people type
// (protocol.h). The messages themselves: protocolclient.cpp (what a client sends),
// protocolhost.cpp (what a host sends), protocolvalues.cpp (the JSON of the host's types).
#include "protocol.h"
#include "protocolfields.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QRandomGenerator>

#include <cstring>
#include <QUrl>

#include <string_view>

namespace net {

using namespace wire;

namespace {

// Characters a name or a chat line may not hold: controls, format characters (bidirectional
// overrides among them), surrogates on their own, unassigned and private-use code points,
// line and paragraph separators.
bool forbiddenCodePoint(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_NotAssigned:
    case QChar::Other_PrivateUse:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        return false;
    }
}

} // namespace

QString wire::cleanText(const QString &text, int maxCodePoints)
{
    const QString s = text.simplified();
    if (s.isEmpty())
        return {};
    const QList<uint> points = s.toUcs4();
    if (points.size() > maxCodePoints)
        return {};
    for (const uint c : points)
        if (c > 0x10FFFF || forbiddenCodePoint(static_cast<char32_t>(c)))
            return {};
    // toUcs4() turns a lone surrogate into U+FFFD: refuse what did not survive the round trip.
    if (QString::fromUcs4(reinterpret_cast<const char32_t *>(points.constData()), points.size()) != s)
        return {};
    return s;
}

// ---------------------------------------------------------------------------------------
// Codes, tokens, invites, names

QString errorCodeId(ErrorCode code)
{
    switch (code) {
    case ErrorCode::Protocol: return QStringLiteral("protocol");
    case ErrorCode::Version: return QStringLiteral("version");
    case ErrorCode::Malformed: return QStringLiteral("malformed");
    case ErrorCode::UnknownTable: return QStringLiteral("unknown-table");
    case ErrorCode::SeatTaken: return QStringLiteral("seat-taken");
    case ErrorCode::NotYourTurn: return QStringLiteral("not-your-turn");
    case ErrorCode::Illegal: return QStringLiteral("illegal");
    case ErrorCode::Stale: return QStringLiteral("stale");
    case ErrorCode::Rate: return QStringLiteral("rate");
    case ErrorCode::TooLarge: return QStringLiteral("too-large");
    case ErrorCode::Full: return QStringLiteral("full");
    case ErrorCode::Token: return QStringLiteral("token");
    case ErrorCode::NotOpener: return QStringLiteral("not-opener");
    }
    return QStringLiteral("protocol");
}

std::optional<ErrorCode> errorCodeFromId(const QString &id)
{
    for (int c = 0; c <= static_cast<int>(ErrorCode::NotOpener); ++c)
        if (errorCodeId(static_cast<ErrorCode>(c)) == id)
            return static_cast<ErrorCode>(c);
    return std::nullopt;
}

bool isTableCode(const QString &code)
{
    if (code.size() != kCodeLength)
        return false;
    for (const QChar c : code)
        if (c.unicode() > 127 || std::string_view(kCodeAlphabet).find(static_cast<char>(c.unicode())) == std::string_view::npos)
            return false;
    return true;
}

QString newTableCode(const QString &prefix)
{
    constexpr int n = sizeof(kCodeAlphabet) - 1;
    QString code = prefix;
    while (code.size() < kCodeLength)
        code += QLatin1Char(kCodeAlphabet[QRandomGenerator::system()->bounded(n)]);
    return code;
}

bool isCodePrefix(const QString &prefix)
{
    if (prefix.isEmpty() || prefix.size() > 2)
        return false;
    for (const QChar c : prefix)
        if (c.unicode() > 127 || !std::strchr(kCodeAlphabet, static_cast<char>(c.unicode())))
            return false;
    return true;
}

QString newToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex());
}

bool isToken(const QString &token)
{
    if (token.size() != kTokenHexLength)
        return false;
    for (const QChar c : token)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    return true;
}

QString tokenHash(const QString &token)
{
    return QString::fromLatin1(QCryptographicHash::hash(token.toLatin1(), QCryptographicHash::Sha256).toHex());
}

QString Invite::link() const
{
    QString h = host;
    if (h.contains(u':'))
        h = u'[' + h + u']';
    return QStringLiteral("%1://%2:%3/%4").arg(secure ? QStringLiteral("felts") : QStringLiteral("felt"), h).arg(port).arg(code);
}

std::optional<Invite> parseInvite(const QString &input)
{
    const QString s = input.trimmed();
    if (s.isEmpty() || s.size() > 300)
        return std::nullopt;
    Invite invite;
    auto validHost = [](const QString &h) {
        if (h.isEmpty() || h.size() > 253)
            return false;
        if (!QHostAddress(h).isNull())
            return true;
        for (const QChar c : h)
            if (!(c.isLetterOrNumber() || c == u'-' || c == u'.') || c.unicode() > 127)
                return false;
        return true;
    };
    invite.secure = s.startsWith(QLatin1String("felts://"), Qt::CaseInsensitive);
    if (invite.secure || s.startsWith(QLatin1String("felt://"), Qt::CaseInsensitive)) {
        const QUrl url(s, QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty())
            return std::nullopt;
        invite.host = url.host();
        const int port = url.port(kDefaultPort);
        if (port <= 0 || port > 65535)
            return std::nullopt;
        invite.port = static_cast<quint16>(port);
        QString path = url.path();
        if (path.startsWith(u'/'))
            path.remove(0, 1);
        if (path.endsWith(u'/'))
            path.chop(1);
        invite.code = normalizedCode(path);
    } else {
        // CODE@HOST[:PORT], HOST an IPv6 address in brackets.
        const int at = s.indexOf(u'@');
        if (at <= 0)
            return std::nullopt;
        invite.code = normalizedCode(s.left(at));
        QString rest = s.mid(at + 1);
        QString portText;
        if (rest.startsWith(u'[')) {
            const int close = rest.indexOf(u']');
            if (close < 0)
                return std::nullopt;
            invite.host = rest.mid(1, close - 1);
            const QString after = rest.mid(close + 1);
            if (!after.isEmpty()) {
                if (!after.startsWith(u':'))
                    return std::nullopt;
                portText = after.mid(1);
            }
        } else if (rest.count(u':') == 1) {
            const int colon = rest.indexOf(u':');
            invite.host = rest.left(colon);
            portText = rest.mid(colon + 1);
        } else if (rest.count(u':') > 1) {
            invite.host = rest;   // a bare IPv6 address
        } else {
            invite.host = rest;
        }
        if (!portText.isNull()) {
            bool ok = false;
            const uint port = portText.toUInt(&ok);
            if (!ok || port == 0 || port > 65535)
                return std::nullopt;
            invite.port = static_cast<quint16>(port);
        }
    }
    if (!validHost(invite.host) || !isTableCode(invite.code))
        return std::nullopt;
    return invite;
}

QString cleanName(const QString &name)
{
    return cleanText(name, kNameMax);
}

QString cleanChat(const QString &text)
{
    QString s = text;
    for (QChar &c : s)
        if (c == u'\n' || c == u'\r' || c == u'\t')
            c = u' ';
    return cleanText(s, kChatMax);
}

} // namespace net
