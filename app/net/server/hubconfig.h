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
    // Every table code this host gives begins with it (felt-server --code-prefix): one or two
    // characters of the code's alphabet, so that a proxy in front of several hosts can route
    // `/t/CODE` by it. Empty: any code.
    QString codePrefix;
    // NetServer: hubs, each with its tables and their connections on a thread of its own
    // (felt-server --threads); 1: one hub, on the server's thread (the app).
    int threads = 1;
    // Tables' journals kept open at once (over every hub); beyond, the least recently written
    // is closed and opened again when written (file descriptors are shared with connections).
    int maxOpenJournals = 4096;
};

} // namespace net
