// Shithead bots: placeholder until the heuristic bots land (uniform over legal actions).
#include "games/shithead/shithead.h"

namespace felt::shithead {

Action chooseAction(const View &, std::span<const Action> legal, BotLevel, Rng &rng)
{
    return legal[rng.below(legal.size())];
}

} // namespace felt::shithead
