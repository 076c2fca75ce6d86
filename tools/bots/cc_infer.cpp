// Does a normal player's second card tell what it still holds? After seat X plays "A B",
// at the time the seat before X next decides, how often does X hold B (and A), against the
// hypergeometric chance from that seat's view.
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/cc_infer.cpp build/engine/libfelt_engine.a -o /tmp/cc_infer
// Run: /tmp/cc_infer [DEALS]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/chainchain/chainchain.h"
#include "core/match.h"
#include <cstdio>
#include <cstdlib>
using namespace felt;
using namespace felt::chainchain;
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 200;
    const int P = 4;
    long nB = 0, holdB = 0, nA = 0, holdA = 0, nAny = 0, holdAny = 0;
    double expB = 0, expAny = 0;
    for (int d = 0; d < deals; ++d) {
        State s = State::deal(Options {}, P, 1 + d);
        Rng rng = matchBotRng(1 + d);
        ActionList legal;
        std::array<int, P> lastB {}, lastA {};
        while (!s.isOver()) {
            const Seat seat = s.actors().first();
            // The seat before X deciding: X = next seat in direction.
            const View v = s.view(seat);
            const Seat x = (seat + v.direction + P) % P;
            if (lastB[x] && s.stockCount() > 0) {
                ++nB; holdB += s.hand(x).n[lastB[x]] > 0;
                // baseline: chance x holds a random unseen number
                int pool = 0; Counts unseen{};
                for (int n = 1; n <= 9; ++n) { int c = 2 * P - v.hand.n[n] - v.gone.n[n]; for (int p = 0; p < P; ++p) c -= v.collected[p].n[n]; for (Card k : v.pile) if (k.rank() == n) --c; unseen.n[n] = c; pool += c; }
                auto chance = [&](int n) { int draws = std::min<int>(v.handCount[x], v.atMost[x][n]); double none = 1; for (int k = 0; k < draws; ++k) none *= double(pool - unseen.n[n] - k) / (pool - k); return unseen.n[n] > 0 && draws > 0 ? 1 - none : 0.0; };
                expB += chance(lastB[x]);
                for (int n = 1; n <= 9; ++n) if (unseen.n[n]) { ++nAny; holdAny += s.hand(x).n[n] > 0; expAny += chance(n); }
                if (lastA[x]) { ++nA; holdA += s.hand(x).n[lastA[x]] > 0; }
            }
            s.legalActions(seat, legal);
            const Action a = legal.size() == 1 ? legal.front() : chooseAction(v, legal, BotLevel::Normal, rng);
            if (a.kind == Action::Kind::Play) { lastB[seat] = a.second; lastA[seat] = a.first; }
            s.apply(seat, a, nullptr);
        }
    }
    std::printf("holds its last second card B: %.3f (hypergeometric %.3f) over %ld\n", double(holdB) / nB, expB / nB, nB);
    std::printf("holds its last first card A: %.3f over %ld\n", double(holdA) / nA, nA);
    std::printf("holds any unseen number: %.3f (hypergeometric %.3f) over %ld\n", double(holdAny) / nAny, expAny / nAny, nAny);
}
