// The walker (walker.h) in the test suite: random walks of a few hundred steps in all from
// fixed seeds, and the fixed walks, each the path of a defect found (issue 35), replayed.
//
// Any walk of any length from the command line:
//   tst_walk --seed 7 --steps 2000          a random walk
//   tst_walk --script "play:shithead;seats:2:0:2;start;unlock;home;backToTable"
// (the environment's FELT_WALK_SEED, FELT_WALK_STEPS and FELT_WALK_SCRIPT say the same); a
// failing walk prints its seed, its steps and the line that replays it.
#include "walker.h"

#include <QQuickStyle>

namespace {

quint64 g_seed = 0;
int g_steps = 0;
QString g_script;

void walkOrFail(walk::Walker &w, bool ok)
{
    if (!ok)
        QFAIL(qPrintable(w.report()));
}

void fixedWalk(const QString &steps)
{
    walk::Walker w(1);
    walkOrFail(w, w.run(steps.split(u';')));
}

} // namespace

class TestWalk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
        // A person away over the grace time may be replaced within a walk.
        qputenv("FELT_GRACE_SECONDS", "10");
        qputenv("FELT_NET_TIMEOUT_SECONDS", "3");
    }

    // The walk asked for on the command line, else random walks from fixed seeds.
    void randomWalks_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("steps");
        if (!g_script.isEmpty())
            return;
        if (g_steps > 0) {
            QTest::newRow("asked") << g_seed << g_steps;
            return;
        }
        for (quint64 seed : { 1, 2, 3 })
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << 100;
    }
    void randomWalks()
    {
        QFETCH(quint64, seed);
        QFETCH(int, steps);
        walk::Walker w(seed);
        walkOrFail(w, w.randomWalk(steps));
    }
    void scriptWalk()
    {
        if (g_script.isEmpty())
            QSKIP("no --script given");
        fixedWalk(g_script);
    }

    // --- fixed walks: each a defect found, its path replayed --------------------------------

    // Issue 35: a person opens their hand at a two-person table, goes home and back: the table
    // comes back behind the privacy screen.
    void backFromHomeIsCovered() { fixedWalk("play:wrong-suit;seats:2:0:4;start;unlock;home;backToTable;unlock"); }
    void backFromRulesIsCovered() { fixedWalk("play:shithead;seats:2:0:2;start;unlock;rules;esc;unlock"); }
};

int main(int argc, char **argv)
{
    // Our own options first; the rest are QtTest's.
    QList<char *> rest;
    for (int i = 0; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--seed" && i + 1 < argc)
            g_seed = QByteArray(argv[++i]).toULongLong();
        else if (a == "--steps" && i + 1 < argc)
            g_steps = QByteArray(argv[++i]).toInt();
        else if (a == "--script" && i + 1 < argc)
            g_script = QString::fromUtf8(argv[++i]);
        else
            rest.append(argv[i]);
    }
    if (qEnvironmentVariableIsSet("FELT_WALK_SEED"))
        g_seed = qgetenv("FELT_WALK_SEED").toULongLong();
    if (qEnvironmentVariableIsSet("FELT_WALK_STEPS"))
        g_steps = qgetenv("FELT_WALK_STEPS").toInt();
    if (qEnvironmentVariableIsSet("FELT_WALK_SCRIPT"))
        g_script = qEnvironmentVariable("FELT_WALK_SCRIPT");
    if (g_steps > 0 && g_seed == 0)
        g_seed = 1;
    QGuiApplication app(argc, argv);
    TestWalk test;
    int n = static_cast<int>(rest.size());
    return QTest::qExec(&test, n, rest.data());
}

#include "tst_walk.moc"
