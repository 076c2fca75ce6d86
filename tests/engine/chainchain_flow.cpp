// Where Chain-Chain's piles go when one seat plays hard (docs/bots.md, "Two hard players at
// one Chain-Chain table"): hard, a best response to normal play, hands its next neighbour a
// link that neighbour holds far more often than normal would, so the pile grows and the
// predictable normal neighbour passes it on: the seat two after hard collects the most, the
// seat right after it the least of the normal seats. This checks that account of the bot on
// fixed deals (the same deals as `felt-cli arena --seed 1`, hard rotated through the seats)
// and prints the figures; an argument sets the number of deals (default 30). No timings.
#include "check.h"
#include "games/chainchain/chainchain.h"

#include "core/match.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::chainchain;
using namespace felt::test;

namespace {

constexpr int kPlayers = 4;

struct Flow {
    double cardsTaken[kPlayers] {};   // by seat relative to the hard seat (0 = hard itself)
    long games = 0;
    long choices = 0;                 // hard's decisions with more than one legal play
    long differs = 0;                 // ... where normal would have played otherwise
    long hardLinkHeld = 0;            // ... and the next seat holds the link hard leaves
    long normalLinkHeld = 0;          // ... holds the link normal would have left
};

// The seat that plays after `seat` plays `a` (a reverse turns the direction).
Seat nextAfter(const View &v, Seat seat, const Action &a)
{
    const bool reverse = v.link && a.first == v.link && a.second == v.link;
    const int direction = reverse ? -v.direction : v.direction;
    return static_cast<Seat>((seat + direction + kPlayers) % kPlayers);
}

// Deal d with seed 1 + d, hard in seat `hard` and normal elsewhere (or normal everywhere
// when !withHard: seats are then counted from `hard` all the same), played as felt-cli's
// matches play it (one generator for the bots, matchBotRng).
void play(std::uint64_t seed, Seat hard, bool withHard, Flow &flow)
{
    State s = State::deal(Options {}, kPlayers, seed);
    Rng rng = matchBotRng(seed);
    ActionList legal;
    while (!s.isOver()) {
        const Seat seat = s.actors().first();
        s.legalActions(seat, legal);
        const View v = s.view(seat);
        Action a;
        if (withHard && seat == hard && legal.size() > 1) {
            Rng copy = rng;   // normal's choice here, without disturbing the game's generator
            const Action normal = chooseAction(v, legal, BotLevel::Normal, copy);
            a = chooseAction(v, legal, BotLevel::Hard, rng);
            ++flow.choices;
            if (!(a == normal) && a.kind == Action::Kind::Play && normal.kind == Action::Kind::Play) {
                ++flow.differs;
                flow.hardLinkHeld += s.hand(nextAfter(v, seat, a)).n[a.second] > 0;
                flow.normalLinkHeld += s.hand(nextAfter(v, seat, normal)).n[normal.second] > 0;
            }
        } else {
            a = legal.size() == 1 ? legal.front() : chooseAction(v, legal, BotLevel::Normal, rng);
        }
        if (a.kind == Action::Kind::Take)
            flow.cardsTaken[(seat - hard + kPlayers) % kPlayers] += static_cast<double>(s.pile().size());
        s.apply(seat, a, nullptr);
    }
    ++flow.games;
}

} // namespace

int main(int argc, char **argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 30;
    if (deals < 1) {
        std::fprintf(stderr, "usage: chainchain_flow [DEALS]\n");
        return 2;
    }
    Flow flow, normal;
    for (int d = 0; d < deals; ++d)
        for (Seat hard = 0; hard < kPlayers; ++hard) {
            play(1 + static_cast<std::uint64_t>(d), hard, true, flow);
            play(1 + static_cast<std::uint64_t>(d), hard, false, normal);
        }

    const double games = static_cast<double>(flow.games);
    std::printf("%d deals x %d seats for hard, %ld games: cards taken per game, by seat after hard (four normal players)\n",
                deals, kPlayers, flow.games);
    for (int r = 0; r < kPlayers; ++r)
        std::printf("  %s %.2f (%.2f)\n", r == 0 ? "hard itself" : ("+" + std::to_string(r) + "         ").c_str(),
                    flow.cardsTaken[r] / games, normal.cardsTaken[r] / games);
    const double differs = static_cast<double>(flow.differs);
    std::printf("hard's choices %ld, %ld (%.1f %%) other than normal's; of those, the next seat holds the link hard leaves "
                "%.3f, the link normal would have left %.3f\n",
                flow.choices, flow.differs, 100.0 * differs / static_cast<double>(flow.choices), flow.hardLinkHeld / differs,
                flow.normalLinkHeld / differs);

    check(flow.differs > 0, "hard never chose otherwise than normal");
    check(flow.hardLinkHeld > 3 * flow.normalLinkHeld / 2,
          "hard's own choices do not hand the next seat a link it holds clearly more often than normal's");
    check(flow.cardsTaken[2] > flow.cardsTaken[1] && flow.cardsTaken[2] > flow.cardsTaken[3],
          "the seat two after hard is not the one that collects the most");
    // Of the normal seats the one right after hard collects the least (hard itself, reading
    // the others' hands in the end game, about as little: 14.90 and 14.95 on these deals).
    check(flow.cardsTaken[1] < flow.cardsTaken[2] && flow.cardsTaken[1] < flow.cardsTaken[3],
          "the seat right after hard is not the normal seat that collects the least");
    check(flow.cardsTaken[2] > normal.cardsTaken[2] && flow.cardsTaken[1] < normal.cardsTaken[1],
          "a hard player does not move collections from the seat after it to the seat two on");
    if (g_failures) {
        std::fprintf(stderr, "%d check(s) failed\n", g_failures);
        return 1;
    }
    std::printf("chain-chain flow: all checks held\n");
    return 0;
}
