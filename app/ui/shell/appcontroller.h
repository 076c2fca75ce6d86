// `App` in QML: the games (catalog), settings, new game / resume, and the one game session.
#pragma once

#include "gamecatalog.h"
#include "gamesession.h"
#include "lessoncoach.h"
#include "netplay.h"
#include "seatchoice.h"
#include "settings.h"
#include "statistics.h"
#include "statsstore.h"
#include "storage.h"
#include "windowplace.h"

#include <QSize>
#include <QWindow>
#include <QHash>
#include <QObject>
#include <QSettings>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

class QQmlEngine;

class QJSEngine;

class AppController : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(App)
    QML_SINGLETON

    Q_PROPERTY(GameSession *session READ session CONSTANT)
    Q_PROPERTY(Statistics *stats READ stats CONSTANT)
    // The games, their names, own settings and options (gamecatalog.h).
    Q_PROPERTY(GameCatalog *catalog READ catalog CONSTANT)
    Q_PROPERTY(bool canResume READ canResume NOTIFY canResumeChanged)
    // The name of the game that can be resumed ("" when none).
    Q_PROPERTY(QString resumeGameName READ resumeGameName NOTIFY canResumeChanged)
    Q_PROPERTY(QString startupMessage READ startupMessage NOTIFY startupMessageChanged)
    Q_PROPERTY(Settings *settings READ settings CONSTANT)
    Q_PROPERTY(bool screenshotMode READ screenshotMode CONSTANT)
    Q_PROPERTY(QString version READ version CONSTANT)
    // Playing over the network: hosting, joining, the waiting table, drops, chat.
    Q_PROPERTY(NetPlay *network READ network CONSTANT)
    // The lesson on the table, if any (lessoncoach.h).
    Q_PROPERTY(LessonCoach *lesson READ lesson CONSTANT)

public:
    // Screenshot: bots only, no pause, nothing read from or written to the user's saved
    // game or settings.
    enum class Mode { Normal, Screenshot };

    // `dataDir` empty: $FELT_DATA_DIR, else the platform's app data folder. Deliberately
    // not default-constructible: Qt 6.4 would then build its own instance for QML instead
    // of asking create() for the one main() made.
    explicit AppController(const QString &dataDir, QObject *parent = nullptr, Mode mode = Mode::Normal);
    ~AppController() override;

    // The instance QML gets: the one main() made, or a new one owned by the engine.
    static AppController *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
    static AppController *instance();

    GameSession *session() const { return m_session; }
    NetPlay *network() const { return m_network; }
    LessonCoach *lesson() const { return m_lesson; }
    Statistics *stats() const { return m_stats; }
    GameCatalog *catalog() const { return m_catalog; }
    bool canResume() const { return m_saved.has_value(); }
    QString resumeGameName() const { return m_saved ? m_catalog->gameName(m_saved->record.game) : QString(); }
    QString startupMessage() const { return m_startupMessage; }
    Settings *settings() const { return m_settings; }
    bool screenshotMode() const { return m_screenshotMode; }
    static QString version();

    // A new game; `learning`: at a learning table (hints unasked at first, computer players' calls
    // wait, kept apart in the statistics), as the new-game page offers it.
    Q_INVOKABLE bool newGame(const QString &gameId, const QVariantList &seats, const QVariantMap &options, double seed,
                             bool learning = false);
    // A first game of a game (after a lesson, from its rules page): the person against easy
    // computer players, a new deal, the learning table on (GameFacet::setLearning). `from`
    // "<game>" takes the seats of the game's first lesson (else four where the game allows),
    // "<game>:<n>" those of that lesson and its rules (calls by hand after "calls by hand"):
    // the game's default rules with the lesson's.
    Q_INVOKABLE bool playFirstGame(const QString &from);
    Q_INVOKABLE bool resume();
    // A lesson on the table: "<game>" (its first) or "<game>:<n>". The running game stays
    // saved (the home page offers to resume it) and nothing of the lesson is recorded.
    Q_INVOKABLE bool learn(const QString &lesson);
    // The lesson leaves the table (the saved game, if any, is still there to resume).
    Q_INVOKABLE void leaveLesson();
    // A past game from the statistics: watched move by move from its start (the running game
    // stays saved, to be resumed), or played again from its deal with the same seats.
    Q_INVOKABLE bool watchPastGame(double id);
    Q_INVOKABLE bool playPastDealAgain(double id);
    Q_INVOKABLE void discardSavedGame();
    // A new game at the table with the same seats: another deal (playAgain) or the same deal
    // again (replayDeal). It takes the saved game's place (the window asks before).
    Q_INVOKABLE void playAgain();
    Q_INVOKABLE void replayDeal();
    // The name the new-game page offers the first person: the account's name.
    Q_INVOKABLE static QString defaultPlayerName();
    // The person's name as they last gave it (a new game's first person, the join page), else
    // defaultPlayerName(): what the join page, `felt felt://…` and --join seat them as.
    Q_INVOKABLE static QString playerName();
    Q_INVOKABLE static void rememberPlayerName(const QString &name);
    // Whether the person ever gave a name (a new game's first person, the join page): felt
    // felt://… on a fresh install asks for one first.
    Q_INVOKABLE static bool hasPlayerName();
    // Remembered seats of the last new game, for the new-game dialog.
    Q_INVOKABLE QList<SeatChoice> lastSeats() const;
    // The main window's last size and place (empty the first time), and remembering it when
    // the window closes ({x, y, width, height, maximized}).
    Q_INVOKABLE WindowGeometry windowGeometry() const;
    // Where the window opens (windowplace.h): the last place, or `preferred`, within the
    // screen's free area, with the minimum size lowered to fit a small screen; empty when
    // felt --screenshot sizes the window.
    Q_INVOKABLE WindowGeometry openingGeometry(QSize preferred, QSize minimum) const;
    // The shown window with its frame kept within the screen's free area (windowplace.h).
    Q_INVOKABLE void keepWindowWithinScreen(QWindow *window) const;
    Q_INVOKABLE void saveWindowGeometry(const QVariantMap &geometry);

    Storage &storage() { return m_storage; }

signals:
    void canResumeChanged();
    void startupMessageChanged();

private:
    static QList<SeatSpec> pastSeats(const FinishedGame &past, const QString &networkKind);
    // The seats of a past network game that were not `person`'s (watched from theirs).
    static felt::SeatSet othersOfNetworkGame(const FinishedGame &past, const QString &person);
    // newGame's work, from typed seats and options.
    bool startGame(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options, double seed);
    void inspectSave();
    // The game on the table leaves it for one that does not save here (a past game watched,
    // a network game): its autosave stays, and the home page offers to resume it.
    void keepSavedGame();
    // The session started a new game of its own: the saved game is replaced.
    void forgetSavedGame();
    // Moves an unreadable save aside and says so in one sentence (startupMessage).
    void setAside(const QString &why);
    // Adds one more sentence to what the home page says at start.
    void addStartupMessage(const QString &sentence);

    Storage m_storage;
    Settings *m_settings;
    GameCatalog *m_catalog = nullptr;
    GameSession *m_session;
    NetPlay *m_network = nullptr;
    LessonCoach *m_lesson = nullptr;
    StatsStore m_statsStore;
    Statistics *m_stats;
    std::optional<SavedGame> m_saved;
    QString m_startupMessage;
    QQmlEngine *m_engine = nullptr;   // the QML engine that asked for App (to retranslate)
    bool m_screenshotMode = false;
};
