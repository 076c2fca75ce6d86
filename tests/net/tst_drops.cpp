// Drops and comebacks over real sockets on 127.0.0.1: a client's connection is cut mid-game
// and it comes back by itself (RemoteHost) or with its token (a bare client); meanwhile the
// others see the seat away and since when, and the game waits when it needs that seat. After
// the grace time the opener hands the seat to a computer player, the person takes it back;
// at another table the opener ends the game. A connection that falls silent is dropped.
#include "checks.h"
#include "netclient.h"

#include "hubclock.h"
#include "hubconnections.h"
#include "netserver.h"
#include "remotehost.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>

using namespace testing;

namespace {

net::LinkOptions quickLinks()
{
    net::LinkOptions o;
    o.clientName = QStringLiteral("tests");
    o.firstRetryMs = 50;
    o.maxRetryMs = 300;
    return o;
}

// A masked client text frame (RFC 6455).
QByteArray clientFrame(const QByteArray &payload, int opcode = 0x1)
{
    QByteArray f;
    f.append(char(0x80 | opcode));
    if (payload.size() < 126) {
        f.append(char(0x80 | payload.size()));
    } else {
        f.append(char(0x80 | 126));
        f.append(char((payload.size() >> 8) & 0xFF));
        f.append(char(payload.size() & 0xFF));
    }
    const char mask[4] = { 0x12, 0x34, 0x56, 0x78 };
    f.append(mask, 4);
    for (qsizetype i = 0; i < payload.size(); ++i)
        f.append(char(payload[i] ^ mask[i % 4]));
    return f;
}

} // namespace

class TestDrops : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<net::NetServer> m_server;
    quint16 m_port = 0;

    void startServer(const net::HubConfig &config)
    {
        m_server = std::make_unique<net::NetServer>(config);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        m_port = m_server->port();
    }
    LocalHost *host(const QString &code) { return m_server->hub()->tableHost(code); }

    // Plays seat `seat` of a bare client once when it is to act on a fresh table.
    static void playOnce(TestClient &c, int seat, quint64 *acted)
    {
        if (c.lastTable.isEmpty() || c.seq() == *acted)
            return;
        const QStringList legal = c.legal(seat);
        if (legal.isEmpty())
            return;
        *acted = c.seq();
        c.send({ { "type", "act" }, { "seq", static_cast<double>(c.seq()) }, { "action", randomOf(legal) } });
    }

