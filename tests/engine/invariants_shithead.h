// Shithead's part of the shared invariant test (invariants.h): configurations, random
// (mostly illegal) actions, and what a seat may see.
//
// Hidden information is checked against a shadow of public knowledge kept by the test
// itself from the actions alone: a card is publicly known to be in a hand only when
// everyone saw it go there (an upcard swapped into the hand, a picked-up pile, a blind
// card that failed) and has not been seen to leave it since (observers cannot tell two
// copies of a card apart, so playing a 7H forgets one known 7H).
#pragma once

#include "games/shithead/shithead.h"
#include "invariants.h"

#include <array>
#include <string>
#include <vector>

namespace felt::invariants {

struct ShitheadTraits {
    using State = shithead::State;
    using Action = shithead::Action;
    using ActionList = shithead::ActionList;
    using View = shithead::View;
    using Options = shithead::Options;

    static constexpr bool kHidden = true;

    struct Config {
        int players = 4;
        Options options;
    };

    static std::string_view name() { return "shithead"; }

    static std::string optionsText(const Options &o)
    {
        std::string out;
        auto add = [&](const char *key, const std::string &value) {
            out += (out.empty() ? "" : ", ");
            out += std::string("\"") + key + "\": " + value;
        };
        if (o.jokers)
            add("jokers", "true");
        if (o.decks != 1)
            add("decks", std::to_string(o.decks));
        if (o.transparentEights)
            add("transparentEights", "true");
        if (o.sevenLower)
            add("sevenLower", "true");
        if (o.tensRestricted)
            add("tensRestricted", "true");
        if (o.skipNine)
            add("skipNine", "true");
        return "{" + out + "}";
    }
    static std::string label(const Config &c) { return std::to_string(c.players) + " players, " + optionsText(c.options); }
    static std::string recordHead(const Config &c, std::uint64_t seed)
    {
        return "{\"format\": \"felt-record/1\", \"game\": \"shithead\", \"players\": " + std::to_string(c.players)
            + ", \"options\": " + optionsText(c.options) + ", \"seed\": " + std::to_string(seed) + ", ...";
    }

    static std::vector<Config> configs()
    {
        auto with = [](int players, auto set) {
            Config c;
            c.players = players;
            set(c.options);
            return c;
        };
        auto none = [](Options &) { };
        auto jokers = [](Options &o) { o.jokers = true; };
        auto decks2 = [](Options &o) { o.decks = 2; };
        auto eights = [](Options &o) { o.transparentEights = true; };
        auto seven = [](Options &o) { o.sevenLower = true; };
        auto tens = [](Options &o) { o.tensRestricted = true; };
        auto nine = [](Options &o) { o.skipNine = true; };
        auto all = [](Options &o) {
            o.jokers = true;
            o.decks = 2;
            o.transparentEights = o.sevenLower = o.tensRestricted = o.skipNine = true;
        };
        auto allOneDeck = [](Options &o) {
            o.jokers = true;
            o.transparentEights = o.sevenLower = o.tensRestricted = o.skipNine = true;
        };
        return {
            with(2, none), with(3, none), with(4, none), with(5, none),
            with(3, jokers), with(6, jokers),
            with(2, decks2), with(4, decks2), with(8, decks2),
            with(3, eights), with(4, seven), with(4, tens), with(3, nine), with(5, nine),
            with(2, allOneDeck), with(6, allOneDeck), with(5, all), with(8, all),
        };
    }

    static State deal(const Config &c, std::uint64_t seed) { return State::deal(c.options, c.players, seed); }
    static auto deck(const Config &c) { return shithead::fullDeck(c.options); }
    // The full deck for these options, computed once per deck kind.
    static const StaticVec<Card, shithead::kMaxCards> &deck(const Options &o)
    {
        static const auto decks = [] {
            std::array<StaticVec<Card, shithead::kMaxCards>, 4> d;
            for (int i = 0; i < 4; ++i) {
                Options k;
                k.decks = 1 + (i & 1);
                k.jokers = (i & 2) != 0;
                d[static_cast<std::size_t>(i)] = shithead::fullDeck(k);
            }
            return d;
        }();
        return decks[static_cast<std::size_t>((o.decks == 2 ? 1 : 0) + (o.jokers ? 2 : 0))];
    }
    static auto cards(const State &s) { return s.allCards(); }
    static std::string text(const Action &a) { return shithead::actionText(a); }
    static std::optional<Action> parse(std::string_view text) { return shithead::parseAction(text); }
    static int maxActions(const Config &c) { return 4000 + 1000 * c.players * c.options.decks; }

