// The table of one screen, built: the facets QML reads (each holds its own state, logic and
// signals: the game at the table, the board, the screen and its privacy policy, play, advice,
// looking back), the list models, and the wiring of them to the host of the game (host.h) — a
// LocalHost in this process, or one across the network. On every change the host publishes,
// the session takes one snapshot per viewer (TableFrame) and hands each facet its part.
// Everything game-specific comes from the game's adapter and GameUi (app/games/<game>/).
#pragma once

#include "adaptermaker.h"
#include "advicefacet.h"
#include "boardfacet.h"
#include "gamefacet.h"
#include "gamelog.h"
#include "lookbackfacet.h"
#include "playfacet.h"
#include "savedgame.h"
#include "screenfacet.h"
#include "seatsmodel.h"
#include "seatspec.h"
#include "tablecardsmodel.h"
#include "tablelink.h"

#include "core/value.h"
#include "record.h"

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

    // The facets the tables read, each with one job (their headers say what each means).
    Q_PROPERTY(GameFacet *game MEMBER m_game CONSTANT)
    Q_PROPERTY(BoardFacet *board MEMBER m_board CONSTANT)
    Q_PROPERTY(ScreenFacet *screen MEMBER m_screen CONSTANT)
    Q_PROPERTY(PlayFacet *play MEMBER m_play CONSTANT)
    Q_PROPERTY(AdviceFacet *advice MEMBER m_advice CONSTANT)
    Q_PROPERTY(LookBackFacet *lookBack MEMBER m_lookBack CONSTANT)
    // The hard player's second opinion on a person's decisions (the look back's review).
    Q_PROPERTY(GameReview *gameReview MEMBER m_gameReview CONSTANT)
    // The game's own facts for its table, typed (app/games/<game>/<game>facts.h).
    Q_PROPERTY(QObject *facts READ facts NOTIFY factsChanged)
    Q_PROPERTY(SeatsModel *seats MEMBER m_seats CONSTANT)
    Q_PROPERTY(LogModel *log MEMBER m_logModel CONSTANT)
    Q_PROPERTY(TableCardsModel *cards MEMBER m_cards CONSTANT)

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    GameFacet *game() const { return m_game; }
    BoardFacet *board() const { return m_board; }
    ScreenFacet *screen() const { return m_screen; }
    PlayFacet *play() const { return m_play; }
    AdviceFacet *advice() const { return m_advice; }
    LookBackFacet *lookBack() const { return m_lookBack; }
    QObject *facts() const { return m_adapter ? m_adapter->facts() : nullptr; }
    SeatsModel *seats() const { return m_seats; }
    LogModel *log() const { return m_logModel; }
    TableCardsModel *cards() const { return m_cards; }

    // A new game; false with `error` set (one sentence) when it cannot be set up.
    bool start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options, quint64 seed,
               QString *error = nullptr);
    // Replays a saved game; false with `error` set when the save is not a valid game.
    bool load(const SavedGame &saved, QString *error = nullptr);
    // Ends the game without saving anything (the autosave stays as it is).
    void close();
    // A lesson (lesson.h) on the table: the deal of `saved`, never saved, the others' seats
    // moving only by the lesson's script (LocalHost::actFor). Every action of the person at
    // the screen asks `gate` first: a sentence refuses it, "" lets it through.
    using ActionGate = TableLink::ActionGate;
    bool startLesson(const SavedGame &saved, ActionGate gate, QString *error = nullptr);
    bool inLesson() const { return static_cast<bool>(m_link.gate); }
    // The table's automatic move looked at again (a lesson's step changed what it lets through).
    void retryAutomatic() { m_play->scheduleAutomatic(); }
    // A network table (NetPlay): the LocalHost of a table this app hosts, or the RemoteHost of
    // a table joined. The session owns it from here.
    bool startNetwork(std::unique_ptr<Host> host, QString *error = nullptr, const QString &note = {});
    // A past game, watched move by move from its start (LookBackFacet::watchFromStart).
    bool watchFromStart();
    // The learning table (GameFacet::learning); a computer player's call waits `ms` for the
    // person at it.
    void setLearning(bool on);
    void setLearningGraceMs(int ms);

    // The host of the game on the table, and the same when it is in this process (else null);
    // what every local host of this table does; the record and save of a local game.
    Host *host() const { return m_host.get(); }
    LocalHost *localHost() const { return m_link.local; }
    const LocalHostConfig &hostConfig() const { return m_link.config; }
    const felt::Record &record() const;
    SavedGame saved() const { return m_link.local ? m_link.local->saved() : SavedGame(); }
    QList<SeatSpec> seatSpecs() const;

    // What every local host of this table does (TableLink).
    void setStorage(Storage *storage) { m_link.setStorage(storage); }
    void setBotDelayMs(int ms) { m_link.setBotDelayMs(ms); }
    int botDelayMs() const { return m_link.config.botDelayMs; }
    // The games shown under their other name (Palace), by id.
    void setAlternateNames(const QStringList &gameIds);
    // A game's own settings (GameUi::settings) as the person chose them, by key.
    void setGameSettings(const QString &gameId, const QVariantMap &values);
    // Bots stop after the record holds this many actions (-1: no limit). For screenshots.
    void setActionLimit(int limit) { m_link.setActionLimit(limit); }
    // Bots wait while paused (a running thought finishes but is not applied until resumed).
    void setBotsPaused(bool paused);
    // Runs on the worker thread before each bot decision (tests: to make thinking slow).
    void setBotThinkHook(std::function<void()> hook) { m_link.setBotThinkHook(std::move(hook)); }
    // Screenshots: the people's seats are played by computer players too.
    void setAutopilot(bool on) { m_link.setAutopilot(on); }
    // The language changed: every sentence the table made is made again.
    void retranslate();
    // Shows a sentence in play's `message` (App uses it for new-game errors).
    void setMessage(const QString &message) { m_play->setMessage(message); }

signals:
    void activeChanged();
    // The table's host is about to be let go (another game, a loaded one, close): a network
    // table's host may still say goodbye to the table (NetPlay sends `leave`).
    void hostLeaving(Host *host);
    void factsChanged();
    // The game ended (after the last action's acted()).
    void finished();
    // The bots stopped at the action limit.
    void actionLimitReached();

private:
    void setHost(std::unique_ptr<Host> host, const QString &firstNote);
    void showHostGame(const QString &firstNote);
    bool startLocal(std::unique_ptr<LocalHost> host, const LocalHostConfig &config, const SavedGame *saved,
                    const QString &note, QString *error);
    void hostChanged();
    void retellLog(const QString &last);
    // Rebuilds what the facets hold from one snapshot per viewer; `events` (of a look back's
    // step) or the actions from `fromAction` on move cards and set off effects as far as the
    // viewer may see them.
    void refresh(const felt::EventList &events = {}, int fromAction = -1);

    std::unique_ptr<Host> m_host;
    TableLink m_link;
    std::unique_ptr<TableAdapter> m_adapter;
    std::unique_ptr<TableAdapter> m_previousAdapter;   // the replaced table's facts (setHost)
    int m_seen = 0;                                    // the host's actions the table has shown

    SeatsModel *m_seats;
    LogModel *m_logModel;
    TableCardsModel *m_cards;
    GameLog m_log;
    GameFacet *m_game;
    BoardFacet *m_board;
    ScreenFacet *m_screen;
    PlayFacet *m_play;
    AdviceFacet *m_advice;
    LookBackFacet *m_lookBack;
    GameReview *m_gameReview;

    AdapterMaker m_words;
    int m_learningGraceMs = 6000;
};
