// Chain-Chain's part of the shared invariant test (invariants.h): configurations, random
// (mostly illegal) actions, and what a seat may see.
//
// Hidden information: the hands and the stock. Everything else is public (the pile, the
// link, the collected stacks, the cards that left the game), and so is what a take shows: the
// taker holds no card equal to the link. The test keeps its own shadow of that public
// knowledge from the actions alone, never from the state: the pile, the collected stacks,
// the cards out of the game, hand and stock counts, and per seat and number the most copies
// the hand can hold. A view must agree with the shadow, the true hands must respect the
// bounds, and the felt-cli state as a seat sees it shows no other hand's card.
#pragma once

#include "games/chainchain/chainchain.h"
#include "invariants.h"

#include <array>
#include <string>
#include <vector>

namespace felt::invariants {

struct ChainChainTraits {
    using State = chainchain::State;
    using Action = chainchain::Action;
    using ActionList = chainchain::ActionList;
    using View = chainchain::View;
    using Counts = chainchain::Counts;
    using Bounds = chainchain::Bounds;

    static constexpr bool kHidden = true;

    struct Config {
        int players = 4;
    };

    static std::string_view name() { return "chain-chain"; }
    static std::string label(const Config &c) { return std::to_string(c.players) + " players"; }
    static std::string recordHead(const Config &c, std::uint64_t seed)
    {
        return "{\"format\": \"felt-record/1\", \"game\": \"chain-chain\", \"players\": " + std::to_string(c.players)
            + ", \"seed\": " + std::to_string(seed) + ", ...";
    }

    // The original 4 and 5 players twice as often as the extensions.
    static std::vector<Config> configs() { return { { 3 }, { 4 }, { 5 }, { 6 }, { 4 }, { 5 } }; }

    static State deal(const Config &c, std::uint64_t seed) { return State::deal({}, c.players, seed); }
    static auto deck(const Config &c) { return chainchain::fullDeck(c.players); }
    static auto cards(const State &s) { return s.allCards(); }
    static std::string text(const Action &a) { return chainchain::actionText(a); }
    static std::optional<Action> parse(std::string_view text) { return chainchain::parseAction(text); }
    // Every play takes two cards out of the hands for good and a take is followed by a play:
    // at most one action per card and one take per play.
    static int maxActions(const Config &c) { return 2 * 9 * c.players + 10; }

    // Uniform over the legal actions: every game ends (each play uses up two cards), and
    // uniform play reaches reverses, takes and every last-play case often enough.
    static Action choose(const State &, const ActionList &legal, Rng &rng) { return legal[rng.below(legal.size())]; }

    // The bots' choices for `seat`, from its view only (random, easy, normal: the levels fast
    // enough for thousands of calls; hard searches, and only ever picks among legal actions).
    static std::vector<Action> botChoices(const State &s, Seat seat, const ActionList &legal, Rng &rng)
    {
        const View v = s.view(seat);
        std::vector<Action> out;
        for (const BotLevel level : { BotLevel::Random, BotLevel::Easy, BotLevel::Normal })
            out.push_back(chainchain::chooseAction(v, legal, level, rng));
        return out;
    }

    // A well-formed action, mostly illegal: a take, or two numbers drawn from the seat's hand,
    // the link, or anywhere 1-9.
    static Action randomAction(const State &s, Seat seat, Rng &rng)
    {
        if (rng.below(6) == 0)
            return Action::take();
        std::vector<int> held;
        for (int n = 1; n <= 9; ++n)
            for (int k = 0; k < s.hand(seat).n[n]; ++k)
                held.push_back(n);
        auto number = [&]() {
            switch (rng.below(4)) {
            case 0: return s.link() ? s.link() : 1 + rng.belowInt(9);
            case 1: return 1 + rng.belowInt(9);
            default: return held.empty() ? 1 + rng.belowInt(9) : held[rng.below(held.size())];
            }
        };
        const int a = number();
        const int b = number();
        return Action::play(a, b);
    }