    // The random driver. Uniform choices stall Shithead: a pickup is always allowed, and
    // two random players can pass the same cards back and forth for tens of thousands of
    // actions. So in play, one choice in three is uniform (pickups included) and the rest
    // play like a cautious person: the lowest rank that may be played, as many of it as
    // held, 2s, 10s, jokers and transparent 8s last, a pickup only when nothing else is
    // legal, a random downcard.
    static int playCost(const State &s, const Action &a)
    {
        if (a.kind != Action::Kind::Play)
            return 1000;
        int rank = a.cards.lowest().rank();
        if (rank == 0 || rank == 2 || rank == 10 || (rank == 8 && s.options().transparentEights))
            rank += 20;
        return rank * 16 - a.cards.size();
    }
    static Action choose(const State &s, const ActionList &legal, Rng &rng)
    {
        if (s.phase() != shithead::Phase::Play || rng.below(3) == 0)
            return legal[rng.below(legal.size())];
        const Action *best = &legal[0];
        int blinds = 0;
        for (const Action &a : legal) {
            blinds += a.kind == Action::Kind::Blind;
            if (playCost(s, a) < playCost(s, *best))
                best = &a;
        }
        if (blinds > 0)
            return Action::blind(rng.belowInt(blinds));
        return *best;
    }

    // The bots' choices for `seat`, from its view only (random, easy, normal: the levels
    // fast enough for thousands of calls; a searching hard bot belongs in a test of its own).
    static std::vector<Action> botChoices(const State &s, Seat seat, const ActionList &legal, Rng &rng)
    {
        const View v = s.view(seat);
        std::vector<Action> out;
        for (const BotLevel level : { BotLevel::Random, BotLevel::Easy, BotLevel::Normal })
            out.push_back(shithead::chooseAction(v, legal, level, rng));
        return out;
    }

    // A well-formed action for `seat`, mostly illegal: cards near the seat (hand, upcards,
    // downcards) or anywhere in the deck, sets of one rank or mixed, swaps, blind indexes.
    static Action randomAction(const State &s, Seat seat, Rng &rng)
    {
        const auto &deckCards = deck(s.options());
        auto anyCard = [&] { return deckCards[rng.below(deckCards.size())]; };
        auto pick = [&](const auto &cards) { return cards.empty() ? anyCard() : cards[rng.below(cards.size())]; };
        std::vector<Card> hand;
        s.hand(seat).forEach([&](Card c) { hand.push_back(c); });
        std::vector<Card> up(s.up(seat).begin(), s.up(seat).end());
        std::vector<Card> down(s.down(seat).begin(), s.down(seat).end());

        switch (rng.below(12)) {
        case 0:
            return Action::swap(rng.below(4) ? pick(hand) : anyCard(), rng.below(4) ? pick(up) : anyCard());
        case 1:
            return Action::ready();
        case 2:
            return Action::pickup();
        case 3:
            return Action::blind(rng.belowInt(4));
        default: {
            // A play: a rank taken from one of the seat's rows (or the deck), then some of
            // that row's cards of the rank, sometimes with a stray card added.
            std::vector<Card> pool;
            switch (rng.below(5)) {
            case 0: pool = hand; break;
            case 1: pool = up; break;
            case 2: pool = down; break;
            case 3: pool = hand; pool.insert(pool.end(), up.begin(), up.end()); break;
            default: pool.assign(deckCards.begin(), deckCards.end()); break;
            }
            const Card first = pick(pool);
            CardSet set;
            set.add(first);
            bool skippedFirst = false;
            for (const Card c : pool) {
                if (c == first && !skippedFirst) {
                    skippedFirst = true;   // already in the set
                    continue;
                }
                if (c.rank() == first.rank() && rng.below(2))
                    set.add(c);
            }
            if (rng.below(6) == 0)
                set.add(rng.below(2) ? anyCard() : pick(up));
            return Action::play(set);
        }
        }
    }

    // Public knowledge of each hand, kept from the actions alone.
    struct Knowledge {
        std::array<CardSet, shithead::kMaxPlayers> known {};
    };

    static Knowledge knowledgeAtStart(const State &) { return {}; }

    static void observe(Knowledge &k, const State &before, Seat seat, const Action &a, const State &after)
    {
        CardSet &known = k.known[static_cast<std::size_t>(seat)];
        switch (a.kind) {
        case Action::Kind::Swap:
            known.remove(a.handCard);   // seen to leave the hand (if it was known)
            known.add(a.upCard);        // seen to enter it
            break;
        case Action::Kind::Ready:
            break;
        case Action::Kind::Play:
            // From the hand (the only source while it has cards): the played cards leave it.
            if (!before.hand(seat).empty())
                a.cards.forEach([&](Card c) { known.remove(c); });
            break;
        case Action::Kind::Pickup:
            for (const Card c : before.pile())
                known.add(c);
            break;
        case Action::Kind::Blind:
            // A failed blind card and the pile go to the (empty) hand in everyone's sight.
            if (!after.hand(seat).empty()) {
                for (const Card c : before.pile())
                    known.add(c);
                known.add(before.down(seat)[a.index]);
            }
            break;
        }
    }

    static std::string cardsText(const CardSet &set)
    {
        std::vector<Card> cards;
        set.forEach([&](Card c) { cards.push_back(c); });
        return cards.empty() ? std::string("(none)") : cardList(cards);
    }

