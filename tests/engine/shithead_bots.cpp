// Shithead bots: legality and determinism of the searching hard bot, and positions with an
// obviously right move. Engine only; no timings (benchmarks are felt-cli play's job).
//
// Usage: shithead_bots [POSITIONS]. Exit status 0 when every check held, 1 otherwise (each
// failure is printed).
#include "check.h"
#include "games/shithead/shithead.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::shithead;
using namespace felt::test;

namespace {

bool contains(const ActionList &legal, const Action &a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); }

std::string listText(const ActionList &legal)
{
    std::string out;
    for (const Action &a : legal)
        out += (out.empty() ? "" : ", ") + actionText(a);
    return out;
}

Card card(const char *text)
{
    const auto c = parseCard(text);
    if (!c) {
        std::fprintf(stderr, "bad card in the test: %s\n", text);
        std::exit(2);
    }
    return *c;
}

// ---- hand-made positions ----

// A table seen from `seat`, spelled out; everything else is hidden. The cards nobody sees
// are drawn from what is left of the deck: as many as the hidden places need (the other
// hands' unknown parts, the downcards, the stock); the rest counts as burned, so a state
// sampled from the view holds exactly the deck.
struct Table {
    int players = 2;
    Options options;
    Phase phase = Phase::Play;
    Seat seat = 0;
    std::vector<const char *> hand;                 // the deciding seat's hand
    std::vector<std::vector<const char *>> up;      // per seat
    std::vector<int> handCount;                     // per seat (the deciding seat's is its hand)
    std::vector<std::vector<const char *>> known;   // per seat, optional
    std::vector<int> down;                          // per seat
    std::vector<const char *> pile;                 // bottom first
    int stock = 0;
};

View makeView(const Table &t)
{
    View v;
    v.seat = t.seat;
    v.players = t.players;
    v.options = t.options;
    v.phase = t.phase;
    v.turn = t.phase == Phase::Play ? t.seat : -1;
    v.direction = 1;
    if (t.phase == Phase::Play)
        v.ready = SeatSet::firstN(t.players);
    for (const char *c : t.hand)
        v.hand.add(card(c));
    CardSet seen = v.hand;
    int hidden = t.stock;
    for (int p = 0; p < t.players; ++p) {
        CardSet known;
        if (p < static_cast<int>(t.known.size()))
            for (const char *c : t.known[static_cast<std::size_t>(p)])
                known.add(card(c));
        CardRow row;
        for (const char *c : t.up[static_cast<std::size_t>(p)]) {
            row.push_back(card(c));
            seen.add(card(c));
        }
        const int count = p == t.seat ? v.hand.size() : t.handCount[static_cast<std::size_t>(p)];
        v.handCount.push_back(static_cast<std::uint8_t>(count));
        v.known.push_back(p == t.seat ? CardSet() : known);
        if (p != t.seat) {
            seen.add(known);
            hidden += count - known.size();
        }
        v.up.push_back(row);
        v.downCount.push_back(static_cast<std::uint8_t>(t.down[static_cast<std::size_t>(p)]));
        hidden += t.down[static_cast<std::size_t>(p)];
    }
    for (const char *c : t.pile) {
        v.pile.push_back(card(c));
        seen.add(card(c));
    }
    std::vector<Card> rest;
    for (const Card c : fullDeck(t.options))
        if (!seen.remove(c))
            rest.push_back(c);
    Rng rng(7);
    rng.shuffle(rest.begin(), rest.end());
    for (std::size_t i = static_cast<std::size_t>(std::max(hidden, 0)); i < rest.size(); ++i)
        v.burned.add(rest[i]);
    v.stockCount = t.stock;
    return v;
}

// The seat's complete legal list: from a state sampled from the view (legality depends on
// what the seat sees only).
ActionList legalFor(const View &v)
{
    Rng rng(11);
    const State s = State::sampleFromView(v, rng);
    ActionList legal;
    s.legalActions(v.seat, legal);
    return legal;
}

