// The app's side of one game: its name and words, the sentences for its refusal codes, the
// labels of its options, its QML table and rules page, and the adapter that lays out its
// table. One subclass per game in app/games/<game>/, listed once in app/games/gameuis.cpp.
#pragma once

#include "tableadapter.h"

#include "core/reason.h"
#include "core/value.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <span>
#include <string_view>

// A switch of the game's own in the app's settings (how the table helps, never a rule): its
// key (stored with the settings), its words, and whether it is on at first.
// A computer level's measured strength: one seat of the level against three of the level below,
// four players, many games; mean places of 4 (1 = always first), lower is better.
struct LevelStrength {
    double mean = 0;     // the seat of this level
    double others = 0;   // the three of the level below
};

struct GameSetting {
    QString key;
    QString label;
    QString help;
    bool defaultValue = false;
};

class GameUi {
    Q_DECLARE_TR_FUNCTIONS(GameUi)

public:
    virtual ~GameUi() = default;

    // The engine's id ("shithead").
    virtual std::string_view id() const = 0;
    // The name people know the game by; `alternate`: the other name, where the game has one.
    virtual QString name(bool alternate = false) const = 0;
    // The label of the setting that switches to the other name; empty for a game with one name.
    virtual QString alternateNameLabel() const { return {}; }
    // One sentence for the home page, and the card on its tile.
    virtual QString blurb() const = 0;
    virtual QString sampleCard() const = 0;
    // A word on the number of players beside the new-game page's count.
    virtual QString playersNote(int min, int max) const;
    // The sentence for one of the game's own refusal codes (core/reason.h: gameReason).
    virtual QString reasonText(felt::Reason reason) const = 0;
    // An option's label and one line of help; the label of one of a choice's values.
    virtual QString optionLabel(std::string_view key) const;
    virtual QString optionHelp(std::string_view key) const;
    virtual QString choiceLabel(std::string_view key, const felt::Value &value) const;
    // The line of help while a choice has this value, where it differs with the value (empty:
    // the option's own line).
    virtual QString choiceHelp(std::string_view key, const felt::Value &value) const;
    // The game's QML files, as paths inside the QML module ("games/<game>/...qml"); an empty
    // table: the game is not playable in the app yet (its words serve felt-cli already).
    virtual QString tableQml() const = 0;
    virtual QString rulesQml() const = 0;
    // The game's table adapter; null while it has no table.
    virtual std::unique_ptr<TableAdapter> makeAdapter() const = 0;
    // What a computer player of `level` ("easy", "normal", "hard") is like in this game, in one
    // sentence true to its bot (engine/games/<game>/); empty for a level not described.
    virtual QString levelText(std::string_view level) const;
    // The level's measured strength against three of the level below (data, so that new
    // measurements change numbers, not sentences); nullopt where none was measured, or where
    // places mean nothing (a co-operative game).
    virtual std::optional<LevelStrength> levelStrength(std::string_view level) const;
    // The line the new-game page shows for a seat of `level`: levelText, then the strength in
    // words ("Places ahead of three normal players: ...").
    QString levelLine(std::string_view level) const;
    // "Review my game": what the hard player's ratings of two moves mean in this game (one
    // sentence under the review's verdict).
    virtual QString reviewRatingNote() const;
    // The game's own settings (the adapter is told their values: TableAdapter::setSettings).
    virtual QList<GameSetting> settings() const { return {}; }
    // Statistics kept apart by an option that changes the game itself (Shaftmount's calls): the
    // kinds as {id, label} (none: one set of statistics), and the kind of a finished game from
    // its non-default options (JSON object text, as the statistics store keeps them).
    struct StatsKind {
        QString id;
        QString label;
    };
    virtual QList<StatsKind> statsKinds() const { return {}; }
    virtual QString statsKind(const QString &) const { return {}; }
};

