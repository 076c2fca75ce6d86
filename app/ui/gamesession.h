// The table of one screen: what QML shows of a game held by a host (host.h) — a LocalHost in
// this process, or one across the network — built only from what the host publishes for the
// seat at the screen. Who sits at the screen and when the privacy screen shows is the
// HotSeat policy; what QML shows is built from the host's snapshots by buildTable()
// (tablebuilder.h); the log tells each viewer only what the host published for them
// (GameLog). Everything game-specific comes from the game's adapter and GameUi
// (app/games/<game>/).
#pragma once

#include "advicefacet.h"
#include "boardfacet.h"
#include "dealsecrecy.h"
#include "finishedgame.h"
#include "gamefacet.h"
#include "gamelog.h"
#include "gamereview.h"
#include "host.h"
#include "hotseat.h"
#include "localhost.h"
#include "logmodel.h"
#include "lookbackfacet.h"
#include "playfacet.h"
#include "roundreview.h"
#include "savedgame.h"
#include "screenfacet.h"
#include "seatsmodel.h"
#include "seatspec.h"
#include "tableadapter.h"
#include "tablebuilder.h"
#include "tablecardsmodel.h"

#include "core/value.h"
#include "record.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>

class Storage;

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session belongs to App")

    // What QML reads of the table goes through the facets below, each with one job (their
    // headers say what each property means); the session itself offers only them, the
    // game's typed facts, the review of a game and the list models.
    // The hard player's second opinion on a person's decisions, once the game is over.
    Q_PROPERTY(GameReview *gameReview READ gameReview CONSTANT)
    // The facets the tables read, each with one job.
    Q_PROPERTY(GameFacet *game READ gameFacet CONSTANT)
    Q_PROPERTY(BoardFacet *board READ board CONSTANT)
    Q_PROPERTY(ScreenFacet *screen READ screen CONSTANT)
    Q_PROPERTY(PlayFacet *play READ play CONSTANT)
    Q_PROPERTY(AdviceFacet *advice READ advice CONSTANT)
    Q_PROPERTY(LookBackFacet *lookBack READ lookBack CONSTANT)
    // The game's own facts for its table, typed (app/games/<game>/<game>facts.h).
    Q_PROPERTY(QObject *facts READ facts NOTIFY gameIdChanged)
    Q_PROPERTY(SeatsModel *seats READ seats CONSTANT)
    Q_PROPERTY(LogModel *log READ log CONSTANT)
    Q_PROPERTY(TableCardsModel *cards READ cards CONSTANT)

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    bool active() const { return m_host != nullptr; }
    QString gameId() const { return m_host ? m_host->gameId() : QString(); }
    QString tableQml() const;
    int players() const { return m_host ? m_host->players() : 0; }
    // The deal's number; 0 (empty) where the host does not tell it (a network table before its
    // end) or while it is kept from everyone (DealSecrecy: two or more people play a game
    // that hides cards, until it is over).
    double seed() const { return static_cast<double>(knownSeed().value_or(0)); }
    QString deal() const { return knownSeed() ? QString::number(*knownSeed()) : QString(); }
    bool dealSecret() const { return m_dealSecrecy.secret(); }
    // The game's options that differ from the defaults (changes with every new game, as
    // the deal does).
    QVariantMap options() const;
    bool over() const { return m_table.over; }
    QString phase() const { return m_table.phase; }
    int turn() const { return m_table.turn; }
    int direction() const { return m_table.direction; }
    int viewer() const { return m_screen.viewer; }
    int actor() const { return m_screen.actor; }
    bool privacy() const { return m_screen.privacy; }
    QString privacyName() const { return m_screen.privacy ? seatName(m_screen.due) : QString(); }
    int thinkingSeat() const { return m_thinkingSeat; }
    QVariantMap state() const { return m_table.state; }
    // The engine's public table facts (its tableInfo), e.g. Shithead's effective top.
    QVariantMap info() const { return m_table.info; }
    QStringList legal() const { return m_table.legal; }
    QVariantList moves() const;
    bool due() const { return m_table.due; }
    QStringList waitingFor() const { return m_table.waitingFor; }
    bool simultaneous() const { return m_table.simultaneous; }
    QString message() const { return m_message; }
    QVariantMap result() const { return m_table.result; }
    QString resultText() const { return m_table.resultText; }
    QVariantList standings() const;
    int actionCount() const { return m_host ? m_host->actionCount() : 0; }
    int humans() const;
    int firstHuman() const;
    bool canUndo() const;
    bool canRedo() const { return m_host && !m_watchOnly && m_host->canRedo(); }
    QString hint() const { return m_hint; }
    QVariantMap hintMove() const;
    bool canAnalyze() const;
    QVariantMap analysis() const { return m_analysis; }
    bool hinting() const { return m_hinting; }
    // The learning table (a first game): the hint and why come without being asked for the
    // person's first kLearningHints decisions; a computer player's call (a tap, a count) waits
    // until the person has had learningGraceMs to see what may be called; mayCall tells when
    // the person may call something while the game waits for someone else. Off for every new
    // game until set (AppController::playFirstGame).
    static constexpr int kLearningHints = 8;
    bool learning() const { return m_learning; }
    void setLearning(bool on);
    void setLearningGraceMs(int ms);
    int learningGraceMs() const { return m_learningGraceMs; }
    bool mayCall() const;
    bool automatic() const { return m_automaticPending; }
    bool reviewing() const { return m_review.active(); }
    int reviewStep() const { return m_review.step(); }
    int reviewLength() const { return m_review.length(); }
    bool canReview() const;
    GameReview *gameReview() const { return m_gameReview; }
    QVariantList reviewSeats() const;
    QString reviewRatingNote() const;
    bool gameReviewing() const { return m_review.active() && m_gameReview->current() >= 0; }
    GameFacet *gameFacet() const { return m_gameFacet; }
    BoardFacet *board() const { return m_boardFacet; }
    ScreenFacet *screen() const { return m_screenFacet; }
    PlayFacet *play() const { return m_playFacet; }
    AdviceFacet *advice() const { return m_adviceFacet; }
    LookBackFacet *lookBack() const { return m_lookBackFacet; }
    QObject *facts() const { return m_adapter ? m_adapter->facts() : nullptr; }
    SeatsModel *seats() const { return m_seatsModel; }
    LogModel *log() const { return m_logModel; }
    TableCardsModel *cards() const { return m_cardsModel; }

    Q_INVOKABLE bool isLegal(const QString &action) const;
    Q_INVOKABLE QString whyNot(const QString &action) const;
    Q_INVOKABLE bool act(const QString &action);
    // The legal move that takes `cards` (faces; empty: any) from `from` to `to` (places as
    // {zone, owner, pile, index, card}; empty: anywhere), with `legal` true; or, when there is
    // none, {legal: false, why: the sentence that says why not}.
    Q_INVOKABLE QVariantMap moveFor(const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const;
    // Every legal move that takes `cards` from `from`, wherever it goes (to light targets).
    Q_INVOKABLE QVariantList movesFrom(const QStringList &cards, const QVariantMap &from) const;
    // The first legal move of a kind ("pickup"), or an empty map.
    Q_INVOKABLE QVariantMap moveOf(const QString &verb) const;
    Q_INVOKABLE bool canDo(const QString &verb) const { return !moveOf(verb).isEmpty(); }
    // The button for a kind of move ("Pick up") and its key ("P"), from the game's adapter.
    Q_INVOKABLE QString verbButton(const QString &verb) const;
    Q_INVOKABLE QString verbKey(const QString &verb) const;
    // Calls anyone at the table may make (an exposed card tapped, a claim challenged): the
    // action a gesture of `seat` means ("" when none), the people at this screen who may make
    // `action` now (seats), why `seat` may not, and the action made for `seat` (one of those
    // people; the table asks "Who calls?" when there are several). A call's gesture is tried
    // whether or not it is legal, so the table never has to know which cards could be called.
    Q_INVOKABLE QString gestureFor(int seat, const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const;
    Q_INVOKABLE QVariantList callers(const QString &action) const;
    Q_INVOKABLE QString whyNotFor(int seat, const QString &action) const;
    Q_INVOKABLE bool actAs(int seat, const QString &action);
    // The person due takes the device (the privacy screen's button).
    Q_INVOKABLE void unlock();
    // Takes back the moves since the person's last one (and that one), where the game
    // allows it; redo() plays them again. A new move forgets what could be redone.
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // Asks the strongest computer player, thinking from the person's own view on a worker
    // thread, what it would do; the answer arrives in `hint`.
    Q_INVOKABLE void requestHint();
    // An action of the person at the screen in words ("play 7♥ 7♠").
    Q_INVOKABLE QString describe(const QString &action) const;
    // The last round again, at one's own pace: since the person's own last move (the moves of
    // the others), from the table as it stood then. The game waits meanwhile.
    Q_INVOKABLE bool startReview();
    Q_INVOKABLE bool stepReview(int delta);
    Q_INVOKABLE void endReview();
    // Asks the hard player to look at `seat`'s decisions of the finished game (off the GUI
    // thread; see gameReview); false when that seat made none.
    Q_INVOKABLE bool reviewGame(int seat);
    // A past game, watched move by move from its start: nothing can be played, taken back or
    // saved. Ends with the next start or load.
    bool watchFromStart();
    bool watching() const { return m_watchOnly; }
    // Asks the solver, on a worker thread, whether the table can still win from here.
    Q_INVOKABLE void analyze();
    // A new deal with the same seats and rules.
    Q_INVOKABLE void playAgain();
    // The same deal again, from the start, with the same seats and rules.
    Q_INVOKABLE void replayDeal();
    Q_INVOKABLE QString seatName(int seat) const;
    // "7♥", "10♠", "Joker": a card for sentences.
    Q_INVOKABLE static QString cardName(const QString &text) { return TableAdapter::cardName(text); }
    // "7 of hearts": a card as a screen reader should say it.
    Q_INVOKABLE static QString cardWords(const QString &text) { return TableAdapter::cardWords(text); }

    // --- C++ side (App, main, tests) ---

    // A new game; false with `error` set (one sentence) when it cannot be set up.
    bool start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options,
               quint64 seed, QString *error = nullptr);
    // Replays a saved game; false with `error` set when the save is not a valid game.
    bool load(const SavedGame &saved, QString *error = nullptr);
    // Ends the game without saving anything (the autosave stays as it is).
    void close();
    // A lesson (lesson.h) on the table: the deal of `saved`, never saved (the autosave stays as
    // it is), the others' seats moving only by the lesson's script (LocalHost::actFor). Every
    // action of the person at the screen asks `gate` first: a sentence refuses it (the lesson's
    // explanation), "" lets it through. Ends with the next start or load.
    using ActionGate = std::function<QString(int seat, const QString &action)>;
    bool startLesson(const SavedGame &saved, ActionGate gate, QString *error = nullptr);
    bool inLesson() const { return static_cast<bool>(m_gate); }
    // The table's automatic move looked at again (a lesson's step changed what it lets through).
    void retryAutomatic() { scheduleAutomatic(); }
    // A network table (NetPlay): the LocalHost of a table this app hosts, started by the
    // network host, or the RemoteHost of a table joined. The session owns it from here.
    bool startNetwork(std::unique_ptr<Host> host, QString *error = nullptr);
    // What every local host of this table does (the network host's LocalHost does it too).
    const LocalHostConfig &hostConfig() const { return m_hostConfig; }

    // The finished game for the statistics (every seat's standing and score, how long it took,
    // whether undo or hints were used); meaningful once `over`.
    FinishedGame finishedGame() const;
    // The record of the running game (felt-record/1) and the save envelope.
    const felt::Record &record() const;
    SavedGame saved() const { return m_local ? m_local->saved() : SavedGame(); }
    QList<SeatSpec> seatSpecs() const;
    // The host of the game on the table, and the same when it is in this process (else null).
    Host *host() const { return m_host.get(); }
    LocalHost *localHost() const { return m_local; }

    // Where the game is saved after every action (none: not saved).
    void setStorage(Storage *storage);
    void setBotDelayMs(int ms);
    int botDelayMs() const { return m_hostConfig.botDelayMs; }
    // The games shown under their other name (Palace), by id.
    void setAlternateNames(const QStringList &gameIds);
    // A game's own settings (GameUi::settings) as the person chose them, by key; the rest keep
    // their defaults.
    void setGameSettings(const QString &gameId, const QVariantMap &values);
    // Bots stop after the record holds this many actions (-1: no limit). For screenshots.
    void setActionLimit(int limit);
    // Bots wait while paused (a running thought finishes but is not applied until resumed).
    void setBotsPaused(bool paused);
    // Runs on the worker thread before each bot decision (tests: to make thinking slow).
    void setBotThinkHook(std::function<void()> hook);
    // Screenshots: the people's seats are played by computer players (normal) too, while
    // the table still shows it as the first person sees it.
    void setAutopilot(bool on);
    // The language changed: every sentence the session made is made again.
    void retranslate();
    // Shows a sentence in `message` (App uses it for new-game errors).
    void setMessage(const QString &message);

signals:
    void activeChanged();
    void gameIdChanged();
    void playersChanged();
    void seedChanged();
    // The deal's number became known or secret (the same deal).
    void dealChanged();
    void overChanged();
    void phaseChanged();
    void turnChanged();
    void directionChanged();
    void viewerChanged();
    void actorChanged();
    void privacyChanged();
    void privacyNameChanged();
    void thinkingSeatChanged();
    void stateChanged();
    void infoChanged();
    void legalChanged();
    void waitingForChanged();
    void messageChanged();
    void resultChanged();
    void resultTextChanged();
    void actionCountChanged();
    void humansChanged();
    void undoChanged();
    void hintChanged();
    void learningChanged();
    void automaticChanged();
    void analysisChanged();
    void reviewChanged();
    void reviewSeatsChanged();

    void refused(const QString &why);
    // What an action (or a step of the review) did, in the lines the viewer may read:
    // [{text, seat}] (seat -1: about nobody in particular). For the table's captions.
    void told(const QVariantList &lines);
    // One of the engine's events that the viewer may see, for the table's effects: `kind`
    // is the event's name (GameSpec::eventId: "burned", "pickedUp", ...); `cards` the faces the
    // event names (a hand shown to everyone); `target` the other seat it names, or -1; `index` the pile or position it names, or -1.
    void happened(const QString &kind, int seat, int count, const QStringList &cards, int target, int index);
    void acted();
    // The game ended (after the last action's acted()).
    void finished();
    // The bots stopped at the action limit.
    void actionLimitReached();
    // Saving failed; `why` is one sentence (also in `message`).
    void saveFailed(const QString &why);

private:
    // A host for the table: a new game (the old host goes); null closes the table.
    void setHost(std::unique_ptr<Host> host, const QString &firstNote);
    // The table shows the host's game from its start (a new host, or a new deal on the same one).
    void showHostGame(const QString &firstNote);
    bool startLocal(std::unique_ptr<LocalHost> host, const QString &note, QString *error);
    void hostChanged();
    void hostRefused(int seat, const QString &action, felt::Reason reason);
    void tell(const QList<QPair<QString, int>> &lines);
    void announce(const felt::EventList &events);
    // Rebuilds what QML sees; `events` (of the actions just seen) move cards and set off
    // effects as far as the new viewer may see them.
    void refresh(const felt::EventList &events = {}, int fromAction = -1);
    void retellLog(const QString &last);
    bool seatedHere(int seat) const;
    void restart(quint64 seed);
    // The deal's number where it may be shown now.
    std::optional<quint64> knownSeed() const;
    // Whether the deal's number is secret now; says so (dealChanged) and, when the game that
    // kept it is over, tells it in the log.
    void updateDealSecrecy(const SeatSnapshot &everyone, const QList<HostSeat> &seats, bool over);
    void changed();   // the table changed: the hint goes, a look back ends
    void updateBotPause();
    // The adapter learns the running game's settings (defaults, then the person's choices).
    void applyGameSettings(const QString &gameId);
    // A move the table makes for the person at the screen (TableAdapter::automaticMove), after
    // a short pause, while it still stands.
    void scheduleAutomatic();
    void clearHint();
    void teach();
    QString reasonSentence(felt::Reason reason) const;
    bool sendAction(int seat, const QString &action, QString *why);

    std::unique_ptr<Host> m_host;
    LocalHost *m_local = nullptr;        // m_host, when it is a LocalHost
    LocalHostConfig m_hostConfig;        // what every local host of this table does
    std::unique_ptr<TableAdapter> m_adapter;
    std::unique_ptr<TableAdapter> m_previousAdapter;   // the replaced table's facts (setHost)
    int m_seen = 0;                      // the host's actions the table has shown

    // What QML sees, derived from the host's snapshots after every change.
    Screen m_screen;
    TableSnapshot m_table;
    HotSeat m_hotSeat;
    QString m_message;
    QString m_lastRefusal;     // the host's last refusal, in words
    int m_thinkingSeat = -1;   // a computer player's seat deciding now, as last shown
    DealSecrecy m_dealSecrecy;

    GameFacet *m_gameFacet;
    BoardFacet *m_boardFacet;
    ScreenFacet *m_screenFacet;
    PlayFacet *m_playFacet;
    AdviceFacet *m_adviceFacet;
    LookBackFacet *m_lookBackFacet;
    SeatsModel *m_seatsModel;
    LogModel *m_logModel;
    TableCardsModel *m_cardsModel;
    GameLog m_log;

    QStringList m_alternateNames;
    QHash<QString, QVariantMap> m_gameSettings;
    bool m_automaticPending = false;
    QString m_hint;
    QString m_hintReason;   // why the hint is wise, in words, where a person would wonder
    bool m_hinting = false;
    bool m_learning = false;
    int m_learningHints = 0;          // hints given unasked at this learning table
    int m_learningGraceMs = 6000;
    QVariantMap m_analysis;
    RoundReview m_review;
    GameReview *m_gameReview;
    int m_reviewViewer = -1;   // whose view the review's table shows (-1: the screen's)
    // The game review's decision on the table (the table as it stood before it), and the
    // cards of the hard player's other choice marked.
    void showReviewDecision();
    void followReviewInLog();
    void markReviewChoice(QList<CardSlot> &cards) const;
    bool m_watchOnly = false;
    ActionGate m_gate;   // a lesson's say on the person's actions (startLesson)
    QString gateRefusal(int seat, const QString &action);
};
