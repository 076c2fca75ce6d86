// The card under the pointer is the card that acts: in every table, at several window sizes,
// a click, a double click or a press on the visible part of an overlapped card reaches that
// card and never one beneath it (real mouse events on the real table).
#include "tablehelper.h"

#include "core/anygame.h"

using namespace tabletest;

namespace {

// A point of `card` that no card drawn above it covers (in the window), or (-1, -1).
QPoint visiblePoint(const QQuickItem *card, const QList<QQuickItem *> &all)
{
    const QRectF rect = card->mapRectToScene(card->boundingRect());
    for (int gy = 6; gy >= 1; --gy) {   // low in the card first: fans overlap from above
        for (int gx = 1; gx <= 12; ++gx) {
            const QPointF p(rect.left() + rect.width() * gx / 13.0, rect.top() + rect.height() * gy / 7.0);
            bool covered = false;
            for (const QQuickItem *other : all) {
                if (other == card || other->z() <= card->z())
                    continue;
                if (other->mapRectToScene(other->boundingRect()).contains(p)) {
                    covered = true;
                    break;
                }
            }
            if (!covered)
                return p.toPoint();
        }
    }
    return { -1, -1 };
}

// Seat 0 of a 3-player, two-deck Shithead game holding many cards on its turn: it picks the
// pile up whenever it can, the others play their lowest card (the stock keeps them going).
felt::Record bigHandRecord(int atLeast)
{
    felt::Record record;
    record.game = QStringLiteral("shithead");
    record.players = 3;
    record.seed = 41;
    record.options = felt::Value::object();
    record.options.set("decks", 2);
    auto game = felt::buildGame(record);
    felt::AnyGame &g = **game;
    auto apply = [&](int seat, const std::string &text) {
        g.apply(seat, text);
        record.actions.push_back({ seat, QString::fromStdString(text) });
    };
    for (int s = 0; s < 3; ++s)
        apply(s, "ready");
    for (int step = 0; step < 2000 && !g.isOver(); ++step) {
        const int seat = g.actors().first();
        const std::vector<std::string> legal = g.legalActions(seat);
        const felt::Value state = g.state(felt::Viewer::all());
        const std::size_t held = (*state.find("hand"))[0].size();
        if (seat == 0 && held >= static_cast<std::size_t>(atLeast)
            && std::any_of(legal.begin(), legal.end(), [](const std::string &a) { return a.rfind("play", 0) == 0; }))
            break;
        const bool pickup = std::find(legal.begin(), legal.end(), "pickup") != legal.end();
        apply(seat, seat == 0 && pickup ? std::string("pickup") : legal.front());
    }
    return record;
}

} // namespace

