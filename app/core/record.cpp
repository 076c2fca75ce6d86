#include "record.h"

#include "json.h"
#include "readfile.h"
#include "texts.h"

#include "core/registry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>

namespace felt {

namespace {

constexpr qint64 kMaxRecordBytes = 64 * 1024 * 1024;

Unexpected<QString> fail(const QString &message)
{
    return unexpected(message);
}

// "<seat>: <text>": the seat a small decimal number, the text not empty.
bool splitAction(const QString &entry, int *seat, QString *text)
{
    int i = 0;
    int value = 0;
    while (i < entry.size() && entry[i].isDigit() && entry[i].unicode() < 128) {
        if (i >= 3)
            return false;
        value = value * 10 + (entry[i].unicode() - '0');
        ++i;
    }
    if (i == 0 || i >= entry.size() || entry[i] != u':')
        return false;
    const QString rest = entry.mid(i + 1).trimmed();
    if (rest.isEmpty())
        return false;
    *seat = value;
    *text = rest;
    return true;
}

const GameSpec *availableGame(const QString &id, QString *error)
{
    const QByteArray utf8 = id.toUtf8();
    const GameSpec *spec = findGame(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    if (!spec) {
        *error = setupErrorText(SetupError { SetupProblem::UnknownGame, id.toStdString() });
        return nullptr;
    }
    if (!spec->available || !spec->create) {
        *error = setupErrorText(SetupError { SetupProblem::GameNotAvailable, id.toStdString() });
        return nullptr;
    }
    return spec;
}

} // namespace

Expected<Record, QString> parseRecord(const QByteArray &json)
{
    if (json.trimmed().isEmpty())
        return fail(QCoreApplication::translate("Record", "the record is empty"));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("Record", "not valid JSON: %1 at character %2")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!document.isObject())
        return fail(QCoreApplication::translate("Record", "a record must be a JSON object"));
    const QJsonObject object = document.object();

    // format first: a file that is not a record at all gets the plainest message.
    const QJsonValue format = object.value(QLatin1String("format"));
    if (format.isUndefined())
        return fail(QCoreApplication::translate("Record", "not a felt-record/1 record: \"format\" is missing"));
    if (format.toString() != QLatin1String(kRecordFormat))
        return fail(QCoreApplication::translate("Record", "unsupported format %1 (expected \"felt-record/1\")")
                        .arg(format.isString() ? quoted(format.toString()) : QCoreApplication::translate("Record", "that is not a text")));

    static const QLatin1String known[] = {
        QLatin1String("format"), QLatin1String("title"), QLatin1String("game"), QLatin1String("players"),
        QLatin1String("options"), QLatin1String("seed"), QLatin1String("deal"), QLatin1String("actions"),
        QLatin1String("expect"),
    };
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (std::find(std::begin(known), std::end(known), it.key()) == std::end(known))
            return fail(QCoreApplication::translate("Record", "unknown key %1 in the record").arg(quoted(it.key())));
    }

    Record record;

    const QJsonValue title = object.value(QLatin1String("title"));
    if (!title.isUndefined()) {
        if (!title.isString())
            return fail(QCoreApplication::translate("Record", "\"title\" must be a text"));
        record.title = title.toString();
    }

    const QJsonValue game = object.value(QLatin1String("game"));
    if (game.isUndefined())
        return fail(QCoreApplication::translate("Record", "\"game\" is missing"));
    if (!game.isString())
        return fail(QCoreApplication::translate("Record", "\"game\" must be a text naming the game"));
    record.game = game.toString();
    QString error;
    const GameSpec *spec = availableGame(record.game, &error);
    if (!spec)
        return fail(error);

    const QJsonValue players = object.value(QLatin1String("players"));
    if (players.isUndefined())
        return fail(QCoreApplication::translate("Record", "\"players\" is missing"));
    qint64 playerCount = 0;
    const int maxPlayers = std::min(spec->maxPlayers, kMaxSeats);
    if (!jsonInteger(players, &playerCount) || playerCount < spec->minPlayers || playerCount > maxPlayers)
        return fail(QCoreApplication::translate("Record", "\"players\" must be a whole number from %1 to %2 for this game")
                        .arg(spec->minPlayers)
                        .arg(maxPlayers));
    record.players = static_cast<int>(playerCount);

    const QJsonValue options = object.value(QLatin1String("options"));
    if (!options.isUndefined()) {
        if (!options.isObject())
            return fail(QCoreApplication::translate("Record", "\"options\" must be an object"));
        record.options = valueFromJson(options);
    }

    const QJsonValue deal = object.value(QLatin1String("deal"));
    if (!deal.isUndefined()) {
        if (!deal.isObject())
            return fail(QCoreApplication::translate("Record", "\"deal\" must be an object"));
        record.deal = valueFromJson(deal);
    }

    const QJsonValue seed = object.value(QLatin1String("seed"));
    if (seed.isUndefined()) {
        if (!record.deal)
            return fail(QCoreApplication::translate("Record", "\"seed\" is missing (a record needs a seed unless it spells out the deal)"));
    } else {
        qint64 value = 0;
        if (!jsonInteger(seed, &value) || value < 0 || static_cast<std::uint64_t>(value) > kMaxRecordSeed)
            return fail(QCoreApplication::translate("Record", "\"seed\" must be a whole number from 0 to 9007199254740992"));
        record.seed = static_cast<std::uint64_t>(value);
    }

