// Chain-Chain as rules/chain-chain.md plays it.
//
// Summary: 3-6 players (4-5 the original), two sets of the number cards 1-9 per player (54,
// 72, 90, 108 cards). A seeded deal gives 8 cards each, one at a time from seat 0; the rest is
// the stock; seat 0 starts. A turn plays two cards onto the pile: the first must equal the
// *link* (the previous play's second card) whenever the player holds one; the second card
// becomes the new link. Without such a card the player `take`s the whole pile into their
// collected stack (public, counts against them) and then plays freely, as the same turn.
// Playing both cards equal to the link is a *reverse*: the direction changes and the next
// player plays freely; playing a double is a choice (one of them may go with another card).
// A free play also opens the game and follows a take. Draw back two cards after a play while
// the stock lasts; empty hands are skipped. The game ends when the stock and every hand are
// empty; the play that empties the last hand follows the four last-play rules (a reverse makes
// the player who made the play before it collect the pile; a single match, a free play, and
// the free play after a take all send the pile out of the game). Fewest collected cards wins,
// ties broken by the lower sum; still tied share the place.
//
// Decisions in rules/chain-chain.md: after a reverse the next first card is free and the pile
// stays. Project readings where the rules file is silent:
//   - a deal's stock must hold an even number of cards, like the hands (so hands stay even and
//     every turn plays two cards; a full deck's stock always is);
//   - at the last play after a reverse, "the player who made the play before it" is the last
//     player who played before this play (their collected stack takes the whole pile, the
//     reverse's two cards included), even when that is the same player because every other
//     hand is empty;
//   - shared places are competition places (1, 1, 3): a seat's place counts the seats ahead;
//   - a take shows everyone that the seat holds no card equal to the link: the state keeps, per
//     seat and number, the most copies everyone knows the seat can hold (View::atMost), and
//     samples for the search bots respect it.
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

namespace felt::chainchain {

inline constexpr std::string_view kGameId = "chain-chain";
inline constexpr int kMinPlayers = 3;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxCards = 2 * 9 * kMaxPlayers;   // 108
inline constexpr int kHandSize = 8;

// Chain-Chain's own refusal codes (core/reason.h has the shared ones).
namespace why {
inline constexpr Reason MustMatchLink = gameReason(0);   // the first card must equal the link while you hold one
inline constexpr Reason MustTake = gameReason(1);        // no card equals the link: take the pile
inline constexpr Reason NoLink = gameReason(2);          // take: there is no link to continue
inline constexpr Reason SameCardTwice = gameReason(3);   // both cards name one card the hand holds only once
} // namespace why
std::string_view reasonId(Reason reason);

// What happened (core/event.h). Fields per kind:
enum class Ev : std::uint8_t {
    Played,     // seat, cards = {first, second}
    Took,       // seat, count: collected the pile because it held no card equal to the link
    Reversed,   // seat, count = new direction
    Drew,       // seat, count; the drawer's own event also names the cards (Audience::only)
    Collected,  // seat, count: collected the pile at the last play (after a reverse)
    LeftGame,   // count: the pile leaves the game at the last play
    GameOver,
};
std::string_view eventId(std::uint8_t kind);

struct Options {
    bool operator==(const Options &) const = default;
};

Expected<Options, SetupError> optionsFromValue(const Value &value);
OptionSpecs optionSpecs();   // none
StaticVec<Card, kMaxCards> fullDeck(int players);   // 1..9, 2 * players of each, in order

// Counts of the numbers 1..9 (index 0 unused).
struct Counts {
    std::array<std::uint8_t, 10> n {};
    int total() const { int t = 0; for (int i = 1; i <= 9; ++i) t += n[i]; return t; }
    int sum() const { int t = 0; for (int i = 1; i <= 9; ++i) t += i * n[i]; return t; }
    bool operator==(const Counts &) const = default;
};

struct Action {
    enum class Kind : std::uint8_t { Play, Take };
    Kind kind = Kind::Take;
    std::uint8_t first = 0;    // Play: 1..9
    std::uint8_t second = 0;   // Play: 1..9

