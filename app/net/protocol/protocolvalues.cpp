// The JSON of the host's types in felt-net/1's `table` message (protocol.h) as trees of
// values: seats and events both ways; moves, places and a seat's snapshot read back (a
// client's side). A seat's snapshot is written in one place only, as text, by the hub's
// writer: protocoljson.cpp.
#include "protocol.h"
#include "protocolfields.h"

#include "json.h"
#include "texts.h"

#include "core/card.h"

#include <array>
#include <charconv>
#include <mutex>
#include <set>
#include <string>

namespace net {

using namespace wire;

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
    if (seat.left)
        v.set("left", true);
    return v;
}

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
    s.left = s.awayMs >= 0 && boolMember(value, "left", false);
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

} // namespace net
