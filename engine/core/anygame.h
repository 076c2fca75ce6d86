// The one interface every game offers to the app and to felt-cli, with action texts as
// in rules/<game>.md. Typed code (bots, playouts) uses each game's State directly; this
// type-erased face costs a virtual call and a string per action and is for the app,
// records and the command line.
#pragma once

#include "advice.h"
#include "botlevel.h"
#include "event.h"
#include "move.h"
#include "reason.h"
#include "rng.h"
#include "seats.h"
#include "value.h"
#include "viewer.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace felt {

class AnyGame {
public:
    virtual ~AnyGame() = default;

    virtual std::unique_ptr<AnyGame> clone() const = 0;
    virtual bool equals(const AnyGame &other) const = 0;

    virtual std::string_view gameId() const = 0;
    virtual int players() const = 0;

    // Seats that may act now (several in simultaneous phases, or where several may call
    // something at any moment); empty when over. felt-cli's `toAct`.
    virtual SeatSet actors() const = 0;
    // The actors the game waits for: play goes on only once one of them acts (in a
    // simultaneous round: once each has acted). Every other actor has an *opportunity*: it may
    // act now but need not, and nothing waits for it (Shaftmount's manual calls: a tap or a
    // count anyone may make while the seat on turn plays on). Equal to actors() in games and
    // moments without opportunities. So:
    //   - the table waits, and a hot-seat screen hands the device over, only for mustAct();
    //     a person with a mere opportunity acts if they like, without a hand-over;
    //   - a computer player with an opportunity is asked through botTask() like any other; its
    //     task may answer "" (nothing now): ask again once the table has changed. Ask the seats
    //     with opportunities after each action, in seat order from the left of the seat that
    //     acted, before the seat that must act (felt-cli play and the arena do, core/botstep.h).
    virtual SeatSet mustAct() const = 0;
    // Every legal action text of the seat, without duplicates; empty when it may not act.
    virtual std::vector<std::string> legalActions(Seat seat) const = 0;
    // The same actions as moves for the table (move.h): an action may appear as several
    // moves when several gestures make it (a swap dragged either way).
    virtual MoveList legalMoves(Seat seat) const = 0;
    // Both at once, from one listing of the seat's actions: what legalActions() and
    // legalMoves() give (a seat's snapshot needs both; the list is made once).
    virtual void legal(Seat seat, std::vector<std::string> *texts, MoveList *moves) const = 0;
    // The action a gesture at the table means (these cards, from there, to there; see
    // move.h), legal or not, so that the app can say why it is refused; nullopt when the
    // gesture means nothing in this game.
    virtual std::optional<std::string> gestureAction(Seat seat, const Move &gesture) const = 0;
    // Whether `seat` needs to see its own hidden cards to decide now. False for an answer
    // about public facts only (Shaftmount's keep or redraw) and in games where nothing is
    // private: then several people at one screen need no hand-over for it.
    virtual bool privateDecision(Seat seat) const = 0;
    // Whether the game is in a round that several seats play at once, each in its own time
    // (Shithead's swapping, Wrong Suit's gifts): a seat that is done waits for the others.
    virtual bool simultaneous() const = 0;
    // Ok when `text` is legal for `seat` now, else why not. Never changes the game.
    virtual Reason check(Seat seat, std::string_view text) const = 0;
    // Applies a legal action and returns Ok, or refuses it (the game is unchanged): the one
    // judgement an action needs (the same answer check() gives, from one reading of the text),
    // so that a host asks nothing before it.
    virtual Reason apply(Seat seat, std::string_view text, EventList *events = nullptr) = 0;

    virtual bool isOver() const = 0;
    // Every seat's final place once the game is over, 0 best (felt-cli play's places; a game
    // the table wins or loses together: 0 for everyone on a win, 1 on a loss); empty while it
    // runs.
    virtual std::vector<int> standings() const = 0;
    // Every seat's score or penalties as the app's statistics keep them, once the game is over;
    // empty for a game whose statistics keep none (and while it runs).
    virtual std::vector<double> statsScores() const = 0;
    // The `state` object of rules/<game>.md as `viewer` sees it: hidden cards "??"; with
    // Viewer::nobody() only what is public; with Viewer::all() everything.
    virtual Value state(Viewer viewer) const = 0;
    // The same object written as compact JSON text after `out`, without the tree: exactly
    // what the app's JSON writer makes of state(viewer) (core/jsontext.h). The network host
    // sends it to every seat after every change.
    virtual void appendState(std::string &out, Viewer viewer) const = 0;
    // The `result` object of rules/<game>.md; null while the game runs.
    virtual Value result() const = 0;
    // The options as a record stores them: only keys that differ from the defaults.
    virtual Value options() const = 0;
    // Public facts the table shows that the `state` object leaves to the reader (for
    // Shithead the pile's effective top), so the app never works out rules itself. An
    // object; empty for games with nothing to add.
    virtual Value tableInfo() const = 0;
    // Whether some card on the table is hidden from someone (a hand, a face-down card): then
    // moves may not be taken back (undoing would show what lies underneath) and no solver
    // may be asked (it would know the hidden cards).
    virtual bool hidesCards() const = 0;
    // Games with a solver (Bring Down the Mountain): can the table still win from here?
    // {"winnable": true|false|null (unknown within `budget` nodes or `maxBytes` of tables),
    //  "nodes": n, "line": [action texts that win], and when unknown "limit": "nodes" or
    //  "memory" (which of the two stopped it)}; null for games without one. `budget` and
    // `maxBytes` 0: the game's own defaults.
    virtual bool canSolve() const = 0;
    virtual Value solve(long budget, std::size_t maxBytes = 0) const = 0;

    // A bot's decision as a task that holds only a copy of the seat's view (never the
    // true state), so it can run on another thread while the game goes on. For a seat in
    // mustAct() the task yields a legal action; for a seat with an opportunity (in actors(), not
    // in mustAct()) it yields a legal action or "" when the bot does nothing now; for a seat
    // that may not act, "".
    virtual std::function<std::string()> botTask(Seat seat, BotLevel level, std::uint64_t seed) const = 0;
    // A second opinion on `played` (an action text legal for `seat` now), for a game review:
    // a task, holding only a copy of the seat's view, that asks the hard bot what it would do
    // and how it rates both actions (advice.h). An empty Advice when the action is not legal.
    virtual std::function<Advice()> adviceTask(Seat seat, std::string_view played, std::uint64_t seed) const = 0;
    // Why `advised` (an action text legal for `seat` now, a hint) may be wise where a person
    // would wonder, from the seat's view only: an object of the game's codes (Shithead: a
    // pickup while plays are at hand), never sentences; null where there is nothing to say.
    virtual Value adviceReasons(Seat seat, std::string_view advised) const = 0;
};

} // namespace felt
