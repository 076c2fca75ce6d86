// Shithead: the ranks of the hand cards nobody saw go in, in the others' hands of positions from
// normal games (deals 1..D, every third play-phase decision), against the same hands in a state
// sampled from the deciding seat's view: per rank the share in each and their ratio (1: the
// samples match normal players' hands).
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/sh_calib.cpp build/engine/libfelt_engine.a -o /tmp/sh_calib
// Run: /tmp/sh_calib [DEALS]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/shithead/shithead.h"
#include "core/match.h"
#include <cstdio>
#include <cstdlib>
using namespace felt;
using namespace felt::shithead;
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 100;
    const int P = 4;
    double t[16] = {}, sm[16] = {}, tN = 0, sN = 0;
    Rng srng(5); long steps = 0;
    for (int d = 0; d < deals; ++d) {
        State s = State::deal(Options {}, P, 1 + d);
        Rng rng = matchBotRng(1 + d);
        ActionList legal;
        while (!s.isOver()) {
            const Seat seat = s.actors().first();
            s.legalActions(seat, legal);
            const View v = s.view(seat);
            if (s.phase() == Phase::Play && ++steps % 3 == 0) {
                const State x = State::sampleFromView(v, srng);
                for (int p = 0; p < P; ++p) {
                    if (p == seat) continue;
                    CardSet unknownT = s.hand(p), unknownS = x.hand(p);
                    v.known[p].forEach([&](Card c) { unknownT.remove(c); unknownS.remove(c); });
                    unknownT.forEach([&](Card c) { t[c.rank()] += 1; tN += 1; });
                    unknownS.forEach([&](Card c) { sm[c.rank()] += 1; sN += 1; });
                }
            }
            const Action a = legal.size() == 1 ? legal.front() : chooseAction(v, legal, BotLevel::Normal, rng);
            s.apply(seat, a, nullptr);
        }
    }
    for (int r = 2; r <= 14; ++r) std::printf("rank %2d: truth %.4f sampled %.4f ratio %.2f\n", r, t[r] / tN, sm[r] / sN, (t[r] / tN) / (sm[r] / sN));
}
