// The table's advice facet: hints and the solver.
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

class TestSessionAdvice : public QObject {
    Q_OBJECT

private slots:
    void hintIsALegalMove();
    void hiddenRidgesAllowNoUndoAndNoSolver();
};

void TestSessionAdvice::hintIsALegalMove()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    app.settings()->setBotDelayMs(0);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal", "normal" }), {}, 77));
    // Through the swapping phase to the person's first move in play.
    QVERIFY(s->act("ready"));
    QTRY_VERIFY_WITH_TIMEOUT(s->phase() == "play" && !s->legal().isEmpty(), 20000);
    QSignalSpy hinted(s, &GameSession::hintChanged);
    s->requestHint();
    QVERIFY(s->hinting());
    QTRY_VERIFY_WITH_TIMEOUT(!s->hinting(), 20000);
    QVERIFY2(s->legal().contains(s->hint()), qPrintable(s->hint()));
    // Acting forgets the hint: it belonged to the table as it was.
    QVERIFY(s->act(s->hint()));
    QVERIFY(s->hint().isEmpty());
    QVERIFY(hinted.size() >= 3);
}

void TestSessionAdvice::hiddenRidgesAllowNoUndoAndNoSolver()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("mountain", seats({ "human" }), { { "hiddenRidges", true } }, 17));
    QVERIFY(!s->canAnalyze());
    QString draw;
    for (const QString &a : s->legal())
        if (a.startsWith("draw"))
            draw = a;
    QVERIFY(!draw.isEmpty());
    QVERIFY(s->act(draw));
    // Taking the draw back would show the face-down card that came up under it.
    QVERIFY(!s->canUndo());
    QVERIFY(!s->undo());
    QCOMPARE(s->actionCount(), 1);
    // Open ridges: both are there.
    QVERIFY(app.newGame("mountain", seats({ "human" }), {}, 17));
    QVERIFY(s->canAnalyze());
    QVERIFY(s->act(draw));
    QVERIFY(s->canUndo());
}

QTEST_GUILESS_MAIN(TestSessionAdvice)
#include "tst_session_advice.moc"
