// Shithead rules: deal, legal actions, apply, views. See shithead.h for the summary.
#include "shithead.h"

#include "core/text.h"

#include <algorithm>
#include <cassert>

namespace felt::shithead {

namespace {

constexpr int kTwo = 2;
constexpr int kSeven = 7;
constexpr int kEight = 8;
constexpr int kNine = 9;

int nextSeat(int s, int direction, int players) { return (s + direction + players) % players; }

// Non-empty subsets of a rank's four suit bits, by those bits: 2^popcount - 1.
constexpr std::uint8_t kSubsets[16] = { 0, 1, 1, 3, 1, 3, 3, 7, 1, 3, 3, 7, 3, 7, 7, 15 };

// Calls f(subset) for every non-empty sub-multiset of `cards` (all of one rank).
template <class F>
void forEachSubset(const CardSet &cards, F &&f)
{
    // Up to 5 kinds (four suits, or the joker) with up to two copies each.
    std::array<Card, 5> kinds {};
    std::array<int, 5> counts {};
    int n = 0;
    std::uint64_t m = cards.oneMask();
    while (m) {
        const int i = std::countr_zero(m);
        m &= m - 1;
        kinds[n] = Card::fromCode(static_cast<std::uint8_t>(i));
        counts[n] = cards.count(kinds[n]);
        ++n;
    }
    std::array<int, 5> pick {};
    while (true) {
        int k = 0;
        while (k < n && pick[k] == counts[k]) {
            pick[k] = 0;
            ++k;
        }
        if (k == n)
            return;
        ++pick[k];
        CardSet subset;
        for (int j = 0; j < n; ++j)
            for (int c = 0; c < pick[j]; ++c)
                subset.add(kinds[j]);
        f(subset);
    }
}

// The rank of a one-rank set (jokers: 0), or -1 when it mixes ranks or is empty.
int rankOfSet(const CardSet &cards)
{
    if (cards.empty())
        return -1;
    const Card first = cards.lowest();
    const int rank = first.rank();
    if (cards.countRank(rank) != cards.size())
        return -1;
    return rank;
}

} // namespace

int maxPlayers(const Options &options)
{
    if (options.decks == 2)
        return 8;
    return options.jokers ? 6 : 5;
}

int deckSize(const Options &options) { return 52 * options.decks + (options.jokers ? 2 : 0); }

StaticVec<Card, kMaxCards> fullDeck(const Options &options)
{
    StaticVec<Card, kMaxCards> deck;
    for (int d = 0; d < options.decks; ++d)
        for (int s = 0; s < 4; ++s)
            for (int r = 2; r <= kAce; ++r)
                deck.push_back(Card::french(r, static_cast<Suit>(s)));
    if (options.jokers) {
        deck.push_back(Card::joker());
        deck.push_back(Card::joker());
    }
    return deck;
}

// ---- actions as text ----

std::string actionText(const Action &action)
{
    switch (action.kind) {
    case Action::Kind::Swap: return "swap " + toText(action.handCard) + " " + toText(action.upCard);
    case Action::Kind::Ready: return "ready";
    case Action::Kind::Blind: return "blind " + std::to_string(action.index);
    case Action::Kind::Pickup: return "pickup";
    case Action::Kind::Play: {
        std::string text = "play";
        action.cards.forEach([&](Card c) {
            text += ' ';
            text += toText(c);
        });
        return text;
    }
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
    Words words;
    if (!splitWords(text, words) || words.empty())
        return fail(words.empty() ? Reason::UnknownAction : Reason::Malformed);
    const std::string_view verb = words[0];
    if (verb == "ready" || verb == "pickup") {
        if (words.size() != 1)
            return fail(Reason::Malformed);
        return verb == "ready" ? Action::ready() : Action::pickup();
    }
    if (verb == "swap") {
        if (words.size() != 3)
            return fail(Reason::Malformed);
        const auto a = parseCard(words[1]);
        const auto b = parseCard(words[2]);
        if (!a || !b)
            return fail(Reason::Malformed);
        return Action::swap(*a, *b);
    }
    if (verb == "blind") {
        if (words.size() != 2)
            return fail(Reason::Malformed);
        const int i = parseIndex(words[1]);
        if (i < 0 || i >= kRows)
            return fail(Reason::Malformed);
        return Action::blind(i);
    }
    if (verb == "play") {
        if (words.size() < 2)
            return fail(Reason::Malformed);
        CardSet cards;
        for (std::size_t i = 1; i < words.size(); ++i) {
            const auto c = parseCard(words[i]);
            if (!c)
                return fail(Reason::Malformed);
            if (cards.count(*c) == 2)
                return fail(Reason::NotHeld);   // no deck holds three of one card
            cards.add(*c);
        }
        return Action::play(cards);
    }
    return fail(Reason::UnknownAction);
}

// ---- deal ----

State State::deal(const Options &options, int players, std::uint64_t seed)
{
    auto deck = fullDeck(options);
    Rng rng(seed);
    rng.shuffle(deck.begin(), deck.end());

    State s;
    s.m_options = options;
    s.m_players = static_cast<std::int8_t>(players);
    s.m_in = SeatSet::firstN(players);
    std::size_t next = 0;
    for (int round = 0; round < kRows; ++round)
        for (int p = 0; p < players; ++p)
            s.m_down[p].push_back(deck[next++]);
    for (int round = 0; round < kRows; ++round)
        for (int p = 0; p < players; ++p)
            s.m_up[p].push_back(deck[next++]);
    for (int round = 0; round < kRows; ++round)
        for (int p = 0; p < players; ++p)
            s.m_hand[p].add(deck[next++]);
    // The rest is the stock; deck[next] is its top, and the top is back().
    for (std::size_t i = deck.size(); i > next; --i)
        s.m_stock.push_back(deck[i - 1]);
    return s;
}

// ---- queries ----

bool State::isTransparent(int rank) const
{
    return (rank == 0 && m_options.jokers) || (rank == kEight && m_options.transparentEights);
}

int State::effectiveTop() const
{
    for (std::size_t i = m_pile.size(); i > 0; --i) {
        const int rank = m_pile[i - 1].rank();
        if (!isTransparent(rank))
            return rank;
    }
    return -1;
}

Source State::sourceOf(Seat s) const
{
    if (!m_hand[s].empty())
        return Source::Hand;
    if (!m_up[s].empty())
        return Source::Up;
    return Source::Down;
}

Reason State::checkRank(int rank) const { return checkRank(rank, effectiveTop()); }

std::uint64_t State::allowedCards(int top) const
{
    // The cards that may be played on `top` (mirrors checkRank()), as CardSet bits: rank r's
    // four suits at (r - 2) * 4, the joker at 52.
    constexpr std::uint64_t kFrench = (std::uint64_t { 1 } << 52) - 1;
    constexpr std::uint64_t kJokerBit = std::uint64_t { 1 } << 52;
    constexpr auto rankBits = [](int r) { return std::uint64_t { 0xF } << ((r - 2) * 4); };
    if (top < 0 || top == kTwo)
        return kFrench | kJokerBit;
    std::uint64_t allowed = (m_options.sevenLower && top == kSeven)
        ? (std::uint64_t { 1 } << 24) - 1   // 2..7
        : kFrench & ~((std::uint64_t { 1 } << ((top - 2) * 4)) - 1);
    allowed |= rankBits(kTwo) | kJokerBit;
    if (m_options.transparentEights)
        allowed |= rankBits(kEight);
    if (m_options.tensRestricted && top >= kJack)
        allowed &= ~rankBits(kTen);
    else
        allowed |= rankBits(kTen);
    return allowed;
}

Reason State::checkRank(int rank, int top) const
{
    if (rank == kTwo || isTransparent(rank))
        return Reason::Ok;
    if (rank == kTen) {
        if (m_options.tensRestricted && top >= kJack)
            return why::TenRestricted;
        return Reason::Ok;
    }
    if (top < 0 || top == kTwo)
        return Reason::Ok;
    if (m_options.sevenLower && top == kSeven)
        return rank <= kSeven ? Reason::Ok : why::SevenLower;
    return rank >= top ? Reason::Ok : why::TooLow;
}

SeatSet State::actors() const
{
    switch (m_phase) {
    case Phase::Setup: return SeatSet::fromMask(static_cast<std::uint16_t>(SeatSet::firstN(m_players).mask() & ~m_ready.mask()));
    case Phase::Play: return SeatSet::single(m_turn);
    case Phase::Over: return {};
    }
    return {};
}

void State::legalActions(Seat seat, ActionList &out) const
{
    out.clear();
    if (seat < 0 || seat >= m_players)
        return;
    if (m_phase == Phase::Setup) {
        if (m_ready.has(seat))
            return;
        // Every distinct hand card with every distinct upcard (two decks may repeat cards).
        std::uint64_t handKinds = m_hand[seat].oneMask();
        while (handKinds) {
            const Card h = Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(handKinds)));
            handKinds &= handKinds - 1;
            const auto &up = m_up[seat];
            for (std::size_t i = 0; i < up.size(); ++i)
                if (std::find(up.begin(), up.begin() + i, up[i]) == up.begin() + i)
                    out.push_back(Action::swap(h, up[i]));
        }
        out.push_back(Action::ready());
        return;
    }
    if (m_phase != Phase::Play || seat != m_turn)
        return;
    const Source from = sourceOf(seat);
    if (from == Source::Down) {
        for (std::size_t i = 0; i < m_down[seat].size(); ++i)
            out.push_back(Action::blind(static_cast<int>(i)));
    } else {
        CardSet cards;
        if (from == Source::Hand)
            cards = m_hand[seat];
        else
            for (const Card c : m_up[seat])
                cards.add(c);
        const int top = effectiveTop();
        // The cards of allowed ranks. With one copy of each (always, but for two decks),
        // count every subset first and write the list in one go: this is the engine's
        // innermost loop.
        const std::uint64_t playable = allowedCards(top) & cards.oneMask();
        if ((cards.twoMask() & playable) == 0) {
            std::size_t total = 0;
            for (std::uint64_t m = playable; m;) {
                const int shift = std::countr_zero(m) & ~3;
                total += kSubsets[(m >> shift) & 0xF];
                m &= ~(std::uint64_t { 0xF } << shift);
            }
            out.resize(total + (m_pile.empty() ? 0 : 1));
            Action *next = out.data();
            for (std::uint64_t m = playable; m;) {
                const int shift = std::countr_zero(m) & ~3;
                const std::uint64_t rankBits = m & (std::uint64_t { 0xF } << shift);
                m &= ~rankBits;
                for (std::uint64_t sub = rankBits; sub; sub = (sub - 1) & rankBits)
                    *next++ = Action::play(CardSet::fromMasks(sub, 0));
            }
            if (!m_pile.empty())
                *next = Action::pickup();
            return;
        }
        // Two decks: a rank may hold two copies of a card.
        std::uint64_t ranks = playable;
        while (ranks) {
            const int shift = std::countr_zero(ranks) & ~3;
            const bool joker = shift == Card::kJokerCode;
            const std::uint64_t rankBits = joker ? CardSet::bit(Card::joker()) : std::uint64_t { 0xF } << shift;
            ranks &= ~rankBits;
            const CardSet same = CardSet::fromMasks(cards.oneMask() & rankBits, cards.twoMask() & rankBits);
            if (same.twoMask() == 0) {
                // One copy of each: every non-empty subset of the rank's bits.
                const std::uint64_t m = same.oneMask();
                std::size_t n = out.size();
                out.resize(n + ((std::size_t { 1 } << popcount64(m)) - 1));
                for (std::uint64_t sub = m; sub; sub = (sub - 1) & m)
                    out[n++] = Action::play(CardSet::fromMasks(sub, 0));
            } else {
                forEachSubset(same, [&](const CardSet &subset) { out.push_back(Action::play(subset)); });
            }
        }
    }
    if (!m_pile.empty())
        out.push_back(Action::pickup());
}

