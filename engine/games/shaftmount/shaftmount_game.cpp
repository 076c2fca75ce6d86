// Shaftmount's state and result as felt-cli shows them, its moves for the table, and its
// entry in the game registry (through TypedGame).
#include "shaftmount.h"
#include "shaftmount_why.h"
#include "shaftmount_game.h"

#include "core/gamefactory.h"
#include "core/jsontext.h"

#include <algorithm>

namespace felt::shaftmount {

namespace {

template <class V = Value>
V cardsValue(const CardSet &cards)
{
    V list = V::array();
    reserveItems(list, static_cast<std::size_t>(cards.size()));   // (no growing on the way)
    cards.forEach([&](Card c) { pushCard(list, c); });
    return list;
}

// Each card that closes now, once: by suit (C D H S), high to low.
template <class V = Value>
V closingCardsValue(const ClosingArea &area)
{
    V list = V::array();
    for (int s = 0; s < 4; ++s)
        for (int r = kAce; r >= 2; --r)
            if (isClosingCard(area, Card::french(r, static_cast<Suit>(s))))
                list.push(toText(Card::french(r, static_cast<Suit>(s))));
    return list;
}

template <class V = Value>
V pendingValue(const State &s)
{
    const Pending &p = s.pending();
    if (p.kind == Pending::Kind::None)
        return V();
    V v = V::object();
    static constexpr std::string_view kinds[] = { "", "keep", "close", "defend", "block", "challenge" };
    v.set("kind", kinds[static_cast<int>(p.kind)]);
    v.set("seat", static_cast<int>(p.seat));
    switch (p.kind) {
    case Pending::Kind::Keep:
        v.set("sequence", sequenceName(p.owner, p.index));
        break;
    case Pending::Kind::Close: {
        V choices = V::array();
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
    case Pending::Kind::Challenge:
        v.set("claimer", static_cast<int>(s.claim().seat));
        break;
    case Pending::Kind::None:
        break;
    }
    return v;
}

// Calls "manual": the claim whose challenge round is open, or null.
template <class V = Value>
V claimValue(const Claim &c)
{
    if (c.kind == Claim::Kind::None)
        return V();
    V v = V::object();
    v.set("seat", static_cast<int>(c.seat));
    v.set("kind", c.kind == Claim::Kind::NoPlay ? "no-play" : "two");
    if (c.kind == Claim::Kind::Two) {
        v.set("card", toText(c.card));
        v.set("target", sequenceName(c.owner, c.index));
    }
    return v;
}

template <class V = Value>
V seatsValue(SeatSet seats)
{
    V list = V::array();
    seats.forEach([&](Seat s) { list.push(s); });
    return list;
}

} // namespace

template <class V>
V State::stateOf(Viewer viewer) const
{
    V v = V::object();
    v.set("turn", m_turn >= 0 ? V(static_cast<int>(m_turn)) : V());
    v.set("played", m_played);
    V penalties = V::array();
    V hands = V::array();
    for (int p = 0; p < m_players; ++p) {
        penalties.push(static_cast<int>(m_penalties[p]));
        if (viewer.sees(p)) {
            hands.push(cardsValue<V>(m_hand[p]));
        } else {
            // The shown cards, then a "??" for each of the rest.
            V cards = cardsValue<V>(m_shown[p]);
            for (int i = m_shown[p].size(); i < m_hand[p].size(); ++i)
                cards.push("??");
            hands.push(std::move(cards));
        }
    }
    v.set("penalties", std::move(penalties));
    V out = V::array();
    for (const auto s : m_out)
        out.push(static_cast<int>(s));
    v.set("out", std::move(out));
    v.set("hand", std::move(hands));
    V sequences = V::object();
    V three = V::array();
    for (const Sequence &q : m_seqs) {
        V cards = V::array();
        for (const Card c : q.cards)
            cards.push(toText(c));
        sequences.set(sequenceName(q.owner, q.index), std::move(cards));
        if (q.three)
            three.push(sequenceName(q.owner, q.index));
    }
    v.set("sequences", std::move(sequences));
    v.set("three", std::move(three));
    V closing = V::array();
    for (const ClosingSeq &c : m_closing) {
        V cards = V::array();
        for (int r = kAce; r >= c.top; --r)
            cards.push(toText(Card::french(r, c.suit)));
        closing.push(std::move(cards));
    }
    v.set("closing", std::move(closing));
    v.set("closingCards", closingCardsValue<V>(m_closing));
    v.set("deck", static_cast<int>(m_deck.size()));
    v.set("discard", m_discard.size());
    v.set("control", m_control >= 0 ? V(static_cast<int>(m_control)) : V());
    v.set("blocked", cardsValue<V>(m_blocked));
    v.set("pending", pendingValue<V>(*this));
    if (m_options.manualCalls) {
        v.set("calls", "manual");
        // Sequences whose top is a closing card now, in seat then index order.
        V exposed = V::array();
        for (std::size_t i = 0; i < m_seqs.size(); ++i)
            if (exposedAt(i))
                exposed.push(sequenceName(m_seqs[i].owner, m_seqs[i].index));
        v.set("exposed", std::move(exposed));
        v.set("claim", claimValue<V>(m_claim));
        v.set("overLimit", seatsValue<V>(m_barred));
    }
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
    case K::Tap: return "tap";
    case K::Challenge: return "challenge";
    case K::Count: return "count";
    }
    return {};
}

// Calls "manual", over bot-only games (felt-cli play and arena: the summary's "calls"): per level
// of the seat they concern, how many exposed cards (on its sequences), false claims (its own)
// and over-full hands (its own) there were and how many went unnoticed: an exposed card that
// left the top of its sequence untapped (covered, moved on, discarded, or still there at the
// end), a false claim nobody challenged, an excess nobody counted. Also the calls each level
// made. Null (no key) with calls "auto".
class CallWatch {
public:
    void start(const State &s, const std::vector<BotLevel> &seats)
    {
        m_manual = s.options().manualCalls;
        if (!m_manual)
            return;
        m_levels.fill(BotLevel::Random);
        for (std::size_t i = 0; i < seats.size() && i < m_levels.size(); ++i)
            m_levels[i] = seats[i];
        m_open.clear();
        m_claimSeat = -1;
        m_excess = {};
        note(s, -1, nullptr);
    }

