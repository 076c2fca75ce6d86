// Shaftmount's part of the shared invariant test (invariants.h): configurations, random
// (mostly illegal) actions, and what a seat may see.
//
// Public knowledge is kept by the test itself from the public events alone (those every seat
// and the public view receive), never from the state: how many cards each hand holds, which
// of them were shown (a 2-rule play, a defence's draw, a blocked or tried 4; each card seen
// leaving forgets one shown copy), and which cards went to the discard pile in everyone's
// sight. A view must agree with that shadow; felt-cli's state as a seat sees it must show no
// other hand's card but its shown ones; the drawer's private events must name the cards that
// reached its hand. The game's own rules are checked at every step too: hands within the limit,
// shown and blocked cards inside their hand, a deck that is never empty while the game runs, and
// a table that never rests with a closing card on a sequence's top (calls "auto"); with calls
// "manual": hands within H + 3, no control, a claim exactly while its challenge round is open,
// excesses only of hands above H, and a seat outside mustAct() that may act only with taps and
// counts.
#pragma once

#include "games/shaftmount/shaftmount.h"
#include "invariants.h"

#include <array>
#include <string>
#include <vector>

namespace felt::invariants {

struct ShaftmountTraits {
    using State = shaftmount::State;
    using Action = shaftmount::Action;
    using ActionList = shaftmount::ActionList;
    using View = shaftmount::View;
    using Options = shaftmount::Options;
    using Ev = shaftmount::Ev;
    using K = Action::Kind;

    static constexpr bool kHidden = true;

    struct Config {
        int players = 4;
        Options options;
    };

    static std::string_view name() { return "shaftmount"; }
    static std::string optionsText(const Options &o)
    {
        std::string out;
        auto add = [&](const char *key, bool on) {
            if (!on)
                out += std::string(out.empty() ? "" : ", ") + "\"" + key + "\": false";
        };
        add("twoRule", o.twoRule);
        add("threeRule", o.threeRule);
        add("fourRule", o.fourRule);
        add("fiveRule", o.fiveRule);
        add("sixRule", o.sixRule);
        if (o.manualCalls)
            out += std::string(out.empty() ? "" : ", ") + "\"calls\": \"manual\"";
        return "{" + out + "}";
    }
    static std::string label(const Config &c) { return std::to_string(c.players) + " players, " + optionsText(c.options); }
    static std::string recordHead(const Config &c, std::uint64_t seed)
    {
        return "{\"format\": \"felt-record/1\", \"game\": \"shaftmount\", \"players\": " + std::to_string(c.players)
            + ", \"options\": " + optionsText(c.options) + ", \"seed\": " + std::to_string(seed) + ", ...";
    }

    // The default rules at every player count twice as often as the variants.
    static std::vector<Config> configs()
    {
        auto with = [](int players, auto set) {
            Config c;
            c.players = players;
            set(c.options);
            return c;
        };
        auto all = [](Options &) { };
        auto none = [](Options &o) { o.twoRule = o.threeRule = o.fourRule = o.fiveRule = o.sixRule = false; };
        auto noFive = [](Options &o) { o.fiveRule = false; };
        auto noSix = [](Options &o) { o.sixRule = false; };
        auto twoOnly = [](Options &o) { o.threeRule = o.fourRule = o.sixRule = false; };
        auto manual = [](Options &o) { o.manualCalls = true; };
        auto manualNone = [](Options &o) {
            o.manualCalls = true;
            o.twoRule = o.threeRule = o.fourRule = o.fiveRule = o.sixRule = false;
        };
        auto manualTwoOnly = [](Options &o) {
            o.manualCalls = true;
            o.threeRule = o.fourRule = o.sixRule = false;
        };
        // Calls "manual" as often as the default rules.
        return {
            with(2, all), with(3, all), with(4, all), with(2, all), with(3, all), with(4, all),
            with(2, none), with(4, none), with(3, noFive), with(4, noSix), with(2, twoOnly),
            with(2, manual), with(3, manual), with(4, manual), with(2, manual), with(3, manual), with(4, manual),
            with(4, manualNone), with(2, manualTwoOnly), with(3, manualTwoOnly),
        };
    }

