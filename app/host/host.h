// The host: the one holder of a running game. It keeps the engine's game, the record and
// the deal to itself and publishes, for any seat (or nobody), only what that seat may know;
// it takes actions for a seat and answers with the engine's reason. A table (app/ui) shows
// one screen's view built from nothing else, so it cannot tell a host in this process
// (LocalHost) from one across the network (docs/network.md): both implement this interface.
//
// What a seat may know is a SeatSnapshot — the network contract's `table` message: the
// `felt-cli replay --as SEAT` object (game, players, over, toAct, legal, state, result) plus
// what a table needs to show it (the seat's legal moves as data, the public table facts,
// whether the seat's decision needs its own cards) — and the events of each action as that
// seat may see them (HostStep).
#pragma once

#include "finishedgame.h"
#include "savedgame.h"
#include "seatspec.h"

#include "core/event.h"
#include "core/move.h"
#include "core/reason.h"
#include "core/seats.h"
#include "core/value.h"
#include "record.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class Storage;

// What a host in this process does besides holding the game, the same for every game a table
// opens (a host across the network has its own and ignores these).
struct HostConfig {
    Storage *storage = nullptr;     // where the game is saved after every action (none: not saved)
    int botDelayMs = 700;           // how long a computer player's move stays in view
    int actionLimit = -1;           // computer players stop at this many actions (-1: never)
    bool botsPaused = false;        // computer players wait (a thought finishes, unapplied)
    bool autopilot = false;         // the people's seats are played by computer players too
    bool watchOnly = false;         // a past game: nothing can be played, taken back or saved
    // A lesson: the computer players' seats never think; their moves come from the lesson's
    // script through actFor().
    bool scripted = false;
    std::function<void()> thinkHook;   // runs on the worker thread before each decision (tests)
};

// One seat as everyone at the table may know it.
struct HostSeat {
    QString name;
    QString kind;               // "human" (a person), "random", "easy", "normal", "hard"
    bool connected = true;      // a person's connection to a network table is up
    qint64 awaySinceMs = -1;    // when it went down (ms since the epoch), or -1
    bool thinking = false;      // a computer player is deciding for this seat now
    // A person's seat at a network table: a computer player may stand in for its person now
    // (handed over after the grace time), who may take it back. Such a seat counts as a
    // person's for what the screen may show (screenpolicy.h).
    bool person = false;

    bool isHuman() const { return kind == QLatin1String("human"); }
    bool operator==(const HostSeat &) const = default;
};

// What one seat, or nobody in particular (seat -1), may know of the game now.
struct SeatSnapshot {
    quint64 seq = 0;              // the host's change counter when this was taken
    int seat = -1;
    // The `felt-cli replay --as SEAT` object's fields.
    QString game;
    int players = 0;
    bool over = false;
    felt::SeatSet toAct;
    // The actors the game waits for (AnyGame::mustAct); the others in toAct merely may act (a
    // call anyone may make), and nothing waits for them.
    felt::SeatSet mustAct;
    QStringList legal;            // the seat's own legal actions (empty when not in toAct)
    felt::Value state;            // as the seat sees it (hidden cards "??")
    // The same as compact JSON text, in a snapshot taken to be sent (SnapshotFor::Wire): then
    // `state` stays null, as the tree is never built, and the legal actions are in
    // legalTexts (UTF-8, as the engine lists them), `legal` empty.
    std::string stateText;
    std::vector<std::string> legalTexts;
    felt::Value result;           // null while the game runs
    // What a table needs besides.
    felt::MoveList moves;         // `legal` as moves: the cards each takes, where from and to
    felt::Value info;             // public table facts (AnyGame::tableInfo)
    bool simultaneous = false;    // a round that several seats play at once
    bool privateDecision = true;  // the seat needs its own cards to decide now
    bool hidesCards = true;       // some card on the table is hidden from someone
};

// The events of one action as a seat may see them.
struct HostStep {
    int action = 0;               // the record's index of the action
    felt::EventList events;
};

// The table as a seat saw it at one moment of the past: after `applied` actions, and the
// events (as the seat saw them) of the last of these.
struct HostFrame {
    int applied = 0;
    SeatSnapshot snapshot;
    felt::EventList events;
};

