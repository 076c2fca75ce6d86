// Bring Down the Mountain as rules/mountain.md plays it.
//
// Summary: a co-operative game with one deck and no hidden cards. Four positions sit round
// the mountain (1-4 people share them). The peak (4 cards) is at the centre, four ridges of
// 11 face-up cards run out between the positions, and each position has a valley in front of
// it that starts with one card. Position i reaches valleys i-1, i, i+1 and ridges i-1, i. On
// a turn a position moves blocks of top cards between valleys it reaches (order kept; each
// card must lie on a higher one; an Ace is 14 at a pile's bottom and 1 at its top, never in
// between; anything goes into an empty valley), then draws the outer card of a reached ridge
// into a reached valley — compulsory when possible as the valleys stand; `pass` otherwise.
// Through an empty reached ridge the peak's top can be drawn. A valley holding a full run of
// 13 (K..A or A..2, one Ace) leaves the table. The table wins when everything is gone and
// loses when no arrangement of the valleys lets anyone draw. Seats: 1 player plays every
// position; 2 players 0 and 2 / 1 and 3; 3 players: the first also plays position 3.
// The seeded deal: the deck (C D H S, 2..A each) shuffled, then 4 peak cards (the first is
// the top), the ridges round robin 0-3 innermost first for 11 rounds, one card per valley.
//
// Decisions in rules/mountain.md: the layout; the peak through an empty ridge; the dead-state
// check at the start of every turn (exact: see mountain_search.cpp for the theorem that
// settles it almost always without searching). Project readings where the rules file is
// silent:
// - an Ace may lie on a lone Ace (1 on 14: "never between" holds, though that pile cannot
//   complete until the top Ace moves away);
// - a full run leaves the table wherever it forms, also on the valley a move took cards
//   from (A K..2 A without its top Ace is A K..2);
// - once the ridges and the peak are empty nobody can draw again, so the table has lost
//   only when no moves clear the valleys (moves alone may still win);
// - `turns` counts the turns that ended (a draw or a pass) and the turn in which the table
//   won; a concede or a loss does not count the turn in progress;
// - a dealt valley pile must already descend legally; a dealt full run leaves at once, and
//   a deal with nothing on the table is already won;
// - hiddenRidges turns only the ridges face down (outer cards stay up); the peak stays face
//   up, as the rules file describes it. felt-cli shows "??" for them to every seat (--as).
//   The solver-guided bots then play from a sample of the hidden cards, not the true ones.
//
// The searches (dead-state check, solver, bots' look-ahead) work on a compact form of the
// table in mountain_search.h.
#pragma once

#include "core/advice.h"

#include "core/botlevel.h"
#include "core/card.h"
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