    static State deal(const Config &c, std::uint64_t seed) { return State::deal(c.options, c.players, seed); }
    static auto deck(const Config &) { return shaftmount::fullDeck(); }
    static auto cards(const State &s) { return s.allCards(); }
    static std::string text(const Action &a) { return shaftmount::actionText(a); }
    static std::optional<Action> parse(std::string_view text) { return shaftmount::parseAction(text); }
    // Random games last a few hundred actions (penalties come at least once a round or so).
    static int maxActions(const Config &) { return 20000; }

    // Uniform over the legal actions: random games end, and they reach every rule often.
    static Action choose(const State &, const ActionList &legal, Rng &rng) { return legal[rng.below(legal.size())]; }

    // The bots' choices from the seat's view (random, easy, normal: fast enough for thousands
    // of calls; hard searches among legal actions and has a test of its own). A seat with an
    // opportunity only (calls "manual") is asked whether it calls something, and may not.
    static std::vector<Action> botChoices(const State &s, Seat seat, const ActionList &legal, Rng &rng)
    {
        const View v = s.view(seat);
        std::vector<Action> out;
        const bool optional = !s.mustAct().has(seat);
        for (const BotLevel level : { BotLevel::Random, BotLevel::Easy, BotLevel::Normal }) {
            if (!optional) {
                out.push_back(shaftmount::chooseAction(v, legal, level, rng));
                continue;
            }
            if (const auto a = shaftmount::reactAction(v, legal, level, rng))
                out.push_back(*a);
        }
        return out;
    }

    // A well-formed action, mostly illegal: any verb, a card from the seat's hand or anywhere,
    // a sequence on the table or a made-up one.
    static Action randomAction(const State &s, Seat seat, Rng &rng)
    {
        std::vector<Card> hand;
        s.hand(seat).forEach([&](Card c) { hand.push_back(c); });
        auto card = [&] {
            if (!hand.empty() && rng.below(3) != 0)
                return hand[rng.below(hand.size())];
            return Card::french(2 + rng.belowInt(13), static_cast<Suit>(rng.belowInt(4)));
        };
        // A challenge names a card of the claimer's hand.
        if (s.claim().kind != shaftmount::Claim::Kind::None && rng.below(2) == 0) {
            hand.clear();
            s.hand(s.claim().seat).forEach([&](Card c) { hand.push_back(c); });
        }
        auto withSequence = [&](K kind, Card c) {
            const auto &seqs = s.sequences();
            if (!seqs.empty() && rng.below(4) != 0) {
                const auto &q = seqs[rng.below(seqs.size())];
                return Action::onSequence(kind, c, q.owner, q.index);
            }
            return Action::onSequence(kind, c, rng.belowInt(s.players()), rng.belowInt(6));
        };
        const auto kind = static_cast<K>(rng.below(16));
        switch (kind) {
        case K::Play:
        case K::Two:
        case K::Four:
        case K::Challenge:
            return withSequence(kind, card());
        case K::Close:
        case K::Tap:
            return withSequence(kind, Card());
        case K::Count:
            return Action::count(rng.belowInt(s.players() + 1));
        case K::Three:
        case K::Defend:
        case K::Block:
            return Action::withCard(kind, card());
        default:
            return Action::simple(kind);
        }
    }

    // Public knowledge, kept from the public events alone.
    struct Knowledge {
        std::array<int, shaftmount::kMaxPlayers> handCount {};
        std::array<CardSet, shaftmount::kMaxPlayers> shown {};
        CardSet discardSeen;
        int discardCount = 0;
        std::string problem;   // a private event that told its seat something untrue
    };

    static Knowledge knowledgeAtStart(const State &s)
    {
        Knowledge k;
        for (Seat p = 0; p < s.players(); ++p)
            k.handCount[p] = s.hand(p).size();
        return k;
    }

    static void leave(Knowledge &k, int seat, Card c)
    {
        --k.handCount[seat];
        k.shown[seat].remove(c);
    }

