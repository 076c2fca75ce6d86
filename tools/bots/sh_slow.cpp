// Shithead: hard's slowest decisions. Hard in each seat of deals 1..D in turn (normal in the
// others, felt-cli's generators), a wall-clock timer round each of hard's decisions with a
// choice; prints the p95 and the 15 slowest with their position (phase, legal actions, hand,
// pile, stock, cards in all hands). Wall-clock: say the load.
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/sh_slow.cpp build/engine/libfelt_engine.a -o /tmp/sh_slow
// Run: /tmp/sh_slow [DEALS]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/shithead/shithead.h"
#include "core/match.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
using namespace felt;
using namespace felt::shithead;
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 10;
    const int P = 4;
    struct Rec { double ms; int deal, seat, phase, legal, hand, pile, stock, upd; };
    std::vector<Rec> recs;
    for (int d = 0; d < deals; ++d)
        for (int h = 0; h < P; ++h) {
            State s = State::deal(Options {}, P, 1 + d);
            Rng rng = matchBotRng(1 + d);
            ActionList legal;
            while (!s.isOver()) {
                const Seat seat = s.actors().first();
                s.legalActions(seat, legal);
                const View v = s.view(seat);
                Action a;
                if (seat == h && legal.size() > 1) {
                    auto t0 = std::chrono::steady_clock::now();
                    a = chooseAction(v, legal, BotLevel::Hard, rng);
                    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
                    int up = 0; for (int p = 0; p < P; ++p) up += s.hand(p).size();
                    recs.push_back({ms, d + 1, seat, (int)s.phase(), (int)legal.size(), (int)s.hand(seat).size(), (int)s.pile().size(), s.stockCount(), up});
                } else
                    a = legal.size() == 1 ? legal.front() : chooseAction(v, legal, BotLevel::Normal, rng);
                s.apply(seat, a, nullptr);
            }
        }
    std::sort(recs.begin(), recs.end(), [](auto &a, auto &b) { return a.ms > b.ms; });
    std::printf("%zu decisions; p95 %.1f\n", recs.size(), recs[recs.size() / 20].ms);
    for (int i = 0; i < 15 && i < (int)recs.size(); ++i) {
        auto &r = recs[i];
        std::printf("%.1f ms deal %d seat %d phase %d legal %d hand %d pile %d stock %d allhands %d\n", r.ms, r.deal, r.seat, r.phase, r.legal, r.hand, r.pile, r.stock, r.upd);
    }
}
