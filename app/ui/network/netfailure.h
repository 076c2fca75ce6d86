// Why a network table was not reached or could not be joined, in one line that says what
// happened and what to do (the host said nothing, refused, or the table is not there).
#pragma once

#include <QString>
#include <QStringList>

namespace net {
class JoinedTable;
}

namespace netfailure {

// The sentence for a failure of `remote` (JoinedTable::failed's `code` and `message`; code ""
// when the host said nothing); `opening`: this screen opened the table on a felt-server;
// `resuming`: it took its seat back; `table`: the table's code where known.
QString sentence(const net::JoinedTable *remote, const QString &code, const QString &message, bool opening, bool resuming,
                 const QString &table);

// What is wrong with the names of the people at this screen who take seats at a network
// table (net::cleanName's, empty where a name was refused): a sentence, or "" when each has a
// name of their own.
QString namesProblem(const QStringList &people);

} // namespace netfailure
