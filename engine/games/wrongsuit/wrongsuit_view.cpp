// Wrong Suit: what each seat sees (View, the felt-cli state) and the table's public facts.
//
// Who knows a stack card: everyone when it lies face up; otherwise the stack's owner and the
// seat whose hand it left (a gift's giver, a Queen transfer's receiver): the owner alone
// for a gift to oneself. Of a running round's gifts each seat knows only its own.
#include "wrongsuit.h"

#include "core/jsontext.h"

#include <algorithm>

namespace felt::wrongsuit {

namespace {

bool knows(Seat viewer, Seat owner, const Slot &slot)
{
    return slot.faceUp() || viewer == owner || viewer == slot.from;
}

template <class V = Value>
V cardsValue(const CardSet &cards)
{
    V list = V::array();
    reserveItems(list, static_cast<std::size_t>(cards.size()));   // (no growing on the way)
    cards.forEach([&](Card c) { pushCard(list, c); });
    return list;
}

template <class V = Value>
V hiddenValue(int count)
{
    V list = V::array();
    reserveItems(list, static_cast<std::size_t>(std::max(0, count)));
    for (int i = 0; i < count; ++i)
        list.push("??");
    return list;
}

} // namespace

View State::view(Seat seat) const
{
    View v;
    v.seat = seat;
    v.options = m_options;
    v.round = m_round;
    v.over = m_over;
    v.clock = m_clock;
    v.given = m_given;
    v.hand = m_hand[seat];
    v.revealed = m_revealed;
    for (Seat p = 0; p < kPlayers; ++p) {
        v.handCount[p] = static_cast<std::uint8_t>(m_hand[p].size());
        Stack &stack = v.stacks[p];
        stack = m_stack[p];
        for (Slot &slot : stack)
            if (!knows(seat, p, slot))
                slot.card = Card();
    }
    if (m_given.has(seat)) {
        const Pending &mine = m_pending[seat];
        v.myGive = Action::give(mine.card, mine.target, mine.suit);
    }
    for (const Bound &b : m_bounds)
        if (b.knower == seat)
            v.bounds.push_back(b);
    v.acesDown = m_over ? 3 : 4;
    v.wrongSuit = wrongSuit();
    return v;
}

template <class V>
V State::stateOf(Viewer viewer) const
{
    V v = V::object();
    v.set("round", static_cast<int>(m_round));
    V given = V::array();
    m_given.forEach([&](Seat s) { given.push(s); });
    v.set("given", std::move(given));
    V hands = V::array();
    V stacks = V::array();
    V from = V::array();
    V faceUp = V::array();
    for (Seat p = 0; p < kPlayers; ++p) {
        hands.push(viewer.sees(p) ? cardsValue<V>(m_hand[p]) : hiddenValue<V>(m_hand[p].size()));
        V cards = V::array();
        V givers = V::array();
        V up = V::array();
        for (const Slot &slot : m_stack[p]) {
            const bool shown = viewer.isAll() || slot.faceUp() || (viewer.isSeat() && knows(viewer.seatOrNone(), p, slot));
            cards.push(shown ? toText(slot.card) : std::string("??"));
            givers.push(static_cast<int>(slot.from));
            if (slot.faceUp())
                up.push(toText(slot.card));
        }
        stacks.push(std::move(cards));
        from.push(std::move(givers));
        faceUp.push(std::move(up));
    }
    v.set("hand", std::move(hands));
    v.set("stacks", std::move(stacks));
    v.set("from", std::move(from));
    v.set("faceUp", std::move(faceUp));
    v.set("aces", m_over ? 3 : 4);
    const Seat me = viewer.seatOrNone();
    v.set("myGive", me >= 0 && m_given.has(me)
              ? V(actionText(Action::give(m_pending[me].card, m_pending[me].target, m_pending[me].suit)))
              : V());
    if (viewer.isAll()) {
        // Everything: every seat's gift of the running round.
        V gives = V::array();
        for (Seat p = 0; p < kPlayers; ++p)
            gives.push(m_given.has(p) ? V(actionText(Action::give(m_pending[p].card, m_pending[p].target, m_pending[p].suit)))
                                      : V());
        v.set("gives", std::move(gives));
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

Value State::tableInfo() const
{
    Value v = Value::object();
    Value shut = Value::array();
    for (Seat p = 0; p < kPlayers; ++p) {
        Value suits = Value::array();
        for (int s = 0; s < 4; ++s)
            if (m_shut[p] & (1u << s))
                suits.push(std::string(1, suitChar(static_cast<Suit>(s))));
        shut.push(std::move(suits));
    }
    v.set("shut", std::move(shut));
    v.set("revealed", m_revealed);
    // How many rounds the game has if no Queen takes another card: each round takes one card
    // from every hand that holds one (a seat that gave this round counts its gift back).
    int left = 0;
    for (Seat p = 0; p < kPlayers; ++p)
        left = std::max(left, m_hand[p].size() + (m_given.has(p) ? 1 : 0));
    v.set("rounds", m_over ? static_cast<int>(m_round) : static_cast<int>(m_round) - 1 + left);
    v.set("wrongSuit", m_over ? Value(std::string(1, suitChar(wrongSuit()))) : Value());
    return v;
}

} // namespace felt::wrongsuit
