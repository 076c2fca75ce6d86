// What the hub sends most, written straight as JSON text (protocol.h): a seat, a seat's view,
// its moves, what every seat's message shares, an event. The same as trees of values (and
// read back): protocolvalues.cpp; both write the same JSON (tests/net/tst_protocol.cpp).
#include "protocol.h"
#include "protocolfields.h"

#include "json.h"

#include "core/card.h"

#include <charconv>
#include <string>

namespace net {

using namespace wire;

namespace {
void appendText(std::string &out, const QString &s);
} // namespace

void appendSeatJson(std::string &out, const NetSeat &seat)
{
    out += "{\"name\":";
    appendText(out, seat.name);
    out += ",\"kind\":";
    appendText(out, seat.kind);
    out += seat.connected ? ",\"connected\":true" : ",\"connected\":false";
    out += seat.person ? ",\"person\":true" : ",\"person\":false";
    out += seat.taken ? ",\"taken\":true" : ",\"taken\":false";
    if (seat.awayMs >= 0) {
        out += ",\"awayMs\":";
        out += std::to_string(seat.awayMs);
        out += ",\"awaySince\":";
        out += std::to_string(seat.awaySinceMs);
    }
    if (seat.thinking)
        out += ",\"thinking\":true";
    if (seat.replaceable)
        out += ",\"replaceable\":true";
    if (seat.left)
        out += ",\"left\":true";
    out += '}';
}

namespace {

void appendInt(std::string &out, long long i)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, i).ptr;
    out.append(digits, static_cast<std::size_t>(end - digits));
}

void appendInts(std::string &out, felt::SeatSet seats)
{
    out += '[';
    bool first = true;
    seats.forEach([&](felt::Seat a) {
        if (!first)
            out += ',';
        first = false;
        appendInt(out, static_cast<int>(a));
    });
    out += ']';
}

// A QString as a JSON string: plain ASCII (action texts, game ids) straight from its
// characters, without a UTF-8 copy first; anything else through UTF-8.
void appendText(std::string &out, const QString &s)
{
    const QChar *chars = s.constData();
    const qsizetype n = s.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = chars[i].unicode();
        if (c < 0x20 || c >= 0x7F || c == u'"' || c == u'\\') {
            felt::appendJsonString(out, utf8(s));
            return;
        }
    }
    const std::size_t at = out.size();
    out.resize(at + static_cast<std::size_t>(n) + 2);
    char *p = out.data() + at;
    *p++ = '"';
    for (qsizetype i = 0; i < n; ++i)
        *p++ = static_cast<char>(chars[i].unicode());
    *p = '"';
}

void appendCard(std::string &out, felt::Card card)
{
    // Each card's JSON string ("\"7H\"") made once (per thread: the hubs' threads write at once).
    thread_local std::array<std::string, 256> texts;
    std::string &text = texts[card.code()];
    if (text.empty())
        text = '"' + felt::toText(card) + '"';
    out += text;
}

void appendCards(std::string &out, const felt::StaticVec<felt::Card, 16> &cards)
{
    out += '[';
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i > 0)
            out += ',';
        appendCard(out, cards[i]);
    }
    out += ']';
}

void appendPlace(std::string &out, const felt::Place &p)
{
    out += '{';
    bool first = true;
    auto key = [&](const char *name) {
        out += first ? "\"" : ",\"";
        first = false;
        out += name;
        out += "\":";
    };
    if (!p.zone.empty()) {
        key("zone");
        felt::appendJsonString(out, p.zone);
    }
    if (p.owner >= 0) {
        key("owner");
        appendInt(out, p.owner);
    }
    if (p.pile >= 0) {
        key("pile");
        appendInt(out, p.pile);
    }
    if (p.index >= 0) {
        key("index");
        appendInt(out, p.index);
    }
    if (p.card.isValid()) {
        key("card");
        appendCard(out, p.card);
    }
    out += '}';
}

} // namespace

void appendViewJson(std::string &out, const SeatSnapshot &s)
{
    out += "{\"game\":";
    appendText(out, s.game);
    out += ",\"players\":";
    appendInt(out, s.players);
    out += s.over ? ",\"over\":true,\"toAct\":" : ",\"over\":false,\"toAct\":";
    appendInts(out, s.toAct);
    out += ",\"legal\":{";
    if (s.seat >= 0 && s.toAct.has(s.seat)) {
        out += '"';
        appendInt(out, s.seat);
        out += "\":[";
        for (qsizetype i = 0; i < s.legal.size(); ++i) {
            if (i > 0)
                out += ',';
            appendText(out, s.legal.at(i));
        }
        out += ']';
    }
    out += "},\"state\":";
    if (!s.stateText.empty())
        out += s.stateText;
    else
        felt::appendJson(out, s.state);
    if (s.over) {
        out += ",\"result\":";
        felt::appendJson(out, s.result);
    }
    out += '}';
}

void appendMovesJson(std::string &out, const felt::MoveList &moves)
{
    out += '[';
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const felt::Move &m = moves[i];
        if (i > 0)
            out += ',';
        out += "{\"action\":";
        felt::appendJsonString(out, m.action);
        out += ",\"verb\":";
        felt::appendJsonString(out, m.verb);
        out += ",\"cards\":";
        appendCards(out, m.cards);
        out += ",\"from\":";
        appendPlace(out, m.from);
        out += ",\"to\":";
        appendPlace(out, m.to);
        out += '}';
    }
    out += ']';
}

void appendPublicJson(std::string &out, const SeatSnapshot &s)
{
    out += ",\"mustAct\":";
    appendInts(out, s.mustAct);
    out += ",\"info\":";
    felt::appendJson(out, s.info);
    out += s.simultaneous ? ",\"simultaneous\":true" : ",\"simultaneous\":false";
}

void appendEventJson(std::string &out, const felt::GameSpec &spec, int action, const felt::Event &event)
{
    out += "{\"action\":";
    appendInt(out, action);
    out += ",\"kind\":";
    const std::string_view id = spec.eventId ? spec.eventId(event.kind) : std::string_view();
    felt::appendJsonString(out, id.empty() ? std::string_view("unknown") : id);
    if (event.seat >= 0) {
        out += ",\"seat\":";
        appendInt(out, static_cast<int>(event.seat));
    }
    if (event.target >= 0) {
        out += ",\"target\":";
        appendInt(out, static_cast<int>(event.target));
    }
    if (event.count != 0) {
        out += ",\"count\":";
        appendInt(out, static_cast<int>(event.count));
    }
    if (event.index >= 0) {
        out += ",\"index\":";
        appendInt(out, static_cast<int>(event.index));
    }
    if (!event.cards.empty()) {
        out += ",\"cards\":";
        appendCards(out, event.cards);
    }
    out += '}';
}

} // namespace net
