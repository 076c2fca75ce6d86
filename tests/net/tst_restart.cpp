// felt-server as a process, on 127.0.0.1: killed with SIGKILL twice in the middle of a game
// and started again on the same data folder, its clients come back by themselves and nothing
// they saw is lost; stopped (SIGSTOP, as a network that goes away) and let go on, the clients
// notice the silence and are back within seconds; SIGTERM stops it cleanly; its command line.
#include "checks.h"
#include "netclient.h"

#include "remotehost.h"
#include "serverprocess.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace testing;

namespace {

net::LinkOptions quickLinks()
{
    net::LinkOptions o;
    o.clientName = QStringLiteral("tests");
    o.firstRetryMs = 100;
    o.maxRetryMs = 500;
    o.keepAliveMs = 300;
    o.silenceMs = 1200;
    return o;
}

// One move for each person at these hosts who is to act on a table not acted on yet.
void playRound(const QList<net::RemoteHost *> &hosts, QHash<QPair<void *, int>, quint64> *acted)
{
    for (net::RemoteHost *h : hosts)
        for (int seat : h->localSeats()) {
            const SeatSnapshot s = h->snapshot(seat);
            if (s.over || !s.toAct.has(seat) || s.legal.isEmpty() || acted->value({ h, seat }) == s.seq)
                continue;
            if (h->act(seat, randomOf(s.legal)) == Host::Answer::Sent)
                acted->insert({ h, seat }, s.seq);
        }
}

} // namespace

