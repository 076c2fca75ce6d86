#include "statsstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

#include <functional>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("StatsStore", text);
}

// The migrations, in order: step k brings a database from version k to k + 1.
const QList<QStringList> &migrations()
{
    static const QList<QStringList> steps {
        // 0 -> 1: the games and their seats.
        { QStringLiteral("CREATE TABLE games ("
                         " id INTEGER PRIMARY KEY,"
                         " key TEXT NOT NULL UNIQUE,"
                         " game TEXT NOT NULL,"
                         " options TEXT NOT NULL,"
                         " seed INTEGER NOT NULL,"
                         " ended_at TEXT NOT NULL,"
                         " duration_ms INTEGER NOT NULL,"
                         " used_undo INTEGER NOT NULL,"
                         " used_hint INTEGER NOT NULL,"
                         " record TEXT NOT NULL)"),
          QStringLiteral("CREATE TABLE seats ("
                         " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                         " seat INTEGER NOT NULL,"
                         " name TEXT NOT NULL,"
                         " kind TEXT NOT NULL,"
                         " place INTEGER,"
                         " score REAL,"
                         " PRIMARY KEY (game_id, seat))") },
        // 1 -> 2: a game's statistics are read game by game, in time.
        { QStringLiteral("CREATE INDEX games_by_game ON games (game, ended_at)"),
          QStringLiteral("CREATE INDEX seats_by_name ON seats (name, kind)") },
        // 2 -> 3: games played at a learning table (a first game) are kept apart.
        { QStringLiteral("ALTER TABLE games ADD COLUMN learning INTEGER NOT NULL DEFAULT 0") },
    };
    return steps;
}

bool exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    if (error)
        *error = q.lastError().text();
    return false;
}

