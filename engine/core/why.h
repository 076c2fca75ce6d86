// Why a hint suggests its action (and why a game review's hard player would have chosen
// its own): one of the game's reason codes with a few numbers, never a sentence. The codes
// are the terms the game's computer players weigh (a closing card for an opponent, a card
// kept for later); each game declares its codes in its own folder (<game>_why.h) and the
// app's folder for the game gives the sentences.
//
// A Why is a few bytes and is worked out from the seat's view after the choice, so the
// bots' decisions stay as they are: no strings, no allocation, the same moves.
#pragma once

#include "value.h"

#include <cstdint>
#include <string_view>

namespace felt {

struct Why {
    std::uint8_t code = 0;   // the game's code; 0: nothing to say
    std::int8_t seat = -1;   // the seat the reason is about, -1: none
    std::int16_t a = 0;      // the code's numbers (a rank, a count, points), as its game says
    std::int16_t b = 0;
    std::int16_t c = 0;
    std::int16_t d = 0;

    bool operator==(const Why &) const = default;
};

// {"code": id, "seat": seat (when >= 0), aName: a (when named), bName: b, cName: c, dName: d (each
// when named)}; null for an empty id (nothing to say).
inline Value whyValue(std::string_view id, const Why &why, std::string_view aName = {}, std::string_view bName = {},
                      std::string_view cName = {}, std::string_view dName = {})
{
    if (id.empty())
        return Value();
    Value v = Value::object();
    v.set("code", std::string(id));
    if (why.seat >= 0)
        v.set("seat", static_cast<int>(why.seat));
    if (!aName.empty())
        v.set(std::string(aName), static_cast<int>(why.a));
    if (!bName.empty())
        v.set(std::string(bName), static_cast<int>(why.b));
    if (!cName.empty())
        v.set(std::string(cName), static_cast<int>(why.c));
    if (!dName.empty())
        v.set(std::string(dName), static_cast<int>(why.d));
    return v;
}

} // namespace felt
