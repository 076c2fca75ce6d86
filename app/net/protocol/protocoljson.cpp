// What the hub sends most, written straight as JSON text (protocol.h): a seat, a seat's view,
// its moves, what every seat's message shares, an event. The same as trees of values (and
// read back): protocolvalues.cpp; both write the same JSON (tests/net/tst_protocol.cpp).
#include "protocol.h"
#include "protocolfields.h"

#include "json.h"

#include "core/card.h"
#include "core/jsontext.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

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

const std::string &cardJson(felt::Card card)
{
    // Each card's JSON string ("\"7H\"") made once (per thread: the hubs' threads write at once).
    thread_local std::array<std::string, 256> texts;
    std::string &text = texts[card.code()];
    if (text.empty())
        text = '"' + felt::toText(card) + '"';
    return text;
}

void appendCard(std::string &out, felt::Card card)
{
    out += cardJson(card);
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

// Writes into room made beforehand (as much as the bound asked for: a buffer of the thread's,
// kept from one use to the next), with no check and no growing on the way; what was written
// goes after the string's end at the end, in one copy.
class Room {
public:
    Room(std::string &out, std::size_t bound) : m_out(out)
    {
        thread_local std::vector<char> room;
        if (room.size() < bound)
            room.resize(std::max(bound, 2 * room.size()));
        m_start = room.data();
        m_p = m_start;
    }
    ~Room() { m_out.append(m_start, static_cast<std::size_t>(m_p - m_start)); }
    Room(const Room &) = delete;
    Room &operator=(const Room &) = delete;

    template<std::size_t N> void put(const char (&text)[N])
    {
        std::memcpy(m_p, text, N - 1);
        m_p += N - 1;
    }
    void put(char c) { *m_p++ = c; }
    void integer(int i) { m_p = std::to_chars(m_p, m_p + 12, i).ptr; }
    void text(std::string_view s) { m_p = felt::JsonText::putJsonText(m_p, s); }
    void card(felt::Card c)
    {
        const std::string &t = cardJson(c);
        std::memcpy(m_p, t.data(), t.size());
        m_p += t.size();
    }
    void place(const felt::Place &p)
    {
        // Only the fields a place has, in this order; {} for none.
        char sep = '{';
        if (!p.zone.empty()) {
            put(std::exchange(sep, ','));
            put("\"zone\":");
            text(p.zone);
        }
        if (p.owner >= 0) {
            put(std::exchange(sep, ','));
            put("\"owner\":");
            integer(p.owner);
        }
        if (p.pile >= 0) {
            put(std::exchange(sep, ','));
            put("\"pile\":");
            integer(p.pile);
        }
        if (p.index >= 0) {
            put(std::exchange(sep, ','));
            put("\"index\":");
            integer(p.index);
        }
        if (p.card.isValid()) {
            put(std::exchange(sep, ','));
            put("\"card\":");
            card(p.card);
        }
        if (sep == '{')
            put('{');
        put('}');
    }
    // The most place() writes.
    static std::size_t placeBound(const felt::Place &p) { return 6 * p.zone.size() + 80; }

private:
    std::string &m_out;
    char *m_start = nullptr;
    char *m_p = nullptr;
};

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
        for (std::size_t i = 0; i < s.legalTexts.size(); ++i) {   // (a snapshot taken to be sent)
            if (i > 0)
                out += ',';
            felt::JsonText::appendJsonText(out, s.legalTexts[i]);
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
    // The room all the moves may take, then each written with no check on the way.
    std::size_t bound = 2;
    for (const felt::Move &m : moves)
        bound += 64 + 6 * (m.action.size() + m.verb.size()) + 8 * m.cards.size() + Room::placeBound(m.from)
                 + Room::placeBound(m.to);
    Room room(out, bound);
    room.put('[');
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const felt::Move &m = moves[i];
        if (i > 0)
            room.put(',');
        room.put("{\"action\":");
        room.text(m.action);
        room.put(",\"verb\":");
        room.text(m.verb);
        room.put(",\"cards\":[");
        for (std::size_t c = 0; c < m.cards.size(); ++c) {
            if (c > 0)
                room.put(',');
            room.card(m.cards[c]);
        }
        room.put("],\"from\":");
        room.place(m.from);
        room.put(",\"to\":");
        room.place(m.to);
        room.put('}');
    }
    room.put(']');
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
