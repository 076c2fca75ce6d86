// "Review my game": the hard player's second opinion on a person's decisions, off the GUI
// thread, with progress and a cancel that drops the answer; and the session showing the
// table as it stood before each decision, from that person's view.
#include "helpers.h"

#include "gamereview.h"
#include "shaftmount/shaftmountadapter.h"
#include "record.h"
#include "replays.h"

#include "core/anygame.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>

using namespace testing;

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void marksAnObviouslyBadMove();
    void cancelDropsTheAnswer();
    void sessionShowsEachDecision();
    void levelLines();
    void marksMissedCalls();

private:
    felt::Record m_record;
    int m_bad = -1;   // the record's index of the person's bad move
};

namespace {

// A finished game of Shithead, four players, every seat playing the normal bot, except that
// seat 0 (the person) once picks up a pile of five or more cards while it could play.
felt::Record gameWithABadMove(std::uint64_t seed, int *bad)
{
    felt::Record record;
    record.game = QStringLiteral("shithead");
    record.players = 4;
    record.seed = seed;
    auto built = felt::buildGame(record);
    if (!built)
        return {};
    std::unique_ptr<felt::AnyGame> game = std::move(*built);
    *bad = -1;
    for (int step = 0; step < 2000 && !game->isOver(); ++step) {
        const felt::Seat seat = game->actors().first();
        const std::vector<std::string> legal = game->legalActions(seat);
        std::string action = game->botTask(seat, felt::BotLevel::Normal, seed * 1000 + static_cast<std::uint64_t>(step))();
        if (seat == 0 && *bad < 0 && legal.size() > 2 && std::count(legal.begin(), legal.end(), "pickup") == 1
            && action != "pickup") {
            const felt::Value state = game->state(felt::Viewer::all());
            const felt::Value *pile = state.find("pile");
            if (pile && pile->size() >= 5) {
                action = "pickup";
                *bad = static_cast<int>(record.actions.size());
            }
        }
        if (game->apply(seat, action) != felt::Reason::Ok)
            return {};
        record.actions.push_back({ seat, QString::fromStdString(action) });
    }
    return game->isOver() ? record : felt::Record {};
}

// Shaftmount with calls by hand, three players: Anna (seat 0) plays K♥ on Bert's Q♥, a closing
// card (the A♥ went to the closing area before play), and ends her turn without tapping it;
// Bert claims No play while 6♣ could go on Anna's 5♣; Cleo and Anna pass. The K♥ is still
// exposed at the end.
felt::Record manualRecord()
{
    const QByteArray json = R"({"format": "felt-record/1", "game": "shaftmount", "players": 3,
      "options": {"calls": "manual"}, "seed": 5,
      "deal": {"hand": [["KH", "4C", "3S", "5D", "9S", "2D", "7C", "8D"], ["3C", "4D", "5H", "6C", "7S", "8C", "9D", "TD"],
                        ["3H", "4H", "5S", "6D", "7H", "8H", "9H", "TH"]],
               "sequences": [["6H", "5C", "JD"], ["QH", "9C", "4S"], ["AH", "3D", "TC"]],
               "deck": ["2C", "2H", "6S", "7D", "JH", "JS", "QC", "KC", "QD", "KD", "JC", "TS"]},
      "actions": ["0: play KH 1.0", "0: end", "1: no-play", "2: pass", "0: pass"]})";
    auto record = felt::parseRecord(json);
    return record ? *record : felt::Record {};
}

} // namespace

void TestReview::initTestCase()
{
    for (std::uint64_t seed = 1; seed < 40 && m_bad < 0; ++seed)
        m_record = gameWithABadMove(seed, &m_bad);
    QVERIFY2(m_bad >= 0, "no game gave the person a big pile to pick up");
}

