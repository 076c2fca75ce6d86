// Wrong Suit through the registry's AnyGame face, as the app's table will use it: moves as
// data (a Queen's four suits as four moves), what a gesture means (a Queen dropped without a
// suit is refused with its own reason), events with their audiences, the simultaneous and
// private-decision flags and the table's public facts. Engine only.
//
// Usage: wrongsuit_moves. Exit status 0 when every check held, 1 otherwise.
#include "check.h"
#include "core/registry.h"
#include "games/wrongsuit/wrongsuit.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::test;

namespace {

Value cards(std::initializer_list<const char *> list)
{
    Value v = Value::array();
    for (const char *c : list)
        v.push(c);
    return v;
}

Card card(const char *text) { return *parseCard(text); }

Move gesture(const char *c, Seat from, Seat to)
{
    Move g;
    g.cards.push_back(card(c));
    g.from.zone = "hand";
    g.from.owner = static_cast<std::int8_t>(from);
    g.to.zone = "stack";
    g.to.owner = static_cast<std::int8_t>(to);
    return g;
}

} // namespace

int main()
{
    const GameSpec *spec = findGame("wrong-suit");
    if (!spec || !spec->available || !spec->create) {
        std::fprintf(stderr, "FAIL: wrong-suit is not in the registry\n");
        return 1;
    }
    Value deal = Value::object();
    Value hands = Value::array();
    hands.push(cards({ "QH", "5C" }));
    hands.push(cards({ "KS", "6C" }));
    hands.push(cards({ "2S", "7C" }));
    hands.push(cards({ "3S", "8C" }));
    deal.set("hand", std::move(hands));
    deal.set("aces", cards({ "AH", "AC", "AD", "AS" }));
    auto created = spec->create(4, Value::object(), 1, &deal);
    if (!created) {
        std::fprintf(stderr, "FAIL: the deal is refused: %s\n", created.error().subject.c_str());
        return 1;
    }
    AnyGame &g = **created;

    // Moves: one per legal action, a gift from the hand to the receiver's stack; a Queen's
    // four suits are four moves with the same card and places, told apart by their text.
    const auto legal = g.legalActions(0);
    const MoveList moves = g.legalMoves(0);
    check(moves.size() == legal.size(), "one move per legal action");
    for (std::size_t i = 0; i < moves.size() && i < legal.size(); ++i) {
        const Move &m = moves[i];
        check(m.action == legal[i], "a move carries its action text unchanged");
        check(m.verb == "give" && m.cards.size() == 1 && m.from.zone == "hand" && m.from.owner == 0 && m.to.zone == "stack",
              "a move gives one card from the hand to a stack: " + m.action);
    }
    std::vector<std::string> queenToTwo;
    for (const Move &m : moves)
        if (m.cards[0] == card("QH") && m.to.owner == 2)
            queenToTwo.push_back(m.action);
    check(queenToTwo == std::vector<std::string> { "give QH 2 C", "give QH 2 D", "give QH 2 H", "give QH 2 S" },
          "a Queen to seat 2 is four moves, one per suit");

    // Gestures: a Queen dropped on a stack names no suit yet: refused with its own reason.
    const auto queen = g.gestureAction(0, gesture("QH", 0, 2));
    check(queen && *queen == "give QH 2", "a Queen dropped on seat 2's stack means \"give QH 2\"");
    check(queen && g.check(0, *queen) == wrongsuit::why::QueenNeedsSuit, "... which is refused: a Queen needs a suit");
    const auto five = g.gestureAction(0, gesture("5C", 0, 1));
    check(five && *five == "give 5C 1" && g.check(0, *five) == Reason::Ok, "5C dropped on seat 1's stack is a legal gift");
    Move wrongZone = gesture("5C", 0, 1);
    wrongZone.to.zone = "hand";
    check(!g.gestureAction(0, wrongZone), "a card dropped on a hand means nothing");

    // The flags: everyone gives at once, and choosing needs one's own hand.
    check(g.simultaneous(), "a round is simultaneous");
    check(g.privateDecision(0), "a gift is a private decision");
    check(g.actors() == SeatSet::firstN(4), "every seat holding cards gives");

    // Events: the giver's own account names card, receiver and suit; the others learn only
    // that it gave.
    EventList events;
    check(g.apply(0, "give QH 2 S", &events) == Reason::Ok, "the Queen is given");
    int full = 0, reduced = 0;
    for (const Event &e : events) {
        check(e.is(wrongsuit::Ev::Gave), "a give before the round resolves makes only \"gave\" events");
        if (e.audience.includes(0) && !e.audience.includes(1)) {
            ++full;
            check(e.target == 2 && e.index == static_cast<int>(Suit::Spades) && e.cards.size() == 1 && e.cards[0] == card("QH"),
                  "the giver's own event names card, receiver and suit");
        } else {
            ++reduced;
            check(e.target == -1 && e.index == -1 && e.cards.empty() && e.audience.includes(-1) && !e.audience.includes(0),
                  "the others' event says only who gave");
        }
    }
    check(full == 1 && reduced == 1, "one event for the giver, one for the rest");

    // The round resolves: KS lands face up in seat 3's stack and shuts spades there; the
    // Queen takes seat 2's lowest spade (2S) into seat 0's stack.
    events.clear();
    check(g.apply(1, "give KS 3", &events) == Reason::Ok && g.apply(2, "give 7C 1", &events) == Reason::Ok
              && g.apply(3, "give 8C 0", &events) == Reason::Ok,
          "the round's other gifts are accepted");
    bool shut = false, transferred = false, roundOver = false;
    for (const Event &e : events) {
        shut = shut || (e.is(wrongsuit::Ev::Shut) && e.seat == 3 && e.index == static_cast<int>(Suit::Spades) && e.audience.isEveryone());
        if (e.is(wrongsuit::Ev::Transferred) && e.audience.includes(1)) {
            transferred = true;
            check(e.seat == 0 && e.target == 2 && e.cards.empty(), "seat 1 sees only that a card went from seat 2's hand to seat 0's stack");
        }
        roundOver = roundOver || (e.is(wrongsuit::Ev::RoundOver) && e.count == 1);
    }
    check(shut && transferred && roundOver, "the resolution tells the King's shut suit, the transfer and the round's end");
    const Value info = g.tableInfo();
    const Value *shutList = info.find("shut");
    check(shutList && shutList->size() == 4 && (*shutList)[3].size() == 1 && (*shutList)[3][0].toString() == "S",
          "the table's facts name seat 3's shut suit");
    const Value *rounds = info.find("rounds");
    check(rounds && rounds->toInt() == 2, "two rounds in all: every hand holds one card for round 2");
    const Value *wrong = info.find("wrongSuit");
    check(wrong && wrong->isNull(), "no Wrong Suit before the end");
    const auto spade = g.gestureAction(3, gesture("3S", 3, 3));
    check(spade && g.check(3, *spade) == wrongsuit::why::SuitShut, "3S dropped on seat 3's own stack is refused: spades are shut there");

    // The last round: the Ace is turned, and the table names its suit; the rounds stay two.
    g.actors().forEach([&](Seat p) {
        const auto last = g.legalActions(p);
        check(!last.empty() && g.apply(p, last.front()) == Reason::Ok, "round 2's gifts are accepted");
    });
    check(g.isOver(), "the game is over after round 2");
    const Value end = g.tableInfo();
    check(end.find("rounds") && end.find("rounds")->toInt() == 2, "the game had two rounds");
    check(end.find("wrongSuit") && end.find("wrongSuit")->toString() == "H", "the table names the Wrong Suit: the first Ace's");

    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    std::printf("wrong-suit moves, gestures and events hold\n");
    return 0;
}
