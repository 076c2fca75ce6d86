#include "hubjournal.h"

#include "json.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace net {

namespace {

constexpr char kTableFormat[] = "felt-net-table/1";

std::string utf8(const QString &s)
{
    return s.toStdString();
}

bool isSeatKind(const QString &kind)
{
    return kind == QLatin1String("human") || kind == QLatin1String("random") || isLevel(kind);
}

// Appends the journal's actions that follow `record`'s (when given), in order, stopping at a
// gap or a line that cannot be read; returns the last seq the journal names (0: none). Every
// other line (a seat taken, a spectator's token) goes to `other` when given.
quint64 applyJournal(felt::Record *record, const QList<QByteArray> &journal, int players,
                     const std::function<void(const QJsonObject &)> &other = {})
{
    quint64 last = 0;
    for (const QByteArray &line : journal) {
        const QJsonDocument j = QJsonDocument::fromJson(line);
        if (!j.isObject())
            break;
        const QJsonObject o = j.object();
        if (other && !o.contains(QLatin1String("a")))
            other(o);
        qint64 seq = 0;
        if (felt::jsonInteger(o.value(QLatin1String("seq")), &seq) && seq > 0)
            last = std::max<quint64>(last, static_cast<quint64>(seq));
        qint64 index = 0;
        if (record && felt::jsonInteger(o.value(QLatin1String("a")), &index)) {
            qint64 seat = 0;
            if (!felt::jsonInteger(o.value(QLatin1String("seat")), &seat) || seat < 0 || seat >= players)
                break;
            if (index < static_cast<qint64>(record->actions.size()))
                continue;   // in the table's file already
            if (index > static_cast<qint64>(record->actions.size()))
                break;      // a gap: what follows cannot be trusted
            record->actions.push_back({ static_cast<int>(seat), o.value(QLatin1String("text")).toString() });
        }
    }
    return last;
}

} // namespace

TableJournal::TableJournal(const QString &dataDir, std::function<void(const QString &)> log, int maxOpen)
    : m_store(dataDir, maxOpen)
    , m_log(std::move(log))
{
}

// ---------------------------------------------------------------------------------------
// Writing

QByteArray TableJournal::metaJson(const HubTable &t) const
{
    felt::Value v = felt::Value::object();
    v.set("format", kTableFormat);
    v.set("code", utf8(t.code));
    v.set("created", static_cast<std::int64_t>(t.createdMs));
    v.set("game", utf8(t.game));
    v.set("players", t.players);
    v.set("options", t.options);
    v.set("seed", static_cast<std::uint64_t>(t.seed));
    v.set("seeded", t.seeded);
    v.set("grace", t.graceSeconds);
    v.set("opener", t.opener);
    v.set("inApp", t.inApp);
    v.set("listed", t.listed);
    v.set("seq", static_cast<std::uint64_t>(t.seq));
    v.set("started", t.started);
    v.set("dealtAt", static_cast<std::int64_t>(t.dealtMs));
    v.set("ended", utf8(t.ended));
    v.set("endedAt", static_cast<std::int64_t>(t.endedMs));
    felt::Value seats = felt::Value::array();
    for (const HubSeat &s : t.seats) {
        felt::Value seat = felt::Value::object();
        seat.set("name", utf8(s.name));
        seat.set("kind", utf8(s.kind));
        seat.set("person", s.person);
        seat.set("app", s.app);
        seat.set("token", utf8(s.tokenHash));
        seats.push(seat);
    }
    v.set("seats", seats);
    felt::Value watchers = felt::Value::array();
    for (const QString &h : t.watcherHashes)
        watchers.push(utf8(h));
    v.set("watchers", watchers);
    if (t.started && t.host)
        v.set("record", felt::recordToValue(t.host->fullRecord()));
    else if (t.saved)
        v.set("record", felt::recordToValue(t.saved->record));
    return felt::writeJson(v, felt::JsonStyle::Compact);
}

void TableJournal::save(HubTable &t)
{
    if (!m_store.enabled())
        return;
    if (!m_store.writeTable(t.code, metaJson(t)))
        m_log(QStringLiteral("table %1: %2").arg(t.code, m_store.error()));
    if (t.host && t.started)
        t.journaled = t.host->actionCount();
}