    void after(const State &s, Seat seat, const Action &a)
    {
        if (!m_manual)
            return;
        using K = Action::Kind;
        if (a.kind == K::Tap || a.kind == K::Count || a.kind == K::Challenge)
            ++at(seat).made[a.kind == K::Tap ? 0 : a.kind == K::Challenge ? 1 : 2];
        // A claim: false when the hand (unchanged but shown) holds a normal play.
        if ((a.kind == K::NoPlay || a.kind == K::Two) && s.claim().kind != Claim::Kind::None) {
            m_claimSeat = -1;
            if (s.hasNormalPlay(seat)) {
                m_claimSeat = static_cast<std::int8_t>(seat);
                ++at(seat).claims.count;
            }
        } else if (m_claimSeat >= 0 && s.claim().kind == Claim::Kind::None) {
            if (a.kind != K::Challenge)
                ++at(m_claimSeat).claims.unnoticed;
            m_claimSeat = -1;
        }
        note(s, seat, &a);
    }

    void finish(const State &s)
    {
        if (!m_manual)
            return;
        // Still there at the end: unnoticed.
        for (const Open &o : m_open)
            ++at(o.owner).exposed.unnoticed;
        m_open.clear();
        m_excess.forEach([&](Seat p) { ++at(p).overLimit.unnoticed; });
        m_excess = {};
        if (m_claimSeat >= 0)
            ++at(m_claimSeat).claims.unnoticed;
        m_claimSeat = -1;
        (void)s;
    }

    void merge(const CallWatch &o)
    {
        m_manual = m_manual || o.m_manual;
        for (std::size_t l = 0; l < m_counts.size(); ++l) {
            Counts &c = m_counts[l];
            const Counts &d = o.m_counts[l];
            c.exposed.add(d.exposed);
            c.claims.add(d.claims);
            c.overLimit.add(d.overLimit);
            for (std::size_t k = 0; k < c.made.size(); ++k)
                c.made[k] += d.made[k];
            c.present = c.present || d.present;
        }
    }

