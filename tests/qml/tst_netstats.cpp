// The statistics of network games (issue 30, item 6), over 127.0.0.1 only: every person keeps
// the game with its true length, from the deal to the end, in every path — the app that hosts
// (also when it was killed and hosts the table again), a person who joined (also when their
// app was killed and takes the seat back), a table on a felt-server (its opener and a person
// who joined), and the new deal for everyone ("Play again", the protocol's `again`). Each app
// is an AppController of its own on a data folder of its own, recording as the real app does.
// "Watch" on a past network game, in the real window, shows it from the person's own seat with
// their own cards, from its deal to its last action. With FELT_NET_SHOTS=DIR the watched game
// is saved there as a picture.
//
// A game's true length is bounded by what the test sees: it was dealt after the test asked for
// the start (and before the table reached the person), and it ended after the last moment the
// test saw it running (and before the test saw it over).
#include "netsteps.h"
#include "tablehelper.h"

#include "appcontroller.h"
#include "netplay.h"
#include "netserver.h"
#include "remotehost.h"
#include "statsstore.h"

#include <QRandomGenerator>

using tabletest::Table;

namespace {

QVariantList wrongSuitSeats()
{
    return { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
             QVariantMap { { "name", "" }, { "kind", "human" }, { "remote", true } },
             QVariantMap { { "name", "Cleo" }, { "kind", "normal" } },
             QVariantMap { { "name", "Dan" }, { "kind", "normal" } } };
}

// The finished games of Wrong Suit kept in a data folder's statistics, oldest first.
QList<FinishedGame> keptGames(const QString &dataDir)
{
    StatsStore store(dataDir);
    if (!store.open())
        return {};
    return store.games(QStringLiteral("wrong-suit"));
}

// A test's clock, and what it saw of one game: when it asked for the deal, when the table had
// reached everyone, the last moment the game still ran, and when everyone saw it over.
struct Seen {
    qint64 asked = -1;
    qint64 dealt = -1;
    qint64 running = -1;
    qint64 over = -1;
};

// The game's length as kept lies within what was seen (a few ms for the clocks' grain).
bool lengthFits(const FinishedGame &g, const Seen &seen, QString *why)
{
    const qint64 least = seen.running - seen.dealt - 20;
    const qint64 most = seen.over - seen.asked + 20;
    *why = QStringLiteral("kept %1 ms; it ran at least %2 ms and at most %3 ms").arg(g.durationMs).arg(least).arg(most);
    return g.durationMs >= least && g.durationMs <= most;
}

// The two screens play until both see the game over; `seen.running` and `seen.over` follow.
// `pauseMs`: nobody moves for that long first (the game's length must show it).
bool playToTheEnd(GameSession *a, GameSession *b, QRandomGenerator &random, const QElapsedTimer &clock, Seen &seen, int pauseMs = 0)
{
    QTest::qWait(pauseMs);
    QElapsedTimer limit;
    limit.start();
    while (!(a->board()->over() && b->board()->over()) && limit.elapsed() < 240000) {
        if (!a->board()->over() && !b->board()->over())
            seen.running = clock.elapsed();
        playStep(a, random);
        playStep(b, random);
        QTest::qWait(40);   // (at most about 20 moves a second from one connection)
    }
    seen.over = clock.elapsed();
    return a->board()->over() && b->board()->over();
}

// Both sides' records of the finished game: the host's and the one that came with `over`.
bool recordCame(GameSession *s)
{
    return QTest::qWaitFor([s] { return s->record().has_value(); }, 10000);
}

} // namespace

