// The table of one screen, built: the facets QML reads (each holding its own state, logic and
// signals), the list models, and their wiring to the host of the game (host.h: in this process
// or across the network; the table never asks which). On every change the host publishes, the
// session takes one snapshot per viewer (TableFrame) and hands each facet its part. Each facet
// gets, when it is built, the few things it uses: the line to the host, read-only (TableLink),
// the screen's facet, its own settings; none writes another's state. A game comes to the table
// through TableOpener; what every host of this table does in this process is HostSettings';
// the wording is AdapterMaker's; everything game-specific is the game's (app/games/<game>/).
//
// The session hands none of its parts out: what the rest of the app asks of the table (the
// shell puts a game on it, the network pages a network table's host, the settings their
// values) is the small API below; QML and the tests read the facets and models.
#pragma once

#include "countedcalls.h"
#include "adaptermaker.h"
#include "advicefacet.h"
#include "boardfacet.h"
#include "gamefacet.h"
#include "gamelog.h"
#include "hostsettings.h"
#include "lookbackfacet.h"
#include "playfacet.h"
#include "screenfacet.h"
#include "seatsmodel.h"
#include "tablecardsmodel.h"
#include "tablelink.h"
#include "tableopener.h"

#include "core/event.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <memory>

class GameSession : public CountedCalls {
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
    Q_PROPERTY(GameReview *gameReview READ gameReview CONSTANT)
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
    GameReview *gameReview() const { return m_lookBack->review(); }
    QObject *facts() const { return m_adapter ? m_adapter->facts() : nullptr; }
    SeatsModel *seats() const { return m_seats; }
    LogModel *log() const { return m_logModel; }
    TableCardsModel *cards() const { return m_cards; }

    // --- What the app asks of the table ---
    // Puts a game on the table (TableOpener): a new one; a saved one resumed; a lesson (its
    // gate has a say on the person's actions); a network table's host (made by NetTable). False
    // with `error` (one sentence) when it cannot, the table as it was.
    bool start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options, quint64 seed,
               QString *error = nullptr);
    bool load(const SavedGame &saved, QString *error = nullptr);
    bool startLesson(const SavedGame &saved, Host::ActionGate gate, QString *error = nullptr);
    bool openNetworkTable(std::unique_ptr<Host> host, QString *error = nullptr, const QString &note = {});
    // Ends the game without saving anything (the autosave stays as it is).
    void close();
    // Whether `host` is the one on the table now (a network table asks after its own).
    bool plays(const Host *host) const { return host && host == m_host.get(); }
    // How many games were put on the table so far: a new deal shows as one more.
    int tablesShown() const { return m_tablesShown; }
    // A lesson is on the table.
    bool inLesson() const { return m_link.inLesson(); }
    // The seats of the game on the table.
    QList<SeatSpec> seatSpecs() const { return m_link.seatSpecs(); }
    // The record of the game on the table: always for a game hosted here; from a table across
    // the network once it is over (Host::record).
    // A lesson's script moves one of the others (Host::actFor).
    std::optional<felt::Record> record() const;
    bool actFor(int seat, const QString &action, felt::Reason *why);
    // A past network game on the table again: the seats whose people played at other computers.
    // What every host of this table does in this process (HostSettings).
    const HostConfig &hostConfig() const { return m_hostSettings.config(); }
    void setStorage(Storage *storage) { m_hostSettings.setStorage(storage); }
    void setBotDelayMs(int ms) { m_hostSettings.setBotDelayMs(ms); }
    void setActionLimit(int limit) { m_hostSettings.setActionLimit(limit); }
    void setAutopilot(bool on) { m_hostSettings.setAutopilot(on); }
    void setBotsPaused(bool paused) { m_hostSettings.setBotsPaused(paused); }
    void setBotThinkHook(std::function<void()> hook) { m_hostSettings.setBotThinkHook(std::move(hook)); }
    void setLearningGraceMs(int ms) { m_hostSettings.setLearningGraceMs(ms); }
    // The host on the table, read-only, for the tests' oracles that hold what the screen shows
    // against the host's own truth (the app asks the table through the API above).
    const Host *host() const { return m_host.get(); }
    // The words of the games (AdapterMaker): their other names, a game's own settings.
    void setAlternateNames(const QStringList &gameIds) { m_words->setAlternateNames(gameIds); }
    void setGameSettings(const QString &gameId, const QVariantMap &values) { m_words->setGameSettings(gameId, values); }

    // The language changed: every sentence the table made is made again.
    void retranslate();

signals:
    void activeChanged();
    // The host is let go (another game, close): a network host may say goodbye (`leave`).
    void hostLeaving(Host *host);
    void factsChanged();
    // The game ended (after the last action's acted()).
    void finished();
    // The bots stopped at the action limit.
    void actionLimitReached();

private:
    void setHost(std::unique_ptr<Host> host, const QString &firstNote);
    void showHostGame(const QString &firstNote);
    void hostChanged();
    // Rebuilds the facets from one snapshot per viewer; `events` (a look back's step) or the
    // actions from `fromAction` on move the cards and set off effects the viewer may see.
    void refresh(const felt::EventList &events = {}, int fromAction = -1);

    std::unique_ptr<Host> m_host;
    TableLink m_link;
    HostSettings m_hostSettings;
    TableOpener m_opener;
    int m_tablesShown = 0;
    std::unique_ptr<TableAdapter> m_adapter;
    std::unique_ptr<TableAdapter> m_previousAdapter;   // the replaced table's facts (setHost)
    int m_seen = 0;                                    // the host's actions the table has shown

    AdapterMaker *m_words;
    SeatsModel *m_seats;
    LogModel *m_logModel;
    TableCardsModel *m_cards;
    GameLog m_log;
    ScreenFacet *m_screen;   // (first: the game's facet asks it whether the deal may show)
    GameFacet *m_game;
    BoardFacet *m_board;
    PlayFacet *m_play;
    AdviceFacet *m_advice;
    LookBackFacet *m_lookBack;
};
