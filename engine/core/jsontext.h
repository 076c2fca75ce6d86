// A value written straight as compact JSON text, with the builder face of Value (value.h):
// object(), array(), set(), push(), and the same scalars. A game's view code written once
// as a template over the two (`template<class V> V stateOf(Viewer)`) gives the app its Value
// tree and the network host its text without building the tree: the text is exactly what
// the app's writer (app/core/json.h, appendJson) makes of the tree — members in the order
// they are set, integers in decimal, strings escaped alike (tests/net/tst_viewtext.cpp walks
// every game to prove it). Each container keeps its own text until it is set or pushed into
// its parent, so the view code keeps its order of work.
#pragma once

#include "card.h"
#include "value.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace felt {

class JsonText {
public:
    JsonText() : m_text("null") { }
    JsonText(std::nullptr_t) : m_text("null") { }
    JsonText(bool b) : m_text(b ? "true" : "false") { }
    JsonText(int i) { appendJsonInt(m_text, i); }
    JsonText(std::int64_t i) { appendJsonInt(m_text, i); }
    JsonText(std::uint64_t i) { appendJsonInt(m_text, static_cast<std::int64_t>(i)); }
    JsonText(const char *s) { appendJsonText(m_text, s); }
    JsonText(const std::string &s) { appendJsonText(m_text, s); }
    JsonText(std::string_view s) { appendJsonText(m_text, s); }

    static JsonText object() { return JsonText('{', '}'); }
    static JsonText array() { return JsonText('[', ']'); }

    // An array's next item, an object's next member (a key is set once: the view code never
    // sets one twice, as Value::set would replace it in place).
    void push(const JsonText &v)
    {
        next();
        v.appendTo(m_text);
    }
    void set(std::string_view key, const JsonText &v)
    {
        member(key);
        v.appendTo(m_text);
    }
    // The scalars the view code gives most (card codes, counts) written in place, without a
    // JsonText of their own first: one overload for each constructor, so that a scalar is
    // written as the constructor would write it.
    void push(const std::string &s) { next(), appendJsonText(m_text, s); }
    void push(const char *s) { next(), appendJsonText(m_text, s); }
    void push(int i) { next(), appendJsonInt(m_text, i); }
    void push(std::int64_t i) { next(), appendJsonInt(m_text, i); }
    void push(std::uint64_t i) { next(), appendJsonInt(m_text, static_cast<std::int64_t>(i)); }
    void push(bool b) { next(), m_text += b ? "true" : "false"; }
    // A card's code as push(toText(card)) writes it, from a table made once.
    void pushCard(Card card);
    void set(std::string_view key, const std::string &s) { member(key), appendJsonText(m_text, s); }
    void set(std::string_view key, const char *s) { member(key), appendJsonText(m_text, s); }
    void set(std::string_view key, int i) { member(key), appendJsonInt(m_text, i); }
    void set(std::string_view key, std::int64_t i) { member(key), appendJsonInt(m_text, i); }
    void set(std::string_view key, std::uint64_t i) { member(key), appendJsonInt(m_text, static_cast<std::int64_t>(i)); }
    void set(std::string_view key, bool b) { member(key), m_text += b ? "true" : "false"; }
    void reserve(std::size_t bytes) { m_text.reserve(bytes); }

    // The whole value (a container closed) after what `out` holds.
    void appendTo(std::string &out) const
    {
        out += m_text;
        if (m_close)
            out += m_close;
    }

    // The JSON writer's pieces, as app/core/json.cpp writes them.
    static void appendJsonInt(std::string &out, std::int64_t i);
    static void appendJsonText(std::string &out, std::string_view s);
    // The same string written at `p`, which has room for 6 * s.size() + 2 bytes (the most an
    // escaped string takes); the end of what it wrote.
    static char *putJsonText(char *p, std::string_view s);

private:
    JsonText(char open, char close) : m_text(1, open), m_close(close) { }
    void next()
    {
        if (!m_empty)
            m_text += ',';
        m_empty = false;
    }
    void member(std::string_view key)
    {
        next();
        appendJsonText(m_text, key);
        m_text += ':';
    }

    std::string m_text;
    char m_close = 0;      // '}' or ']' for a container, written when it is put in its parent
    bool m_empty = true;   // no item or member yet
};

// A card's code at the end of an array (as push(toText(card))).
inline void pushCard(Value &v, Card card) { v.push(toText(card)); }
inline void pushCard(JsonText &v, Card card) { v.pushCard(card); }

// Room for n items (Value: its array; JsonText: about a card code each).
inline void reserveItems(Value &v, std::size_t n) { v.items().reserve(n); }
inline void reserveItems(JsonText &v, std::size_t n) { v.reserve(n * 5 + 2); }

} // namespace felt
