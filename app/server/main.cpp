// felt-server: the headless network host (docs/network.md). It
// holds any number of tables that clients open (`create`), saves each after every change in
// its data folder, and resumes them when started again. One line on standard error for
// every event that matters; nothing on standard output.
#include "discovery.h"
#include "epolldispatcher.h"
#include "netserver.h"
#include "tls.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QLockFile>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <algorithm>

#include <csignal>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <cstdio>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int g_signalPipe[2] = { -1, -1 };

void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_signalPipe[1], &c, 1);
}

void logLine(const QString &line)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    std::fprintf(stderr, "felt-server: %s %s\n", qPrintable(stamp), line.toUtf8().constData());
    std::fflush(stderr);
}

// Qt's own warnings go to the log as lines too (one line each).
void messages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    QString line = message;
    line.replace(u'\n', u' ');
    if (type == QtDebugMsg || type == QtInfoMsg)
        return;
    logLine(QStringLiteral("qt: %1").arg(line));
}

// Many connections and tables: as many open files as the system allows this process (the
// soft limit raised to the hard one). Returns the limit.
long raiseFileLimit()
{
    struct rlimit limit {};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return 1024;
    if (limit.rlim_cur < limit.rlim_max) {
        const rlim_t was = limit.rlim_cur;
        limit.rlim_cur = limit.rlim_max;
        if (setrlimit(RLIMIT_NOFILE, &limit) != 0)
            limit.rlim_cur = was;
    }
    return limit.rlim_cur == RLIM_INFINITY ? 1L << 20 : static_cast<long>(limit.rlim_cur);
}

// One thread per core.
int defaultThreads()
{
    return std::clamp(QThread::idealThreadCount(), 1, 64);
}

// Three quarters of the descriptors for connections: the rest for the tables' journals and
// the server's own files.
int defaultMaxConnections(long fileLimit)
{
    return static_cast<int>(std::clamp<long>((fileLimit - 256) * 3 / 4, 64, 10000000));
}

