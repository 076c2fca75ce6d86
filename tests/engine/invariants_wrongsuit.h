// Wrong Suit's part of the shared invariant test (invariants.h): configurations, random
// (mostly illegal) actions, and what each seat may know.
//
// The test keeps its own copy of the game from the deal and the actions alone: the hands,
// each seat's gift of the running round, and when a round is complete it resolves it by
// itself from rules/wrong-suit.md (gifts land in their givers' seat order, Kings face up and
// shut their suit, Queens in their givers' seat order take the receiver's lowest card of the
// suit by rank unless the giver shows that King or the receiver has none, odd cards face up
// with oddFaceUp, every stack face up after round revealAfterRound and at the end). From
// that copy it knows what each seat may know:
//   - its hand and its own gift of the running round (nobody else's, not even that gift's
//     receiver);
//   - a stack card when it lies face up, when the seat owns the stack, or when the card left
//     the seat's hand (its gift, or a Queen's transfer out of its hand);
//   - that a stack card is a Queen when everyone saw its transfer;
//   - what its own Queens showed about the receiver's hand (no card of the suit below some
//     rank, from that moment on).
// A seat's view must show exactly that, the state must equal the copy, every event a seat
// (or the public) may see names only cards it may know, and a state sampled from a view
// shows the same view and respects all of that knowledge.
#pragma once

#include "games/wrongsuit/wrongsuit.h"
#include "invariants.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace felt::invariants {

struct WrongSuitTraits {
    using State = wrongsuit::State;
    using Action = wrongsuit::Action;
    using ActionList = wrongsuit::ActionList;
    using View = wrongsuit::View;
    using Options = wrongsuit::Options;
    static constexpr int kPlayers = wrongsuit::kPlayers;

    static constexpr bool kHidden = true;

    struct Config {
        Options options;
    };

    static std::string_view name() { return "wrong-suit"; }
    static std::string optionsText(const Options &o)
    {
        std::string out;
        if (o.revealAfterRound)
            out += "\"revealAfterRound\": " + std::to_string(o.revealAfterRound);
        if (o.oddFaceUp)
            out += std::string(out.empty() ? "" : ", ") + "\"oddFaceUp\": true";
        return "{" + out + "}";
    }
    static std::string label(const Config &c) { return "4 players, " + optionsText(c.options); }
    static std::string recordHead(const Config &c, std::uint64_t seed)
    {
        return "{\"format\": \"felt-record/1\", \"game\": \"wrong-suit\", \"players\": 4, \"options\": " + optionsText(c.options)
            + ", \"seed\": " + std::to_string(seed) + ", ...";
    }

    static std::vector<Config> configs()
    {
        auto with = [](int reveal, bool odd) {
            Config c;
            c.options.revealAfterRound = reveal;
            c.options.oddFaceUp = odd;
            return c;
        };
        return { with(0, false), with(6, false), with(0, true), with(8, true), with(1, false), with(11, true), with(0, false) };
    }

    static State deal(const Config &c, std::uint64_t seed) { return State::deal(c.options, kPlayers, seed); }
    static StaticVec<Card, 52> deck(const Config &)
    {
        StaticVec<Card, 52> d;
        for (const Card c : wrongsuit::fullDeck())
            d.push_back(c);
        for (const Card c : wrongsuit::fullAces())
            d.push_back(c);
        return d;
    }
    static auto cards(const State &s) { return s.allCards(); }
    static std::string text(const Action &a) { return wrongsuit::actionText(a); }
    static std::optional<Action> parse(std::string_view text) { return wrongsuit::parseAction(text); }
    // One gift per card at most: 48 actions.
    static int maxActions(const Config &) { return wrongsuit::kCards; }

    // Uniform over the legal actions (a Queen's four suits make Queens common: every Queen
    // case comes up often).
    static Action choose(const State &, const ActionList &legal, Rng &rng) { return legal[rng.below(legal.size())]; }

    static std::vector<Action> botChoices(const State &s, Seat seat, const ActionList &legal, Rng &rng)
    {
        const View v = s.view(seat);
        std::vector<Action> out;
        for (const BotLevel level : { BotLevel::Random, BotLevel::Easy, BotLevel::Normal })
            out.push_back(wrongsuit::chooseAction(v, legal, level, rng));
        return out;
    }

