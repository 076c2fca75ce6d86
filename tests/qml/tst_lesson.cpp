// A lesson at the real table (lessoncoach.h, CoachPanel.qml), offscreen, by real mouse and keys:
// Chain-Chain's first lesson to its end, a move off the lesson refused with the lesson's words,
// the coach's band never over a card, the others' moves one at a time with Next (Space), and
// the saved game kept safe and nothing counted in the statistics; every lesson to its end at
// the table.
#include "tablehelper.h"

#include "json.h"
#include "lesson.h"

#include <QAccessible>
#include <QStyleHints>
#include <QtTest>

using namespace tabletest;

class TestLesson : public QObject {
    Q_OBJECT

private slots:
    void chainChainToItsEnd();
    void savedGameStaysSafe();
    void shaftmountTurnWithTheTablesOwnMoves();
    void everyLessonWithinReach();
    void everyLessonToItsEndAtTheTable_data();
    void everyLessonToItsEndAtTheTable();

private:
    static QString coachText(const Table &t)
    {
        QQuickItem *words = t.item(QStringLiteral("lessonText"));
        return words ? words->property("text").toString() : QString();
    }
    static QString toastText(const Table &t)
    {
        QQuickItem *toast = t.item(QStringLiteral("toast"));
        return toast ? toast->property("text").toString() : QString();
    }
    // No card lies under the coach's band.
    static bool coachCoversNoCard(const Table &t)
    {
        QQuickItem *coach = t.item(QStringLiteral("lessonCoach"));
        if (!coach)
            return false;
        const QRectF band = coach->mapRectToScene(QRectF(0, 0, coach->width(), coach->height()));
        for (QQuickItem *c : t.items(QStringLiteral("card")))
            if (band.intersects(c->mapRectToScene(QRectF(0, 0, c->width(), c->height()))))
                return false;
        return true;
    }
    static QStringList actions(const Table &t)
    {
        QStringList out;
        const felt::Record record = *t.session()->record();
        for (const felt::RecordAction &a : record.actions)
            out.append(a.toString());
        return out;
    }
};

