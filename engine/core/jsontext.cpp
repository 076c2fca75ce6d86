#include "jsontext.h"

#include <array>
#include <charconv>
#include <cstring>

namespace felt {

void JsonText::appendJsonInt(std::string &out, std::int64_t i)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, i).ptr;
    out.append(digits, static_cast<std::size_t>(end - digits));
}

void JsonText::pushCard(Card card)
{
    // Every code's JSON string, made once (a function's static: safe from several threads).
    static const std::array<std::string, 256> texts = [] {
        std::array<std::string, 256> t;
        for (std::size_t code = 0; code < t.size(); ++code)
            appendJsonText(t[code], toText(Card::fromCode(static_cast<std::uint8_t>(code))));
        return t;
    }();
    next();
    m_text += texts[card.code()];
}

void JsonText::appendJsonText(std::string &out, std::string_view s)
{
    // Short strings (card codes, keys) through a buffer on the stack: one append, no zeroed room.
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

char *JsonText::putJsonText(char *p, std::string_view s)
{
    // As app/core/json.cpp's writeString: '"', '\\', the control characters and DEL escaped
    // (the usual short forms, else \u00XX), the rest as it is.
    static const char hex[] = "0123456789abcdef";
    *p++ = '"';
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c != '"' && c != '\\' && c != 0x7F) {
            *p++ = ch;
            continue;
        }
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
    }
    *p++ = '"';
    return p;
}

} // namespace felt
