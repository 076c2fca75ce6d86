// Words that help at a network table (issue 30, item 7), over 127.0.0.1, in the real window
// driven by clicks and keys:
// - every error in one line that says what happened and what to do, each provoked for real:
//   a closed port ("Nothing answers at …"), a socket that takes the connection and never
//   answers ("The host did not answer within 1 s": FELT_NET_TIMEOUT_SECONDS=1, docs/network.md),
//   a wrong code at a real host ("There is no table … at that address"), and, by NetPlay alone,
//   a table on a server at a closed port, a felts:// link to a host without TLS, a felt://
//   link to a host with TLS only and a rejoin of a host that is gone. The error page has no
//   table code and no Copy button, and Back (or Esc) goes to the join page with its fields as
//   they were typed (or filled with the link felt was given);
// - a link or code that cannot be read says why under its field;
// - the waiting page names the game, its house rules and who is there, at the host's window
//   and at the joined one;
// - Start asks first when a person who joined is away: No leaves the table waiting, Yes starts
//   it, and the away seat is shown away;
// - a seat kept for a friend waits under the name the opener typed or under none, never a
//   computer player's default name.
// With FELT_NET_SHOTS=DIR the test saves screenshots there.
#include "netsteps.h"
#include "tablehelper.h"

#include "appcontroller.h"
#include "gamecatalog.h"
#include "netplay.h"
#include "netserver.h"
#include "testcerts.h"
#include "tls.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>

using tabletest::Table;
using tabletest::waitStill;

namespace {

// A port on 127.0.0.1 where nothing listens (it did a moment ago).
quint16 closedPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

// Another code than `code` (a table that is not there).
QString otherCode(const QString &code)
{
    return code == QLatin1String("K7QW2P") ? QStringLiteral("K7QW2Q") : QStringLiteral("K7QW2P");
}

void shot(Table &t, const QString &name, int settleMs = 600)
{
    const QByteArray dir = qgetenv("FELT_NET_SHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(settleMs);
    t.window()->grabWindow().save(QString::fromLocal8Bit(dir) + u'/' + name + QStringLiteral(".png"));
}

QString textOf(Table &t, const QString &name)
{
    QQuickItem *item = t.item(name);
    return item ? item->property("text").toString() : QStringLiteral("(%1 not shown)").arg(name);
}

} // namespace

class TestNetWords : public QObject {
    Q_OBJECT

    // The window's join page, slid in, with keys going to it.
    static bool openJoinPage(Table &t)
    {
        if (!t.openWindow())
            return false;
        t.window()->requestActivate();
        if (!QTest::qWaitForWindowActive(t.window()))
            return false;
        QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, QStringLiteral("join")));
        return QTest::qWaitFor([&] { return t.item(QStringLiteral("joinPage")) != nullptr; }, 5000)
            && waitStill(t.item(QStringLiteral("joinPage")));
    }
    // Back on the join page, slid in, the waiting page gone.
    static bool backOnJoinPage(Table &t)
    {
        return QTest::qWaitFor([&] { return t.item(QStringLiteral("joinPage")) && !t.item(QStringLiteral("networkWaitPage")); }, 5000)
            && waitStill(t.item(QStringLiteral("joinPage")));
    }
    // Types `text` into the field named `name` as a person does: a click, select all, keys.
    static void typeInto(Table &t, const QString &name, const QString &text)
    {
        QQuickItem *field = t.item(name);
        QVERIFY2(field, qPrintable(name));
        QTest::mouseClick(t.window(), Qt::LeftButton, {}, tabletest::centreOf(field));
        QTRY_VERIFY2(field->hasActiveFocus(), qPrintable(name));
        QTest::keyClick(t.window(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(t.window(), Qt::Key_Backspace);
        for (const QChar c : text)
            QTest::keyClick(t.window(), c.toLatin1());
        QCOMPARE(field->property("text").toString(), text);
    }
    static void clickItem(Table &t, const QString &name)
    {
        QQuickItem *item = nullptr;
        QTRY_VERIFY2((item = t.item(name)) != nullptr, qPrintable(name));
        QVERIFY(waitStill(item));
        QTest::mouseClick(t.window(), Qt::LeftButton, {}, tabletest::centreOf(item));
    }
    // The error page: its one line, and neither the table code nor the invite link and Copy.
    static void errorPageSays(Table &t, const QString &sentence)
    {
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("waitError")), 10000);
        QVERIFY(waitStill(t.item(QStringLiteral("networkWaitPage"))));
        QTRY_VERIFY(!t.item(QStringLiteral("joinPage")));   // (slid away under it)
        QCOMPARE(textOf(t, QStringLiteral("waitError")), sentence);
        QVERIFY(!t.item(QStringLiteral("tableCode")));
        QVERIFY(!t.item(QStringLiteral("copyInvite")));
        QVERIFY(!t.item(QStringLiteral("inviteLink")));
        QVERIFY(!t.item(QStringLiteral("networkError")));   // (said once)
    }

