// The table's play facet: acting and refusals, undo, moves the table makes for the person, a person's calls.
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

class TestSessionPlay : public QObject {
    Q_OBJECT

private slots:
    void actRefusesAndApplies();
    void noUndoWhereCardsAreHidden();
    void undoTakesBackToThePersonsMove();
    void passedForWhenNothingElse();
    void challengeRoundWaitsForThePerson();
    void manualCallsPlayToTheEnd();
    void shaftmountDrawsAndEndsForThePerson();
    void mountainLogSaysWhereFromAndTo();
};

void TestSessionPlay::actRefusesAndApplies()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    QSignalSpy refused(s->play(), &PlayFacet::refused);
    QSignalSpy acted(s->play(), &PlayFacet::acted);

    // Without a game.
    QVERIFY(!s->play()->act("ready"));
    QCOMPARE(refused.size(), 1);
    QVERIFY(!s->play()->message().isEmpty());

    s->setBotsPaused(true);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal", "normal" }), {}, 2024));
    QCOMPARE(s->screen()->viewer(), 0);
    QVERIFY(!s->screen()->privacy());
    QVERIFY(s->play()->legal().contains("ready"));
    QVERIFY(s->play()->message().isEmpty());

    // Refused: each with a sentence, nothing applied.
    refused.clear();
    const struct {
        const char *action;
        const char *words;
    } bad[] = {
        { "dance", "not an action of this game" },
        { "pickup", "stage of the game" },
        { "swap 2C", "not written correctly" },
        { "blind 0", "stage of the game" },
    };
    for (const auto &b : bad) {
        QVERIFY2(!s->play()->isLegal(b.action), b.action);
        QVERIFY(!s->play()->whyNot(b.action).isEmpty());
        QVERIFY2(!s->play()->act(b.action), b.action);
        QVERIFY2(s->play()->message().contains(b.words), qPrintable(s->play()->message()));
        QVERIFY(s->play()->message().at(0).isUpper());
        QVERIFY(s->play()->message().endsWith('.'));
    }
    QCOMPARE(refused.size(), 4);
    QCOMPARE(refused.last().first().toString(), s->play()->message());
    QCOMPARE(s->board()->actionCount(), 0);
    QCOMPARE(acted.size(), 0);

    // A swap naming a card the seat does not hold.
    const QStringList hand = tableshown::faces(*s, "hand", 0);
    const QStringList up = tableshown::faces(*s, "up", 0);
    QVERIFY(!hand.isEmpty() && !up.isEmpty());
    QString notHeld;
    for (const char *c : { "2C", "3D", "4H", "5S", "6C", "7D" })
        if (!hand.contains(QString::fromLatin1(c)))
            notHeld = QString::fromLatin1(c);
    QVERIFY(!s->play()->act(QStringLiteral("swap %1 %2").arg(notHeld, up.at(0))));
    QCOMPARE(s->board()->actionCount(), 0);

    // Legal: applied, recorded, logged; the message is cleared.
    const QString swap = QStringLiteral("swap %1 %2").arg(hand.at(0), up.at(0));
    QVERIFY(s->play()->isLegal(swap));
    QVERIFY(s->play()->whyNot(swap).isEmpty());
    const int logRows = s->log()->rowCount();
    QVERIFY(s->play()->act(swap));
    QCOMPARE(acted.size(), 1);
    QCOMPARE(s->board()->actionCount(), 1);
    QCOMPARE(s->record()->actions.back().seat, 0);
    QCOMPARE(s->record()->actions.back().text, swap);
    QVERIFY(s->play()->message().isEmpty());
    QCOMPARE(s->log()->rowCount(), logRows + 1);
    QVERIFY(s->log()->textAt(logRows).startsWith("Anna put "));
    QCOMPARE(tableshown::faces(*s, "up", 0).at(0), hand.at(0));

    // Set order does not matter; extra spaces are tolerated.
    QVERIFY(s->play()->act("  ready "));
    QCOMPARE(s->record()->actions.back().text, QStringLiteral("ready"));
    QVERIFY(!s->play()->act("ready"));   // not an actor any more
    QVERIFY(!s->play()->message().isEmpty());

    // The bots get ready, play starts.
    s->setBotsPaused(false);
    app.settings()->setBotDelayMs(0);
    QTRY_COMPARE_WITH_TIMEOUT(s->board()->phase(), TablePhase::Phase::Play, 5000);
    QVERIFY(s->board()->turn() >= 0);
}