// The hard player, looking from the person's view, would not have picked up that pile, and
// says it mattered; progress counts every decision; the GUI thread stays free meanwhile.
void TestReview::marksAnObviouslyBadMove()
{
    GameReview review;
    QSignalSpy progress(&review, &GameReview::progressChanged);
    QSignalSpy finished(&review, &GameReview::finished);
    const int decisions = GameReview::countDecisions(m_record, 0);
    QVERIFY(decisions > 1);

    QElapsedTimer clock;
    clock.start();
    QVERIFY(review.start(m_record, 0));
    const qint64 startMs = clock.elapsed();
    QVERIFY(review.busy());
    QCOMPARE(review.total(), decisions);
    QCOMPARE(review.done(), 0);

    // The GUI thread keeps turning while the hard player thinks.
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
    ticker.start(10);
    QTRY_VERIFY_WITH_TIMEOUT(!review.busy(), 100000);
    ticker.stop();
    QCOMPARE(finished.size(), 1);
    QVERIFY(review.ready());
    qInfo("review of %d decisions: start() took %lld ms, the whole review %lld ms, %d GUI ticks meanwhile", decisions,
          startMs, clock.elapsed(), ticks);
    QVERIFY2(startMs < 1000, "start() must leave the thinking to the worker threads");
    QVERIFY(ticks > 0);

    // Progress: every decision reported, up to the total.
    QVERIFY(progress.size() >= decisions);
    QCOMPARE(review.done(), decisions);
    QCOMPARE(review.progress(), 1.0);

    const QList<GameReview::Decision> &results = review.results();
    QCOMPARE(results.size(), decisions);
    const auto it = std::find_if(results.begin(), results.end(), [this](const GameReview::Decision &d) { return d.index == m_bad; });
    QVERIFY(it != results.end());
    QCOMPARE(it->playedText, QStringLiteral("pickup"));
    QVERIFY(!it->same);
    QVERIFY(it->choiceText.startsWith(QStringLiteral("play")));
    QVERIFY(it->playedValue && it->choiceValue);
    qInfo("the bad pickup: hard plays %s, rated %.2f against %.2f", qPrintable(it->choiceText), *it->choiceValue, *it->playedValue);
    QVERIFY(*it->choiceValue > *it->playedValue);
    QVERIFY(it->marked);
    QVERIFY(review.marked() >= 1);

    // Stepping: the review starts at the first marked decision; forwards and back.
    QVERIFY(review.current() >= 0);
    QVERIFY(review.decisions().at(review.current()).marked);
    QVERIFY(review.show(0));
    QVERIFY(!review.step(-1));
    QVERIFY(review.step(1));
    QCOMPARE(review.current(), 1);
    QVERIFY(review.show(decisions - 1));
    QVERIFY(!review.step(1));
    QCOMPARE(review.currentDecision().number, decisions);
}

// Cancel stops the work promptly: the tasks not begun do not run, no answer is delivered.
void TestReview::cancelDropsTheAnswer()
{
    GameReview review;
    std::atomic<int> begun { 0 };
    review.setThinkHook([&begun] {
        ++begun;
        QThread::msleep(40);
    });
    QSignalSpy finished(&review, &GameReview::finished);
    QSignalSpy cancelled(&review, &GameReview::cancelled);
    QVERIFY(review.start(m_record, 0));
    const int total = review.total();
    // (the first answer may take a while under ThreadSanitizer on a busy machine)
    QTRY_VERIFY_WITH_TIMEOUT(review.done() >= 1, 30000);
    review.cancel();
    QVERIFY(!review.busy());
    QCOMPARE(cancelled.size(), 1);
    const int atCancel = begun.load();
    QTest::qWait(1500);
    QCOMPARE(finished.size(), 0);
    QVERIFY(!review.ready());
    QVERIFY(review.results().isEmpty());
    QCOMPARE(review.done(), 0);
    // At most the tasks already running when it was cancelled went on (one per worker).
    QVERIFY2(begun.load() <= atCancel + QThread::idealThreadCount() + 1, "tasks kept starting after cancel");
    QVERIFY(begun.load() < total);
}

