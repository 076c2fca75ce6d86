// felt-net-load: a load generator for felt-server (a benchmark, not a test). It starts a
// felt-server process on 127.0.0.1 with a data folder of its own, opens N tables of four
// people each (every seat a client of this process), lets every client play a random legal
// action as soon as it may, for a while, and prints one JSON object:
// - actions per second over all tables;
// - the round trip: from an `act` sent to the actor's next `table` (median, p95, max);
// - the fan-out: from an `act` sent to each other client's `table` showing it (median, p95);
// - felt-server's resident memory before the tables, after they started and at the end, and
//   per table;
// - then it stops felt-server (SIGTERM) and replays every game's record as saved in the
//   data folder with `felt-cli replay --as SEAT`, which must print, for every seat, exactly
//   the view that seat's client last received (nothing lost, nothing twice).
// A table whose game is over opens another at once (its people leave, create, join, start),
// so every table plays for the whole run.
//
//   felt-net-load [--tables N] [--game GAME] [--seconds S] [--max-frames M]
//                 [--server PATH] [--cli PATH] [--latency]
//
// --latency: one table, one action at a time (each client waits until everyone has seen the
// last action), for the time from a click to the other screens.
#include "hub.h"
#include "protocol.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

#include <algorithm>
#include <csignal>
#include <unistd.h>
#include <cstdio>
#include <memory>
#include <vector>

namespace {

[[noreturn]] void fail(const QString &why)
{
    std::fprintf(stderr, "felt-net-load: %s\n", qPrintable(why));
    std::exit(1);
}

bool waitFor(const std::function<bool()> &done, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    }
    return true;
}

double nowMs()
{
    static QElapsedTimer clock;
    if (!clock.isValid())
        clock.start();
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}

struct Samples {
    std::vector<double> ms;
    QJsonObject summary() const
    {
        std::vector<double> v = ms;
        std::sort(v.begin(), v.end());
        auto at = [&v](double q) { return v.empty() ? 0.0 : v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))]; };
        auto round = [](double x) { return std::round(x * 100) / 100; };
        return { { "samples", static_cast<double>(v.size()) }, { "median", round(at(0.5)) }, { "p95", round(at(0.95)) },
                 { "max", round(v.empty() ? 0.0 : v.back()) } };
    }
};

struct Table;

// One person's client.
class Client : public QObject {
public:
    Client(quint16 port, Table *table, int index);
    void send(const QByteArray &text) { m_socket.sendTextMessage(QString::fromUtf8(text)); }
    bool connected() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    void close() { m_socket.close(); }

    Table *table;
    int index;
    int seat = -1;
    QString code;
    QString token;
    bool welcomed = false;
    QJsonObject lastView;
    QJsonObject lastTable;
    int actions = 0;           // in the last table received
    bool over = false;
    bool acting = false;       // the benchmark lets it play
    bool latencyMode = false;
    quint64 acted = ~0ULL;
    double sentAt = -1;
    int sentActions = -1;
    long errors = 0;

    void maybeAct(const QJsonObject &table);

private:
    void receive(const QString &text);
    QWebSocket m_socket;
};

// A game played at a table: its code, and what each seat last saw of it.
struct Round {
    QString code;
    std::vector<QPair<int, QJsonObject>> views;   // (seat, last view)
    std::vector<int> actions;                     // what each client last saw, in actions
};

struct Table {
    QString code;
    QString game;
    std::vector<std::unique_ptr<Client>> clients;
    std::vector<Round> done;      // games over (a new one began at the same table)
    bool starting = false;        // a new game is being opened
    void newGame();
    void seated();
    // The last act sent at this table: when, after how many actions, by whom.
    double actAt = -1;
    int actActions = -1;
    int actBy = -1;
    std::vector<bool> seenAct;
};

QMap<QString, int> g_refusals;
long g_tables = 0;   // table messages received
Samples g_roundTrip;
Samples g_fanOut;
long g_actions = 0;

Client::Client(quint16 port, Table *t, int i) : table(t), index(i)
{
    connect(&m_socket, &QWebSocket::textMessageReceived, this, &Client::receive);
    QWebSocketHandshakeOptions options;
    options.setSubprotocols({ QString::fromLatin1(net::kSubprotocol) });
    m_socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)), options);
}