void TestLesson::chainChainToItsEnd()
{
    Table t;
    QVERIFY(t.app()->learn(QStringLiteral("chain-chain")));
    QVERIFY(t.openWindow());
    LessonCoach *coach = t.app()->lesson();
    QVERIFY(coach->active());
    QVERIFY(t.session()->inLesson());
    QCOMPARE(coach->step(), 1);
    QCOMPARE(coachText(t), coach->text());
    QVERIFY(coachText(t).startsWith(QStringLiteral("Each turn you lay two cards")));
    QVERIFY(coachCoversNoCard(t));
    QCOMPARE(t.session()->game()->seatName(1), QStringLiteral("Bruno"));
    // A screen reader reads the step: an alert named with the coach's words.
    QAccessibleInterface *words = QAccessible::queryAccessibleInterface(t.item(QStringLiteral("lessonAlert")));
    QVERIFY(words);
    QCOMPARE(words->role(), QAccessible::AlertMessage);
    QCOMPARE(words->text(QAccessible::Name), coach->text());

    // Step 1 only speaks: a card played now is refused, Space goes on.
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(coach->step(), 2);
    QVERIFY(coachText(t).contains(QStringLiteral("Drag your 3")));
    // The coach lights the 3 and the 7 of the hand, nothing else.
    QTRY_VERIFY(t.card(QStringLiteral("3"), QStringLiteral("hand"))->property("lit").toBool());
    QVERIFY(t.card(QStringLiteral("7"), QStringLiteral("hand"))->property("lit").toBool());
    QVERIFY(!t.card(QStringLiteral("8"), QStringLiteral("hand"))->property("lit").toBool());

    // A move off the lesson (8 then 5, legal in the game) is refused with the lesson's words.
    QQuickItem *chain = t.item(QStringLiteral("chainZone"));
    QVERIFY(chain);
    t.drag(centreOf(t.card(QStringLiteral("8"), QStringLiteral("hand"))), centreOf(chain));
    t.settle();
    t.drag(centreOf(t.card(QStringLiteral("5"), QStringLiteral("hand"))), centreOf(chain));
    QTRY_COMPARE(toastText(t), QStringLiteral("For this lesson, play your 3 first, then your 7."));
    QVERIFY(actions(t).isEmpty());
    QCOMPARE(coach->step(), 2);
    QTest::keyClick(t.window(), Qt::Key_Escape);   // choose again
    t.settle();

    // The lesson's move, by mouse: 3, then 7.
    t.drag(centreOf(t.card(QStringLiteral("3"), QStringLiteral("hand"))), centreOf(chain));
    t.settle();
    t.drag(centreOf(t.card(QStringLiteral("7"), QStringLiteral("hand"))), centreOf(chain));
    // The coach says what the move did and waits for Next: nothing goes on by itself.
    QTRY_VERIFY(coach->waitsForNext());
    QCOMPARE(actions(t), QStringList({ "0: play 3 7" }));
    QCOMPARE(coach->step(), 2);
    QVERIFY(!coach->did().isEmpty());
    QTRY_VERIFY(t.item(QStringLiteral("lessonDid"))->isVisible());
    t.settle();
    QCOMPARE(actions(t), QStringList({ "0: play 3 7" }));
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(actions(t), QStringList({ "0: play 3 7", "1: play 7 2" }));
    // Bruno's scripted move is shown with what it means; Next (Space) shows the next one.
    QCOMPARE(coach->step(), 3);
    QVERIFY(coach->waitsForNext());
    QVERIFY(coachText(t).contains(QStringLiteral("Bruno holds a 7")));
    t.settle();
    QVERIFY(coachCoversNoCard(t));
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(actions(t).size(), 3);
    QCOMPARE(actions(t).last(), QStringLiteral("2: play 2 6"));
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(actions(t).last(), QStringLiteral("3: take"));
    // Next by the button as well.
    t.settle();
    t.click(centreOf(t.item(QStringLiteral("lessonNext"))));
    QTRY_COMPARE(actions(t).last(), QStringLiteral("3: play 1 4"));
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(coach->step(), 7);
    QVERIFY(!coach->waitsForNext());
    // Space does not skip the person's own move.
    QTest::keyClick(t.window(), Qt::Key_Space);
    QCOMPARE(coach->step(), 7);

    // Take, by its key.
    QTest::keyClick(t.window(), Qt::Key_T);
    QTRY_COMPARE(actions(t).last(), QStringLiteral("0: take"));
    QTRY_VERIFY(coach->waitsForNext());
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(coach->step(), 8);
    t.settle();
    // 8 then 5, by clicks.
    t.click(centreOf(t.card(QStringLiteral("8"), QStringLiteral("hand"))));
    t.settle();
    t.click(centreOf(t.card(QStringLiteral("5"), QStringLiteral("hand"))));
    QTRY_COMPARE(actions(t).last(), QStringLiteral("0: play 8 5"));
    QTRY_VERIFY(coach->waitsForNext());
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(actions(t).mid(actions(t).size() - 2), QStringList({ "0: play 8 5", "1: play 5 5" }));
    QCOMPARE(coach->step(), 9);
    QVERIFY(coachText(t).contains(QStringLiteral("reverse")));
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(coach->step(), 10);

    // The free choice: any two cards.
    t.settle();
    const QList<QQuickItem *> hand = t.cards(QStringLiteral("hand"), 0);
    QVERIFY(hand.size() >= 2);
    const QString first = hand.at(0)->property("face").toString();
    const QString second = hand.at(1)->property("face").toString();
    t.click(centreOf(hand.at(0)));
    t.settle();
    t.click(centreOf(t.card(second, QStringLiteral("hand"))));
    QTRY_COMPARE(actions(t).last(), QStringLiteral("0: play %1 %2").arg(first, second));
    QTRY_VERIFY(coach->waitsForNext());
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_VERIFY(coach->done());
    QCOMPARE(coach->step(), coach->steps());
    QVERIFY(!t.session()->board()->property("over").toBool());

    // Play a first game: easy computer players, no lesson any more.
    t.settle();
    QQuickItem *firstGame = t.item(QStringLiteral("lessonFirstGame"));
    QVERIFY(firstGame);
    t.click(centreOf(firstGame));
    QTRY_VERIFY(!t.session()->inLesson());
    QTRY_VERIFY(!coach->active());
    QCOMPARE(t.session()->game()->gameId(), QStringLiteral("chain-chain"));
    QCOMPARE(t.session()->seatSpecs().size(), 4);
    QVERIFY(t.session()->seatSpecs().at(0).isHuman());
    for (int s = 1; s < 4; ++s)
        QCOMPARE(t.session()->seatSpecs().at(s).kind, QStringLiteral("easy"));
    QVERIFY(!t.item(QStringLiteral("lessonCoach")));
}

