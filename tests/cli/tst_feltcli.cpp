// The real felt-cli binary against the contract of docs/felt-cli.md: exit codes, the one
// error line, the output's shape, --as, play's summary, and a run of mutated records that
// must each end with status 0 or 2 (never a crash, never a hang).
#include "json.h"
#include "record.h"

#include "core/rng.h"

#include "../slowdown.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <sys/stat.h>
#include <unistd.h>

using namespace felt;

namespace {

struct Run {
    bool finished = false;
    bool crashed = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args, const QByteArray &input = {}, const QProcessEnvironment *env = nullptr)
{
    QProcess process;
    if (env)
        process.setProcessEnvironment(*env);
    process.start(QStringLiteral(FELT_CLI), args);
    Run run;
    if (!process.waitForStarted(10000))
        return run;
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    run.finished = process.waitForFinished(20000 * kSlowdown);
    if (!run.finished) {
        process.kill();
        process.waitForFinished(5000);
        return run;
    }
    run.crashed = process.exitStatus() != QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString describe(const Run &run)
{
    return QStringLiteral("finished=%1 crashed=%2 exit=%3 stderr=[%4] stdout=[%5]")
        .arg(run.finished)
        .arg(run.crashed)
        .arg(run.exitCode)
        .arg(QString::fromUtf8(run.err), QString::fromUtf8(run.out.left(300)));
}

// The documented failure: status 2, nothing on stdout, exactly one line on stderr.
bool isOneLineFailure(const Run &run, QString *line)
{
    if (!run.finished || run.crashed || run.exitCode != 2 || !run.out.isEmpty())
        return false;
    if (!run.err.endsWith('\n') || run.err.count('\n') != 1 || run.err.size() < 2)
        return false;
    *line = QString::fromUtf8(run.err.chopped(1));
    return true;
}

QJsonObject parseObject(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return {};
    return doc.object();
}

QByteArray readData(const QString &relative)
{
    QFile file(QStringLiteral(FELT_TEST_DATA "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test data %s", qPrintable(file.fileName()));
    return file.readAll();
}

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list << item.toString();
    return list;
}

QSet<QString> stringSet(const QJsonValue &value)
{
    const QStringList list = stringList(value);
    return QSet<QString>(list.begin(), list.end());
}

// Top-level keys in the order they appear in the text (QJsonObject sorts them).
QStringList topLevelKeys(const QByteArray &text)
{
    QStringList keys;
    static const QRegularExpression key(QStringLiteral("^    \"([A-Za-z]+)\":"), QRegularExpression::MultilineOption);
    auto it = key.globalMatch(QString::fromUtf8(text));
    while (it.hasNext())
        keys << it.next().captured(1);
    return keys;
}

const char kSetupActions[] = "0: swap 7D KC,0: ready,2: swap KD 4D,1: ready,2: ready,1: play JD,2: play AD,0: pickup";

// A record that plays `seed`'s deal to the end with random legal actions.
Record finishedRecord(int players, std::uint64_t seed)
{
    for (std::uint64_t attempt = 0; attempt < 20; ++attempt) {
        Record record;
        record.game = QStringLiteral("shithead");
        record.players = players;
        record.seed = seed + attempt;
        auto game = buildGame(record);
        if (!game)
            qFatal("cannot build a shithead game: %s", qPrintable(game.error()));
        AnyGame &g = **game;
        Rng rng(seed * 7919 + attempt);
        for (int step = 0; step < 20000 && !g.isOver(); ++step) {
            const SeatSet actors = g.actors();
            // Several seats may act during the swaps: pick one of them.
            std::vector<Seat> seats;
            actors.forEach([&](Seat s) { seats.push_back(s); });
            const Seat seat = seats[rng.below(seats.size())];
            const auto legal = g.legalActions(seat);
            const std::string &text = legal[rng.below(legal.size())];
            if (g.apply(seat, text) != Reason::Ok)
                qFatal("a legal action was refused: %s", text.c_str());
            record.actions.push_back(RecordAction { seat, QString::fromStdString(text) });
        }
        if (g.isOver())
            return record;
    }
    qFatal("no random game ended");
}

} // namespace

class TestFeltCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeTemp(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    static QJsonObject goodRecordObject() { return parseObject(readData(QStringLiteral("cli/shithead-3p.json"))); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(FELT_CLI)), FELT_CLI);
    }

    void helpAndVersion()
    {
        const Run help = runCli({ QStringLiteral("--help") });
        QVERIFY2(help.finished && !help.crashed && help.exitCode == 0, qPrintable(describe(help)));
        QVERIFY(help.err.isEmpty());
        for (const char *word : { "replay", "play", "--as", "--version", "felt-record/1" })
            QVERIFY2(help.out.contains(word), word);

        const Run replayHelp = runCli({ QStringLiteral("replay"), QStringLiteral("--help") });
        QCOMPARE(replayHelp.exitCode, 0);
        for (const char *word : { "FILE", "--as", "toAct", "legal", "state", "result", "action K: seat S" })
            QVERIFY2(replayHelp.out.contains(word), word);

        const Run playHelp = runCli({ QStringLiteral("play"), QStringLiteral("--help") });
        QCOMPARE(playHelp.exitCode, 0);
        for (const char *word : { "--game", "--players", "--seats", "--games", "--seed", "--options", "--jobs",
                                  "random", "easy", "normal", "hard", "oracle", "gamesPerSecond", "actionsPerSecond", "shithead" })
            QVERIFY2(playHelp.out.contains(word), word);

        // --help wins over anything else on the line.
        const Run helpFirst = runCli({ QStringLiteral("play"), QStringLiteral("--turbo"), QStringLiteral("--help") });
        QCOMPARE(helpFirst.exitCode, 0);
        QCOMPARE(helpFirst.out, playHelp.out);
        const Run helpLast = runCli({ QStringLiteral("replay"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("-h") });
        QCOMPARE(helpLast.exitCode, 0);
        QCOMPARE(helpLast.out, replayHelp.out);

        const Run version = runCli({ QStringLiteral("--version") });
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, QByteArray("felt-cli " FELT_VERSION "\n"));
        QVERIFY(version.err.isEmpty());
    }

    // No DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM: felt-cli must not need a GUI.
    void helpWithoutDisplay()
    {
        QProcessEnvironment bare;
        bare.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        for (const QStringList &args : { QStringList { QStringLiteral("--help") }, QStringList { QStringLiteral("--version") },
                                         QStringList { QStringLiteral("replay"), QStringLiteral("--help") },
                                         QStringList { QStringLiteral("play"), QStringLiteral("--help") } }) {
            const Run run = runCli(args, {}, &bare);
            QVERIFY2(run.finished && !run.crashed && run.exitCode == 0, qPrintable(args.join(u' ') + u' ' + describe(run)));
            QVERIFY(!run.out.isEmpty());
        }
        const Run replay = runCli({ QStringLiteral("replay"), QStringLiteral(FELT_TEST_DATA "/cli/shithead-3p.json") }, {}, &bare);
        QVERIFY2(replay.exitCode == 0, qPrintable(describe(replay)));
    }

    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");   // a regular expression for the whole line
        const QString file = QStringLiteral(FELT_TEST_DATA "/cli/shithead-3p.json");
        const QString playUsage = QStringLiteral(" \\(usage: felt-cli play --game G --players N .*\\)");
        QTest::newRow("no command") << QStringList {} << QStringLiteral("felt-cli: no command given \\(usage: .*\\)");
        QTest::newRow("unknown command") << QStringList { QStringLiteral("deal") }
                                         << QStringLiteral("felt-cli: unknown command \"deal\" \\(usage: .*\\)");
        // Input echoed in a message is quoted safely: no raw control or format character
        // reaches the terminal.
        QTest::newRow("unknown command with ESC and VT") << QStringList { QStringLiteral("a\x1b[31mred\x0bx") }
                                                         << QStringLiteral("felt-cli: unknown command \"a\\\\u001b\\[31mred\\\\u000bx\" \\(usage: .*\\)");
        QTest::newRow("unknown option with CSI") << QStringList { QString::fromUtf16(u"--\u009b2J") }
                                                 << QStringLiteral("felt-cli: unknown option \"--\\\\u009b2J\" \\(usage: .*\\)");
        QTest::newRow("help for a command with a bidi override") << QStringList { QStringLiteral("help"), QString::fromUtf16(u"x\u202Eyalper") }
                                                                 << QStringLiteral("felt-cli: unknown command \"x\\\\u202eyalper\" \\(usage: .*\\)");
        // An empty file name: the one line, without Qt's own warning before it.
        QTest::newRow("replay empty file name") << QStringList { QStringLiteral("replay"), QString() }
                                                << QStringLiteral("cannot read \"\": No such file or directory");
        QTest::newRow("solve empty file name") << QStringList { QStringLiteral("solve"), QString() }
                                               << QStringLiteral("cannot read \"\": No such file or directory");
        QTest::newRow("unknown flag") << QStringList { QStringLiteral("--frobnicate") }
                                      << QStringLiteral("felt-cli: unknown option \"--frobnicate\" \\(usage: .*\\)");
        QTest::newRow("replay without file") << QStringList { QStringLiteral("replay") }
                                             << QStringLiteral("felt-cli replay: FILE is missing \\(usage: felt-cli replay FILE \\[--as SEAT\\]\\)");
        QTest::newRow("replay two files") << QStringList { QStringLiteral("replay"), file, file }
                                          << QStringLiteral("felt-cli replay: only one FILE may be given \\(usage: .*\\)");
        QTest::newRow("replay unknown flag") << QStringList { QStringLiteral("replay"), file, QStringLiteral("--viewer") }
                                             << QStringLiteral("felt-cli replay: unknown option \"--viewer\" \\(usage: .*\\)");
        QTest::newRow("--as without seat") << QStringList { QStringLiteral("replay"), file, QStringLiteral("--as") }
                                           << QStringLiteral("felt-cli replay: --as needs a seat number \\(usage: .*\\)");
        QTest::newRow("--as not a number") << QStringList { QStringLiteral("replay"), file, QStringLiteral("--as"), QStringLiteral("one") }
                                           << QStringLiteral("felt-cli replay: --as needs a seat number, not \"one\" \\(usage: .*\\)");
        QTest::newRow("--as negative") << QStringList { QStringLiteral("replay"), file, QStringLiteral("--as=-1") }
                                       << QStringLiteral("felt-cli replay: --as needs a seat number, not \"-1\" \\(usage: .*\\)");
        QTest::newRow("--as no such seat") << QStringList { QStringLiteral("replay"), file, QStringLiteral("--as"), QStringLiteral("3") }
                                           << QStringLiteral("--as 3: there is no such seat \\(the seats are 0 to 2\\)");
        QTest::newRow("play without game") << QStringList { QStringLiteral("play"), QStringLiteral("--players"), QStringLiteral("3") }
                                           << QStringLiteral("felt-cli play: --game is missing") + playUsage;
        QTest::newRow("play without players") << QStringList { QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("shithead") }
                                              << QStringLiteral("felt-cli play: --players is missing") + playUsage;
        const QStringList base { QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("shithead"),
                                 QStringLiteral("--players"), QStringLiteral("3") };
        QTest::newRow("play unknown game") << QStringList { QStringLiteral("play"), QStringLiteral("--game=chess"), QStringLiteral("--players=2") }
                                           << QStringLiteral("felt-cli play: unknown game \"chess\"") + playUsage;
        QTest::newRow("play one player") << QStringList { QStringLiteral("play"), QStringLiteral("--game=shithead"), QStringLiteral("--players=1") }
                                         << QStringLiteral("felt-cli play: --players must be a whole number from 2 to 8 for shithead") + playUsage;
        QTest::newRow("play too many for options") << QStringList { QStringLiteral("play"), QStringLiteral("--game=shithead"), QStringLiteral("--players=6") }
                                                   << QStringLiteral("felt-cli play: too many players for these options: 6 \\(at most 5\\)") + playUsage;
        QTest::newRow("play unknown seat kind") << base + QStringList { QStringLiteral("--seats"), QStringLiteral("easy,genius,hard") }
                                                << QStringLiteral("felt-cli play: unknown seat kind \"genius\" \\(random, easy, normal, hard or oracle\\)") + playUsage;
        QTest::newRow("play seat count") << base + QStringList { QStringLiteral("--seats"), QStringLiteral("easy,hard") }
                                         << QStringLiteral("felt-cli play: --seats names 2 seats for 3 players") + playUsage;
        QTest::newRow("play zero games") << base + QStringList { QStringLiteral("--games"), QStringLiteral("0") }
                                         << QStringLiteral("felt-cli play: --games must be a whole number from 1 to 1000000000") + playUsage;
        QTest::newRow("play games not a number") << base + QStringList { QStringLiteral("--games"), QStringLiteral("ten") }
                                                 << QStringLiteral("felt-cli play: --games must be a whole number from 1 to 1000000000") + playUsage;
        QTest::newRow("play zero jobs") << base + QStringList { QStringLiteral("--jobs"), QStringLiteral("0") }
                                        << QStringLiteral("felt-cli play: --jobs must be a whole number from 1 to 64") + playUsage;
        QTest::newRow("play negative seed") << base + QStringList { QStringLiteral("--seed"), QStringLiteral("-3") }
                                            << QStringLiteral("felt-cli play: --seed must be a whole number from 0 to 18446744073709551615") + playUsage;
        QTest::newRow("play seeds past 2^64") << base + QStringList { QStringLiteral("--seed"), QStringLiteral("18446744073709551615"), QStringLiteral("--games=2") }
                                              << QStringLiteral("felt-cli play: --seed 18446744073709551615 with --games 2 would go past seed 18446744073709551615 \\(game g is dealt with seed S \\+ g\\)") + playUsage;
        QTest::newRow("play seeds far past 2^64") << base + QStringList { QStringLiteral("--seed=18446744073000000000"), QStringLiteral("--games=1000000000") }
                                                  << QStringLiteral("felt-cli play: --seed 18446744073000000000 with --games 1000000000 would go past seed .*") + playUsage;
        QTest::newRow("play options not JSON") << base + QStringList { QStringLiteral("--options"), QStringLiteral("{jokers}") }
                                               << QStringLiteral("felt-cli play: --options must be a JSON object such as \\{\"jokers\": true\\}") + playUsage;
        QTest::newRow("play options an array") << base + QStringList { QStringLiteral("--options"), QStringLiteral("[]") }
                                               << QStringLiteral("felt-cli play: --options must be a JSON object such as \\{\"jokers\": true\\}") + playUsage;
        QTest::newRow("play unknown game option") << base + QStringList { QStringLiteral("--options"), QStringLiteral("{\"jokerz\": true}") }
                                                  << QStringLiteral("felt-cli play: unknown option \"jokerz\"") + playUsage;
        QTest::newRow("play bad option value") << base + QStringList { QStringLiteral("--options"), QStringLiteral("{\"decks\": 3}") }
                                               << QStringLiteral("felt-cli play: option \"decks\" has a value that is not allowed") + playUsage;
        QTest::newRow("play unknown flag") << base + QStringList { QStringLiteral("--turbo") }
                                           << QStringLiteral("felt-cli play: unknown option \"--turbo\"") + playUsage;
        QTest::newRow("play flag twice") << base + QStringList { QStringLiteral("--players"), QStringLiteral("4") }
                                         << QStringLiteral("felt-cli play: --players is given twice") + playUsage;
        QTest::newRow("play stray argument") << base + QStringList { QStringLiteral("now") }
                                             << QStringLiteral("felt-cli play: unexpected argument \"now\"") + playUsage;
        QTest::newRow("play missing value") << QStringList { QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("shithead"), QStringLiteral("--players") }
                                            << QStringLiteral("felt-cli play: --players needs a value") + playUsage;
    }
    void badCommandLines()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run run = runCli(args);
        QString line;
        QVERIFY2(isOneLineFailure(run, &line), qPrintable(describe(run)));
        const QRegularExpression re(QRegularExpression::anchoredPattern(expected));
        QVERIFY2(re.match(line).hasMatch(), qPrintable(QStringLiteral("line: %1\nexpected: %2").arg(line, expected)));
    }

    void badRecords_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");   // a regular expression for the whole line

        const QJsonObject good = goodRecordObject();
        QVERIFY(!good.isEmpty());
        const QByteArray goodBytes = readData(QStringLiteral("cli/shithead-3p.json"));
        auto with = [&](const QString &key, const QJsonValue &value) {
            QJsonObject o = good;
            if (value.isUndefined())
                o.remove(key);
            else
                o.insert(key, value);
            return QJsonDocument(o).toJson();
        };
        auto withDeal = [&](const QString &key, const QJsonValue &value) {
            QJsonObject deal = good.value(QLatin1String("deal")).toObject();
            if (value.isUndefined())
                deal.remove(key);
            else
                deal.insert(key, value);
            return with(QStringLiteral("deal"), deal);
        };
        auto withActions = [&](int keep, const QJsonArray &more) {
            QJsonArray actions = good.value(QLatin1String("actions")).toArray();
            while (actions.size() > keep)
                actions.removeLast();
            for (const QJsonValue &a : more)
                actions.append(a);
            return with(QStringLiteral("actions"), actions);
        };
        auto esc = [](const QString &s) { return QRegularExpression::escape(s); };
        const QJsonArray goodHands = good.value(QLatin1String("deal")).toObject().value(QLatin1String("hand")).toArray();

        QTest::newRow("not JSON") << QByteArray("{\"format\": \"felt-record/1\", game: shithead}")
                                  << QStringLiteral("not valid JSON: .+ at character \\d+");
        QTest::newRow("truncated file") << goodBytes.left(goodBytes.size() / 2) << QStringLiteral("not valid JSON: .+ at character \\d+");
        QTest::newRow("cut after the object") << goodBytes.left(goodBytes.lastIndexOf('}')) << QStringLiteral("not valid JSON: .+ at character \\d+");
        QTest::newRow("trailing garbage") << goodBytes + "xyz" << QStringLiteral("not valid JSON: .+ at character \\d+");
        QTest::newRow("empty file") << QByteArray() << esc(QStringLiteral("the record is empty"));
        QTest::newRow("only whitespace") << QByteArray(" \n\t\n") << esc(QStringLiteral("the record is empty"));
        QByteArray garbage;
        Rng rng(2026);
        for (int i = 0; i < 4096; ++i)
            garbage += static_cast<char>(rng.below(256));
        QTest::newRow("binary garbage") << garbage << QStringLiteral("not valid JSON: .+ at character \\d+");
        QTest::newRow("NUL bytes") << QByteArray(64, '\0') << QStringLiteral("not valid JSON: .+ at character \\d+");
        QTest::newRow("nested too deep") << "{\"format\": \"felt-record/1\", \"options\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}"
                                         << QStringLiteral("not valid JSON: .+ at character \\d+");
        QTest::newRow("an array") << QByteArray("[1, 2, 3]") << esc(QStringLiteral("a record must be a JSON object"));
        QTest::newRow("format missing") << with(QStringLiteral("format"), QJsonValue::Undefined)
                                        << esc(QStringLiteral("not a felt-record/1 record: \"format\" is missing"));
        QTest::newRow("wrong format") << with(QStringLiteral("format"), QStringLiteral("felt-record/2"))
                                      << esc(QStringLiteral("unsupported format \"felt-record/2\" (expected \"felt-record/1\")"));
        QTest::newRow("unknown top-level key") << with(QStringLiteral("colour"), QStringLiteral("green"))
                                               << esc(QStringLiteral("unknown key \"colour\" in the record"));
        QTest::newRow("game missing") << with(QStringLiteral("game"), QJsonValue::Undefined) << esc(QStringLiteral("\"game\" is missing"));
        QTest::newRow("unknown game") << with(QStringLiteral("game"), QStringLiteral("chess")) << esc(QStringLiteral("unknown game \"chess\""));
        QTest::newRow("game not a text") << with(QStringLiteral("game"), 7) << esc(QStringLiteral("\"game\" must be a text naming the game"));
        const QString players = esc(QStringLiteral("\"players\" must be a whole number from 2 to 8 for this game"));
        QTest::newRow("players missing") << with(QStringLiteral("players"), QJsonValue::Undefined) << esc(QStringLiteral("\"players\" is missing"));
        QTest::newRow("one player") << with(QStringLiteral("players"), 1) << players;
        QTest::newRow("nine players") << with(QStringLiteral("players"), 9) << players;
        QTest::newRow("players a text") << with(QStringLiteral("players"), QStringLiteral("3")) << players;
        QTest::newRow("players a fraction") << with(QStringLiteral("players"), 2.5) << players;
        QTest::newRow("too many players for the options") << with(QStringLiteral("players"), 6)
                                                          << esc(QStringLiteral("too many players for these options: 6 (at most 5)"));
        QTest::newRow("unknown option") << with(QStringLiteral("options"), QJsonObject { { QStringLiteral("jokerz"), true } })
                                        << esc(QStringLiteral("unknown option \"jokerz\""));
        QTest::newRow("bad option value") << with(QStringLiteral("options"), QJsonObject { { QStringLiteral("jokers"), 1 } })
                                          << esc(QStringLiteral("option \"jokers\" has a value that is not allowed"));
        QTest::newRow("options not an object") << with(QStringLiteral("options"), QJsonArray { QStringLiteral("jokers") })
                                               << esc(QStringLiteral("\"options\" must be an object"));
        QTest::newRow("seed negative") << with(QStringLiteral("seed"), -1)
                                       << esc(QStringLiteral("\"seed\" must be a whole number from 0 to 9007199254740992"));
        QJsonObject noSeedNoDeal = good;
        noSeedNoDeal.remove(QStringLiteral("seed"));
        noSeedNoDeal.remove(QStringLiteral("deal"));
        QTest::newRow("neither seed nor deal") << QJsonDocument(noSeedNoDeal).toJson()
                                               << esc(QStringLiteral("\"seed\" is missing (a record needs a seed unless it spells out the deal)"));
        QTest::newRow("deal not an object") << with(QStringLiteral("deal"), QJsonArray {}) << esc(QStringLiteral("\"deal\" must be an object"));
        QJsonArray twoHands = goodHands;
        twoHands.removeLast();
        QTest::newRow("deal: too few hands") << withDeal(QStringLiteral("hand"), twoHands)
                                             << esc(QStringLiteral("deal.hand has 2 entries where 3 are needed"));
        QJsonArray shortHand = goodHands;
        shortHand[1] = QJsonArray { QStringLiteral("TD"), QStringLiteral("JD") };
        QTest::newRow("deal: a short hand") << withDeal(QStringLiteral("hand"), shortHand)
                                            << esc(QStringLiteral("deal.hand[1] has 2 entries where 3 are needed"));
        QJsonArray twice = goodHands;
        twice[1] = QJsonArray { QStringLiteral("TD"), QStringLiteral("JD"), QStringLiteral("2C") };
        QTest::newRow("deal: a card twice") << withDeal(QStringLiteral("hand"), twice)
                                            << esc(QStringLiteral("the deal holds \"2C\" more often than the deck does"));
        QJsonArray unknown = goodHands;
        unknown[1] = QJsonArray { QStringLiteral("TD"), QStringLiteral("JD"), QStringLiteral("1X") };
        QTest::newRow("deal: an unknown card") << withDeal(QStringLiteral("hand"), unknown)
                                               << esc(QStringLiteral("the deal names \"1X\", which is not a card"));
        QJsonArray joker = goodHands;
        joker[1] = QJsonArray { QStringLiteral("TD"), QStringLiteral("JD"), QStringLiteral("JK") };
        QTest::newRow("deal: a joker without jokers") << withDeal(QStringLiteral("hand"), joker)
                                                      << esc(QStringLiteral("the deal holds \"JK\", which is not in the deck with these options"));
        QTest::newRow("deal: upcards missing") << withDeal(QStringLiteral("up"), QJsonValue::Undefined)
                                               << esc(QStringLiteral("the deal does not have the shape this game expects (at deal.up)"));
        QTest::newRow("deal: a card not a text") << withDeal(QStringLiteral("stock"), QJsonArray { 3 })
                                                 << esc(QStringLiteral("the deal does not have the shape this game expects (at deal.stock)"));
        QTest::newRow("illegal action") << withActions(6, { QStringLiteral("2: play 4D") })
                                        << esc(QStringLiteral("action 6: seat 2: that card does not beat the top of the pile"));
        QTest::newRow("out of turn") << withActions(8, { QStringLiteral("0: play 8D") })
                                     << esc(QStringLiteral("action 8: seat 0: it is not this seat's turn"));
        QTest::newRow("unknown action") << withActions(8, { QStringLiteral("1: dance") })
                                        << esc(QStringLiteral("action 8: seat 1: this is not an action of this game"));
        QTest::newRow("card not held") << withActions(8, { QStringLiteral("1: play KS") })
                                       << QStringLiteral("action 8: seat 1: .+");
        QTest::newRow("swap after ready") << withActions(2, { QStringLiteral("0: swap 8D JC") })
                                          << esc(QStringLiteral("action 2: seat 0: this seat has already said it is ready"));
        QTest::newRow("action seat out of range") << withActions(2, { QStringLiteral("3: ready") })
                                                  << esc(QStringLiteral("action 2: seat 3: there is no such seat (the seats are 0 to 2)"));
        QTest::newRow("action without seat") << withActions(0, { QStringLiteral("ready") })
                                             << esc(QStringLiteral("action 0: not of the form \"<seat>: <action>\""));
        QTest::newRow("action not a text") << withActions(1, { 0 })
                                           << esc(QStringLiteral("action 1: not of the form \"<seat>: <action>\""));
        QTest::newRow("actions not a list") << with(QStringLiteral("actions"), QStringLiteral("0: ready"))
                                            << esc(QStringLiteral("\"actions\" must be a list of texts such as \"0: ready\""));
    }
    void badRecords()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString path = writeTemp(QStringLiteral("bad.json"), content);
        const Run run = runCli({ QStringLiteral("replay"), path });
        QString line;
        QVERIFY2(isOneLineFailure(run, &line), qPrintable(describe(run)));
        const QRegularExpression re(QRegularExpression::anchoredPattern(expected));
        QVERIFY2(re.match(line).hasMatch(), qPrintable(QStringLiteral("line: %1\nexpected: %2").arg(line, expected)));
        // The same through standard input.
        const Run piped = runCli({ QStringLiteral("replay"), QStringLiteral("-") }, content);
        QVERIFY2(isOneLineFailure(piped, &line), qPrintable(describe(piped)));
        QVERIFY2(re.match(line).hasMatch(), qPrintable(QStringLiteral("stdin line: %1\nexpected: %2").arg(line, expected)));
    }

    // Shaftmount: malformed deals, a refused option and refused actions end with status 2 and
    // one line, never a crash.
    void shaftmountBadRecords_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");   // a regular expression for the whole line

        const QJsonObject good = parseObject(readData(QStringLiteral("shaftmount/close-normal-play.json")));
        QVERIFY(!good.isEmpty());
        auto with = [&](const QString &key, const QJsonValue &value) {
            QJsonObject o = good;
            o.insert(key, value);
            return QJsonDocument(o).toJson();
        };
        auto withDeal = [&](const QString &key, const QJsonValue &value) {
            QJsonObject deal = good.value(QLatin1String("deal")).toObject();
            if (value.isUndefined())
                deal.remove(key);
            else
                deal.insert(key, value);
            return with(QStringLiteral("deal"), deal);
        };
        auto esc = [](const QString &s) { return QRegularExpression::escape(s); };
        const QJsonArray hands = good.value(QLatin1String("deal")).toObject().value(QLatin1String("hand")).toArray();
        auto handsWith = [&](int at, const QJsonValue &card) {
            QJsonArray first = hands[0].toArray();
            if (card.isUndefined())
                first.removeAt(at);
            else
                first[at] = card;
            QJsonArray out = hands;
            out[0] = first;
            return out;
        };

        QTest::newRow("calls tapping") << with(QStringLiteral("options"), QJsonObject { { QStringLiteral("calls"), QStringLiteral("tapping") } })
                                       << esc(QStringLiteral("option \"calls\" has a value that is not allowed"));
        QTest::newRow("five players") << with(QStringLiteral("players"), 5) << QStringLiteral(".*players.*");
        QTest::newRow("deal: a short hand") << withDeal(QStringLiteral("hand"), handsWith(0, QJsonValue::Undefined))
                                            << esc(QStringLiteral("deal.hand[0] has 8 entries where 9 are needed"));
        QTest::newRow("deal: sequences missing") << withDeal(QStringLiteral("sequences"), QJsonValue::Undefined)
                                                 << esc(QStringLiteral("the deal does not have the shape this game expects (at deal.sequences)"));
        QTest::newRow("deal: a card three times") << withDeal(QStringLiteral("deck"), QJsonArray { QStringLiteral("7H"), QStringLiteral("7H") })
                                                  << esc(QStringLiteral("the deal holds \"7H\" more often than the deck does"));
        QTest::newRow("deal: a joker") << withDeal(QStringLiteral("hand"), handsWith(0, QStringLiteral("JK")))
                                       << esc(QStringLiteral("the deal holds \"JK\", which is not in the deck with these options"));
        QTest::newRow("deal: not a card") << withDeal(QStringLiteral("deck"), QJsonArray { QStringLiteral("1X") })
                                          << esc(QStringLiteral("the deal names \"1X\", which is not a card"));
        QTest::newRow("deal: a stock") << withDeal(QStringLiteral("stock"), QJsonArray {})
                                       << esc(QStringLiteral("the deal does not have the shape this game expects (at deal.stock)"));
        QTest::newRow("out of turn") << with(QStringLiteral("actions"), QJsonArray { QStringLiteral("0: play AH 1.0"), QStringLiteral("0: end") })
                                     << esc(QStringLiteral("action 1: seat 0: it is not this seat's turn"));
        QTest::newRow("too low") << with(QStringLiteral("actions"), QJsonArray { QStringLiteral("0: play 5C 0.1") })
                                 << esc(QStringLiteral("action 0: seat 0: that card does not beat the top of the sequence"));
    }
    void shaftmountBadRecords()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString path = writeTemp(QStringLiteral("bad-shaftmount.json"), content);
        const Run run = runCli({ QStringLiteral("replay"), path });
        QString line;
        QVERIFY2(isOneLineFailure(run, &line), qPrintable(describe(run)));
        const QRegularExpression re(QRegularExpression::anchoredPattern(expected));
        QVERIFY2(re.match(line).hasMatch(), qPrintable(QStringLiteral("line: %1\nexpected: %2").arg(line, expected)));
    }

    void unreadableFiles()
    {
        QString line;
        const QString missing = m_dir.filePath(QStringLiteral("no-such-record.json"));
        Run run = runCli({ QStringLiteral("replay"), missing });
        QVERIFY2(isOneLineFailure(run, &line), qPrintable(describe(run)));
        QCOMPARE(line, QStringLiteral("cannot read \"%1\": No such file or directory").arg(missing));

        run = runCli({ QStringLiteral("replay"), m_dir.path() });
        QVERIFY2(isOneLineFailure(run, &line), qPrintable(describe(run)));
        QCOMPARE(line, QStringLiteral("cannot read \"%1\": it is a folder").arg(m_dir.path()));

        // A file name with a line break still gives one line.
        run = runCli({ QStringLiteral("replay"), m_dir.filePath(QStringLiteral("two\nlines.json")) });
        QVERIFY2(isOneLineFailure(run, &line), qPrintable(describe(run)));
    }

    // Only regular files are read: a FIFO nobody writes to (which would block for ever) and
    // devices are refused at once, by replay and solve alike.
    void filesThatAreNotFiles()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("record.fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        for (const QString &path : { fifo, QStringLiteral("/dev/null"), QStringLiteral("/dev/zero") }) {
            for (const char *command : { "replay", "solve" }) {
                QElapsedTimer clock;
                clock.start();
                const Run run = runCli({ QLatin1String(command), path });
                QString line;
                QVERIFY2(isOneLineFailure(run, &line), qPrintable(QStringLiteral("%1 %2: %3").arg(QLatin1String(command), path, describe(run))));
                QCOMPARE(line, QStringLiteral("cannot read \"%1\": it is not a regular file").arg(path));
                QVERIFY(clock.elapsed() < 10000 * kSlowdown);
            }
        }
        QVERIFY(::unlink(QFile::encodeName(fifo).constData()) == 0);
    }

    void goodRecord()
    {
        const Run run = runCli({ QStringLiteral("replay"), QStringLiteral(FELT_TEST_DATA "/cli/shithead-3p.json") });
        QVERIFY2(run.finished && !run.crashed && run.exitCode == 0, qPrintable(describe(run)));
        QVERIFY(run.err.isEmpty());
        const QJsonObject out = parseObject(run.out);
        QVERIFY(!out.isEmpty());
        // Exactly the documented keys, in the documented order; no result while the game runs.
        QCOMPARE(topLevelKeys(run.out), (QStringList { "game", "players", "over", "toAct", "legal", "state" }));
        QCOMPARE(out.value(QLatin1String("game")).toString(), QStringLiteral("shithead"));
        QCOMPARE(out.value(QLatin1String("players")).toInt(), 3);
        QCOMPARE(out.value(QLatin1String("over")), QJsonValue(false));
        QCOMPARE(out.value(QLatin1String("toAct")).toArray(), QJsonArray { 1 });
        const QJsonObject legal = out.value(QLatin1String("legal")).toObject();
        QCOMPARE(legal.keys(), QStringList { QStringLiteral("1") });
        // Seat 1 holds TD, QD and the 3H it drew; seat 0 has just picked the pile up, so
        // any of them may lead, each card on its own.
        const QStringList texts = stringList(legal.value(QLatin1String("1")));
        QCOMPARE(texts.size(), stringSet(legal.value(QLatin1String("1"))).size());
        QCOMPARE(stringSet(legal.value(QLatin1String("1"))),
                 (QSet<QString> { QStringLiteral("play 3H"), QStringLiteral("play TD"), QStringLiteral("play QD") }));

        const QJsonObject state = out.value(QLatin1String("state")).toObject();
        for (const char *key : { "phase", "turn", "direction", "pile", "burned", "stock", "hand", "up", "down", "out" })
            QVERIFY2(state.contains(QLatin1String(key)), key);
        QCOMPARE(state.value(QLatin1String("phase")).toString(), QStringLiteral("play"));
        QCOMPARE(state.value(QLatin1String("turn")).toInt(), 1);
        QCOMPARE(state.value(QLatin1String("pile")).toArray(), QJsonArray {});
        QCOMPARE(state.value(QLatin1String("stock")).toInt(), 6);
        const QJsonArray hands = state.value(QLatin1String("hand")).toArray();
        QCOMPARE(hands.size(), 3);
        QCOMPARE(stringSet(hands[0]), (QSet<QString> { "8D", "9D", "KC", "JD", "AD" }));
        QCOMPARE(stringSet(hands[1]), (QSet<QString> { "TD", "QD", "3H" }));
        QCOMPARE(stringSet(hands[2]), (QSet<QString> { "2H", "4D", "4H" }));
        QCOMPARE(stringList(state.value(QLatin1String("up")).toArray()[2]), (QStringList { "KD", "5D", "6D" }));

        // Every listed action is accepted by a replay that appends it.
        const auto record = parseRecord(readData(QStringLiteral("cli/shithead-3p.json")));
        QVERIFY(record);
        for (const QString &text : texts) {
            Record more = *record;
            more.actions.push_back(RecordAction { 1, text });
            const ReplayResult result = replay(more);
            QVERIFY2(result.ok(), qPrintable(text + u' ' + result.error));
        }
    }

    void replayFromStdin()
    {
        const QByteArray content = readData(QStringLiteral("cli/shithead-3p.json"));
        const Run file = runCli({ QStringLiteral("replay"), QStringLiteral(FELT_TEST_DATA "/cli/shithead-3p.json") });
        const Run piped = runCli({ QStringLiteral("replay"), QStringLiteral("-") }, content);
        QCOMPARE(piped.exitCode, 0);
        QCOMPARE(piped.out, file.out);
    }

    void replayAs()
    {
        const QString path = QStringLiteral(FELT_TEST_DATA "/cli/shithead-3p.json");
        const Run full = runCli({ QStringLiteral("replay"), path });
        QCOMPARE(full.exitCode, 0);
        const QJsonObject fullState = parseObject(full.out).value(QLatin1String("state")).toObject();
        for (int viewer = 0; viewer < 3; ++viewer) {
            const Run run = runCli({ QStringLiteral("replay"), path, QStringLiteral("--as"), QString::number(viewer) });
            QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
            const QJsonObject out = parseObject(run.out);
            const QJsonObject state = out.value(QLatin1String("state")).toObject();
            // Same keys, same public parts.
            QCOMPARE(state.keys(), fullState.keys());
            for (const char *key : { "phase", "turn", "direction", "pile", "burned", "stock", "up", "out" })
                QCOMPARE(state.value(QLatin1String(key)), fullState.value(QLatin1String(key)));
            const QJsonArray hands = state.value(QLatin1String("hand")).toArray();
            const QJsonArray fullHands = fullState.value(QLatin1String("hand")).toArray();
            const QJsonArray downs = state.value(QLatin1String("down")).toArray();
            const QJsonArray fullDowns = fullState.value(QLatin1String("down")).toArray();
            for (int seat = 0; seat < 3; ++seat) {
                QCOMPARE(hands[seat].toArray().size(), fullHands[seat].toArray().size());
                QCOMPARE(downs[seat].toArray().size(), fullDowns[seat].toArray().size());
                // Downcards are hidden from everyone, the viewer included.
                for (const QJsonValue &card : downs[seat].toArray())
                    QCOMPARE(card.toString(), QStringLiteral("??"));
                if (seat == viewer) {
                    QCOMPARE(hands[seat], fullHands[seat]);
                    continue;
                }
                // Another seat's hand: the cards everyone saw go into it (each one really
                // there), then "??" for the rest.
                QStringList unmatched;
                for (const QJsonValue &card : fullHands[seat].toArray())
                    unmatched.append(card.toString());
                bool hiddenSeen = false;
                for (const QJsonValue &card : hands[seat].toArray()) {
                    if (card.toString() == QLatin1String("??")) {
                        hiddenSeen = true;
                        continue;
                    }
                    QVERIFY2(!hiddenSeen, "known cards come before the hidden ones");
                    QVERIFY2(unmatched.removeOne(card.toString()), qPrintable(card.toString()));
                }
            }
        }
    }

    // With --as SEAT, `legal` holds only that seat's list (the others' would show their
    // hands); without --as every seat in toAct has its list.
    void replayAsLegal()
    {
        Record setup;
        setup.game = QStringLiteral("shithead");
        setup.players = 3;
        setup.seed = 7;
        const QString path = writeTemp(QStringLiteral("setup.json"), writeRecord(setup));
        const Run full = runCli({ QStringLiteral("replay"), path });
        QVERIFY2(full.exitCode == 0, qPrintable(describe(full)));
        const QJsonObject fullOut = parseObject(full.out);
        QCOMPARE(fullOut.value(QLatin1String("toAct")).toArray(), (QJsonArray { 0, 1, 2 }));
        const QJsonObject allLegal = fullOut.value(QLatin1String("legal")).toObject();
        QCOMPARE(allLegal.keys(), (QStringList { "0", "1", "2" }));
        for (int viewer = 0; viewer < 3; ++viewer) {
            const Run run = runCli({ QStringLiteral("replay"), path, QStringLiteral("--as"), QString::number(viewer) });
            QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
            const QJsonObject out = parseObject(run.out);
            QCOMPARE(out.value(QLatin1String("toAct")), fullOut.value(QLatin1String("toAct")));
            const QJsonObject legal = out.value(QLatin1String("legal")).toObject();
            QCOMPARE(legal.keys(), QStringList { QString::number(viewer) });
            QCOMPARE(legal.value(QString::number(viewer)), allLegal.value(QString::number(viewer)));
        }
        // A seat that may not act now sees no list at all.
        setup.actions = { { 0, QStringLiteral("ready") } };
        const QString after = writeTemp(QStringLiteral("setup-ready.json"), writeRecord(setup));
        const Run ready = runCli({ QStringLiteral("replay"), after, QStringLiteral("--as"), QStringLiteral("0") });
        QVERIFY2(ready.exitCode == 0, qPrintable(describe(ready)));
        QCOMPARE(parseObject(ready.out).value(QLatin1String("toAct")).toArray(), (QJsonArray { 1, 2 }));
        QCOMPARE(parseObject(ready.out).value(QLatin1String("legal")).toObject(), QJsonObject {});
    }

    void finishedGame()
    {
        for (const int players : { 2, 4 }) {
            const Record record = finishedRecord(players, static_cast<std::uint64_t>(100 + players));
            const QString path = writeTemp(QStringLiteral("finished-%1.json").arg(players), writeRecord(record));
            const Run run = runCli({ QStringLiteral("replay"), path });
            QVERIFY2(run.finished && !run.crashed && run.exitCode == 0, qPrintable(describe(run)));
            QCOMPARE(topLevelKeys(run.out), (QStringList { "game", "players", "over", "toAct", "legal", "state", "result" }));
            const QJsonObject out = parseObject(run.out);
            QCOMPARE(out.value(QLatin1String("over")), QJsonValue(true));
            QCOMPARE(out.value(QLatin1String("toAct")).toArray(), QJsonArray {});
            QCOMPARE(out.value(QLatin1String("legal")).toObject(), QJsonObject {});
            QCOMPARE(out.value(QLatin1String("state")).toObject().value(QLatin1String("phase")).toString(), QStringLiteral("over"));
            const QJsonObject result = out.value(QLatin1String("result")).toObject();
            const QJsonArray order = result.value(QLatin1String("order")).toArray();
            QCOMPARE(order.size(), players);
            QSet<int> seats;
            for (const QJsonValue &s : order)
                seats.insert(s.toInt());
            QCOMPARE(seats.size(), players);
            QCOMPARE(result.value(QLatin1String("loser")).toInt(), order.last().toInt());
        }
    }

    void play()
    {
        const QStringList args { QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("shithead"),
                                 QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--seats"),
                                 QStringLiteral("random,easy,normal,random"), QStringLiteral("--games"), QStringLiteral("20"),
                                 QStringLiteral("--seed"), QStringLiteral("3") };
        const Run run = runCli(args);
        QVERIFY2(run.finished && !run.crashed && run.exitCode == 0, qPrintable(describe(run)));
        const QJsonObject out = parseObject(run.out);
        for (const char *key : { "games", "seats", "decisionMs", "gamesPerSecond", "actionsPerSecond" })
            QVERIFY2(out.contains(QLatin1String(key)), key);
        QCOMPARE(out.value(QLatin1String("games")).toInt(), 20);
        const QJsonArray seats = out.value(QLatin1String("seats")).toArray();
        QCOMPARE(seats.size(), 4);
        const QStringList kinds { "random", "easy", "normal", "random" };
        int wins = 0;
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(seats[s].toObject().value(QLatin1String("kind")).toString(), kinds[s]);
            wins += seats[s].toObject().value(QLatin1String("wins")).toInt();
        }
        QCOMPARE(wins, 20);
        const QJsonObject decision = out.value(QLatin1String("decisionMs")).toObject();
        for (const char *level : { "easy", "normal" }) {
            const QJsonObject d = decision.value(QLatin1String(level)).toObject();
            QVERIFY2(d.contains(QLatin1String("median")) && d.contains(QLatin1String("p95")) && d.contains(QLatin1String("max")), level);
            QVERIFY(d.value(QLatin1String("median")).toDouble() >= 0);
            QVERIFY(d.value(QLatin1String("p95")).toDouble() >= d.value(QLatin1String("median")).toDouble());
            QVERIFY(d.value(QLatin1String("max")).toDouble() >= d.value(QLatin1String("p95")).toDouble());
        }
        QVERIFY(!decision.contains(QLatin1String("random")));
        QVERIFY(out.value(QLatin1String("gamesPerSecond")).toDouble() > 0);

        // The last seeds there are: S + M - 1 = 2^64 - 1 is still a deal.
        const Run lastSeeds = runCli({ QStringLiteral("play"), QStringLiteral("--game=shithead"), QStringLiteral("--players=3"),
                                       QStringLiteral("--seed=18446744073709551614"), QStringLiteral("--games=2") });
        QVERIFY2(lastSeeds.exitCode == 0, qPrintable(describe(lastSeeds)));
        QCOMPARE(parseObject(lastSeeds.out).value(QLatin1String("games")).toInt(), 2);
        QVERIFY(out.value(QLatin1String("actionsPerSecond")).toDouble() > 0);

        // Threads change the speed, not the games: game g is dealt and played from seed + g.
        const Run threaded = runCli(args + QStringList { QStringLiteral("--jobs"), QStringLiteral("2") });
        QVERIFY2(threaded.exitCode == 0, qPrintable(describe(threaded)));
        const QJsonArray threadedSeats = parseObject(threaded.out).value(QLatin1String("seats")).toArray();
        for (int s = 0; s < 4; ++s)
            QCOMPARE(threadedSeats[s].toObject().value(QLatin1String("places")), seats[s].toObject().value(QLatin1String("places")));

        // Defaults: one game, all seats random.
        const Run defaults = runCli({ QStringLiteral("play"), QStringLiteral("--game=shithead"), QStringLiteral("--players=3") });
        QVERIFY2(defaults.exitCode == 0, qPrintable(describe(defaults)));
        const QJsonObject d = parseObject(defaults.out);
        QCOMPARE(d.value(QLatin1String("games")).toInt(), 1);
        const QJsonArray defaultSeats = d.value(QLatin1String("seats")).toArray();
        QCOMPARE(defaultSeats.size(), 3);
        for (const QJsonValue &seat : defaultSeats)
            QCOMPARE(seat.toObject().value(QLatin1String("kind")).toString(), QStringLiteral("random"));

        // Options reach the game: six players need jokers.
        const Run jokers = runCli({ QStringLiteral("play"), QStringLiteral("--game=shithead"), QStringLiteral("--players=6"),
                                    QStringLiteral("--options={\"jokers\": true}"), QStringLiteral("--games=3") });
        QVERIFY2(jokers.exitCode == 0, qPrintable(describe(jokers)));
        QCOMPARE(parseObject(jokers.out).value(QLatin1String("games")).toInt(), 3);
    }

    // The oracle seat kind (play and arena only): the hard search given the true state. It
    // plays, its decisions are timed under its own name, and it is reproducible.
    void oracle()
    {
        const QStringList args { QStringLiteral("play"), QStringLiteral("--game=wrong-suit"), QStringLiteral("--players=4"),
                                 QStringLiteral("--seats=oracle,normal,hard,easy"), QStringLiteral("--games=2"),
                                 QStringLiteral("--seed=7") };
        const Run run = runCli(args);
        QVERIFY2(run.exitCode == 0 && run.err.isEmpty(), qPrintable(describe(run)));
        const QJsonObject out = parseObject(run.out);
        QCOMPARE(out.value(QLatin1String("seats")).toArray()[0].toObject().value(QLatin1String("kind")).toString(), QStringLiteral("oracle"));
        QCOMPARE(out.value(QLatin1String("decisionMs")).toObject().keys(), (QStringList { "easy", "hard", "normal", "oracle" }));
        const Run again = runCli(args);
        QCOMPARE(parseObject(again.out).value(QLatin1String("seats")), out.value(QLatin1String("seats")));

        const Run arena = runCli({ QStringLiteral("arena"), QStringLiteral("--game=chain-chain"), QStringLiteral("--players=3"),
                                   QStringLiteral("--levels=oracle,easy"), QStringLiteral("--deals=1") });
        QVERIFY2(arena.exitCode == 0 && arena.err.isEmpty(), qPrintable(describe(arena)));
        const QJsonObject a = parseObject(arena.out);
        QCOMPARE(a.value(QLatin1String("a")).toObject().value(QLatin1String("level")).toString(), QStringLiteral("oracle"));
        QCOMPARE(a.value(QLatin1String("decisionMs")).toObject().keys(), (QStringList { "easy", "oracle" }));
    }

    // Shaftmount with calls "manual": replay shows every seat that may call in toAct; play and
    // arena run such games reproducibly (opportunities offered in seat order, each bot with its
    // own generator) and add "calls" (how many exposed cards, false claims and over-full hands
    // each level's seats had, and how many went unnoticed) at the end of the summary; with
    // calls "auto" the summary is as before.
    void manualCalls()
    {
        const Run replay = runCli({ QStringLiteral("replay"), QStringLiteral(FELT_TEST_DATA "/shaftmount/manual-toact-callers.json") });
        QVERIFY2(replay.exitCode == 0, qPrintable(describe(replay)));
        const QJsonObject r = parseObject(replay.out);
        QCOMPARE(r.value(QLatin1String("toAct")).toArray(), (QJsonArray { 0, 1, 2 }));
        QCOMPARE(r.value(QLatin1String("legal")).toObject().value(QLatin1String("1")).toArray(), QJsonArray { QStringLiteral("count 0") });
        QCOMPARE(r.value(QLatin1String("state")).toObject().value(QLatin1String("exposed")).toArray(), QJsonArray { QStringLiteral("1.0") });
        const Run as = runCli({ QStringLiteral("replay"), QStringLiteral(FELT_TEST_DATA "/shaftmount/manual-toact-callers.json"),
                                QStringLiteral("--as"), QStringLiteral("2") });
        QVERIFY2(as.exitCode == 0, qPrintable(describe(as)));
        QCOMPARE(parseObject(as.out).value(QLatin1String("legal")).toObject().keys(), QStringList { "2" });

        const QStringList args { QStringLiteral("play"), QStringLiteral("--game=shaftmount"), QStringLiteral("--players=3"),
                                 QStringLiteral("--seats=easy,normal,random"), QStringLiteral("--games=30"), QStringLiteral("--seed=5"),
                                 QStringLiteral("--options={\"calls\": \"manual\"}") };
        const Run run = runCli(args);
        QVERIFY2(run.exitCode == 0 && run.err.isEmpty(), qPrintable(describe(run)));
        QCOMPARE(topLevelKeys(run.out), (QStringList { "games", "seats", "decisionMs", "seconds", "actions", "gamesPerSecond",
                                                       "actionsPerSecond", "calls" }));
        const QJsonObject out = parseObject(run.out);
        const QJsonObject calls = out.value(QLatin1String("calls")).toObject();
        QCOMPARE(calls.keys(), (QStringList { "easy", "normal", "random" }));
        for (const QString &level : calls.keys()) {
            const QJsonObject l = calls.value(level).toObject();
            QCOMPARE(l.keys(), (QStringList { "exposed", "falseClaims", "made", "overLimit" }));
            for (const char *key : { "exposed", "falseClaims", "overLimit" }) {
                const QJsonObject t = l.value(QLatin1String(key)).toObject();
                QVERIFY2(t.value(QLatin1String("unnoticed")).toInt() <= t.value(QLatin1String("count")).toInt(), key);
            }
        }
        // Easy and normal never claim falsely nor draw past the limit; random does both.
        for (const char *level : { "easy", "normal" })
            for (const char *key : { "falseClaims", "overLimit" })
                QCOMPARE(calls.value(QLatin1String(level)).toObject().value(QLatin1String(key)).toObject().value(QLatin1String("count")).toInt(), 0);
        const QJsonObject random = calls.value(QLatin1String("random")).toObject();
        QVERIFY(random.value(QLatin1String("falseClaims")).toObject().value(QLatin1String("count")).toInt() > 0);
        QVERIFY(random.value(QLatin1String("overLimit")).toObject().value(QLatin1String("count")).toInt() > 0);
        QVERIFY(calls.value(QLatin1String("normal")).toObject().value(QLatin1String("made")).toObject().value(QLatin1String("tap")).toInt() > 0);

        // Reproducible: the same seed, the same games; threads change only the times.
        auto withoutTimes = [](QJsonObject o) {
            for (const char *key : { "decisionMs", "seconds", "gamesPerSecond", "actionsPerSecond" })
                o.remove(QLatin1String(key));
            return o;
        };
        const Run again = runCli(args);
        QCOMPARE(withoutTimes(parseObject(again.out)), withoutTimes(out));
        const Run threaded = runCli(args + QStringList { QStringLiteral("--jobs=2") });
        QCOMPARE(withoutTimes(parseObject(threaded.out)), withoutTimes(out));

        // Calls "auto": no "calls".
        const Run plain = runCli({ QStringLiteral("play"), QStringLiteral("--game=shaftmount"), QStringLiteral("--players=3"),
                                   QStringLiteral("--seats=easy,normal,random"), QStringLiteral("--games=5") });
        QVERIFY2(plain.exitCode == 0, qPrintable(describe(plain)));
        QVERIFY(!parseObject(plain.out).contains(QLatin1String("calls")));

        // The arena: "calls" last, the same figures for the same seed.
        const QStringList arenaArgs { QStringLiteral("arena"), QStringLiteral("--game=shaftmount"), QStringLiteral("--players=3"),
                                      QStringLiteral("--levels=normal,easy"), QStringLiteral("--deals=4"), QStringLiteral("--seed=2"),
                                      QStringLiteral("--options={\"calls\": \"manual\"}") };
        const Run arena = runCli(arenaArgs);
        QVERIFY2(arena.exitCode == 0 && arena.err.isEmpty(), qPrintable(describe(arena)));
        QCOMPARE(topLevelKeys(arena.out).last(), QStringLiteral("calls"));
        QCOMPARE(parseObject(arena.out).value(QLatin1String("calls")).toObject().keys(), (QStringList { "easy", "normal" }));
        const Run arenaAgain = runCli(arenaArgs + QStringList { QStringLiteral("--jobs=2") });
        QCOMPARE(withoutTimes(parseObject(arenaAgain.out)), withoutTimes(parseObject(arena.out)));
    }

    // felt-cli arena: level A in one seat against level B in the others, every deal played
    // once with A in each seat. The summary's shape; each rotation is the game `play` plays
    // with that seed and those seats; the same seed gives the same figures, threads or not.
    void arena()
    {
        const QStringList args { QStringLiteral("arena"), QStringLiteral("--game"), QStringLiteral("shithead"),
                                 QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--levels"),
                                 QStringLiteral("normal,easy"), QStringLiteral("--deals"), QStringLiteral("6"),
                                 QStringLiteral("--seed"), QStringLiteral("11") };
        const Run run = runCli(args);
        QVERIFY2(run.finished && !run.crashed && run.exitCode == 0 && run.err.isEmpty(), qPrintable(describe(run)));
        QCOMPARE(topLevelKeys(run.out), (QStringList { "game", "players", "deals", "games", "seed", "cooperative", "a", "b",
                                                       "placeDifference", "decisionMs", "actions", "seconds" }));
        const QJsonObject out = parseObject(run.out);
        QCOMPARE(out.value(QLatin1String("game")).toString(), QStringLiteral("shithead"));
        QCOMPARE(out.value(QLatin1String("players")).toInt(), 4);
        QCOMPARE(out.value(QLatin1String("deals")).toInt(), 6);
        QCOMPARE(out.value(QLatin1String("games")).toInt(), 24);
        QCOMPARE(out.value(QLatin1String("seed")).toInt(), 11);
        QCOMPARE(out.value(QLatin1String("cooperative")).toBool(), false);
        const QJsonObject a = out.value(QLatin1String("a")).toObject();
        const QJsonObject b = out.value(QLatin1String("b")).toObject();
        QCOMPARE(a.value(QLatin1String("level")).toString(), QStringLiteral("normal"));
        QCOMPARE(a.value(QLatin1String("seats")).toInt(), 1);
        QCOMPARE(b.value(QLatin1String("level")).toString(), QStringLiteral("easy"));
        QCOMPARE(b.value(QLatin1String("seats")).toInt(), 3);
        // Places 1..4 are all taken in every game: A's mean place and three B seats' add up to 10.
        const double meanA = a.value(QLatin1String("meanPlace")).toDouble();
        const double meanB = b.value(QLatin1String("meanPlace")).toDouble();
        QVERIFY2(std::abs(meanA + 3 * meanB - 10.0) < 0.001, qPrintable(QString::number(meanA + 3 * meanB)));
        for (const QJsonObject &level : { a, b }) {
            const QJsonArray ci = level.value(QLatin1String("ci95")).toArray();
            QCOMPARE(ci.size(), 2);
            const double m = level.value(QLatin1String("meanPlace")).toDouble();
            QVERIFY(ci[0].toDouble() <= m && m <= ci[1].toDouble());
            QVERIFY(ci[0].toDouble() >= 1.0 - 4 && ci[1].toDouble() <= 4.0 + 3);
            QVERIFY(std::abs((ci[0].toDouble() + ci[1].toDouble()) / 2 - m) < 0.001);
        }
        const QJsonObject difference = out.value(QLatin1String("placeDifference")).toObject();
        QVERIFY(std::abs(difference.value(QLatin1String("mean")).toDouble() - (meanA - meanB)) < 0.001);
        const QJsonObject decision = out.value(QLatin1String("decisionMs")).toObject();
        QCOMPARE(decision.keys(), (QStringList { "easy", "normal" }));
        for (const QJsonValue &d : decision) {
            const QJsonObject t = d.toObject();
            QVERIFY(t.value(QLatin1String("decisions")).toInt() > 0);
            QVERIFY(t.value(QLatin1String("p95")).toDouble() >= t.value(QLatin1String("median")).toDouble());
            QVERIFY(t.value(QLatin1String("max")).toDouble() >= t.value(QLatin1String("p95")).toDouble());
        }

        // A sat in every seat once a deal, and each rotation is exactly `play`'s game for
        // seeds 11..16 with normal in that seat and easy elsewhere.
        const QJsonArray bySeat = a.value(QLatin1String("bySeat")).toArray();
        QCOMPARE(bySeat.size(), 4);
        int winsA = 0;
        double placeSum = 0;
        for (int seat = 0; seat < 4; ++seat) {
            const QJsonObject got = bySeat[seat].toObject();
            QCOMPARE(got.value(QLatin1String("seat")).toInt(), seat);
            QCOMPARE(got.value(QLatin1String("games")).toInt(), 6);
            QStringList kinds { "easy", "easy", "easy", "easy" };
            kinds[seat] = QStringLiteral("normal");
            const Run play = runCli({ QStringLiteral("play"), QStringLiteral("--game=shithead"), QStringLiteral("--players=4"),
                                      QStringLiteral("--seats=") + kinds.join(u','), QStringLiteral("--games=6"),
                                      QStringLiteral("--seed=11") });
            QVERIFY2(play.exitCode == 0, qPrintable(describe(play)));
            const QJsonObject seatResult = parseObject(play.out).value(QLatin1String("seats")).toArray()[seat].toObject();
            QCOMPARE(seatResult.value(QLatin1String("kind")).toString(), QStringLiteral("normal"));
            QCOMPARE(got.value(QLatin1String("wins")).toInt(), seatResult.value(QLatin1String("wins")).toInt());
            QVERIFY(std::abs(got.value(QLatin1String("meanPlace")).toDouble() - seatResult.value(QLatin1String("meanPlace")).toDouble()) < 0.001);
            winsA += got.value(QLatin1String("wins")).toInt();
            placeSum += got.value(QLatin1String("meanPlace")).toDouble();
        }
        QVERIFY(std::abs(a.value(QLatin1String("winRate")).toDouble() - winsA / 24.0) < 0.001);
        QVERIFY(std::abs(meanA - placeSum / 4) < 0.001);

        // The same seed, the same figures; threads change only the times.
        auto withoutTimes = [](QJsonObject o) {
            o.remove(QLatin1String("decisionMs"));
            o.remove(QLatin1String("seconds"));
            return o;
        };
        const Run again = runCli(args);
        QVERIFY2(again.exitCode == 0, qPrintable(describe(again)));
        QCOMPARE(withoutTimes(parseObject(again.out)), withoutTimes(out));
        const Run threaded = runCli(args + QStringList { QStringLiteral("--jobs"), QStringLiteral("3") });
        QVERIFY2(threaded.exitCode == 0, qPrintable(describe(threaded)));
        QCOMPARE(withoutTimes(parseObject(threaded.out)), withoutTimes(out));
        // Another seed, other deals.
        QStringList otherArgs = args;
        otherArgs[otherArgs.indexOf(QStringLiteral("11"))] = QStringLiteral("12");
        const Run other = runCli(otherArgs);
        QVERIFY2(other.exitCode == 0, qPrintable(describe(other)));
        QVERIFY(withoutTimes(parseObject(other.out)) != withoutTimes(out));

        // A level against itself: the one level's times, and places that still add up.
        const Run mirror = runCli({ QStringLiteral("arena"), QStringLiteral("--game=chain-chain"), QStringLiteral("--players=3"),
                                    QStringLiteral("--levels=easy,easy"), QStringLiteral("--deals=4") });
        QVERIFY2(mirror.exitCode == 0, qPrintable(describe(mirror)));
        const QJsonObject m = parseObject(mirror.out);
        QCOMPARE(m.value(QLatin1String("games")).toInt(), 12);
        QCOMPARE(m.value(QLatin1String("decisionMs")).toObject().keys(), QStringList { "easy" });

        // A co-operative game: the table's win rate, no places.
        const Run mountain = runCli({ QStringLiteral("arena"), QStringLiteral("--game=mountain"), QStringLiteral("--players=2"),
                                      QStringLiteral("--levels=normal,easy"), QStringLiteral("--deals=5") });
        QVERIFY2(mountain.exitCode == 0, qPrintable(describe(mountain)));
        QCOMPARE(topLevelKeys(mountain.out), (QStringList { "game", "players", "deals", "games", "seed", "cooperative", "a", "b",
                                                            "table", "decisionMs", "actions", "seconds" }));
        const QJsonObject mo = parseObject(mountain.out);
        QCOMPARE(mo.value(QLatin1String("cooperative")).toBool(), true);
        QVERIFY(!mo.value(QLatin1String("a")).toObject().contains(QLatin1String("meanPlace")));
        const QJsonObject table = mo.value(QLatin1String("table")).toObject();
        int won = 0;
        for (const QJsonValue &seat : mo.value(QLatin1String("a")).toObject().value(QLatin1String("bySeat")).toArray()) {
            QCOMPARE(seat.toObject().value(QLatin1String("games")).toInt(), 5);
            won += seat.toObject().value(QLatin1String("won")).toInt();
        }
        QVERIFY(std::abs(table.value(QLatin1String("winRate")).toDouble() - won / 10.0) < 0.001);
    }

    // felt-cli arena --seats: a whole seating rotated through the seats. Its positions' and
    // levels' figures; the seating A,B,B,B measures what --levels A,B does; each rotation is
    // `play`'s game with the seating turned.
    void arenaSeating()
    {
        auto arena = [](const QString &game, const QString &players, const QString &seats, const QString &deals) {
            return runCli({ QStringLiteral("arena"), QStringLiteral("--game=") + game, QStringLiteral("--players=") + players,
                            QStringLiteral("--seats=") + seats, QStringLiteral("--deals=") + deals, QStringLiteral("--seed=21") });
        };
        const Run run = arena(QStringLiteral("shithead"), QStringLiteral("4"), QStringLiteral("normal,easy,normal,easy"), QStringLiteral("5"));
        QVERIFY2(run.finished && !run.crashed && run.exitCode == 0 && run.err.isEmpty(), qPrintable(describe(run)));
        QCOMPARE(topLevelKeys(run.out), (QStringList { "game", "players", "deals", "games", "seed", "cooperative", "seating",
                                                       "positions", "levels", "placeDifference", "decisionMs", "actions", "seconds" }));
        const QJsonObject out = parseObject(run.out);
        QCOMPARE(out.value(QLatin1String("games")).toInt(), 20);
        QCOMPARE(out.value(QLatin1String("seating")).toArray(), (QJsonArray { "normal", "easy", "normal", "easy" }));

        // Position p of rotation r sits in seat (p + r) mod 4: play's four games per seed,
        // with the seating turned, give each position's mean place.
        std::array<double, 4> positionPlace {};
        const QStringList seating { "normal", "easy", "normal", "easy" };
        for (int r = 0; r < 4; ++r) {
            QStringList kinds = seating;
            for (int p = 0; p < 4; ++p)
                kinds[(p + r) % 4] = seating[p];
            const Run play = runCli({ QStringLiteral("play"), QStringLiteral("--game=shithead"), QStringLiteral("--players=4"),
                                      QStringLiteral("--seats=") + kinds.join(u','), QStringLiteral("--games=5"),
                                      QStringLiteral("--seed=21") });
            QVERIFY2(play.exitCode == 0, qPrintable(describe(play)));
            const QJsonArray seats = parseObject(play.out).value(QLatin1String("seats")).toArray();
            for (int p = 0; p < 4; ++p)
                positionPlace[static_cast<std::size_t>(p)] += seats[(p + r) % 4].toObject().value(QLatin1String("meanPlace")).toDouble() / 4;
        }
        const QJsonArray positions = out.value(QLatin1String("positions")).toArray();
        QCOMPARE(positions.size(), 4);
        double sum = 0;
        for (int p = 0; p < 4; ++p) {
            const QJsonObject position = positions[p].toObject();
            QCOMPARE(position.value(QLatin1String("position")).toInt(), p);
            QCOMPARE(position.value(QLatin1String("level")).toString(), seating[p]);
            const double mean = position.value(QLatin1String("meanPlace")).toDouble();
            QVERIFY2(std::abs(mean - positionPlace[static_cast<std::size_t>(p)]) < 0.001,
                     qPrintable(QStringLiteral("position %1: %2 vs %3").arg(p).arg(mean).arg(positionPlace[static_cast<std::size_t>(p)])));
            const QJsonArray ci = position.value(QLatin1String("ci95")).toArray();
            QVERIFY(ci[0].toDouble() <= mean && mean <= ci[1].toDouble());
            sum += mean;
        }
        QVERIFY(std::abs(sum - 10.0) < 0.001);   // places 1..4 in every game
        const QJsonArray levels = out.value(QLatin1String("levels")).toArray();
        QCOMPARE(levels.size(), 2);
        const QJsonObject normal = levels[0].toObject(), easy = levels[1].toObject();
        QCOMPARE(normal.value(QLatin1String("level")).toString(), QStringLiteral("normal"));
        QCOMPARE(normal.value(QLatin1String("seats")).toInt(), 2);
        QCOMPARE(easy.value(QLatin1String("level")).toString(), QStringLiteral("easy"));
        const double meanNormal = normal.value(QLatin1String("meanPlace")).toDouble();
        const double meanEasy = easy.value(QLatin1String("meanPlace")).toDouble();
        QVERIFY(std::abs(meanNormal - (positionPlace[0] + positionPlace[2]) / 2) < 0.001);
        QVERIFY(std::abs(meanEasy - (positionPlace[1] + positionPlace[3]) / 2) < 0.001);
        const QJsonObject difference = out.value(QLatin1String("placeDifference")).toObject();
        QCOMPARE(difference.value(QLatin1String("levels")).toArray(), (QJsonArray { "normal", "easy" }));
        QVERIFY(std::abs(difference.value(QLatin1String("mean")).toDouble() - (meanNormal - meanEasy)) < 0.001);

        // The seating A,B,B,B is --levels A,B: the same games, the same figures.
        const Run levels1 = runCli({ QStringLiteral("arena"), QStringLiteral("--game=chain-chain"), QStringLiteral("--players=4"),
                                     QStringLiteral("--levels=normal,easy"), QStringLiteral("--deals=6"), QStringLiteral("--seed=21") });
        const Run seats1 = arena(QStringLiteral("chain-chain"), QStringLiteral("4"), QStringLiteral("normal,easy,easy,easy"), QStringLiteral("6"));
        QVERIFY2(levels1.exitCode == 0 && seats1.exitCode == 0, qPrintable(describe(levels1) + describe(seats1)));
        const QJsonObject byLevels = parseObject(levels1.out), bySeats = parseObject(seats1.out);
        const QJsonArray seatLevels = bySeats.value(QLatin1String("levels")).toArray();
        for (const char *key : { "meanPlace", "ci95", "winRate" }) {
            QCOMPARE(seatLevels[0].toObject().value(QLatin1String(key)), byLevels.value(QLatin1String("a")).toObject().value(QLatin1String(key)));
            QCOMPARE(seatLevels[1].toObject().value(QLatin1String(key)), byLevels.value(QLatin1String("b")).toObject().value(QLatin1String(key)));
        }
        QCOMPARE(bySeats.value(QLatin1String("placeDifference")).toObject().value(QLatin1String("mean")),
                 byLevels.value(QLatin1String("placeDifference")).toObject().value(QLatin1String("mean")));
        QCOMPARE(bySeats.value(QLatin1String("actions")), byLevels.value(QLatin1String("actions")));

        // One kind only: no difference to give. Three kinds: none either.
        const Run same = arena(QStringLiteral("chain-chain"), QStringLiteral("3"), QStringLiteral("easy,easy,easy"), QStringLiteral("3"));
        QVERIFY2(same.exitCode == 0, qPrintable(describe(same)));
        QVERIFY(!parseObject(same.out).contains(QLatin1String("placeDifference")));
        QCOMPARE(parseObject(same.out).value(QLatin1String("levels")).toArray().size(), 1);
        const Run three = arena(QStringLiteral("chain-chain"), QStringLiteral("3"), QStringLiteral("easy,normal,random"), QStringLiteral("3"));
        QVERIFY2(three.exitCode == 0, qPrintable(describe(three)));
        QVERIFY(!parseObject(three.out).contains(QLatin1String("placeDifference")));
        QCOMPARE(parseObject(three.out).value(QLatin1String("levels")).toArray().size(), 3);

        // A co-operative game: the table's win rate with that seating.
        const Run mountain = arena(QStringLiteral("mountain"), QStringLiteral("2"), QStringLiteral("normal,easy"), QStringLiteral("4"));
        QVERIFY2(mountain.exitCode == 0, qPrintable(describe(mountain)));
        QCOMPARE(topLevelKeys(mountain.out), (QStringList { "game", "players", "deals", "games", "seed", "cooperative", "seating",
                                                            "table", "decisionMs", "actions", "seconds" }));
        const Run mountainLevels = runCli({ QStringLiteral("arena"), QStringLiteral("--game=mountain"), QStringLiteral("--players=2"),
                                            QStringLiteral("--levels=normal,easy"), QStringLiteral("--deals=4"), QStringLiteral("--seed=21") });
        QCOMPARE(parseObject(mountain.out).value(QLatin1String("table")), parseObject(mountainLevels.out).value(QLatin1String("table")));
    }

    void arenaHelp()
    {
        const Run help = runCli({ QStringLiteral("arena"), QStringLiteral("--help") });
        QVERIFY2(help.exitCode == 0 && help.err.isEmpty(), qPrintable(describe(help)));
        for (const char *word : { "--game", "--players", "--levels", "--deals", "--seed", "--options", "--jobs", "meanPlace",
                                  "ci95", "winRate", "bySeat", "placeDifference", "decisionMs", "chain-chain", "--seats",
                                  "seating", "positions", "levels" })
            QVERIFY2(help.out.contains(word), word);
        QCOMPARE(runCli({ QStringLiteral("help"), QStringLiteral("arena") }).out, help.out);
        QCOMPARE(runCli({ QStringLiteral("arena"), QStringLiteral("--levels=x"), QStringLiteral("-h") }).out, help.out);
        QVERIFY(runCli({ QStringLiteral("--help") }).out.contains("felt-cli arena --game G"));
    }

    void arenaBadCommandLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");   // a regular expression for the whole line
        const QString usage = QStringLiteral(" \\(usage: felt-cli arena --game G --players N --levels A,B\\|--seats K,K,\\.\\.\\. .*\\)");
        const QStringList base { QStringLiteral("arena"), QStringLiteral("--game=shithead"), QStringLiteral("--players=4") };
        QTest::newRow("no game") << QStringList { QStringLiteral("arena"), QStringLiteral("--players=4"), QStringLiteral("--levels=hard,normal") }
                                 << QStringLiteral("felt-cli arena: --game is missing") + usage;
        QTest::newRow("no players") << QStringList { QStringLiteral("arena"), QStringLiteral("--game=shithead"), QStringLiteral("--levels=hard,normal") }
                                    << QStringLiteral("felt-cli arena: --players is missing") + usage;
        QTest::newRow("no levels") << base << QStringLiteral("felt-cli arena: --levels is missing \\(or --seats\\)") + usage;
        QTest::newRow("levels and seats") << base + QStringList { QStringLiteral("--levels=hard,normal"), QStringLiteral("--seats=hard,normal,normal,normal") }
                                          << QStringLiteral("felt-cli arena: --levels and --seats cannot both be given") + usage;
        QTest::newRow("seats for too few") << base + QStringList { QStringLiteral("--seats=hard,normal,normal") }
                                           << QStringLiteral("felt-cli arena: --seats names 3 seats for 4 players") + usage;
        QTest::newRow("unknown seat") << base + QStringList { QStringLiteral("--seats=hard,normal,normal,human") }
                                      << QStringLiteral("felt-cli arena: unknown seat kind \"human\" \\(random, easy, normal, hard or oracle\\)") + usage;
        QTest::newRow("seats without value") << base + QStringList { QStringLiteral("--seats") }
                                             << QStringLiteral("felt-cli arena: --seats needs a value") + usage;
        QTest::newRow("one level") << base + QStringList { QStringLiteral("--levels=hard") }
                                   << QStringLiteral("felt-cli arena: --levels needs two seat kinds, A,B, not \"hard\"") + usage;
        QTest::newRow("three levels") << base + QStringList { QStringLiteral("--levels=hard,normal,easy") }
                                      << QStringLiteral("felt-cli arena: --levels needs two seat kinds, A,B, not \"hard,normal,easy\"") + usage;
        QTest::newRow("unknown level") << base + QStringList { QStringLiteral("--levels=hard,genius") }
                                       << QStringLiteral("felt-cli arena: unknown seat kind \"genius\" \\(random, easy, normal, hard or oracle\\)") + usage;
        QTest::newRow("levels without value") << base + QStringList { QStringLiteral("--levels") }
                                              << QStringLiteral("felt-cli arena: --levels needs a value") + usage;
        QTest::newRow("unknown game") << QStringList { QStringLiteral("arena"), QStringLiteral("--game=chess"), QStringLiteral("--players=4"), QStringLiteral("--levels=hard,normal") }
                                      << QStringLiteral("felt-cli arena: unknown game \"chess\"") + usage;
        QTest::newRow("one player") << QStringList { QStringLiteral("arena"), QStringLiteral("--game=mountain"), QStringLiteral("--players=1"), QStringLiteral("--levels=hard,normal") }
                                    << QStringLiteral("felt-cli arena: --players must be a whole number from 2 to \\d+ for mountain") + usage;
        QTest::newRow("too many for options") << QStringList { QStringLiteral("arena"), QStringLiteral("--game=shithead"), QStringLiteral("--players=6"), QStringLiteral("--levels=hard,normal") }
                                              << QStringLiteral("felt-cli arena: too many players for these options: 6 \\(at most 5\\)") + usage;
        const QStringList good = base + QStringList { QStringLiteral("--levels=hard,normal") };
        QTest::newRow("zero deals") << good + QStringList { QStringLiteral("--deals=0") }
                                    << QStringLiteral("felt-cli arena: --deals must be a whole number from 1 to 100000") + usage;
        QTest::newRow("too many deals") << good + QStringList { QStringLiteral("--deals=100001") }
                                        << QStringLiteral("felt-cli arena: --deals must be a whole number from 1 to 100000") + usage;
        QTest::newRow("negative seed") << good + QStringList { QStringLiteral("--seed"), QStringLiteral("-3") }
                                       << QStringLiteral("felt-cli arena: --seed must be a whole number from 0 to 18446744073709551615") + usage;
        QTest::newRow("seed past the end") << good + QStringList { QStringLiteral("--seed=18446744073709551615"), QStringLiteral("--deals=2") }
                                           << QStringLiteral("felt-cli arena: --seed 18446744073709551615 with --deals 2 would go past seed 18446744073709551615 \\(deal d is dealt with seed S \\+ d\\)") + usage;
        QTest::newRow("zero jobs") << good + QStringList { QStringLiteral("--jobs=0") }
                                   << QStringLiteral("felt-cli arena: --jobs must be a whole number from 1 to 64") + usage;
        QTest::newRow("options not an object") << good + QStringList { QStringLiteral("--options=[1]") }
                                               << QStringLiteral("felt-cli arena: --options must be a JSON object such as \\{\"jokers\": true\\}") + usage;
        QTest::newRow("unknown option key") << good + QStringList { QStringLiteral("--options={\"turbo\": true}") }
                                            << QStringLiteral("felt-cli arena: .*turbo.*") + usage;
        QTest::newRow("flag twice") << good + QStringList { QStringLiteral("--deals=2"), QStringLiteral("--deals=3") }
                                    << QStringLiteral("felt-cli arena: --deals is given twice") + usage;
        QTest::newRow("unknown flag") << good + QStringList { QStringLiteral("--games=3") }
                                      << QStringLiteral("felt-cli arena: unknown option \"--games=3\"") + usage;
        QTest::newRow("stray argument") << good + QStringList { QStringLiteral("x") }
                                        << QStringLiteral("felt-cli arena: unexpected argument \"x\"") + usage;
    }

    void arenaBadCommandLines()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run run = runCli(args);
        QString line;
        QVERIFY2(isOneLineFailure(run, &line), qPrintable(describe(run)));
        const QRegularExpression re(QRegularExpression::anchoredPattern(expected));
        QVERIFY2(re.match(line).hasMatch(), qPrintable(line + QStringLiteral("  vs  ") + expected));
    }

    // felt-cli solve (Bring Down the Mountain): one JSON object; a winning line that replay
    // confirms; a lost game is not winnable; a tiny budget is unknown; bad input is one line.
    void solve()
    {
        const Run help = runCli({ QStringLiteral("solve"), QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        for (const char *word : { "FILE", "--seed", "--budget", "--memory", "winnable", "nodes", "seconds", "line", "limit",
                                  "1000000000", "512 MB" })
            QVERIFY2(help.out.contains(word), word);

        const Run deal = runCli({ QStringLiteral("solve"), QStringLiteral("--seed"), QStringLiteral("1") });
        QVERIFY2(deal.finished && !deal.crashed && deal.exitCode == 0 && deal.err.isEmpty(), qPrintable(describe(deal)));
        QCOMPARE(topLevelKeys(deal.out), (QStringList { "winnable", "nodes", "seconds", "line" }));
        const QJsonObject out = parseObject(deal.out);
        QCOMPARE(out.value(QLatin1String("winnable")), QJsonValue(true));
        const QStringList line = stringList(out.value(QLatin1String("line")));
        QVERIFY(!line.isEmpty());
        // The line wins deal 1 when one player plays it.
        Record record;
        record.game = QStringLiteral("mountain");
        record.players = 1;
        record.seed = 1;
        for (const QString &text : line)
            record.actions.push_back(RecordAction { 0, text });
        const Run replayed = runCli({ QStringLiteral("replay"), writeTemp(QStringLiteral("solved.json"), writeRecord(record)) });
        QVERIFY2(replayed.exitCode == 0, qPrintable(describe(replayed)));
        QCOMPARE(parseObject(replayed.out).value(QLatin1String("result")).toObject().value(QLatin1String("won")), QJsonValue(true));

        const Run lost = runCli({ QStringLiteral("solve"), QStringLiteral(FELT_TEST_DATA "/mountain/dead-right-after-deal.json") });
        QVERIFY2(lost.exitCode == 0, qPrintable(describe(lost)));
        QCOMPARE(parseObject(lost.out).value(QLatin1String("winnable")), QJsonValue(false));
        QVERIFY(parseObject(lost.out).value(QLatin1String("line")).toArray().isEmpty());

        const Run unknown = runCli({ QStringLiteral("solve"), QStringLiteral("--seed=5"), QStringLiteral("--budget=10") });
        QVERIFY2(unknown.exitCode == 0, qPrintable(describe(unknown)));
        QVERIFY(parseObject(unknown.out).value(QLatin1String("winnable")).isNull());
        QCOMPARE(topLevelKeys(unknown.out), (QStringList { "winnable", "nodes", "seconds", "line", "limit" }));
        QCOMPARE(parseObject(unknown.out).value(QLatin1String("limit")).toString(), QStringLiteral("nodes"));

        // Memory caps the search as well as nodes: deal 376 needs more than 16 MB of tables
        // within 1.5 million nodes (engine.solver_limits checks the tables stay within it).
        const Run capped = runCli({ QStringLiteral("solve"), QStringLiteral("--seed=376"), QStringLiteral("--budget=1500000"),
                                    QStringLiteral("--memory=16") });
        QVERIFY2(capped.exitCode == 0 && capped.err.isEmpty(), qPrintable(describe(capped)));
        QVERIFY(parseObject(capped.out).value(QLatin1String("winnable")).isNull());
        QCOMPARE(parseObject(capped.out).value(QLatin1String("limit")).toString(), QStringLiteral("memory"));

        QString error;
        for (const QStringList &args : { QStringList { QStringLiteral("solve") },
                                         QStringList { QStringLiteral("solve"), QStringLiteral("--seed"), QStringLiteral("x") },
                                         QStringList { QStringLiteral("solve"), QStringLiteral("--seed=1"), QStringLiteral("--budget=0") },
                                         QStringList { QStringLiteral("solve"), QStringLiteral("--seed=1"), QStringLiteral("--budget=1000000001") },
                                         QStringList { QStringLiteral("solve"), QStringLiteral("--seed=1"), QStringLiteral("--memory=15") },
                                         QStringList { QStringLiteral("solve"), QStringLiteral("--seed=1"), QStringLiteral("--memory=65537") },
                                         QStringList { QStringLiteral("solve"), QStringLiteral("--seed=1"), QStringLiteral("--memory") },
                                         QStringList { QStringLiteral("solve"), QStringLiteral("--seed=1"), QStringLiteral("--memory=16"), QStringLiteral("--memory=32") },
                                         QStringList { QStringLiteral("solve"), QStringLiteral(FELT_TEST_DATA "/cli/shithead-3p.json") },
                                         QStringList { QStringLiteral("solve"), m_dir.filePath(QStringLiteral("missing.json")) } }) {
            const Run bad = runCli(args);
            QVERIFY2(isOneLineFailure(bad, &error), qPrintable(args.join(u' ') + u' ' + describe(bad)));
        }
    }

    // 500 (FELT_CLI_MUTATIONS) deterministic mutations of valid records: felt-cli must end each with status 0
    // (and a JSON object) or 2 (and one line), agreeing with the in-process reader.
    void mutations()
    {
        QList<QByteArray> bases;
        bases << readData(QStringLiteral("cli/shithead-3p.json"));
        // A game where several seats act at once, with private gifts and a suit word.
        bases << readData(QStringLiteral("cli/wrong-suit-4p.json"));
        Record finished = finishedRecord(3, 77);
        bases << writeRecord(finished);
        finished.actions.resize(40);
        bases << writeRecord(finished);

        static const char *cardPool[] = { "2C", "AS", "JK", "??", "1X", "TD", "7H", "", "KH", "3D", "8D", "AC", "10H", "jk" };
        static const char *numberPool[] = { "-1", "0", "1", "2", "3", "5", "6", "9", "99999999999999999999", "1.5",
                                            "1e400", "null", "true", "\"x\"", "[]", "{}" };
        static const char *valuePool[] = { "null", "1", "-1", "\"x\"", "[]", "{}", "true", "[1,2]", "{\"a\":1}", "\"shithead\"",
                                           "9007199254740993", "[\"0: ready\"]", "[[\"2C\"]]" };
        static const char *verbs[] = { "play", "swap", "ready", "pickup", "blind", "take", "give", "dance", "" };
        static const char *suitPool[] = { "C", "D", "H", "S", "X", "" };
        static const char *keys[] = { "format", "game", "players", "options", "seed", "deal", "actions", "title", "expect", "extra" };
        const QRegularExpression cardRe(QStringLiteral("\"[2-9TJQKA][CDHS]\""));
        const QRegularExpression numberRe(QStringLiteral("-?\\d+"));

        int accepted = 0;
        int refused = 0;
        // FELT_CLI_MUTATIONS: fewer in the sanitizer build (tests/cli/CMakeLists.txt).
        const int count = qEnvironmentVariableIsSet("FELT_CLI_MUTATIONS") ? qEnvironmentVariableIntValue("FELT_CLI_MUTATIONS") : 500;
        for (int n = 0; n < count; ++n) {
            Rng rng(static_cast<std::uint64_t>(n) * 0x9E3779B97F4A7C15ULL + 1);
            QByteArray bytes = bases[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(bases.size())))];
            const int ops = 1 + static_cast<int>(rng.below(3));
            for (int op = 0; op < ops; ++op) {
                const auto pos = [&]() { return static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(bytes.size()) + 1)); };
                switch (rng.below(10)) {
                case 0: { // delete a range
                    const qsizetype at = pos();
                    bytes.remove(at, 1 + static_cast<qsizetype>(rng.below(20)));
                    break;
                }
                case 1: { // insert JSON-ish or arbitrary bytes
                    static const char jsonish[] = "{}[]\":,0123456789-. \n\\ue";
                    QByteArray insert;
                    const int count = 1 + static_cast<int>(rng.below(8));
                    for (int i = 0; i < count; ++i)
                        insert += rng.below(2) ? jsonish[rng.below(sizeof jsonish - 1)] : static_cast<char>(rng.below(256));
                    bytes.insert(pos(), insert);
                    break;
                }
                case 2: // replace a byte
                    if (!bytes.isEmpty())
                        bytes[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(bytes.size())))] = static_cast<char>(rng.below(256));
                    break;
                case 3: // truncate
                    bytes.truncate(pos());
                    break;
                case 4: { // duplicate a range
                    const qsizetype at = pos();
                    const QByteArray chunk = bytes.mid(at, 1 + static_cast<qsizetype>(rng.below(40)));
                    bytes.insert(pos(), chunk);
                    break;
                }
                case 5: { // another card
                    QList<QRegularExpressionMatch> matches;
                    auto it = cardRe.globalMatch(QString::fromLatin1(bytes));
                    while (it.hasNext())
                        matches << it.next();
                    if (matches.isEmpty())
                        break;
                    const auto &m = matches[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(matches.size())))];
                    bytes.replace(m.capturedStart(), m.capturedLength(),
                                  QByteArray("\"") + cardPool[rng.below(std::size(cardPool))] + "\"");
                    break;
                }
                case 6: { // another number
                    QList<QRegularExpressionMatch> matches;
                    auto it = numberRe.globalMatch(QString::fromLatin1(bytes));
                    while (it.hasNext())
                        matches << it.next();
                    if (matches.isEmpty())
                        break;
                    const auto &m = matches[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(matches.size())))];
                    bytes.replace(m.capturedStart(), m.capturedLength(), numberPool[rng.below(std::size(numberPool))]);
                    break;
                }
                case 7: { // a top-level key gets another value, or goes
                    QJsonObject o = parseObject(bytes);
                    if (o.isEmpty())
                        break;
                    const QString key = QLatin1String(keys[rng.below(std::size(keys))]);
                    if (rng.below(4) == 0) {
                        o.remove(key);
                    } else {
                        const QByteArray value = QByteArray("{\"v\":") + valuePool[rng.below(std::size(valuePool))] + "}";
                        o.insert(key, QJsonDocument::fromJson(value).object().value(QLatin1String("v")));
                    }
                    bytes = QJsonDocument(o).toJson();
                    break;
                }
                case 8: { // an action replaced or added
                    QJsonObject o = parseObject(bytes);
                    if (o.isEmpty())
                        break;
                    QJsonArray actions = o.value(QLatin1String("actions")).toArray();
                    QString text = QStringLiteral("%1: %2").arg(static_cast<int>(rng.below(6)) - 1).arg(QLatin1String(verbs[rng.below(std::size(verbs))]));
                    const int args = static_cast<int>(rng.below(4));
                    for (int i = 0; i < args; ++i)
                        text += u' ' + (rng.below(3) ? QLatin1String(cardPool[rng.below(std::size(cardPool))]) : QString::number(rng.below(5)));
                    if (rng.below(4) == 0)
                        text += u' ' + QLatin1String(suitPool[rng.below(std::size(suitPool))]);
                    const qsizetype at = static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(actions.size()) + 1));
                    if (at < actions.size() && rng.below(2))
                        actions[at] = text;
                    else
                        actions.insert(at, text);
                    o.insert(QStringLiteral("actions"), actions);
                    bytes = QJsonDocument(o).toJson();
                    break;
                }
                case 9: { // actions shuffled: two swap places
                    QJsonObject o = parseObject(bytes);
                    QJsonArray actions = o.value(QLatin1String("actions")).toArray();
                    if (actions.size() < 2)
                        break;
                    const auto a = static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(actions.size())));
                    const auto b = static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(actions.size())));
                    const QJsonValue t = actions[a];
                    actions[a] = actions[b];
                    actions[b] = t;
                    o.insert(QStringLiteral("actions"), actions);
                    bytes = QJsonDocument(o).toJson();
                    break;
                }
                }
            }

            const QString path = writeTemp(QStringLiteral("mutant.json"), bytes);
            QStringList args { QStringLiteral("replay"), path };
            const bool asSeat = rng.below(3) == 0;
            if (asSeat)
                args << QStringLiteral("--as") << QString::number(rng.below(3));
            const Run run = runCli(args);
            const QString context = QStringLiteral("mutation %1: %2\nrecord: %3").arg(n).arg(describe(run), QString::fromLatin1(bytes.toBase64()));
            QVERIFY2(run.finished, qPrintable(QStringLiteral("hang: ") + context));
            QVERIFY2(!run.crashed, qPrintable(QStringLiteral("crash: ") + context));
            QVERIFY2(run.exitCode == 0 || run.exitCode == 2, qPrintable(context));

            // The same verdict in-process.
            const auto record = parseRecord(bytes);
            QString expectedError;
            if (!record) {
                expectedError = record.error();
            } else {
                const ReplayResult result = replay(*record);
                expectedError = result.error;
            }
            if (run.exitCode == 0) {
                ++accepted;
                QVERIFY2(expectedError.isEmpty(), qPrintable(context));
                const QJsonObject out = parseObject(run.out);
                QVERIFY2(out.contains(QLatin1String("state")) && out.contains(QLatin1String("legal")), qPrintable(context));
            } else {
                ++refused;
                QString line;
                QVERIFY2(isOneLineFailure(run, &line), qPrintable(context));
                if (!line.startsWith(QLatin1String("--as ")))
                    QVERIFY2(line == expectedError, qPrintable(context + QStringLiteral("\nin-process: ") + expectedError));
            }
        }
        qInfo("mutations: %d replayed, %d refused", accepted, refused);
        // The mutations must reach both sides (else they test nothing deep).
        QVERIFY(accepted >= count / 50);
        QVERIFY(refused >= count / 5);
    }
};

QTEST_GUILESS_MAIN(TestFeltCli)
#include "tst_feltcli.moc"
