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
        // (A script to replay, or only the fixed walks: qml.walk.fixed; QtTest wants a row.)
        if (!g_script.isEmpty() || qEnvironmentVariableIsSet("FELT_WALK_FIXED_ONLY")) {
            QTest::newRow("none") << quint64(0) << 0;
            return;
        }
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
        if (steps == 0)
            QSKIP("the random walks run as qml.walk.random");
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
    // A seat handed to a computer player (and taken back): the deal's number stays hidden from
    // the hosting person until the end; her keys still play the table afterwards.
    void seatHandedOverKeepsTheDealSecret()
    {
        fixedWalk("play:wrong-suit;seats:1:1:4;host;friendJoins;netStart;expect:dealSecret;friendDrops;waitAway;"
                  "handSeat:normal;expect:computerSeat;expect:dealSecret;friendBack;wait;expect:dealSecret;hint;wait");
    }
    // The result put aside ("Look at the table", Esc) comes back: Play again stays at hand.
    void resultComesBack() { fixedWalk("play:chain-chain;seats:1:0:3;start;finish;expect:result;esc;expect:reopen;reopenResult;expect:result"); }
    // The opener of a finished network table goes home: the table closes, its people are told.
    void finishedNetworkTableClosesOnTheWayHome()
    {
        fixedWalk("play:wrong-suit;seats:1:1:4;host;friendJoins;netStart;finish;esc;home;expect:home;expect:friendTold");
    }
    // A guest whose table its opener closed mid-game: the table is gone everywhere.
    void closedTableIsGoneEverywhere()
    {
        fixedWalk("friendHosts:wrong-suit;join;joinFriend;friendStarts;friendCloses;expect:closed;expect:home;expect:noBackToTable;"
                  "expect:noRejoin");
    }
    // Another window takes the seat with its token: this one says so in one line and goes home.
    void seatTakenFromAnotherWindow() { fixedWalk("friendHosts:shithead;join;joinFriend;friendStarts;otherWindowTakes;expect:takenOver;expect:noBackToTable"); }
    // A waiting table left on purpose is not offered back with Rejoin.
    void leftTableIsNotOfferedBack() { fixedWalk("friendHosts:shithead;join;joinFriend;esc;expect:noRejoin;join;expect:noRejoin"); }
    // felt felt://… on an install that never had a name: the join page asks for it first.
    void commandLineJoinAsksTheName() { fixedWalk("friendHosts:shithead;commandLineJoin;expect:joinPageAsks"); }
    // Esc leaves the new-game page and the network table's waiting page.
    void escLeavesEveryPage() { fixedWalk("play:shithead;esc;play:wrong-suit;seats:1:1:4;host;esc;expect:home"); }
    // The Mountain given up (its action bar's fourth button): its result, a game without places,
    // shows no empty place text (check f).
    void placelessResultSaysNothingEmpty() { fixedWalk("play:mountain;start;button:concedeButton;yes;expect:result"); }
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
