// felt's command line, parsed before any QGuiApplication exists (so --help and --version
// work without a display).
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

struct AppOptions {
    bool help = false;
    bool version = false;
    // --screenshot PATH [--game G] [--seed N] [--moves K] [--size WxH] [--page P] [--lang L]
    QString screenshot;
    // Without --screenshot, --game G [--players N] [--seed N] opens a new game's table.
    QString game;   // empty: the first game of the list (screenshots), or none
    // --learn GAME[:N]: the game's first (Nth) lesson on the table; with --screenshot, its
    // first step. Empty: none.
    QString learn;
    quint64 seed = 1;
    bool seedGiven = false;
    bool playersGiven = false;
    int moves = 12;
    QSize size { 1280, 800 };
    QString page = QStringLiteral("table");   // table, home, new, rules, settings, result, privacy
    int players = 4;
    QString language;                          // "de", "en"; empty: the system's
    QString deck;                              // --deck ID for this run; empty: the setting
    bool listDecks = false;                    // --list-decks: print the installed decks, exit
    // felt felt://HOST:PORT/CODE or felt --join CODE@HOST[:PORT]: the table to join, as an
    // invite link; empty: none.
    QString join;
};

// The options, or an error sentence (English: the command line is English only).
std::optional<AppOptions> parseOptions(const QStringList &arguments, QString *error);
QString helpText();