void TestSessionPlay::noUndoWhereCardsAreHidden()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal" }), {}, 5));
    QVERIFY(s->play()->act("ready"));
    QVERIFY(!s->play()->canUndo());
    QVERIFY(!s->play()->undo());
    QCOMPARE(s->board()->actionCount(), 1);
}

void TestSessionPlay::undoTakesBackToThePersonsMove()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    app.settings()->setBotDelayMs(0);
    // Two at the mountain: the person plays positions 1 and 3, a computer player 2 and 4.
    QVERIFY(app.newGame("mountain", seats({ "human", "normal" }), {}, 17));
    QTRY_VERIFY(!s->play()->legal().isEmpty());
    QVERIFY(!s->play()->canUndo());
    // The person ends the turn (a draw, or a pass when none fits); the computer player
    // takes position 2's turn and hands position 3 back.
    QString end;
    for (const QString &a : s->play()->legal())
        if (a.startsWith("draw") || a == "pass")
            end = a;
    QVERIFY(!end.isEmpty());
    QVERIFY(s->play()->act(end));
    // (The position on turn, as the table reads it: the game's facts.)
    auto position = [s] { return s->facts()->property("position").toInt(); };
    QTRY_VERIFY_WITH_TIMEOUT(!s->play()->legal().isEmpty() && position() == 2, 20000);
    const int after = s->board()->actionCount();
    const QStringList tableAfter = tableshown::table(*s);
    const QStringList legalAfter = s->play()->legal();
    QVERIFY(after >= 2);
    QVERIFY(s->play()->canUndo());

    // Undo: the computer player's moves go with the person's, back to the start, and the
    // log no longer tells them.
    QVERIFY(s->play()->undo());
    QCOMPARE(s->board()->actionCount(), 0);
    QCOMPARE(s->log()->rowCount(), 2);
    QCOMPARE(s->log()->textAt(1), QStringLiteral("A move was taken back."));
    QCOMPARE(position(), 0);
    QVERIFY(s->play()->canRedo());
    QVERIFY(!s->play()->canUndo());
    // Redo: all of it again, the same table.
    QVERIFY(s->play()->redo());
    QCOMPARE(s->board()->actionCount(), after);
    QCOMPARE(tableshown::table(*s), tableAfter);
    QCOMPARE(s->play()->legal(), legalAfter);
    QVERIFY(!s->play()->canRedo());

    // A new move after an undo forgets what could have been redone.
    QVERIFY(s->play()->undo());
    QVERIFY(s->play()->canRedo());
    QVERIFY(s->play()->act(s->play()->legal().contains("pass") ? QString("pass") : s->play()->legal().first()));
    QVERIFY(!s->play()->canRedo());
    // The autosave holds the game as it now stands.
    app.storage().flush();
    auto saved = app.storage().readAutosave();
    QVERIFY(saved);
    QCOMPARE(static_cast<int>(saved->record.actions.size()), s->board()->actionCount());
}

