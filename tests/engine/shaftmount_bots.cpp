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
State position(int players, Value hands, Value sequences, const char *deck, std::initializer_list<const char *> actions,
               const Options &options = Options {})
{
    Value deal = Value::object();
    deal.set("hand", std::move(hands));
    deal.set("sequences", std::move(sequences));
    deal.set("deck", cards(deck));
    auto s = State::fromDeal(options, players, deal, 1);
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

// ---- calls "manual" ----

Options manualOptions()
{
    Options o;
    o.manualCalls = true;
    return o;
}

const Value kHands3 = rows({ "AH KS 2C 3D 4S 5C 7D 9C", "8H TC QD 2S 3C 4D 5S 6C", "9H TD JC 2D 3S 4H 6S 8C" });
const Value kSeq3 = rows({ "5H 8S 9D", "6H 7C TS", "7H JS QC" });
const char *kDeck3 = "KH QH JH TH 5D 6D 7S 8D 9S JD";

// How often (of `trials` seeds) `seat` makes `wanted` when asked; optional: through reactAction.
int rate(const State &s, Seat seat, BotLevel level, const char *wanted, bool optional, int trials)
{
    ActionList legal;
    s.legalActions(seat, legal);
    const View v = s.view(seat);
    int n = 0;
    for (int k = 0; k < trials; ++k) {
        Rng rng(static_cast<std::uint64_t>(k) * 7919 + 11);
        if (optional) {
            const auto a = reactAction(v, legal, level, rng);
            n += a && actionText(*a) == wanted;
        } else {
            n += actionText(chooseAction(v, legal, level, rng)) == wanted;
        }
    }
    return n;
}

// Each level notices an exposed card, an over-full hand and a false claim with its chance: 25, 60
// and 90 % (2000 rolls each: within 3.5 points, more than 4 standard errors).
void noticing()
{
    const Options manual = manualOptions();
    const State exposed = position(3, kHands3, kSeq3, kDeck3, { "0: play AH 1.0" }, manual);     // seat 2 may tap 1.0
    const State overFull = position(3, kHands3, kSeq3, kDeck3, { "0: draw" }, manual);          // seats 1, 2 may count 0
    const State claimed = position(3, kHands3, kSeq3, kDeck3, { "0: no-play" }, manual);        // a false claim; seat 1 asked
    const State onTurn = position(3, kHands3, kSeq3, kDeck3, { "0: play AH 1.0", "0: end", "1: play TC 1.1", "1: end" }, manual);
    constexpr int kTrials = 2000;
    for (const BotLevel level : { kEasy, kNormal, BotLevel::Hard }) {
        const double want = (level == kEasy ? 25 : level == kNormal ? 60 : 90) / 100.0;
        auto within = [&](const char *what, int n) {
            const double got = static_cast<double>(n) / kTrials;
            if (got < want - 0.035 || got > want + 0.035)
                fail(std::string(levelName(level)) + " " + what + ": " + std::to_string(got) + " of the time, not about " + std::to_string(want));
        };
        within("taps an exposed card when it may", rate(exposed, 2, level, "tap 1.0", true, kTrials));
        within("counts an over-full hand", rate(overFull, 1, level, "count 0", true, kTrials));
        // The best challenge: AH on the claimer's own 0.0 (three points).
        within("challenges a false claim", rate(claimed, 1, level, level == kEasy ? "challenge AH 0.0" : "challenge AH 0.0", false, kTrials));
        // On its own turn, before its play, seat 2 may tap 1.0 too.
        within("taps on its own turn", rate(onTurn, 2, level, "tap 1.0", false, kTrials));
    }
    // A true claim leaves nothing to notice.
    const State honest = position(2, rows({ "2C 3D 4H 5S 6C 7D 8H 9S TC", "2D 3C 4S 5D 6H 7S 8C 9D TH" }),
                                  rows({ "QC QD QH QS", "KC KD KH KS" }), "JC JD JH JS 5C 6D 7H 8S 9C TD", { "0: no-play" }, manual);
    expectChoice("a true claim is passed", honest, { kEasy, kNormal, kHard }, "pass");
}

// Easy and normal never claim falsely and never draw past the hand limit; every level chooses
// legal actions and answers opportunities with legal calls or nothing; hard is deterministic for
// a seed. Games of manual calls, each seat's level by game, every seat that may call asked.
void manualGames(int games)
{
    ActionList legal;
    int hardChecks = 0;
    long honestDecisions = 0;
    for (int g = 0; g < games; ++g) {
        const int players = 2 + g % 3;
        State s = State::deal(manualOptions(), players, 900 + static_cast<std::uint64_t>(g));
        Rng rng(static_cast<std::uint64_t>(g) * 31 + 5);
        Seat last = -1;
        for (int step = 0; !s.isOver() && step < 5000; ++step) {
            // Opportunities first, in seat order from the left of the seat that acted.
            const SeatSet must = s.mustAct();
            bool called = false;
            for (int k = 1; k <= players && !called; ++k) {
                const Seat seat = (std::max(last, 0) + k) % players;
                if (must.has(seat) || !s.actors().has(seat))
                    continue;
                s.legalActions(seat, legal);
                Rng botRng(static_cast<std::uint64_t>(step) * 17 + static_cast<std::uint64_t>(seat));
                const auto a = reactAction(s.view(seat), legal, step % 2 ? kEasy : kNormal, botRng);
                if (!a)
                    continue;
                if (std::find(legal.begin(), legal.end(), *a) == legal.end() || (a->kind != Action::Kind::Tap && a->kind != Action::Kind::Count))
                    fail("a reaction \"" + actionText(*a) + "\" is not a legal call; legal: " + listText(legal));
                s.apply(seat, *a);
                last = seat;
                called = true;
            }
            if (called)
                continue;
            const Seat seat = must.first();
            s.legalActions(seat, legal);
            const View v = s.view(seat);
            const int limit = handLimit(players);
            const bool normalPlay = s.hasNormalPlay(seat) && s.pending().kind == Pending::Kind::None;
            for (const BotLevel level : { kEasy, kNormal }) {
                Rng botRng(static_cast<std::uint64_t>(step) + 1);
                const Action a = chooseAction(v, legal, level, botRng);
                ++honestDecisions;
                if (std::find(legal.begin(), legal.end(), a) == legal.end())
                    fail(std::string(levelName(level)) + " chose \"" + actionText(a) + "\", which is not legal");
                if (normalPlay && (a.kind == Action::Kind::NoPlay || a.kind == Action::Kind::Two))
                    fail(std::string(levelName(level)) + " claims falsely: \"" + actionText(a) + "\" with a normal play in hand");
                if (a.kind == Action::Kind::Draw && s.hand(seat).size() >= limit)
                    fail(std::string(levelName(level)) + " draws past the hand limit");
            }
            if (step % 53 == 17 && hardChecks < 25) {
                ++hardChecks;
                Rng one(static_cast<std::uint64_t>(step) + 3);
                Rng two(static_cast<std::uint64_t>(step) + 3);
                const Action a = chooseAction(v, legal, kHard, one);
                const Action b = chooseAction(v, legal, kHard, two);
                if (std::find(legal.begin(), legal.end(), a) == legal.end())
                    fail("hard chose \"" + actionText(a) + "\", which is not legal");
                if (!(a == b))
                    fail("hard chose \"" + actionText(a) + "\" and then \"" + actionText(b) + "\" with the same seed");
            }
            // The game itself: normal (and now and then random) at every seat.
            Rng playRng(static_cast<std::uint64_t>(step) * 13 + static_cast<std::uint64_t>(g));
            const Action a = step % 7 == 0 ? legal[rng.below(legal.size())] : chooseAction(v, legal, kNormal, playRng);
            s.apply(seat, a);
            last = seat;
        }
        if (!s.isOver())
            fail("a game of manual calls did not end");
    }
    if (hardChecks == 0 || honestDecisions == 0)
        fail("the manual games asked no bot");
}

} // namespace

int main(int argc, char *argv[])
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 60;
    handMadePositions();
    legalAndDeterministic(games);
    noticing();
    manualGames(games);
    if (g_failures == 0)
        std::printf("shaftmount bots: all checks held (%d games)\n", games);
    return g_failures == 0 ? 0 : 1;
}
