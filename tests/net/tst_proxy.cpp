// Two felt-servers behind one HAProxy (the Debian package, with a configuration made here),
// all on 127.0.0.1: every table code of server A begins with A, of server B with B
// (--code-prefix); the proxy sends `/t/A…` to A, `/t/B…` to B and `/` (create, list) to
// either. The apps' links (RemoteHost) open tables at `/` and join and come back at
// `/t/CODE`, through the proxy's one address. Server A killed: B's table plays on; A started
// again: its table's people are back by themselves and it plays on.
#include "checks.h"

#include "remotehost.h"
#include "serverprocess.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace testing;

namespace {

net::LinkOptions quickLinks()
{
    net::LinkOptions o;
    o.clientName = QStringLiteral("tests");
    o.firstRetryMs = 100;
    o.maxRetryMs = 400;
    o.keepAliveMs = 300;
    o.silenceMs = 1200;
    return o;
}

quint16 freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

// The configuration the man page shows, for these ports.
QByteArray haproxyConfig(quint16 proxy, quint16 a, quint16 b)
{
    return QStringLiteral(R"(global
    maxconn 1000
    log stdout format raw local0
defaults
    mode http
    log global
    option httplog
    option logasap
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    option redispatch
    retries 2
frontend felt
    bind 127.0.0.1:%1
    use_backend felt_A if { path_beg -i /t/A }
    use_backend felt_B if { path_beg -i /t/B }
    default_backend felt_any
backend felt_A
    server A 127.0.0.1:%2
backend felt_B
    server B 127.0.0.1:%3
backend felt_any
    balance roundrobin
    server A 127.0.0.1:%2 check inter 500ms
    server B 127.0.0.1:%3 check inter 500ms
)")
        .arg(proxy)
        .arg(a)
        .arg(b)
        .toUtf8();
}

// A table of two people, each an app's link through the proxy.
struct ProxiedTable {
    std::unique_ptr<net::RemoteHost> opener = std::make_unique<net::RemoteHost>(quickLinks());
    std::unique_ptr<net::RemoteHost> guest = std::make_unique<net::RemoteHost>(quickLinks());
    QHash<QPair<void *, int>, quint64> acted;

    QList<net::RemoteHost *> hosts() const { return { opener.get(), guest.get() }; }
    int actions() const { return std::min(opener->actionCount(), guest->actionCount()); }
    bool connected() const
    {
        return opener->connection() == net::RemoteHost::Connection::Connected
            && guest->connection() == net::RemoteHost::Connection::Connected;
    }
    // One move for each person who is to act and has not acted on this snapshot.
    void play()
    {
        for (net::RemoteHost *h : hosts())
            for (int seat : h->localSeats()) {
                const SeatSnapshot s = h->snapshot(seat);
                if (s.over || !s.toAct.has(seat) || s.legal.isEmpty() || acted.value({ h, seat }) == s.seq)
                    continue;
                if (h->act(seat, randomOf(s.legal)) == Host::Answer::Sent)
                    acted.insert({ h, seat }, s.seq);
            }
    }
};

} // namespace

