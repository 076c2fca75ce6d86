// The contract's lobby and the opener's table (docs/network.md): `create` with `listed`,
// `list` answered `tables` (listed tables only, those waiting for people first), `again` (a
// new deal for the same people at the same table, tokens still good), `close` answered
// `closed` to everyone (after `over` for a running game), `closed` with `idle` for a table
// swept away, and `not-opener` for an `again`, `close` or `start` from anyone else or an
// `again` before the end. Over real sockets on 127.0.0.1; RemoteHost, as the app uses it,
// hears `closed` and says who closed the table.
#include "checks.h"
#include "netclient.h"

#include "netserver.h"
#include "remotehost.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace testing;

class TestLobby : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<net::NetServer> m_server;
    quint16 m_port = 0;
    std::vector<std::unique_ptr<TestClient>> m_clients;

    void serve(const net::HubConfig &config)
    {
        m_clients.clear();
        m_server = std::make_unique<net::NetServer>(config);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        m_port = m_server->port();
    }
    static net::HubConfig quick()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        config.maxFramesPerSecond = 100000;   // the limit has its own test (net.errors)
        return config;
    }
    TestClient *client(const QString &name)
    {
        m_clients.push_back(std::make_unique<TestClient>());
        TestClient *c = m_clients.back().get();
        if (!c->open(m_port) || !c->greet(name))
            return nullptr;
        return c;
    }
    static QString errorCode(const QJsonObject &error) { return error.value("code").toString(); }
    // A table opened by `opener`: its `joined`.
    static QJsonObject open(TestClient *opener, const QString &game, const QStringList &seats, bool listed)
    {
        QJsonObject create = createMessage(game, static_cast<int>(seats.size()), seats, {}, 11);
        if (listed)
            create.insert("listed", true);
        opener->send(create);
        return opener->take("joined");
    }
    static QJsonObject join(TestClient *c, const QString &code)
    {
        c->send({ { "type", "join" }, { "table", code } });
        return c->take("joined");
    }
    static QJsonArray list(TestClient *c)
    {
        c->send({ { "type", "list" } });
        return c->take("tables").value("tables").toArray();
    }
    static QStringList codesOf(const QJsonArray &tables)
    {
        QStringList codes;
        for (const QJsonValue &t : tables)
            codes.append(t.toObject().value("table").toString());
        return codes;
    }
