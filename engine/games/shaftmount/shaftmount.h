// Shaftmount as rules/shaftmount.md plays it: calls "auto" (every player is attentive) and
// calls "manual" (a penalty happens only when another player calls it; see the end).
//
// Summary: 2-4 players, two decks (104 cards), Aces high. Hand limit H = 9/8/7 and U = 4/3/2
// starting sequences per player (2/3/4 players). A seeded deal gives H hand cards each, one at
// a time from seat 0, then U rounds of face-up cards, each the base of a *sequence* S.I (owner
// S, index I). The rest is the deck. A turn: draw while the hand holds fewer than H (before
// and after the play, one card per action), exactly one play, then `end`. A normal play puts a
// hand card on any sequence whose top has the same suit and a lower rank; a player with a
// normal play must make one (or use the 3 or 4 rule); without one, `no-play`: hand shown and
// discarded, deck and discard shuffled together, one penalty, a fresh hand of H. *Closing
// cards* (per suit: the Ace while fewer than two closing sequences of the suit exist, and the
// rank below each closing sequence's top) close a sequence when on its top: the card goes to
// the closing area, the sequence's cards but the bottom are discarded, the owner takes a
// penalty and keeps the bottom or redraws it. Closings chain (domino) until none is exposed.
// Ten penalties and a player is out; the last player in wins, or, when deck and discard are
// both empty, the fewest penalties (ties share). Advanced rules (all on by default): 2 rule
// (close any sequence of the 2's suit when you have no normal play; hand shown), 3 rule (a
// new sequence of your own), 4 rule (slide a 4 under a sequence of its suit), 5 rule (the
// owner of a 2-rule target defends with a 5 while the player holds fewer than H), 6 rule
// (any other player blocks a 4-rule play with a 6).
//
// Decisions of rules/shaftmount.md implemented here (calls "auto"; "manual" below): draws only
// on one's own turn, one per action, the hand limit enforced; `no-play` checked by the engine (no
// false claims); shown cards stay public while they remain in the hand (each card leaving
// forgets one shown copy); the table never rests with a closing card on top (closings happen by
// themselves); a closing card that was its sequence's only card leaves the sequence empty, which
// is dealt a new card at once without keep/redraw; the controller chooses only where not every
// exposed sequence can close, the engine orders the rest (seat order from the controller, then
// index); control passes clockwise when every candidate is the controller's own or the
// controller is out; opening closing cards move for free right after the deal (seat, then index)
// and their owners get replacements; the deck is refilled from the discard pile the moment it
// empties (the game ends when both are empty); 5- and 6-rule windows open for every eligible
// seat, holder of a 5/6 or not, one seat at a time (6 rule: clockwise from the player).
//
// Project readings where the rules file is silent (also in the app's rules page):
//   - a choice (`close S.I`) offers every exposed sequence that shows a card with fewer
//     slots than sequences showing it, all such cards together;
//   - the reshuffle generator: a seeded deal shuffles the full deck (per deck suits C D H S,
//     ranks 2..A) with Rng(seed) and keeps drawing from it; with an explicit `deal` the
//     generator is Rng(seed) itself. A reshuffle lists the cards it shuffles in card-code
//     order (rank, then suit) and shuffles that list; its first card is the deck's top;
//   - during a 5-rule window the 2 stays in the player's hand (shown); during a 6-rule
//     window the 4 stays in the player's hand, shown, until it slides or is blocked;
//   - the 2 of a defended 2-rule play that must give way to a normal play stays in the hand;
//     the shown hand after the defence's draw is the whole hand;
//   - `closingCards` lists each card that closes now once, by suit (C D H S), high to low; a
//     hand another seat may not see lists its shown cards first, then "??" for the rest;
//     `turn` is null once the game is over;
//   - a turn whose player is eliminated ends once the domino in progress has finished (until
//     then `turn` still names that player);
//   - an explicit deal whose deck is empty is a game over at once (deck and discard empty).
//
// Calls "manual" (rules/shaftmount.md, Manual calls): a closing card on top of a sequence stays
// there, *exposed*, until a player other than its owner taps it (`tap S.I`, at any moment at which
// no answer is pending, on one's turn or not), until a normal play covers it, or until it stops
// being a closing card; a tap runs the closing as above (Closed names the tapper as its target)
// and is never the turn's play. There is no domino and no control: each exposed card is tapped by
// itself. `no-play` and the 2 rule are legal whether or not the hand holds a normal play: the hand
// is shown and a *challenge round* asks every other player still in, clockwise from the claimer
// (pending "challenge"), to `challenge C S.I` (C a card of the claimer's hand, not a blocked 4, S.I
// a sequence on which `play C S.I` is a normal play) or `pass`. Unchallenged, the claim goes on as
// in the default mode; challenged, the claimer takes a point and the table makes the named play,
// closing at once where C closes (on the claimer's own sequence one more point: three in all), and
// the turn ends once that closing (keep/redraw included) is resolved. After a 5-rule defence the
// attacker may repeat the same `two` (a claim again, no second 5-rule window) or play normally;
// should that `two` no longer be possible (its target tapped and changed suit or gone), the turn
// goes on as before a play. `draw` is legal while the hand holds fewer than H + 3; a draw that takes
// the hand above H starts an *excess*, which any other player may `count S` (a point; S may not
// draw again until the hand holds fewer than H or is discarded in a no-play).
// `actors()` then holds the seat on turn plus every seat with a legal tap or count; `mustAct()`
// only the seat on turn (or the seat that owes an answer): the others may act but need not.
#pragma once

