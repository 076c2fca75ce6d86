#include "jsontext.h"

#include <charconv>
#include <cstring>

namespace felt {

void JsonText::appendJsonInt(std::string &out, std::int64_t i)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, i).ptr;
    out.append(digits, static_cast<std::size_t>(end - digits));
}

void JsonText::appendJsonText(std::string &out, std::string_view s)
{
    // As app/core/json.cpp's writeString: runs that need no escape in one piece; '"', '\\',
    // the control characters and DEL escaped (the usual short forms, else \u00XX).
    static const char hex[] = "0123456789abcdef";
    auto plain = [](unsigned char c) { return c >= 0x20 && c != '"' && c != '\\' && c != 0x7F; };
    out += '"';
    std::size_t run = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (plain(c))
            continue;
        out.append(s.data() + run, i - run);
        run = i + 1;
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 0xF];
        }
    }
    out.append(s.data() + run, s.size() - run);
    out += '"';
}

} // namespace felt
