// Bring Down the Mountain rules: layout, reach, block moves, draws, completion, the
// dead-state search and the solver. See mountain.h.
#include "mountain.h"
#include "mountain_search.h"

#include "core/text.h"

#include <algorithm>
#include <cassert>
#include <string>

namespace felt::mountain {

namespace {

int wrap(int i) { return (i % kPositions + kPositions) % kPositions; }
bool reachesValley(int position, int valley) { return valley == wrap(position - 1) || valley == position || valley == wrap(position + 1); }
bool reachesRidge(int position, int ridge) { return ridge == wrap(position - 1) || ridge == position; }

void emit(EventList *events, Ev kind, int seat = -1, int count = 0, std::optional<Card> card = std::nullopt,
          int index = -1, int target = -1)
{
    if (!events)
        return;
    Event e = Event::of(kind, seat, count);
    e.index = static_cast<std::int16_t>(index);
    e.target = static_cast<std::int8_t>(target);
    if (card)
        e.cards.push_back(*card);
    events->push_back(e);
}

} // namespace

bool fits(Card card, const Pile &pile)
{
    if (pile.empty())
        return true;
    const Card top = pile.back();
    int topValue = top.rank();
    if (top.rank() == kAce) {
        if (pile.size() > 1)
            return false;   // an Ace on top of others counts 1: nothing may cover it
        topValue = 14;
    }
    if (card.rank() == kAce)
        return true;        // an Ace placed on top counts 1
    return card.rank() < topValue;
}

Reason blockFits(const Pile &from, int n, const Pile &to)
{
    if (n < 1 || n > static_cast<int>(from.size()))
        return why::NothingThere;
    if (to.empty())
        return Reason::Ok;
    const Card bottom = from[from.size() - static_cast<std::size_t>(n)];
    if (bottom.rank() == kAce && n > 1)
        return why::AceBetween;
    if (to.back().rank() == kAce && to.size() > 1)
        return why::AceBetween;
    return fits(bottom, to) ? Reason::Ok : why::DoesNotFit;
}

bool isComplete(const Pile &pile)
{
    if (pile.size() != 13)
        return false;
    int aces = 0;
    for (const Card c : pile)
        aces += c.rank() == kAce;
    return aces == 1;
}

Seat seatOfPosition(int position, int players)
{
    switch (players) {
    case 1: return 0;
    case 2: return position % 2;
    case 3: return position == 3 ? 0 : position;
    default: return position;
    }
}

// ---- text ----

std::string actionText(const Action &a)
{
    switch (a.kind) {
    case Action::Kind::Move: return "move " + std::to_string(a.count) + " " + std::to_string(a.from) + " " + std::to_string(a.to);
    case Action::Kind::Draw: return "draw " + (a.from == kPeak ? std::string("peak") : std::to_string(a.from)) + " " + std::to_string(a.to);
    case Action::Kind::Pass: return "pass";
    case Action::Kind::Concede: return "concede";
    }
    return {};
}

std::optional<Action> parseAction(std::string_view text, Reason *why)
{
    auto fail = [&](Reason r) -> std::optional<Action> {
        if (why)
            *why = r;
        return std::nullopt;
    };
    Words w;
    if (!splitWords(text, w) || w.empty())
        return fail(Reason::UnknownAction);
    auto index = [](std::string_view s) { const int i = parseIndex(s); return i >= 0 && i < kPositions ? i : -1; };
    if (w[0] == "pass" || w[0] == "concede") {
        if (w.size() != 1)
            return fail(Reason::Malformed);
        return w[0] == "pass" ? Action::pass() : Action::concede();
    }
    if (w[0] == "move") {
        if (w.size() != 4)
            return fail(Reason::Malformed);
        const int n = parseIndex(w[1]);
        const int a = index(w[2]);
        const int b = index(w[3]);
        if (n < 1 || n > 52 || a < 0 || b < 0)
            return fail(Reason::Malformed);
        return Action::move(n, a, b);
    }
    if (w[0] == "draw") {
        if (w.size() != 3)
            return fail(Reason::Malformed);
        // kPeak is -1, as is index() for a bad number: test the word, not the value.
        const bool peak = w[1] == "peak";
        const int r = peak ? kPeak : index(w[1]);
        const int v = index(w[2]);
        if ((!peak && r < 0) || v < 0)
            return fail(Reason::Malformed);
        return Action::draw(r, v);
    }
    return fail(Reason::UnknownAction);
}

// ---- deal ----

State State::deal(const Options &options, int players, std::uint64_t seed)
{
    StaticVec<Card, 52> deck;
    for (int s = 0; s < 4; ++s)
        for (int r = 2; r <= kAce; ++r)
            deck.push_back(Card::french(r, static_cast<Suit>(s)));
    Rng rng(seed);
    rng.shuffle(deck.begin(), deck.end());
    State st;
    st.m_options = options;
    st.m_players = static_cast<std::int8_t>(players);
    std::size_t next = 0;
    // Peak: the first card dealt is the top (top is back()).
    for (int i = 0; i < 4; ++i)
        st.m_peak.insert(0, deck[next++]);
    // Ridges: round robin, innermost first; the outer end is dealt last and is back().
    for (int round = 0; round < 11; ++round)
        for (int r = 0; r < kPositions; ++r)
            st.m_ridges[static_cast<std::size_t>(r)].push_back(deck[next++]);
    for (int v = 0; v < kPositions; ++v)
        st.m_valleys[static_cast<std::size_t>(v)].push_back(deck[next++]);
    st.checkDead(nullptr);
    return st;
}

// ---- queries ----

SeatSet State::actors() const
{
    if (isOver())
        return {};
    return SeatSet::single(seatOfPosition(m_position, m_players));
}

bool State::mountainEmpty() const
{
    if (!m_peak.empty())
        return false;
    for (const Pile &r : m_ridges)
        if (!r.empty())
            return false;
    return true;
}

std::optional<Card> State::drawable(int position, int ridge) const
{
    if (ridge == kPeak) {
        const bool open = m_ridges[static_cast<std::size_t>(wrap(position - 1))].empty() || m_ridges[static_cast<std::size_t>(position)].empty();
        if (open && !m_peak.empty())
            return m_peak.back();
        return std::nullopt;
    }
    if (!reachesRidge(position, ridge) || m_ridges[static_cast<std::size_t>(ridge)].empty())
        return std::nullopt;
    return m_ridges[static_cast<std::size_t>(ridge)].back();
}

bool State::canDraw(int position) const
{
    for (const int r : { wrap(position - 1), position, kPeak }) {
        const auto card = drawable(position, r);
        if (!card)
            continue;
        for (const int v : { wrap(position - 1), position, wrap(position + 1) })
            if (fits(*card, m_valleys[static_cast<std::size_t>(v)]))
                return true;
    }
    return false;
}

void State::legalActions(Seat seat, ActionList &out) const
{
    out.clear();
    if (isOver() || seat != seatOfPosition(m_position, m_players))
        return;
    const int p = m_position;
    const int reach[3] = { wrap(p - 1), p, wrap(p + 1) };
    bool anyDraw = false;
    for (const int r : { wrap(p - 1), p, kPeak }) {
        const auto card = drawable(p, r);
        if (!card)
            continue;
        for (const int v : reach)
            if (fits(*card, m_valleys[static_cast<std::size_t>(v)])) {
                out.push_back(Action::draw(r, v));
                anyDraw = true;
            }
    }
    for (const int a : reach) {
        const Pile &from = m_valleys[static_cast<std::size_t>(a)];
        for (int n = 1; n <= static_cast<int>(from.size()); ++n)
            for (const int b : reach)
                if (b != a && blockFits(from, n, m_valleys[static_cast<std::size_t>(b)]) == Reason::Ok)
                    out.push_back(Action::move(n, a, b));
    }
    if (!anyDraw)
        out.push_back(Action::pass());
    out.push_back(Action::concede());
}

Reason State::check(Seat seat, const Action &a) const
{
    if (isOver())
        return Reason::GameOver;
    if (seat != seatOfPosition(m_position, m_players))
        return Reason::NotYourTurn;
    const int p = m_position;
    switch (a.kind) {
    case Action::Kind::Concede: return Reason::Ok;
    case Action::Kind::Pass: return canDraw(p) ? why::MustDraw : Reason::Ok;
    case Action::Kind::Move:
        if (a.from == a.to)
            return why::SameValley;
        if (!reachesValley(p, a.from) || !reachesValley(p, a.to))
            return why::NotReached;
        return blockFits(m_valleys[static_cast<std::size_t>(a.from)], a.count, m_valleys[static_cast<std::size_t>(a.to)]);
    case Action::Kind::Draw: {
        if (!reachesValley(p, a.to))
            return why::NotReached;
        if (a.from != kPeak && !reachesRidge(p, a.from))
            return why::NotReached;
        const auto card = drawable(p, a.from);
        if (!card)
            return a.from == kPeak && !m_peak.empty() ? why::PeakClosed : why::NothingThere;
        const Pile &to = m_valleys[static_cast<std::size_t>(a.to)];
        if (!to.empty() && to.back().rank() == kAce && to.size() > 1)
            return why::AceBetween;
        return fits(*card, to) ? Reason::Ok : why::DoesNotFit;
    }
    }
    return Reason::UnknownAction;
}

// ---- apply ----

void State::apply(Seat seat, const Action &action, EventList *events)
{
    assert(check(seat, action) == Reason::Ok);
    (void)seat;
    applyInternal(action, events, true);
}

void State::settle(int valley, EventList *events)
{
    // A full run leaves the table at once, wherever it forms: on the valley that received
    // cards, or on the one a move took them from (A K..2 A without its top Ace is A K..2).
    Pile &pile = m_valleys[static_cast<std::size_t>(valley)];
    if (isComplete(pile)) {
        for (const Card c : pile)
            m_gone.push_back(c);
        pile.clear();
        ++m_completed;
        emit(events, Ev::Completed, -1, valley);
    }
}

bool State::checkWon(EventList *events)
{
    if (!mountainEmpty() || !std::all_of(m_valleys.begin(), m_valleys.end(), [](const Pile &v) { return v.empty(); }))
        return false;
    m_status = Status::Won;
    emit(events, Ev::Won);
    return true;
}

void State::applyInternal(const Action &a, EventList *events, bool deadCheck)
{
    const int p = m_position;
    switch (a.kind) {
    case Action::Kind::Concede:
        m_status = Status::Lost;
        emit(events, Ev::Conceded, p);
        emit(events, Ev::Lost);
        return;
    case Action::Kind::Pass:
        emit(events, Ev::Passed, p);
        m_idleTurns = static_cast<std::int16_t>(m_changed ? 0 : m_idleTurns + 1);
        break;
    case Action::Kind::Move: {
        Pile &from = m_valleys[static_cast<std::size_t>(a.from)];
        Pile &to = m_valleys[static_cast<std::size_t>(a.to)];
        const std::size_t start = from.size() - static_cast<std::size_t>(a.count);
        emit(events, Ev::Moved, p, a.count, from[start], a.from, a.to);
        for (std::size_t i = start; i < from.size(); ++i)
            to.push_back(from[i]);
        from.resize(start);
        m_changed = true;
        settle(a.to, events);
        settle(a.from, events);
        // With the mountain gone, a move can win the game: that turn counts as played.
        if (checkWon(events))
            ++m_turns;
        return;
    }
    case Action::Kind::Draw: {
        Pile &src = a.from == kPeak ? m_peak : m_ridges[static_cast<std::size_t>(a.from)];
        const Card card = src.back();
        src.pop_back();
        m_valleys[static_cast<std::size_t>(a.to)].push_back(card);
        emit(events, Ev::Placed, p, a.to, card, a.from);
        m_changed = true;
        m_idleTurns = 0;
        settle(a.to, events);
        if (checkWon(events)) {
            ++m_turns;
            return;
        }
        break;
    }
    }
    // The turn ends (draw or pass).
    m_stalledTurns = static_cast<std::int16_t>(a.kind == Action::Kind::Draw || m_completed > m_completedAtTurnStart
                                                   ? 0
                                                   : std::min(m_stalledTurns + 1, 30000));
    m_completedAtTurnStart = m_completed;
    ++m_turns;
    m_position = static_cast<std::int8_t>(wrap(p + 1));
    if (deadCheck)
        checkDead(events);
}

void State::checkDead(EventList *events)
{
    if (isOver())
        return;
    // Nothing moved since the last search (a round of passes): its verdict still stands.
    if (!m_changed)
        return;
    m_changed = false;
    if (aliveSearch().verdict == SearchResult::Verdict::No) {
        m_status = Status::Lost;
        emit(events, Ev::Lost);
    }
}

// ---- the dead-state search ----

SearchResult State::aliveSearch(long budget) const
{
    // Every ridge's outer card reaches every valley through one of its two positions; the
    // peak's top does too once any ridge is empty. What matters is the lowest of them.
    int minDraw = -1;
    bool anyRidgeEmpty = false;
    auto consider = [&](Card c) {
        const int v = search::placedValue(c.rank());
        minDraw = minDraw < 0 ? v : std::min(minDraw, v);
    };
    for (const Pile &r : m_ridges) {
        if (r.empty())
            anyRidgeEmpty = true;
        else
            consider(r.back());
    }
    if (anyRidgeEmpty && !m_peak.empty())
        consider(m_peak.back());
    search::Masks masks;
    for (int v = 0; v < kPositions; ++v)
        masks[static_cast<std::size_t>(v)] = search::pileMask(m_valleys[static_cast<std::size_t>(v)]);
    SearchResult result;
    result.verdict = search::aliveVerdict(masks, minDraw, budget, &result.nodes);
    return result;
}

State State::withHiddenSampled(Rng &rng) const
{
    State sampled = *this;
    if (!m_options.hiddenRidges)
        return sampled;
    // Every ridge card but the outer one is face down: shuffle them among those places.
    StaticVec<Card, 52> hidden;
    for (const Pile &r : m_ridges)
        for (std::size_t i = 0; i + 1 < r.size(); ++i)
            hidden.push_back(r[i]);
    rng.shuffle(hidden.begin(), hidden.end());
    std::size_t next = 0;
    for (Pile &r : sampled.m_ridges)
        for (std::size_t i = 0; i + 1 < r.size(); ++i)
            r[i] = hidden[next++];
    return sampled;
}

StaticVec<Card, 52> State::allCards() const
{
    StaticVec<Card, 52> all;
    for (const Card c : m_peak)
        all.push_back(c);
    for (const Pile &r : m_ridges)
        for (const Card c : r)
            all.push_back(c);
    for (const Pile &v : m_valleys)
        for (const Card c : v)
            all.push_back(c);
    for (const Card c : m_gone)
        all.push_back(c);
    return all;
}

} // namespace felt::mountain
