// The games the engine knows: one GameSpec each, in one explicit list
// (engine/games/registry.cpp; no static self-registration).
#pragma once

#include "anygame.h"
#include "card.h"
#include "expected.h"
#include "move.h"
#include "options.h"
#include "reason.h"
#include "value.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace felt {

struct MatchConfig {
    int players = 0;
    Value options = Value::object();
    std::vector<BotLevel> seats;   // one per seat
    int games = 1;
    std::uint64_t seed = 1;        // game g uses seed + g
    int jobs = 1;
};

struct ArenaConfig;

struct GameSpec {
    std::string_view id;          // "shithead", ...
    CardFamily family = CardFamily::French;
    int minPlayers = 0;
    int maxPlayers = 0;           // with the most generous options
    bool available = false;       // implemented in this build
    // A game from a record's parts. `deal` may be null (the seed makes the deal).
    Expected<std::unique_ptr<AnyGame>, SetupError> (*create)(int players, const Value &options,
                                                             std::uint64_t seed, const Value *deal) = nullptr;
    // Every option, in the order the rules file lists them.
    OptionSpecs (*options)() = nullptr;
    // Bot-only games; the JSON summary of docs/felt-cli.md (`felt-cli play`).
    Expected<Value, SetupError> (*playMatch)(const MatchConfig &config) = nullptr;
    // Duplicate deals, one level against another (`felt-cli arena`, arena.h).
    Expected<Value, SetupError> (*playArena)(const ArenaConfig &config) = nullptr;
    // Games with a solver (AnyGame::solve): its default budget in nodes; 0 for none.
    long defaultSolveBudget = 0;
    // And the most its tables may take by default, in bytes.
    std::size_t defaultSolveMemory = 0;
    // Stable kebab-case names of the game's own refusal codes and event kinds.
    std::string_view (*reasonId)(Reason reason) = nullptr;
    std::string_view (*eventId)(std::uint8_t kind) = nullptr;
    // The names of the game's hint reasons (core/why.h, <game>_why.h) by code from 1; "" past
    // the last. The app's folder for the game has a sentence for each.
    std::string_view (*whyId)(std::uint8_t code) = nullptr;
    // How long a computer player's move of this kind should stay in view before the next one,
    // for a table people watch: 1 a full pause, less for what merely follows a play (a draw,
    // the end of a turn). Null: always 1 (movePace()).
    double (*pace)(const Move &move) = nullptr;
};

// The pace of `move` in the game `spec` (GameSpec::pace); 1 for a game without one.
inline double movePace(const GameSpec *spec, const Move &move)
{
    return spec && spec->pace ? spec->pace(move) : 1.0;
}

// The name at `index` in a game's table of code names (its reasonId/eventId), or "" outside it.
constexpr std::string_view codeName(std::span<const std::string_view> names, int index)
{
    return index >= 0 && index < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(index)] : std::string_view();
}

// All five games, in the order the app lists them.
std::span<const GameSpec> gameSpecs();
const GameSpec *findGame(std::string_view id);

// Every option of the game with its default value (an empty object for an unknown game).
Value defaultOptions(const GameSpec &spec);
// The name of a refusal code, shared or the game's own ("too-low").
std::string_view reasonId(const GameSpec &spec, Reason reason);

} // namespace felt