    // Public knowledge, kept from the actions alone.
    struct Knowledge {
        int players = 0;
        int link = 0;
        std::vector<int> pile;   // bottom first
        std::array<Counts, chainchain::kMaxPlayers> collected {};
        Counts gone;
        std::array<int, chainchain::kMaxPlayers> handCount {};
        std::array<Bounds, chainchain::kMaxPlayers> atMost {};
        int stock = 0;
        Seat lastPlayer = -1;   // who made the latest play
    };

    static Knowledge knowledgeAtStart(const State &s)
    {
        Knowledge k;
        k.players = s.players();
        for (Seat p = 0; p < s.players(); ++p) {
            k.handCount[p] = s.hand(p).total();
            k.atMost[p].fill(static_cast<std::uint8_t>(k.handCount[p]));
        }
        k.stock = s.stockCount();
        return k;
    }

    static void observe(Knowledge &k, const State &, Seat seat, const Action &a, const State &after)
    {
        if (a.kind == Action::Kind::Take) {
            for (int n : k.pile)
                ++k.collected[seat].n[n];
            k.pile.clear();
            k.atMost[seat][k.link] = 0;
            k.link = 0;
            return;
        }
        const bool reverse = k.link && a.first == k.link && a.second == k.link;
        const Seat before = k.lastPlayer;
        k.lastPlayer = seat;
        k.pile.push_back(a.first);
        k.pile.push_back(a.second);
        const int drawn = std::min(2, k.stock);
        k.stock -= drawn;
        k.handCount[seat] += drawn - 2;
        Bounds &most = k.atMost[seat];
        most[a.first] = static_cast<std::uint8_t>(most[a.first] - 1);
        most[a.second] = static_cast<std::uint8_t>(most[a.second] - 1);
        for (int n = 1; n <= 9; ++n)
            most[n] = static_cast<std::uint8_t>(std::min(most[n] + drawn, k.handCount[seat]));
        if (!after.isOver()) {
            k.link = reverse ? 0 : a.second;
            return;
        }
        // The last play: a reverse hands the pile to the player who made the play before it;
        // anything else sends it out of the game.
        if (reverse) {
            for (int n : k.pile)
                ++k.collected[before].n[n];
        } else {
            for (int n : k.pile)
                ++k.gone.n[n];
        }
        k.pile.clear();
        k.link = 0;
    }

    static std::string countsText(const Counts &c)
    {
        std::string out;
        for (int n = 1; n <= 9; ++n)
            for (int i = 0; i < c.n[n]; ++i)
                out += (out.empty() ? "" : " ") + std::to_string(n);
        return out.empty() ? std::string("(none)") : out;
    }

    static std::string checkView(const State &s, Seat viewer, const Knowledge &k, int step)
    {
        const View v = s.view(viewer);
        if (v.seat != viewer || v.players != s.players() || v.over != s.isOver())
            return "seat, players or over differ from the state";
        if (v.turn != s.turn() || v.direction != s.direction() || v.link != s.link() || v.link != k.link)
            return "turn, direction or link differ from the state or from the public record";
        if (!(v.hand == s.hand(viewer)))
            return "its own hand differs: " + countsText(v.hand) + " / " + countsText(s.hand(viewer));
        if (v.pile.size() != k.pile.size())
            return "the pile differs from the cards seen played since the last take";
        for (std::size_t i = 0; i < k.pile.size(); ++i)
            if (v.pile[i].rank() != k.pile[i])
                return "the pile differs from the cards seen played since the last take";
        if (!(v.gone == k.gone) || v.stockCount != k.stock || v.stockCount != s.stockCount())
            return "the cards out of the game or the stock count differ";
        if (static_cast<int>(v.handCount.size()) != s.players() || static_cast<int>(v.collected.size()) != s.players()
            || static_cast<int>(v.atMost.size()) != s.players())
            return "per-seat lists do not have one entry per seat";
        for (Seat p = 0; p < s.players(); ++p) {
            const auto ps = std::to_string(p);
            if (v.handCount[p] != s.hand(p).total() || v.handCount[p] != k.handCount[p])
                return "seat " + ps + "'s hand count differs";
            if (!(v.collected[p] == k.collected[p]) || !(v.collected[p] == s.collected(p)))
                return "seat " + ps + "'s collected cards " + countsText(v.collected[p]) + " differ from those seen taken "
                    + countsText(k.collected[p]);
            if (v.atMost[p] != k.atMost[p])
                return "seat " + ps + "'s public bounds differ from what the takes showed";
            for (int n = 1; n <= 9; ++n)
                if (s.hand(p).n[n] > v.atMost[p][n])
                    return "seat " + ps + " holds " + std::to_string(s.hand(p).n[n]) + " of " + std::to_string(n)
                        + " but everyone believes at most " + std::to_string(v.atMost[p][n]);
        }
        // The felt-cli face of the same view (every 8th check: it builds a Value tree).
        if (step % 8 == 0) {
            const Value sv = s.stateValue(Viewer::seat(viewer));
            const Value *hands = sv.find("hand");
            const Value *collected = sv.find("collected");
            const Value *stock = sv.find("stock");
            if (!hands || !collected || !stock || hands->size() != static_cast<std::size_t>(s.players())
                || collected->size() != static_cast<std::size_t>(s.players()))
                return "stateValue(viewer) lacks per-seat hand or collected lists, or the stock";
            if (!stock->isInt() || stock->toInt() != s.stockCount())
                return "stateValue(viewer) shows the stock as something other than its count";
            for (Seat p = 0; p < s.players(); ++p) {
                const auto &row = (*hands)[static_cast<std::size_t>(p)].items();
                if (static_cast<int>(row.size()) != s.hand(p).total())
                    return "stateValue shows seat " + std::to_string(p) + "'s hand with the wrong count";
                if (p == viewer)
                    continue;
                for (const Value &card : row)
                    if (card.toString() != "??")
                        return "stateValue shows seat " + std::to_string(p) + "'s hand card " + card.toString();
            }
        }
        return {};
    }

