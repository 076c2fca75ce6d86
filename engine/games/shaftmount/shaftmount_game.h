// Shaftmount's entry in the game registry.
#pragma once

#include "core/registry.h"

namespace felt::shaftmount {
GameSpec spec();
}