// Asked a question she can only answer by passing, the person is answered for after the pause
// a computer player takes (not at once: the pause tells nobody anything), her log says so;
// with the setting off she answers herself.
void TestSessionPlay::passedForWhenNothingElse()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(300);
    GameSession *s = app.session();
    s->setBotsPaused(true);   // Bert waits: only the table's own answer can come
    auto record = felt::parseRecord(kShaftAskedWithoutSix);
    QVERIFY(record);
    const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") } };
    const QString line = QStringLiteral("You had nothing to answer with: the table passed for you.");

    QElapsedTimer clock;
    clock.start();
    QVERIFY(s->load({ seats, *record }));
    QCOMPARE(s->play()->legal(), QStringList { QStringLiteral("pass") });
    QTest::qWait(100);
    QCOMPARE(s->board()->actionCount(), 3);   // not yet: a computer player would still be thinking
    QTRY_COMPARE(s->board()->actionCount(), 4);
    QVERIFY2(clock.elapsed() >= 300 * 0.7 - 5, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(s->record()->actions.back().toString(), QStringLiteral("0: pass"));
    QVERIFY2(logLines(s).contains(line), qPrintable(logLines(s).join(" | ")));

    // The setting off: the question waits for her.
    app.catalog()->setGameSetting(QStringLiteral("shaftmount"), QStringLiteral("passForMe"), false);
    QVERIFY(s->load({ seats, *record }));
    QTest::qWait(600);
    QCOMPARE(s->board()->actionCount(), 3);
    QCOMPARE(s->play()->legal(), QStringList { QStringLiteral("pass") });
    QVERIFY(!logLines(s).contains(line));
}

// Calls by hand: asked to challenge a claim that is true, a person's only answer is to pass,
// yet the table does not answer for them: a question that went away by itself would tell
// that the claim was true, which is theirs to notice.
void TestSessionPlay::challengeRoundWaitsForThePerson()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(100);
    GameSession *s = app.session();
    s->setBotsPaused(true);
    // (tests/data/shaftmount/manual-challenge-round-true-claim.json)
    auto record = felt::parseRecord(R"({"format": "felt-record/1", "game": "shaftmount", "players": 2,
      "options": {"calls": "manual"}, "seed": 1,
      "deal": {"hand": [["2C","3D","4H","5S","6C","7D","8H","9S","TC"], ["2D","3C","4S","5D","6H","7S","8C","9D","TH"]],
               "sequences": [["QC","QD","QH","QS"], ["KC","KD","KH","KS"]],
               "deck": ["JC","JD","JH","JS","5C","6D","7H","8S","9C","TD"]},
      "actions": ["0: no-play"]})");
    QVERIFY(record);
    const QList<SeatSpec> seats { { QStringLiteral("Bert"), QStringLiteral("normal") }, { QStringLiteral("Anna"), QStringLiteral("human") } };
    QVERIFY(s->load({ seats, *record }));
    QCOMPARE(s->play()->legal(), QStringList { QStringLiteral("pass") });
    QTest::qWait(600);
    QCOMPARE(s->board()->actionCount(), 1);   // still asked
    QVERIFY(s->play()->act(QStringLiteral("pass")));
    QCOMPARE(s->board()->actionCount(), 2);
}

// Shaftmount with calls by hand: the computer players call what they notice (a tap is an
// opportunity, not a turn: nothing waits for it) and the game runs to its end; the record
// replays.
void TestSessionPlay::manualCallsPlayToTheEnd()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    // (No hard player: its search makes the game take minutes under ThreadSanitizer; its
    // calls are the engine tests' part.)
    QVERIFY(app.newGame("shaftmount", seats({ "human", "normal", "normal", "easy" }), QVariantMap { { "calls", "manual" } }, 12));
    s->setAutopilot(true);   // the person's seat plays itself
    QTRY_VERIFY_WITH_TIMEOUT(s->board()->over(), 120000);
    const felt::Record record = *s->record();
    int calls = 0;
    for (const felt::RecordAction &a : record.actions)
        calls += a.text.startsWith(QLatin1String("tap ")) || a.text.startsWith(QLatin1String("count ")) ? 1 : 0;
    QVERIFY2(calls > 0, qPrintable(QString::number(record.actions.size())));
    QVERIFY(felt::replay(record).ok());
    QCOMPARE(record.options.find("calls")->toString(), std::string("manual"));
}