// The session: a finished game offers its person a review; each decision shows the table as
// it stood before it, from the person's view; closing returns to the end of the game.
void TestReview::sessionShowsEachDecision()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") },
                                  { QStringLiteral("Cleo"), QStringLiteral("normal") }, { QStringLiteral("Dan"), QStringLiteral("normal") } };
    QVERIFY(s->load({ seats, m_record }));
    QVERIFY(s->board()->over());
    const QList<ReviewSeat> people = s->lookBack()->reviewSeats();
    QCOMPARE(people.size(), 1);
    QCOMPARE(people.first().seat, 0);
    QVERIFY(people.first().decisions > 1);

    QVERIFY(s->lookBack()->reviewGame(0));
    QVERIFY(s->lookBack()->review()->busy());
    QTRY_VERIFY_WITH_TIMEOUT(s->lookBack()->gameReviewing(), 100000);
    QVERIFY(!s->board()->over());   // the table as it stood then
    QCOMPARE(s->screen()->viewer(), 0);
    const int first = s->lookBack()->review()->current();
    const int index = s->lookBack()->review()->currentDecision().index;
    QCOMPARE(s->lookBack()->step(), index);
    QVERIFY(!s->lookBack()->review()->currentDecision().played.isEmpty());
    // Where the hard player would choose otherwise, it says why in the hint's words.
    int explained = 0;
    for (const ReviewedDecision &d : s->lookBack()->review()->decisions()) {
        if (d.same || d.missed)
            continue;
        QVERIFY2(!d.why.isEmpty(), qPrintable(d.choice));
        ++explained;
    }
    QVERIFY(explained >= 1);

    QVERIFY(s->lookBack()->review()->show(first == 0 ? 1 : 0));
    QCOMPARE(s->lookBack()->step(), s->lookBack()->review()->currentDecision().index);
    QCOMPARE(s->screen()->viewer(), 0);

    s->lookBack()->review()->close();
    QVERIFY(!s->lookBack()->gameReviewing());
    QVERIFY(!s->lookBack()->active());
    QVERIFY(s->board()->over());
}

// The new-game page's line per computer level: the game's own words and, where measured, the
// numbers in the locale's way of writing them; none claimed where none was measured.
void TestReview::levelLines()
{
    DataDir dir;
    AppController app { QString() };
    const QLocale previous;
    QLocale::setDefault(QLocale::c());
    const QString shitheadHard = app.catalog()->levelText(QStringLiteral("shithead"), QStringLiteral("hard"));
    QVERIFY(shitheadHard.startsWith(QStringLiteral("Hard:")));
    QVERIFY(shitheadHard.contains(QStringLiteral("three normal players: mean place 1.94 of 4, theirs 2.69")));
    QVERIFY(app.catalog()->levelText(QStringLiteral("wrong-suit"), QStringLiteral("normal")).contains(QStringLiteral("three easy players: mean place 1.63 of 4, theirs 2.76")));
    QVERIFY(app.catalog()->levelText(QStringLiteral("wrong-suit"), QStringLiteral("hard")).contains(QStringLiteral("mean place 1.91 of 4, theirs 2.67 ")));
    QVERIFY(app.catalog()->levelText(QStringLiteral("shaftmount"), QStringLiteral("hard")).contains(QStringLiteral("mean place 1.9 of 4, theirs 2.7 ")));
    QVERIFY(app.catalog()->levelText(QStringLiteral("chain-chain"), QStringLiteral("normal")).contains(QStringLiteral("mean place 2.27 of 4, theirs 2.58")));
    // Chain-Chain's hard level since its search beats normal's choice (docs/bots.md); the
    // Mountain is co-operative: no places.
    const QString chainHard = app.catalog()->levelText(QStringLiteral("chain-chain"), QStringLiteral("hard"));
    QVERIFY(chainHard.startsWith(QStringLiteral("Hard:")));
    QVERIFY(chainHard.contains(QStringLiteral("three normal players: mean place 2.11 of 4, theirs 2.63")));
    for (const char *level : { "easy", "normal", "hard" }) {
        const QString line = app.catalog()->levelText(QStringLiteral("mountain"), QString::fromLatin1(level));
        QVERIFY(!line.isEmpty());
        QVERIFY(!line.contains(QStringLiteral("place")));
        for (const char *game : { "shithead", "shaftmount", "chain-chain", "wrong-suit" })
            QVERIFY(!app.catalog()->levelText(QString::fromLatin1(game), QString::fromLatin1(level)).isEmpty());
    }
    QVERIFY(!app.catalog()->levelText(QStringLiteral("shithead"), QStringLiteral("easy")).contains(QStringLiteral("place ")));
    QVERIFY(app.catalog()->levelText(QStringLiteral("shithead"), QStringLiteral("human")).isEmpty());
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY(app.catalog()->levelText(QStringLiteral("shithead"), QStringLiteral("normal")).contains(QStringLiteral("2,33")));
    QLocale::setDefault(previous);
}

