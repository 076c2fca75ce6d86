// Shaftmount: hard (one seat) against normal; at each of hard's decisions with a choice the
// oracle's choice too; where they differ, both continued by normal play on the true state to
// the end (four times, the same generator for both each time), and the place difference counted: by kind of decision
// and by the stage of the game (penalties at the table, seats still in).
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/sm_regret.cpp build/engine/libfelt_engine.a -o /tmp/sm_regret
// Run: /tmp/sm_regret [DEALS] [FIRST_SEED]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/shaftmount/shaftmount.h"
#include "games/shaftmount/shaftmount_bot.h"
#include "core/match.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
using namespace felt;
using namespace felt::shaftmount;
using K = Action::Kind;
// Each differing pair is continued this many times (the same generator for both each time).
constexpr int kContinuations = 4;
int placeAfter(State s, Seat seat, std::uint64_t seed)
{
    ActionList legal;
    Rng rng(seed);
    for (int step = 0; !s.isOver() && step < 20000; ++step) {
        const Seat a = mustActOf(s).first();
        s.legalActions(a, legal);
        s.apply(a, legal.size() == 1 ? legal.front() : bots::normalChoice(s.view(a), legal, rng), nullptr);
    }
    return s.places()[seat];
}
bool rulePlay(const Action &a) { return a.kind == K::Two || a.kind == K::Three || a.kind == K::Four || a.kind == K::NoPlay; }
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 20;
    const int first = argc > 2 ? std::atoi(argv[2]) : 1;
    const char *kinds[] = { "keep or redraw", "domino: which closes", "5/6 rule: defend, block, pass", "turn: a 2-4 rule or no-play on either side", "turn: normal plays only" };
    const char *stages[] = { "0-4", "5-9", "10-14", "15-19", "20-24", "25+" };
    double regK[5] = {}, regS[6] = {}, regIn[5] = {};
    long nK[5] = {}, dK[5] = {}, nS[6] = {}, dS[6] = {}, nIn[5] = {}, dIn[5] = {};
    double place = 0;
    long games = 0;
    for (int d = 0; d < deals; ++d)
        for (Seat me = 0; me < 4; ++me) {
            State s = State::deal(Options {}, 4, static_cast<std::uint64_t>(first + d));
            Rng rng = matchBotRng(static_cast<std::uint64_t>(first + d));
            ActionList legal;
            for (int step = 0; !s.isOver() && step < 20000; ++step) {
                const Seat seat = mustActOf(s).first();
                s.legalActions(seat, legal);
                Action a;
                if (seat == me && legal.size() > 1) {
                    Rng copy = rng;
                    const Action o = oracleAction(s, seat, legal, copy);
                    a = chooseAction(s.view(seat), legal, BotLevel::Hard, rng);
                    int kind = 4;
                    const Pending::Kind pk = s.view(seat).pending.kind;
                    if (pk == Pending::Kind::Keep) kind = 0;
                    else if (pk == Pending::Kind::Close) kind = 1;
                    else if (pk != Pending::Kind::None) kind = 2;
                    else if (rulePlay(a) || rulePlay(o)) kind = 3;
                    int total = 0;
                    for (Seat p = 0; p < 4; ++p) total += s.penalties(p);
                    const int stage = std::min(5, total / 5);
                    const int in = s.in().size();
                    ++nK[kind]; ++nS[stage]; ++nIn[in];
                    if (!(a == o)) {
                        State x = s; x.apply(seat, a, nullptr);
                        State y = s; y.apply(seat, o, nullptr);
                        double r = 0;
                        for (int k = 0; k < kContinuations; ++k) {
                            const std::uint64_t seed = rng.next() ^ 0x5bd1e995u;
                            r += placeAfter(x, seat, seed) - placeAfter(y, seat, seed);
                        }
                        r /= kContinuations;
                        ++dK[kind]; ++dS[stage]; ++dIn[in];
                        regK[kind] += r; regS[stage] += r; regIn[in] += r;
                    }
                } else {
                    a = legal.size() == 1 ? legal.front() : chooseAction(s.view(seat), legal, BotLevel::Normal, rng);
                }
                s.apply(seat, a, nullptr);
            }
            place += s.places()[me] + 1;
            ++games;
        }
    std::printf("hard mean place %.3f over %ld games (seeds %d-%d)\n", place / games, games, first, first + deals - 1);
    double all = 0;
    for (int k = 0; k < 5; ++k) { std::printf("kind %-45s decisions %6ld differ %6ld places lost/game %.3f\n", kinds[k], nK[k], dK[k], regK[k] / games); all += regK[k]; }
    for (int k = 0; k < 6; ++k) std::printf("table penalties %-6s decisions %6ld differ %6ld places lost/game %.3f\n", stages[k], nS[k], dS[k], regS[k] / games);
    for (int k = 4; k >= 2; --k) std::printf("seats in %d decisions %6ld differ %6ld places lost/game %.3f\n", k, nIn[k], dIn[k], regIn[k] / games);
    std::printf("in all: places lost/game %.3f\n", all / games);
}
