#include "options.h"

#include "netjoining.h"
#include "protocol.h"

#include "core/registry.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace {

// A whole-number option's value, from min to max; otherwise *error names the range.
bool toNumber(const QString &name, const QString &value, int min, int max, int *out, QString *error)
{
    bool ok = false;
    *out = value.toInt(&ok);
    if (!ok || *out < min || *out > max) {
        *error = QStringLiteral("%1 needs a number from %2 to %3, not \"%4\"").arg(name).arg(min).arg(max).arg(value);
        return false;
    }
    return true;
}

// Qt's own options (-platform, -style, --reverse, ...): QGuiApplication reads them later.
const QStringList &qtValueOptions()
{
    static const QStringList names { QStringLiteral("platform"), QStringLiteral("style"), QStringLiteral("qmljsdebugger"),
                                     QStringLiteral("display"), QStringLiteral("geometry") };
    return names;
}

} // namespace

QString helpText()
{
    return QStringLiteral(
        "Usage: felt [--help | --version]\n"
        "       felt [--game GAME [--players N] [--seed N]] [--lang LANG] [--deck ID]\n"
        "       felt --learn GAME[:N] [--screenshot PATH [--size WxH]] [--lang LANG]\n"
        "       felt felt[s]://HOST:PORT/CODE | felt --join CODE@HOST[:PORT]\n"
        "       felt --list-decks\n"
        "       felt --screenshot PATH [--game GAME] [--seed N] [--moves K] [--size WxH]\n"
        "                              [--players N] [--page PAGE] [--lang LANG]\n"
        "\n"
        "Felt is a card table for five card games against computer players or friends.\n"
        "\n"
        "Options:\n"
        "  --game GAME        open a new game of GAME at once: you at the bottom, computer\n"
        "                     players (normal) in the other seats; GAME is one of\n"
        "                     %1\n"
        "  --learn GAME[:N]   open GAME's first lesson (the Nth): a prepared deal played step\n"
        "                     by step with a coach; your saved game stays saved. With\n"
        "                     --screenshot: the lesson's first step\n"
        "  --players N        with --game: the number of players (default: 4, or what the game\n"
        "                     allows)\n"
        "  --seed N           with --game: the deal number (default: a new deal)\n"
        "  --screenshot PATH  open the table offscreen-capable, let the players make K moves\n"
        "                     (the seat at the bottom is played by a computer player too),\n"
        "                     save a PNG to PATH and exit; --game defaults to the first game,\n"
        "                     --seed to 1\n"
        "  --moves K          with --screenshot: moves made before the picture (default 12)\n"
        "  --size WxH         with --screenshot: the picture's size (default 1280x800)\n"
        "  --page PAGE        with --screenshot: table (default), home, new, rules, settings,\n"
        "                     result, privacy, statistics (of the game, from the data folder),\n"
        "                     review (the finished game's review by the hard player, at the\n"
        "                     first decision it would have made otherwise), reviewing\n"
        "                     (that review at work), join (the join page) or hosting (a\n"
        "                     table offered on the network, waiting for a friend)\n"
        "  felt://HOST:PORT/CODE\n"
        "                     join the network table of this invite link, by the name last\n"
        "                     given on the join or new-game page (else the account's); felts://\n"
        "                     for a table over TLS\n"
        "  --join CODE@HOST[:PORT]\n"
        "                     the same with the table's code and its host's address (the port\n"
        "                     defaults to 7447)\n"
        "  --lang LANG        use this language (en, de, fr, sv) instead of the system's\n"
        "  --deck ID          draw the cards with this deck for this run (felt, or one of the\n"
        "                     system's decks: see --list-decks)\n"
        "  --list-decks       print the card decks Felt can draw (id, then name) and exit;\n"
        "                     the ones it cannot, and why, on stderr\n"
        "  --version          print the version and exit\n"
        "  --help             print this text and exit\n"
        "\n"
        "Environment: FELT_DATA_DIR keeps the saved game and the settings in that folder;\n"
        "QT_QPA_PLATFORM=offscreen runs without a display; FELT_RENDERER=gl or software\n"
        "chooses what draws the window (by default Qt Quick's software renderer where\n"
        "OpenGL itself would run on the CPU, as under Xvfb).\n")
        .arg([] {
            QStringList ids;
            for (const felt::GameSpec &spec : felt::gameSpecs())
                ids.append(QString::fromLatin1(spec.id.data(), static_cast<qsizetype>(spec.id.size())));
            return ids.join(QStringLiteral(", "));
        }());
}