Action State::randomAction(Seat seat, Rng &rng, ActionList &scratch) const
{
    // The play phase from the hand or the upcards with one copy of each card: pick the k-th
    // action of legalActions()'s order without writing the list (the same choice as
    // legal[rng.below(legal.size())]). Everything else goes through the list.
    if (m_phase == Phase::Play && seat == m_turn && (!m_hand[seat].empty() || !m_up[seat].empty())) {
        CardSet cards = m_hand[seat];
        if (cards.empty())
            for (const Card c : m_up[seat])
                cards.add(c);
        const std::uint64_t playable = allowedCards(effectiveTop()) & cards.oneMask();
        if ((cards.twoMask() & playable) == 0) {
            // Each playable rank's cards and how many sets it makes, in legalActions()' order.
            std::array<std::uint64_t, 14> rankCards;
            std::array<std::uint8_t, 14> sets;
            int ranks = 0;
            std::uint64_t total = 0;
            for (std::uint64_t m = playable; m; ++ranks) {
                const int shift = std::countr_zero(m) & ~3;
                const std::uint64_t bits = m & (std::uint64_t { 0xF } << shift);
                m &= ~bits;
                rankCards[ranks] = bits;
                sets[ranks] = kSubsets[bits >> shift];
                total += sets[ranks];
            }
            std::uint64_t k = rng.below(total + (m_pile.empty() ? 0 : 1));
            if (k == total)
                return Action::pickup();
            int r = 0;
            for (; k >= sets[r]; ++r)
                k -= sets[r];
            std::uint64_t sub = rankCards[r];
            for (; k > 0; --k)
                sub = (sub - 1) & rankCards[r];
            return Action::play(CardSet::fromMasks(sub, 0));
        }
    }
    legalActions(seat, scratch);
    return scratch[rng.below(scratch.size())];
}

