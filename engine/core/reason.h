// Why an action was refused, or why a game could not be set up: codes, never sentences.
// The app turns each code into words with tr(); felt-cli prints the English words.
// New games append codes; existing values keep their meaning.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace felt {

enum class Reason : std::uint8_t {
    Ok = 0,
    // Any game
    GameOver,           // the game has ended
    NotYourTurn,        // the seat is not among the actors
    UnknownAction,      // the text is not an action of this game
    Malformed,          // right verb, wrong arguments (count, card text, index)
    NotHeld,            // a named card is not where the action takes it from
    WrongPhase,         // this action belongs to another phase of the game
    // Shithead
    AlreadyReady,       // swapping after saying ready
    MixedRanks,         // a set must be one rank
    MixedSources,       // cards from hand and upcards together
    WrongSource,        // playing from upcards/downcards while the hand (or upcards) still hold cards
    TooLow,             // does not beat the effective top
    SevenLower,         // after a 7 the next play must be 7 or lower
    TenRestricted,      // a 10 may not go on J, Q, K or A
    PileEmpty,          // nothing to pick up
    BlindOnly,          // only downcards are left: turn one over
    NotBlindYet,        // downcards only when hand and upcards are empty
    MustFinishHand,     // after a pickup from the table, play the hand first
    // Chain-Chain
    MustMatchLink,      // the first card must equal the link while you hold one
    MustTake,           // no card equals the link: take the pile
    NoLink,             // take: there is no link to continue
    SameCardTwice,      // both cards name one card the hand holds only once
    // Bring Down the Mountain
    NotReached,         // the valley or ridge is out of this position's reach
    DoesNotFit,         // the card may not lie on that valley's top card
    AceBetween,         // an Ace would end up between two cards
    NothingThere,       // the valley or ridge is empty, or has fewer cards than asked
    PeakClosed,         // the peak is reached only through an empty ridge
    MustDraw,           // pass while a draw is possible
    SameValley,         // a move must go to another valley
};

// A stable kebab-case name for the code ("too-low"); not a sentence.
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
