// Bring Down the Mountain's options, deals and state descriptions for records and felt-cli,
// and its registry entry.
#include "mountain.h"
#include "mountain_game.h"

#include "core/gamefactory.h"

namespace felt::mountain {

namespace {

Value pileValue(const Pile &pile, bool reversed, int visibleFromEnd = -1)
{
    // visibleFromEnd >= 0: only that many cards at the far end are shown, the rest "??".
    Value list = Value::array();
    const std::size_t n = pile.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Card c = reversed ? pile[n - 1 - i] : pile[i];
        const bool hidden = visibleFromEnd >= 0 && (reversed ? i >= static_cast<std::size_t>(visibleFromEnd) : i + static_cast<std::size_t>(visibleFromEnd) < n);
        list.push(hidden ? std::string("??") : toText(c));
    }
    return list;
}

SetupError dealError(SetupProblem problem, std::string subject, int expected = -1, int actual = -1)
{
    return SetupError { problem, std::move(subject), expected, actual };
}

} // namespace

Expected<Options, SetupError> optionsFromValue(const Value &value)
{
    Options options;
    if (value.isNull())
        return options;
    if (!value.isObject())
        return unexpected(SetupError { SetupProblem::OptionValue, "options" });
    for (const auto &[key, v] : value.members()) {
        if (key != "hiddenRidges")
            return unexpected(SetupError { SetupProblem::UnknownOption, key });
        if (!v.isBool())
            return unexpected(SetupError { SetupProblem::OptionValue, key });
        options.hiddenRidges = v.toBool();
    }
    return options;
}

Value optionsToValue(const Options &options)
{
    Value v = Value::object();
    if (options.hiddenRidges)
        v.set("hiddenRidges", true);
    return v;
}

Value defaultOptionsValue()
{
    Value v = Value::object();
    v.set("hiddenRidges", false);
    return v;
}

Expected<State, SetupError> State::fromDeal(const Options &options, int players, const Value &deal)
{
    if (!deal.isObject())
        return unexpected(dealError(SetupProblem::DealShape, "deal"));
    for (const auto &member : deal.members())
        if (member.first != "peak" && member.first != "ridges" && member.first != "valleys")
            return unexpected(dealError(SetupProblem::DealShape, "deal." + member.first));
    std::array<int, 64> left {};
    for (int s = 0; s < 4; ++s)
        for (int r = 2; r <= kAce; ++r)
            left[Card::french(r, static_cast<Suit>(s)).code()] = 1;
    auto readPile = [&](const Value &list, const std::string &where, Pile &out) -> std::optional<SetupError> {
        if (!list.isArray())
            return dealError(SetupProblem::DealShape, where);
        for (const Value &text : list.items()) {
            if (!text.isString())
                return dealError(SetupProblem::DealShape, where);
            const auto card = parseCard(text.toString());
            if (!card)
                return dealError(SetupProblem::UnknownCard, text.toString());
            if (card->isJoker())
                return dealError(SetupProblem::CardNotInDeck, text.toString());
            if (!left[card->code()])
                return dealError(SetupProblem::DuplicateCard, text.toString());
            left[card->code()] = 0;
            out.push_back(*card);
        }
        return std::nullopt;
    };

    State st;
    st.m_options = options;
    st.m_players = static_cast<std::int8_t>(players);
    if (const Value *peak = deal.find("peak")) {
        Pile topFirst;
        if (auto e = readPile(*peak, "deal.peak", topFirst))
            return unexpected(*e);
        for (std::size_t i = topFirst.size(); i > 0; --i)
            st.m_peak.push_back(topFirst[i - 1]);
    }
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
            if (auto e = readPile((*rows)[static_cast<std::size_t>(i)], where, pile))
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

Value State::stateValue(std::optional<Seat> viewer) const
{
    const bool hide = viewer && m_options.hiddenRidges;
    Value v = Value::object();
    v.set("turn", static_cast<int>(m_position));
    // hiddenRidges turns the ridges face down, never the peak (rules/mountain.md).
    v.set("peak", pileValue(m_peak, true));
    Value ridges = Value::array();
    for (const Pile &r : m_ridges)
        ridges.push(pileValue(r, true, hide ? 1 : -1));
    v.set("ridges", std::move(ridges));
    Value valleys = Value::array();
    for (const Pile &p : m_valleys)
        valleys.push(pileValue(p, false));
    v.set("valleys", std::move(valleys));
    v.set("completed", static_cast<int>(m_completed));
    v.set("status", m_status == Status::Playing ? "playing" : m_status == Status::Won ? "won" : "lost");
    return v;
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
    static bool won(const State &s) { return s.status() == Status::Won; }
    // Everything lies face up, but for the ridges under the hiddenRidges option.
    static bool hidesCards(const State &s) { return s.options().hiddenRidges; }
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
    static Value solve(const State &s, long budget)
    {
        const SearchResult r = s.solve(budget > 0 ? budget : kSolveBudget);
        Value v = Value::object();
        v.set("winnable", r.verdict == SearchResult::Verdict::Yes  ? Value(true)
                          : r.verdict == SearchResult::Verdict::No ? Value(false)
                                                                   : Value());
        v.set("nodes", static_cast<std::int64_t>(r.nodes));
        Value line = Value::array();
        for (const Action &a : r.line)
            line.push(actionText(a));
        v.set("line", std::move(line));
        return v;
    }
    static std::vector<int> places(const State &s) { return std::vector<int>(static_cast<std::size_t>(s.players()), won(s) ? 0 : 1); }
    // A bot match gives an endless table up here (bots that find no way keep passing).
    static constexpr long kMatchActionLimit = 20000;
    static Expected<Options, SetupError> checkedOptions(int players, const Value &optionsValue)
    {
        auto options = optionsFromValue(optionsValue);
        if (!options)
            return options;
        if (players < 1 || players > kPositions)
            return unexpected(SetupError { SetupProblem::PlayerCount, "players", kPositions, players });
        return options;
    }
};


} // namespace

const State *typedState(const AnyGame &game)
{
    const auto *typed = dynamic_cast<const TypedGame<Traits> *>(&game);
    return typed ? &typed->typedState() : nullptr;
}

GameSpec spec()
{
    GameSpec s;
    s.id = kGameId;
    s.family = CardFamily::French;
    s.minPlayers = 1;
    s.maxPlayers = kPositions;
    s.available = true;
    s.create = &createGame<Traits>;
    s.defaultOptions = &defaultOptionsValue;
    s.playMatch = &playGames<Traits>;
    return s;
}

} // namespace felt::mountain