int fail(const QString &message, int status)
{
    std::fprintf(stderr, "felt-server: %s\n", message.toUtf8().constData());
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    // The main thread's loop, like the hub threads' (NetServer), on one epoll set: one system
    // call a wake (epolldispatcher.h). FELT_SERVER_QT_LOOP=1 keeps Qt's own, to compare.
    if (net::useEpollDispatcher())
        QCoreApplication::setEventDispatcher(new net::EpollDispatcher);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("felt-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FELT_VERSION));

    const long fileLimit = raiseFileLimit();
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts Felt card tables over the network (felt-net/1): players open tables from the app\n"
        "and their friends join them with the table's code. Tables are saved in the data folder\n"
        "after every move and resumed when the server is started again. With --tls-cert and\n"
        "--tls-key it speaks wss:// (TLS) only; a bad, missing or mismatched certificate or key\n"
        "file stops it at once with one line saying why."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption port({ QStringLiteral("p"), QStringLiteral("port") },
                                  QStringLiteral("The TCP port to listen on (default 7447; 0: any free port)."),
                                  QStringLiteral("PORT"), QString::number(net::kDefaultPort));
    const QCommandLineOption bind({ QStringLiteral("b"), QStringLiteral("bind") },
                                  QStringLiteral("The address to listen on (default: every address)."), QStringLiteral("ADDR"));
    const QCommandLineOption data({ QStringLiteral("d"), QStringLiteral("data") },
                                  QStringLiteral("Where the tables are saved (default: %1).")
                                      .arg(QDir::toNativeSeparators(
                                          QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
                                          + QStringLiteral("/felt-server"))),
                                  QStringLiteral("DIR"));
    const QCommandLineOption botDelay(QStringLiteral("bot-delay"),
                                      QStringLiteral("How long a computer player's move stays in view, in milliseconds (default 700)."),
                                      QStringLiteral("MS"), QStringLiteral("700"));
    const QCommandLineOption maxFrames(QStringLiteral("max-frames"),
                                       QStringLiteral("Messages a second one connection may send (default 20, the contract's; "
                                                      "raise it only for load tests)."),
                                       QStringLiteral("N"), QString::number(net::kMaxFramesPerSecond));
    const QCommandLineOption noPublish(QStringLiteral("no-publish"),
                                       QStringLiteral("Do not list tables that wait for players on the local network (DNS-SD)."));
    const QCommandLineOption tlsCert(QStringLiteral("tls-cert"),
                                     QStringLiteral("Speak wss:// (TLS) only, with this certificate (a PEM file; more "
                                                    "certificates after the first are its chain). Needs --tls-key. "
                                                    "Invite links to its tables are felts://HOST:PORT/CODE."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption tlsKey(QStringLiteral("tls-key"),
                                    QStringLiteral("The certificate's private key (a PEM file, not encrypted)."), QStringLiteral("FILE"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("Threads the tables are spread over, each table with its connections on "
                                                    "one (default: one per core, here %1; 1 with --tls-cert).")
                                         .arg(defaultThreads()),
                                     QStringLiteral("N"));
    const QCommandLineOption maxConnections(QStringLiteral("max-connections"),
                                            QStringLiteral("Connections held at once; more are refused (default: three "
                                                           "quarters of the open-file limit, less 256; here %1).")
                                                .arg(defaultMaxConnections(fileLimit)),
                                            QStringLiteral("N"));
    const QCommandLineOption maxTables(QStringLiteral("max-tables"),
                                       QStringLiteral("Tables held at once; a create beyond is answered \"full\" (default: "
                                                      "half the connections, here %1).")
                                           .arg(defaultMaxConnections(fileLimit) / 2),
                                       QStringLiteral("N"));
    const QCommandLineOption codePrefix(QStringLiteral("code-prefix"),
                                        QStringLiteral("Every table code begins with P (one or two characters of the codes' "
                                                       "alphabet), so that a proxy can send /t/CODE to this server."),
                                        QStringLiteral("P"));
    parser.addOptions({ port, bind, data, botDelay, maxFrames, noPublish, tlsCert, tlsKey, threads, maxConnections, maxTables,
                        codePrefix });
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(parser.errorText() + QStringLiteral(" (see felt-server --help)"), 2);
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("felt-server %s\n", FELT_VERSION);
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument: %1 (see felt-server --help)").arg(parser.positionalArguments().first()), 2);

    bool ok = false;
    const uint portNumber = parser.value(port).toUInt(&ok);
    if (!ok || portNumber > 65535)
        return fail(QStringLiteral("--port takes a number from 0 to 65535"), 2);
    QHostAddress address = QHostAddress::Any;
    if (parser.isSet(bind) && !address.setAddress(parser.value(bind)))
        return fail(QStringLiteral("--bind takes an IP address, not %1").arg(parser.value(bind)), 2);
    const int delay = parser.value(botDelay).toInt(&ok);
    if (!ok || delay < 0 || delay > 60000)
        return fail(QStringLiteral("--bot-delay takes a number of milliseconds from 0 to 60000"), 2);
    const int frames = parser.value(maxFrames).toInt(&ok);
    if (!ok || frames < 1 || frames > 1000000)
        return fail(QStringLiteral("--max-frames takes a number from 1 to 1000000"), 2);
    int threadCount = defaultThreads();
    if (parser.isSet(threads)) {
        threadCount = parser.value(threads).toInt(&ok);
        if (!ok || threadCount < 1 || threadCount > 64)
            return fail(QStringLiteral("--threads takes a number from 1 to 64"), 2);
    }
    int connectionLimit = defaultMaxConnections(fileLimit);
    if (parser.isSet(maxConnections)) {
        connectionLimit = parser.value(maxConnections).toInt(&ok);
        if (!ok || connectionLimit < 1 || connectionLimit > 10000000)
            return fail(QStringLiteral("--max-connections takes a number from 1 to 10000000"), 2);
    }
    int tableLimit = defaultMaxConnections(fileLimit) / 2;
    if (parser.isSet(maxTables)) {
        tableLimit = parser.value(maxTables).toInt(&ok);
        if (!ok || tableLimit < 1 || tableLimit > 10000000)
            return fail(QStringLiteral("--max-tables takes a number from 1 to 10000000"), 2);
    }
    const QString prefix = parser.value(codePrefix).trimmed().toUpper();
    if (parser.isSet(codePrefix) && !net::isCodePrefix(prefix))
        return fail(QStringLiteral("--code-prefix takes one or two characters of %1").arg(QLatin1String(net::kCodeAlphabet)), 2);
    // TLS: both files, readable, and working together; checked before anything else starts.
    std::optional<QSslConfiguration> tls;
    if (parser.isSet(tlsCert) != parser.isSet(tlsKey))
        return fail(QStringLiteral("--tls-cert and --tls-key go together (see felt-server --help)"), 2);
    if (parser.isSet(tlsCert)) {
        QString why;
        tls = net::loadServerTls(parser.value(tlsCert), parser.value(tlsKey), &why);
        if (!tls)
            return fail(QStringLiteral("TLS: %1").arg(why), 1);
    }
    QString dir = parser.value(data);
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/felt-server");
    if (!QDir().mkpath(dir))
        return fail(QStringLiteral("cannot make the data folder %1").arg(dir), 1);
    // One server per data folder.
    QLockFile lock(QDir(dir).absoluteFilePath(QStringLiteral("felt-server.lock")));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(100))
        return fail(QStringLiteral("another felt-server uses the data folder %1").arg(dir), 1);

    qInstallMessageHandler(messages);
    std::signal(SIGPIPE, SIG_IGN);
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) == 0) {
        std::signal(SIGTERM, onSignal);
        std::signal(SIGINT, onSignal);
        std::signal(SIGHUP, onSignal);
    }
    QSocketNotifier signalNotifier(g_signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&signalNotifier, &QSocketNotifier::activated, &app, [] {
        char c = 0;
        [[maybe_unused]] const ssize_t n = ::read(g_signalPipe[0], &c, 1);
        logLine(QStringLiteral("stopping (signal); the tables are saved"));
        QCoreApplication::quit();
    });

    net::HubConfig config;
    config.serverName = QStringLiteral("felt-server %1").arg(QStringLiteral(FELT_VERSION));
    config.dataDir = dir;
    config.allowCreate = true;
    config.botDelayMs = delay;
    config.maxFramesPerSecond = frames;
    config.maxTables = tableLimit;
    config.codePrefix = prefix;
    // TLS goes through Qt's TLS server, on one thread.
    config.threads = tls ? 1 : threadCount;
    // The tables' journals stay open as far as the descriptors the connections leave allow.
    config.maxOpenJournals = static_cast<int>(std::clamp<long>(fileLimit - connectionLimit - 256, 16, 1L << 20));
    net::NetServer server(config);
    server.setMaxConnections(connectionLimit);
    if (tls)
        server.setTls(*tls);
    QObject::connect(&server, &net::NetServer::logLine, logLine);   // from any hub's thread (one fprintf a line)
    const int resumed = server.restore();
    QString error;
    if (!server.listen(address, static_cast<quint16>(portNumber), &error))
        return fail(QStringLiteral("cannot listen on %1 port %2: %3").arg(address.toString()).arg(portNumber).arg(error), 1);
    logLine(QStringLiteral("listening on %1 port %2 (felt-net/1%5); tables in %3; %4 resumed")
                .arg(address.toString())
                .arg(server.port())
                .arg(QDir(dir).absolutePath())
                .arg(resumed)
                .arg(tls ? QStringLiteral(" over wss:// only, certificate SHA-256 %1")
                               .arg(net::certificateFingerprint(tls->localCertificate()))
                         : QString()));
    logLine(QStringLiteral("%1 thread%2; at most %3 connections and %4 tables (open files: %5)%6")
                .arg(config.threads)
                .arg(config.threads == 1 ? QString() : QStringLiteral("s"))
                .arg(connectionLimit)
                .arg(tableLimit)
                .arg(fileLimit)
                .arg(prefix.isEmpty() ? QString() : QStringLiteral("; table codes begin with %1").arg(prefix)));

    // The tables that wait for people are listed on the local network.
    std::unique_ptr<net::Discovery> discovery;
    if (!parser.isSet(noPublish)) {
        discovery = std::make_unique<net::Discovery>();
        QObject::connect(discovery.get(), &net::Discovery::availabilityChanged, &app, [&discovery] {
            logLine(discovery->available() ? QStringLiteral("DNS-SD: listing tables on the local network")
                                           : QStringLiteral("DNS-SD: not available (%1)").arg(discovery->problem()));
        });
        for (net::NetHub *hub : server.hubs())
            net::publishTables(discovery.get(), hub, server.port(), server.isSecure());
    }
#ifdef __GLIBC__
    // What tables that closed or were dealt again gave back goes back to the system (free
    // pages inside the heap too, not only at its top), once a minute.
    QTimer trim;
    QObject::connect(&trim, &QTimer::timeout, [] { malloc_trim(0); });
    trim.start(60000);
#endif
    const int status = QCoreApplication::exec();
    logLine(QStringLiteral("stopped"));
    return status;
}