void TestLesson::savedGameStaysSafe()
{
    Table t;
    // A game never played here: its tile marks its lesson.
    for (const GameEntry &game : t.app()->catalog()->games()) {
        QVERIFY2(!game.lessons.isEmpty(), qPrintable(game.id));
        QVERIFY(!game.played);
    }
    const QVariantList seats { QVariantMap { { "name", "Ada" }, { "kind", "human" } },
                               QVariantMap { { "name", "Bo" }, { "kind", "normal" } } };
    QVERIFY(t.newGame(seats, 42));
    QTRY_VERIFY(t.session()->board()->actionCount() > 0 || t.session()->play()->property("due").toBool());
    t.app()->storage().flush();
    QVERIFY(t.app()->storage().hasAutosave());
    const felt::Record before = t.app()->storage().readAutosave()->record;
    QCOMPARE(before.game, QStringLiteral("shithead"));

    // From the menu's path (the window's learn()): the lesson takes the table, the game stays
    // saved and is offered to resume.
    QVERIFY(QMetaObject::invokeMethod(t.window(), "learn", Q_ARG(QVariant, QStringLiteral("chain-chain:1"))));
    QTRY_VERIFY(t.session()->inLesson());
    QTRY_COMPARE(t.items(QStringLiteral("lessonCoach")).size(), 1);   // the game's page has gone
    QVERIFY(t.app()->canResume());
    QCOMPARE(t.app()->resumeGameName(), t.app()->catalog()->gameName(QStringLiteral("shithead")));
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(t.app()->lesson()->step(), 2);
    t.settle();
    t.app()->storage().flush();
    QCOMPARE(t.app()->storage().readAutosave()->record.actions, before.actions);
    QCOMPARE(t.app()->storage().readAutosave()->record.seed, before.seed);

    // Leaving the lesson: home, and the game resumes where it was.
    // (Not taken for the second half of a double click with the last test's click.)
    QTest::qWait(QGuiApplication::styleHints()->mouseDoubleClickInterval() + 50);
    t.click(centreOf(t.item(QStringLiteral("lessonLeave"))));
    QTRY_VERIFY(!t.app()->lesson()->active());
    QTRY_VERIFY(!t.session()->game()->active());
    QVERIFY(t.app()->resume());
    QCOMPARE(t.session()->game()->gameId(), QStringLiteral("shithead"));
    QCOMPARE(t.session()->record()->actions, before.actions);
    QVERIFY(!t.session()->inLesson());
    // Nothing of the lesson is in the statistics.
    QCOMPARE(t.app()->stats()->property("count").toInt(), 0);
}

