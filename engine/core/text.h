// Splitting action texts into words.
#pragma once

#include "staticvec.h"

#include <string_view>

namespace felt {

using Words = StaticVec<std::string_view, 16>;

// Splits on single or repeated spaces; false when there are more than 16 words.
inline bool splitWords(std::string_view text, Words &out)
{
    out.clear();
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        if (i >= text.size())
            break;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ')
            ++j;
        if (out.full())
            return false;
        out.push_back(text.substr(i, j - i));
        i = j;
    }
    return true;
}

// Parses a small non-negative decimal integer; -1 when it is not one.
inline int parseIndex(std::string_view text)
{
    if (text.empty() || text.size() > 4)
        return -1;
    int v = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return -1;
        v = v * 10 + (c - '0');
    }
    return v;
}

} // namespace felt
