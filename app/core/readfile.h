// Reading a small file that must be a regular file. A FIFO, a device, a socket or a folder
// is refused without reading from it (a FIFO would block for ever, a device never end), and
// no more than `maxBytes` + 1 bytes are ever read.
#pragma once

#include <QByteArray>
#include <QString>

namespace felt {

struct FileContents {
    enum class Problem {
        None,
        CannotOpen,     // missing, no permission, ...: `error` holds the system's words
        Folder,
        NotAFile,       // a FIFO, a device, a socket
        TooLarge,       // more than maxBytes
        CannotRead,     // a read failed: `error` holds the system's words
    };
    Problem problem = Problem::None;
    QByteArray data;    // the whole file when problem is None
    QString error;
};

FileContents readRegularFile(const QString &path, qint64 maxBytes);

} // namespace felt
