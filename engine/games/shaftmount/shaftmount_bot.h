// Shaftmount's bots, shared by their files: what a seat's view tells (unseen cards, how exposed
// a sequence is, what a hand card is worth, a domino played out on the public table) and the
// three levels. Everything here reads a View only, never a State.
#pragma once

#include "shaftmount.h"

#include <array>
#include <optional>
#include <span>

namespace felt::shaftmount::bots {

// The normal player's weights, in penalty points. Set by bot-against-bot matches (felt-cli
// play, thousands of games per variant; see the README's bot figures).
struct Weights {
    double hitOpponent = 1.0;     // a penalty to an opponent
    double hitPerPenalty = 0.0;   // ... plus this per penalty the opponent already has
    double eliminate = 0.5;       // ... plus this when it puts the opponent out
    double hitSelf = 1.25;        // a penalty to oneself
    double riskOwn = 0.5;         // per unit of risk taken off (or put on) one's own sequences
    double riskOpp = 0.15;        // per unit of risk taken off an opponent's sequence (a loss)
    double unseenShare = 0.35;    // an unseen copy of a closing card as a threat (in a hand, or drawn soon)
    double domino = 0.5;          // a top one rank below a closing card: closes in the next domino
    // What a hand card is worth keeping (the cost of spending it).
    double weapon = 0.7;          // a closing card with an opponent's sequence to close
    double weaponOwnOnly = -0.1;  // a closing card that could close only one's own sequences
    double nextWeapon = 0.2;      // the card that closes once the closing card above it is played
    double two = 0.45;
    double three = 0.25;
    double four = 0.35;
    double five = 0.35;
    double six = 0.2;
    double plain = 0.0;
    double noPlay = 0.2;          // beyond its penalty: a turn's play spent on nothing
    double keepMargin = 0.05;     // keep the bottom card unless a redraw is safer by this much
    bool block = true;            // block a 4-rule play with a 6 when holding one
    double shortForTwo = 0.3;     // play a 2 with a short hand (or stay short for it) only while the
                                  // chance that the owner holds a 5 is below this
};
inline constexpr Weights kNormalWeights;

// A domino on the public table: what each seat's penalties would become. Replacement cards are
// unknown, so a sequence that would be dealt one (or whose owner redraws a bottom card that
// closes) leaves the simulation.
struct SimSeq {
    std::int8_t owner = -1;
    bool three = false;
    bool single = false;   // only one card: closing it empties the sequence
    bool gone = false;
    Card top;
    Card bottom;
};
struct SimTable {
    StaticVec<SimSeq, kMaxSequences> seqs;
    ClosingArea closing;
    std::array<int, kMaxPlayers> penalties {};
    SeatSet in;
};

class Reader {
public:
    Reader(const View &view, const Weights &weights);

    const View &view() const { return m_v; }
    Seat me() const { return m_v.seat; }
    int handLimit() const { return shaftmount::handLimit(m_v.players); }
    bool closing(Card c) const { return (m_closing & CardSet::bit(c)) != 0; }
    int unseen(Card c) const { return m_unseen[c.code()]; }

    // How likely the sequence of `owner` with this top is closed soon, in [0, 1).
    double risk(Card top, Seat owner) const;
    // What keeping `c` in this seat's hand is worth.
    double cardValue(Card c) const;
    // The value of one more penalty for `seat` at `penalties` (negative for this seat).
    double hitValue(Seat seat, int penalties) const;
    // The chance that `seat` holds at least one card of `rank`.
    double holdsRank(Seat seat, int rank) const;
    // Whether this seat has a normal play (its blocked 4s apart).
    bool hasNormalPlay() const;

    SimTable table() const;
    // Plays the domino out from `t` with `controller` in control: penalties in t.penalties.
    void runDomino(SimTable &t, Seat controller) const;
    // The value for this seat of the penalties in `t` against the view's.
    double penaltyValue(const SimTable &t) const;

    // The normal player's score of a turn action (play, two, three, four, no-play).
    double score(const Action &a) const;

private:
    double threat(Card x, Seat owner) const;

    const View &m_v;
    const Weights &m_w;
    std::uint64_t m_closing = 0;   // closingMask() of the view's closing area
    std::array<std::uint8_t, 64> m_unseen {};
    std::array<std::int8_t, 4> m_lowestOpponentTop {};   // per suit, the lowest top of an opponent's sequence (15: none)
    std::array<std::array<std::uint8_t, 64>, kMaxPlayers> m_shown {};
    double m_pool = 0;   // unseen cards
};

// Calls "manual" (shaftmount_calls.cpp). The chance in percent that a level notices one exposed
// card, over-full hand or false claim when asked: easy 25, normal 60, hard 90.
int noticeChance(BotLevel level);
// Whether the view's seat holds a normal play (its blocked 4s apart).
bool viewHasNormalPlay(const View &view);
// The legal actions without calls (taps, counts), false claims and draws past the hand limit:
// what easy and normal choose from (all of them when nothing else is left: only calls).
void honestActions(const View &view, std::span<const Action> legal, ActionList &out);
// The tap or count the seat makes now, if it notices one (one roll per exposed card and per
// over-full hand among its legal calls): the rolls (a bit per legal action noticed), then the
// choice among what was noticed (easy: the first; normal and hard: the most hurtful, if it pays).
std::optional<Action> noticedCall(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng);
std::uint64_t noticedCalls(std::span<const Action> legal, BotLevel level, Rng &rng);
std::optional<Action> bestCall(const View &view, std::span<const Action> legal, std::uint64_t noticed, BotLevel level);
// Asked in a challenge round: a challenge when the claim is false and the seat notices it, else pass.
Action challengeAnswer(const View &view, std::span<const Action> legal, BotLevel level, Rng &rng);

Action easyChoice(const View &view, std::span<const Action> legal, Rng &rng);
Action normalChoice(const View &view, std::span<const Action> legal, Rng &rng, const Weights &w = kNormalWeights);
// With `truth` (felt-cli's oracle): the same search with the true state as every sample.
Action hardChoice(const View &view, std::span<const Action> legal, Rng &rng, const State *truth = nullptr);

} // namespace felt::shaftmount::bots
