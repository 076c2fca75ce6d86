#include "storage.h"

#include "json.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSaveFile>
#include <QStandardPaths>

namespace {

constexpr qint64 kMaxSaveBytes = 16 * 1024 * 1024;

} // namespace

Storage::Storage(const QString &dir)
    : m_dir(dir.isEmpty() ? defaultDir() : dir)
{
    QDir().mkpath(m_dir);
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

bool Storage::writeAutosave(const SavedGame &game, QString *error)
{
    QDir().mkpath(m_dir);
    QSaveFile file(autosavePath());
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const QByteArray bytes = toJson(game);
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void Storage::removeAutosave()
{
    QFile::remove(autosavePath());
}

felt::Expected<SavedGame, QString> Storage::readAutosave() const
{
    QFile file(autosavePath());
    if (!file.open(QIODevice::ReadOnly))
        return felt::unexpected(tr("the file cannot be read (%1)").arg(file.errorString()));
    if (file.size() > kMaxSaveBytes)
        return felt::unexpected(tr("the file is too large for a saved game"));
    const QByteArray bytes = file.read(kMaxSaveBytes + 1);
    if (bytes.isEmpty())
        return felt::unexpected(tr("the file is empty"));
    return fromJson(bytes);
}

QString Storage::moveAutosaveAside()
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    QString target = QDir(m_dir).filePath(QStringLiteral("autosave.corrupt-%1.json").arg(stamp));
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QDir(m_dir).filePath(QStringLiteral("autosave.corrupt-%1-%2.json").arg(stamp).arg(n));
    if (QFile::rename(autosavePath(), target))
        return target;
    // Cannot rename (permissions?): at least do not trip over it again.
    QFile::remove(autosavePath());
    return {};
}