private slots:
    void init() { serve(quick()); }
    void cleanup()
    {
        m_clients.clear();
        m_server.reset();
    }

    // `list` right after `hello`: the listed tables only, each as the contract says, those
    // not started and with a free person's seat first; ended tables are not listed.
    void listShowsListedTables()
    {
        TestClient *anna = client("Anna");
        TestClient *bo = client("Bo");
        TestClient *cleo = client("Cleo");
        TestClient *dan = client("Dan");
        TestClient *eve = client("Eve");
        QVERIFY(anna && bo && cleo && dan && eve);
        QVERIFY(list(eve).isEmpty());
        // Anna's listed table is full and started; Bo's is unlisted; Cleo's waits for one more.
        const QString full = open(anna, "chain-chain", { "person", "person", "easy" }, true).value("table").toString();
        QVERIFY(!join(dan, full).isEmpty());
        anna->send({ { "type", "start" } });
        QVERIFY(QTest::qWaitFor([&] { return m_server->hub()->tableHost(full) != nullptr; }, 5000));
        const QString hidden = open(bo, "shithead", { "person", "person" }, false).value("table").toString();
        const QString waiting = open(cleo, "wrong-suit", { "person", "normal", "person", "person" }, true).value("table").toString();
        QVERIFY(!hidden.isEmpty() && !waiting.isEmpty());

        const QJsonArray tables = list(eve);
        QCOMPARE(codesOf(tables), QStringList({ waiting, full }));
        const QJsonObject w = tables.at(0).toObject();
        QCOMPARE(w.value("game").toString(), QStringLiteral("wrong-suit"));
        QCOMPARE(w.value("players").toInt(), 4);
        QVERIFY(w.value("options").isObject());
        QCOMPARE(w.value("started").toBool(), false);
        QCOMPARE(w.value("opener").toString(), QStringLiteral("Cleo"));
        const QJsonArray seats = w.value("seats").toArray();
        QCOMPARE(seats.size(), 4);
        QCOMPARE(seats.at(0).toObject().value("name").toString(), QStringLiteral("Cleo"));
        QCOMPARE(seats.at(0).toObject().value("kind").toString(), QStringLiteral("human"));
        QCOMPARE(seats.at(0).toObject().value("taken").toBool(), true);
        QCOMPARE(seats.at(1).toObject().value("kind").toString(), QStringLiteral("normal"));
        QCOMPARE(seats.at(1).toObject().value("taken").toBool(), true);
        for (int s : { 2, 3 }) {
            QVERIFY(seats.at(s).toObject().value("name").isNull());
            QCOMPARE(seats.at(s).toObject().value("taken").toBool(), false);
        }
        QCOMPARE(tables.at(1).toObject().value("started").toBool(), true);
        // The client reads it as the app will.
        const auto read = net::readServerMessage(eve->raw.last());
        QVERIFY(read.has_value());
        QCOMPARE(read->type, net::ServerMessage::Type::Tables);
        QCOMPARE(read->tables.size(), 2);
        QCOMPARE(read->tables.at(0).freeSeats(), 2);
        QCOMPARE(read->tables.at(0).opener, QStringLiteral("Cleo"));
        // `listed` must be a boolean.
        QJsonObject bad = createMessage("shithead", 2, { "person", "person" });
        bad.insert("listed", "yes");
        eve->send(bad);
        QCOMPARE(errorCode(eve->take("error")), QStringLiteral("malformed"));
        // An ended table is not listed: Cleo closes hers.
        cleo->send({ { "type", "close" } });
        QVERIFY(!cleo->take("closed").isEmpty());
        QCOMPARE(codesOf(list(eve)), QStringList({ full }));
    }

    // `start`, `again` and `close` from anyone but the opener, and `again` before the end,
    // are answered `not-opener`, and change nothing.
    void notOpener()
    {
        TestClient *anna = client("Anna");
        TestClient *bo = client("Bo");
        QVERIFY(anna && bo);
        const QString code = open(anna, "chain-chain", { "person", "person", "easy" }, false).value("table").toString();
        QVERIFY(!join(bo, code).isEmpty());
        for (const char *type : { "start", "again", "close" }) {
            bo->send({ { "type", type } });
            QCOMPARE(errorCode(bo->take("error")), QStringLiteral("not-opener"));
        }
        QVERIFY(!m_server->hub()->tableHost(code));
        anna->send({ { "type", "again" } });   // nothing to deal again yet
        QCOMPARE(errorCode(anna->take("error")), QStringLiteral("not-opener"));
        anna->send({ { "type", "start" } });
        QVERIFY(QTest::qWaitFor([&] { return m_server->hub()->tableHost(code) != nullptr; }, 5000));
        anna->send({ { "type", "again" } });   // the game runs
        QCOMPARE(errorCode(anna->take("error")), QStringLiteral("not-opener"));
        QVERIFY(m_server->hub()->tableInfo(code).has_value());
        // Without a table: a protocol error, not a question of who opened it.
        TestClient *cy = client("Cy");
        cy->send({ { "type", "again" } });
        QCOMPARE(errorCode(cy->take("error")), QStringLiteral("protocol"));
    }

    // `again` once the game is over: the same people at the same seats and code get a new
    // deal, the seq goes on growing, the game is played to its end again, and the tokens of
    // the first game still resume.
    void againDealsANewGame()
    {
        TestClient *anna = client("Anna");
        TestClient *bo = client("Bo");
        QVERIFY(anna && bo);
        const QJsonObject created = open(anna, "chain-chain", { "person", "easy", "person" }, false);
        const QString code = created.value("table").toString();
        const QJsonObject joined = join(bo, code);
        QCOMPARE(joined.value("seat").toInt(), 2);
        anna->send({ { "type", "start" } });
        QVERIFY(0 <= playToTheEnd<TestClient>({ anna, bo }, { 0, 2 }));
        const auto first = recordOf(anna->take("over"));
        QVERIFY(first.has_value());
        QVERIFY(!bo->take("over").isEmpty());
        const quint64 seqBefore = anna->seq();
        anna->send({ { "type", "again" } });
        // Everyone is sent the new game's table: started, no action yet, the same seats.
        for (TestClient *c : { anna, bo })
            QVERIFY(QTest::qWaitFor([&] { return c->seq() > seqBefore && c->lastTable.value("actions").toInt() == 0; }, 5000));
        QCOMPARE(anna->lastTable.value("code").toString(), code);
        QCOMPARE(anna->lastTable.value("started").toBool(), true);
        QCOMPARE(anna->over(), false);
        QCOMPARE(bo->lastTable.value("you").toInt(), 2);
        const QJsonArray seats = bo->lastTable.value("seats").toArray();
        QCOMPARE(seats.at(0).toObject().value("name").toString(), QStringLiteral("Anna"));
        QCOMPARE(seats.at(2).toObject().value("name").toString(), QStringLiteral("Bo"));
        // Bo's line drops; his first token still holds his seat.
        bo->abort();
        TestClient *boAgain = client("Bo");
        QVERIFY(boAgain);
        boAgain->send({ { "type", "resume" }, { "table", code }, { "token", joined.value("token").toString() } });
        QCOMPARE(boAgain->take("joined").value("seat").toInt(), 2);
        QVERIFY(0 <= playToTheEnd<TestClient>({ anna, boAgain }, { 0, 2 }));
        const auto second = recordOf(anna->take("over"));
        QVERIFY(second.has_value());
        QCOMPARE(second->game, QStringLiteral("chain-chain"));
        QVERIFY(second->seed != first->seed);
        QCOMPARE(felt::writeRecord(*recordOf(boAgain->take("over"))), felt::writeRecord(*second));
        // The second game's views were each seat's own.
        const auto replayed = felt::replay(*second);
        QVERIFY(replayed.ok());
        QCOMPARE(boAgain->lastTable.value("view").toObject(), viewJson(*replayed.game, 2));
        // `again` with a seed (this project's addition): that deal.
        anna->send({ { "type", "again" }, { "seed", 12345 } });
        QVERIFY(QTest::qWaitFor([&] { return anna->lastTable.value("actions").toInt() == 0 && !anna->over(); }, 5000));
        QCOMPARE(m_server->hub()->tableHost(code)->seed(), std::optional<quint64>(12345));
        QCOMPARE(anna->lastTable.value("knownDeal").toBool(), true);
    }

    // `close`: before the start, everyone there is sent `closed` (reason "closed") and the
    // tokens are void; during a game, `over` with the record comes first.
    void closeSendsClosed()
    {
        TestClient *anna = client("Anna");
        TestClient *bo = client("Bo");
        TestClient *wim = client("Wim");
        QVERIFY(anna && bo && wim);
        QString code = open(anna, "shithead", { "person", "person", "person" }, true).value("table").toString();
        const QString token = join(bo, code).value("token").toString();
        wim->send({ { "type", "watch" }, { "table", code } });
        QVERIFY(!wim->take("joined").isEmpty());
        anna->send({ { "type", "close" } });
        for (TestClient *c : { anna, bo, wim }) {
            const QJsonObject closed = c->take("closed");
            QCOMPARE(closed.value("table").toString(), code);
            QCOMPARE(closed.value("reason").toString(), QStringLiteral("closed"));
            QVERIFY(!c->closed());   // the connection stays: the person may go elsewhere
        }
        QVERIFY(!m_server->hub()->tableInfo(code));
        bo->send({ { "type", "resume" }, { "table", code }, { "token", token } });
        QCOMPARE(errorCode(bo->take("error")), QStringLiteral("unknown-table"));
        QVERIFY(list(wim).isEmpty());

        // A running game: `over` (ended by its opener) with the record, then `closed`.
        code = open(anna, "chain-chain", { "person", "person", "easy" }, false).value("table").toString();
        QVERIFY(!join(bo, code).isEmpty());
        anna->send({ { "type", "start" } });
        QVERIFY(QTest::qWaitFor([&] { return bo->lastTable.value("started").toBool(); }, 5000));
        anna->send({ { "type", "close" } });
        const QJsonObject closed = bo->take("closed");
        QCOMPARE(closed.value("reason").toString(), QStringLiteral("closed"));
        int overAt = -1;
        int closedAt = -1;
        for (int i = 0; i < bo->all.size(); ++i) {
            const QString type = bo->all.at(i).value("type").toString();
            if (type == QLatin1String("over"))
                overAt = i;
            if (type == QLatin1String("closed"))
                closedAt = i;
        }
        QVERIFY(overAt >= 0 && overAt < closedAt);
        QCOMPARE(bo->all.at(overAt).value("ended").toString(), QStringLiteral("ended"));
        QVERIFY(recordOf(bo->all.at(overAt)).has_value());
    }

    // A finished table kept past its time is swept away: whoever is still there is sent
    // `closed` with "idle".
    void idleTableIsClosed()
    {
        net::HubConfig config = quick();
        config.keepFinishedMs = 300;
        serve(config);
        TestClient *anna = client("Anna");
        QVERIFY(anna);
        const QString code = open(anna, "chain-chain", { "person", "easy", "easy" }, false).value("table").toString();
        QVERIFY(!code.isEmpty());
        anna->send({ { "type", "start" } });
        QVERIFY(0 <= playToTheEnd<TestClient>({ anna }, { 0 }));
        const QJsonObject closed = anna->take("closed", 5000);
        QCOMPARE(closed.value("table").toString(), code);
        QCOMPARE(closed.value("reason").toString(), QStringLiteral("idle"));
    }

    // The app's side: a RemoteHost at a table its opener closes hears `closed`, says who
    // closed it, and lets its seat go instead of waiting.
    void remoteHostHearsClosed()
    {
        TestClient *anna = client("Anna");
        QVERIFY(anna);
        const QString code = open(anna, "shithead", { "person", "person" }, false).value("table").toString();
        net::LinkOptions options;
        options.clientName = QStringLiteral("tests");
        net::RemoteHost remote(options);
        QSignalSpy closed(&remote, &net::RemoteHost::tableClosed);
        remote.join({ QStringLiteral("127.0.0.1"), m_port, code }, QStringLiteral("Bo"));
        QVERIFY(QTest::qWaitFor([&] { return remote.connection() == net::RemoteHost::Connection::Connected; }, 5000));
        QVERIFY(QTest::qWaitFor([&] { return remote.seats().size() == 2 && remote.seats().at(0).name == QLatin1String("Anna"); }, 5000));
        anna->send({ { "type", "close" } });
        QVERIFY(closed.wait(5000));
        QCOMPARE(closed.first().first().toString(), QStringLiteral("Anna closed the table."));
        QCOMPARE(remote.closedReason(), QStringLiteral("closed"));
        QCOMPARE(remote.connection(), net::RemoteHost::Connection::Lost);
        // It does not come back by itself to a table that is gone.
        QTest::qWait(300);
        QCOMPARE(m_server->hub()->connectionCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLobby)
#include "tst_lobby.moc"