class TestNetStats : public QObject {
    Q_OBJECT

private slots:
    // The app hosts, a friend's app joins: each keeps the game with its length (the friend's
    // was 0:00), and after the opener's "Play again" the second game too, with its own length.
    void hostedAndJoinedThenPlayAgain()
    {
        QTemporaryDir hostDir;
        QTemporaryDir friendDir;
        AppController hostApp(hostDir.path());
        hostApp.settings()->setBotDelayMs(0);
        AppController friendApp(friendDir.path());
        friendApp.settings()->setBotDelayMs(0);
        NetPlay *host = hostApp.network();
        QVERIFY(host->hosting()->host(QStringLiteral("wrong-suit"), wrongSuitSeats(), {}, 0));
        QVERIFY(friendApp.network()->joining()->join(loopbackLink(host), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(host->table()->canStart(), 10000);

        QElapsedTimer clock;
        clock.start();
        Seen first;
        first.asked = clock.elapsed();
        QVERIFY(host->table()->start());
        QTRY_COMPARE_WITH_TIMEOUT(friendApp.network()->table()->state(), NetTable::State::Playing, 10000);
        first.dealt = clock.elapsed();
        QRandomGenerator random(61);
        QVERIFY(playToTheEnd(hostApp.session(), friendApp.session(), random, clock, first, 1500));
        QVERIFY(recordCame(friendApp.session()));

        QList<FinishedGame> hostGames = keptGames(hostDir.path());
        QList<FinishedGame> friendGames = keptGames(friendDir.path());
        QCOMPARE(hostGames.size(), 1);
        QCOMPARE(friendGames.size(), 1);
        QString why;
        QVERIFY2(lengthFits(hostGames.at(0), first, &why), qPrintable(QStringLiteral("host: ") + why));
        QVERIFY2(lengthFits(friendGames.at(0), first, &why), qPrintable(QStringLiteral("joined: ") + why));
        QCOMPARE(friendGames.at(0).record, hostGames.at(0).record);
        QCOMPARE(friendGames.at(0).seats.value(1).kind, QStringLiteral("human"));
        QCOMPARE(friendGames.at(0).seats.value(0).kind, QStringLiteral("network"));

        // The opener's "Play again": a new deal for both, counted from its own deal.
        QTRY_COMPARE_WITH_TIMEOUT(host->table()->state(), NetTable::State::Over, 5000);
        Seen second;
        second.asked = clock.elapsed();
        hostApp.playAgain();
        QCOMPARE(host->table()->state(), NetTable::State::Playing);
        QTRY_VERIFY_WITH_TIMEOUT(!friendApp.session()->board()->over() && friendApp.session()->game()->active(), 10000);
        second.dealt = clock.elapsed();
        QVERIFY(playToTheEnd(hostApp.session(), friendApp.session(), random, clock, second, 1000));
        QVERIFY(recordCame(friendApp.session()));
        hostGames = keptGames(hostDir.path());
        friendGames = keptGames(friendDir.path());
        QCOMPARE(hostGames.size(), 2);
        QCOMPARE(friendGames.size(), 2);
        QVERIFY2(lengthFits(hostGames.at(1), second, &why), qPrintable(QStringLiteral("host, again: ") + why));
        QVERIFY2(lengthFits(friendGames.at(1), second, &why), qPrintable(QStringLiteral("joined, again: ") + why));
        QCOMPARE(friendGames.at(1).record, hostGames.at(1).record);
        QVERIFY(friendGames.at(1).record != friendGames.at(0).record);
    }

    // Both apps are killed mid-game and started again: the host hosts the table again, the
    // friend takes the seat back. Each keeps the game (the host's was missing) with its whole
    // length from the deal, not from the restart.
    void killedAndStartedAgain()
    {
        QTemporaryDir hostDir;
        QTemporaryDir friendDir;
        auto hostApp = std::make_unique<AppController>(hostDir.path());
        hostApp->settings()->setBotDelayMs(0);
        auto friendApp = std::make_unique<AppController>(friendDir.path());
        friendApp->settings()->setBotDelayMs(0);
        QVERIFY(hostApp->network()->hosting()->host(QStringLiteral("wrong-suit"), wrongSuitSeats(), {}, 0));
        const QString link = loopbackLink(hostApp->network());
        QVERIFY(friendApp->network()->joining()->join(link, QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(hostApp->network()->table()->canStart(), 10000);
        QElapsedTimer clock;
        clock.start();
        Seen seen;
        seen.asked = clock.elapsed();
        QVERIFY(hostApp->network()->table()->start());
        QTRY_COMPARE_WITH_TIMEOUT(friendApp->network()->table()->state(), NetTable::State::Playing, 10000);
        seen.dealt = clock.elapsed();
        QRandomGenerator random(62);
        QElapsedTimer limit;
        limit.start();
        while (hostApp->session()->board()->actionCount() < 8 && limit.elapsed() < 60000) {
            playStep(hostApp->session(), random);
            playStep(friendApp->session(), random);
            QTest::qWait(40);
        }
        QVERIFY(!hostApp->session()->board()->over());
        QTest::qWait(1500);   // a while before the crash: it counts

        // The friend's app goes first (its seat waits), then the host's.
        friendApp.reset();
        hostApp.reset();
        QTest::qWait(300);
        hostApp = std::make_unique<AppController>(hostDir.path());
        hostApp->settings()->setBotDelayMs(0);
        QCOMPARE(hostApp->network()->hosting()->hostedBefore(), QStringLiteral("wrong-suit"));
        QVERIFY2(hostApp->network()->hosting()->resumeHosting(), qPrintable(hostApp->network()->table()->error()));
        QCOMPARE(hostApp->network()->table()->state(), NetTable::State::Playing);
        friendApp = std::make_unique<AppController>(friendDir.path());
        friendApp->settings()->setBotDelayMs(0);
        QCOMPARE(friendApp->network()->joining()->rejoinLink(), link);
        QVERIFY(friendApp->network()->joining()->rejoin());
        QTRY_COMPARE_WITH_TIMEOUT(friendApp->network()->table()->state(), NetTable::State::Playing, 10000);
        QVERIFY(playToTheEnd(hostApp->session(), friendApp->session(), random, clock, seen));
        QVERIFY(recordCame(friendApp->session()));

        const QList<FinishedGame> hostGames = keptGames(hostDir.path());
        const QList<FinishedGame> friendGames = keptGames(friendDir.path());
        QCOMPARE(hostGames.size(), 1);
        QCOMPARE(friendGames.size(), 1);
        QString why;
        QVERIFY2(lengthFits(hostGames.at(0), seen, &why), qPrintable(QStringLiteral("host: ") + why));
        QVERIFY2(lengthFits(friendGames.at(0), seen, &why), qPrintable(QStringLiteral("joined: ") + why));
        QCOMPARE(friendGames.at(0).record, hostGames.at(0).record);
    }

    // A table on a felt-server: its opener (the app that sent `create`) and the friend who
    // joined each keep both games of the evening, the second dealt by the opener's "Play
    // again" (`again`), each with its own length.
    void serverTableThenPlayAgain()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        net::NetServer server(config);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QString address = QStringLiteral("127.0.0.1:%1").arg(server.port());

        QTemporaryDir openerDir;
        QTemporaryDir friendDir;
        AppController openerApp(openerDir.path());
        openerApp.settings()->setBotDelayMs(0);
        AppController friendApp(friendDir.path());
        friendApp.settings()->setBotDelayMs(0);
        NetPlay *opener = openerApp.network();
        QVERIFY(opener->hosting()->hostOnServer(address, QStringLiteral("wrong-suit"), wrongSuitSeats(), {}));
        QTRY_VERIFY2_WITH_TIMEOUT(opener->table()->state() == NetTable::State::Waiting, qPrintable(opener->table()->error()), 10000);
        QVERIFY(friendApp.network()->joining()->join(opener->table()->invite(), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(opener->table()->canStart(), 10000);

        QElapsedTimer clock;
        clock.start();
        Seen first;
        first.asked = clock.elapsed();
        QVERIFY(opener->table()->start());
        QTRY_COMPARE_WITH_TIMEOUT(opener->table()->state(), NetTable::State::Playing, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(friendApp.network()->table()->state(), NetTable::State::Playing, 10000);
        first.dealt = clock.elapsed();
        QRandomGenerator random(63);
        QVERIFY(playToTheEnd(openerApp.session(), friendApp.session(), random, clock, first, 1500));
        QVERIFY(recordCame(openerApp.session()));
        QVERIFY(recordCame(friendApp.session()));
        QTRY_COMPARE_WITH_TIMEOUT(keptGames(openerDir.path()).size(), 1, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(keptGames(friendDir.path()).size(), 1, 5000);
        QString why;
        QVERIFY2(lengthFits(keptGames(openerDir.path()).at(0), first, &why), qPrintable(QStringLiteral("opener: ") + why));
        QVERIFY2(lengthFits(keptGames(friendDir.path()).at(0), first, &why), qPrintable(QStringLiteral("joined: ") + why));

        QTRY_COMPARE_WITH_TIMEOUT(opener->table()->state(), NetTable::State::Over, 5000);
        Seen second;
        second.asked = clock.elapsed();
        openerApp.playAgain();
        QTRY_VERIFY_WITH_TIMEOUT(!openerApp.session()->board()->over() && !friendApp.session()->board()->over(), 10000);
        second.dealt = clock.elapsed();
        QVERIFY(playToTheEnd(openerApp.session(), friendApp.session(), random, clock, second, 1000));
        QVERIFY(recordCame(openerApp.session()));
        QVERIFY(recordCame(friendApp.session()));
        QTRY_COMPARE_WITH_TIMEOUT(keptGames(openerDir.path()).size(), 2, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(keptGames(friendDir.path()).size(), 2, 5000);
        QVERIFY2(lengthFits(keptGames(openerDir.path()).at(1), second, &why), qPrintable(QStringLiteral("opener, again: ") + why));
        QVERIFY2(lengthFits(keptGames(friendDir.path()).at(1), second, &why), qPrintable(QStringLiteral("joined, again: ") + why));
        QCOMPARE(keptGames(friendDir.path()).at(1).record, keptGames(openerDir.path()).at(1).record);
    }

    // "Watch" on a past network game in the window of the person who joined it: the table as
    // it was dealt, from their own seat — their own hand face up, the others' hidden — and
    // then move by move to the last action.
    void watchFromOwnSeat()
    {
        Table t;   // the window: the friend who joins
        QTemporaryDir hostDir;
        AppController hostApp(hostDir.path());
        hostApp.settings()->setBotDelayMs(0);
        NetPlay *host = hostApp.network();
        QVERIFY(host->hosting()->host(QStringLiteral("wrong-suit"), wrongSuitSeats(), {}, 0));
        QVERIFY(t.app()->network()->joining()->join(loopbackLink(host), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(host->table()->canStart(), 10000);
        QVERIFY(host->table()->start());
        QTRY_COMPARE_WITH_TIMEOUT(t.app()->network()->table()->state(), NetTable::State::Playing, 10000);
        QElapsedTimer clock;
        clock.start();
        Seen seen;
        QRandomGenerator random(64);
        QVERIFY(playToTheEnd(hostApp.session(), t.session(), random, clock, seen));
        QVERIFY(recordCame(t.session()));
        const felt::Record record = *hostApp.session()->record();
        QTRY_COMPARE_WITH_TIMEOUT(keptGames(t.dataDir()).size(), 1, 5000);

        // The statistics page, Bo's games of Wrong Suit: Watch.
        QVERIFY(t.openWindow());
        t.app()->stats()->setGame(QStringLiteral("wrong-suit"));
        t.app()->stats()->setPerson(QStringLiteral("Bo"));
        QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, QStringLiteral("statistics")));
        QTRY_VERIFY(t.item(QStringLiteral("statisticsPage")));
        QQuickItem *watch = nullptr;
        QTRY_VERIFY((watch = t.button(QStringLiteral("Watch"))));
        QVERIFY(tabletest::waitStill(watch));
        t.click(tabletest::centreOf(watch));
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("tablePage")), 5000);
        LookBackFacet *look = t.session()->lookBack();
        QTRY_VERIFY(look->watching() && look->active());
        QCOMPARE(look->step(), 0);
        QCOMPARE(look->length(), static_cast<int>(record.actions.size()));
        QCOMPARE(t.session()->screen()->viewer(), 1);
        t.settle();

        // As dealt: Bo's twelve cards face up, the others' twelve each hidden.
        auto hand = [&t](int owner) {
            QList<QQuickItem *> cards;
            for (QQuickItem *c : t.items(QStringLiteral("card")))
                if (c->property("owner").toInt() == owner && c->property("zone").toString() == QLatin1String("hand"))
                    cards.append(c);
            return cards;
        };
        const QList<QQuickItem *> own = hand(1);
        QCOMPARE(own.size(), 12);
        QCOMPARE(hand(0).size(), 12);
        for (QQuickItem *c : own)
            QVERIFY2(c->property("faceUp").toBool(), qPrintable(c->property("face").toString()));
        for (int other : { 0, 2, 3 })
            for (QQuickItem *c : hand(other))
                QVERIFY2(!c->property("faceUp").toBool(), qPrintable(QStringLiteral("seat %1 shows %2").arg(other).arg(c->property("face").toString())));
        // The bar says what is shown: a past game from its deal, not "the last round".
        QQuickItem *bar = t.item(QStringLiteral("reviewBar"));
        QVERIFY(bar);
        QList<QQuickItem *> stack { bar };
        QString barText;
        while (!stack.isEmpty()) {
            QQuickItem *item = stack.takeLast();
            if (item->inherits("QQuickLabel") && item->isVisible())
                barText += item->property("text").toString();
            stack.append(item->childItems());
        }
        QVERIFY2(!barText.contains(QLatin1String("last round")), qPrintable(barText));
        if (const QByteArray dir = qgetenv("FELT_NET_SHOTS"); !dir.isEmpty()) {
            QTest::qWait(500);
            t.window()->grabWindow().save(QString::fromLocal8Bit(dir) + QStringLiteral("/watch-dealt.png"));
        }

        // Move by move (Next) to the last action; the others' hands stay hidden all the way.
        QQuickItem *next = t.item(QStringLiteral("reviewNextButton"));
        QVERIFY(next && tabletest::waitStill(next));
        for (int k = 1; k <= look->length(); ++k) {
            QVERIFY(tabletest::waitStill(next));
            t.click(tabletest::centreOf(next));
            QTRY_COMPARE(look->step(), k);
            for (int other : { 0, 2, 3 })
                for (QQuickItem *c : hand(other))
                    QVERIFY2(!c->property("faceUp").toBool(), qPrintable(QStringLiteral("step %1: seat %2 shows %3").arg(k).arg(other).arg(c->property("face").toString())));
        }
        t.settle();
        QCOMPARE(look->step(), static_cast<int>(record.actions.size()));
        QVERIFY(!next->isEnabled());   // the last action is the end
        if (const QByteArray dir = qgetenv("FELT_NET_SHOTS"); !dir.isEmpty()) {
            QTest::qWait(500);
            t.window()->grabWindow().save(QString::fromLocal8Bit(dir) + QStringLiteral("/watch-last.png"));
        }

        // Having watched, Bo joins the next table: that game is kept too (it was not).
        QVERIFY(host->hosting()->host(QStringLiteral("wrong-suit"), wrongSuitSeats(), {}, 0));
        QVERIFY(t.app()->network()->joining()->join(loopbackLink(host), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(host->table()->canStart(), 10000);
        QVERIFY(host->table()->start());
        QTRY_COMPARE_WITH_TIMEOUT(t.app()->network()->table()->state(), NetTable::State::Playing, 10000);
        QVERIFY(!look->watching());
        QVERIFY(playToTheEnd(hostApp.session(), t.session(), random, clock, seen));
        QVERIFY(recordCame(t.session()));
        QTRY_COMPARE_WITH_TIMEOUT(keptGames(t.dataDir()).size(), 2, 5000);
    }
};

QTEST_MAIN(TestNetStats)
#include "tst_netstats.moc"
