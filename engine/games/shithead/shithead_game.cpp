// Shithead's options, deals and state descriptions for records and felt-cli, and its entry
// in the game registry (through TypedGame).
#include "shithead.h"
#include "shithead_why.h"
#include "shithead_game.h"

#include "core/dealcards.h"
#include "core/gamefactory.h"
#include "core/jsontext.h"

#include <algorithm>

namespace felt::shithead {

namespace {

struct OptionKey {
    std::string_view key;
    bool Options::*flag;
};
constexpr OptionKey kFlags[] = {
    { "jokers", &Options::jokers },
    { "transparentEights", &Options::transparentEights },
    { "sevenLower", &Options::sevenLower },
    { "tensRestricted", &Options::tensRestricted },
    { "skipNine", &Options::skipNine },
};

template <class V = Value>
V cardsValue(const CardSet &cards)
{
    V list = V::array();
    reserveItems(list, static_cast<std::size_t>(cards.size()));   // (no growing on the way)
    cards.forEach([&](Card c) { pushCard(list, c); });
    return list;
}

template <class V = Value, class Range>
V cardsValue(const Range &cards)
{
    V list = V::array();
    reserveItems(list, static_cast<std::size_t>(cards.size()));
    for (const Card c : cards)
        pushCard(list, c);
    return list;
}

template <class V>
V hiddenValue(int count)
{
    V list = V::array();
    reserveItems(list, static_cast<std::size_t>(std::max(0, count)));
    for (int i = 0; i < count; ++i)
        list.push("??");
    return list;
}

} // namespace

OptionSpecs optionSpecs()
{
    const Options d;
    return {
        OptionSpec::flag("jokers", d.jokers),
        OptionSpec::choice("decks", d.decks, { Value(1), Value(2) }),
        OptionSpec::flag("transparentEights", d.transparentEights),
        OptionSpec::flag("sevenLower", d.sevenLower),
        OptionSpec::flag("tensRestricted", d.tensRestricted),
        OptionSpec::flag("skipNine", d.skipNine),
    };
}

Expected<Options, SetupError> optionsFromValue(const Value &value)
{
    const auto values = checkOptions(optionSpecs(), value);
    if (!values)
        return unexpected(values.error());
    Options options;
    for (const auto &k : kFlags)
        options.*(k.flag) = values->find(k.key)->toBool();
    options.decks = static_cast<int>(values->find("decks")->toInt());
    return options;
}

Value optionsToValue(const Options &options)
{
    Value v = Value::object();
    for (const auto &k : kFlags)
        v.set(std::string(k.key), options.*(k.flag));
    v.set("decks", options.decks);
    return nonDefaultOptions(optionSpecs(), v);
}

std::string_view reasonId(Reason reason)
{
    static constexpr std::string_view ids[] = {
        "already-ready", "mixed-ranks", "mixed-sources", "wrong-source", "too-low", "seven-lower",
        "ten-restricted", "pile-empty", "blind-only", "not-blind-yet", "must-finish-hand",
    };
    return codeName(ids, gameReasonIndex(reason));
}

std::string_view eventId(std::uint8_t kind)
{
    static constexpr std::string_view ids[] = {
        "swapped", "ready", "playStarted", "played", "burned", "pickedUp",
        "drew", "blindFailed", "skipped", "reversed", "wentOut", "gameOver",
    };
    return codeName(ids, kind);
}

Expected<State, SetupError> State::fromDeal(const Options &options, int players, const Value &deal)
{
    if (!deal.isObject())
        return unexpected(dealError(SetupProblem::DealShape, "deal"));
    for (const auto &member : deal.members())
        if (member.first != "down" && member.first != "up" && member.first != "hand" && member.first != "stock")
            return unexpected(dealError(SetupProblem::DealShape, "deal." + member.first));

    DealCards cards(fullDeck(options));

    State s;
    s.m_options = options;
    s.m_players = static_cast<std::int8_t>(players);
    s.m_in = SeatSet::firstN(players);
    for (const char *key : { "down", "up", "hand" }) {
        const Value *rows = deal.find(key);
        if (!rows || !rows->isArray())
            return unexpected(dealError(SetupProblem::DealShape, std::string("deal.") + key));
        if (static_cast<int>(rows->size()) != players)
            return unexpected(dealError(SetupProblem::DealCount, std::string("deal.") + key, players, static_cast<int>(rows->size())));
        for (int p = 0; p < players; ++p) {
            const Value &row = (*rows)[static_cast<std::size_t>(p)];
            const std::string where = std::string("deal.") + key + "[" + std::to_string(p) + "]";
            if (!row.isArray())
                return unexpected(dealError(SetupProblem::DealShape, where));
            if (row.size() != kRows)
                return unexpected(dealError(SetupProblem::DealCount, where, kRows, static_cast<int>(row.size())));
            for (const Value &text : row.items()) {
                auto card = cards.take(text, where);
                if (!card)
                    return unexpected(card.error());
                if (key[0] == 'd')
                    s.m_down[p].push_back(*card);
                else if (key[0] == 'u')
                    s.m_up[p].push_back(*card);
                else
                    s.m_hand[p].add(*card);
            }
        }
    }
    if (const Value *stock = deal.find("stock"))
        if (auto error = cards.takePile(*stock, "deal.stock", s.m_stock))
            return unexpected(*error);
    return s;
}

template <class V>
V State::stateOf(Viewer viewer) const
{
    V v = V::object();
    v.set("phase", m_phase == Phase::Setup ? "setup" : m_phase == Phase::Play ? "play" : "over");
    v.set("turn", m_turn >= 0 ? V(static_cast<int>(m_turn)) : V());
    v.set("direction", static_cast<int>(m_direction));
    v.set("pile", cardsValue<V>(m_pile));
    v.set("burned", m_burned.size());
    v.set("stock", static_cast<int>(m_stock.size()));
    V hand = V::array();
    V up = V::array();
    V down = V::array();
    for (int p = 0; p < m_players; ++p) {
        const bool seesHand = viewer.sees(p);
        if (seesHand) {
            hand.push(cardsValue<V>(m_hand[p]));
        } else {
            // The cards everyone saw go into that hand, then a "??" for each of the rest.
            V cards = cardsValue<V>(m_known[p]);
            for (int i = m_known[p].size(); i < m_hand[p].size(); ++i)
                cards.push("??");
            hand.push(std::move(cards));
        }
        up.push(cardsValue<V>(m_up[p]));
        down.push(viewer.isAll() ? cardsValue<V>(m_down[p]) : hiddenValue<V>(static_cast<int>(m_down[p].size())));
    }
    v.set("hand", std::move(hand));
    v.set("up", std::move(up));
    v.set("down", std::move(down));
    V out = V::array();
    for (const auto s : m_out)
        if (m_phase != Phase::Over || s != loser())
            out.push(static_cast<int>(s));
    v.set("out", std::move(out));
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

Value State::tableInfo() const
{
    Value v = Value::object();
    const int top = effectiveTop();
    v.set("top", top > 0 ? Value(std::string(1, rankChar(top))) : Value());
    v.set("sevenLower", m_options.sevenLower && top == 7);
    v.set("idle", static_cast<int>(m_idle));
    v.set("idleLimit", kIdleLimit);
    return v;
}

Value State::resultValue() const
{
    Value v = Value::object();
    Value order = Value::array();
    for (const auto s : m_out)
        order.push(static_cast<int>(s));
    v.set("order", std::move(order));
    v.set("loser", loser());
    if (m_stalemate)
        v.set("stalemate", true);
    return v;
}

namespace {

struct Traits {
    using State = shithead::State;
    using Action = shithead::Action;
    using ActionList = shithead::ActionList;
    using View = shithead::View;
    static constexpr std::string_view id = kGameId;
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
        return shithead::adviceReasons(v, legal, advised);
    }
    static std::vector<int> places(const State &s)
    {
        std::vector<int> places(static_cast<std::size_t>(s.players()), 0);
        const auto order = s.outOrder();
        for (std::size_t i = 0; i < order.size(); ++i)
            places[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
        return places;
    }
    // Swapping is quick to follow; a play or a pickup deserves the full pause.
    static double pace(const Move &move) { return move.verb == "swap" || move.verb == "ready" ? 0.34 : 1.0; }
    // Everyone swaps at the same time, each saying ready when done.
    static bool simultaneous(const State &s) { return s.phase() == Phase::Setup; }
    // The table's moves: a play takes its cards from the hand, the upcards or (blind) one
    // downcard to the pile; a swap is dragged either way, onto the card it swaps with; a
    // pickup takes the pile into the hand.
    static void addMoves(const State &s, Seat seat, const Action &a, std::string text, MoveList &out)
    {
        Move m;
        m.action = std::move(text);
        switch (a.kind) {
        case Action::Kind::Swap: {
            m.verb = "swap";
            Move back = m;
            m.cards.push_back(a.handCard);
            m.from = placeAt("hand", seat);
            m.to = placeAt("up", seat);
            m.to.card = a.upCard;
            back.cards.push_back(a.upCard);
            back.from = placeAt("up", seat);
            back.to = placeAt("hand", seat);
            back.to.card = a.handCard;
            out.push_back(std::move(m));
            out.push_back(std::move(back));
            return;
        }
        case Action::Kind::Ready:
            m.verb = "ready";
            break;
        case Action::Kind::Play: {
            m.verb = "play";
            a.cards.forEach([&](Card c) { m.cards.push_back(c); });
            const bool fromHand = !s.hand(seat).empty();
            m.from = placeAt(fromHand ? "hand" : "up", seat);
            m.to = placeAt("pile");
            break;
        }
        case Action::Kind::Blind:
            m.verb = "blind";
            m.from = placeAt("down", seat, -1, a.index);
            m.to = placeAt("pile");
            break;
        case Action::Kind::Pickup:
            m.verb = "pickup";
            m.from = placeAt("pile");
            m.to = placeAt("hand", seat);
            break;
        }
        out.push_back(std::move(m));
    }
    // A gesture: cards onto the pile are a play (a downcard, by its index, turned over); a
    // hand card dropped on an upcard, or the other way round, is a swap.
    static std::optional<Action> gesture(const State &, Seat, const Move &g)
    {
        if (g.to.zone == "pile") {
            if (g.from.zone == "down" && g.from.index >= 0)
                return Action::blind(g.from.index);
            if (g.cards.empty())
                return std::nullopt;
            CardSet set;
            for (const Card c : g.cards)
                set.add(c);
            return Action::play(set);
        }
        if (g.cards.size() == 1 && g.to.card.isValid()) {
            if (g.from.zone == "hand" && g.to.zone == "up")
                return Action::swap(g.cards[0], g.to.card);
            if (g.from.zone == "up" && g.to.zone == "hand")
                return Action::swap(g.to.card, g.cards[0]);
        }
        return std::nullopt;
    }
    static Expected<Options, SetupError> checkedOptions(int players, const Value &optionsValue)
    {
        return forPlayers(optionsFromValue(optionsValue), players, 2, [](const Options &o) { return maxPlayers(o); });
    }
};


} // namespace

GameSpec spec()
{
    return typedGameSpec<Traits>({ .id = kGameId,
                                   .family = CardFamily::French,
                                   .minPlayers = 2,
                                   .maxPlayers = 8,
                                   .options = &optionSpecs,
                                   .reasonId = &reasonId,
                                   .eventId = &eventId,
                                   .whyId = [](std::uint8_t c) { return whyId(static_cast<WhyCode>(c)); } });
}

} // namespace felt::shithead
