// `App.catalog` in QML: the games the app offers as the pages show them (name, blurb, rules,
// lessons, whether one was ever played), each game's own settings (GameUi::settings, kept in
// the settings file as "games/<id>/<key>"), and what the new-game page asks of a game (its
// options, the player counts they allow, what a computer level is like). Nothing here names a
// game: each game's side is its GameUi.
#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "optionvalue.h"

class GameSession;
class Settings;
class StatsStore;

// One of a game's own settings: its key, label, help, and its value now.
struct GameSettingEntry {
    Q_GADGET
    QML_VALUE_TYPE(gameSettingEntry)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString help MEMBER help)
    Q_PROPERTY(bool value MEMBER value)

public:
    QString key;
    QString label;
    QString help;
    bool value = false;
    bool operator==(const GameSettingEntry &) const = default;
};

// One of a game's lessons as "Learn to play" lists it: its id ("<game>:<n>"), number, title in
// the person's language, and whether it was taken to its last step here.
struct LessonEntry {
    Q_GADGET
    QML_VALUE_TYPE(lessonEntry)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(int number MEMBER number)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(bool done MEMBER done)

public:
    QString id;
    int number = 0;
    QString title;
    bool done = false;
    bool operator==(const LessonEntry &) const = default;
};

// A game as the pages show it: id, name (its other name where chosen), blurb, a sample card,
// its rules page, the label of its other name ("" when it has none) and whether that is
// chosen, its own settings, whether the engine has it and the app its table, its lessons
// ("<game>:<n>"; `lessonList` with their titles and whether each was done), whether a game of it
// was ever finished here, and its player counts.
struct GameEntry {
    Q_GADGET
    QML_VALUE_TYPE(gameEntry)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString blurb MEMBER blurb)
    Q_PROPERTY(QString sample MEMBER sample)
    Q_PROPERTY(QString rulesQml MEMBER rulesQml)
    Q_PROPERTY(QString alternateNameLabel MEMBER alternateNameLabel)
    Q_PROPERTY(bool alternateName MEMBER alternateName)
    Q_PROPERTY(QList<GameSettingEntry> settings MEMBER settings)
    Q_PROPERTY(bool available MEMBER available)
    Q_PROPERTY(bool playable MEMBER playable)
    Q_PROPERTY(QStringList lessons MEMBER lessons)
    Q_PROPERTY(QList<LessonEntry> lessonList MEMBER lessonList)
    Q_PROPERTY(bool played MEMBER played)
    Q_PROPERTY(int minPlayers MEMBER minPlayers)
    Q_PROPERTY(int maxPlayers MEMBER maxPlayers)

public:
    QString id;
    QString name;
    QString blurb;
    QString sample;
    QString rulesQml;
    QString alternateNameLabel;
    bool alternateName = false;
    QList<GameSettingEntry> settings;
    bool available = false;
    bool playable = false;
    QStringList lessons;
    QList<LessonEntry> lessonList;
    bool played = false;
    int minPlayers = 0;
    int maxPlayers = 0;
    bool operator==(const GameEntry &) const = default;
};

// One value a choice offers, with its label and what it does ("" when its option says it).
struct OptionChoice {
    Q_GADGET
    QML_VALUE_TYPE(optionChoice)
    Q_PROPERTY(OptionValue value MEMBER value)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString help MEMBER help)

public:
    OptionValue value;
    QString label;
    QString help;
    bool operator==(const OptionChoice &) const = default;
};

// A game's option as the new-game page offers it: its key, kind ("bool", "choice",
// "number"), default, label and help, a choice's values, a number's range and what its
// lowest value means ("off" where 0 switches the rule off).
struct GameOption {
    Q_GADGET
    QML_VALUE_TYPE(gameOption)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(OptionValue defaultValue MEMBER defaultValue)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString help MEMBER help)
    Q_PROPERTY(QList<OptionChoice> choices MEMBER choices)
    Q_PROPERTY(int min MEMBER min)
    Q_PROPERTY(int max MEMBER max)
    Q_PROPERTY(QString minLabel MEMBER minLabel)

public:
    QString key;
    QString kind;
    OptionValue defaultValue;
    QString label;
    QString help;
    QList<OptionChoice> choices;
    int min = 0;
    int max = 0;
    QString minLabel;
    bool operator==(const GameOption &) const = default;
};

// The player counts a game accepts with some options.
struct PlayerRange {
    Q_GADGET
    QML_VALUE_TYPE(playerRange)
    Q_PROPERTY(int min MEMBER min)
    Q_PROPERTY(int max MEMBER max)

public:
    int min = 0;
    int max = 0;
    bool operator==(const PlayerRange &) const = default;
};

class GameCatalog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The catalog belongs to App")
    Q_PROPERTY(QList<GameEntry> games READ games NOTIFY gamesChanged)

public:
    // `screenshotMode`: the games' settings keep their defaults, every game counts as played.
    GameCatalog(Settings *settings, GameSession *session, const StatsStore *stats, bool screenshotMode,
                QObject *parent = nullptr);

    QList<GameEntry> games() const;
    // A game's own setting (GameUi::settings; `games` lists them with their values).
    Q_INVOKABLE void setGameSetting(const QString &gameId, const QString &key, bool on);
    Q_INVOKABLE bool gameSetting(const QString &gameId, const QString &key) const;
    // The name people know a game by (its other name where chosen).
    Q_INVOKABLE QString gameName(const QString &gameId) const;
    // The name of a game, its other name or not, without the person's choice.
    static QString nameOf(const QString &gameId, bool alternate = false);
    // The game's options with their default values (as newGame takes them).
    QVariantMap defaultOptions(const QString &gameId) const;
    // The game's options in the order its rules file lists them, described for the new-game
    // page.
    Q_INVOKABLE QList<GameOption> optionList(const QString &gameId) const;
    // The house rules of a game played with `options`: each option that differs from the
    // game's default as "its name: its value" in the new-game page's words ("Jokers: on",
    // "Decks: Two decks"), in the order the new-game page lists them; none: the rules as
    // written. (The waiting page of a network table names them.)
    Q_INVOKABLE static QStringList houseRules(const QString &gameId, const QVariantMap &options);
    // Names as a list in the language's words ("Ada, Bruno and Cleo").
    Q_INVOKABLE static QString nameList(const QStringList &names);
    // A word on the number of players ("(4 or 5 is the original game)").
    Q_INVOKABLE QString playersNote(const QString &gameId, int min, int max) const;
    // What a seat of `kind` ("easy", "normal", "hard") is like in the game, and how strong it
    // measured: one line for the new-game page ("" for a person).
    Q_INVOKABLE QString levelText(const QString &gameId, const QString &kind) const;
    Q_INVOKABLE PlayerRange playerRange(const QString &gameId, const QVariantMap &options) const;

    // Something the games' tiles show changed (a game was finished).
    void refresh() { emit gamesChanged(); }
    // A lesson's title in the person's language ("" for no such lesson).
    QString lessonTitle(const QString &lessonId) const;

signals:
    void gamesChanged();

private:
    Settings *m_settings;
    GameSession *m_session;
    const StatsStore *m_stats;
    bool m_screenshotMode;
    QHash<QString, QVariantMap> m_gameSettings;   // by game id: the settings the person changed
    mutable QHash<QString, QString> m_lessonTitles;   // by lesson id, in English (read once)
};
