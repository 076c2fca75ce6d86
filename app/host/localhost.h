// A host in this process (host.h): it owns the engine's game and its record and is the only
// writer of both. It runs the computer players off the GUI thread with a pause people can
// follow, saves the game after every action (Storage), takes moves back where nothing is
// hidden, asks the hard player for hints and the solver for a verdict, and knows what the
// statistics keep of a finished game. The app's own tables and felt-server's network tables
// are LocalHosts.
#pragma once

#include "finishedgame.h"
#include "host.h"
#include "savedgame.h"
#include "snapshotof.h"
#include "taskrunner.h"

#include "core/anygame.h"
#include "core/botlevel.h"

#include <QElapsedTimer>
#include <QPointer>

#include <deque>
#include <functional>
#include <memory>

class Storage;

// What a LocalHost does besides holding the game (host.h).
using LocalHostConfig = HostConfig;

class LocalHost : public Host {
    Q_OBJECT

public:
    explicit LocalHost(QObject *parent = nullptr);
    ~LocalHost() override;

    // A new game; false with `error` (one sentence) when it cannot be set up.
    bool start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options, quint64 seed,
               QString *error = nullptr);
    // A saved game, replayed; false with `error` when the save is not a valid game.
    bool load(const SavedGame &saved, QString *error = nullptr);
    // Checks a saved game without a host: the replayed game, or null with `error` set.
    static std::unique_ptr<felt::AnyGame> replay(const SavedGame &saved, QString *error);

    void setConfig(const HostConfig &config) override;
    const HostConfig &config() const { return m_config; }
    void setBotDelayMs(int ms) override;
    void setCallGraceMs(int ms) override { m_callGraceMs = qMax(0, ms); }
    void setActionLimit(int limit) override;
    void setBotsPaused(bool paused) override;
    void setAutopilot(bool on) override;
    void setThinkHook(std::function<void()> hook) override;
    void setWatchOnly() override;

    // Host
    QString gameId() const override { return m_record.game; }
    int players() const override { return m_record.players; }
    felt::Value options() const override { return m_record.options; }
    std::optional<quint64> seed() const override { return m_record.seed; }
    QList<HostSeat> seats() const override;
    quint64 seq() const override { return m_seq; }
    int actionCount() const override { return static_cast<int>(m_record.actions.size()); }
    SeatSnapshot snapshot(int seat) const override;
    // The same, for the table or to be sent (the state as JSON text: snapshotof.h).
    SeatSnapshot snapshot(int seat, SnapshotFor use) const;
    std::vector<HostStep> steps(int seat, int from) const override;
    std::vector<HostFrame> frames(int seat, int from) const override;
    bool canActFor(int seat) const override;
    Answer act(int seat, const QString &action) override;
    std::optional<felt::Reason> check(int seat, const QString &action) const override;
    std::optional<QString> gestureAction(int seat, const felt::Move &gesture) const override;
    std::optional<felt::Record> record() const override { return m_record; }
    bool canHint(int seat) const override;
    void requestHint(int seat) override;
    bool canAnalyze() const override;
    void analyze() override;
    bool canUndo() const override;
    bool canRedo() const override;
    bool undo() override;
    bool redo() override;

    // For the app and the tests.
    const felt::AnyGame *game() const { return m_game.get(); }
    const felt::Record &fullRecord() const { return m_record; }
    SavedGame saved() const override { return { m_seats, m_record, {} }; }
    bool dealsHere() const override { return true; }
    QList<SeatSpec> seatSpecs() const { return m_seats; }
    bool isBot(int seat) const;
    int thinkingSeat() const { return m_thinkingSeat; }
    // The finished game for the statistics; meaningful once over. Its length counts from the
    // deal: the start of this game, or the time given by setDealtAtMs().
    FinishedGame finishedGame() const override;
    qint64 dealtAtMs() const override;
    // The game was dealt at `ms` (since the epoch), before this host took it over (a network
    // table hosted again after a restart): its length counts from then.
    void setDealtAtMs(qint64 ms);
    // The statistics' flags: a person took a move back, or asked for a hint.
    bool usedUndo() const { return m_usedUndo; }
    bool usedHint() const { return m_usedHint; }

    // For a network table (app/net): the seats whose people play at other computers. Actions
    // for them come only through actFor(), from the network host: canActFor() is false for
    // them, so a table at this screen never plays them.
    void setRemoteSeats(felt::SeatSet seats) override;
    felt::SeatSet remoteSeats() const { return m_remote; }
    bool playsHere(int seat) const override { return !m_remote.has(seat); }
    // An action for a person's seat (at this screen or another computer) from the network
    // host: true when applied; false with `why` when refused. Never for a computer player's
    // seat (but for a scripted one), and no refused() signal: the refusal goes back to the
    // computer it came from.
    bool actFor(int seat, const QString &action, felt::Reason *why) override;
    // A hint for a person's seat wherever they play (the network host's `hint`): the hard
    // computer player's choice from the seat's own view with `seed`, as a task to run off the
    // GUI thread (empty when the seat is not to act); and why an action is wise for the seat
    // (AnyGame::adviceReasons), null unless it is legal for the seat now.
    std::function<std::string()> hintTask(int seat, quint64 seed) const;
    felt::Value adviceReasons(int seat, const QString &action) const;
    // Whether a person's connection to a network table is up, and since when (ms since the
    // epoch) it is down: shown in seats(). A change emits changed().
    void setSeatPresence(int seat, bool connected, qint64 awaySinceMs);
    // Who plays a seat now: "human" (its person) or a computer player's level ("easy",
    // "normal", "hard", "random"): a person who is away handed to a computer player, or taking
    // the seat back. False for an unknown seat or kind. Saved with the game.
    bool setSeatKind(int seat, const QString &kind);

