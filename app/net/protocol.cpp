#include "protocol.h"

#include "json.h"
#include "seatview.h"
#include "texts.h"

#include "core/card.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRandomGenerator>
#include <QUrl>

#include <mutex>
#include <set>
#include <string>

namespace net {

namespace {

constexpr qint64 kMaxSeq = qint64 { 1 } << 53;   // exact in a JSON double
constexpr int kMaxActionText = 200;
constexpr int kMaxShortText = 100;

QByteArray compact(const felt::Value &value)
{
    return felt::writeJson(value, felt::JsonStyle::Compact);
}

std::string utf8(const QString &s)
{
    return s.toStdString();
}

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

QString cleanText(const QString &text, int maxCodePoints)
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

// --- Reading a JSON object's fields ------------------------------------------------------

class Fields {
public:
    explicit Fields(const QJsonObject &object) : m_object(object) { }

    bool has(const char *key) const
    {
        const auto it = m_object.constFind(QLatin1String(key));
        return it != m_object.constEnd() && !it->isNull() && !it->isUndefined();
    }
    QJsonValue at(const char *key) const { return m_object.value(QLatin1String(key)); }

    // A string of at most `maxLength` UTF-16 units; `optional` allows it to be absent.
    bool string(const char *key, QString *out, int maxLength, bool optional = false)
    {
        const QJsonValue v = at(key);
        if (v.isUndefined() || v.isNull()) {
            if (optional)
                return true;
            return fail(QStringLiteral("\"%1\" is missing").arg(QLatin1String(key)));
        }
        if (!v.isString())
            return fail(QStringLiteral("\"%1\" must be a string").arg(QLatin1String(key)));
        const QString s = v.toString();
        if (s.size() > maxLength)
            return fail(QStringLiteral("\"%1\" is too long").arg(QLatin1String(key)));
        *out = s;
        return true;
    }
    // A whole number in [min, max].
    bool integer(const char *key, qint64 *out, qint64 min, qint64 max, bool optional = false)
    {
        const QJsonValue v = at(key);
        if (v.isUndefined() || v.isNull()) {
            if (optional)
                return true;
            return fail(QStringLiteral("\"%1\" is missing").arg(QLatin1String(key)));
        }
        qint64 n = 0;
        if (!felt::jsonInteger(v, &n))
            return fail(QStringLiteral("\"%1\" must be a whole number").arg(QLatin1String(key)));
        if (n < min || n > max)
            return fail(QStringLiteral("\"%1\" must be from %2 to %3").arg(QLatin1String(key)).arg(min).arg(max));
        *out = n;
        return true;
    }
    bool fail(const QString &message)
    {
        if (m_error.isEmpty())
            m_error = message;
        return false;
    }
    QString error() const { return m_error; }

private:
    QJsonObject m_object;
    QString m_error;
};

felt::Unexpected<ReadError> refuse(ErrorCode code, const QString &message)
{
    return felt::unexpected(ReadError { code, message });
}

QString normalizedCode(const QString &code)
{
    return code.trimmed().toUpper();
}

bool isLevel(const QString &kind)
{
    return kind == QLatin1String("easy") || kind == QLatin1String("normal") || kind == QLatin1String("hard");
}

felt::Value object()
{
    return felt::Value::object();
}

felt::Value typed(const char *type)
{
    felt::Value v = object();
    v.set("type", type);
    return v;
}

felt::Value text(const QString &s)
{
    return felt::Value(utf8(s));
}

} // namespace

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

QString newTableCode()
{
    constexpr int n = sizeof(kCodeAlphabet) - 1;
    QString code;
    for (int i = 0; i < kCodeLength; ++i)
        code += QLatin1Char(kCodeAlphabet[QRandomGenerator::system()->bounded(n)]);
    return code;
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

// ---------------------------------------------------------------------------------------
// What a client sends

felt::Expected<ClientMessage, ReadError> readClientMessage(const QByteArray &frame)
{
    if (frame.size() > kMaxFrameBytes)
        return refuse(ErrorCode::TooLarge, QStringLiteral("a message may have at most %1 bytes").arg(kMaxFrameBytes));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(frame, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refuse(ErrorCode::Malformed,
                      QStringLiteral("not valid JSON: %1 at character %2").arg(parseError.errorString()).arg(parseError.offset));
    if (!document.isObject())
        return refuse(ErrorCode::Malformed, QStringLiteral("a message is a JSON object"));
    Fields f(document.object());
    QString type;
    if (!f.string("type", &type, 40))
        return refuse(ErrorCode::Malformed, f.error());

    ClientMessage m;
    auto malformed = [&f] { return refuse(ErrorCode::Malformed, f.error()); };
    qint64 n = 0;
    if (type == QLatin1String("hello")) {
        m.type = ClientMessage::Type::Hello;
        if (!f.string("protocol", &m.protocol, 64) || !f.string("client", &m.client, kMaxShortText, true)
            || !f.string("name", &m.name, 400))
            return malformed();
        m.name = cleanName(m.name);
        if (m.name.isEmpty())
            return refuse(ErrorCode::Malformed, QStringLiteral("a name is 1 to %1 characters of plain text").arg(kNameMax));
        m.client = cleanText(m.client, kMaxShortText);
    } else if (type == QLatin1String("create")) {
        m.type = ClientMessage::Type::Create;
        if (!f.string("game", &m.game, 40) || !f.integer("players", &n, 1, felt::kMaxSeats))
            return malformed();
        m.players = static_cast<int>(n);
        if (f.has("options")) {
            if (!f.at("options").isObject())
                return refuse(ErrorCode::Malformed, QStringLiteral("\"options\" must be an object"));
            m.options = felt::valueFromJson(f.at("options"));
        }
        if (!f.at("seats").isArray())
            return refuse(ErrorCode::Malformed, QStringLiteral("\"seats\" must be a list with a kind for each seat"));
        const QJsonArray seats = f.at("seats").toArray();
        if (seats.size() != m.players)
            return refuse(ErrorCode::Malformed, QStringLiteral("\"seats\" must name %1 seats").arg(m.players));
        bool person = false;
        for (const QJsonValue &s : seats) {
            const QString kind = s.toString();
            // "random" (uniform over the legal actions) is this host's addition to the levels.
            if (kind != QLatin1String("person") && kind != QLatin1String("random") && !isLevel(kind))
                return refuse(ErrorCode::Malformed,
                              QStringLiteral("a seat is \"person\", \"easy\", \"normal\", \"hard\" or \"random\""));
            person = person || kind == QLatin1String("person");
            m.seatKinds.append(kind);
        }
        if (!person)
            return refuse(ErrorCode::Malformed, QStringLiteral("a table needs a person's seat for its opener"));
        if (f.has("seed")) {
            if (!f.integer("seed", &n, 0, kMaxSeq))
                return malformed();
            m.seed = static_cast<quint64>(n);
        }
        n = kDefaultGraceSeconds;
        if (!f.integer("grace", &n, kMinGraceSeconds, kMaxGraceSeconds, true))
            return malformed();
        m.graceSeconds = static_cast<int>(n);
        if (f.has("listed")) {
            if (!f.at("listed").isBool())
                return refuse(ErrorCode::Malformed, QStringLiteral("\"listed\" must be true or false"));
            m.listed = f.at("listed").toBool();
        }
    } else if (type == QLatin1String("join") || type == QLatin1String("watch") || type == QLatin1String("resume")) {
        m.type = type == QLatin1String("join") ? ClientMessage::Type::Join
            : type == QLatin1String("watch")   ? ClientMessage::Type::Watch
                                               : ClientMessage::Type::Resume;
        if (!f.string("table", &m.table, 40))
            return malformed();
        m.table = normalizedCode(m.table);
        if (m.type == ClientMessage::Type::Join) {
            n = -1;
            if (!f.integer("seat", &n, 0, felt::kMaxSeats - 1, true))
                return malformed();
            m.seat = static_cast<int>(n);
        }
        if (m.type == ClientMessage::Type::Resume) {
            if (!f.string("token", &m.token, 100))
                return malformed();
            if (!isToken(m.token))
                return refuse(ErrorCode::Token, QStringLiteral("not a token of this host"));
        }
    } else if (type == QLatin1String("start")) {
        m.type = ClientMessage::Type::Start;
    } else if (type == QLatin1String("act")) {
        m.type = ClientMessage::Type::Act;
        if (!f.integer("seq", &n, 0, kMaxSeq) || !f.string("action", &m.action, kMaxActionText))
            return malformed();
        m.seq = static_cast<quint64>(n);
        m.action = m.action.simplified();
        if (m.action.isEmpty())
            return refuse(ErrorCode::Malformed, QStringLiteral("\"action\" is empty"));
    } else if (type == QLatin1String("chat")) {
        m.type = ClientMessage::Type::Chat;
        if (!f.string("text", &m.text, 4 * kChatMax))
            return malformed();
        m.text = cleanChat(m.text);
        if (m.text.isEmpty())
            return refuse(ErrorCode::Malformed, QStringLiteral("a chat line is 1 to %1 characters of plain text").arg(kChatMax));
    } else if (type == QLatin1String("leave")) {
        m.type = ClientMessage::Type::Leave;
    } else if (type == QLatin1String("hint")) {
        m.type = ClientMessage::Type::Hint;
    } else if (type == QLatin1String("replace")) {
        m.type = ClientMessage::Type::Replace;
        if (!f.integer("seat", &n, 0, felt::kMaxSeats - 1) || !f.string("level", &m.level, 20))
            return malformed();
        m.seat = static_cast<int>(n);
        if (!isLevel(m.level))
            return refuse(ErrorCode::Malformed, QStringLiteral("\"level\" is \"easy\", \"normal\" or \"hard\""));
    } else if (type == QLatin1String("end")) {
        m.type = ClientMessage::Type::End;
    } else if (type == QLatin1String("list")) {
        m.type = ClientMessage::Type::List;
    } else if (type == QLatin1String("again")) {
        m.type = ClientMessage::Type::Again;
        if (f.has("seed")) {
            if (!f.integer("seed", &n, 0, kMaxSeq))
                return malformed();
            m.seed = static_cast<quint64>(n);
        }
    } else if (type == QLatin1String("close")) {
        m.type = ClientMessage::Type::Close;
    } else {
        auto unknown = refuse(ErrorCode::Protocol, QStringLiteral("unknown message type %1").arg(felt::quoted(type, 40)));
        unknown.error.unknownType = true;
        return unknown;
    }
    return m;
}

QByteArray helloMessage(const QString &client, const QString &name)
{
    felt::Value v = typed("hello");
    v.set("protocol", kProtocol);
    v.set("client", text(client));
    v.set("name", text(name));
    return compact(v);
}

QByteArray createMessage(const QString &game, int players, const felt::Value &options, const QStringList &seatKinds,
                         std::optional<quint64> seed, int graceSeconds, bool listed)
{
    felt::Value v = typed("create");
    v.set("game", text(game));
    v.set("players", players);
    v.set("options", options.isObject() ? options : object());
    felt::Value seats = felt::Value::array();
    for (const QString &k : seatKinds)
        seats.push(text(k));
    v.set("seats", seats);
    if (seed)
        v.set("seed", static_cast<std::uint64_t>(*seed));
    if (graceSeconds != kDefaultGraceSeconds)
        v.set("grace", graceSeconds);
    if (listed)
        v.set("listed", true);
    return compact(v);
}

QByteArray joinMessage(const QString &table, int seat)
{
    felt::Value v = typed("join");
    v.set("table", text(table));
    if (seat >= 0)
        v.set("seat", seat);
    return compact(v);
}

QByteArray watchMessage(const QString &table)
{
    felt::Value v = typed("watch");
    v.set("table", text(table));
    return compact(v);
}

QByteArray resumeMessage(const QString &table, const QString &token)
{
    felt::Value v = typed("resume");
    v.set("table", text(table));
    v.set("token", text(token));
    return compact(v);
}

QByteArray startMessage()
{
    return compact(typed("start"));
}

QByteArray actMessage(quint64 seq, const QString &action)
{
    felt::Value v = typed("act");
    v.set("seq", static_cast<std::uint64_t>(seq));
    v.set("action", text(action));
    return compact(v);
}

QByteArray chatMessage(const QString &line)
{
    felt::Value v = typed("chat");
    v.set("text", text(line));
    return compact(v);
}

QByteArray leaveMessage()
{
    return compact(typed("leave"));
}

QByteArray hintRequestMessage()
{
    return compact(typed("hint"));
}

QByteArray replaceMessage(int seat, const QString &level)
{
    felt::Value v = typed("replace");
    v.set("seat", seat);
    v.set("level", text(level));
    return compact(v);
}

QByteArray endMessage()
{
    return compact(typed("end"));
}

QByteArray listMessage()
{
    return compact(typed("list"));
}

QByteArray againMessage(std::optional<quint64> seed)
{
    felt::Value v = typed("again");
    if (seed)
        v.set("seed", static_cast<std::uint64_t>(*seed));
    return compact(v);
}

QByteArray closeMessage()
{
    return compact(typed("close"));
}

int LobbyTable::freeSeats() const
{
    return static_cast<int>(std::count_if(seats.begin(), seats.end(), [](const LobbySeat &s) { return !s.taken; }));
}

// ---------------------------------------------------------------------------------------
// The JSON of the host's types

felt::Value seatToValue(const NetSeat &seat)
{
    felt::Value v = object();
    v.set("name", text(seat.name));
    v.set("kind", text(seat.kind));
    v.set("connected", seat.connected);
    v.set("person", seat.person);
    v.set("taken", seat.taken);
    if (seat.awayMs >= 0) {
        v.set("awayMs", static_cast<std::int64_t>(seat.awayMs));
        v.set("awaySince", static_cast<std::int64_t>(seat.awaySinceMs));
    }
    if (seat.thinking)
        v.set("thinking", true);
    if (seat.replaceable)
        v.set("replaceable", true);
    return v;
}

namespace {

const felt::Value *member(const felt::Value &v, std::string_view key, felt::Value::Type type)
{
    const felt::Value *m = v.isObject() ? v.find(key) : nullptr;
    return m && m->type() == type ? m : nullptr;
}

bool boolMember(const felt::Value &v, std::string_view key, bool fallback)
{
    const felt::Value *m = member(v, key, felt::Value::Type::Bool);
    return m ? m->toBool() : fallback;
}

// An integer member in [min, max]; `fallback` when absent or not one.
qint64 intMember(const felt::Value &v, std::string_view key, qint64 min, qint64 max, qint64 fallback)
{
    const felt::Value *m = v.isObject() ? v.find(key) : nullptr;
    if (!m || !m->isNumber())
        return fallback;
    if (m->type() == felt::Value::Type::Double && m->toDouble() != static_cast<double>(m->toInt()))
        return fallback;
    const qint64 n = m->toInt();
    return n < min || n > max ? fallback : n;
}

QString stringMember(const felt::Value &v, std::string_view key, int maxLength = 1000)
{
    const felt::Value *m = member(v, key, felt::Value::Type::String);
    if (!m || m->toString().size() > static_cast<std::size_t>(maxLength) * 4)
        return {};
    return QString::fromStdString(m->toString()).left(maxLength);
}

bool isSeatKindText(const QString &kind)
{
    return kind == QLatin1String("human") || kind == QLatin1String("random") || isLevel(kind);
}

} // namespace

std::optional<NetSeat> seatFromValue(const felt::Value &value)
{
    if (!value.isObject())
        return std::nullopt;
    NetSeat s;
    s.name = stringMember(value, "name", 4 * kNameMax);
    s.kind = stringMember(value, "kind", 20);
    if (!isSeatKindText(s.kind))
        return std::nullopt;
    s.connected = boolMember(value, "connected", false);
    s.person = boolMember(value, "person", s.kind == QLatin1String("human"));
    s.taken = boolMember(value, "taken", !s.name.isEmpty());
    s.awayMs = intMember(value, "awayMs", 0, kMaxSeq, -1);
    s.awaySinceMs = s.awayMs >= 0 ? intMember(value, "awaySince", 0, kMaxSeq, -1) : -1;
    s.thinking = boolMember(value, "thinking", false);
    s.replaceable = boolMember(value, "replaceable", false);
    return s;
}

felt::Value eventToValue(const felt::GameSpec &spec, int action, const felt::Event &event)
{
    felt::Value v = object();
    v.set("action", action);
    const std::string_view id = spec.eventId ? spec.eventId(event.kind) : std::string_view();
    v.set("kind", std::string(id.empty() ? std::string_view("unknown") : id));
    if (event.seat >= 0)
        v.set("seat", static_cast<int>(event.seat));
    if (event.target >= 0)
        v.set("target", static_cast<int>(event.target));
    if (event.count != 0)
        v.set("count", static_cast<int>(event.count));
    if (event.index >= 0)
        v.set("index", static_cast<int>(event.index));
    if (!event.cards.empty()) {
        felt::Value cards = felt::Value::array();
        for (const felt::Card c : event.cards)
            cards.push(felt::toText(c));
        v.set("cards", cards);
    }
    return v;
}

bool eventFromValue(const felt::GameSpec &spec, const felt::Value &value, int *action, felt::Event *event)
{
    if (!value.isObject() || !spec.eventId)
        return false;
    const felt::Value *kind = member(value, "kind", felt::Value::Type::String);
    if (!kind)
        return false;
    int code = -1;
    for (int k = 0; k < 256 && code < 0; ++k)
        if (spec.eventId(static_cast<std::uint8_t>(k)) == kind->toString() && !kind->toString().empty())
            code = k;
    if (code < 0)
        return false;
    const qint64 a = intMember(value, "action", 0, 1 << 24, -1);
    if (a < 0)
        return false;
    felt::Event e;
    e.kind = static_cast<std::uint8_t>(code);
    e.seat = static_cast<std::int8_t>(intMember(value, "seat", -1, felt::kMaxSeats - 1, -1));
    e.target = static_cast<std::int8_t>(intMember(value, "target", -1, felt::kMaxSeats - 1, -1));
    e.count = static_cast<std::int16_t>(intMember(value, "count", -32768, 32767, 0));
    e.index = static_cast<std::int16_t>(intMember(value, "index", -1, 32767, -1));
    if (const felt::Value *cards = member(value, "cards", felt::Value::Type::Array)) {
        if (cards->size() > e.cards.capacity())
            return false;
        for (const felt::Value &c : cards->items()) {
            const auto card = c.isString() ? felt::parseCard(c.toString(), spec.family) : std::nullopt;
            if (!card)
                return false;
            e.cards.push_back(*card);
        }
    }
    *action = static_cast<int>(a);
    *event = e;
    return true;
}

namespace {

felt::Value placeToValue(const felt::Place &p)
{
    felt::Value v = object();
    if (!p.zone.empty())
        v.set("zone", std::string(p.zone));
    if (p.owner >= 0)
        v.set("owner", static_cast<int>(p.owner));
    if (p.pile >= 0)
        v.set("pile", static_cast<int>(p.pile));
    if (p.index >= 0)
        v.set("index", static_cast<int>(p.index));
    if (p.card.isValid())
        v.set("card", felt::toText(p.card));
    return v;
}

std::optional<felt::Place> placeFromValue(const felt::Value *v, felt::CardFamily family)
{
    felt::Place p;
    if (!v)
        return p;
    if (!v->isObject())
        return std::nullopt;
    if (const felt::Value *zone = member(*v, "zone", felt::Value::Type::String))
        p.zone = internName(zone->toString());
    p.owner = static_cast<std::int8_t>(intMember(*v, "owner", -1, felt::kMaxSeats - 1, -1));
    p.pile = static_cast<std::int16_t>(intMember(*v, "pile", -1, 32767, -1));
    p.index = static_cast<std::int16_t>(intMember(*v, "index", -1, 32767, -1));
    if (const felt::Value *card = member(*v, "card", felt::Value::Type::String)) {
        const auto c = felt::parseCard(card->toString(), family);
        if (!c)
            return std::nullopt;
        p.card = *c;
    }
    return p;
}

} // namespace

felt::Value moveToValue(const felt::Move &move)
{
    felt::Value v = object();
    v.set("action", move.action);
    v.set("verb", std::string(move.verb));
    felt::Value cards = felt::Value::array();
    for (const felt::Card c : move.cards)
        cards.push(felt::toText(c));
    v.set("cards", cards);
    v.set("from", placeToValue(move.from));
    v.set("to", placeToValue(move.to));
    return v;
}

std::optional<felt::Move> moveFromValue(const felt::Value &value, felt::CardFamily family)
{
    const felt::Value *action = member(value, "action", felt::Value::Type::String);
    if (!action || action->toString().empty() || action->toString().size() > kMaxActionText)
        return std::nullopt;
    felt::Move m;
    m.action = action->toString();
    if (const felt::Value *verb = member(value, "verb", felt::Value::Type::String))
        m.verb = internName(verb->toString());
    if (const felt::Value *cards = member(value, "cards", felt::Value::Type::Array)) {
        if (cards->size() > m.cards.capacity())
            return std::nullopt;
        for (const felt::Value &c : cards->items()) {
            const auto card = c.isString() ? felt::parseCard(c.toString(), family) : std::nullopt;
            if (!card)
                return std::nullopt;
            m.cards.push_back(*card);
        }
    }
    const auto from = placeFromValue(value.find("from"), family);
    const auto to = placeFromValue(value.find("to"), family);
    if (!from || !to)
        return std::nullopt;
    m.from = *from;
    m.to = *to;
    return m;
}

std::string_view internName(std::string_view name)
{
    static std::mutex mutex;
    static std::set<std::string, std::less<>> names;
    if (name.empty() || name.size() > 40)
        return {};
    std::lock_guard lock(mutex);
    auto it = names.find(name);
    if (it != names.end())
        return *it;
    if (names.size() >= 1024)
        return {};
    return *names.emplace(name).first;
}

std::optional<felt::Reason> reasonFromId(const felt::GameSpec &spec, std::string_view id)
{
    if (id.empty())
        return std::nullopt;
    for (int r = 0; r < 256; ++r) {
        const auto reason = static_cast<felt::Reason>(r);
        const std::string_view name = felt::isGameReason(reason) ? (spec.reasonId ? spec.reasonId(reason) : std::string_view())
                                                                 : felt::reasonId(reason);
        if (!name.empty() && name == id)
            return reason;
    }
    return std::nullopt;
}

void setSnapshotFields(felt::Value &message, const felt::AnyGame &game, int seat)
{
    const felt::Viewer viewer = seat >= 0 ? felt::Viewer::seat(seat) : felt::Viewer::nobody();
    message.set("view", felt::seatView(game, viewer));
    felt::Value moves = felt::Value::array();
    const bool over = game.isOver();
    if (seat >= 0 && !over && game.actors().has(seat))
        for (const felt::Move &m : game.legalMoves(seat))
            moves.push(moveToValue(m));
    message.set("moves", moves);
    // Addition: the seats the game waits for (the others in toAct merely may act: a call
    // anyone may make). Public: who the table waits for is plain to see.
    felt::Value must = felt::Value::array();
    if (!over)
        game.mustAct().forEach([&](felt::Seat s) { must.push(static_cast<int>(s)); });
    message.set("mustAct", must);
    message.set("info", game.tableInfo());
    message.set("simultaneous", !over && game.simultaneous());
    message.set("private", seat >= 0 && !over && game.privateDecision(seat));
    message.set("hidesCards", game.hidesCards());
}

SeatSnapshot snapshotOfGame(const felt::AnyGame &game, int seat, quint64 seq)
{
    SeatSnapshot s;
    s.seq = seq;
    s.seat = seat;
    s.game = QString::fromUtf8(game.gameId().data(), static_cast<qsizetype>(game.gameId().size()));
    s.players = game.players();
    s.over = game.isOver();
    s.toAct = s.over ? felt::SeatSet() : game.actors();
    s.mustAct = s.over ? felt::SeatSet() : game.mustAct();
    s.state = game.state(seat >= 0 ? felt::Viewer::seat(seat) : felt::Viewer::nobody());
    if (seat >= 0 && s.toAct.has(seat)) {
        for (const std::string &text : game.legalActions(seat))
            s.legal.append(QString::fromStdString(text));
        s.moves = game.legalMoves(seat);
    }
    s.result = game.result();
    s.info = game.tableInfo();
    s.simultaneous = !s.over && game.simultaneous();
    s.privateDecision = seat >= 0 && !s.over && game.privateDecision(seat);
    s.hidesCards = game.hidesCards();
    return s;
}

std::optional<SeatSnapshot> snapshotFromMessage(const felt::Value &message, int seat, quint64 seq)
{
    const felt::Value *view = member(message, "view", felt::Value::Type::Object);
    if (!view)
        return std::nullopt;
    SeatSnapshot s;
    s.seq = seq;
    s.seat = seat;
    s.game = stringMember(*view, "game", 40);
    const felt::GameSpec *spec = felt::findGame(utf8(s.game));
    if (!spec)
        return std::nullopt;
    s.players = static_cast<int>(intMember(*view, "players", 1, felt::kMaxSeats, 0));
    if (s.players == 0)
        return std::nullopt;
    s.over = boolMember(*view, "over", false);
    if (const felt::Value *toAct = member(*view, "toAct", felt::Value::Type::Array)) {
        for (const felt::Value &a : toAct->items()) {
            if (!a.isInt() || a.toInt() < 0 || a.toInt() >= s.players)
                return std::nullopt;
            s.toAct.add(static_cast<int>(a.toInt()));
        }
    } else {
        return std::nullopt;
    }
    // mustAct (an addition): a host that does not send it waits for everyone in toAct.
    if (const felt::Value *must = member(message, "mustAct", felt::Value::Type::Array)) {
        for (const felt::Value &a : must->items()) {
            if (!a.isInt() || a.toInt() < 0 || a.toInt() >= s.players || !s.toAct.has(static_cast<int>(a.toInt())))
                return std::nullopt;
            s.mustAct.add(static_cast<int>(a.toInt()));
        }
    } else {
        s.mustAct = s.toAct;
    }
    if (seat >= 0) {
        if (const felt::Value *legal = member(*view, "legal", felt::Value::Type::Object))
            if (const felt::Value *mine = member(*legal, std::to_string(seat), felt::Value::Type::Array))
                for (const felt::Value &a : mine->items()) {
                    if (!a.isString() || a.toString().size() > kMaxActionText)
                        return std::nullopt;
                    s.legal.append(QString::fromStdString(a.toString()));
                }
    }
    if (const felt::Value *state = view->find("state"))
        s.state = *state;
    if (const felt::Value *result = view->find("result"))
        s.result = *result;
    if (const felt::Value *moves = member(message, "moves", felt::Value::Type::Array))
        for (const felt::Value &m : moves->items()) {
            auto move = moveFromValue(m, spec->family);
            if (!move)
                return std::nullopt;
            s.moves.push_back(std::move(*move));
        }
    if (const felt::Value *info = member(message, "info", felt::Value::Type::Object))
        s.info = *info;
    else
        s.info = object();
    s.simultaneous = boolMember(message, "simultaneous", false);
    s.privateDecision = boolMember(message, "private", seat >= 0);
    s.hidesCards = boolMember(message, "hidesCards", true);
    return s;
}

// ---------------------------------------------------------------------------------------
// What a host sends

QByteArray welcomeMessage(const QString &server)
{
    felt::Value v = typed("welcome");
    v.set("protocol", kProtocol);
    v.set("server", text(server));
    return compact(v);
}

QByteArray joinedMessage(const QString &table, int seat, const QString &token, bool opener)
{
    felt::Value v = typed("joined");
    v.set("table", text(table));
    v.set("seat", seat >= 0 ? felt::Value(seat) : felt::Value());
    v.set("token", text(token));
    v.set("opener", opener);
    return compact(v);
}

QByteArray errorMessage(ErrorCode code, const QString &message, const QString &reason)
{
    felt::Value v = typed("error");
    v.set("code", text(errorCodeId(code)));
    QString line = message;
    line.replace(u'\n', u' ');
    v.set("message", text(line));
    if (!reason.isEmpty())
        v.set("reason", text(reason));
    return compact(v);
}

QByteArray chatLineMessage(int seat, const QString &name, const QString &line)
{
    felt::Value v = typed("chat");
    v.set("seat", seat >= 0 ? felt::Value(seat) : felt::Value());
    v.set("name", text(name));
    v.set("text", text(line));
    return compact(v);
}

QByteArray overMessage(const felt::Record &record, const QString &ended)
{
    felt::Value v = typed("over");
    v.set("record", felt::recordToValue(record));
    v.set("ended", text(ended));
    return compact(v);
}

QByteArray hintMessage(quint64 seq, const QString &action, const felt::Value &reasons)
{
    felt::Value v = typed("hint");
    v.set("seq", static_cast<std::uint64_t>(seq));
    v.set("action", text(action));
    if (!reasons.isNull())
        v.set("reasons", reasons);
    return compact(v);
}

QByteArray tablesMessage(const QList<LobbyTable> &tables)
{
    felt::Value list = felt::Value::array();
    for (const LobbyTable &t : tables) {
        felt::Value o = object();
        o.set("table", text(t.code));
        o.set("game", text(t.game));
        o.set("players", t.players);
        o.set("options", t.options.isObject() ? t.options : object());
        o.set("started", t.started);
        o.set("opener", text(t.opener));
        felt::Value seats = felt::Value::array();
        for (const LobbySeat &s : t.seats) {
            felt::Value seat = object();
            seat.set("name", s.name.isEmpty() ? felt::Value() : text(s.name));
            seat.set("kind", text(s.kind));
            seat.set("taken", s.taken);
            seats.push(seat);
        }
        o.set("seats", seats);
        list.push(o);
    }
    felt::Value v = typed("tables");
    v.set("tables", list);
    return compact(v);
}

QByteArray closedMessage(const QString &table, const QString &reason)
{
    felt::Value v = typed("closed");
    v.set("table", text(table));
    v.set("reason", text(reason));
    return compact(v);
}

felt::Expected<ServerMessage, QString> readServerMessage(const QByteArray &frame, bool *unknownType)
{
    if (unknownType)
        *unknownType = false;
    auto fail = [](const QString &why) { return felt::unexpected(why); };
    if (frame.size() > kMaxHostFrameBytes)
        return fail(QStringLiteral("a message from the host is too large"));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(frame, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return fail(QStringLiteral("the host sent something that is not a JSON object"));
    const felt::Value v = felt::valueFromJson(document.object());
    const QString type = stringMember(v, "type", 40);
    ServerMessage m;
    if (type == QLatin1String("welcome")) {
        m.type = ServerMessage::Type::Welcome;
        m.protocol = stringMember(v, "protocol", 64);
        m.server = stringMember(v, "server", kMaxShortText);
        if (!m.protocol.startsWith(QLatin1String(kProtocolPrefix)))
            return fail(QStringLiteral("the host's welcome names no felt-net protocol"));
    } else if (type == QLatin1String("joined")) {
        m.type = ServerMessage::Type::Joined;
        m.table = stringMember(v, "table", 40);
        m.seat = static_cast<int>(intMember(v, "seat", 0, felt::kMaxSeats - 1, -1));
        m.token = stringMember(v, "token", 100);
        m.opener = boolMember(v, "opener", false);
        if (!isTableCode(m.table) || !isToken(m.token))
            return fail(QStringLiteral("the host's joined message has no valid table code or token"));
    } else if (type == QLatin1String("table")) {
        m.type = ServerMessage::Type::Table;
        NetTable &t = m.tableState;
        t.seq = static_cast<quint64>(intMember(v, "seq", 0, kMaxSeq, -1));
        if (intMember(v, "seq", 0, kMaxSeq, -1) < 0)
            return fail(QStringLiteral("the host's table has no seq"));
        t.started = boolMember(v, "started", false);
        t.code = stringMember(v, "code", 40);
        t.game = stringMember(v, "game", 40);
        t.players = static_cast<int>(intMember(v, "players", 1, felt::kMaxSeats, 0));
        if (const felt::Value *options = member(v, "options", felt::Value::Type::Object))
            t.options = *options;
        t.graceSeconds = static_cast<int>(intMember(v, "grace", 0, kMaxGraceSeconds, kDefaultGraceSeconds));
        t.opener = static_cast<int>(intMember(v, "opener", -1, felt::kMaxSeats - 1, -1));
        t.you = static_cast<int>(intMember(v, "you", -1, felt::kMaxSeats - 1, -1));
        t.actions = static_cast<int>(intMember(v, "actions", 0, 1 << 24, 0));
        const felt::Value *seats = member(v, "seats", felt::Value::Type::Array);
        if (!seats || seats->size() > felt::kMaxSeats)
            return fail(QStringLiteral("the host's table has no seats"));
        for (const felt::Value &s : seats->items()) {
            const auto seat = seatFromValue(s);
            if (!seat)
                return fail(QStringLiteral("the host's table has a seat that cannot be read"));
            t.seats.append(*seat);
        }
        if (t.players == 0)
            t.players = static_cast<int>(t.seats.size());
        if (t.seats.size() != t.players)
            return fail(QStringLiteral("the host's table has %1 seats for %2 players").arg(t.seats.size()).arg(t.players));
        if (v.contains("view")) {
            t.snapshot = snapshotFromMessage(v, t.you, t.seq);
            if (!t.snapshot || t.snapshot->players != t.players)
                return fail(QStringLiteral("the host's table has a view that cannot be read"));
            if (t.game.isEmpty())
                t.game = t.snapshot->game;
        }
        const felt::GameSpec *spec = felt::findGame(utf8(t.game));
        if (const felt::Value *events = member(v, "events", felt::Value::Type::Array)) {
            for (const felt::Value &e : events->items()) {
                int action = 0;
                felt::Event event;
                if (!spec || !eventFromValue(*spec, e, &action, &event))
                    continue;   // an event of a later version: left out
                if (action >= t.actions && t.actions > 0)
                    return fail(QStringLiteral("the host's table has an event of an action to come"));
                if (t.steps.empty() || t.steps.back().action != action) {
                    if (!t.steps.empty() && action < t.steps.back().action)
                        return fail(QStringLiteral("the host's table has its events out of order"));
                    t.steps.push_back({ action, {} });
                }
                t.steps.back().events.push_back(event);
            }
        }
    } else if (type == QLatin1String("chat")) {
        m.type = ServerMessage::Type::Chat;
        m.seat = static_cast<int>(intMember(v, "seat", 0, felt::kMaxSeats - 1, -1));
        m.name = cleanText(stringMember(v, "name", 4 * kNameMax), 4 * kNameMax);
        m.text = cleanChat(stringMember(v, "text", 4 * kChatMax));
        if (m.text.isEmpty())
            return fail(QStringLiteral("the host sent an empty chat line"));
    } else if (type == QLatin1String("over")) {
        m.type = ServerMessage::Type::Over;
        const felt::Value *record = member(v, "record", felt::Value::Type::Object);
        if (!record)
            return fail(QStringLiteral("the host's over message has no record"));
        auto parsed = felt::parseRecord(felt::writeJson(*record, felt::JsonStyle::Compact));
        if (!parsed)
            return fail(QStringLiteral("the host's record cannot be read: %1").arg(parsed.error()));
        m.record = *parsed;
        m.ended = stringMember(v, "ended", 20);
        if (m.ended.isEmpty())
            m.ended = QStringLiteral("finished");
    } else if (type == QLatin1String("error")) {
        m.type = ServerMessage::Type::Error;
        const auto code = errorCodeFromId(stringMember(v, "code", 40));
        m.code = code.value_or(ErrorCode::Protocol);
        m.message = stringMember(v, "message", 400);
        m.reason = stringMember(v, "reason", 60);
    } else if (type == QLatin1String("hint")) {
        m.type = ServerMessage::Type::Hint;
        m.seq = static_cast<quint64>(std::max<qint64>(0, intMember(v, "seq", 0, kMaxSeq, 0)));
        m.action = stringMember(v, "action", kMaxActionText);
        if (const felt::Value *reasons = member(v, "reasons", felt::Value::Type::Object))
            m.reasons = *reasons;
    } else if (type == QLatin1String("tables")) {
        m.type = ServerMessage::Type::Tables;
        const felt::Value *tables = member(v, "tables", felt::Value::Type::Array);
        if (!tables)
            return fail(QStringLiteral("the host's tables message has no list"));
        constexpr std::size_t kMaxListed = 500;   // a hostile host cannot make the page endless
        for (const felt::Value &o : tables->items()) {
            if (static_cast<std::size_t>(m.tables.size()) >= kMaxListed)
                break;
            if (!o.isObject())
                continue;
            LobbyTable t;
            t.code = stringMember(o, "table", 40);
            t.game = stringMember(o, "game", 40);
            t.players = static_cast<int>(intMember(o, "players", 1, felt::kMaxSeats, 0));
            if (const felt::Value *options = member(o, "options", felt::Value::Type::Object))
                t.options = *options;
            t.started = boolMember(o, "started", false);
            t.opener = cleanText(stringMember(o, "opener", 4 * kNameMax), 4 * kNameMax);
            const felt::Value *seats = member(o, "seats", felt::Value::Type::Array);
            if (!isTableCode(t.code) || !felt::findGame(utf8(t.game)) || !seats || static_cast<int>(seats->size()) != t.players)
                continue;   // a table this client cannot show (another game, a later version)
            for (const felt::Value &s : seats->items()) {
                LobbySeat seat;
                seat.name = s.isObject() ? cleanText(stringMember(s, "name", 4 * kNameMax), 4 * kNameMax) : QString();
                seat.kind = s.isObject() ? stringMember(s, "kind", 20) : QString();
                seat.taken = s.isObject() && boolMember(s, "taken", true);
                t.seats.append(seat);
            }
            m.tables.append(t);
        }
    } else if (type == QLatin1String("closed")) {
        m.type = ServerMessage::Type::Closed;
        m.table = stringMember(v, "table", 40);
        m.closedReason = stringMember(v, "reason", 40);
        if (!isTableCode(m.table))
            return fail(QStringLiteral("the host's closed message names no table"));
    } else {
        if (unknownType)
            *unknownType = true;
        return fail(QStringLiteral("a message of a type this client does not know: %1").arg(felt::quoted(type, 40)));
    }
    return m;
}

} // namespace net