// Calls by hand: the review marks the calls Anna missed — the exposed K♥ on Bert's sequence she
// never tapped, and Bert's false claim she passed — among her decisions, where they were.
void TestReview::marksMissedCalls()
{
    const felt::Record record = manualRecord();
    QCOMPARE(record.actions.size(), 5);
    ShaftmountAdapter adapter;
    const QList<MissedCall> missed = adapter.missedCalls(record, Replays::moments(record, 0), 0);
    QCOMPARE(missed.size(), 2);
    QCOMPARE(missed.at(0).action, QStringLiteral("tap 1.0"));
    QCOMPARE(missed.at(0).index, 2);   // still there as Bert's turn began
    QVERIFY(missed.at(1).action.startsWith(QStringLiteral("challenge ")));
    QCOMPARE(missed.at(1).index, 4);   // her pass
    // Cleo passed too; Bert, the claimer and the owner of the K♥, missed nothing of that.
    QCOMPARE(adapter.missedCalls(record, Replays::moments(record, 2), 2).size(), 2);
    QVERIFY(adapter.missedCalls(record, Replays::moments(record, 1), 1).isEmpty());
    // Calls "auto": nothing to miss.
    felt::Record automatic = record;
    automatic.options = felt::Value::object();
    automatic.actions = { record.actions.at(0) };
    QVERIFY(adapter.missedCalls(automatic, Replays::moments(automatic, 0), 0).isEmpty());

    GameReview review;
    QList<GameReview::Missed> marks;
    for (const MissedCall &m : missed)
        marks.append({ m.index, m.action, m.text });
    QVERIFY(review.start(record, 0, [&adapter](const felt::Move &m) { return adapter.describeMove(m); }, marks));
    QTRY_VERIFY_WITH_TIMEOUT(!review.busy(), 100000);
    QVERIFY(review.ready());
    const QList<GameReview::Decision> &results = review.results();
    QCOMPARE(review.total(), results.size());
    QList<int> missedAt;
    for (qsizetype i = 0; i < results.size(); ++i) {
        if (i > 0)
            QVERIFY(results.at(i - 1).index <= results.at(i).index);   // in the game's order
        if (results.at(i).missed) {
            QVERIFY(results.at(i).marked);
            missedAt.append(results.at(i).index);
        }
    }
    QCOMPARE(missedAt, (QList<int> { 2, 4 }));
    const ReviewedDecision first = review.decisions().at(static_cast<int>(
        std::find_if(results.begin(), results.end(), [](const GameReview::Decision &d) { return d.missed; }) - results.begin()));
    QVERIFY(first.missed);
    QVERIFY(first.choice.startsWith(QStringLiteral("tap K♥")));
    QVERIFY(review.marked() >= 2);
}

QTEST_MAIN(TestReview)
#include "tst_review.moc"
