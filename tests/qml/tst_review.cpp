// "Review my game" on the real window: the result's button and its key, the progress panel
// and its Cancel (Esc), the review's bar with arrows and Esc, names for screen readers.
#include "tablehelper.h"

#include "core/anygame.h"

#include <QAccessible>
#include <QThread>

using namespace tabletest;

namespace {

QString accessibleName(QQuickItem *item)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(item);
    return iface ? iface->text(QAccessible::Name) : QString();
}

// A finished game of Shaftmount with calls by hand, two players: every seat plays the normal
// bot when the game waits for it (calls are offered to the others elsewhere), and seat 0
// never taps, so the closing cards it could have tapped are calls it missed.
felt::Record manualGameWithMissedCalls()
{
    for (std::uint64_t seed = 1; seed < 20; ++seed) {
        felt::Record record;
        record.game = QStringLiteral("shaftmount");
        record.players = 2;
        record.seed = seed;
        record.options = felt::Value::object();
        record.options.set("calls", felt::Value("manual"));
        auto built = felt::buildGame(record);
        if (!built)
            return {};
        std::unique_ptr<felt::AnyGame> game = std::move(*built);
        for (int step = 0; step < 3000 && !game->isOver(); ++step) {
            const felt::Seat seat = game->mustAct().first();
            std::string action = game->botTask(seat, felt::BotLevel::Normal, seed * 977 + static_cast<std::uint64_t>(step))();
            // Seat 0 never taps: what its bot would have tapped, it misses.
            if (seat == 0 && action.rfind("tap", 0) == 0)
                for (const std::string &other : game->legalActions(seat))
                    if (other.rfind("tap", 0) != 0 && other.rfind("count", 0) != 0) {
                        action = other;
                        break;
                    }
            if (action.empty() || game->apply(seat, action) != felt::Reason::Ok)
                break;
            record.actions.push_back({ seat, QString::fromStdString(action) });
        }
        if (game->isOver())
            return record;
    }
    return {};
}

} // namespace

class TestReviewPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
        QAccessible::setActive(true);
        m_record = finishedGame();
        QVERIFY(!m_record.actions.empty());
    }

    // R asks for the review; the bar then steps with the arrows and Esc closes it, back to
    // the result.
    void keysStepAndClose()
    {
        Table t;
        QVERIFY(t.loadRecordAt(personAndBots(), m_record, QSize(1024, 640)));
        QVERIFY(t.session()->board()->over());
        QQuickItem *button = nullptr;
        QTRY_VERIFY((button = t.item(QStringLiteral("gameReviewButton"))));
        QVERIFY(button->isEnabled());
        QCOMPARE(accessibleName(button), QStringLiteral("Review my game"));

        QTest::keyClick(t.window(), Qt::Key_R);
        QTRY_VERIFY_WITH_TIMEOUT(t.session()->lookBack()->gameReviewing(), 60000);
        QTRY_VERIFY(t.item(QStringLiteral("gameReviewBar")));
        QVERIFY(!t.item(QStringLiteral("resultOverlay")));
        for (const char *name : { "gameReviewBackButton", "gameReviewNextButton", "gameReviewCloseButton" }) {
            QQuickItem *b = t.item(QString::fromLatin1(name));
            QVERIFY2(b, name);
            QVERIFY2(!accessibleName(b).isEmpty(), name);
        }
        QVERIFY(!t.item(QStringLiteral("gameReviewVerdict"))->property("text").toString().isEmpty());

        GameReview *review = t.session()->lookBack()->review();
        QVERIFY(review->total() > 2);
        review->show(0);
        QTRY_COMPARE(t.session()->lookBack()->step(), review->currentDecision().index);
        QTest::keyClick(t.window(), Qt::Key_Right);
        QTRY_COMPARE(review->current(), 1);
        QTRY_COMPARE(t.session()->lookBack()->step(), review->currentDecision().index);
        QTest::keyClick(t.window(), Qt::Key_Left);
        QTRY_COMPARE(review->current(), 0);
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.session()->lookBack()->gameReviewing());
        QVERIFY(t.session()->board()->over());
        QTRY_VERIFY(t.item(QStringLiteral("resultOverlay")));
    }

    // Calls by hand: the review marks the calls the person missed, and its bar says so.
    void missedCallsMarked()
    {
        const felt::Record record = manualGameWithMissedCalls();
        QVERIFY(!record.actions.empty());
        Table t;
        const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") },
                                      { QStringLiteral("Bert"), QStringLiteral("normal") } };
        QVERIFY(t.loadRecordAt(seats, record, QSize(1024, 640)));
        QVERIFY(t.session()->board()->over());
        QVERIFY(t.session()->lookBack()->reviewGame(0));
        GameReview *review = t.session()->lookBack()->review();
        QTRY_VERIFY_WITH_TIMEOUT(review->ready(), 120000);
        int missed = -1;
        for (int i = 0; i < review->decisions().size() && missed < 0; ++i)
            if (review->decisions().at(i).missed)
                missed = i;
        QVERIFY(missed >= 0);
        QVERIFY(review->show(missed));
        QTRY_VERIFY(t.item(QStringLiteral("gameReviewVerdict")));
        QTRY_VERIFY(t.item(QStringLiteral("gameReviewVerdict"))->property("text").toString().startsWith(QStringLiteral("A call missed: tap ")));
        QCOMPARE(t.item(QStringLiteral("gameReviewPlayed"))->property("text").toString(), QStringLiteral("Anna made no call here."));
        const QByteArray dir = qgetenv("FELT_SNAP_DIR");
        if (!dir.isEmpty())
            t.window()->grabWindow().save(QString::fromUtf8(dir) + QStringLiteral("/manual-review-missed.png"));
    }

    // While the hard player thinks, a progress bar shows and Esc cancels: nothing arrives.
    void escCancels()
    {
        Table t;
        QVERIFY(t.loadRecordAt(personAndBots(), m_record, QSize(1024, 640)));
        t.session()->lookBack()->review()->setThinkHook([] { QThread::msleep(150); });
        QQuickItem *button = nullptr;
        QTRY_VERIFY((button = t.item(QStringLiteral("gameReviewButton"))));
        t.click(centreOf(button));
        QTRY_VERIFY(t.item(QStringLiteral("reviewProgress")));
        QQuickItem *bar = t.item(QStringLiteral("reviewProgressBar"));
        QVERIFY(bar);
        QCOMPARE(accessibleName(bar), QStringLiteral("Review progress"));
        QVERIFY(!accessibleName(t.item(QStringLiteral("reviewCancelButton"))).isEmpty());
        QTRY_VERIFY(t.session()->lookBack()->review()->done() >= 1);
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.session()->lookBack()->review()->busy());
        QVERIFY(!t.item(QStringLiteral("reviewProgress")));
        QTest::qWait(800);
        QVERIFY(!t.session()->lookBack()->gameReviewing());
        QVERIFY(!t.session()->lookBack()->review()->ready());
        QVERIFY(t.item(QStringLiteral("resultOverlay")));
    }

    // Two people at one screen: each picks their own game (Shift+R), and the table shows the
    // one picked from their seat.
    void hotSeatPicksWhose()
    {
        Table t;
        const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") },
                                      { QStringLiteral("Cleo"), QStringLiteral("normal") } };
        QVERIFY(t.loadRecordAt(seats, m_record, QSize(1024, 640)));
        QQuickItem *button = nullptr;
        QTRY_VERIFY((button = t.item(QStringLiteral("gameReviewButton"))));
        QVERIFY(t.item(QStringLiteral("reviewWhoseBox")));
        QCOMPARE(button->property("text").toString(), QStringLiteral("Review Anna's game"));
        QTest::keyClick(t.window(), Qt::Key_R, Qt::ShiftModifier);
        QTRY_COMPARE(button->property("text").toString(), QStringLiteral("Review Bert's game"));
        t.click(centreOf(button));
        QTRY_VERIFY_WITH_TIMEOUT(t.session()->lookBack()->gameReviewing(), 60000);
        QCOMPARE(t.session()->lookBack()->review()->seat(), 1);
        QCOMPARE(t.session()->screen()->viewer(), 1);
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.session()->lookBack()->gameReviewing());
    }

private:
    felt::Record m_record;
};

QTEST_MAIN(TestReviewPage)
#include "tst_review.moc"