    Value value() const
    {
        if (!m_manual)
            return Value();
        Value out = Value::object();
        for (std::size_t l = 0; l < m_counts.size(); ++l) {
            const Counts &c = m_counts[l];
            if (!c.present)
                continue;
            Value level = Value::object();
            level.set("exposed", c.exposed.value());
            level.set("falseClaims", c.claims.value());
            level.set("overLimit", c.overLimit.value());
            Value made = Value::object();
            made.set("tap", static_cast<std::int64_t>(c.made[0]));
            made.set("challenge", static_cast<std::int64_t>(c.made[1]));
            made.set("count", static_cast<std::int64_t>(c.made[2]));
            level.set("made", std::move(made));
            out.set(std::string(botLevelId(static_cast<BotLevel>(l))), std::move(level));
        }
        return out;
    }

private:
    struct Tally {
        long count = 0;
        long unnoticed = 0;
        void add(const Tally &o)
        {
            count += o.count;
            unnoticed += o.unnoticed;
        }
        Value value() const
        {
            Value v = Value::object();
            v.set("count", static_cast<std::int64_t>(count));
            v.set("unnoticed", static_cast<std::int64_t>(unnoticed));
            v.set("share", count ? Value(static_cast<double>(unnoticed) / static_cast<double>(count)) : Value());
            return v;
        }
    };
    struct Counts {
        bool present = false;
        Tally exposed;
        Tally claims;
        Tally overLimit;
        std::array<long, 3> made {};   // tap, challenge, count
    };
    struct Open {
        std::int8_t owner = -1;
        std::int16_t index = -1;
        Card card;
    };

    Counts &at(Seat seat)
    {
        Counts &c = m_counts[static_cast<std::size_t>(m_levels[static_cast<std::size_t>(seat)])];
        c.present = true;
        return c;
    }

    // Exposures and excesses that ended with this action (a tap or count of them: noticed) and
    // the ones that began.
    void note(const State &s, Seat seat, const Action *a)
    {
        using K = Action::Kind;
        const auto &seqs = s.sequences();
        for (std::size_t i = 0; i < m_open.size();) {
            const Open &o = m_open[i];
            const bool tapped = a && a->kind == K::Tap && a->owner == o.owner && a->index == o.index;
            const Sequence *q = s.findSequence(o.owner, o.index);
            const bool still = q && q->top() == o.card && isClosingCard(s.closing(), o.card);
            if (tapped || !still) {
                if (!tapped)
                    ++at(o.owner).exposed.unnoticed;
                m_open.erase(i);
                continue;
            }
            ++i;
        }
        for (std::size_t i = 0; i < seqs.size(); ++i) {
            if (!s.exposedAt(i))
                continue;
            const Sequence &q = seqs[i];
            bool known = false;
            for (const Open &o : m_open)
                known = known || (o.owner == q.owner && o.index == q.index);
            if (!known && !m_open.full()) {
                m_open.push_back(Open { q.owner, q.index, q.top() });
                ++at(q.owner).exposed.count;
            }
        }
        const SeatSet now = s.excess();
        m_excess.forEach([&](Seat p) {
            if (!now.has(p) && !(a && a->kind == K::Count && a->owner == p))
                ++at(p).overLimit.unnoticed;
        });
        now.forEach([&](Seat p) {
            if (!m_excess.has(p))
                ++at(p).overLimit.count;
        });
        m_excess = now;
        (void)seat;
    }

