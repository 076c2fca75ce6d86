// A second opinion on one decision, for a game review: what the hard bot would have done from
// the same view (the seat's own, never the true state), and how it rates its choice and the
// action actually played. Ratings are the bot's estimated outcome for the seat, 0 (surely
// worst) to 1 (surely best), from the same determinizations for both actions, so their
// difference says how much the choice mattered as far as the bot can tell.
#pragma once

#include "value.h"

#include <optional>
#include <string>

namespace felt {

template <class Action>
struct AdviceOf {
    Action choice {};
    // The played action is the bot's choice, or one the bot does not tell apart from it
    // (in Shithead the same rank and count in other suits).
    bool same = false;
    std::optional<double> choiceValue;   // nullopt: the game cannot rate this decision
    std::optional<double> playedValue;
};

struct Advice {
    std::string choice;   // the hard bot's action text; empty when the seat could not act
    bool same = false;
    std::optional<double> choiceValue;
    std::optional<double> playedValue;
    // Why the choice is wise: the game's reason codes (AnyGame::adviceReasons; null: none).
    Value reasons;
};

} // namespace felt