private:
    bool setGame(std::unique_ptr<felt::AnyGame> game, felt::Record record, QList<SeatSpec> seats,
                 std::vector<felt::EventList> steps);
    bool apply(int seat, const QString &text, felt::Reason *why);
    bool rebuild();
    void touch();         // the table changed: stale answers go, seq grows, changed()
    void autosave();
    void scheduleBots();
    void botDone(int seat, const QString &action);
    void setThinkingSeat(int seat);
    void beginStatistics();

    HostConfig m_config;
    std::unique_ptr<felt::AnyGame> m_game;
    felt::Record m_record;
    QList<SeatSpec> m_seats;
    // The events (with their audiences) of the last actions, from action m_eventsFrom on: a
    // long game keeps only its last kKeptEvents actions' (the record says the rest, and
    // steps() from further back replays it), so that what a game holds grows with its record
    // alone.
    static constexpr int kKeptEvents = 64;
    std::deque<felt::EventList> m_events;
    int m_eventsFrom = 0;
    void keepEvents(std::vector<felt::EventList> events);
    std::vector<felt::RecordAction> m_redo;     // undone actions, the next one to redo last
    bool m_replaying = false;                   // redo() is applying: keep the rest to redo
    quint64 m_seq = 0;
    TaskRunner *m_tasks;
    bool m_botBusy = false;
    int m_thinkingSeat = -1;
    int m_callGraceMs = 0;      // a computer player's call waits this long after the table changed
    felt::SeatSet m_declined;   // computer players that let their opportunity pass at this table
    bool m_analyzing = false;
    felt::SeatSet m_remote;                     // people at other computers (setRemoteSeats)
    struct Presence {
        bool connected = true;
        qint64 awaySinceMs = -1;
    };
    QList<Presence> m_presence;                 // per seat; empty: everyone here
    // For the statistics.
    QString m_gameKey;
    QElapsedTimer m_playClock;
    qint64 m_playedBeforeMs = 0;   // of the game before m_playClock started (setDealtAtMs)
    bool m_usedUndo = false;
    bool m_usedHint = false;
};
