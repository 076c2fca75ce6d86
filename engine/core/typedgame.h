// Glue from a game's typed State to the AnyGame face and to bot-only matches.
//
// A game provides a Traits struct:
//   using State, Action, ActionList, View;
//   static constexpr std::string_view id;
//   static std::optional<Action> parse(std::string_view text, Reason *why);
//   static std::string text(const Action &);
//   static Value options(const State &);                  // non-default keys only
//   static Action choose(const View &, std::span<const Action> legal, BotLevel, Rng &);
//                                                         // (never BotLevel::Oracle: viewLevel)
//   static std::vector<int> places(const State &);        // per seat, 0 = best (for felt-cli play)
//   static void addMoves(const State &, Seat, const Action &, std::string text, MoveList &);
//                                                         // the action as the table's move(s)
//   static std::optional<Action> gesture(const State &, Seat, const Move &);
//                                                         // what a gesture means, legal or not
// and the State offers actors(), legalActions(seat, list), check(seat, action),
// apply(seat, action, events*), isOver(), view(seat), stateValue(Viewer), appendState(out, Viewer),
// resultValue().
// Optional: State::mustAct() (the actors the game waits for, see AnyGame::mustAct and
// core/botstep.h; default: actors()) with Traits::react(view, legal, level, rng) ->
// std::optional<Action> (a bot's answer to an opportunity: an action or nothing now; default:
// nothing),
// Optional: State::tableInfo() or Traits::tableInfo(state) (public facts for the table),
// Traits::solve(state, budget, maxBytes) (a solver's verdict, see AnyGame::solve),
// Traits::hidesCards(state) (false for a game with everything face up),
// Traits::privateDecision(state, seat) (see AnyGame::privateDecision; default: true),
// Traits::simultaneous(state) (see AnyGame::simultaneous; default: false),
// Traits::advise(view, legal, played, rng) -> AdviceOf<Action> (the hard bot's second opinion,
// with ratings; default: its choice, compared by equality, unrated),
// Traits::adviceReasons(view, legal, advised) -> Value (see AnyGame::adviceReasons; default:
// null), Traits::statsScores(state) (see AnyGame::statsScores; default: none),
// Traits::pace(move) (see GameSpec::pace; default: 1, a full pause),
// Traits::oracle(state, seat, legal, rng) -> Action (felt-cli's oracle: the hard bot's search
// given the true state; see match.h, chooseOracle; default: hard from the seat's view).
#pragma once

#include "anygame.h"
#include "botstep.h"

#include <algorithm>
#include <memory>

namespace felt {

template <class Traits>
class TypedGame final : public AnyGame {
public:
    using State = typename Traits::State;
    using Action = typename Traits::Action;
    using ActionList = typename Traits::ActionList;
    using View = typename Traits::View;

    explicit TypedGame(State state) : m_state(std::move(state)) { }

    const State &typedState() const { return m_state; }

    std::unique_ptr<AnyGame> clone() const override { return std::make_unique<TypedGame>(m_state); }
    bool equals(const AnyGame &other) const override
    {
        const auto *o = dynamic_cast<const TypedGame *>(&other);
        return o && o->m_state == m_state;
    }
    std::string_view gameId() const override { return Traits::id; }
    int players() const override { return m_state.players(); }
    SeatSet actors() const override { return m_state.actors(); }
    SeatSet mustAct() const override { return mustActOf(m_state); }

    std::vector<std::string> legalActions(Seat seat) const override
    {
        ActionList list;
        m_state.legalActions(seat, list);
        std::vector<std::string> texts;
        texts.reserve(list.size());
        for (const Action &a : list)
            texts.push_back(Traits::text(a));
        return texts;
    }

    MoveList legalMoves(Seat seat) const override
    {
        ActionList list;
        m_state.legalActions(seat, list);
        MoveList moves;
        moves.reserve(list.size());
        for (const Action &a : list)
            Traits::addMoves(m_state, seat, a, Traits::text(a), moves);
        return moves;
    }

    void legal(Seat seat, std::vector<std::string> *texts, MoveList *moves) const override
    {
        ActionList list;
        m_state.legalActions(seat, list);
        texts->clear();
        texts->reserve(list.size());
        moves->clear();
        moves->reserve(list.size());
        for (const Action &a : list) {
            texts->push_back(Traits::text(a));
            Traits::addMoves(m_state, seat, a, texts->back(), *moves);
        }
    }

    std::optional<std::string> gestureAction(Seat seat, const Move &gesture) const override
    {
        if constexpr (requires(const State &s, const Move &g) { Traits::gesture(s, seat, g); }) {
            if (seat < 0 || seat >= m_state.players())
                return std::nullopt;
            const std::optional<Action> a = Traits::gesture(m_state, seat, gesture);
            if (a)
                return Traits::text(*a);
        }
        return std::nullopt;
    }

    bool privateDecision(Seat seat) const override
    {
        if constexpr (requires(const State &s) { Traits::privateDecision(s, seat); })
            return Traits::privateDecision(m_state, seat);
        else
            return true;
    }

    bool simultaneous() const override
    {
        if constexpr (requires(const State &s) { Traits::simultaneous(s); })
            return Traits::simultaneous(m_state);
        else
            return false;
    }

    Reason check(Seat seat, std::string_view text) const override
    {
        std::optional<Action> action;
        return judge(seat, text, action);
    }

    Reason apply(Seat seat, std::string_view text, EventList *events) override
    {
        // Judged once: the text is read once and the action so read is the one applied.
        std::optional<Action> action;
        const Reason why = judge(seat, text, action);
        if (why != Reason::Ok)
            return why;
        m_state.apply(seat, *action, events);
        return Reason::Ok;
    }

