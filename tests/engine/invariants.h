// The shared invariant test: random games of any game, checked at every step.
//
// A game joins by writing a traits struct G (see invariants_shithead.h) and one line in
// invariants.cpp:  failures += felt::invariants::run<ShitheadTraits>(games, seed);
//
// What every game must hold, at every step of every random game:
//   - card conservation: the state's cards are a permutation of the full deck;
//   - legality: every legal action is accepted by check(), the list has no duplicates,
//     seats outside actors() have no legal action, and random well-formed actions (mostly
//     illegal) are accepted by check() exactly when they are in the legal list;
//   - actor sanity: while the game runs someone may act and every actor has an action;
//   - clone equality: a copy equals the original, and the same action applied to both
//     keeps them equal;
//   - action text: actionText -> parseAction gives back the same action;
//   - record round trip: replaying the action texts on a fresh deal from the same seed
//     gives the same final state;
//   - hidden information (games with G::kHidden): the game's view check (nothing a seat may
//     not see), and that a state sampled from a seat's view shows that seat the same view,
//     conserves the cards and offers the same legal actions;
//   - the public view (what the table shows when nobody's cards may show) holds no more
//     than any seat sees: every card it shows, every seat's view shows in the same list;
//     where it says "??" or null a seat may know more;
//   - the game's bots (G::botChoices, every level) choose legal actions;
//   - every game ends within G::maxActions(config) actions, the actions chosen by
//     G::choose (random, biased as the game needs to end: a uniform choice can stall
//     games such as Shithead, where a pickup is always allowed).
// The first failure stops the run and prints the configuration, the seed, the step, the
// seat, the action and the record lines that lead there (enough to replay it).
//
// The traits struct G (all static):
//   using State, Action, ActionList;  struct Config;  struct Knowledge;
//   static constexpr bool kHidden;                       // hidden information?
//   name(); label(Config); recordHead(Config, seed);     // for messages
//   configs() -> std::vector<Config>                     // player counts x options
//   deal(Config, seed) -> State;  deck(Config), cards(State) -> collections of Card
//   text(Action) -> std::string;  parse(std::string_view) -> std::optional<Action>
//   maxActions(Config) -> int;  choose(State, ActionList, Rng&) -> Action (the driver)
//   randomAction(State, Seat, Rng&) -> Action            // well-formed, mostly illegal
//   botChoices(State, Seat, ActionList, Rng&) -> std::vector<Action>
//   knowledgeAtStart(State) -> Knowledge;  observe(Knowledge&, before, Seat, Action, after)
//   checkView(State, Seat, Knowledge, step) -> std::string ("" = fine; when kHidden)
//   checkSample(State, Seat, Rng&) -> std::string        ("" = fine; when kHidden)
// A game without hidden information sets kHidden = false and may keep Knowledge empty.
// The State offers players(), actors(), legalActions(seat, list), check(seat, action),
// apply(seat, action), isOver(), stateValue(Viewer) and operator==.
#pragma once

#include "core/card.h"
#include "core/reason.h"
#include "core/registry.h"
#include "core/viewer.h"
#include "core/rng.h"
#include "core/seats.h"
#include "core/value.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace felt::invariants {

struct Settings {
    int candidatesPerSeat = 2;   // random (mostly illegal) actions tried per seat and step
    int viewEvery = 1;           // check one random seat's view every N steps
    int sampleEvery = 6;         // sample a state from one random seat's view every N steps
    int botEvery = 200;          // ask the game's bots (every level) about one step in N, at random
};

struct Stats {
    long long games = 0;
    long long actions = 0;
    long long candidates = 0;       // random actions checked against the legal list
    long long candidatesLegal = 0;  // ... of which were legal
    long long views = 0;
    long long samples = 0;
    long long botChoices = 0;
    int longestGame = 0;
};

// How many of each card code a collection holds: equal counts = a permutation.
using CardCounts = std::array<std::uint16_t, 256>;
inline CardCounts cardCounts(const auto &cards)
{
    CardCounts counts {};
    for (const Card c : cards)
        ++counts[c.code()];
    return counts;
}

inline std::string cardList(const auto &cards)
{
    std::string out;
    for (const Card c : cards) {
        if (!out.empty())
            out += ' ';
        out += toText(c);
    }
    return out;
}

