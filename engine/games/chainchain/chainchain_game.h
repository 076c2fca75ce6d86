// Chain-Chain's entry in the game registry.
#pragma once

#include "core/registry.h"

namespace felt::chainchain {
GameSpec spec();
}