    static void observe(Knowledge &k, const State &before, Seat seat, const Action &a, const State &after)
    {
        State t = before;
        EventList events;
        t.apply(seat, a, &events);
        for (const Event &e : events) {
            if (e.audience.isOnly()) {
                // The drawer's own event: the cards it names are in its hand now.
                CardSet named;
                for (const Card c : e.cards)
                    named.add(c);
                if (e.kind == static_cast<std::uint8_t>(Ev::Drew) && !after.hand(e.seat).contains(named) && !after.isOver())
                    k.problem = "a private Drew event names cards that are not in the drawer's hand";
                if (!(e.audience == Audience::only(SeatSet::single(e.seat))))
                    k.problem = "a private event reaches someone other than the drawer";
                continue;
            }
            if (!e.audience.includes(-1))
                continue;
            switch (e.as<Ev>()) {
            case Ev::Drew:
                k.handCount[e.seat] += e.count;
                if (!e.cards.empty())
                    k.problem = "a public Drew event names the cards drawn";
                break;
            case Ev::Played:
            case Ev::ThreeStarted:
            case Ev::Slid:
                leave(k, e.seat, e.cards[0]);
                break;
            case Ev::FourTried:
                if (e.count == 1 && !k.shown[e.seat].has(e.cards[0]))
                    k.shown[e.seat].add(e.cards[0]);
                break;
            case Ev::Shown: {
                CardSet cards;
                for (const Card c : e.cards)
                    cards.add(c);
                k.shown[e.seat] = cards;
                break;
            }
            case Ev::Defended:
            case Ev::Blocked:
                leave(k, e.seat, e.cards[0]);
                k.discardSeen.add(e.cards[0]);
                ++k.discardCount;
                break;
            case Ev::Closed:
                if (e.count == -1) {   // the 2 of the 2 rule, from its player's hand
                    leave(k, e.target, e.cards[0]);
                    k.discardSeen.add(e.cards[0]);
                    ++k.discardCount;
                }
                break;
            case Ev::Discarded:
            case Ev::Redrew:
                for (const Card c : e.cards) {
                    k.discardSeen.add(c);
                    ++k.discardCount;
                }
                break;
            case Ev::NoPlay:
                for (const Card c : e.cards)
                    k.discardSeen.add(c);
                k.discardCount += e.count;
                k.handCount[e.seat] = 0;
                k.shown[e.seat].clear();
                break;
            case Ev::Eliminated:
                k.discardCount += e.count;
                k.handCount[e.seat] = 0;
                k.shown[e.seat].clear();
                break;
            case Ev::Reshuffled:
                k.discardSeen.clear();
                k.discardCount = 0;
                break;
            default:
                break;
            }
        }
        if (!(t == after))
            k.problem = "applying the action with events gives another state than without";
    }

    static std::string cardsText(const CardSet &set)
    {
        std::vector<Card> cards;
        set.forEach([&](Card c) { cards.push_back(c); });
        return cards.empty() ? std::string("(none)") : cardList(cards);
    }

