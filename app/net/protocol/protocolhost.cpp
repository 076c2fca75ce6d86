// What a host sends in felt-net/1 (protocol.h): the writers of the host's messages, and
// the reader of a host's frame (RemoteHost trusts its host no more than a host its clients).
#include "protocol.h"
#include "protocolfields.h"

#include "texts.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace net {

using namespace wire;

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
