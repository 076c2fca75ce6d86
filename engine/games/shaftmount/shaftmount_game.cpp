// Shaftmount's state and result as felt-cli shows them, its moves for the table, and its
// entry in the game registry (through TypedGame).
#include "shaftmount.h"
#include "shaftmount_game.h"

#include "core/gamefactory.h"

#include <algorithm>

namespace felt::shaftmount {

namespace {

Value cardsValue(const CardSet &cards)
{
    Value list = Value::array();
    cards.forEach([&](Card c) { list.push(toText(c)); });
    return list;
}

// Each card that closes now, once: by suit (C D H S), high to low.
Value closingCardsValue(const ClosingArea &area)
{
    Value list = Value::array();
    for (int s = 0; s < 4; ++s)
        for (int r = kAce; r >= 2; --r)
            if (isClosingCard(area, Card::french(r, static_cast<Suit>(s))))
                list.push(toText(Card::french(r, static_cast<Suit>(s))));
    return list;
}

Value pendingValue(const State &s)
{
    const Pending &p = s.pending();
    if (p.kind == Pending::Kind::None)
        return Value();
    Value v = Value::object();
    static constexpr std::string_view kinds[] = { "", "keep", "close", "defend", "block" };
    v.set("kind", kinds[static_cast<int>(p.kind)]);
    v.set("seat", static_cast<int>(p.seat));
    switch (p.kind) {
    case Pending::Kind::Keep:
        v.set("sequence", sequenceName(p.owner, p.index));
        break;
    case Pending::Kind::Close: {
        Value choices = Value::array();
        for (const auto pos : s.closeChoices()) {
            const Sequence &q = s.sequences()[static_cast<std::size_t>(pos)];
            choices.push(sequenceName(q.owner, q.index));
        }
        v.set("choices", std::move(choices));
        break;
    }
    case Pending::Kind::Defend:
    case Pending::Kind::Block:
        v.set("card", toText(p.card));
        v.set("target", sequenceName(p.owner, p.index));
        break;
    case Pending::Kind::None:
        break;
    }
    return v;
}

} // namespace

Value State::stateValue(Viewer viewer) const
{
    Value v = Value::object();
    v.set("turn", m_turn >= 0 ? Value(static_cast<int>(m_turn)) : Value());
    v.set("played", m_played);
    Value penalties = Value::array();
    Value hands = Value::array();
    for (int p = 0; p < m_players; ++p) {
        penalties.push(static_cast<int>(m_penalties[p]));
        if (viewer.sees(p)) {
            hands.push(cardsValue(m_hand[p]));
        } else {
            // The shown cards, then a "??" for each of the rest.
            Value cards = cardsValue(m_shown[p]);
            for (int i = m_shown[p].size(); i < m_hand[p].size(); ++i)
                cards.push("??");
            hands.push(std::move(cards));
        }
    }
    v.set("penalties", std::move(penalties));
    Value out = Value::array();
    for (const auto s : m_out)
        out.push(static_cast<int>(s));
    v.set("out", std::move(out));
    v.set("hand", std::move(hands));
    Value sequences = Value::object();
    Value three = Value::array();
    for (const Sequence &q : m_seqs) {
        Value cards = Value::array();
        for (const Card c : q.cards)
            cards.push(toText(c));
        sequences.set(sequenceName(q.owner, q.index), std::move(cards));
        if (q.three)
            three.push(sequenceName(q.owner, q.index));
    }
    v.set("sequences", std::move(sequences));
    v.set("three", std::move(three));
    Value closing = Value::array();
    for (const ClosingSeq &c : m_closing) {
        Value cards = Value::array();
        for (int r = kAce; r >= c.top; --r)
            cards.push(toText(Card::french(r, c.suit)));
        closing.push(std::move(cards));
    }
    v.set("closing", std::move(closing));
    v.set("closingCards", closingCardsValue(m_closing));
    v.set("deck", static_cast<int>(m_deck.size()));
    v.set("discard", m_discard.size());
    v.set("control", m_control >= 0 ? Value(static_cast<int>(m_control)) : Value());
    v.set("blocked", cardsValue(m_blocked));
    v.set("pending", pendingValue(*this));
    return v;
}

std::vector<int> State::winners() const
{
    std::vector<int> w;
    if (!m_over)
        return w;
    int best = kOutAt + 1;
    m_in.forEach([&](Seat s) { best = std::min(best, static_cast<int>(m_penalties[s])); });
    m_in.forEach([&](Seat s) {
        if (m_penalties[s] == best)
            w.push_back(s);
    });
    return w;
}

std::vector<int> State::places() const
{
    std::vector<int> places(static_cast<std::size_t>(m_players), 0);
    m_in.forEach([&](Seat s) {
        int ahead = 0;
        m_in.forEach([&](Seat o) { ahead += m_penalties[o] < m_penalties[s]; });
        places[static_cast<std::size_t>(s)] = ahead;
    });
    const int in = m_in.size();
    for (std::size_t i = 0; i < m_out.size(); ++i)
        places[static_cast<std::size_t>(m_out[i])] = in + static_cast<int>(m_out.size() - 1 - i);
    return places;
}

Value State::resultValue() const
{
    Value v = Value::object();
    Value penalties = Value::array();
    for (int p = 0; p < m_players; ++p)
        penalties.push(static_cast<int>(m_penalties[p]));
    v.set("penalties", std::move(penalties));
    Value eliminated = Value::array();
    for (const auto s : m_out)
        eliminated.push(static_cast<int>(s));
    v.set("eliminated", std::move(eliminated));
    Value winners = Value::array();
    for (const int s : this->winners())
        winners.push(s);
    v.set("winners", std::move(winners));
    return v;
}

namespace {

constexpr std::string_view verbOf(Action::Kind kind)
{
    using K = Action::Kind;
    switch (kind) {
    case K::Draw: return "draw";
    case K::Play: return "play";
    case K::Two: return "two";
    case K::Three: return "three";
    case K::Four: return "four";
    case K::NoPlay: return "no-play";
    case K::End: return "end";
    case K::Keep: return "keep";
    case K::Redraw: return "redraw";
    case K::Close: return "close";
    case K::Defend: return "defend";
    case K::Block: return "block";
    case K::Pass: return "pass";
    }
    return {};
}

struct Traits {
    using State = shaftmount::State;
    using Action = shaftmount::Action;
    using ActionList = shaftmount::ActionList;
    using View = shaftmount::View;
    static constexpr std::string_view id = kGameId;
    static constexpr std::string_view kScoreKey = "meanPenalties";

