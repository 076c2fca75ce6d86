// The seats of a network table as the waiting page and the away band show them (NetSeatRow):
// read from this app's network host for a table it hosts, or from the JoinedTable of a table
// elsewhere. `givenNames`: the names the opener gave the seats of people joining, shown until
// each friend joins with their own.
#pragma once

#include "netrows.h"

#include <QHash>
#include <QList>

namespace net {
class JoinedTable;
struct TableInfo;
}

namespace netseats {

QList<NetSeatRow> ofHostedTable(const net::TableInfo &table, const QHash<int, QString> &givenNames);
QList<NetSeatRow> ofRemoteTable(const net::JoinedTable &remote, const QHash<int, QString> &givenNames);

} // namespace netseats
