// The host's replay service: what the table side asks of a record (a finished game, a save)
// that only the engine's game can answer, answered here beside the host so that nothing in
// app/ui or app/games replays a record or holds the engine's game. Plain functions of a record
// in the app's own value types; each builds the game from the record and walks it once.
#pragma once

#include "finishedgame.h"
#include "savedgame.h"
#include "seatmoment.h"

#include "core/move.h"
#include "core/value.h"
#include "record.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

// The hard computer player's second opinion on one decision (a game review): what it would have
// done from the seat's view at that moment, and how it rates that and the action played (0
// surely worst .. 1 surely best; nullopt where the game cannot rate it).
struct SecondOpinion {
    QString choice;                      // its action text; empty when it had none
    bool same = false;                   // the action played is its choice (or one it does not tell apart)
    std::optional<double> choiceValue;
    std::optional<double> playedValue;
    felt::Value reasons;                 // why its choice is wise: the game's codes (null: none)
};

// One decision of a seat worth a second opinion: the seat had more than one legal action.
struct ReviewDecision {
    int index = 0;                       // the record's action
    QString played;                      // its action text
    felt::MoveList moves;                // the seat's legal moves then
    // The hard player's thinking on it: holds only a copy of the seat's view then (never the
    // true state), so it may run on any thread; the same record gives the same answers.
    std::function<SecondOpinion()> opinion;
};

// A saved game, replayed: whether it can be resumed.
struct SaveCheck {
    bool ok = false;       // the save is a valid game
    bool over = false;     // and that game is finished (nothing to resume)
    QString error;         // why it is not valid (as LocalHost::replay says it)
};

class Replays {
public:
    // `seat`'s decisions in `record` that had a choice, in the record's order; nullopt when the
    // record does not replay to its end.
    static std::optional<std::vector<ReviewDecision>> decisions(const felt::Record &record, int seat);
    // How many there are (-1: the record does not replay), without preparing any thinking.
    static int countDecisions(const felt::Record &record, int seat);
    // The game as `seat` saw it as dealt and after every action, up to the end or the first
    // action that does not replay.
    static SeatMoments moments(const felt::Record &record, int seat);
    // A finished game for the statistics, from its record and seats (a network table's game,
    // whose record came at its end), as a LocalHost that played it would tell it: a new key, no
    // duration; nullopt when the record does not replay.
    static std::optional<FinishedGame> finishedGame(const SavedGame &saved);
    // Checks a saved game (the autosave before it is offered to resume).
    static SaveCheck inspect(const SavedGame &saved);
};
