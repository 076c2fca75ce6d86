#include "lesson.h"

#include "core/registry.h"
#include "json.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace felt {

namespace {

constexpr char kRoot[] = ":/lessons";

// "01-first-turns.json" -> 1; 0 when the name does not start with a number.
int fileNumber(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)-.*\\.json$"));
    const auto m = re.match(name);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

QString fileOf(const QString &game, int number)
{
    const QDir dir(QStringLiteral("%1/%2").arg(QLatin1String(kRoot), game));
    for (const QString &name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name))
        if (fileNumber(name) == number)
            return dir.filePath(name);
    return {};
}

QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

// The value at a JSON pointer ("/pile/0"), or undefined.
QJsonValue at(QJsonValue v, const QString &pointer)
{
    if (pointer.isEmpty())
        return v;
    const QStringList parts = pointer.mid(1).split(u'/');
    for (const QString &p : parts) {
        if (v.isObject())
            v = v.toObject().value(p);
        else if (v.isArray()) {
            bool ok = false;
            const int i = p.toInt(&ok);
            if (!ok || i < 0 || i >= v.toArray().size())
                return QJsonValue(QJsonValue::Undefined);
            v = v.toArray().at(i);
        } else
            return QJsonValue(QJsonValue::Undefined);
    }
    return v;
}

// Numbers compare by value (a state's 3 is the lesson's 3.0).
bool same(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble();
    return a == b;
}

std::optional<int> seatOf(const QJsonObject &o, int fallback)
{
    if (!o.contains(QStringLiteral("seat")))
        return fallback;
    const QJsonValue s = o.value(QStringLiteral("seat"));
    if (!s.isDouble())
        return std::nullopt;
    return s.toInt();
}

QString reasonName(const AnyGame &game, Reason r)
{
    const GameSpec *spec = findGame(game.gameId());
    return spec ? QString::fromUtf8(reasonId(*spec, r).data(), static_cast<qsizetype>(reasonId(*spec, r).size())) : QString();
}

} // namespace

QStringList lessonIdsOf(const QString &gameId)
{
    QList<QPair<int, QString>> found;
    const QDir dir(QStringLiteral("%1/%2").arg(QLatin1String(kRoot), gameId));
    for (const QString &name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name))
        if (const int n = fileNumber(name); n > 0)
            found.append({ n, QStringLiteral("%1:%2").arg(gameId).arg(n) });
    std::sort(found.begin(), found.end());
    QStringList ids;
    for (const auto &f : found)
        ids.append(f.second);
    return ids;
}

QStringList lessonIds()
{
    QStringList ids;
    for (const GameSpec &spec : gameSpecs())
        ids += lessonIdsOf(QString::fromUtf8(spec.id.data(), static_cast<qsizetype>(spec.id.size())));
    return ids;
}

Expected<Lesson, QString> loadLesson(const QString &spec)
{
    const QString game = spec.section(u':', 0, 0).trimmed().toLower();
    const QString numberText = spec.section(u':', 1);
    bool ok = true;
    const int number = numberText.isEmpty() ? 1 : numberText.toInt(&ok);
    const QString file = ok ? fileOf(game, number) : QString();
    if (file.isEmpty())
        return unexpected(QCoreApplication::translate("Lesson", "There is no lesson \"%1\". The lessons are: %2.")
                              .arg(spec, lessonIds().join(QStringLiteral(", "))));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return unexpected(QStringLiteral("%1: cannot be read").arg(file));
    return parseLesson(f.readAll(), game, number);
}

