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
    }
    return {};
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
