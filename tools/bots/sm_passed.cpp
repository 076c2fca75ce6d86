// Shaftmount: what the other players passed up (PassedUp, shaftmount.h) against their true hands,
// in positions from games of four normal players (deals 1..D, every seventh decision). Per tier
// of every other seat still in: whether the true hand keeps it (at least `count` hidden cards
// outside its kinds), by where the tier's kinds came from (5s and 6s, or closing cards only);
// then the cards of the other hands by kind (as sm_calib.cpp): truth, a sample from the deciding
// seat's view.
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/sm_passed.cpp build/engine/libfelt_engine.a -o /tmp/sm_passed
// Run: /tmp/sm_passed [DEALS]. A measuring aid for docs/bots.md, not part of the build or the suite.
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
    long weapons = 0, weaponsKnown = 0, weaponsDeep = 0, sampleWeapons = 0;
    long tiers = 0, broken = 0, tiersFS = 0, brokenFS = 0, covered = 0, hidden = 0, sampleBroken = 0;
    const std::uint64_t fiveSix = CardSet::rankMask(5) | CardSet::rankMask(6);
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
                    CardSet trueHidden = s.hand(p);
                    trueHidden.remove(s.shown(p));
                    CardSet sampleHidden = x.hand(p);
                    sampleHidden.remove(s.shown(p));
                    const PassedUp &u = s.passedUp(p);
                    trueHidden.forEach([&](Card c) {
                        if (cat(c, p) != 2) return;
                        ++weapons;
                        if (u.size && (u.tiers[0].kinds & CardSet::bit(c))) ++weaponsKnown;
                        if (u.size && (u.tiers[u.size - 1].kinds & CardSet::bit(c))) ++weaponsDeep;
                    });
                    sampleHidden.forEach([&](Card c) { if (cat(c, p) == 2) ++sampleWeapons; });
                    hidden += trueHidden.size();
                    covered += u.size ? u.tiers[0].count : 0;
                    for (int k = 0; k < u.size; ++k) {
                        const auto &tier = u.tiers[static_cast<std::size_t>(k)];
                        auto outside = [&](const CardSet &h) {
                            int n = 0;
                            h.forEach([&](Card c) { n += (tier.kinds & CardSet::bit(c)) ? 0 : 1; });
                            return n;
                        };
                        const bool bad = outside(trueHidden) < tier.count;
                        ++tiers;
                        broken += bad;
                        sampleBroken += outside(sampleHidden) < tier.count;
                        if ((tier.kinds & fiveSix) == tier.kinds) {
                            ++tiersFS;
                            brokenFS += bad;
                        }
                    }
                }
            }
            const Action a = legal.size() == 1 ? legal.front() : chooseAction(s.view(seat), legal, BotLevel::Normal, rng);
            s.apply(seat, a, nullptr);
            ++count;
        }
    }
    std::printf("tiers %ld, not kept by the true hand %ld (%.2f %%); of them 5s and 6s only: %ld, not kept %ld; "
                "not kept by the sample %ld\n",
                tiers, broken, 100.0 * broken / tiers, tiersFS, brokenFS, sampleBroken);
    std::printf("hidden cards of the others %ld, under a tier %ld (%.1f %%)\n", hidden, covered, 100.0 * covered / hidden);
    std::printf("true hidden weapons %ld, in the widest tier's kinds %ld, in the deepest's %ld; sampled %ld\n", weapons, weaponsKnown, weaponsDeep, sampleWeapons);
    const char *names[] = { "not closing", "closing, no other's sequence", "closes another's sequence" };
    for (int k = 0; k < 3; ++k) std::printf("%-30s truth %.4f sampled %.4f\n", names[k], t[k] / tN, sm[k] / sN);
}
