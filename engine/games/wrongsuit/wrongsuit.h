// Wrong Suit as rules/wrong-suit.md plays it.
//
// Summary: exactly 4 players, the 48 cards 2-K, 12 each; the four Aces lie shuffled face
// down. Rounds go on while any hand holds a card. In a round every seat holding cards gives
// one card face down to any seat, itself included, all at the same time (`give C T`; a Queen
// also names a suit: `give QH T S`). When all have given, the round resolves: (1) the gifts
// land in the receivers' stacks, in the order of their givers' seats; (2) Kings land face
// up and shut their suit for that stack's owner: no gift of that suit from the next round
// on, no Queen's transfer at all; (3) Queens resolve in their givers' seat order: the
// receiver gives the giver the lowest card (by rank) of the named suit from their hand,
// unless the giver shows that suit's King or the receiver holds none. After the last round
// the first Ace is turned: its suit is the Wrong Suit. Scores from each stack: quartets
// count 0 and score minus the rank's value; other Wrong Suit cards plus their value (2-10,
// Q 10, K 20; not Jacks); every other Jack -10 in the Wrong Suit's colour, +10 otherwise;
// minus 30 for each suit whose other cards are worth 40 or more (Jacks 10); with n >= 13
// cards minus 1 + 2 + ... + (n - 12). Lowest score wins; ties share the place.
//
// Decisions taken in rules/wrong-suit.md: before a round resolves only *that* a seat has
// given is public; afterwards who gave to whom and the stack sizes are; giver and receiver
// know a card (the giver alone for a gift to oneself); cards given in the same round as a
// King still land; "lowest" is by rank; a Queen given to oneself moves one's own lowest card
// of the suit from hand to stack; a Queen transfer is known by card and suit to its giver
// and receiver, and to everyone else as "a card went from the receiver's hand to the giver's
// stack" (so they know the gift was a Queen); every Jack counts by colour; the big-suit
// bonus counts for any suit; 15 cards give minus 6 (the written sum).
// Readings where the rules file is silent, decided here (the app's rules page says the
// same):
// - the gifts of a round land in their givers' seat order, so a record may list a round's
//   gives in any order; a Queen transfer lands after them, in the Queens' seat order;
// - a King moved by a Queen shuts its suit at once, so it also blocks a later Queen of the
//   same round naming that suit;
// - a Queen that moves nothing (no such card, or the giver's King) tells its giver and
//   receiver why, nobody else anything; its giver learns that the receiver's hand holds no
//   card of that suit (below the moved card's rank, when one moved);
// - `oddFaceUp` applies to every card landing in a stack, gifts to oneself and Queen
//   transfers included;
// - after the last round every stack is turned face up for the count (the score needs it);
// - `round` counts from 1 and keeps the last round's number once the game is over (0 for a
//   deal with no cards at all); `aces` is the number of Aces still face down; the state
//   for everyone (felt-cli without --as) adds `gives`, every seat's gift of the running
//   round, and has `myGive` null (it belongs to one seat's view);
// - a deal spelled out in a record may give hands of any length up to 12 (the Aces apart).
#pragma once

#include "core/advice.h"

#include "core/botlevel.h"
#include "core/card.h"
#include "core/cardset.h"
#include "core/event.h"
#include "core/expected.h"
#include "core/options.h"
#include "core/reason.h"
#include "core/rng.h"
#include "core/seats.h"
#include "core/staticvec.h"
#include "core/value.h"
#include "core/viewer.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace felt::wrongsuit {

inline constexpr std::string_view kGameId = "wrong-suit";
inline constexpr int kPlayers = 4;
inline constexpr int kHandSize = 12;
inline constexpr int kCards = 48;          // 2-K of one deck
inline constexpr int kMaxStack = kCards;   // a stack may in principle receive every card

