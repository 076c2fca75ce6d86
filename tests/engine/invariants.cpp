// The shared invariant test (see invariants.h): random games of every game that has
// joined, checked at every step. Usage: invariants [GAMES [SEED [GAME]]] (GAME: only that
// game). Exit status 0 when every invariant held, 1 at the first failure (printed with its
// seed, step, action and record).
#include "invariants.h"
#include "invariants_shithead.h"
#include "invariants_chainchain.h"
#include "invariants_mountain.h"
#include "invariants_shaftmount.h"
#include "invariants_wrongsuit.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>

int main(int argc, char *argv[])
{
    using namespace felt::invariants;
    const int games = argc > 1 ? std::atoi(argv[1]) : 10000;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20261122;
    if (games <= 0) {
        std::fprintf(stderr, "usage: invariants [GAMES [SEED]]\n");
        return 2;
    }
    const std::string_view only = argc > 3 ? argv[3] : "";
    int failures = 0;
    int ran = 0;
    auto game = [&]<class G>(G, int share) {
        if (!only.empty() && only != G::name())
            return;
        ++ran;
        failures += run<G>(std::max(1, games / share), seed);
    };
    game(ShitheadTraits {}, 1);
    // Shaftmount checks a sampled game to its end at every sixth step: half as many games keep
    // its share of the run near the others'.
    game(ShaftmountTraits {}, 2);
    game(ChainChainTraits {}, 1);
    game(MountainTraits {}, 1);
    game(WrongSuitTraits {}, 1);
    if (ran == 0) {
        std::fprintf(stderr, "invariants: no game \"%s\"\n", std::string(only).c_str());
        return 2;
    }
    return failures == 0 ? 0 : 1;
}
