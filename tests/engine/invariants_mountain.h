// Bring Down the Mountain's part of the shared invariant test (invariants.h): configurations,
// a random driver that also moves blocks, random (mostly illegal) actions, and three checks
// of the game's own:
//   - the searches' compact rules (mountain_search.h, value masks) offer exactly the moves
//     and draws the game offers, at every step;
//   - the dead-state search agrees with a plain breadth-first search over whole piles
//     (fits/blockFits, no masks, no shortcuts) at the start of every turn and when the
//     game ends as lost;
//   - with hiddenRidges, stateValue(seat) shows only the outer card of each ridge.
// A failure of these is printed with the state and stops the test at once (abort).
// The game has no hidden information for the view (kHidden = false).
#pragma once

#include "games/mountain/mountain.h"
#include "games/mountain/mountain_search.h"
#include "invariants.h"

#include <cstdio>
#include <cstdlib>
#include <deque>
#include <string>
#include <unordered_set>
#include <vector>

namespace felt::invariants {

struct MountainTraits {
    using State = mountain::State;
    using Action = mountain::Action;
    using ActionList = mountain::ActionList;
    using View = mountain::View;
    using Options = mountain::Options;

    static constexpr bool kHidden = false;

    struct Config {
        int players = 1;
        Options options;
    };
    struct Knowledge { };

    static std::string_view name() { return "mountain"; }
    static std::string optionsText(const Options &o) { return o.hiddenRidges ? "{\"hiddenRidges\": true}" : "{}"; }
    static std::string label(const Config &c) { return std::to_string(c.players) + " players, " + optionsText(c.options); }
    static std::string recordHead(const Config &c, std::uint64_t seed)
    {
        return "{\"format\": \"felt-record/1\", \"game\": \"mountain\", \"players\": " + std::to_string(c.players)
            + ", \"options\": " + optionsText(c.options) + ", \"seed\": " + std::to_string(seed) + ", ...";
    }

    static std::vector<Config> configs()
    {
        std::vector<Config> out;
        for (const bool hidden : { false, true })
            for (int players = 1; players <= mountain::kPositions; ++players) {
                Config c;
                c.players = players;
                c.options.hiddenRidges = hidden;
                out.push_back(c);
            }
        return out;
    }

    static State deal(const Config &c, std::uint64_t seed) { return State::deal(c.options, c.players, seed); }
    static StaticVec<Card, 52> deck(const Config &)
    {
        StaticVec<Card, 52> d;
        for (int s = 0; s < 4; ++s)
            for (int r = 2; r <= kAce; ++r)
                d.push_back(Card::french(r, static_cast<Suit>(s)));
        return d;
    }
    static auto cards(const State &s) { return s.allCards(); }
    static std::string text(const Action &a) { return mountain::actionText(a); }
    static std::optional<Action> parse(std::string_view text) { return mountain::parseAction(text); }
    static int maxActions(const Config &) { return 6000; }

    [[noreturn]] static void failHere(const State &s, const std::string &why)
    {
        std::fprintf(stderr, "FAIL mountain: %s\nstate: %s\n", why.c_str(), valueText(s.stateValue(Viewer::all())).c_str());
        std::abort();
    }

    // The random driver: a draw most of the time when one is legal (which one at random), a
    // random block move otherwise or now and then, a pass when no draw is legal; it gives up
    // (concede) after long quiet spells or very long games, which random play can produce.
    // Random tables rarely get far, so with one player and open ridges the normal bot drives
    // (following the solver's lines): those games mostly reach the end of the mountain and win.
    static Action choose(const State &s, const ActionList &legal, Rng &rng)
    {
        checkCompactRules(s, legal);
        if (s.options().hiddenRidges && rng.below(4) == 0)
            checkHiddenView(s);
        std::vector<const Action *> draws, moves;
        const Action *pass = nullptr;
        const Action *concede = nullptr;
        for (const Action &a : legal) {
            switch (a.kind) {
            case Action::Kind::Draw: draws.push_back(&a); break;
            case Action::Kind::Move: moves.push_back(&a); break;
            case Action::Kind::Pass: pass = &a; break;
            case Action::Kind::Concede: concede = &a; break;
            }
        }
        if (s.turns() > 200 || s.idleTurns() >= 2 * mountain::kPositions || rng.below(2000) == 0)
            return *concede;
        if (s.players() == 1 && !s.options().hiddenRidges)
            return mountain::chooseAction(s, legal, BotLevel::Normal, rng);
        if (!moves.empty() && rng.below(draws.empty() ? 3 : 6) == 0)
            return *moves[rng.below(moves.size())];
        if (!draws.empty())
            return *draws[rng.below(draws.size())];
        return *pass;
    }