Reason State::check(Seat seat, const Action &action) const
{
    if (m_phase == Phase::Over)
        return Reason::GameOver;
    if (seat < 0 || seat >= m_players)
        return Reason::NotYourTurn;
    if (m_phase == Phase::Setup) {
        if (action.kind != Action::Kind::Swap && action.kind != Action::Kind::Ready)
            return Reason::WrongPhase;
        if (m_ready.has(seat))
            return why::AlreadyReady;
        if (action.kind == Action::Kind::Swap) {
            if (!m_hand[seat].has(action.handCard))
                return Reason::NotHeld;
            if (std::find(m_up[seat].begin(), m_up[seat].end(), action.upCard) == m_up[seat].end())
                return Reason::NotHeld;
        }
        return Reason::Ok;
    }
    if (seat != m_turn)
        return Reason::NotYourTurn;
    const Source from = sourceOf(seat);
    switch (action.kind) {
    case Action::Kind::Swap:
    case Action::Kind::Ready:
        return Reason::WrongPhase;
    case Action::Kind::Pickup:
        return m_pile.empty() ? why::PileEmpty : Reason::Ok;
    case Action::Kind::Blind:
        if (from != Source::Down)
            return why::NotBlindYet;
        return action.index < m_down[seat].size() ? Reason::Ok : Reason::NotHeld;
    case Action::Kind::Play: {
        if (from == Source::Down)
            return why::BlindOnly;
        CardSet up;
        for (const Card c : m_up[seat])
            up.add(c);
        const bool inHand = m_hand[seat].contains(action.cards);
        const bool inUp = up.contains(action.cards);
        if (from == Source::Hand && !inHand) {
            if (inUp)
                return why::WrongSource;
            CardSet both = m_hand[seat];
            both.add(up);
            return both.contains(action.cards) ? why::MixedSources : Reason::NotHeld;
        }
        if (from == Source::Up && !inUp)
            return Reason::NotHeld;
        const int rank = rankOfSet(action.cards);
        if (rank < 0)
            return why::MixedRanks;
        return checkRank(rank);
    }
    }
    return Reason::UnknownAction;
}