    static std::string checkView(const State &s, Seat viewer, const Knowledge &k, int step)
    {
        const View v = s.view(viewer);
        if (v.seat != viewer || v.players != s.players() || !(v.options == s.options()))
            return "seat, players or options differ from the state";
        if (v.phase != s.phase() || v.turn != s.turn() || v.direction != s.direction())
            return "phase, turn or direction differ from the state";
        if (!(v.hand == s.hand(viewer)))
            return "its own hand differs: " + cardsText(v.hand) + " / " + cardsText(s.hand(viewer));
        if (!std::equal(v.pile.begin(), v.pile.end(), s.pile().begin(), s.pile().end()) || !(v.burned == s.burned())
            || v.stockCount != s.stockCount())
            return "pile, burned cards or stock count differ from the state";
        if (!std::equal(v.out.begin(), v.out.end(), s.outOrder().begin(), s.outOrder().end()))
            return "the out order differs from the state";
        if (static_cast<int>(v.handCount.size()) != s.players() || static_cast<int>(v.known.size()) != s.players()
            || static_cast<int>(v.up.size()) != s.players() || static_cast<int>(v.downCount.size()) != s.players())
            return "per-seat lists do not have one entry per seat";
        for (Seat p = 0; p < s.players(); ++p) {
            const auto ps = std::to_string(p);
            if (v.handCount[p] != s.hand(p).size())
                return "seat " + ps + "'s hand count differs";
            if (!std::equal(v.up[p].begin(), v.up[p].end(), s.up(p).begin(), s.up(p).end()))
                return "seat " + ps + "'s upcards differ";
            if (v.downCount[p] != s.down(p).size())
                return "seat " + ps + "'s downcard count differs";
            if (!s.hand(p).contains(v.known[p]))
                return "seat " + ps + "'s known cards " + cardsText(v.known[p]) + " are not all in that hand " + cardsText(s.hand(p));
            if (p != viewer && !k.known[p].contains(v.known[p]))
                return "shows seat " + ps + "'s hand cards " + cardsText(v.known[p]) + " but only " + cardsText(k.known[p])
                    + " were seen to go there";
        }
        // The felt-cli face of the same view (every 8th check: it builds a Value tree).
        if (step % 8 == 0) {
            const Value sv = s.stateValue(Viewer::seat(viewer));
            const Value *hands = sv.find("hand");
            const Value *downs = sv.find("down");
            if (!hands || !downs || hands->size() != static_cast<std::size_t>(s.players()) || downs->size() != static_cast<std::size_t>(s.players()))
                return "stateValue(viewer) lacks per-seat hand or down lists";
            for (Seat p = 0; p < s.players(); ++p) {
                for (const Value &card : (*downs)[static_cast<std::size_t>(p)].items())
                    if (card.toString() != "??")
                        return "stateValue shows seat " + std::to_string(p) + "'s downcard " + card.toString();
                if (p == viewer)
                    continue;
                CardSet shown;
                for (const Value &card : (*hands)[static_cast<std::size_t>(p)].items())
                    if (card.toString() != "??")
                        if (const auto c = parseCard(card.toString()))
                            shown.add(*c);
                if (!k.known[p].contains(shown))
                    return "stateValue shows seat " + std::to_string(p) + "'s hand cards " + cardsText(shown) + " that were never seen to go there";
            }
        }
        return {};
    }

    static bool sameView(const View &a, const View &b, std::string &why)
    {
        auto eq = [](const auto &x, const auto &y) { return std::equal(x.begin(), x.end(), y.begin(), y.end()); };
        if (a.seat != b.seat || a.players != b.players || !(a.options == b.options) || a.phase != b.phase || a.turn != b.turn
            || a.direction != b.direction || !(a.ready == b.ready))
            why = "seat, players, options, phase, turn, direction or ready differ";
        else if (!(a.hand == b.hand))
            why = "the seat's hand differs";
        else if (!eq(a.handCount, b.handCount) || !eq(a.known, b.known) || !eq(a.downCount, b.downCount))
            why = "hand counts, known cards or downcard counts differ";
        else if (a.up.size() != b.up.size() || !std::equal(a.up.begin(), a.up.end(), b.up.begin(), [&](const auto &x, const auto &y) { return eq(x, y); }))
            why = "upcards differ";
        else if (!eq(a.pile, b.pile) || !(a.burned == b.burned) || a.stockCount != b.stockCount || !eq(a.out, b.out))
            why = "pile, burned cards, stock or out order differ";
        return why.empty();
    }

    static std::string checkSample(const State &s, Seat viewer, Rng &rng)
    {
        const View v = s.view(viewer);
        State t = State::sampleFromView(v, rng);
        if (cardCounts(t.allCards()) != cardCounts(shithead::fullDeck(s.options())))
            return "the sampled state does not hold exactly the deck";
        std::string why;
        if (!sameView(t.view(viewer), v, why))
            return "the sampled state shows the seat another view: " + why;
        if (!(t.actors() == s.actors()))
            return "the sampled state has other actors";
        ActionList a, b;
        s.legalActions(viewer, a);
        t.legalActions(viewer, b);
        if (a != b)
            return "the sampled state offers the seat other legal actions";
        // The sample is a working game: every actor can act in it.
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
            if (cardCounts(t.allCards()) != cardCounts(shithead::fullDeck(s.options())))
                return "an action in the sampled state breaks card conservation";
        }
        return {};
    }
};

} // namespace felt::invariants
