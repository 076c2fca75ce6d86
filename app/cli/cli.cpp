#include "cli.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cstdio>
#include <limits>

namespace felt::cli {

namespace {

QString usage()
{
    return QStringLiteral("usage: felt-cli replay FILE [--as SEAT] | felt-cli play --game G --players N [...] | felt-cli solve FILE|--seed N [...] | felt-cli arena --game G --players N --levels A,B [...] | felt-cli --help | felt-cli --version");
}

QString gameList()
{
    QStringList available;
    QStringList coming;
    for (const GameSpec &spec : gameSpecs()) {
        const QString id = QString::fromLatin1(spec.id.data(), static_cast<qsizetype>(spec.id.size()));
        (spec.available && spec.create ? available : coming) << id;
    }
    QString text = QStringLiteral("Games: %1").arg(available.join(QStringLiteral(", ")));
    if (!coming.isEmpty())
        text += QStringLiteral(" (coming: %1)").arg(coming.join(QStringLiteral(", ")));
    return text;
}

QString mainHelp()
{
    return QStringLiteral(
               "felt-cli %1: Felt's card games on the command line.\n"
               "\n"
               "Usage:\n"
               "  %2\n"
               "  %3\n"
               "  %5\n"
               "  %6\n"
               "  felt-cli COMMAND --help\n"
               "  felt-cli --help | --version\n"
               "\n"
               "Commands:\n"
               "  replay  Read a game record (felt-record/1), apply every action and print the game\n"
               "          as one JSON object: game, players, over, toAct, legal, state, result.\n"
               "  play    Play bot-only games and print a JSON summary: games, seats, decisionMs,\n"
               "          gamesPerSecond, actionsPerSecond.\n"
               "  solve   Bring Down the Mountain: decide whether a record's game (or deal N) can still\n"
               "          be won and print one JSON object: winnable, nodes, seconds, line.\n"
               "  arena   Measure bot level A (one seat) against level B (the others) on duplicate\n"
               "          deals, A in every seat in turn; print each level's mean place with a 95 %\n"
               "          interval, A's win rate and the decision times.\n"
               "\n"
               "Seat kinds (play, arena): random, easy, normal, hard, and oracle: the hard player's\n"
               "search given the true state instead of samples of what it cannot see, a measure of\n"
               "a game's ceiling (only here, never in the app or over the network).\n"
               "\n"
               "%4\n"
               "\n"
               "Exit status: 0 on success; 2 for a bad record or bad arguments, with one line on\n"
               "standard error.\n")
        .arg(QCoreApplication::applicationVersion(), replayUsage(), playUsage(), gameList(), solveUsage(), arenaUsage());
}

} // namespace

void printOut(const QByteArray &text)
{
    std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    std::fflush(stdout);
}

int fail(const QString &message)
{
    QString line = message;
    for (QChar &ch : line)
        if (ch == u'\n' || ch == u'\r')
            ch = u' ';
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fflush(stderr);
    return kExitError;
}

int usageError(const QString &command, const QString &problem, const QString &usage)
{
    return fail(QStringLiteral("felt-cli %1: %2 (usage: %3)").arg(command, problem, usage));
}

bool asksForHelp(const QStringList &arguments)
{
    for (const QString &arg : arguments) {
        if (arg == QLatin1String("--"))
            return false;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h"))
            return true;
    }
    return false;
}

bool parseCount(const QString &text, qint64 min, qint64 max, qint64 *out)
{
    if (text.isEmpty() || text.size() > 18)
        return false;
    for (const QChar ch : text)
        if (ch < u'0' || ch > u'9')
            return false;
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max)
        return false;
    *out = value;
    return true;
}

Expected<Record, QString> loadRecordArgument(const QString &file)
{
    if (file != QLatin1String("-"))
        return readRecordFile(file);
    constexpr qint64 kMaxInputBytes = 64 * 1024 * 1024;
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return unexpected(QStringLiteral("cannot read standard input: %1").arg(in.errorString()));
    QByteArray data;
    while (data.size() <= kMaxInputBytes) {
        const QByteArray chunk = in.read(1 << 16);
        if (chunk.isEmpty())
            break;
        data += chunk;
    }
    if (in.error() != QFileDevice::NoError)
        return unexpected(QStringLiteral("cannot read standard input: %1").arg(in.errorString()));
    if (data.size() > kMaxInputBytes)
        return unexpected(QStringLiteral("cannot read standard input: more than 64 MB"));
    return parseRecord(data);
}

bool parseSeed(const QString &text, std::uint64_t *out)
{
    bool ok = !text.isEmpty();
    for (const QChar ch : text)
        ok = ok && ch >= u'0' && ch <= u'9';
    const qulonglong seed = ok ? text.toULongLong(&ok) : 0;
    if (ok)
        *out = seed;
    return ok;
}

QString parseSeatKinds(const QString &text, std::vector<BotLevel> *out)
{
    out->clear();
    for (const QString &kind : text.split(u',')) {
        const QByteArray utf8 = kind.trimmed().toUtf8();
        // The oracle only here, in felt-cli's bot-only matches (core/botlevel.h).
        const auto level = parseMatchLevel(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
        if (!level)
            return QStringLiteral("unknown seat kind %1 (random, easy, normal, hard or oracle)").arg(quoted(kind));
        out->push_back(*level);
    }
    return {};
}

bool parseOptions(const QString &text, Value *out)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return false;
    *out = valueFromJson(document.object());
    return true;
}

int printSummary(const Expected<Value, SetupError> &summary, const std::function<int(const QString &)> &bad)
{
    if (!summary) {
        const SetupProblem problem = summary.error().problem;
        if (problem == SetupProblem::UnknownOption || problem == SetupProblem::OptionValue
            || problem == SetupProblem::PlayerCount)
            return bad(setupErrorText(summary.error()));
        return fail(setupErrorText(summary.error()));
    }
    printOut(writeJson(*summary, JsonStyle::Indented));
    return kExitOk;
}