#include "core/advice.h"

#include "core/botlevel.h"
#include "core/card.h"
#include "core/cardset.h"
#include "core/event.h"
#include "core/expected.h"
#include "core/move.h"
#include "core/options.h"
#include "core/reason.h"
#include "core/rng.h"
#include "core/seats.h"
#include "core/staticvec.h"
#include "core/value.h"
#include "core/viewer.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace felt::shaftmount {

inline constexpr std::string_view kGameId = "shaftmount";
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kDeckSize = 104;
inline constexpr int kOutAt = 10;                // penalty points that put a player out
inline constexpr int kMaxSequences = 28;         // live sequences at once (U per seat + 3-rule ones)
inline constexpr int kMaxSequenceCards = 16;     // slid 4s + a base + rising cards
inline constexpr int kMaxClosing = 8;            // one closing sequence per Ace

// Hand limit H and starting sequences U for a player count.
constexpr int handLimit(int players) { return players == 2 ? 9 : players == 3 ? 8 : 7; }
constexpr int startSequences(int players) { return players == 2 ? 4 : players == 3 ? 3 : 2; }

// Shaftmount's own refusal codes (core/reason.h has the shared ones).
namespace why {
inline constexpr Reason HandFull = gameReason(0);          // draw: the hand already holds H cards
inline constexpr Reason AlreadyPlayed = gameReason(1);     // a second play in one turn
inline constexpr Reason NotPlayedYet = gameReason(2);      // end before the play
inline constexpr Reason NoSuchSequence = gameReason(3);    // S.I is not on the table
inline constexpr Reason WrongSuit = gameReason(4);         // the card's suit is not the sequence's
inline constexpr Reason TooLow = gameReason(5);            // the card does not beat the sequence's top
inline constexpr Reason HasNormalPlay = gameReason(6);     // no-play or the 2 rule while a normal play exists
inline constexpr Reason NotATwo = gameReason(7);           // the 2 rule needs a 2
inline constexpr Reason NotAThree = gameReason(8);         // the 3 rule needs a 3
inline constexpr Reason NotAFour = gameReason(9);          // the 4 rule needs a 4
inline constexpr Reason NotAFive = gameReason(10);         // a defence needs a 5
inline constexpr Reason NotASix = gameReason(11);          // a block needs a 6
inline constexpr Reason RuleOff = gameReason(12);          // that advanced rule is not in play
inline constexpr Reason MustPlayNormally = gameReason(13); // after a 5-rule defence: a normal play only
inline constexpr Reason FourBlocked = gameReason(14);      // that 4 was blocked this turn
inline constexpr Reason NoQuestion = gameReason(15);       // an answer nobody asked for
inline constexpr Reason MustAnswer = gameReason(16);       // the seat owes an answer first
inline constexpr Reason NotAChoice = gameReason(17);       // close: not among the sequences that may close
// calls "manual" only (with calls "auto" tap, challenge and count are unknown actions):
inline constexpr Reason NotExposed = gameReason(18);       // tap: the sequence's top is not a closing card now
inline constexpr Reason OwnSequence = gameReason(19);      // tap: one's own sequence
inline constexpr Reason NotOverLimit = gameReason(20);     // count: that seat does not hold more than H cards
inline constexpr Reason AlreadyCounted = gameReason(21);   // count: counted since the hand last went over H
inline constexpr Reason OwnHand = gameReason(22);          // count: one's own hand
inline constexpr Reason OverLimit = gameReason(23);        // draw: counted, barred until the hand holds fewer than H
} // namespace why
std::string_view reasonId(Reason reason);   // "too-low"; empty for a code that is not Shaftmount's