Seat State::loser() const
{
    if (m_phase != Phase::Over || m_out.empty())
        return -1;
    return m_out.back();
}

// ---- apply ----

namespace {
void emit(EventList *events, Ev kind, int seat = -1, int count = 0)
{
    if (events)
        events->push_back(Event::of(kind, seat, count));
}
void emitCards(EventList *events, Ev kind, int seat, int count, const CardSet &cards, int index = -1)
{
    if (!events)
        return;
    Event e = Event::of(kind, seat, count);
    e.index = static_cast<std::int16_t>(index);
    cards.forEach([&](Card c) {
        if (!e.cards.full())
            e.cards.push_back(c);
    });
    events->push_back(e);
}
} // namespace

void State::startPlay(EventList *events)
{
    m_phase = Phase::Play;
    auto rankOrder = [](int i) { return i < 12 ? i + 3 : kTwo; }; // 3..A, then 2
    for (int i = 0; i < 13; ++i) {
        const int r = rankOrder(i);
        for (int p = 0; p < m_players; ++p)
            for (const Card c : m_up[p])
                if (c.rank() == r) {
                    m_turn = static_cast<std::int8_t>(p);
                    emit(events, Ev::PlayStarted, p);
                    return;
                }
        for (int p = 0; p < m_players; ++p)
            if (m_hand[p].countRank(r) > 0) {
                m_turn = static_cast<std::int8_t>(p);
                emit(events, Ev::PlayStarted, p);
                return;
            }
    }
    // Only jokers anywhere (cannot happen with a real deal): seat 0 starts.
    m_turn = 0;
    emit(events, Ev::PlayStarted, 0);
}