    // A well-formed action, mostly illegal: a card from the seat's hand or anywhere in the 52
    // (Aces too), any receiver 0-5, a suit or none.
    static Action randomAction(const State &s, Seat seat, Rng &rng)
    {
        std::vector<Card> hand;
        s.hand(seat).forEach([&](Card c) { hand.push_back(c); });
        Card card;
        if (!hand.empty() && rng.below(3))
            card = hand[rng.below(hand.size())];
        else
            card = Card::fromCode(static_cast<std::uint8_t>(rng.below(52)));
        Suit suit = Suit::None;
        if (card.rank() == kQueen ? rng.below(6) != 0 : rng.below(6) == 0)
            suit = static_cast<Suit>(rng.below(4));
        return Action::give(card, rng.belowInt(6), suit);
    }

    // ---- the test's own copy of the game ----

    struct TSlot {
        Card card;
        int from = -1;
        bool faceUp = false;
        bool queen = false;
        int seq = 0;
    };
    struct TBound {
        int knower, target;
        Suit suit;
        int minRank, seq;
    };
    struct Knowledge {
        Options options;
        int round = 1;
        int clock = 0;
        bool over = false;
        bool revealed = false;
        std::array<CardSet, kPlayers> hand {};
        std::array<std::optional<Action>, kPlayers> gift {};
        std::array<std::vector<TSlot>, kPlayers> stack {};
        std::array<std::uint8_t, kPlayers> shut {};
        std::vector<TBound> bounds;
        std::string eventProblem;   // the first event a seat should not have seen
    };

    static bool landsUp(const Options &o, Card c)
    {
        const int r = c.rank();
        return r == kKing || (o.oddFaceUp && r % 2 == 1 && r <= 9);
    }
    static bool mayKnow(const TSlot &slot, Seat owner, Seat viewer)
    {
        return slot.faceUp || owner == viewer || slot.from == viewer;
    }

    static Knowledge knowledgeAtStart(const State &s)
    {
        Knowledge k;
        k.options = s.options();
        for (Seat p = 0; p < kPlayers; ++p)
            k.hand[p] = s.hand(p);
        return k;
    }

    static void resolve(Knowledge &k)
    {
        auto bit = [](Suit s) { return static_cast<std::uint8_t>(1u << static_cast<int>(s)); };
        ++k.clock;
        for (Seat g = 0; g < kPlayers; ++g)
            if (k.gift[g]) {
                const Action &a = *k.gift[g];
                k.stack[a.target].push_back(TSlot { a.card, g, landsUp(k.options, a.card), false, k.clock });
            }
        for (Seat g = 0; g < kPlayers; ++g)
            if (k.gift[g] && k.gift[g]->card.rank() == kKing)
                k.shut[k.gift[g]->target] |= bit(k.gift[g]->card.suit());
        for (Seat g = 0; g < kPlayers; ++g) {
            if (!k.gift[g] || k.gift[g]->card.rank() != kQueen)
                continue;
            ++k.clock;
            const Action &q = *k.gift[g];
            const Seat r = q.target;
            if (k.shut[g] & bit(q.suit))
                continue;   // the giver shows that suit's King: nothing happens, nothing is learned
            Card lowest;
            for (int rank = 2; rank <= kKing && !lowest.isValid(); ++rank)
                if (k.hand[r].has(Card::french(rank, q.suit)))
                    lowest = Card::french(rank, q.suit);
            if (!lowest.isValid()) {
                if (r != g)
                    k.bounds.push_back(TBound { g, r, q.suit, kAce, k.clock });
                continue;
            }
            k.hand[r].remove(lowest);
            for (TSlot &slot : k.stack[r])
                if (slot.card == q.card)
                    slot.queen = true;
            k.stack[g].push_back(TSlot { lowest, r, landsUp(k.options, lowest), false, k.clock });
            if (lowest.rank() == kKing)
                k.shut[g] |= bit(lowest.suit());
            if (r != g)
                k.bounds.push_back(TBound { g, r, q.suit, lowest.rank() + 1, k.clock });
        }
        k.gift = {};
        bool anyCards = false;
        for (const CardSet &h : k.hand)
            anyCards = anyCards || !h.empty();
        if ((k.options.revealAfterRound > 0 && k.round == k.options.revealAfterRound) || !anyCards) {
            k.revealed = true;
            for (auto &stack : k.stack)
                for (TSlot &slot : stack)
                    slot.faceUp = true;
        }
        if (anyCards)
            ++k.round;
        else
            k.over = true;
    }

