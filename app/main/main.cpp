// felt: the app. Options first (no display needed for --help/--version), then translations,
// the App singleton and the QML table; --screenshot hands over to the screenshot runner.
#include "instance.h"
#include "options.h"
#include "scenegraph.h"
#include "screenshot.h"

#include "appcontroller.h"
#include "carddecks.h"
#include "language.h"
#include "settings.h"
#include "storage.h"

#include <QGuiApplication>
#include <QDir>
#include <QIcon>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>

#include <algorithm>
#include <cstdio>
#include <optional>

#ifndef FELT_VERSION
#define FELT_VERSION "0.0.0"
#endif

namespace {

// felt --game G's new game: its seats and deal number (-1: a new one).
struct CommandLineGame {
    QVariantList seats;
    double seed = -1;
};

// The new game of options.game for felt --game, or nothing with `why` set.
std::optional<CommandLineGame> commandLineGame(AppController &app, const AppOptions &options, QString *why)
{
    const QList<GameEntry> games = app.catalog()->games();
    const auto game = std::find_if(games.begin(), games.end(), [&](const GameEntry &g) { return g.id == options.game; });
    if (game == games.end()) {
        *why = QStringLiteral("unknown game \"%1\"").arg(options.game);
        return std::nullopt;
    }
    if (!game->playable) {
        *why = QStringLiteral("%1 cannot be played in this version yet").arg(options.game);
        return std::nullopt;
    }
    const int lo = game->minPlayers;
    const int hi = game->maxPlayers;
    const int players = options.playersGiven ? std::clamp(options.players, lo, hi) : std::clamp(4, lo, hi);
    static const char *names[] = { "Ada", "Bruno", "Cleo", "Dora", "Emil", "Frida", "Gus", "Hanne" };
    QVariantList seats;
    for (int i = 0; i < players; ++i)
        seats.append(QVariantMap { { QStringLiteral("name"), i == 0 ? AppController::defaultPlayerName() : QString::fromLatin1(names[i]) },
                                   { QStringLiteral("kind"), i == 0 ? QStringLiteral("human") : QStringLiteral("normal") } });
    return CommandLineGame { seats, options.seedGiven ? static_cast<double>(options.seed) : -1.0 };
}

// What a second Felt on the same data folder asks the first to do: {game, players, seed}
// for --game, {join} for a table to join, {} to come forward.
QVariantMap requestOf(const AppOptions &options)
{
    QVariantMap request;
    if (!options.learn.isEmpty())
        request.insert(QStringLiteral("learn"), options.learn);
    if (!options.game.isEmpty()) {
        request.insert(QStringLiteral("game"), options.game);
        if (options.playersGiven)
            request.insert(QStringLiteral("players"), options.players);
        if (options.seedGiven)
            request.insert(QStringLiteral("seed"), static_cast<double>(options.seed));
    }
    if (!options.join.isEmpty())
        request.insert(QStringLiteral("join"), options.join);
    return request;
}

AppOptions optionsOf(const QVariantMap &request)
{
    AppOptions o;
    o.game = request.value(QStringLiteral("game")).toString();
    o.learn = request.value(QStringLiteral("learn")).toString();
    o.playersGiven = request.contains(QStringLiteral("players"));
    o.players = request.value(QStringLiteral("players")).toInt();
    o.seedGiven = request.contains(QStringLiteral("seed"));
    o.seed = static_cast<quint64>(request.value(QStringLiteral("seed")).toDouble());
    o.join = request.value(QStringLiteral("join")).toString();
    return o;
}

// The window acts on a command line's request: a new game or a table to join, through the
// window's question when an unfinished game would be replaced.
void actOn(QObject *window, AppController &controller, const AppOptions &options)
{
    if (!options.game.isEmpty()) {
        QString why;
        if (const std::optional<CommandLineGame> game = commandLineGame(controller, options, &why))
            QMetaObject::invokeMethod(window, "askToReplace", Q_ARG(QVariant, options.game), Q_ARG(QVariant, game->seats),
                                      Q_ARG(QVariant, game->seed));
        else
            std::fprintf(stderr, "felt: --game: %s\n", qPrintable(why));
    }
    if (!options.join.isEmpty())
        QMetaObject::invokeMethod(window, "joinTable", Q_ARG(QVariant, options.join));
    if (!options.learn.isEmpty())
        QMetaObject::invokeMethod(window, "learn", Q_ARG(QVariant, options.learn));
}

} // namespace

