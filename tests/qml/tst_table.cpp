// The real table, offscreen (tablehelper.h), driven by real mouse and key events and checked
// against what the game session recorded.
#include "statistics.h"
#include "tablehelper.h"

#include "../tableshown.h"

#include <QAccessible>
#include <QProcess>

#include <QKeyEvent>
#include <QTimer>

using namespace tabletest;

class TestTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Universal")); }

    void dragCardOntoPile()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QCOMPARE(t.session()->play()->legal(), (QStringList { "play KS", "pickup" }));
        QQuickItem *king = t.card(QStringLiteral("KS"));
        QQuickItem *pile = t.item(QStringLiteral("pileZone"));
        QVERIFY(king && pile);
        QVERIFY(king->property("playable").toBool());
        t.drag(centreOf(king), centreOf(pile));
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("play KS"));
        QCOMPARE(tableshown::faces(*t.session(), QStringLiteral("pile")).last(), QStringLiteral("KS"));
    }

    void illegalDropFliesBackAndSaysWhy()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QQuickItem *four = t.card(QStringLiteral("4D"));
        QQuickItem *pile = t.item(QStringLiteral("pileZone"));
        QVERIFY(four && pile);
        QVERIFY(!four->property("playable").toBool());
        const QPointF home(four->x(), four->y());
        t.drag(centreOf(four), centreOf(pile));
        // Nothing was played, the card flew back, and the table said why.
        QTRY_COMPARE(QPointF(four->x(), four->y()), home);
        QCOMPARE(t.session()->board()->actionCount(), kToSeatZeroTurn.size());
        QTRY_VERIFY(t.item(QStringLiteral("toast")));   // shown (items() finds visible ones)
        QVERIFY(t.item(QStringLiteral("toast"))->property("text").toString().contains(QStringLiteral("does not beat")));
    }

    void dropOnNothingFliesBack()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QQuickItem *king = t.card(QStringLiteral("KS"));
        QVERIFY(king);
        const QPointF home(king->x(), king->y());
        t.drag(centreOf(king), centreOf(king) + QPoint(-300, -40));
        QTRY_COMPARE(QPointF(king->x(), king->y()), home);
        QCOMPARE(t.session()->board()->actionCount(), kToSeatZeroTurn.size());
    }

    void clickThenClickPlays()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QQuickItem *king = t.card(QStringLiteral("KS"));
        QVERIFY(king);
        t.click(centreOf(king));
        QTRY_VERIFY(king->property("selected").toBool());
        t.click(centreOf(t.item(QStringLiteral("pileZone"))));
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("play KS"));
    }

    void doubleClickPlays()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QQuickItem *king = t.card(QStringLiteral("KS"));
        QVERIFY(king);
        QTest::mouseDClick(t.window(), Qt::LeftButton, {}, centreOf(king));
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("play KS"));
    }

    void clickingADowncardPlaysItBlind()
    {
        Table t;
        // Two players; Anna has only her downcards left and Bert's queen to beat.
        const char *deal = R"({"down": [["JC", "5S", "KC"], ["6C", "6D", "6H"]],
          "up": [["9C", "9D", "9H"], ["7C", "JH", "QH"]], "hand": [["3C", "3D", "3H"], ["4C", "4D", "4H"]], "stock": []})";
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") } },
                             { "0: ready", "1: ready", "0: play 3C 3D 3H", "1: play 4C 4D 4H", "0: play 9C 9D 9H", "1: play QH" },
                             QStringLiteral("shithead"), deal));
        QQuickItem *down = t.cardAt(QStringLiteral("down"), 0, 2);
        QVERIFY(down);
        QCOMPARE(down->property("face").toString(), QStringLiteral("??"));   // she cannot see it
        t.click(centreOf(down));
        QTRY_COMPARE(t.actionsOf(0).value(3), QStringLiteral("blind 2"));
        QTRY_VERIFY(t.card(QStringLiteral("KC"), QStringLiteral("pile")));  // the king beat the queen
    }

    void keyboardPlays()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        // Left and right walk over one's own cards (hand first: 4D, 5S, KS).
        QQuickItem *king = t.card(QStringLiteral("KS"));
        QVERIFY(king);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(t.window(), Qt::Key_Right);
        QTRY_VERIFY(king->property("focused").toBool());
        QTest::keyClick(t.window(), Qt::Key_Space);
        QTRY_VERIFY(king->property("selected").toBool());
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("play KS"));
    }

    void hintSelectsTheSuggestedCards()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        t.click(centreOf(t.item(QStringLiteral("hintButton"))));
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hinting() && !t.session()->advice()->hint().isEmpty(), 20000);
        const QString hint = t.session()->advice()->hint();
        QVERIFY2(t.session()->play()->legal().contains(hint), qPrintable(hint));
        QTRY_VERIFY(t.item(QStringLiteral("toast")));
        if (hint == QLatin1String("play KS")) {
            QTRY_VERIFY(t.card(QStringLiteral("KS"))->property("selected").toBool());
            t.click(centreOf(t.item(QStringLiteral("playButton"))));
            QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("play KS"));
        }
    }

    void pickUpButton()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QQuickItem *button = t.item(QStringLiteral("pickupButton"));
        QVERIFY(button && button->isEnabled());
        t.click(centreOf(button));
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("pickup"));
        // The two 9s came into seat 0's hand.
        QTRY_VERIFY(t.card(QStringLiteral("9C")) && t.card(QStringLiteral("9C"))->property("zone").toString() == "hand");
    }

    void swapByDraggingInSetup()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), {}));
        QCOMPARE(t.session()->board()->phase(), TablePhase::Phase::Setup);
        QQuickItem *three = t.card(QStringLiteral("3C"));
        QQuickItem *seven = t.card(QStringLiteral("7C"));
        QVERIFY(three && seven);
        t.drag(centreOf(three), centreOf(seven));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("swap 3C 7C"));
        QTRY_COMPARE(t.card(QStringLiteral("3C"))->property("zone").toString(), QStringLiteral("up"));
        // Ready with the button.
        t.click(centreOf(t.item(QStringLiteral("readyButton"))));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("ready"));
    }

    void chainDragTwoCardsInOrder()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kChainToSeatZero, QStringLiteral("chain-chain")));
        QCOMPARE(t.session()->play()->legal(), QStringList { "play 7 8" });
        QQuickItem *chain = t.item(QStringLiteral("chainZone"));
        QVERIFY(chain);

        // The 8 may not come first while seat 0 holds the link, 7: refused, and said why.
        QQuickItem *eight = t.card(QStringLiteral("8"), QStringLiteral("hand"));
        QVERIFY(eight);
        const QPointF eightHome = eight->position();
        t.drag(centreOf(eight), centreOf(chain));
        QTRY_COMPARE(eight->position(), eightHome);
        QTRY_VERIFY(t.item(QStringLiteral("toast")));
        QVERIFY(t.item(QStringLiteral("toast"))->property("text").toString().contains(QStringLiteral("link")));
        QCOMPARE(t.actionsOf(0).size(), 1);

        // The 7 first (it waits, marked), then the 8: one play, in that order.
        QQuickItem *seven = t.card(QStringLiteral("7"), QStringLiteral("hand"));
        QVERIFY(seven);
        t.drag(centreOf(seven), centreOf(chain));
        t.settle();
        QCOMPARE(t.actionsOf(0).size(), 1);
        QVERIFY(seven->property("selected").toBool());
        t.drag(centreOf(eight), centreOf(chain));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("play 7 8"));
        // 1 2, 2 7, 7 8: three pairs on the chain, the 8 the new link.
        QTRY_COMPARE(t.session()->facts()->property("chain").toStringList().size(), 6);
        QCOMPARE(t.session()->facts()->property("link").toString(), QStringLiteral("8"));
    }

    void chainClickTwoCards()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kChainToSeatZero, QStringLiteral("chain-chain")));
        QQuickItem *seven = t.card(QStringLiteral("7"), QStringLiteral("hand"));
        QQuickItem *eight = t.card(QStringLiteral("8"), QStringLiteral("hand"));
        QVERIFY(seven && eight);
        t.click(centreOf(seven));
        t.settle();
        t.click(centreOf(eight));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("play 7 8"));
    }

    void chainTakeThenPlayFreely()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kChainSeatZeroTakes, QStringLiteral("chain-chain")));
        QCOMPARE(t.session()->play()->legal(), QStringList { "take" });
        t.click(centreOf(t.item(QStringLiteral("takeButton"))));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("take"));
        // The chain (1 2 2 9) is now seat 0's collected stack, in sight of everyone.
        QTRY_COMPARE(t.cards(QStringLiteral("collected"), 0).size(), 4);
        QCOMPARE(t.session()->play()->legal(), (QStringList { "play 7 8", "play 8 7" }));
        t.click(centreOf(t.card(QStringLiteral("8"), QStringLiteral("hand"))));
        t.settle();
        t.click(centreOf(t.card(QStringLiteral("7"), QStringLiteral("hand"))));
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("play 8 7"));
    }

    // A verb button follows the moves, not only the moment the buttons were last built: Take
    // is disabled while another person plays and enabled when the turn comes to a person who
    // must take, and a click on it takes (two people and a computer player).
    // One's collected stack tells its count and sum beside one's own plate (it stood at the far
    // end of the hand, a long way from the name).
    void chainCollectedBesideThePlate()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kChainSeatZeroTakes, QStringLiteral("chain-chain")));
        QVERIFY(t.session()->play()->act(QStringLiteral("take")));
        t.settle();
        QQuickItem *plate = nullptr;
        QList<QQuickItem *> all;
        collect(t.window()->contentItem(), QString(), all);
        QQuickItem *lowest = nullptr;
        for (QQuickItem *i : all) {
            if (QString::fromLatin1(i->metaObject()->className()).startsWith(QLatin1String("SeatPlate"))
                && i->property("seat").toInt() == 0)
                plate = i;
            if (i->inherits("QQuickText") && i->property("text").toString().contains(QStringLiteral("collected (sum"))
                && (!lowest || i->mapToScene(QPointF()).y() > lowest->mapToScene(QPointF()).y()))
                lowest = i;
        }
        QVERIFY(plate && lowest);
        QCOMPARE(lowest->property("text").toString(), QStringLiteral("4 collected (sum 14)"));   // Anna's: 1, 2, 2 and 9
        const QRectF p = plate->mapRectToScene(QRectF(0, 0, plate->width(), plate->height()));
        const QRectF l = lowest->mapRectToScene(QRectF(0, 0, lowest->width(), lowest->height()));
        QVERIFY2(l.bottom() <= p.top() && p.top() - l.bottom() < 16 && l.left() < p.right() && l.right() > p.left(),
                 qPrintable(QStringLiteral("label at %1,%2, plate at %3,%4").arg(l.x()).arg(l.y()).arg(p.x()).arg(p.y())));
    }

    void chainTakeButtonFollowsTheTurn()
    {
        Table t;
        const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") },
                                      { QStringLiteral("Cleo"), QStringLiteral("human") } };
        QVERIFY(t.loadRecord(seats, { "0: play 3 5", "1: take", "1: play 1 2" }, QStringLiteral("chain-chain")));
        QTRY_VERIFY(t.session()->screen()->privacy());
        t.session()->screen()->unlock();
        QTRY_VERIFY(!t.session()->screen()->privacy());
        QVERIFY(t.session()->play()->legal().contains(QStringLiteral("play 2 9")));
        QTRY_VERIFY(t.item(QStringLiteral("takeButton")) && !t.item(QStringLiteral("takeButton"))->isEnabled());
        QVERIFY(t.session()->play()->act(QStringLiteral("play 2 9")));   // Cleo links 9, which Anna lacks
        QTRY_VERIFY(t.session()->screen()->privacy());
        t.session()->screen()->unlock();
        QTRY_VERIFY(!t.session()->screen()->privacy());
        QTRY_COMPARE(t.session()->play()->legal(), QStringList { "take" });
        QTRY_VERIFY(t.item(QStringLiteral("takeButton"))->isEnabled());
        t.click(centreOf(t.item(QStringLiteral("takeButton"))));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("take"));
    }

    // The one selection every table shares (qml/Selection.qml): a click chooses, the chosen
    // card's places light (and only they), Escape lets go, a drag onto a lit place plays.
    // Shithead (the pile) and the Mountain (the valleys) go through the same controller.
    void oneSelectionOnEveryTable()
    {
        const auto selectionOf = [](QQuickItem *tableChild) {
            return tableChild->parentItem()->property("selection").value<QObject *>();
        };
        const auto chosen = [](QObject *selection) { return selection->property("chosen").toStringList(); };
        const auto isTarget = [](QObject *selection, const QVariantMap &place) {
            QVariant result;
            QMetaObject::invokeMethod(selection, "isTarget", Q_RETURN_ARG(QVariant, result), Q_ARG(QVariant, place));
            return result.toBool();
        };
        {
            Table t;
            QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
            QQuickItem *pile = t.item(QStringLiteral("pileZone"));
            QQuickItem *king = t.card(QStringLiteral("KS"));
            QQuickItem *four = t.card(QStringLiteral("4D"));
            QVERIFY(pile && king && four);
            QObject *selection = selectionOf(pile);
            QVERIFY(selection);
            const QVariantMap onPile { { QStringLiteral("zone"), QStringLiteral("pile") } };
            t.click(centreOf(king));
            QTRY_COMPARE(chosen(selection), QStringList { king->property("key").toString() });
            QVERIFY(isTarget(selection, onPile));
            QVERIFY(!isTarget(selection, { { QStringLiteral("zone"), QStringLiteral("burned") } }));
            // The 4 does not beat the pile: chosen instead of the king (another rank), no place lit.
            t.click(centreOf(four));
            QTRY_COMPARE(chosen(selection), QStringList { four->property("key").toString() });
            QVERIFY(!isTarget(selection, onPile));
            QTest::keyClick(t.window(), Qt::Key_Escape);
            QTRY_VERIFY(chosen(selection).isEmpty());
            QVERIFY(!isTarget(selection, onPile));
            t.drag(centreOf(king), centreOf(pile));
            QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("play KS"));
            QTRY_VERIFY(chosen(selection).isEmpty());
        }
        {
            Table t;
            QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") } }, {}, QStringLiteral("mountain")));
            QQuickItem *five = t.card(QStringLiteral("5H"));   // ridge 1's outer card
            QQuickItem *reached = t.item(QStringLiteral("valley0"));
            QQuickItem *unreached = t.item(QStringLiteral("valley2"));
            QVERIFY(five && reached && unreached);
            QObject *selection = selectionOf(reached);
            QVERIFY(selection);
            const QVariantMap valley0 { { QStringLiteral("zone"), QStringLiteral("valley") }, { QStringLiteral("pile"), 0 } };
            const QVariantMap valley2 { { QStringLiteral("zone"), QStringLiteral("valley") }, { QStringLiteral("pile"), 2 } };
            t.click(centreOf(five));
            QTRY_COMPARE(chosen(selection), QStringList { five->property("key").toString() });
            QVERIFY(isTarget(selection, valley0));
            QVERIFY(!isTarget(selection, valley2));
            QVERIFY(reached->property("target").toBool());
            QVERIFY(!unreached->property("target").toBool());
            QTest::keyClick(t.window(), Qt::Key_Escape);
            QTRY_VERIFY(chosen(selection).isEmpty());
            QVERIFY(!reached->property("target").toBool());
            t.drag(centreOf(five), centreOf(reached));
            QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("draw 0 0"));
            QTRY_VERIFY(chosen(selection).isEmpty());
        }
    }

    void mountainBlockDragUndoRedo()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") } }, {}, QStringLiteral("mountain")));
        QVERIFY(t.session()->play()->legal().contains(QStringLiteral("move 2 1 0")));
        QQuickItem *queen = t.card(QStringLiteral("QD"));
        QQuickItem *jack = t.card(QStringLiteral("JC"));
        QQuickItem *valley = t.item(QStringLiteral("valley0"));
        QVERIFY(queen && jack && valley);
        const QPointF jackHome = jack->position();

        // The queen takes the jack on it along: one block onto the king.
        t.drag(topOf(queen), centreOf(valley));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("move 2 1 0"));
        t.settle();
        QCOMPARE(jack->property("pile").toInt(), 0);
        QCOMPARE(jack->property("position").toInt(), 2);

        // Undo puts the block back; redo moves it again.
        QQuickItem *undo = t.item(QStringLiteral("undoButton"));
        QVERIFY(undo && undo->isEnabled());
        t.click(centreOf(undo));
        QTRY_COMPARE(t.session()->board()->actionCount(), 0);
        t.settle();
        QQuickItem *jackAgain = t.card(QStringLiteral("JC"));
        QCOMPARE(jackAgain->property("pile").toInt(), 1);
        QCOMPARE(jackAgain->position(), jackHome);
        t.click(centreOf(t.item(QStringLiteral("redoButton"))));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("move 2 1 0"));
        QVERIFY(!t.session()->play()->canRedo());
    }

    void mountainDrawAndUnreachedValley()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") } }, {}, QStringLiteral("mountain")));
        QQuickItem *five = t.card(QStringLiteral("5H"));   // ridge 1's outer card
        QVERIFY(five && five->property("playable").toBool());
        // Valley 3 (index 2) lies opposite position 1: out of reach, said so, nothing moves.
        const QPointF home = five->position();
        t.drag(centreOf(five), centreOf(t.item(QStringLiteral("valley2"))));
        QTRY_COMPARE(five->position(), home);
        QCOMPARE(t.session()->board()->actionCount(), 0);
        QTRY_VERIFY(t.item(QStringLiteral("toast")));
        QVERIFY(t.item(QStringLiteral("toast"))->property("text").toString().contains(QStringLiteral("reach")));
        // Into valley 1 (index 0), on the king: a draw, which ends the turn.
        t.drag(centreOf(five), centreOf(t.item(QStringLiteral("valley0"))));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("draw 0 0"));
        QCOMPARE(t.session()->facts()->property("position").toInt(), 1);
    }

    void mountainWinnableThenWon()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") } }, {}, QStringLiteral("mountain"),
                             kMountainOneFromWin));
        QQuickItem *button = t.item(QStringLiteral("winnableButton"));
        QVERIFY(button && button->isEnabled());
        t.click(centreOf(button));
        QTRY_VERIFY_WITH_TIMEOUT(t.session()->advice()->analysis().asked && !t.session()->advice()->analysis().busy, 30000);
        QVERIFY(t.session()->advice()->analysis().settled);
        QCOMPARE(t.session()->advice()->analysis().winnable, true);
        QCOMPARE(t.session()->advice()->analysis().line.value(0), QStringLiteral("draw 0 0"));
        // The verdict stands beside the button that asked for it.
        QTRY_VERIFY(t.item(QStringLiteral("statusNote")));
        QCOMPARE(t.item(QStringLiteral("statusNote"))->property("text").toString(), QStringLiteral("This deal can still be won."));
        const QQuickItem *note = t.item(QStringLiteral("statusNote"));
        button = t.item(QStringLiteral("winnableButton"));   // the buttons were made anew
        QVERIFY(note && button);
        // Once the row has laid itself out again (its next polish; late under load).
        const auto noteAt = [&] { return note->mapToScene(QPointF(note->width(), note->height() / 2)); };
        const auto buttonAt = [&] { return button->mapToScene(QPointF(0, button->height() / 2)); };
        QTRY_VERIFY(qAbs(noteAt().y() - buttonAt().y()) < button->height());
        QTRY_VERIFY2(buttonAt().x() - noteAt().x() < 400,
                     qPrintable(QStringLiteral("note ends at %1, button starts at %2").arg(noteAt().x()).arg(buttonAt().x())));
        // The ace completes the run: the table is empty and the game won.
        t.drag(centreOf(t.card(QStringLiteral("AH"))), centreOf(t.item(QStringLiteral("valley0"))));
        QTRY_VERIFY(t.session()->board()->over());
        // (The result's one sentence says whether the table won; it is made from that alone.)
        QVERIFY2(t.session()->board()->resultText().startsWith(QStringLiteral("The mountain is down! The table won")),
                 qPrintable(t.session()->board()->resultText()));
        QVERIFY(t.session()->board()->resultText().contains(QStringLiteral("mountain is down")));
    }

    void mountainTurnsToThePersonAtTheTable()
    {
        Table t;
        // Two players: Bert (a bot) holds positions 1 and 3, Anna positions 2 and 4. Anna's
        // first valley (index 1) lies at the bottom, in front of her; play runs clockwise, so
        // position 1 (before her) sits on her right and position 4 opposite.
        QVERIFY(t.loadRecord({ { QStringLiteral("Bert"), QStringLiteral("easy") }, { QStringLiteral("Anna"), QStringLiteral("human") } },
                             {}, QStringLiteral("mountain")));
        const QPoint peak = centreOf(t.card(QStringLiteral("2C")));
        const QPoint mine = centreOf(t.item(QStringLiteral("valley1")));
        const QPoint first = centreOf(t.item(QStringLiteral("valley0")));
        const QPoint opposite = centreOf(t.item(QStringLiteral("valley3")));
        QVERIFY2(mine.y() > peak.y() + 50 && std::abs(mine.x() - peak.x()) < 80, "Anna's valley is in front of her");
        QVERIFY2(first.x() > peak.x() + 100, "position 1 sits on her right");
        QVERIFY2(opposite.y() < peak.y() - 50, "position 4 sits opposite");
        // Ridge 2 (index 1) runs from the peak towards her, on the left of her valley.
        const QPoint ridge = centreOf(t.card(QStringLiteral("4D")));
        QVERIFY(ridge.y() > peak.y() && ridge.x() < peak.x());
    }

    // The Mountain at both sizes, on a dealt table (11 cards on each ridge): the peak, each
    // ridge and each valley (room for 13 cards and its label) has a rectangle of its own, no
    // two of them meet, and every card lies in its own zone's rectangle, inside the table.
    // Every ridge and valley shows its number (the one the hints and the log use) where no
    // card lies on it, and says it to screen readers.
    void mountainZonesApart_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x640") << QSize(1024, 640);
        QTest::newRow("1280x800") << QSize(1280, 800);
    }
    void mountainZonesApart()
    {
        QFETCH(QSize, size);
        Table t;
        auto record = felt::parseRecord(R"({"format": "felt-record/1", "game": "mountain", "players": 1, "seed": 3, "actions": []})");
        QVERIFY(record);
        QVERIFY(t.loadRecordAt({ { QStringLiteral("Anna"), QStringLiteral("human") } }, *record, size));
        const auto rectOf = [](const QQuickItem *i) { return i->mapRectToScene(QRectF(0, 0, i->width(), i->height())); };
        QQuickItem *peak = t.item(QStringLiteral("peakZone"));
        QVERIFY(peak);
        const QRectF table = rectOf(peak->parentItem());
        QList<QPair<QString, QRectF>> zones { { QStringLiteral("peak"), rectOf(peak) } };
        for (const char *kind : { "ridge", "valley" })
            for (int i = 0; i < 4; ++i) {
                QQuickItem *zone = t.item(QString::fromLatin1(kind) + QString::number(i));
                QVERIFY2(zone, kind);
                zones.append({ QString::fromLatin1(kind) + QString::number(i), rectOf(zone) });
            }
        for (int a = 0; a < zones.size(); ++a) {
            QVERIFY2(table.contains(zones[a].second), qPrintable(zones[a].first + " reaches out of the table"));
            for (int b = a + 1; b < zones.size(); ++b)   // apart: not even touching
                QVERIFY2(!zones[a].second.adjusted(-0.5, -0.5, 0.5, 0.5).intersects(zones[b].second),
                         qPrintable(zones[a].first + " meets " + zones[b].first));
        }
        const auto zoneRect = [&](const QString &name) {
            for (const auto &z : zones)
                if (z.first == name)
                    return z.second;
            return QRectF();
        };
        int ridgeCards = 0;
        const QList<QQuickItem *> cards = t.items(QStringLiteral("card"));
        for (QQuickItem *c : cards) {
            const QString zone = c->property("zone").toString();
            const QString name = zone == QLatin1String("peak") ? zone : zone + QString::number(c->property("pile").toInt());
            ridgeCards += zone == QLatin1String("ridge");
            QVERIFY2(zoneRect(name).adjusted(-0.5, -0.5, 0.5, 0.5).contains(rectOf(c)),
                     qPrintable(c->property("face").toString() + " lies outside " + name));
        }
        QCOMPARE(ridgeCards, 44);
        // The numbers: in the zone, clear of every card, and heard.
        for (int i = 0; i < 4; ++i)
            for (const char *kind : { "ridge", "valley" }) {
                QQuickItem *zone = t.item(QString::fromLatin1(kind) + QString::number(i));
                const QString words = QString::fromLatin1(kind == std::string_view("ridge") ? "Ridge %1" : "Valley %1").arg(i + 1);
                QList<QQuickItem *> labels;
                collect(zone, QString::fromLatin1(kind) + QStringLiteral("Label"), labels);
                QCOMPARE(labels.size(), 1);
                QCOMPARE(labels.first()->property("text").toString(), words);
                const QRectF label = rectOf(labels.first());
                QVERIFY2(zoneRect(QString::fromLatin1(kind) + QString::number(i)).contains(label), qPrintable(words));
                for (QQuickItem *c : cards)
                    QVERIFY2(!rectOf(c).intersects(label), qPrintable(c->property("face").toString() + " lies on " + words));
                QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(zone);
                QVERIFY(iface);
                QVERIFY2(iface->text(QAccessible::Name).startsWith(words + QLatin1Char(',')), qPrintable(iface->text(QAccessible::Name)));
            }
        if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
            t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/mountain-%1x%2.png").arg(size.width()).arg(size.height()));
    }

    void mountainConcedeAsksFirst()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") } }, {}, QStringLiteral("mountain")));
        QQuickItem *concede = t.item(QStringLiteral("concedeButton"));
        QVERIFY(concede && concede->isEnabled());
        // "No" leaves the game as it was.
        t.click(centreOf(concede));
        QQuickItem *no = nullptr;
        QTRY_VERIFY((no = t.button(QStringLiteral("No"))));
        QTest::qWait(300);   // the dialog's entry transition
        t.click(centreOf(no));
        QTRY_VERIFY(!t.button(QStringLiteral("No")));
        QCOMPARE(t.session()->board()->actionCount(), 0);
        QVERIFY(!t.session()->board()->over());
        // "Yes" gives up: the table loses.
        t.click(centreOf(concede));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = t.button(QStringLiteral("Yes"))));
        QTest::qWait(300);
        t.click(centreOf(yes));
        QTRY_VERIFY(t.session()->board()->over());
        QCOMPARE(t.actionsOf(0).value(0), QStringLiteral("concede"));
        QVERIFY2(t.session()->board()->resultText().startsWith(QStringLiteral("The mountain stands: the table lost")),
                 qPrintable(t.session()->board()->resultText()));
    }

    // A question (here: concede?) in the app's own style: Yes highlighted, both buttons of one
    // width, on the dialog's own panel (no strip of the style's own behind them); Enter says yes,
    // but not an Enter pressed at once as it shows (still pressing for the last move).
    void confirmDialogInTheAppsStyle()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") } }, {}, QStringLiteral("mountain")));
        t.click(centreOf(t.item(QStringLiteral("concedeButton"))));
        QQuickItem *yes = nullptr;
        QQuickItem *no = nullptr;
        QTRY_VERIFY((yes = t.button(QStringLiteral("Yes"))) && (no = t.button(QStringLiteral("No"))));
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTest::qWait(100);
        QVERIFY(!t.session()->board()->over());
        QVERIFY(t.button(QStringLiteral("Yes")));
        QTest::qWait(600);
        if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
            t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/confirm.png"));
        QVERIFY(yes->property("highlighted").toBool());
        QVERIFY(!no->property("highlighted").toBool());
        QCOMPARE(yes->width(), no->width());
        // Whole buttons (a button box without its strip squashed them to a line), on the
        // dialog's own panel (no button box of the style's, with its grey strip).
        QVERIFY2(yes->height() >= yes->implicitHeight() && yes->height() >= 28, qPrintable(QString::number(yes->height())));
        QCOMPARE(no->height(), yes->height());
        QQuickItem *panel = yes->parentItem();
        while (panel && !panel->inherits("QQuickPopupItem"))
            panel = panel->parentItem();
        QVERIFY(panel);
        const QRectF p = panel->mapRectToScene(QRectF(0, 0, panel->width(), panel->height()));
        for (QQuickItem *b : { yes, no }) {
            const QRectF r = b->mapRectToScene(QRectF(0, 0, b->width(), b->height()));
            QVERIFY2(p.adjusted(8, 8, -8, -8).contains(r), "a button on the panel's edge");
        }
        for (QQuickItem *up = yes->parentItem(); up && up != panel; up = up->parentItem())
            QVERIFY2(!up->inherits("QQuickDialogButtonBox"), "the style's button box, with its strip");
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_VERIFY(t.session()->board()->over());
        QCOMPARE(t.actionsOf(0).value(0), QStringLiteral("concede"));
    }

    // The window's question for felt --game G while a game is unfinished: it names both games;
    // Yes starts G with the seats felt chose.
    void replaceQuestionNamesBothGames()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QVariantList seats;
        for (const char *kind : { "human", "normal", "normal", "normal" })
            seats.append(QVariantMap { { QStringLiteral("name"), QString::fromLatin1(kind) }, { QStringLiteral("kind"), QString::fromLatin1(kind) } });
        QVERIFY(QMetaObject::invokeMethod(t.window(), "askToReplace", Q_ARG(QVariant, QStringLiteral("wrong-suit")), Q_ARG(QVariant, seats),
                                          Q_ARG(QVariant, 9.0)));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = t.button(QStringLiteral("Yes"))));
        QTest::qWait(400);
        if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
            t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/replace-question.png"));
        QVERIFY(t.button(QStringLiteral("No")));
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("shithead"));   // nothing replaced yet
        t.click(centreOf(yes));
        QTRY_COMPARE(t.session()->game()->gameId(), QStringLiteral("wrong-suit"));
        QCOMPARE(t.session()->game()->players(), 4);
        QCOMPARE(t.session()->game()->deal(), QStringLiteral("9"));
    }

    // felt --game G while a game is unfinished asks first, as the new-game page does: the
    // unfinished game is not replaced before the person says yes.
    void commandLineGameAsksFirst()
    {
        QTemporaryDir dir;
        qputenv("FELT_DATA_DIR", dir.path().toUtf8());
        {
            AppController app { QString() };
            app.settings()->setBotDelayMs(0);
            app.session()->setBotsPaused(true);
            QVariantList seats;
            for (const char *kind : { "human", "normal", "normal" })
                seats.append(QVariantMap { { QStringLiteral("name"), QString::fromLatin1(kind) }, { QStringLiteral("kind"), QString::fromLatin1(kind) } });
            QVERIFY(app.newGame(QStringLiteral("shithead"), seats, {}, 5));
            QVERIFY(app.session()->play()->act(QStringLiteral("ready")));
            app.storage().flush();
        }
        {
            AppController before { QString() };
            QVERIFY(before.canResume());
            QCOMPARE(before.resumeGameName(), QStringLiteral("Shithead"));
        }
        // Wrong Suit: its computer players give at once, so a game that started is saved at once.
        QProcess felt;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("FELT_DATA_DIR"), dir.path());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        felt.setProcessEnvironment(env);
        felt.start(QStringLiteral(FELT_APP), { QStringLiteral("--game"), QStringLiteral("wrong-suit") });
        QVERIFY(felt.waitForStarted());
        QTest::qWait(4000);
        QCOMPARE(felt.state(), QProcess::Running);   // waiting for the answer
        felt.kill();
        felt.waitForFinished();
        AppController after { QString() };
        QCOMPARE(after.resumeGameName(), QStringLiteral("Shithead"));
    }

    void aNewGameAsksBeforeReplacingTheRunningOne()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("easy") },
                               { QStringLiteral("Cleo"), QStringLiteral("easy") } }, {}));
        QVERIFY(QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("chain-chain"))));
        QQuickItem *start = nullptr;
        QTRY_VERIFY((start = t.button(QStringLiteral("Start"))));
        // The page slides in from the right; it has arrived when Start is inside the window
        // and stays where it is.
        QPointF was(-1, -1);
        QTRY_VERIFY([&] {
            const QPointF now = start->mapToScene(QPointF(start->width(), 0));
            const bool still = now == was && now.x() <= t.window()->width() + 0.5;
            was = now;
            QTest::qWait(60);
            return still;
        }());
        // "No" keeps the game of Shithead.
        t.click(centreOf(start));
        QQuickItem *no = nullptr;
        QTRY_VERIFY((no = t.button(QStringLiteral("No"))));
        QTest::qWait(300);
        t.click(centreOf(no));
        QTRY_VERIFY(!t.button(QStringLiteral("No")));
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("shithead"));
        // "Yes" starts Chain-Chain in its place.
        t.click(centreOf(start));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = t.button(QStringLiteral("Yes"))));
        QTest::qWait(300);
        t.click(centreOf(yes));
        QTRY_COMPARE(t.session()->game()->gameId(), QStringLiteral("chain-chain"));
    }

    void homeAndBackKeepsTheGame()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        t.click(centreOf(t.item(QStringLiteral("homeButton"))));
        QTRY_VERIFY(t.item(QStringLiteral("backToTableButton")));
        QTRY_VERIFY(!t.item(QStringLiteral("pileZone")));   // the table page is gone once the page turns
        QTest::qWait(300);   // the page has turned
        t.click(centreOf(t.item(QStringLiteral("backToTableButton"))));
        QTRY_VERIFY(t.item(QStringLiteral("pileZone")));
        t.settle();
        // The same game, still the person's move.
        QCOMPARE(t.session()->board()->actionCount(), kToSeatZeroTurn.size());
        QVERIFY(t.card(QStringLiteral("KS"))->property("playable").toBool());
    }

    // The log keeps up whatever page was visited: back from the rules, its newest line is in
    // sight.
    void logStaysCurrentAfterTheRulesPage()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        t.click(centreOf(t.item(QStringLiteral("logButton"))));
        QTRY_VERIFY(t.item(QStringLiteral("logList")));
        t.click(centreOf(t.item(QStringLiteral("rulesButton"))));
        QTRY_VERIFY(!t.item(QStringLiteral("pileZone")));
        QTest::qWait(300);
        // Meanwhile the game goes on for a good many moves (every seat played by the computer).
        const int target = t.session()->board()->actionCount() + 40;
        t.session()->setActionLimit(target);
        t.session()->setAutopilot(true);
        t.session()->setBotsPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(t.session()->board()->actionCount() >= target || t.session()->board()->over(), 20000);
        t.click(centreOf(t.button(QStringLiteral("‹ Back"))));
        QTRY_VERIFY(t.item(QStringLiteral("pileZone")));
        QQuickItem *log = t.item(QStringLiteral("logList"));
        QVERIFY(log);
        QTRY_VERIFY(log->property("atYEnd").toBool());
        QVERIFY(log->property("contentHeight").toReal() > log->height());
    }

    void hintIsGoneWhenTheScreenPasses()
    {
        Table t;
        const QVariantList seats {
            QVariantMap { { "name", "Anna" }, { "kind", "human" } },
            QVariantMap { { "name", "Bert" }, { "kind", "human" } },
        };
        QVERIFY(t.newGame(seats, 23));
        QTRY_VERIFY(t.session()->screen()->privacy());
        // Anna takes the screen by keyboard and asks for a hint.
        t.unlockByKey();
        QTRY_VERIFY(!t.session()->screen()->privacy());
        t.click(centreOf(t.item(QStringLiteral("hintButton"))));
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 20000);
        QTRY_VERIFY(t.item(QStringLiteral("toast")));
        // She is ready: the screen passes to Bert, and Anna's hint goes with her.
        t.click(centreOf(t.item(QStringLiteral("readyButton"))));
        QTRY_VERIFY(t.session()->screen()->privacy());
        QVERIFY(!t.item(QStringLiteral("toast")));
        // Bert takes it by keyboard too, and the keyboard then works on the table.
        t.unlockByKey();
        QTRY_VERIFY(!t.session()->screen()->privacy());
        QTest::keyClick(t.window(), Qt::Key_Right);
        QTRY_VERIFY(!t.item(QStringLiteral("pileZone"))->parentItem()->property("selection").value<QObject *>()
                         ->property("mark").toString().isEmpty());
    }

    void resultComesBackAfterUndo()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") } }, {}, QStringLiteral("mountain"),
                             kMountainOneFromWin));
        t.drag(centreOf(t.card(QStringLiteral("AH"))), centreOf(t.item(QStringLiteral("valley0"))));
        QTRY_VERIFY(t.session()->board()->over());
        QQuickItem *result = nullptr;
        QTRY_VERIFY((result = t.item(QStringLiteral("resultOverlay"))));
        // Look at the table, take the win back, win again: the result page is there again.
        t.click(centreOf(t.item(QStringLiteral("lookButton"))));
        QTRY_VERIFY(!t.item(QStringLiteral("resultOverlay")));
        t.click(centreOf(t.item(QStringLiteral("undoButton"))));
        QTRY_VERIFY(!t.session()->board()->over());
        t.settle();
        t.drag(centreOf(t.card(QStringLiteral("AH"))), centreOf(t.item(QStringLiteral("valley0"))));
        QTRY_VERIFY(t.session()->board()->over());
        QTRY_VERIFY(t.item(QStringLiteral("resultOverlay")));
    }

    // The person who just moved presses Enter twice, holds it, clicks twice: nothing that
    // began before the privacy screen showed (or within its guard time) opens the next
    // person's hand; a key pressed and released later does. Two people and a computer player.
    void privacyIgnoresWhatBeganBefore()
    {
        Table t;
        const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") },
                                      { QStringLiteral("Cleo"), QStringLiteral("normal") } };
        QVERIFY(t.loadRecord(seats, kToSeatZeroTurn));
        // Bert's hand (9D QS) must never be drawn face up before he takes the screen.
        QString leak;
        auto watch = [&] {
            for (QQuickItem *c : t.cards(QStringLiteral("hand"), 1))
                if (c->property("face").toString() != QLatin1String("??") && leak.isEmpty())
                    leak = c->property("face").toString();
            if (t.session()->screen()->viewer() == 1 && leak.isEmpty())
                leak = QStringLiteral("viewer 1");
        };
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, watch);
        QObject::connect(t.session()->screen(), &ScreenFacet::viewerChanged, watch);
        poll.start(5);

        QVERIFY(t.session()->screen()->privacy());
        QCOMPARE(t.session()->screen()->privacyName(), QStringLiteral("Anna"));
        // A click at once is too early, however real.
        t.click(centreOf(t.item(QStringLiteral("unlockButton"))));
        QTest::qWait(50);
        QVERIFY(t.session()->screen()->privacy());
        t.unlockByClick();
        QTRY_VERIFY(!t.session()->screen()->privacy());
        QCOMPARE(t.session()->screen()->viewer(), 0);

        // Anna plays K♠ with the keyboard and presses Enter once more straight after.
        QQuickItem *king = t.card(QStringLiteral("KS"));
        QVERIFY(king);
        t.click(centreOf(king));
        QTRY_VERIFY(king->property("selected").toBool());
        poll.stop();
        leak.clear();
        poll.start(5);
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTest::keyClick(t.window(), Qt::Key_Return, {}, 30);
        QCOMPARE(t.actionsOf(0).value(2), QStringLiteral("play KS"));
        QVERIFY(t.session()->screen()->privacy());
        QCOMPARE(t.session()->screen()->privacyName(), QStringLiteral("Bert"));

        // She double-clicks where the button appears.
        QTest::mouseDClick(t.window(), Qt::LeftButton, {}, centreOf(t.item(QStringLiteral("unlockButton"))));
        QVERIFY(t.session()->screen()->privacy());
        // She holds Enter down across the hand-over: the repeats, and the release, open
        // nothing.
        QTest::keyPress(t.window(), Qt::Key_Return);
        for (int i = 0; i < 25; ++i) {
            QTest::qWait(30);
            QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QStringLiteral("\r"), true);
            QCoreApplication::sendEvent(t.window(), &repeat);
            QKeyEvent repeatUp(QEvent::KeyRelease, Qt::Key_Return, Qt::NoModifier, QStringLiteral("\r"), true);
            QCoreApplication::sendEvent(t.window(), &repeatUp);
        }
        QTest::keyRelease(t.window(), Qt::Key_Return);
        QVERIFY(t.session()->screen()->privacy());
        QVERIFY2(leak.isEmpty(), qPrintable(leak));

        QVERIFY(t.waitUntilCoverListens());
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
        // Bert, later, presses and releases Enter: his hand shows.
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_VERIFY(!t.session()->screen()->privacy());
        QCOMPARE(t.session()->screen()->viewer(), 1);
        poll.stop();
        QTRY_VERIFY(!t.cards(QStringLiteral("hand"), 1).isEmpty());
        for (QQuickItem *c : t.cards(QStringLiteral("hand"), 1))
            QVERIFY(c->property("face").toString() != QLatin1String("??"));
    }

    void privacyScreenHidesEveryHand()
    {
        Table t;
        const QVariantList seats {
            QVariantMap { { "name", "Anna" }, { "kind", "human" } },
            QVariantMap { { "name", "Bert" }, { "kind", "human" } },
            QVariantMap { { "name", "Cleo" }, { "kind", "normal" } },
        };
        QVERIFY(t.newGame(seats, 11));
        auto handFaces = [&](int owner) {
            QStringList faces;
            for (QQuickItem *c : t.cards(QStringLiteral("hand"), owner))
                faces.append(c->property("face").toString());
            return faces;
        };
        auto allHidden = [&](int owner) {
            const QStringList faces = handFaces(owner);
            return !faces.isEmpty() && std::all_of(faces.begin(), faces.end(), [](const QString &f) { return f == "??"; });
        };
        // Nobody has the screen yet: the cover is up and the table is in its public view: no
        // person's hand shows a face, and of Cleo's only what everyone saw go into it (the
        // upcards she swapped into her hand, if she has swapped yet).
        QQuickItem *cover = t.item(QStringLiteral("privacyScreen"));
        QVERIFY(cover && cover->isVisible());
        QVERIFY(allHidden(0) && allHidden(1));
        const felt::Value open = qobject_cast<const LocalHost *>(t.session()->host())->game()->state(felt::Viewer::nobody());
        QStringList known;
        for (const felt::Value &c : (*open.find("hand"))[2].items())
            if (c.toString() != "??")
                known.append(QString::fromStdString(c.toString()));
        for (const QString &face : handFaces(2))
            QVERIFY2(face == "??" || known.removeOne(face), qPrintable(face));
        QCOMPARE(t.session()->screen()->privacyName(), QStringLiteral("Anna"));

        // Anna takes it: her hand shows, Bert's does not.
        t.unlockByClick();
        QTRY_VERIFY(!t.session()->screen()->privacy());
        QTRY_VERIFY(!handFaces(0).contains(QStringLiteral("??")));
        QVERIFY(allHidden(1));

        // Anna is ready: the cover comes back for Bert and Anna's hand is hidden again.
        t.click(centreOf(t.item(QStringLiteral("readyButton"))));
        QTRY_VERIFY(t.session()->screen()->privacy());
        QCOMPARE(t.session()->screen()->privacyName(), QStringLiteral("Bert"));
        QTRY_VERIFY(allHidden(0) && allHidden(1));
        QVERIFY(t.item(QStringLiteral("privacyScreen")));
    }

    // The statistics opened from a table show that table's game (they opened on the first
    // game's tab, whatever was played).
    void statisticsOpenOnTheTablesGame()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        t.click(centreOf(t.item(QStringLiteral("menuButton"))));
        QQuickItem *item = nullptr;
        QTRY_VERIFY((item = t.button(QStringLiteral("Statistics"))));
        QVERIFY(waitStill(item));
        t.click(centreOf(item));
        QTRY_VERIFY(t.item(QStringLiteral("statisticsPage")));
        QCOMPARE(t.item(QStringLiteral("statisticsPage"))->property("gameId").toString(), QStringLiteral("wrong-suit"));
        QCOMPARE(t.app()->stats()->game(), QStringLiteral("wrong-suit"));
        QQuickItem *tab = t.button(QStringLiteral("Wrong Suit"));
        QVERIFY(tab && tab->property("checked").toBool());
    }

    // "Play this deal again" greyed says why, under its words and to a screen reader: with two
    // people at a game that hides cards the deal's number is secret until the game is over.
    // Alone against computer players it may be played again, and nothing is said.
    void replayDealSaysWhyNot()
    {
        for (const bool twoPeople : { true, false }) {
            Table t;
            QList<SeatSpec> seats = personAndBots();
            if (twoPeople)
                seats[1].kind = QStringLiteral("human");
            QVERIFY(t.loadRecord(seats, kToSeatZeroTurn));
            QCOMPARE(t.session()->game()->dealSecret(), twoPeople);
            t.click(centreOf(t.item(QStringLiteral("menuButton"))));
            QQuickItem *replay = nullptr;
            QTRY_VERIFY((replay = t.item(QStringLiteral("menuReplayDeal"))));
            QVERIFY(waitStill(replay));
            QCOMPARE(replay->isEnabled(), !twoPeople);
            if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
                t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR"))
                                              + QStringLiteral("/menu-replay-%1.png").arg(twoPeople ? QStringLiteral("secret") : QStringLiteral("known")));
            QQuickItem *why = t.item(QStringLiteral("replayDealWhy"));
            QAccessibleInterface *spoken = QAccessible::queryAccessibleInterface(replay);
            QVERIFY(spoken);
            if (twoPeople) {
                QVERIFY2(why && why->property("text").toString().contains(QStringLiteral("once the game is over")),
                         "a visible reason under the greyed item");
                QVERIFY(replay->mapRectToScene(QRectF(0, 0, replay->width(), replay->height()))
                            .contains(why->mapRectToScene(QRectF(0, 0, why->width(), why->height()))));
                // Readable: not faded with the greyed item (the style's Label fades to a fifth).
                qreal opacity = 1;
                for (const QQuickItem *i = why; i; i = i->parentItem())
                    opacity *= i->opacity();
                QVERIFY2(opacity > 0.9, qPrintable(QString::number(opacity)));
                QCOMPARE(spoken->text(QAccessible::Description), why->property("text").toString());
            } else {
                QVERIFY(!why);
                QVERIFY(spoken->text(QAccessible::Description).isEmpty());
            }
            QTest::keyClick(t.window(), Qt::Key_Escape);   // the menu closed
            QTRY_VERIFY(!t.item(QStringLiteral("menuReplayDeal")));
        }
    }

    // A tooltip shows for a pointer that moved onto its control, and goes with the control's
    // action. Start clicked, the new table's Menu button lay under the resting pointer and its
    // tooltip stood over the new table; Menu clicked and its menu closed, the tooltip came back.
    void tooltipsFollowThePointer()
    {
        Table t;
        QVERIFY(t.openWindow());
        t.window()->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(t.window()));
        const QString tip = QStringLiteral("New game, the same deal again, settings");
        auto tipShows = [&] { return shows(t.window()->contentItem(), tip); };
        QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("shithead")));
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")) && t.item(QStringLiteral("startButton")));
        QVERIFY(waitStill(t.item(QStringLiteral("startButton"))));
        const QPoint at = centreOf(t.item(QStringLiteral("startButton")));
        // The pointer comes onto Start (from elsewhere in the window: a test before may have
        // left it on that very spot, where a move would be no move).
        QTest::mouseMove(t.window(), at + QPoint(0, 40));
        QTest::mouseMove(t.window(), at);
        t.click(at);
        QTRY_VERIFY(t.item(QStringLiteral("menuButton")) && !t.item(QStringLiteral("newGamePage")));
        QQuickItem *menu = t.item(QStringLiteral("menuButton"));
        // Hovering as on a desktop with a mouse, whatever the platform says.
        menu->setProperty("hoverEnabled", true);
        QVERIFY(waitStill(menu));
        QVERIFY2(menu->contains(menu->mapFromScene(at)), "the new table's Menu button lies where Start was");
        QTRY_VERIFY(menu->property("hovered").toBool());
        // (Longer than the tooltip's delay.)
        QVERIFY2(!QTest::qWaitFor(tipShows, 1200), "the Menu button's tooltip shows over the new table, the pointer resting");
        // The pointer moves on the button: its tooltip shows.
        const QPoint on = at + QPoint(3, 1);
        QTest::mouseMove(t.window(), on);
        QTRY_VERIFY(tipShows());
        // Menu clicked, and its menu closed: the tooltip stays away while the pointer rests.
        t.click(on);
        QTRY_VERIFY(t.button(QStringLiteral("Settings")));
        QVERIFY(!tipShows());
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.button(QStringLiteral("Settings")));
        QVERIFY2(!QTest::qWaitFor(tipShows, 1200), "the Menu button's tooltip comes back after its menu");
    }
};

QTEST_MAIN(TestTable)
#include "tst_table.moc"