// Wrong Suit's own refusal codes (core/reason.h has the shared ones).
namespace why {
inline constexpr Reason AlreadyGave = gameReason(0);     // a second gift in the same round
inline constexpr Reason SuitShut = gameReason(1);        // the receiver shows the King of the card's suit
inline constexpr Reason QueenNeedsSuit = gameReason(2);  // a Queen given without naming a suit
inline constexpr Reason SuitNotQueen = gameReason(3);    // a suit named for a card that is not a Queen
inline constexpr Reason UnknownSeat = gameReason(4);     // the receiver is not a seat at the table
inline constexpr Reason UnknownCard = gameReason(5);     // the text names no card
inline constexpr Reason UnknownSuit = gameReason(6);     // the named suit is not C, D, H or S
inline constexpr Reason HandEmpty = gameReason(7);       // the seat has no card left and sits the round out
} // namespace why
std::string_view reasonId(Reason reason);   // "suit-shut"; empty for a code that is not Wrong Suit's

// What happened (core/event.h). Fields per kind, and who sees what:
enum class Ev : std::uint8_t {
    Gave,         // seat = the giver. Everyone else (Audience::allBut(giver)) learns only that;
                  // the giver's own event (Audience::only(giver)) adds target = receiver,
                  // cards = {card}, index = the named suit (0 C, 1 D, 2 H, 3 S) or -1.
    Landed,       // a gift lands: seat = giver, target = receiver (the stack's owner), index =
                  // its position in that stack, count = 1 when it lands face up (a King,
                  // an odd card with oddFaceUp). Face down: giver and receiver get the card
                  // (Audience::only), everyone else the same event without it; face up: one
                  // event with the card for everyone.
    Shut,         // a King shut its suit: seat = the stack's owner, index = the suit,
                  // cards = {the King}. Everyone.
    Transferred,  // a Queen's transfer: seat = the Queen's giver (the card lands in their
                  // stack), target = the Queen's receiver (it leaves their hand), index = its
                  // position in the giver's stack, count = 1 when it lands face up. The two
                  // of them get cards = {moved card, the Queen}; everyone else the same event
                  // with no cards (with the moved card alone when it lands face up).
    QueenIdle,    // a Queen moved nothing: seat = its giver, target = its receiver, index =
                  // the named suit, count = 0 (the receiver held no card of it) or 1 (the
                  // giver shows that suit's King), cards = {the Queen}. Only those two.
    Revealed,     // a face-down stack card turns face up (after round `revealAfterRound`, and
                  // every stack at the end): seat = the stack's owner, index = its position,
                  // cards = {card}. Everyone.
    RoundOver,    // count = the round that has just resolved. Everyone.
    AceTurned,    // cards = {the Ace}, index = its suit: the Wrong Suit. Everyone.
    Scored,       // seat, count = its score, index = its place (0 best; ties share). Everyone.
    GameOver,     // Everyone.
};
std::string_view eventId(std::uint8_t kind);   // "transferred"

struct Options {
    int revealAfterRound = 0;   // 0: off; else every stack card turns face up after that round
    bool oddFaceUp = false;     // received 3s, 5s, 7s and 9s land face up

    bool operator==(const Options &) const = default;
};

Expected<Options, SetupError> optionsFromValue(const Value &value);
Value optionsToValue(const Options &options);   // only keys that differ from the defaults
OptionSpecs optionSpecs();                      // every option, as the rules file lists them

// The 48 cards in their unshuffled order: suits C D H S, ranks 2..K within each.
StaticVec<Card, kCards> fullDeck();
// The four Aces in their unshuffled order: C D H S.
std::array<Card, 4> fullAces();

// A card's value: 2-10 as printed, J 10, Q 10, K 20.
constexpr int cardValue(int rank) { return rank >= kJack ? (rank == kKing ? 20 : 10) : rank; }
constexpr bool isRed(Suit s) { return s == Suit::Diamonds || s == Suit::Hearts; }
// Whether a card landing in a stack lands face up (a King; an odd card with oddFaceUp).
constexpr bool landsFaceUp(Card c, const Options &o)
{
    const int r = c.rank();
    return r == kKing || (o.oddFaceUp && (r == 3 || r == 5 || r == 7 || r == 9));
}

struct Action {
    Card card;
    std::int8_t target = -1;    // the receiver's seat
    Suit suit = Suit::None;     // a Queen's named suit; None for every other card

