#include "reason.h"

namespace felt {

std::string_view reasonId(Reason reason)
{
    switch (reason) {
    case Reason::Ok: return "ok";
    case Reason::GameOver: return "game-over";
    case Reason::NotYourTurn: return "not-your-turn";
    case Reason::UnknownAction: return "unknown-action";
    case Reason::Malformed: return "malformed";
    case Reason::NotHeld: return "not-held";
    case Reason::WrongPhase: return "wrong-phase";
    case Reason::AlreadyReady: return "already-ready";
    case Reason::MixedRanks: return "mixed-ranks";
    case Reason::MixedSources: return "mixed-sources";
    case Reason::WrongSource: return "wrong-source";
    case Reason::TooLow: return "too-low";
    case Reason::SevenLower: return "seven-lower";
    case Reason::TenRestricted: return "ten-restricted";
    case Reason::PileEmpty: return "pile-empty";
    case Reason::BlindOnly: return "blind-only";
    case Reason::NotBlindYet: return "not-blind-yet";
    case Reason::MustFinishHand: return "must-finish-hand";
    case Reason::MustMatchLink: return "must-match-link";
    case Reason::MustTake: return "must-take";
    case Reason::NoLink: return "no-link";
    case Reason::SameCardTwice: return "same-card-twice";
    case Reason::NotReached: return "not-reached";
    case Reason::DoesNotFit: return "does-not-fit";
    case Reason::AceBetween: return "ace-between";
    case Reason::NothingThere: return "nothing-there";
    case Reason::PeakClosed: return "peak-closed";
    case Reason::MustDraw: return "must-draw";
    case Reason::SameValley: return "same-valley";
    }
    return "unknown";
}

std::string_view setupProblemId(SetupProblem problem)
{
    switch (problem) {
    case SetupProblem::Ok: return "ok";
    case SetupProblem::UnknownGame: return "unknown-game";
    case SetupProblem::GameNotAvailable: return "game-not-available";
    case SetupProblem::PlayerCount: return "player-count";
    case SetupProblem::UnknownOption: return "unknown-option";
    case SetupProblem::OptionValue: return "option-value";
    case SetupProblem::DealShape: return "deal-shape";
    case SetupProblem::DealCount: return "deal-count";
    case SetupProblem::UnknownCard: return "unknown-card";
    case SetupProblem::DuplicateCard: return "duplicate-card";
    case SetupProblem::CardNotInDeck: return "card-not-in-deck";
    }
    return "unknown";
}

} // namespace felt