namespace felt::mountain {

inline constexpr std::string_view kGameId = "mountain";
inline constexpr int kPositions = 4;
inline constexpr int kPeak = -1;          // Action::from for "draw peak V"
// A cap on the dead-state check (nodes, about a second): the check is exact below it, and
// a theorem settles nearly every table without searching (the most any of 672,261 turn
// starts of 10,000 invariant-test games needed was 9,041 nodes); past the cap the table
// plays on (not lost).
inline constexpr long kDeadSearchCap = 1000000;
// The solver's default budget (nodes, about a second and a half at most): felt-cli solve and
// the app's "is this deal winnable?". It settles 997 of deals 1-1000 (all winnable).
inline constexpr long kSolveBudget = 2000000;
// The most the solver's tables (the positions it has visited, its stack) may take, in bytes:
// a search that would need more stops with "unknown", whatever its node budget. The default
// budget needs about 70 MB at most; without this cap a budget of 10^9 nodes could take tens
// of gigabytes (about 40 bytes a node). The searches it makes on the side (the dead-state
// check, clearing the valleys by moves) are capped by nodes and add a few MB at most.
inline constexpr std::size_t kSolveMemory = std::size_t { 512 } << 20;

// The Mountain's own refusal codes (core/reason.h has the shared ones).
namespace why {
inline constexpr Reason NotReached = gameReason(0);     // the valley or ridge is out of this position's reach
inline constexpr Reason DoesNotFit = gameReason(1);     // the card may not lie on that valley's top card
inline constexpr Reason AceBetween = gameReason(2);     // an Ace would end up between two cards
inline constexpr Reason NothingThere = gameReason(3);   // the valley or ridge is empty, or has fewer cards than asked
inline constexpr Reason PeakClosed = gameReason(4);     // the peak is reached only through an empty ridge
inline constexpr Reason MustDraw = gameReason(5);       // pass while a draw is possible
inline constexpr Reason SameValley = gameReason(6);     // a move must go to another valley
} // namespace why
std::string_view reasonId(Reason reason);

// What happened (core/event.h). `seat` is a position here (0-3), not a seat. Fields per kind:
enum class Ev : std::uint8_t {
    Moved,      // seat = position, count = cards moved, cards = {block bottom}, index = from valley, target = to valley
    Placed,     // seat = position, count = valley, cards = {the drawn card}, index = ridge (-1: the peak)
    Completed,  // count = the valley whose run of 13 left the table
    Passed,     // seat = position
    Conceded,   // seat = position
    Won,        // the table won
    Lost,       // the table lost: no arrangement lets anyone draw
};
std::string_view eventId(std::uint8_t kind);

struct Options {
    bool hiddenRidges = false;
    bool operator==(const Options &) const = default;
};

Expected<Options, SetupError> optionsFromValue(const Value &value);
Value optionsToValue(const Options &options);
OptionSpecs optionSpecs();

enum class Status : std::uint8_t { Playing, Won, Lost };

struct Action {
    enum class Kind : std::uint8_t { Move, Draw, Pass, Concede };
    Kind kind = Kind::Pass;
    std::int8_t count = 0;    // Move: cards in the block
    std::int8_t from = 0;     // Move: valley; Draw: ridge or kPeak
    std::int8_t to = 0;       // valley

    static Action move(int n, int a, int b) { return { Kind::Move, static_cast<std::int8_t>(n), static_cast<std::int8_t>(a), static_cast<std::int8_t>(b) }; }
    static Action draw(int ridge, int valley) { return { Kind::Draw, 0, static_cast<std::int8_t>(ridge), static_cast<std::int8_t>(valley) }; }
    static Action pass() { return { Kind::Pass, 0, 0, 0 }; }
    static Action concede() { return { Kind::Concede, 0, 0, 0 }; }
    bool operator==(const Action &) const = default;
};
using ActionList = std::vector<Action>;

std::string actionText(const Action &action);   // "move 2 0 1", "draw 3 0", "draw peak 1", "pass", "concede"
std::optional<Action> parseAction(std::string_view text, Reason *why = nullptr);

using Pile = StaticVec<Card, 52>;
using Valleys = std::array<Pile, kPositions>;

// True when `card` may be placed on `pile` as its new top.
bool fits(Card card, const Pile &pile);
// True when the top `n` cards of `from` may move onto `to` as a block.
Reason blockFits(const Pile &from, int n, const Pile &to);
// True when the pile is a full run of 13 that leaves the table.
bool isComplete(const Pile &pile);

// Which seat plays a position with `players` people (1: all; 2: 0,2 / 1,3; 3: the first also 3).
Seat seatOfPosition(int position, int players);

struct SearchResult {
    enum class Verdict : std::uint8_t { Yes, No, Unknown };
    Verdict verdict = Verdict::Unknown;
    long nodes = 0;
    std::vector<Action> line;   // for the solver: a winning line from the position
    // For the solver when the verdict is Unknown: the line to the most promising turn start
    // it reached (fewest cards left in the mountain), which bots can follow meanwhile.
    std::vector<Action> bestLine;
    // For the solver: whether a search stopped because its tables would have outgrown the
    // memory cap (then Unknown may be settled by a bigger cap, not only by more nodes), and
    // the most its tables took at once.
    bool outOfMemory = false;
    std::size_t peakBytes = 0;
};

class State {
public:
    static State deal(const Options &options, int players, std::uint64_t seed);
    static Expected<State, SetupError> fromDeal(const Options &options, int players, const Value &deal);

