// Shithead (Palace, Karma, Shed) as rules/shithead.md plays it.
//
// Summary: 2-5 players (6 with jokers, 8 with two decks), one deck, Aces high, suits never
// matter. Each player has 3 downcards, 3 upcards on them and 3 hand cards; the rest is the
// stock. In the setup phase every player swaps hand cards with upcards at once, then says
// `ready`. The starter is the first seat from seat 0 with an upcard of rank 3, else with a
// 3 in hand; then 4, 5, ..., K, A, 2. On a turn a player plays one card or a set of one rank
// from the hand (then the upcards, then the downcards, blind) that is at least the pile's
// effective top, or picks the pile up. 2s go on anything and anything follows them; 10s go
// on anything and burn the pile; four of a kind on top of the pile burns it; after a burn
// the same player goes again. Draw back up to 3 while the stock lasts. The last player
// holding cards is the Shithead.
//
// Decisions taken in rules/shithead.md: the starter order above (upcards before hand for
// each rank; the starter may lead anything); a set of transparent cards is transparent
// as a whole and a pile of only transparent cards behaves as empty.
// Project readings where the rules file is silent: each joker in a set reverses once (two
// reverse twice); with `skipNine`, a 9-set that burns skips nobody (the burner goes again);
// skips and the next turn count only players still in; with `decks: 2` and `jokers` there
// are still two jokers; `tensRestricted` looks at the effective top; observers cannot tell
// two copies of a card apart, so each card played from a hand forgets one known copy.
// A gap in the rules file, decided here (and stated in the app's rules page): the rules
// allow endless cycles (hand cards going round through pickups, even fully forced ones),
// so after kIdleLimit play actions in a row with no progress the game ends as a
// stalemate: the players still in go out fewest cards held first, the most cards loses.
#pragma once

#include "core/advice.h"

#include "core/botlevel.h"
#include "core/card.h"
#include "core/cardset.h"
#include "core/event.h"
#include "core/expected.h"
#include "core/reason.h"
#include "core/rng.h"
#include "core/seats.h"
#include "core/staticvec.h"
#include "core/move.h"
#include "core/options.h"
#include "core/value.h"
#include "core/viewer.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace felt::shithead {

inline constexpr std::string_view kGameId = "shithead";
inline constexpr int kMaxPlayers = 8;
inline constexpr int kMaxCards = 106;      // two decks + two jokers
inline constexpr int kRows = 3;            // downcards, upcards and the minimum hand
// A game ends as a stalemate after this many play-phase actions in a row with no
// progress: nothing burned, drawn, played from the table (upcards, downcards) and nobody
// out. Only hand cards circulating through pickups can do that; it stops forced cycles.
inline constexpr int kIdleLimit = 300;

// Shithead's own refusal codes (core/reason.h has the shared ones).
namespace why {
inline constexpr Reason AlreadyReady = gameReason(0);    // swapping after saying ready
inline constexpr Reason MixedRanks = gameReason(1);      // a set must be one rank
inline constexpr Reason MixedSources = gameReason(2);    // cards from hand and upcards together
inline constexpr Reason WrongSource = gameReason(3);     // upcards/downcards while the hand (or upcards) still hold cards
inline constexpr Reason TooLow = gameReason(4);          // does not beat the effective top
inline constexpr Reason SevenLower = gameReason(5);      // after a 7 the next play must be 7 or lower
inline constexpr Reason TenRestricted = gameReason(6);   // a 10 may not go on J, Q, K or A
inline constexpr Reason PileEmpty = gameReason(7);       // nothing to pick up
inline constexpr Reason BlindOnly = gameReason(8);       // only downcards are left: turn one over
inline constexpr Reason NotBlindYet = gameReason(9);     // downcards only when hand and upcards are empty
inline constexpr Reason MustFinishHand = gameReason(10); // after a pickup from the table, play the hand first
} // namespace why
std::string_view reasonId(Reason reason);   // "too-low"; empty for a code that is not Shithead's

// What happened (core/event.h). Fields per kind:
enum class Ev : std::uint8_t {
    Swapped,      // seat, cards = {hand card, up card}
    Ready,        // seat
    PlayStarted,  // seat = the starter
    Played,       // seat, cards, count = source (0 hand, 1 up, 2 down), index = the downcard's index
    Burned,       // count = cards burned
    PickedUp,     // seat, count
    Drew,         // seat, count; the drawer's own event also names the cards (Audience::only)
    BlindFailed,  // seat, cards = {the turned card}, index = the downcard's index; PickedUp follows
    Skipped,      // seat = who misses a turn
    Reversed,     // count = new direction (1 or -1)
    WentOut,      // seat, count = place (0 first)
    GameOver,     // seat = loser; count 1 when it ended in a stalemate
};
std::string_view eventId(std::uint8_t kind);   // "pickedUp"

