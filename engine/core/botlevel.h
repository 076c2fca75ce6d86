#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace felt {

// Seat kinds for bots: random (uniform over legal actions), then the three levels, then the
// oracle: the hard player's search given the true state instead of samples of what it cannot
// see. The oracle measures a game's ceiling in `felt-cli play` and `felt-cli arena` only; it
// is never offered at a table (the app, saved games, the network): parseBotLevel refuses it,
// and a decision from a seat's view (Traits::choose, AnyGame::botTask) cannot see more than
// the view, so there the oracle plays as hard.
enum class BotLevel : std::uint8_t { Random, Easy, Normal, Hard, Oracle };
inline constexpr std::size_t kBotLevels = 5;   // how many BotLevel values there are

constexpr std::string_view botLevelId(BotLevel level)
{
    switch (level) {
    case BotLevel::Random: return "random";
    case BotLevel::Easy: return "easy";
    case BotLevel::Normal: return "normal";
    case BotLevel::Hard: return "hard";
    case BotLevel::Oracle: return "oracle";
    }
    return "random";
}

// The kinds a table may seat: random, easy, normal, hard (never the oracle).
constexpr std::optional<BotLevel> parseBotLevel(std::string_view text)
{
    if (text == "random") return BotLevel::Random;
    if (text == "easy") return BotLevel::Easy;
    if (text == "normal") return BotLevel::Normal;
    if (text == "hard") return BotLevel::Hard;
    return std::nullopt;
}

// The kinds felt-cli's bot-only matches may seat: those of parseBotLevel and the oracle.
constexpr std::optional<BotLevel> parseMatchLevel(std::string_view text)
{
    if (text == "oracle") return BotLevel::Oracle;
    return parseBotLevel(text);
}

// The level a decision from a seat's view is made at: the oracle's own only with the true
// state, so from a view it plays as hard.
constexpr BotLevel viewLevel(BotLevel level)
{
    return level == BotLevel::Oracle ? BotLevel::Hard : level;
}

} // namespace felt
