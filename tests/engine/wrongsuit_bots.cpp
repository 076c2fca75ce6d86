// Wrong Suit bots: every level chooses legal actions from its view, the heuristics read the
// same from a View as from a State, the searching hard bot is deterministic for a seed and
// never looks past the view, and hand-made positions get the obviously right gift. Engine
// only; no timings (benchmarks are felt-cli play's job).
//
// Usage: wrongsuit_bots [GAMES]. Exit status 0 when every check held, 1 otherwise (each
// failure is printed).
#include "check.h"
#include "games/wrongsuit/wrongsuit.h"
#include "games/wrongsuit/wrongsuit_bot.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::wrongsuit;
using namespace felt::test;

namespace {

bool contains(const ActionList &legal, const Action &a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); }

// A game from a spelled-out deal and actions, as a record would give it.
State play(const std::vector<std::vector<const char *>> &hands, const std::vector<const char *> &actions,
           const Options &options = {})
{
    Value deal = Value::object();
    Value handList = Value::array();
    for (const auto &hand : hands) {
        Value cards = Value::array();
        for (const char *c : hand)
            cards.push(c);
        handList.push(std::move(cards));
    }
    deal.set("hand", std::move(handList));
    deal.set("aces", Value(Value::Array { Value("AC"), Value("AD"), Value("AH"), Value("AS") }));
    auto state = State::fromDeal(options, kPlayers, deal);
    if (!state) {
        std::fprintf(stderr, "bad deal in the test: %s\n", state.error().subject.c_str());
        std::exit(2);
    }
    for (const char *line : actions) {
        const Seat seat = line[0] - '0';
        const auto action = parseAction(line + 3);
        if (!action || state->check(seat, *action) != Reason::Ok) {
            std::fprintf(stderr, "bad action in the test: %s\n", line);
            std::exit(2);
        }
        state->apply(seat, *action);
    }
    return *state;
}

Action choose(const State &s, Seat seat, BotLevel level, std::uint64_t seed = 1)
{
    ActionList legal;
    s.legalActions(seat, legal);
    Rng rng(seed);
    return chooseAction(s.view(seat), legal, level, rng);
}

// ---- random games: legality, the two readings agree, the search is deterministic ----

// Where the (slow) searching bot is asked too.
bool searchHere(int game, int step) { return game % 10 == 0 && step % 7 == 3; }

void randomGames(int games)
{
    ActionList legal;
    for (int g = 0; g < games; ++g) {
        Options options;
        options.oddFaceUp = g % 3 == 1;
        options.revealAfterRound = g % 4 == 2 ? 6 : 0;
        State s = State::deal(options, kPlayers, 9000 + static_cast<std::uint64_t>(g));
        Rng rng(static_cast<std::uint64_t>(g) * 31 + 7);
        int step = 0;
        while (!s.isOver()) {
            std::vector<Seat> actors;
            s.actors().forEach([&](Seat a) { actors.push_back(a); });
            const Seat seat = actors[rng.below(actors.size())];
            s.legalActions(seat, legal);
            const View v = s.view(seat);
            if (!(bots::sightOf(v) == bots::sightOf(s, seat)))
                fail("game " + std::to_string(g) + " step " + std::to_string(step) + ": the Sight from the view differs from the one from the state");
            for (const BotLevel level : { BotLevel::Random, BotLevel::Easy, BotLevel::Normal }) {
                const Action a = chooseAction(v, legal, level, rng);
                if (!contains(legal, a))
                    fail("a bot chose the illegal \"" + actionText(a) + "\"");
            }
            if (searchHere(g, step)) {
                Rng r1(step + 1), r2(step + 1);
                const Action a = chooseAction(v, legal, BotLevel::Hard, r1);
                const Action b = chooseAction(v, legal, BotLevel::Hard, r2);
                if (!contains(legal, a))
                    fail("the hard bot chose the illegal \"" + actionText(a) + "\"");
                if (!(a == b))
                    fail("the hard bot is not deterministic for a seed: " + actionText(a) + " / " + actionText(b));
                // The view is all it reads: a different truth behind the same view gives the
                // same choice.
                State other = State::sampleFromView(v, rng);
                Rng r3(step + 1);
                ActionList otherLegal;
                other.legalActions(seat, otherLegal);
                if (!(chooseAction(other.view(seat), otherLegal, BotLevel::Hard, r3) == a))
                    fail("the hard bot chose differently behind the same view");
            }
            s.apply(seat, legal[rng.below(legal.size())]);
            ++step;
        }
    }
}

