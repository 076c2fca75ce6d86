// Wrong Suit: how likely each rank is to be given rather than kept, per thousand, in games of
// four normal players (deals 1..D): for rounds 1-4, 5-8 and 9 on, the gifts of that rank to
// another seat and to oneself over the cards of that rank held at a gift (the weights of
// engine/games/wrongsuit/wrongsuit_sample.cpp).
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/ws_gifts.cpp build/engine/libfelt_engine.a -o /tmp/ws_gifts
// Run: /tmp/ws_gifts [DEALS]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/wrongsuit/wrongsuit.h"
#include "core/match.h"
#include <cstdio>
#include <cstdlib>
using namespace felt;
using namespace felt::wrongsuit;
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 300;
    long given[3][2][14] = {}, held[3][14] = {};
    for (int d = 0; d < deals; ++d) {
        State s = State::deal(Options {}, 4, 1 + d);
        Rng rng = matchBotRng(1 + d);
        ActionList legal;
        while (!s.isOver()) {
            const Seat seat = s.actors().first();
            s.legalActions(seat, legal);
            const Action a = legal.size() == 1 ? legal.front() : chooseAction(s.view(seat), legal, BotLevel::Normal, rng);
            const int g = s.round() <= 4 ? 0 : s.round() <= 8 ? 1 : 2;
            ++given[g][a.target == seat][a.card.rank()];
            s.hand(seat).forEach([&](Card c) { ++held[g][c.rank()]; });
            s.apply(seat, a, nullptr);
        }
    }
    for (int g = 0; g < 3; ++g) {
        std::printf("rounds %d: other", g * 4 + 1);
        for (int r = 2; r <= 12; ++r) std::printf(" %4.0f", 1000.0 * given[g][0][r] / held[g][r]);
        std::printf("\n           self ");
        for (int r = 2; r <= 12; ++r) std::printf(" %4.0f", 1000.0 * given[g][1][r] / held[g][r]);
        std::printf("\n");
    }
}