struct Options {
    bool jokers = false;
    int decks = 1;
    bool transparentEights = false;
    bool sevenLower = false;
    bool tensRestricted = false;
    bool skipNine = false;

    bool operator==(const Options &) const = default;
};

int maxPlayers(const Options &options);
int deckSize(const Options &options);
// The full deck in its unshuffled order: per deck, suits C D H S, ranks 2..A; then jokers.
StaticVec<Card, kMaxCards> fullDeck(const Options &options);

Expected<Options, SetupError> optionsFromValue(const Value &value);
Value optionsToValue(const Options &options);   // only keys that differ from the defaults
OptionSpecs optionSpecs();                      // every option, as the rules file lists them

enum class Phase : std::uint8_t { Setup, Play, Over };
enum class Source : std::uint8_t { Hand = 0, Up = 1, Down = 2 };

struct Action {
    enum class Kind : std::uint8_t { Swap, Ready, Play, Blind, Pickup };
    Kind kind = Kind::Ready;
    Card handCard;        // Swap
    Card upCard;          // Swap
    std::uint8_t index = 0; // Blind: downcard index among those still on the table
    CardSet cards;        // Play: one rank

    static Action swap(Card hand, Card up) { Action a; a.kind = Kind::Swap; a.handCard = hand; a.upCard = up; return a; }
    static Action ready() { return Action {}; }
    static Action play(CardSet cards) { Action a; a.kind = Kind::Play; a.cards = cards; return a; }
    static Action blind(int i) { Action a; a.kind = Kind::Blind; a.index = static_cast<std::uint8_t>(i); return a; }
    static Action pickup() { Action a; a.kind = Kind::Pickup; return a; }

    bool operator==(const Action &) const = default;
};

using ActionList = std::vector<Action>;   // reused by callers: no allocation once warm

// "swap 3H 8S", "ready", "play 7H 7S" (cards in code order), "blind 1", "pickup".
std::string actionText(const Action &action);
// nullopt when the text is not a well-formed Shithead action (Reason::UnknownAction or
// Reason::Malformed in `why`).
std::optional<Action> parseAction(std::string_view text, Reason *why = nullptr);

using CardRow = StaticVec<Card, kRows>;
using Pile = StaticVec<Card, kMaxCards>;

// Everything one seat may see. Hidden cards are absent: other hands are a count plus the
// cards everyone saw go into them (picked-up piles, swapped upcards, a failed blind card);
// downcards, the seat's own included, are counts.
struct View {
    Seat seat = 0;
    int players = 0;
    Options options;
    Phase phase = Phase::Setup;
    Seat turn = -1;               // -1 in setup and when over
    int direction = 1;
    SeatSet ready;
    CardSet hand;                 // this seat's hand
    StaticVec<std::uint8_t, kMaxPlayers> handCount;
    StaticVec<CardSet, kMaxPlayers> known;   // cards every seat knows to be in each hand
    StaticVec<CardRow, kMaxPlayers> up;
    StaticVec<std::uint8_t, kMaxPlayers> downCount;
    Pile pile;                    // bottom first
    CardSet burned;
    int stockCount = 0;
    StaticVec<std::int8_t, kMaxPlayers> out;  // seats in the order they went out
    int idle = 0;                 // State::idleActions()
};

class State {
public:
    // A seeded deal: the full deck shuffled with Rng(seed), dealt one card at a time from
    // seat 0: 3 rounds of downcards, 3 of upcards, 3 of hand cards; the rest is the stock.
    static State deal(const Options &options, int players, std::uint64_t seed);
    // A deal spelled out as in a record: {"down","up","hand","stock"}.
    static Expected<State, SetupError> fromDeal(const Options &options, int players, const Value &deal);
    // A full state consistent with everything `view` shows (for search bots).
    static State sampleFromView(const View &view, Rng &rng);

    int players() const { return m_players; }
    const Options &options() const { return m_options; }
    Phase phase() const { return m_phase; }
    Seat turn() const { return m_turn; }
    int direction() const { return m_direction; }

    SeatSet actors() const;
    // Fills `out` with every legal action of `seat` (cleared first; none if it may not act).
    void legalActions(Seat seat, ActionList &out) const;
    // A legal action of `seat` chosen uniformly at random: the same choice as
    // legal[rng.below(legal.size())] on legalActions()'s list, mostly without building it
    // (random players and playouts). `scratch` is used when the list is needed.
    Action randomAction(Seat seat, Rng &rng, ActionList &scratch) const;
    Reason check(Seat seat, const Action &action) const;
    // Applies an action that check() accepts; events are appended when `events` is given.
    void apply(Seat seat, const Action &action, EventList *events = nullptr);