class TestPointer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Universal")); }

    void sizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x640") << QSize(1024, 640);
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    // Every card of a 20-card hand answers a click on its own visible strip, and a pair is
    // built by clicking its two cards one after the other.
    void shitheadClicksReachTheCardUnderThePointer_data() { sizes_data(); }
    void shitheadClicksReachTheCardUnderThePointer()
    {
        QFETCH(QSize, size);
        Table t;
        QVERIFY(t.loadRecordAt(personAndBots(), bigHandRecord(20), size));
        const QList<QQuickItem *> hand = t.cards(QStringLiteral("hand"), 0);
        QVERIFY2(hand.size() >= 20, qPrintable(QString::number(hand.size())));
        QVERIFY2(t.session()->screen()->actor() == 0, qPrintable(QStringLiteral("actor %1, %2 actions, turn %3 over %4 privacy %5 viewer %6").arg(t.session()->screen()->actor()).arg(t.session()->board()->actionCount()).arg(t.session()->board()->turn()).arg(t.session()->board()->over()).arg(t.session()->screen()->privacy()).arg(t.session()->screen()->viewer())));
        const QList<QQuickItem *> all = t.items(QStringLiteral("card"));
        for (QQuickItem *card : hand) {
            const QPoint at = visiblePoint(card, all);
            QVERIFY2(at.x() >= 0, qPrintable(card->property("face").toString()));
            t.click(at);
            QTRY_VERIFY2(card->property("selected").toBool(), qPrintable(card->property("face").toString()));
            for (QQuickItem *other : hand)
                QVERIFY2(other == card || !other->property("selected").toBool(),
                         qPrintable(other->property("face").toString() + " selected by a click on " + card->property("face").toString()));
            t.click(at);   // let go again
            QTRY_VERIFY(!card->property("selected").toBool());
            QTest::qWait(300);   // not a double click with the next one
        }
        // Two cards of one rank: clicking the second keeps the first.
        QQuickItem *first = nullptr;
        QQuickItem *second = nullptr;
        for (QQuickItem *a : hand)
            for (QQuickItem *b : hand)
                if (!first && a != b && a->property("face").toString().at(0) == b->property("face").toString().at(0)) {
                    first = a;
                    second = b;
                }
        QVERIFY(first && second);
        t.click(visiblePoint(first, all));
        QTest::qWait(300);
        t.click(visiblePoint(second, all));
        QTRY_VERIFY(first->property("selected").toBool() && second->property("selected").toBool());
    }

    // A double click on the visible corner of a card plays that card, not the one beneath.
    void shitheadDoubleClickPlaysTheCardUnderThePointer_data() { sizes_data(); }
    void shitheadDoubleClickPlaysTheCardUnderThePointer()
    {
        QFETCH(QSize, size);
        Table t;
        QVERIFY(t.loadRecordAt(personAndBots(), bigHandRecord(12), size));
        const QList<QQuickItem *> hand = t.cards(QStringLiteral("hand"), 0);
        const QList<QQuickItem *> all = t.items(QStringLiteral("card"));
        // The playable card lying highest under another card's neighbour: not the last one.
        QQuickItem *target = nullptr;
        for (QQuickItem *c : hand)
            if (c->property("playable").toBool() && (!target || c->z() > target->z()) && c != hand.last())
                target = c;
        if (!target)
            for (QQuickItem *c : hand)
                if (c->property("playable").toBool())
                    target = c;
        QVERIFY(target);
        const QString face = target->property("face").toString();
        const QPoint at = visiblePoint(target, all);
        QTest::mouseDClick(t.window(), Qt::LeftButton, {}, at);
        QTRY_VERIFY(t.session()->record()->actions.back().seat == 0);
        const QString played = t.session()->record()->actions.back().text;
        QVERIFY2(played.startsWith(QLatin1String("play ")) && played.split(' ').contains(face), qPrintable(played + " for " + face));
    }

    // Chain-Chain: a click on a card's visible part chooses that card as the first.
    void chainClicksReachTheCardUnderThePointer_data() { sizes_data(); }
    void chainClicksReachTheCardUnderThePointer()
    {
        QFETCH(QSize, size);
        Table t;
        felt::Record record;
        record.game = QStringLiteral("chain-chain");
        record.players = 3;
        record.seed = 9;
        QVERIFY(t.loadRecordAt(personAndBots(), record, size));
        const QList<QQuickItem *> hand = t.cards(QStringLiteral("hand"), 0);
        const QList<QQuickItem *> all = t.items(QStringLiteral("card"));
        QCOMPARE(hand.size(), 8);
        for (QQuickItem *card : hand) {
            t.click(visiblePoint(card, all));
            QTRY_VERIFY2(card->property("selected").toBool(), qPrintable(card->property("face").toString()));
            for (QQuickItem *other : hand)
                QVERIFY(other == card || !other->property("selected").toBool());
            t.click(visiblePoint(card, all));   // choose again
            QTRY_VERIFY(!card->property("selected").toBool());
            QTest::qWait(300);
        }
    }

    // Wrong Suit: a click on a card's visible part chooses that card for a gift, and only it.
    void wrongSuitClicksReachTheCardUnderThePointer_data() { sizes_data(); }
    void wrongSuitClicksReachTheCardUnderThePointer()
    {
        QFETCH(QSize, size);
        Table t;
        felt::Record record;
        record.game = QStringLiteral("wrong-suit");
        record.players = 4;
        record.seed = 5;
        QVERIFY(t.loadRecordAt(personAndThreeBots(), record, size));
        const QList<QQuickItem *> hand = t.cards(QStringLiteral("hand"), 0);
        const QList<QQuickItem *> all = t.items(QStringLiteral("card"));
        QCOMPARE(hand.size(), 12);
        for (QQuickItem *card : hand) {
            const QPoint at = visiblePoint(card, all);
            QVERIFY2(at.x() >= 0, qPrintable(card->property("face").toString()));
            t.click(at);
            QTRY_VERIFY2(card->property("selected").toBool(), qPrintable(card->property("face").toString()));
            for (QQuickItem *other : hand)
                QVERIFY2(other == card || !other->property("selected").toBool(),
                         qPrintable(other->property("face").toString() + " chosen by a click on " + card->property("face").toString()));
            t.click(at);   // let go again
            QTRY_VERIFY(!card->property("selected").toBool());
            QTest::qWait(300);
        }
        QCOMPARE(t.session()->board()->actionCount(), 0);
    }

    // Shaftmount: a click on the visible part of a hand card picks up that card (the others stay
    // down); a card that can go nowhere is not picked up, and the table says why. In a domino's
    // choice a click on a candidate's top card closes that sequence.
    void shaftmountClicksReachTheCardUnderThePointer_data() { sizes_data(); }
    void shaftmountClicksReachTheCardUnderThePointer()
    {
        QFETCH(QSize, size);
        Table t;
        auto parsed = felt::parseRecord(recordJson({}, QStringLiteral("shaftmount"), kShaftmountDeal, 3));
        QVERIFY(parsed);
        QVERIFY(t.loadRecordAt(personAndBots(), *parsed, size));
        const QList<QQuickItem *> hand = t.cards(QStringLiteral("hand"), 0);
        const QList<QQuickItem *> all = t.items(QStringLiteral("card"));
        QCOMPARE(hand.size(), 8);
        for (QQuickItem *card : hand) {
            const QString face = card->property("face").toString();
            const QPoint at = visiblePoint(card, all);
            QVERIFY2(at.x() >= 0, qPrintable(face));
            t.click(at);
            if (card->property("playable").toBool()) {
                QTRY_VERIFY2(card->property("selected").toBool(), qPrintable(face));
                for (QQuickItem *other : hand)
                    QVERIFY2(other == card || !other->property("selected").toBool(), qPrintable(face));
                t.click(at);   // put it back
                QTRY_VERIFY(!card->property("selected").toBool());
            } else {
                QTest::qWait(100);
                for (QQuickItem *other : hand)
                    QVERIFY2(!other->property("selected").toBool(), qPrintable(face + " picked up " + other->property("face").toString()));
                QTRY_VERIFY(t.item(QStringLiteral("toast")));
            }
            QTest::qWait(300);   // not a double click with the next one
        }
    }

    void shaftmountCandidateUnderThePointer_data() { sizes_data(); }
    void shaftmountCandidateUnderThePointer()
    {
        QFETCH(QSize, size);
        Table t;
        const char *deal = R"({"hand": [["KH", "2S", "3S", "4S", "5S", "6S", "7S", "8S"],
            ["2C", "3C", "4C", "2D", "3D", "4D", "2H", "3H"], ["2C", "3C", "4C", "2D", "3D", "4D", "2H", "3H"]],
          "sequences": [["AH", "5C", "6D"], ["QH", "7C", "8D"], ["5H", "QH", "TD"]],
          "deck": ["9S", "JC", "JD", "9C", "9D", "TC"]})";
        auto parsed = felt::parseRecord(recordJson({ "0: play KH 2.0", "2: keep" }, QStringLiteral("shaftmount"), deal, 3));
        QVERIFY(parsed);
        QVERIFY(t.loadRecordAt(personAndBots(), *parsed, size));
        QQuickItem *candidate = nullptr;
        for (QQuickItem *c : t.items(QStringLiteral("card")))
            if (c->property("zone").toString() == QLatin1String("sequence") && c->property("owner").toInt() == 2
                && c->property("pile").toInt() == 1)
                candidate = c;
        QVERIFY(candidate && candidate->property("playable").toBool());
        t.click(visiblePoint(candidate, t.items(QStringLiteral("card"))));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("close 2.1"));
    }

    // The Mountain: a click on the visible strip of a valley card picks up that card (and what
    // lies on it), not the card beneath or above.
    void mountainClicksReachTheCardUnderThePointer_data() { sizes_data(); }
    void mountainClicksReachTheCardUnderThePointer()
    {
        QFETCH(QSize, size);
        Table t;
        felt::Record record;
        record.game = QStringLiteral("mountain");
        record.players = 1;
        record.seed = 1;
        record.deal = felt::Value::object();
        const char *valley = R"({"peak": [], "ridges": [["2C"], [], [], []],
            "valleys": [["KS", "QH", "JS", "TH", "9S"], [], [], ["KD", "QC", "JD"]]})";
        auto parsed = felt::parseRecord(QByteArray(R"({"format": "felt-record/1", "game": "mountain", "players": 1, "seed": 1, "deal": )")
                                        + valley + R"(, "actions": []})");
        QVERIFY(parsed);
        QVERIFY(t.loadRecordAt({ { QStringLiteral("Anna"), QStringLiteral("human") } }, *parsed, size));
        QList<QQuickItem *> pile;
        for (QQuickItem *c : t.items(QStringLiteral("card")))
            if (c->property("zone").toString() == QLatin1String("valley") && c->property("pile").toInt() == 0)
                pile.append(c);
        QCOMPARE(pile.size(), 5);
        const QList<QQuickItem *> all = t.items(QStringLiteral("card"));
        for (QQuickItem *card : pile) {
            if (!card->property("playable").toBool())
                continue;   // a block that cannot go anywhere cannot be picked up
            t.click(visiblePoint(card, all));
            QTRY_VERIFY2(card->property("selected").toBool(), qPrintable(card->property("face").toString()));
            // It and the cards on it are chosen; the ones beneath are not.
            for (QQuickItem *other : pile)
                QCOMPARE(other->property("selected").toBool(), other->property("position").toInt() >= card->property("position").toInt());
            t.click(visiblePoint(card, all));
            QTRY_VERIFY(!card->property("selected").toBool());
            QTest::qWait(300);
        }
    }
};

QTEST_MAIN(TestPointer)
#include "tst_pointer.moc"
