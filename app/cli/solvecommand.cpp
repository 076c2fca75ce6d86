// felt-cli solve FILE|--seed N [--budget NODES]: can Bring Down the Mountain still be won?
#include "cli.h"

#include "json.h"
#include "record.h"
#include "texts.h"

#include "games/mountain/mountain.h"
#include "games/mountain/mountain_game.h"

#include <QFile>

#include <chrono>
#include <string>

namespace felt::cli {

namespace {

constexpr qint64 kMaxBudget = 1000000000;
} // namespace

QString solveUsage()
{
    return QStringLiteral("felt-cli solve FILE|--seed N [--budget NODES]");
}

QString solveHelp()
{
    return QStringLiteral(
               "Usage: %1\n"
               "\n"
               "Decides whether a game of Bring Down the Mountain can still be won and prints one\n"
               "JSON object:\n"
               "  winnable  true, false, or null when the search did not finish within its budget\n"
               "  nodes     how much the search did (arrangements and turns looked at)\n"
               "  seconds   how long it took\n"
               "  line      when winnable: action texts that win from the position, in order\n"
               "            (\"move N A B\", \"draw R V\", \"draw peak V\", \"pass\")\n"
               "\n"
               "FILE is a mountain record (felt-record/1, or - for standard input); its actions are\n"
               "applied first and the line continues from there. --seed N is deal N: the seeded\n"
               "deal with seed N, from the start (who plays the positions does not matter).\n"
               "\n"
               "Options:\n"
               "  --seed N        solve deal N instead of a record\n"
               "  --budget NODES  the search's budget (default %2): with a bigger one fewer deals\n"
               "                  stay unknown, at the cost of time\n"
               "  --help          show this text\n"
               "\n"
               "A bad record exits with status 2 and one line on standard error, as replay does.\n")
        .arg(solveUsage())
        .arg(mountain::kSolveBudget);
}

int solveCommand(const QStringList &args)
{
    const QString command = QStringLiteral("solve");
    auto bad = [&](const QString &problem) { return usageError(command, problem, solveUsage()); };
    if (asksForHelp(args)) {
        printOut(solveHelp().toUtf8());
        return kExitOk;
    }
    QString file;
    bool haveFile = false;
    std::optional<quint64> seed;
    std::optional<qint64> budget;
    bool optionsEnded = false;
    FlagReader flags { args };
    while (flags.i < args.size()) {
        const QString arg = args[flags.i];
        if (!optionsEnded && arg == QLatin1String("--")) {
            optionsEnded = true;
            ++flags.i;
            continue;
        }
        QString value;
        bool missing = false;
        if (!optionsEnded && flags.take(QStringLiteral("--seed"), &value, &missing)) {
            if (missing)
                return bad(QStringLiteral("--seed needs a deal number"));
            if (seed)
                return bad(QStringLiteral("--seed is given twice"));
            bool ok = !value.isEmpty();
            for (const QChar ch : value)
                ok = ok && ch >= u'0' && ch <= u'9';
            const qulonglong n = ok ? value.toULongLong(&ok) : 0;
            if (!ok)
                return bad(QStringLiteral("--seed must be a whole number from 0 to 18446744073709551615"));
            seed = n;
            continue;
        }
        if (!optionsEnded && flags.take(QStringLiteral("--budget"), &value, &missing)) {
            if (missing)
                return bad(QStringLiteral("--budget needs a number of nodes"));
            if (budget)
                return bad(QStringLiteral("--budget is given twice"));
            qint64 n = 0;
            if (!parseCount(value, 1, kMaxBudget, &n))
                return bad(QStringLiteral("--budget must be a whole number from 1 to %1").arg(kMaxBudget));
            budget = n;
            continue;
        }
        if (!optionsEnded && arg.startsWith(u'-') && arg != QLatin1String("-"))
            return bad(QStringLiteral("unknown option %1").arg(quoted(arg)));
        if (haveFile)
            return bad(QStringLiteral("only one FILE may be given"));
        file = arg;
        haveFile = true;
        ++flags.i;
    }
    if (haveFile && seed)
        return bad(QStringLiteral("give either FILE or --seed, not both"));
    if (!haveFile && !seed)
        return bad(QStringLiteral("FILE or --seed is missing"));

    std::unique_ptr<AnyGame> game;   // keeps the replayed state alive
    mountain::State state;
    if (seed) {
        state = mountain::State::deal(mountain::Options {}, 1, *seed);
    } else {
        const Expected<Record, QString> record = loadRecordArgument(file);
        if (!record)
            return fail(record.error());
        if (record->game != QLatin1String("mountain"))
            return fail(QStringLiteral("felt-cli solve: %1 is a %2 record; only mountain records can be solved")
                            .arg(quoted(file), record->game));
        ReplayResult replayed = replay(*record);
        if (!replayed.ok())
            return fail(replayed.error);
        game = std::move(replayed.game);
        const mountain::State *typed = mountain::typedState(*game);
        if (!typed)
            return fail(QStringLiteral("felt-cli solve: the record did not build a mountain game"));
        state = *typed;
    }

    const auto t0 = std::chrono::steady_clock::now();
    const mountain::SearchResult result = state.solve(budget ? *budget : mountain::kSolveBudget);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    // The line is checked by playing it: a line the game refuses is the solver's bug.
    Value line = Value::array();
    if (result.verdict == mountain::SearchResult::Verdict::Yes) {
        mountain::State play = state;
        for (std::size_t i = 0; i < result.line.size(); ++i) {
            const mountain::Action &a = result.line[i];
            const Seat seat = mountain::seatOfPosition(play.position(), play.players());
            const Reason why = play.check(seat, a);
            if (why != Reason::Ok)
                return fail(QStringLiteral("felt-cli solve: internal error: the solver's line is refused at step %1 (%2: %3)")
                                .arg(i)
                                .arg(QString::fromStdString(mountain::actionText(a)), QString::fromLatin1(reasonId(why))));
            play.apply(seat, a);
            line.push(mountain::actionText(a));
        }
        if (state.status() == mountain::Status::Playing && play.status() != mountain::Status::Won)
            return fail(QStringLiteral("felt-cli solve: internal error: the solver's line does not win"));
    }

    Value out = Value::object();
    switch (result.verdict) {
    case mountain::SearchResult::Verdict::Yes: out.set("winnable", true); break;
    case mountain::SearchResult::Verdict::No: out.set("winnable", false); break;
    case mountain::SearchResult::Verdict::Unknown: out.set("winnable", Value()); break;
    }
    out.set("nodes", static_cast<std::int64_t>(result.nodes));
    out.set("seconds", seconds);
    out.set("line", std::move(line));
    printOut(writeJson(out, JsonStyle::Indented));
    return kExitOk;
}

} // namespace felt::cli
