// Whole games over real sockets on 127.0.0.1: a host (NetServer in this process, computer
// players without a pause) and two or more clients play every game to its end — bare
// clients that speak the JSON themselves, RemoteHosts as the app uses them (one of them with
// two people at one screen), and the app hosting its own table. Each client's last view must
// be what felt-cli replay --as SEAT prints for the record the host sent at the end, and the
// events it was sent exactly those the seat may see, each once.
#include "checks.h"
#include "netclient.h"

#include "netserver.h"
#include "remotehost.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <memory>

using namespace testing;

namespace {

struct GameSetup {
    QString game;
    QStringList seats;   // "person" or a level
};

QList<GameSetup> everyGame()
{
    return {
        { "shithead", { "person", "easy", "person" } },
        { "chain-chain", { "person", "person", "normal", "easy" } },
        { "mountain", { "person", "person" } },
        { "wrong-suit", { "person", "easy", "person", "normal" } },
        { "shaftmount", { "person", "person", "easy" } },
    };
}

net::LinkOptions quickLinks()
{
    net::LinkOptions o;
    o.clientName = QStringLiteral("tests");
    o.firstRetryMs = 50;
    o.maxRetryMs = 200;
    return o;
}

} // namespace

class TestPlay : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<net::NetServer> m_server;
    quint16 m_port = 0;

    void checkClientEnd(const TestClient &c, int seat, const felt::Record &record)
    {
        const auto replayed = felt::replay(record);
        QVERIFY2(replayed.ok(), qPrintable(replayed.error));
        QVERIFY(replayed.game->isOver());
        QCOMPARE(c.lastTable.value("view").toObject(), viewJson(*replayed.game, seat));
        QCOMPARE(receivedEvents(c.all), expectedEvents(record, seat));
    }