    // What `viewer` may know of the cards (-1: the public): for the events' check.
    static CardSet knownCards(const Knowledge &k, const Knowledge &before, Seat viewer)
    {
        CardSet known;
        if (viewer >= 0) {
            known.add(before.hand[viewer]);
            if (before.gift[viewer])
                known.add(before.gift[viewer]->card);
        }
        for (Seat p = 0; p < kPlayers; ++p)
            for (const TSlot &slot : k.stack[p])
                if (viewer < 0 ? slot.faceUp : mayKnow(slot, p, viewer))
                    known.add(slot.card);
        if (k.over)
            for (const Card c : wrongsuit::fullAces())
                known.add(c);
        return known;
    }

    static std::string checkEvents(const State &before, Seat seat, const Action &a, const Knowledge &was, const Knowledge &k)
    {
        State copy = before;
        EventList events;
        copy.apply(seat, a, &events);
        for (Seat viewer = -1; viewer < kPlayers; ++viewer) {
            const CardSet known = knownCards(k, was, viewer);
            const std::string who = viewer < 0 ? std::string("the public") : "seat " + std::to_string(viewer);
            std::vector<std::string> seen;
            for (const Event &e : events) {
                if (!e.audience.includes(viewer))
                    continue;
                const auto kind = e.as<wrongsuit::Ev>();
                for (const Card c : e.cards)
                    if (!known.has(c))
                        return who + " sees " + toText(c) + " in a \"" + std::string(wrongsuit::eventId(e.kind)) + "\" event";
                if (kind == wrongsuit::Ev::Gave && viewer != e.seat && (e.target != -1 || e.index != -1 || !e.cards.empty()))
                    return who + " learns more of seat " + std::to_string(e.seat) + "'s gift than that it was given";
                if (kind == wrongsuit::Ev::Gave || kind == wrongsuit::Ev::Landed || kind == wrongsuit::Ev::Transferred) {
                    // Each seat (and the public) hears of every gift and landing exactly once.
                    const std::string key = std::to_string(e.kind) + "/" + std::to_string(e.seat) + "/" + std::to_string(e.target)
                        + "/" + std::to_string(kind == wrongsuit::Ev::Gave ? -1 : e.index);
                    if (std::find(seen.begin(), seen.end(), key) != seen.end())
                        return who + " hears twice of the same \"" + std::string(wrongsuit::eventId(e.kind)) + "\"";
                    seen.push_back(key);
                }
            }
            // Every landing of this action's resolution reached the viewer.
            std::size_t landings = 0;
            for (const auto &key : seen)
                landings += key.rfind(std::to_string(static_cast<int>(wrongsuit::Ev::Gave)) + "/", 0) != 0;
            std::size_t expected = 0;
            for (Seat p = 0; p < kPlayers; ++p)
                expected += k.stack[p].size() - was.stack[p].size();
            if (landings != expected)
                return who + " hears of " + std::to_string(landings) + " landings where " + std::to_string(expected) + " happened";
        }
        return {};
    }

    static void observe(Knowledge &k, const State &before, Seat seat, const Action &a, const State &after)
    {
        const Knowledge was = k;
        k.hand[seat].remove(a.card);
        k.gift[seat] = a;
        bool complete = true;
        for (Seat p = 0; p < kPlayers; ++p)
            complete = complete && (k.hand[p].empty() || k.gift[p]);
        if (complete)
            resolve(k);
        // Checked here, where the action's events can be made: a failure is kept for the
        // next view check to report.
        if (k.eventProblem.empty())
            k.eventProblem = checkEvents(before, seat, a, was, k);
        (void)after;
    }