private slots:
    void cleanup() { qunsetenv("FELT_NET_TIMEOUT_SECONDS"); }

    // Joined by code and address at a closed port: "Nothing answers at …"; Back goes to the
    // join page with both fields as typed, and Join is ready for a retry.
    void nothingAnswersByCode()
    {
        const quint16 port = closedPort();
        QVERIFY(port > 0);
        Table t;
        QVERIFY(openJoinPage(t));
        typeInto(t, QStringLiteral("joinCode"), QStringLiteral("K7QW2P"));
        typeInto(t, QStringLiteral("joinAddress"), QStringLiteral("127.0.0.1:%1").arg(port));
        clickItem(t, QStringLiteral("joinButton"));
        errorPageSays(t, QStringLiteral("Nothing answers at 127.0.0.1:%1 — is the table still open?").arg(port));
        QVERIFY(!t.app()->network()->table()->live());
        shot(t, QStringLiteral("error-nothing-answers"));

        clickItem(t, QStringLiteral("leaveButton"));
        QVERIFY(backOnJoinPage(t));
        QCOMPARE(textOf(t, QStringLiteral("joinCode")), QStringLiteral("K7QW2P"));
        QCOMPARE(textOf(t, QStringLiteral("joinAddress")), QStringLiteral("127.0.0.1:%1").arg(port));
        QVERIFY(t.item(QStringLiteral("joinButton"))->isEnabled());
        QVERIFY(!t.item(QStringLiteral("codeProblem")) && !t.item(QStringLiteral("addressProblem")));
    }

    // Joined by a link (felt felt://…) at a socket that takes the connection and never says a
    // word: given up after the connections' timeout (shortened to 1 s), said so; Back goes to
    // the join page filled with the link.
    void hostDoesNotAnswerByLink()
    {
        qputenv("FELT_NET_TIMEOUT_SECONDS", "1");
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        const QString link = QStringLiteral("felt://127.0.0.1:%1/K7QW2P").arg(silent.serverPort());
        Table t;
        QVERIFY(t.openWindow());
        QElapsedTimer clock;
        clock.start();
        AppController::rememberPlayerName(QStringLiteral("Ann"));   // (a name given once: the link is joined at once)
        QVERIFY(QMetaObject::invokeMethod(t.window(), "joinTable", Q_ARG(QVariant, link)));
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("networkWaitPage")), 5000);
        errorPageSays(t, QStringLiteral("The host did not answer within 1 s — check the address, then try again."));
        QVERIFY2(clock.elapsed() >= 1000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(silent.hasPendingConnections() || silent.isListening());   // it was reached, and kept silent
        QCOMPARE(t.app()->network()->joining()->retryLink(), link);

        clickItem(t, QStringLiteral("failedBack"));
        QVERIFY(backOnJoinPage(t));
        QCOMPARE(textOf(t, QStringLiteral("joinCode")), link);
        QVERIFY(t.item(QStringLiteral("joinButton"))->isEnabled());
    }

    // A wrong code typed as a link, at a real host: "There is no table … at that address".
    void noSuchTableAtARealHost()
    {
        Friend host;
        QVERIFY(host.net->hosting()->host(QStringLiteral("wrong-suit"),
                               { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
                                 QVariantMap { { "name", "" }, { "kind", "human" }, { "remote", true } },
                                 QVariantMap { { "name", "Cleo" }, { "kind", "normal" } },
                                 QVariantMap { { "name", "Dan" }, { "kind", "normal" } } },
                               {}, 0));
        const QString wrong = otherCode(host.net->table()->code());
        Table t;
        QVERIFY(openJoinPage(t));
        typeInto(t, QStringLiteral("joinCode"), loopbackLink(host.net.get(), wrong).toLower());
        clickItem(t, QStringLiteral("joinButton"));
        errorPageSays(t, QStringLiteral("There is no table %1 at that address — check the code.").arg(wrong));
        shot(t, QStringLiteral("error-no-such-table"));
        QTest::keyClick(t.window(), Qt::Key_Escape);   // (as Back)
        QVERIFY(backOnJoinPage(t));
        QCOMPARE(textOf(t, QStringLiteral("joinCode")), loopbackLink(host.net.get(), wrong).toLower());
        // The right code at the same host seats the person.
        typeInto(t, QStringLiteral("joinCode"), loopbackLink(host.net.get()));
        clickItem(t, QStringLiteral("joinButton"));
        QTRY_VERIFY_WITH_TIMEOUT(host.net->table()->canStart(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(t.app()->network()->table()->state(), NetTable::State::Waiting, 5000);
        QCOMPARE(t.app()->network()->joining()->retryLink(), QString());
    }

    // The other paths, by NetPlay alone: a table opened on a server at a closed port, a
    // felts:// link to a host without TLS, a rejoin of a host that is gone.
    void theOtherPaths()
    {
        const quint16 port = closedPort();
        QTemporaryDir dir;
        GameSession session;
        NetPlay net(&session, dir.path());
        const QVariantList seats { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
                                   QVariantMap { { "name", "" }, { "kind", "human" }, { "remote", true } },
                                   QVariantMap { { "name", "Cleo" }, { "kind", "normal" } } };
        QVERIFY(net.hosting()->hostOnServer(QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("shithead"), seats, {}));
        QTRY_VERIFY_WITH_TIMEOUT(!net.table()->live(), 10000);
        QCOMPARE(net.table()->error(), QStringLiteral("Nothing answers at 127.0.0.1:%1 — is felt-server running there?").arg(port));
        QCOMPARE(net.joining()->retryLink(), QString());   // (the new-game page keeps its own fields)

        // A felts:// link to a host without TLS: it waits in silence for a request it can read.
        qputenv("FELT_NET_TIMEOUT_SECONDS", "1");
        Friend host;
        QVERIFY(host.net->hosting()->host(QStringLiteral("shithead"), seats, {}, 0));
        const QString secure = QStringLiteral("felts://127.0.0.1:%1/%2").arg(host.net->table()->server()->port()).arg(host.net->table()->code());
        QVERIFY(net.joining()->join(secure, QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(!net.table()->live(), 10000);
        QCOMPARE(net.table()->error(), QStringLiteral("The host did not answer within 1 s — if the table does not use TLS, try felt:// instead of felts://."));
        QCOMPARE(net.joining()->retryLink(), secure);

        // A felt:// link to a host with TLS only: it hangs up.
        QTemporaryDir certDir;
        testing::TestCert cert;
        const QString made = testing::makeCert(certDir.path(), QStringLiteral("host"), &cert);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        QString why;
        const auto tls = net::loadServerTls(cert.cert, cert.key, &why);
        QVERIFY2(tls, qPrintable(why));
        net::NetServer tlsServer { net::HubConfig {} };
        tlsServer.setTls(*tls);
        QVERIFY2(tlsServer.listen(QHostAddress::LocalHost, 0, &why), qPrintable(why));
        QVERIFY(net.joining()->join(QStringLiteral("felt://127.0.0.1:%1/K7QW2P").arg(tlsServer.port()), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(!net.table()->live(), 10000);
        QCOMPARE(net.table()->error(), QStringLiteral("127.0.0.1:%1 hung up without a word — if the table uses TLS, its link starts with felts://.")
                                  .arg(tlsServer.port()));

        // A seat remembered at a host that is gone: rejoining says so, and offers no new join.
        QTemporaryDir seatDir;
        QFile file(seatDir.path() + QStringLiteral("/net-seat.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(QJsonObject {
                                     { "link", QStringLiteral("felt://127.0.0.1:%1/K7QW2P").arg(port) },
                                     { "people", QJsonArray { QJsonObject { { "seat", 1 }, { "token", QString(32, u'a') }, { "name", "Bo" } } } } })
                       .toJson());
        file.close();
        GameSession later;
        NetPlay again(&later, seatDir.path());
        QVERIFY(again.joining()->rejoin());
        QTRY_VERIFY_WITH_TIMEOUT(!again.table()->live(), 10000);
        QCOMPARE(again.table()->error(), QStringLiteral("Nothing answers at 127.0.0.1:%1 — is the table still open?").arg(port));
        QCOMPARE(again.joining()->retryLink(), QString());
    }

    // What cannot be read says why under its field, and Join stays grey until it can.
    void unreadableLinkSaysWhy()
    {
        Table t;
        QVERIFY(openJoinPage(t));
        QQuickItem *join = t.item(QStringLiteral("joinButton"));
        QVERIFY(!t.item(QStringLiteral("codeProblem")));   // nothing typed, nothing to say
        auto saysUnderCode = [&](const QString &typed, const QString &why) {
            typeInto(t, QStringLiteral("joinCode"), typed);
            QTRY_COMPARE(textOf(t, QStringLiteral("codeProblem")), why);
            QVERIFY(!join->isEnabled());
        };
        saysUnderCode(QStringLiteral("http://127.0.0.1:7447/K7QW2P"), QStringLiteral("A table's link begins with felt:// or felts://, not http://."));
        saysUnderCode(QStringLiteral("felt://127.0.0.1:7447/K7QW2"), QStringLiteral("A table code has 6 characters, not 5."));
        saysUnderCode(QStringLiteral("felt://127.0.0.1:7447"), QStringLiteral("The link ends without the table's code (felt://HOST:PORT/CODE)."));
        saysUnderCode(QStringLiteral("felt://127.0.0.1:99999/K7QW2P"), QStringLiteral("The port after the colon is a number from 1 to 65535."));
        saysUnderCode(QStringLiteral("K7QW1P@127.0.0.1"), QStringLiteral("A table code never holds “1”: codes leave out I, L, O, U, 0 and 1."));
        shot(t, QStringLiteral("join-unreadable"), 200);
        // A code alone: the address is still to come; a wrong one says why.
        typeInto(t, QStringLiteral("joinCode"), QStringLiteral("K7QW2P"));
        QTRY_VERIFY(!t.item(QStringLiteral("codeProblem")));
        QCOMPARE(textOf(t, QStringLiteral("addressProblem")), QStringLiteral("Now the host's address, as 192.168.1.20 or 192.168.1.20:7447."));
        typeInto(t, QStringLiteral("joinAddress"), QStringLiteral("127.0.0.1:0"));
        QTRY_COMPARE(textOf(t, QStringLiteral("addressProblem")), QStringLiteral("The port after the colon is a number from 1 to 65535."));
        QVERIFY(!join->isEnabled());
        typeInto(t, QStringLiteral("joinAddress"), QStringLiteral("127.0.0.1:7447"));
        QTRY_VERIFY(!t.item(QStringLiteral("addressProblem")));
        QVERIFY(join->isEnabled());
        // No name: said too.
        typeInto(t, QStringLiteral("joinName"), QString());
        QTRY_COMPARE(textOf(t, QStringLiteral("nameProblem")), QStringLiteral("Your name is needed to take a seat."));
        QVERIFY(!join->isEnabled());
    }

    // The waiting page names the game, its house rules and who is there: at the window that
    // hosts, and at a window that joined (its words from the host's `table`).
    void waitingPageNamesGameRulesAndPeople()
    {
        Table t;
        QVERIFY(t.openWindow());
        QVariantMap options = t.app()->catalog()->defaultOptions(QStringLiteral("shithead"));
        QVERIFY(options.contains(QStringLiteral("jokers")) && options.contains(QStringLiteral("skipNine")));
        options.insert(QStringLiteral("jokers"), true);
        options.insert(QStringLiteral("skipNine"), true);
        const QVariantList seats { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
                                   QVariantMap { { "name", "Bo" }, { "kind", "human" }, { "remote", true } },
                                   QVariantMap { { "name", "Cleo" }, { "kind", "normal" } } };
        NetPlay *host = t.app()->network();
        QVERIFY(host->hosting()->host(QStringLiteral("shithead"), seats, options, 0));
        QTRY_VERIFY(t.item(QStringLiteral("networkWaitPage")));
        QCOMPARE(textOf(t, QStringLiteral("tableGame")), QStringLiteral("Shithead"));
        QCOMPARE(textOf(t, QStringLiteral("tableRules")), QStringLiteral("House rules: Jokers: on; Nine skips: on"));

        Friend bo;
        QVERIFY(bo.net->joining()->join(loopbackLink(host), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(host->table()->canStart(), 10000);
        auto shown = [&t](const QString &line) {
            for (QQuickItem *item : t.items(QString()))
                if (item->property("text").toString() == line)
                    return true;
            return false;
        };
        QTRY_VERIFY(shown(QStringLiteral("Seat 1: Anna — at this screen")));
        QTRY_VERIFY(shown(QStringLiteral("Seat 2: Bo — joined over the network")));
        QVERIFY(shown(QStringLiteral("Seat 3: Cleo — computer player")));
        shot(t, QStringLiteral("waiting-host"));
        // Bo's app knows the same.
        QTRY_COMPARE_WITH_TIMEOUT(bo.net->table()->gameName(), QStringLiteral("Shithead"), 5000);
        QCOMPARE(bo.net->table()->houseRules(), (QStringList { QStringLiteral("Jokers: on"), QStringLiteral("Nine skips: on") }));
        host->table()->cancel();

        // The rules as written are said so; the joined window names the host's people.
        Friend anna;
        QVERIFY(anna.net->hosting()->host(QStringLiteral("shithead"), seats, t.app()->catalog()->defaultOptions(QStringLiteral("shithead")), 0));
        AppController::rememberPlayerName(QStringLiteral("Ann"));
        QVERIFY(QMetaObject::invokeMethod(t.window(), "joinTable", Q_ARG(QVariant, loopbackLink(anna.net.get()))));
        QTRY_COMPARE_WITH_TIMEOUT(t.app()->network()->table()->state(), NetTable::State::Waiting, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(textOf(t, QStringLiteral("tableGame")), QStringLiteral("Shithead"), 5000);
        QCOMPARE(textOf(t, QStringLiteral("tableRules")), QStringLiteral("No house rules: the game as its rules page describes it."));
        QTRY_VERIFY(shown(QStringLiteral("Seat 1: Anna — joined over the network")));
        QVERIFY(shown(QStringLiteral("Seat 3: Cleo — computer player")));
        QVERIFY(t.item(QStringLiteral("tableCode")) && t.item(QStringLiteral("copyInvite")));
        shot(t, QStringLiteral("waiting-joined"));
    }

    // A seat kept for a friend joining over the network waits under the name the opener typed,
    // or under none ("Waiting for a person to join…"); never under a computer player's default
    // name (the second seat's "Bruno" stayed when it was switched to the network). Switched
    // back to a computer player, a seat nobody named gets its computer name again.
    void networkSeatWaitsForItsFriend()
    {
        Table t;
        t.app()->settings()->setLanguage(QStringLiteral("en"));
        QVERIFY(t.openWindow());
        QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("shithead")));
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")) && t.items(QStringLiteral("seatKind")).size() >= 3);
        QVERIFY(waitStill(t.item(QStringLiteral("newGamePage"))));
        // Picks a kind of player for a seat from its list, by the mouse.
        auto choose = [&](int seat, const QString &kind) {
            QQuickItem *box = t.items(QStringLiteral("seatKind")).value(seat);
            QVERIFY(box);
            auto *list = box->property("popup").value<QObject *>();
            t.click(tabletest::centreOf(box));
            QTRY_VERIFY(list->property("opened").toBool());
            auto *view = list->property("contentItem").value<QQuickItem *>();
            QQuickItem *row = nullptr;
            for (QQuickItem *r : view->property("contentItem").value<QQuickItem *>()->childItems())
                if (r->isVisible() && r->property("text").toString() == kind)
                    row = r;
            QVERIFY2(row, qPrintable(kind));
            QVERIFY(waitStill(row));
            t.click(tabletest::centreOf(row));
            QTRY_VERIFY(!list->property("visible").toBool());
        };
        auto nameOf = [&](int seat) { return t.items(QStringLiteral("seatName")).value(seat)->property("text").toString(); };
        QCOMPARE(nameOf(1), QStringLiteral("Bruno"));
        choose(1, QStringLiteral("Person joining over the network"));
        choose(2, QStringLiteral("Person joining over the network"));
        QCOMPARE(nameOf(1), QString());
        QCOMPARE(nameOf(2), QString());
        QCOMPARE(t.items(QStringLiteral("seatName")).value(1)->property("placeholderText").toString(), QStringLiteral("A friend's name (optional)"));
        // Seat 3 gets a name, typed; seat 2 goes to a computer player and back.
        QQuickItem *third = t.items(QStringLiteral("seatName")).value(2);
        t.click(tabletest::centreOf(third));
        QTRY_VERIFY(third->hasActiveFocus());
        for (const char c : QByteArray("Zoe"))
            QTest::keyClick(t.window(), c);
        QCOMPARE(nameOf(2), QStringLiteral("Zoe"));
        choose(1, QStringLiteral("Computer — easy"));
        QCOMPARE(nameOf(1), QStringLiteral("Bruno"));
        choose(1, QStringLiteral("Person joining over the network"));
        QCOMPARE(nameOf(1), QString());
        shot(t, QStringLiteral("new-game-network-seats"));
        clickItem(t, QStringLiteral("hostButton"));
        QTRY_VERIFY(t.item(QStringLiteral("networkWaitPage")));
        QStringList lines;
        QTRY_VERIFY([&] {
            lines.clear();
            for (QQuickItem *item : t.items(QString()))
                if (item->property("text").toString().startsWith(QStringLiteral("Seat ")))
                    lines.append(item->property("text").toString());
            return lines.contains(QStringLiteral("Seat 2: Waiting for a person to join…"))
                && lines.contains(QStringLiteral("Seat 3: Waiting for Zoe to join…"));
        }());
        QVERIFY2(lines.filter(QStringLiteral("Bruno")).isEmpty() && lines.filter(QStringLiteral("Cleo")).isEmpty(), qPrintable(lines.join(u'\n')));
        shot(t, QStringLiteral("waiting-for-friends"));
        t.app()->network()->table()->cancel();
    }

    // Start asks first when a person who joined is away: No keeps the table waiting, Yes
    // starts it with the seat shown away.
    void startAsksWhenSomeoneIsAway()
    {
        Table t;
        QVERIFY(t.openWindow());
        NetPlay *host = t.app()->network();
        QVERIFY(host->hosting()->host(QStringLiteral("wrong-suit"),
                           { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
                             QVariantMap { { "name", "" }, { "kind", "human" }, { "remote", true } },
                             QVariantMap { { "name", "Cleo" }, { "kind", "normal" } },
                             QVariantMap { { "name", "Dan" }, { "kind", "normal" } } },
                           {}, 0));
        Friend carol;
        QVERIFY(carol.net->joining()->join(loopbackLink(host), QStringLiteral("Carol")));
        QTRY_VERIFY_WITH_TIMEOUT(host->table()->canStart(), 10000);
        carol.net->table()->remote()->leave();
        QTRY_VERIFY_WITH_TIMEOUT(host->table()->seats().value(1).taken && !host->table()->seats().value(1).connected, 10000);
        QVERIFY(host->table()->canStart());

        clickItem(t, QStringLiteral("startNetworkButton"));
        QTRY_VERIFY(t.item(QStringLiteral("confirmNo")));
        auto shows = [&t](const QString &line) {
            for (QQuickItem *item : t.items(QString()))
                if (item->property("text").toString() == line)
                    return true;
            return false;
        };
        QVERIFY(shows(QStringLiteral("Start without Carol?")));
        QVERIFY(shows(QStringLiteral("Carol is away. The game waits whenever it is their turn; if they stay away, you may let a computer player take their seat.")));
        shot(t, QStringLiteral("start-asks"));
        clickItem(t, QStringLiteral("confirmNo"));
        QTRY_VERIFY(!t.item(QStringLiteral("confirmNo")));
        QCOMPARE(host->table()->state(), NetTable::State::Waiting);

        clickItem(t, QStringLiteral("startNetworkButton"));
        QTRY_VERIFY(t.item(QStringLiteral("confirmYes")));
        QTest::qWait(600);   // (Enter answers only once the question has been read; a click at once)
        clickItem(t, QStringLiteral("confirmYes"));
        QTRY_COMPARE_WITH_TIMEOUT(host->table()->state(), NetTable::State::Playing, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("tablePage")), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("awaySeats")), 5000);
    }
};

QTEST_MAIN(TestNetWords)
#include "tst_networds.moc"