// What happened (core/event.h). Every event is public (Audience::everyone) but Drew, which
// comes as a pair. Fields per kind ("S.I": seat = S or target = S as said, index = I):
enum class Ev : std::uint8_t {
    Turn,            // seat: whose turn begins
    Drew,            // seat, count = cards drawn from the deck into the hand; the drawer's own
                     // event (Audience::only) names them in cards, the others' (allBut) does not
    Played,          // seat, cards {C}, target S, index I: a normal play of C onto S.I
    TwoPlayed,       // seat, cards {the 2}, target S, index I: a 2-rule play on S.I (a Shown of
                     // the hand comes first); count 1 when S is asked to defend (the 2 stays in
                     // the hand until Passed/Defended), 0 when the closing follows at once
    ThreeStarted,    // seat, cards {the 3}, index I: the 3 starts the new sequence seat.I
    FourTried,       // seat, cards {the 4}, target S, index I: a 4-rule play under S.I; count 1
                     // when the others are asked to block (the 4 stays in the hand, shown)
    Slid,            // seat, cards {the 4}, target S, index I: the 4 is now S.I's bottom card
    Shown,           // seat, cards = the whole hand, shown to everyone (it stays public)
    Defended,        // seat = defender, target = the 2's player, cards {the 5, the 2}: the 5 goes
                     // face up to the discard pile; the player draws to H and shows the hand
    Blocked,         // seat = blocker, target = the 4's player, cards {the 6, the 4}: the 6 goes
                     // face up to the discard pile, the 4 back to the hand, shown and blocked
    Passed,          // seat: declined to answer; count 0 a block, 1 a defence
    Closed,          // seat S, index I, cards {the closing card}, target = the seat in control
                     // (-1 in the opening, where closings are free); count = the closing
                     // sequence it joined (0 = oldest; a new one for an Ace) or -1 when it (the
                     // 2 of the 2 rule, from the player's hand) went to the discard pile
    Discarded,       // seat S, index I, cards: the cards that went from S.I to the discard pile
    SequenceRemoved, // seat S, index I: S.I is gone (a closed 3-rule sequence, an elimination)
    Penalty,         // seat, count = the seat's penalty total now
    Kept,            // seat S, index I, cards {the bottom card}: kept as the card to beat
    Redrew,          // seat S, index I, cards {the bottom card}: discarded; Dealt follows
    Dealt,           // seat S, index I, cards {card}: dealt face up from the deck onto S.I
    NoPlay,          // seat, cards = the hand, shown and discarded; Reshuffled, Penalty and
                     // (unless eliminated) Drew follow
    Reshuffled,      // count = the new deck's size; index 0: the discard pile became the deck,
                     // 1: deck and discard pile were shuffled together (no-play)
    ControlPassed,   // seat = the player in control of the domino from now on
    Eliminated,      // seat, count = hand cards discarded face down (not shown); their
                     // sequences follow as Discarded + SequenceRemoved
    GameOver,        // seat = the sole winner or -1; count 1 when deck and discard ran out
    // Calls "manual" only. A tap is a Closed whose target is the tapper; a challenge round's
    // pass is Passed with count 2.
    Claimed,         // seat = the claimer (its Shown comes first), count 0 no-play, 1 the 2 rule
                     // (cards {the 2}, target S, index I: the sequence it would close): the
                     // challenge round opens; once unchallenged the claim goes on (NoPlay, or
                     // TwoPlayed and its closing)
    Challenged,      // seat = the challenger, target = the claimer, cards {C}: a Penalty of the
                     // claimer follows, then (unless it put them out) the named play as Played
                     // and, where C closes, its closing
    Counted,         // seat = the caller, target = the counted seat, count = that hand's size: a
                     // Penalty of the counted seat follows
};
std::string_view eventId(std::uint8_t kind);   // "drew"

