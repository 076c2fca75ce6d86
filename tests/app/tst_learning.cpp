// The learning table (a first game): AppController::playFirstGame deals the person against easy
// computer players with it on; the first decisions get the hint and why unasked; with calls by
// hand a computer player's tap waits until the person has had time to see the card; the
// status facet says when the person may call; a new game from the new-game page is no
// learning table.
#include "helpers.h"

#include "gamesession.h"
#include "record.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

using namespace testing;

class TestLearning : public QObject {
    Q_OBJECT

private slots:
    void firstGameIsALearningTable();
    void callsWaitForANewcomer();
    void mayCallWhenSomethingIsExposed();
    void callDelayIsASetting();
};

namespace {

// Shaftmount with calls by hand, three players: Anna (seat 0) plays K♥ on Bert's Q♥, a closing
// card (the A♥ went to the closing area before play); her turn goes on (she must end it), and
// the K♥ lies exposed for Cleo to tap.
felt::Record exposedKing()
{
    const QByteArray json = R"({"format": "felt-record/1", "game": "shaftmount", "players": 3,
      "options": {"calls": "manual"}, "seed": 5,
      "deal": {"hand": [["KH", "4C", "3S", "5D", "9S", "2D", "7C", "8D"], ["3C", "4D", "5H", "6C", "7S", "8C", "9D", "TD"],
                        ["3H", "4H", "5S", "6D", "7H", "8H", "9H", "TH"]],
               "sequences": [["6H", "5C", "JD"], ["QH", "9C", "4S"], ["AH", "3D", "TC"]],
               "deck": ["2C", "2H", "6S", "7D", "JH", "JS", "QC", "KC", "QD", "KD", "JC", "TS"]},
      "actions": ["0: play KH 1.0"]})";
    auto record = felt::parseRecord(json);
    return record ? *record : felt::Record {};
}

QList<SeatSpec> specs(const QStringList &kinds)
{
    static const char *names[] = { "Anna", "Bert", "Cleo", "Dan" };
    QList<SeatSpec> out;
    for (int i = 0; i < kinds.size(); ++i)
        out.append({ QString::fromLatin1(names[i]), kinds[i] });
    return out;
}

// How long until a computer player taps the K♥ (ms) with the learning table on or off; -1 when
// none does. (The person's table draws and ends Anna's turn by itself meanwhile.)
qint64 tapAfter(bool learning, int delaySetting = 0)
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    const felt::Record record = exposedKing();
    if (record.actions.empty() || !s->load({ specs({ "human", "normal", "hard" }), record }))
        return -2;
    if (delaySetting > 0)
        app.settings()->setLearningCallDelay(delaySetting);   // the setting, in seconds
    else
        s->setLearningGraceMs(1500);
    s->game()->setLearning(learning);
    QElapsedTimer clock;
    clock.start();
    const auto tapped = [s] {
        const felt::Record record = *s->record();
        for (const felt::RecordAction &a : record.actions)
            if (a.seat != 0 && a.text == QStringLiteral("tap 1.0"))
                return true;
        return false;
    };
    if (!QTest::qWaitFor(tapped, 10000))
        return -1;
    return clock.elapsed();
}

} // namespace

