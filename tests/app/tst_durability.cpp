// Save durability: the app's controller plays bot games in a child process (durability_child)
// that is killed with SIGKILL at a random moment, again and again on the same data folder.
// After every kill the save is either absent or a record that replays, and the next start
// finds nothing to put aside and no leftover temporary file. The number of kills is
// $FELT_DURABILITY_KILLS (default 60).
#include "helpers.h"

#include "storage.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>
#include <QThread>

using namespace testing;

class TestDurability : public QObject {
    Q_OBJECT

private slots:
    void killedAtRandomMoments();
    void tornLockIsRemoved();
};

void TestDurability::killedAtRandomMoments()
{
    DataDir dir;
    const int kills = qEnvironmentVariableIsSet("FELT_DURABILITY_KILLS") ? qEnvironmentVariableIntValue("FELT_DURABILITY_KILLS") : 60;
    QVERIFY(kills > 0);
    QRandomGenerator rng(20261123);
    int absent = 0;
    int replayed = 0;
    int leftovers = 0;
    QStringList moments;
    for (int k = 0; k < kills; ++k) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QStringLiteral(FELT_DURABILITY_CHILD), { QString::number(1000 + k) });
        QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
        // From the child's start-up (reading and resuming the save) to deep into its games.
        const int ms = static_cast<int>(rng.bounded(10, 1200));
        QThread::msleep(static_cast<unsigned long>(ms));
        QVERIFY2(child.state() == QProcess::Running, qPrintable(QStringLiteral("kill %1: the child ended by itself").arg(k)));
        child.kill();   // SIGKILL
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        // What a killed save can leave: the temporary file of a save under way.
        leftovers += QDir(dir.path()).entryList({ "autosave.json.*" }, QDir::Files).size();

        const QString context = QStringLiteral("kill %1 after %2 ms").arg(k).arg(ms);
        if (!QFile::exists(dir.file("autosave.json"))) {
            ++absent;
        } else {
            Storage storage(dir.path());
            const auto saved = storage.readAutosave();
            QVERIFY2(saved.has_value(), qPrintable(context + QStringLiteral(": the save cannot be read: ") + (saved ? QString() : saved.error())));
            QString why;
            QVERIFY2(LocalHost::replay(*saved, &why), qPrintable(context + QStringLiteral(": the save does not replay: ") + why));
            ++replayed;
        }
        // The next start: nothing put aside, no leftovers.
        {
            AppController app { QString() };
            QVERIFY2(app.startupMessage().isEmpty(), qPrintable(context + QStringLiteral(": ") + app.startupMessage()));
        }
        QVERIFY2(QDir(dir.path()).entryList({ "autosave.json.*", "autosave.corrupt-*", "felt.conf.lock" }, QDir::Files).isEmpty(),
                 qPrintable(context + QStringLiteral(": leftovers: ")
                            + QDir(dir.path()).entryList(QDir::Files).join(QStringLiteral(", "))));
    }
    qInfo("%d kills: the save was absent %d times and replayed %d times; %d temporary files were left and cleaned up",
          kills, absent, replayed, leftovers);
    // The kills must land while games are saved, or this tests nothing.
    QVERIFY(replayed >= kills / 2);
}

// A Felt killed between making the settings' lock file and writing its process into it leaves
// a lock that names nobody (seen in killedAtRandomMoments): the next start removes it.
void TestDurability::tornLockIsRemoved()
{
    DataDir dir;
    const QString lockPath = dir.file(QStringLiteral("felt.conf.lock"));
    {
        QFile torn(lockPath);
        QVERIFY(torn.open(QIODevice::WriteOnly));
    }
    {
        AppController app { QString() };
    }
    QVERIFY2(!QFile::exists(lockPath), "the torn lock is still there");
}

QTEST_GUILESS_MAIN(TestDurability)
#include "tst_durability.moc"