std::optional<AppOptions> parseOptions(const QStringList &arguments, QString *error)
{
    AppOptions o;
    // One dash or two: "-platform offscreen" is Qt's, "--game x" Felt's.
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList { QStringLiteral("help"), QStringLiteral("h") });
    const QCommandLineOption version(QStringList { QStringLiteral("version"), QStringLiteral("v") });
    const QCommandLineOption listDecks(QStringLiteral("list-decks"));
    const QCommandLineOption reverse(QStringLiteral("reverse"));
    const QStringList valued { QStringLiteral("screenshot"), QStringLiteral("game"), QStringLiteral("seed"),
                               QStringLiteral("moves"), QStringLiteral("players"), QStringLiteral("size"),
                               QStringLiteral("page"), QStringLiteral("deck"), QStringLiteral("lang"),
                               QStringLiteral("join"), QStringLiteral("learn") };
    parser.addOptions({ help, version, listDecks, reverse });
    for (const QString &name : valued + qtValueOptions())
        parser.addOption(QCommandLineOption(name, QString(), QStringLiteral("value")));
    const bool parsed = parser.parse(arguments.isEmpty() ? QStringList { QStringLiteral("felt") } : arguments);
    o.help = parser.isSet(help);
    o.version = parser.isSet(version);
    if (!parsed && !o.help) {
        // A flag without its value (the last argument), or an option that is no one's.
        const QStringList args = arguments.mid(1);
        if (parser.unknownOptionNames().isEmpty() && !args.isEmpty()) {
            *error = QStringLiteral("%1 needs a value").arg(args.last().section(u'=', 0, 0));
        } else {
            const QString unknown = parser.unknownOptionNames().value(0);
            QString shown = unknown;
            for (const QString &arg : args)
                if (arg.startsWith(u'-') && arg.section(u'=', 0, 0).remove(QRegularExpression(QStringLiteral("^-+"))) == unknown) {
                    shown = arg;
                    break;
                }
            *error = QStringLiteral("unknown option \"%1\" (see felt --help)").arg(shown);
        }
        return std::nullopt;
    }
    if (o.help || o.version)
        return o;
    // An invite link as the one argument (a desktop's felt:// or felts:// handler gives it so).
    QStringList positional = parser.positionalArguments();
    static const QRegularExpression scheme(QStringLiteral("^felts?:"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression link(QStringLiteral("^felts?://"), QRegularExpression::CaseInsensitiveOption);
    if (!positional.isEmpty() && scheme.match(positional.first()).hasMatch()) {
        const auto invite = net::parseInvite(positional.first());
        if (!invite || !link.match(positional.first()).hasMatch()) {
            // What is wrong with it (the code, the host, the port), as the join page says it.
            const QString why = link.match(positional.first()).hasMatch() ? NetJoining::inviteProblem(positional.first(), {}).code : QString();
            *error = why.isEmpty() ? QStringLiteral("\"%1\" is not an invite link (felt://HOST:PORT/CODE, the code 6 characters)")
                                         .arg(positional.first().left(200))
                                   : QStringLiteral("\"%1\" is not an invite link: %2").arg(positional.first().left(200), why);
            return std::nullopt;
        }
        o.join = invite->link();
        positional.removeFirst();
    }
    if (!positional.isEmpty()) {
        *error = QStringLiteral("unexpected argument \"%1\" (see felt --help)").arg(positional.first());
        return std::nullopt;
    }
    for (const QString &name : valued)
        if (parser.values(name).size() > 1) {
            *error = QStringLiteral("--%1 is given twice").arg(name);
            return std::nullopt;
        }
    auto value = [&](const QString &name) { return parser.value(name); };
    auto given = [&](const QString &name) { return parser.isSet(name); };

    if (given(QStringLiteral("screenshot"))) {
        o.screenshot = value(QStringLiteral("screenshot"));
        if (o.screenshot.isEmpty()) {
            *error = QStringLiteral("--screenshot needs a file name");
            return std::nullopt;
        }
    }
    o.game = value(QStringLiteral("game"));
    if (given(QStringLiteral("learn"))) {
        o.learn = value(QStringLiteral("learn")).trimmed();
        if (o.learn.isEmpty()) {
            *error = QStringLiteral("--learn needs a game (GAME or GAME:N)");
            return std::nullopt;
        }
        if (!o.game.isEmpty() || given(QStringLiteral("join"))) {
            *error = QStringLiteral("--learn goes with neither --game nor a table to join");
            return std::nullopt;
        }
    }
    if (given(QStringLiteral("seed"))) {
        const QString text = value(QStringLiteral("seed"));
        bool ok = false;
        o.seed = text.toULongLong(&ok);
        if (!ok || text.startsWith(u'+') || o.seed > (quint64 { 1 } << 53)) {
            *error = QStringLiteral("--seed needs a deal number from 0 to 2^53, not \"%1\"").arg(text);
            return std::nullopt;
        }
        o.seedGiven = true;
    }
    if (given(QStringLiteral("moves")) && !toNumber(QStringLiteral("--moves"), value(QStringLiteral("moves")), 0, 100000, &o.moves, error))
        return std::nullopt;
    if (given(QStringLiteral("players"))) {
        if (!toNumber(QStringLiteral("--players"), value(QStringLiteral("players")), 1, 8, &o.players, error))
            return std::nullopt;
        o.playersGiven = true;
    }
    if (given(QStringLiteral("size"))) {
        const QString text = value(QStringLiteral("size"));
        const QStringList parts = text.split(u'x');
        bool okW = false;
        bool okH = false;
        const int w = parts.size() == 2 ? parts.at(0).toInt(&okW) : 0;
        const int h = parts.size() == 2 ? parts.at(1).toInt(&okH) : 0;
        if (!okW || !okH || w < 320 || h < 240 || w > 8192 || h > 8192) {
            *error = QStringLiteral("--size needs WIDTHxHEIGHT between 320x240 and 8192x8192, not \"%1\"").arg(text);
            return std::nullopt;
        }
        o.size = QSize(w, h);
    }
    if (given(QStringLiteral("page"))) {
        o.page = value(QStringLiteral("page"));
        static const QStringList pages { QStringLiteral("table"), QStringLiteral("home"), QStringLiteral("new"),
                                         QStringLiteral("rules"), QStringLiteral("settings"),
                                         QStringLiteral("result"), QStringLiteral("privacy"), QStringLiteral("statistics"),
                                         QStringLiteral("review"), QStringLiteral("reviewing"), QStringLiteral("join"),
                                         QStringLiteral("hosting") };
        if (!pages.contains(o.page)) {
            *error = QStringLiteral("--page needs one of %1, not \"%2\"").arg(pages.join(QStringLiteral(", ")), o.page);
            return std::nullopt;
        }
    }
    o.listDecks = parser.isSet(listDecks);
    if (given(QStringLiteral("deck"))) {
        o.deck = value(QStringLiteral("deck"));
        if (o.deck.isEmpty()) {
            *error = QStringLiteral("--deck needs a deck's id (see felt --list-decks)");
            return std::nullopt;
        }
    }
    if (given(QStringLiteral("lang"))) {
        o.language = value(QStringLiteral("lang"));
        static const QStringList languages { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"),
                                             QStringLiteral("sv") };
        if (!languages.contains(o.language)) {
            *error = QStringLiteral("--lang needs one of %1, not \"%2\"").arg(languages.join(QStringLiteral(", ")), o.language);
            return std::nullopt;
        }
    }
    if (given(QStringLiteral("join"))) {
        const QString text = value(QStringLiteral("join"));
        const auto invite = text.contains(u'@') ? net::parseInvite(text) : std::nullopt;
        if (!invite) {
            // What is wrong with it: the code, the host or the port (as the join page says).
            const QString why = text.contains(u'@') ? NetJoining::inviteProblem(text, {}).code : QString();
            *error = why.isEmpty() ? QStringLiteral("--join needs CODE@HOST[:PORT] (the table's 6-character code), not \"%1\"").arg(text.left(200))
                                   : QStringLiteral("--join \"%1\": %2").arg(text.left(200), why);
            return std::nullopt;
        }
        if (!o.join.isEmpty()) {
            *error = QStringLiteral("--join and an invite link are both given: give one");
            return std::nullopt;
        }
        o.join = invite->link();
    }
    if (!o.join.isEmpty() && (!o.screenshot.isEmpty() || !o.game.isEmpty())) {
        *error = QStringLiteral("a table to join goes with neither --game nor --screenshot");
        return std::nullopt;
    }
    const bool screenshotOnly = given(QStringLiteral("moves")) || given(QStringLiteral("size")) || given(QStringLiteral("page"));
    if (screenshotOnly && o.screenshot.isEmpty()) {
        *error = QStringLiteral("--moves, --size and --page go with --screenshot");
        return std::nullopt;
    }
    return o;
}
