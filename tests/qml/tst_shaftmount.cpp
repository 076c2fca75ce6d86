// Shaftmount's table, offscreen, with real mouse and key events (tablehelper.h): every gesture
// (a card onto a sequence, a 4 under one, a 3 to start one, a 2 when the 2 rule is offered, the
// deck clicked or dragged), the buttons (End turn, keep and redraw, Pass), the questions asked
// out of turn (a domino's choice, defend or block), a refusal that flies back and says why,
// the keyboard, and the draws and the end the table makes for the person.
#include "tablehelper.h"

#include "../tableshown.h"
#include "shaftmount/shaftmountfacts.h"

#include "core/anygame.h"
#include "core/botlevel.h"
#include "core/viewer.h"

#include <QAccessible>

#include <algorithm>
#include <memory>

using namespace tabletest;

namespace {

const QString kGame = QStringLiteral("shaftmount");

// An item by its object name, visible or not (a strip that shows only during a drag).
QQuickItem *anyItem(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = anyItem(child, name))
            return found;
    return nullptr;
}

// The card at position `position` of sequence owner.pile.
QQuickItem *sequenceCard(const Table &t, int owner, int pile, int position)
{
    for (QQuickItem *c : t.items(QStringLiteral("card")))
        if (c->property("zone").toString() == QLatin1String("sequence") && c->property("owner").toInt() == owner
            && c->property("pile").toInt() == pile && c->property("position").toInt() == position)
            return c;
    return nullptr;
}

QString toastText(const Table &t)
{
    QQuickItem *toast = t.item(QStringLiteral("toast"));
    return toast ? toast->property("text").toString() : QString();
}

// The table with Anna at seat 0 and two computer players (who wait).
QList<SeatSpec> annaBertCleo()
{
    return personAndBots();
}

// Pictures of the table for looking at (FELT_SNAP_DIR set): tests/qml's own screenshots.
void snap(const Table &t, const char *name)
{
    const QByteArray dir = qgetenv("FELT_SNAP_DIR");
    if (dir.isEmpty())
        return;
    t.window()->grabWindow().save(QString::fromUtf8(dir) + u'/' + QString::fromLatin1(name) + QStringLiteral(".png"));
}

// The "+1" of penalty points in sight: visible, and neither it nor what holds it faded out.
QList<QQuickItem *> tokensInSight(QQuickItem *item)
{
    QList<QQuickItem *> out;
    if (!item->isVisible() || item->opacity() <= 0.01)
        return out;
    if (item->inherits("QQuickText") && item->property("text").toString() == QLatin1String("+1"))
        out.append(item);
    for (QQuickItem *child : item->childItems())
        out.append(tokensInSight(child));
    return out;
}

// The visible texts that read `text`.
QList<QQuickItem *> textsReading(QQuickItem *item, const QString &text)
{
    QList<QQuickItem *> out;
    if (!item->isVisible())
        return out;
    if (item->inherits("QQuickText") && item->property("text").toString() == text)
        out.append(item);
    for (QQuickItem *child : item->childItems())
        out.append(textsReading(child, text));
    return out;
}

QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// Whether two boxes share more than a sliver (a pixel or two of anti-aliasing).
bool overlap(const QRectF &a, const QRectF &b)
{
    const QRectF common = a.intersected(b);
    return common.width() > 2 && common.height() > 2;
}

// The items named `name` anywhere under `root`, visible or not.
void allNamed(QQuickItem *root, const QString &name, QList<QQuickItem *> &out)
{
    if (root->objectName() == name)
        out.append(root);
    for (QQuickItem *child : root->childItems())
        allNamed(child, name, out);
}

// A finished game of Shaftmount, two players (normal bots), but for its last action.
felt::Record allButTheLastAction(felt::RecordAction *last)
{
    felt::Record record;
    record.game = kGame;
    record.players = 2;
    record.seed = 7;
    auto built = felt::buildGame(record);
    if (!built)
        return {};
    std::unique_ptr<felt::AnyGame> game = std::move(*built);
    for (int step = 0; step < 5000 && !game->isOver(); ++step) {
        const felt::Seat seat = game->actors().first();
        const std::string action = game->botTask(seat, felt::BotLevel::Normal, 977 + static_cast<std::uint64_t>(step))();
        if (game->apply(seat, action) != felt::Reason::Ok)
            return {};
        record.actions.push_back({ seat, QString::fromStdString(action) });
    }
    if (!game->isOver())
        return {};
    *last = record.actions.back();
    record.actions.pop_back();
    return record;
}

// A record of calls "manual" (the same deal and seats as recordJson's).
felt::Record manualRecord(const QStringList &actions, const char *deal = kShaftmountClosingDeal)
{
    QByteArray json = recordJson(actions, kGame, deal, 3);
    json.replace(R"("seed": 5)", R"("options": {"calls": "manual"}, "seed": 5)");
    auto record = felt::parseRecord(json);
    return record ? *record : felt::Record {};
}

// The title of the question that shows, as a screen reader hears it (the dialog's name).
QString askedTitle(const Table &t)
{
    QAccessible::setActive(true);   // as where a screen reader runs
    QList<QQuickItem *> all;
    allNamed(t.window()->contentItem(), QString(), all);
    for (QQuickItem *i : all)
        if (QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(i);
            iface && i->isVisible() && iface->role() == QAccessible::Dialog && !iface->text(QAccessible::Name).isEmpty())
            return iface->text(QAccessible::Name);
    return QString();
}

// The status line's words (the bar's label).
QString statusLine(const Table &t)
{
    QQuickItem *status = t.item(QStringLiteral("status"));
    if (!status)
        return QString();
    for (QQuickItem *child : status->childItems())
        if (child->inherits("QQuickText"))
            return child->property("text").toString();
    return QString();
}

// The cards of a sequence as the game's facts give them to the table (session.facts.sequences).
QStringList sequenceCards(const Table &t, int owner, int pile)
{
    const auto *facts = qobject_cast<const ShaftmountFacts *>(t.session()->facts());
    for (const ShaftmountSequence &q : facts ? facts->sequences() : QList<ShaftmountSequence>())
        if (q.owner == owner && q.pile == pile)
            return q.cards;
    return {};
}

int penalties(const Table &t, int seat)
{
    // (Its plate's meter, as the table shows it.)
    return t.session()->seats()->rows().value(seat).meter;
}

// Every visible text under `item` that contains `part`.
void textsWith(QQuickItem *item, const QString &part, QStringList &out)
{
    if (!item->isVisible())
        return;
    if (item->inherits("QQuickText") && item->property("text").toString().contains(part))
        out.append(item->property("text").toString());
    for (QQuickItem *child : item->childItems())
        textsWith(child, part, out);
}

// How a card is drawn: what the table could use to point it out.
QVariantList looks(const QQuickItem *card)
{
    return { card->property("playable"), card->property("selected"), card->property("dimmed"), card->property("tappable"),
             card->property("draggable"), card->property("raise"), card->opacity(), card->scale() };
}

} // namespace

