// Shaftmount: what the other players passed up (PassedUp, shaftmount.h) and the closing cards they
// could play on another's sequence now (hitKinds), against their true hands, in positions from
// games of four normal players (deals 1..D, every seventh decision), and the same hands in a state
// sampled from the deciding seat's view:
//   - per tier of every other seat still in: whether the true hand keeps it (at least `count`
//     hidden cards outside its kinds), and whether the sample does;
//   - the share of such closing cards among the other hands' hidden cards, truth and sample: in
//     all of them, among the cards held since the seat's last play and among those drawn since
//     (truth only: which they are is hidden), and in hands that drew nothing since (both).
// Build (after the engine: cmake --build build --target felt_engine), from the project folder:
//   g++ -std=c++20 -O2 -DNDEBUG -Iengine tools/bots/sm_passed.cpp build/engine/libfelt_engine.a -o /tmp/sm_passed
// Run: /tmp/sm_passed [DEALS]. A measuring aid for docs/bots.md, not part of the build or the suite.
#include "games/shaftmount/shaftmount.h"
#include "core/match.h"
#include <array>
#include <cstdio>
#include <cstdlib>
using namespace felt;
using namespace felt::shaftmount;
int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 20;
    long tiers = 0, broken = 0, sampleBroken = 0;
    double hidden = 0, truthHits = 0, sampleHits = 0, heldN = 0, heldHits = 0, drawnN = 0, drawnHits = 0;
    double uniformHits = 0;
    double onlyHeldN = 0, onlyHeldTruth = 0, onlyHeldSample = 0;
    Rng srng(3);
    long steps = 0;
    for (int d = 0; d < deals; ++d) {
        State s = State::deal(Options {}, 4, 1 + d);
        Rng rng = matchBotRng(1 + d);
        ActionList legal;
        std::array<CardSet, 4> afterPlay {};
        long count = 0;
        while (!s.isOver() && count < 3000) {
            const Seat seat = mustActOf(s).first();
            s.legalActions(seat, legal);
            if (++steps % 7 == 0) {
                const State x = State::sampleFromView(s.view(seat), srng);
                // The unseen cards from the seat's view: what a uniform sample deals from.
                CardSet unseen;
                for (const Card c : s.allCards())
                    unseen.add(c);
                for (const Sequence &q : s.sequences())
                    for (const Card c : q.cards)
                        unseen.remove(c);
                for (int p = 0; p < 4; ++p)
                    unseen.remove(p == seat ? s.hand(p) : s.shown(p));
                unseen.remove(s.view(seat).discardSeen);
                for (const ClosingSeq &c : s.closing())
                    for (int r = kAce; r >= c.top; --r)
                        unseen.remove(Card::french(r, c.suit));
                for (int p = 0; p < 4; ++p) {
                    if (p == seat || !s.in().has(p))
                        continue;
                    const std::uint64_t hits = hitKinds(s.closing(), s.sequences(), p);
                    auto hitsIn = [&](const CardSet &h) {
                        int n = 0;
                        h.forEach([&](Card c) { n += (hits & CardSet::bit(c)) ? 1 : 0; });
                        return n;
                    };
                    CardSet truth = s.hand(p);
                    truth.remove(s.shown(p));
                    CardSet sample = x.hand(p);
                    sample.remove(s.shown(p));
                    hidden += truth.size();
                    uniformHits += truth.size() * double(hitsIn(unseen)) / unseen.size();
                    truthHits += hitsIn(truth);
                    sampleHits += hitsIn(sample);
                    const CardSet held = afterPlay[static_cast<std::size_t>(p)] & truth;
                    CardSet drawn = truth;
                    drawn.remove(held);
                    heldN += held.size();
                    heldHits += hitsIn(held);
                    drawnN += drawn.size();
                    drawnHits += hitsIn(drawn);
                    const PassedUp &u = s.passedUp(p);
                    if (u.held == truth.size() && u.held > 0) {
                        onlyHeldN += truth.size();
                        onlyHeldTruth += hitsIn(truth);
                        onlyHeldSample += hitsIn(sample);
                    }
                    for (int k = 0; k < u.size; ++k) {
                        const auto &tier = u.tiers[static_cast<std::size_t>(k)];
                        auto outside = [&](const CardSet &h) {
                            int n = 0;
                            h.forEach([&](Card c) { n += (tier.kinds & CardSet::bit(c)) ? 0 : 1; });
                            return n;
                        };
                        ++tiers;
                        broken += outside(truth) < tier.count;
                        sampleBroken += outside(sample) < tier.count;
                    }
                }
            }
            const Action a = legal.size() == 1 ? legal.front() : chooseAction(s.view(seat), legal, BotLevel::Normal, rng);
            const bool turnPlay = s.pending().kind == Pending::Kind::None
                && (a.kind == Action::Kind::Play || a.kind == Action::Kind::Three || a.kind == Action::Kind::Four);
            s.apply(seat, a, nullptr);
            if (turnPlay)
                afterPlay[static_cast<std::size_t>(seat)] = s.hand(seat);
            ++count;
        }
    }
    std::printf("tiers %ld: not kept by the true hand %ld, by the sample %ld\n", tiers, broken, sampleBroken);
    std::printf("closing cards for another's sequence among the others' hidden cards: truth %.4f, sample %.4f (%g cards)\n",
                truthHits / hidden, sampleHits / hidden, hidden);
    std::printf("  a uniform sample (all unseen cards alike) %.4f\n", uniformHits / hidden);
    std::printf("  truth, among those held since the seat's last play %.4f (%g), drawn since %.4f (%g)\n", heldHits / heldN,
                heldN, drawnHits / drawnN, drawnN);
    std::printf("  hands that drew nothing since their play: truth %.4f, sample %.4f (%g cards)\n", onlyHeldTruth / onlyHeldN,
                onlyHeldSample / onlyHeldN, onlyHeldN);
}