class Host : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~Host() override = default;

    virtual QString gameId() const = 0;
    virtual int players() const = 0;
    // The options that differ from the game's defaults.
    virtual felt::Value options() const = 0;
    // The deal's number, where this host may tell it (a remote table: once it is over).
    virtual std::optional<quint64> seed() const = 0;
    virtual QList<HostSeat> seats() const = 0;
    // The seat a computer player is deciding for now, or -1.
    int thinkingSeat() const
    {
        const QList<HostSeat> all = seats();
        for (int s = 0; s < all.size(); ++s)
            if (all.at(s).thinking)
                return s;
        return -1;
    }
    // Whether play has begun (a network table waits for its people first).
    virtual bool started() const { return true; }
    // Grows by one with every change a table can see.
    virtual quint64 seq() const = 0;
    // Actions made so far.
    virtual int actionCount() const = 0;
    // When the game was dealt, as this side knows it (ms since the epoch; -1: not known): the
    // statistics count a game's length from it to the end, across restarts.
    virtual qint64 dealtAtMs() const { return -1; }

    // What `seat` may know now (-1: nobody in particular, the public view).
    virtual SeatSnapshot snapshot(int seat) const = 0;
    // The events of the actions from index `from` on, as `seat` may see them.
    virtual std::vector<HostStep> steps(int seat, int from) const = 0;
    // The table as `seat` saw it before action `from` and after each action since (for a look
    // back over a round); empty when this host cannot tell.
    virtual std::vector<HostFrame> frames(int seat, int from) const = 0;

    // Whether actions for `seat` may come from this process (a person at this screen).
    virtual bool canActFor(int seat) const = 0;
    // Whether `seat`'s person plays at this app, not at another computer of a network table
    // (a host whose seats all play here says what canActFor says).
    virtual bool playsHere(int seat) const { return canActFor(seat); }
    enum class Answer { Applied, Refused, Sent };
    // An action for `seat`: Applied or Refused at once, or Sent (the answer follows as
    // changed() or refused()). A refusal changes nothing and is also signalled.
    virtual Answer act(int seat, const QString &action) = 0;
    // Why `action` would be refused for `seat` now (Reason::Ok: it would not); nullopt when
    // this host can only tell by trying.
    virtual std::optional<felt::Reason> check(int seat, const QString &action) const = 0;
    // The action a gesture at the table means (legal or not; see AnyGame::gestureAction).
    virtual std::optional<QString> gestureAction(int seat, const felt::Move &gesture) const = 0;

    // The whole record: always where this host holds the game; from a remote host once the
    // game is over.
    virtual std::optional<felt::Record> record() const = 0;

    // A suggestion for `seat` from the strongest computer player, thinking from the seat's
    // own view off the GUI thread; the answer comes as hinted().
    virtual bool canHint(int seat) const = 0;
    virtual void requestHint(int seat) = 0;
    // Games with a solver and nothing hidden: can the table still win? Answered by analyzed().
    virtual bool canAnalyze() const { return false; }
    virtual void analyze() { }
    // Taking moves back, where nothing is hidden (a local table only).
    virtual bool canUndo() const { return false; }
    virtual bool canRedo() const { return false; }
    virtual bool undo() { return false; }
    virtual bool redo() { return false; }

    // --- What a host can do besides; each kind answers (a host across the network does
    // little of it: its own server runs the computer players, saves and keeps the rest) ---
    // What this process does for the game (HostConfig), all at once or one setting at a time.
    virtual void setConfig(const HostConfig &config) { Q_UNUSED(config) }
    virtual void setBotDelayMs(int ms) { Q_UNUSED(ms) }
    virtual void setActionLimit(int limit) { Q_UNUSED(limit) }
    virtual void setBotsPaused(bool paused) { Q_UNUSED(paused) }
    virtual void setAutopilot(bool on) { Q_UNUSED(on) }
    virtual void setThinkHook(std::function<void()> hook) { Q_UNUSED(hook) }
    // A learning table: a computer player's call (an opportunity: a tap, a count) comes no
    // sooner than `ms` after the table changed, so a newcomer has time to see it; 0: off.
    virtual void setCallGraceMs(int ms) { Q_UNUSED(ms) }
    // A past game of a network table, on the table again: the seats whose people played at
    // other computers (playsHere() is false for them).
    virtual void setRemoteSeats(felt::SeatSet seats) { Q_UNUSED(seats) }
    // An action for a seat that no one at this screen plays: a lesson's script moving one of
    // the others (HostConfig::scripted). True when applied; false with `why` when refused.
    virtual bool actFor(int seat, const QString &action, felt::Reason *why)
    {
        Q_UNUSED(seat) Q_UNUSED(action)
        if (why)
            *why = felt::Reason::NotYourTurn;
        return false;
    }
    // The game to take up again later (empty where this host keeps none).
    virtual SavedGame saved() const { return {}; }
    // Whether this host can deal its game again here, with the same seats (a table elsewhere
    // deals again only through its own opener: NetTable).
    virtual bool dealsHere() const { return false; }
    // The finished game as the statistics keep it; meaningful once over (empty when this host
    // cannot tell yet).
    virtual FinishedGame finishedGame() const = 0;

    // A past game, watched only from now on: nothing can be played, taken back or saved.
    virtual void setWatchOnly() { m_watchOnly = true; }
    bool watchOnly() const { return m_watchOnly; }
    // A lesson's say on the actions of the people at this screen: a sentence refuses one, ""
    // lets it through. A host with a gate is a lesson's.
    using ActionGate = std::function<QString(int seat, const QString &action)>;
    void setGate(ActionGate gate) { m_gate = std::move(gate); }
    bool gated() const { return static_cast<bool>(m_gate); }
    QString gateSays(int seat, const QString &action) const { return m_gate ? m_gate(seat, action) : QString(); }

signals:
    // Anything a table shows changed (seq, seats, the game).
    void changed();
    // Only `seat`'s own row changed, nothing of the game: a computer player began or stopped
    // thinking for it (HostSeat::thinking; seq grew). A table updates that seat's row and
    // rebuilds nothing; a network host tells its seats as for changed().
    void seatChanged(int seat);
    // An action was refused (nothing changed).
    void refused(int seat, const QString &action, felt::Reason reason);
    // The hint asked for (empty when none could be found), with the game's codes for why it is
    // wise where a person would wonder (AnyGame::adviceReasons; null where there is nothing).
    void hinted(int seat, const QString &action, const felt::Value &reasons);
    // {"busy": false, "winnable": true|false|null, "nodes": n, ...}.
    void analyzed(const QVariantMap &verdict);
    // A sentence for the people at the table (a computer player's fallback move, a failed save).
    void told(const QString &sentence);
    // The game ended (after the changed() of its last action).
    void finished();
    // A new game began on this host after the last one was over (a network table's new deal
    // for everyone): what the table showed of the last game is gone.
    void dealtAgain();
    // The computer players stopped at the action limit (HostConfig::actionLimit).
    void actionLimitReached();

private:
    bool m_watchOnly = false;
    ActionGate m_gate;
};
