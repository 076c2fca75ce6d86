// Bring Down the Mountain's options, deals and state descriptions for records and felt-cli,
// and its registry entry.
#include "mountain.h"
#include "mountain_why.h"
#include "mountain_game.h"

#include "core/dealcards.h"
#include "core/gamefactory.h"
#include "core/jsontext.h"

namespace felt::mountain {

namespace {

template <class V = Value>
V pileValue(const Pile &pile, bool reversed, int visibleFromEnd = -1)
{
    // visibleFromEnd >= 0: only that many cards at the far end are shown, the rest "??".
    V list = V::array();
    const std::size_t n = pile.size();
    reserveItems(list, n);
    for (std::size_t i = 0; i < n; ++i) {
        const Card c = reversed ? pile[n - 1 - i] : pile[i];
        const bool hidden = visibleFromEnd >= 0 && (reversed ? i >= static_cast<std::size_t>(visibleFromEnd) : i + static_cast<std::size_t>(visibleFromEnd) < n);
        list.push(hidden ? std::string("??") : toText(c));
    }
    return list;
}

} // namespace

OptionSpecs optionSpecs()
{
    return { OptionSpec::flag("hiddenRidges", Options {}.hiddenRidges) };
}

Expected<Options, SetupError> optionsFromValue(const Value &value)
{
    const auto values = checkOptions(optionSpecs(), value);
    if (!values)
        return unexpected(values.error());
    Options options;
    options.hiddenRidges = values->find("hiddenRidges")->toBool();
    return options;
}

Value optionsToValue(const Options &options)
{
    Value v = Value::object();
    v.set("hiddenRidges", options.hiddenRidges);
    return nonDefaultOptions(optionSpecs(), v);
}

std::string_view reasonId(Reason reason)
{
    static constexpr std::string_view ids[] = {
        "not-reached", "does-not-fit", "ace-between", "nothing-there", "peak-closed", "must-draw", "same-valley",
    };
    return codeName(ids, gameReasonIndex(reason));
}

std::string_view eventId(std::uint8_t kind)
{
    static constexpr std::string_view ids[] = { "moved", "placed", "completed", "passed", "conceded", "won", "lost" };
    return codeName(ids, kind);
}

Expected<State, SetupError> State::fromDeal(const Options &options, int players, const Value &deal)
{
    if (!deal.isObject())
        return unexpected(dealError(SetupProblem::DealShape, "deal"));
    for (const auto &member : deal.members())
        if (member.first != "peak" && member.first != "ridges" && member.first != "valleys")
            return unexpected(dealError(SetupProblem::DealShape, "deal." + member.first));
    Pile deck;
    for (int s = 0; s < 4; ++s)
        for (int r = 2; r <= kAce; ++r)
            deck.push_back(Card::french(r, static_cast<Suit>(s)));
    DealCards cards(deck);

    State st;
    st.m_options = options;
    st.m_players = static_cast<std::int8_t>(players);
    if (const Value *peak = deal.find("peak"))
        if (auto e = cards.takePile(*peak, "deal.peak", st.m_peak))
            return unexpected(*e);
    for (const char *key : { "ridges", "valleys" }) {
        const Value *rows = deal.find(key);
        if (!rows)
            continue;
        if (!rows->isArray())
            return unexpected(dealError(SetupProblem::DealShape, std::string("deal.") + key));
        if (rows->size() != kPositions)
            return unexpected(dealError(SetupProblem::DealCount, std::string("deal.") + key, kPositions, static_cast<int>(rows->size())));
        for (int i = 0; i < kPositions; ++i) {
            const std::string where = std::string("deal.") + key + "[" + std::to_string(i) + "]";
            Pile pile;
            if (auto e = cards.takeRow((*rows)[static_cast<std::size_t>(i)], where, pile))
                return unexpected(*e);
            if (key[0] == 'r') {
                // Given outer end first; the outer end is back().
                for (std::size_t k = pile.size(); k > 0; --k)
                    st.m_ridges[static_cast<std::size_t>(i)].push_back(pile[k - 1]);
            } else {
                Pile &valley = st.m_valleys[static_cast<std::size_t>(i)];
                for (const Card c : pile) {
                    if (!fits(c, valley))
                        return unexpected(dealError(SetupProblem::DealShape, where));
                    valley.push_back(c);
                }
            }
        }
    }
    // Dealt full runs leave the table at once; a deal with nothing left is already won.
    for (int v = 0; v < kPositions; ++v)
        st.settle(v, nullptr);
    if (!st.checkWon(nullptr))
        st.checkDead(nullptr);
    return st;
}

template <class V>
V State::stateOf(Viewer viewer) const
{
    const bool hide = !viewer.isAll() && m_options.hiddenRidges;
    V v = V::object();
    v.set("turn", static_cast<int>(m_position));
    // hiddenRidges turns the ridges face down, never the peak (rules/mountain.md).
    v.set("peak", pileValue<V>(m_peak, true));
    V ridges = V::array();
    for (const Pile &r : m_ridges)
        ridges.push(pileValue<V>(r, true, hide ? 1 : -1));
    v.set("ridges", std::move(ridges));
    V valleys = V::array();
    for (const Pile &p : m_valleys)
        valleys.push(pileValue<V>(p, false));
    v.set("valleys", std::move(valleys));
    v.set("completed", static_cast<int>(m_completed));
    v.set("status", m_status == Status::Playing ? "playing" : m_status == Status::Won ? "won" : "lost");
    return v;
}

Value State::stateValue(Viewer viewer) const
{
    return stateOf<Value>(viewer);
}

void State::appendState(std::string &out, Viewer viewer) const
{
    stateOf<JsonText>(viewer).appendTo(out);
}

Value State::resultValue() const
{
    Value v = Value::object();
    v.set("won", m_status == Status::Won);
    v.set("completed", static_cast<int>(m_completed));
    v.set("turns", static_cast<int>(m_turns));
    return v;
}

namespace {

struct Traits {
    using State = mountain::State;
    using Action = mountain::Action;
    using ActionList = mountain::ActionList;
    using View = mountain::View;
    static constexpr std::string_view id = kGameId;
    static constexpr bool kCooperative = true;
    static std::optional<Action> parse(std::string_view text, Reason *why) { return parseAction(text, why); }
    static std::string text(const Action &a) { return actionText(a); }
    static Value options(const State &s) { return optionsToValue(s.options()); }
    static Action choose(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
    {
        return chooseAction(v, legal, level, rng);
    }
    static Action oracle(const State &s, Seat seat, std::span<const Action> legal, Rng &rng)
    {
        return oracleAction(s, seat, legal, rng);
    }
    static AdviceOf<Action> advise(const View &v, std::span<const Action> legal, const Action &played, Rng &rng)
    {
        return adviseAction(v, legal, played, rng);
    }
    static Value adviceReasons(const View &v, std::span<const Action> legal, const Action &advised)
    {
        return mountain::adviceReasons(v, legal, advised);
    }
    static bool won(const State &s) { return s.status() == Status::Won; }
    // Everything lies face up, but for the ridges under the hiddenRidges option.
    static bool hidesCards(const State &s) { return s.options().hiddenRidges; }
    // Nobody holds a card of their own: every decision is made in the open.
    static bool privateDecision(const State &, Seat) { return false; }
    // The table's moves: a block from a valley (its first card at `index`) to another valley;
    // a draw from a ridge's outer end (or the peak) into a valley; pass and concede.
    static void addMoves(const State &s, Seat, const Action &a, std::string text, MoveList &out)
    {
        Move m;
        m.action = std::move(text);
        switch (a.kind) {
        case Action::Kind::Move: {
            m.verb = "move";
            const Pile &from = s.valley(a.from);
            const int start = static_cast<int>(from.size()) - a.count;
            for (std::size_t i = static_cast<std::size_t>(start); i < from.size(); ++i)
                m.cards.push_back(from[i]);
            m.from = placeAt("valley", -1, a.from, start);
            m.to = placeAt("valley", -1, a.to);
            break;
        }
        case Action::Kind::Draw: {
            m.verb = "draw";
            const Pile &src = a.from == kPeak ? s.peak() : s.ridge(a.from);
            m.cards.push_back(src.back());
            // Indexes as `state` lists the cards: the ridge's outer card and the peak's top first.
            if (a.from == kPeak)
                m.from = placeAt("peak", -1, -1, 0);
            else
                m.from = placeAt("ridge", -1, a.from, 0);
            m.to = placeAt("valley", -1, a.to);
            break;
        }
        case Action::Kind::Pass:
            m.verb = "pass";
            break;
        case Action::Kind::Concede:
            m.verb = "concede";
            break;
        }
        out.push_back(std::move(m));
    }
    // For the table: the seat that plays each position, and what the position on turn reaches.
    static Value tableInfo(const State &s)
    {
        Value v = Value::object();
        Value seats = Value::array();
        for (int p = 0; p < kPositions; ++p)
            seats.push(seatOfPosition(p, s.players()));
        v.set("seats", std::move(seats));
        const int p = s.position();
        Value valleys = Value::array();
        for (const int d : { -1, 0, 1 })
            valleys.push((p + d + kPositions) % kPositions);
        Value ridges = Value::array();
        for (const int d : { -1, 0 })
            ridges.push((p + d + kPositions) % kPositions);
        v.set("reachValleys", std::move(valleys));
        v.set("reachRidges", std::move(ridges));
        return v;
    }
    static Value solve(const State &s, long budget, std::size_t maxBytes)
    {
        const SearchResult r = s.solve(budget > 0 ? budget : kSolveBudget, maxBytes > 0 ? maxBytes : kSolveMemory);
        Value v = Value::object();
        v.set("winnable", r.verdict == SearchResult::Verdict::Yes  ? Value(true)
                          : r.verdict == SearchResult::Verdict::No ? Value(false)
                                                                   : Value());
        v.set("nodes", static_cast<std::int64_t>(r.nodes));
        Value line = Value::array();
        for (const Action &a : r.line)
            line.push(actionText(a));
        v.set("line", std::move(line));
        if (r.verdict == SearchResult::Verdict::Unknown)
            v.set("limit", r.outOfMemory ? "memory" : "nodes");
        return v;
    }
    static std::vector<int> places(const State &s) { return std::vector<int>(static_cast<std::size_t>(s.players()), won(s) ? 0 : 1); }
    // Blocks shuffled between valleys come quickly; the draw that ends a turn gets the pause.
    static double pace(const Move &move) { return move.verb == "move" ? 0.5 : 1.0; }
    // A bot match gives an endless table up here (bots that find no way keep passing).
    static constexpr long kMatchActionLimit = 20000;
    // A gesture: a valley card (and all above it) onto another valley is a move of that
    // block; a ridge's outer card or the peak's top into a valley is a draw.
    static std::optional<Action> gesture(const State &s, Seat, const Move &g)
    {
        if (g.to.zone != "valley" || g.to.pile < 0 || g.to.pile >= kPositions)
            return std::nullopt;
        if (g.from.zone == "valley" && g.from.pile >= 0 && g.from.pile < kPositions && g.from.index >= 0) {
            const int size = static_cast<int>(s.valley(g.from.pile).size());
            if (g.from.index >= size)
                return std::nullopt;
            return Action::move(size - g.from.index, g.from.pile, g.to.pile);
        }
        if (g.from.zone == "ridge" && g.from.pile >= 0 && g.from.pile < kPositions)
            return Action::draw(g.from.pile, g.to.pile);
        if (g.from.zone == "peak")
            return Action::draw(kPeak, g.to.pile);
        return std::nullopt;
    }
    static Expected<Options, SetupError> checkedOptions(int players, const Value &optionsValue)
    {
        return forPlayers(optionsFromValue(optionsValue), players, 1, kPositions);
    }
};


} // namespace

GameSpec spec()
{
    return typedGameSpec<Traits>({ .id = kGameId,
                                   .family = CardFamily::French,
                                   .minPlayers = 1,
                                   .maxPlayers = kPositions,
                                   .options = &optionSpecs,
                                   .defaultSolveBudget = kSolveBudget,
                                   .defaultSolveMemory = kSolveMemory,
                                   .reasonId = &reasonId,
                                   .eventId = &eventId,
                                   .whyId = [](std::uint8_t c) { return whyId(static_cast<WhyCode>(c)); } });
}

} // namespace felt::mountain
