// TLS (docs/network.md, "TLS"), on 127.0.0.1 only, with self-signed certificates made for the
// test by the `openssl` program in a temporary folder (no key of any value): felt-server
// with --tls-cert and --tls-key speaks wss:// only and refuses bad files in one line; the
// app's client code (RemoteHost, NetLink) uses a certificate the authorities cannot vouch
// for only once the person accepted its fingerprint, plays a whole game over it, and refuses
// a changed certificate for the same host and port with a warning.
#include "checks.h"
#include "netclient.h"
#include "serverprocess.h"
#include "testcerts.h"

#include "netserver.h"
#include "remotehost.h"
#include "tls.h"

#include <QFile>
#include <QProcess>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QTest>

using namespace testing;

namespace {

net::LinkOptions quickLinks(const QString &trustFile)
{
    net::LinkOptions o;
    o.clientName = QStringLiteral("tests");
    o.firstRetryMs = 100;
    o.maxRetryMs = 500;
    o.keepAliveMs = 300;
    o.silenceMs = 1200;
    o.trustFile = trustFile;
    return o;
}

bool logHas(ServerProcess &server, const QString &part)
{
    const QStringList lines = server.log();
    return std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return l.contains(part); });
}

} // namespace

class TestTls : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    TestCert m_a;
    TestCert m_b;

    QString trustFile(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<net::CertificateRefusal>();
        QVERIFY(m_dir.isValid());
        QString problem = makeCert(m_dir.path(), QStringLiteral("a"), &m_a);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = makeCert(m_dir.path(), QStringLiteral("b"), &m_b);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(m_a.fingerprint != m_b.fingerprint);
        // Our fingerprint is the one openssl prints.
        QCOMPARE(net::certificateFingerprint(QSslCertificate::fromPath(m_a.cert).value(0)), m_a.fingerprint);
    }

    void invitesOfTlsHosts()
    {
        const auto secure = net::parseInvite(QStringLiteral("felts://192.168.1.20:7447/K7QW2P"));
        QVERIFY(secure && secure->secure);
        QCOMPARE(secure->host, QStringLiteral("192.168.1.20"));
        QCOMPARE(secure->link(), QStringLiteral("felts://192.168.1.20:7447/K7QW2P"));
        const auto plain = net::parseInvite(QStringLiteral("felt://192.168.1.20:7447/K7QW2P"));
        QVERIFY(plain && !plain->secure);
        QCOMPARE(plain->link(), QStringLiteral("felt://192.168.1.20:7447/K7QW2P"));
        QVERIFY(net::parseInvite(QStringLiteral("FELTS://[::1]:9000/k7qw2p"))->secure);
        QVERIFY(!net::parseInvite(QStringLiteral("feltss://host:7447/K7QW2P")));
        QVERIFY(!net::parseInvite(QStringLiteral("felts://host:7447/K7QW")));

        // The app's own server with a certificate: its links are felts://.
        QString error;
        const auto tls = net::loadServerTls(m_a.cert, m_a.key, &error);
        QVERIFY2(tls, qPrintable(error));
        net::NetServer server;
        server.setTls(*tls);
        QVERIFY(server.isSecure());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, &error));
        QCOMPARE(server.inviteLink(QStringLiteral("K7QW2P")), QStringLiteral("felts://127.0.0.1:%1/K7QW2P").arg(server.port()));
    }

    // Bad files: one line saying why, a non-zero exit, never a crash and never a server.
    void serverRefusesBadFiles_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const QString junk = m_dir.filePath(QStringLiteral("junk.pem"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("-----BEGIN CERTIFICATE-----\nnot a certificate\n-----END CERTIFICATE-----\n");
        f.close();
        QTest::newRow("cert without key") << QStringList { "--tls-cert", m_a.cert } << "--tls-cert and --tls-key go together";
        QTest::newRow("key without cert") << QStringList { "--tls-key", m_a.key } << "--tls-cert and --tls-key go together";
        QTest::newRow("missing cert") << QStringList { "--tls-cert", m_dir.filePath("none.pem"), "--tls-key", m_a.key }
                                      << "does not exist";
        QTest::newRow("missing key") << QStringList { "--tls-cert", m_a.cert, "--tls-key", m_dir.filePath("none.key") }
                                     << "does not exist";
        QTest::newRow("a folder") << QStringList { "--tls-cert", m_dir.path(), "--tls-key", m_a.key } << "is not a file";
        QTest::newRow("junk cert") << QStringList { "--tls-cert", junk, "--tls-key", m_a.key } << "holds no PEM certificate";
        QTest::newRow("key as cert") << QStringList { "--tls-cert", m_a.key, "--tls-key", m_a.key } << "holds no PEM certificate";
        QTest::newRow("cert as key") << QStringList { "--tls-cert", m_a.cert, "--tls-key", m_a.cert } << "holds no PEM private key";
        QTest::newRow("mismatched") << QStringList { "--tls-cert", m_a.cert, "--tls-key", m_b.key } << "do not work together";
    }
    void serverRefusesBadFiles()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir data;
        QProcess p;
        p.start(QStringLiteral(FELT_SERVER),
                QStringList { "--port", "0", "--bind", "127.0.0.1", "--data", data.path(), "--no-publish" } + args);
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY(p.exitCode() != 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(err.count(u'\n'), 1);
        QVERIFY2(err.startsWith(QLatin1String("felt-server: ")) && err.contains(says), qPrintable(err));
        QVERIFY(!err.contains(QLatin1String("listening")));
    }

    // (a) and (c): a self-signed certificate is used only once accepted; then a whole game
    // over wss:// to its end; plain ws:// is not spoken.
    void wssTablePlayedToTheEnd()
    {
        QTemporaryDir data;
        ServerProcess server(data.path());
        const quint16 port = server.start(0, { "--tls-cert", m_a.cert, "--tls-key", m_a.key });
        QVERIFY2(port != 0, qPrintable(server.log().join(u'\n')));
        QVERIFY(logHas(server, QStringLiteral("over wss:// only, certificate SHA-256 ") + m_a.fingerprint));

        // Plain ws:// gets no WebSocket.
        TestClient plain;
        QVERIFY(!plain.open(port, 3000));

        const QString trust = trustFile("known-a.json");
        net::RemoteHost anna(quickLinks(trust));
        QList<net::CertificateRefusal> refusals;
        connect(&anna, &net::RemoteHost::certificateRefused, this,
                [&](const net::CertificateRefusal &r) { refusals.append(r); });
        int failures = 0;
        connect(&anna, &net::RemoteHost::failed, this, [&] { ++failures; });
        net::CreateRequest request;
        request.game = QStringLiteral("wrong-suit");
        request.players = 4;
        request.seats = QStringList { "person", "easy", "person", "normal" };
        anna.create(QStringLiteral("127.0.0.1"), port, request, QStringLiteral("Anna"), true);
        QVERIFY(QTest::qWaitFor([&] { return !refusals.isEmpty(); }, 5000));
        QCOMPARE(refusals.size(), 1);
        QCOMPARE(refusals.first().kind, net::CertificateRefusal::Kind::Unknown);
        QCOMPARE(refusals.first().fingerprint, m_a.fingerprint);
        QCOMPARE(refusals.first().host, QStringLiteral("127.0.0.1"));
        QCOMPARE(refusals.first().port, port);
        QVERIFY(refusals.first().accepted.isEmpty());
        QVERIFY(!refusals.first().problems.isEmpty());
        // Not used before it is accepted: no hello, no table, nothing remembered; the
        // connection waits for the person's word and is not lost.
        QTest::qWait(300);
        QVERIFY(anna.localSeats().isEmpty());
        QCOMPARE(failures, 0);
        QCOMPARE(anna.connection(), net::RemoteHost::Connection::Connecting);
        QVERIFY(!logHas(server, QStringLiteral("opened by")));
        QVERIFY(!QFile::exists(trust));

        // Accepted: remembered for 127.0.0.1 and this port, and the table opens.
        net::KnownCertificates known(trust);
        QVERIFY(known.accept(QStringLiteral("127.0.0.1"), port, refusals.first().fingerprint));
        QCOMPARE(known.fingerprint(QStringLiteral("127.0.0.1"), port), m_a.fingerprint);
        QVERIFY(known.fingerprint(QStringLiteral("127.0.0.1"), port + 1).isEmpty());
        QVERIFY(anna.retryCertificate());
        QVERIFY(QTest::qWaitFor([&] { return !anna.localSeats().isEmpty(); }, 5000));
        QVERIFY(anna.isOpener());
        QVERIFY(logHas(server, QStringLiteral("opened by Anna")));
        const net::Invite invite = anna.invite();
        QVERIFY(invite.secure);
        QCOMPARE(invite.link(), QStringLiteral("felts://127.0.0.1:%1/%2").arg(port).arg(invite.code));

        // A friend who accepted it too joins through the felts:// link.
        net::RemoteHost bo(quickLinks(trust));
        const auto parsed = net::parseInvite(invite.link());
        QVERIFY(parsed && parsed->secure);
        bo.join(*parsed, QStringLiteral("Bo"));
        QVERIFY(QTest::qWaitFor([&] { return bo.localSeats() == QList<int> { 2 }; }, 5000));
        QVERIFY(anna.startGame());
        QVERIFY(QTest::qWaitFor([&] { return anna.started() && bo.started(); }, 5000));

        const QList<net::RemoteHost *> hosts { &anna, &bo };
        QHash<QPair<void *, int>, quint64> acted;
        QDeadlineTimer deadline(120000);
        while ((!anna.record() || !bo.record()) && !deadline.hasExpired()) {
            QTest::qWait(0);
            for (net::RemoteHost *h : hosts)
                for (int seat : h->localSeats()) {
                    const SeatSnapshot s = h->snapshot(seat);
                    if (s.over || !s.toAct.has(seat) || s.legal.isEmpty() || acted.value({ h, seat }) == s.seq)
                        continue;
                    if (h->act(seat, randomOf(s.legal)) == Host::Answer::Sent)
                        acted.insert({ h, seat }, s.seq);
                }
        }
        QVERIFY2(anna.record() && bo.record(), "the game did not end in time");
        QCOMPARE(felt::writeRecord(*anna.record()), felt::writeRecord(*bo.record()));
        const auto replayed = felt::replay(*anna.record());
        QVERIFY(replayed.ok() && replayed.game->isOver());
        QCOMPARE(anna.record()->game, QStringLiteral("wrong-suit"));
        for (net::RemoteHost *h : hosts)
            for (int seat : h->localSeats())
                QCOMPARE(felt::jsonFromValue(h->snapshot(seat).state),
                         felt::jsonFromValue(replayed.game->state(felt::Viewer::seat(seat))));
        QCOMPARE(refusals.size(), 1);
        QVERIFY(logHas(server, QStringLiteral("is over (finished)")));
    }

    // (b) A changed certificate for the same host and port: refused with a warning, by the
    // connection coming back to its seat and by a new one alike; the accepted one stays.
    void changedCertificateRefused()
    {
        QTemporaryDir data;
        ServerProcess server(data.path());
        const quint16 port = server.start(0, { "--tls-cert", m_a.cert, "--tls-key", m_a.key });
        QVERIFY2(port != 0, qPrintable(server.log().join(u'\n')));
        const QString trust = trustFile("known-b.json");

        net::RemoteHost anna(quickLinks(trust));
        QList<net::CertificateRefusal> refusals;
        connect(&anna, &net::RemoteHost::certificateRefused, this,
                [&](const net::CertificateRefusal &r) { refusals.append(r); });
        QStringList failures;
        connect(&anna, &net::RemoteHost::failed, this, [&](const QString &, const QString &m) { failures.append(m); });
        net::CreateRequest request;
        request.game = QStringLiteral("shithead");
        request.players = 3;
        request.seats = QStringList { "person", "person", "easy" };
        anna.create(QStringLiteral("127.0.0.1"), port, request, QStringLiteral("Anna"), true);
        // The first certificate, accepted as the person accepts it.
        QVERIFY(QTest::qWaitFor([&] { return !refusals.isEmpty(); }, 5000));
        QCOMPARE(refusals.first().kind, net::CertificateRefusal::Kind::Unknown);
        QVERIFY(net::KnownCertificates(trust).accept(refusals.first().host, refusals.first().port, refusals.first().fingerprint));
        refusals.clear();
        QVERIFY(anna.retryCertificate());
        QVERIFY(QTest::qWaitFor([&] { return !anna.localSeats().isEmpty(); }, 5000));
        QVERIFY(refusals.isEmpty());
        const QString code = anna.code();
        // Coming back after a drop, the accepted certificate is used without a word.
        anna.dropConnections();
        QVERIFY(QTest::qWaitFor([&] { return logHas(server, QStringLiteral("is back at seat")); }, 5000));
        QVERIFY(refusals.isEmpty());
        QVERIFY(failures.isEmpty());

        // The same host and port, another certificate (the same tables).
        server.kill();
        QVERIFY(QTest::qWaitFor([&] { return anna.connection() == net::RemoteHost::Connection::Reconnecting; }, 5000));
        QCOMPARE(server.start(port, { "--tls-cert", m_b.cert, "--tls-key", m_b.key }), port);
        QVERIFY(QTest::qWaitFor([&] { return !refusals.isEmpty(); }, 10000));
        QCOMPARE(refusals.first().kind, net::CertificateRefusal::Kind::Changed);
        QCOMPARE(refusals.first().fingerprint, m_b.fingerprint);
        QCOMPARE(refusals.first().accepted, m_a.fingerprint);
        QVERIFY(QTest::qWaitFor([&] { return anna.connection() == net::RemoteHost::Connection::Lost; }, 5000));
        QVERIFY(!failures.isEmpty());
        QVERIFY2(failures.last().contains(QLatin1String("has changed")) && failures.last().contains(m_b.fingerprint),
                 qPrintable(failures.last()));
        QVERIFY(!anna.retryCertificate());   // a changed certificate is not taken on a retry
        QTest::qWait(700);                   // nor by coming back on its own
        QCOMPARE(anna.connection(), net::RemoteHost::Connection::Lost);
        QVERIFY(!logHas(server, QStringLiteral("is back at seat")));   // the log of the server with B
        QCOMPARE(net::KnownCertificates(trust).fingerprint(QStringLiteral("127.0.0.1"), port), m_a.fingerprint);

        // A new connection to the same host and port: refused at once, nothing sent.
        net::RemoteHost bo(quickLinks(trust));
        QList<net::CertificateRefusal> boRefusals;
        connect(&bo, &net::RemoteHost::certificateRefused, this,
                [&](const net::CertificateRefusal &r) { boRefusals.append(r); });
        bo.join(net::Invite { QStringLiteral("127.0.0.1"), port, code, true }, QStringLiteral("Bo"));
        QVERIFY(QTest::qWaitFor([&] { return bo.connection() == net::RemoteHost::Connection::Lost
                                             || !bo.error().isEmpty(); }, 5000));
        QCOMPARE(boRefusals.size(), 1);
        QCOMPARE(boRefusals.first().kind, net::CertificateRefusal::Kind::Changed);
        QVERIFY(bo.localSeats().isEmpty());
        QVERIFY(bo.error().contains(QLatin1String("has changed")));
        QVERIFY(!logHas(server, QStringLiteral("takes seat")));
    }

    // A certificate the system's authorities vouch for is used without asking (the test's
    // certificate made an authority of this process for the while).
    void authorityVouchedCertificateNeedsNoWord()
    {
        QTemporaryDir data;
        ServerProcess server(data.path());
        const quint16 port = server.start(0, { "--tls-cert", m_a.cert, "--tls-key", m_a.key });
        QVERIFY2(port != 0, qPrintable(server.log().join(u'\n')));
        const QSslConfiguration before = QSslConfiguration::defaultConfiguration();
        QSslConfiguration vouched = before;
        vouched.addCaCertificates(QSslCertificate::fromPath(m_a.cert));
        QSslConfiguration::setDefaultConfiguration(vouched);
        const QString trust = trustFile("known-c.json");
        net::RemoteHost anna(quickLinks(trust));
        int refused = 0;
        connect(&anna, &net::RemoteHost::certificateRefused, this, [&] { ++refused; });
        net::CreateRequest request;
        request.game = QStringLiteral("mountain");
        request.players = 2;
        request.seats = QStringList { "person", "easy" };
        anna.create(QStringLiteral("127.0.0.1"), port, request, QStringLiteral("Anna"), true);
        const bool seated = QTest::qWaitFor([&] { return !anna.localSeats().isEmpty(); }, 5000);
        QSslConfiguration::setDefaultConfiguration(before);
        QVERIFY(seated);
        QCOMPARE(refused, 0);
        QVERIFY(!QFile::exists(trust));
    }
};

QTEST_GUILESS_MAIN(TestTls)
#include "tst_tls.moc"