class TestProxy : public QObject {
    Q_OBJECT

private slots:
    void twoServersBehindHaproxy()
    {
        const QString haproxy = QStandardPaths::findExecutable(QStringLiteral("haproxy"), { "/usr/sbin", "/usr/bin", "/sbin", "/usr/local/sbin" });
        QVERIFY2(!haproxy.isEmpty(), "haproxy is not installed (./dev.sh installs the Debian package)");
        QTemporaryDir dataA;
        QTemporaryDir dataB;
        QTemporaryDir conf;
        ServerProcess a(dataA.path());
        ServerProcess b(dataB.path());
        const quint16 portA = a.start(0, { "--code-prefix", "A" });
        const quint16 portB = b.start(0, { "--code-prefix", "B" });
        QVERIFY2(portA != 0 && portB != 0, qPrintable((a.log() + b.log()).join(u'\n')));
        QVERIFY(a.log().filter(QStringLiteral("table codes begin with A")).size() == 1);

        const quint16 proxyPort = freePort();
        QVERIFY(proxyPort != 0);
        QFile config(conf.filePath(QStringLiteral("haproxy.cfg")));
        QVERIFY(config.open(QIODevice::WriteOnly) && config.write(haproxyConfig(proxyPort, portA, portB)) > 0);
        config.close();
        QProcess proxy;
        QString proxyLog;
        proxy.setProcessChannelMode(QProcess::MergedChannels);
        connect(&proxy, &QProcess::readyRead, this, [&] { proxyLog += QString::fromUtf8(proxy.readAll()); });
        proxy.start(haproxy, { "-db", "-f", config.fileName() });
        QVERIFY(proxy.waitForStarted(5000));
        auto stopProxy = qScopeGuard([&proxy] {
            proxy.kill();
            proxy.waitForFinished(5000);
        });
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         QTcpSocket probe;
                         probe.connectToHost(QHostAddress::LocalHost, proxyPort);
                         return probe.waitForConnected(200);
                     },
                     5000),
                 qPrintable(proxyLog));

        // Tables opened at `/` land on either server: one on each, told apart by their codes.
        std::map<QChar, std::unique_ptr<ProxiedTable>> tables;
        for (int tries = 0; tries < 12 && tables.size() < 2; ++tries) {
            auto t = std::make_unique<ProxiedTable>();
            net::CreateRequest r { "shithead", 2, felt::Value::object(), { "person", "person" }, std::nullopt };
            t->opener->create(QStringLiteral("127.0.0.1"), proxyPort, r, QStringLiteral("Anna"));
            QVERIFY2(QTest::qWaitFor([&] { return !t->opener->code().isEmpty(); }, 5000),
                     qPrintable(t->opener->error() + u'\n' + proxyLog));
            const QChar server = t->opener->code().at(0);
            QVERIFY(server == u'A' || server == u'B');
            if (!tables.count(server))
                tables[server] = std::move(t);
        }
        QCOMPARE(tables.size(), std::size_t(2));
        for (auto &[server, t] : tables) {
            // The invite names the proxy; the guest's link opens /t/CODE, which reaches the
            // table's own server.
            const net::Invite invite = t->opener->invite();
            QCOMPARE(invite.port, proxyPort);
            t->guest->join(invite, QStringLiteral("Bo"));
            QVERIFY2(QTest::qWaitFor([&] { return !t->guest->localSeats().isEmpty(); }, 5000), qPrintable(t->guest->error()));
            QVERIFY(t->opener->startGame());
            QVERIFY(QTest::qWaitFor([&] { return t->opener->started() && t->guest->started(); }, 5000));
        }
        auto playUntil = [&](ProxiedTable &t, int actions) {
            return QTest::qWaitFor(
                [&] {
                    t.play();
                    return t.actions() >= actions || t.opener->record().has_value();
                },
                10000);
        };
        for (auto &[server, t] : tables)
            QVERIFY(playUntil(*t, 4));

        // Server A dies: the table on B plays on through the same proxy.
        ProxiedTable &onA = *tables[u'A'];
        ProxiedTable &onB = *tables[u'B'];
        const int aBefore = onA.actions();
        a.kill();
        QVERIFY(QTest::qWaitFor([&] { return onA.opener->connection() == net::RemoteHost::Connection::Reconnecting; }, 5000));
        const int bBefore = onB.actions();
        QVERIFY(playUntil(onB, bBefore + 4));
        QVERIFY(onB.connected());
        QCOMPARE(onA.actions(), aBefore);

        // A is back on its port: its people are back by themselves, at /t/A…, and play on.
        QCOMPARE(a.start(portA, { "--code-prefix", "A" }), portA);
        QVERIFY(QTest::qWaitFor([&] { return onA.connected(); }, 10000));
        QVERIFY(playUntil(onA, aBefore + 4));
        QCOMPARE(onA.opener->invite().code, onA.guest->invite().code);
        QVERIFY(a.log().filter(QStringLiteral("is back at seat")).size() >= 2);
        QCOMPARE(proxy.state(), QProcess::Running);
        // The proxy's log: the joins, and the comebacks to A, went to /t/CODE, and it sent them
        // to the table's own server by the code's first letter.
        (void)QTest::qWaitFor([&] { return proxyLog.count(QStringLiteral("GET /t/")) >= 4; }, 2000);
        for (const auto &[server, t] : tables) {
            const QRegularExpression routed(
                QStringLiteral(" felt_%1/%1 .*\"GET /t/%2 HTTP/1.1\"").arg(server).arg(t->opener->code()));
            QVERIFY2(proxyLog.count(routed) >= (server == u'A' ? 3 : 1), qPrintable(proxyLog));
        }
        QVERIFY(!proxyLog.contains(QRegularExpression(QStringLiteral(" felt_any/.*\"GET /t/"))));
    }
};

QTEST_GUILESS_MAIN(TestProxy)
#include "tst_proxy.moc"