    static Action play(int a, int b) { return Action { Kind::Play, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b) }; }
    static Action take() { return Action {}; }
    bool operator==(const Action &) const = default;
};
using ActionList = std::vector<Action>;

std::string actionText(const Action &action);   // "play 3 5", "take"
std::optional<Action> parseAction(std::string_view text, Reason *why = nullptr);

using Pile = StaticVec<Card, kMaxCards>;
// Per number 1..9 (index 0 unused): the most copies a seat can hold, as everyone knows it.
using Bounds = std::array<std::uint8_t, 10>;

// Once the stock has run out the hands only shrink: a hand then held exactly what it holds
// now and what its seat has played since. So the public table at that moment and every action
// since let a seat replay those turns on a guess at the other hands and see whether the
// guess explains what the others did (hard's samples keep guesses under which the other
// seats' plays are what a normal player would have made; chainchain_bot.cpp).
struct EndTable {
    std::int8_t turn = -1;
    std::int8_t direction = 1;
    std::int8_t link = 0;
    std::int8_t lastPlayer = -1;
    Pile pile;
    std::array<Counts, kMaxPlayers> collected {};
    Counts gone;
    std::array<Bounds, kMaxPlayers> atMost {};
    bool operator==(const EndTable &) const = default;
};
struct Logged {
    std::int8_t seat = -1;
    Action action;
    bool operator==(const Logged &) const = default;
};
// Every take is followed by a play, and the hands hold at most kMaxCards cards: at most
// kMaxCards actions once the stock is empty.
using EndLog = StaticVec<Logged, kMaxCards>;
// The table when the stock ran out and every action since. Held in a std::optional, which
// costs nothing to make while it is empty (views are made at every step of a playout).
struct EndRecord {
    EndTable table;
    EndLog log;
    bool operator==(const EndRecord &) const = default;
};

// Each seat's last play, as everyone saw the table when it chose it (after its take, if it
// took first): its hand then was its hand now less the cards it drew after that play plus the
// two it played. So a guess at the hands now, with a guess at which of its cards are those
// draws, says what it held when it chose, and whether a normal player holding that would have
// made that play (hard's samples while the stock lasts; chainchain_bot.cpp). Public: the table
// as every seat saw it, the play, and how many cards were drawn.
struct LastTurn {
    bool played = false;
    std::int8_t link = 0;         // the link the play answered (0: a free play)
    std::int8_t direction = 1;
    std::int8_t took = 0;         // the link it took on just before (0: no take)
    std::uint8_t pileSize = 0;
    std::uint8_t stockCount = 0;
    std::uint8_t drawn = 0;       // cards drawn after the play
    Action action;
    Counts seen;                  // the pile, the collected stacks and the cards out of the game
    std::array<std::uint8_t, kMaxPlayers> handCount {};
    std::array<Bounds, kMaxPlayers> atMost {};
    bool operator==(const LastTurn &) const = default;
};
using LastTurns = std::array<LastTurn, kMaxPlayers>;

struct View {
    Seat seat = 0;
    int players = 0;
    Seat turn = -1;
    int direction = 1;
    int link = 0;                        // 0: none
    bool over = false;
    Counts hand;                         // this seat's hand
    StaticVec<std::uint8_t, kMaxPlayers> handCount;
    StaticVec<Counts, kMaxPlayers> collected;
    Pile pile;                           // bottom first
    Counts gone;                         // cards that left the game
    int stockCount = 0;
    Seat lastPlayer = -1;
    // Public bounds on every hand: a take shows the seat held no card equal to the link; it
    // may hold such cards again only by drawing them.
    StaticVec<Bounds, kMaxPlayers> atMost;
    // The table when the stock ran out and every action since: set from the first action
    // applied with the stock empty on (never in State::playView).
    std::optional<EndRecord> end;
    // Every seat's last play (LastTurn): set by State::view for a game being played (never in
    // State::playView, nor for a sampled state).
    std::optional<LastTurns> last;
};