QString readFlags(const QStringList &args, std::span<const Flag> known, QStringList *positional)
{
    QCommandLineParser parser;
    for (const Flag &flag : known)
        parser.addOption(QCommandLineOption(QString::fromLatin1(flag.name).mid(2), QString(), QStringLiteral("value")));
    const bool parsed = parser.parse(QStringList { QStringLiteral("felt-cli") } + args);
    const auto flagOf = [&](const QString &arg) -> const Flag * {
        for (const Flag &f : known)
            if (arg.section(u'=', 0, 0) == QLatin1String(f.name))
                return &f;
        return nullptr;
    };
    // One line for the problem: a flag without its value (it can only be the last argument),
    // then the first argument that is no flag of this command (or no FILE, where the command
    // takes none), then a flag given twice.
    if (!parsed && parser.unknownOptionNames().isEmpty() && !args.isEmpty()) {
        const Flag *flag = flagOf(args.last());
        return QStringLiteral("%1 needs %2").arg(args.last().section(u'=', 0, 0), QLatin1String(flag && flag->needs ? flag->needs : "a value"));
    }
    if (!parser.unknownOptionNames().isEmpty() || (!positional && !parser.positionalArguments().isEmpty())) {
        for (qsizetype i = 0; i < args.size(); ++i) {
            const QString &arg = args.at(i);
            if (arg == QLatin1String("--") && positional)
                break;
            if (flagOf(arg)) {
                i += arg.contains(u'=') ? 0 : 1;   // its value
                continue;
            }
            if (arg.startsWith(u'-') && arg != QLatin1String("-"))
                return QStringLiteral("unknown option %1").arg(quoted(arg));
            if (!positional)
                return QStringLiteral("unexpected argument %1").arg(quoted(arg));
        }
    }
    for (const Flag &flag : known) {
        const QStringList values = parser.values(QString::fromLatin1(flag.name).mid(2));
        if (values.size() > 1)
            return QStringLiteral("%1 is given twice").arg(QLatin1String(flag.name));
        if (values.size() == 1) {
            *flag.value = values.first();
            *flag.given = true;
        }
    }
    if (positional)
        *positional = parser.positionalArguments();
    return {};
}

int run(const QStringList &arguments)
{
    const QStringList args = arguments.mid(1);
    if (args.isEmpty())
        return fail(QStringLiteral("felt-cli: no command given (%1)").arg(usage()));
    const QString &command = args.first();
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        if (command == QLatin1String("help") && !rest.isEmpty()) {
            if (rest.first() == QLatin1String("replay")) {
                printOut(replayHelp().toUtf8());
                return kExitOk;
            }
            if (rest.first() == QLatin1String("play")) {
                printOut(playHelp().toUtf8());
                return kExitOk;
            }
            if (rest.first() == QLatin1String("solve")) {
                printOut(solveHelp().toUtf8());
                return kExitOk;
            }
            if (rest.first() == QLatin1String("arena")) {
                printOut(arenaHelp().toUtf8());
                return kExitOk;
            }
            return fail(QStringLiteral("felt-cli: unknown command %1 (%2)").arg(quoted(rest.first()), usage()));
        }
        printOut(mainHelp().toUtf8());
        return kExitOk;
    }
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        printOut(QStringLiteral("felt-cli %1\n").arg(QCoreApplication::applicationVersion()).toUtf8());
        return kExitOk;
    }
    if (command == QLatin1String("replay"))
        return replayCommand(rest);
    if (command == QLatin1String("play"))
        return playCommand(rest);
    if (command == QLatin1String("solve"))
        return solveCommand(rest);
    if (command == QLatin1String("arena"))
        return arenaCommand(rest);
    if (command.startsWith(u'-'))
        return fail(QStringLiteral("felt-cli: unknown option %1 (%2)").arg(quoted(command), usage()));
    return fail(QStringLiteral("felt-cli: unknown command %1 (%2)").arg(quoted(command), usage()));
}

QString readRunFlags(std::span<const Flag> known, int count, const QString &countFlag, const QString &unit,
                     std::uint64_t *seed, int *jobs, Value *options)
{
    auto given = [&](const char *name) -> const QString * {
        for (const Flag &flag : known)
            if (qstrcmp(flag.name, name) == 0)
                return *flag.given ? flag.value : nullptr;
        return nullptr;
    };
    if (const QString *text = given("--seed"); text && !parseSeed(*text, seed))
        return QStringLiteral("--seed must be a whole number from 0 to 18446744073709551615");
    // The last one is dealt with seed S + count - 1: it must not wrap past 2^64 - 1.
    if (*seed > std::numeric_limits<std::uint64_t>::max() - static_cast<std::uint64_t>(count - 1))
        return QStringLiteral("--seed %1 with %2 %3 would go past seed 18446744073709551615 (%4 %5 is dealt with seed S + %5)")
            .arg(static_cast<qulonglong>(*seed))
            .arg(countFlag)
            .arg(count)
            .arg(unit, unit.left(1));
    if (const QString *text = given("--jobs")) {
        qint64 number = 0;
        if (!parseCount(*text, 1, kMaxJobs, &number))
            return QStringLiteral("--jobs must be a whole number from 1 to %1").arg(kMaxJobs);
        *jobs = static_cast<int>(number);
    }
    if (const QString *text = given("--options"); text && !parseOptions(*text, options))
        return QStringLiteral("--options must be a JSON object such as {\"jokers\": true}");
    return {};
}

} // namespace felt::cli