    // Random bots are cheap; easy and normal search a little (normal asks the solver).
    static std::vector<Action> botChoices(const State &s, Seat seat, const ActionList &legal, Rng &rng)
    {
        const View &v = s.view(seat);
        std::vector<Action> out;
        for (const BotLevel level : { BotLevel::Random, BotLevel::Easy, BotLevel::Normal })
            out.push_back(mountain::chooseAction(v, legal, level, rng));
        return out;
    }

    // A well-formed action, mostly illegal: moves of any size between any valleys, draws
    // from any ridge or the peak into any valley, pass, concede.
    static Action randomAction(const State &, Seat, Rng &rng)
    {
        switch (rng.below(10)) {
        case 0: return Action::pass();
        case 1: return Action::concede();
        case 2:
        case 3:
        case 4:
        case 5: return Action::move(1 + rng.belowInt(rng.below(4) ? 4 : 14), rng.belowInt(4), rng.belowInt(4));
        default: return Action::draw(rng.below(5) == 0 ? mountain::kPeak : rng.belowInt(4), rng.belowInt(4));
        }
    }

    static Knowledge knowledgeAtStart(const State &) { return {}; }

    static void observe(Knowledge &, const State &, Seat, const Action &a, const State &after)
    {
        // A turn started (or the game ended at its start): the dead-state search must agree
        // with a plain search over whole piles.
        const bool turnEnded = a.kind == Action::Kind::Draw || a.kind == Action::Kind::Pass;
        if (!turnEnded || after.status() == mountain::Status::Won)
            return;
        // Every "dead" is checked (a wrong one ends a game that could go on); "alive" one
        // turn in 32, with a smaller search (when alive, the goal is usually near).
        const bool lost = after.status() == mountain::Status::Lost;
        static unsigned turnStarts = 0;
        if (!lost && ++turnStarts % 32 != 0)
            return;
        const auto verdict = lost ? mountain::SearchResult::Verdict::No : after.aliveSearch().verdict;
        const bool dead = verdict == mountain::SearchResult::Verdict::No;
        if (dead && !lost)
            failHere(after, "a turn starts on a dead table and the game goes on");
        const int plain = plainAlive(after, dead ? 5000 : 1500);
        if (plain < 0)
            return;   // too big for the plain search: nothing to compare
        if (lost && plain == 1)
            failHere(after, "the game ended as lost, but a plain search finds an arrangement that lets someone draw");
        if (!lost && (verdict == mountain::SearchResult::Verdict::Yes) != (plain == 1))
            failHere(after, std::string("the dead-state search says ") + (verdict == mountain::SearchResult::Verdict::Yes ? "alive" : "not alive")
                                + " but a plain search says " + (plain == 1 ? "alive" : "dead"));
    }

    // Breadth first over arrangements of whole piles by moves between any two valleys: 1 when
    // some arrangement lets a drawable card fit (or, with the mountain gone, clears the
    // valleys), 0 when none does, -1 when the search passes `cap` arrangements.
    static int plainAlive(const State &s, std::size_t cap)
    {
        StaticVec<Card, 5> drawable;
        bool anyRidgeEmpty = false;
        for (int r = 0; r < mountain::kPositions; ++r) {
            if (s.ridge(r).empty())
                anyRidgeEmpty = true;
            else
                drawable.push_back(s.ridge(r).back());
        }
        if (anyRidgeEmpty && !s.peak().empty())
            drawable.push_back(s.peak().back());
        using Valleys = mountain::Valleys;
        auto goal = [&](const Valleys &vs) {
            if (drawable.empty()) {
                for (const auto &v : vs)
                    if (!v.empty())
                        return false;
                return true;
            }
            for (const Card c : drawable)
                for (const auto &v : vs)
                    if (mountain::fits(c, v))
                        return true;
            return false;
        };
        auto key = [](const Valleys &vs) {
            std::string k;
            for (const auto &v : vs) {
                for (const Card c : v)
                    k.push_back(static_cast<char>(c.code()));
                k.push_back('|');
            }
            return k;
        };
        std::deque<Valleys> queue { s.valleys() };
        std::unordered_set<std::string> seen { key(s.valleys()) };
        while (!queue.empty()) {
            const Valleys vs = queue.front();
            queue.pop_front();
            if (goal(vs))
                return 1;
            for (int a = 0; a < mountain::kPositions; ++a)
                for (int b = 0; b < mountain::kPositions; ++b) {
                    if (a == b)
                        continue;
                    const auto &from = vs[static_cast<std::size_t>(a)];
                    for (int n = 1; n <= static_cast<int>(from.size()); ++n) {
                        if (mountain::blockFits(from, n, vs[static_cast<std::size_t>(b)]) != Reason::Ok)
                            continue;
                        Valleys next = vs;
                        auto &f = next[static_cast<std::size_t>(a)];
                        auto &t = next[static_cast<std::size_t>(b)];
                        const std::size_t start = f.size() - static_cast<std::size_t>(n);
                        for (std::size_t i = start; i < f.size(); ++i)
                            t.push_back(f[i]);
                        f.resize(start);
                        if (mountain::isComplete(t))
                            t.clear();
                        if (mountain::isComplete(f))
                            f.clear();
                        if (!seen.insert(key(next)).second)
                            continue;
                        if (seen.size() > cap)
                            return -1;
                        queue.push_back(next);
                    }
                }
        }
        return 0;
    }

