// Wrong Suit: hard (one seat) against normal; at each of hard's decisions the oracle's
// choice; where they differ, both continued by normal play on the true state (deterministic),
// the place difference under the true Ace. Also the oracle's choice's rank in normal's order.
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/ws_regret.cpp build/engine/libfelt_engine.a -o /tmp/ws_regret
// Run: /tmp/ws_regret [DEALS]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/wrongsuit/wrongsuit.h"
#include "games/wrongsuit/wrongsuit_bot.h"
#include "core/match.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
using namespace felt;
using namespace felt::wrongsuit;
int placeAfter(State s, Seat seat)
{
    ActionList legal;
    while (!s.isOver()) {
        const Seat a = s.actors().first();
        s.legalActions(a, legal);
        s.apply(a, legal.size() == 1 ? legal.front() : bots::normalChoice(bots::sightOf(s, a), legal), nullptr);
    }
    return s.places()[seat];
}
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 20;
    double regretR[14] = {}; long nR[14] = {}, diffR[14] = {};
    long rankHist[20] = {}; long hardRank[20] = {};
    double place = 0; long games = 0;
    for (int d = 0; d < deals; ++d)
        for (Seat me = 0; me < 4; ++me) {
            State s = State::deal(Options {}, 4, 1 + d);
            Rng rng = matchBotRng(1 + d);
            ActionList legal;
            while (!s.isOver()) {
                const Seat seat = s.actors().first();
                s.legalActions(seat, legal);
                Action a;
                if (seat == me && legal.size() > 1) {
                    Rng copy = rng;
                    const Action o = oracleAction(s, seat, legal, copy);
                    a = chooseAction(s.view(seat), legal, BotLevel::Hard, rng);
                    std::vector<double> sc(legal.size());
                    bots::normalChoice(bots::sightOf(s.view(seat)), legal, bots::kNormalWeights, sc);
                    std::vector<std::size_t> ord(legal.size()); std::iota(ord.begin(), ord.end(), 0);
                    std::stable_sort(ord.begin(), ord.end(), [&](auto x, auto y) { return sc[x] > sc[y]; });
                    for (std::size_t k = 0; k < ord.size(); ++k) { if (legal[ord[k]] == o) ++rankHist[std::min<std::size_t>(k, 19)]; if (legal[ord[k]] == a) ++hardRank[std::min<std::size_t>(k, 19)]; }
                    const int r = s.round();
                    ++nR[r];
                    if (!(a == o)) {
                        ++diffR[r];
                        State x = s; x.apply(seat, a, nullptr);
                        State y = s; y.apply(seat, o, nullptr);
                        regretR[r] += placeAfter(x, seat) - placeAfter(y, seat);
                    }
                } else {
                    a = legal.size() == 1 ? legal.front() : chooseAction(s.view(seat), legal, BotLevel::Normal, rng);
                }
                s.apply(seat, a, nullptr);
            }
            place += s.places()[me] + 1; ++games;
        }
    std::printf("hard mean place %.3f over %ld games\n", place / games, games);
    for (int r = 1; r <= 12; ++r) std::printf("round %2d: decisions %ld differ %ld regret/game %.3f\n", r, nR[r], diffR[r], regretR[r] / games);
    std::printf("oracle's choice at normal's rank:"); for (int k = 0; k < 20; ++k) std::printf(" %ld", rankHist[k]); std::printf("\n");
    std::printf("hard's choice at normal's rank:  "); for (int k = 0; k < 20; ++k) std::printf(" %ld", hardRank[k]); std::printf("\n");
}
