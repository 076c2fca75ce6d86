// Shaftmount through the registry's face (AnyGame), as the app will use it: legal moves for the
// table and what gestures mean, which decisions are private, the events a table animates and
// who may see them, and setups that must be refused (options, malformed deals, mutated deals
// that must never crash).
//
// Usage: shaftmount_table. Exit status 0 when every check held, 1 otherwise.
#include "check.h"
#include "core/registry.h"
#include "games/shaftmount/shaftmount.h"

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::test;

namespace {

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

Value makeDeal(Value hands, Value sequences, const char *deck)
{
    Value deal = Value::object();
    deal.set("hand", std::move(hands));
    deal.set("sequences", std::move(sequences));
    deal.set("deck", cards(deck));
    return deal;
}

const GameSpec &spec()
{
    static const GameSpec *s = findGame("shaftmount");
    return *s;
}

std::unique_ptr<AnyGame> game(int players, const Value &deal, std::initializer_list<const char *> actions,
                              const Value &options = Value::object())
{
    auto g = spec().create(players, options, 1, &deal);
    if (!g) {
        std::fprintf(stderr, "the test's deal is refused: %s\n", g.error().subject.c_str());
        std::exit(2);
    }
    for (const char *line : actions) {
        const std::string text(line);
        if ((*g)->apply(text[0] - '0', text.substr(3)) != Reason::Ok) {
            std::fprintf(stderr, "the test's action is refused: %s\n", line);
            std::exit(2);
        }
    }
    return std::move(*g);
}

const Value kHandsA = rows({ "7H 9C JD KS 2C 3D 4S 5C AH", "8H TC QD 2S 3C 4D 5S 6C 9H" });
const Value kSeqA = rows({ "5H 8C 9D JS", "6H 7C TD QS" });

const Move *findMove(const MoveList &moves, const std::string &action)
{
    for (const Move &m : moves)
        if (m.action == action)
            return &m;
    return nullptr;
}

Move gesture(std::initializer_list<Card> picked, Place from, Place to)
{
    Move g;
    for (const Card c : picked)
        g.cards.push_back(c);
    g.from = from;
    g.to = to;
    return g;
}

Card card(const char *text) { return *parseCard(text); }

Place at(std::string_view zone, int owner = -1, int pile = -1)
{
    Place p;
    p.zone = zone;
    p.owner = static_cast<std::int8_t>(owner);
    p.pile = static_cast<std::int16_t>(pile);
    return p;
}

void movesAndGestures()
{
    auto g = game(2, makeDeal(kHandsA, kSeqA, "8D KH QC TS 7D"), {});
    const MoveList moves = g->legalMoves(0);
    const auto legal = g->legalActions(0);
    check(moves.size() == legal.size(), "one move per legal action");
    for (const auto &text : legal)
        check(findMove(moves, text) != nullptr, "a move for \"" + text + "\"");

    const Move *play = findMove(moves, "play 7H 1.0");
    check(play && play->verb == "play" && play->cards.size() == 1 && play->cards[0] == card("7H") && play->from.zone == "hand"
              && play->from.owner == 0 && play->to.zone == "sequence" && play->to.owner == 1 && play->to.pile == 0,
          "play 7H 1.0: 7H from seat 0's hand to sequence 1.0");
    const Move *three = findMove(moves, "three 3D");
    check(three && three->to.zone == "newSequence" && three->to.owner == 0, "three 3D: to seat 0's new sequence");
    const Move *four = findMove(moves, "four 4S 1.3");
    check(four && four->to.zone == "under" && four->to.owner == 1 && four->to.pile == 3, "four 4S 1.3: under sequence 1.3");

    check(g->gestureAction(0, gesture({ card("7H") }, at("hand", 0), at("sequence", 1, 0))) == std::optional<std::string>("play 7H 1.0"),
          "a hand card dropped on a sequence is a play");
    check(g->gestureAction(0, gesture({ card("2C") }, at("hand", 0), at("sequence", 1, 1))) == std::optional<std::string>("two 2C 1.1"),
          "a 2 dropped on a sequence is the 2 rule (legal or not)");
    check(g->gestureAction(0, gesture({ card("4S") }, at("hand", 0), at("under", 1, 3))) == std::optional<std::string>("four 4S 1.3"),
          "a 4 dropped under a sequence is the 4 rule");
    check(g->gestureAction(0, gesture({ card("3D") }, at("hand", 0), at("newSequence", 0))) == std::optional<std::string>("three 3D"),
          "a 3 dropped on the new-sequence place is the 3 rule");
    check(g->gestureAction(0, gesture({}, at("deck"), at("hand", 0))) == std::optional<std::string>("draw"), "the deck to the hand draws");
    check(g->gestureAction(0, gesture({ card("7H") }, at("hand", 0), at("pile"))) == std::nullopt, "a drop on no Shaftmount zone means nothing");
    check(g->check(0, *g->gestureAction(0, gesture({ card("5C") }, at("hand", 0), at("sequence", 0, 1)))) == shaftmount::why::TooLow,
          "a refused gesture says why (too-low)");
    check(g->privateDecision(0), "the turn is a private decision");

    // Keep or redraw: answered from public facts; cardless moves.
    g->apply(0, "play AH 1.0");
    check(!g->privateDecision(1), "keep or redraw is not a private decision");
    const MoveList answers = g->legalMoves(1);
    check(answers.size() == 2 && findMove(answers, "keep") && findMove(answers, "keep")->cards.empty()
              && findMove(answers, "redraw") && findMove(answers, "redraw")->from.zone.empty(),
          "keep and redraw are cardless moves");
}

void dominoAndWindows()
{
    // A domino's choice: close moves take the top card from its sequence; a tap means close.
    auto g = game(3, makeDeal(rows({ "KH 2S 3S 4S 5S 6S 7S 8S", "2C 3C 4C 2D 3D 4D 2H 3H", "2C 3C 4C 2D 3D 4D 2H 3H" }),
                              rows({ "AH 5C 6D", "QH 7C 8D", "5H QH TD" }), "9S JC JD 9C 9D TC"),
                  { "0: play KH 2.0", "2: keep" });
    check(!g->privateDecision(0), "a domino's choice is not a private decision");
    const MoveList moves = g->legalMoves(0);
    const Move *close = findMove(moves, "close 2.1");
    check(close && close->cards.size() == 1 && close->cards[0] == card("QH") && close->from.zone == "sequence" && close->from.owner == 2
              && close->from.pile == 1 && close->from.index == 0,
          "close 2.1 takes QH, the top of sequence 2.1");
    check(g->gestureAction(0, gesture({ card("QH") }, at("sequence", 1, 0), Place())) == std::optional<std::string>("close 1.0"),
          "tapping a sequence means close");

    // 5 rule: the defence is a private decision; a 5 onto the discard pile defends.
    auto d = game(2, makeDeal(rows({ "2C 3D 4H 5S 6C 7D 8H 9S TC", "2D 3C 4S 5D 6H 7S 8C 9D TH" }), rows({ "QC QD QH QS", "KC KD KH KS" }),
                              "JC JD JH JS 5C 6D 7H 8S 9C TD"),
                  { "0: four 4H 0.2", "1: pass", "0: end", "1: four 4S 0.3", "0: pass", "1: end", "0: two 2C 1.0" });
    check(d->privateDecision(1), "a defence is a private decision");
    check(d->gestureAction(1, gesture({ card("5D") }, at("hand", 1), at("discard"))) == std::optional<std::string>("defend 5D"),
          "a 5 onto the discard pile defends");
    const MoveList defences = d->legalMoves(1);   // kept: findMove points into it
    const Move *defend = findMove(defences, "defend 5D");
    check(defend && defend->to.zone == "discard" && defend->from.zone == "hand" && defend->from.owner == 1, "defend 5D: hand to discard");
}

void events()
{
    auto g = game(2, makeDeal(kHandsA, kSeqA, "8D KH QC TS 7D"), { "0: play 7H 0.0" });
    EventList ev;
    g->apply(0, "draw", &ev);
    const auto drew = static_cast<std::uint8_t>(shaftmount::Ev::Drew);
    check(ev.size() == 2 && ev[0].kind == drew && ev[1].kind == drew, "a draw is a pair of Drew events");
    if (ev.size() == 2) {
        check(ev[0].audience == Audience::only(SeatSet::single(0)) && ev[0].cards.size() == 1 && ev[0].cards[0] == card("8D"),
              "the drawer's own event names the card, for the drawer only");
        check(ev[1].audience == Audience::allBut(SeatSet::single(0)) && ev[1].cards.empty() && ev[1].count == 1,
              "everybody else's event only counts");
    }
    ev.clear();
    g->apply(0, "end", &ev);
    g->apply(1, "play 9H 0.0", &ev);
    g->apply(1, "end", &ev);
    ev.clear();
    g->apply(0, "play AH 0.0", &ev);
    std::vector<std::string> kinds;
    for (const Event &e : ev) {
        kinds.push_back(std::string(spec().eventId(e.kind)));
        check(e.audience.isEveryone(), "a closing's events are public");
    }
    check(kinds == std::vector<std::string> { "played", "closed", "discarded", "penalty" },
          "a closing tells: played, closed, discarded, penalty");
    if (ev.size() == 4)
        check(ev[1].cards[0] == card("AH") && ev[1].seat == 0 && ev[1].index == 0 && ev[1].count == 0 && ev[1].target == 0
                  && ev[2].cards.size() == 2 && ev[3].count == 1,
              "closed: AH from 0.0 to closing sequence 0, seat 0 in control; 7H and 9H discarded; one penalty");
    for (int k = 0; k <= static_cast<int>(shaftmount::Ev::GameOver); ++k)
        check(!spec().eventId(static_cast<std::uint8_t>(k)).empty(), "every event kind has a name");
}

void setups()
{
    const Value deal = makeDeal(kHandsA, kSeqA, "8D KH");
    auto problem = [&](int players, const Value &options, const Value &d) {
        auto g = spec().create(players, options, 1, &d);
        return g ? SetupProblem::Ok : g.error().problem;
    };
    Value manual = Value::object();
    manual.set("calls", "manual");
    check(problem(2, manual, deal) == SetupProblem::Ok, "calls \"manual\" is accepted");
    Value tapping = Value::object();
    tapping.set("calls", "tapping");
    check(problem(2, tapping, deal) == SetupProblem::OptionValue, "an unknown calls value is refused");
    Value twoOff = Value::object();
    twoOff.set("twoRule", false);
    check(problem(2, twoOff, deal) == SetupProblem::Ok, "twoRule false is accepted");
    check(problem(5, Value::object(), Value()) == SetupProblem::PlayerCount, "five players are refused");
    check(problem(1, Value::object(), Value()) == SetupProblem::PlayerCount, "one player is refused");

    auto withKey = [&](const char *key, Value v) {
        Value d = deal;
        d.set(key, std::move(v));
        return d;
    };
    check(problem(2, Value::object(), withKey("hand", rows({ "7H 9C JD KS 2C 3D 4S 5C", "8H TC QD 2S 3C 4D 5S 6C 9H" })))
              == SetupProblem::DealCount,
          "a short hand");
    check(problem(2, Value::object(), withKey("sequences", rows({ "5H 8C 9D JS" }))) == SetupProblem::DealCount, "one seat's sequences");
    check(problem(2, Value::object(), withKey("hand", rows({ "7H 7H 7H KS 2C 3D 4S 5C AH", "8H TC QD 2S 3C 4D 5S 6C 9H" })))
              == SetupProblem::DuplicateCard,
          "a card three times");
    check(problem(2, Value::object(), withKey("deck", cards("8D ZZ"))) == SetupProblem::UnknownCard, "an unknown card");
    check(problem(2, Value::object(), withKey("deck", cards("8D JK"))) == SetupProblem::CardNotInDeck, "a joker");
    check(problem(2, Value::object(), withKey("deck", Value("8D"))) == SetupProblem::DealShape, "a deck that is not a list");
    check(problem(2, Value::object(), withKey("stock", Value::array())) == SetupProblem::DealShape, "an unknown deal key");
    check(problem(2, Value::object(), Value::array()) == SetupProblem::DealShape, "a deal that is not an object");

    // Mutated deals: replaced cards, rows and keys; the game is set up or refused, never broken.
    Rng rng(99);
    const char *pool[] = { "AS", "2C", "JK", "??", "", "10H", "7H", "AH", "KH" };
    int made = 0;
    for (int n = 0; n < 3000; ++n) {
        Value d = deal;
        const char *keys[] = { "hand", "sequences", "deck" };
        const char *key = keys[rng.below(3)];
        Value list = *d.find(key);
        switch (rng.below(4)) {
        case 0: list = Value(static_cast<int>(rng.below(5))); break;
        case 1:
            if (list.size() > 0)
                list.items().erase(list.items().begin() + static_cast<long>(rng.below(list.size())));
            break;
        case 2: list.push(pool[rng.below(std::size(pool))]); break;
        default:
            for (Value &row : list.items())
                if (row.isArray() && row.size() > 0 && rng.below(2))
                    row.items()[rng.below(row.size())] = Value(pool[rng.below(std::size(pool))]);
            break;
        }
        d.set(key, list);
        auto g = spec().create(2 + static_cast<int>(rng.below(3)), Value::object(), rng.next(), &d);
        if (g) {
            ++made;
            const auto actors = (*g)->actors();
            check((*g)->isOver() || !actors.empty(), "a game set up from a mutated deal has someone to act");
            (void)(*g)->state(Viewer::all());
        }
    }
    check(made > 0, "some mutated deals are still valid");
}

// Calls "manual" through AnyGame: opportunities (actors outside mustAct) and obligations, what a
// bot answers for each, private decisions, moves and gestures, events, the options a record
// stores, and the state keys that only manual calls add.
Value manualOptions()
{
    Value o = Value::object();
    o.set("calls", "manual");
    return o;
}

const Value kHands3 = rows({ "AH KS 2C 3D 4S 5C 7D 9C", "8H TC QD 2S 3C 4D 5S 6C", "9H TD JC 2D 3S 4H 6S 8C" });
const Value kSeq3 = rows({ "5H 8S 9D", "6H 7C TS", "7H JS QC" });
const char *kDeck3 = "KH QH JH TH 5D 6D 7S 8D 9S JD";

std::vector<std::string> botAnswers(const AnyGame &g, Seat seat, BotLevel level, int seeds)
{
    std::vector<std::string> out;
    for (int k = 0; k < seeds; ++k)
        out.push_back(g.botTask(seat, level, static_cast<std::uint64_t>(k) + 1)());
    return out;
}

void manualCalls()
{
    const Value deal = makeDeal(kHands3, kSeq3, kDeck3);
    // Options as a record stores them; the state keys of calls "manual" only there.
    auto plain = game(3, deal, {});
    check(plain->options() == Value::object(), "calls \"auto\" is not stored");
    const Value autoState = plain->state(Viewer::all());
    check(!autoState.find("calls") && !autoState.find("exposed") && !autoState.find("claim") && !autoState.find("overLimit"),
          "calls \"auto\": the state has none of the manual keys");
    check(plain->mustAct() == plain->actors(), "calls \"auto\": every actor must act");

    auto g = game(3, deal, { "0: play AH 1.0" }, manualOptions());
    check(g->options() == manualOptions(), "calls \"manual\" is stored");
    // An exposed AH on seat 1's sequence: seat 0 (on turn) must act, seat 2 merely may.
    check(g->actors() == SeatSet::fromMask(0b101), "actors: the seat on turn and the seat that may tap");
    check(g->mustAct() == SeatSet::single(0), "mustAct: the seat on turn only");
    check(g->privateDecision(0) && !g->privateDecision(2), "a tap is not a private decision; the turn is");

    // A bot with an opportunity may answer nothing; one that must act always answers.
    int nothing = 0;
    int taps = 0;
    for (const auto &a : botAnswers(*g, 2, BotLevel::Easy, 200)) {
        nothing += a.empty();
        taps += a == "tap 1.0";
    }
    check(nothing + taps == 200 && nothing > 100 && taps > 20, "easy with an opportunity: nothing or the tap, mostly nothing ("
                                                                     + std::to_string(taps) + " taps in 200)");
    taps = 0;
    for (const auto &a : botAnswers(*g, 2, BotLevel::Hard, 100))
        taps += a == "tap 1.0";
    check(taps > 75, "hard notices the exposed card nearly always (" + std::to_string(taps) + " in 100)");
    for (const auto &a : botAnswers(*g, 0, BotLevel::Normal, 20))
        check(!a.empty() && g->check(0, a) == Reason::Ok, "the seat on turn always gets a legal action, not \"" + a + "\"");
    check(g->botTask(1, BotLevel::Hard, 1)().empty(), "a seat that may not act gets nothing");

    // The tap as a move and as a gesture (a sequence's card tapped); its events name the tapper.
    const MoveList moves = g->legalMoves(2);
    const Move *tap = findMove(moves, "tap 1.0");
    check(moves.size() == 1 && tap && tap->verb == "tap" && tap->cards.size() == 1 && tap->cards[0] == card("AH")
              && tap->from.zone == "sequence" && tap->from.owner == 1 && tap->from.pile == 0 && tap->to.zone == "closing",
          "tap 1.0: AH from the top of sequence 1.0 to the closing area");
    check(g->gestureAction(2, gesture({ card("AH") }, at("sequence", 1, 0), Place())) == std::optional<std::string>("tap 1.0"),
          "tapping a sequence's card means tap");
    // A game review's second opinion on a call, where the seat could only call (tap or count).
    auto two = game(3, deal, { "0: play AH 1.0", "0: draw", "0: draw" }, manualOptions());
    const Advice advice = two->adviceTask(2, "tap 1.0", 1)();
    check((advice.choice == "tap 1.0" || advice.choice == "count 0") && two->check(2, advice.choice) == Reason::Ok,
          "the second opinion on a call is one of the seat's calls, not \"" + advice.choice + "\"");
    EventList ev;
    check(g->apply(2, "tap 1.0", &ev) == Reason::Ok, "seat 2 taps out of turn");
    const auto closed = std::find_if(ev.begin(), ev.end(), [](const Event &e) { return e.is(shaftmount::Ev::Closed); });
    check(closed != ev.end() && closed->target == 2 && closed->seat == 1 && closed->cards[0] == card("AH"),
          "the closing names the tapper as its target");

    // A claim: Shown, then Claimed; the challenge round asks one seat at a time, from public facts.
    auto c = game(3, deal, {}, manualOptions());
    ev.clear();
    c->apply(0, "no-play", &ev);
    check(ev.size() == 2 && ev[0].is(shaftmount::Ev::Shown) && ev[1].is(shaftmount::Ev::Claimed) && ev[1].count == 0,
          "a no-play claim: Shown, Claimed");
    check(c->actors() == SeatSet::single(1) && c->mustAct() == SeatSet::single(1) && !c->privateDecision(1),
          "the seat asked to challenge must answer, from public facts");
    check(c->gestureAction(1, gesture({ card("9C") }, at("hand", 0), at("sequence", 1, 1)))
              == std::optional<std::string>("challenge 9C 1.1"),
          "a card of the claimer's hand dropped on a sequence challenges");
    const MoveList challenges = c->legalMoves(1);
    const Move *ch = findMove(challenges, "challenge 9C 1.1");
    check(ch && ch->from.zone == "hand" && ch->from.owner == 0 && ch->to.zone == "sequence" && ch->to.owner == 1 && ch->to.pile == 1,
          "challenge 9C 1.1: 9C from seat 0's hand onto 1.1");
    ev.clear();
    c->apply(1, "challenge 9C 1.1", &ev);
    std::vector<std::string> kinds;
    for (const Event &e : ev)
        kinds.push_back(std::string(spec().eventId(e.kind)));
    check(kinds == std::vector<std::string> { "challenged", "penalty", "played", "turn" }, "a challenge tells: challenged, penalty, played, turn");

    // Count: a hand over the limit, counted by tapping it.
    auto n = game(3, deal, { "0: draw" }, manualOptions());
    check(n->gestureAction(1, gesture({}, at("hand", 0), Place())) == std::optional<std::string>("count 0"), "tapping another's hand counts it");
    const MoveList counts = n->legalMoves(2);
    check(counts.size() == 1 && counts[0].action == "count 0" && counts[0].verb == "count" && counts[0].from.owner == 0,
          "count 0 as a move from seat 0's hand");
    ev.clear();
    n->apply(2, "count 0", &ev);
    check(ev.size() == 2 && ev[0].is(shaftmount::Ev::Counted) && ev[0].seat == 2 && ev[0].target == 0 && ev[0].count == 9
              && ev[1].is(shaftmount::Ev::Penalty),
          "a count tells: counted (seat 2 counts seat 0's 9 cards), penalty");
}

} // namespace

int main()
{
    movesAndGestures();
    dominoAndWindows();
    events();
    setups();
    manualCalls();
    if (g_failures == 0)
        std::printf("shaftmount table: all checks held\n");
    return g_failures == 0 ? 0 : 1;
}
