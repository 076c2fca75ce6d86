// Wrong Suit bots, shared between the heuristic players (wrongsuit_bot.cpp) and the search
// (wrongsuit_hard.cpp). Internal to the game's folder.
#pragma once

#include "wrongsuit.h"
#include "wrongsuit_score.h"

#include <array>
#include <span>

namespace felt::wrongsuit::bots {

// What one seat knows, in the shape the heuristics read: built from its View (a decision at
// the table) or straight from a State for that seat (a playout, where building a whole View
// per decision would cost more than the decision); both give the same Sight.
struct Sight {
    Seat me = 0;
    Options options;
    int round = 1;
    CardSet hand;
    std::array<int, kPlayers> handCount {};
    std::array<int, kPlayers> stackSize {};
    std::array<CardSet, kPlayers> known {};        // the stack cards `me` can name
    std::array<std::uint8_t, kPlayers> shut {};    // suits a King shuts, per seat
    // The lowest rank each seat's hand may hold per suit, as `me` knows it (its Queens'
    // lessons); 2 where it knows nothing, kAce where the hand holds none of the suit.
    std::array<std::array<std::uint8_t, 4>, kPlayers> minRank {};
    CardSet unseen;                                // cards `me` cannot place

    bool operator==(const Sight &) const = default;
};

Sight sightOf(const View &view);
Sight sightOf(const State &state, Seat seat);

// The heuristic players' tunable weights (set by bot-against-bot matches; see
// wrongsuit_bot.cpp).
struct Weights {
    double self = 2.0;           // a point in one's own stack against one in an opponent's
    double leader = 1.0;         // extra weight on the opponent who looks lowest
    double bigSuitWidth = 10.0;  // the big-suit bonus ramps in over this many points below 40
    double shield = 0.6;         // a King kept as a shield: per point of the suit it keeps out
    double hiddenShare = 1.0;    // how much of an opponent's unseen stack counts toward its suits
};
inline constexpr Weights kNormalWeights;

// The normal player's choice; `scores`, when given, receives the value of every legal
// action (higher is better), in the order of `legal`.
Action normalChoice(const Sight &sight, std::span<const Action> legal, const Weights &w = kNormalWeights,
                    std::span<double> scores = {});
Action easyChoice(const Sight &sight, std::span<const Action> legal, Rng &rng);
Action hardChoice(const View &view, std::span<const Action> legal, Rng &rng);

} // namespace felt::wrongsuit::bots