struct Options {
    bool twoRule = true;
    bool threeRule = true;
    bool fourRule = true;
    bool fiveRule = true;
    bool sixRule = true;
    bool manualCalls = false;   // `calls`: "auto" (false) or "manual" (true)

    bool operator==(const Options &) const = default;
};

Expected<Options, SetupError> optionsFromValue(const Value &value);
Value optionsToValue(const Options &options);   // only keys that differ from the defaults
OptionSpecs optionSpecs();                      // every option, as the rules file lists them

// The two decks in their unshuffled order: per deck, suits C D H S, ranks 2..A.
StaticVec<Card, kDeckSize> fullDeck();

struct Action {
    enum class Kind : std::uint8_t {
        Draw, Play, Two, Three, Four, NoPlay, End, Keep, Redraw, Close, Defend, Block, Pass,
        Tap, Challenge, Count   // calls "manual" only
    };
    Kind kind = Kind::End;
    Card card;                 // Play, Two, Three, Four, Defend, Block, Challenge
    std::int8_t owner = -1;    // Play, Two, Four, Close, Tap, Challenge: the sequence S.I; Count: the seat S
    std::int16_t index = -1;

    static Action simple(Kind k) { Action a; a.kind = k; return a; }
    static Action withCard(Kind k, Card c) { Action a = simple(k); a.card = c; return a; }
    static Action onSequence(Kind k, Card c, int owner, int index)
    {
        Action a = withCard(k, c);
        a.owner = static_cast<std::int8_t>(owner);
        a.index = static_cast<std::int16_t>(index);
        return a;
    }
    static Action count(int seat)
    {
        Action a = simple(Kind::Count);
        a.owner = static_cast<std::int8_t>(seat);
        return a;
    }
    bool operator==(const Action &) const = default;
};
using ActionList = std::vector<Action>;

// "draw", "play 7H 0.1", "two 2H 1.0", "three 3S", "four 4D 2.1", "no-play", "end", "keep",
// "redraw", "close 1.2", "defend 5C", "block 6D", "pass", "tap 1.2", "challenge 9H 0.1", "count 2".
std::string actionText(const Action &action);
std::optional<Action> parseAction(std::string_view text, Reason *why = nullptr);
std::string sequenceName(int owner, int index);   // "1.2"

struct Sequence {
    std::int8_t owner = -1;
    bool three = false;                          // started by the 3 rule
    std::int16_t index = 0;
    StaticVec<Card, kMaxSequenceCards> cards;    // bottom first; never empty at rest

    Card top() const { return cards.back(); }
    Suit suit() const { return cards.front().suit(); }
    bool operator==(const Sequence &) const = default;
};
using Sequences = StaticVec<Sequence, kMaxSequences>;   // by owner, then index

// A closing sequence: the cards of `suit` from the Ace down to `top`.
struct ClosingSeq {
    Suit suit = Suit::None;
    std::int8_t top = kAce;
    bool operator==(const ClosingSeq &) const = default;
};
using ClosingArea = StaticVec<ClosingSeq, kMaxClosing>;   // oldest first

// The closing area's rules, shared by the state, its views and the bots.
bool isClosingCard(const ClosingArea &area, Card card);
int closingSlots(const ClosingArea &area, Card card);   // how many closing sequences `card` may join
// The closing sequence a closing card joins: its position, or the new one's (area.size()) for an Ace
// that starts one.
int closingTarget(const ClosingArea &area, Card card);
void addToClosing(ClosingArea &area, Card card);        // `card` must be a closing card
// Every card that closes now, as CardSet bits (one bit per card, whatever its copies).
std::uint64_t closingMask(const ClosingArea &area);

// Who must answer what before play goes on.
struct Pending {
    enum class Kind : std::uint8_t { None, Keep, Close, Defend, Block, Challenge };
    Kind kind = Kind::None;
    std::int8_t seat = -1;       // who answers (Challenge: the seat asked now; the claimer is Claim::seat)
    std::int8_t owner = -1;      // the sequence it is about (Keep; Defend and Block: the target)
    std::int16_t index = -1;
    Card card;                   // Defend: the 2; Block: the 4
    bool operator==(const Pending &) const = default;
};