class TestShaftmount : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Universal")); }

    void dragOntoAnOpponentsSequence()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        snap(t, "start");
        QQuickItem *king = t.card(QStringLiteral("KH"), QStringLiteral("hand"));
        QQuickItem *bert = t.item(QStringLiteral("sequence_1_0"));
        QVERIFY(king && bert);
        QVERIFY(king->property("playable").toBool());
        t.drag(centreOf(king), centreOf(bert));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("play KH 1.0"));
        // The king lies on Bert's queen, in sight.
        t.settle();
        QQuickItem *top = sequenceCard(t, 1, 0, 1);
        QVERIFY(top);
        QCOMPARE(top->property("face").toString(), QStringLiteral("KH"));
    }

    void legalTargetsGlowDuringADrag()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        QQuickItem *nine = t.card(QStringLiteral("9S"), QStringLiteral("hand"));
        QVERIFY(nine);
        const QPoint from = centreOf(nine);
        QTest::mousePress(t.window(), Qt::LeftButton, {}, from);
        for (int i = 1; i <= 6; ++i) {
            QTest::mouseMove(t.window(), from + QPoint(0, -10 * i));
            QTest::qWait(8);
        }
        // 9♠ may go onto 1.2 (4♠) and 2.0 (8♠): those two glow, no other.
        QTRY_VERIFY(t.item(QStringLiteral("sequence_1_2"))->property("target").toBool());
        QVERIFY(t.item(QStringLiteral("sequence_2_0"))->property("target").toBool());
        QVERIFY(!t.item(QStringLiteral("sequence_1_0"))->property("target").toBool());
        QVERIFY(!t.item(QStringLiteral("sequence_0_0"))->property("target").toBool());
        snap(t, "drag");
        QTest::mouseRelease(t.window(), Qt::LeftButton, {}, from + QPoint(0, -60));
        t.settle();
        QCOMPARE(t.session()->board()->actionCount(), 0);
    }

    void fourSlidesUnder()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        QQuickItem *four = t.card(QStringLiteral("4C"), QStringLiteral("hand"));
        QQuickItem *strip = anyItem(t.window()->contentItem(), QStringLiteral("under_1_1"));
        QVERIFY(four && strip);
        QVERIFY(!strip->isVisible());   // only while a 4 that may go there is held
        // Grabbed near its corner: where the pointer lets go decides, not the card's middle
        // (which then lies off the thin strip).
        const QPoint corner(static_cast<int>(four->width() * four->scale() / 4), static_cast<int>(four->height() * four->scale() / 4));
        t.drag(centreOf(four) - corner, centreOf(strip));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("four 4C 1.1"));
        // The others may block it: Bert is asked now, and the 4 waits in Anna's hand, shown.
        QCOMPARE(t.session()->facts()->property("pending").value<QObject *>()->property("kind").toString(), QStringLiteral("block"));
    }

    // A 4 dropped on the sequence itself, or on its top card, which it cannot go onto: it slides
    // under (the only thing it can do there), as on the strip; a card that cannot go there at
    // all is still refused with the reason.
    void fourDroppedOnTheSequence_data()
    {
        QTest::addColumn<bool>("onTheCard");
        QTest::newRow("on the sequence") << false;
        QTest::newRow("on its top card") << true;
    }
    void fourDroppedOnTheSequence()
    {
        QFETCH(bool, onTheCard);
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        QQuickItem *four = t.card(QStringLiteral("4C"), QStringLiteral("hand"));
        QQuickItem *sequence = t.item(QStringLiteral("sequence_1_1"));
        QVERIFY(four && sequence);
        QVERIFY(t.session()->play()->legal().contains(QStringLiteral("four 4C 1.1")));
        QVERIFY(!t.session()->play()->legal().contains(QStringLiteral("play 4C 1.1")));
        QQuickItem *top = sequenceCard(t, 1, 1, 0);   // (its only card, the 9♣)
        QVERIFY(top);
        t.drag(centreOf(four), onTheCard ? centreOf(top) : centreOf(sequence));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("four 4C 1.1"));
    }

    void fourByClickThenStrip_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1024x640") << QSize(1024, 640);
    }
    void fourByClickThenStrip()
    {
        QFETCH(QSize, size);
        Table t;
        QVERIFY(t.loadRecordAt(annaBertCleo(), *felt::parseRecord(recordJson({}, kGame, kShaftmountDeal, 3)), size));
        QQuickItem *four = t.card(QStringLiteral("4C"), QStringLiteral("hand"));
        QVERIFY(four);
        t.click(centreOf(four));
        QTRY_VERIFY(four->property("selected").toBool());
        QQuickItem *strip = nullptr;
        QTRY_VERIFY((strip = t.item(QStringLiteral("under_2_2"))));
        snap(t, "four-chosen");
        // The strips lie clear of the penalty meters under the others' plates, and of each
        // of their pips (one a point).
        const QList<QQuickItem *> meters = t.items(QStringLiteral("meter"));
        QCOMPARE(meters.size(), 3);
        QList<QRectF> pips;
        for (QQuickItem *m : meters) {
            pips.append(sceneRect(m));
            for (QQuickItem *pip : m->childItems())
                if (pip->isVisible() && pip->width() > 0)
                    pips.append(sceneRect(pip));
        }
        QCOMPARE(pips.size(), 3 + 3 * 10);
        for (const char *name : { "under_1_1", "under_2_2" }) {
            QQuickItem *s = t.item(QString::fromLatin1(name));
            QVERIFY2(s, name);
            const QRectF r = sceneRect(s);
            for (const QRectF &p : pips)
                QVERIFY2(!r.intersects(p), name);
        }
        t.click(centreOf(strip));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("four 4C 2.2"));
    }

    void threeStartsASequence()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        QQuickItem *three = t.card(QStringLiteral("3S"), QStringLiteral("hand"));
        QQuickItem *slot = t.item(QStringLiteral("newSequence"));
        QVERIFY(three && slot);
        t.drag(centreOf(three), centreOf(slot));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("three 3S"));
        QTRY_VERIFY(t.item(QStringLiteral("sequence_0_3")));
        t.settle();
        QCOMPARE(sequenceCard(t, 0, 3, 0)->property("face").toString(), QStringLiteral("3S"));
    }

    void twoWhenOffered()
    {
        Table t;
        // Two players: Anna holds no card that beats a sequence of its suit, so the 2 rule is
        // offered: her 2♣ may close any clubs sequence.
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") } },
                             {}, kGame, kFiveWindowDeal));
        QVERIFY(t.session()->play()->legal().contains(QStringLiteral("two 2C 1.0")));
        QQuickItem *two = t.card(QStringLiteral("2C"), QStringLiteral("hand"));
        QQuickItem *bert = t.item(QStringLiteral("sequence_1_0"));
        QVERIFY(two && bert);
        t.drag(centreOf(two), centreOf(bert));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("two 2C 1.0"));
        // Her hand was shown to everyone: each of its cards says so where it lies (no banner
        // over the middle of the table: she sees her hand already).
        t.settle();
        const QList<QQuickItem *> hand = t.cards(QStringLiteral("hand"), 0);
        QCOMPARE(hand.size(), 8);
        for (QQuickItem *c : hand)
            QVERIFY2(c->property("shown").toBool(), qPrintable(c->property("face").toString()));
        QVERIFY(!t.item(QStringLiteral("shownBanner")));
        snap(t, "two-shown");
    }

    // Another's hand shown to everyone shows large for a moment: Anna's 2-rule play, seen by
    // Bert (the person here), who is asked to defend meanwhile. It lies beside the middle row,
    // over no card, no label of the closing area and not over the question; a click on it is
    // the table's (the first click only closed it, and a Redraw was lost).
    void anothersShownHandShowsLarge()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("normal") }, { QStringLiteral("Bert"), QStringLiteral("human") } },
                             {}, kGame, kFiveWindowDeal));
        t.session()->setActionLimit(1);
        t.session()->setBotsPaused(false);
        // (Her only plays are the 2, 3 and 4 rules and No play; the normal player, seeded
        // by the deal, takes the 2.)
        QTRY_COMPARE(t.actionsOf(0), QStringList { QStringLiteral("two 2C 1.0") });
        QQuickItem *banner = nullptr;
        QTRY_VERIFY((banner = t.item(QStringLiteral("shownBanner"))));
        QCOMPARE(banner->property("seat").toInt(), 0);
        t.settle();
        snap(t, "shown-banner");
        // It covers no card, no label of the closing area and no question a move needs.
        const QRectF over = banner->mapRectToScene(QRectF(0, 0, banner->width(), banner->height()));
        const auto rectOf = [](QQuickItem *i) { return i->mapRectToScene(QRectF(0, 0, i->width(), i->height())); };
        for (QQuickItem *c : t.items(QStringLiteral("card")))
            if (c->parentItem() && !c->parentItem()->objectName().isEmpty() && c->property("zone").isValid())
                QVERIFY2(!over.intersects(rectOf(c)), qPrintable(c->property("face").toString()));
        for (const char *name : { "closingNext", "questionBanner", "discardZone", "handLimit" })
            for (QQuickItem *i : t.items(QString::fromLatin1(name)))
                QVERIFY2(!over.intersects(rectOf(i)), name);
        // It takes no click: a press on it is the table's (here on nothing: no action, and it stays).
        const int actions = static_cast<int>(t.session()->record()->actions.size());
        t.click(over.center().toPoint());
        t.settle();
        QCOMPARE(static_cast<int>(t.session()->record()->actions.size()), actions);
        QVERIFY(banner->isVisible());
    }

    // Two decks: of Anna's two 4♥ one was blocked by a 6 and came back shown; the other was never
    // shown. Only one of them is marked (the second used to show "shown" too).
    void oneCopyShownOfTwo()
    {
        Table t;
        auto record = felt::parseRecord(R"({"format": "felt-record/1", "game": "shaftmount", "players": 4, "seed": 1,
            "deal": {"hand": [["4H", "4H", "2C", "5C", "7D", "8H", "9S"], ["6C", "3D", "5H", "7C", "8D", "9H", "TS"],
                              ["6D", "6H", "3C", "5S", "7S", "8C", "9D"], ["2D", "3H", "5D", "7H", "8S", "9C", "TC"]],
                     "sequences": [["QC", "QD"], ["QH", "QS"], ["KC", "KD"], ["KH", "KS"]],
                     "deck": ["JH", "JS", "JC", "JD", "TH", "TD"]},
            "actions": ["0: four 4H 1.0", "1: pass", "2: block 6H"]})");
        QVERIFY(record);
        const QList<SeatSpec> seats { { "Anna", "human" }, { "Bert", "normal" }, { "Cleo", "normal" }, { "Dan", "normal" } };
        QVERIFY(t.loadRecordAt(seats, *record));
        t.settle();
        QList<QQuickItem *> fours;
        for (QQuickItem *c : t.cards(QStringLiteral("hand"), 0))
            if (c->property("face").toString() == QLatin1String("4H"))
                fours.append(c);
        QCOMPARE(fours.size(), 2);
        QTRY_COMPARE(int(fours.at(0)->property("shown").toBool()) + int(fours.at(1)->property("shown").toBool()), 1);
        QCOMPARE(int(fours.at(0)->property("blocked").toBool()) + int(fours.at(1)->property("blocked").toBool()), 1);
        // The other copy may still slide under.
        QVERIFY(t.session()->play()->legal().contains(QStringLiteral("four 4H 3.0")));
    }

    void illegalDropFliesBackAndSaysWhy()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        QQuickItem *five = t.card(QStringLiteral("5D"), QStringLiteral("hand"));
        QQuickItem *hearts = t.item(QStringLiteral("sequence_1_0"));
        QVERIFY(five && hearts);
        const QPointF home = five->position();
        t.drag(centreOf(five), centreOf(hearts));
        QTRY_COMPARE(five->position(), home);
        QCOMPARE(t.session()->board()->actionCount(), 0);
        QTRY_VERIFY(toastText(t).contains(QStringLiteral("not of the sequence's suit")));
        // Too low: the 3♠ on Bert's 4♠ (a 4 too low would slide under instead).
        QQuickItem *three = t.card(QStringLiteral("3S"), QStringLiteral("hand"));
        const QPointF threeHome = three->position();
        t.drag(centreOf(three), centreOf(t.item(QStringLiteral("sequence_1_2"))));
        QTRY_COMPARE(three->position(), threeHome);
        QTRY_VERIFY(toastText(t).contains(QStringLiteral("does not beat")));
        QCOMPARE(t.session()->board()->actionCount(), 0);
    }

    // After the play the table draws up to the limit and ends the turn (the setting's default).
    void drawsAndEndsByItself()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        t.drag(centreOf(t.card(QStringLiteral("KH"), QStringLiteral("hand"))), centreOf(t.item(QStringLiteral("sequence_1_0"))));
        QTRY_COMPARE(t.actionsOf(0), (QStringList { "play KH 1.0", "draw", "end" }));
        QCOMPARE(t.session()->board()->turn(), 1);
        // The story of the turn stays in view after it ended.
        QTRY_VERIFY(!t.items(QStringLiteral("caption")).isEmpty());
        QVERIFY(t.items(QStringLiteral("caption")).first()->property("visible").toBool());
    }

    void drawByClickThenTheTurnEnds()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play KH 1.0" }, kGame, kShaftmountDeal));
        QCOMPARE(t.session()->play()->legal(), (QStringList { "draw", "end" }));
        QQuickItem *deck = t.card(QStringLiteral("??"), QStringLiteral("deck"));
        QVERIFY(deck && deck->property("playable").toBool());
        snap(t, "after-play");
        t.click(centreOf(deck));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("draw"));
        // Eight cards again: nothing is left but the end, which the table makes.
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("end"));
    }

    void drawByDragAndEndTurnButton()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        // Two plays' worth of room: Anna plays, then draws once by dragging, then ends herself.
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play KH 1.0" }, kGame, kShaftmountDeal));
        QQuickItem *deck = t.card(QStringLiteral("??"), QStringLiteral("deck"));
        QQuickItem *hand = t.item(QStringLiteral("handZone"));
        QVERIFY(deck && hand);
        const int held = t.cards(QStringLiteral("hand"), 0).size();
        t.drag(centreOf(deck), centreOf(hand));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("draw"));
        QTRY_COMPARE(t.cards(QStringLiteral("hand"), 0).size(), held + 1);
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("end"));   // nothing but the end was left
    }

    void endTurnButton()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play KH 1.0" }, kGame, kShaftmountDeal));
        QQuickItem *end = t.item(QStringLiteral("endButton"));
        QVERIFY(end && end->isEnabled());
        t.click(centreOf(end));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("end"));
        QCOMPARE(t.session()->board()->turn(), 1);
    }

    void keepAndRedrawButtons()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountClosingDeal));
        // K♥ on her own 6♥: it closes the sequence against her (one penalty point).
        t.drag(centreOf(t.card(QStringLiteral("KH"), QStringLiteral("hand"))), centreOf(t.item(QStringLiteral("sequence_0_0"))));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("play KH 0.0"));
        QTRY_COMPARE(penalties(t, 0), 1);
        // The king went to the closing area; Anna's meter shows the point.
        QTRY_VERIFY(t.card(QStringLiteral("KH"), QStringLiteral("closing")));
        QQuickItem *keep = nullptr;
        QTRY_VERIFY((keep = t.item(QStringLiteral("keepHere"))));
        QVERIFY(t.item(QStringLiteral("redrawHere")));
        QCOMPARE(keep->property("text").toString(), QStringLiteral("Keep 6♥"));
        t.settle();
        QTest::qWait(400);
        snap(t, "keep");
        // The question stands beside the row of Anna's sequences, over none of them.
        const QRectF box = sceneRect(t.item(QStringLiteral("keepButtons")));
        for (QQuickItem *c : t.items(QStringLiteral("card")))
            if (c->property("zone").toString() == QLatin1String("sequence"))
                QVERIFY2(!overlap(box, sceneRect(c)), qPrintable(c->property("face").toString() + " lies under Keep/Redraw"));
        QVERIFY(!overlap(box, sceneRect(t.item(QStringLiteral("newSequence")))));
        t.click(centreOf(keep));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("keep"));
    }

    // Redraw while keeping 6♥ costs nothing now: the deck's unseen card may close again, so the
    // table asks first (the setting "Ask before a risky move", on by default). No or Esc leaves
    // the question of keep or redraw open; Yes or Enter redraws.
    void redrawButton()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play KH 0.0" }, kGame, kShaftmountClosingDeal));
        QVERIFY(t.app()->settings()->askBeforeRisk());
        QQuickItem *redraw = nullptr;
        QTRY_VERIFY((redraw = t.item(QStringLiteral("redrawHere"))));
        t.click(centreOf(redraw));
        QQuickItem *no = nullptr;
        QTRY_VERIFY((no = t.button(QStringLiteral("No"))));
        QVERIFY(askedTitle(t).contains(QStringLiteral("6♥")));
        snap(t, "redraw-asked");
        QTest::qWait(300);   // the dialog's entry transition
        t.click(centreOf(no));
        QTRY_VERIFY(!t.button(QStringLiteral("No")));
        QCOMPARE(t.session()->board()->actionCount(), 1);
        QVERIFY(t.session()->play()->legal().contains(QStringLiteral("redraw")));
        // By its key (the bar's Redraw), then Esc: still nothing.
        QTest::keyClick(t.window(), Qt::Key_R);
        QTRY_VERIFY(t.button(QStringLiteral("Yes")));
        QTest::qWait(300);
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.button(QStringLiteral("Yes")));
        QCOMPARE(t.session()->board()->actionCount(), 1);
        // Asked again, Enter says yes.
        t.click(centreOf(redraw));
        QTRY_VERIFY(t.button(QStringLiteral("Yes")));
        QTest::qWait(700);   // Enter counts once the question has been shown for a moment
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("redraw"));
        // 6♥ went to the discard pile; the deck's top (2♥) is the new card to beat.
        QTRY_COMPARE(sequenceCards(t, 0, 0).value(0), QStringLiteral("2H"));
    }

    // With the setting off, Redraw goes at once.
    void redrawAtOnceWhenNotAsked()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play KH 0.0" }, kGame, kShaftmountClosingDeal));
        t.app()->settings()->setAskBeforeRisk(false);
        QQuickItem *redraw = nullptr;
        QTRY_VERIFY((redraw = t.item(QStringLiteral("redrawHere"))));
        t.click(centreOf(redraw));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("redraw"));
        QVERIFY(!t.button(QStringLiteral("Yes")));
    }

    void dominoChoiceByClickingACandidate()
    {
        Table t;
        // tests/data/shaftmount/domino-choice.json: K♥ closed Cleo's 2.0; Q♥ now shows on 1.0
        // and 2.1 but has one place in the closing area: Anna, in control, chooses.
        const char *deal = R"({"hand": [["KH", "2S", "3S", "4S", "5S", "6S", "7S", "8S"],
            ["2C", "3C", "4C", "2D", "3D", "4D", "2H", "3H"], ["2C", "3C", "4C", "2D", "3D", "4D", "2H", "3H"]],
          "sequences": [["AH", "5C", "6D"], ["QH", "7C", "8D"], ["5H", "QH", "TD"]],
          "deck": ["9S", "JC", "JD", "9C", "9D", "TC"]})";
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play KH 2.0", "2: keep" }, kGame, deal));
        QCOMPARE(t.session()->play()->legal(), (QStringList { "close 1.0", "close 2.1" }));
        QVERIFY(t.item(QStringLiteral("choiceBanner")));
        QQuickItem *bertsQueen = sequenceCard(t, 1, 0, 0);
        QQuickItem *cleosQueen = sequenceCard(t, 2, 1, 0);
        QVERIFY(bertsQueen && cleosQueen);
        QVERIFY(bertsQueen->property("playable").toBool() && cleosQueen->property("playable").toBool());
        snap(t, "domino");
        t.click(centreOf(bertsQueen));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("close 1.0"));
        // The queen goes to the closing area as a stage after the action's start: it waits.
        QTRY_VERIFY(bertsQueen->property("zone").toString() == QLatin1String("closing"));
        QCOMPARE(bertsQueen->property("delay").toInt(), t.session()->cards()->stageMs());
    }

    void blockBanner()
    {
        Table t;
        // tests/data/shaftmount/six-window.json: seat 0 slides 4♥ under Bert's 1.0; Bert (the
        // person here) is asked first and holds 6♣.
        const char *deal = R"({"hand": [["4H", "4S", "2C", "5C", "7D", "8H", "9S"], ["6C", "3D", "5H", "7C", "8D", "9H", "TS"],
            ["6D", "6H", "3C", "5S", "7S", "8C", "9D"], ["2D", "3H", "5D", "7H", "8S", "9C", "TC"]],
          "sequences": [["QC", "QD"], ["QH", "QS"], ["KC", "KD"], ["KH", "KS"]],
          "deck": ["JH", "JS", "JC", "JD", "TH", "TD"]})";
        const QList<SeatSpec> seats { { QStringLiteral("Dora"), QStringLiteral("normal") }, { QStringLiteral("Bert"), QStringLiteral("human") },
                                      { QStringLiteral("Cleo"), QStringLiteral("normal") }, { QStringLiteral("Dan"), QStringLiteral("normal") } };
        QVERIFY(t.loadRecord(seats, { "0: four 4H 1.0" }, kGame, deal));
        QQuickItem *banner = t.item(QStringLiteral("questionBanner"));
        QVERIFY(banner);
        QVERIFY(t.item(QStringLiteral("questionText"))->property("text").toString().contains(QStringLiteral("Block it with a 6?")));
        // The 4 waits in Dora's hand, face up for everyone and marked.
        QQuickItem *four = t.card(QStringLiteral("4H"), QStringLiteral("hand"));
        QVERIFY(four && four->property("shown").toBool());
        const QList<QQuickItem *> answers = t.items(QStringLiteral("answerCard"));
        QCOMPARE(answers.size(), 1);
        QCOMPARE(answers.first()->property("face").toString(), QStringLiteral("6C"));
        QVERIFY(t.item(QStringLiteral("passHere")));
        t.settle();
        snap(t, "block");
        // The banner leaves the discard pile it asks to drop on in sight, and the deck.
        QVERIFY(!overlap(sceneRect(banner), sceneRect(t.item(QStringLiteral("discardZone")))));
        for (QQuickItem *c : t.items(QStringLiteral("card")))
            if (c->property("zone").toString() == QLatin1String("deck") || c->property("zone").toString() == QLatin1String("sequence"))
                QVERIFY2(!overlap(sceneRect(banner), sceneRect(c)), qPrintable(c->property("face").toString()));
        // Dora's 4, shown to everyone, lies apart from her hidden cards, covering none.
        for (QQuickItem *c : t.cards(QStringLiteral("hand"), 0))
            if (c != four)
                QVERIFY2(!overlap(sceneRect(four), sceneRect(c)), "the shown 4 covers Dora's fan");
        t.click(centreOf(answers.first()));
        QTRY_COMPARE(t.actionsOf(1).value(0), QStringLiteral("block 6C"));
        QTRY_VERIFY(!t.item(QStringLiteral("questionBanner")));
        // The 6 lies face up on the discard pile.
        QTRY_VERIFY(t.card(QStringLiteral("6C"), QStringLiteral("discard")));
        t.settle();
        snap(t, "blocked");
    }

    void passOnTheBanner()
    {
        Table t;
        const char *deal = R"({"hand": [["4H", "4S", "2C", "5C", "7D", "8H", "9S"], ["6C", "3D", "5H", "7C", "8D", "9H", "TS"],
            ["6D", "6H", "3C", "5S", "7S", "8C", "9D"], ["2D", "3H", "5D", "7H", "8S", "9C", "TC"]],
          "sequences": [["QC", "QD"], ["QH", "QS"], ["KC", "KD"], ["KH", "KS"]],
          "deck": ["JH", "JS", "JC", "JD", "TH", "TD"]})";
        const QList<SeatSpec> seats { { QStringLiteral("Dora"), QStringLiteral("normal") }, { QStringLiteral("Bert"), QStringLiteral("human") },
                                      { QStringLiteral("Cleo"), QStringLiteral("normal") }, { QStringLiteral("Dan"), QStringLiteral("normal") } };
        QVERIFY(t.loadRecord(seats, { "0: four 4H 1.0" }, kGame, deal));
        QQuickItem *pass = t.item(QStringLiteral("passHere"));
        QVERIFY(pass);
        t.click(centreOf(pass));
        QTRY_COMPARE(t.actionsOf(1).value(0), QStringLiteral("pass"));
        // Cleo is asked next.
        QCOMPARE(t.session()->facts()->property("pending").value<QObject *>()->property("seat").toInt(), 2);
    }

    void defendByDraggingAFiveOntoTheDiscardPile()
    {
        Table t;
        // tests/data/shaftmount/five-window.json: Anna plays her 2♣ on Bert's K♣ holding fewer
        // cards than the limit; Bert (the person here) may defend with his 5♦.
        const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("normal") }, { QStringLiteral("Bert"), QStringLiteral("human") } };
        QVERIFY(t.loadRecord(seats, { "0: four 4H 0.2", "1: pass", "0: end", "1: four 4S 0.3", "0: pass", "1: end", "0: two 2C 1.0" },
                             kGame, kFiveWindowDeal));
        QCOMPARE(t.session()->play()->legal(), (QStringList { "defend 5D", "pass" }));
        QVERIFY(t.item(QStringLiteral("questionText"))->property("text").toString().contains(QStringLiteral("Defend it with a 5?")));
        snap(t, "defend");
        QQuickItem *five = t.card(QStringLiteral("5D"), QStringLiteral("hand"));
        QQuickItem *discard = t.item(QStringLiteral("discardZone"));
        QVERIFY(five && discard);
        // Anna's hand, all of it shown to everyone, is one row.
        const QList<QQuickItem *> annas = t.cards(QStringLiteral("hand"), 0);
        QCOMPARE(annas.size(), 8);
        for (QQuickItem *c : annas)
            QCOMPARE(c->y(), annas.first()->y());
        t.drag(centreOf(five), centreOf(discard));
        QTRY_COMPARE(t.actionsOf(1).value(3), QStringLiteral("defend 5D"));
    }

    void keyboardPlays()
    {
        Table t;
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        // → walks over the hand (sorted by suit: ♣ ♦ ♠ ♥, the K♥ last); Enter picks it up, Enter
        // puts it where the blue mark is (its first place: Anna's own 6♥), ↓ moves the mark.
        QQuickItem *king = t.card(QStringLiteral("KH"), QStringLiteral("hand"));
        QVERIFY(king);
        QTest::keyClick(t.window(), Qt::Key_Left);
        QTRY_VERIFY(king->property("focused").toBool());
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_VERIFY(king->property("selected").toBool());
        QTest::keyClick(t.window(), Qt::Key_Down);
        snap(t, "keyboard");
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("play KH 1.0"));
    }

    // Sequences of the 3 rule carry a tag that covers no label (the closing area's, above
    // one's own row) and no penalty meter (under the others' plates).
    void threeRuleTags()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: three 3S", "0: end", "1: three 3C", "1: end", "2: three 3H", "2: end" }, kGame,
                             kShaftmountDeal));
        t.settle();
        snap(t, "three");
        QList<QQuickItem *> tags;   // the tags' words, "3 rule"
        for (QQuickItem *text : textsReading(t.window()->contentItem(), QStringLiteral("3 rule")))
            tags.append(text);
        QCOMPARE(tags.size(), 3);
        QList<QQuickItem *> meters;
        allNamed(t.window()->contentItem(), QStringLiteral("meter"), meters);
        QList<QQuickItem *> labels;
        allNamed(t.window()->contentItem(), QStringLiteral("closingNext"), labels);
        for (QQuickItem *tag : tags) {
            for (QQuickItem *m : meters)
                QVERIFY2(!m->isVisible() || !overlap(sceneRect(tag), sceneRect(m)), "a 3-rule tag on a penalty meter");
            for (QQuickItem *l : labels)
                QVERIFY2(!l->isVisible() || !overlap(sceneRect(tag), sceneRect(l)),
                         qPrintable("a 3-rule tag on \"" + l->property("text").toString() + "\""));
        }
    }

    // After a play made with the keys, the table draws and ends the turn by itself: the bar
    // does not offer Draw and End turn meanwhile.
    void noDrawOrEndWhileTheTableDraws()
    {
        Table t;
        t.app()->settings()->setBotDelayMs(700);   // the table's own pause before its draw
        QVERIFY(t.loadRecord(annaBertCleo(), {}, kGame, kShaftmountDeal));
        QQuickItem *king = t.card(QStringLiteral("KH"), QStringLiteral("hand"));
        QTest::keyClick(t.window(), Qt::Key_Left);
        QTRY_VERIFY(king->property("focused").toBool());
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_VERIFY(king->property("selected").toBool());
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("play KH 0.0"));
        QTest::qWait(150);
        snap(t, "after-keyboard-play");
        bool offered = false;
        for (int i = 0; i < 200 && t.actionsOf(0).value(2) != QLatin1String("end"); ++i) {
            offered = offered || t.item(QStringLiteral("drawButton")) || t.item(QStringLiteral("endButton"));
            QTest::qWait(10);
        }
        QCOMPARE(t.actionsOf(0), (QStringList { "play KH 0.0", "draw", "end" }));
        QVERIFY2(!offered, "Draw or End turn showed while the table drew");
    }

    // The last penalty point of a game flies before the result shows; no "+1" is left flying
    // over the table or under the result.
    void noPenaltyPointOverTheResult()
    {
        felt::RecordAction last;
        const felt::Record record = allButTheLastAction(&last);
        QVERIFY(!record.actions.empty());
        Table t;
        const QList<SeatSpec> people { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") } };
        QVERIFY(t.loadRecordAt(people, record));
        if (t.session()->screen()->privacy())
            t.unlockByClick();
        QTRY_VERIFY(!t.session()->screen()->privacy());
        QVERIFY(t.session()->play()->act(last.text));
        QVERIFY(t.session()->board()->over());
        bool flew = false;
        for (int i = 0; i < 300; ++i) {
            const bool inSight = !tokensInSight(t.window()->contentItem()).isEmpty();
            flew = flew || inSight;
            QQuickItem *result = t.item(QStringLiteral("resultOverlay"));
            if (result && inSight) {
                snap(t, "tokenOverResult");
                QFAIL("a penalty point flies while the result shows");
            }
            if (result && i > 100)
                break;
            QTest::qWait(20);
        }
        QVERIFY(flew);   // the game ended with a penalty point, and it was seen
        QTRY_VERIFY(t.item(QStringLiteral("resultOverlay")));
        QTest::qWait(300);
        snap(t, "result");
    }

    void keysDrawAndEnd()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play 9S 1.2", "0: draw" }, kGame, kShaftmountDeal));
        // Full again: only the end is left, and the table makes it.
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("end"));
    }

    void keyDraws()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play 9S 1.2" }, kGame, kShaftmountDeal));
        QTest::keyClick(t.window(), Qt::Key_D);
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("draw"));
    }

    // Calls by hand: Anna played K♥ (a closing card: the A♥ went to the closing area before
    // play) on Bert's Q♥. It lies there like any other top card — nothing points it out —
    // until she clicks it with no card of hers picked up: the tap. A click on a top that is no
    // closing card is refused at no cost. Everyone sees who tapped what.
    void manualTapByClick()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord({ "0: play KH 1.0" })));
        t.settle();
        QQuickItem *king = sequenceCard(t, 1, 0, 1);
        QQuickItem *nine = sequenceCard(t, 1, 1, 0);   // 9♣ on Bert's second sequence
        QVERIFY(king && nine);
        QCOMPARE(king->property("face").toString(), QStringLiteral("KH"));
        QVERIFY(t.session()->play()->legal().contains(QStringLiteral("tap 1.0")));
        QCOMPARE(looks(king), looks(nine));
        QVERIFY(!king->property("playable").toBool());
        QQuickItem *zone = t.item(QStringLiteral("sequence_1_0"));
        QVERIFY(zone);
        for (QQuickItem *child : zone->childItems())
            if (child->inherits("QQuickRectangle"))
                QCOMPARE(child->property("border").value<QObject *>()->property("width").toDouble(), 0.0);
        snap(t, "manual-exposed");

        t.click(centreOf(nine));
        QTRY_VERIFY(!toastText(t).isEmpty());
        QVERIFY2(toastText(t).contains(QStringLiteral("no closing card")), qPrintable(toastText(t)));
        QCOMPARE(t.actionsOf(0), (QStringList { "play KH 1.0" }));

        t.click(centreOf(king));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("tap 1.0"));
        QCOMPARE(penalties(t, 1), 1);
        QQuickItem *flash = t.item(QStringLiteral("callFlash"));
        QVERIFY(flash);
        QTRY_VERIFY(flash->isVisible());
        QCOMPARE(flash->property("text").toString(), QStringLiteral("Anna taps %1").arg(GameFacet::cardName("KH")));
        snap(t, "manual-tapped");
    }

    // With a card of hers picked up, a click on a sequence stays a play, exposed top or not.
    void manualClickWithACardChosenStaysAPlay()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord({ "0: draw" })));
        t.settle();
        QQuickItem *seven = t.card(QStringLiteral("7C"), QStringLiteral("hand"));
        QQuickItem *five = sequenceCard(t, 0, 1, 0);   // her own 5♣
        QVERIFY(seven && five);
        t.click(centreOf(seven));
        QTRY_VERIFY(seven->property("selected").toBool());
        t.click(centreOf(five));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("play 7C 0.1"));
    }

    // The tap by key: ← → reach every sequence's top card (all alike), T taps the one in
    // focus. Anna's turn has ended meanwhile (the table drew for her): the tap is hers to
    // make on Bert's turn too, and nothing on the table changed to say so.
    void manualTapByKey()
    {
        Table t;
        QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord({ "0: play KH 1.0" })));
        QTRY_COMPARE(t.session()->board()->turn(), 1);   // drawn up and ended by the table
        t.settle();
        QVERIFY(!t.session()->play()->due());
        QQuickItem *king = sequenceCard(t, 1, 0, 1);
        QVERIFY(king);
        QCOMPARE(looks(king), looks(sequenceCard(t, 2, 2, 0)));
        QQuickItem *hint = t.item(QStringLiteral("hintButton"));
        QVERIFY(hint && !hint->isEnabled());   // a hint would point the tap out
        bool reached = false;
        for (int i = 0; i < 40 && !reached; ++i) {
            QTest::keyClick(t.window(), Qt::Key_Right);
            reached = king->property("focused").toBool();
        }
        QVERIFY(reached);
        QTest::keyClick(t.window(), Qt::Key_T);
        QTRY_COMPARE(t.actionsOf(0).value(3), QStringLiteral("tap 1.0"));
        QCOMPARE(penalties(t, 1), 1);
    }

    // Calls by hand, three players: once Anna (at the screen) is out, the bar no longer says
    // "You may call at any time" and a click on a sequence's top is no call (it used to answer
    // "It is not this seat's turn").
    void noCallsOnceOut()
    {
        // A game the computer players play until Anna (who plays at random) is out while Bert
        // and Cleo play on.
        felt::Record record;
        bool found = false;
        for (int seed = 1; seed <= 40 && !found; ++seed) {
            auto parsed = felt::parseRecord(QStringLiteral(R"({"format": "felt-record/1", "game": "shaftmount", "players": 3,
                                                 "options": {"calls": "manual"}, "seed": %1, "actions": []})").arg(seed).toUtf8());
            QVERIFY(parsed);
            record = *parsed;
            auto built = felt::buildGame(record);
            QVERIFY(built);
            std::unique_ptr<felt::AnyGame> g = std::move(*built);
            bool out = false;
            for (int step = 0; step < 4000 && !g->isOver() && !out; ++step) {
                const felt::SeatSet must = g->mustAct();
                const int seat = must.empty() ? g->actors().first() : must.first();
                const std::string a = g->botTask(seat, seat == 0 ? felt::BotLevel::Random : felt::BotLevel::Normal, 40 + static_cast<std::uint64_t>(step))();
                QVERIFY(!a.empty() && g->apply(seat, a) == felt::Reason::Ok);
                record.actions.push_back({ seat, QString::fromStdString(a) });
                const felt::Value state = g->state(felt::Viewer::all());
                if (const felt::Value *o = state.find("out"); o && o->isArray())
                    for (const felt::Value &v : o->items())
                        out = out || v.toInt() == 0;
            }
            found = out && !g->isOver();
        }
        QVERIFY2(found, "no game where Anna is out while the others play on");
        Table t;
        QVERIFY(t.loadRecordAt(annaBertCleo(), record));
        t.settle();
        QQuickItem *status = t.item(QStringLiteral("status"));
        QVERIFY(status);
        const QString said = status->childItems().value(0) ? status->childItems().value(0)->property("text").toString() : QString();
        QVERIFY2(!said.contains(QStringLiteral("You may call")), qPrintable(said));
        // A click on another's sequence top: no call, no refusal about turns.
        QQuickItem *top = nullptr;
        for (QQuickItem *c : t.items(QStringLiteral("card")))
            if (c->property("zone").toString() == QLatin1String("sequence") && c->property("owner").toInt() != 0
                && c->property("position").toInt() == c->property("zoneCount").toInt() - 1)
                top = c;
        QVERIFY(top);
        const int before = static_cast<int>(t.session()->record()->actions.size());
        t.click(centreOf(top));
        t.settle();
        QVERIFY2(!toastText(t).contains(QStringLiteral("not this seat's turn")), qPrintable(toastText(t)));
        QCOMPARE(static_cast<int>(t.session()->record()->actions.size()), before);
    }

    // Bert claims No play with 6♣, 8♣ and more that could go somewhere; Cleo passes; Anna is
    // asked: the banner shows Bert's hand and, for the card she marks, only the sequences it
    // could have gone on (its suit, a lower top), none marked until she chooses: it never offers
    // a challenge that would be refused at no cost (a free try). 8♣ on her 7♣ catches him: his
    // point, and the table makes that play for him.
    void manualChallengeBanner()
    {
        Table t;
        QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord({ "0: play 7C 0.1", "0: end", "1: no-play", "2: pass" }, kShaftmountDeal)));
        t.settle();
        QQuickItem *banner = t.item(QStringLiteral("challengeBanner"));
        QVERIFY(banner);
        QTRY_VERIFY(banner->isVisible());
        QVERIFY(t.item(QStringLiteral("challengeText"))->property("text").toString().contains(QStringLiteral("Bert")));
        QStringList offered;
        for (QQuickItem *c : t.items(QStringLiteral("challengeCard")))
            if (c->isVisible())
                offered.append(c->property("face").toString());
        QCOMPARE(offered, (QStringList { "3C", "4D", "5H", "6C", "7S", "8C", "9D", "TD" }));
        snap(t, "manual-challenge-asked");
        // 3♣ (marked first) could have gone nowhere: no sequence is offered, and Enter says so.
        const auto sequencesOffered = [&t] {
            QStringList out;
            for (const QString &name : { QStringLiteral("challengeOn_0_0"), QStringLiteral("challengeOn_0_1"), QStringLiteral("challengeOn_1_0"),
                                         QStringLiteral("challengeOn_1_1"), QStringLiteral("challengeOn_1_2"), QStringLiteral("challengeOn_2_0"),
                                         QStringLiteral("challengeOn_2_1"), QStringLiteral("challengeOn_2_2") })
                if (QQuickItem *b = t.item(name))
                    out.append(name + (b->property("highlighted").toBool() ? QStringLiteral("*") : QString()));
            return out;
        };
        QCOMPARE(sequencesOffered(), QStringList());
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(toastText(t), QStringLiteral("3♣ could not have been played anywhere: it proves nothing."));
        QCOMPARE(t.actionsOf(0).size(), 2);
        QVERIFY(banner->isVisible());
        QCOMPARE(penalties(t, 0), 0);
        // 8♣ by click: only her 7♣ is offered (not Cleo's 10♣), and not marked yet; Enter asks to
        // choose it first.
        QQuickItem *eight = nullptr;
        for (QQuickItem *c : t.items(QStringLiteral("challengeCard")))
            if (c->property("face").toString() == QLatin1String("8C"))
                eight = c;
        QVERIFY(eight);
        t.click(centreOf(eight));
        QTRY_COMPARE(sequencesOffered(), QStringList { QStringLiteral("challengeOn_0_1") });
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(toastText(t), QStringLiteral("First choose the sequence it could have gone on (↑ ↓)."));
        QCOMPARE(t.actionsOf(0).size(), 2);
        QQuickItem *on = t.item(QStringLiteral("challengeOn_0_1"));
        QTRY_VERIFY(on && on->isVisible());
        t.click(centreOf(on));
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("challenge 8C 0.1"));
        QCOMPARE(penalties(t, 1), 1);
        QTRY_VERIFY(!banner->isVisible());
        QCOMPARE(sequenceCard(t, 0, 1, 2)->property("face").toString(), QStringLiteral("8C"));
        // The rules end his turn there, without a draw, though the table draws up to the limit
        // after a play (the setting): his hand stays one short, and the table says why.
        QTRY_COMPARE(t.session()->facts()->property("turn").toInt(), 2);
        QCOMPARE(t.session()->seats()->rows().value(1).handCount, 7);
        QCOMPARE(tableshown::cardCount(*t.session(), QStringLiteral("hand"), 1), 7);
        const auto said = [&] {
            QStringList out;
            textsWith(t.window()->contentItem(), QStringLiteral("the turn then ends without a draw"), out);
            return out;
        };
        QTRY_VERIFY(!said().isEmpty());
        QVERIFY(said().first().contains(QStringLiteral("Bert")));
        snap(t, "manual-caught-one");
    }

    // Anna's own false claim caught: her hand was shown, Bert challenged with K♥ on his Q♥.
    void manualCaughtInAFalseClaim()
    {
        Table t;
        QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord({ "0: no-play", "1: challenge KH 1.0" }, kShaftmountDeal)));
        t.settle();
        QCOMPARE(penalties(t, 0), 1);
        QCOMPARE(sequenceCard(t, 1, 0, 1)->property("face").toString(), QStringLiteral("KH"));
        QQuickItem *banner = anyItem(t.window()->contentItem(), QStringLiteral("challengeBanner"));
        QVERIFY(banner && !banner->isVisible());
        snap(t, "manual-caught");
    }

    // The same, live: Anna declares No play with normal plays in hand (the button is there
    // whether or not she has one); the hard players notice (90 %: seeded, so always the same)
    // and one of them challenges: her point, a burst saying who, and the play made for her.
    void manualCaughtLive()
    {
        Table t;
        const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") },
                                      { QStringLiteral("Bert"), QStringLiteral("hard") },
                                      { QStringLiteral("Cleo"), QStringLiteral("hard") } };
        QVERIFY(t.loadRecordAt(seats, manualRecord({}, kShaftmountDeal)));
        t.settle();
        QQuickItem *noPlay = t.item(QStringLiteral("noPlayButton"));
        QVERIFY(noPlay && noPlay->isEnabled());
        t.click(centreOf(noPlay));
        QQuickItem *yes = nullptr;   // she has a normal play: asked first
        QTRY_VERIFY((yes = t.button(QStringLiteral("Yes"))));
        QTest::qWait(300);
        t.click(centreOf(yes));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("no-play"));
        t.session()->setBotsPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(penalties(t, 0) == 1, 20000);
        // (Once her point is in, the next seat may already have played on: one of Bert's and
        // Cleo's actions is the challenge, whichever came last.)
        const QStringList challenged = t.actionsOf(1) + t.actionsOf(2);
        QVERIFY2(std::any_of(challenged.begin(), challenged.end(),
                             [](const QString &a) { return a.startsWith(QStringLiteral("challenge ")); }),
                 qPrintable(challenged.join(u'|')));
        QTest::qWait(250);
        snap(t, "manual-caught-live");
    }

    // No play while a card of hers could go onto a sequence (calls by hand: a claim that can
    // be false) asks first: Esc (or No) leaves her turn as it was, Enter (or Yes) declares it.
    // The question is a dialog a screen reader hears by its title.
    void noPlayAsksWhileAPlayIsOnOffer()
    {
        Table t;
        QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord({}, kShaftmountDeal)));
        t.settle();
        QVERIFY(t.session()->play()->legal().contains(QStringLiteral("play KH 1.0")));
        QTest::keyClick(t.window(), Qt::Key_N);
        QTRY_VERIFY(t.button(QStringLiteral("No")) && t.button(QStringLiteral("Yes")));
        QCOMPARE(askedTitle(t), QStringLiteral("Declare No play?"));
        QTest::qWait(300);   // the dialog's entry transition
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.button(QStringLiteral("No")));
        QCOMPARE(t.session()->board()->actionCount(), 0);
        QQuickItem *noPlay = t.item(QStringLiteral("noPlayButton"));
        QVERIFY(noPlay && noPlay->isEnabled());
        t.click(centreOf(noPlay));
        QTRY_VERIFY(t.button(QStringLiteral("Yes")));
        QTest::qWait(700);   // Enter counts once the question has been shown for a moment
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("no-play"));
    }

    // Nothing is asked where No play is the only thing to do (no card can go onto a sequence),
    // nor with the setting off.
    void noPlayAtOnceWithoutAPlayOrTheSetting()
    {
        {
            Table t;
            QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") } },
                                 {}, kGame, kFiveWindowDeal));
            QQuickItem *noPlay = t.item(QStringLiteral("noPlayButton"));
            QVERIFY(noPlay && noPlay->isEnabled());
            t.click(centreOf(noPlay));
            QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("no-play"));
            QVERIFY(!t.button(QStringLiteral("Yes")));
        }
        {
            Table t;
            QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord({}, kShaftmountDeal)));
            t.app()->settings()->setAskBeforeRisk(false);
            t.settle();
            t.click(centreOf(t.item(QStringLiteral("noPlayButton"))));
            QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("no-play"));
            QVERIFY(!t.button(QStringLiteral("Yes")));
        }
    }

    // The plates keep the hand counts in sight beside the limit ("9 / 8 in hand"); Bert drew
    // past it, and Anna counts his hand with a click on it (his turn runs): his point, and the
    // plate says it was counted. A hand within the limit clicked is refused at no cost.
    void manualHandCountsAndCount()
    {
        Table t;
        QVERIFY(t.loadRecordAt(annaBertCleo(),
                               manualRecord({ "0: play 9S 1.2", "0: end", "1: play 6C 0.1", "1: draw", "1: draw" }, kShaftmountDeal)));
        t.settle();
        QStringList counts;
        textsWith(t.window()->contentItem(), QStringLiteral(" / 8 in hand"), counts);
        QVERIFY2(counts.contains(QStringLiteral("9 / 8 in hand")) && counts.contains(QStringLiteral("8 / 8 in hand"))
                     && counts.contains(QStringLiteral("7 / 8 in hand")),
                 qPrintable(counts.join(u'|')));
        QQuickItem *cleosCard = t.cardAt(QStringLiteral("hand"), 2, 0);
        QVERIFY(cleosCard);
        t.click(centreOf(cleosCard));
        QTRY_VERIFY2(toastText(t).contains(QStringLiteral("does not hold more cards")), qPrintable(toastText(t)));
        QCOMPARE(t.actionsOf(0).size(), 2);
        QQuickItem *bertsCard = t.cardAt(QStringLiteral("hand"), 1, 3);
        QVERIFY(bertsCard);
        t.click(centreOf(bertsCard));
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("count 1"));
        QCOMPARE(penalties(t, 1), 1);
        counts.clear();
        textsWith(t.window()->contentItem(), QStringLiteral(" / 8 in hand"), counts);
        QVERIFY2(counts.contains(QStringLiteral("9 / 8 in hand, counted")), qPrintable(counts.join(u'|')));
        snap(t, "manual-counted");
    }

    // The status line says only what may be done, with calls by hand: after a 5-rule defence
    // Anna may play the 2 again (a new claim) besides a normal play; while Bert owes the
    // answer to her 2 nobody is told they may call; over the limit and counted, the Draw
    // button says it would draw past the limit and cannot be pressed.
    // (The deal and actions are tests/data/shaftmount/manual-defend-then-two-again.json's.)
    void manualStatusLineSaysWhatIsLeft()
    {
        const char *deal = R"({"hand": [["AH", "KS", "2C", "3D", "4S", "5C", "7D", "9C"],
                                         ["8H", "TC", "QD", "2S", "3C", "4D", "5S", "6C"],
                                         ["9H", "TD", "JC", "2D", "3S", "4H", "6S", "8C"]],
          "sequences": [["5H", "8S", "9D"], ["6H", "7C", "TS"], ["7H", "JS", "QC"]],
          "deck": ["KH", "QH", "JH", "TH", "5D", "6D", "7S", "8D", "9S", "JD"]})";
        const QStringList upToTheTwo { "0: play 9C 1.1", "0: end", "1: play TC 1.1", "1: end", "2: play 9H 2.0", "2: end",
                                       "0: two 2C 1.1", "1: pass", "2: pass" };
        {
            Table t;
            QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord(upToTheTwo, deal)));
            t.settle();
            QCOMPARE(t.session()->play()->legal(), QStringList());   // Bert's answer is owed
            QTRY_VERIFY(!statusLine(t).isEmpty());
            QVERIFY2(!statusLine(t).contains(QStringLiteral("call")), qPrintable(statusLine(t)));
        }
        {
            Table t;
            QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord(upToTheTwo + QStringList { "1: defend 5S" }, deal)));
            t.settle();
            QVERIFY(t.session()->play()->legal().contains(QStringLiteral("two 2C 1.1")));
            QTRY_VERIFY2(statusLine(t).contains(QStringLiteral("play the 2 again")), qPrintable(statusLine(t)));
            QVERIFY2(statusLine(t).contains(QStringLiteral("You may call at any time")), qPrintable(statusLine(t)));
        }
        {
            Table t;
            t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
            QVERIFY(t.loadRecordAt(annaBertCleo(), manualRecord({ "0: draw", "1: count 0" }, deal)));
            t.settle();
            QQuickItem *draw = t.item(QStringLiteral("drawButton"));
            QVERIFY(draw);
            QCOMPARE(draw->property("text").toString(), QStringLiteral("Draw past the limit (9 held)"));
            QVERIFY(!draw->isEnabled());
            snap(t, "manual-counted-barred");
        }
    }

    // Several people at one screen: a tap two of them may make asks "Who calls?" with their
    // names (not the card's owner's); a number key chooses.
    void manualWhoCalls()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        const QList<SeatSpec> people { { QStringLiteral("Anna"), QStringLiteral("human") },
                                       { QStringLiteral("Bert"), QStringLiteral("human") },
                                       { QStringLiteral("Cleo"), QStringLiteral("human") } };
        QVERIFY(t.loadRecordAt(people, manualRecord({ "0: play KH 1.0" })));
        t.unlockByClick();   // Anna takes the device for her turn
        QTRY_VERIFY(!t.session()->screen()->privacy());
        t.settle();
        QQuickItem *king = sequenceCard(t, 1, 0, 1);
        QVERIFY(king);
        t.click(centreOf(king));
        QQuickItem *who = t.item(QStringLiteral("whoCalls"));
        QVERIFY(who);
        QTRY_VERIFY(who->isVisible());
        QVERIFY(t.item(QStringLiteral("whoCalls_0")) && t.item(QStringLiteral("whoCalls_2")));
        QVERIFY(!t.item(QStringLiteral("whoCalls_1")));
        snap(t, "manual-who-calls");
        QTest::keyClick(t.window(), Qt::Key_2);
        QTRY_COMPARE(t.actionsOf(2), (QStringList { "tap 1.0" }));
        QVERIFY(!who->isVisible());
        QCOMPARE(penalties(t, 1), 1);
    }

    void keyEnds()
    {
        Table t;
        t.app()->catalog()->setGameSetting(kGame, QStringLiteral("drawToLimit"), false);
        QVERIFY(t.loadRecord(annaBertCleo(), { "0: play 9S 1.2" }, kGame, kShaftmountDeal));
        QTest::keyClick(t.window(), Qt::Key_E);
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("end"));
    }
};

QTEST_MAIN(TestShaftmount)
#include "tst_shaftmount.moc"