    int players() const { return m_players; }
    const Options &options() const { return m_options; }
    int position() const { return m_position; }          // the position on turn
    Status status() const { return m_status; }
    int completed() const { return m_completed; }
    int turns() const { return m_turns; }
    // Turns in a row that ended in a pass with no card moved: the table is going round.
    int idleTurns() const { return m_idleTurns; }
    // Turns in a row that ended with no card drawn and no run completed: the table is
    // getting nowhere (bots give up after a while; lines that win can still need dozens).
    int stalledTurns() const { return m_stalledTurns; }
    const Pile &peak() const { return m_peak; }              // top is back()
    const Pile &ridge(int r) const { return m_ridges[static_cast<std::size_t>(r)]; }   // outer end is back()
    const Pile &valley(int v) const { return m_valleys[static_cast<std::size_t>(v)]; } // bottom first
    const Valleys &valleys() const { return m_valleys; }

    SeatSet actors() const;
    void legalActions(Seat seat, ActionList &out) const;
    Reason check(Seat seat, const Action &action) const;
    void apply(Seat seat, const Action &action, EventList *events = nullptr);
    bool isOver() const { return m_status != Status::Playing; }

    // Everything is face up: a seat's view is the state itself. With hiddenRidges the
    // ridges are masked in stateValue(seat), and the bots sample the hidden cards (see
    // withHiddenSampled) rather than read them.
    using View = State;
    const State &view(Seat) const { return *this; }

    // The drawable card for `position` through reached ridge `ridge` (or the peak), if any.
    std::optional<Card> drawable(int position, int ridge) const;
    // Whether `position` can draw into any reached valley as the valleys stand.
    bool canDraw(int position) const;

    // The dead-state search: can any sequence of moves (by any positions) let a position
    // draw (or, with the mountain gone, complete every run)? Exact within `budget` nodes.
    SearchResult aliveSearch(long budget = kDeadSearchCap) const;
    // The solver: can the table still win from here? A winning line when yes; "unknown"
    // when `budget` nodes, or tables within `maxBytes`, do not settle it (see
    // mountain_search.cpp for how it searches).
    SearchResult solve(long budget = kSolveBudget, std::size_t maxBytes = kSolveMemory) const;
    // With hiddenRidges: the same table with the face-down ridge cards replaced by a random
    // deal of the cards nobody can see (for bots, which must not read hidden cards).
    State withHiddenSampled(Rng &rng) const;

    Value stateValue(Viewer viewer) const;
    // The same object as JSON text after `out`, without the tree (core/jsontext.h); both
    // are written by stateOf.
    void appendState(std::string &out, Viewer viewer) const;
    template<class V> V stateOf(Viewer viewer) const;
    Value resultValue() const;
    StaticVec<Card, 52> allCards() const;

    bool operator==(const State &) const = default;

private:
    void settle(int valley, EventList *events);
    bool checkWon(EventList *events);
    void applyInternal(const Action &action, EventList *events, bool deadCheck);
    void endTurn(EventList *events);
    void checkDead(EventList *events);
    bool mountainEmpty() const;

    Options m_options;
    std::int8_t m_players = 1;
    std::int8_t m_position = 0;
    Status m_status = Status::Playing;
    std::int8_t m_completed = 0;
    std::int16_t m_turns = 0;
    std::int16_t m_idleTurns = 0;   // turns in a row that ended in a pass with nothing moved
    std::int16_t m_stalledTurns = 0;   // turns in a row with nothing drawn or completed
    std::int8_t m_completedAtTurnStart = 0;
    bool m_changed = true;           // the valleys changed since the last dead-state search
    Pile m_peak;
    std::array<Pile, kPositions> m_ridges {};
    Valleys m_valleys {};
    Pile m_gone;   // completed runs
};

using View = State;

Action chooseAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng);
// felt-cli's oracle: hard's solver on the true table (the face-down ridge cards included).
Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng);
// The hard bot's second opinion on `played`, for a game review: both moves rated by the
// solver (1: still winnable after it, 0: not).
AdviceOf<Action> adviseAction(const View &view, std::span<const Action> legal, const Action &played, Rng &rng);
// Why `advised` is wise: the reason codes of mountain_why.h as {"code", "rank", "onto"}.
Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised);

} // namespace felt::mountain
