// What every host of this table does in this process (HostConfig: where it saves, the
// computer players' pace, their action limit, autopilot, a pause), kept for the next host and
// applied to the host on the table now (a host across the network ignores what it does not
// do: Host's defaults). The table's builder (GameSession) owns it and tells it the host; the
// app sets it through the session; the play facet reads the pace; a look back and the
// learning table hold the computer players through the session's wiring.
#pragma once

#include "host.h"

#include <functional>

class HostSettings {
public:
    const HostConfig &config() const { return m_config; }
    int botDelayMs() const { return m_config.botDelayMs; }

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

    // --- the builder's side (GameSession) ---
    void setHost(Host *host) { m_host = host; }

private:
    void applyBotPause();

    Host *m_host = nullptr;
    HostConfig m_config;
    bool m_lookingBack = false;
    bool m_learning = false;
    int m_learningGraceMs = 6000;
};