    static std::string cardsText(const CardSet &set)
    {
        std::vector<Card> cards;
        set.forEach([&](Card c) { cards.push_back(c); });
        return cards.empty() ? std::string("(none)") : cardList(cards);
    }

    // The state must equal the test's copy.
    static std::string checkTruth(const State &s, const Knowledge &k)
    {
        if (s.isOver() != k.over || (!k.over && s.round() != k.round))
            return "the game's round or end differs from the test's own resolution";
        for (Seat p = 0; p < kPlayers; ++p) {
            const auto ps = std::to_string(p);
            if (!(s.hand(p) == k.hand[p]))
                return "seat " + ps + "'s hand " + cardsText(s.hand(p)) + " differs from the test's " + cardsText(k.hand[p]);
            if ((s.given().has(p)) != k.gift[p].has_value())
                return "seat " + ps + "'s gift of the round differs";
            if (s.shut(p) != k.shut[p])
                return "seat " + ps + "'s shut suits differ";
            const auto &stack = s.stack(p);
            if (stack.size() != k.stack[p].size())
                return "seat " + ps + "'s stack has " + std::to_string(stack.size()) + " cards, the test's " + std::to_string(k.stack[p].size());
            for (std::size_t i = 0; i < stack.size(); ++i) {
                const TSlot &t = k.stack[p][i];
                const wrongsuit::Slot &slot = stack[i];
                if (slot.card != t.card || slot.from != t.from || slot.faceUp() != t.faceUp || slot.queen() != t.queen || slot.seq != t.seq)
                    return "seat " + ps + "'s stack card " + std::to_string(i) + " (" + toText(slot.card) + ") differs from the test's ("
                        + toText(t.card) + ")";
            }
        }
        return {};
    }

    static std::string checkView(const State &s, Seat viewer, const Knowledge &k, int step)
    {
        if (!k.eventProblem.empty())
            return "events: " + k.eventProblem;
        if (std::string why = checkTruth(s, k); !why.empty())
            return why;
        const View v = s.view(viewer);
        if (v.seat != viewer || !(v.options == s.options()) || v.over != k.over || v.revealed != k.revealed)
            return "seat, options, the end or the reveal differ";
        if (!(v.hand == k.hand[viewer]))
            return "its own hand differs";
        SeatSet given;
        for (Seat p = 0; p < kPlayers; ++p)
            if (k.gift[p])
                given.add(p);
        if (!(v.given == given))
            return "the seats that have given differ";
        if (v.myGive != k.gift[viewer])
            return "its own gift of the round differs (or shows when it should not)";
        for (Seat p = 0; p < kPlayers; ++p) {
            const auto ps = std::to_string(p);
            if (v.handCount[p] != k.hand[p].size())
                return "seat " + ps + "'s hand count differs";
            const auto &stack = v.stacks[p];
            if (stack.size() != k.stack[p].size())
                return "seat " + ps + "'s stack size differs";
            for (std::size_t i = 0; i < stack.size(); ++i) {
                const TSlot &t = k.stack[p][i];
                const bool may = mayKnow(t, p, viewer);
                if (stack[i].from != t.from || stack[i].faceUp() != t.faceUp || stack[i].queen() != t.queen)
                    return "seat " + ps + "'s stack card " + std::to_string(i) + ": giver, face or Queen mark differ";
                if (may && stack[i].card != t.card)
                    return "seat " + ps + "'s stack card " + std::to_string(i) + " should show " + toText(t.card);
                if (!may && stack[i].card.isValid())
                    return "shows seat " + ps + "'s stack card " + std::to_string(i) + " (" + toText(stack[i].card) + "), which it may not know";
            }
        }
        std::vector<TBound> mine;
        for (const TBound &b : k.bounds)
            if (b.knower == viewer)
                mine.push_back(b);
        if (mine.size() != v.bounds.size())
            return "its Queens' lessons differ in number";
        for (std::size_t i = 0; i < mine.size(); ++i) {
            const auto &b = v.bounds[i];
            if (b.target != mine[i].target || b.suit != mine[i].suit || b.minRank != mine[i].minRank || b.seq != mine[i].seq)
                return "its Queens' lessons differ";
        }
        // The felt-cli face of the same view (every 8th check: it builds a Value tree).
        if (step % 8 == 0) {
            const Value sv = s.stateValue(Viewer::seat(viewer));
            const Value *hands = sv.find("hand");
            const Value *stacks = sv.find("stacks");
            const Value *myGive = sv.find("myGive");
            if (!hands || !stacks || !myGive || sv.find("gives"))
                return "stateValue(viewer) lacks hand, stacks or myGive, or shows every gift";
            for (Seat p = 0; p < kPlayers; ++p) {
                for (const Value &card : (*hands)[static_cast<std::size_t>(p)].items())
                    if (p != viewer && card.toString() != "??")
                        return "stateValue shows seat " + std::to_string(p) + "'s hand card " + card.toString();
                const auto &list = (*stacks)[static_cast<std::size_t>(p)].items();
                for (std::size_t i = 0; i < list.size(); ++i) {
                    const bool may = mayKnow(k.stack[p][i], p, viewer);
                    if (list[i].toString() != (may ? toText(k.stack[p][i].card) : std::string("??")))
                        return "stateValue shows seat " + std::to_string(p) + "'s stack card " + std::to_string(i) + " as " + list[i].toString();
                }
            }
            const Value expected = k.gift[viewer] ? Value(wrongsuit::actionText(*k.gift[viewer])) : Value();
            if (!(*myGive == expected))
                return "stateValue's myGive differs";
        }
        return {};
    }

