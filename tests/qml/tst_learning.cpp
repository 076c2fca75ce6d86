// The learning table at the real window: a first game shows "Learning table" in the action bar
// and its first hint, with why, comes as a toast without being asked; a game from the new-game
// way has neither; with calls by hand the status line says when something may be called; the
// rules page's "Play a first game" deals one (after asking, where a game is unfinished).
#include "tablehelper.h"

#include "lesson.h"

using namespace tabletest;

class TestLearningTable : public QObject {
    Q_OBJECT

private slots:
    void firstGameShowsItAndHints()
    {
        Table t;
        QVERIFY(t.app()->playFirstGame(QStringLiteral("chain-chain")));
        QVERIFY(t.openWindow());
        QQuickItem *badge = nullptr;
        QTRY_VERIFY((badge = t.item(QStringLiteral("learningTable"))));
        QCOMPARE(badge->property("text").toString(), QStringLiteral("Learning table"));
        // The hint comes by itself, and the toast says the move and why.
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 20000);
        const QString why = t.session()->advice()->hintMove().reason;
        QVERIFY(!why.isEmpty());
        QQuickItem *toast = nullptr;
        QTRY_VERIFY((toast = t.item(QStringLiteral("toast"))));
        QTRY_VERIFY2(toast->property("text").toString().contains(why), qPrintable(toast->property("text").toString()));
        if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
            t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/learning-table.png"));

