// The engine's one list of games. Adding a game: its folder engine/games/<game>/ and one line
// here (and one in the app's list, app/games/registry.cpp).
#include "core/registry.h"

#include "games/chainchain/chainchain_game.h"
#include "games/mountain/mountain_game.h"
#include "games/shaftmount/shaftmount_game.h"
#include "games/shithead/shithead_game.h"
#include "games/wrongsuit/wrongsuit_game.h"

#include <array>

namespace felt {

std::span<const GameSpec> gameSpecs()
{
    static const std::array<GameSpec, 5> specs {
        shithead::spec(),
        shaftmount::spec(),
        mountain::spec(),
        chainchain::spec(),
        wrongsuit::spec(),
    };
    return specs;
}

} // namespace felt