class TestRestart : public QObject {
    Q_OBJECT

private slots:
    void killedAndStartedAgain_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("seats");
        QTest::newRow("shaftmount") << "shaftmount" << QStringList { "person", "person", "easy" };
        QTest::newRow("chain-chain") << "chain-chain" << QStringList { "person", "normal", "person", "easy" };
    }
    void killedAndStartedAgain()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, seats);
        QTemporaryDir data;
        ServerProcess server(data.path());
        const quint16 port = server.start();
        QVERIFY2(port != 0, qPrintable(server.log().join(u'\n')));

        net::RemoteHost anna(quickLinks());
        net::RemoteHost bo(quickLinks());
        net::CreateRequest r { game, static_cast<int>(seats.size()), felt::Value::object(), seats, std::nullopt };
        anna.create("127.0.0.1", port, r, "Anna");
        QVERIFY(QTest::qWaitFor([&] { return !anna.code().isEmpty(); }, 5000));
        bo.join(anna.invite(), "Bo");
        QVERIFY(QTest::qWaitFor([&] { return !bo.localSeats().isEmpty(); }, 5000));
        QVERIFY(anna.startGame());
        QVERIFY(QTest::qWaitFor([&] { return anna.started() && bo.started(); }, 5000));

        struct Seen {
            int actions;
            int seat;
            QJsonValue state;
        };
        QList<Seen> seen;
        QHash<QPair<void *, int>, quint64> acted;
        const QList<net::RemoteHost *> hosts { &anna, &bo };
        int kills = 0;
        QDeadlineTimer deadline(180000);
        while (!(anna.record() && bo.record()) && !deadline.hasExpired()) {
            QTest::qWait(1);
            playRound(hosts, &acted);
            const int count = std::min(anna.actionCount(), bo.actionCount());
            if ((kills == 0 && count >= 10) || (kills == 1 && count >= 40)) {
                // What the people saw the moment the host died.
                for (net::RemoteHost *h : hosts)
                    for (int seat : h->localSeats())
                        seen.append({ h->actionCount(), seat, felt::jsonFromValue(h->snapshot(seat).state) });
                server.kill();
                ++kills;
                QVERIFY(QTest::qWaitFor([&] { return anna.connection() == net::RemoteHost::Connection::Reconnecting; }, 5000));
                QTest::qWait(300);
                QCOMPARE(server.start(port), port);
                QVERIFY(server.log().filter(QStringLiteral("resumed")).size() >= 1);
                // Back by themselves, with at least everything they had.
                QVERIFY(QTest::qWaitFor(
                    [&] {
                        return anna.connection() == net::RemoteHost::Connection::Connected
                            && bo.connection() == net::RemoteHost::Connection::Connected;
                    },
                    10000));
                QVERIFY(QTest::qWaitFor([&] { return anna.actionCount() >= seen.back().actions; }, 5000));
            }
        }
        QVERIFY2(anna.record() && bo.record(), "the game did not end in time");
        QCOMPARE(kills, 2);
        const felt::Record record = *anna.record();
        QCOMPARE(felt::writeRecord(record), felt::writeRecord(*bo.record()));
        // Nothing lost, nothing changed: the record passes through what everyone saw.
        for (const Seen &s : seen) {
            QVERIFY(static_cast<int>(record.actions.size()) >= s.actions);
            felt::ReplayResult at = felt::replay(record, {}, s.actions);
            QVERIFY(at.ok());
            QCOMPARE(felt::jsonFromValue(at.game->state(felt::Viewer::seat(s.seat))), s.state);
        }
        QJsonArray events;
        for (const HostStep &step : bo.steps(bo.localSeats().first(), 0))
            for (const felt::Event &e : step.events)
                events.append(felt::jsonFromValue(net::eventToValue(*felt::findGame(game.toStdString()), step.action, e)));
        QCOMPARE(events, expectedEvents(record, bo.localSeats().first()));
    }

    // A network that goes away (the host process stopped) and comes back: the clients hear
    // nothing, drop the dead line, and are seated again within seconds of the host's return.
    void silentHostAndBack()
    {
        QTemporaryDir data;
        ServerProcess server(data.path());
        const quint16 port = server.start();
        QVERIFY(port != 0);
        net::RemoteHost anna(quickLinks());
        net::CreateRequest r { "shithead", 2, felt::Value::object(), { "person", "easy" }, std::nullopt };
        anna.create("127.0.0.1", port, r, "Anna");
        QVERIFY(QTest::qWaitFor([&] { return !anna.code().isEmpty(); }, 5000));
        QVERIFY(anna.startGame());
        QVERIFY(QTest::qWaitFor([&] { return anna.started(); }, 5000));
        server.signal(SIGSTOP);
        QVERIFY(QTest::qWaitFor([&] { return anna.connection() == net::RemoteHost::Connection::Reconnecting; }, 5000));
        QTest::qWait(1500);
        QCOMPARE(anna.connection(), net::RemoteHost::Connection::Reconnecting);
        QElapsedTimer back;
        back.start();
        server.signal(SIGCONT);
        QVERIFY(QTest::qWaitFor([&] { return anna.connection() == net::RemoteHost::Connection::Connected; }, 10000));
        qInfo("seated again %lld ms after the host came back", static_cast<long long>(back.elapsed()));
        QVERIFY(back.elapsed() < 5000);
        QHash<QPair<void *, int>, quint64> acted;
        const int before = anna.actionCount();
        QVERIFY(QTest::qWaitFor(
            [&] {
                playRound({ &anna }, &acted);
                return anna.actionCount() > before + 2;
            },
            10000));
    }

    void terminateStopsCleanly()
    {
        QTemporaryDir data;
        ServerProcess server(data.path());
        const quint16 port = server.start();
        QVERIFY(port != 0);
        // A second server on the same data folder is refused.
        ServerProcess twin(data.path());
        QCOMPARE(twin.start(), quint16(0));
        QVERIFY(twin.log().join(u'\n').contains(QLatin1String("another felt-server")));
        TestClient anna;
        QVERIFY(anna.open(port) && anna.greet("Anna"));
        anna.send(createMessage("wrong-suit", 4, { "person", "easy", "easy", "person" }));
        const QString code = anna.take("joined").value("table").toString();
        server.signal(SIGTERM);
        int status = -1;
        QVERIFY(server.waitForExit(&status));
        QCOMPARE(status, 0);
        QVERIFY(server.log().last().contains(QLatin1String("stopped")));
        QVERIFY(server.log().filter(QLatin1String("opened by Anna")).size() == 1);
        // The waiting table is back.
        QCOMPARE(server.start(port), port);
        QVERIFY(server.log().filter(QStringLiteral("table %1 resumed").arg(code)).size() == 1);
    }

    void commandLine()
    {
        auto run = [](const QStringList &args, QString *out, QString *err) {
            QProcess p;
            p.start(QStringLiteral(FELT_SERVER), args);
            p.waitForFinished(10000);
            *out = QString::fromUtf8(p.readAllStandardOutput());
            *err = QString::fromUtf8(p.readAllStandardError());
            return p.exitCode();
        };
        QString out;
        QString err;
        QCOMPARE(run({ "--help" }, &out, &err), 0);
        QVERIFY(out.contains(QLatin1String("--port")) && out.contains(QLatin1String("--bind")) && out.contains(QLatin1String("--data")));
        QCOMPARE(run({ "--version" }, &out, &err), 0);
        QVERIFY(out.startsWith(QLatin1String("felt-server ")));
        QCOMPARE(run({ "--port", "70000" }, &out, &err), 2);
        QCOMPARE(err.count(u'\n'), 1);
        QCOMPARE(run({ "--bind", "nowhere" }, &out, &err), 2);
        QCOMPARE(run({ "--frobnicate" }, &out, &err), 2);
        QCOMPARE(run({ "stray" }, &out, &err), 2);
        for (const QStringList &bad : { QStringList { "--threads", "0" }, QStringList { "--threads", "65" },
                                        QStringList { "--max-connections", "0" }, QStringList { "--max-tables", "many" },
                                        QStringList { "--code-prefix", "I" }, QStringList { "--code-prefix", "ABC" } }) {
            QCOMPARE(run(bad, &out, &err), 2);
            QCOMPARE(err.count(u'\n'), 1);
        }
        QVERIFY(out.isEmpty());
    }

    // --max-connections and --max-tables: a connection beyond is closed at once, a table
    // beyond is refused `full`; the code prefix begins every code.
    void limits()
    {
        QTemporaryDir data;
        ServerProcess server(data.path());
        const quint16 port = server.start(0, { "--max-connections", "2", "--max-tables", "1", "--code-prefix", "k7" });
        QVERIFY2(port != 0, qPrintable(server.log().join(u'\n')));
        QVERIFY(server.log().filter(QStringLiteral("at most 2 connections and 1 tables")).size() == 1);
        TestClient anna;
        TestClient bo;
        QVERIFY(anna.open(port) && anna.greet("Anna"));
        QVERIFY(bo.open(port) && bo.greet("Bo"));
        anna.send(createMessage("shithead", 2, { "person", "easy" }));
        QVERIFY(anna.take("joined").value("table").toString().startsWith(QLatin1String("K7")));
        bo.send(createMessage("shithead", 2, { "person", "easy" }));
        QCOMPARE(bo.take("error").value("code").toString(), QStringLiteral("full"));
        TestClient cleo;
        (void)cleo.open(port);
        QVERIFY(cleo.waitClosed());
        QCOMPARE(cleo.closeCode(), 1008);
        QVERIFY(!anna.closed() && !bo.closed());
        // A place is free again once one goes.
        bo.close();
        QVERIFY(bo.waitClosed());
        // (the server hears of it as the client closes: a few tries)
        bool welcomed = false;
        for (int tries = 0; tries < 10 && !welcomed; ++tries) {
            TestClient dora;
            if (dora.open(port)) {
                dora.send({ { "type", "hello" }, { "protocol", "felt-net/1" }, { "client", "tests" }, { "name", "Dora" } });
                welcomed = !dora.take(QStringLiteral("welcome"), 500).isEmpty();
            }
        }
        QVERIFY(welcomed);
    }
};

QTEST_GUILESS_MAIN(TestRestart)
#include "tst_restart.moc"
