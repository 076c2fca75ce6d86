// Bring Down the Mountain's entry in the game registry.
#pragma once

#include "core/registry.h"

namespace felt::mountain {

GameSpec spec();

} // namespace felt::mountain