    // The game's own rules on the true state.
    static std::string checkRules(const State &s)
    {
        const bool manual = s.options().manualCalls;
        for (Seat p = 0; p < s.players(); ++p) {
            if (s.hand(p).size() > s.drawLimit())
                return "seat " + std::to_string(p) + " holds more than the hand limit";
            if (s.excess().has(p) && (s.hand(p).size() <= s.handLimit() || !s.in().has(p)))
                return "seat " + std::to_string(p) + " has an excess to count without holding more than H";
            if (s.barred().has(p) && (s.hand(p).size() < s.handLimit() || !s.in().has(p)))
                return "seat " + std::to_string(p) + " is barred from drawing with fewer than H cards";
            if (!s.hand(p).contains(s.shown(p)))
                return "seat " + std::to_string(p) + "'s shown cards " + cardsText(s.shown(p)) + " are not all in the hand";
            if (!s.in().has(p) && (!s.hand(p).empty() || std::any_of(s.sequences().begin(), s.sequences().end(),
                                                                      [&](const auto &q) { return q.owner == p; })))
                return "seat " + std::to_string(p) + " is out but still holds cards or sequences";
        }
        if (s.isOver())
            return {};
        if (s.deckCount() == 0)
            return "the deck is empty while the game runs";
        // (An eliminated player's turn ends once the domino in progress has finished.)
        if (s.turn() < 0 || (!s.in().has(s.turn()) && s.pending().kind == shaftmount::Pending::Kind::None))
            return "the player on turn is not in the game";
        if (!s.hand(s.turn()).contains(s.blocked()))
            return "the blocked 4s are not in the hand of the player on turn";
        for (const auto &q : s.sequences())
            if (q.cards.empty())
                return "a sequence is empty";
        if (manual) {
            if (s.control() >= 0)
                return "someone is in control with calls \"manual\"";
            const bool round = s.pending().kind == shaftmount::Pending::Kind::Challenge;
            if (round != (s.claim().kind != shaftmount::Claim::Kind::None))
                return "a claim without its challenge round, or a round without a claim";
            if (round && s.claim().seat != s.turn())
                return "the claimer is not the seat on turn";
            // A seat outside mustAct() may only call.
            ActionList legal;
            const SeatSet must = s.mustAct();
            for (Seat p = 0; p < s.players(); ++p) {
                if (must.has(p) || !s.actors().has(p))
                    continue;
                s.legalActions(p, legal);
                for (const Action &a : legal)
                    if (a.kind != K::Tap && a.kind != K::Count)
                        return "seat " + std::to_string(p) + " outside mustAct() may " + shaftmount::actionText(a);
            }
            if (!(SeatSet::fromMask(static_cast<std::uint16_t>(must.mask() & ~s.actors().mask())).empty()))
                return "mustAct() holds a seat outside actors()";
            return {};
        }
        if (!(s.mustAct() == s.actors()))
            return "mustAct() differs from actors() with calls \"auto\"";
        if (s.pending().kind == shaftmount::Pending::Kind::None) {
            if (s.control() >= 0)
                return "someone is in control while no domino runs";
            for (const auto &q : s.sequences())
                if (shaftmount::isClosingCard(s.closing(), q.top()))
                    return "the table rests with the closing card " + toText(q.top()) + " on top of "
                        + shaftmount::sequenceName(q.owner, q.index);
        }
        return {};
    }

    static std::string checkView(const State &s, Seat viewer, const Knowledge &k, int step)
    {
        if (!k.problem.empty())
            return k.problem;
        if (std::string why = checkRules(s); !why.empty())
            return why;
        const View v = s.view(viewer);
        if (v.seat != viewer || v.players != s.players() || !(v.options == s.options()) || v.turn != s.turn()
            || v.played != s.played() || v.over != s.isOver() || !(v.pending == s.pending()) || v.control != s.control())
            return "seat, players, options, turn, played, over, pending or control differ from the state";
        if (!(v.claim == s.claim()) || !(v.again == s.again()) || !(v.excess == s.excess()) || !(v.barred == s.barred())
            || v.endAfter != s.endAfter())
            return "the claim, the repeatable claim, excesses, bars or the turn's end differ from the state";
        if (!(v.hand == s.hand(viewer)))
            return "its own hand differs: " + cardsText(v.hand) + " / " + cardsText(s.hand(viewer));
        if (!(v.sequences == s.sequences()) || !(v.closing == s.closing()) || v.deckCount != s.deckCount())
            return "sequences, closing area or deck count differ from the state";
        if (!(v.discardSeen == k.discardSeen) || v.discardCount != k.discardCount || v.discardCount != s.discardCount())
            return "the discard pile's seen cards " + cardsText(v.discardSeen) + " or count differ from what the events showed: "
                + cardsText(k.discardSeen);
        if (!s.discard().contains(v.discardSeen))
            return "the discard pile's seen cards are not all in it";
        for (Seat p = 0; p < s.players(); ++p) {
            const auto ps = std::to_string(p);
            if (v.handCount[p] != s.hand(p).size() || v.handCount[p] != k.handCount[p])
                return "seat " + ps + "'s hand count differs from the state or from the events";
            if (!(v.shown[p] == k.shown[p]))
                return "seat " + ps + "'s shown cards " + cardsText(v.shown[p]) + " differ from what the events showed: "
                    + cardsText(k.shown[p]);
            if (v.penalties[p] != s.penalties(p))
                return "seat " + ps + "'s penalties differ";
        }
        // The felt-cli face of the same view, and the public one (every 8th check).
        if (step % 8 == 0) {
            for (const Viewer who : { Viewer::seat(viewer), Viewer::nobody() }) {
                const Value sv = s.stateValue(who);
                const Value *hands = sv.find("hand");
                if (!hands || hands->size() != static_cast<std::size_t>(s.players()))
                    return "stateValue lacks one hand per seat";
                for (Seat p = 0; p < s.players(); ++p) {
                    const auto &row = (*hands)[static_cast<std::size_t>(p)].items();
                    if (static_cast<int>(row.size()) != s.hand(p).size())
                        return "stateValue shows seat " + std::to_string(p) + "'s hand with the wrong count";
                    if (who.sees(p))
                        continue;
                    CardSet faces;
                    for (const Value &card : row)
                        if (card.toString() != "??")
                            if (const auto c = parseCard(card.toString()))
                                faces.add(*c);
                    if (!(faces == k.shown[p]))
                        return "stateValue shows seat " + std::to_string(p) + "'s hand cards " + cardsText(faces)
                            + " where only " + cardsText(k.shown[p]) + " were shown";
                }
            }
        }
        return {};
    }

