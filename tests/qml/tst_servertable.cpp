// Tables on a felt-server from the app (issue 30, item 1), over 127.0.0.1: a felt-server's
// host (a NetServer that lets clients open tables, as felt-server runs it) in this process.
// - The real window opens a table there from the new-game page by clicks ("On a server:",
//   the address, "Anyone on this server may join", "Play over the network"): the same
//   waiting page with the code and link follows; a second app that has used that server sees
//   the table on its list (game, who is there, free seats, not started) and joins it; the
//   window's Start begins the game at both.
// - The window's join page lists the listed tables of the servers it has used (not an
//   unlisted one), and one click on a table's Join seats the person there.
// - The opener leaving the waiting page closes the table on the server (`close`).
#include "tablehelper.h"

#include "appcontroller.h"
#include "netplay.h"
#include "netserver.h"
#include "remotehost.h"

#include <QDir>
#include <QSignalSpy>

using tabletest::Table;
using tabletest::shows;
using tabletest::waitStill;

namespace {


// Scrolls the page that holds `item` so that it is in view.
void scrollTo(QQuickItem *item)
{
    for (QQuickItem *p = item->parentItem(); p; p = p->parentItem())
        if (p->inherits("QQuickFlickable")) {
            auto *content = p->property("contentItem").value<QQuickItem *>();
            const QPointF at = item->mapToItem(content, QPointF(0, 0));
            const qreal most = std::max<qreal>(0, p->property("contentHeight").toReal() - p->height());
            p->setProperty("contentY", std::clamp<qreal>(at.y() - p->height() / 3, 0, most));
            return;
        }
}

void clickItem(Table &t, QQuickItem *item)
{
    QVERIFY(item);
    scrollTo(item);
    QVERIFY(waitStill(item));
    t.click(tabletest::centreOf(item));
}

// With FELT_NET_SHOTS=DIR the window is saved there (to look at).
void shot(Table &t, const QString &name)
{
    const QByteArray dir = qgetenv("FELT_NET_SHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(500);
    t.window()->grabWindow().save(QString::fromLocal8Bit(dir) + u'/' + name + QStringLiteral(".png"));
}

// The servers an app has used, as it remembers them in its data folder.
void rememberServer(const QString &dataDir, quint16 port)
{
    QDir().mkpath(dataDir + QStringLiteral("/net"));
    QFile file(dataDir + QStringLiteral("/net/servers.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral(R"(["127.0.0.1:%1"])").arg(port).toUtf8());
}

} // namespace

class TestServerTable : public QObject {
    Q_OBJECT

    std::unique_ptr<net::NetServer> m_server;
    quint16 m_port = 0;
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(m_port); }

    // A table opened at the server by a client of its own (`create`), as another app would.
    std::unique_ptr<net::RemoteHost> openElsewhere(const QString &opener, bool listed)
    {
        auto remote = std::make_unique<net::RemoteHost>();
        QSignalSpy seated(remote.get(), &net::RemoteHost::personSeated);
        net::CreateRequest request;
        request.game = QStringLiteral("wrong-suit");
        request.players = 4;
        request.seats = { QStringLiteral("person"), QStringLiteral("person"), QStringLiteral("normal"), QStringLiteral("normal") };
        request.listed = listed;
        remote->create(QStringLiteral("127.0.0.1"), m_port, request, opener);
        if (!seated.wait(10000))
            return nullptr;
        return remote;
    }

private slots:
    void init()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        m_server = std::make_unique<net::NetServer>(config);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        m_port = m_server->port();
    }
    void cleanup() { m_server.reset(); }

    void openOnAServerFromTheNewGamePage()
    {
        Table t;
        QVERIFY(t.openWindow());
        QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("wrong-suit")));
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")));
        // Seat 2 waits for a person joining over the network.
        const QList<QQuickItem *> kinds = t.items(QStringLiteral("seatKind"));
        QVERIFY(kinds.size() == 4);
        QMetaObject::invokeMethod(kinds[1], "activated", Q_ARG(int, 1));
        QTRY_COMPARE(kinds[1]->property("currentIndex").toInt(), 1);
        // The opener names the friend the seat is kept for (else it waits for "a person").
        QQuickItem *friendName = t.items(QStringLiteral("seatName")).value(1);
        QVERIFY(friendName);
        QCOMPARE(friendName->property("text").toString(), QString());
        clickItem(t, friendName);
        for (const char c : QByteArray("Zoe"))
            QTest::keyClick(t.window(), c);
        QCOMPARE(friendName->property("text").toString(), QStringLiteral("Zoe"));

