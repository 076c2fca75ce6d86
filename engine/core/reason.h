// Why an action was refused, or why a game could not be set up: codes, never sentences.
// The app turns each code into words with tr(); felt-cli prints the English words.
//
// The codes below mean the same in every game. A game adds its own codes with
// gameReason(n) in its folder (engine/games/<game>/), and names them through its entry in
// the registry (GameSpec::reasonId); the app's folder for the game gives the sentences.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace felt {

enum class Reason : std::uint8_t {
    Ok = 0,
    GameOver,           // the game has ended
    NotYourTurn,        // the seat is not among the actors
    UnknownAction,      // the text is not an action of this game
    Malformed,          // right verb, wrong arguments (count, card text, index)
    NotHeld,            // a named card is not where the action takes it from
    WrongPhase,         // this action belongs to another phase of the game
};

// Game codes start here; a game's code n is gameReason(n).
inline constexpr int kGameReasonBase = 32;
constexpr Reason gameReason(int n) { return static_cast<Reason>(kGameReasonBase + n); }
constexpr bool isGameReason(Reason r) { return static_cast<int>(r) >= kGameReasonBase; }
constexpr int gameReasonIndex(Reason r) { return static_cast<int>(r) - kGameReasonBase; }

// A stable kebab-case name for a shared code ("not-your-turn"); empty for a game's code.
std::string_view reasonId(Reason reason);

// Why a record's setup (players, options, deal) is not valid.
enum class SetupProblem : std::uint8_t {
    Ok = 0,
    UnknownGame,
    GameNotAvailable,
    PlayerCount,       // players outside the game's range (with these options)
    UnknownOption,     // subject: the key
    OptionValue,       // subject: the key
    DealShape,         // subject: the deal key that is missing or not of the right shape
    DealCount,         // subject: which list; expected/actual: card counts
    UnknownCard,       // subject: the text
    DuplicateCard,     // subject: the card that occurs more often than the deck holds
    CardNotInDeck,     // subject: the card (e.g. a joker without the jokers option)
};

struct SetupError {
    SetupProblem problem = SetupProblem::Ok;
    std::string subject;
    int expected = -1;
    int actual = -1;
};

std::string_view setupProblemId(SetupProblem problem);

} // namespace felt