void State::apply(Seat seat, const Action &action, EventList *events)
{
    assert(check(seat, action) == Reason::Ok);
    if (m_phase == Phase::Setup) {
        if (action.kind == Action::Kind::Swap) {
            auto &up = m_up[seat];
            auto it = std::find(up.begin(), up.end(), action.upCard);
            *it = action.handCard;
            m_hand[seat].remove(action.handCard);
            m_hand[seat].add(action.upCard);
            // Both cards were seen: the old upcard is now known to be in the hand, and the
            // card put face up forgets one known copy of it (copies look alike).
            m_known[seat].remove(action.handCard);
            m_known[seat].add(action.upCard);
            if (events) {
                Event e = Event::of(Ev::Swapped, seat);
                e.cards.push_back(action.handCard);
                e.cards.push_back(action.upCard);
                events->push_back(e);
            }
            return;
        }
        m_ready.add(seat);
        emit(events, Ev::Ready, seat);
        if (m_ready == SeatSet::firstN(m_players))
            startPlay(events);
        return;
    }

    // Progress is anything that cannot be undone: a burn, a draw, a card played from the
    // table (upcards, downcards), a player going out. Only hand cards circulating through
    // pickups make none; the code paths below set m_progress.
    m_progress = false;
    applyPlay(seat, action, events);
    if (m_phase != Phase::Play)
        return;
    if (m_progress)
        m_idle = 0;
    else if (++m_idle >= kIdleLimit)
        endInStalemate(events);
    m_progress = false;
}

void State::endInStalemate(EventList *events)
{
    // The players still in, fewest cards held first; ties in turn order from the player
    // on turn. The last of them is the loser.
    StaticVec<std::int8_t, kMaxPlayers> rest;
    Seat s = m_turn;
    for (int i = 0; i < m_players; ++i, s = nextSeat(s, m_direction, m_players))
        if (m_in.has(s))
            rest.push_back(static_cast<std::int8_t>(s));
    auto held = [&](int p) { return m_hand[p].size() + static_cast<int>(m_up[p].size() + m_down[p].size()); };
    std::stable_sort(rest.begin(), rest.end(), [&](int a, int b) { return held(a) < held(b); });
    for (const auto p : rest) {
        m_in.remove(p);
        m_out.push_back(p);
    }
    m_stalemate = true;
    m_phase = Phase::Over;
    m_turn = -1;
    emit(events, Ev::GameOver, m_out.back(), 1);
}

void State::applyPlay(Seat seat, const Action &action, EventList *events)
{
    switch (action.kind) {
    case Action::Kind::Pickup:
        pickUp(seat, events);
        advance(0, events);
        return;
    case Action::Kind::Play:
        playCards(seat, action.cards, sourceOf(seat), events);
        return;
    case Action::Kind::Blind: {
        auto &down = m_down[seat];
        const Card card = down[action.index];
        down.erase(action.index);
        if (checkRank(card.rank()) == Reason::Ok) {
            CardSet one;
            one.add(card);
            playCards(seat, one, Source::Down, events, action.index);
        } else {
            if (events) {
                Event e = Event::of(Ev::BlindFailed, seat);
                e.index = action.index;
                e.cards.push_back(card);
                events->push_back(e);
            }
            m_progress = true;   // the downcard left the table
            m_pile.push_back(card);
            pickUp(seat, events);
            advance(0, events);
        }
        return;
    }
    default:
        return;
    }
}

void State::pickUp(Seat s, EventList *events)
{
    for (const Card c : m_pile) {
        m_hand[s].add(c);
        m_known[s].add(c);
    }
    emit(events, Ev::PickedUp, s, static_cast<int>(m_pile.size()));
    m_pile.clear();
}

