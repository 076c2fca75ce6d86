// Shaftmount: the cards of the other players' hands in positions from normal games (deals 1..D,
// every seventh decision), against the same hands in a state sampled from the deciding seat's
// view, by kind: not a closing card; a closing card that closes no other player's sequence; a
// closing card that would close another player's sequence.
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/sm_calib.cpp build/engine/libfelt_engine.a -o /tmp/sm_calib
// Run: /tmp/sm_calib [DEALS]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/shaftmount/shaftmount.h"
#include "core/match.h"
#include <cstdio>
#include <cstdlib>
using namespace felt;
using namespace felt::shaftmount;
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 20;
    double t[3] = {}, sm[3] = {}, tN = 0, sN = 0;
    Rng srng(3);
    long steps = 0;
    for (int d = 0; d < deals; ++d) {
        State s = State::deal(Options {}, 4, 1 + d);
        Rng rng = matchBotRng(1 + d);
        ActionList legal;
        long count = 0;
        while (!s.isOver() && count < 3000) {
            const Seat seat = mustActOf(s).first();
            s.legalActions(seat, legal);
            if (++steps % 7 == 0) {
                const View v = s.view(seat);
                const std::uint64_t cm = closingMask(s.closing());
                const State x = State::sampleFromView(v, srng);
                auto cat = [&](Card c, int p) {
                    if (!((cm >> c.code()) & 1)) return 0;
                    for (const Sequence &q : s.sequences())
                        if (q.owner != p && q.suit() == c.suit() && q.top().rank() < c.rank()) return 2;
                    return 1;
                };
                for (int p = 0; p < 4; ++p) {
                    if (p == seat || !s.in().has(p)) continue;
                    s.hand(p).forEach([&](Card c) { t[cat(c, p)] += 1; tN += 1; });
                    x.hand(p).forEach([&](Card c) { sm[cat(c, p)] += 1; sN += 1; });
                }
            }
            const Action a = legal.size() == 1 ? legal.front() : chooseAction(s.view(seat), legal, BotLevel::Normal, rng);
            s.apply(seat, a, nullptr);
            ++count;
        }
    }
    const char *names[] = { "not closing", "closing, no other's sequence", "closes another's sequence" };
    for (int k = 0; k < 3; ++k) std::printf("%-30s truth %.4f sampled %.4f\n", names[k], t[k] / tN, sm[k] / sN);
}