// -1 when the file is not a database SQLite can read.
int versionOf(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

bool healthy(QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA quick_check")) && q.next() && q.value(0).toString() == QLatin1String("ok");
}

bool migrate(QSqlDatabase &db, int from, int to, QString *error)
{
    for (int v = from; v < to; ++v) {
        if (!db.transaction()) {
            if (error)
                *error = db.lastError().text();
            return false;
        }
        for (const QString &sql : migrations().at(v))
            if (!exec(db, sql, error)) {
                db.rollback();
                return false;
            }
        if (!exec(db, QStringLiteral("PRAGMA user_version = %1").arg(v + 1), error) || !db.commit()) {
            db.rollback();
            return false;
        }
    }
    return true;
}

// Opens the database at `path` on its own connection and calls `use` with it.
bool withDatabase(const QString &path, const std::function<bool(QSqlDatabase &)> &use)
{
    const QString name = QStringLiteral("felt-stats-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open() && use(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

StatsStore::StatsStore(const QString &dir)
    : m_path(QDir(dir).filePath(QStringLiteral("statistics.sqlite")))
    , m_connection(QStringLiteral("felt-stats-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

StatsStore::~StatsStore()
{
    if (QSqlDatabase::contains(m_connection)) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

bool StatsStore::migrateTo(const QString &path, int version, QString *error)
{
    return withDatabase(path, [&](QSqlDatabase &db) {
        const int from = versionOf(db);
        return from >= 0 && from <= version && migrate(db, from, version, error);
    });
}

bool StatsStore::open(QString *notice)
{
    m_open = false;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        if (notice)
            *notice = tr("Statistics are off: this system lacks Qt's SQLite driver.");
        return false;
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    // Is the file there a database of ours that we can read?
    QString problem;
    if (QFileInfo::exists(m_path)) {
        withDatabase(m_path, [&](QSqlDatabase &db) {
            const int version = versionOf(db);
            if (version < 0 || !healthy(db))
                problem = tr("could not be read");
            else if (version > kSchemaVersion)
                problem = tr("were written by a newer version of Felt");
            return true;
        });
    }
    if (!problem.isEmpty()) {
        const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
        QString aside = QFileInfo(m_path).dir().filePath(QStringLiteral("statistics.set-aside-%1.sqlite").arg(stamp));
        for (int n = 2; QFileInfo::exists(aside); ++n)
            aside = QFileInfo(m_path).dir().filePath(QStringLiteral("statistics.set-aside-%1-%2.sqlite").arg(stamp).arg(n));
        if (!QFile::rename(m_path, aside)) {
            if (notice)
                *notice = tr("The statistics %1 and could not be put aside (%2); statistics are off for now.")
                              .arg(problem, QDir::toNativeSeparators(m_path));
            return false;
        }
        if (notice)
            *notice = tr("The statistics %1, so they were put aside as %2; new statistics start now.")
                          .arg(problem, QDir::toNativeSeparators(aside));
    }

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    QString error;
    if (!db.open()) {
        if (notice)
            *notice = tr("The statistics cannot be opened (%1); statistics are off for now.").arg(db.lastError().text());
        return false;
    }
    exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), nullptr);
    const int version = versionOf(db);
    if (version < 0 || !migrate(db, version, kSchemaVersion, &error)) {
        if (notice)
            *notice = tr("The statistics cannot be prepared (%1); statistics are off for now.").arg(error);
        return false;
    }
    m_open = true;
    return true;
}

bool StatsStore::add(const FinishedGame &g)
{
    if (!m_open)
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!db.transaction())
        return false;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM games WHERE key = ?"));
    q.addBindValue(g.key);
    bool ok = q.exec();
    q.prepare(QStringLiteral("INSERT INTO games (key, game, options, seed, ended_at, duration_ms, used_undo, used_hint, record, learning)"
                             " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(g.key);
    q.addBindValue(g.game);
    q.addBindValue(g.options);
    q.addBindValue(static_cast<qint64>(g.seed));
    q.addBindValue(g.endedAt.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(g.durationMs);
    q.addBindValue(g.usedUndo ? 1 : 0);
    q.addBindValue(g.usedHint ? 1 : 0);
    q.addBindValue(QString::fromUtf8(g.record));
    q.addBindValue(g.learning ? 1 : 0);
    ok = ok && q.exec();
    const qint64 id = q.lastInsertId().toLongLong();
    for (int s = 0; ok && s < g.seats.size(); ++s) {
        const SeatResult &r = g.seats.at(s);
        QSqlQuery seat(db);
        seat.prepare(QStringLiteral("INSERT INTO seats (game_id, seat, name, kind, place, score) VALUES (?, ?, ?, ?, ?, ?)"));
        seat.addBindValue(id);
        seat.addBindValue(s);
        seat.addBindValue(r.name);
        seat.addBindValue(r.kind);
        seat.addBindValue(r.place >= 0 ? QVariant(r.place) : QVariant());
        seat.addBindValue(r.score ? QVariant(*r.score) : QVariant());
        ok = seat.exec();
    }
    if (!ok) {
        db.rollback();
        return false;
    }
    return db.commit();
}

QList<FinishedGame> StatsStore::games(const QString &game) const
{
    QList<FinishedGame> out;
    if (!m_open)
        return out;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, key, game, options, seed, ended_at, duration_ms, used_undo, used_hint, record, learning FROM games")
              + (game.isEmpty() ? QString() : QStringLiteral(" WHERE game = ?")) + QStringLiteral(" ORDER BY ended_at, id"));
    if (!game.isEmpty())
        q.addBindValue(game);
    if (!q.exec())
        return out;
    while (q.next()) {
        FinishedGame g;
        g.id = q.value(0).toLongLong();
        g.key = q.value(1).toString();
        g.game = q.value(2).toString();
        g.options = q.value(3).toString();
        g.seed = static_cast<quint64>(q.value(4).toLongLong());
        g.endedAt = QDateTime::fromString(q.value(5).toString(), Qt::ISODateWithMs);
        g.durationMs = q.value(6).toLongLong();
        g.usedUndo = q.value(7).toInt() != 0;
        g.usedHint = q.value(8).toInt() != 0;
        g.record = q.value(9).toString().toUtf8();
        g.learning = q.value(10).toInt() != 0;
        out.append(g);
    }
    // The seats of every game, in one query.
    QSqlQuery s(db);
    if (!s.exec(QStringLiteral("SELECT game_id, seat, name, kind, place, score FROM seats ORDER BY game_id, seat")))
        return out;
    QHash<qint64, qsizetype> at;
    for (qsizetype i = 0; i < out.size(); ++i)
        at.insert(out.at(i).id, i);
    while (s.next()) {
        const auto it = at.constFind(s.value(0).toLongLong());
        if (it == at.cend())
            continue;
        SeatResult r;
        r.name = s.value(2).toString();
        r.kind = s.value(3).toString();
        r.place = s.value(4).isNull() ? -1 : s.value(4).toInt();
        if (!s.value(5).isNull())
            r.score = s.value(5).toDouble();
        out[*it].seats.append(r);
    }
    return out;
}

std::optional<FinishedGame> StatsStore::find(qint64 id) const
{
    for (const FinishedGame &g : games())
        if (g.id == id)
            return g;
    return std::nullopt;
}

bool StatsStore::reset(const QString &game)
{
    if (!m_open)
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM games WHERE game = ?"));
    q.addBindValue(game);
    return q.exec();
}

QString StatsStore::csv(const QString &game) const
{
    auto field = [](QString text) {
        if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n')) {
            text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
            return QStringLiteral("\"%1\"").arg(text);
        }
        return text;
    };
    QString out = QStringLiteral("game,ended,deal,duration_s,undo,hint,seat,name,kind,place,score\n");
    for (const FinishedGame &g : games(game))
        for (int s = 0; s < g.seats.size(); ++s) {
            const SeatResult &r = g.seats.at(s);
            out += QStringList { field(g.game), g.endedAt.toUTC().toString(Qt::ISODate), QString::number(g.seed),
                                 QString::number(g.durationMs / 1000), g.usedUndo ? QStringLiteral("1") : QStringLiteral("0"),
                                 g.usedHint ? QStringLiteral("1") : QStringLiteral("0"), QString::number(s), field(r.name), r.kind,
                                 r.place >= 0 ? QString::number(r.place + 1) : QString(),
                                 r.score ? QString::number(*r.score) : QString() }
                       .join(u',')
                + u'\n';
        }
    return out;
}
