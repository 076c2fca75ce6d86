// An idle table renders nothing: once the cards have settled and the turn's cue has shown,
// the window draws no frame until something changes.
#include "tablehelper.h"

using namespace tabletest;

class TestIdle : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Universal")); }

    void idleTableDrawsNothing_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("actions");
        QTest::newRow("shithead") << QStringLiteral("shithead") << kToSeatZeroTurn;
        QTest::newRow("chain-chain") << QStringLiteral("chain-chain") << kChainToSeatZero;
        QTest::newRow("mountain") << QStringLiteral("mountain") << QStringList {};
        QTest::newRow("wrong-suit") << QStringLiteral("wrong-suit") << kWrongSuitRoundTwo;
        QTest::newRow("shaftmount") << QStringLiteral("shaftmount") << QStringList {};
    }
    void idleTableDrawsNothing()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, actions);
        Table t;
        QVERIFY(t.loadRecord(seatsFor(game), actions, game));
        QVERIFY(!t.session()->play()->legal().isEmpty());   // the person's move: the table waits
        t.settle();
        QTest::qWait(2500);   // the turn's cue has its moment
        int frames = 0;
        QObject::connect(t.window(), &QQuickWindow::afterRendering, t.window(), [&frames] { ++frames; }, Qt::DirectConnection);
        QTest::qWait(2000);
        QVERIFY2(frames == 0, qPrintable(QStringLiteral("%1 frames in 2 s while idle").arg(frames)));
        // ... and the window still draws when something changes.
        t.window()->update();
        QTRY_VERIFY(frames > 0);
    }
};

QTEST_MAIN(TestIdle)
#include "tst_idle.moc"