void Client::receive(const QString &text)
{
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString type = o.value(QLatin1String("type")).toString();
    if (type == QLatin1String("welcome")) {
        welcomed = true;
    } else if (type == QLatin1String("joined")) {
        code = o.value(QLatin1String("table")).toString();
        seat = o.value(QLatin1String("seat")).toInt();
        token = o.value(QLatin1String("token")).toString();
        if (table->starting)
            table->seated();
    } else if (type == QLatin1String("error")) {
        ++errors;
        ++g_refusals[o.value(QLatin1String("code")).toString()];
        sentAt = -1;
        acted = ~0ULL;   // the fresh table that follows a `stale` is acted on
    } else if (type == QLatin1String("over")) {
        over = true;
        // Everyone has the record: the table plays another game while the benchmark runs.
        if (acting && std::all_of(table->clients.begin(), table->clients.end(), [](const auto &c) { return c->over; }))
            table->newGame();
    } else if (type == QLatin1String("table") && o.contains(QLatin1String("view"))) {
        const int count = o.value(QLatin1String("actions")).toInt();
        const double t = nowMs();
        ++g_tables;
        // The answer to this client's own act: an event of its seat for an action made since
        // (another seat's action in a round played at once is not it).
        if (sentAt >= 0 && count > sentActions) {
            bool mine = false;
            for (const QJsonValue &e : o.value(QLatin1String("events")).toArray())
                mine = mine || (e.toObject().value(QLatin1String("seat")).toInt(-1) == seat
                                && e.toObject().value(QLatin1String("action")).toInt() >= sentActions);
            if (mine || t - sentAt > 30000) {
                g_roundTrip.ms.push_back(t - sentAt);
                sentAt = -1;
            }
        }
        bool everyoneSaw = false;
        if (table->actAt >= 0 && table->actBy != index && count > table->actActions && !table->seenAct[static_cast<std::size_t>(index)]) {
            table->seenAct[static_cast<std::size_t>(index)] = true;
            g_fanOut.ms.push_back(t - table->actAt);
            everyoneSaw = true;
            for (std::size_t i = 0; i < table->seenAct.size(); ++i)
                everyoneSaw = everyoneSaw && (static_cast<int>(i) == table->actBy || table->seenAct[i]);
        }
        if (count > actions)
            g_actions += index == 0 ? count - actions : 0;
        actions = count;
        lastView = o.value(QLatin1String("view")).toObject();
        lastTable = o;
        maybeAct(o);
        if (latencyMode && everyoneSaw)
            for (auto &c : table->clients)
                if (c.get() != this)
                    c->maybeAct(c->lastTable);
    }
}

void Client::maybeAct(const QJsonObject &o)
{
    if (!acting || over)
        return;
    const quint64 seq = static_cast<quint64>(o.value(QLatin1String("seq")).toDouble());
    const QJsonArray legal = o.value(QLatin1String("view")).toObject().value(QLatin1String("legal")).toObject()
                                 .value(QString::number(seat)).toArray();
    // One action at a time, as a person clicks once and sees the answer.
    if (legal.isEmpty() || seq == acted || sentAt >= 0)
        return;
    if (latencyMode) {
        // One action at a time: everyone has seen the last one.
        for (std::size_t i = 0; i < table->seenAct.size(); ++i)
            if (static_cast<int>(i) != table->actBy && table->actAt >= 0 && !table->seenAct[i])
                return;
    }
    acted = seq;
    const QString action = legal.at(QRandomGenerator::global()->bounded(static_cast<int>(legal.size()))).toString();
    sentAt = nowMs();
    sentActions = actions;
    table->actAt = sentAt;
    table->actActions = actions;
    table->actBy = index;
    std::fill(table->seenAct.begin(), table->seenAct.end(), false);
    send(net::actMessage(seq, action));
}

void Table::newGame()
{
    Round r;
    r.code = code;
    for (auto &c : clients) {
        r.views.push_back({ c->seat, c->lastView });
        r.actions.push_back(c->actions);
    }
    done.push_back(std::move(r));
    starting = true;
    for (auto &c : clients) {
        c->send(net::leaveMessage());
        c->code.clear();
        c->seat = -1;
        c->over = false;
        c->lastView = {};
        c->lastTable = {};
        c->actions = 0;
        c->acted = ~0ULL;
        c->sentAt = -1;
    }
    actAt = -1;
    clients.front()->send(net::createMessage(game, 4, felt::Value::object(), { "person", "person", "person", "person" }));
}

// A client of a new game has its seat: the opener's joined brings the others, the last one
// starts the game.
void Table::seated()
{
    Client &opener = *clients.front();
    if (opener.code.isEmpty())
        return;
    if (code != opener.code) {
        code = opener.code;
        for (std::size_t i = 1; i < clients.size(); ++i)
            clients[i]->send(net::joinMessage(code));
        return;
    }
    if (std::all_of(clients.begin(), clients.end(), [](const auto &c) { return c->seat >= 0; })) {
        starting = false;
        opener.send(net::startMessage());
    }
}

// The CPU time (user + system) a process has used, in seconds.
double cpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3; utime and stime are fields 14 and 15.
    if (fields.size() < 13)
        return -1;
    return (fields.at(11).toDouble() + fields.at(12).toDouble()) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