    bool isOver() const override { return m_state.isOver(); }
    std::vector<int> standings() const override
    {
        return m_state.isOver() ? Traits::places(m_state) : std::vector<int>();
    }
    std::vector<double> statsScores() const override
    {
        if constexpr (requires(const State &s) { Traits::statsScores(s); })
            return m_state.isOver() ? Traits::statsScores(m_state) : std::vector<double>();
        else
            return {};
    }
    Value state(Viewer viewer) const override { return m_state.stateValue(viewer); }
    void appendState(std::string &out, Viewer viewer) const override { m_state.appendState(out, viewer); }
    Value result() const override { return m_state.isOver() ? m_state.resultValue() : Value(); }
    Value options() const override { return Traits::options(m_state); }
    Value tableInfo() const override
    {
        if constexpr (requires(const State &s) { s.tableInfo(); })
            return m_state.tableInfo();
        else if constexpr (requires(const State &s) { Traits::tableInfo(s); })
            return Traits::tableInfo(m_state);
        else
            return Value::object();
    }
    bool hidesCards() const override
    {
        if constexpr (requires(const State &s) { Traits::hidesCards(s); })
            return Traits::hidesCards(m_state);
        else
            return true;   // card games hide hands unless they say otherwise
    }
    bool canSolve() const override { return requires(const State &s) { Traits::solve(s, 1L, std::size_t { 1 }); }; }
    Value solve(long budget, std::size_t maxBytes = 0) const override
    {
        if constexpr (requires(const State &s) { Traits::solve(s, 1L, std::size_t { 1 }); })
            return Traits::solve(m_state, budget, maxBytes);
        else
            return Value();
    }

    std::function<std::string()> botTask(Seat seat, BotLevel level, std::uint64_t seed) const override
    {
        ActionList legal;
        if (seat >= 0 && seat < m_state.players())
            m_state.legalActions(seat, legal);
        // A seat with an opportunity only (not one the game waits for) may do nothing.
        const bool optional = !m_state.isOver() && seat >= 0 && seat < m_state.players() && !mustActOf(m_state).has(seat);
        // A table's computer player decides from its seat's view: the oracle (felt-cli only)
        // would play as hard here.
        return [view = m_state.view(seat), legal = std::move(legal), level = viewLevel(level), seed, optional]() -> std::string {
            if (legal.empty())
                return {};
            Rng rng(seed);
            if (optional) {
                if constexpr (requires(const View &v, std::span<const Action> l, Rng &r) { Traits::react(v, l, BotLevel::Random, r); }) {
                    const std::optional<Action> a = Traits::react(view, std::span<const Action>(legal.data(), legal.size()), level, rng);
                    return a ? Traits::text(*a) : std::string();
                } else {
                    return {};
                }
            }
            return Traits::text(Traits::choose(view, legal, level, rng));
        };
    }

    Value adviceReasons(Seat seat, std::string_view advised) const override
    {
        if constexpr (requires(const typename Traits::View &v, std::span<const Action> l, const Action &a) {
                          Traits::adviceReasons(v, l, a);
                      }) {
            if (m_state.isOver() || seat < 0 || seat >= m_state.players())
                return Value();
            const std::optional<Action> action = Traits::parse(advised, nullptr);
            ActionList legal;
            m_state.legalActions(seat, legal);
            if (!action || std::find(legal.begin(), legal.end(), *action) == legal.end())
                return Value();
            return Traits::adviceReasons(m_state.view(seat), std::span<const Action>(legal.data(), legal.size()), *action);
        } else {
            return Value();
        }
    }

    std::function<Advice()> adviceTask(Seat seat, std::string_view played, std::uint64_t seed) const override
    {
        ActionList legal;
        if (!m_state.isOver() && seat >= 0 && seat < m_state.players())
            m_state.legalActions(seat, legal);
        std::optional<Action> action = Traits::parse(played, nullptr);
        if (action && std::find(legal.begin(), legal.end(), *action) == legal.end())
            action.reset();
        if (!action)
            legal.clear();
        return [view = m_state.view(seat), legal = std::move(legal), action, seed]() -> Advice {
            Advice out;
            if (legal.empty() || !action)
                return out;
            Rng rng(seed);
            const std::span<const Action> options(legal.data(), legal.size());
            if constexpr (requires(Rng &r) { Traits::advise(view, options, *action, r); }) {
                const AdviceOf<Action> a = Traits::advise(view, options, *action, rng);
                out.choice = Traits::text(a.choice);
                out.same = a.same;
                out.choiceValue = a.choiceValue;
                out.playedValue = a.playedValue;
                out.reasons = reasonsOf(view, options, a.choice);
            } else {
                const Action c = Traits::choose(view, options, BotLevel::Hard, rng);
                out.choice = Traits::text(c);
                out.same = c == *action;
                out.reasons = reasonsOf(view, options, c);
            }
            return out;
        };
    }

private:
    // Why `text` may not be applied for `seat` now (Ok: it may), with the action it reads as.
    Reason judge(Seat seat, std::string_view text, std::optional<Action> &action) const
    {
        if (m_state.isOver())
            return Reason::GameOver;
        if (seat < 0 || seat >= m_state.players())
            return Reason::NotYourTurn;
        Reason why = Reason::Ok;
        action = Traits::parse(text, &why);
        if (!action)
            return why;
        // The game says why a seat may not act (not its turn, already ready, ...).
        return m_state.check(seat, *action);
    }

    static Value reasonsOf(const View &view, std::span<const Action> legal, const Action &chosen)
    {
        if constexpr (requires { Traits::adviceReasons(view, legal, chosen); })
            return Traits::adviceReasons(view, legal, chosen);
        else
            return Value();
    }

    State m_state;
};

} // namespace felt
