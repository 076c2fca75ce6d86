// Chain-Chain rules: deal, legal actions, apply, the last play, views. See chainchain.h.
#include "chainchain.h"

#include "core/text.h"

#include <algorithm>
#include <cassert>

namespace felt::chainchain {

namespace {

void emit(EventList *events, Ev kind, int seat = -1, int count = 0, std::initializer_list<int> numbers = {})
{
    if (!events)
        return;
    Event e = Event::of(kind, seat, count);
    for (int n : numbers)
        e.cards.push_back(Card::number(n));
    events->push_back(e);
}

} // namespace

StaticVec<Card, kMaxCards> fullDeck(int players)
{
    StaticVec<Card, kMaxCards> deck;
    for (int set = 0; set < 2 * players; ++set)
        for (int n = 1; n <= 9; ++n)
            deck.push_back(Card::number(n));
    return deck;
}

std::string actionText(const Action &action)
{
    if (action.kind == Action::Kind::Take)
        return "take";
    return "play " + std::to_string(action.first) + " " + std::to_string(action.second);
}

std::optional<Action> parseAction(std::string_view text, Reason *why)
{
    auto fail = [&](Reason r) -> std::optional<Action> {
        if (why)
            *why = r;
        return std::nullopt;
    };
    Words words;
    if (!splitWords(text, words) || words.empty())
        return fail(Reason::UnknownAction);
    if (words[0] == "take") {
        if (words.size() != 1)
            return fail(Reason::Malformed);
        return Action::take();
    }
    if (words[0] == "play") {
        if (words.size() != 3)
            return fail(Reason::Malformed);
        const auto a = parseCard(words[1], CardFamily::Numbers);
        const auto b = parseCard(words[2], CardFamily::Numbers);
        if (!a || !b)
            return fail(Reason::Malformed);
        return Action::play(a->rank(), b->rank());
    }
    return fail(Reason::UnknownAction);
}

State State::deal(const Options &options, int players, std::uint64_t seed)
{
    auto deck = fullDeck(players);
    Rng rng(seed);
    rng.shuffle(deck.begin(), deck.end());
    State s;
    s.m_options = options;
    s.m_players = static_cast<std::int8_t>(players);
    std::size_t next = 0;
    for (int round = 0; round < kHandSize; ++round)
        for (int p = 0; p < players; ++p)
            ++s.m_hand[p].n[deck[next++].rank()];
    for (std::size_t i = deck.size(); i > next; --i)
        s.m_stock.push_back(deck[i - 1]);
    s.startKnowledge();
    return s;
}

void State::startKnowledge()
{
    // Nothing is known about a hand yet but its size.
    for (int p = 0; p < m_players; ++p)
        m_atMost[p].fill(static_cast<std::uint8_t>(m_hand[p].total()));
    m_last.emplace();
}

SeatSet State::actors() const { return m_over ? SeatSet {} : SeatSet::single(m_turn); }

void State::legalActions(Seat seat, ActionList &out) const
{
    out.clear();
    if (m_over || seat != m_turn)
        return;
    legalFor(m_hand[seat], m_link, out);
}

void State::legalFor(const Counts &h, int link, ActionList &out)
{
    out.clear();
    if (link) {
        if (h.n[link] == 0) {
            out.push_back(Action::take());
            return;
        }
        for (int b = 1; b <= 9; ++b)
            if (h.n[b] > (b == link ? 1 : 0))
                out.push_back(Action::play(link, b));
        return;
    }
    for (int a = 1; a <= 9; ++a) {
        if (!h.n[a])
            continue;
        for (int b = 1; b <= 9; ++b)
            if (h.n[b] > (b == a ? 1 : 0))
                out.push_back(Action::play(a, b));
    }
}

Reason State::check(Seat seat, const Action &action) const
{
    if (m_over)
        return Reason::GameOver;
    if (seat != m_turn)
        return Reason::NotYourTurn;
    const Counts &h = m_hand[seat];
    if (action.kind == Action::Kind::Take) {
        if (!m_link)
            return why::NoLink;
        return h.n[m_link] ? why::MustMatchLink : Reason::Ok;
    }
    const int a = action.first;
    const int b = action.second;
    if (a < 1 || a > 9 || b < 1 || b > 9)
        return Reason::Malformed;
    if (!h.n[a] || !h.n[b])
        return Reason::NotHeld;
    if (a == b && h.n[a] < 2)
        return why::SameCardTwice;
    if (m_link) {
        if (!h.n[m_link])
            return why::MustTake;
        if (a != m_link)
            return why::MustMatchLink;
    }
    return Reason::Ok;
}

void State::collectPile(Seat s)
{
    for (const Card c : m_pile)
        ++m_collected[s].n[c.rank()];
    m_pile.clear();
}

void State::advance()
{
    Seat s = m_turn;
    for (int i = 0; i < m_players; ++i) {
        s = (s + m_direction + m_players) % m_players;
        if (m_hand[s].total() > 0) {
            m_turn = static_cast<std::int8_t>(s);
            return;
        }
    }
}

void State::apply(Seat seat, const Action &action, EventList *events)
{
    assert(check(seat, action) == Reason::Ok);
    if (m_stock.empty()) {
        if (!m_end) {
            EndTable &t = m_end.emplace().table;
            t.turn = m_turn;
            t.direction = m_direction;
            t.link = m_link;
            t.lastPlayer = m_lastPlayer;
            t.pile = m_pile;
            t.collected = m_collected;
            t.gone = m_gone;
            t.atMost = m_atMost;
        }
        assert(!m_end->log.full());
        if (!m_end->log.full())
            m_end->log.push_back(Logged { static_cast<std::int8_t>(seat), action });
    }
    if (action.kind == Action::Kind::Take) {
        emit(events, Ev::Took, seat, static_cast<int>(m_pile.size()));
        // Everyone now knows this hand holds no card equal to the link.
        m_atMost[seat][m_link] = 0;
        m_tookOn = m_link;
        collectPile(seat);
        m_link = 0;
        return;   // the same player now plays freely
    }
    const int a = action.first;
    const int b = action.second;
    LastTurn *last = nullptr;
    if (m_last) {
        // The table as the seat saw it when it chose this play.
        last = &(*m_last)[static_cast<std::size_t>(seat)];
        last->played = true;
        last->link = m_link;
        last->direction = m_direction;
        last->took = m_tookOn;
        last->pileSize = static_cast<std::uint8_t>(m_pile.size());
        last->stockCount = static_cast<std::uint8_t>(m_stock.size());
        last->action = action;
        Counts seen = m_gone;
        for (const Card c : m_pile)
            ++seen.n[c.rank()];
        for (int p = 0; p < m_players; ++p) {
            for (int n = 1; n <= 9; ++n)
                seen.n[n] = static_cast<std::uint8_t>(seen.n[n] + m_collected[p].n[n]);
            last->handCount[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(m_hand[p].total());
        }
        last->seen = seen;
        last->atMost = m_atMost;
    }
    m_tookOn = 0;
    Counts &h = m_hand[seat];
    --h.n[a];
    --h.n[b];
    m_pile.push_back(Card::number(a));
    m_pile.push_back(Card::number(b));
    emit(events, Ev::Played, seat, 0, { a, b });
    const Seat before = m_lastPlayer;
    m_lastPlayer = static_cast<std::int8_t>(seat);
    const bool reverse = m_link && a == m_link && b == m_link;
    const bool match = m_link && a == m_link;

    int drawn = 0;
    StaticVec<Card, 2> cards;
    while (drawn < 2 && !m_stock.empty()) {
        ++h.n[m_stock.back().rank()];
        cards.push_back(m_stock.back());
        m_stock.pop_back();
        ++drawn;
    }
    if (last)
        last->drawn = static_cast<std::uint8_t>(drawn);
    if (drawn && events) {
        // The drawer sees the cards; everybody else only how many.
        Event mine = Event::of(Ev::Drew, seat, drawn);
        for (const Card c : cards)
            mine.cards.push_back(c);
        mine.audience = Audience::only(SeatSet::single(seat));
        events->push_back(mine);
        Event theirs = Event::of(Ev::Drew, seat, drawn);
        theirs.audience = Audience::allBut(SeatSet::single(seat));
        events->push_back(theirs);
    }
    // The played cards were held (so their bounds were at least that high); each drawn card
    // may be anything; no bound exceeds the hand.
    Bounds &most = m_atMost[seat];
    assert(most[a] >= 1 && most[b] >= 1 && (a != b || most[a] >= 2));
    --most[a];
    --most[b];
    const int size = h.total();
    for (int n = 1; n <= 9; ++n)
        most[n] = static_cast<std::uint8_t>(std::min(most[n] + drawn, size));

    bool anyCards = false;
    for (int p = 0; p < m_players; ++p)
        anyCards = anyCards || m_hand[p].total() > 0;
    if (!anyCards) {
        // The last play.
        const int n = static_cast<int>(m_pile.size());
        if (reverse && before >= 0) {
            emit(events, Ev::Collected, before, n);
            collectPile(before);
        } else {
            (void)match; // a single match and a free play both send the pile out of the game
            for (const Card c : m_pile)
                ++m_gone.n[c.rank()];
            m_pile.clear();
            emit(events, Ev::LeftGame, -1, n);
        }
        m_link = 0;
        m_over = true;
        m_turn = -1;
        emit(events, Ev::GameOver);
        return;
    }
    if (reverse) {
        m_direction = static_cast<std::int8_t>(-m_direction);
        m_link = 0;
        emit(events, Ev::Reversed, seat, m_direction);
    } else {
        m_link = static_cast<std::int8_t>(b);
    }
    advance();
}

View State::view(Seat seat) const
{
    View v = playView(seat);
    v.end = m_end;
    v.last = m_last;
    return v;
}

State State::atStockEnd(const View &v, const std::array<Counts, kMaxPlayers> &hands)
{
    assert(v.end);
    const EndTable &t = v.end->table;
    State s;
    s.m_players = static_cast<std::int8_t>(v.players);
    s.m_turn = t.turn;
    s.m_direction = t.direction;
    s.m_link = t.link;
    s.m_lastPlayer = t.lastPlayer;
    s.m_pile = t.pile;
    s.m_collected = t.collected;
    s.m_gone = t.gone;
    s.m_atMost = t.atMost;
    s.m_hand = hands;
    return s;
}

View State::playView(Seat seat) const
{
    View v;
    v.seat = seat;
    v.players = m_players;
    v.turn = m_turn;
    v.direction = m_direction;
    v.link = m_link;
    v.over = m_over;
    v.hand = m_hand[seat];
    for (int p = 0; p < m_players; ++p) {
        v.handCount.push_back(static_cast<std::uint8_t>(m_hand[p].total()));
        v.collected.push_back(m_collected[p]);
        v.atMost.push_back(m_atMost[p]);
    }
    v.pile = m_pile;
    v.gone = m_gone;
    v.stockCount = static_cast<int>(m_stock.size());
    v.lastPlayer = m_lastPlayer;
    return v;
}

namespace {

// Whether the other seats' hands can still be filled: `need` cards per seat from the unseen
// cards `left`, at most `room[p][n]` more of number n for seat p (the stock takes the rest,
// whatever it is). By max-flow/min-cut on numbers -> seats, this holds exactly when every
// group of seats needs no more than the numbers can give it (Hall's condition with
// capacities); with at most five other seats that is 32 groups. Only groups of seats that
// still need cards count (a seat that needs none only adds supply), and of those only groups
// with a bounded seat (room below need for some number): a group of unbounded seats can take
// any card, and the unseen cards always outnumber what the hands need. Samplers call this for
// every card they place, so the groups that cannot fail are skipped.
bool canFill(const Counts &left, const std::array<int, kMaxPlayers> &need,
             const std::array<std::array<int, 10>, kMaxPlayers> &room, int players)
{
    unsigned active = 0, bounded = 0;
    for (int p = 0; p < players; ++p) {
        if (need[p] <= 0)
            continue;
        active |= 1u << p;
        for (int n = 1; n <= 9; ++n)
            if (room[p][n] < need[p]) {
                bounded |= 1u << p;
                break;
            }
    }
    // Every subset of the active seats that holds a bounded one.
    for (unsigned group = active; group; group = (group - 1) & active) {
        if (!(group & bounded))
            continue;
        int needed = 0;
        for (int p = 0; p < players; ++p)
            if (group & (1u << p))
                needed += need[p];
        int supply = 0;
        for (int n = 1; n <= 9; ++n) {
            int fit = 0;
            for (int p = 0; p < players; ++p)
                if (group & (1u << p))
                    fit += room[p][n];
            supply += std::min<int>(left.n[n], fit);
        }
        if (needed > supply)
            return false;
    }
    return true;
}

} // namespace

State State::sampleFromView(const View &v, Rng &rng)
{
    State s;
    s.m_players = static_cast<std::int8_t>(v.players);
    s.m_turn = static_cast<std::int8_t>(v.turn);
    s.m_direction = static_cast<std::int8_t>(v.direction);
    s.m_link = static_cast<std::int8_t>(v.link);
    s.m_over = v.over;
    s.m_lastPlayer = static_cast<std::int8_t>(v.lastPlayer);
    s.m_pile = v.pile;
    s.m_gone = v.gone;
    s.m_end = v.end;
    Counts left;
    for (const Card c : fullDeck(v.players))
        ++left.n[c.rank()];
    auto takeAway = [&](const Counts &c) {
        for (int i = 1; i <= 9; ++i)
            left.n[i] = static_cast<std::uint8_t>(left.n[i] - c.n[i]);
    };
    takeAway(v.hand);
    takeAway(v.gone);
    for (int p = 0; p < v.players; ++p) {
        s.m_collected[p] = v.collected[p];
        s.m_atMost[p] = v.atMost[p];
        takeAway(v.collected[p]);
    }
    for (const Card c : v.pile)
        --left.n[c.rank()];

    // The other hands, card by card: each card drawn from the unseen ones as from a shuffled
    // pack, among the numbers the hand may still take. Where a take bounds a hand, a number
    // is only taken when the remaining hands can still be filled, so the truth's own
    // arrangement always remains possible and the loop never gets stuck.
    std::array<int, kMaxPlayers> need {};
    std::array<std::array<int, 10>, kMaxPlayers> room {};
    bool bounded = false;
    for (int p = 0; p < v.players; ++p) {
        if (p == v.seat) {
            s.m_hand[p] = v.hand;
            continue;
        }
        need[p] = v.handCount[p];
        for (int n = 1; n <= 9; ++n) {
            room[p][n] = std::min<int>(v.atMost[p][n], need[p]);
            bounded = bounded || room[p][n] < need[p];
        }
    }
    for (int p = 0; p < v.players; ++p) {
        while (need[p] > 0) {
            std::array<int, 10> weight {};
            int total = 0;
            for (int n = 1; n <= 9; ++n) {
                weight[n] = room[p][n] > 0 ? left.n[n] : 0;
                total += weight[n];
            }
            for (;;) {
                assert(total > 0);
                int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
                int n = 1;
                while (pick >= weight[n])
                    pick -= weight[n++];
                --left.n[n];
                --need[p];
                --room[p][n];
                if (!bounded || canFill(left, need, room, v.players)) {
                    ++s.m_hand[p].n[n];
                    break;
                }
                ++left.n[n];
                ++need[p];
                ++room[p][n];
                total -= weight[n];
                weight[n] = 0;
            }
        }
    }
    StaticVec<Card, kMaxCards> stock;
    for (int i = 1; i <= 9; ++i)
        for (int k = 0; k < left.n[i]; ++k)
            stock.push_back(Card::number(i));
    rng.shuffle(stock.begin(), stock.end());
    // A spelled deal may use fewer cards than the deck: the cards never dealt are among the
    // unseen ones, and the view cannot tell which. The stock keeps its size; the rest stay
    // out of the sampled game, as they are out of the real one. (With a full deck the unseen
    // cards are exactly the other hands and the stock: nothing is left over.)
    if (stock.size() > static_cast<std::size_t>(v.stockCount))
        stock.resize(static_cast<std::size_t>(v.stockCount));
    s.m_stock = stock;
    return s;
}

State State::withHands(const View &v, const std::array<Counts, kMaxPlayers> &hands, Rng &rng)
{
    State s;
    s.m_players = static_cast<std::int8_t>(v.players);
    s.m_turn = static_cast<std::int8_t>(v.turn);
    s.m_direction = static_cast<std::int8_t>(v.direction);
    s.m_link = static_cast<std::int8_t>(v.link);
    s.m_over = v.over;
    s.m_lastPlayer = static_cast<std::int8_t>(v.lastPlayer);
    s.m_pile = v.pile;
    s.m_gone = v.gone;
    s.m_end = v.end;
    Counts left;
    for (const Card c : fullDeck(v.players))
        ++left.n[c.rank()];
    auto takeAway = [&](const Counts &c) {
        for (int i = 1; i <= 9; ++i)
            left.n[i] = static_cast<std::uint8_t>(left.n[i] - std::min(left.n[i], c.n[i]));
    };
    takeAway(v.gone);
    for (int p = 0; p < v.players; ++p) {
        s.m_collected[p] = v.collected[p];
        s.m_atMost[p] = v.atMost[p];
        takeAway(v.collected[p]);
        s.m_hand[p] = p == v.seat ? v.hand : hands[static_cast<std::size_t>(p)];
        takeAway(s.m_hand[p]);
    }
    for (const Card c : v.pile)
        if (left.n[c.rank()])
            --left.n[c.rank()];
    StaticVec<Card, kMaxCards> stock;
    for (int i = 1; i <= 9; ++i)
        for (int k = 0; k < left.n[i]; ++k)
            stock.push_back(Card::number(i));
    rng.shuffle(stock.begin(), stock.end());
    if (stock.size() > static_cast<std::size_t>(v.stockCount))
        stock.resize(static_cast<std::size_t>(v.stockCount));
    s.m_stock = stock;
    return s;
}

std::vector<int> State::places() const
{
    std::vector<int> order(static_cast<std::size_t>(m_players));
    for (int p = 0; p < m_players; ++p)
        order[static_cast<std::size_t>(p)] = p;
    auto key = [&](int p) { return std::pair(m_collected[p].total(), m_collected[p].sum()); };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return key(a) < key(b); });
    // Competition ranking ("1, 1, 3"): tied seats share a place and the seat after them is
    // placed by how many seats are ahead of it, so a shared first place does not lift the
    // last seat out of last place in felt-cli's statistics.
    std::vector<int> places(static_cast<std::size_t>(m_players), 0);
    int place = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && key(order[i]) != key(order[i - 1]))
            place = static_cast<int>(i);
        places[static_cast<std::size_t>(order[i])] = place;
    }
    return places;
}

StaticVec<Card, kMaxCards> State::allCards() const
{
    StaticVec<Card, kMaxCards> all;
    auto addCounts = [&](const Counts &c) {
        for (int i = 1; i <= 9; ++i)
            for (int k = 0; k < c.n[i]; ++k)
                all.push_back(Card::number(i));
    };
    for (int p = 0; p < m_players; ++p) {
        addCounts(m_hand[p]);
        addCounts(m_collected[p]);
    }
    addCounts(m_gone);
    for (const Card c : m_pile)
        all.push_back(c);
    for (const Card c : m_stock)
        all.push_back(c);
    return all;
}

} // namespace felt::chainchain