    static Action give(Card card, int target, Suit suit = Suit::None)
    {
        Action a;
        a.card = card;
        a.target = static_cast<std::int8_t>(target);
        a.suit = suit;
        return a;
    }
    bool operator==(const Action &) const = default;
};

using ActionList = std::vector<Action>;   // reused by callers: no allocation once warm

// "give 7H 2", "give QH 2 S".
std::string actionText(const Action &action);
// nullopt when the text is not a well-formed Wrong Suit action; `why` says why
// (UnknownAction, Malformed, why::UnknownCard, why::UnknownSeat, why::UnknownSuit).
std::optional<Action> parseAction(std::string_view text, Reason *why = nullptr);

// One card in a stack.
struct Slot {
    static constexpr std::uint8_t kFaceUp = 1;   // everyone sees it
    static constexpr std::uint8_t kQueen = 2;    // a Queen gift whose transfer everyone saw
    static constexpr std::uint8_t kMoved = 4;    // it came by a Queen's transfer

    Card card;                 // in a View: invalid when the viewer does not know it
    std::int8_t from = -1;     // the seat whose hand it left (the giver, or a Queen's receiver)
    std::uint8_t flags = 0;
    std::uint8_t seq = 0;      // when it left that hand (State::clock())

    bool faceUp() const { return flags & kFaceUp; }
    bool queen() const { return flags & kQueen; }
    bool moved() const { return flags & kMoved; }
    bool operator==(const Slot &) const = default;
};
using Stack = StaticVec<Slot, kMaxStack>;

// What a Queen taught its giver about the receiver's hand: from clock `seq` on, that hand
// holds no card of `suit` below rank `minRank` (kAce: none of the suit at all).
struct Bound {
    std::int8_t knower = -1;
    std::int8_t target = -1;
    Suit suit = Suit::None;
    std::uint8_t minRank = 0;
    std::uint8_t seq = 0;
    bool operator==(const Bound &) const = default;
};
using Bounds = StaticVec<Bound, 4>;   // one per Queen at most

// A seat's gift of the running round, until the round resolves.
struct Pending {
    Card card;
    std::int8_t target = -1;
    Suit suit = Suit::None;
    bool operator==(const Pending &) const = default;
};

// Everything one seat may see. Hidden cards are absent (invalid) in the stacks; other
// hands are counts; of the others' gifts of the running round only that they were given.
struct View {
    Seat seat = 0;
    Options options;
    int round = 0;
    bool over = false;
    std::uint8_t clock = 0;
    SeatSet given;
    CardSet hand;                                  // this seat's hand
    std::array<std::uint8_t, kPlayers> handCount {};
    std::array<Stack, kPlayers> stacks {};         // landing order; hidden cards invalid
    std::optional<Action> myGive;                  // this seat's gift of the running round
    Bounds bounds;                                 // what this seat's own Queens taught it
    bool revealed = false;                         // State::revealed()
    int acesDown = 4;
    Suit wrongSuit = Suit::None;                   // once the game is over

    bool operator==(const View &) const = default;
};

class State {
public:
    // A seeded deal: Rng(seed) shuffles the four Aces (fullAces()) first, then the 48
    // cards (fullDeck()), which are dealt one at a time from seat 0, 12 each.
    static State deal(const Options &options, int players, std::uint64_t seed);
    // A deal spelled out as in a record: {"hand": [[cards] x 4], "aces": [4 Aces]}; hands
    // may be shorter than 12 (and of different lengths).
    static Expected<State, SetupError> fromDeal(const Options &options, int players, const Value &deal);
    // A full state consistent with everything `view` shows: hidden cards placed where the
    // seat cannot see (respecting what it knows: publicly known Queens, its Queens' lessons),
    // the others' gifts of the running round chosen at random among their legal gifts, the
    // Aces in their unshuffled order (nothing shows them before the end).
    static State sampleFromView(const View &view, Rng &rng);
    // The same, with `chooser(state, seat, legal, rng) -> Action` deciding the others'
    // gifts of the running round (in seat order) instead of chance.
    template <class Chooser>
    static State sampleFromView(const View &view, Rng &rng, Chooser &&chooser);