    // The compact rules of the searches offer exactly the game's moves and draws.
    static void checkCompactRules(const State &s, const ActionList &legal)
    {
        namespace search = mountain::search;
        const int p = s.position();
        const int reach[3] = { (p + 3) % 4, p, (p + 1) % 4 };
        search::Masks m;
        for (int v = 0; v < mountain::kPositions; ++v)
            m[static_cast<std::size_t>(v)] = search::pileMask(s.valley(v));
        auto listed = [&](const Action &a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); };
        int compactCount = 0;
        for (const int a : reach)
            for (const int b : reach) {
                if (a == b)
                    continue;
                for (int n = 1; n <= static_cast<int>(s.valley(a).size()); ++n) {
                    search::Mask from = m[static_cast<std::size_t>(a)];
                    search::Mask to = m[static_cast<std::size_t>(b)];
                    const bool ok = search::moveBlock(from, to, n);
                    compactCount += ok;
                    if (ok != listed(Action::move(n, a, b)))
                        failHere(s, "the compact rules " + std::string(ok ? "allow" : "refuse") + " move " + std::to_string(n) + " "
                                        + std::to_string(a) + " " + std::to_string(b) + ", the game does not");
                    if (ok) {
                        // The piles after the move, as masks, equal the game's piles after it.
                        State next = s;
                        next.apply(mountain::seatOfPosition(p, s.players()), Action::move(n, a, b));
                        if (search::pileMask(next.valley(a)) != from || search::pileMask(next.valley(b)) != to)
                            failHere(s, "the compact move " + std::to_string(n) + " " + std::to_string(a) + " " + std::to_string(b)
                                            + " leaves other piles than the game's");
                    }
                }
            }
        for (const int r : { reach[0], p, mountain::kPeak }) {
            const auto card = s.drawable(p, r);
            for (const int v : reach) {
                const bool ok = card && search::canPlace(card->rank(), m[static_cast<std::size_t>(v)]);
                compactCount += ok;
                if (ok != listed(Action::draw(r, v)))
                    failHere(s, "the compact rules " + std::string(ok ? "allow" : "refuse") + " draw " + std::to_string(r) + " "
                                    + std::to_string(v) + ", the game does not");
            }
        }
        int gameCount = 0;
        for (const Action &a : legal)
            gameCount += a.kind == Action::Kind::Move || a.kind == Action::Kind::Draw;
        if (gameCount != compactCount)
            failHere(s, "the game offers " + std::to_string(gameCount) + " moves and draws, the compact rules "
                            + std::to_string(compactCount));
    }

    // With hiddenRidges every seat sees only the outer card of each ridge; the full state
    // shows every card.
    static void checkHiddenView(const State &s)
    {
        for (Seat seat = 0; seat < s.players(); ++seat) {
            const Value v = s.stateValue(Viewer::seat(seat));
            const Value *ridges = v.find("ridges");
            if (!ridges || ridges->size() != 4)
                failHere(s, "stateValue(seat) has no four ridges");
            for (int r = 0; r < mountain::kPositions; ++r) {
                const auto &shown = (*ridges)[static_cast<std::size_t>(r)].items();
                const auto &pile = s.ridge(r);
                if (shown.size() != pile.size())
                    failHere(s, "a ridge shows another number of cards");
                for (std::size_t i = 0; i < shown.size(); ++i) {
                    const std::string want = i == 0 ? toText(pile.back()) : std::string("??");
                    if (shown[i].toString() != want)
                        failHere(s, "ridge " + std::to_string(r) + " shows \"" + shown[i].toString() + "\" at " + std::to_string(i)
                                        + " to seat " + std::to_string(seat) + ", not \"" + want + "\"");
                }
            }
        }
        const Value full = s.stateValue(Viewer::all());
        const Value *ridges = full.find("ridges");
        for (int r = 0; r < mountain::kPositions; ++r)
            for (const Value &card : (*ridges)[static_cast<std::size_t>(r)].items())
                if (card.toString() == "??")
                    failHere(s, "the full state hides a ridge card");
    }
};

} // namespace felt::invariants