class State {
public:
    static State deal(const Options &options, int players, std::uint64_t seed);
    static Expected<State, SetupError> fromDeal(const Options &options, int players, const Value &deal);
    static State sampleFromView(const View &view, Rng &rng);
    // A sample of the view with these hands for the other seats (a guess that respects the
    // unseen cards and the public bounds); the stock takes the other unseen cards, shuffled.
    static State withHands(const View &view, const std::array<Counts, kMaxPlayers> &hands, Rng &rng);

    int players() const { return m_players; }
    const Options &options() const { return m_options; }
    Seat turn() const { return m_turn; }
    int direction() const { return m_direction; }
    int link() const { return m_link; }

    SeatSet actors() const;
    void legalActions(Seat seat, ActionList &out) const;
    // The legal plays of a hand facing `link` (0: a free play); a take when it holds none.
    static void legalFor(const Counts &hand, int link, ActionList &out);
    Reason check(Seat seat, const Action &action) const;
    void apply(Seat seat, const Action &action, EventList *events = nullptr);

    bool isOver() const { return m_over; }
    View view(Seat seat) const;
    // The same view without the end record (View::end): for the playouts of a
    // search, whose policy does not read it, at every step.
    View playView(Seat seat) const;
    // The state when the stock ran out (v.end, which must be set) with these hands, the
    // other seats' a guess: replaying v.end->log on it tells whether the guess explains what
    // was played since.
    static State atStockEnd(const View &v, const std::array<Counts, kMaxPlayers> &hands);
    State sampleHidden(Seat seat, Rng &rng) const { return sampleFromView(view(seat), rng); }
    // Puts the stock's cards in a new random order (a search's guess reused with another
    // order of the cards nobody has seen).
    void shuffleStock(Rng &rng) { rng.shuffle(m_stock.begin(), m_stock.end()); }

    Value stateValue(Viewer viewer) const;
    Value resultValue() const;
    // Place per seat, 0 best (fewest collected, then lowest sum); tied seats share a place
    // and the next seat's place counts the seats ahead of it (0, 0, 2).
    std::vector<int> places() const;

    const Counts &hand(Seat s) const { return m_hand[s]; }
    const Counts &collected(Seat s) const { return m_collected[s]; }
    const Bounds &atMost(Seat s) const { return m_atMost[s]; }
    const Counts &gone() const { return m_gone; }
    const Pile &pile() const { return m_pile; }
    int stockCount() const { return static_cast<int>(m_stock.size()); }
    StaticVec<Card, kMaxCards> allCards() const;

    bool operator==(const State &) const = default;

private:
    void collectPile(Seat s);
    void advance();
    void startKnowledge();

    Options m_options;
    std::int8_t m_players = 0;
    std::int8_t m_turn = 0;
    std::int8_t m_direction = 1;
    std::int8_t m_link = 0;
    std::int8_t m_lastPlayer = -1;
    bool m_over = false;
    std::array<Counts, kMaxPlayers> m_hand {};
    std::array<Counts, kMaxPlayers> m_collected {};
    Counts m_gone;
    Pile m_pile;
    Pile m_stock;   // top is back()
    std::array<Bounds, kMaxPlayers> m_atMost {};
    std::optional<EndRecord> m_end;
    // Kept only for a dealt game (startKnowledge), not for the search's samples.
    std::optional<LastTurns> m_last;
    std::int8_t m_tookOn = 0;   // the link the seat on turn just took on (0: none)
};

Action chooseAction(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng);
// felt-cli's oracle: the hard bot's search with the true state `s` in place of its samples.
Action oracleAction(const State &s, Seat seat, std::span<const Action> legal, Rng &rng);
// The hard bot's second opinion on `played` (legal for the view's seat), for a game review.
AdviceOf<Action> adviseAction(const View &view, std::span<const Action> legal, const Action &played, Rng &rng);
// Why `advised` (legal for the view's seat) is wise: the reason codes of chainchain_why.h as
// {"code", "seat", "number", "pile"}; never null for a legal action.
Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised);

} // namespace felt::chainchain