        // Nothing typed yet: "Play over the network" waits for an address, and says why.
        QQuickItem *hostButton = t.item(QStringLiteral("hostButton"));
        QVERIFY(hostButton->isEnabled());
        clickItem(t, t.item(QStringLiteral("hostOnServer")));
        QTRY_VERIFY(t.item(QStringLiteral("serverProblem")));
        QVERIFY(!hostButton->isEnabled());
        clickItem(t, t.item(QStringLiteral("serverAddress")));
        for (const QChar c : address())
            QTest::keyClick(t.window(), c.toLatin1());
        QTRY_VERIFY(hostButton->isEnabled());
        QVERIFY(!t.item(QStringLiteral("serverProblem")));
        QQuickItem *listed = t.item(QStringLiteral("listedSwitch"));
        QVERIFY(!listed->property("checked").toBool());   // off by default
        clickItem(t, listed);
        QTRY_VERIFY(listed->property("checked").toBool());
        shot(t, QStringLiteral("server-new-game"));
        clickItem(t, hostButton);

        // The same waiting page as a table on this computer: the code, the link, who is there.
        NetPlay *net = t.app()->network();
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("networkWaitPage")), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Waiting, 10000);
        QVERIFY(net->table()->opener());
        const QString code = net->table()->code();
        QVERIFY(net::isTableCode(code));
        QTRY_COMPARE(t.item(QStringLiteral("tableCode"))->property("text").toString(), code);
        QCOMPARE(net->table()->invite(), QStringLiteral("felt://%1/%2").arg(address(), code));
        QVERIFY(m_server->hub()->tableInfo(code).has_value());
        QCOMPARE(net->joining()->servers(), QStringList { address() });   // remembered
        QQuickItem *start = t.item(QStringLiteral("startNetworkButton"));
        QVERIFY(start && !start->isEnabled());
        // The name given to the friend's seat on the new-game page, until the friend joins.
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->seats().value(1).name, QStringLiteral("Zoe"), 5000);
        QVERIFY(shows(t.window()->contentItem(),
                                        QStringLiteral("Seat 2: ") + QCoreApplication::translate("NetworkWaitPage", "Waiting for %1 to join…").arg("Zoe")));

        // A friend's app that has used this server sees the table on its list and joins it.
        QTemporaryDir friendDir;
        rememberServer(friendDir.path(), m_port);
        GameSession friendSession;
        friendSession.setBotDelayMs(0);
        NetPlay friendNet(&friendSession, friendDir.path());
        QCOMPARE(friendNet.joining()->servers(), QStringList { address() });
        friendNet.joining()->browse();
        QTRY_COMPARE_WITH_TIMEOUT(friendNet.joining()->found().size(), 1, 10000);
        const FoundTable row = friendNet.joining()->found().first();
        QCOMPARE(row.code, code);
        QCOMPARE(row.game, QStringLiteral("wrong-suit"));
        QCOMPARE(row.server, address());
        QCOMPARE(row.people, QStringList { t.app()->playerName() });
        QCOMPARE(row.free, 1);
        QVERIFY(!row.started);
        QVERIFY(friendNet.joining()->join(row.link, QStringLiteral("Bo")));
        QTRY_COMPARE_WITH_TIMEOUT(friendNet.table()->state(), NetTable::State::Waiting, 10000);

        // The opener's Start begins the game at both.
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 10000);
        shot(t, QStringLiteral("server-waiting"));
        clickItem(t, start);
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Playing, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("tablePage")), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(friendNet.table()->state(), NetTable::State::Playing, 10000);
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("wrong-suit"));
        QCOMPARE(t.session()->game()->seatName(1), QStringLiteral("Bo"));
        QCOMPARE(friendSession.game()->seatName(0), t.app()->playerName());
    }

    void joinFromTheListWithOneClick()
    {
        auto listed = openElsewhere(QStringLiteral("Zed"), true);
        QVERIFY(listed);
        auto unlisted = openElsewhere(QStringLiteral("Yara"), false);
        QVERIFY(unlisted);
        const quint16 port = m_port;
        Table t([port](const QString &dir) { rememberServer(dir, port); });
        QVERIFY(t.openWindow());
        QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, QStringLiteral("join")));
        QTRY_VERIFY(t.item(QStringLiteral("joinPage")));

        // Only the listed table: its game, where it stands, who is there and the free seats.
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("foundTable")), 10000);
        QTest::qWait(300);
        QCOMPARE(t.items(QStringLiteral("foundTable")).size(), 1);
        QQuickItem *row = t.item(QStringLiteral("foundTable"));
        const QString where = row->property("where").toString();
        QVERIFY2(where.contains(listed->code()) && where.contains(address())
                     && where.contains(t.app()->catalog()->gameName(QStringLiteral("wrong-suit"))), qPrintable(where));
        const QString who = row->property("who").toString();
        QVERIFY2(who.contains(QLatin1String("Zed")) && !who.contains(QLatin1String("Yara"))
                     && who.contains(QCoreApplication::translate("JoinPage", "%n seat(s) free", nullptr, 1))
                     && who.contains(QLatin1String("waiting for people")), qPrintable(who));

        shot(t, QStringLiteral("server-join-list"));
        QQuickItem *join = nullptr;
        for (QQuickItem *b : t.items(QStringLiteral("joinFound")))
            join = b;
        clickItem(t, join);
        NetPlay *net = t.app()->network();
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Waiting, 10000);
        QCOMPARE(net->table()->code(), listed->code());
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("networkWaitPage")), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(listed->seats().value(1).name, t.app()->playerName(), 10000);
        QVERIFY(unlisted->seats().value(1).name.isEmpty());
    }

    void leavingTheOpenedTableClosesIt()
    {
        Table t;
        QVERIFY(t.openWindow());
        NetPlay *net = t.app()->network();
        const QVariantList seats { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
                                   QVariantMap { { "name", "" }, { "kind", "human" }, { "remote", true } } };
        QVERIFY(!net->hosting()->hostOnServer(QStringLiteral("K7QW2P@127.0.0.1"), QStringLiteral("chain-chain"), seats, {}));
        QVERIFY(!net->table()->error().isEmpty());
        // A table the server refuses (Chain-Chain is for 3 to 6): said, and nothing waits.
        QVERIFY(net->hosting()->hostOnServer(address(), QStringLiteral("chain-chain"), seats, {}));
        QTRY_VERIFY_WITH_TIMEOUT(!net->table()->live(), 10000);
        QVERIFY2(net->table()->error().contains(QLatin1String("players")), qPrintable(net->table()->error()));
        QVERIFY(net->hosting()->hostOnServer(address(), QStringLiteral("chain-chain"),
                                  seats + QVariantList { QVariantMap { { "name", "Cleo" }, { "kind", "easy" } } }, {}));
        QTRY_VERIFY2_WITH_TIMEOUT(net->table()->state() == NetTable::State::Waiting, qPrintable(net->table()->error()), 10000);
        const QString code = net->table()->code();
        QVERIFY(m_server->hub()->tableInfo(code).has_value());
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("networkWaitPage")), 5000);
        clickItem(t, t.button(QStringLiteral("‹ Leave")));
        QTRY_VERIFY_WITH_TIMEOUT(!m_server->hub()->tableInfo(code).has_value(), 5000);
        QVERIFY(!net->table()->live());
    }
};

QTEST_MAIN(TestServerTable)
#include "tst_servertable.moc"