// The table's own moves for the person (Shaftmount draws up to the limit and ends the turn)
// are the lesson's next steps, each made only once its step shows and followed by Next, so that
// every step stays in view until the person goes on; the closing's Keep is answered at the table.
void TestLesson::shaftmountTurnWithTheTablesOwnMoves()
{
    Table t;
    t.app()->catalog()->setGameSetting(QStringLiteral("shaftmount"), QStringLiteral("drawToLimit"), true);
    QVERIFY(t.app()->learn(QStringLiteral("shaftmount:1")));
    QVERIFY(t.openWindow());
    LessonCoach *coach = t.app()->lesson();
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(coach->step(), 2);
    t.settle();
    QVERIFY(coachCoversNoCard(t));
    QQuickItem *nine = t.card(QStringLiteral("9C"), QStringLiteral("hand"));
    QQuickItem *seven = t.card(QStringLiteral("7C"), QStringLiteral("sequence"));
    QVERIFY(nine && seven);
    QVERIFY(nine->property("lit").toBool());
    QVERIFY(seven->property("lit").toBool());
    t.drag(centreOf(nine), centreOf(seven));
    // The play; the coach waits, and the table's draw waits for the step that teaches it.
    QTRY_COMPARE(actions(t), QStringList({ "0: play 9C 1.1" }));
    QTRY_VERIFY(coach->waitsForNext());
    t.settle();
    QCOMPARE(actions(t), QStringList({ "0: play 9C 1.1" }));
    QCOMPARE(coach->step(), 2);
    QTest::keyClick(t.window(), Qt::Key_Space);
    // Step 3 (draw): the table draws for the person, and the coach says so and waits.
    QTRY_COMPARE(actions(t), QStringList({ "0: play 9C 1.1", "0: draw" }));
    QTRY_VERIFY(coach->waitsForNext());
    QCOMPARE(coach->step(), 3);
    QVERIFY(coachText(t).contains(QStringLiteral("hand limit")));
    t.settle();
    QCOMPARE(actions(t).size(), 2);
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(actions(t).last(), QStringLiteral("0: end"));
    QTRY_VERIFY(coach->waitsForNext());
    QCOMPARE(coach->step(), 4);
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(actions(t).last(), QStringLiteral("1: play AH 0.0"));
    QTRY_COMPARE(coach->step(), 5);
    QVERIFY(coach->waitsForNext());
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(coach->step(), 6);
    t.settle();
    QQuickItem *keep = t.item(QStringLiteral("keepHere"));
    QVERIFY(keep);
    t.click(centreOf(keep));
    QTRY_COMPARE(actions(t).last(), QStringLiteral("0: keep"));
    QTRY_VERIFY(coach->waitsForNext());
    QCOMPARE(coach->step(), 6);
    QTest::keyClick(t.window(), Qt::Key_Space);
    // Bruno's next move shows with the next step.
    QTRY_COMPARE(coach->step(), 7);
    QCOMPARE(actions(t).mid(4), QStringList({ "0: keep", "1: draw" }));
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_COMPARE(actions(t).last(), QStringLiteral("1: end"));
    QTest::keyClick(t.window(), Qt::Key_Space);
    QTRY_VERIFY(coach->done());
}