void expectChoice(const char *name, const Table &t, BotLevel level, const Action &expected)
{
    const View v = makeView(t);
    const ActionList legal = legalFor(v);
    if (!contains(legal, expected)) {
        fail(std::string(name) + ": the expected action " + actionText(expected) + " is not legal here: " + listText(legal));
        return;
    }
    Rng rng(2026);
    const Action got = chooseAction(v, legal, level, rng);
    if (!(got == expected))
        fail(std::string(name) + " (" + std::string(botLevelId(level)) + "): chose " + actionText(got) + ", expected "
             + actionText(expected) + " among " + listText(legal));
}

CardSet cards(std::initializer_list<const char *> texts)
{
    CardSet s;
    for (const char *c : texts)
        s.add(card(c));
    return s;
}

void handMadePositions()
{
    // A big pile topped by an Ace, nothing ordinary beats it, a 10 in hand: burn, not pick up.
    {
        Table t;
        t.hand = { "TH", "4C", "5C" };
        t.up = { { "KC", "9D", "8S" }, { "QH", "JD", "7S" } };
        t.handCount = { 0, 3 };
        t.down = { 3, 3 };
        t.pile = { "3D", "6S", "8H", "9C", "JH", "QS", "KH", "AD" };
        expectChoice("burn a big pile instead of a forced pickup", t, BotLevel::Normal, Action::play(cards({ "TH" })));
        // With a 2 as well: a 2 on a middling pile, a 10 on a big one.
        t.hand = { "TH", "2C", "5C" };
        expectChoice("a 2 rather than a 10 on a middling pile", t, BotLevel::Normal, Action::play(cards({ "2C" })));
        t.pile = { "3D", "3H", "4S", "5D", "6S", "7C", "8H", "9C", "JH", "QS", "QD", "KH", "AD" };
        expectChoice("a 10 rather than a 2 on a big pile", t, BotLevel::Normal, Action::play(cards({ "TH" })));
    }
    // An empty pile and a low card: no 2 wasted (nor a 10).
    {
        Table t;
        t.hand = { "2C", "4D", "TS" };
        t.up = { { "KC", "9D", "8S" }, { "QH", "JD", "7S" } };
        t.handCount = { 0, 3 };
        t.down = { 3, 3 };
        t.stock = 10;
        expectChoice("no 2 on an empty pile", t, BotLevel::Normal, Action::play(cards({ "4D" })));
        expectChoice("no 2 on an empty pile", t, BotLevel::Hard, Action::play(cards({ "4D" })));
        t.pile = { "3H" };
        expectChoice("no 2 on a low pile", t, BotLevel::Normal, Action::play(cards({ "4D" })));
    }
    // A pair of the lowest playable rank goes down together.
    {
        Table t;
        t.hand = { "6C", "6D", "9S", "KH" };
        t.up = { { "KC", "9D", "8S" }, { "QH", "JD", "7S" } };
        t.handCount = { 0, 3 };
        t.down = { 3, 3 };
        t.pile = { "4H", "5S" };
        expectChoice("both 6s at once", t, BotLevel::Normal, Action::play(cards({ "6C", "6D" })));
    }
    // Three 8s on top, the fourth in hand (and a 9 that would also go): complete the four.
    {
        Table t;
        t.players = 3;
        t.hand = { "8S", "9C", "JD" };
        t.up = { { "KC", "9D", "4S" }, { "QH", "JH", "7S" }, { "AS", "3D", "5D" } };
        t.handCount = { 0, 3, 3 };
        t.down = { 3, 3, 3 };
        t.pile = { "5C", "8C", "8D", "8H" };
        expectChoice("complete four of a kind", t, BotLevel::Normal, Action::play(cards({ "8S" })));
    }
    // The next player plays from upcards 7 7 8: a 6 lets them go, a 9 makes them pick up
    // the pile.
    {
        Table t;
        t.hand = { "6S", "9D" };
        t.up = { { "KC", "QD", "AS" }, { "7C", "7D", "8H" } };
        t.handCount = { 0, 0 };
        t.down = { 3, 3 };
        t.pile = { "3C", "4C", "5C" };
        expectChoice("leave the next player a rank their upcards cannot beat", t, BotLevel::Normal, Action::play(cards({ "9D" })));
    }
    // Setup: an Ace in hand, a 4 face up: swap them (the best single swap); with nothing
    // to gain, ready.
    {
        Table t;
        t.phase = Phase::Setup;
        t.hand = { "AS", "5D", "6H" };
        t.up = { { "4C", "KD", "QH" }, { "3S", "JD", "7S" } };
        t.handCount = { 0, 3 };
        t.down = { 3, 3 };
        t.stock = 40;
        expectChoice("setup: swap the Ace in hand for the 4 face up", t, BotLevel::Normal, Action::swap(card("AS"), card("4C")));
        {
            // Hard weighs the swaps that put a stronger card face up against saying ready (it
            // searched 6H for the 4C here, keeping the Ace in hand): it swaps the 4 away.
            const View v = makeView(t);
            const ActionList legal = legalFor(v);
            Rng rng(2026);
            const Action got = chooseAction(v, legal, BotLevel::Hard, rng);
            if (got.kind != Action::Kind::Swap || !(got.upCard == card("4C")))
                fail("setup (hard): chose " + actionText(got) + ", expected a swap of the 4C face up among " + listText(legal));
        }
        t.hand = { "4C", "5D", "6H" };
        t.up = { { "AS", "KD", "QH" }, { "3S", "JD", "7S" } };
        expectChoice("setup: ready when the upcards are the strongest", t, BotLevel::Normal, Action::ready());
        // 10s and 2s are worth more face up than an Ace.
        t.hand = { "TC", "5D", "2H" };
        t.up = { { "AS", "KD", "QH" }, { "3S", "JD", "7S" } };
        expectChoice("setup: a 10 goes face up", t, BotLevel::Normal, Action::swap(card("TC"), card("QH")));
    }
    // Only one legal action: it is returned at once, at every level.
    {
        Table t;
        t.hand = { "3C" };
        t.up = { { "KC", "QD", "AS" }, { "7C", "7D", "8H" } };
        t.handCount = { 0, 3 };
        t.down = { 3, 3 };
        t.pile = { "KD" };
        for (const BotLevel level : { BotLevel::Random, BotLevel::Easy, BotLevel::Normal, BotLevel::Hard })
            expectChoice("the only legal action", t, level, Action::pickup());
    }
    // Going out beats everything.
    {
        Table t;
        t.players = 3;
        t.hand = { "5C", "5D" };
        t.up = { {}, { "7C", "7D", "8H" }, { "9C" } };
        t.handCount = { 0, 3, 2 };
        t.down = { 0, 3, 1 };
        t.pile = { "4S" };
        expectChoice("go out", t, BotLevel::Normal, Action::play(cards({ "5C", "5D" })));
        expectChoice("go out", t, BotLevel::Hard, Action::play(cards({ "5C", "5D" })));
    }
}