private slots:
    void cleanup() { m_server.reset(); }

    // A RemoteHost's connection is cut twice mid-game: it comes back by itself, and the game
    // it sees at the end is the whole game, its events each once.
    void remoteHostComesBackByItself()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        config.maxFramesPerSecond = 100000;
        startServer(config);
        net::RemoteHost anna(quickLinks());
        net::RemoteHost bo(quickLinks());
        net::CreateRequest r { "shaftmount", 3, felt::Value::object(), { "person", "person", "easy" }, std::nullopt };
        anna.create("127.0.0.1", m_port, r, "Anna");
        QVERIFY(QTest::qWaitFor([&] { return !anna.code().isEmpty(); }, 5000));
        bo.join(anna.invite(), "Bo");
        QVERIFY(QTest::qWaitFor([&] { return bo.localSeats() == QList<int> { 1 }; }, 5000));
        // A spectator records what everyone may see of seat 1.
        TestClient watcher;
        QVERIFY(watcher.open(m_port) && watcher.greet("Wim"));
        watcher.send({ { "type", "watch" }, { "table", anna.code() } });
        QVERIFY(!watcher.take("joined").isEmpty());
        QVERIFY(anna.startGame());
        QVERIFY(QTest::qWaitFor([&] { return bo.started(); }, 5000));

        QSignalSpy states(&bo, &net::RemoteHost::connectionChanged);
        QHash<QPair<void *, int>, quint64> acted;
        int drops = 0;
        QDeadlineTimer deadline(120000);
        while (!(anna.record() && bo.record()) && !deadline.hasExpired()) {
            QTest::qWait(0);
            if ((drops == 0 && bo.actionCount() >= 20) || (drops == 1 && bo.actionCount() >= 60)) {
                ++drops;
                bo.dropConnections();
            }
            for (net::RemoteHost *h : { &anna, &bo })
                for (int seat : h->localSeats()) {
                    const SeatSnapshot s = h->snapshot(seat);
                    if (s.over || !s.toAct.has(seat) || s.legal.isEmpty() || acted.value({ h, seat }) == s.seq)
                        continue;
                    if (h->act(seat, randomOf(s.legal)) == Host::Answer::Sent)
                        acted.insert({ h, seat }, s.seq);
                }
        }
        QVERIFY2(anna.record() && bo.record(), "the game did not end in time");
        QCOMPARE(drops, 2);
        // It went away and came back (the states it passed through).
        QVERIFY(states.count() >= 2);
        QCOMPARE(bo.connection(), net::RemoteHost::Connection::Connected);
        // The others saw seat 1 away, with since when, and back.
        bool sawAway = false;
        for (const QJsonObject &m : watcher.all)
            if (m.value("type").toString() == QLatin1String("table")) {
                const QJsonObject s1 = m.value("seats").toArray().at(1).toObject();
                if (!s1.value("connected").toBool()) {
                    sawAway = true;
                    QVERIFY(s1.value("awayMs").toDouble() >= 0);
                    QVERIFY(s1.value("awaySince").toDouble() > 1.7e12);
                }
            }
        QVERIFY(sawAway);
        QVERIFY(watcher.lastTable.value("seats").toArray().at(1).toObject().value("connected").toBool());
        const felt::Record record = *bo.record();
        QJsonArray events;
        for (const HostStep &step : bo.steps(1, 0))
            for (const felt::Event &e : step.events)
                events.append(felt::jsonFromValue(net::eventToValue(*felt::findGame("shaftmount"), step.action, e)));
        QCOMPARE(events, expectedEvents(record, 1));
    }

    // A bare client's line goes dead: the game goes on until the seat must act, then waits;
    // the person comes back with the token and has everything since the deal.
    void gameWaitsForTheAbsentSeat()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        config.maxFramesPerSecond = 100000;
        startServer(config);
        TestClient anna;
        QVERIFY(anna.open(m_port) && anna.greet("Anna"));
        anna.send(createMessage("wrong-suit", 4, { "person", "person", "easy", "easy" }));
        const QString code = anna.take("joined").value("table").toString();
        auto bo = std::make_unique<TestClient>();
        QVERIFY(bo->open(m_port) && bo->greet("Bo"));
        bo->send({ { "type", "join" }, { "table", code } });
        const QString token = bo->take("joined").value("token").toString();
        anna.send({ { "type", "start" } });
        QVERIFY(QTest::qWaitFor([&] { return host(code) != nullptr; }, 5000));
        quint64 actedAnna = 0;
        quint64 actedBo = 0;
        QVERIFY(QTest::qWaitFor(
            [&] {
                playOnce(anna, 0, &actedAnna);
                playOnce(*bo, 1, &actedBo);
                return host(code)->actionCount() >= 12;
            },
            20000));
        bo->abort();
        bo.reset();
        // Anna and the computer players go on until seat 1 must give: then the game waits.
        QVERIFY(QTest::qWaitFor(
            [&] {
                playOnce(anna, 0, &actedAnna);
                const felt::AnyGame *g = host(code)->game();
                return g->actors() == felt::SeatSet::single(1);
            },
            20000));
        const int waiting = host(code)->actionCount();
        QTest::qWait(300);
        QCOMPARE(host(code)->actionCount(), waiting);
        QVERIFY(QTest::qWaitFor([&] { return !anna.lastTable.value("seats").toArray().at(1).toObject().value("connected").toBool(); }, 5000));
        QCOMPARE(host(code)->seats().at(1).connected, false);
        // Back with the token: the seat, and every event since the deal.
        TestClient again;
        QVERIFY(again.open(m_port) && again.greet("Bo"));
        again.send({ { "type", "resume" }, { "table", code }, { "token", token } });
        const QJsonObject joined = again.take("joined");
        QCOMPARE(joined.value("seat").toInt(), 1);
        QCOMPARE(joined.value("token").toString(), token);
        const QJsonObject first = again.take("table");
        QCOMPARE(first.value("actions").toInt(), waiting);
        QCOMPARE(first.value("view").toObject(), viewJson(*host(code)->game(), 1));
        QCOMPARE(receivedEvents({ first }), expectedEvents(host(code)->fullRecord(), 1));
        QVERIFY(QTest::qWaitFor([&] { return anna.lastTable.value("seats").toArray().at(1).toObject().value("connected").toBool(); }, 5000));
        QVERIFY(QTest::qWaitFor(
            [&] {
                playOnce(anna, 0, &actedAnna);
                playOnce(again, 1, &actedBo);
                return host(code)->actionCount() > waiting + 4;
            },
            20000));
    }

    // The newest connection with a token wins; the older one is let go (close code 4001).
    void resumeTakesTheSeatOver()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        startServer(config);
        TestClient anna;
        QVERIFY(anna.open(m_port) && anna.greet("Anna"));
        anna.send(createMessage("shithead", 2, { "person", "easy" }));
        const QJsonObject joined = anna.take("joined");
        TestClient laptop;
        QVERIFY(laptop.open(m_port) && laptop.greet("Anna"));
        laptop.send({ { "type", "resume" }, { "table", joined.value("table") }, { "token", joined.value("token") } });
        QCOMPARE(laptop.take("joined").value("seat").toInt(), 0);
        QVERIFY(!laptop.take("table").isEmpty());
        QCOMPARE(anna.take("error").value("code").toString(), QStringLiteral("token"));
        QVERIFY(anna.waitClosed());
        QCOMPARE(anna.closeCode(), 4001);
        QVERIFY(m_server->hub()->tableInfo(joined.value("table").toString())->seats.at(0).connected);
    }

    // After the grace time the opener may hand an away seat to a computer player (who plays
    // it) or end the game; the person takes the seat back at any time.
    void graceTimeReplaceReclaimEnd()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        config.maxFramesPerSecond = 100000;
        startServer(config);
        // Two tables, waiting out the same grace time (10 s, the least a table may set).
        TestClient anna;
        TestClient cleo;
        QVERIFY(anna.open(m_port) && anna.greet("Anna") && cleo.open(m_port) && cleo.greet("Cleo"));
        QJsonObject create = createMessage("shithead", 2, { "person", "person" });
        create.insert("grace", 10);
        anna.send(create);
        const QString replaceCode = anna.take("joined").value("table").toString();
        cleo.send(create);
        const QString endCode = cleo.take("joined").value("table").toString();
        auto bo = std::make_unique<TestClient>();
        auto dan = std::make_unique<TestClient>();
        QVERIFY(bo->open(m_port) && bo->greet("Bo") && dan->open(m_port) && dan->greet("Dan"));
        bo->send({ { "type", "join" }, { "table", replaceCode } });
        const QString boToken = bo->take("joined").value("token").toString();
        dan->send({ { "type", "join" }, { "table", endCode } });
        QVERIFY(!dan->take("joined").isEmpty());
        anna.send({ { "type", "start" } });
        cleo.send({ { "type", "start" } });
        QVERIFY(QTest::qWaitFor([&] { return host(replaceCode) && host(endCode); }, 5000));
        QCOMPARE(anna.lastTable.value("grace").toInt(), 10);
        bo->abort();
        dan->abort();
        bo.reset();
        dan.reset();
        QElapsedTimer away;
        away.start();
        QVERIFY(QTest::qWaitFor([&] { return !anna.lastTable.value("seats").toArray().at(1).toObject().value("connected").toBool(); }, 5000));
        // Before the grace time: refused.
        anna.send({ { "type", "replace" }, { "seat", 1 }, { "level", "easy" } });
        QVERIFY(anna.take("error").value("message").toString().contains(QLatin1String("less than")));
        // After it: the seat is marked, and the opener's powers work.
        QVERIFY(QTest::qWaitFor([&] { return anna.lastTable.value("seats").toArray().at(1).toObject().value("replaceable").toBool(); }, 15000));
        QVERIFY(away.elapsed() >= 9900);
        anna.send({ { "type", "replace" }, { "seat", 1 }, { "level", "easy" } });
        QVERIFY(QTest::qWaitFor([&] { return anna.lastTable.value("seats").toArray().at(1).toObject().value("kind").toString() == QLatin1String("easy"); }, 5000));
        QCOMPARE(host(replaceCode)->seats().at(1).kind, QStringLiteral("easy"));
        // The computer player plays seat 1: the game goes on past the swapping.
        quint64 acted = 0;
        QVERIFY(QTest::qWaitFor(
            [&] {
                playOnce(anna, 0, &acted);
                const auto &actions = host(replaceCode)->fullRecord().actions;
                return std::count_if(actions.begin(), actions.end(), [](const felt::RecordAction &a) { return a.seat == 1; }) >= 3;
            },
            20000));
        // Bo takes his seat back.
        TestClient back;
        QVERIFY(back.open(m_port) && back.greet("Bo"));
        back.send({ { "type", "resume" }, { "table", replaceCode }, { "token", boToken } });
        QCOMPARE(back.take("joined").value("seat").toInt(), 1);
        QVERIFY(QTest::qWaitFor([&] { return host(replaceCode)->seats().at(1).kind == QLatin1String("human"); }, 5000));
        QVERIFY(QTest::qWaitFor([&] { return back.lastTable.value("seats").toArray().at(1).toObject().value("kind").toString() == QLatin1String("human"); }, 5000));

        // The other table: its opener ends the game; everyone gets the record.
        cleo.send({ { "type", "end" } });
        const QJsonObject over = cleo.take("over");
        QCOMPARE(over.value("ended").toString(), QStringLiteral("ended"));
        const auto record = recordOf(over);
        QVERIFY(record && felt::replay(*record).ok());
        cleo.send({ { "type", "act" }, { "seq", static_cast<double>(cleo.seq()) }, { "action", "ready" } });
        QCOMPARE(cleo.take("error").value("code").toString(), QStringLiteral("not-your-turn"));
    }

    // The app hosting its own table crashes and starts again: its saved table is hosted again
    // on a new LocalHost, the friend's RemoteHost comes back by itself, and the game goes on
    // to its end from where everyone saw it.
    void appHostComesBack()
    {
        QTemporaryDir data;
        net::HubConfig config;
        config.botDelayMs = 0;
        config.maxFramesPerSecond = 100000;
        config.allowCreate = false;
        config.dataDir = data.path();
        auto server = std::make_unique<net::NetServer>(config);
        QVERIFY(server->listen(QHostAddress::LocalHost, 0));
        const quint16 port = server->port();
        auto app = std::make_unique<LocalHost>();
        LocalHostConfig hostConfig;
        hostConfig.botDelayMs = 0;
        app->setConfig(hostConfig);
        net::HostedTable setup { "chain-chain", felt::Value::object(),
                                 { { "Hosta", "human" }, { {}, "human" }, { {}, "easy" } }, { 0 } };
        const QString code = server->hostTable(app.get(), setup);
        QVERIFY(net::isTableCode(code));
        QSignalSpy joined(server->hub(), &net::NetHub::personJoined);
        net::RemoteHost bo(quickLinks());
        bo.join(net::Invite { "127.0.0.1", port, code }, "Bo");
        QVERIFY(QTest::qWaitFor([&] { return joined.count() == 1; }, 5000));
        QCOMPARE(joined.first().at(1).toInt(), 1);
        QCOMPARE(joined.first().at(2).toString(), QStringLiteral("Bo"));
        QVERIFY(server->startTable(code));
        QVERIFY(QTest::qWaitFor([&] { return bo.started(); }, 5000));
        quint64 actedApp = ~0ULL;
        quint64 actedBo = ~0ULL;
        auto play = [&](LocalHost &host) {
            const SeatSnapshot mine = host.snapshot(0);
            if (!mine.over && mine.toAct.has(0) && mine.seq != actedApp) {
                actedApp = mine.seq;
                host.act(0, randomOf(mine.legal));
            }
            const SeatSnapshot theirs = bo.snapshot(1);
            if (!theirs.over && theirs.toAct.has(1) && theirs.seq != actedBo && !theirs.legal.isEmpty()
                && bo.act(1, randomOf(theirs.legal)) == Host::Answer::Sent)
                actedBo = theirs.seq;
        };
        QVERIFY(QTest::qWaitFor(
            [&] {
                play(*app);
                return bo.actionCount() >= 8;
            },
            20000));
        const int seen = bo.actionCount();
        const QJsonValue state = felt::jsonFromValue(bo.snapshot(1).state);
        // The app is gone (no goodbye: its objects die as in a crash, the server first).
        server.reset();
        app.reset();
        QVERIFY(QTest::qWaitFor([&] { return bo.connection() == net::RemoteHost::Connection::Reconnecting; }, 5000));
        // Started again: the saved table waits for its LocalHost.
        server = std::make_unique<net::NetServer>(config);
        QCOMPARE(server->hub()->restore(), 1);
        QCOMPARE(server->hub()->savedAppTables(), QStringList { code });
        QVERIFY(server->listen(QHostAddress::LocalHost, port));
        QTest::qWait(300);   // Bo's resume meets a table with no host yet: he keeps trying
        QCOMPARE(bo.connection(), net::RemoteHost::Connection::Reconnecting);
        app = std::make_unique<LocalHost>();
        app->setConfig(hostConfig);
        QString error;
        QVERIFY2(server->hub()->rehostTable(code, app.get(), &error), qPrintable(error));
        QVERIFY(app->actionCount() >= seen);
        QVERIFY(app->canActFor(0) && !app->canActFor(1));
        QVERIFY(QTest::qWaitFor([&] { return bo.connection() == net::RemoteHost::Connection::Connected; }, 10000));
        // (the host's computer players may move on as soon as it is back: Bo follows)
        QVERIFY(QTest::qWaitFor([&] { return bo.actionCount() == app->actionCount(); }, 5000));
        felt::ReplayResult at = felt::replay(app->fullRecord(), {}, seen);
        QCOMPARE(felt::jsonFromValue(at.game->state(felt::Viewer::seat(1))), state);
        QVERIFY(QTest::qWaitFor(
            [&] {
                play(*app);
                return bo.record().has_value();
            },
            60000));
        QCOMPARE(felt::writeRecord(*bo.record()), felt::writeRecord(app->fullRecord()));
    }

    // A connection that stops answering pings is dropped, and its seat shows away.
    void silentConnectionIsDropped()
    {
        net::HubConfig config;
        config.pingIntervalMs = 100;
        config.silenceTimeoutMs = 500;
        startServer(config);
        TestClient anna;
        QVERIFY(anna.open(m_port) && anna.greet("Anna"));
        anna.send(createMessage("shithead", 2, { "person", "person" }));
        const QString code = anna.take("joined").value("table").toString();
        // A client that does the handshake, joins, and then never answers a ping.
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, m_port);
        QVERIFY(raw.waitForConnected(5000));
        raw.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                  "Sec-WebSocket-Protocol: felt-net.1\r\n\r\n");
        QVERIFY(QTest::qWaitFor([&] { return raw.bytesAvailable() > 0; }, 5000));
        QVERIFY(raw.readAll().startsWith("HTTP/1.1 101"));
        raw.write(clientFrame(json({ { "type", "hello" }, { "protocol", "felt-net/1" }, { "name", "Mute" } })));
        raw.write(clientFrame(json({ { "type", "join" }, { "table", code } })));
        QVERIFY(QTest::qWaitFor([&] { return m_server->hub()->tableInfo(code)->seats.at(1).connected; }, 5000));
        QElapsedTimer t;
        t.start();
        QVERIFY(QTest::qWaitFor([&] { return raw.state() == QAbstractSocket::UnconnectedState; }, 5000));
        QVERIFY(t.elapsed() >= 300);
        QVERIFY(!m_server->hub()->tableInfo(code)->seats.at(1).connected);
        QVERIFY(m_server->hub()->tableInfo(code)->seats.at(1).awaySinceMs > 0);
        // The opener, who answers pings, stays.
        QVERIFY(!anna.closed());
    }

    // The hub's clock judges silence fairly when its own thread stalled past the silence time
    // (a busy turn: nothing read, no ping sent meanwhile): a connection whose bytes wait unread
    // is not dropped, nor one that was never asked since it was last heard (it is pinged and
    // judged once its answer had time to come); one that then stays silent is dropped.
    void aStallOfTheServerDropsNoOneUnasked()
    {
        struct FakePeer : net::Peer {
            int pings = 0;
            bool closed = false;
            bool unread = false;
            void send(const QByteArray &) override { }
            void close(int, const QString &) override { closed = true; }
            void ping() override { ++pings; }
            bool hasUnread() const override { return unread; }
        };
        net::HubConfig config;
        config.pingIntervalMs = 50;
        config.silenceTimeoutMs = 200;
        net::Connections connections(config, [](net::HubConnection &) { }, [](const QString &) { });
        net::Tables tables;
        net::HubClock clock(config, connections, tables,
                            { [](net::HubTable &, int) { }, [](const QString &) { }, [] { } });
        FakePeer waiting, quiet;
        waiting.unread = true;
        for (FakePeer *peer : { &waiting, &quiet }) {
            net::HubConnection &c = connections.attach(peer, net::HubClock::now());
            c.greeted = true;
            clock.watch(c);
        }
        QThread::msleep(static_cast<unsigned long>(config.silenceTimeoutMs) + 150);   // the stall
        QVERIFY(QTest::qWaitFor([&] { return quiet.pings > 0 || quiet.closed; }, 5000));
        QVERIFY(!quiet.closed);     // asked now, not dropped for the stall
        QVERIFY(!waiting.closed);
        // Neither answers: the quiet one goes once its chance is past; the one whose bytes
        // wait unread stays while they wait, and goes once they are gone unanswered.
        QVERIFY(QTest::qWaitFor([&] { return quiet.closed; }, 5000));
        QVERIFY(!waiting.closed);
        waiting.unread = false;
        QVERIFY(QTest::qWaitFor([&] { return waiting.closed; }, 5000));
    }
};

QTEST_GUILESS_MAIN(TestDrops)
#include "tst_drops.moc"