// A game with several lessons lists them wherever "Learn to play" is offered (the tile, the rules
// page, the table's menu), each with its title and a mark once done; the end of a lesson offers
// the next one beside the first game, and the first game after "calls by hand" has calls by hand.
void TestLesson::everyLessonWithinReach()
{
    Table t;
    t.app()->settings()->setLessonDone(QStringLiteral("shaftmount:1"));
    QVERIFY(t.openWindow());
    // The home page: Shaftmount's tile lists its three lessons, the first marked done.
    QQuickItem *learn = nullptr;
    QTRY_VERIFY([&] {
        for (QQuickItem *b : t.items(QStringLiteral("learnButton")))
            for (QQuickItem *p = b; p; p = p->parentItem())
                if (p->property("gameId").toString() == QLatin1String("shaftmount"))
                    learn = b;
        return learn != nullptr;
    }());
    t.click(centreOf(learn));
    QQuickItem *third = nullptr;
    QTRY_VERIFY((third = t.item(QStringLiteral("lesson_3"))));
    QTRY_VERIFY(t.item(QStringLiteral("lesson_1")));
    QCOMPARE(t.item(QStringLiteral("lesson_1"))->property("text").toString(), QStringLiteral("Lesson 1: the turn: playing, closing, penalties  ✓"));
    QCOMPARE(t.item(QStringLiteral("lesson_2"))->property("text").toString(), QStringLiteral("Lesson 2: the 2 to 6 rules"));
    QCOMPARE(third->property("text").toString(), QStringLiteral("Lesson 3: calls by hand"));
    QTRY_VERIFY(third->property("height").toDouble() > 0 && centreOf(third).y() > 0);
    t.settle();
    if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
        t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/lessons-menu-tile.png"));
    QTest::qWait(QGuiApplication::styleHints()->mouseDoubleClickInterval() + 50);
    t.click(centreOf(third));
    QTRY_COMPARE(t.app()->lesson()->lessonId(), QStringLiteral("shaftmount:3"));
    QTRY_VERIFY(t.item(QStringLiteral("lessonCoach")));

    // The table's menu lists them too; choosing the second opens it. (Once the page has slid in.)
    QTRY_VERIFY(t.item(QStringLiteral("menuButton")) && centreOf(t.item(QStringLiteral("menuButton"))).x() < t.window()->width());
    t.settle();
    // (Not taken for the second half of a double click with the last click.)
    QTest::qWait(QGuiApplication::styleHints()->mouseDoubleClickInterval() + 50);
    t.click(centreOf(t.item(QStringLiteral("menuButton"))));
    QQuickItem *menuLearn = nullptr;
    QTRY_VERIFY((menuLearn = t.item(QStringLiteral("menuLearn"))));
    QCOMPARE(menuLearn->property("text").toString(), QStringLiteral("Learn to play Shaftmount…"));
    QTRY_VERIFY(centreOf(menuLearn).y() > 0);
    t.settle();
    QTest::qWait(QGuiApplication::styleHints()->mouseDoubleClickInterval() + 50);
    t.click(centreOf(menuLearn));
    QQuickItem *second = nullptr;
    QTRY_VERIFY((second = t.item(QStringLiteral("lesson_2"))));
    t.settle();
    QTest::qWait(QGuiApplication::styleHints()->mouseDoubleClickInterval() + 50);
    t.click(centreOf(second));
    QTRY_COMPARE(t.app()->lesson()->lessonId(), QStringLiteral("shaftmount:2"));

    // The end of the second lesson offers the third beside a first game.
    LessonCoach *coach = t.app()->lesson();
    auto lesson = felt::loadLesson(QStringLiteral("shaftmount:2"));
    QVERIFY(lesson);
    for (int guard = 0; !coach->done() && guard < 100; ++guard) {
        if (coach->waitsForNext()) {
            coach->next();
            continue;
        }
        const int step = coach->step();
        QVERIFY(t.session()->play()->actAs(lesson->person, lesson->steps.at(static_cast<std::size_t>(step - 1)).expect.first()));
        QTRY_VERIFY(coach->waitsForNext());
    }
    QVERIFY(coach->done());
    QCOMPARE(coach->nextLesson(), QStringLiteral("shaftmount:3"));
    QQuickItem *next = nullptr;
    QTRY_VERIFY((next = t.item(QStringLiteral("lessonNextLesson"))));
    QCOMPARE(next->property("text").toString(), QStringLiteral("Next lesson: calls by hand"));
    if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
        t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/lesson-next.png"));
    QVERIFY(t.item(QStringLiteral("lessonFirstGame")));
    QVERIFY(t.app()->settings()->lessonsDone().contains(QStringLiteral("shaftmount:2")));
    t.settle();
    QTRY_VERIFY((next = t.item(QStringLiteral("lessonNextLesson"))));   // (the page the menu's lesson opened)
    t.click(centreOf(next));
    QTRY_COMPARE(coach->lessonId(), QStringLiteral("shaftmount:3"));
    QCOMPARE(coach->step(), 1);
    QVERIFY(coach->nextLesson().isEmpty());

    // The first game after the calls-by-hand lesson: a learning table with calls by hand.
    QVERIFY(t.app()->playFirstGame(coach->lessonId()));
    QVERIFY(t.session()->game()->learning());
    const QJsonObject options = felt::jsonFromValue(t.session()->record()->options).toObject();
    QCOMPARE(options.value(QStringLiteral("calls")).toString(), QStringLiteral("manual"));
    QCOMPARE(t.session()->seatSpecs().size(), 2);
}

// Every lesson (Shaftmount's calls by hand too) at the real table, to its last step: Next by
// Space where the coach waits, the person's expected move where it waits for one (the first of
// a choice), the others' scripted moves played by the coach; at each step the band covers no
// card and says the step's words.
void TestLesson::everyLessonToItsEndAtTheTable_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : felt::lessonIds())
        QTest::newRow(qPrintable(id)) << id;
}

