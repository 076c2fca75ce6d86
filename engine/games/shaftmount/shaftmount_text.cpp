// Shaftmount's words: action texts, code names, the deck and the closing area's rules.
#include "shaftmount.h"

#include "core/text.h"

#include <array>

namespace felt::shaftmount {

std::string_view reasonId(Reason reason)
{
    static constexpr std::string_view ids[] = {
        "hand-full", "already-played", "not-played-yet", "no-such-sequence", "wrong-suit", "too-low",
        "has-normal-play", "not-a-two", "not-a-three", "not-a-four", "not-a-five", "not-a-six",
        "rule-off", "must-play-normally", "four-blocked", "no-question", "must-answer", "not-a-choice",
        "not-exposed", "own-sequence", "not-over-limit", "already-counted", "own-hand", "over-limit",
    };
    const int i = gameReasonIndex(reason);
    return i >= 0 && i < static_cast<int>(std::size(ids)) ? ids[i] : std::string_view();
}

std::string_view eventId(std::uint8_t kind)
{
    static constexpr std::string_view ids[] = {
        "turn", "drew", "played", "twoPlayed", "threeStarted", "fourTried", "slid", "shown",
        "defended", "blocked", "passed", "closed", "discarded", "sequenceRemoved", "penalty",
        "kept", "redrew", "dealt", "noPlay", "reshuffled", "controlPassed", "eliminated", "gameOver",
        "claimed", "challenged", "counted",
    };
    return kind < std::size(ids) ? ids[kind] : std::string_view();
}

StaticVec<Card, kDeckSize> fullDeck()
{
    StaticVec<Card, kDeckSize> deck;
    for (int d = 0; d < 2; ++d)
        for (int s = 0; s < 4; ++s)
            for (int r = 2; r <= kAce; ++r)
                deck.push_back(Card::french(r, static_cast<Suit>(s)));
    return deck;
}

// ---- the closing area ----

namespace {
int closingOfSuit(const ClosingArea &area, Suit suit)
{
    int n = 0;
    for (const ClosingSeq &c : area)
        n += c.suit == suit;
    return n;
}
} // namespace

int closingSlots(const ClosingArea &area, Card card)
{
    if (!card.isFrench())
        return 0;
    if (card.rank() == kAce)
        return 2 - closingOfSuit(area, card.suit());
    int n = 0;
    for (const ClosingSeq &c : area)
        n += c.suit == card.suit() && c.top == card.rank() + 1;
    return n;
}

bool isClosingCard(const ClosingArea &area, Card card) { return closingSlots(area, card) > 0; }

int closingTarget(const ClosingArea &area, Card card)
{
    if (card.rank() == kAce)
        return static_cast<int>(area.size());
    for (std::size_t i = 0; i < area.size(); ++i)
        if (area[i].suit == card.suit() && area[i].top == card.rank() + 1)
            return static_cast<int>(i);
    return -1;
}

void addToClosing(ClosingArea &area, Card card)
{
    const int at = closingTarget(area, card);
    if (at == static_cast<int>(area.size()))
        area.push_back(ClosingSeq { card.suit(), static_cast<std::int8_t>(kAce) });
    else if (at >= 0)
        area[static_cast<std::size_t>(at)].top = static_cast<std::int8_t>(card.rank());
}

std::uint64_t closingMask(const ClosingArea &area)
{
    // One pass: the card below each closing sequence's top, and the Aces of the suits with
    // fewer than two closing sequences.
    std::uint64_t mask = 0;
    std::array<std::uint8_t, 4> sequences {};
    for (const ClosingSeq &c : area) {
        ++sequences[static_cast<std::size_t>(c.suit)];
        if (c.top > 2)
            mask |= CardSet::bit(Card::french(c.top - 1, c.suit));
    }
    for (int s = 0; s < 4; ++s)
        if (sequences[static_cast<std::size_t>(s)] < 2)
            mask |= CardSet::bit(Card::french(kAce, static_cast<Suit>(s)));
    return mask;
}

// ---- actions as text ----

std::string sequenceName(int owner, int index) { return std::to_string(owner) + "." + std::to_string(index); }

std::string actionText(const Action &a)
{
    using K = Action::Kind;
    switch (a.kind) {
    case K::Draw: return "draw";
    case K::Play: return "play " + toText(a.card) + " " + sequenceName(a.owner, a.index);
    case K::Two: return "two " + toText(a.card) + " " + sequenceName(a.owner, a.index);
    case K::Three: return "three " + toText(a.card);
    case K::Four: return "four " + toText(a.card) + " " + sequenceName(a.owner, a.index);
    case K::NoPlay: return "no-play";
    case K::End: return "end";
    case K::Keep: return "keep";
    case K::Redraw: return "redraw";
    case K::Close: return "close " + sequenceName(a.owner, a.index);
    case K::Defend: return "defend " + toText(a.card);
    case K::Block: return "block " + toText(a.card);
    case K::Pass: return "pass";
    case K::Tap: return "tap " + sequenceName(a.owner, a.index);
    case K::Challenge: return "challenge " + toText(a.card) + " " + sequenceName(a.owner, a.index);
    case K::Count: return "count " + std::to_string(a.owner);
    }
    return {};
}

namespace {
// "S.I" with S a seat number below kMaxPlayers.
bool parseSequence(std::string_view text, int &owner, int &index)
{
    const auto dot = text.find('.');
    if (dot == std::string_view::npos)
        return false;
    owner = parseIndex(text.substr(0, dot));
    index = parseIndex(text.substr(dot + 1));
    return owner >= 0 && owner < kMaxPlayers && index >= 0;
}
} // namespace

std::optional<Action> parseAction(std::string_view text, Reason *why)
{
    using K = Action::Kind;
    auto fail = [&](Reason r) -> std::optional<Action> {
        if (why)
            *why = r;
        return std::nullopt;
    };
    Words words;
    if (!splitWords(text, words))
        return fail(Reason::Malformed);
    if (words.empty())
        return fail(Reason::UnknownAction);
    const std::string_view verb = words[0];
    struct Verb {
        std::string_view word;
        K kind;
        bool card;
        bool sequence;
        bool seat = false;
    };
    static constexpr Verb kVerbs[] = {
        { "draw", K::Draw, false, false },   { "play", K::Play, true, true },
        { "two", K::Two, true, true },       { "three", K::Three, true, false },
        { "four", K::Four, true, true },     { "no-play", K::NoPlay, false, false },
        { "end", K::End, false, false },     { "keep", K::Keep, false, false },
        { "redraw", K::Redraw, false, false }, { "close", K::Close, false, true },
        { "defend", K::Defend, true, false }, { "block", K::Block, true, false },
        { "pass", K::Pass, false, false },   { "tap", K::Tap, false, true },
        { "challenge", K::Challenge, true, true }, { "count", K::Count, false, false, true },
    };
    for (const Verb &v : kVerbs) {
        if (v.word != verb)
            continue;
        const std::size_t wanted = 1 + (v.card ? 1 : 0) + (v.sequence ? 1 : 0) + (v.seat ? 1 : 0);
        if (words.size() != wanted)
            return fail(Reason::Malformed);
        Action a = Action::simple(v.kind);
        std::size_t next = 1;
        if (v.card) {
            const auto card = parseCard(words[next++]);
            if (!card || !card->isFrench())
                return fail(Reason::Malformed);
            a.card = *card;
        }
        if (v.sequence) {
            int owner = 0;
            int index = 0;
            if (!parseSequence(words[next], owner, index))
                return fail(Reason::Malformed);
            a.owner = static_cast<std::int8_t>(owner);
            a.index = static_cast<std::int16_t>(index);
        }
        if (v.seat) {
            // A seat number below kMaxPlayers.
            const int seat = parseIndex(words[next]);
            if (seat < 0 || seat >= kMaxPlayers)
                return fail(Reason::Malformed);
            a.owner = static_cast<std::int8_t>(seat);
        }
        return a;
    }
    return fail(Reason::UnknownAction);
}

} // namespace felt::shaftmount
