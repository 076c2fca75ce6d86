// A drag asks C++ as often as docs/architecture.md says ("One drag, hop by hop"): a real
// mouse drag on the real table, offscreen, in every game, counting the calls QML makes into
// the table's facets and session while the card is carried and when it is dropped
// (CountedCalls: every invokable call, whatever it asks). The drop ends where C++ answers
// (the table's first signal); what QML asks after that follows the change, as after any move.
#include "tablehelper.h"

#include "countedcalls.h"

#include <QMetaMethod>

using namespace tabletest;

namespace {

// The budget of docs/architecture.md: nothing while the card is carried (the legal places
// were published when it was picked up: one call), one call for the drop.
constexpr quint64 kPickUp = 1;
constexpr quint64 kDrop = 1;

struct Counted {
    quint64 carrying = 0;   // from the press until the last move, the card still held
    quint64 drop = 0;       // the release, until C++ answers (the first signal of the table)
    quint64 follow = 0;     // the rest of the release: QML following what changed
};

// The first signal any counted object of the table emits once armed: there the drop has
// been answered, and what QML asks after it is the table following the change (as after a
// computer player's move), not the drop.
class FirstSignal : public QObject {
    Q_OBJECT
public:
    explicit FirstSignal(const QObject *root)
    {
        watch(root);
    }
    void arm(quint64 *mark, const QObject *root)
    {
        m_mark = mark;
        m_root = root;
    }
public slots:
    void hit()
    {
        if (m_mark && m_root) {
            *m_mark = CountedCalls::callsUnder(m_root);
            m_mark = nullptr;
        }
    }

private:
    void watch(const QObject *o)
    {
        if (dynamic_cast<const CountedCalls *>(o)) {
            const QMetaObject *mo = o->metaObject();
            const int slot = metaObject()->indexOfSlot("hit()");
            for (int i = QObject::staticMetaObject.methodCount(); i < mo->methodCount(); ++i)
                if (mo->method(i).methodType() == QMetaMethod::Signal)
                    QMetaObject::connect(o, i, this, slot);
        }
        for (const QObject *child : o->children())
            watch(child);
    }
    quint64 *m_mark = nullptr;
    const QObject *m_root = nullptr;
};

// Drags from `from` to `to` as Table::drag does, counting the calls on the way.
Counted countedDrag(Table &t, const QPoint &from, const QPoint &to)
{
    const QObject *root = t.session();
    FirstSignal answered(root);
    Counted c;
    const quint64 start = CountedCalls::callsUnder(root);
    QTest::mousePress(t.window(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 12; ++i) {
        QTest::mouseMove(t.window(), from + (to - from) * i / 12);
        QTest::qWait(8);
    }
    const quint64 carried = CountedCalls::callsUnder(root);
    c.carrying = carried - start;
    quint64 mark = 0;
    answered.arm(&mark, root);
    QTest::mouseRelease(t.window(), Qt::LeftButton, {}, to);
    answered.arm(nullptr, nullptr);
    const quint64 end = CountedCalls::callsUnder(root);
    if (mark == 0)
        mark = end;
    c.drop = mark - carried;
    c.follow = end - mark;
    qInfo("calls: %llu while carrying, %llu at the drop, %llu after (the table following the change)",
          static_cast<unsigned long long>(c.carrying), static_cast<unsigned long long>(c.drop),
          static_cast<unsigned long long>(c.follow));
    return c;
}

} // namespace

class TestDragCalls : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Universal")); }

    void shithead()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        const Counted c = countedDrag(t, centreOf(t.card(QStringLiteral("KS"))), centreOf(t.item(QStringLiteral("pileZone"))));
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("play KS"));
        QVERIFY(c.carrying <= kPickUp);
        QVERIFY(c.drop <= kDrop);
    }

    void shitheadRefused()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        const Counted c = countedDrag(t, centreOf(t.card(QStringLiteral("4D"))), centreOf(t.item(QStringLiteral("pileZone"))));
        QTRY_VERIFY(t.item(QStringLiteral("toast")));
        QCOMPARE(t.actionsOf(0).size(), 2);
        QVERIFY(c.carrying <= kPickUp);
        QVERIFY(c.drop <= kDrop);
    }

    void chainChain()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kChainToSeatZero, QStringLiteral("chain-chain")));
        QQuickItem *chain = t.item(QStringLiteral("chainZone"));
        QVERIFY(chain);
        // The 7 first (it waits, chosen), then the 8: one play.
        const Counted first = countedDrag(t, centreOf(t.card(QStringLiteral("7"), QStringLiteral("hand"))), centreOf(chain));
        t.settle();
        QCOMPARE(t.actionsOf(0).size(), 1);
        const Counted second = countedDrag(t, centreOf(t.card(QStringLiteral("8"), QStringLiteral("hand"))), centreOf(chain));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("play 7 8"));
        QVERIFY(first.carrying <= kPickUp);
        QVERIFY(first.drop <= kDrop);
        QVERIFY(second.carrying <= kPickUp);
        QVERIFY(second.drop <= kDrop);
    }

    void mountain()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") } }, {}, QStringLiteral("mountain")));
        const Counted c = countedDrag(t, topOf(t.card(QStringLiteral("QD"))), centreOf(t.item(QStringLiteral("valley0"))));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("move 2 1 0"));
        QVERIFY(c.carrying <= kPickUp);
        QVERIFY(c.drop <= kDrop);
    }

    void wrongSuit()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndThreeBots(), kWrongSuitRoundTwo, QStringLiteral("wrong-suit")));
        const Counted c = countedDrag(t, centreOf(t.card(QStringLiteral("9H"), QStringLiteral("hand"))),
                                      centreOf(t.item(QStringLiteral("seat1"))));
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("give 9H 1"));
        QVERIFY(c.carrying <= kPickUp);
        QVERIFY(c.drop <= kDrop);
    }

    void shaftmount()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), {}, QStringLiteral("shaftmount"), kShaftmountDeal));
        const Counted c = countedDrag(t, centreOf(t.card(QStringLiteral("KH"), QStringLiteral("hand"))),
                                      centreOf(t.item(QStringLiteral("sequence_1_0"))));
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("play KH 1.0"));
        QVERIFY(c.carrying <= kPickUp);
        QVERIFY(c.drop <= kDrop);
    }
};

QTEST_MAIN(TestDragCalls)
#include "tst_dragcalls.moc"
