// Shaftmount bots: every level chooses legal actions, the hard (searching) bot is deterministic
// for a seed, and hand-made positions have the obviously right move. Engine only; no timings
// (benchmarks are felt-cli play's job).
//
// Usage: shaftmount_bots [GAMES]. Exit status 0 when every check held, 1 otherwise (each failure
// is printed).
#include "check.h"
#include "games/shaftmount/shaftmount.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::shaftmount;
using namespace felt::test;

namespace {

std::string listText(const ActionList &legal)
{
    std::string out;
    for (const Action &a : legal)
        out += (out.empty() ? "" : ", ") + actionText(a);
    return out;
}

// "7H 9C JD" -> ["7H", "9C", "JD"]
Value cards(const char *text)
{
    Value list = Value::array();
    std::istringstream in(text);
    std::string word;
    while (in >> word)
        list.push(word);
    return list;
}

Value rows(std::initializer_list<const char *> texts)
{
    Value list = Value::array();
    for (const char *t : texts)
        list.push(cards(t));
    return list;
}

// A game from an explicit deal and its first actions (each must be legal).
State position(int players, Value hands, Value sequences, const char *deck, std::initializer_list<const char *> actions)
{
    Value deal = Value::object();
    deal.set("hand", std::move(hands));
    deal.set("sequences", std::move(sequences));
    deal.set("deck", cards(deck));
    auto s = State::fromDeal(Options {}, players, deal, 1);
    if (!s) {
        std::fprintf(stderr, "bad deal in the test: %s\n", s.error().subject.c_str());
        std::exit(2);
    }
    for (const char *line : actions) {
        const std::string text(line);
        const Seat seat = text[0] - '0';
        const auto a = parseAction(text.substr(3));
        if (!a || s->check(seat, *a) != Reason::Ok) {
            std::fprintf(stderr, "bad action in the test: %s\n", line);
            std::exit(2);
        }
        s->apply(seat, *a);
    }
    return *s;
}

const char *levelName(BotLevel level) { return botLevelId(level).data(); }

// The seat to act chooses `expected` at each level given (hard: with two seeds).
void expectChoice(const char *name, const State &s, std::initializer_list<BotLevel> levels, const char *expected)
{
    const Seat seat = s.actors().first();
    ActionList legal;
    s.legalActions(seat, legal);
    for (const BotLevel level : levels) {
        for (const std::uint64_t seed : { 1ULL, 2ULL }) {
            Rng rng(seed);
            const Action a = chooseAction(s.view(seat), legal, level, rng);
            if (actionText(a) != expected)
                fail(std::string(name) + ": " + levelName(level) + " chose \"" + actionText(a) + "\", expected \"" + expected
                     + "\"; legal: " + listText(legal));
            if (level != BotLevel::Hard)
                break;
        }
    }
}

// The seat to act does not choose `avoided`, at each level given.
void expectNot(const char *name, const State &s, std::initializer_list<BotLevel> levels, const char *avoided)
{
    const Seat seat = s.actors().first();
    ActionList legal;
    s.legalActions(seat, legal);
    for (const BotLevel level : levels) {
        Rng rng(3);
        const Action a = chooseAction(s.view(seat), legal, level, rng);
        if (actionText(a) == avoided)
            fail(std::string(name) + ": " + levelName(level) + " chose \"" + avoided + "\"; legal: " + listText(legal));
    }
}

constexpr auto kEasy = BotLevel::Easy;
constexpr auto kNormal = BotLevel::Normal;
constexpr auto kHard = BotLevel::Hard;

void handMadePositions()
{
    // An Ace closes either its own sequence or the opponent's: the opponent's.
    const Value handsA = rows({ "7H 9C JD KS 2C 3D 4S 5C AH", "8H TC QD 2S 3C 4D 5S 6C 9H" });
    const State aceFor = position(2, handsA, rows({ "5H 8C 9D JS", "6H 7C TD QS" }), "8D KH QC TS 7D", {});
    expectChoice("close the opponent's sequence", aceFor, { kEasy, kNormal, kHard }, "play AH 1.0");

    // A kept bottom card that is itself a closing card would close again: redraw.
    const State kingBottom = position(2, handsA, rows({ "5H 8C 9D JS", "KH 7C TD QS" }), "8D KH QC TS 7D", { "0: play AH 1.0" });
    expectChoice("redraw a bottom card that closes", kingBottom, { kEasy, kNormal, kHard }, "redraw");

    // The only normal play closes one's own sequence; a 4 (or a 3) avoids it.
    const State shaft = position(2, rows({ "AH 4C 3S 2D 5D 6C 7S 8D 9C", "2H 3H 4H 5C 7C 8C 2S 4S 5S" }),
                                 rows({ "5H QC QD QS", "KC KD KS JC" }), "TH TD TS", {});
    expectNot("avoid shafting oneself", shaft, { kNormal, kHard }, "play AH 0.0");

    // No normal play, no 3 or 4, a full hand and a 2 for the opponent's sequence: the 2, not a
    // penalty.
    const State noPlay = position(2, rows({ "2C 5S 6C 7D 8H 9S TC 8D 9D", "2D 3C 4S 5D 6H 7S 8C 9D TH" }),
                                  rows({ "QC QD QH QS", "KC KD KH KS" }), "JC JD JH JS 5C 6D 7H 8S 9C TD", {});
    expectChoice("a 2 rather than no-play", noPlay, { kEasy, kNormal, kHard }, "two 2C 1.0");

    // Asked to defend with a 5 in hand: defend.
    const State defend = position(2, rows({ "2C 3D 4H 5S 6C 7D 8H 9S TC", "2D 3C 4S 5D 6H 7S 8C 9D TH" }),
                                  rows({ "QC QD QH QS", "KC KD KH KS" }), "JC JD JH JS 5C 6D 7H 8S 9C TD",
                                  { "0: four 4H 0.2", "1: pass", "0: end", "1: four 4S 0.3", "0: pass", "1: end", "0: two 2C 1.0" });
    expectChoice("defend with a 5", defend, { kEasy, kNormal, kHard }, "defend 5D");

    // In control of a domino where one QH of its own and one of an opponent's may close: the
    // opponent's.
    const State choice = position(3, rows({ "KH 2S 3S 4S 5S 6S 7S 8S", "2C 3C 4C 2D 3D 4D 2H 3H", "2C 3C 4C 2D 3D 4D 2H 3H" }),
                                  rows({ "AH 5C QH", "5H 7C 8D", "6H QH TD" }), "9S JC JD 9C 9D TC",
                                  { "0: play KH 1.0", "1: keep" });
    expectChoice("close the opponent's QH", choice, { kEasy, kNormal, kHard }, "close 2.1");
}

// Random games: at sampled steps every level's choice must be legal; the hard bot's choice must
// be the same for the same seed.
void legalAndDeterministic(int games)
{
    ActionList legal;
    int hardChecks = 0;
    for (int g = 0; g < games; ++g) {
        const int players = 2 + g % 3;
        State s = State::deal(Options {}, players, 500 + static_cast<std::uint64_t>(g));
        Rng rng(static_cast<std::uint64_t>(g) * 31 + 7);
        for (int step = 0; !s.isOver() && step < 5000; ++step) {
            const Seat seat = s.actors().first();
            s.legalActions(seat, legal);
            const View v = s.view(seat);
            const bool askHard = step % 97 == 13 && hardChecks < 20;
            for (const BotLevel level : { BotLevel::Random, kEasy, kNormal, kHard }) {
                if (level == kHard && !askHard)
                    continue;
                Rng botRng(static_cast<std::uint64_t>(step) + 1);
                const Action a = chooseAction(v, legal, level, botRng);
                if (std::find(legal.begin(), legal.end(), a) == legal.end())
                    fail(std::string(levelName(level)) + " chose \"" + actionText(a) + "\", which is not legal; legal: " + listText(legal));
                if (level == kHard) {
                    ++hardChecks;
                    Rng again(static_cast<std::uint64_t>(step) + 1);
                    const Action b = chooseAction(v, legal, level, again);
                    if (!(a == b))
                        fail("hard chose \"" + actionText(a) + "\" and then \"" + actionText(b) + "\" with the same seed");
                }
            }
            // The games themselves: normal bots, with a random action now and then.
            Rng playRng(static_cast<std::uint64_t>(step) * 13 + static_cast<std::uint64_t>(g));
            const Action a = step % 5 == 0 ? legal[rng.below(legal.size())] : chooseAction(v, legal, kNormal, playRng);
            s.apply(seat, a);
        }
        if (!s.isOver())
            fail("a game of normal bots did not end");
    }
    if (hardChecks == 0)
        fail("the hard bot was never asked");
}

} // namespace

int main(int argc, char *argv[])
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 60;
    handMadePositions();
    legalAndDeterministic(games);
    if (g_failures == 0)
        std::printf("shaftmount bots: all checks held (%d games)\n", games);
    return g_failures == 0 ? 0 : 1;
}
