// felt-cli's commands. The output is the contract of docs/felt-cli.md: one JSON object on
// standard output and exit status 0, or one line on standard error and exit status 2.
// The command-line texts are English only, like the contract they describe.
#pragma once

#include "record.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace felt::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitError = 2;
inline constexpr int kMaxJobs = 64;   // --jobs of play and arena

// `arguments` as QCoreApplication::arguments() gives them (program name first).
int run(const QStringList &arguments);

// The commands, given the arguments after the command's name.
int replayCommand(const QStringList &arguments);
int playCommand(const QStringList &arguments);
int solveCommand(const QStringList &arguments);
int arenaCommand(const QStringList &arguments);

QString replayUsage();
QString playUsage();
QString solveUsage();
QString arenaUsage();
QString replayHelp();
QString playHelp();
QString solveHelp();
QString arenaHelp();

// Writes to standard output and flushes.
void printOut(const QByteArray &text);
// Writes `message` as exactly one line to standard error; returns kExitError.
int fail(const QString &message);
// A usage error: "felt-cli <command>: <problem> (usage: <usage>)"; returns kExitError.
int usageError(const QString &command, const QString &problem, const QString &usage);

// Whether --help (or -h) stands among the arguments before any "--": it wins wherever it is.
bool asksForHelp(const QStringList &arguments);

// A decimal integer in [min, max] (digits only: no sign, no spaces).
bool parseCount(const QString &text, qint64 min, qint64 max, qint64 *out);

// The record a command names: a file, or standard input for "-" (at most 64 MB).
Expected<Record, QString> loadRecordArgument(const QString &file);

// --seed's value: a decimal number from 0 to 2^64 - 1.
bool parseSeed(const QString &text, std::uint64_t *out);

// A comma-separated list of seat kinds (random, easy, normal, hard, oracle) into `out`: empty when
// every kind is known, else the problem to report.
QString parseSeatKinds(const QString &text, std::vector<BotLevel> *out);

// --options' value: a JSON object, as the engine's Value.
bool parseOptions(const QString &text, Value *out);

// A bot run's summary printed as JSON (exit 0), or its setup error: a usage error through
// `bad` where the command line was at fault (options, player count), else a failure.
int printSummary(const Expected<Value, SetupError> &summary, const std::function<int(const QString &)> &bad);

// A command's flag: its name, where its value goes, whether it was given, and what its value
// is in words for "--name needs ..." ("a seat number"; null: "a value").
struct Flag {
    const char *name;
    QString *value;
    bool *given;
    const char *needs = nullptr;
};

// Reads the arguments through QCommandLineParser, each as one of `known` ("--name value" or
// "--name=value") or, where `positional` is given, a positional argument (a FILE; "-" and
// everything after "--" are positional): empty when all are good, else the one problem to
// report (a flag without its value, an unknown option, an argument that is no flag, a flag
// given twice).
QString readFlags(const QStringList &args, std::span<const Flag> known, QStringList *positional = nullptr);

// The flags the bot runs (play, arena) share, read from `known` once readFlags() took them:
// --seed S, where S + count - 1 must stay within 2^64 - 1 (`countFlag` and `unit` name the
// count: "--games" and "game", or "--deals" and "deal"), --jobs and --options. Empty when
// every one given is good, else the problem to report.
QString readRunFlags(std::span<const Flag> known, int count, const QString &countFlag, const QString &unit,
                     std::uint64_t *seed, int *jobs, Value *options);

} // namespace felt::cli
