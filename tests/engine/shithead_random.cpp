// Shithead's randomAction() is exactly the uniform choice legal[rng.below(legal.size())]
// over legalActions(), for every seat and phase, with every option (checked over random games).
#include "games/shithead/shithead.h"

#include <cstdio>

using namespace felt;
using namespace felt::shithead;

int main()
{
    long checked = 0;
    for (int config = 0; config < 6; ++config) {
        Options o;
        o.decks = config == 5 ? 2 : 1;
        o.jokers = config >= 3;
        o.transparentEights = config == 1 || config == 4;
        o.sevenLower = config == 2 || config == 4;
        o.tensRestricted = config == 2;
        o.skipNine = config == 1;
        const int players = 2 + config % 4;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            State s = State::deal(o, players, seed * 7919 + static_cast<std::uint64_t>(config));
            Rng driver(seed);
            ActionList legal;
            ActionList scratch;
            while (!s.isOver()) {
                const Seat seat = s.actors().first();
                s.legalActions(seat, legal);
                Rng a(driver.next());
                Rng b = a;
                const Action fast = s.randomAction(seat, a, scratch);
                const Action listed = legal[b.below(legal.size())];
                ++checked;
                if (!(fast == listed) || !(a == b)) {
                    std::fprintf(stderr, "FAIL config %d seed %llu: randomAction gave \"%s\", the list \"%s\"\n", config,
                                 static_cast<unsigned long long>(seed), actionText(fast).c_str(), actionText(listed).c_str());
                    return 1;
                }
                s.apply(seat, fast);
            }
        }
    }
    std::printf("randomAction agreed with the legal list %ld times\n", checked);
    return 0;
}
