// The shared invariant test (see invariants.h): random games of every game that has
// joined, checked at every step. Usage: invariants [GAMES [SEED]]. Exit status 0 when every
// invariant held, 1 at the first failure (printed with its seed, step, action and record).
#include "invariants.h"
#include "invariants_shithead.h"
#include "invariants_chainchain.h"
#include "invariants_mountain.h"
#include "invariants_shaftmount.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

int main(int argc, char *argv[])
{
    using namespace felt::invariants;
    const int games = argc > 1 ? std::atoi(argv[1]) : 10000;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20261122;
    if (games <= 0) {
        std::fprintf(stderr, "usage: invariants [GAMES [SEED]]\n");
        return 2;
    }
    int failures = 0;
    failures += run<ShitheadTraits>(games, seed);
    failures += run<ChainChainTraits>(games, seed);
    failures += run<MountainTraits>(games, seed);
    // Shaftmount checks a sampled game to its end at every sixth step: half as many games keep
    // its share of the run near the others'.
    failures += run<ShaftmountTraits>(std::max(1, games / 2), seed);
    return failures == 0 ? 0 : 1;
}
