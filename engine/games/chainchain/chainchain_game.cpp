// Chain-Chain's options, deals and state descriptions for records and felt-cli, and its
// registry entry.
#include "chainchain.h"
#include "chainchain_why.h"
#include "chainchain_game.h"

#include "core/dealcards.h"
#include "core/gamefactory.h"
#include "core/jsontext.h"

namespace felt::chainchain {

namespace {

template <class V = Value>
V countsValue(const Counts &c)
{
    V list = V::array();
    for (int i = 1; i <= 9; ++i)
        for (int k = 0; k < c.n[i]; ++k)
            list.push(std::to_string(i));
    return list;
}

} // namespace

OptionSpecs optionSpecs() { return {}; }

Expected<Options, SetupError> optionsFromValue(const Value &value)
{
    const auto values = checkOptions(optionSpecs(), value);
    if (!values)
        return unexpected(values.error());
    return Options {};
}

std::string_view reasonId(Reason reason)
{
    static constexpr std::string_view ids[] = { "must-match-link", "must-take", "no-link", "same-card-twice" };
    return codeName(ids, gameReasonIndex(reason));
}

std::string_view eventId(std::uint8_t kind)
{
    static constexpr std::string_view ids[] = { "played", "took", "reversed", "drew", "collected", "leftGame", "gameOver" };
    return codeName(ids, kind);
}

Expected<State, SetupError> State::fromDeal(const Options &options, int players, const Value &deal)
{
    if (!deal.isObject())
        return unexpected(dealError(SetupProblem::DealShape, "deal"));
    for (const auto &member : deal.members())
        if (member.first != "hand" && member.first != "stock")
            return unexpected(dealError(SetupProblem::DealShape, "deal." + member.first));
    DealCards cards(fullDeck(players), CardFamily::Numbers);

    State s;
    s.m_options = options;
    s.m_players = static_cast<std::int8_t>(players);
    const Value *hands = deal.find("hand");
    if (!hands || !hands->isArray())
        return unexpected(dealError(SetupProblem::DealShape, "deal.hand"));
    if (static_cast<int>(hands->size()) != players)
        return unexpected(dealError(SetupProblem::DealCount, "deal.hand", players, static_cast<int>(hands->size())));
    for (int p = 0; p < players; ++p) {
        const Value &row = (*hands)[static_cast<std::size_t>(p)];
        const std::string where = "deal.hand[" + std::to_string(p) + "]";
        if (!row.isArray())
            return unexpected(dealError(SetupProblem::DealShape, where));
        if (row.size() % 2 != 0 || row.size() > kMaxCards)
            return unexpected(dealError(SetupProblem::DealCount, where, static_cast<int>(row.size() + 1), static_cast<int>(row.size())));
        for (const Value &text : row.items()) {
            auto card = cards.take(text, where);
            if (!card)
                return unexpected(card.error());
            ++s.m_hand[p].n[card->rank()];
        }
    }
    if (const Value *stock = deal.find("stock")) {
        if (!stock->isArray())
            return unexpected(dealError(SetupProblem::DealShape, "deal.stock"));
        if (stock->size() % 2 != 0)
            return unexpected(dealError(SetupProblem::DealCount, "deal.stock", static_cast<int>(stock->size() + 1), static_cast<int>(stock->size())));
        if (auto error = cards.takePile(*stock, "deal.stock", s.m_stock))
            return unexpected(*error);
    }
    s.startKnowledge();
    // Seat 0 starts; an empty hand is skipped; nothing to play at all is a finished game.
    bool anyCards = false;
    for (int p = 0; p < players; ++p)
        anyCards = anyCards || s.m_hand[p].total() > 0;
    if (!anyCards) {
        s.m_over = true;
        s.m_turn = -1;
    } else if (s.m_hand[0].total() == 0) {
        s.advance();
    }
    return s;
}

template <class V>
V State::stateOf(Viewer viewer) const
{
    V v = V::object();
    v.set("turn", m_turn >= 0 ? V(static_cast<int>(m_turn)) : V());
    v.set("direction", static_cast<int>(m_direction));
    v.set("link", m_link ? V(std::to_string(m_link)) : V());
    V pile = V::array();
    for (const Card c : m_pile)
        pushCard(pile, c);
    v.set("pile", std::move(pile));
    v.set("stock", static_cast<int>(m_stock.size()));
    V hand = V::array();
    V collected = V::array();
    for (int p = 0; p < m_players; ++p) {
        if (viewer.sees(p)) {
            hand.push(countsValue<V>(m_hand[p]));
        } else {
            V hidden = V::array();
            for (int k = 0; k < m_hand[p].total(); ++k)
                hidden.push("??");
            hand.push(std::move(hidden));
        }
        collected.push(countsValue<V>(m_collected[p]));
    }
    v.set("hand", std::move(hand));
    v.set("collected", std::move(collected));
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
    Value counts = Value::array();
    Value sums = Value::array();
    for (int p = 0; p < m_players; ++p) {
        counts.push(m_collected[p].total());
        sums.push(m_collected[p].sum());
    }
    v.set("collected", std::move(counts));
    v.set("sums", std::move(sums));
    const std::vector<int> place = places();
    Value ranking = Value::array();
    for (int r = 0; r < m_players; ++r) {
        Value group = Value::array();
        for (int p = 0; p < m_players; ++p)
            if (place[static_cast<std::size_t>(p)] == r)
                group.push(p);
        if (group.size())
            ranking.push(std::move(group));
    }
    v.set("ranking", std::move(ranking));
    return v;
}

namespace {

struct Traits {
    using State = chainchain::State;
    using Action = chainchain::Action;
    using ActionList = chainchain::ActionList;
    using View = chainchain::View;
    static constexpr std::string_view id = kGameId;
    static std::optional<Action> parse(std::string_view text, Reason *why) { return parseAction(text, why); }
    static std::string text(const Action &a) { return actionText(a); }
    static Value options(const State &) { return Value::object(); }
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
        return chainchain::adviceReasons(v, legal, advised);
    }
    static std::vector<int> places(const State &s) { return s.places(); }
    // The statistics keep the cards each seat collected (fewest wins).
    static std::vector<double> statsScores(const State &s)
    {
        std::vector<double> out;
        for (int p = 0; p < s.players(); ++p)
            out.push_back(static_cast<double>(s.collected(p).total()));
        return out;
    }
    // The table's moves: a play takes two hand cards to the pile, the first one leading (so
    // only a card that may start a play is offered first); a take brings the pile to the
    // seat's collected stack.
    static void addMoves(const State &, Seat seat, const Action &a, std::string text, MoveList &out)
    {
        Move m;
        m.action = std::move(text);
        if (a.kind == Action::Kind::Play) {
            m.verb = "play";
            m.cards.push_back(Card::number(a.first));
            m.cards.push_back(Card::number(a.second));
            m.from = placeAt("hand", seat);
            m.to = placeAt("pile");
        } else {
            m.verb = "take";
            m.from = placeAt("pile");
            m.to = placeAt("collected", seat);
        }
        out.push_back(std::move(m));
    }
    // A gesture: two hand cards onto the chain are a play, the first one leading. One card
    // alone is asked about as a first card: the play it would start with another card of the
    // hand (so a refusal names what is wrong with the first card).
    static std::optional<Action> gesture(const State &s, Seat seat, const Move &g)
    {
        if (g.to.zone != "pile" || g.cards.empty() || g.cards.size() > 2 || !g.cards[0].isNumber())
            return std::nullopt;
        const int a = g.cards[0].rank();
        if (g.cards.size() == 2)
            return g.cards[1].isNumber() ? std::optional(Action::play(a, g.cards[1].rank())) : std::nullopt;
        const Counts &hand = s.hand(seat);
        for (int b = 1; b <= 9; ++b)
            if (hand.n[b] > (b == a ? 1 : 0))
                return Action::play(a, b);
        return Action::play(a, a);
    }
    static Expected<Options, SetupError> checkedOptions(int players, const Value &optionsValue)
    {
        return forPlayers(optionsFromValue(optionsValue), players, kMinPlayers, kMaxPlayers);
    }
};


} // namespace

GameSpec spec()
{
    return typedGameSpec<Traits>({ .id = kGameId,
                                   .family = CardFamily::Numbers,
                                   .minPlayers = kMinPlayers,
                                   .maxPlayers = kMaxPlayers,
                                   .options = &optionSpecs,
                                   .reasonId = &reasonId,
                                   .eventId = &eventId,
                                   .whyId = [](std::uint8_t c) { return whyId(static_cast<WhyCode>(c)); } });
}

} // namespace felt::chainchain
