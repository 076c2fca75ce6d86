#include "tablestore.h"

#include "protocol.h"

#include <QDir>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

namespace net {

namespace {
constexpr qint64 kMaxTableFile = 64 * 1024 * 1024;
}

TableStore::TableStore(const QString &dir, int maxOpen)
    : m_maxOpen(std::max(1, maxOpen))
{
    if (dir.isEmpty())
        return;
    m_dir = QDir(dir).absoluteFilePath(QStringLiteral("tables"));
    if (!QDir().mkpath(m_dir))
        m_error = QStringLiteral("cannot make the folder %1").arg(m_dir);
    QFile::setPermissions(m_dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    m_dirFd = ::open(QFile::encodeName(m_dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m_dirFd < 0 && m_error.isEmpty())
        m_error = QStringLiteral("cannot open the folder %1").arg(m_dir);
}

TableStore::~TableStore()
{
    for (auto &[code, journal] : m_journals)
        ::close(journal.fd);
    if (m_dirFd >= 0)
        ::close(m_dirFd);
}

QString TableStore::tablePath(const QString &code) const
{
    return m_dir + u'/' + code + QStringLiteral(".json");
}

QString TableStore::journalPath(const QString &code) const
{
    return m_dir + u'/' + code + QStringLiteral(".journal");
}

bool TableStore::writeTable(const QString &code, const QByteArray &json)
{
    if (!enabled())
        return true;
    QSaveFile file(tablePath(code));
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        m_error = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    // The table's file now holds everything the journal held: the journal begins anew
    // (emptied where it is open, which costs the file system less than a new file).
    auto it = m_journals.find(code);
    if (it == m_journals.end() || ::ftruncate(it->second.fd, 0) != 0) {
        forget(code);
        QFile::remove(journalPath(code));
    }
    return true;
}

void TableStore::forget(const QString &code)
{
    auto it = m_journals.find(code);
    if (it == m_journals.end())
        return;
    ::close(it->second.fd);
    m_recent.erase(it->second.recent);
    m_journals.erase(it);
}

int TableStore::journal(const QString &code)
{
    auto it = m_journals.find(code);
    if (it != m_journals.end()) {
        m_recent.splice(m_recent.begin(), m_recent, it->second.recent);
        return it->second.fd;
    }
    // A descriptor of its own (opened in the folder: no path to walk, nothing to ask the file
    // system but the open), appended to with one write() a line.
    const QByteArray name = (code + QStringLiteral(".journal")).toUtf8();
    const int fd = ::openat(m_dirFd, name.constData(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        m_error = QStringLiteral("cannot write %1: %2").arg(journalPath(code), QString::fromLocal8Bit(std::strerror(errno)));
        return -1;
    }
    // The least recently written journal is closed when too many are open.
    while (static_cast<int>(m_journals.size()) >= m_maxOpen && !m_recent.empty())
        forget(m_recent.back());
    m_recent.push_front(code);
    m_journals.emplace(code, Journal { fd, m_recent.begin() });
    return fd;
}

bool TableStore::append(const QString &code, const QByteArray &line)
{
    if (!enabled())
        return true;
    const int fd = journal(code);
    if (fd < 0)
        return false;
    // One write() to the system (the line and its newline), so a killed process loses
    // nothing it told.
    iovec parts[2] = { { const_cast<char *>(line.constData()), static_cast<std::size_t>(line.size()) },
                       { const_cast<char *>("\n"), 1 } };
    const ssize_t written = ::writev(fd, parts, 2);
    if (written != line.size() + 1) {
        m_error = QStringLiteral("cannot write %1: %2").arg(journalPath(code), QString::fromLocal8Bit(std::strerror(errno)));
        forget(code);
        return false;
    }
    return true;
}

void TableStore::remove(const QString &code)
{
    if (!enabled())
        return;
    forget(code);
    QFile::remove(tablePath(code));
    QFile::remove(journalPath(code));
}

QStringList TableStore::codes() const
{
    QStringList list;
    if (!enabled())
        return list;
    const QStringList files = QDir(m_dir).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        const QString code = f.chopped(5);
        if (isTableCode(code))
            list.append(code);
    }
    return list;
}

QByteArray TableStore::readTable(const QString &code) const
{
    QFile file(tablePath(code));
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxTableFile)
        return {};
    return file.readAll();
}

QList<QByteArray> TableStore::readJournal(const QString &code) const
{
    QList<QByteArray> lines;
    QFile file(journalPath(code));
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxTableFile)
        return lines;
    const QByteArray all = file.readAll();
    qsizetype start = 0;
    while (start < all.size()) {
        const qsizetype end = all.indexOf('\n', start);
        if (end < 0)
            break;   // cut short by a kill: never told to anyone
        lines.append(all.mid(start, end - start));
        start = end + 1;
    }
    return lines;
}

void TableStore::setAside(const QString &code)
{
    if (!enabled())
        return;
    forget(code);
    QFile::remove(tablePath(code) + QStringLiteral(".bad"));
    QFile::rename(tablePath(code), tablePath(code) + QStringLiteral(".bad"));
    QFile::remove(journalPath(code) + QStringLiteral(".bad"));
    QFile::rename(journalPath(code), journalPath(code) + QStringLiteral(".bad"));
}

} // namespace net