int main(int argc, char *argv[])
{
    // (felt's short-lived copy that tells which OpenGL the display offers: scenegraph.h.)
    if (const int probed = scenegraph::probeMain(argc, argv); probed >= 0)
        return probed;
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    QString error;
    const std::optional<AppOptions> options = parseOptions(arguments, &error);
    if (!options) {
        std::fprintf(stderr, "felt: %s\n", qPrintable(error));
        return 2;
    }
    if (options->help) {
        std::fputs(qPrintable(helpText()), stdout);
        return 0;
    }
    if (options->version) {
        std::printf("felt %s\n", FELT_VERSION);
        return 0;
    }

    // The decks are looked up before any window: --list-decks and a wrong --deck need no display.
    if (options->listDecks || !options->deck.isEmpty()) {
        QCoreApplication core(argc, argv);
        if (options->listDecks) {
            for (const CardDeck &d : carddecks::all())
                std::printf("%s\t%s\n", qPrintable(d.id), qPrintable(d.name));
            // The ones left out, and why, where a person looking for a deck sees it.
            for (const auto &[deck, why] : carddecks::refused())
                std::fprintf(stderr, "felt: not offered: %s (%s): %s\n", qPrintable(deck.id), qPrintable(deck.file), qPrintable(why));
            return 0;
        }
        if (!carddecks::find(options->deck)) {
            std::fprintf(stderr, "felt: --deck: no deck \"%s\" is installed (felt --list-decks lists them)\n",
                         qPrintable(options->deck));
            return 2;
        }
    }

    // No display name of its own: the platform adds the display name, where one is set, to every
    // window title ("Felt — Shithead — Felt"); the window's title names the app itself
    // (Main.qml). applicationDisplayName() still answers "Felt", the application's name.
    QGuiApplication::setApplicationName(QStringLiteral("Felt"));
    QGuiApplication::setApplicationVersion(QStringLiteral(FELT_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.felt.felt"));
    QGuiApplication app(argc, argv);
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/qt/qml/FeltTable/icons/io.felt.felt.svg")));
    // The language: --lang for this run, else the setting, else the system's.
    language::apply(options->language.isEmpty() ? Settings::storedLanguage() : options->language);
    QQuickStyle::setStyle(QStringLiteral("Universal"));
    // Qt Quick's software renderer where OpenGL would run on the CPU anyway (scenegraph.h).
    scenegraph::choose();

    // One Felt per data folder: a second one hands its request to the first and exits, so
    // nothing of the first one's is overwritten (instance.h). Screenshots touch no data.
    Instance instance(Storage::defaultDir());
    if (options->screenshot.isEmpty() && !instance.claim()) {
        const QString dir = QDir::toNativeSeparators(Storage::defaultDir());
        QString why;
        if (instance.handOver(requestOf(*options), &why)) {
            std::fprintf(stderr, "felt: Felt is already running on the data folder %s; its window was brought forward%s\n",
                         qPrintable(dir), requestOf(*options).isEmpty() ? "" : " and asked to do this");
            return 0;
        }
        std::fprintf(stderr, "felt: Felt is already running on the data folder %s (%s holds its lock) and could not be "
                             "reached (%s); nothing was started\n",
                     qPrintable(dir), qPrintable(QDir::toNativeSeparators(instance.lockPath())), qPrintable(why));
        return 1;
    }
    // From now on a later Felt reaches this one; what it asks is acted on once the window is
    // up (its requests wait for the event loop).
    if (options->screenshot.isEmpty())
        instance.listen();

    AppController controller(QString(), nullptr,
                             options->screenshot.isEmpty() ? AppController::Mode::Normal : AppController::Mode::Screenshot);

    if (!options->deck.isEmpty())
        controller.settings()->look()->useDeckForThisRun(options->deck);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);

    if (!options->screenshot.isEmpty()) {
        Screenshot shot(*options, controller, engine);
        if (!shot.start())
            return 1;
        return app.exec();
    }
    // felt --game G: a new game's table at once (the person at the bottom, computer players in
    // the other seats); while a game is unfinished, only once the person says yes to the
    // window's question (asked first thing).
    bool ask = false;
    if (!options->game.isEmpty()) {
        QString why;
        const std::optional<CommandLineGame> game = commandLineGame(controller, *options, &why);
        if (game && controller.canResume())
            ask = true;
        else if (game && !controller.newGame(options->game, game->seats, {}, game->seed))
            why = controller.session()->play()->message();
        if (!why.isEmpty()) {
            std::fprintf(stderr, "felt: --game: %s\n", qPrintable(why));
            return 2;
        }
    }
    // felt --learn GAME[:N]: the lesson's table at once (a saved game stays saved).
    if (!options->learn.isEmpty() && !controller.learn(options->learn)) {
        std::fprintf(stderr, "felt: --learn: %s\n", qPrintable(controller.session()->play()->message()));
        return 2;
    }
    // felt felt://HOST:PORT/CODE, felt --join CODE@HOST: the window opens on the table waiting
    // for its people (or on the join page with the table's answer); with an unfinished game
    // saved, once the person says yes; never having given a name, on the join page.
    if (!options->join.isEmpty()) {
        // A name never given (a fresh install): the join page asks for it first, once.
        if (controller.canResume() || !AppController::hasPlayerName())
            ask = true;
        else
            controller.network()->joining()->join(options->join, AppController::playerName());
    }
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/FeltTable/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    QObject *window = engine.rootObjects().constFirst();
    if (ask)
        actOn(window, controller, *options);
    // A later Felt on the same data folder: this window comes forward and does what it asked.
    QObject::connect(&instance, &Instance::requested, window, [window, &controller](const QVariantMap &request) {
        if (auto *quick = qobject_cast<QQuickWindow *>(window)) {
            quick->setWindowStates(quick->windowStates() & ~Qt::WindowMinimized);
            quick->show();
            quick->raise();
            quick->requestActivate();
        }
        actOn(window, controller, optionsOf(request));
    });
    return app.exec();
}
