// A wss:// table's certificate in the real window (Main.qml, offscreen; docs/network.md
// "TLS"), over 127.0.0.1 with self-signed certificates made by openssl for the test: joining
// by a felts:// link asks first, showing the SHA-256 fingerprint, and takes no seat before
// the person's word; Enter accepts (remembered in the data folder for that host and port),
// Esc does not connect; a changed certificate for the same host and port is a warning, never
// a seat, and "Forget the old one" (F) makes the next try ask about the new one. With
// FELT_NET_SHOTS=DIR the test saves screenshots there.
#include "tablehelper.h"
#include "testcerts.h"

#include "netplay.h"
#include "netserver.h"
#include "remotehost.h"
#include "tls.h"

using tabletest::Table;

namespace {

// A TLS server in this process with one table (Mountain, two people) opened by Anna, whose
// client had accepted the certificate beforehand; the other seat is free.
struct TlsTable {
    std::unique_ptr<net::NetServer> server;
    std::unique_ptr<net::RemoteHost> anna;
    QString code;

    QString open(const testing::TestCert &cert, const QString &annaTrust, quint16 port = 0)
    {
        QString error;
        const auto tls = net::loadServerTls(cert.cert, cert.key, &error);
        if (!tls)
            return error;
        net::HubConfig config;
        config.allowCreate = true;
        config.botDelayMs = 0;
        server = std::make_unique<net::NetServer>(config);
        server->setTls(*tls);
        if (!server->listen(QHostAddress::LocalHost, port, &error))
            return error;
        if (!net::KnownCertificates(annaTrust).accept(QStringLiteral("127.0.0.1"), server->port(), cert.fingerprint, &error))
            return error;
        net::LinkOptions options;
        options.trustFile = annaTrust;
        anna = std::make_unique<net::RemoteHost>(options);
        net::CreateRequest request;
        request.game = QStringLiteral("mountain");
        request.players = 2;
        request.seats = QStringList { "person", "person" };
        anna->create(QStringLiteral("127.0.0.1"), server->port(), request, QStringLiteral("Anna"), true);
        if (!QTest::qWaitFor([&] { return !anna->localSeats().isEmpty(); }, 5000))
            return QStringLiteral("Anna did not sit down: %1").arg(anna->error());
        code = anna->code();
        return {};
    }
    QString link() const { return QStringLiteral("felts://127.0.0.1:%1/%2").arg(server->port()).arg(code); }
    int freeSeats() const { return server->hub()->tableInfo(code)->freeSeats; }
};

} // namespace