void TestLesson::everyLessonToItsEndAtTheTable()
{
    QFETCH(QString, id);
    auto lesson = felt::loadLesson(id);
    QVERIFY2(lesson, qPrintable(lesson ? QString() : lesson.error()));
    Table t;
    // Without flights (reduced motion) the table settles at once after each step: the test
    // looks at where things end up, not at their way there.
    if (!qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
        t.app()->settings()->look()->setAnimationSpeed(QStringLiteral("reduced"));
    QVERIFY(t.app()->learn(id));
    QVERIFY(t.openWindow());
    LessonCoach *coach = t.app()->lesson();
    QCOMPARE(coach->steps(), static_cast<int>(lesson->steps.size()));
    int guard = 0;
    const QString snaps = qEnvironmentVariable("FELT_SNAP_DIR");
    int shot = 0;
    while (!coach->done() && ++guard < 200) {
        const int step = coach->step();
        int movedAt = -1;   // the actions after the person's move
        const felt::LessonStep &s = lesson->steps.at(static_cast<std::size_t>(step - 1));
        QVERIFY2(!coachText(t).isEmpty(), qPrintable(QStringLiteral("step %1 says nothing").arg(step)));
        if (!snaps.isEmpty())
            t.window()->grabWindow().save(QStringLiteral("%1/%2-%3.png").arg(snaps, QString(id).replace(u':', u'-')).arg(++shot, 2, 10, QLatin1Char('0')));
        if (coach->waitsForNext()) {
            QTest::keyClick(t.window(), Qt::Key_Space);
            QTRY_VERIFY2(coach->step() > step || coach->done(), qPrintable(QStringLiteral("stuck at step %1").arg(step)));
        } else {
            QCOMPARE(s.kind, felt::LessonStep::Kind::You);
            QString action = s.expect.value(0);
            if (action == QLatin1String("*"))
                QTRY_VERIFY(!(action = t.session()->play()->legal().value(0)).isEmpty());
            QTRY_VERIFY2(t.session()->play()->legal().contains(action),
                         qPrintable(QStringLiteral("step %1: %2 is not legal at the table").arg(step).arg(action)));
            QVERIFY2(t.session()->play()->actAs(lesson->person, action),
                     qPrintable(QStringLiteral("step %1: %2 refused (%3; %4)").arg(step).arg(action, t.session()->play()->whyNotFor(lesson->person, action), t.session()->play()->message() + QLatin1Char(' ') + actions(t).join(QLatin1Char(',')))));
            // The move made, the coach says what it did and waits for Next: it never goes on by
            // itself (nor does the table make the next step's move meanwhile: checked once the
            // table has settled, below).
            QTRY_VERIFY2(coach->waitsForNext(), qPrintable(QStringLiteral("step %1: no Next after the move").arg(step)));
            movedAt = t.session()->board()->actionCount();
        }
        t.settle();
        if (movedAt >= 0) {
            QCOMPARE(coach->step(), step);
            QVERIFY(!coach->did().isEmpty());
            QCOMPARE(t.session()->board()->actionCount(), movedAt);
            QQuickItem *did = t.item(QStringLiteral("lessonDid"));
            QVERIFY(did && did->isVisible() && did->property("text").toString().contains(coach->did()));
        }
        QVERIFY2(coachCoversNoCard(t), qPrintable(QStringLiteral("the band covers a card at step %1").arg(coach->step())));
    }
    QVERIFY(coach->done());
    if (!snaps.isEmpty()) {
        QTest::qWait(2500);   // (only for the pictures: what the person sees once all has settled)
        t.window()->grabWindow().save(QStringLiteral("%1/%2-%3.png").arg(snaps, QString(id).replace(u':', u'-')).arg(++shot, 2, 10, QLatin1Char('0')));
    }
    // The log keeps what the coach said, step by step.
    QStringList log;
    for (int row = 0; row < t.session()->log()->rowCount(); ++row)
        log.append(t.session()->log()->textAt(row));
    for (const felt::LessonStep &step : lesson->steps)
        QVERIFY2(log.contains(QStringLiteral("Coach: ") + step.text), qPrintable(step.text));
    // Done: the lesson is marked so where "Learn to play" lists it.
    QVERIFY(t.app()->settings()->lessonsDone().contains(id));
}

QTEST_MAIN(TestLesson)
#include "tst_lesson.moc"
