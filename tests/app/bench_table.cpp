// felt-bench-table: how long the table of one screen takes to follow an action (a benchmark,
// not a test; README.md's speed section gives its figures and command).
//
// 1. A person's act: a local four-player Shithead table with four people at one screen (every
//    action is a person's; the privacy screen is lifted between them as the device passes).
//    The time from the table's act (play.act, as the table's QML calls it) to the table's
//    models updated (the cards model and the facets rebuilt; LocalHost applies at once, so
//    this is the whole act call); the median and p95 over --actions actions.
// 2. The app's CPU per bot action: four `normal` computer players without a pause, the whole
//    process's CPU time (bots, host and table) over the number of actions.
//
// Usage: felt-bench-table [--actions N] [--bot-actions N]
#include "appcontroller.h"
#include "gamesession.h"
#include "tablecardsmodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>

namespace {

QVariantList seatsOf(const char *kind)
{
    QVariantList list;
    for (const char *name : { "Anna", "Bert", "Cleo", "Dan" })
        list.append(QVariantMap { { QStringLiteral("name"), QString::fromLatin1(name) },
                                  { QStringLiteral("kind"), QString::fromLatin1(kind) } });
    return list;
}

double cpuSeconds()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec)
        + static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// A person's random legal action, plays before pickups so that games end.
QString choose(const QStringList &legal, QRandomGenerator &rng)
{
    if (legal.contains(QStringLiteral("ready")))
        return QStringLiteral("ready");
    QStringList plays;
    for (const QString &a : legal)
        if (a != QLatin1String("pickup"))
            plays.append(a);
    const QStringList &from = plays.isEmpty() ? legal : plays;
    return from.at(static_cast<int>(rng.bounded(static_cast<quint32>(from.size()))));
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication qapp(argc, argv);
    int actions = 1000;
    int botActions = 3000;
    const QStringList args = qapp.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--actions"))
            actions = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--bot-actions"))
            botActions = args.at(i + 1).toInt();
    }
    QTemporaryDir dir;
    QStandardPaths::setTestModeEnabled(true);
    qputenv("FELT_DATA_DIR", dir.path().toUtf8());

    AppController app { QString() };
    GameSession *session = app.session();
    session->setStorage(nullptr);   // the table's cost, not the autosave's
    session->cards()->setStageMs(0);
    int cardUpdates = 0;
    auto count = [&cardUpdates] { ++cardUpdates; };
    QObject::connect(session->cards(), &QAbstractItemModel::dataChanged, count);
    QObject::connect(session->cards(), &QAbstractItemModel::rowsInserted, count);
    QObject::connect(session->cards(), &QAbstractItemModel::rowsRemoved, count);
    QObject::connect(session->cards(), &QAbstractItemModel::modelReset, count);

    // 1. People's acts.
    QRandomGenerator rng(29);
    std::vector<double> micros;
    micros.reserve(static_cast<std::size_t>(actions));
    int games = 0;
    int withoutUpdate = 0;
    while (static_cast<int>(micros.size()) < actions) {
        if (!app.newGame(QStringLiteral("shithead"), seatsOf("human"), {}, 1000 + games)) {
            std::fprintf(stderr, "cannot start a game\n");
            return 1;
        }
        ++games;
        while (!session->board()->over() && static_cast<int>(micros.size()) < actions) {
            if (session->screen()->privacy()) {
                session->screen()->unlock();
                continue;
            }
            const QStringList legal = session->play()->legal();
            if (legal.isEmpty()) {
                std::fprintf(stderr, "nobody can act\n");
                return 1;
            }
            const QString action = choose(legal, rng);
            const int before = cardUpdates;
            QElapsedTimer t;
            t.start();
            const bool ok = session->play()->act(action);
            const qint64 ns = t.nsecsElapsed();
            if (!ok) {
                std::fprintf(stderr, "refused: %s\n", qPrintable(action));
                return 1;
            }
            withoutUpdate += cardUpdates == before ? 1 : 0;
            micros.push_back(static_cast<double>(ns) / 1000.0);
        }
    }
    std::printf("person's act to the table's models updated: %zu actions in %d games: median %.0f us, p95 %.0f us, "
                "max %.0f us (%d acts moved no card)\n",
                micros.size(), games, percentile(micros, 0.5), percentile(micros, 0.95),
                *std::max_element(micros.begin(), micros.end()), withoutUpdate);

    // 2. Computer players.
    session->setBotDelayMs(0);
    app.settings()->setBotDelayMs(0);
    int done = 0;
    const double cpu0 = cpuSeconds();
    QElapsedTimer wall;
    wall.start();
    int botGames = 0;
    while (done < botActions) {
        if (!app.newGame(QStringLiteral("shithead"), seatsOf("normal"), {}, 5000 + botGames)) {
            std::fprintf(stderr, "cannot start a bot game\n");
            return 1;
        }
        ++botGames;
        session->setBotDelayMs(0);
        if (!QTest::qWaitFor([&] { return session->board()->over(); }, 60000)) {
            std::fprintf(stderr, "a bot game did not end\n");
            return 1;
        }
        done += session->board()->actionCount();
    }
    const double cpu = cpuSeconds() - cpu0;
    std::printf("bots: %d actions in %d games, %.2f s CPU, %.2f s wall: %.0f us CPU per bot action\n", done, botGames,
                cpu, static_cast<double>(wall.elapsed()) / 1000.0, cpu * 1e6 / done);
    return 0;
}
