// `App` in QML: the game list, settings, new game / resume, and the one game session.
#pragma once

#include "gamesession.h"
#include "storage.h"

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
    Q_PROPERTY(QVariantList games READ games NOTIFY gamesChanged)
    Q_PROPERTY(bool canResume READ canResume NOTIFY canResumeChanged)
    // The name of the game that can be resumed ("" when none).
    Q_PROPERTY(QString resumeGameName READ resumeGameName NOTIFY canResumeChanged)
    Q_PROPERTY(QString startupMessage READ startupMessage NOTIFY startupMessageChanged)
    Q_PROPERTY(int botDelayMs READ botDelayMs WRITE setBotDelayMs NOTIFY botDelayMsChanged)
    Q_PROPERTY(bool fourColour READ fourColour WRITE setFourColour NOTIFY fourColourChanged)
    Q_PROPERTY(bool screenshotMode READ screenshotMode CONSTANT)
    Q_PROPERTY(QString version READ version CONSTANT)

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
    QVariantList games() const;
    bool canResume() const { return m_saved.has_value(); }
    QString resumeGameName() const { return m_saved ? gameName(m_saved->record.game) : QString(); }
    QString startupMessage() const { return m_startupMessage; }
    int botDelayMs() const { return m_botDelayMs; }
    void setBotDelayMs(int ms);
    bool fourColour() const { return m_fourColour; }
    void setFourColour(bool on);
    // Games shown under their other name (Palace for Shithead), by id.
    QStringList alternateNames() const { return m_alternateNames; }
    Q_INVOKABLE void setAlternateName(const QString &gameId, bool on);
    // A game's own setting (GameUi::settings; `games` lists them with their values).
    Q_INVOKABLE void setGameSetting(const QString &gameId, const QString &key, bool on);
    Q_INVOKABLE bool gameSetting(const QString &gameId, const QString &key) const;
    // The name people know a game by (its other name where chosen).
    Q_INVOKABLE QString gameName(const QString &gameId) const;
    bool screenshotMode() const { return m_screenshotMode; }
    static QString version();

    Q_INVOKABLE QVariantMap defaultOptions(const QString &gameId) const;
    // The game's options in the order its rules file lists them, described for the new-game
    // page: {key, kind ("bool", "choice", "number"), defaultValue, label, help,
    // choices [{value, label}], min, max, minLabel}.
    Q_INVOKABLE QVariantList optionList(const QString &gameId) const;
    // Names as a list in the language's words ("Ada, Bruno and Cleo").
    Q_INVOKABLE static QString nameList(const QStringList &names);
    // A word on the number of players ("(4 or 5 is the original game)").
    Q_INVOKABLE QString playersNote(const QString &gameId, int min, int max) const;
    Q_INVOKABLE QVariantMap playerRange(const QString &gameId, const QVariantMap &options) const;
    Q_INVOKABLE bool newGame(const QString &gameId, const QVariantList &seats, const QVariantMap &options, double seed);
    Q_INVOKABLE bool resume();
    Q_INVOKABLE void discardSavedGame();
    // The name the new-game page offers the first person: the account's name.
    Q_INVOKABLE static QString defaultPlayerName();
    // Remembered seats of the last new game ([{name, kind}]), for the new-game dialog.
    Q_INVOKABLE QVariantList lastSeats() const;
    // The main window's last size and place ({x, y, width, height, maximized}; empty the
    // first time), and remembering it when the window closes.
    Q_INVOKABLE QVariantMap windowGeometry() const;
    Q_INVOKABLE void saveWindowGeometry(const QVariantMap &geometry);

    Storage &storage() { return m_storage; }

signals:
    void gamesChanged();
    void canResumeChanged();
    void startupMessageChanged();
    void botDelayMsChanged();
    void fourColourChanged();

private:
    void inspectSave();
    // Moves an unreadable save aside and says so in one sentence (startupMessage).
    void setAside(const QString &why);

    Storage m_storage;
    GameSession *m_session;
    std::optional<SavedGame> m_saved;
    QString m_startupMessage;
    int m_botDelayMs = 700;
    bool m_fourColour = false;
    QStringList m_alternateNames;
    QHash<QString, QVariantMap> m_gameSettings;   // by game id: the settings the person changed
    bool m_screenshotMode = false;
};