    bool m_manual = false;
    std::array<BotLevel, kMaxPlayers> m_levels {};
    std::array<Counts, kBotLevels> m_counts {};
    StaticVec<Open, kMaxSequences> m_open;
    std::int8_t m_claimSeat = -1;
    SeatSet m_excess;
};

struct Traits {
    using State = shaftmount::State;
    using Action = shaftmount::Action;
    using ActionList = shaftmount::ActionList;
    using View = shaftmount::View;
    static constexpr std::string_view id = kGameId;
    static constexpr std::string_view kScoreKey = "meanPenalties";
    using Watch = CallWatch;
    static constexpr std::string_view kWatchKey = "calls";

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
    // Calls "manual": a seat that may tap or count but need not.
    static std::optional<Action> react(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
    {
        return reactAction(v, legal, level, rng);
    }
    static AdviceOf<Action> advise(const View &v, std::span<const Action> legal, const Action &played, Rng &rng)
    {
        return adviseAction(v, legal, played, rng);
    }
    static Value adviceReasons(const View &v, std::span<const Action> legal, const Action &advised)
    {
        return shaftmount::adviceReasons(v, legal, advised);
    }
    static std::vector<int> places(const State &s) { return s.places(); }
    // Draws and the end of a turn follow a play quickly; answers get a little time, a play the
    // full pause.
    static double pace(const Move &move)
    {
        if (move.verb == "draw" || move.verb == "end")
            return 0.3;
        if (move.verb == "keep" || move.verb == "redraw" || move.verb == "pass" || move.verb == "tap" || move.verb == "count")
            return 0.7;
        return 1.0;
    }
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
    // Keep/redraw, the domino's choices and a challenge (the claimer's hand is shown) are about
    // public facts only; so are taps and counts, all a seat other than the one on turn may make.
    static bool privateDecision(const State &s, Seat seat)
    {
        const auto kind = s.pending().kind;
        if (kind == Pending::Kind::None)
            return seat == s.turn();
        return kind != Pending::Kind::Keep && kind != Pending::Kind::Close && kind != Pending::Kind::Challenge;
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
        case K::Tap:
            if (const Sequence *q = s.findSequence(a.owner, a.index)) {
                m.cards.push_back(q->top());
                m.from = placeAt("sequence", a.owner, a.index, static_cast<int>(q->cards.size()) - 1);
            }
            m.to = placeAt("closing");
            break;
        case K::Challenge:
            // A card of the claimer's shown hand onto the sequence it could have been played on.
            m.cards.push_back(a.card);
            m.from = placeAt("hand", s.claim().seat);
            m.to = placeAt("sequence", a.owner, a.index);
            break;
        case K::Count:
            m.from = placeAt("hand", a.owner);
            break;
        default:
            break;
        }
        out.push_back(std::move(m));
    }

    // A gesture: a hand card onto a sequence is a play (a 2: the 2 rule), under one the 4
    // rule, onto the new-sequence place the 3 rule, onto the discard pile the answer asked for
    // (a 5 defends, a 6 blocks); the deck to the hand draws; a sequence's card tapped or taken
    // to the closing area closes it (calls "manual": taps it). Calls "manual" also: another
    // seat's hand tapped (no card, nowhere) counts it; a card of another seat's hand onto a
    // sequence challenges with that play.
    static std::optional<Action> gesture(const State &s, Seat seat, const Move &g)
    {
        using K = Action::Kind;
        const bool manual = s.options().manualCalls;
        if (g.from.zone == "deck")
            return Action::simple(K::Draw);
        if (g.from.zone == "sequence" && (g.to.zone.empty() || g.to.zone == "closing"))
            return Action::onSequence(manual ? K::Tap : K::Close, Card(), g.from.owner, g.from.pile);
        if (manual && g.from.zone == "hand" && g.from.owner >= 0 && g.from.owner != seat) {
            if (g.cards.empty() && g.to.zone.empty())
                return Action::count(g.from.owner);
            if (g.cards.size() == 1 && g.cards[0].isFrench() && g.to.zone == "sequence")
                return Action::onSequence(K::Challenge, g.cards[0], g.to.owner, g.to.pile);
            return std::nullopt;
        }
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
        return forPlayers(optionsFromValue(optionsValue), players, kMinPlayers, kMaxPlayers);
    }
};

} // namespace

GameSpec spec()
{
    return typedGameSpec<Traits>({ .id = kGameId,
                                   .family = CardFamily::French,
                                   .minPlayers = kMinPlayers,
                                   .maxPlayers = kMaxPlayers,
                                   .options = &optionSpecs,
                                   .reasonId = &reasonId,
                                   .eventId = &eventId,
                                   .whyId = [](std::uint8_t c) { return whyId(static_cast<WhyCode>(c)); } });
}

} // namespace felt::shaftmount
