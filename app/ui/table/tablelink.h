// The table's line to its host, shared by the facets: the host of the game on the table (a
// LocalHost in this process, or one across the network), the game's adapter the table built
// for it, what every local host of the table does, and a lesson's say on the person's actions.
// GameSession (the builder) sets it when the host changes; the facets read it and keep their
// own state; the app reaches the host, its record and seats and the local hosts' settings
// here. Who sits at this screen is the host's to say (Host::playsHere).
#pragma once

#include "host.h"
#include "localhost.h"
#include "savedgame.h"
#include "seatspec.h"
#include "tableadapter.h"

#include "core/reason.h"

#include <QString>

#include <functional>

class Storage;
namespace felt {
struct GameSpec;
}

class TableLink {
public:
    // A lesson's say on an action of `seat` at this screen: a sentence refuses it, "" lets it
    // through (TableOpener::startLesson).
    using ActionGate = std::function<QString(int seat, const QString &action)>;

    Host *host = nullptr;
    LocalHost *local = nullptr;        // host, when it is in this process
    TableAdapter *adapter = nullptr;   // built by the table for the host's game
    LocalHostConfig config;            // what every local host of this table does
    bool watchOnly = false;            // a past game, watched only
    ActionGate gate;

    bool live() const { return host && adapter; }
    // A lesson is on the table (its gate has a say on the person's actions).
    bool inLesson() const { return static_cast<bool>(gate); }
    QString gameId() const { return host ? host->gameId() : QString(); }
    int players() const { return host ? host->players() : 0; }
    const felt::GameSpec *spec() const;
    // A person who plays at this screen (not a computer player, not one at another computer).
    bool seatedHere(int seat) const;
    QString seatName(int seat) const;
    // The engine's reason as a sentence of the running game.
    QString reasonSentence(felt::Reason reason) const;
    // The record and the save of a game hosted here (empty for a table across the network),
    // and the seats of the game on the table.
    const felt::Record &record() const;
    SavedGame saved() const { return local ? local->saved() : SavedGame(); }
    QList<SeatSpec> seatSpecs() const;

    // What every local host of this table does, for the host on the table now too.
    void setStorage(Storage *storage);
    void setBotDelayMs(int ms);
    void setActionLimit(int limit);
    void setBotThinkHook(std::function<void()> hook);
    void setAutopilot(bool on);
    // The computer players wait while paused (a running thought finishes but is not applied
    // until resumed), and while the table looks back (LookBackFacet).
    void setBotsPaused(bool paused);
    void setLookingBack(bool on);
    // A learning table (GameFacet::learningSet): a computer player's call waits `ms` for the
    // person at it.
    void setLearning(bool on);
    void setLearningGraceMs(int ms);

private:
    void applyBotPause();
    bool m_lookingBack = false;
    bool m_learning = false;
    int m_learningGraceMs = 6000;
};
