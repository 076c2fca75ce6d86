// felt-cli arena --game G --players N --levels A,B|--seats K,K,... [--deals D] [--seed S] [--options JSON] [--jobs J]
#include "cli.h"

#include "json.h"
#include "texts.h"

#include "core/arena.h"
#include "core/registry.h"


#include <cstdint>
#include <string>

namespace felt::cli {

namespace {

constexpr int kMaxDeals = 100000;
constexpr int kDefaultDeals = 100;

QString idText(std::string_view id)
{
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace

QString arenaUsage()
{
    return QStringLiteral("felt-cli arena --game G --players N --levels A,B|--seats K,K,... [--deals D] [--seed S] [--options JSON] [--jobs J]");
}

QString arenaHelp()
{
    QString games;
    for (const GameSpec &spec : gameSpecs()) {
        if (!spec.available || !spec.create || !spec.playArena)
            continue;
        games += QStringLiteral("  %1: %2 to %3 players\n")
                     .arg(idText(spec.id))
                     .arg(std::max(spec.minPlayers, 2))
                     .arg(std::min(spec.maxPlayers, kMaxSeats));
    }
    return QStringLiteral(
               "Usage: %1\n"
               "\n"
               "Measures one bot level against another on duplicate deals: level A sits in one seat\n"
               "and level B in the other N - 1. Every deal is played N times, with A in each seat in\n"
               "turn and the same deal (and the same bots' random generator) every time, so the luck\n"
               "of the cards falls on every seat once. Deal d is dealt with seed S + d and each of its\n"
               "games is the game `felt-cli play --seed S+d --games 1` plays with those seats.\n"
               "\n"
               "Prints one JSON object: game, players, deals, games (deals x players), seed,\n"
               "unfinished (only when a game hit the action limit; its deal is left out of the\n"
               "means), cooperative, then\n"
               "  a: level, seats (1), meanPlace (1 = first) with ci95, winRate with winRateCi95, and\n"
               "     bySeat: for each seat A sat in, its games, wins and meanPlace;\n"
               "  b: level, seats (N - 1), meanPlace with ci95, winRate (per B seat);\n"
               "  placeDifference: A's mean place minus B's, paired per deal (negative: A is better);\n"
               "  decisionMs: per level, decisions, median, p95 and max (as play: a fixed-size\n"
               "     histogram, median and p95 within 1 %);\n"
               "  actions, seconds;\n"
               "  calls: shaftmount with calls \"manual\" only, as `felt-cli play --help` describes.\n"
               "Means and intervals are taken over per-deal means (the N rotations of a deal are one\n"
               "sample): mean +- 1.96 * sd / sqrt(deals). For a co-operative game (the table wins or\n"
               "loses together) places mean nothing: `table` gives the win rate of tables with A\n"
               "and its ci95 instead, and a's bySeat counts the games won with A in each seat;\n"
               "compare with --levels B,B.\n"
               "\n"
               "With --seats K,K,... instead of --levels, the whole seating rotates: in the deal's\n"
               "game r the kind at position p sits in seat (p + r) mod N (--levels A,B is the\n"
               "seating A,B,...,B). The summary then has, after cooperative:\n"
               "  seating: the kinds by position;\n"
               "  positions: per position, its level, meanPlace with ci95, and winRate: how a seat\n"
               "     does with those neighbours, the luck of the seats taken out;\n"
               "  levels: per kind (in the order of first appearance), its seats, meanPlace with\n"
               "     ci95 and winRate;\n"
               "  placeDifference: with exactly two kinds, the first's mean place minus the\n"
               "     second's, paired per deal, with their names in levels;\n"
               "  decisionMs, actions, seconds as above; a co-operative game gives table instead\n"
               "     of positions, levels and placeDifference.\n"
               "\n"
               "Options:\n"
               "  --game G        the game to play (required)\n"
               "  --players N     the number of seats, at least 2 (required)\n"
               "  --levels A,B    two seat kinds: random, easy, normal, hard or oracle (the hard\n"
               "                  player's search given the true state: a measure of the game's\n"
               "                  ceiling, offered only here and in play)\n"
               "  --seats K,...   one seat kind per seat, the seating to rotate (instead of --levels)\n"
               "  --deals D       how many deals (default %2, at most %3)\n"
               "  --seed S        the first deal's seed (default 1); S + D - 1 must stay within\n"
               "                  18446744073709551615\n"
               "  --options JSON  the game's options as a JSON object, e.g. '{\"jokers\": true}'\n"
               "  --jobs J        threads to play on (default 1, at most %4); the results do not\n"
               "                  depend on it, only the times do\n"
               "  --help          show this text\n"
               "\n"
               "Games:\n"
               "%5")
        .arg(arenaUsage())
        .arg(kDefaultDeals)
        .arg(kMaxDeals)
        .arg(kMaxJobs)
        .arg(games);
}

int arenaCommand(const QStringList &args)
{
    const QString command = QStringLiteral("arena");
    const QString usage = arenaUsage();
    auto bad = [&](const QString &problem) { return usageError(command, problem, usage); };

    QString gameId;
    QString playersText, levelsText, seatsText, dealsText, seedText, optionsText, jobsText;
    bool haveGame = false, havePlayers = false, haveLevels = false, haveSeats = false, haveDeals = false, haveSeed = false,
         haveOptions = false, haveJobs = false;
    const Flag known[] = {
        { "--game", &gameId, &haveGame },
        { "--players", &playersText, &havePlayers },
        { "--levels", &levelsText, &haveLevels },
        { "--seats", &seatsText, &haveSeats },
        { "--deals", &dealsText, &haveDeals },
        { "--seed", &seedText, &haveSeed },
        { "--options", &optionsText, &haveOptions },
        { "--jobs", &jobsText, &haveJobs },
    };

    if (asksForHelp(args)) {
        printOut(arenaHelp().toUtf8());
        return kExitOk;
    }
    if (const QString problem = readFlags(args, known); !problem.isEmpty())
        return bad(problem);
    // Checked in the order of the usage line, so that one call reports one problem.
    if (!haveGame)
        return bad(QStringLiteral("--game is missing"));
    if (!havePlayers)
        return bad(QStringLiteral("--players is missing"));
    if (!haveLevels && !haveSeats)
        return bad(QStringLiteral("--levels is missing (or --seats)"));
    if (haveLevels && haveSeats)
        return bad(QStringLiteral("--levels and --seats cannot both be given"));
    for (const Flag &flag : known)
        if (*flag.given && flag.value->isEmpty())
            return bad(QStringLiteral("%1 needs a value").arg(QLatin1String(flag.name)));

    const QByteArray gameUtf8 = gameId.toUtf8();
    const GameSpec *spec = findGame(std::string_view(gameUtf8.constData(), static_cast<std::size_t>(gameUtf8.size())));
    if (!spec)
        return bad(setupErrorText(SetupError { SetupProblem::UnknownGame, gameId.toStdString() }));
    if (!spec->available || !spec->playArena)
        return fail(setupErrorText(SetupError { SetupProblem::GameNotAvailable, gameId.toStdString() }));

    ArenaConfig config;
    qint64 number = 0;
    const int minPlayers = std::max(spec->minPlayers, 2);
    const int maxPlayers = std::min(spec->maxPlayers, kMaxSeats);
    if (!parseCount(playersText, minPlayers, maxPlayers, &number))
        return bad(QStringLiteral("--players must be a whole number from %1 to %2 for %3")
                       .arg(minPlayers)
                       .arg(maxPlayers)
                       .arg(gameId));
    config.players = static_cast<int>(number);

    if (haveLevels) {
        std::vector<BotLevel> levels;
        if (const QString problem = parseSeatKinds(levelsText, &levels); !problem.isEmpty())
            return bad(problem);
        if (levels.size() != 2)
            return bad(QStringLiteral("--levels needs two seat kinds, A,B, not %1").arg(quoted(levelsText)));
        config.a = levels[0];
        config.b = levels[1];
    } else {
        if (const QString problem = parseSeatKinds(seatsText, &config.seating); !problem.isEmpty())
            return bad(problem);
        if (static_cast<int>(config.seating.size()) != config.players)
            return bad(QStringLiteral("--seats names %1 seats for %2 players").arg(config.seating.size()).arg(config.players));
    }

    config.deals = kDefaultDeals;
    if (haveDeals) {
        if (!parseCount(dealsText, 1, kMaxDeals, &number))
            return bad(QStringLiteral("--deals must be a whole number from 1 to %1").arg(kMaxDeals));
        config.deals = static_cast<int>(number);
    }

    if (const QString problem = readRunFlags(known, config.deals, QStringLiteral("--deals"), QStringLiteral("deal"), &config.seed,
                                             &config.jobs, &config.options);
        !problem.isEmpty())
        return bad(problem);

    return printSummary(spec->playArena(config), bad);
}

} // namespace felt::cli