class TestCertificate : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testing::TestCert m_a;
    testing::TestCert m_b;

    // With FELT_NET_SHOTS=DIR, the window as it is, saved there.
    static void shot(Table &t, const QString &name)
    {
        const QByteArray dir = qgetenv("FELT_NET_SHOTS");
        if (dir.isEmpty())
            return;
        QTest::qWait(500);
        t.window()->grabWindow().save(QString::fromLocal8Bit(dir) + u'/' + name + QStringLiteral(".png"));
    }

    static QString shownPrints(Table &t)
    {
        QQuickItem *prints = t.item(QStringLiteral("certificateFingerprint"));
        // A fingerprint is shown on two lines: the line break stands for a colon.
        return prints && prints->isVisible() ? prints->property("text").toString().replace(u'\n', u':') : QString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString problem = testing::makeCert(m_dir.path(), QStringLiteral("a"), &m_a);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = testing::makeCert(m_dir.path(), QStringLiteral("b"), &m_b);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void askedThenAcceptedWithEnter()
    {
        Table t;
        QVERIFY(t.openWindow());
        TlsTable table;
        const QString problem = table.open(m_a, m_dir.filePath(QStringLiteral("anna1.json")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        NetPlay *net = t.app()->network();
        QVERIFY(net->joining()->join(table.link(), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(shownPrints(t).contains(m_a.fingerprint), 5000);
        QCOMPARE(net->joining()->certificate().kind, QStringLiteral("unknown"));
        QVERIFY(t.item(QStringLiteral("certificateAccept"))->isVisible());
        shot(t, QStringLiteral("certificate-question"));
        // Nothing before the person's word.
        QTest::qWait(200);
        QCOMPARE(table.freeSeats(), 1);
        QCOMPARE(net->table()->state(), NetTable::State::Connecting);
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Waiting, 5000);
        QCOMPARE(table.freeSeats(), 0);
        QTRY_VERIFY(shownPrints(t).isEmpty());
        QCOMPARE(net::KnownCertificates(t.dataDir() + QStringLiteral("/known-certificates.json"))
                     .fingerprint(QStringLiteral("127.0.0.1"), table.server->port()),
                 m_a.fingerprint);
    }

    void refusedWithEsc()
    {
        Table t;
        QVERIFY(t.openWindow());
        TlsTable table;
        const QString problem = table.open(m_a, m_dir.filePath(QStringLiteral("anna2.json")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        NetPlay *net = t.app()->network();
        QVERIFY(net->joining()->join(table.link(), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(shownPrints(t).contains(m_a.fingerprint), 5000);
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!net->table()->live());
        QVERIFY2(net->table()->error().contains(QLatin1String("not accepted")), qPrintable(net->table()->error()));
        QTRY_VERIFY(shownPrints(t).isEmpty());
        QTest::qWait(300);
        QCOMPARE(table.freeSeats(), 1);
        QVERIFY(!QFile::exists(t.dataDir() + QStringLiteral("/known-certificates.json")));
    }

    void changedIsAWarning()
    {
        Table t;
        QVERIFY(t.openWindow());
        TlsTable table;
        // The table's server shows certificate B; this app accepted A for that host and port.
        QString problem = table.open(m_b, m_dir.filePath(QStringLiteral("anna3.json")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QString known = t.dataDir() + QStringLiteral("/known-certificates.json");
        QVERIFY(net::KnownCertificates(known).accept(QStringLiteral("127.0.0.1"), table.server->port(), m_a.fingerprint));
        NetPlay *net = t.app()->network();
        QVERIFY(net->joining()->join(table.link(), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(shownPrints(t).contains(m_b.fingerprint), 5000);
        QVERIFY(shownPrints(t).contains(m_a.fingerprint));
        QCOMPARE(net->joining()->certificate().kind, QStringLiteral("changed"));
        QVERIFY(!t.item(QStringLiteral("certificateAccept")));   // no way to take it here (not shown)
        QTRY_VERIFY(net->table()->error().contains(QLatin1String("has changed")));
        QCOMPARE(table.freeSeats(), 1);
        shot(t, QStringLiteral("certificate-changed"));
        // OK (a click) closes the warning; the accepted certificate stays.
        QQuickItem *ok = t.item(QStringLiteral("certificateRefuse"));
        QVERIFY(ok && ok->isVisible());
        QTest::qWait(300);   // the dialog has opened
        QTest::mouseClick(t.window(), Qt::LeftButton, {}, tabletest::centreOf(ok));
        QTRY_VERIFY(shownPrints(t).isEmpty());
        QCOMPARE(net::KnownCertificates(known).fingerprint(QStringLiteral("127.0.0.1"), table.server->port()), m_a.fingerprint);
        QCOMPARE(table.freeSeats(), 1);

        // Again, and F forgets the old one: the next try asks about B, and Enter takes it.
        QVERIFY(net->joining()->join(table.link(), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(net->joining()->certificate().kind == QLatin1String("changed"), 5000);
        QTRY_VERIFY(!shownPrints(t).isEmpty());
        QTest::qWait(300);
        QTest::keyClick(t.window(), Qt::Key_F);
        QTRY_VERIFY(shownPrints(t).isEmpty());
        QVERIFY(net::KnownCertificates(known).fingerprint(QStringLiteral("127.0.0.1"), table.server->port()).isEmpty());
        QCOMPARE(table.freeSeats(), 1);
        QVERIFY(net->joining()->join(table.link(), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(net->joining()->certificate().kind == QLatin1String("unknown"), 5000);
        QTRY_VERIFY(shownPrints(t).contains(m_b.fingerprint));
        QTest::qWait(300);
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(net->table()->state(), NetTable::State::Waiting, 5000);
        QCOMPARE(table.freeSeats(), 0);
        QCOMPARE(net::KnownCertificates(known).fingerprint(QStringLiteral("127.0.0.1"), table.server->port()), m_b.fingerprint);
    }
};

QTEST_MAIN(TestCertificate)
#include "tst_certificate.moc"