// Compact JSON text of a Value (for failure messages).
inline std::string valueText(const Value &v)
{
    switch (v.type()) {
    case Value::Type::Null: return "null";
    case Value::Type::Bool: return v.toBool() ? "true" : "false";
    case Value::Type::Int: return std::to_string(v.toInt());
    case Value::Type::Double: return std::to_string(v.toDouble());
    case Value::Type::String: return "\"" + v.toString() + "\"";
    case Value::Type::Array: {
        std::string out = "[";
        for (std::size_t i = 0; i < v.items().size(); ++i)
            out += (i ? "," : "") + valueText(v.items()[i]);
        return out + "]";
    }
    case Value::Type::Object: {
        std::string out = "{";
        bool first = true;
        for (const auto &[key, member] : v.members()) {
            out += (first ? "\"" : ",\"") + key + "\":" + valueText(member);
            first = false;
        }
        return out + "}";
    }
    }
    return "?";
}

// The name of a refusal code of game `game` (its own codes included).
inline std::string reasonName(std::string_view game, Reason r)
{
    const GameSpec *spec = findGame(game);
    return std::string(spec ? reasonId(*spec, r) : reasonId(r));
}

// "" when `shown` (the public view) holds nothing that `seen` (a seat's view) does not: the
// same shape, equal values, except that "??" and null in `shown` stand for anything; a list
// of cards may list them in another order.
inline std::string publicWithin(const Value &shown, const Value &seen, const std::string &path)
{
    if (shown.isNull() || (shown.isString() && shown.toString() == "??"))
        return {};
    if (shown.isObject()) {
        if (!seen.isObject())
            return path + ": an object in the public view, not in the seat's";
        for (const auto &[key, v] : shown.members()) {
            const Value *other = seen.find(key);
            if (!other)
                return path + "." + key + ": in the public view only";
            if (std::string why = publicWithin(v, *other, path + "." + key); !why.empty())
                return why;
        }
        return {};
    }
    if (shown.isArray()) {
        if (!seen.isArray() || seen.size() != shown.size())
            return path + ": lists of different lengths";
        const bool strings = std::all_of(shown.items().begin(), shown.items().end(), [](const Value &v) { return v.isString(); });
        if (!strings) {
            for (std::size_t i = 0; i < shown.size(); ++i)
                if (std::string why = publicWithin(shown[i], seen[i], path + "[" + std::to_string(i) + "]"); !why.empty())
                    return why;
            return {};
        }
        std::vector<std::string> rest;
        for (const Value &v : seen.items())
            rest.push_back(v.isString() ? v.toString() : std::string());
        for (const Value &v : shown.items()) {
            if (v.toString() == "??")
                continue;
            const auto it = std::find(rest.begin(), rest.end(), v.toString());
            if (it == rest.end())
                return path + ": the public view shows " + v.toString() + ", which the seat's view does not";
            rest.erase(it);
        }
        return {};
    }
    if (!(shown == seen))
        return path + ": " + valueText(shown) + " in the public view, " + valueText(seen) + " in the seat's";
    return {};
}

template <class G>
class Runner {
public:
    using State = typename G::State;
    using Action = typename G::Action;
    using ActionList = typename G::ActionList;
    using Config = typename G::Config;

    Runner(const Config &config, std::uint64_t seed, const Settings &settings, Stats &stats)
        : m_config(config), m_seed(seed), m_settings(settings), m_stats(stats), m_rng(seed * 0x9E3779B97F4A7C15ULL + 17)
    {
        m_deck = cardCounts(G::deck(config));
    }

