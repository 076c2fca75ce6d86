#include "shaftmount.h"
namespace felt::shaftmount {
Action chooseAction(const View &, std::span<const Action> legal, BotLevel, Rng &rng) { return legal[rng.below(legal.size())]; }
}