void TestLearning::firstGameIsALearningTable()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    QVERIFY(app.playFirstGame("chain-chain"));
    QVERIFY(s->game()->learning());
    QCOMPARE(s->game()->players(), 4);
    const QList<SeatSpec> table = s->seatSpecs();
    QCOMPARE(table.at(0).kind, QStringLiteral("human"));
    for (int i = 1; i < table.size(); ++i)
        QCOMPARE(table.at(i).kind, QStringLiteral("easy"));
    // The first decision's hint comes by itself, with why; then one for each of the person's
    // first decisions (told apart by how many actions the game had then), and no more.
    QTRY_VERIFY_WITH_TIMEOUT(!s->advice()->hint().isEmpty(), 20000);
    QVERIFY(s->play()->legal().contains(s->advice()->hint()));
    QVERIFY(!s->advice()->hintMove().reason.isEmpty());
    QSet<int> hintedAt;
    int lastHinted = -1;
    for (int k = 0; k < GameFacet::kLearningHints + 2; ++k) {
        QTRY_VERIFY_WITH_TIMEOUT(s->board()->over() || s->play()->due(), 20000);
        if (s->board()->over())
            break;
        const int at = s->board()->actionCount();
        if (QTest::qWaitFor([s, at] { return !s->advice()->hint().isEmpty() && s->board()->actionCount() == at; }, 1500)) {
            hintedAt.insert(at);
            lastHinted = k;
        }
        QVERIFY(s->play()->act(s->play()->legal().first()));
        QTRY_VERIFY(s->board()->actionCount() > at);
    }
    QCOMPARE(hintedAt.size(), GameFacet::kLearningHints);
    QCOMPARE(lastHinted, GameFacet::kLearningHints - 1);   // the first ones, one after another
    // The statistics will keep it apart.
    QVERIFY(s->game()->finishedGame().learning);
    // Another deal at the same table is a learning table too, its hints unasked again.
    s->game()->playAgain();
    QVERIFY(s->game()->learning());
    QTRY_VERIFY_WITH_TIMEOUT(!s->advice()->hint().isEmpty() || !s->play()->due(), 20000);
    // The new-game page's games are no learning tables.
    QVERIFY(app.newGame("chain-chain", seats({ "human", "easy", "easy" }), {}, 3));
    QVERIFY(!s->game()->learning());
    QVERIFY(!s->game()->finishedGame().learning);
}

void TestLearning::callsWaitForANewcomer()
{
    const qint64 off = tapAfter(false);
    const qint64 on = tapAfter(true);
    qInfo("a computer player taps after %lld ms without the learning table, %lld ms with it", off, on);
    QVERIFY2(off >= 0, "nobody taps the exposed King");
    QVERIFY(off < 1500);
    QVERIFY(on >= 1500);
}

void TestLearning::mayCallWhenSomethingIsExposed()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    s->setBotsPaused(true);
    // Cleo at the screen; Anna's turn goes on, the K♥ lies exposed on Bert's sequence.
    QVERIFY(s->load({ specs({ "normal", "normal", "human" }), exposedKing() }));
    QVERIFY(!s->play()->due());
    QVERIFY(s->play()->legal().contains(QStringLiteral("tap 1.0")));
    QVERIFY(!s->play()->mayCall());   // no learning table: the table says nothing
    s->game()->setLearning(true);
    QVERIFY(s->play()->mayCall());
    // Tapped, nothing is left to call.
    QVERIFY(s->play()->act(QStringLiteral("tap 1.0")));
    QTRY_VERIFY(!s->play()->mayCall());
}

// The computer players' wait before a call at a learning table is the person's setting (in
// seconds, 2 to 30, kept), and the table waits that long.
void TestLearning::callDelayIsASetting()
{
    {
        DataDir dir;
        Settings settings(true);
        QCOMPARE(settings.learningCallDelay(), 8);
        settings.setLearningCallDelay(1);
        QCOMPARE(settings.learningCallDelay(), Settings::kMinCallDelay);
        settings.setLearningCallDelay(100);
        QCOMPARE(settings.learningCallDelay(), Settings::kMaxCallDelay);
        settings.setLearningCallDelay(3);
        QCOMPARE(Settings(true).learningCallDelay(), 3);
        settings.setLessonDone(QStringLiteral("shaftmount:2"));
        QCOMPARE(Settings(true).lessonsDone(), QStringList { QStringLiteral("shaftmount:2") });
    }
    const qint64 on = tapAfter(true, 2);
    qInfo("with the setting at 2 s a computer player taps after %lld ms", on);
    QVERIFY(on >= 2000);
}

QTEST_GUILESS_MAIN(TestLearning)
#include "tst_learning.moc"