void TableJournal::journalActions(HubTable &t, const felt::Record &record, int count)
{
    for (int k = t.journaled; k < count; ++k) {
        // {"seq":…,"a":…,"seat":…,"text":…}, written as text (one line an action).
        const felt::RecordAction &action = record.actions[static_cast<std::size_t>(k)];
        QByteArray line = "{\"seq\":" + QByteArray::number(t.seq + 1) + ",\"a\":" + QByteArray::number(k)
            + ",\"seat\":" + QByteArray::number(action.seat) + ",\"text\":";
        felt::appendJsonString(line, utf8(action.text));
        line += '}';
        if (!m_store.append(t.code, line))
            m_log(QStringLiteral("table %1: %2").arg(t.code, m_store.error()));
    }
    t.journaledSeq = t.seq + 1;
    t.journaled = count;
}

void TableJournal::journalSeat(HubTable &t, int seat)
{
    if (!m_store.enabled())
        return;
    const HubSeat &s = t.seat(seat);
    felt::Value line = felt::Value::object();
    line.set("taken", seat);
    line.set("name", utf8(s.name));
    line.set("token", utf8(s.tokenHash));
    if (!m_store.append(t.code, felt::writeJson(line, felt::JsonStyle::Compact)))
        m_log(QStringLiteral("table %1: %2").arg(t.code, m_store.error()));
}

void TableJournal::journalWatcher(HubTable &t, const QString &hash)
{
    if (!m_store.enabled())
        return;
    felt::Value line = felt::Value::object();
    line.set("watcher", utf8(hash));
    if (!m_store.append(t.code, felt::writeJson(line, felt::JsonStyle::Compact)))
        m_log(QStringLiteral("table %1: %2").arg(t.code, m_store.error()));
}

void TableJournal::journalSeq(HubTable &t)
{
    if (!m_store.enabled() || t.journaledSeq == t.seq)
        return;
    t.journaledSeq = t.seq;
    felt::Value line = felt::Value::object();
    line.set("seq", static_cast<std::uint64_t>(t.seq));
    m_store.append(t.code, felt::writeJson(line, felt::JsonStyle::Compact));
}

// ---------------------------------------------------------------------------------------
// Reading

std::optional<felt::Record> TableJournal::savedRecord(const QString &dataDir, const QString &code, QString *error)
{
    const TableStore store(dataDir);
    const QJsonDocument doc = QJsonDocument::fromJson(store.readTable(code));
    const QJsonObject record = doc.object().value(QLatin1String("record")).toObject();
    if (record.isEmpty()) {
        if (error)
            *error = QStringLiteral("table %1 has no saved game").arg(code);
        return std::nullopt;
    }
    auto parsed = felt::parseRecord(QJsonDocument(record).toJson(QJsonDocument::Compact));
    if (!parsed) {
        if (error)
            *error = parsed.error();
        return std::nullopt;
    }
    applyJournal(&*parsed, store.readJournal(code), parsed->players);
    return *parsed;
}

