// The hub's waiting tables kept listed on the local network (discovery.h), with or without Avahi.
#include "discovery.h"

#include "hub.h"

namespace net {

void publishTables(Discovery *discovery, NetHub *hub, quint16 port, bool secure)
{
    QObject::connect(hub, &NetHub::listingChanged, discovery, [discovery, hub, port, secure](const QString &code) {
        const auto info = hub->tableInfo(code);
        if (!info || info->started || info->freeSeats == 0) {
            discovery->withdraw(code);
            return;
        }
        discovery->publish(ListedTable { info->code, info->game, info->players, info->freeSeats, info->openerName, {}, port, {}, secure });
    });
    for (const QString &code : hub->tableCodes())
        emit hub->listingChanged(code);
}

} // namespace net
