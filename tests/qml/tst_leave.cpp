// One seat at a time (issue 30, item 4), in the real window, with a felt-server's host in this
// process (127.0.0.1) and a friend's app without a window:
// - seated at a running network game, a new local game and a new hosted table each ask
//   first, naming the game and the other people ("You have a seat at Wrong Suit with Bea:
//   leave it?"); No keeps the seat (still connected, nothing sent); Yes sends `leave`: the
//   friend's app shows the seat as left (not merely away), and the window hosts its new table;
// - the join page offers no seat "back" while one sits at it;
// - a friend who leaves the window's table is shown as having left it ("Bea left the table").
#include "netsteps.h"
#include "tablehelper.h"

#include "appcontroller.h"
#include "netplay.h"
#include "netserver.h"
#include "remotehost.h"

using tabletest::Table;
using tabletest::shows;
using tabletest::waitStill;

namespace {

void clickItem(Table &t, QQuickItem *item)
{
    QVERIFY(item);
    QVERIFY(waitStill(item));
    t.click(tabletest::centreOf(item));
}

QVariantList wrongSuitSeats(const QString &here, bool hereFirst)
{
    const QVariantMap person { { "name", here }, { "kind", "human" } };
    const QVariantMap remote { { "name", "" }, { "kind", "human" }, { "remote", true } };
    QVariantList seats { hereFirst ? person : remote, hereFirst ? remote : person };
    seats.append(QVariantMap { { "name", "Bert" }, { "kind", "normal" } });
    seats.append(QVariantMap { { "name", "Cleo" }, { "kind", "normal" } });
    return seats;
}

// The question before leaving, once it shows: its text.
QString leaveQuestionText(Table &t)
{
    if (!QTest::qWaitFor([&] { return t.item(QStringLiteral("confirmYes")) != nullptr; }, 5000))
        return {};
    // (This question's dialog, open: not another one, such as the unfinished game's.)
    QQuickItem *question = t.window()->findChild<QQuickItem *>(QStringLiteral("leaveQuestion"));
    QObject *dialog = question ? question->property("item").value<QObject *>() : nullptr;
    if (!dialog || !QTest::qWaitFor([dialog] { return dialog->property("opened").toBool(); }, 5000))
        return {};
    return question->property("text").toString();
}

} // namespace

class TestLeave : public QObject {
    Q_OBJECT

    std::unique_ptr<net::NetServer> m_server;
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(m_server->port()); }