std::unique_ptr<HubTable> TableJournal::load(const QString &fileCode, qint64 now, QString *error) const
{
    auto fail = [error](const QString &why) {
        *error = why;
        return nullptr;
    };
    const QJsonDocument doc = QJsonDocument::fromJson(m_store.readTable(fileCode));
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const felt::Value v = felt::valueFromJson(doc.object());
    auto str = [&v](const char *key) {
        const felt::Value *m = v.find(key);
        return m && m->isString() ? QString::fromStdString(m->toString()) : QString();
    };
    auto num = [&v](const char *key, qint64 fallback = -1) {
        const felt::Value *m = v.find(key);
        return m && m->isInt() ? static_cast<qint64>(m->toInt()) : fallback;
    };
    auto flag = [&v](const char *key) {
        const felt::Value *m = v.find(key);
        return m && m->isBool() && m->toBool();
    };
    if (str("format") != QLatin1String(kTableFormat))
        return fail(QStringLiteral("not a felt-net table"));
    const QString code = str("code");
    const int players = static_cast<int>(num("players"));
    const felt::Value *seats = v.find("seats");
    const felt::Value *options = v.find("options");
    if (!isTableCode(code) || players < 1 || players > felt::kMaxSeats || !seats || !seats->isArray()
        || static_cast<int>(seats->size()) != players || !options || !options->isObject())
        return fail(QStringLiteral("the table's settings cannot be read"));
    auto t = std::make_unique<HubTable>(code, players, now);
    t->game = str("game");
    t->options = *options;
    t->seed = static_cast<quint64>(std::max<qint64>(0, num("seed", 0)));
    t->seeded = flag("seeded");
    t->graceSeconds = static_cast<int>(std::clamp<qint64>(num("grace", kDefaultGraceSeconds), kMinGraceSeconds, kMaxGraceSeconds));
    t->opener = static_cast<int>(num("opener"));
    t->inApp = flag("inApp");
    t->listed = flag("listed");
    t->seq = static_cast<quint64>(std::max<qint64>(0, num("seq", 0)));
    t->started = flag("started");
    t->dealtMs = num("dealtAt");
    t->ended = str("ended");
    t->endedMs = num("endedAt");
    t->createdMs = num("created", now);
    for (int s = 0; s < players; ++s) {
        const felt::Value &sv = (*seats)[static_cast<std::size_t>(s)];
        HubSeat &seat = t->seat(s);
        auto field = [&sv](const char *key) {
            const felt::Value *m = sv.isObject() ? sv.find(key) : nullptr;
            return m && m->isString() ? QString::fromStdString(m->toString()) : QString();
        };
        auto boolean = [&sv](const char *key) {
            const felt::Value *m = sv.isObject() ? sv.find(key) : nullptr;
            return m && m->isBool() && m->toBool();
        };
        seat.name = field("name");
        seat.kind = field("kind");
        seat.person = boolean("person");
        seat.app = boolean("app");
        seat.tokenHash = field("token");
        if (!isSeatKind(seat.kind))
            return fail(QStringLiteral("seat %1 has an unknown kind").arg(s));
        if (seat.remote() && !seat.tokenHash.isEmpty())
            seat.awaySinceMs = now;   // everyone is away until they resume
    }
    if (t->opener < -1 || t->opener >= players)
        return fail(QStringLiteral("the opener's seat is out of range"));
    if (const felt::Value *w = v.find("watchers"); w && w->isArray())
        for (const felt::Value &h : w->items())
            if (h.isString())
                t->watcherHashes.append(QString::fromStdString(h.toString()));

    std::optional<felt::Record> record;
    if (const felt::Value *r = v.find("record"); r && r->isObject()) {
        auto parsed = felt::parseRecord(felt::writeJson(*r, felt::JsonStyle::Compact));
        if (!parsed)
            return fail(parsed.error());
        record = *parsed;
    }
    if (t->started && !record)
        return fail(QStringLiteral("a started table without its record"));
    // The journal: the seats taken, the actions since the table's file was written, and the
    // last seq.
    auto other = [&t, now, players](const QJsonObject &o) {
        qint64 seat = -1;
        if (felt::jsonInteger(o.value(QLatin1String("taken")), &seat) && seat >= 0 && seat < players) {
            HubSeat &s = t->seat(static_cast<int>(seat));
            s.name = o.value(QLatin1String("name")).toString();
            s.tokenHash = o.value(QLatin1String("token")).toString();
            if (s.remote() && !s.tokenHash.isEmpty())
                s.awaySinceMs = now;
        } else if (o.value(QLatin1String("watcher")).isString()) {
            t->watcherHashes.append(o.value(QLatin1String("watcher")).toString());
        }
    };
    t->seq = std::max(t->seq, applyJournal(record ? &*record : nullptr, m_store.readJournal(fileCode), players, other));
    if (t->started) {
        QList<SeatSpec> specs;
        for (const HubSeat &s : t->seats)
            specs.append({ s.name.isEmpty() ? QStringLiteral("?") : s.name, s.kind });
        SavedGame saved { specs, *record, {} };
        if (!LocalHost::replay(saved, error))
            return nullptr;
        t->saved = saved;
    }
    return t;
}

} // namespace net
