// felt-cli play --game G --players N [--seats a,b,...] [--games M] [--seed S] [--options JSON] [--jobs J]
#include "cli.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"


#include <cstdint>
#include <string>

namespace felt::cli {

namespace {

constexpr int kMaxGames = 1000000000;

QString idText(std::string_view id)
{
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace

QString playUsage()
{
    return QStringLiteral("felt-cli play --game G --players N [--seats K,K,...] [--games M] [--seed S] [--options JSON] [--jobs J]");
}

QString playHelp()
{
    QString games;
    for (const GameSpec &spec : gameSpecs()) {
        if (!spec.available || !spec.create || !spec.playMatch)
            continue;
        games += QStringLiteral("  %1: %2 to %3 players; options and defaults: %4\n")
                     .arg(idText(spec.id))
                     .arg(spec.minPlayers)
                     .arg(spec.maxPlayers)
                     .arg(QString::fromUtf8(writeJson(defaultOptions(spec),
                                                      JsonStyle::Compact)));
    }
    return QStringLiteral(
               "Usage: %1\n"
               "\n"
               "Plays bot-only games and prints a JSON summary: games, seats (per seat its kind and\n"
               "results: wins, losses, places, meanPlace, and the mean score or penalties where the\n"
               "game has them), decisionMs (per bot level: decisions, median, p95 and max),\n"
               "gamesPerSecond and actionsPerSecond. The decision times are summarised in a\n"
               "fixed-size histogram: decisions and max are exact, median and p95 within 1 %.\n"
               "\n"
               "Where players may act without being waited for (shaftmount with\n"
               "--options '{\"calls\": \"manual\"}': taps, counts), every seat that may is offered\n"
               "the chance after each action, in seat order from the left of the seat that acted,\n"
               "before the player on turn goes on; each bot decides from its own generator (random:\n"
               "any of its calls or none, uniformly). The summary then ends with calls: per level,\n"
               "exposed, falseClaims and overLimit (the exposed cards on its seats' sequences, its\n"
               "false claims, its hands over the limit: count, unnoticed and their share) and made\n"
               "(the taps, challenges and counts it made).\n"
               "\n"
               "Options:\n"
               "  --game G        the game to play (required)\n"
               "  --players N     the number of seats (required)\n"
               "  --seats K,...   one seat kind per seat: random (uniform over the legal actions), easy,\n"
               "                  normal, hard, or oracle (the hard player's search given the true\n"
               "                  state instead of samples of what it cannot see: a measure of the\n"
               "                  game's ceiling, offered only here and in arena, never at a table);\n"
               "                  default: all random\n"
               "  --games M       how many games (default 1); game g is dealt with seed S + g\n"
               "  --seed S        the first deal's seed (default 1); S + M - 1 must stay within\n"
               "                  18446744073709551615\n"
               "  --options JSON  the game's options as a JSON object, e.g. '{\"jokers\": true}'\n"
               "  --jobs J        threads to play on (default 1, at most %2)\n"
               "  --help          show this text\n"
               "\n"
               "Games:\n"
               "%3")
        .arg(playUsage())
        .arg(kMaxJobs)
        .arg(games);
}

int playCommand(const QStringList &args)
{
    const QString command = QStringLiteral("play");
    const QString usage = playUsage();
    auto bad = [&](const QString &problem) { return usageError(command, problem, usage); };

    QString gameId;
    QString playersText, seatsText, gamesText, seedText, optionsText, jobsText;
    bool haveGame = false, havePlayers = false, haveSeats = false, haveGames = false, haveSeed = false,
         haveOptions = false, haveJobs = false;
    const Flag known[] = {
        { "--game", &gameId, &haveGame },
        { "--players", &playersText, &havePlayers },
        { "--seats", &seatsText, &haveSeats },
        { "--games", &gamesText, &haveGames },
        { "--seed", &seedText, &haveSeed },
        { "--options", &optionsText, &haveOptions },
        { "--jobs", &jobsText, &haveJobs },
    };

    // --help wins wherever it stands.
    for (const QString &arg : args) {
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printOut(playHelp().toUtf8());
            return kExitOk;
        }
    }
    if (const QString problem = readFlags(args, known); !problem.isEmpty())
        return bad(problem);
    // Checked in the order of the usage line, so that one call reports one problem.
    if (!haveGame)
        return bad(QStringLiteral("--game is missing"));
    if (!havePlayers)
        return bad(QStringLiteral("--players is missing"));
    // Now the values.
    for (const Flag &flag : known)
        if (*flag.given && flag.value->isEmpty())
            return bad(QStringLiteral("%1 needs a value").arg(QLatin1String(flag.name)));

    const QByteArray gameUtf8 = gameId.toUtf8();
    const GameSpec *spec = findGame(std::string_view(gameUtf8.constData(), static_cast<std::size_t>(gameUtf8.size())));
    if (!spec)
        return bad(setupErrorText(SetupError { SetupProblem::UnknownGame, gameId.toStdString() }));
    if (!spec->available || !spec->playMatch)
        return fail(setupErrorText(SetupError { SetupProblem::GameNotAvailable, gameId.toStdString() }));

    MatchConfig config;
    qint64 number = 0;
    const int maxPlayers = std::min(spec->maxPlayers, kMaxSeats);
    if (!parseCount(playersText, spec->minPlayers, maxPlayers, &number))
        return bad(QStringLiteral("--players must be a whole number from %1 to %2 for %3")
                       .arg(spec->minPlayers)
                       .arg(maxPlayers)
                       .arg(gameId));
    config.players = static_cast<int>(number);

    if (haveSeats) {
        if (const QString problem = parseSeatKinds(seatsText, &config.seats); !problem.isEmpty())
            return bad(problem);
        if (static_cast<int>(config.seats.size()) != config.players)
            return bad(QStringLiteral("--seats names %1 seats for %2 players").arg(config.seats.size()).arg(config.players));
    } else {
        config.seats.assign(static_cast<std::size_t>(config.players), BotLevel::Random);
    }

    if (haveGames) {
        if (!parseCount(gamesText, 1, kMaxGames, &number))
            return bad(QStringLiteral("--games must be a whole number from 1 to %1").arg(kMaxGames));
        config.games = static_cast<int>(number);
    }

    if (const QString problem = readRunFlags(known, config.games, QStringLiteral("--games"), QStringLiteral("game"), &config.seed,
                                             &config.jobs, &config.options);
        !problem.isEmpty())
        return bad(problem);

    return printSummary(spec->playMatch(config), bad);
}

} // namespace felt::cli
