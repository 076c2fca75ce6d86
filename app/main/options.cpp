#include "options.h"

#include "core/registry.h"

namespace {

bool takeValue(const QStringList &args, qsizetype &i, const QString &name, QString *value, QString *error)
{
    const QString &arg = args.at(i);
    if (arg.startsWith(name + u'=')) {
        *value = arg.mid(name.size() + 1);
        return true;
    }
    if (i + 1 >= args.size()) {
        *error = QStringLiteral("%1 needs a value").arg(name);
        return false;
    }
    *value = args.at(++i);
    return true;
}

// A whole-number option's value, from min to max; otherwise *error names the range.
bool takeNumber(const QStringList &args, qsizetype &i, const QString &name, int min, int max, int *out, QString *error)
{
    QString value;
    if (!takeValue(args, i, name, &value, error))
        return false;
    bool ok = false;
    *out = value.toInt(&ok);
    if (!ok || *out < min || *out > max) {
        *error = QStringLiteral("%1 needs a number from %2 to %3, not \"%4\"").arg(name).arg(min).arg(max).arg(value);
        return false;
    }
    return true;
}

bool isFlag(const QString &arg, const QString &name)
{
    return arg == name || arg.startsWith(name + u'=');
}

} // namespace

QString helpText()
{
    return QStringLiteral(
        "Usage: felt [--help | --version]\n"
        "       felt [--game GAME [--players N] [--seed N]] [--lang LANG] [--deck ID]\n"
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
        "                     first decision it would have made otherwise) or reviewing\n"
        "                     (that review at work)\n"
        "  --lang LANG        use this language (en, de, fr, sv) instead of the system's\n"
        "  --deck ID          draw the cards with this deck for this run (felt, or one of the\n"
        "                     system's decks: see --list-decks)\n"
        "  --list-decks       print the card decks Felt can draw (id, then name) and exit;\n"
        "                     the ones it cannot, and why, on stderr\n"
        "  --version          print the version and exit\n"
        "  --help             print this text and exit\n"
        "\n"
        "Environment: FELT_DATA_DIR keeps the saved game and the settings in that folder;\n"
        "QT_QPA_PLATFORM=offscreen runs without a display.\n")
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
    const QStringList args = arguments.mid(1);
    bool screenshotOnly = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        QString value;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            o.help = true;
        } else if (arg == QLatin1String("--version") || arg == QLatin1String("-v")) {
            o.version = true;
        } else if (isFlag(arg, QStringLiteral("--screenshot"))) {
            if (!takeValue(args, i, QStringLiteral("--screenshot"), &o.screenshot, error))
                return std::nullopt;
            if (o.screenshot.isEmpty()) {
                *error = QStringLiteral("--screenshot needs a file name");
                return std::nullopt;
            }
        } else if (isFlag(arg, QStringLiteral("--game"))) {
            if (!takeValue(args, i, QStringLiteral("--game"), &o.game, error))
                return std::nullopt;
        } else if (isFlag(arg, QStringLiteral("--seed"))) {
            if (!takeValue(args, i, QStringLiteral("--seed"), &value, error))
                return std::nullopt;
            bool ok = false;
            o.seed = value.toULongLong(&ok);
            if (!ok || value.startsWith(u'+') || o.seed > (quint64 { 1 } << 53)) {
                *error = QStringLiteral("--seed needs a deal number from 0 to 2^53, not \"%1\"").arg(value);
                return std::nullopt;
            }
            o.seedGiven = true;
        } else if (isFlag(arg, QStringLiteral("--moves"))) {
            if (!takeNumber(args, i, QStringLiteral("--moves"), 0, 100000, &o.moves, error))
                return std::nullopt;
            screenshotOnly = true;
        } else if (isFlag(arg, QStringLiteral("--players"))) {
            if (!takeNumber(args, i, QStringLiteral("--players"), 1, 8, &o.players, error))
                return std::nullopt;
            o.playersGiven = true;
        } else if (isFlag(arg, QStringLiteral("--size"))) {
            if (!takeValue(args, i, QStringLiteral("--size"), &value, error))
                return std::nullopt;
            const QStringList parts = value.split(u'x');
            bool okW = false;
            bool okH = false;
            const int w = parts.size() == 2 ? parts.at(0).toInt(&okW) : 0;
            const int h = parts.size() == 2 ? parts.at(1).toInt(&okH) : 0;
            if (!okW || !okH || w < 320 || h < 240 || w > 8192 || h > 8192) {
                *error = QStringLiteral("--size needs WIDTHxHEIGHT between 320x240 and 8192x8192, not \"%1\"").arg(value);
                return std::nullopt;
            }
            o.size = QSize(w, h);
            screenshotOnly = true;
        } else if (isFlag(arg, QStringLiteral("--page"))) {
            if (!takeValue(args, i, QStringLiteral("--page"), &o.page, error))
                return std::nullopt;
            static const QStringList pages { QStringLiteral("table"), QStringLiteral("home"), QStringLiteral("new"),
                                             QStringLiteral("rules"), QStringLiteral("settings"),
                                             QStringLiteral("result"), QStringLiteral("privacy"), QStringLiteral("statistics"),
                                             QStringLiteral("review"), QStringLiteral("reviewing") };
            if (!pages.contains(o.page)) {
                *error = QStringLiteral("--page needs one of %1, not \"%2\"").arg(pages.join(QStringLiteral(", ")), o.page);
                return std::nullopt;
            }
            screenshotOnly = true;
        } else if (arg == QLatin1String("--list-decks")) {
            o.listDecks = true;
        } else if (isFlag(arg, QStringLiteral("--deck"))) {
            if (!takeValue(args, i, QStringLiteral("--deck"), &o.deck, error))
                return std::nullopt;
            if (o.deck.isEmpty()) {
                *error = QStringLiteral("--deck needs a deck's id (see felt --list-decks)");
                return std::nullopt;
            }
        } else if (isFlag(arg, QStringLiteral("--lang"))) {
            if (!takeValue(args, i, QStringLiteral("--lang"), &o.language, error))
                return std::nullopt;
            static const QStringList languages { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"),
                                                 QStringLiteral("sv") };
            if (!languages.contains(o.language)) {
                *error = QStringLiteral("--lang needs one of %1, not \"%2\"").arg(languages.join(QStringLiteral(", ")), o.language);
                return std::nullopt;
            }
        } else if (arg.startsWith(u'-') && arg.size() > 1 && !o.help) {
            // Qt's own options (-platform, -style, --reverse, ...) pass through to Qt.
            static const QStringList qtOptions { QStringLiteral("-platform"), QStringLiteral("-style"),
                                                 QStringLiteral("-qmljsdebugger"), QStringLiteral("-reverse"),
                                                 QStringLiteral("-display"), QStringLiteral("-geometry") };
            const QString bare = arg.startsWith(QLatin1String("--")) ? arg.mid(1) : arg;
            if (!qtOptions.contains(bare.section(u'=', 0, 0))) {
                *error = QStringLiteral("unknown option \"%1\" (see felt --help)").arg(arg);
                return std::nullopt;
            }
            if (!bare.contains(u'=') && bare != QLatin1String("-reverse"))
                ++i;   // its value
        } else if (!o.help) {
            *error = QStringLiteral("unexpected argument \"%1\" (see felt --help)").arg(arg);
            return std::nullopt;
        }
    }
    if (screenshotOnly && o.screenshot.isEmpty() && !o.help && !o.version) {
        *error = QStringLiteral("--moves, --size and --page go with --screenshot");
        return std::nullopt;
    }
    return o;
}
