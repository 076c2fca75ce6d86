// The table's advice facet: hints and the solver.
#include "sessiontests.h"

#include "json.h"
#include "logmodel.h"
#include "record.h"
#include "seatsmodel.h"

#include "gameuis.h"

#include "core/anygame.h"
#include "core/registry.h"

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
    void everyReasonHasASentence();
    void hintSaysWhyInEveryGame();
};

void TestSessionAdvice::hintIsALegalMove()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    app.settings()->setBotDelayMs(0);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal", "normal" }), {}, 77));
    // Through the swapping phase to the person's first move in play.
    QVERIFY(s->play()->act("ready"));
    QTRY_VERIFY_WITH_TIMEOUT(s->board()->phase() == TablePhase::Phase::Play && !s->play()->legal().isEmpty(), 20000);
    QSignalSpy hinted(s->advice(), &AdviceFacet::hintChanged);
    s->advice()->requestHint();
    QVERIFY(s->advice()->hinting());
    QTRY_VERIFY_WITH_TIMEOUT(!s->advice()->hinting(), 20000);
    QVERIFY2(s->play()->legal().contains(s->advice()->hint()), qPrintable(s->advice()->hint()));
    // Acting forgets the hint: it belonged to the table as it was.
    QVERIFY(s->play()->act(s->advice()->hint()));
    QVERIFY(s->advice()->hint().isEmpty());
    QVERIFY(hinted.size() >= 3);
}

void TestSessionAdvice::hiddenRidgesAllowNoUndoAndNoSolver()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("mountain", seats({ "human" }), { { "hiddenRidges", true } }, 17));
    QVERIFY(!s->advice()->canAnalyze());
    QString draw;
    for (const QString &a : s->play()->legal())
        if (a.startsWith("draw"))
            draw = a;
    QVERIFY(!draw.isEmpty());
    QVERIFY(s->play()->act(draw));
    // Taking the draw back would show the face-down card that came up under it.
    QVERIFY(!s->play()->canUndo());
    QVERIFY(!s->play()->undo());
    QCOMPARE(s->board()->actionCount(), 1);
    // Open ridges: both are there.
    QVERIFY(app.newGame("mountain", seats({ "human" }), {}, 17));
    QVERIFY(s->advice()->canAnalyze());
    QVERIFY(s->play()->act(draw));
    QVERIFY(s->play()->canUndo());
}

// Every hint reason a game declares (GameSpec::whyId, its <game>_why.h) has a sentence of its
// own in the game's adapter, with every number filled in.
void TestSessionAdvice::everyReasonHasASentence()
{
    for (const felt::GameSpec &spec : felt::gameSpecs()) {
        if (!spec.available)
            continue;
        QVERIFY2(spec.whyId, spec.id.data());
        const GameUi *ui = gameUi(spec.id);
        QVERIFY(ui);
        std::unique_ptr<TableAdapter> adapter = ui->makeAdapter();
        adapter->setNames([](int seat) { return QStringLiteral("Seat%1").arg(seat); });
        QSet<QString> sentences;
        int codes = 0;
        for (int c = 1; !spec.whyId(static_cast<std::uint8_t>(c)).empty(); ++c) {
            const std::string id(spec.whyId(static_cast<std::uint8_t>(c)));
            felt::Value reasons = felt::Value::object();
            reasons.set("code", id);
            reasons.set("seat", 1);
            for (const char *key : { "rank", "kept", "up", "hand", "pile", "onto", "number", "suit", "value", "limit" })
                reasons.set(key, 3);
            const QString sentence = adapter->adviceReason(reasons);
            const QString where = QString::fromUtf8(spec.id.data(), static_cast<qsizetype>(spec.id.size())) + ": " + QString::fromStdString(id);
            QVERIFY2(!sentence.isEmpty(), qPrintable(where + " has no sentence"));
            QVERIFY2(!sentence.contains(u'%'), qPrintable(where + ": " + sentence));
            QVERIFY2(!sentences.contains(sentence), qPrintable(where + " says what another code says: " + sentence));
            sentences.insert(sentence);
            ++codes;
        }
        QVERIFY2(codes >= 5, spec.id.data());
        // An unknown code says nothing rather than something wrong.
        felt::Value unknown = felt::Value::object();
        unknown.set("code", "no-such-reason");
        QVERIFY(adapter->adviceReason(unknown).isEmpty());
    }
}

// In every game a hint comes with its reason in words (the toast says it after the move).
void TestSessionAdvice::hintSaysWhyInEveryGame()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    app.settings()->setBotDelayMs(0);
    const QList<std::pair<QString, QVariantList>> tables {
        { "shithead", seats({ "human", "normal", "normal" }) }, { "chain-chain", seats({ "human", "normal", "normal", "normal" }) },
        { "mountain", seats({ "human" }) }, { "shaftmount", seats({ "human", "normal", "normal" }) },
        { "wrong-suit", seats({ "human", "normal", "normal", "normal" }) },
    };
    // The others wait: a hint belongs to the table as it was, and their gifts or swaps would
    // change it meanwhile.
    s->setBotsPaused(true);
    for (const auto &[game, people] : tables) {
        QVERIFY(app.newGame(game, people, {}, 31));
        QTRY_VERIFY_WITH_TIMEOUT(!s->play()->legal().isEmpty(), 20000);
        s->advice()->requestHint();
        QVERIFY2(s->advice()->hinting(), qPrintable(game));
        QTRY_VERIFY_WITH_TIMEOUT(!s->advice()->hinting(), 20000);
        QVERIFY2(s->play()->legal().contains(s->advice()->hint()), qPrintable(game + ": " + s->advice()->hint()));
        const QString why = s->advice()->hintMove().reason;
        qInfo("%s: hint %s: %s", qPrintable(game), qPrintable(s->advice()->hint()), qPrintable(why));
        QVERIFY2(!why.isEmpty(), qPrintable(game));
    }
}

QTEST_GUILESS_MAIN(TestSessionAdvice)
#include "tst_session_advice.moc"
