// Where a level's seat collects its cards in Chain-Chain (one seat of LEVEL, normal elsewhere,
// seeds 1..D, the level rotated through the seats, as felt-cli arena plays them): cards
// collected by takes per game, by the stock at the time, and at the last play.
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/cc_phase.cpp build/engine/libfelt_engine.a -o /tmp/cc_phase
// Run: /tmp/cc_phase [DEALS] [normal|hard|oracle]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/chainchain/chainchain.h"
#include "core/match.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
using namespace felt;
using namespace felt::chainchain;
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 20;
    const char *level = argc > 2 ? argv[2] : "hard";
    const int P = 4;
    const char *names[] = { "stock>=33", "stock17-32", "stock1-16", "stock0", "lastplay" };
    double taken[5] = {}, takenN[5] = {}; double place = 0; long games = 0;
    double rel[P] = {};
    for (int d = 0; d < deals; ++d)
        for (Seat me = 0; me < P; ++me) {
            State s = State::deal(Options {}, P, 1 + d);
            Rng rng = matchBotRng(1 + d);
            ActionList legal;
            while (!s.isOver()) {
                const Seat seat = s.actors().first();
                s.legalActions(seat, legal);
                Action a;
                const bool mine = seat == me;
                if (legal.size() == 1) a = legal.front();
                else if (mine && !strcmp(level, "oracle")) a = oracleAction(s, seat, legal, rng);
                else a = chooseAction(s.view(seat), legal, mine && !strcmp(level, "hard") ? BotLevel::Hard : BotLevel::Normal, rng);
                const int stock = s.stockCount();
                const int bucket = stock >= 33 ? 0 : stock >= 17 ? 1 : stock >= 1 ? 2 : 3;
                std::array<int, P> before; for (int p = 0; p < P; ++p) before[p] = s.collected(p).total();
                s.apply(seat, a, nullptr);
                for (int p = 0; p < P; ++p) {
                    const int got = s.collected(p).total() - before[p];
                    if (!got) continue;
                    const int b = s.isOver() ? 4 : bucket;
                    if (p == me) taken[b] += got; else takenN[b] += got / 3.0;
                    rel[(p - me + P) % P] += got;
                }
            }
            place += s.places()[me] + 1; ++games;
        }
    std::printf("%s: mean place %.3f over %ld games; cards collected per game, the level's seat (a normal seat's mean)\n", level, place / games, games);
    for (int b = 0; b < 5; ++b) std::printf("  %-11s %.2f (%.2f)\n", names[b], taken[b] / games, takenN[b] / games);
    std::printf("  by seat after it: %.2f %.2f %.2f %.2f\n", rel[0] / games, rel[1] / games, rel[2] / games, rel[3] / games);
}