Expected<Lesson, QString> parseLesson(const QByteArray &json, const QString &game, int number)
{
    const QString id = QStringLiteral("%1:%2").arg(game).arg(number);
    auto fail = [&](const QString &why) { return unexpected(QStringLiteral("lesson %1: %2").arg(id, why)); };
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object (%1)").arg(error.errorString()));
    const QJsonObject o = doc.object();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!QStringList { "format", "title", "record", "person", "names", "steps" }.contains(it.key()))
            return fail(QStringLiteral("unknown key \"%1\"").arg(it.key()));
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kLessonFormat))
        return fail(QStringLiteral("format must be \"%1\"").arg(QLatin1String(kLessonFormat)));
    Lesson lesson;
    lesson.id = id;
    lesson.game = game;
    lesson.number = number;
    lesson.title = o.value(QStringLiteral("title")).toString();
    if (lesson.title.isEmpty())
        return fail(QStringLiteral("no title"));
    auto record = parseRecord(QJsonDocument(o.value(QStringLiteral("record")).toObject()).toJson(QJsonDocument::Compact));
    if (!record)
        return fail(record.error());
    if (record->game != game)
        return fail(QStringLiteral("the record is a game of %1").arg(record->game));
    if (!record->actions.empty())
        return fail(QStringLiteral("the record's actions belong in the steps"));
    lesson.record = std::move(*record);
    lesson.person = o.value(QStringLiteral("person")).toInt(0);
    if (lesson.person < 0 || lesson.person >= lesson.record.players)
        return fail(QStringLiteral("no seat %1").arg(lesson.person));
    for (const QJsonValue &n : o.value(QStringLiteral("names")).toArray())
        lesson.names.append(n.toString());
    if (lesson.names.size() != lesson.record.players)
        return fail(QStringLiteral("names: one per seat"));

    const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
    if (steps.isEmpty())
        return fail(QStringLiteral("no steps"));
    for (int i = 0; i < steps.size(); ++i) {
        const QJsonObject s = steps.at(i).toObject();
        auto stepFail = [&](const QString &why) { return fail(QStringLiteral("step %1: %2").arg(i + 1).arg(why)); };
        for (auto it = s.begin(); it != s.end(); ++it)
            if (!QStringList { "say", "you", "they", "free", "refuse", "did", "light", "check", "comment" }.contains(it.key()))
                return stepFail(QStringLiteral("unknown key \"%1\"").arg(it.key()));
        LessonStep step;
        step.text = s.value(QStringLiteral("say")).toString();
        if (step.text.isEmpty())
            return stepFail(QStringLiteral("nothing to say"));
        if (s.contains(QStringLiteral("did")) && !s.contains(QStringLiteral("you")))
            return stepFail(QStringLiteral("\"did\" belongs to a \"you\" step"));
        if (s.contains(QStringLiteral("you")) && s.contains(QStringLiteral("they")))
            return stepFail(QStringLiteral("both \"you\" and \"they\""));
        if (s.contains(QStringLiteral("you"))) {
            step.kind = LessonStep::Kind::You;
            const QJsonValue you = s.value(QStringLiteral("you"));
            for (const QJsonValue &a : you.isArray() ? you.toArray() : QJsonArray { you })
                step.expect.append(a.toString().simplified());
            step.expect.removeAll(QString());
            if (step.expect.isEmpty())
                return stepFail(QStringLiteral("\"you\" names no action"));
            step.free = s.value(QStringLiteral("free")).toBool();
            step.refuse = s.value(QStringLiteral("refuse")).toString();
            step.did = s.value(QStringLiteral("did")).toString();
        } else if (s.contains(QStringLiteral("they"))) {
            step.kind = LessonStep::Kind::They;
            const QString t = s.value(QStringLiteral("they")).toString();
            bool ok = false;
            step.action.seat = t.section(u':', 0, 0).toInt(&ok);
            step.action.text = t.section(u':', 1).simplified();
            if (!ok || step.action.text.isEmpty() || step.action.seat < 0 || step.action.seat >= lesson.record.players
                || step.action.seat == lesson.person)
                return stepFail(QStringLiteral("\"they\" must be \"SEAT: action\" of another seat"));
        }
        for (const QJsonValue &l : s.value(QStringLiteral("light")).toArray())
            step.light.append(l.toString());
        step.checks = s.value(QStringLiteral("check"));
        if (!step.checks.isUndefined() && !step.checks.isArray())
            return stepFail(QStringLiteral("\"check\" must be a list"));
        lesson.steps.push_back(std::move(step));
    }
    return lesson;
}

QString checkCondition(const AnyGame &game, const EventList &events, const QJsonValue &condition)
{
    const QJsonObject c = condition.toObject();
    if (c.isEmpty())
        return QStringLiteral("a condition must be an object");
    const GameSpec *spec = findGame(game.gameId());
    if (c.contains(QStringLiteral("event"))) {
        const QString kind = c.value(QStringLiteral("event")).toString();
        const auto seat = seatOf(c, -2);
        for (const Event &e : events) {
            const std::string_view name = spec && spec->eventId ? spec->eventId(e.kind) : std::string_view();
            if (QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())) != kind)
                continue;
            if (seat && *seat != -2 && e.seat != *seat)
                continue;
            if (c.contains(QStringLiteral("count")) && e.count != c.value(QStringLiteral("count")).toInt())
                continue;
            return {};
        }
        return QStringLiteral("no event %1 in the action's events").arg(compact(condition));
    }
    if (c.contains(QStringLiteral("state")) || c.contains(QStringLiteral("result"))) {
        const bool isState = c.contains(QStringLiteral("state"));
        const QString pointer = c.value(isState ? QStringLiteral("state") : QStringLiteral("result")).toString();
        const QJsonValue whole = jsonFromValue(isState ? game.state(Viewer::all()) : game.result());
        const QJsonValue got = at(whole, pointer);
        if (!same(got, c.value(QStringLiteral("equals"))))
            return QStringLiteral("%1 %2 is %3, not %4")
                .arg(isState ? QStringLiteral("state") : QStringLiteral("result"), pointer,
                     got.isUndefined() ? QStringLiteral("missing") : compact(got), compact(c.value(QStringLiteral("equals"))));
        return {};
    }
    if (c.contains(QStringLiteral("legal")) || c.contains(QStringLiteral("illegal"))) {
        const bool legal = c.contains(QStringLiteral("legal"));
        const QString text = c.value(legal ? QStringLiteral("legal") : QStringLiteral("illegal")).toString();
        const auto seat = seatOf(c, 0);
        if (!seat)
            return QStringLiteral("seat must be a number");
        const Reason r = game.check(*seat, text.toStdString());
        if (legal && r != Reason::Ok)
            return QStringLiteral("\"%1\" is not legal for seat %2 (%3)").arg(text).arg(*seat).arg(reasonName(game, r));
        if (!legal && r == Reason::Ok)
            return QStringLiteral("\"%1\" is legal for seat %2").arg(text).arg(*seat);
        if (!legal && c.contains(QStringLiteral("reason")) && reasonName(game, r) != c.value(QStringLiteral("reason")).toString())
            return QStringLiteral("\"%1\" is refused as %2").arg(text, reasonName(game, r));
        return {};
    }
    if (c.contains(QStringLiteral("toAct"))) {
        QJsonArray got;
        for (int s = 0; s < game.players(); ++s)
            if (game.actors().has(s))
                got.append(s);
        if (!same(got, c.value(QStringLiteral("toAct"))))
            return QStringLiteral("toAct is %1").arg(compact(got));
        return {};
    }
    if (c.contains(QStringLiteral("over"))) {
        if (game.isOver() != c.value(QStringLiteral("over")).toBool())
            return QStringLiteral("over is %1").arg(game.isOver() ? QStringLiteral("true") : QStringLiteral("false"));
        return {};
    }
    return QStringLiteral("unknown condition %1").arg(compact(condition));
}

