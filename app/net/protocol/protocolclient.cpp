// What a client sends in felt-net/1 (protocol.h): the reader of a client's frame, hostile
// input checked field by field, and the writers of the client's messages.
#include "protocol.h"
#include "protocolfields.h"

#include "texts.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>

namespace net {

using namespace wire;

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

} // namespace net
