#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace felt {

// Seat kinds for bots: random (uniform over legal actions), then the three levels.
enum class BotLevel : std::uint8_t { Random, Easy, Normal, Hard };

constexpr std::string_view botLevelId(BotLevel level)
{
    switch (level) {
    case BotLevel::Random: return "random";
    case BotLevel::Easy: return "easy";
    case BotLevel::Normal: return "normal";
    case BotLevel::Hard: return "hard";
    }
    return "random";
}

constexpr std::optional<BotLevel> parseBotLevel(std::string_view text)
{
    if (text == "random") return BotLevel::Random;
    if (text == "easy") return BotLevel::Easy;
    if (text == "normal") return BotLevel::Normal;
    if (text == "hard") return BotLevel::Hard;
    return std::nullopt;
}

} // namespace felt
