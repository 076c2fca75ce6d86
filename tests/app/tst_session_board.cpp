// The table's board facet: who thinks (the computer players off the UI thread, a stale move dropped, the delay).
#include "sessiontests.h"

#include "json.h"
#include "logmodel.h"
#include "record.h"
#include "seatsmodel.h"

#include "core/anygame.h"

#include <QSemaphore>
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
    void thinkingIsASeatsOwnChange();
};

namespace {

// A LocalHost that counts the snapshots a table takes of it: each rebuild of the table takes
// at least one.
class CountingHost : public LocalHost {
public:
    SeatSnapshot snapshot(int seat) const override
    {
        ++snapshots;
        return LocalHost::snapshot(seat);
    }
    mutable int snapshots = 0;
};

} // namespace

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

// A computer player beginning and ending its thought changes its seat's row and the board's
// thinking seat, and rebuilds nothing (no snapshot taken); its move rebuilds the table.
void TestSessionBoard::thinkingIsASeatsOwnChange()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    QSemaphore decide;
    auto host = std::make_unique<CountingHost>();
    LocalHostConfig config;
    config.botDelayMs = 0;
    config.actionLimit = 1;
    // (Bounded: a failing test does not leave the worker waiting for ever.)
    config.thinkHook = [&decide] { decide.tryAcquire(1, 20000); };
    host->setConfig(config);
    QVERIFY(host->start("shithead", { { "Anna", "human" }, { "Bot", "normal" } }, felt::Value::object(), 8));
    CountingHost *local = host.get();
    QVERIFY(s->openNetworkTable(std::move(host)));
    auto botRow = [s] {
        for (int i = 0; i < s->seats()->rowCount(); ++i)
            if (s->seats()->rows().at(i).seat == 1)
                return i;
        return -1;
    };
    const int row = botRow();
    QVERIFY(row >= 0);
    auto rowThinks = [s, row] { return s->seats()->data(s->seats()->index(row), SeatsModel::ThinkingRole).toBool(); };
    // The computer player (seat 1, its "ready" due) thinks from the start.
    QCOMPARE(local->thinkingSeat(), 1);
    QCOMPARE(s->board()->thinkingSeat(), 1);
    QVERIFY(rowThinks());

    const int before = local->snapshots;
    QSignalSpy rows(s->seats(), &QAbstractItemModel::dataChanged);
    QSignalSpy thinking(s->board(), &BoardFacet::thinkingSeatChanged);
    QSignalSpy reset(s->seats(), &QAbstractItemModel::modelReset);
    auto onlyThinkingChanged = [&](int changes) {
        QCOMPARE(local->snapshots, before);   // nothing rebuilt
        QCOMPARE(reset.size(), 0);
        QCOMPARE(rows.size(), changes);
        for (const QList<QVariant> &change : rows) {
            QCOMPARE(change.at(0).value<QModelIndex>().row(), row);
            QCOMPARE(change.at(2).value<QList<int>>(), QList<int> { SeatsModel::ThinkingRole });
        }
        QCOMPARE(thinking.size(), changes);
    };
    // Paused while it thinks: its thought ends unapplied, a change of its seat only.
    local->setBotsPaused(true);
    decide.release();
    QTRY_COMPARE_WITH_TIMEOUT(s->board()->thinkingSeat(), -1, 20000);
    QVERIFY(!rowThinks());
    QCOMPARE(local->actionCount(), 0);
    onlyThinkingChanged(1);
    if (QTest::currentTestFailed())
        return;
    // Going on: it thinks again, a change of its seat only.
    local->setBotsPaused(false);
    QCOMPARE(local->thinkingSeat(), 1);
    QCOMPARE(s->board()->thinkingSeat(), 1);
    QVERIFY(rowThinks());
    onlyThinkingChanged(2);
    if (QTest::currentTestFailed())
        return;

    // Its move is the table's change: rebuilt, the thought over.
    decide.release();
    QTRY_COMPARE_WITH_TIMEOUT(s->board()->actionCount(), 1, 20000);
    QVERIFY(local->snapshots > before);
    QCOMPARE(s->board()->thinkingSeat(), -1);
    QVERIFY(!s->seats()->data(s->seats()->index(botRow()), SeatsModel::ThinkingRole).toBool());
}

QTEST_GUILESS_MAIN(TestSessionBoard)
#include "tst_session_board.moc"
