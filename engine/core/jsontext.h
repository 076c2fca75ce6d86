// A value written straight as compact JSON text, with the builder face of Value (value.h):
// object(), array(), set(), push(), and the same scalars. A game's view code written once
// as a template over the two (`template<class V> V stateOf(Viewer)`) gives the app its Value
// tree and the network host its text without building the tree: the text is exactly what
// the app's writer (app/core/json.h, appendJson) makes of the tree — members in the order
// they are set, integers in decimal, strings escaped alike (tests/net/tst_protocol.cpp,
// stateTextIsTheTreesJson, walks every game to prove it). Each container keeps its own text
// until it is set or pushed into its parent, so the view code keeps its order of work; the
// text goes into room made beforehand (a buffer that doubles), so a comma or a card code is
// a store or two, not a string's append.
#pragma once

#include "card.h"
#include "value.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

namespace felt {

class JsonText {
public:
    JsonText() { putLiteral("null"); }
    JsonText(std::nullptr_t) { putLiteral("null"); }
    JsonText(bool b) { putBool(b); }
    JsonText(int i) { putInt(i); }
    JsonText(std::int64_t i) { putInt(i); }
    JsonText(std::uint64_t i) { putInt(static_cast<std::int64_t>(i)); }
    JsonText(const char *s) { putText(s); }
    JsonText(const std::string &s) { putText(s); }
    JsonText(std::string_view s) { putText(s); }

    JsonText(const JsonText &other) { putBytes(other.m_data, other.m_len), m_close = other.m_close; }
    JsonText(JsonText &&other) noexcept { take(other); }
    JsonText &operator=(const JsonText &other)
    {
        if (this != &other)
            m_len = 0, putBytes(other.m_data, other.m_len), m_close = other.m_close;
        return *this;
    }
    JsonText &operator=(JsonText &&other) noexcept
    {
        if (this != &other)
            take(other);
        return *this;
    }
    ~JsonText() = default;

    static JsonText object() { return JsonText('{', '}'); }
    static JsonText array() { return JsonText('[', ']'); }

    // An array's next item, an object's next member (a key is set once: the view code never
    // sets one twice, as Value::set would replace it in place).
    void push(const JsonText &v) { next(), putValue(v); }
    void set(std::string_view key, const JsonText &v) { member(key), putValue(v); }
    // The scalars the view code gives most (card codes, counts) written in place, without a
    // JsonText of their own first: one overload for each constructor, so that a scalar is
    // written as the constructor would write it.
    void push(const std::string &s) { next(), putText(s); }
    void push(const char *s) { next(), putText(s); }
    void push(int i) { next(), putInt(i); }
    void push(std::int64_t i) { next(), putInt(i); }
    void push(std::uint64_t i) { next(), putInt(static_cast<std::int64_t>(i)); }
    void push(bool b) { next(), putBool(b); }
    void set(std::string_view key, const std::string &s) { member(key), putText(s); }
    void set(std::string_view key, const char *s) { member(key), putText(s); }
    void set(std::string_view key, int i) { member(key), putInt(i); }
    void set(std::string_view key, std::int64_t i) { member(key), putInt(i); }
    void set(std::string_view key, std::uint64_t i) { member(key), putInt(static_cast<std::int64_t>(i)); }
    void set(std::string_view key, bool b) { member(key), putBool(b); }
    // A card's code as push(toText(card)) writes it, from a table made once.
    void pushCard(Card card);
    // Room for this many bytes more.
    void reserve(std::size_t bytes) { room(bytes); }

    // The whole value (a container closed) after what `out` holds.
    void appendTo(std::string &out) const
    {
        out.append(m_data, m_len);
        if (m_close)
            out += m_close;
    }

    // The JSON writer's pieces, as app/core/json.cpp writes them.
    static void appendJsonInt(std::string &out, std::int64_t i);
    static void appendJsonText(std::string &out, std::string_view s);
    // The same string written at `p`, which has room for 6 * s.size() + 2 bytes (the most an
    // escaped string takes); the end of what it wrote.
    static char *putJsonText(char *p, std::string_view s)
    {
        *p++ = '"';
        for (const char ch : s) {
            const auto c = static_cast<unsigned char>(ch);
            if (c >= 0x20 && c != '"' && c != '\\' && c != 0x7F) [[likely]]
                *p++ = ch;
            else
                p = putEscape(p, c);
        }
        *p++ = '"';
        return p;
    }

private:
    JsonText(char open, char close) : m_close(close) { m_small[0] = open, m_len = 1; }

    // Room for n more bytes at m_data[m_len]: in the value itself while it is small (most
    // are: a hand, a count), else on the heap, doubling.
    char *room(std::size_t n)
    {
        if (m_len + n > m_capacity) [[unlikely]]
            grow(m_len + n);
        return m_data + m_len;
    }
    void grow(std::size_t needed);
    void take(JsonText &other) noexcept
    {
        m_heap = std::move(other.m_heap);
        m_capacity = other.m_capacity;
        m_len = other.m_len;
        m_close = other.m_close;
        if (m_heap) {
            m_data = m_heap.get();
        } else {
            m_data = m_small;
            std::memcpy(m_small, other.m_small, m_len);
        }
        other.m_data = other.m_small, other.m_capacity = kSmall, other.m_len = 0;
    }
    void putBytes(const char *bytes, std::size_t n)
    {
        std::memcpy(room(n), bytes, n);
        m_len += n;
    }
    void put(char c) { *room(1) = c, ++m_len; }
    template<std::size_t N> void putLiteral(const char (&text)[N])
    {
        std::memcpy(room(N - 1), text, N - 1);
        m_len += N - 1;
    }
    void putBool(bool b) { b ? putLiteral("true") : putLiteral("false"); }
    void putInt(std::int64_t i)
    {
        char *p = room(24);
        m_len = static_cast<std::size_t>(std::to_chars(p, p + 24, i).ptr - m_data);
    }
    void putText(std::string_view s)
    {
        char *p = room(6 * s.size() + 2);
        m_len = static_cast<std::size_t>(putJsonText(p, s) - m_data);
    }
    void putValue(const JsonText &v)
    {
        char *p = room(v.m_len + 1);
        std::memcpy(p, v.m_data, v.m_len);
        m_len += v.m_len;
        if (v.m_close)
            m_data[m_len++] = v.m_close;
    }
    void next()
    {
        if (m_len > 1) // past the opening bracket: an item or member before
            put(',');
    }
    void member(std::string_view key)
    {
        next();
        putText(key);
        put(':');
    }
    static char *putEscape(char *p, unsigned char c);

    static constexpr std::size_t kSmall = 120;
    char m_small[kSmall];               // the text while it fits
    std::unique_ptr<char[]> m_heap;     // and after
    char *m_data = m_small;             // the text in its first m_len bytes; room after them
    std::size_t m_capacity = kSmall;
    std::size_t m_len = 0;
    char m_close = 0;      // '}' or ']' for a container, written when it is put in its parent
};

// A card's code at the end of an array (as push(toText(card))).
inline void pushCard(Value &v, Card card) { v.push(toText(card)); }
inline void pushCard(JsonText &v, Card card) { v.pushCard(card); }

// Room for n items (Value: its array; JsonText: about a card code each).
inline void reserveItems(Value &v, std::size_t n) { v.items().reserve(n); }
inline void reserveItems(JsonText &v, std::size_t n) { v.reserve(n * 5 + 2); }

} // namespace felt