    bool isOver() const { return m_phase == Phase::Over; }
    // Play-phase actions in a row that changed nothing lasting (see kIdleLimit).
    int idleActions() const { return m_idle; }
    // True when the game ended because nobody made progress for kIdleLimit actions.
    bool stalemate() const { return m_stalemate; }
    Seat loser() const;                                  // -1 while the game runs
    std::span<const std::int8_t> outOrder() const { return m_out.span(); }

    View view(Seat seat) const;
    State sampleHidden(Seat seat, Rng &rng) const { return sampleFromView(view(seat), rng); }

    // Rules-file shapes for felt-cli.
    Value stateValue(Viewer viewer) const;
    // The same object as JSON text after `out`, without the tree (core/jsontext.h); both
    // are written by stateOf.
    void appendState(std::string &out, Viewer viewer) const;
    template<class V> V stateOf(Viewer viewer) const;
    Value resultValue() const;
    // For the table: {"top": the effective top's rank ("9", "T", ...) or null when the pile
    // behaves as empty, "sevenLower": true while a 7 limits the next play, "idle": actions
    // without progress, "idleLimit": kIdleLimit}.
    Value tableInfo() const;

    // Public accessors for tests and the app.
    const CardSet &hand(Seat s) const { return m_hand[s]; }
    const CardRow &up(Seat s) const { return m_up[s]; }
    const CardRow &down(Seat s) const { return m_down[s]; }
    const Pile &pile() const { return m_pile; }
    const CardSet &burned() const { return m_burned; }
    int stockCount() const { return static_cast<int>(m_stock.size()); }
    // Every card on the table, hands, stock, pile and burned (for conservation checks).
    StaticVec<Card, kMaxCards> allCards() const;

    bool operator==(const State &) const = default;

private:
    void startPlay(EventList *events);
    void applyPlay(Seat seat, const Action &action, EventList *events);
    void endInStalemate(EventList *events);
    Source sourceOf(Seat s) const;
    // The effective top's rank, or -1 when the pile behaves as empty.
    int effectiveTop() const;
    bool isTransparent(int rank) const;
    Reason checkRank(int rank) const;
    Reason checkRank(int rank, int top) const;
    std::uint64_t allowedCards(int top) const;   // CardSet bits of the cards that may go on `top`
    void playCards(Seat s, const CardSet &cards, Source from, EventList *events, int downIndex = -1);
    void pickUp(Seat s, EventList *events);
    void drawUp(Seat s, EventList *events);
    bool holdsCards(Seat s) const { return !m_hand[s].empty() || !m_up[s].empty() || !m_down[s].empty(); }
    void advance(int skips, EventList *events);
    void checkOut(Seat s, EventList *events);

    Options m_options;
    std::int8_t m_players = 0;
    Phase m_phase = Phase::Setup;
    std::int8_t m_turn = -1;
    std::int8_t m_direction = 1;
    SeatSet m_ready;
    SeatSet m_in;                                  // seats still holding cards
    StaticVec<std::int8_t, kMaxPlayers> m_out;
    std::array<CardSet, kMaxPlayers> m_hand {};
    std::array<CardSet, kMaxPlayers> m_known {};   // public knowledge of each hand
    std::array<CardRow, kMaxPlayers> m_up {};
    std::array<CardRow, kMaxPlayers> m_down {};
    Pile m_pile;                                   // bottom first
    Pile m_stock;                                  // top is back()
    CardSet m_burned;
    std::int16_t m_idle = 0;
    bool m_stalemate = false;
    bool m_progress = false;   // set by apply()'s code paths; scratch, equal in every copy
};

// The bots: a decision from the seat's view and its legal actions only.
Action chooseAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng);
// felt-cli's oracle: the hard bot's search with the true state `s` in place of its samples.
Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng);
// The hard bot's second opinion on `played` (legal for the view's seat), for a game review.
AdviceOf<Action> adviseAction(const View &view, std::span<const Action> legal, const Action &played, Rng &rng);
// Why `advised` may be wise where a person would wonder, from the seat's view: codes for the
// app's words, never sentences. For a pickup while plays are legal (the hard bot weighs it
// against every play and may prefer it): {"advice": "pickup-over-plays", "pile": cards in
// the pile, "pileSpecials": the 2s, 10s, jokers (and transparent 8s) among them, "reasons":
// the facts that speak for it, of "plays-spend-specials" (every legal play spends one of
// them), "pile-holds-specials", "small-pile" (three cards or fewer)}. Null otherwise.
Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised);

} // namespace felt::shithead
