#include "storage.h"

#include "json.h"
#include "readfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <condition_variable>
#include <mutex>
#include <thread>

namespace {

constexpr qint64 kMaxSaveBytes = 16 * 1024 * 1024;

} // namespace

// What the worker thread shares with the main thread.
struct Storage::Worker {
    std::mutex mutex;
    std::condition_variable wake;   // a request came, or the worker is to end
    std::condition_variable idle;   // no request pending or under way
    bool hasPending = false;
    std::optional<QByteArray> pending;   // bytes to write; nullopt: remove the file
    bool busy = false;              // a request is being carried out
    bool quit = false;
    std::thread thread;
};

Storage::Storage(const QString &dir, QObject *parent)
    : QObject(parent)
    , m_dir(dir.isEmpty() ? defaultDir() : dir)
    , m_worker(std::make_unique<Worker>())
{
    QDir().mkpath(m_dir);
}

Storage::~Storage()
{
    flush();
    {
        std::lock_guard lock(m_worker->mutex);
        m_worker->quit = true;
    }
    m_worker->wake.notify_all();
    if (m_worker->thread.joinable())
        m_worker->thread.join();
}

QString Storage::defaultDir()
{
    const QString env = qEnvironmentVariable("FELT_DATA_DIR");
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Storage::autosavePath() const
{
    return QDir(m_dir).filePath(QStringLiteral("autosave.json"));
}

bool Storage::hasAutosave() const
{
    return QFileInfo::exists(autosavePath());
}

bool Storage::isSeatKind(const QString &kind)
{
    return kind == QLatin1String("human") || kind == QLatin1String("random") || kind == QLatin1String("easy")
        || kind == QLatin1String("normal") || kind == QLatin1String("hard");
}

QByteArray Storage::toJson(const SavedGame &game)
{
    felt::Value seats = felt::Value::array();
    for (const SeatSpec &s : game.seats) {
        felt::Value seat = felt::Value::object();
        seat.set("name", s.name.toStdString());
        seat.set("kind", s.kind.toStdString());
        seats.push(std::move(seat));
    }
    felt::Value envelope = felt::Value::object();
    envelope.set("felt-save", 1);
    envelope.set("seats", std::move(seats));
    envelope.set("record", felt::recordToValue(game.record));
    return felt::writeJson(envelope, felt::JsonStyle::Indented);
}

felt::Expected<SavedGame, QString> Storage::fromJson(const QByteArray &json)
{
        QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return felt::unexpected(tr("the file is not valid JSON (%1 at byte %2)")
                              .arg(parseError.errorString())
                              .arg(parseError.offset));
    if (!doc.isObject())
        return felt::unexpected(tr("the file does not hold a saved game"));
    const QJsonObject envelope = doc.object();
    qint64 version = 0;
    if (!felt::jsonInteger(envelope.value(QLatin1String("felt-save")), &version) || version != 1)
        return felt::unexpected(tr("the file is not a saved game of this version of Felt"));
    const QJsonValue seatsValue = envelope.value(QLatin1String("seats"));
    if (!seatsValue.isArray())
        return felt::unexpected(tr("the saved game has no seats"));
    SavedGame saved;
    for (const QJsonValue &v : seatsValue.toArray()) {
        const QJsonObject seat = v.toObject();
        const QString name = seat.value(QLatin1String("name")).toString();
        const QString kind = seat.value(QLatin1String("kind")).toString();
        if (!v.isObject() || name.trimmed().isEmpty() || !isSeatKind(kind))
            return felt::unexpected(tr("a seat of the saved game is not valid"));
        saved.seats.append({ name, kind });
    }
    const QJsonValue recordValue = envelope.value(QLatin1String("record"));
    if (!recordValue.isObject())
        return felt::unexpected(tr("the saved game has no record"));
    auto record = felt::parseRecord(QJsonDocument(recordValue.toObject()).toJson(QJsonDocument::Compact));
    if (!record)
        return felt::unexpected(record.error());
    if (record->players != saved.seats.size())
        return felt::unexpected(tr("the saved game has %1 seats for %2 players").arg(saved.seats.size()).arg(record->players));
    saved.record = std::move(*record);
    return saved;
}

bool Storage::writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

bool Storage::writeAutosave(const SavedGame &game, QString *error)
{
    flush();
    return writeFile(autosavePath(), toJson(game), error);
}

void Storage::saveLater(const SavedGame &game)
{
    request(toJson(game));
}

void Storage::removeLater()
{
    request(std::nullopt);
}

void Storage::request(std::optional<QByteArray> bytes)
{
    {
        std::lock_guard lock(m_worker->mutex);
        m_worker->pending = std::move(bytes);
        m_worker->hasPending = true;
        if (!m_worker->thread.joinable())
            m_worker->thread = std::thread([this] { work(); });   // the destructor joins it
    }
    m_worker->wake.notify_one();
}

void Storage::work()
{
    Worker &w = *m_worker;
    const QString path = autosavePath();
    std::unique_lock lock(w.mutex);
    for (;;) {
        w.wake.wait(lock, [&] { return w.hasPending || w.quit; });
        if (!w.hasPending)
            return;   // quit, with nothing left to do
        const std::optional<QByteArray> job = std::move(w.pending);
        w.pending.reset();
        w.hasPending = false;
        w.busy = true;
        lock.unlock();
        QString error;
        bool ok = true;
        if (job)
            ok = writeFile(path, *job, &error);
        else if (QFileInfo::exists(path))
            ok = QFile::remove(path);
        if (!ok)
            emit saveFailed(error.isEmpty() ? tr("the old saved game could not be removed") : error);
        lock.lock();
        w.busy = false;
        if (!w.hasPending)
            w.idle.notify_all();
    }
}

void Storage::flush()
{
    std::unique_lock lock(m_worker->mutex);
    m_worker->idle.wait(lock, [&] { return !m_worker->hasPending && !m_worker->busy; });
}

void Storage::removeAutosave()
{
    flush();
    QFile::remove(autosavePath());
}

felt::Expected<SavedGame, QString> Storage::readAutosave() const
{
    const_cast<Storage *>(this)->flush();
    const felt::FileContents file = felt::readRegularFile(autosavePath(), kMaxSaveBytes);
    switch (file.problem) {
    case felt::FileContents::Problem::None:
        break;
    case felt::FileContents::Problem::CannotOpen:
    case felt::FileContents::Problem::CannotRead:
        return felt::unexpected(tr("the file cannot be read (%1)").arg(file.error));
    case felt::FileContents::Problem::Folder:
    case felt::FileContents::Problem::NotAFile:
        return felt::unexpected(tr("it is a folder, a pipe or a device, not a file"));
    case felt::FileContents::Problem::TooLarge:
        return felt::unexpected(tr("the file is too large for a saved game"));
    }
    const QByteArray &bytes = file.data;
    if (bytes.isEmpty())
        return felt::unexpected(tr("the file is empty"));
    return fromJson(bytes);
}

Storage::SetAside Storage::moveAutosaveAside()
{
    flush();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    QString target = QDir(m_dir).filePath(QStringLiteral("autosave.corrupt-%1.json").arg(stamp));
    for (int n = 2; QFileInfo::exists(target) || QFileInfo(target).isSymLink(); ++n)
        target = QDir(m_dir).filePath(QStringLiteral("autosave.corrupt-%1-%2.json").arg(stamp).arg(n));
    SetAside result;
    QFile file(autosavePath());
    if (file.rename(target)) {
        result.outcome = SetAside::Outcome::Moved;
        result.path = target;
        return result;
    }
    result.error = file.errorString();
    // Cannot rename (permissions?): at least do not trip over it again.
    QFile again(autosavePath());
    if (again.remove()) {
        result.outcome = SetAside::Outcome::Removed;
        return result;
    }
    result.outcome = SetAside::Outcome::Stays;
    result.path = autosavePath();
    return result;
}

int Storage::claimAndCleanUp()
{
    if (!m_lock) {
        auto lock = std::make_unique<QLockFile>(QDir(m_dir).filePath(QStringLiteral("felt.lock")));
        lock->setStaleLockTime(0);   // stale only when its process is gone, never by age
        if (!lock->tryLock(0))
            return 0;
        m_lock = std::move(lock);
    }
    flush();
    // QSaveFile writes "<name>.XXXXXX" (six letters or digits) and renames it on commit.
    static const QRegularExpression temporary(QStringLiteral("^autosave\\.json\\.[A-Za-z0-9]{6}$"));
    int removed = 0;
    const QStringList names = QDir(m_dir).entryList({ QStringLiteral("autosave.json.*") },
                                                     QDir::Files | QDir::System | QDir::Hidden);
    for (const QString &name : names)
        if (temporary.match(name).hasMatch() && QFile::remove(QDir(m_dir).filePath(name)))
            ++removed;
    return removed;
}
