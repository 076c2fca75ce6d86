// The table's line to its host, as the facets read it: the host of the game on the table (in
// this process or across the network: the table cannot tell, and never asks; what a host can
// or cannot do, the Host interface says), and the game's adapter the table built for it.
// The facets get it read-only when they are built; only the table's builder (GameSession)
// sets what it points at, when the host changes. Who sits at this screen is the host's to say
// (Host::playsHere); whether a lesson has a say on the person's actions (Host::gated) or the
// game is a past one watched only (Host::watchOnly) too. What every host of this table does
// in this process (where it saves, the computer players' pace) is HostSettings'.
#pragma once

#include "host.h"
#include "seatspec.h"
#include "tableadapter.h"

#include "core/reason.h"

#include <QString>

namespace felt {
struct GameSpec;
}

class TableLink {
public:
    Host *host() const { return m_host; }
    TableAdapter *adapter() const { return m_adapter; }

    bool live() const { return m_host && m_adapter; }
    // A lesson is on the table (its gate has a say on the person's actions).
    bool inLesson() const { return m_host && m_host->gated(); }
    // A lesson's say on `seat`'s `action`: a sentence refuses it, "" lets it through.
    QString gateSays(int seat, const QString &action) const { return m_host ? m_host->gateSays(seat, action) : QString(); }
    // A past game, watched only.
    bool watchOnly() const { return m_host && m_host->watchOnly(); }
    QString gameId() const { return m_host ? m_host->gameId() : QString(); }
    int players() const { return m_host ? m_host->players() : 0; }
    const felt::GameSpec *spec() const;
    // A person who plays at this screen (not a computer player, not one at another computer).
    bool seatedHere(int seat) const;
    QString seatName(int seat) const;
    // The engine's reason as a sentence of the running game.
    QString reasonSentence(felt::Reason reason) const;
    // The seats of the game on the table.
    QList<SeatSpec> seatSpecs() const;

    // --- the builder's side (GameSession) ---
    void setHost(Host *host) { m_host = host; }
    void setAdapter(TableAdapter *adapter) { m_adapter = adapter; }

private:
    Host *m_host = nullptr;
    TableAdapter *m_adapter = nullptr;   // built by the table for the host's game
};