void State::drawUp(Seat s, EventList *events)
{
    CardSet drawn;
    while (m_hand[s].size() < kRows && !m_stock.empty()) {
        m_hand[s].add(m_stock.back());
        drawn.add(m_stock.back());
        m_stock.pop_back();
    }
    if (drawn.empty())
        return;
    m_progress = true;
    if (events) {
        // The drawer sees the cards; everybody else only how many.
        emitCards(events, Ev::Drew, s, drawn.size(), drawn);
        events->back().audience = Audience::only(SeatSet::single(s));
        emit(events, Ev::Drew, s, drawn.size());
        events->back().audience = Audience::allBut(SeatSet::single(s));
    }
}

void State::playCards(Seat s, const CardSet &cards, Source from, EventList *events, int downIndex)
{
    if (from == Source::Hand) {
        m_hand[s].remove(cards);
        // Observers cannot tell two copies of a card apart: each card played forgets one
        // known copy of it.
        m_known[s].remove(cards & m_known[s]);
    } else {
        m_progress = true;   // a card left the table (a downcard was taken off by apply())
    }
    if (from == Source::Up) {
        auto &up = m_up[s];
        cards.forEach([&](Card c) { up.erase(static_cast<std::size_t>(std::find(up.begin(), up.end(), c) - up.begin())); });
    }
    const int rank = cards.lowest().rank();
    const int n = cards.size();
    cards.forEach([&](Card c) { m_pile.push_back(c); });
    emitCards(events, Ev::Played, s, static_cast<int>(from), cards, downIndex);

    bool burn = rank == kTen || n >= 4;
    if (!burn && m_pile.size() >= 4) {
        burn = true;
        for (std::size_t i = m_pile.size() - 4; i < m_pile.size(); ++i)
            burn = burn && m_pile[i].rank() == rank;
    }
    drawUp(s, events);

    if (burn) {
        m_progress = true;
        for (const Card c : m_pile)
            m_burned.add(c);
        emit(events, Ev::Burned, -1, static_cast<int>(m_pile.size()));
        m_pile.clear();
        if (!holdsCards(s)) {
            checkOut(s, events);
            if (m_phase != Phase::Over)
                advance(0, events);
        }
        // Otherwise the same player goes again.
        return;
    }

    int skips = 0;
    if (rank == 0 && m_options.jokers) {
        for (int i = 0; i < n; ++i)
            m_direction = static_cast<std::int8_t>(-m_direction);
        emit(events, Ev::Reversed, -1, m_direction);
    }
    if (rank == kNine && m_options.skipNine)
        skips = n;
    checkOut(s, events);
    if (m_phase != Phase::Over)
        advance(skips, events);
}

void State::checkOut(Seat s, EventList *events)
{
    if (holdsCards(s) || !m_in.has(s))
        return;
    m_progress = true;
    m_in.remove(s);
    m_out.push_back(static_cast<std::int8_t>(s));
    emit(events, Ev::WentOut, s, static_cast<int>(m_out.size()) - 1);
    if (m_in.size() == 1) {
        const Seat last = m_in.first();
        m_in.remove(last);
        m_out.push_back(static_cast<std::int8_t>(last));
        m_phase = Phase::Over;
        m_turn = -1;
        emit(events, Ev::GameOver, last);
    }
}

void State::advance(int skips, EventList *events)
{
    Seat s = m_turn;
    do
        s = nextSeat(s, m_direction, m_players);
    while (!m_in.has(s));
    for (int i = 0; i < skips; ++i) {
        emit(events, Ev::Skipped, s);
        do
            s = nextSeat(s, m_direction, m_players);
        while (!m_in.has(s));
    }
    m_turn = static_cast<std::int8_t>(s);
}

// ---- views ----

View State::view(Seat seat) const
{
    View v;
    v.seat = seat;
    v.players = m_players;
    v.options = m_options;
    v.phase = m_phase;
    v.turn = m_turn;
    v.direction = m_direction;
    v.ready = m_ready;
    v.hand = m_hand[seat];
    for (int p = 0; p < m_players; ++p) {
        v.handCount.push_back(static_cast<std::uint8_t>(m_hand[p].size()));
        v.known.push_back(m_known[p]);
        v.up.push_back(m_up[p]);
        v.downCount.push_back(static_cast<std::uint8_t>(m_down[p].size()));
    }
    v.pile = m_pile;
    v.burned = m_burned;
    v.stockCount = static_cast<int>(m_stock.size());
    v.out = m_out;
    v.idle = m_idle;
    return v;
}