// A claim that the hand holds no normal play (calls "manual"), while its challenge round is open;
// also, with `again`, the 2-rule claim a 5-rule defence lets its attacker repeat.
struct Claim {
    enum class Kind : std::uint8_t { None, NoPlay, Two };
    Kind kind = Kind::None;
    std::int8_t seat = -1;       // the claimer
    Card card;                   // Two: the 2
    std::int8_t owner = -1;      // Two: the sequence S.I it would close
    std::int16_t index = -1;
    bool again = false;          // Two: repeated after a 5-rule defence (no second 5-rule window)
    bool operator==(const Claim &) const = default;
};

// Everything one seat may see (or, with seat -1, what everyone sees). Hidden are the other
// hands but their shown cards, the deck's order and content, the discard pile's cards that
// went there unseen (eliminated hands), and the generator.
struct View {
    Seat seat = -1;
    int players = 0;
    Options options;
    Seat turn = -1;
    bool played = false;
    bool mustNormal = false;
    bool over = false;
    bool endedByDeck = false;
    std::array<std::int8_t, kMaxPlayers> penalties {};
    SeatSet in;
    StaticVec<std::int8_t, kMaxPlayers> out;          // in the order they went out
    CardSet hand;                                     // the seat's own hand
    std::array<std::uint8_t, kMaxPlayers> handCount {};
    std::array<CardSet, kMaxPlayers> shown {};        // public cards in each hand
    CardSet blocked;
    Sequences sequences;
    std::array<std::int16_t, kMaxPlayers> nextIndex {};
    ClosingArea closing;
    int deckCount = 0;
    int discardCount = 0;
    CardSet discardSeen;                              // the discard pile's cards everyone saw go there
    std::int8_t control = -1;
    Pending pending;
    // Calls "manual" (all public): the open claim, the defended 2-rule claim that may be
    // repeated, the hands over H not counted since they went over, the seats barred from drawing,
    // and whether the turn ends once the pending answer is given (a caught claimer's).
    Claim claim;
    Claim again;
    SeatSet excess;
    SeatSet barred;
    bool endAfter = false;
};

class State {
public:
    // A seeded deal (see the summary), then the opening closing cards.
    static State deal(const Options &options, int players, std::uint64_t seed);
    // A deal spelled out as in a record: {"hand", "sequences", "deck"}; `seed` seeds the
    // reshuffles. The opening closing cards follow.
    static Expected<State, SetupError> fromDeal(const Options &options, int players, const Value &deal,
                                                std::uint64_t seed = 0);
    // A full state consistent with everything `view` shows (for search bots); its hidden cards
    // and its generator come from `rng`.
    static State sampleFromView(const View &view, Rng &rng);

    int players() const { return m_players; }
    const Options &options() const { return m_options; }
    int handLimit() const { return shaftmount::handLimit(m_players); }

    // Every seat that may act now; with calls "manual" the seat on turn plus every seat with a
    // legal tap or count (none while an answer is pending).
    SeatSet actors() const
    {
        if (m_over)
            return {};
        if (m_pending.kind != Pending::Kind::None)
            return SeatSet::single(m_pending.seat);
        if (!m_options.manualCalls)
            return SeatSet::single(m_turn);
        return SeatSet::fromMask(static_cast<std::uint16_t>(SeatSet::single(m_turn).mask() | callers().mask()));
    }
    // The seats the game waits for (core/anygame.h): the seat that owes an answer, else the seat
    // on turn; the others in actors() may act but need not.
    SeatSet mustAct() const
    {
        if (m_over)
            return {};
        return SeatSet::single(m_pending.kind != Pending::Kind::None ? m_pending.seat : m_turn);
    }
    void legalActions(Seat seat, ActionList &out) const;
    // A legal action of `seat` chosen uniformly at random (the same choice as
    // legal[rng.below(legal.size())] on legalActions()'s list).
    Action randomAction(Seat seat, Rng &rng, ActionList &scratch) const;
    Reason check(Seat seat, const Action &action) const;
    void apply(Seat seat, const Action &action, EventList *events = nullptr);

