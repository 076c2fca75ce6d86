// The network host's settings (NetHub, hub.h): its limits, its timers and where it saves.
// Every part of the host reads them (hubconnections.h, hubtable.h, hubjournal.h, hubclock.h).
#pragma once

#include "protocol.h"

#include <QString>

namespace net {

struct HubConfig {
    QString serverName = QStringLiteral("felt");   // `welcome`'s server: name and version
    QString dataDir;                  // where tables are saved; empty: nowhere
    bool allowCreate = true;          // clients may open tables (felt-server); the app hosts its own
    int botDelayMs = 700;             // how long a computer player's move stays in view
    int maxFramesPerSecond = kMaxFramesPerSecond;
    int pingIntervalMs = 10000;
    int silenceTimeoutMs = 30000;
    int maxTables = 2000;
    int maxWatchers = 32;             // spectators at one table
    int chatBurst = 5;                // chat lines at once, then one per chatEveryMs
    int chatEveryMs = 2000;
    int hintsPerMinute = 10;
    int createsPerMinute = 5;         // tables one connection may open
    qint64 keepFinishedMs = 3600 * 1000LL;        // a finished table stays for late resumes
    qint64 keepWaitingMs = 3600 * 1000LL;         // a table waiting for people, nobody there
    qint64 keepRunningMs = 7 * 24 * 3600 * 1000LL;   // a running game nobody comes back to
    int sweepIntervalMs = 1000;       // how often drops, grace times and old tables are looked at
};

} // namespace net