private slots:
    void init()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        config.maxFramesPerSecond = 100000;   // the limit has its own test (net.errors)
        // The rows "… over 3 hubs": felt-server's way, the tables spread over hubs on threads
        // of their own, a connection moved to the hub of the table it names.
        if (QByteArray(QTest::currentDataTag()).endsWith("over 3 hubs"))
            config.threads = 3;
        m_server = std::make_unique<net::NetServer>(config);
        QString error;
        QVERIFY2(m_server->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        m_port = m_server->port();
    }
    void cleanup() { m_server.reset(); }

    void bareClientsPlayEveryGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("seats");
        for (const GameSetup &g : everyGame())
            QTest::newRow(qPrintable(g.game)) << g.game << g.seats;
        for (const GameSetup &g : everyGame())
            QTest::newRow(qPrintable(g.game + QStringLiteral(" over 3 hubs"))) << g.game << g.seats;
    }

    // Over 3 hubs: several tables at once, listed; `list` from any connection shows every
    // hub's; spectators and people reach each table wherever they connected first.
    void tablesSpreadOverHubs()
    {
        net::HubConfig config;
        config.botDelayMs = 0;
        config.maxFramesPerSecond = 100000;
        config.createsPerMinute = 100;
        config.threads = 3;
        m_server = std::make_unique<net::NetServer>(config);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        QCOMPARE(m_server->hubs().size(), std::size_t(3));
        const quint16 port = m_server->port();
        std::vector<std::unique_ptr<TestClient>> openers;
        std::vector<std::unique_ptr<TestClient>> guests;
        std::vector<std::unique_ptr<TestClient>> watchers;
        QStringList codes;
        for (int i = 0; i < 9; ++i) {
            auto c = std::make_unique<TestClient>();
            QVERIFY(c->open(port) && c->greet(QStringLiteral("Opener %1").arg(i)));
            QJsonObject create = createMessage("mountain", 2, { "person", "person" });
            create.insert("listed", true);
            c->send(create);
            codes.append(c->take("joined").value("table").toString());
            QVERIFY(net::isTableCode(codes.back()));
            openers.push_back(std::move(c));
        }
        // Every hub holds some (the codes are dealt out by hash).
        TestClient lister;
        QVERIFY(lister.open(port) && lister.greet("Lister"));
        lister.send({ { "type", "list" } });
        QStringList listed;
        for (const QJsonValue &t : lister.take("tables").value("tables").toArray())
            listed.append(t.toObject().value("table").toString());
        QCOMPARE(QSet<QString>(listed.begin(), listed.end()), QSet<QString>(codes.begin(), codes.end()));
        int hubsHolding = 0;
        int held = 0;
        for (std::size_t i = 0; i < m_server->hubs().size(); ++i) {
            QStringList mine;
            m_server->inHub(i, [&mine](net::NetHub &hub) { mine = hub.tableCodes(); });
            hubsHolding += mine.isEmpty() ? 0 : 1;
            held += static_cast<int>(mine.size());
        }
        QCOMPARE(held, 9);
        QVERIFY(hubsHolding >= 2);
        for (int i = 0; i < 9; ++i) {
            auto guest = std::make_unique<TestClient>();
            QVERIFY(guest->open(port) && guest->greet(QStringLiteral("Guest %1").arg(i)));
            guest->send({ { "type", "join" }, { "table", codes.at(i) } });
            QCOMPARE(guest->take("joined").value("table").toString(), codes.at(i));
            auto watcher = std::make_unique<TestClient>();
            QVERIFY(watcher->open(port) && watcher->greet(QStringLiteral("Watcher %1").arg(i)));
            watcher->send({ { "type", "watch" }, { "table", codes.at(i) } });
            QVERIFY(watcher->take("joined").value("seat").isNull());
            openers[static_cast<std::size_t>(i)]->send({ { "type", "start" } });
            guests.push_back(std::move(guest));
            watchers.push_back(std::move(watcher));
        }
        // An unknown code is still unknown, wherever it is looked for.
        lister.send({ { "type", "join" }, { "table", "ZZZZZZ" } });
        QCOMPARE(lister.take("error").value("code").toString(), QStringLiteral("unknown-table"));
        for (int i = 0; i < 9; ++i) {
            std::vector<TestClient *> people { openers[static_cast<std::size_t>(i)].get(), guests[static_cast<std::size_t>(i)].get() };
            QVERIFY2(playToTheEnd(people, { 0, 1 }) > 0, "the game did not end in time");
            QVERIFY(!watchers[static_cast<std::size_t>(i)]->take("over").isEmpty());
        }
    }
    void bareClientsPlayEveryGame()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, seats);
        QList<int> personSeats;
        for (int s = 0; s < seats.size(); ++s)
            if (seats.at(s) == QLatin1String("person"))
                personSeats.append(s);
        std::vector<std::unique_ptr<TestClient>> clients;
        const QStringList names { "Anna", "Bo", "Cleo", "Dan" };
        for (int i = 0; i < personSeats.size(); ++i) {
            clients.push_back(std::make_unique<TestClient>());
            QVERIFY(clients.back()->open(m_port));
            QCOMPARE(clients.back()->subprotocol(), QStringLiteral("felt-net.1"));
            QVERIFY(clients.back()->greet(names.at(i)));
        }
        TestClient &opener = *clients.front();
        opener.send(createMessage(game, static_cast<int>(seats.size()), seats));
        const QJsonObject created = opener.take("joined");
        QVERIFY(!created.isEmpty());
        QCOMPARE(created.value("seat").toInt(), personSeats.first());
        QVERIFY(created.value("opener").toBool());
        const QString code = created.value("table").toString();
        QVERIFY(net::isTableCode(code));
        QVERIFY(net::isToken(created.value("token").toString()));
        for (std::size_t i = 1; i < clients.size(); ++i) {
            clients[i]->send({ { "type", "join" }, { "table", code } });
            const QJsonObject joined = clients[i]->take("joined");
            QCOMPARE(joined.value("seat").toInt(), personSeats.at(static_cast<int>(i)));
            QVERIFY(!joined.value("opener").toBool());
        }
        // Waiting: no view before the start.
        QVERIFY(!opener.lastTable.contains("view"));
        QCOMPARE(opener.lastTable.value("started").toBool(), false);
        opener.send({ { "type", "start" } });

        std::vector<TestClient *> people;
        for (auto &c : clients)
            people.push_back(c.get());
        const int acts = playToTheEnd(people, personSeats);
        QVERIFY2(acts >= 0, "the game did not end in time");
        QVERIFY(acts > 0);
        std::optional<felt::Record> record;
        for (std::size_t i = 0; i < clients.size(); ++i) {
            const QJsonObject over = clients[i]->take("over");
            QCOMPARE(over.value("ended").toString(), QStringLiteral("finished"));
            const auto r = recordOf(over);
            QVERIFY(r.has_value());
            if (!record)
                record = r;
            QCOMPARE(felt::writeRecord(*r), felt::writeRecord(*record));
            // Only `stale` may answer an action chosen from the seat's own legal list.
            for (const QJsonObject &m : clients[i]->all)
                if (m.value("type").toString() == QLatin1String("error"))
                    QCOMPARE(m.value("code").toString(), QStringLiteral("stale"));
            checkClientEnd(*clients[i], personSeats.at(static_cast<int>(i)), *record);
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(record->game, game);
        QCOMPARE(record->players, static_cast<int>(seats.size()));
        // A computer player's thinking reaches the people (its seat's `thinking`), and only
        // ever at a computer player's seat.
        bool thinkingSeen = false;
        for (const QJsonObject &m : opener.all) {
            const QJsonArray told = m.value("seats").toArray();
            for (qsizetype s = 0; s < told.size(); ++s)
                if (told.at(s).toObject().value("thinking").toBool()) {
                    QVERIFY(seats.at(s) != QLatin1String("person"));
                    thinkingSeen = true;
                }
        }
        QCOMPARE(thinkingSeen, personSeats.size() < seats.size());
    }

    void remoteHostsPlayEveryGame_data() { bareClientsPlayEveryGame_data(); }
    void remoteHostsPlayEveryGame()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, seats);
        // The first person opens the table; the others sit at one screen (hot-seat): one
        // RemoteHost with a connection per person, and a spectator connection beside them.
        net::RemoteHost opener(quickLinks());
        net::RemoteHost screen(quickLinks());
        net::CreateRequest request;
        request.game = game;
        request.players = static_cast<int>(seats.size());
        request.seats = seats;
        opener.create(QStringLiteral("127.0.0.1"), m_port, request, QStringLiteral("Anna"));
        QVERIFY(QTest::qWaitFor([&] { return !opener.localSeats().isEmpty() && opener.started() == false && opener.players() > 0; }, 5000));
        QVERIFY(opener.isOpener());
        const net::Invite invite = opener.invite();
        QVERIFY(net::isTableCode(invite.code));
        int people = 0;
        for (const QString &s : seats)
            people += s == QLatin1String("person") ? 1 : 0;
        const QStringList names { "Bo", "Cleo", "Dan" };
        for (int p = 1; p < people; ++p)
            screen.join(invite, names.at(p - 1));
        QVERIFY(QTest::qWaitFor([&] { return screen.localSeats().size() == people - 1; }, 5000));
        QCOMPARE(screen.connection(), net::RemoteHost::Connection::Connected);
        QVERIFY(!screen.isOpener());
        QVERIFY(opener.startGame());
        QVERIFY(QTest::qWaitFor([&] { return opener.started() && screen.started(); }, 5000));

        QList<net::RemoteHost *> hosts { &opener, &screen };
        QHash<QPair<void *, int>, quint64> acted;
        QDeadlineTimer deadline(120000);
        while ((!opener.record() || !screen.record()) && !deadline.hasExpired()) {
            QTest::qWait(0);
            for (net::RemoteHost *h : hosts)
                for (int seat : h->localSeats()) {
                    const SeatSnapshot s = h->snapshot(seat);
                    if (s.over || !s.toAct.has(seat) || s.legal.isEmpty() || acted.value({ h, seat }) == s.seq)
                        continue;
                    acted.insert({ h, seat }, s.seq);
                    QVERIFY(h->canActFor(seat));
                    QCOMPARE(h->act(seat, randomOf(s.legal)), Host::Answer::Sent);
                }
        }
        QVERIFY2(opener.record() && screen.record(), "the game did not end in time");
        QCOMPARE(felt::writeRecord(*opener.record()), felt::writeRecord(*screen.record()));
        const felt::Record record = *opener.record();
        const auto replayed = felt::replay(record);
        QVERIFY(replayed.ok() && replayed.game->isOver());
        QCOMPARE(opener.seed(), std::optional<quint64>(record.seed));
        for (net::RemoteHost *h : hosts) {
            QCOMPARE(h->actionCount(), static_cast<int>(record.actions.size()));
            for (int seat : h->localSeats()) {
                // The snapshot is the seat's own view; the steps its events, each once.
                const SeatSnapshot s = h->snapshot(seat);
                QCOMPARE(felt::jsonFromValue(s.state), felt::jsonFromValue(replayed.game->state(felt::Viewer::seat(seat))));
                QVERIFY(s.over);
                QJsonArray events;
                for (const HostStep &step : h->steps(seat, 0))
                    for (const felt::Event &e : step.events)
                        events.append(felt::jsonFromValue(net::eventToValue(*felt::findGame(game.toStdString()), step.action, e)));
                QCOMPARE(events, expectedEvents(record, seat));
                QVERIFY(!h->canActFor(seat + 100));
            }
        }
        // The screen with several people also holds the public view.
        if (people >= 3) {
            const SeatSnapshot pub = screen.snapshot(-1);
            QCOMPARE(felt::jsonFromValue(pub.state), felt::jsonFromValue(replayed.game->state(felt::Viewer::nobody())));
        }
        // Once over, the look back works from the record: the last two actions (a random
        // Mountain game may be conceded at its first action).
        const int actions = static_cast<int>(record.actions.size());
        const auto frames = screen.frames(screen.localSeats().first(), std::max(0, actions - 2));
        QCOMPARE(static_cast<int>(frames.size()), std::min(3, actions + 1));
        QCOMPARE(frames.back().applied, actions);
    }

    // The app hosts its own table: its person plays on its LocalHost, a friend joins from a
    // RemoteHost, and a computer player takes the third seat.
    void appHostsItsOwnTable_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::newRow("wrong-suit") << "wrong-suit" << 4;
        QTest::newRow("shithead") << "shithead" << 3;
    }
    void appHostsItsOwnTable()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        LocalHost app;
        LocalHostConfig config;
        config.botDelayMs = 0;
        app.setConfig(config);
        net::HostedTable setup;
        setup.game = game;
        setup.seats = { { "Hosta", "human" }, { QString(), "human" } };
        for (int s = 2; s < players; ++s)
            setup.seats.append({ QString(), s % 2 ? "easy" : "normal" });
        setup.appSeats = { 0 };
        QString error;
        const QString code = m_server->hostTable(&app, setup, &error);
        QVERIFY2(net::isTableCode(code), qPrintable(error));
        QVERIFY(m_server->inviteLink(code, QStringLiteral("127.0.0.1")).endsWith(QStringLiteral(":%1/%2").arg(m_port).arg(code)));
        auto info = m_server->hub()->tableInfo(code);
        QVERIFY(info && info->freeSeats == 1 && info->inApp && !info->started);
        // Not startable while a seat waits.
        QVERIFY(!m_server->startTable(code, &error));
        QVERIFY(error.contains(QLatin1String("waits")));

        QSignalSpy changes(m_server->hub(), &net::NetHub::tableChanged);
        net::RemoteHost friendHost(quickLinks());
        friendHost.join(net::Invite { "127.0.0.1", m_port, code }, QStringLiteral("Bo"));
        QVERIFY(QTest::qWaitFor([&] { return m_server->hub()->tableInfo(code)->freeSeats == 0; }, 5000));
        QVERIFY(changes.count() > 0);
        info = m_server->hub()->tableInfo(code);
        QCOMPARE(info->seats.at(1).name, QStringLiteral("Bo"));
        QVERIFY(info->seats.at(1).connected && !info->seats.at(1).app && info->seats.at(0).app);
        QVERIFY(!friendHost.isOpener());
        QVERIFY(!friendHost.startGame());   // the app opened it
        QVERIFY2(m_server->startTable(code, &error), qPrintable(error));
        QVERIFY(app.game());
        // The app's window plays seat 0 only; seat 1 is played from the other computer.
        QVERIFY(app.canActFor(0));
        QVERIFY(!app.canActFor(1));
        QCOMPARE(app.act(1, QStringLiteral("anything")), Host::Answer::Refused);
        QCOMPARE(app.seats().at(1).name, QStringLiteral("Bo"));

        QVERIFY(QTest::qWaitFor([&] { return friendHost.started(); }, 5000));
        quint64 actedApp = ~0ULL;
        quint64 actedFriend = ~0ULL;
        QDeadlineTimer deadline(120000);
        while (!friendHost.record() && !deadline.hasExpired()) {
            QTest::qWait(0);
            const SeatSnapshot mine = app.snapshot(0);
            if (!mine.over && mine.toAct.has(0) && mine.seq != actedApp) {
                actedApp = mine.seq;
                QCOMPARE(app.act(0, randomOf(mine.legal)), Host::Answer::Applied);
            }
            const SeatSnapshot theirs = friendHost.snapshot(1);
            if (!theirs.over && theirs.toAct.has(1) && theirs.seq != actedFriend && !theirs.legal.isEmpty()) {
                actedFriend = theirs.seq;
                friendHost.act(1, randomOf(theirs.legal));
            }
        }
        QVERIFY2(friendHost.record(), "the game did not end in time");
        QCOMPARE(felt::writeRecord(*friendHost.record()), felt::writeRecord(app.fullRecord()));
        QVERIFY(app.game()->isOver());
    }

    // A computer player beginning or ending its thought, and nothing else, reaches a
    // RemoteHost as its seat's own change (Host::seatChanged), not as a change of the table.
    void remoteHostHearsThinkingAsASeatsChange()
    {
        QSemaphore decide;
        LocalHost app;
        LocalHostConfig config;
        config.botDelayMs = 0;
        // (Bounded: a failing test does not leave the worker waiting for ever.)
        config.thinkHook = [&decide] { decide.tryAcquire(1, 20000); };
        app.setConfig(config);
        net::HostedTable setup;
        setup.game = QStringLiteral("shithead");
        setup.seats = { { "Hosta", "human" }, { QString(), "human" }, { QString(), "normal" } };
        setup.appSeats = { 0 };
        QString error;
        const QString code = m_server->hostTable(&app, setup, &error);
        QVERIFY2(net::isTableCode(code), qPrintable(error));
        net::RemoteHost friendHost(quickLinks());
        friendHost.join(net::Invite { "127.0.0.1", m_port, code }, QStringLiteral("Bo"));
        QVERIFY(QTest::qWaitFor([&] { return m_server->hub()->tableInfo(code)->freeSeats == 0; }, 5000));
        QVERIFY2(m_server->startTable(code, &error), qPrintable(error));
        auto botThinks = [&friendHost] {
            const QList<HostSeat> seats = friendHost.seats();
            return seats.size() == 3 && seats.at(2).thinking;
        };
        // The computer player's "ready" is due from the deal: it thinks (held by the hook).
        QVERIFY(QTest::qWaitFor([&] { return friendHost.started() && botThinks(); }, 5000));
        QCOMPARE(app.thinkingSeat(), 2);

        QSignalSpy changes(&friendHost, &Host::changed);
        QSignalSpy seatChanges(&friendHost, &Host::seatChanged);
        // Paused while it thinks: the thought ends unapplied.
        app.setBotsPaused(true);
        decide.release();
        QVERIFY(QTest::qWaitFor([&] { return !botThinks(); }, 20000));
        QCOMPARE(app.thinkingSeat(), -1);
        QCOMPARE(app.actionCount(), 0);
        QCOMPARE(changes.count(), 0);
        QCOMPARE(seatChanges.count(), 1);
        QCOMPARE(seatChanges.at(0).at(0).toInt(), 2);
        // Going on: it thinks again.
        app.setBotsPaused(false);
        QVERIFY(QTest::qWaitFor(botThinks, 5000));
        QCOMPARE(changes.count(), 0);
        QCOMPARE(seatChanges.count(), 2);
        QCOMPARE(seatChanges.at(1).at(0).toInt(), 2);
        // Its move is a change of the table.
        decide.release();
        QVERIFY(QTest::qWaitFor([&] { return friendHost.actionCount() == 1; }, 20000));
        QVERIFY(changes.count() > 0);
        // (The next thought, if any, is let go before the hook's semaphore goes.)
        app.setBotsPaused(true);
        decide.release(4);
        QVERIFY(QTest::qWaitFor([&] { return app.thinkingSeat() < 0; }, 20000));
    }
};

QTEST_GUILESS_MAIN(TestPlay)
#include "tst_play.moc"
