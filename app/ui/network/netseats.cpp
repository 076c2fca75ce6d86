#include "netseats.h"

#include "hubtable.h"
#include "joinedtable.h"

#include <QDateTime>

namespace netseats {

namespace {

NetSeatRow seatRow(int seat, const QString &name, const QString &kind, bool person, bool here, bool taken,
                   bool connected, qint64 awaySinceMs, bool replaceable, bool left)
{
    const qint64 away = connected || awaySinceMs < 0 ? -1 : std::max<qint64>(0, (QDateTime::currentMSecsSinceEpoch() - awaySinceMs) / 1000);
    return { seat, name, kind, person, here, taken, connected, static_cast<int>(away), replaceable, left && !connected };
}

} // namespace

QList<NetSeatRow> ofHostedTable(const net::TableInfo &table, const QHash<int, QString> &givenNames)
{
    QList<NetSeatRow> list;
    for (int i = 0; i < table.seats.size(); ++i) {
        const net::TableSeatInfo &s = table.seats.at(i);
        const bool taken = s.taken || !s.person;
        list.append(seatRow(i, taken ? s.name : givenNames.value(i), s.kind, s.person, s.app, taken,
                            s.connected || !s.person || s.app, s.awaySinceMs, s.replaceable, s.left));
    }
    return list;
}

QList<NetSeatRow> ofRemoteTable(const net::JoinedTable &remote, const QHash<int, QString> &givenNames)
{
    const QList<HostSeat> seats = remote.seats();
    const QList<int> here = remote.localSeats();
    const QList<int> replaceable = remote.replaceableSeats();
    const QList<int> left = remote.leftSeats();
    QList<NetSeatRow> list;
    for (int i = 0; i < seats.size(); ++i) {
        const HostSeat &s = seats.at(i);
        const bool taken = !s.name.isEmpty();
        list.append(seatRow(i, taken ? s.name : givenNames.value(i), s.kind, s.isHuman(), here.contains(i), taken,
                            s.connected, s.awaySinceMs, replaceable.contains(i), left.contains(i)));
    }
    return list;
}

} // namespace netseats