    // "" when the game held every invariant, else what failed.
    std::string play()
    {
        State &s = m_state;
        s = G::deal(m_config, m_seed);
        if (std::string why = conservation(s, "after the deal"); !why.empty())
            return why;
        typename G::Knowledge knowledge = G::knowledgeAtStart(s);

        ActionList legal;
        for (int step = 0;; ++step) {
            m_step = step;
            if (std::string why = checkAllSeats(s); !why.empty())
                return why;
            if (s.isOver())
                break;
            if (step >= G::maxActions(m_config))
                return "the game did not end within " + std::to_string(G::maxActions(m_config)) + " actions";

            const SeatSet actors = s.actors();
            std::vector<Seat> list;
            actors.forEach([&](Seat seat) { list.push_back(seat); });
            const Seat seat = list[m_rng.below(list.size())];
            s.legalActions(seat, legal);
            const Action action = G::choose(s, legal, m_rng);
            m_seat = seat;
            m_action = G::text(action);
            m_applied = false;
            if (std::find(legal.begin(), legal.end(), action) == legal.end())
                return "the test's driver chose an action that is not legal";

            // The game's bots decide from the seat's view: they must choose a legal action.
            if (m_settings.botEvery > 0 && m_rng.below(static_cast<std::uint64_t>(m_settings.botEvery)) == 0) {
                for (const Action &choice : G::botChoices(s, seat, legal, m_rng)) {
                    ++m_stats.botChoices;
                    if (std::find(legal.begin(), legal.end(), choice) == legal.end())
                        return "a bot of seat " + std::to_string(seat) + " chose \"" + G::text(choice) + "\", which is not legal";
                }
            }

            State copy = s;
            if (!(copy == s))
                return "a copy of the state differs from the original";
            const State before = s;
            s.apply(seat, action);
            copy.apply(seat, action);
            if (!(copy == s))
                return "the same action applied to a copy gives a different state";
            m_history.push_back(std::to_string(seat) + ": " + m_action);
            m_applied = true;
            ++m_stats.actions;

            if (std::string why = conservation(s, "after the action"); !why.empty())
                return why;
            G::observe(knowledge, before, seat, action, s);

            if (m_settings.viewEvery > 0 && step % (m_settings.viewEvery * 8) == 0) {
                const Seat viewer = m_rng.belowInt(s.players());
                if (std::string why = publicWithin(s.stateValue(Viewer::nobody()), s.stateValue(Viewer::seat(viewer)), "state");
                    !why.empty())
                    return "public view against seat " + std::to_string(viewer) + "'s: " + why;
            }
            if constexpr (G::kHidden) {
                if (m_settings.viewEvery > 0 && step % m_settings.viewEvery == 0) {
                    const Seat viewer = m_rng.belowInt(s.players());
                    if (std::string why = G::checkView(s, viewer, knowledge, step); !why.empty())
                        return "view of seat " + std::to_string(viewer) + ": " + why;
                    ++m_stats.views;
                }
                if (m_settings.sampleEvery > 0 && step % m_settings.sampleEvery == 0) {
                    const Seat viewer = m_rng.belowInt(s.players());
                    if (std::string why = G::checkSample(s, viewer, m_rng); !why.empty())
                        return "state sampled from seat " + std::to_string(viewer) + "'s view: " + why;
                    ++m_stats.samples;
                }
            }
            m_seat = -1;
            m_action.clear();
        }
        m_stats.longestGame = std::max(m_stats.longestGame, static_cast<int>(m_history.size()));

        // The record round trip: the action texts replayed on the same seeded deal.
        m_step = -1;
        State replayed = G::deal(m_config, m_seed);
        for (const std::string &line : m_history) {
            const auto colon = line.find(": ");
            const Seat seat = std::stoi(line.substr(0, colon));
            const auto action = G::parse(std::string_view(line).substr(colon + 2));
            if (!action)
                return "replay: \"" + line + "\" does not parse";
            if (replayed.check(seat, *action) != Reason::Ok)
                return "replay: \"" + line + "\" is refused: " + reasonName(G::name(), replayed.check(seat, *action));
            replayed.apply(seat, *action);
        }
        if (!(replayed == s))
            return "replay: the replayed record ends in a different state";
        ++m_stats.games;
        return {};
    }

    void report(const std::string &why) const
    {
        std::fprintf(stderr, "FAIL %s [%s] seed %llu", std::string(G::name()).c_str(), G::label(m_config).c_str(),
                     static_cast<unsigned long long>(m_seed));
        if (m_step >= 0)
            std::fprintf(stderr, " step %d", m_step);
        if (m_seat >= 0)
            std::fprintf(stderr, " seat %d action \"%s\"%s", m_seat, m_action.c_str(), m_applied ? " (applied)" : "");
        std::fprintf(stderr, ": %s\n", why.c_str());
        std::fprintf(stderr, "record: %s\n", G::recordHead(m_config, m_seed).c_str());
        // Long games: the last actions only (rerun the seed for the whole record).
        const std::size_t from = m_history.size() > 300 ? m_history.size() - 300 : 0;
        if (from > 0)
            std::fprintf(stderr, "  (the first %zu actions left out)\n", from);
        std::fprintf(stderr, "  \"actions\": [");
        for (std::size_t i = from; i < m_history.size(); ++i)
            std::fprintf(stderr, "%s\"%s\"", i > from ? ", " : "", m_history[i].c_str());
        if (m_seat >= 0 && !m_applied)
            std::fprintf(stderr, "%s\"%d: %s\"", m_history.empty() ? "" : ", ", m_seat, m_action.c_str());
        std::fprintf(stderr, "]\n");
        std::fprintf(stderr, "state: %s\n", valueText(m_state.stateValue(Viewer::all())).c_str());
    }

private:
    std::string conservation(const State &s, const char *when) const
    {
        const auto all = G::cards(s);
        if (cardCounts(all) != m_deck)
            return std::string("card conservation fails ") + when + ": the state holds " + std::to_string(all.size())
                + " cards: " + cardList(all);
        return {};
    }