namespace {

// The person's choices at a step: its listed actions, or every legal one for "*".
QStringList choices(const LessonStep &step, const AnyGame &game, int person)
{
    if (step.expect != QStringList { QStringLiteral("*") })
        return step.expect;
    QStringList all;
    for (const std::string &a : game.legalActions(person))
        all.append(QString::fromStdString(a));
    return all;
}

// Replays the lesson from step `from` on `game`; at a step with several choices it goes on
// from each of them (the conditions are checked on the main line: every first choice).
void replayFrom(const Lesson &lesson, size_t from, const AnyGame &start, bool mainLine, const QString &path,
                QStringList *problems)
{
    std::unique_ptr<AnyGame> game = start.clone();
    for (size_t i = from; i < lesson.steps.size(); ++i) {
        const LessonStep &step = lesson.steps[i];
        auto problem = [&](const QString &what) {
            problems->append(QStringLiteral("%1 step %2%3: %4").arg(lesson.id).arg(i + 1).arg(path, what));
        };
        EventList events;
        if (step.kind == LessonStep::Kind::They) {
            const Reason r = game->apply(step.action.seat, step.action.text.toStdString(), &events);
            if (r != Reason::Ok) {
                problem(QStringLiteral("\"%1\" is not legal (%2)").arg(step.action.toString(), reasonName(*game, r)));
                return;
            }
        } else if (step.kind == LessonStep::Kind::You) {
            if (!game->mustAct().has(lesson.person))
                problem(QStringLiteral("the game does not wait for the person here"));
            const QStringList options = choices(step, *game, lesson.person);
            if (options.isEmpty()) {
                problem(QStringLiteral("the person has no legal action"));
                return;
            }
            // Spelled as the engine lists it: the table sends that text, and the coach compares.
            std::vector<std::string> legal = game->legalActions(lesson.person);
            for (const QString &a : options)
                if (const Reason r = game->check(lesson.person, a.toStdString()); r != Reason::Ok)
                    problem(QStringLiteral("\"%1\" is not legal (%2)").arg(a, reasonName(*game, r)));
                else if (std::find(legal.begin(), legal.end(), a.toStdString()) == legal.end())
                    problem(QStringLiteral("\"%1\" is not spelled as the engine lists it").arg(a));
            for (int alt = 1; alt < options.size(); ++alt) {
                std::unique_ptr<AnyGame> other = game->clone();
                if (other->apply(lesson.person, options[alt].toStdString()) == Reason::Ok)
                    replayFrom(lesson, i + 1, *other, false,
                               path + QStringLiteral(" after \"%1\" at step %2").arg(options[alt]).arg(i + 1), problems);
            }
            if (game->apply(lesson.person, options.first().toStdString(), &events) != Reason::Ok)
                return;
        }
        if (!mainLine)
            continue;
        for (const QJsonValue &c : step.checks.toArray())
            if (const QString why = checkCondition(*game, events, c); !why.isEmpty())
                problem(why);
    }
}

} // namespace

QStringList checkLesson(const Lesson &lesson)
{
    QStringList problems;
    auto built = buildGame(lesson.record);
    if (!built)
        return { QStringLiteral("%1: %2").arg(lesson.id, built.error()) };
    replayFrom(lesson, 0, **built, true, QString(), &problems);
    problems.removeDuplicates();
    return problems;
}

} // namespace felt