    bool isOver() const { return m_over; }
    View view(Seat seat) const;   // seat -1: the public view
    State sampleHidden(Seat seat, Rng &rng) const { return sampleFromView(view(seat), rng); }

    Value stateValue(Viewer viewer) const;
    // The same object as JSON text after `out`, without the tree (core/jsontext.h); both
    // are written by stateOf.
    void appendState(std::string &out, Viewer viewer) const;
    template<class V> V stateOf(Viewer viewer) const;
    Value resultValue() const;
    // Per seat, 0 best: players still in by penalties (ties share: 0, 0, 2), then the
    // eliminated, the last one out first.
    std::vector<int> places() const;
    std::vector<int> winners() const;   // empty while the game runs

    // Accessors for tests, bots and the app.
    Seat turn() const { return m_turn; }
    bool played() const { return m_played; }
    bool mustNormal() const { return m_mustNormal; }
    int penalties(Seat s) const { return m_penalties[s]; }
    SeatSet in() const { return m_in; }
    std::span<const std::int8_t> outOrder() const { return m_out.span(); }
    const CardSet &hand(Seat s) const { return m_hand[s]; }
    const CardSet &shown(Seat s) const { return m_shown[s]; }
    const CardSet &blocked() const { return m_blocked; }
    const Sequences &sequences() const { return m_seqs; }
    const Sequence *findSequence(int owner, int index) const;
    const ClosingArea &closing() const { return m_closing; }
    int deckCount() const { return static_cast<int>(m_deck.size()); }
    int discardCount() const { return m_discard.size(); }
    const CardSet &discard() const { return m_discard; }
    // The card lying face up on top of the discard pile (a 5 that defended, a 6 that
    // blocked), or none when the top card lies face down.
    Card discardUp() const { return m_discardUp; }
    Seat control() const { return m_control; }
    const Pending &pending() const { return m_pending; }
    bool endedByDeck() const { return m_endedByDeck; }
    // The sequences a `close` may name now (empty unless a choice is pending).
    StaticVec<std::int16_t, kMaxSequences> closeChoices() const;
    // Calls "manual": the open claim (kind None when no challenge round is open), the 2-rule
    // claim a defence lets the player repeat, the hands over H not counted yet, the seats barred
    // from drawing, and the most cards `draw` may lead to (H, or H + 3 with manual calls).
    const Claim &claim() const { return m_claim; }
    const Claim &again() const { return m_again; }
    SeatSet excess() const { return m_excess; }
    SeatSet barred() const { return m_barred; }
    bool endAfter() const { return m_endAfter; }
    int drawLimit() const { return handLimit() + (m_options.manualCalls ? 3 : 0); }
    // Whether the top of the sequence at `pos` is a closing card now (manual: an exposed card).
    bool exposedAt(std::size_t pos) const { return isClosingCard(m_closing, m_seqs[pos].top()); }
    // Whether `seat` has a normal play (blocked 4s do not count).
    bool hasNormalPlay(Seat seat) const;
    // Every card in the game: hands, sequences, closing area, deck, discard pile.
    StaticVec<Card, kDeckSize> allCards() const;

    bool operator==(const State &) const = default;

private:
    int findPos(int owner, int index) const;   // position in m_seqs, or -1
    CardSet playable(Seat seat) const;          // the hand without its blocked 4s
    Reason checkTurn(Seat seat, const Action &a) const;
    Reason checkAnswer(Seat seat, const Action &a) const;
    Reason checkOnSequence(const Action &a, int rank) const;
    Reason checkCall(Seat seat, const Action &a) const;
    // Manual calls: after a defence, whether the turn is still limited to the same 2-rule claim
    // and normal plays (false once that claim is no longer possible).
    bool restricted() const;
    bool againPossible() const;
    void addCalls(Seat seat, ActionList &out) const;   // the seat's taps and counts
    SeatSet callers() const;                           // seats with a legal tap or count