    std::string checkAllSeats(const State &s)
    {
        const SeatSet actors = s.actors();
        if (s.isOver() && !actors.empty())
            return "the game is over but seats may still act";
        if (!s.isOver() && actors.empty())
            return "the game is not over but no seat may act";
        ActionList legal;
        std::vector<std::string> texts;
        m_quietSeat = m_rng.belowInt(s.players());
        for (Seat seat = 0; seat < s.players(); ++seat) {
            s.legalActions(seat, legal);
            if (!actors.has(seat) && !legal.empty())
                return "seat " + std::to_string(seat) + " is not among the actors but has legal actions";
            if (actors.has(seat) && legal.empty())
                return "seat " + std::to_string(seat) + " may act but has no legal action";
            texts.clear();
            for (const Action &a : legal) {
                const std::string text = G::text(a);
                const Reason why = s.check(seat, a);
                if (why != Reason::Ok)
                    return "seat " + std::to_string(seat) + ": the legal action \"" + text + "\" is refused: " + reasonName(G::name(), why);
                const auto parsed = G::parse(text);
                if (!parsed || !(*parsed == a))
                    return "seat " + std::to_string(seat) + ": \"" + text + "\" does not parse back to the same action";
                texts.push_back(text);
            }
            std::sort(texts.begin(), texts.end());
            if (const auto dup = std::adjacent_find(texts.begin(), texts.end()); dup != texts.end())
                return "seat " + std::to_string(seat) + ": \"" + *dup + "\" is listed twice";
            // Random actions: for every actor, and for one seat that may not act.
            if (!actors.has(seat) && seat != m_quietSeat)
                continue;
            for (int i = 0; i < m_settings.candidatesPerSeat; ++i) {
                const Action a = G::randomAction(s, seat, m_rng);
                const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
                const Reason why = s.check(seat, a);
                ++m_stats.candidates;
                if (listed)
                    ++m_stats.candidatesLegal;
                if ((why == Reason::Ok) != listed)
                    return "seat " + std::to_string(seat) + ": \"" + G::text(a) + "\" is " + (listed ? "listed as legal but refused: " + reasonName(G::name(), why) : std::string("not listed as legal but accepted"));
                // A random action's text may not parse (e.g. an index no state can have); when
                // it parses it must give the same action, and when it is legal it must parse.
                const auto parsed = G::parse(G::text(a));
                if ((parsed && !(*parsed == a)) || (!parsed && listed))
                    return "seat " + std::to_string(seat) + ": \"" + G::text(a) + "\" does not parse back to the same action";
            }
        }
        return {};
    }

    const Config &m_config;
    std::uint64_t m_seed;
    const Settings &m_settings;
    Stats &m_stats;
    Rng m_rng;
    CardCounts m_deck {};
    std::vector<std::string> m_history;
    State m_state;
    int m_step = -1;
    Seat m_seat = -1;
    Seat m_quietSeat = 0;
    bool m_applied = false;
    std::string m_action;
};

// Plays `games` random games over G::configs() (round robin), seeds seed, seed+1, ...
// Returns the number of failures (0 or 1: the first failure stops the run).
template <class G>
int run(int games, std::uint64_t seed, const Settings &settings = {})
{
    const auto start = std::chrono::steady_clock::now();
    const auto configs = G::configs();
    Stats stats;
    for (int i = 0; i < games; ++i) {
        const auto &config = configs[static_cast<std::size_t>(i) % configs.size()];
        Runner<G> runner(config, seed + static_cast<std::uint64_t>(i), settings, stats);
        if (const std::string why = runner.play(); !why.empty()) {
            runner.report(why);
            return 1;
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%s: %lld games (%zu configurations), %lld actions, longest game %d actions, %lld random actions "
                "checked (%lld legal), %lld views, %lld samples, %lld bot choices, %.1f s\n",
                std::string(G::name()).c_str(), stats.games, configs.size(), stats.actions, stats.longestGame,
                stats.candidates, stats.candidatesLegal, stats.views, stats.samples, stats.botChoices, seconds);
    return 0;
}

} // namespace felt::invariants
