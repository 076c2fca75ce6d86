// felt's own command line (app/main/options.cpp, through QCommandLineParser): the real felt
// binary, run without a display for what needs none. Each bad command line ends with exit
// status 2 and one line on standard error; Qt's own options pass through.
#include <QProcess>
#include <QTest>

class TestOptions : public QObject {
    Q_OBJECT

    struct Run {
        int code = -1;
        QString out;
        QString err;
    };
    static Run felt(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(FELT_BIN), args);
        if (!p.waitForFinished(30000))
            p.kill();
        return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

private slots:
    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("line");
        QTest::newRow("seed not a number") << QStringList { "--seed", "x" } << "felt: --seed needs a deal number from 0 to 2^53, not \"x\"";
        QTest::newRow("seed without value") << QStringList { "--seed" } << "felt: --seed needs a value";
        QTest::newRow("unknown option") << QStringList { "--frobnicate" } << "felt: unknown option \"--frobnicate\" (see felt --help)";
        QTest::newRow("unknown with value") << QStringList { "--frob=2" } << "felt: unknown option \"--frob=2\" (see felt --help)";
        QTest::newRow("argument") << QStringList { "now" } << "felt: unexpected argument \"now\" (see felt --help)";
        QTest::newRow("moves alone") << QStringList { "--moves", "3" } << "felt: --moves, --size and --page go with --screenshot";
        QTest::newRow("twice") << QStringList { "--game=shithead", "--game", "mountain" } << "felt: --game is given twice";
        QTest::newRow("language") << QStringList { "--lang", "xx" } << "felt: --lang needs one of en, de, fr, sv, not \"xx\"";
        QTest::newRow("size") << QStringList { "--screenshot", "a.png", "--size", "100x100" }
                              << "felt: --size needs WIDTHxHEIGHT between 320x240 and 8192x8192, not \"100x100\"";
        QTest::newRow("players") << QStringList { "--game", "shithead", "--players", "9" } << "felt: --players needs a number from 1 to 8, not \"9\"";
        QTest::newRow("page") << QStringList { "--screenshot", "a.png", "--page", "moon" }
                              << "felt: --page needs one of table, home, new, rules, settings, result, privacy, statistics, review, reviewing, join, hosting, not \"moon\"";
        QTest::newRow("join code") << QStringList { "--join", "K7QW2P" }
                                   << "felt: --join needs CODE@HOST[:PORT] (the table's 6-character code), not \"K7QW2P\"";
        QTest::newRow("join bad code") << QStringList { "--join", "K7QW2I@localhost" }
                                       << "felt: --join \"K7QW2I@localhost\": A table code never holds “I”: codes leave out I, L, O, U, 0 and 1.";
        QTest::newRow("join port") << QStringList { "--join=K7QW2P@127.0.0.1:70000" }
                                   << "felt: --join \"K7QW2P@127.0.0.1:70000\": The port after the colon is a number from 1 to 65535.";
        // (The port, not the code, is what is wrong: issue 35.)
        QTest::newRow("join port 99999") << QStringList { "--join", "ABCDEF@127.0.0.1:99999" }
                                         << "felt: --join \"ABCDEF@127.0.0.1:99999\": The port after the colon is a number from 1 to 65535.";
        QTest::newRow("join empty") << QStringList { "--join" } << "felt: --join needs a value";
        QTest::newRow("bad link") << QStringList { "felt://127.0.0.1:7447/ABC" }
                                  << "felt: \"felt://127.0.0.1:7447/ABC\" is not an invite link: A table code has 6 characters, not 3.";
        QTest::newRow("bad link port") << QStringList { "felt://127.0.0.1:99999/ABCDEF" }
                                       << "felt: \"felt://127.0.0.1:99999/ABCDEF\" is not an invite link: The port after the colon is a number from 1 to 65535.";
        QTest::newRow("link twice") << QStringList { "felt://127.0.0.1:7447/K7QW2P", "--join", "K7QW2P@127.0.0.1" }
                                    << "felt: --join and an invite link are both given: give one";
        QTest::newRow("link and game") << QStringList { "felt://127.0.0.1/K7QW2P", "--game", "shithead" }
                                       << "felt: a table to join goes with neither --game nor --screenshot";
        QTest::newRow("felts link and game") << QStringList { "felts://127.0.0.1/K7QW2P", "--game", "shithead" }
                                             << "felt: a table to join goes with neither --game nor --screenshot";
        QTest::newRow("bad felts link") << QStringList { "felts://127.0.0.1:7447/ABC" }
                                        << "felt: \"felts://127.0.0.1:7447/ABC\" is not an invite link: A table code has 6 characters, not 3.";
        QTest::newRow("two links") << QStringList { "felt://127.0.0.1/K7QW2P", "felt://127.0.0.1/K7QW2Q" }
                                   << "felt: unexpected argument \"felt://127.0.0.1/K7QW2Q\" (see felt --help)";
    }
    void badCommandLines()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, line);
        const Run r = felt(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, line + u'\n');
        QVERIFY(r.out.isEmpty());
    }

    void helpAndVersion()
    {
        for (const QStringList &args : { QStringList { "--help" }, QStringList { "-h" }, QStringList { "--game", "x", "--help" } }) {
            const Run r = felt(args);
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.startsWith(QLatin1String("Usage: felt [--help | --version]")), qPrintable(r.out));
            QVERIFY(r.out.contains(QLatin1String("--join CODE@HOST[:PORT]")) && r.out.contains(QLatin1String("felt://HOST:PORT/CODE")));
        }
        // Qt's own options, one dash or two, go through to Qt.
        for (const QStringList &args : { QStringList { "--version" }, QStringList { "-v" }, QStringList { "-platform", "offscreen", "--version" },
                                         QStringList { "--reverse", "--version" } }) {
            const Run r = felt(args);
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.startsWith(QLatin1String("felt ")), qPrintable(args.join(' ') + ": " + r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestOptions)
#include "tst_options.moc"
