// The hub's waiting tables kept listed on the local network (discovery.h), with or without Avahi.
#include "discovery.h"

#include "hub.h"

#include <QPointer>

namespace net {

void publishTables(Discovery *discovery, NetHub *hub, quint16 port, bool secure)
{
    // The table is looked at on the hub's thread (a hub of felt-server may have one of its
    // own), what is published on the discovery's.
    QPointer<Discovery> to = discovery;
    QObject::connect(hub, &NetHub::listingChanged, hub, [to, hub, port, secure](const QString &code) {
        const auto info = hub->tableInfo(code);
        std::optional<ListedTable> listed;
        if (info && !info->started && info->freeSeats > 0)
            listed = ListedTable { info->code, info->game, info->players, info->freeSeats, info->openerName, {}, port, {}, secure };
        QMetaObject::invokeMethod(
            to.data(),
            [to, code, listed] {
                if (!to)
                    return;
                if (listed)
                    to->publish(*listed);
                else
                    to->withdraw(code);
            },
            Qt::AutoConnection);
    });
    QMetaObject::invokeMethod(
        hub,
        [hub] {
            for (const QString &code : hub->tableCodes())
                emit hub->listingChanged(code);
        },
        Qt::AutoConnection);
}

} // namespace net