// After a person's play the table draws up to the hand limit and ends the turn for them (the
// setting's default), each an action of theirs in the record; with the setting off only the
// end that is all that is left.
void TestSessionPlay::shaftmountDrawsAndEndsForThePerson()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    s->setBotsPaused(true);
    // Three players (hand limit 8); Anna's K♥ on Bert's Q♥ closes nothing.
    auto record = felt::parseRecord(R"({"format": "felt-record/1", "game": "shaftmount", "players": 3, "seed": 3,
      "deal": {"hand": [["KH", "4C", "3S", "5D", "9S", "2D", "7C", "8D"], ["3C", "4D", "5H", "6C", "7S", "8C", "9D", "TD"],
                        ["3H", "4H", "5S", "6D", "7H", "8H", "9H", "TH"]],
               "sequences": [["6H", "5C", "JD"], ["QH", "9C", "4S"], ["8S", "3D", "TC"]],
               "deck": ["2C", "2H", "6S", "7D", "JH", "JS", "QC", "KC", "QD", "KD", "JC", "TS"]},
      "actions": []})");
    QVERIFY(record);
    const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") },
                                  { QStringLiteral("Cleo"), QStringLiteral("normal") } };
    QVERIFY(s->load({ seats, *record }));
    QVERIFY(s->play()->act("play KH 1.0"));
    QTRY_COMPARE(s->record()->actions.size(), std::size_t(3));
    QCOMPARE(s->record()->actions.at(1).text, QStringLiteral("draw"));
    QCOMPARE(s->record()->actions.at(2).text, QStringLiteral("end"));
    QCOMPARE(s->record()->actions.at(2).seat, 0);

    app.catalog()->setGameSetting(QStringLiteral("shaftmount"), QStringLiteral("drawToLimit"), false);
    QVERIFY(app.catalog()->gameSetting(QStringLiteral("shaftmount"), QStringLiteral("drawToLimit")) == false);
    QVERIFY(s->load({ seats, *record }));
    QVERIFY(s->play()->act("play KH 1.0"));
    QTest::qWait(50);
    QCOMPARE(s->record()->actions.size(), std::size_t(1));   // she may draw or end: her choice
    QCOMPARE(s->play()->legal(), (QStringList { "draw", "end" }));
    QVERIFY(s->play()->act("draw"));
    QTRY_COMPARE(s->record()->actions.size(), std::size_t(3));   // full again: the end follows
    QCOMPARE(s->record()->actions.at(2).text, QStringLiteral("end"));
    // The setting is remembered.
    AppController later { QString() };
    QVERIFY(!later.catalog()->gameSetting(QStringLiteral("shaftmount"), QStringLiteral("drawToLimit")));
}

// The Mountain's log says where a move went from and to, in the hint's words: "moved Q♦ and
// the 1 card on it from valley 2 onto valley 1", "drew 5♥ from ridge 1 into valley 2" (it said
// "moved Q♦" alone).
void TestSessionPlay::mountainLogSaysWhereFromAndTo()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setLanguage(QStringLiteral("en"));   // (its plural forms)
    GameSession *s = app.session();
    s->setBotsPaused(true);
    // Position 1 reaches valleys 4, 1 and 2 and ridges 4 and 1: Q♦ J♣ go onto K♠ as a block,
    // then ridge 1's 5♥ is drawn into the emptied valley 2.
    const auto record = felt::parseRecord(R"({"format": "felt-record/1", "game": "mountain", "players": 1, "seed": 5,
        "deal": {"peak": ["2C"], "ridges": [["5H"], ["4D"], ["3S"], ["6C"]], "valleys": [["KS"], ["QD", "JC"], ["9C"], ["TH"]]},
        "actions": []})");
    QVERIFY(record);
    const QList<SeatSpec> alone { { QStringLiteral("Anna"), QStringLiteral("human") } };
    QVERIFY(s->load({ alone, *record }));
    QVERIFY(s->play()->act(QStringLiteral("move 2 1 0")));
    QCOMPARE(logLines(s).last(), QStringLiteral("Anna (position 1) moved Q♦ and the 1 card on it from valley 2 onto valley 1."));
    QVERIFY(s->play()->act(QStringLiteral("draw 0 1")));
    QCOMPARE(logLines(s).last(), QStringLiteral("Anna (position 1) drew 5♥ from ridge 1 into valley 2."));
}

QTEST_GUILESS_MAIN(TestSessionPlay)
#include "tst_session_play.moc"
