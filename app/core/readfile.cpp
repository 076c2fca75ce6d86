#include "readfile.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace felt {

#ifdef Q_OS_UNIX

namespace {

QString systemError(int code)
{
    return qt_error_string(code);
}

FileContents::Problem kindProblem(const struct stat &st)
{
    if (S_ISDIR(st.st_mode))
        return FileContents::Problem::Folder;
    if (!S_ISREG(st.st_mode))
        return FileContents::Problem::NotAFile;
    return FileContents::Problem::None;
}

} // namespace

FileContents readRegularFile(const QString &path, qint64 maxBytes)
{
    FileContents out;
    const QByteArray name = QFile::encodeName(path);
    // Looked at before opening (opening a device may do something), and again through the
    // descriptor (the name may have been replaced in between). O_NONBLOCK: opening a FIFO
    // would otherwise wait for a writer.
    struct stat st { };
    if (::stat(name.constData(), &st) != 0) {
        out.problem = FileContents::Problem::CannotOpen;
        out.error = systemError(errno);
        return out;
    }
    if ((out.problem = kindProblem(st)) != FileContents::Problem::None)
        return out;
    int fd = -1;
    do
        fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        out.problem = FileContents::Problem::CannotOpen;
        out.error = systemError(errno);
        return out;
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer { fd };
    if (::fstat(fd, &st) != 0) {
        out.problem = FileContents::Problem::CannotRead;
        out.error = systemError(errno);
        return out;
    }
    if ((out.problem = kindProblem(st)) != FileContents::Problem::None)
        return out;
    if (st.st_size > maxBytes) {
        out.problem = FileContents::Problem::TooLarge;
        return out;
    }
    // The size may change while it is read: read up to one byte more than allowed.
    QByteArray data(static_cast<qsizetype>(std::min<qint64>(st.st_size, maxBytes) + 1), Qt::Uninitialized);
    qint64 have = 0;
    for (;;) {
        if (have == data.size()) {
            if (have > maxBytes)
                break;
            data.resize(static_cast<qsizetype>(std::min<qint64>(have * 2 + 4096, maxBytes + 1)));
        }
        const ssize_t n = ::read(fd, data.data() + have, static_cast<size_t>(data.size() - have));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            out.problem = FileContents::Problem::CannotRead;
            out.error = systemError(errno);
            return out;
        }
        if (n == 0)
            break;
        have += n;
    }
    if (have > maxBytes) {
        out.problem = FileContents::Problem::TooLarge;
        return out;
    }
    data.truncate(static_cast<qsizetype>(have));
    out.data = std::move(data);
    return out;
}

#else

FileContents readRegularFile(const QString &path, qint64 maxBytes)
{
    FileContents out;
    const QFileInfo info(path);
    if (info.isDir()) {
        out.problem = FileContents::Problem::Folder;
        return out;
    }
    QFile file(path);
    if (info.exists() && !info.isFile()) {
        out.problem = FileContents::Problem::NotAFile;
        return out;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        out.problem = FileContents::Problem::CannotOpen;
        out.error = file.errorString();
        return out;
    }
    out.data = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        out.problem = FileContents::Problem::CannotRead;
        out.error = file.errorString();
        out.data.clear();
    } else if (out.data.size() > maxBytes) {
        out.problem = FileContents::Problem::TooLarge;
        out.data.clear();
    }
    return out;
}

#endif

} // namespace felt