    // shaftmount.cpp
    void applyTurn(Seat seat, const Action &a, EventList *events);
    void applyAnswer(Seat seat, const Action &a, EventList *events);
    void applyNoPlay(Seat seat, EventList *events);
    template <bool manual>
    void turnActions(Seat seat, ActionList &out) const;
    // Removes one copy, forgetting a shown copy (observers cannot tell two copies apart).
    void leaveHand(Seat seat, Card c)
    {
        m_hand[seat].remove(c);
        m_shown[seat].remove(c);
        if (m_options.manualCalls) [[unlikely]]
            afterHandLeft(seat);
    }
    void showHand(Seat seat, EventList *events);
    void askNextBlocker(Seat after, EventList *events);
    void openClaim(Seat seat, const Action &a, EventList *events);
    void askNextChallenger(Seat after, EventList *events);
    void claimStands(EventList *events);
    void challenge(Seat seat, const Action &a, EventList *events);
    void afterHandLeft(Seat seat);   // manual: an excess ends at H, a bar below H

    // shaftmount_closing.cpp
    void openingClosings(EventList *events);
    void startDomino(Seat controller, EventList *events);
    void continueDomino(EventList *events);
    void settle(EventList *events);   // once nothing is pending: a turn whose player is out (or caught) ends
    // A closing by `by` (the seat in control, the tapper, the challenger); `extra` penalty points
    // for the owner beyond the closing's own (a caught claimer's own sequence).
    void closeSequence(int pos, bool byTwo, Card two, Seat by, EventList *events, int extra = 0);
    void twoClosing(Seat seat, Card two, int owner, int index, EventList *events);
    void answerKeep(bool keep, EventList *events);
    void addPenalty(Seat seat, EventList *events);
    void eliminate(Seat seat, EventList *events);
    void endGame(bool byDeck, EventList *events);
    void advanceTurn(EventList *events);
    Seat nextIn(Seat after) const;

    // shaftmount_deck.cpp
    Card takeFromDeck();
    void afterTake(EventList *events);          // refills an empty deck or ends the game
    void drawCards(Seat seat, int n, EventList *events);
    void dealOnto(int pos, EventList *events);  // the deck's top face up onto m_seqs[pos]
    void reshuffle(bool withDeck, EventList *events);
    void discardCard(Card c, bool seen);

    Options m_options;
    std::int8_t m_players = 0;
    std::int8_t m_turn = -1;
    bool m_played = false;
    bool m_mustNormal = false;
    bool m_over = false;
    bool m_endedByDeck = false;
    std::int8_t m_control = -1;
    std::array<std::int8_t, kMaxPlayers> m_penalties {};
    SeatSet m_in;
    StaticVec<std::int8_t, kMaxPlayers> m_out;
    std::array<CardSet, kMaxPlayers> m_hand {};
    std::array<CardSet, kMaxPlayers> m_shown {};
    CardSet m_blocked;
    Sequences m_seqs;
    std::array<std::int16_t, kMaxPlayers> m_nextIndex {};
    ClosingArea m_closing;
    StaticVec<Card, kDeckSize> m_deck;   // top is back()
    CardSet m_discard;
    CardSet m_discardSeen;
    Card m_discardUp;   // see discardUp()
    Pending m_pending;
    Claim m_claim;           // manual: the open claim
    Claim m_again;           // manual: the defended 2-rule claim the player may repeat
    SeatSet m_excess;        // manual: hands over H, not counted since they went over
    SeatSet m_barred;        // manual: counted seats, barred from drawing until below H
    bool m_endAfter = false; // manual: the turn ends once nothing is pending (a caught claimer)
    Rng m_rng;
};

// The bots: a decision from the seat's view and its legal actions only.
Action chooseAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng);
// felt-cli's oracle: the hard bot's search with the true state `s` in place of its samples.
Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng);
// Calls "manual", for a seat that may act but need not (its legal actions are taps and counts):
// the call it makes now, or nullopt. Each level notices each exposed card and each over-full hand
// with its own chance, one roll each time it is asked (easy 25 %, normal 60 %, hard 90 %; random
// picks uniformly among the calls and doing nothing).
std::optional<Action> reactAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng);
// The hard bot's second opinion on `played` (legal for the view's seat), for a game review.
AdviceOf<Action> adviseAction(const View &view, std::span<const Action> legal, const Action &played, Rng &rng);
// Why `advised` is wise: the reason codes of shaftmount_why.h as {"code", "seat", "limit"}.
Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised);

} // namespace felt::shaftmount