    static bool sameView(const View &a, const View &b, std::string &why)
    {
        auto eq = [](const auto &x, const auto &y) { return std::equal(x.begin(), x.end(), y.begin(), y.end()); };
        if (a.seat != b.seat || a.players != b.players || !(a.options == b.options) || a.turn != b.turn || a.played != b.played
            || a.mustNormal != b.mustNormal || a.over != b.over || a.endedByDeck != b.endedByDeck)
            why = "seat, players, options, turn, played, must-play-normally or over differ";
        else if (!(a.hand == b.hand))
            why = "the seat's hand differs";
        else if (a.penalties != b.penalties || !(a.in == b.in) || !eq(a.out, b.out))
            why = "penalties or players in differ";
        else if (a.handCount != b.handCount || a.shown != b.shown || !(a.blocked == b.blocked))
            why = "hand counts, shown or blocked cards differ";
        else if (!(a.sequences == b.sequences) || a.nextIndex != b.nextIndex || !(a.closing == b.closing))
            why = "sequences or the closing area differ";
        else if (a.deckCount != b.deckCount || a.discardCount != b.discardCount || !(a.discardSeen == b.discardSeen))
            why = "deck or discard pile differ";
        else if (a.control != b.control || !(a.pending == b.pending))
            why = "control or pending answer differ";
        else if (!(a.claim == b.claim) || !(a.again == b.again) || !(a.excess == b.excess) || !(a.barred == b.barred)
                 || a.endAfter != b.endAfter)
            why = "claims, excesses or bars differ";
        return why.empty();
    }

    static std::string checkSample(const State &s, Seat viewer, Rng &rng)
    {
        const View v = s.view(viewer);
        State t = State::sampleFromView(v, rng);
        const auto deckCounts = cardCounts(shaftmount::fullDeck());
        if (cardCounts(t.allCards()) != deckCounts)
            return "the sampled state does not hold exactly the two decks";
        std::string why;
        if (!sameView(t.view(viewer), v, why))
            return "the sampled state shows the seat another view: " + why;
        for (Seat p = 0; p < s.players(); ++p)
            if (!t.hand(p).contains(s.shown(p)))
                return "the sampled state leaves out shown cards of seat " + std::to_string(p);
        if (!(t.actors() == s.actors()) || !(t.mustAct() == s.mustAct()))
            return "the sampled state has other actors";
        ActionList a, b;
        s.legalActions(viewer, a);
        t.legalActions(viewer, b);
        if (a != b)
            return "the sampled state offers the seat other legal actions";
        // The sample is a working game: play it out at random, conserving the cards.
        ActionList legal;
        for (int step = 0; !t.isOver() && step < 20000; ++step) {
            const Seat actor = t.actors().first();
            t.legalActions(actor, legal);
            if (legal.empty())
                return "seat " + std::to_string(actor) + " has no legal action in the sampled game";
            t.apply(actor, legal[rng.below(legal.size())]);
        }
        if (!t.isOver())
            return "the sampled game does not end";
        if (cardCounts(t.allCards()) != deckCounts)
            return "playing the sampled state out breaks card conservation";
        return {};
    }
};

} // namespace felt::invariants
