// The hubs of one server that spreads its tables over threads (NetServer, netserver.h): each
// hub (NetHub, hub.h) holds the tables whose codes belong to it and the connections at them,
// on its own thread. The router says which hub a code belongs to, moves a connection that
// names a table of another hub there (before it sits down), and keeps what the hubs share:
// the number of tables (HubConfig::maxTables) and the listed tables for `list`.
#pragma once

#include "hubconnections.h"
#include "protocol.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

namespace net {

class HubRouter {
public:
    virtual ~HubRouter() = default;

    // The hub that holds table `code`, or would if it existed.
    virtual int hubOf(const QString &code) const = 0;
    // Connection `c` (at no table) goes from hub `from` (on whose thread this is called) to
    // hub `to`, which reads `frame` (the message that named its table) there, on its thread.
    virtual void move(int from, int to, std::unique_ptr<HubConnection> c, const QByteArray &frame) = 0;

    // The server's tables, every hub's together.
    std::atomic<int> tables { 0 };

    // A listed table's line for `list` (by the hub that holds it), or none: it is not listed.
    void list(const QString &code, std::optional<std::pair<qint64, LobbyTable>> entry)
    {
        std::lock_guard lock(m_mutex);
        if (entry)
            m_listed[code] = std::move(*entry);
        else
            m_listed.erase(code);
    }
    // Every hub's listed tables, with when each was opened.
    std::vector<std::pair<qint64, LobbyTable>> listed() const
    {
        std::lock_guard lock(m_mutex);
        std::vector<std::pair<qint64, LobbyTable>> all;
        all.reserve(m_listed.size());
        for (const auto &[code, entry] : m_listed)
            all.push_back(entry);
        return all;
    }

private:
    mutable std::mutex m_mutex;
    std::map<QString, std::pair<qint64, LobbyTable>> m_listed;
};

} // namespace net
