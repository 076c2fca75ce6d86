// felt-cli solve FILE|--seed N [--game G] [--budget NODES] [--memory MB]: can the table still
// win? For the games with a solver (GameSpec::defaultSolveBudget > 0).
#include "cli.h"

#include "json.h"
#include "record.h"
#include "texts.h"

#include "core/registry.h"

#include <QFile>

#include <chrono>
#include <string>

namespace felt::cli {

namespace {

constexpr qint64 kMaxBudget = 1000000000;
// --memory in MB: at least enough for a useful search, at most 64 GB.
constexpr qint64 kMinMemoryMB = 16;
constexpr qint64 kMaxMemoryMB = 65536;

QString idText(std::string_view id)
{
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

// The games that have a solver.
std::vector<const GameSpec *> solvable()
{
    std::vector<const GameSpec *> games;
    for (const GameSpec &spec : gameSpecs())
        if (spec.available && spec.create && spec.defaultSolveBudget > 0)
            games.push_back(&spec);
    return games;
}
} // namespace

QString solveUsage()
{
    return QStringLiteral("felt-cli solve FILE|--seed N [--game G] [--budget NODES] [--memory MB]");
}

QString solveHelp()
{
    return QStringLiteral(
               "Usage: %1\n"
               "\n"
               "Decides whether a game with a solver can still be won and prints one JSON object:\n"
               "  winnable  true, false, or null when the search did not finish within its limits\n"
               "  nodes     how much the search did (positions looked at)\n"
               "  seconds   how long it took\n"
               "  line      when winnable: action texts that win from the position, in order\n"
               "  limit     when winnable is null: \"nodes\" (the budget ran out) or \"memory\" (the\n"
               "            search's tables would have outgrown --memory)\n"
               "\n"
               "FILE is a record (felt-record/1, or - for standard input); its actions are applied\n"
               "first and the line continues from there. --seed N is deal N: the seeded deal with\n"
               "seed N, from the start, with the fewest players the game allows.\n"
               "\n"
               "Options:\n"
               "  --seed N        solve deal N instead of a record\n"
               "  --game G        with --seed: the game (default %2)\n"
               "  --budget NODES  the search's budget (default: the game's own, at most %4); with a\n"
               "                  bigger one fewer deals stay unknown, at the cost of time\n"
               "  --memory MB     the most the search's tables (the positions it has visited) may\n"
               "                  take, in megabytes (default: the game's own, from %5 to %6); the\n"
               "                  search stops with winnable null and limit \"memory\" rather than\n"
               "                  take more, whatever the budget\n"
               "  --help          show this text\n"
               "\n"
               "Games with a solver, and their default budgets and memory:\n"
               "%3"
               "\n"
               "A bad record exits with status 2 and one line on standard error, as replay does.\n")
        .arg(solveUsage())
        .arg(solvable().empty() ? QString() : idText(solvable().front()->id))
        .arg([] {
            QString list;
            for (const GameSpec *spec : solvable())
                list += QStringLiteral("  %1: %2 nodes, %3 MB\n")
                            .arg(idText(spec->id))
                            .arg(spec->defaultSolveBudget)
                            .arg(static_cast<qulonglong>(spec->defaultSolveMemory >> 20));
            return list;
        }())
        .arg(kMaxBudget)
        .arg(kMinMemoryMB)
        .arg(kMaxMemoryMB);
}

int solveCommand(const QStringList &args)
{
    const QString command = QStringLiteral("solve");
    auto bad = [&](const QString &problem) { return usageError(command, problem, solveUsage()); };
    if (asksForHelp(args)) {
        printOut(solveHelp().toUtf8());
        return kExitOk;
    }
    std::optional<quint64> seed;
    std::optional<qint64> budget;
    std::optional<qint64> memoryMB;
    QString seedText, gameId, budgetText, memoryText;
    bool seedGiven = false, gameGiven = false, budgetGiven = false, memoryGiven = false;
    const Flag known[] = {
        { "--seed", &seedText, &seedGiven, "a deal number" },
        { "--game", &gameId, &gameGiven, "a game" },
        { "--budget", &budgetText, &budgetGiven, "a number of nodes" },
        { "--memory", &memoryText, &memoryGiven, "a number of megabytes" },
    };
    QStringList files;
    if (const QString problem = readFlags(args, known, &files); !problem.isEmpty())
        return bad(problem);
    if (seedGiven) {
        std::uint64_t n = 0;
        if (!parseSeed(seedText, &n))
            return bad(QStringLiteral("--seed must be a whole number from 0 to 18446744073709551615"));
        seed = n;
    }
    if (budgetGiven) {
        qint64 n = 0;
        if (!parseCount(budgetText, 1, kMaxBudget, &n))
            return bad(QStringLiteral("--budget must be a whole number from 1 to %1").arg(kMaxBudget));
        budget = n;
    }
    if (memoryGiven) {
        qint64 n = 0;
        if (!parseCount(memoryText, kMinMemoryMB, kMaxMemoryMB, &n))
            return bad(QStringLiteral("--memory must be a whole number of megabytes from %1 to %2").arg(kMinMemoryMB).arg(kMaxMemoryMB));
        memoryMB = n;
    }
    if (files.size() > 1)
        return bad(QStringLiteral("only one FILE may be given"));
    const bool haveFile = files.size() == 1;
    const QString file = files.value(0);
    if (haveFile && seed)
        return bad(QStringLiteral("give either FILE or --seed, not both"));
    if (!haveFile && !seed)
        return bad(QStringLiteral("FILE or --seed is missing"));

    if (haveFile && !gameId.isEmpty())
        return bad(QStringLiteral("--game goes with --seed (a record names its game)"));

    std::unique_ptr<AnyGame> game;
    std::unique_ptr<AnyGame> start;   // the position the line starts from
    if (seed) {
        const GameSpec *spec = nullptr;
        if (gameId.isEmpty()) {
            spec = solvable().empty() ? nullptr : solvable().front();
        } else {
            const QByteArray id = gameId.toUtf8();
            spec = findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
            if (!spec || !spec->available)
                return bad(QStringLiteral("unknown game %1").arg(quoted(gameId)));
        }
        if (!spec || spec->defaultSolveBudget <= 0)
            return fail(QStringLiteral("felt-cli solve: %1 has no solver").arg(quoted(gameId)));
        auto built = spec->create(spec->minPlayers, Value::object(), *seed, nullptr);
        if (!built)
            return fail(QStringLiteral("felt-cli solve: %1").arg(setupErrorText(built.error())));
        game = std::move(*built);
    } else {
        const Expected<Record, QString> record = loadRecordArgument(file);
        if (!record)
            return fail(record.error());
        ReplayResult replayed = replay(*record);
        if (!replayed.ok())
            return fail(replayed.error);
        game = std::move(replayed.game);
        if (!game->canSolve())
            return fail(QStringLiteral("felt-cli solve: %1 is a %2 record; this game has no solver")
                            .arg(quoted(file), record->game));
    }
    const QString gameName = idText(game->gameId());
    const GameSpec *spec = findGame(game->gameId());

    const auto t0 = std::chrono::steady_clock::now();
    const Value result = game->solve(budget ? *budget : 0, memoryMB ? static_cast<std::size_t>(*memoryMB) << 20 : 0);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    // The line is checked by playing it: a line the game refuses is the solver's bug.
    const Value *winnable = result.find("winnable");
    const Value *nodes = result.find("nodes");
    const Value *steps = result.find("line");
    Value line = Value::array();
    if (winnable && winnable->isBool() && winnable->toBool() && steps) {
        const bool wasOver = game->isOver();
        std::unique_ptr<AnyGame> play = game->clone();
        for (std::size_t i = 0; i < steps->size(); ++i) {
            const std::string text = (*steps)[i].toString();
            const Seat seat = play->actors().first();
            const Reason why = play->apply(seat, text);
            if (why != Reason::Ok)
                return fail(QStringLiteral("felt-cli solve: internal error: the solver's line is refused at step %1 (%2: %3)")
                                .arg(i)
                                .arg(QString::fromStdString(text), QString::fromLatin1(reasonId(*spec, why).data())));
            line.push(text);
        }
        const Value outcome = play->result();
        const Value *won = outcome.find("won");
        if (!wasOver && (!play->isOver() || (won && !won->toBool())))
            return fail(QStringLiteral("felt-cli solve: internal error: the solver's line does not win"));
    }

    Value out = Value::object();
    out.set("winnable", winnable ? *winnable : Value());
    out.set("nodes", nodes ? *nodes : Value(0));
    out.set("seconds", seconds);
    out.set("line", std::move(line));
    if (const Value *limit = result.find("limit"); limit && !(winnable && winnable->isBool()))
        out.set("limit", *limit);
    printOut(writeJson(out, JsonStyle::Indented));
    (void)gameName;
    return kExitOk;
}

} // namespace felt::cli
