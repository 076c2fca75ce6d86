// The table's board facet: who thinks (the computer players off the UI thread, a stale move dropped, the delay).
#include "sessiontests.h"

#include "json.h"
#include "logmodel.h"
#include "record.h"
#include "seatsmodel.h"

#include "core/anygame.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>

using namespace testing;

class TestSessionBoard : public QObject {
    Q_OBJECT

private slots:
    void botsThinkOffTheUiThread();
    void staleBotMoveIsDropped();
    void botDelayIsVisible();
};

void TestSessionBoard::botsThinkOffTheUiThread()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    std::atomic<Qt::HANDLE> botThread { nullptr };
    s->setBotThinkHook([&] {
        botThread = QThread::currentThreadId();
        QThread::msleep(300);
    });
    s->setActionLimit(1);
    QSignalSpy acted(s->play(), &PlayFacet::acted);

    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&] {
        if (acted.isEmpty())
            ++ticks;
    });
    ticker.start();
    QVERIFY(app.newGame("shithead", seats({ "normal", "normal" }), {}, 1));
    // newGame returned at once while the bot thinks.
    QCOMPARE(s->board()->thinkingSeat(), 0);
    QCOMPARE(s->board()->actionCount(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(acted.size(), 1, 5000);
    QVERIFY(botThread.load() != nullptr);
    QVERIFY(botThread.load() != QThread::currentThreadId());
    // The event loop ran all the while the bot thought (300 ms at 10 ms a tick).
    QVERIFY2(ticks >= 10, qPrintable(QString::number(ticks)));
    QCOMPARE(s->board()->thinkingSeat(), -1);
    QCOMPARE(s->board()->actionCount(), 1);
}

void TestSessionBoard::staleBotMoveIsDropped()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    std::atomic<int> thoughts { 0 };
    s->setBotThinkHook([&] {
        ++thoughts;
        QThread::msleep(200);
    });

    // The game is closed while a bot thinks: nothing is applied afterwards.
    QVERIFY(app.newGame("shithead", seats({ "normal", "normal" }), {}, 8));
    QCOMPARE(s->board()->thinkingSeat(), 0);
    s->close();
    QTest::qWait(400);
    QVERIFY(!s->game()->active());
    QCOMPARE(s->board()->actionCount(), 0);
    QCOMPARE(s->board()->thinkingSeat(), -1);

    // A person acts while the bot thinks: the bot's move, decided on the old table, is
    // thrown away and the bot thinks again on the new one.
    thoughts = 0;
    s->setActionLimit(2);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal" }), {}, 8));
    QCOMPARE(s->board()->thinkingSeat(), 1);
    QVERIFY(s->play()->act("ready"));
    QTRY_COMPARE_WITH_TIMEOUT(s->board()->actionCount(), 2, 5000);
    QCOMPARE(thoughts.load(), 2);
    QCOMPARE(s->record()->actions.at(0).seat, 0);
    QCOMPARE(s->record()->actions.at(1).seat, 1);
}

void TestSessionBoard::botDelayIsVisible()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(300);
    GameSession *s = app.session();
    QSignalSpy thinking(s->board(), &BoardFacet::thinkingSeatChanged);
    s->setActionLimit(4);
    QElapsedTimer clock;
    clock.start();
    // Two bots; setup moves wait a third of the delay.
    QVERIFY(app.newGame("shithead", seats({ "easy", "easy" }), {}, 12));
    QCOMPARE(s->board()->thinkingSeat(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(s->board()->actionCount(), 1, 5000);
    QVERIFY2(clock.elapsed() >= 90, qPrintable(QString::number(clock.elapsed())));
    QTRY_COMPARE_WITH_TIMEOUT(s->board()->actionCount(), 4, 10000);
    QVERIFY(thinking.size() >= 8);
    QCOMPARE(app.settings()->botDelayMs(), 300);
}

QTEST_GUILESS_MAIN(TestSessionBoard)
#include "tst_session_board.moc"