// ---- random positions ----

struct Config {
    int players;
    Options options;
};

std::vector<Config> configs()
{
    std::vector<Config> list;
    auto add = [&](int players, auto set) {
        Config c { players, Options {} };
        set(c.options);
        list.push_back(c);
    };
    add(2, [](Options &) { });
    add(4, [](Options &) { });
    add(3, [](Options &o) { o.jokers = true; o.transparentEights = true; });
    add(4, [](Options &o) { o.sevenLower = true; o.skipNine = true; o.tensRestricted = true; });
    add(5, [](Options &o) { o.decks = 2; o.jokers = true; });
    return list;
}

// Plays games with the normal bot (one choice in four uniform, so positions vary) and, at
// a random step now and then, asks the bots under test for a choice: it must be legal, and
// the same generator state must give the same choice again.
void randomPositions(int positions)
{
    const auto list = configs();
    Rng driver(20261122);
    ActionList legal;
    int asked = 0;
    int searched = 0;
    int deterministicChecks = 0;
    for (int game = 0; asked < positions; ++game) {
        const Config &c = list[static_cast<std::size_t>(game) % list.size()];
        State s = State::deal(c.options, c.players, 1000 + static_cast<std::uint64_t>(game));
        for (int step = 0; !s.isOver() && step < 5000; ++step) {
            const Seat seat = s.actors().first();
            s.legalActions(seat, legal);
            const View v = s.view(seat);
            if (driver.below(12) == 0 && asked < positions) {
                ++asked;
                for (const BotLevel level : { BotLevel::Easy, BotLevel::Normal, BotLevel::Hard }) {
                    const std::uint64_t seed = driver.next();
                    Rng a(seed);
                    const Action first = chooseAction(v, legal, level, a);
                    if (!contains(legal, first)) {
                        fail("game " + std::to_string(game) + " step " + std::to_string(step) + ": the "
                             + std::string(botLevelId(level)) + " bot chose " + actionText(first) + ", not legal among " + listText(legal));
                        continue;
                    }
                    // Determinism: the same seed and view give the same action (checked for
                    // the bots that use their generator beyond downcards).
                    if (level != BotLevel::Easy && legal.size() > 1) {
                        Rng b(seed);
                        const Action again = chooseAction(v, legal, level, b);
                        ++deterministicChecks;
                        if (!(again == first))
                            fail("game " + std::to_string(game) + " step " + std::to_string(step) + ": the "
                                 + std::string(botLevelId(level)) + " bot chose " + actionText(first) + " and then "
                                 + actionText(again) + " with the same seed");
                        if (level == BotLevel::Hard && v.phase == Phase::Play)
                            ++searched;
                    }
                }
            }
            Action a = driver.below(4) == 0 ? legal[driver.below(legal.size())] : chooseAction(v, legal, BotLevel::Normal, driver);
            s.apply(seat, a);
        }
    }
    std::printf("%d random positions, %d determinism checks (%d hard play decisions)\n", asked, deterministicChecks, searched);
    if (searched == 0)
        fail("no hard play decision was checked");
}