long rssKb(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Load generator for felt-server (a benchmark)."));
    parser.addHelpOption();
    const QCommandLineOption tablesOption("tables", "Tables of four people (default 10).", "N", "10");
    const QCommandLineOption gameOption("game", "The game (default shithead).", "GAME", "shithead");
    const QCommandLineOption secondsOption("seconds", "How long they play (default 20).", "S", "20");
    const QCommandLineOption framesOption("max-frames", "felt-server's --max-frames (default 1000).", "M", "1000");
    const QCommandLineOption serverOption("server", "felt-server to start.", "PATH", QStringLiteral(FELT_SERVER));
    const QCommandLineOption cliOption("cli", "felt-cli for the replays.", "PATH", QStringLiteral(FELT_CLI));
    const QCommandLineOption latencyOption("latency", "One table, one action at a time.");
    parser.addOptions({ tablesOption, gameOption, secondsOption, framesOption, serverOption, cliOption, latencyOption });
    parser.process(app);
    const bool latency = parser.isSet(latencyOption);
    const int tables = latency ? 1 : parser.value(tablesOption).toInt();
    const QString game = parser.value(gameOption);
    const double seconds = parser.value(secondsOption).toDouble();
    if (tables < 1 || seconds <= 0)
        fail(QStringLiteral("--tables and --seconds must be positive"));

    QTemporaryDir data;
    QProcess server;
    server.setProgram(parser.value(serverOption));
    server.setArguments({ "--port", "0", "--bind", "127.0.0.1", "--data", data.path(), "--bot-delay", "0", "--max-frames",
                          parser.value(framesOption), "--no-publish" });
    server.setProcessChannelMode(QProcess::SeparateChannels);
    server.setStandardErrorFile(data.filePath(QStringLiteral("server.log")));
    server.start();
    if (!server.waitForStarted(5000))
        fail(QStringLiteral("cannot start %1").arg(server.program()));
    quint16 port = 0;
    const QRegularExpression listening(QStringLiteral("listening on 127\\.0\\.0\\.1 port (\\d+)"));
    if (!waitFor(
            [&] {
                QFile log(data.filePath(QStringLiteral("server.log")));
                if (log.open(QIODevice::ReadOnly))
                    if (const auto m = listening.match(QString::fromUtf8(log.readAll())); m.hasMatch())
                        port = static_cast<quint16>(m.captured(1).toUInt());
                return port != 0;
            },
            10000))
        fail(QStringLiteral("felt-server did not start listening"));
    const qint64 pid = server.processId();
    QCoreApplication::processEvents();
    const long rssBase = rssKb(pid);

    // The tables: client 0 opens, 1-3 join, 0 starts.
    std::vector<std::unique_ptr<Table>> all;
    QElapsedTimer setup;
    setup.start();
    const QStringList seats { "person", "person", "person", "person" };
    for (int n = 0; n < tables; ++n) {
        auto t = std::make_unique<Table>();
        t->game = game;
        t->seenAct.assign(4, false);
        for (int i = 0; i < 4; ++i) {
            t->clients.push_back(std::make_unique<Client>(port, t.get(), i));
            t->clients.back()->latencyMode = latency;
        }
        for (auto &c : t->clients) {
            if (!waitFor([&] { return c->connected(); }, 20000))
                fail(QStringLiteral("a client cannot connect (table %1)").arg(n));
            c->send(net::helloMessage(QStringLiteral("felt-net-load"), QStringLiteral("P%1").arg(c->index)));
        }
        Client &opener = *t->clients.front();
        if (!waitFor([&] { return opener.welcomed; }, 20000))
            fail(QStringLiteral("no welcome"));
        opener.send(net::createMessage(game, 4, felt::Value::object(), seats));
        if (!waitFor([&] { return !opener.code.isEmpty(); }, 20000))
            fail(QStringLiteral("no table"));
        t->code = opener.code;
        for (std::size_t i = 1; i < 4; ++i)
            t->clients[i]->send(net::joinMessage(t->code));
        if (!waitFor([&] { return std::all_of(t->clients.begin(), t->clients.end(), [](const auto &c) { return c->seat >= 0; }); }, 20000))
            fail(QStringLiteral("not every seat taken"));
        opener.send(net::startMessage());
        all.push_back(std::move(t));
    }
    if (!waitFor(
            [&] {
                for (auto &t : all)
                    for (auto &c : t->clients)
                        if (c->lastView.isEmpty())
                            return false;
                return true;
            },
            60000))
        fail(QStringLiteral("not every table started"));
    const double setupSeconds = setup.elapsed() / 1000.0;
    const long rssStarted = rssKb(pid);

    // Play.
    g_actions = 0;
    const double cpuBefore = cpuSeconds(pid);
    QElapsedTimer play;
    play.start();
    for (auto &t : all)
        for (auto &c : t->clients)
            c->acting = true;
    for (auto &t : all)
        for (auto &c : t->clients)
            c->maybeAct(c->lastTable);
    while (play.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    const double played = play.elapsed() / 1000.0;
    const long actionsPlayed = g_actions;
    const double serverCpu = cpuSeconds(pid) - cpuBefore;
    for (auto &t : all)
        for (auto &c : t->clients)
            c->acting = false;
    // What is under way arrives (a loaded host may be seconds behind); then nothing moves.
    double lastHeard = nowMs();
    long heardCount = -1;
    (void)waitFor(
        [&] {
            long n = static_cast<long>(g_fanOut.ms.size() + g_roundTrip.ms.size()) + g_tables;
            if (n != heardCount) {
                heardCount = n;
                lastHeard = nowMs();
            }
            return nowMs() - lastHeard > 2000;
        },
        120000);
    const long rssEnd = rssKb(pid);
    long errors = 0;
    for (auto &t : all)
        for (auto &c : t->clients)
            errors += c->errors;

    ::kill(static_cast<pid_t>(pid), SIGTERM);
    if (!server.waitForFinished(30000))
        fail(QStringLiteral("felt-server did not stop"));

    // Every game's record, as saved, replayed by felt-cli for every seat: the finished ones
    // and the ones under way when the benchmark stopped.
    int matching = 0;
    int checked = 0;
    int games = 0;
    int overTables = 0;
    QStringList mismatches;
    for (auto &t : all) {
        std::vector<Round> rounds = t->done;
        if (!t->starting) {
            Round last;
            last.code = t->code;
            for (auto &c : t->clients) {
                last.views.push_back({ c->seat, c->lastView });
                last.actions.push_back(c->actions);
            }
            rounds.push_back(std::move(last));
        }
        overTables += static_cast<int>(t->done.size());
        for (const Round &r : rounds) {
            ++games;
            QString error;
            const auto record = net::NetHub::savedRecord(data.path(), r.code, &error);
            if (!record)
                fail(QStringLiteral("table %1: %2").arg(r.code, error));
            const QString file = data.filePath(r.code + QStringLiteral(".record.json"));
            QFile out(file);
            if (!out.open(QIODevice::WriteOnly) || out.write(felt::writeRecord(*record)) < 0)
                fail(QStringLiteral("cannot write %1").arg(file));
            out.close();
            for (std::size_t i = 0; i < r.views.size(); ++i) {
                QProcess cli;
                cli.start(parser.value(cliOption), { "replay", file, "--as", QString::number(r.views[i].first) });
                cli.waitForFinished(30000);
                const QJsonObject printed = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
                ++checked;
                if (cli.exitCode() == 0 && printed == r.views[i].second)
                    ++matching;
                else if (mismatches.size() < 5)
                    mismatches.append(QStringLiteral("%1 seat %2 (%3 actions saved, client saw %4)")
                                          .arg(r.code).arg(r.views[i].first).arg(record->actions.size()).arg(r.actions[i]));
            }
        }
    }

    QJsonObject summary {
        { "game", game },
        { "tables", tables },
        { "clients", tables * 4 },
        { "mode", latency ? "latency" : "load" },
        { "setupSeconds", std::round(setupSeconds * 10) / 10 },
        { "seconds", std::round(played * 10) / 10 },
        { "actions", static_cast<double>(actionsPlayed) },
        { "actionsPerSecond", std::round(static_cast<double>(actionsPlayed) / played) },
        { "roundTripMs", g_roundTrip.summary() },
        { "othersSeeItMs", g_fanOut.summary() },
        { "serverCpuSeconds", std::round(serverCpu * 10) / 10 },
        { "serverCpuMsPerAction", std::round(serverCpu * 1000 / std::max(1L, actionsPlayed) * 100) / 100 },
        { "refusals", static_cast<double>(errors) },
        { "refusalsByCode", [] {
             QJsonObject o;
             for (auto it = g_refusals.begin(); it != g_refusals.end(); ++it)
                 o.insert(it.key(), it.value());
             return o;
         }() },
        { "gamesOver", overTables },
        { "games", games },
        { "serverRssKb", QJsonObject { { "empty", static_cast<double>(rssBase) }, { "started", static_cast<double>(rssStarted) },
                                      { "end", static_cast<double>(rssEnd) } } },
        { "perTableKb", QJsonObject { { "started", std::round(static_cast<double>(rssStarted - rssBase) / tables) },
                                     { "end", std::round(static_cast<double>(rssEnd - rssBase) / tables) } } },
        { "recordsReplayed", QJsonObject { { "games", games }, { "views", checked }, { "matching", matching } } },
    };
    if (!mismatches.isEmpty())
        summary.insert("mismatches", QJsonArray::fromStringList(mismatches));
    std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Indented).constData());
    return matching == checked ? 0 : 1;
}
