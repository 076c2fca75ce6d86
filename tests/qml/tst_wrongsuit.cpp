// Wrong Suit's table, offscreen (tablehelper.h), driven by real mouse and key events and
// checked against what the game session recorded: a card dragged onto another player or onto
// one's own stack, a shut player refusing with the reason, a Queen asking for its suit,
// click-then-click, the keyboard, the gift waiting face down, and the scoring page.
#include "tablehelper.h"

#include "wrongsuit/wrongsuitfacts.h"

#include <QAccessible>
#include <QFont>

using namespace tabletest;

namespace {

// Every text shown under `item`, one line each.
void texts(QQuickItem *item, QStringList &out)
{
    if (!item->isVisible())
        return;
    if (item->inherits("QQuickText"))
        out.append(item->property("text").toString());
    for (QQuickItem *child : item->childItems())
        texts(child, out);
}
QString allText(QQuickItem *item)
{
    QStringList out;
    if (item)
        texts(item, out);
    return out.join(QLatin1Char('\n'));
}

// The names a screen reader hears under `item` (the score sheet's cells: "Dan, Score: −10").
void names(QQuickItem *item, QStringList &out)
{
    if (!item->isVisible())
        return;
    if (QAccessibleInterface *a = QAccessible::queryAccessibleInterface(item))
        if (!a->text(QAccessible::Name).isEmpty())
            out.append(a->text(QAccessible::Name));
    for (QQuickItem *child : item->childItems())
        names(child, out);
}

QPoint centreOfSeat(const Table &t, int seat)
{
    return centreOf(t.item(QStringLiteral("seat%1").arg(seat)));
}

// Presses on `from` and moves to `to` without letting go.
void dragTo(Table &t, const QPoint &from, const QPoint &to)
{
    QTest::mousePress(t.window(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 12; ++i) {
        QTest::mouseMove(t.window(), from + (to - from) * i / 12);
        QTest::qWait(8);
    }
}

} // namespace

class TestWrongSuit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
        QAccessible::setActive(true);
    }

    // A card dragged onto Bert: the gift is made, and it waits face down in front of Anna,
    // its face hers alone to see, while the status names whom she waits for.
    void dragToAnotherSeatThenWait()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        QCOMPARE(t.session()->facts()->property("round").toInt(), 2);
        QQuickItem *nine = t.card(QStringLiteral("9H"), QStringLiteral("hand"));
        QVERIFY(nine && nine->property("draggable").toBool());
        t.drag(centreOf(nine), centreOfSeat(t, 1));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("give 9H 1"));
        // Her gift lies in front of her, face up to her only; the others still choose.
        QTRY_VERIFY(t.card(QStringLiteral("9H"), QStringLiteral("gift")));
        QAccessibleInterface *gift = QAccessible::queryAccessibleInterface(t.card(QStringLiteral("9H"), QStringLiteral("gift")));
        QVERIFY(gift);
        QCOMPARE(gift->text(QAccessible::Name),
                 QStringLiteral("9 of hearts, your gift of this round, for Bert, face down until everyone has given"));
        QCOMPARE(t.session()->board()->waitingFor(), (QStringList { "Bert", "Cleo", "Dan" }));
        QTRY_VERIFY(allText(t.item(QStringLiteral("status"))).startsWith(QStringLiteral("Waiting for Bert")));
        QVERIFY(allText(t.window()->contentItem()).contains(QStringLiteral("for Bert")));
        // No card of hers can be given again this round.
        for (QQuickItem *c : t.cards(QStringLiteral("hand"), 0))
            QVERIFY(!c->property("draggable").toBool());
        // The others give: the gifts land together, and the next round begins.
        t.session()->setBotsPaused(false);
        QTRY_COMPARE_WITH_TIMEOUT(t.session()->facts()->property("round").toInt(), 3, 20000);
        t.settle();
        QTRY_VERIFY(t.card(QStringLiteral("9H"), QStringLiteral("stack")));
        QCOMPARE(t.card(QStringLiteral("9H"), QStringLiteral("stack"))->property("owner").toInt(), 1);
        QVERIFY(t.cards(QStringLiteral("gift"), 0).isEmpty());
    }

    void dragToOwnStack()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        QQuickItem *five = t.card(QStringLiteral("5C"), QStringLiteral("hand"));
        QVERIFY(five);
        t.drag(centreOf(five), centreOfSeat(t, 0));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("give 5C 0"));
    }

    // Cleo shows the king of spades: while the queen of spades is dragged her place does not
    // light up, and a drop there is refused with the reason; nothing is given.
    void shutSeatRefusesWithTheReason()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        QVERIFY(t.card(QStringLiteral("KS"), QStringLiteral("stack")));   // face up in Cleo's stack
        QQuickItem *queen = t.card(QStringLiteral("QS"), QStringLiteral("hand"));
        QVERIFY(queen);
        const QPointF home = queen->position();
        dragTo(t, centreOf(queen), centreOfSeat(t, 2));
        QTRY_VERIFY(t.item(QStringLiteral("seat1"))->property("legal").toBool());
        QVERIFY(!t.item(QStringLiteral("seat2"))->property("legal").toBool());
        QVERIFY(t.item(QStringLiteral("seat0"))->property("legal").toBool());
        QTest::mouseRelease(t.window(), Qt::LeftButton, {}, centreOfSeat(t, 2));
        QTRY_COMPARE(queen->position(), home);
        QTRY_VERIFY(t.item(QStringLiteral("toast")));
        QVERIFY2(t.item(QStringLiteral("toast"))->property("text").toString().contains(QStringLiteral("king of that suit")),
                 qPrintable(t.item(QStringLiteral("toast"))->property("text").toString()));
        QCOMPARE(t.actionsOf(0).size(), 1);
        QVERIFY(!t.item(QStringLiteral("suitChooser")));
    }

    // A queen dropped on Bert asks for the suit; a click on hearts gives it.
    void queenAsksForTheSuit()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        QQuickItem *queen = t.card(QStringLiteral("QS"), QStringLiteral("hand"));
        QVERIFY(queen);
        t.drag(centreOf(queen), centreOfSeat(t, 1));
        QQuickItem *chooser = nullptr;
        QTRY_VERIFY((chooser = t.item(QStringLiteral("suitChooser"))));
        QCOMPARE(t.actionsOf(0).size(), 1);   // nothing given yet
        QVERIFY(allText(chooser).contains(QStringLiteral("goes to Bert")));
        // Esc lets go of it; asking again, hearts.
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.item(QStringLiteral("suitChooser")));
        t.settle();
        t.drag(centreOf(queen), centreOfSeat(t, 1));
        QTRY_VERIFY(t.item(QStringLiteral("suitChooser")));
        QQuickItem *hearts = t.item(QStringLiteral("suitButtonH"));
        QVERIFY(hearts);
        t.click(centreOf(hearts));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("give QS 1 H"));
        QTRY_VERIFY(!t.item(QStringLiteral("suitChooser")));
    }

    // After a hint (H) suggested the Queen, she is dropped on Bert with the mouse: in the
    // question that follows H names hearts and asks for no hint.
    void queenAfterAHintTakesH()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        t.click(centreOf(t.item(QStringLiteral("hintButton"))));
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 20000);
        t.settle();
        QQuickItem *queen = t.card(QStringLiteral("QS"), QStringLiteral("hand"));
        QVERIFY(queen);
        if (!queen->property("selected").toBool())
            t.click(centreOf(queen));
        QTRY_VERIFY(queen->property("selected").toBool());
        t.click(centreOfSeat(t, 1));
        QTRY_VERIFY(t.item(QStringLiteral("suitChooser")));
        QTest::keyClick(t.window(), Qt::Key_H);
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("give QS 1 H"));
        QVERIFY(!t.session()->advice()->hinting() && t.session()->advice()->hint().isEmpty());
    }

    void clickThenClick()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        QQuickItem *three = t.card(QStringLiteral("3D"), QStringLiteral("hand"));
        QVERIFY(three);
        t.click(centreOf(three));
        QTRY_VERIFY(three->property("selected").toBool());
        // The places it may go to light up: everyone's.
        for (int s = 0; s < 4; ++s)
            QTRY_VERIFY(t.item(QStringLiteral("seat%1").arg(s))->property("legal").toBool());
        t.click(centreOfSeat(t, 3));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("give 3D 3"));
    }

    // ← → choose, Space takes, a digit gives (1 oneself, 2 the next on the left, ...); a
    // queen's suit is a letter, and H then names hearts instead of asking for a hint.
    void keyboardGives()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        // The hand sorted by suit: 5C 3D 9H QS.
        QStringList order;
        QList<QQuickItem *> hand = t.cards(QStringLiteral("hand"), 0);
        std::sort(hand.begin(), hand.end(), [](QQuickItem *a, QQuickItem *b) { return a->property("position").toInt() < b->property("position").toInt(); });
        for (QQuickItem *c : hand)
            order.append(c->property("face").toString());
        QCOMPARE(order, (QStringList { "5C", "3D", "9H", "QS" }));
        QQuickItem *queen = t.card(QStringLiteral("QS"), QStringLiteral("hand"));
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(t.window(), Qt::Key_Right);
        QTRY_VERIFY(queen->property("focused").toBool());
        QTest::keyClick(t.window(), Qt::Key_Space);
        QTRY_VERIFY(queen->property("selected").toBool());
        QTest::keyClick(t.window(), Qt::Key_2);
        QTRY_VERIFY(t.item(QStringLiteral("suitChooser")));
        QTest::keyClick(t.window(), Qt::Key_H);
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("give QS 1 H"));
        QVERIFY(!t.session()->advice()->hinting() && t.session()->advice()->hint().isEmpty());
    }

    void keyboardGivesToOneself()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        QTest::keyClick(t.window(), Qt::Key_Right);   // 5C
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_VERIFY(t.card(QStringLiteral("5C"), QStringLiteral("hand"))->property("selected").toBool());
        QTest::keyClick(t.window(), Qt::Key_1);
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("give 5C 0"));
    }

    // The last gift ends the game: the Ace turns, then the scoring page explains every score
    // line by line with the engine's numbers, and what the other suits would have given.
    // Two people at one screen: "Last round" is there for each of them alike, whoever took the
    // screen last (it stayed off for the one who took it after the privacy screen).
    void lastRoundForEachPerson()
    {
        Table t;
        const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") },
                                      { QStringLiteral("Cleo"), QStringLiteral("normal") }, { QStringLiteral("Dan"), QStringLiteral("normal") } };
        QVERIFY(t.loadRecord(seats, kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        for (int person = 0; person < 2; ++person) {
            if (t.session()->screen()->privacy())
                t.unlockByClick();
            QTRY_VERIFY(!t.session()->screen()->privacy() && t.session()->screen()->actor() == person);
            QQuickItem *review = nullptr;
            QTRY_VERIFY((review = t.item(QStringLiteral("reviewButton"))));
            QTRY_VERIFY2(review->isEnabled(), qPrintable(QStringLiteral("Last round is off for %1").arg(t.session()->game()->seatName(person))));
            QVERIFY(t.session()->play()->act(t.session()->play()->legal().first()));
            QTRY_VERIFY(t.session()->screen()->privacy() || t.session()->screen()->actor() != person);
        }
    }

    // The suits a face-up king shuts are marked big enough to read, at the smallest window.
    void shutSuitsReadable()
    {
        Table t;
        QVERIFY(t.loadRecordAt(personAndThreeBots(), *felt::parseRecord(recordJson(kWrongSuitRoundTwo, QStringLiteral("wrong-suit"), nullptr, 4)),
                               QSize(1024, 640)));
        QList<QQuickItem *> rows;
        collect(t.window()->contentItem(), QStringLiteral("shutSuits"), rows);
        QList<QQuickItem *> glyphs;   // the suits' signs in the rows of shut suits
        for (QQuickItem *row : rows)
            for (QQuickItem *mark : row->childItems())
                for (QQuickItem *glyph : mark->childItems())
                    if (glyph->inherits("QQuickText"))
                        glyphs.append(glyph);
        QVERIFY(!glyphs.isEmpty());   // Cleo's spades
        for (QQuickItem *g : glyphs)
            QVERIFY2(g->property("font").value<QFont>().pixelSize() >= 18,
                     qPrintable(QString::number(g->property("font").value<QFont>().pixelSize())));
    }

    void scoringPage()
    {
        Table t;
        const char *deal = R"({"hand": [["5H"], ["KH"], ["2C"], ["JD"]], "aces": ["AH", "AC", "AD", "AS"]})";
        QVERIFY(t.loadRecord(personAndThreeBots(), { "1: give KH 0", "2: give 2C 0", "3: give JD 3" }, QStringLiteral("wrong-suit"),
                             deal));
        QQuickItem *five = t.card(QStringLiteral("5H"), QStringLiteral("hand"));
        QVERIFY(five);
        t.drag(centreOf(five), centreOfSeat(t, 0));
        QTRY_VERIFY(t.session()->board()->over());
        // Anna's stack: K♥ 20 + 5♥ 5 of hearts, the Wrong Suit; the 2♣ nothing.
        const auto *ended = qobject_cast<const WrongSuitFacts *>(t.session()->facts());
        QVERIFY(ended);
        QCOMPARE(ended->scores().value(0).seat, 0);
        QCOMPARE(ended->scores().value(0).score, 25);
        QCOMPARE(ended->wrongSuit(), QStringLiteral("H"));
        // The table shows the turned Ace first; then the page comes.
        QVERIFY(t.card(QStringLiteral("AH"), QStringLiteral("aces")));
        QVERIFY(!t.item(QStringLiteral("resultOverlay")));
        QQuickItem *sheet = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((sheet = t.item(QStringLiteral("wrongSuitScores"))), 8000);
        const QString text = allText(sheet);
        QVERIFY2(text.contains(QStringLiteral("+25")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Jacks")) && text.contains(QStringLiteral("Four of a kind"))
                     && text.contains(QStringLiteral("Big suits")) && text.contains(QStringLiteral("Many cards")),
                 qPrintable(text));
        // Dan kept J♦, a red jack like the Wrong Suit: -10; had clubs been the Wrong Suit, +10.
        QVERIFY2(text.contains(QStringLiteral("\u221210")) && text.contains(QStringLiteral("+10")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Had")), qPrintable(text));
        QVERIFY(t.session()->board()->resultText().contains(QStringLiteral("hearts")));

        // The sheet's numbers are the game's typed facts (built by its adapter from the
        // engine's result), each in its seat's column and its line.
        const auto *facts = qobject_cast<const WrongSuitFacts *>(t.session()->facts());
        QVERIFY(facts);
        const QList<WrongSuitScore> typed = facts->scores();
        QCOMPARE(typed.size(), 4);
        QCOMPARE(typed.at(0).score, 25);
        QCOMPARE(typed.at(0).wrongSuit, 25);
        QCOMPARE(typed.at(0).cards, 3);   // K♥ 2♣ 5♥
        QCOMPARE(typed.at(3).jacks, -10);
        QCOMPARE(typed.at(3).totals.value(0), 10);   // had clubs been the Wrong Suit
        QCOMPARE(typed.at(3).place, 0);              // lowest wins
        QStringList cells;
        names(sheet, cells);
        const QString all = cells.join(QLatin1Char('\n'));
        for (const QString &cell : { QStringLiteral("Anna, Score: +25"), QStringLiteral("Anna, Cards in the stack: 3"),
                                     QStringLiteral("Dan, Jacks: \u221210 each in the Wrong Suit's colour, +10 in the other: \u221210"),
                                     QStringLiteral("Dan, Had \u2663 been the Wrong Suit: +10"), QStringLiteral("Dan, Place: 1."),
                                     QStringLiteral("Anna, Place: 4.") })
            QVERIFY2(cells.contains(cell), qPrintable(cell + QStringLiteral(" not among:\n") + all));
    }
};

QTEST_MAIN(TestWrongSuit)
#include "tst_wrongsuit.moc"
