// The statistics: the store on a real SQLite file in a temporary folder (schema, migrations,
// replacing a game finished again, reset, CSV), a corrupt or newer database set aside with one
// sentence, the summary's figures, the page's models under QAbstractItemModelTester, and a
// finished game of the app reaching the statistics.
#include "helpers.h"

#include "statistics.h"
#include "statsstore.h"
#include "statssummary.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace testing;

namespace {

FinishedGame game(const QString &key, const QString &person, int place, bool helped = false, const QString &opponent = "normal",
                  std::optional<double> score = std::nullopt)
{
    FinishedGame g;
    g.key = key;
    g.game = QStringLiteral("shithead");
    g.options = QStringLiteral("{}");
    g.seed = 7;
    g.endedAt = QDateTime::currentDateTimeUtc();
    g.durationMs = 61000;
    g.usedUndo = helped;
    g.record = R"({"format": "felt-record/1", "game": "shithead", "players": 2, "seed": 7, "actions": []})";
    g.seats = { { person, QStringLiteral("human"), place, score }, { QStringLiteral("Bot"), opponent, 1 - place, std::nullopt } };
    return g;
}

} // namespace

class TestStats : public QObject {
    Q_OBJECT

private slots:
    void storeKeepsGames()
    {
        QTemporaryDir dir;
        StatsStore store(dir.path());
        QString notice;
        QVERIFY(store.open(&notice));
        QVERIFY(notice.isEmpty());
        QVERIFY(QFile::exists(store.path()));
        QVERIFY(store.add(game("a", "Maria", 0)));
        QVERIFY(store.add(game("b", "Maria", 1)));
        // Finished again after taking a move back: the same game, replaced.
        QVERIFY(store.add(game("b", "Maria", 0, true)));
        QList<FinishedGame> all = store.games(QStringLiteral("shithead"));
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.at(1).seats.size(), 2);
        QCOMPARE(all.at(1).seats.at(0).place, 0);
        QVERIFY(all.at(1).usedUndo);
        QCOMPARE(all.at(1).seats.at(1).kind, QStringLiteral("normal"));
        QVERIFY(store.games(QStringLiteral("mountain")).isEmpty());
        // CSV: a header and one line per seat.
        const QStringList lines = store.csv(QStringLiteral("shithead")).trimmed().split(u'\n');
        QCOMPARE(lines.size(), 1 + 4);
        QVERIFY(lines.first().startsWith(QStringLiteral("game,ended,deal")));
        // Kept across opening again.
        StatsStore again(dir.path());
        QVERIFY(again.open());
        QCOMPARE(again.games().size(), 2);
        QVERIFY(again.reset(QStringLiteral("shithead")));
        QVERIFY(again.games().isEmpty());
    }

    // A database of an earlier schema is brought up to date, its games kept.
    void migrations()
    {
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("statistics.sqlite"));
        QVERIFY(StatsStore::migrateTo(path, 1));
        {
            StatsStore v1(dir.path());
            // Written at version 1 by hand, as an earlier Felt would have.
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next() && q.value(0).toInt() == 1);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO games (key, game, options, seed, ended_at, duration_ms, used_undo, used_hint, record)"
                                          " VALUES ('old', 'shithead', '{}', 3, '2026-01-01T10:00:00.000Z', 5000, 0, 0, '{}')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO seats VALUES (1, 0, 'Maria', 'human', 0, NULL)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        StatsStore store(dir.path());
        QString notice;
        QVERIFY(store.open(&notice));
        QVERIFY(notice.isEmpty());
        QCOMPARE(store.games().size(), 1);
        QCOMPARE(store.games().first().seats.first().name, QStringLiteral("Maria"));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), StatsStore::kSchemaVersion);
        QVERIFY(q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'games_by_game'")) && q.next());
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
    }

    // A file that is not a database, or one a newer Felt wrote, is set aside: one sentence,
    // a fresh database, the old file kept beside it.
    void corruptDatabaseIsSetAside_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("says");
        QTest::newRow("garbage") << QByteArray("this is not a database at all, just some words\n").repeated(200)
                                 << QStringLiteral("could not be read");
        QTest::newRow("newer") << QByteArray() << QStringLiteral("newer version");
    }
    void corruptDatabaseIsSetAside()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("statistics.sqlite"));
        if (content.isEmpty()) {
            QVERIFY(StatsStore::migrateTo(path, 2));
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 99"));
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(QStringLiteral("newer"));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        StatsStore store(dir.path());
        QString notice;
        QVERIFY(store.open(&notice));
        QVERIFY2(notice.contains(says) && notice.contains(QStringLiteral("put aside")), qPrintable(notice));
        QVERIFY(!notice.contains(u'\n'));
        const QStringList aside = QDir(dir.path()).entryList({ QStringLiteral("statistics.set-aside-*.sqlite") });
        QCOMPARE(aside.size(), 1);
        QVERIFY(store.add(game("a", "Maria", 0)));
        QCOMPARE(store.games().size(), 1);
    }

    void summary()
    {
        // Maria: won, won, lost, won with undo, won; against normal, hard and easy.
        QList<FinishedGame> games { game("1", "Maria", 0), game("2", "Maria", 0, false, "hard"), game("3", "Maria", 1),
                                    game("4", "Maria", 0, true), game("5", "Maria", 0, false, "easy", 12.0),
                                    game("6", "Tom", 0) };
        const StatsSummary s = summarize(games, QStringLiteral("Maria"));
        QCOMPARE(s.played, 5);
        QCOMPARE(s.won, 4);           // the win with undo is a win...
        QCOMPARE(s.wonWithHelp, 1);   // ... said apart as one of them
        QCOMPARE(s.winRate, 0.8);
        QCOMPARE(s.bestStreak, 2);
        QCOMPARE(s.currentStreak, 2);
        QCOMPARE(*s.meanPlace, 1.2);
        QCOMPARE(*s.meanScore, 12.0);
        QCOMPARE(s.places.size(), 5);
        QCOMPARE(s.levels.size(), 3);
        QCOMPARE(s.levels.at(0).level, QStringLiteral("easy"));
        QCOMPARE(s.levels.at(1).level, QStringLiteral("normal"));
        QCOMPARE(s.levels.at(1).played, 3);
        QCOMPARE(s.levels.at(1).won, 2);
        QCOMPARE(s.levels.at(1).wonWithHelp, 1);
        QCOMPARE(statsPeople(games), (QStringList { "Maria", "Tom" }));
    }

    // The player's report: a Shaftmount win with a hint showed "Won 0 — and 1 with undo or
    // hints", win rate 0 %, but streak 1 and a level row "mean place 1.00". One definition of a
    // win for every figure of the page.
    void oneWinWithAHint()
    {
        FinishedGame g = game("1", "Maria", 0, false, "normal");
        g.game = QStringLiteral("shaftmount");
        g.usedHint = true;
        const StatsSummary s = summarize({ g }, QStringLiteral("Maria"));
        QCOMPARE(s.played, 1);
        QCOMPARE(s.won, 1);
        QCOMPARE(s.wonWithHelp, 1);
        QCOMPARE(s.winRate, 1.0);
        QCOMPARE(s.currentStreak, 1);
        QCOMPARE(s.bestStreak, 1);
        QCOMPARE(*s.meanPlace, 1.0);
        QCOMPARE(s.levels.size(), 1);
        QCOMPARE(s.levels.at(0).won, 1);
        QCOMPARE(s.levels.at(0).wonWithHelp, 1);
        QCOMPARE(*s.levels.at(0).meanPlace, 1.0);
        QCOMPARE(s.places, (QList<double> { 1.0 }));

        // What the page reads says the same.
        QTemporaryDir dir;
        StatsStore store(dir.path());
        QVERIFY(store.open());
        Statistics stats(&store);
        stats.setGame(QStringLiteral("shaftmount"));
        stats.record(g);
        const StatsTotals summary = stats.summary();
        QCOMPARE(summary.won, 1);
        QCOMPARE(summary.wonWithHelp, 1);
        QCOMPARE(summary.winRate, 1.0);
        QCOMPARE(summary.currentStreak, 1);
        QCOMPARE(stats.levels().size(), 1);
        const StatsLevel level = stats.levels().value(0);
        QCOMPARE(level.won, 1);
        QCOMPARE(level.wonWithHelp, 1);
        QVERIFY(level.hasMeanPlace);
        QCOMPARE(level.meanPlace, 1.0);
        QVERIFY(stats.pastGames()->data(stats.pastGames()->index(0), PastGamesModel::HelpedRole).toBool());
    }

    // Every figure agrees with the others, whatever the games: the wins are the games with
    // place 1 (helped or not), the win rate is wins over games, no streak is longer than the
    // wins, each level's wins are its games with place 1 and its mean place the mean of its
    // games' places, and the chart has each placed game's place.
    void figuresAgree()
    {
        QRandomGenerator rng(20);
        for (int round = 0; round < 200; ++round) {
            QList<FinishedGame> games;
            const int n = rng.bounded(1, 12);
            for (int i = 0; i < n; ++i) {
                static const char *levels[] = { "easy", "normal", "hard", "random" };
                FinishedGame g = game(QString::number(i), "Maria", rng.bounded(-1, 2), rng.bounded(2) == 0, levels[rng.bounded(4)]);
                g.usedHint = rng.bounded(3) == 0;
                games.append(g);
            }
            const StatsSummary s = summarize(games, QStringLiteral("Maria"));
            int wins = 0, helpedWins = 0, placed = 0, longest = 0, run = 0;
            double places = 0;
            for (const FinishedGame &g : games) {
                const int place = g.seats.first().place;
                const bool won = place == 0;
                wins += won;
                helpedWins += won && (g.usedUndo || g.usedHint);
                run = won ? run + 1 : 0;
                longest = std::max(longest, run);
                if (place >= 0) {
                    ++placed;
                    places += place + 1;
                }
            }
            QCOMPARE(s.played, n);
            QCOMPARE(s.won, wins);
            QCOMPARE(s.wonWithHelp, helpedWins);
            QCOMPARE(s.winRate, static_cast<double>(wins) / n);
            QCOMPARE(s.bestStreak, longest);
            QCOMPARE(s.currentStreak, run);
            QVERIFY(s.bestStreak <= s.won);
            QCOMPARE(s.places.size(), placed);
            QCOMPARE(s.meanPlace.has_value(), placed > 0);
            if (placed)
                QVERIFY(qFuzzyCompare(*s.meanPlace, places / placed));
            for (const LevelSummary &l : s.levels) {
                int lWins = 0, lHelped = 0, lPlaced = 0;
                double lPlaces = 0;
                for (const FinishedGame &g : games) {
                    if (g.seats.at(1).kind != l.level)
                        continue;
                    const int place = g.seats.first().place;
                    lWins += place == 0;
                    lHelped += place == 0 && (g.usedUndo || g.usedHint);
                    if (place >= 0) {
                        ++lPlaced;
                        lPlaces += place + 1;
                    }
                }
                QCOMPARE(l.won, lWins);
                QCOMPARE(l.wonWithHelp, lHelped);
                QVERIFY(l.won <= l.played);
                QCOMPARE(l.meanPlace.has_value(), lPlaced > 0);
                if (lPlaced)
                    QVERIFY2(qFuzzyCompare(*l.meanPlace, lPlaces / lPlaced), qPrintable(l.level));
            }
        }
    }

    void pageModels()
    {
        QTemporaryDir dir;
        StatsStore store(dir.path());
        QVERIFY(store.open());
        Statistics stats(&store);
        QAbstractItemModelTester tester(stats.pastGames(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        stats.setGame(QStringLiteral("shithead"));
        QCOMPARE(stats.pastGames()->rowCount(), 0);
        stats.record(game("a", "Maria", 0));
        stats.record(game("b", "Maria", 1, true));
        stats.record(game("c", "Tom", 0));
        QCOMPARE(stats.people(), (QStringList { "Maria", "Tom" }));
        QCOMPARE(stats.person(), QStringLiteral("Maria"));
        QCOMPARE(stats.pastGames()->rowCount(), 2);
        QCOMPARE(stats.summary().played, 2);
        // Newest first, with what happened to Maria.
        const QModelIndex first = stats.pastGames()->index(0);
        QVERIFY(stats.pastGames()->data(first, PastGamesModel::HelpedRole).toBool());
        QCOMPARE(stats.pastGames()->data(first, PastGamesModel::ResultRole).toString(), QStringLiteral("place 2 of 2"));
        stats.setPerson(QStringLiteral("Tom"));
        QCOMPARE(stats.pastGames()->rowCount(), 1);
        const std::optional<FinishedGame> past = stats.pastGame(stats.pastGames()->data(stats.pastGames()->index(0), PastGamesModel::IdRole).toLongLong());
        QVERIFY(past);
        QCOMPARE(past->game, QStringLiteral("shithead"));
        QCOMPARE(past->seats.size(), 2);
        const QString csvPath = QDir(dir.path()).filePath(QStringLiteral("out.csv"));
        QCOMPARE(stats.exportCsv(QUrl::fromLocalFile(csvPath)), QString());
        QVERIFY(QFile(csvPath).size() > 0);
        QVERIFY(stats.reset());
        QCOMPARE(stats.pastGames()->rowCount(), 0);
    }

    // Games at a learning table (a first game) are stored, but kept out of the figures and the
    // list of past games: the page counts them apart.
    void learningGamesApart()
    {
        QTemporaryDir dir;
        StatsStore store(dir.path());
        QVERIFY(store.open());
        Statistics stats(&store);
        stats.setGame(QStringLiteral("shithead"));
        FinishedGame first = game("a", "Maria", 1);
        first.learning = true;
        stats.record(first);
        stats.record(game("b", "Maria", 0));
        QCOMPARE(stats.learningGames(), 1);
        QCOMPARE(stats.summary().played, 1);
        QCOMPARE(stats.pastGames()->rowCount(), 1);
        // Kept in the store, as a learning game.
        const QList<FinishedGame> kept = store.games(QStringLiteral("shithead"));
        QCOMPARE(kept.size(), 2);
        QVERIFY(kept.first().learning);
        QVERIFY(!kept.last().learning);
    }

    // Shaftmount with calls by hand and with automatic calls are different games to be good
    // at: each kind has its own figures and past games, and the page starts at the kind of the
    // last game finished.
    void manualAndAutomaticCallsApart()
    {
        QTemporaryDir dir;
        StatsStore store(dir.path());
        QVERIFY(store.open());
        Statistics stats(&store);
        auto shaftmount = [](const QString &key, int place, bool manual) {
            FinishedGame g = game(key, "Maria", place);
            g.game = QStringLiteral("shaftmount");
            g.options = manual ? QStringLiteral(R"({"calls":"manual"})") : QStringLiteral("{}");
            g.record = R"({"format": "felt-record/1", "game": "shaftmount", "players": 2, "seed": 7, "actions": []})";
            return g;
        };
        stats.setGame(QStringLiteral("shaftmount"));
        QCOMPARE(stats.kinds().size(), 2);
        stats.record(shaftmount("a", 0, false));
        stats.record(shaftmount("b", 0, false));
        stats.record(shaftmount("c", 1, true));
        stats.setGame(QStringLiteral("shithead"));
        QVERIFY(stats.kinds().isEmpty());
        QCOMPARE(stats.kind(), QString());
        stats.setGame(QStringLiteral("shaftmount"));
        QCOMPARE(stats.kind(), QStringLiteral("manual"));   // the last game's kind
        QCOMPARE(stats.summary().played, 1);
        QCOMPARE(stats.summary().won, 0);
        QCOMPARE(stats.pastGames()->rowCount(), 1);
        stats.setKind(QStringLiteral("auto"));
        QCOMPARE(stats.summary().played, 2);
        QCOMPARE(stats.summary().won, 2);
        QCOMPARE(stats.pastGames()->rowCount(), 2);
        QCOMPARE(stats.places().size(), 2);
        // A game of the other kind finished meanwhile does not join the figures shown.
        stats.record(shaftmount("d", 0, true));
        QCOMPARE(stats.kind(), QStringLiteral("auto"));
        QCOMPARE(stats.summary().played, 2);
        stats.setKind(QStringLiteral("manual"));
        QCOMPARE(stats.summary().played, 2);
        QCOMPARE(stats.summary().won, 1);
    }

    // A game with a person at another computer counts in the person's own figures, marked as
    // played over the network; watched again, and its deal played again with computer players
    // in the seats of the people who are not here now.
    void networkGamesMarked()
    {
        DataDir dir;
        AppController app { QString() };
        app.settings()->setBotDelayMs(0);
        GameSession *s = app.session();
        QVERIFY(app.newGame("chain-chain", seats({ "human", "easy", "easy" }), {}, 3));
        s->setAutopilot(true);
        QTRY_VERIFY_WITH_TIMEOUT(s->board()->over(), 30000);
        Statistics *stats = app.stats();
        stats->setGame(QStringLiteral("chain-chain"));
        QCOMPARE(stats->pastGames()->rowCount(), 1);
        QVERIFY(!stats->pastGames()->data(stats->pastGames()->index(0), PastGamesModel::NetworkRole).toBool());
        const qint64 local = stats->pastGames()->data(stats->pastGames()->index(0), PastGamesModel::IdRole).toLongLong();
        StatsStore store(app.storage().dir());
        QVERIFY(store.open());
        std::optional<FinishedGame> g = store.find(local);
        QVERIFY(g);
        g->id = 0;
        g->key += QStringLiteral("-net");
        g->seats[1].kind = QStringLiteral("network");
        stats->record(*g);
        QCOMPARE(stats->pastGames()->rowCount(), 2);
        const QModelIndex newest = stats->pastGames()->index(0);
        QVERIFY(stats->pastGames()->data(newest, PastGamesModel::NetworkRole).toBool());
        QCOMPARE(stats->summary().played, 2);
        const qint64 net = stats->pastGames()->data(newest, PastGamesModel::IdRole).toLongLong();
        QVERIFY(net != local);
        QVERIFY(app.watchPastGame(static_cast<double>(net)));
        QVERIFY(s->lookBack()->watching());
        QCOMPARE(s->game()->players(), 3);
        QVERIFY(app.playPastDealAgain(static_cast<double>(net)));
        QVERIFY(!s->lookBack()->watching());
        QCOMPARE(s->game()->deal().toDouble(), 3.0);
        QCOMPARE(s->game()->humans(), 1);   // the network seat is a computer player now
    }

    // A game of the app played to its end reaches the statistics, with its place.
    void finishedGamesAreKept()
    {
        DataDir dir;
        AppController app { QString() };
        app.settings()->setBotDelayMs(0);
        GameSession *s = app.session();
        QVERIFY(app.newGame("chain-chain", seats({ "human", "easy", "easy" }), {}, 3));
        s->setAutopilot(true);   // the person's seat plays itself
        QTRY_VERIFY_WITH_TIMEOUT(s->board()->over(), 30000);
        app.stats()->setGame(QStringLiteral("chain-chain"));
        QCOMPARE(app.stats()->summary().played, 1);
        QCOMPARE(app.stats()->pastGames()->rowCount(), 1);
        // Watched from the deal, move by move; nothing of it can be played or saved, and a game
        // running meanwhile stays to be resumed.
        const qint64 id = app.stats()->pastGames()->data(app.stats()->pastGames()->index(0), PastGamesModel::IdRole).toLongLong();
        QVERIFY(app.newGame("shithead", seats({ "human", "easy" }), {}, 5));
        QVERIFY(s->play()->act(s->play()->legal().first()));
        app.storage().flush();
        QVERIFY(app.watchPastGame(static_cast<double>(id)));
        QVERIFY(s->lookBack()->watching() && s->lookBack()->active());
        QCOMPARE(s->game()->gameId(), QStringLiteral("chain-chain"));
        QCOMPARE(s->lookBack()->step(), 0);
        QVERIFY(s->lookBack()->go(1));
        QVERIFY(s->play()->legal().isEmpty());
        QVERIFY(!s->play()->canUndo());
        QVERIFY(app.canResume());
        QCOMPARE(app.resumeGameName(), QStringLiteral("Shithead"));
        QCOMPARE(app.stats()->summary().played, 1);   // watching counts nothing

        // Kept on disk: another App finds it.
        AppController later { QString() };
        later.stats()->setGame(QStringLiteral("chain-chain"));
        QCOMPARE(later.stats()->summary().played, 1);
    }
};

QTEST_GUILESS_MAIN(TestStats)
#include "tst_stats.moc"
