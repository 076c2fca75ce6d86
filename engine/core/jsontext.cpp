#include "jsontext.h"

#include <array>

namespace felt {

void JsonText::pushCard(Card card)
{
    // Every code's JSON string, made once (a function's static: safe from several threads).
    static const std::array<std::string, 256> texts = [] {
        std::array<std::string, 256> t;
        for (std::size_t code = 0; code < t.size(); ++code)
            appendJsonText(t[code], toText(Card::fromCode(static_cast<std::uint8_t>(code))));
        return t;
    }();
    const std::string &text = texts[card.code()];
    next();
    putBytes(text.data(), text.size());
}

void JsonText::grow(std::size_t needed)
{
    const std::size_t capacity = std::max(2 * m_capacity, needed);
    auto heap = std::make_unique_for_overwrite<char[]>(capacity);
    std::memcpy(heap.get(), m_data, m_len);
    m_heap = std::move(heap);
    m_data = m_heap.get();
    m_capacity = capacity;
}

void JsonText::appendJsonInt(std::string &out, std::int64_t i)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, i).ptr;
    out.append(digits, static_cast<std::size_t>(end - digits));
}

void JsonText::appendJsonText(std::string &out, std::string_view s)
{
    // Short strings through a buffer on the stack: one append, no zeroed room.
    constexpr std::size_t kShort = 32;
    if (s.size() <= kShort) {
        char text[6 * kShort + 2];
        out.append(text, static_cast<std::size_t>(putJsonText(text, s) - text));
        return;
    }
    const std::size_t at = out.size();
    out.resize(at + 6 * s.size() + 2);
    char *end = putJsonText(out.data() + at, s);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

char *JsonText::putEscape(char *p, unsigned char c)
{
    // As app/core/json.cpp's writeString: '"', '\\', the control characters and DEL escaped,
    // the usual short forms where there is one, else \u00XX.
    static const char hex[] = "0123456789abcdef";
    *p++ = '\\';
    switch (c) {
    case '"': *p++ = '"'; break;
    case '\\': *p++ = '\\'; break;
    case '\b': *p++ = 'b'; break;
    case '\f': *p++ = 'f'; break;
    case '\n': *p++ = 'n'; break;
    case '\r': *p++ = 'r'; break;
    case '\t': *p++ = 't'; break;
    default:
        *p++ = 'u';
        *p++ = '0';
        *p++ = '0';
        *p++ = hex[c >> 4];
        *p++ = hex[c & 0xF];
    }
    return p;
}

} // namespace felt
