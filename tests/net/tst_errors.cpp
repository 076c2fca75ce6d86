// Every refusal of the contract, provoked over a real socket and answered: protocol,
// version, malformed, unknown-table, seat-taken, not-your-turn, illegal (with the engine's
// reason), stale (and its other side: an action on an older snapshot whose legal list did
// not change is applied), rate, too-large, full and token. A refused action changes
// nothing; the connection closes only where the contract says so.
#include "checks.h"
#include "netclient.h"

#include "netserver.h"

#include "core/registry.h"

#include <QTest>

#include <memory>

using namespace testing;

class TestErrors : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<net::NetServer> m_server;
    quint16 m_port = 0;
    std::vector<std::unique_ptr<TestClient>> m_clients;

    TestClient *client(const QString &name = {})
    {
        m_clients.push_back(std::make_unique<TestClient>());
        TestClient *c = m_clients.back().get();
        if (!c->open(m_port))
            return nullptr;
        if (!name.isEmpty() && !c->greet(name))
            return nullptr;
        return c;
    }
    static QString errorCode(const QJsonObject &error) { return error.value("code").toString(); }

    // A table of `seats` opened by `opener`; its code.
    QString open(TestClient *opener, const QString &game, const QStringList &seats, qint64 seed = 7)
    {
        opener->send(createMessage(game, static_cast<int>(seats.size()), seats, {}, seed));
        return opener->take("joined").value("table").toString();
    }
    QString joinAs(TestClient *c, const QString &code)
    {
        c->send({ { "type", "join" }, { "table", code } });
        return c->take("joined").value("token").toString();
    }
    LocalHost *host(const QString &code) { return m_server->hub()->tableHost(code); }
    bool started(const QString &code)
    {
        return QTest::qWaitFor([&] { return host(code) != nullptr; }, 5000);
    }
    // Waits for the client's table to have seq >= the host's.
    bool caughtUp(TestClient *c, const QString &code)
    {
        return QTest::qWaitFor([&] { return c->seq() >= m_server->hub()->tableSeq(code); }, 5000);
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
    void cleanup()
    {
        m_clients.clear();
        m_server.reset();
    }

    void protocolFirstMessageIsHello()
    {
        TestClient *c = client();
        c->send({ { "type", "join" }, { "table", "ABCDEF" } });
        const QJsonObject e = c->take("error");
        QCOMPARE(errorCode(e), QStringLiteral("protocol"));
        QVERIFY(!e.value("message").toString().isEmpty());
        QVERIFY(!c->closed());
        QVERIFY(c->greet("Anna"));   // still open: hello works
        c->send({ { "type", "hello" }, { "protocol", "felt-net/1" }, { "client", "t" }, { "name", "Anna" } });
        QCOMPARE(errorCode(c->take("error")), QStringLiteral("protocol"));
    }

    void protocolUnknownTypeAndRules()
    {
        TestClient *a = client("Anna");
        // A type this host does not know (a later minor version's) is ignored.
        a->send({ { "type", "dance" }, { "steps", 3 } });
        QVERIFY(a->take("error", 300).isEmpty());
        QVERIFY(!a->closed());
        const QString code = open(a, "shithead", { "person", "person" });
        TestClient *b = client("Bo");
        // Not filled yet: the opener cannot start.
        a->send({ { "type", "start" } });
        QVERIFY(a->take("error").value("message").toString().contains(QLatin1String("waits")));
        joinAs(b, code);
        // Only the opener starts.
        b->send({ { "type", "start" } });
        QCOMPARE(errorCode(b->take("error")), QStringLiteral("not-opener"));
        // One table per connection.
        b->send({ { "type", "join" }, { "table", code } });
        QCOMPARE(errorCode(b->take("error")), QStringLiteral("protocol"));
        // A spectator does not act.
        TestClient *w = client("Wim");
        w->send({ { "type", "watch" }, { "table", code } });
        QVERIFY(!w->take("joined").isEmpty());
        a->send({ { "type", "start" } });
        QVERIFY(started(code) && caughtUp(w, code));
        w->send({ { "type", "act" }, { "seq", static_cast<double>(w->seq()) }, { "action", "ready" } });
        QCOMPARE(errorCode(w->take("error")), QStringLiteral("protocol"));
        // The opener's powers wait for the grace time.
        a->send({ { "type", "replace" }, { "seat", 1 }, { "level", "hard" } });
        QCOMPARE(errorCode(a->take("error")), QStringLiteral("protocol"));
        a->send({ { "type", "end" } });
        QCOMPARE(errorCode(a->take("error")), QStringLiteral("protocol"));
        QCOMPARE(host(code)->actionCount(), 0);
    }

    void versionClosesTheConnection()
    {
        TestClient *c = client();
        c->send({ { "type", "hello" }, { "protocol", "felt-net/2" }, { "client", "future" }, { "name", "Anna" } });
        const QJsonObject e = c->take("error");
        QCOMPARE(errorCode(e), QStringLiteral("version"));
        QVERIFY(e.value("message").toString().contains(QLatin1String("felt-net/1")));
        QVERIFY(c->waitClosed());
        // A later minor version is welcome.
        TestClient *d = client();
        d->send({ { "type", "hello" }, { "protocol", "felt-net/1.4" }, { "client", "newer" }, { "name", "Bo" },
                  { "extra", "ignored" } });
        QVERIFY(!d->take("welcome").isEmpty());
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("frame");
        QTest::newRow("not JSON") << QByteArray("{\"type\": ");
        QTest::newRow("not an object") << QByteArray("[1, 2]");
        QTest::newRow("type not a string") << QByteArray("{\"type\": 5}");
        QTest::newRow("no type") << QByteArray("{\"name\": \"x\"}");
        QTest::newRow("players not a number")
            << QByteArray("{\"type\":\"create\",\"game\":\"shithead\",\"players\":\"2\",\"seats\":[\"person\",\"easy\"]}");
        QTest::newRow("seats too few")
            << QByteArray("{\"type\":\"create\",\"game\":\"shithead\",\"players\":3,\"seats\":[\"person\",\"easy\"]}");
        QTest::newRow("no person")
            << QByteArray("{\"type\":\"create\",\"game\":\"shithead\",\"players\":2,\"seats\":[\"hard\",\"easy\"]}");
        QTest::newRow("unknown game")
            << QByteArray("{\"type\":\"create\",\"game\":\"poker\",\"players\":2,\"seats\":[\"person\",\"easy\"]}");
        QTest::newRow("unknown option")
            << QByteArray("{\"type\":\"create\",\"game\":\"shithead\",\"players\":2,\"seats\":[\"person\",\"easy\"],\"options\":{\"x\":1}}");
        QTest::newRow("too many players")
            << QByteArray("{\"type\":\"create\",\"game\":\"shithead\",\"players\":8,\"seats\":[\"person\",\"easy\",\"easy\",\"easy\",\"easy\",\"easy\",\"easy\",\"easy\"]}");
        QTest::newRow("seq negative") << QByteArray("{\"type\":\"act\",\"seq\":-1,\"action\":\"ready\"}");
        QTest::newRow("seq fraction") << QByteArray("{\"type\":\"act\",\"seq\":1.5,\"action\":\"ready\"}");
        QTest::newRow("action empty") << QByteArray("{\"type\":\"act\",\"seq\":1,\"action\":\"  \"}");
        QTest::newRow("chat empty") << QByteArray("{\"type\":\"chat\",\"text\":\"\"}");
        QTest::newRow("chat control") << QByteArray("{\"type\":\"chat\",\"text\":\"\\u0007\\u001b[31m\"}");
        QTest::newRow("chat too long") << QByteArray("{\"type\":\"chat\",\"text\":\"" + QByteArray(201, 'x') + "\"}");
        QTest::newRow("seat out of range") << QByteArray("{\"type\":\"join\",\"table\":\"ABCDEF\",\"seat\":99}");
        QTest::newRow("level unknown") << QByteArray("{\"type\":\"replace\",\"seat\":1,\"level\":\"god\"}");
        // felt-cli's oracle (the hard search given the true state) is never a seat here.
        QTest::newRow("oracle seat")
            << QByteArray("{\"type\":\"create\",\"game\":\"shithead\",\"players\":2,\"seats\":[\"person\",\"oracle\"]}");
        QTest::newRow("oracle level") << QByteArray("{\"type\":\"replace\",\"seat\":1,\"level\":\"oracle\"}");
        QTest::newRow("deep nesting") << QByteArray(QByteArray(3000, '[') + QByteArray(3000, ']'));
    }
    void malformed()
    {
        QFETCH(QByteArray, frame);
        TestClient *c = client("Anna");
        c->sendText(frame);
        const QJsonObject e = c->take("error");
        QCOMPARE(errorCode(e), QStringLiteral("malformed"));
        QVERIFY(!e.value("message").toString().contains(u'\n'));
        QVERIFY(!c->closed());
        QCOMPARE(m_server->hub()->tableCodes().size(), 0);
    }

    void malformedNames()
    {
        for (const QString &name : { QString(), QStringLiteral("   "), QString(25, u'x'), QStringLiteral("Anna\u202E") }) {
            TestClient *c = client();
            c->send({ { "type", "hello" }, { "protocol", "felt-net/1" }, { "client", "t" }, { "name", name } });
            QCOMPARE(errorCode(c->take("error")), QStringLiteral("malformed"));
            QVERIFY(!c->has("welcome"));
        }
    }

    void binaryFrameCloses()
    {
        TestClient *c = client("Anna");
        c->sendBinary(QByteArray("\x01\x02\x03", 3));
        QCOMPARE(errorCode(c->take("error")), QStringLiteral("protocol"));
        QVERIFY(c->waitClosed());
        QCOMPARE(c->closeCode(), 1003);
    }

    void tooLargeCloses()
    {
        TestClient *a = client("Anna");
        const QString code = open(a, "shithead", { "person", "easy" });
        QByteArray big = "{\"type\":\"chat\",\"text\":\"" + QByteArray(70 * 1024, 'x') + "\"}";
        a->sendText(big);
        QCOMPARE(errorCode(a->take("error")), QStringLiteral("too-large"));
        QVERIFY(a->waitClosed());
        QCOMPARE(a->closeCode(), 1009);
        // The table is unharmed; the seat waits for its person.
        QVERIFY(m_server->hub()->tableInfo(code).has_value());
        QVERIFY(!m_server->hub()->tableInfo(code)->seats.at(0).connected);
    }

    void rateOfFramesCloses()
    {
        TestClient *a = client("Anna");
        for (int i = 0; i < 25; ++i)
            a->send({ { "type", "dance" } });   // ignored, but counted
        QVERIFY(QTest::qWaitFor([&] { return a->closed(); }, 5000));
        bool rate = false;
        for (const QJsonObject &m : a->all)
            rate = rate || (m.value("type").toString() == QLatin1String("error") && errorCode(m) == QLatin1String("rate"));
        QVERIFY(rate);
        QCOMPARE(a->closeCode(), 1008);
        // 20 a second is allowed.
        TestClient *b = client("Bo");
        for (int i = 0; i < 18; ++i)
            b->send({ { "type", "dance" } });
        QTest::qWait(300);
        QVERIFY(!b->closed());
    }

    void rateOfChatAnswers()
    {
        TestClient *a = client("Anna");
        const QString code = open(a, "shithead", { "person", "easy" });
        QVERIFY(!code.isEmpty());
        for (int i = 0; i < 6; ++i)
            a->send({ { "type", "chat" }, { "text", QStringLiteral("line %1").arg(i) } });
        QCOMPARE(errorCode(a->take("error")), QStringLiteral("rate"));
        int lines = 0;
        for (int i = 0; i < 5; ++i)
            lines += a->take("chat", 1000).isEmpty() ? 0 : 1;
        QCOMPARE(lines, 5);
        QVERIFY(!a->closed());
    }

    void unknownTable()
    {
        TestClient *a = client("Anna");
        for (const char *type : { "join", "watch" }) {
            a->send({ { "type", type }, { "table", "ZZZZZZ" } });
            QCOMPARE(errorCode(a->take("error")), QStringLiteral("unknown-table"));
        }
        a->send({ { "type", "resume" }, { "table", "ZZZZZZ" }, { "token", net::newToken() } });
        QCOMPARE(errorCode(a->take("error")), QStringLiteral("unknown-table"));
    }

    void seatTakenAndFull()
    {
        TestClient *a = client("Anna");
        const QString code = open(a, "shithead", { "person", "easy", "person" });
        TestClient *b = client("Bo");
        b->send({ { "type", "join" }, { "table", code }, { "seat", 0 } });
        QCOMPARE(errorCode(b->take("error")), QStringLiteral("seat-taken"));
        b->send({ { "type", "join" }, { "table", code }, { "seat", 1 } });   // a computer player's
        QCOMPARE(errorCode(b->take("error")), QStringLiteral("seat-taken"));
        b->send({ { "type", "join" }, { "table", code }, { "seat", 2 } });
        QCOMPARE(b->take("joined").value("seat").toInt(), 2);
        TestClient *c = client("Cy");
        c->send({ { "type", "join" }, { "table", code } });
        QCOMPARE(errorCode(c->take("error")), QStringLiteral("full"));
        // Codes are read without regard to case or spaces.
        TestClient *d = client("Di");
        d->send({ { "type", "watch" }, { "table", QStringLiteral(" %1 ").arg(code.toLower()) } });
        QVERIFY(!d->take("joined").isEmpty());
    }

    void token()
    {
        TestClient *a = client("Anna");
        const QString code = open(a, "shithead", { "person", "person" });
        TestClient *b = client("Bo");
        b->send({ { "type", "resume" }, { "table", code }, { "token", net::newToken() } });
        QCOMPARE(errorCode(b->take("error")), QStringLiteral("token"));
        b->send({ { "type", "resume" }, { "table", code }, { "token", "not-a-token" } });
        QCOMPARE(errorCode(b->take("error")), QStringLiteral("token"));
    }

    void notYourTurnIllegalAndStale()
    {
        TestClient *a = client("Anna");
        const QString code = open(a, "shithead", { "person", "person" });
        TestClient *b = client("Bo");
        joinAs(b, code);
        a->send({ { "type", "start" } });
        QVERIFY(started(code) && caughtUp(a, code) && caughtUp(b, code));
        // Swapping: both act at once. An unknown action is refused with the engine's reason.
        const felt::AnyGame *game = host(code)->game();
        const QString bogus = QStringLiteral("play 7H 7H 7H 7H 7H");
        const felt::Reason why = game->check(0, bogus.toStdString());
        QVERIFY(why != felt::Reason::Ok);
        a->send({ { "type", "act" }, { "seq", static_cast<double>(a->seq()) }, { "action", bogus } });
        const QJsonObject illegal = a->take("error");
        QCOMPARE(errorCode(illegal), QStringLiteral("illegal"));
        QCOMPARE(illegal.value("reason").toString().toStdString(), std::string(felt::reasonId(*felt::findGame("shithead"), why)));
        QCOMPARE(host(code)->actionCount(), 0);

        // A swap changes seat 0's legal list: an action on the older snapshot is stale.
        const quint64 before = a->seq();
        QStringList swaps;
        for (const QString &l : a->legal(0))
            if (l.startsWith(QLatin1String("swap")))
                swaps.append(l);
        QVERIFY(!swaps.isEmpty());
        a->send({ { "type", "act" }, { "seq", static_cast<double>(before) }, { "action", swaps.first() } });
        QVERIFY(QTest::qWaitFor([&] { return host(code)->actionCount() == 1; }, 5000));
        QVERIFY(caughtUp(a, code));
        a->clearInbox();
        a->send({ { "type", "act" }, { "seq", static_cast<double>(before) }, { "action", "ready" } });
        QCOMPARE(errorCode(a->take("error")), QStringLiteral("stale"));
        const QJsonObject fresh = a->take("table");
        QCOMPARE(static_cast<quint64>(fresh.value("seq").toDouble()), m_server->hub()->tableSeq(code));
        QCOMPARE(host(code)->actionCount(), 1);
        // A seq from the future is no snapshot of this table either.
        a->send({ { "type", "act" }, { "seq", static_cast<double>(a->seq() + 50) }, { "action", "ready" } });
        QCOMPARE(errorCode(a->take("error")), QStringLiteral("stale"));

        // Both ready: play begins with one seat to act; the other is refused.
        a->send({ { "type", "act" }, { "seq", static_cast<double>(a->seq()) }, { "action", "ready" } });
        QVERIFY(QTest::qWaitFor([&] { return host(code)->actionCount() == 2; }, 5000));
        QVERIFY(caughtUp(b, code));
        b->send({ { "type", "act" }, { "seq", static_cast<double>(b->seq()) }, { "action", "ready" } });
        QVERIFY(QTest::qWaitFor([&] { return host(code)->actionCount() == 3; }, 5000));
        QVERIFY(caughtUp(a, code) && caughtUp(b, code));
        const felt::SeatSet actors = host(code)->game()->actors();
        QCOMPARE(actors.size(), 1);
        TestClient *idle = actors.has(0) ? b : a;
        TestClient *toAct = actors.has(0) ? a : b;
        const int seatToAct = actors.first();
        idle->send({ { "type", "act" }, { "seq", static_cast<double>(idle->seq()) }, { "action", "pickup" } });
        QCOMPARE(errorCode(idle->take("error")), QStringLiteral("not-your-turn"));
        idle->send({ { "type", "hint" } });
        QCOMPARE(errorCode(idle->take("error")), QStringLiteral("not-your-turn"));
        QCOMPARE(host(code)->actionCount(), 3);
        // The seat to act may ask for a hint: a legal action.
        toAct->send({ { "type", "hint" } });
        const QJsonObject hint = toAct->take("hint", 20000);
        QVERIFY(toAct->legal(seatToAct).contains(hint.value("action").toString()));
        QCOMPARE(host(code)->actionCount(), 3);
    }

    // In a round several seats play at once, another seat's action does not make yours stale.
    void simultaneousActionIsNotStale()
    {
        TestClient *a = client("Anna");
        const QString code = open(a, "wrong-suit", { "person", "person", "person", "person" });
        std::vector<TestClient *> all { a };
        for (const char *name : { "Bo", "Cy", "Di" }) {
            all.push_back(client(name));
            joinAs(all.back(), code);
        }
        a->send({ { "type", "start" } });
        QVERIFY(started(code));
        for (TestClient *c : all)
            QVERIFY(caughtUp(c, code));
        const quint64 s = all[1]->seq();
        a->send({ { "type", "act" }, { "seq", static_cast<double>(a->seq()) }, { "action", a->legal(0).first() } });
        QVERIFY(QTest::qWaitFor([&] { return host(code)->actionCount() == 1; }, 5000));
        QVERIFY(m_server->hub()->tableSeq(code) > s);
        const QString give = all[1]->legal(1).first();
        all[1]->send({ { "type", "act" }, { "seq", static_cast<double>(s) }, { "action", give } });
        QVERIFY(QTest::qWaitFor([&] { return host(code)->actionCount() == 2; }, 5000));
        QCOMPARE(host(code)->fullRecord().actions.back().text, give);
        QVERIFY(!all[1]->has("error"));
    }

    void noCreateAtTheAppsHost()
    {
        net::HubConfig config;
        config.allowCreate = false;
        net::NetServer appServer(config);
        QVERIFY(appServer.listen(QHostAddress::LocalHost, 0));
        TestClient c;
        QVERIFY(c.open(appServer.port()));
        QVERIFY(c.greet("Anna"));
        c.send(createMessage("shithead", 2, { "person", "easy" }));
        QCOMPARE(errorCode(c.take("error")), QStringLiteral("protocol"));
    }
};

QTEST_GUILESS_MAIN(TestErrors)
#include "tst_errors.moc"
