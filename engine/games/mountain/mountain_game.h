// Bring Down the Mountain's entry in the game registry.
#pragma once

#include "core/registry.h"

namespace felt::mountain {

class State;

GameSpec spec();
// The Mountain state inside a game built by the registry; null for any other game.
const State *typedState(const AnyGame &game);

}