    static bool sameView(const View &a, const View &b, std::string &why)
    {
        auto eq = [](const auto &x, const auto &y) { return std::equal(x.begin(), x.end(), y.begin(), y.end()); };
        if (a.seat != b.seat || a.players != b.players || a.turn != b.turn || a.direction != b.direction || a.link != b.link
            || a.over != b.over || a.lastPlayer != b.lastPlayer)
            why = "seat, players, turn, direction, link, over or last player differ";
        else if (!(a.hand == b.hand))
            why = "the seat's hand differs";
        else if (!eq(a.handCount, b.handCount) || !eq(a.collected, b.collected) || !eq(a.atMost, b.atMost))
            why = "hand counts, collected stacks or public bounds differ";
        else if (!eq(a.pile, b.pile) || !(a.gone == b.gone) || a.stockCount != b.stockCount)
            why = "pile, cards out of the game or stock differ";
        return why.empty();
    }

    static std::string checkSample(const State &s, Seat viewer, Rng &rng)
    {
        const View v = s.view(viewer);
        State t = State::sampleFromView(v, rng);
        const auto deckCounts = cardCounts(chainchain::fullDeck(s.players()));
        if (cardCounts(t.allCards()) != deckCounts)
            return "the sampled state does not hold exactly the deck";
        std::string why;
        if (!sameView(t.view(viewer), v, why))
            return "the sampled state shows the seat another view: " + why;
        for (Seat p = 0; p < s.players(); ++p)
            for (int n = 1; n <= 9; ++n)
                if (t.hand(p).n[n] > t.atMost(p)[n])
                    return "the sampled state gives seat " + std::to_string(p) + " more of " + std::to_string(n)
                        + " than the takes allow";
        if (!(t.actors() == s.actors()))
            return "the sampled state has other actors";
        ActionList a, b;
        s.legalActions(viewer, a);
        t.legalActions(viewer, b);
        if (a != b)
            return "the sampled state offers the seat other legal actions";
        // The sample is a working game: play it out at random, conserving the cards.
        ActionList legal;
        while (!t.isOver()) {
            const Seat actor = t.actors().first();
            t.legalActions(actor, legal);
            if (legal.empty())
                return "seat " + std::to_string(actor) + " has no legal action in the sampled game";
            t.apply(actor, legal[rng.below(legal.size())]);
        }
        if (cardCounts(t.allCards()) != deckCounts)
            return "playing the sampled state out breaks card conservation";
        return {};
    }
};

} // namespace felt::invariants
