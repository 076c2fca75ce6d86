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

#include <optional>
#include <vector>

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
};