    static std::optional<Action> parse(std::string_view text, Reason *why) { return parseAction(text, why); }
    static std::string text(const Action &a) { return actionText(a); }
    static Value options(const State &s) { return optionsToValue(s.options()); }
    static Action choose(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
    {
        return chooseAction(v, legal, level, rng);
    }
    static AdviceOf<Action> advise(const View &v, std::span<const Action> legal, const Action &played, Rng &rng)
    {
        return adviseAction(v, legal, played, rng);
    }
    static std::vector<int> places(const State &s) { return s.places(); }
    static std::vector<double> scores(const State &s)
    {
        std::vector<double> out;
        for (int p = 0; p < s.players(); ++p)
            out.push_back(s.penalties(p));
        return out;
    }
    // Public facts the table shows beside the state: the hand limit, whether the player must
    // make a normal play (after a 5-rule defence), the cards each hand has
    // shown (its owner's view of the state does not mark them), and for each closing sequence
    // the card that closes on it next (null once it has reached the 2).
    static Value tableInfo(const State &s)
    {
        Value v = Value::object();
        v.set("handLimit", s.handLimit());
        v.set("mustNormal", s.mustNormal());
        Value shown = Value::array();
        for (int p = 0; p < s.players(); ++p)
            shown.push(cardsValue(s.shown(p)));
        v.set("shown", std::move(shown));
        Value next = Value::array();
        for (const ClosingSeq &c : s.closing())
            next.push(c.top > 2 ? Value(toText(Card::french(c.top - 1, c.suit))) : Value());
        v.set("closingNext", std::move(next));
        // The discard pile's top card when it lies face up (a defence's 5, a block's 6).
        v.set("discardUp", s.discardUp().isValid() ? Value(toText(s.discardUp())) : Value());
        return v;
    }
    // Keep/redraw and the domino's choices are about public facts only.
    static bool privateDecision(const State &s, Seat)
    {
        const auto kind = s.pending().kind;
        return kind != Pending::Kind::Keep && kind != Pending::Kind::Close;
    }

    // The table's moves (zones: "hand" owner = seat; "sequence" owner = S, pile = I, index =
    // a card's position bottom first; "under" S.I for a 4 slid under; "newSequence" of the seat
    // for a 3; "deck"; "discard"; "closing").
    static void addMoves(const State &s, Seat seat, const Action &a, std::string text, MoveList &out)
    {
        using K = Action::Kind;
        Move m;
        m.action = std::move(text);
        m.verb = verbOf(a.kind);
        const Place hand = placeAt("hand", seat);
        switch (a.kind) {
        case K::Draw:
            m.from = placeAt("deck");
            m.to = hand;
            break;
        case K::Play:
        case K::Two:
            m.cards.push_back(a.card);
            m.from = hand;
            m.to = placeAt("sequence", a.owner, a.index);
            break;
        case K::Three:
            m.cards.push_back(a.card);
            m.from = hand;
            m.to = placeAt("newSequence", seat);
            break;
        case K::Four:
            m.cards.push_back(a.card);
            m.from = hand;
            m.to = placeAt("under", a.owner, a.index);
            break;
        case K::Defend:
        case K::Block:
            m.cards.push_back(a.card);
            m.from = hand;
            m.to = placeAt("discard");
            break;
        case K::Close:
            if (const Sequence *q = s.findSequence(a.owner, a.index)) {
                m.cards.push_back(q->top());
                m.from = placeAt("sequence", a.owner, a.index, static_cast<int>(q->cards.size()) - 1);
            }
            m.to = placeAt("closing");
            break;
        default:
            break;
        }
        out.push_back(std::move(m));
    }

    // A gesture: a hand card onto a sequence is a play (a 2: the 2 rule), under one the 4
    // rule, onto the new-sequence place the 3 rule, onto the discard pile the answer asked for
    // (a 5 defends, a 6 blocks); the deck to the hand draws; a sequence's card tapped or taken
    // to the closing area closes it.
    static std::optional<Action> gesture(const State &s, Seat, const Move &g)
    {
        using K = Action::Kind;
        if (g.from.zone == "deck")
            return Action::simple(K::Draw);
        if (g.from.zone == "sequence" && (g.to.zone.empty() || g.to.zone == "closing"))
            return Action::onSequence(K::Close, Card(), g.from.owner, g.from.pile);
        if (g.from.zone != "hand" || g.cards.size() != 1 || !g.cards[0].isFrench())
            return std::nullopt;
        const Card c = g.cards[0];
        if (g.to.zone == "sequence")
            return Action::onSequence(c.rank() == 2 ? K::Two : K::Play, c, g.to.owner, g.to.pile);
        if (g.to.zone == "under")
            return Action::onSequence(K::Four, c, g.to.owner, g.to.pile);
        if (g.to.zone == "newSequence")
            return Action::withCard(K::Three, c);
        if (g.to.zone == "discard") {
            const auto kind = s.pending().kind;
            if (kind == Pending::Kind::Block || (kind != Pending::Kind::Defend && c.rank() == 6))
                return Action::withCard(K::Block, c);
            return Action::withCard(K::Defend, c);
        }
        return std::nullopt;
    }

    static Expected<Options, SetupError> checkedOptions(int players, const Value &optionsValue)
    {
        auto options = optionsFromValue(optionsValue);
        if (!options)
            return options;
        if (players < kMinPlayers || players > kMaxPlayers)
            return unexpected(SetupError { SetupProblem::PlayerCount, "players", kMaxPlayers, players });
        return options;
    }
};

} // namespace

GameSpec spec()
{
    GameSpec s;
    s.id = kGameId;
    s.family = CardFamily::French;
    s.minPlayers = kMinPlayers;
    s.maxPlayers = kMaxPlayers;
    s.available = true;
    s.create = &createGame<Traits>;
    s.options = &optionSpecs;
    s.playMatch = &playGames<Traits>;
    s.playArena = &playArena<Traits>;
    s.reasonId = &reasonId;
    s.eventId = &eventId;
    return s;
}

} // namespace felt::shaftmount