namespace {

// How often a card of each rank (index 0 the joker, then 2..14) is among the cards a hand
// holds that nobody saw go in, against a draw at random from the unseen cards, per hundred:
// the ratio in 100 games of four normal players (felt-cli's deals 1-100), refined once so the
// samples show the same shares. Normal players play their low cards first and spend 2s and
// 10s when nothing else goes, so such hands hold more 4s to 8s and fewer 2s, 10s, Kings and
// Aces than a random draw would give them.
constexpr std::array<int, 15> kHeldWeight { 100, 100, 58, 94, 124, 132, 147, 152, 136, 84, 71, 95, 89, 65, 56 };

} // namespace

State State::sampleFromView(const View &v, Rng &rng)
{
    State s;
    s.m_options = v.options;
    s.m_players = static_cast<std::int8_t>(v.players);
    s.m_phase = v.phase;
    s.m_turn = static_cast<std::int8_t>(v.turn);
    s.m_direction = static_cast<std::int8_t>(v.direction);
    s.m_ready = v.ready;
    s.m_out = v.out;
    s.m_idle = static_cast<std::int16_t>(v.idle);
    for (int p = 0; p < v.players; ++p)
        s.m_in.add(p);
    for (const auto o : v.out)
        s.m_in.remove(o);
    s.m_pile = v.pile;
    s.m_burned = v.burned;

    // Unseen = the deck minus everything the seat can see.
    CardSet seen;
    for (const Card c : v.pile)
        seen.add(c);
    seen.add(v.burned);
    seen.add(v.hand);
    for (int p = 0; p < v.players; ++p) {
        if (p != v.seat)
            seen.add(v.known[p]);
        for (const Card c : v.up[p])
            seen.add(c);
    }
    StaticVec<Card, kMaxCards> unseen;
    CardSet remaining = seen;
    for (const Card c : fullDeck(v.options)) {
        if (remaining.remove(c))
            continue;
        unseen.push_back(c);
    }
    rng.shuffle(unseen.begin(), unseen.end());
    std::size_t next = 0;
    // Once play has begun, the others' hand cards nobody saw go in are drawn by kHeldWeight
    // (what normal players keep in hand is not a random choice of the unseen cards); the
    // downcards and the stock are dealt at random from the rest, as are hands in the setup.
    const bool weighted = v.phase == Phase::Play;
    for (int p = 0; p < v.players; ++p) {
        s.m_up[p] = v.up[p];
        s.m_hand[p] = p == v.seat ? v.hand : v.known[p];
        s.m_known[p] = v.known[p];
        while (weighted && p != v.seat && s.m_hand[p].size() < v.handCount[p] && next < unseen.size()) {
            int total = 0;
            for (std::size_t i = next; i < unseen.size(); ++i)
                total += kHeldWeight[static_cast<std::size_t>(unseen[i].rank())];
            int pick = rng.belowInt(total);
            std::size_t i = next;
            for (; i + 1 < unseen.size(); ++i) {
                pick -= kHeldWeight[static_cast<std::size_t>(unseen[i].rank())];
                if (pick < 0)
                    break;
            }
            std::swap(unseen[next], unseen[i]);
            s.m_hand[p].add(unseen[next++]);
        }
        while (s.m_hand[p].size() < v.handCount[p])
            s.m_hand[p].add(unseen[next++]);
        for (int i = 0; i < v.downCount[p]; ++i)
            s.m_down[p].push_back(unseen[next++]);
    }
    while (next < unseen.size())
        s.m_stock.push_back(unseen[next++]);
    return s;
}

StaticVec<Card, kMaxCards> State::allCards() const
{
    StaticVec<Card, kMaxCards> all;
    for (int p = 0; p < m_players; ++p) {
        m_hand[p].forEach([&](Card c) { all.push_back(c); });
        for (const Card c : m_up[p])
            all.push_back(c);
        for (const Card c : m_down[p])
            all.push_back(c);
    }
    for (const Card c : m_pile)
        all.push_back(c);
    for (const Card c : m_stock)
        all.push_back(c);
    m_burned.forEach([&](Card c) { all.push_back(c); });
    return all;
}

} // namespace felt::shithead
