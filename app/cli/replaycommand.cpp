// felt-cli replay FILE [--as SEAT]
#include "cli.h"

#include "json.h"
#include "record.h"
#include "seatview.h"
#include "texts.h"

#include <QFile>

#include <string>

namespace felt::cli {

QString replayUsage()
{
    return QStringLiteral("felt-cli replay FILE [--as SEAT]");
}

QString replayHelp()
{
    return QStringLiteral(
               "Usage: %1\n"
               "\n"
               "Reads a game record (felt-record/1) from FILE, or from standard input when FILE is -,\n"
               "applies every action and prints one JSON object:\n"
               "  game     the game's id\n"
               "  players  the number of seats\n"
               "  over     true when the game has ended\n"
               "  toAct    the seats that may act now (several while a game waits on several)\n"
               "  legal    for each seat in toAct (as a string), its legal action texts; with\n"
               "           --as SEAT only that seat's list (when it is in toAct)\n"
               "  state    the table as the game's rules file describes it\n"
               "  result   when over: the outcome as the game's rules file describes it\n"
               "\n"
               "Options:\n"
               "  --as SEAT  show the state as SEAT sees it (hidden cards are \"??\") and only\n"
               "             SEAT's legal actions\n"
               "  --help     show this text\n"
               "\n"
               "A record that is not valid JSON, names an unknown game or option, has a malformed\n"
               "deal or contains an illegal action exits with status 2 and one line on standard\n"
               "error; for an action the line reads \"action K: seat S: <reason>\" (K from 0).\n")
        .arg(replayUsage());
}

int replayCommand(const QStringList &args)
{
    const QString command = QStringLiteral("replay");
    std::optional<int> viewer;
    if (asksForHelp(args)) {
        printOut(replayHelp().toUtf8());
        return kExitOk;
    }
    QString asText;
    bool asGiven = false;
    const Flag known[] = { { "--as", &asText, &asGiven, "a seat number" } };
    QStringList files;
    if (const QString problem = readFlags(args, known, &files); !problem.isEmpty())
        return usageError(command, problem, replayUsage());
    if (asGiven) {
        bool ok = false;
        const int seat = asText.toInt(&ok);
        if (!ok || seat < 0 || seat >= kMaxSeats || asText.startsWith(u'+'))
            return usageError(command, QStringLiteral("--as needs a seat number, not %1").arg(quoted(asText)), replayUsage());
        viewer = seat;
    }
    if (files.size() > 1)
        return usageError(command, QStringLiteral("only one FILE may be given"), replayUsage());
    const bool haveFile = files.size() == 1;
    const QString file = files.value(0);
    if (!haveFile)
        return usageError(command, QStringLiteral("FILE is missing"), replayUsage());

    const Expected<Record, QString> record = loadRecordArgument(file);
    if (!record)
        return fail(record.error());
    if (viewer && *viewer >= record->players)
        return fail(QStringLiteral("--as %1: there is no such seat (the seats are 0 to %2)")
                        .arg(*viewer)
                        .arg(record->players - 1));

    const ReplayResult replayed = replay(*record);
    if (!replayed.ok())
        return fail(replayed.error);
    const AnyGame &game = *replayed.game;

    const Value out = seatView(game, viewer ? Viewer::seat(*viewer) : Viewer::all());
    printOut(writeJson(out, JsonStyle::Indented));
    return kExitOk;
}

} // namespace felt::cli
