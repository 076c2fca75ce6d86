// Chain-Chain bots: every level chooses legal actions, the hard (searching) bot is
// deterministic for a seed, and it sees the last-play rules that the heuristic does not
// weigh. No timings (felt-cli arena measures strength and speed; docs/bots.md).
#include "check.h"
#include "games/chainchain/chainchain.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::chainchain;
using namespace felt::test;

namespace {

Value cards(std::initializer_list<const char *> list)
{
    Value a = Value::array();
    for (const char *c : list)
        a.push(c);
    return a;
}

// One game with the given seat levels from `seed`; returns every action's text, and checks
// that each bot choice was legal.
std::vector<std::string> playGame(std::uint64_t seed, const std::vector<BotLevel> &seats)
{
    State s = State::deal(Options {}, static_cast<int>(seats.size()), seed);
    Rng rng(seed * 7 + 1);
    ActionList legal;
    std::vector<std::string> actions;
    while (!s.isOver() && actions.size() < 1000) {
        const Seat seat = s.actors().first();
        s.legalActions(seat, legal);
        const Action a = chooseAction(s.view(seat), legal, seats[static_cast<std::size_t>(seat)], rng);
        check(s.check(seat, a) == Reason::Ok, "seed " + std::to_string(seed) + ": illegal " + actionText(a));
        actions.push_back(std::to_string(seat) + ": " + actionText(a));
        s.apply(seat, a, nullptr);
    }
    check(s.isOver(), "seed " + std::to_string(seed) + ": the game did not end");
    return actions;
}

// The seat's place (0 best) when every seat plays normal from `s` on.
int placeAfterNormalPlay(State s, Seat seat, std::uint64_t seed)
{
    Rng rng(seed);
    ActionList legal;
    while (!s.isOver()) {
        const Seat actor = s.actors().first();
        s.legalActions(actor, legal);
        s.apply(actor, chooseAction(s.view(actor), legal, BotLevel::Normal, rng), nullptr);
    }
    return s.places()[static_cast<std::size_t>(seat)];
}

} // namespace

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 6;

    // Hard and normal seats choose legal actions; the same seed plays the same game.
    const std::vector<BotLevel> table { BotLevel::Hard, BotLevel::Normal, BotLevel::Hard, BotLevel::Easy };
    for (int g = 0; g < games; ++g) {
        const auto seed = static_cast<std::uint64_t>(100 + g);
        const auto first = playGame(seed, table);
        const auto second = playGame(seed, table);
        check(first == second, "seed " + std::to_string(seed) + ": hard is not deterministic");
    }

    // The last plays. Three players, no stock: seat 0 plays 1 5; seat 1 answers 5 9 and is
    // out; seat 2 holds no 9, takes and plays 7 5 and is out. Seat 0 alone holds cards
    // {5, 5, 2, 8} on the link 5. A reverse (5 5) brings the turn back to it with a free first
    // card, and its last play (2 8) sends the pile out of the game: it ends with nothing
    // collected. Any single match (5 2, 5 8) leaves a link it lacks: it must take the pile.
    Value deal = Value::object();
    Value hands = Value::array();
    hands.push(cards({ "1", "5", "5", "5", "2", "8" }));
    hands.push(cards({ "5", "9" }));
    hands.push(cards({ "5", "7" }));
    deal.set("hand", std::move(hands));
    deal.set("stock", Value::array());
    auto dealt = State::fromDeal(Options {}, 3, deal);
    check(bool(dealt), "the end-game deal is refused");
    if (dealt) {
        State s = *dealt;
        for (const auto &[seat, text] : std::vector<std::pair<Seat, const char *>> {
                 { 0, "play 1 5" }, { 1, "play 5 9" }, { 2, "take" }, { 2, "play 7 5" } }) {
            const auto a = parseAction(text);
            check(a && s.check(seat, *a) == Reason::Ok, std::string("scenario action refused: ") + text);
            if (a)
                s.apply(seat, *a, nullptr);
        }
        check(s.turn() == 0 && s.link() == 5 && s.stockCount() == 0, "the end-game scenario is not where it should be");
        // The deal used 10 of the 54 cards: a state sampled from seat 0's view has no stock
        // either (the 44 cards never dealt stay out of it) and the others' hands are empty.
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Rng rng(seed);
            const State t = State::sampleFromView(s.view(0), rng);
            check(t.stockCount() == 0 && t.hand(1).total() == 0 && t.hand(2).total() == 0,
                  "a sample of the end game has " + std::to_string(t.stockCount()) + " stock cards");
        }
        ActionList legal;
        s.legalActions(0, legal);
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Rng rng(seed);
            const Action a = chooseAction(s.view(0), legal, BotLevel::Hard, rng);
            check(a == Action::play(5, 5), "seed " + std::to_string(seed) + ": hard played " + actionText(a) + ", not the reverse 5 5");
        }
    }

    // The oracle (felt-cli only) searches the true state; hard only what seat 0 sees. Three
    // players, seat 2 without cards, no stock: seat 0 holds 3 and 7 and plays first, seat 1's
    // last play ends the game. If seat 1 holds 7 7, leaving the link 7 lets it reverse, and at
    // the last play the reverse makes seat 0 collect the pile (last place); leaving 3 makes
    // seat 1 take instead (seat 0 first). With 3 3 in seat 1's hand it is the other way round.
    // Both deals look the same from seat 0, so hard chooses alike in both; the oracle chooses
    // right in each. The app and the network never seat the oracle (core/botlevel.h).
    check(!parseBotLevel("oracle") && parseMatchLevel("oracle") == BotLevel::Oracle && parseMatchLevel("hard") == BotLevel::Hard,
          "only felt-cli's matches may seat the oracle");
    {
        auto lastPlay = [](const char *held) {
            Value deal = Value::object();
            Value hands = Value::array();
            hands.push(cards({ "3", "7" }));
            hands.push(cards({ held, held }));
            hands.push(Value::array());
            deal.set("hand", std::move(hands));
            deal.set("stock", Value::array());
            return State::fromDeal(Options {}, 3, deal);
        };
        const auto sevens = lastPlay("7");
        const auto threes = lastPlay("3");
        check(sevens && threes, "the last-play deals are refused");
        if (sevens && threes) {
            ActionList legal;
            sevens->legalActions(0, legal);
            check(legal.size() == 2, "seat 0 should have two plays");
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                Rng a(seed), b(seed), c(seed), d(seed);
                const Action hardSevens = chooseAction(sevens->view(0), legal, BotLevel::Hard, a);
                const Action hardThrees = chooseAction(threes->view(0), legal, BotLevel::Hard, b);
                check(hardSevens == hardThrees, "hard saw more than seat 0's view");
                const Action oracleSevens = oracleAction(*sevens, 0, legal, c);
                const Action oracleThrees = oracleAction(*threes, 0, legal, d);
                check(oracleSevens == Action::play(7, 3), "the oracle left 7 to a seat holding 7 7: " + actionText(oracleSevens));
                check(oracleThrees == Action::play(3, 7), "the oracle left 3 to a seat holding 3 3: " + actionText(oracleThrees));
                // From a view (a table's computer player), the oracle is hard.
                Rng e(seed);
                check(chooseAction(sevens->view(0), legal, BotLevel::Oracle, e) == hardSevens, "the oracle saw through a view");
            }
        }
    }

    // The end game, once the stock is empty: in positions from normal games, hard's choice
    // ends the game (everyone playing normal after it, on the true hands) in a better place
    // on average than normal's own choice.
    {
        int differ = 0;
        int gained = 0;
        int positions = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            State s = State::deal(Options {}, 4, seed);
            Rng rng(seed);
            ActionList legal;
            while (!s.isOver()) {
                const Seat seat = s.actors().first();
                s.legalActions(seat, legal);
                if (s.stockCount() == 0 && legal.size() > 1) {
                    ++positions;
                    Rng a(seed * 31 + static_cast<std::uint64_t>(positions));
                    Rng b = a;
                    const Action normal = chooseAction(s.view(seat), legal, BotLevel::Normal, a);
                    const Action hard = chooseAction(s.view(seat), legal, BotLevel::Hard, b);
                    if (!(normal == hard)) {
                        ++differ;
                        State x = s, y = s;
                        x.apply(seat, normal, nullptr);
                        y.apply(seat, hard, nullptr);
                        gained += placeAfterNormalPlay(x, seat, seed) - placeAfterNormalPlay(y, seat, seed);
                    }
                }
                s.apply(seat, chooseAction(s.view(seat), legal, BotLevel::Normal, rng), nullptr);
            }
        }
        std::printf("end game: %d positions, hard chose otherwise in %d, gaining %d places\n", positions, differ, gained);
        check(differ > 0 && gained > 0, "hard did not improve on normal's end game: " + std::to_string(gained) + " places over "
                                            + std::to_string(differ) + " differing choices");
    }

    // Once the stock is empty, hard's samples keep only hands under which the others' plays
    // since are what normal would have played (View::end). In end-game
    // positions from normal games, at seat 0's turns once every other seat has played since
    // the stock ran out, hard with its whole view agrees with the oracle (the same search on
    // the true hands) more often than hard on the same view without the end record, and its
    // choices end the games (everyone playing normal after, on the true hands) in better
    // places.
    {
        int positions = 0, informedAgrees = 0, blindAgrees = 0, informedPlaces = 0, blindPlaces = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            State s = State::deal(Options {}, 4, seed);
            Rng rng(seed);
            ActionList legal;
            while (!s.isOver()) {
                const Seat seat = s.actors().first();
                s.legalActions(seat, legal);
                const View v = s.view(seat);
                if (seat == 0 && legal.size() > 1 && v.end && v.end->log.size() >= 3) {
                    ++positions;
                    View blind = v;
                    blind.end.reset();
                    blind.last.reset();
                    Rng a(seed * 31 + static_cast<std::uint64_t>(positions));
                    Rng b = a, c = a;
                    const Action informed = chooseAction(v, legal, BotLevel::Hard, a);
                    const Action unaware = chooseAction(blind, legal, BotLevel::Hard, b);
                    const Action oracle = oracleAction(s, seat, legal, c);
                    informedAgrees += informed == oracle;
                    blindAgrees += unaware == oracle;
                    State x = s, y = s;
                    x.apply(seat, informed, nullptr);
                    y.apply(seat, unaware, nullptr);
                    informedPlaces += placeAfterNormalPlay(x, seat, seed);
                    blindPlaces += placeAfterNormalPlay(y, seat, seed);
                }
                s.apply(seat, chooseAction(s.view(seat), legal, BotLevel::Normal, rng), nullptr);
            }
        }
        std::printf("end record: %d positions; the oracle's choice %d times with it, %d without; places %d with, %d without\n",
                    positions, informedAgrees, blindAgrees, informedPlaces, blindPlaces);
        check(positions >= 40 && informedAgrees > blindAgrees && informedPlaces < blindPlaces,
              "reading the others' plays since the stock ran out did not bring hard closer to the oracle");
    }

    // While the stock lasts, hard reads each other seat's last play (View::last): the table as
    // everyone saw it when the seat chose that play, and how many cards it drew after. In
    // normal games every seat's view holds exactly that for every seat; and the hand the seat
    // held then, less the two it played, is still in its hand after its draws, which
    // hold every copy of a link it took on just before (what hard assumes when it guesses
    // which of a hand's cards were drawn after its last play).
    {
        int plays = 0, wrong = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            State s = State::deal(Options {}, 4, seed);
            Rng rng(seed);
            ActionList legal;
            int tookOn = 0;
            while (!s.isOver()) {
                const Seat seat = s.actors().first();
                s.legalActions(seat, legal);
                const View before = s.view(seat);
                const Counts held = s.hand(seat);
                const Action a = chooseAction(before, legal, BotLevel::Normal, rng);
                s.apply(seat, a, nullptr);
                if (a.kind == Action::Kind::Take) {
                    tookOn = before.link;
                    continue;
                }
                ++plays;
                Counts seen = before.gone;
                for (const Card c : before.pile)
                    ++seen.n[c.rank()];
                for (const Counts &c : before.collected)
                    for (int n = 1; n <= 9; ++n)
                        seen.n[n] = static_cast<std::uint8_t>(seen.n[n] + c.n[n]);
                const int drawn = std::min(2, before.stockCount);
                for (Seat viewer = 0; viewer < 4; ++viewer) {
                    const View v = s.view(viewer);
                    const LastTurn &t = (*v.last)[static_cast<std::size_t>(seat)];
                    bool same = v.last && t.played && t.action == a && t.link == before.link && t.direction == before.direction
                                && t.took == tookOn && t.pileSize == before.pile.size() && t.stockCount == before.stockCount
                                && t.drawn == drawn && t.seen == seen;
                    for (int p = 0; p < 4; ++p)
                        same = same && t.handCount[static_cast<std::size_t>(p)] == before.handCount[p]
                               && t.atMost[static_cast<std::size_t>(p)] == before.atMost[p];
                    wrong += !same;
                }
                // What hard assumes of the cards drawn after a play: they are in the hand now,
                // with every copy of a link taken on just before among them.
                const Counts now = s.hand(seat);
                Counts kept = held;
                --kept.n[a.first];
                --kept.n[a.second];
                int fresh = 0;
                for (int n = 1; n <= 9; ++n) {
                    wrong += now.n[n] < kept.n[n];
                    fresh += now.n[n] - kept.n[n];
                }
                wrong += fresh != drawn || (tookOn && kept.n[tookOn] > 0);
                tookOn = 0;
            }
        }
        std::printf("last plays: %d plays recorded, %d mismatches\n", plays, wrong);
        check(plays > 500 && wrong == 0, "a seat's view did not hold every seat's last play as the table showed it");
        // No view of a sampled state or of a playout carries them.
        Rng r(5);
        const State dealt = State::deal(Options {}, 4, 9);
        check(dealt.view(0).last && !dealt.playView(0).last && !State::sampleFromView(dealt.view(0), r).view(0).last,
              "only a dealt game's views carry the last plays");
    }

    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    std::printf("all checks held\n");
    return 0;
}