        // A game dealt the usual way is no learning table: no badge, no hint unasked.
        const QVariantList seats { QVariantMap { { "name", "Anna" }, { "kind", "human" } }, QVariantMap { { "name", "Bert" }, { "kind", "easy" } } };
        QVERIFY(t.newGame(seats, 7));
        QTRY_VERIFY(!t.item(QStringLiteral("learningTable")));
        QTest::qWait(300);
        QVERIFY(t.session()->advice()->hint().isEmpty() && !t.session()->advice()->hinting());
    }

    void statusSaysWhenSomethingMayBeCalled()
    {
        Table t;
        // Calls by hand: Anna (a computer player) laid K♥ on Bert's Q♥ and her turn goes on;
        // Cleo, at the screen, may tap it.
        const felt::Record record = gameRecord(QStringLiteral("shaftmount"), 3, R"({"hand": [["KH", "4C", "3S", "5D", "9S", "2D", "7C", "8D"],
              ["3C", "4D", "5H", "6C", "7S", "8C", "9D", "TD"], ["3H", "4H", "5S", "6D", "7H", "8H", "9H", "TH"]],
              "sequences": [["6H", "5C", "JD"], ["QH", "9C", "4S"], ["AH", "3D", "TC"]],
              "deck": ["2C", "2H", "6S", "7D", "JH", "JS", "QC", "KC", "QD", "KD", "JC", "TS"]})",
                                                   { "0: play KH 1.0" }, 5, true);
        QVERIFY(!record.actions.empty());
        const QList<SeatSpec> seats { { "Anna", "normal" }, { "Bert", "normal" }, { "Cleo", "human" } };
        QVERIFY(t.loadRecordAt(seats, record));
        QQuickItem *status = t.item(QStringLiteral("status"));
        QVERIFY(status);
        const auto said = [status] {
            const QList<QQuickItem *> kids = status->childItems();
            return kids.isEmpty() ? QString() : kids.first()->property("text").toString();
        };
        QVERIFY2(!said().contains(QStringLiteral("tapped")), qPrintable(said()));   // not without the learning table
        QVERIFY(!t.item(QStringLiteral("exposedMark")));   // a usual table points out no call
        t.session()->game()->setLearning(true);
        // The learning table marks the exposed card and says whose it is and why it closes now.
        const QString line = QStringLiteral("Bert's K♥ may be tapped: it is one below the A♥ in the closing area, so it closes now. Tap it, and Bert takes a point.");
        QTRY_COMPARE(said(), line);
        QQuickItem *mark = nullptr;
        QTRY_VERIFY((mark = t.item(QStringLiteral("exposedMark"))));
        QQuickItem *king = t.card(QStringLiteral("KH"), QStringLiteral("sequence"));
        QVERIFY(king);
        QVERIFY(mark->mapRectToScene(QRectF(0, 0, mark->width(), mark->height()))
                    .contains(king->mapRectToScene(QRectF(0, 0, king->width(), king->height()))));
        if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
            t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/learning-exposed.png"));
        // The badge says how long computer players leave a call to the person.
        QQuickItem *badge = t.item(QStringLiteral("learningTable"));
        QVERIFY(badge);
        QCOMPARE(badge->property("text").toString(), QStringLiteral("Learning table · computer players call after %1 s").arg(t.app()->settings()->learningCallDelay()));
        QVERIFY(t.session()->play()->act(QStringLiteral("tap 1.0")));
        QTRY_VERIFY(!said().contains(QStringLiteral("K♥ may be tapped")));
    }

    // The person plays their A♥ on their own K♥ (calls by hand): it closes nothing yet and lies
    // exposed, for anyone else to tap. The learning table says so at once, marks it as theirs, and
    // the status line tells whose it is and why it closes; a usual table says nothing of it.
    void ownCardExposedIsSaid()
    {
        Table t;
        auto lesson = felt::loadLesson(QStringLiteral("shaftmount:3"));
        QVERIFY(lesson);
        const QList<SeatSpec> seats { { "Ada", "human" }, { "Bruno", "easy" } };
        QVERIFY(t.loadRecordAt(seats, lesson->record));
        t.session()->game()->setLearning(true);
        QQuickItem *status = t.item(QStringLiteral("status"));
        QVERIFY(status);
        const auto said = [status] {
            const QList<QQuickItem *> kids = status->childItems();
            return kids.isEmpty() ? QString() : kids.first()->property("text").toString();
        };
        QVERIFY2(!said().contains(QStringLiteral("exposed")), qPrintable(said()));
        QVERIFY(t.session()->play()->act(QStringLiteral("play AH 0.0")));
        QQuickItem *burst = t.item(QStringLiteral("burst"));
        QVERIFY(burst);
        QTRY_COMPARE(burst->property("text").toString(), QStringLiteral("Your A♥ now lies exposed: anyone may tap it."));
        QTRY_VERIFY2(said().contains(QStringLiteral("Your A♥ lies exposed: an Ace closes while its suit has fewer than two closing sequences. "
                                                    "Anyone may tap it, and you would take a point.")),
                     qPrintable(said()));
        bool marked = false;
        for (QQuickItem *m : t.items(QStringLiteral("exposedMark")))
            marked = marked || m->property("mine").toBool();
        QVERIFY(marked);
        if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
            t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/learning-own-exposed.png"));
    }

    // The new-game page offers the learning table: on for a game never played here, and a game
    // started with it is a learning table, kept apart in the statistics once finished; off once
    // a game of it was finished.
    void newGamePageOffersTheLearningTable()
    {
        Table t;
        QVERIFY(t.openWindow());
        QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("chain-chain")));
        QQuickItem *learning = nullptr;
        QTRY_VERIFY((learning = t.item(QStringLiteral("learningSwitch"))));
        QVERIFY(learning->property("checked").toBool());
        QTRY_VERIFY(t.item(QStringLiteral("startButton")));
        QQuickItem *start = t.item(QStringLiteral("startButton"));
        QVERIFY(waitStill(start));
        if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
            t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/new-game-learning.png"));
        t.click(centreOf(start));
        QTRY_VERIFY(t.session()->game()->active());
        QTRY_VERIFY(t.session()->game()->learning());
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("chain-chain"));
        QTRY_VERIFY(t.item(QStringLiteral("learningTable")));
        // Kept apart in the statistics: the finished game says it was at a learning table; once
        // a game of it is in the statistics, the page offers no learning table by default.
        QVERIFY(t.session()->game()->finishedGame().learning);
        t.app()->stats()->record(t.session()->game()->finishedGame());
        t.app()->stats()->setGame(QStringLiteral("chain-chain"));
        t.app()->catalog()->refresh();
        QCOMPARE(t.app()->stats()->learningGames(), 1);
        QCOMPARE(t.app()->stats()->property("count").toInt(), 0);
        QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("chain-chain")));
        QTRY_VERIFY((learning = t.item(QStringLiteral("learningSwitch"))) && !learning->property("checked").toBool());
    }

    void rulesPageOffersAFirstGame()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        t.click(centreOf(t.item(QStringLiteral("rulesButton"))));
        QQuickItem *first = nullptr;
        QTRY_VERIFY((first = t.item(QStringLiteral("playFirstGame"))));
        // (Once the page has slid in.)
        QTRY_VERIFY(centreOf(first).x() < t.window()->width() && !t.item(QStringLiteral("pileZone")));
        QTest::qWait(300);
        if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
            t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/rules-first-game.png"));
        t.click(centreOf(first));
        // The unfinished game is not replaced without asking.
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = t.button(QStringLiteral("Yes"))));
        QVERIFY(!t.session()->game()->learning());
        t.click(centreOf(yes));
        QTRY_VERIFY(t.session()->game()->learning());
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("shithead"));
        QCOMPARE(t.session()->seatSpecs().at(1).kind, QStringLiteral("easy"));
        QTRY_VERIFY(t.item(QStringLiteral("learningTable")));
    }
};

QTEST_MAIN(TestLearningTable)
#include "tst_learning.moc"