private slots:
    void init()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        m_server = std::make_unique<net::NetServer>(config);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
    }
    void cleanup() { m_server.reset(); }

    void anotherGameAsksFirstAndLeaves()
    {
        // Bea opens Wrong Suit on the server; the window joins it, and Bea starts it.
        Friend bea;
        QVERIFY(bea.net->hosting()->hostOnServer(address(), QStringLiteral("wrong-suit"), wrongSuitSeats(QStringLiteral("Bea"), true), {}));
        QTRY_COMPARE_WITH_TIMEOUT(bea.net->table()->state(), NetTable::State::Waiting, 10000);
        Table t;
        QVERIFY(t.openWindow());
        NetPlay *net = t.app()->network();
        AppController::rememberPlayerName(QStringLiteral("Ann"));   // (a name given once: the link is joined at once)
        QVERIFY(QMetaObject::invokeMethod(t.window(), "joinTable", Q_ARG(QVariant, bea.net->table()->invite())));
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Waiting, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(bea.net->table()->canStart(), 10000);
        QVERIFY(bea.net->table()->start());
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Playing, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("tablePage")), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(bea.net->table()->seats().value(1).connected, 5000);
        const QString me = bea.net->table()->seats().value(1).name;
        QVERIFY(!me.isEmpty());

        // The join page offers no seat back while one sits at it (its token is kept meanwhile).
        QVERIFY(!net->joining()->rejoinLink().isEmpty());
        QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, QStringLiteral("join")));
        QTRY_VERIFY(t.item(QStringLiteral("joinPage")));
        QVERIFY(waitStill(t.item(QStringLiteral("joinPage"))));
        QVERIFY(!t.item(QStringLiteral("rejoinOffer")));
        QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, QStringLiteral("table")));
        QTRY_VERIFY(t.item(QStringLiteral("tablePage")));

        // A local game: asked, with the game and the other person named; No keeps the seat.
        QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("shithead")));
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")));
        clickItem(t, t.item(QStringLiteral("startButton")));
        const QString question = leaveQuestionText(t);
        QCOMPARE(question, QCoreApplication::translate("LeaveTableQuestion", "You have a seat at %1 with %2: leave it?")
                               .arg(QStringLiteral("Wrong Suit"), QStringLiteral("Bea"))
                               + u' ' + QCoreApplication::translate("LeaveTableQuestion", "The others see that you left."));
        clickItem(t, t.item(QStringLiteral("confirmNo")));
        QTRY_VERIFY(!t.item(QStringLiteral("confirmNo")));
        QCOMPARE(net->table()->state(), NetTable::State::Playing);
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("wrong-suit"));
        QTest::qWait(300);   // (nothing was sent: Bea still sees the seat taken and there)
        QVERIFY(bea.net->table()->seats().value(1).connected);
        QVERIFY(!bea.net->table()->seats().value(1).left);

        // A table of its own over the network: asked again; Yes leaves, telling Bea.
        QVERIFY(t.item(QStringLiteral("newGamePage")));
        const QList<QQuickItem *> kinds = t.items(QStringLiteral("seatKind"));
        QVERIFY(kinds.size() >= 2);
        QMetaObject::invokeMethod(kinds[1], "activated", Q_ARG(int, 1));   // a person over the network
        clickItem(t, t.item(QStringLiteral("hostButton")));
        QVERIFY(leaveQuestionText(t).contains(QLatin1String("Bea")));
        clickItem(t, t.item(QStringLiteral("confirmYes")));
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Waiting, 10000);
        QVERIFY(net->table()->server());
        QCOMPARE(net->table()->game(), QStringLiteral("shithead"));
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("networkWaitPage")), 5000);
        // Bea's app: the seat was left (`leave`), not dropped; the game goes on there.
        QTRY_VERIFY_WITH_TIMEOUT(bea.net->table()->seats().value(1).left, 5000);
        QVERIFY(!bea.net->table()->seats().value(1).connected);
        QCOMPARE(bea.net->table()->seats().value(1).name, me);
        QCOMPARE(bea.net->table()->remote()->leftSeats(), QList<int> { 1 });
        QCOMPARE(bea.net->table()->state(), NetTable::State::Playing);
        // Left on purpose: no seat to take back.
        QVERIFY(net->joining()->rejoinLink().isEmpty());
        QVERIFY(!t.session()->game()->active() || t.session()->game()->gameId() != QLatin1String("wrong-suit"));
    }

    void theOthersSeeWhoLeft()
    {
        // The window opens Wrong Suit on the server; Bea joins it; the window starts it.
        Table t;
        QVERIFY(t.openWindow());
        NetPlay *net = t.app()->network();
        QVERIFY(net->hosting()->hostOnServer(address(), QStringLiteral("wrong-suit"), wrongSuitSeats(QStringLiteral("Anna"), true), {}));
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Waiting, 10000);
        Friend bea;
        QVERIFY(bea.net->joining()->join(net->table()->invite(), QStringLiteral("Bea")));
        QTRY_VERIFY_WITH_TIMEOUT(net->table()->canStart(), 10000);
        QVERIFY(net->table()->start());
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("tablePage")), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(bea.net->table()->state(), NetTable::State::Playing, 10000);
        QCOMPARE(bea.net->table()->othersAtTable(), QStringLiteral("Anna"));
        QCOMPARE(bea.net->table()->game(), QStringLiteral("wrong-suit"));
        QVERIFY(!bea.net->table()->leavingCloses());

        // Bea leaves: the window says she left (not that she is away).
        bea.net->table()->leave();
        QVERIFY(!bea.net->table()->live());
        QVERIFY(!bea.session.game()->active());
        QTRY_VERIFY_WITH_TIMEOUT(net->table()->seats().value(1).left, 5000);
        const QString left = QCoreApplication::translate("NetTableOverlay", "%1 left the table (%2)").arg(QStringLiteral("Bea"));
        QTRY_VERIFY_WITH_TIMEOUT(shows(t.item(QStringLiteral("awaySeats")), left.left(left.indexOf(u'('))), 5000);
        QVERIFY(!shows(t.item(QStringLiteral("awaySeats")), QStringLiteral("Bea is away")));
        QVERIFY(bea.net->joining()->rejoinLink().isEmpty());   // (forgotten at her app: she left on purpose)
    }
};

QTEST_MAIN(TestLeave)
#include "tst_leave.moc"