    static std::string checkSample(const State &s, Seat viewer, Rng &rng)
    {
        const View v = s.view(viewer);
        State t = State::sampleFromView(v, rng);
        if (cardCounts(t.allCards()) != cardCounts(s.allCards()))
            return "the sampled state does not hold exactly the 52 cards";
        if (!(t.view(viewer) == v))
            return "the sampled state shows the seat another view";
        if (!(t.actors() == s.actors()))
            return "the sampled state has other actors";
        ActionList a, b;
        s.legalActions(viewer, a);
        t.legalActions(viewer, b);
        if (a != b)
            return "the sampled state offers the seat other legal actions";
        // The sample respects what the seat knows: no hidden card that would lie face up,
        // publicly known Queens are Queens, and its Queens' lessons hold.
        for (Seat p = 0; p < kPlayers; ++p)
            for (std::size_t i = 0; i < t.stack(p).size(); ++i) {
                const auto &slot = t.stack(p)[i];
                if (!v.stacks[p][i].card.isValid() && landsUp(s.options(), slot.card))
                    return "the sample puts " + toText(slot.card) + " face down in seat " + std::to_string(p) + "'s stack";
                if (slot.queen() && slot.card.rank() != kQueen)
                    return "the sample puts " + toText(slot.card) + " where everyone knows a Queen lies";
            }
        for (const auto &bound : v.bounds) {
            auto breaks = [&](Card c) { return c.suit() == bound.suit && c.rank() < bound.minRank; };
            bool broken = false;
            t.hand(bound.target).forEach([&](Card c) { broken = broken || breaks(c); });
            if (t.given().has(bound.target))
                broken = broken || breaks(t.pending(bound.target).card);
            for (Seat p = 0; p < kPlayers; ++p)
                for (const auto &slot : t.stack(p))
                    if (slot.from == bound.target && slot.seq > bound.seq)
                        broken = broken || breaks(slot.card);
            if (broken)
                return "the sample breaks what seat " + std::to_string(viewer) + "'s Queen showed of seat " + std::to_string(bound.target) + "'s hand";
        }
        // A working game: every actor can act, and an action keeps the cards.
        std::string why;
        ActionList legal;
        t.actors().forEach([&](Seat seat) {
            t.legalActions(seat, legal);
            if (legal.empty() && why.empty())
                why = "seat " + std::to_string(seat) + " has no legal action in the sampled state";
        });
        if (!why.empty())
            return why;
        if (!t.isOver()) {
            const Seat actor = t.actors().first();
            t.legalActions(actor, legal);
            t.apply(actor, legal[rng.below(legal.size())]);
            if (cardCounts(t.allCards()) != cardCounts(s.allCards()))
                return "an action in the sampled state breaks card conservation";
        }
        return {};
    }
};

} // namespace felt::invariants