// ---- positions with an obviously right gift ----

void positions()
{
    // The easy bot gives its highest card to an opponent.
    {
        const State s = play({ { "2C", "KH", "5D" }, { "3C" }, { "4C" }, { "6C" } }, {});
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Action a = choose(s, 0, BotLevel::Easy, seed);
            if (a.card != *parseCard("KH") || a.target == 0)
                fail("easy: expected KH to an opponent, got " + actionText(a));
        }
    }
    // A Queen names the suit of the King its giver shows: nothing comes back.
    {
        const State s = play({ { "KS", "QH", "2C" }, { "3C", "4C", "5S", "6S" }, { "7C", "8C" }, { "9C", "TC" } },
                             { "0: give KS 0", "1: give 3C 1", "2: give 7C 2", "3: give 9C 3" });
        ActionList legal;
        s.legalActions(0, legal);
        const Action queen = Action::give(*parseCard("QH"), 1, Suit::Spades);
        std::vector<double> scores(legal.size());
        bots::normalChoice(bots::sightOf(s.view(0)), legal, bots::kNormalWeights, scores);
        double spades = 0, best = -1e9;
        for (std::size_t i = 0; i < legal.size(); ++i) {
            if (legal[i] == queen)
                spades = scores[i];
            if (legal[i].card == queen.card && legal[i].target == 1)
                best = std::max(best, scores[i]);
        }
        if (spades < best)
            fail("normal: a Queen to seat 1 should name spades (seat 0 shows KS)");
    }
    // No fourth 7 for the opponent who holds the other three from this seat's own gifts.
    {
        const State s = play({ { "7C", "7D", "7H", "7S", "2C" }, { "3C", "4C", "5C", "6C", "8C" }, { "9C", "TC", "2D", "3D", "4D" },
                               { "5D", "6D", "8D", "9D", "TD" } },
                             { "0: give 7C 1", "1: give 3C 2", "2: give 9C 3", "3: give 5D 2",
                               "0: give 7D 1", "1: give 4C 2", "2: give TC 3", "3: give 6D 2",
                               "0: give 7H 1", "1: give 5C 2", "2: give 2D 3", "3: give 8D 2" });
        const Action a = choose(s, 0, BotLevel::Normal);
        if (a.card == *parseCard("7S") && a.target == 1)
            fail("normal: gave seat 1 the fourth 7 (a quartet scores minus 7 for it)");
    }
    // Its own clubs at 32 with the 8 in hand: completing 40 in its own stack is worth -30.
    {
        const State s = play({ { "TC", "JC", "QC", "2C", "8C", "3D" }, { "3C", "4C", "2H", "3H", "4H" },
                               { "5C", "6C", "5H", "6H", "7H" }, { "7C", "9C", "8H", "9H", "TH" } },
                             { "0: give TC 0", "1: give 2H 1", "2: give 5H 2", "3: give 8H 3",
                               "0: give JC 0", "1: give 3H 1", "2: give 6H 2", "3: give 9H 3",
                               "0: give QC 0 H", "1: give 4H 1", "2: give 7H 2", "3: give TH 3",
                               "0: give 2C 0", "1: give 3C 1", "2: give 5C 2", "3: give 7C 3" });
        const Action a = choose(s, 0, BotLevel::Normal);
        if (!(a.card == *parseCard("8C") && a.target == 0))
            fail("normal: expected 8C to itself (clubs reach 40), got " + actionText(a));
    }
}

} // namespace

int main(int argc, char *argv[])
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 200;
    randomGames(games);
    positions();
    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    std::printf("wrong-suit bots: %d games and the hand-made positions hold\n", games);
    return 0;
}
