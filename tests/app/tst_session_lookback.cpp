// The table's look-back facet: the last round again.
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

class TestSessionLookback : public QObject {
    Q_OBJECT

private slots:
    void reviewTheLastRound();
};

// The last round again: the table as it stood before the others' moves since the person's
// own, step by step, while the game waits; then back to the table as it is.
void TestSessionLookback::reviewTheLastRound()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    QVERIFY(app.newGame("chain-chain", seats({ "human", "easy", "easy" }), {}, 31));
    QVERIFY(s->play()->act(s->play()->legal().first()));
    QTRY_VERIFY(!s->play()->legal().isEmpty());   // the two computer players have moved
    const int live = s->board()->actionCount();
    QVERIFY(live >= 3);
    const QStringList now = tableshown::table(*s);
    // Anna's table right after her move: the record up to it, on a table of its own.
    felt::Record afterAnna = *s->record();
    afterAnna.actions.resize(1);
    GameSession atAnnasMove;
    atAnnasMove.setBotsPaused(true);
    QVERIFY(atAnnasMove.load({ s->seatSpecs(), afterAnna }));
    QCOMPARE(atAnnasMove.board()->actionCount(), 1);
    QCOMPARE(atAnnasMove.screen()->viewer(), 0);
    const QStringList then = tableshown::table(atAnnasMove);
    QSignalSpy told(s->play(), &PlayFacet::told);
    auto logText = [s] {
        QStringList lines;
        for (int i = 0; i < s->log()->rowCount(); ++i)
            lines.append(s->log()->textAt(i));
        return lines;
    };
    const QStringList fullLog = logText();

    s->setBotsPaused(false);
    QVERIFY(s->lookBack()->start());
    QVERIFY(s->lookBack()->active());
    QCOMPARE(s->lookBack()->length(), live - 1);   // Bert's and Cleo's moves
    QCOMPARE(s->lookBack()->step(), 0);
    // The table as Anna saw it after her move.
    QCOMPARE(tableshown::table(*s), then);
    QVERIFY(s->play()->legal().isEmpty());     // nobody acts on a look back
    QVERIFY(!s->play()->act(s->record()->actions.front().text));
    // The log tells the game as far as the table shows it: up to Anna's move.
    const QStringList atAnna = logText();
    QVERIFY2(atAnna.size() < fullLog.size() && fullLog.mid(0, atAnna.size()) == atAnna, qPrintable(atAnna.join(u'|')));
    QVERIFY(atAnna.last().startsWith(QStringLiteral("Anna")));
    QVERIFY(s->lookBack()->go(1));
    QVERIFY(tableshown::table(*s) != then);
    QVERIFY(logText().size() > atAnna.size() && logText().last().startsWith(QStringLiteral("Bert")));
    QVERIFY(told.last().first().value<QList<TableLine>>().first().text.startsWith(QStringLiteral("Bert")));
    while (s->lookBack()->step() < s->lookBack()->length())
        QVERIFY(s->lookBack()->go(1));
    QVERIFY(!s->lookBack()->go(1));        // the round ends here
    // The table as it is, but nobody acts on a look back: no card is marked playable.
    QStringList unplayable = now;
    unplayable.replaceInStrings(QStringLiteral(" playable"), QString());
    QVERIFY(unplayable != now);
    QCOMPARE(tableshown::table(*s), unplayable);
    QCOMPARE(logText(), fullLog);
    QVERIFY(s->lookBack()->go(-1));
    QCOMPARE(s->lookBack()->step(), s->lookBack()->length() - 1);
    QVERIFY(logText().size() < fullLog.size());
    // The game waited meanwhile; back at the table it goes on.
    QCOMPARE(s->board()->actionCount(), live);
    s->lookBack()->end();
    QVERIFY(!s->lookBack()->active());
    QCOMPARE(tableshown::table(*s), now);
    QCOMPARE(logText(), fullLog);
    QVERIFY(!s->play()->legal().isEmpty());
}

QTEST_GUILESS_MAIN(TestSessionLookback)
#include "tst_session_lookback.moc"