// A hint that advises picking up while plays are at hand says why: the facts of the view as
// codes (the app words them); a play or a forced pickup gets its reason code instead.
void pickupReasons()
{
    auto reasons = [](const Table &t, const Action &advised) {
        const View v = makeView(t);
        const ActionList legal = legalFor(v);
        const Value r = adviceReasons(v, std::span<const Action>(legal.data(), legal.size()), advised);
        std::string codes;
        if (const Value *list = r.find("reasons"))
            for (std::size_t i = 0; i < list->size(); ++i)
                codes += (codes.empty() ? "" : " ") + (*list)[i].toString();
        if (const Value *code = r.find("code"))   // the reasons of any other action (shithead_why.h)
            return "code " + code->toString() + (r.find("kept") ? " kept " + std::to_string(r.find("kept")->toInt()) : std::string());
        return r.isNull() ? std::string("null") : codes + " / pile " + std::to_string(r.find("pile")->toInt()) + ", specials "
                + std::to_string(r.find("pileSpecials")->toInt());
    };
    Table t;
    t.hand = { "2C", "TD", "KS" };
    t.up = { { "KC", "9D", "8S" }, { "QH", "JD", "7S" } };
    t.handCount = { 0, 3 };
    t.down = { 3, 3 };
    t.stock = 10;
    t.pile = { "2H", "AD" };   // only the 2 and the 10 beat the ace
    std::string got = reasons(t, Action::pickup());
    check(got == "plays-spend-specials pile-holds-specials small-pile / pile 2, specials 1", "pickup reasons: " + got);
    t.pile = { "3H", "4D", "5S", "6C", "9H" };   // the king beats it; nothing special in the pile
    got = reasons(t, Action::pickup());
    check(got == " / pile 5, specials 0", "pickup reasons with an ordinary play: " + got);
    // Any other action gets its reason code: the king is the lowest ordinary card that goes and
    // the 2 waits; a forced pickup is one because nothing goes.
    got = reasons(t, Action::play(cards({ "KS" })));
    check(got == "code lowest-keeps-special kept 2", "a play's reason: " + got);
    t.hand = { "3C", "4D", "5S" };   // nothing beats the 9: the pickup is forced
    got = reasons(t, Action::pickup());
    check(got == "code nothing-goes", "a forced pickup's reason: " + got);
}

} // namespace

int main(int argc, char *argv[])
{
    const int positions = argc > 1 ? std::atoi(argv[1]) : 300;
    handMadePositions();
    pickupReasons();
    randomPositions(positions);
    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    std::printf("all checks held\n");
    return 0;
}
