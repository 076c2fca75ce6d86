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

// The heuristic players' weights, set by bot-against-bot matches (one variant against three
// normal players, every seat in turn, 20,000-40,000 games a variant). Ideas that sound right
// but lost games are weak here: a strong extra weight on the opponent who looks lowest (what
// a seat sees of another stack is mostly its own gifts: +0.3 and +0.6 lost ground, so it
// only breaks ties) and a big-suit ramp that starts near 40 (a smooth cubic from the first
// points of a suit won clearly: the bonus shapes the whole game).
struct Weights {
    double self = 5.0;           // a point in one's own stack against one in an opponent's
    double leader = 0.05;        // extra weight on the opponent who looks lowest (a tie-break)
    double bigSuitWidth = 42.0;  // the big-suit bonus ramps in (cubically) over this many points below 40
    double shield = 0.8;         // a King kept as a shield: per point of the suit it keeps out
    double hiddenShare = 0.25;   // how much of an opponent's unseen stack counts toward its suits
};
inline constexpr Weights kNormalWeights;

// The normal player's choice; `scores`, when given, receives the value of every legal
// action (higher is better), in the order of `legal`.
Action normalChoice(const Sight &sight, std::span<const Action> legal, const Weights &w = kNormalWeights,
                    std::span<double> scores = {});
Action easyChoice(const Sight &sight, std::span<const Action> legal, Rng &rng);

// The searching player's work per decision (wrongsuit_hard.cpp): counts, never clocks, so a
// decision is the same on every machine.
struct HardSettings {
    int rollouts = 1200;              // playouts over all candidates
    long simulatedActions = 60000;    // actions applied in all playouts together
    std::size_t candidates = 8;    // the normal player's favourites the search compares
    double marginWeight = 0.15;    // score margin (per 50 points) beside the place
};
inline constexpr HardSettings kHardSettings;

// With `truth` (felt-cli's oracle): the same search with the true state as every sample, scored
// under the true Wrong Suit.
Action hardChoice(const View &view, std::span<const Action> legal, Rng &rng, const HardSettings &settings = kHardSettings,
                  const State *truth = nullptr);

} // namespace felt::wrongsuit::bots