    const QJsonValue actions = object.value(QLatin1String("actions"));
    if (!actions.isUndefined()) {
        if (!actions.isArray())
            return fail(QCoreApplication::translate("Record", "\"actions\" must be a list of texts such as \"0: ready\""));
        const QJsonArray list = actions.toArray();
        record.actions.reserve(static_cast<std::size_t>(list.size()));
        for (qsizetype k = 0; k < list.size(); ++k) {
            RecordAction action;
            if (!list[k].isString() || !splitAction(list[k].toString(), &action.seat, &action.text))
                return fail(QCoreApplication::translate("Record", "action %1: not of the form \"<seat>: <action>\"").arg(k));
            if (action.seat >= record.players)
                return fail(QCoreApplication::translate("Record", "action %1: seat %2: there is no such seat (the seats are 0 to %3)")
                                .arg(k)
                                .arg(action.seat)
                                .arg(record.players - 1));
            record.actions.push_back(std::move(action));
        }
    }

    const QJsonValue expect = object.value(QLatin1String("expect"));
    if (!expect.isUndefined()) {
        if (!expect.isObject())
            return fail(QCoreApplication::translate("Record", "\"expect\" must be an object"));
        record.expect = valueFromJson(expect);
    }

    // Options and deal: the game itself knows what it accepts.
    auto built = buildGame(record);
    if (!built)
        return fail(built.error());
    return record;
}

Expected<Record, QString> readRecordFile(const QString &path)
{
    const FileContents file = readRegularFile(path, kMaxRecordBytes);
    const QString name = quoted(path, 200);
    switch (file.problem) {
    case FileContents::Problem::None:
        break;
    case FileContents::Problem::CannotOpen:
    case FileContents::Problem::CannotRead:
        return fail(QCoreApplication::translate("Record", "cannot read %1: %2").arg(name, file.error));
    case FileContents::Problem::Folder:
        return fail(QCoreApplication::translate("Record", "cannot read %1: it is a folder").arg(name));
    case FileContents::Problem::NotAFile:
        return fail(QCoreApplication::translate("Record", "cannot read %1: it is not a regular file").arg(name));
    case FileContents::Problem::TooLarge:
        return fail(QCoreApplication::translate("Record", "cannot read %1: the file is larger than 64 MB").arg(name));
    }
    return parseRecord(file.data);
}

Value recordToValue(const Record &record)
{
    Value v = Value::object();
    v.set("format", kRecordFormat);
    if (!record.title.isEmpty())
        v.set("title", record.title.toStdString());
    v.set("game", record.game.toStdString());
    v.set("players", record.players);
    v.set("options", record.options.isObject() ? record.options : Value::object());
    v.set("seed", record.seed);
    if (record.deal)
        v.set("deal", *record.deal);
    Value actions = Value::array();
    for (const RecordAction &action : record.actions)
        actions.push(action.toString().toStdString());
    v.set("actions", std::move(actions));
    if (record.expect)
        v.set("expect", *record.expect);
    return v;
}

QByteArray writeRecord(const Record &record)
{
    return writeJson(recordToValue(record), JsonStyle::Indented);
}

Expected<std::unique_ptr<AnyGame>, QString> buildGame(const Record &record)
{
    QString error;
    const GameSpec *spec = availableGame(record.game, &error);
    if (!spec)
        return fail(error);
    const Value *deal = record.deal ? &*record.deal : nullptr;
    auto game = spec->create(record.players, record.options, record.seed, deal);
    if (!game)
        return fail(setupErrorText(game.error()));
    return std::move(*game);
}

QString refusalText(const QString &gameId, const ActionRefusal &refusal)
{
    return QCoreApplication::translate("Record", "action %1: seat %2: %3")
        .arg(refusal.index)
        .arg(refusal.seat)
        .arg(reasonText(gameId, refusal.reason));
}

ReplayResult replay(const Record &record, const ReplayStep &step, int upTo)
{
    ReplayResult result;
    auto game = buildGame(record);
    if (!game) {
        result.error = game.error();
        return result;
    }
    result.game = std::move(*game);
    if (step && !step(0, *result.game, {}))
        return result;
    const std::size_t count = upTo < 0 ? record.actions.size() : std::min(record.actions.size(), static_cast<std::size_t>(upTo));
    EventList events;
    for (std::size_t k = 0; k < count; ++k) {
        const RecordAction &action = record.actions[k];
        const QByteArray text = action.text.toUtf8();
        Reason why = Reason::NotYourTurn;
        events.clear();
        if (action.seat >= 0 && action.seat < result.game->players())
            why = result.game->apply(action.seat, std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                                     step ? &events : nullptr);
        if (why != Reason::Ok) {
            result.refusal = ActionRefusal { static_cast<int>(k), action.seat, why };
            result.error = refusalText(record.game, *result.refusal);
            return result;
        }
        ++result.applied;
        if (step && !step(result.applied, *result.game, events))
            return result;
    }
    return result;
}

} // namespace felt