    int players() const { return kPlayers; }
    const Options &options() const { return m_options; }
    int round() const { return m_round; }
    SeatSet given() const { return m_given; }
    std::uint8_t clock() const { return m_clock; }

    SeatSet actors() const;
    // Fills `out` with every legal action of `seat` (cleared first; none if it may not act):
    // per hand card in code order, per receiver 0-3, a Queen once per suit C D H S.
    void legalActions(Seat seat, ActionList &out) const;
    Reason check(Seat seat, const Action &action) const;
    // Applies an action that check() accepts; events are appended when `events` is given.
    void apply(Seat seat, const Action &action, EventList *events = nullptr);

    bool isOver() const { return m_over; }
    View view(Seat seat) const;
    State sampleHidden(Seat seat, Rng &rng) const { return sampleFromView(view(seat), rng); }

    // Rules-file shapes for felt-cli.
    Value stateValue(Viewer viewer) const;
    // The same object as JSON text after `out`, without the tree (core/jsontext.h); both
    // are written by stateOf.
    void appendState(std::string &out, Viewer viewer) const;
    template<class V> V stateOf(Viewer viewer) const;
    Value resultValue() const;
    // For the table: {"shut": [[suits a King shuts] per seat], "revealed": whether the
    // stacks have been turned face up (revealAfterRound or the end), "rounds": how many
    // rounds the game has if no Queen takes another card (the last round's number once it is
    // over), "wrongSuit": the turned Ace's suit once the game is over, else null}.
    Value tableInfo() const;

    // The Wrong Suit (once the game is over) and the scores and places under it.
    Suit wrongSuit() const { return m_over ? m_aces[0].suit() : Suit::None; }
    std::array<int, kPlayers> scores() const;
    std::array<int, kPlayers> places() const;

    // Public accessors for tests, bots and the app.
    const CardSet &hand(Seat s) const { return m_hand[s]; }
    const Stack &stack(Seat s) const { return m_stack[s]; }
    const Pending &pending(Seat s) const { return m_pending[s]; }
    const Bounds &bounds() const { return m_bounds; }
    const std::array<Card, 4> &aces() const { return m_aces; }
    // Suits a face-up King shuts for seat s (bit per suit).
    std::uint8_t shut(Seat s) const { return m_shut[s]; }
    bool revealed() const { return m_revealed; }
    // Every card: hands, pending gifts, stacks and the Aces (for conservation checks).
    StaticVec<Card, kCards + 4> allCards() const;

    bool operator==(const State &) const = default;

private:
    // sampleFromView's first half: the hidden cards placed, nobody's gift of the running
    // round made yet (those cards back in their givers' hands).
    static State fillHidden(const View &view, Rng &rng);
    bool roundComplete() const;
    void resolve(EventList *events);
    void land(Seat owner, Card card, Seat from, std::uint8_t flags, EventList *events, bool moved);
    void resolveQueen(Seat giver, EventList *events);
    void revealAll(EventList *events);
    void finish(EventList *events);

    Options m_options;
    std::int8_t m_round = 0;
    bool m_over = false;
    bool m_revealed = false;
    std::uint8_t m_clock = 0;
    SeatSet m_given;
    std::array<CardSet, kPlayers> m_hand {};
    std::array<Pending, kPlayers> m_pending {};
    std::array<Stack, kPlayers> m_stack {};
    std::array<std::uint8_t, kPlayers> m_shut {};
    std::array<Card, 4> m_aces {};
    Bounds m_bounds;
};

// The bots: a decision from the seat's view and its legal actions only.
Action chooseAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng);
// felt-cli's oracle: the hard bot's search with the true state `s` in place of its samples.
Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng);
// The hard bot's second opinion on `played` (legal for the view's seat), for a game review.
AdviceOf<Action> adviseAction(const View &view, std::span<const Action> legal, const Action &played, Rng &rng);
// Why `advised` is wise: the reason codes of wrongsuit_why.h as {"code", "seat", "rank",
// "suit" or "value"}.
Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised);

} // namespace felt::wrongsuit

#include "wrongsuit_sample.h"
