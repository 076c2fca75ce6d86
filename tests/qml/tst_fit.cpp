// Every language's texts fit the new-game page and every table at 1024x640: no visible text
// is elided or cut off, none runs out of its own box, out of the window or out of a parent
// that clips it. The pages are the real ones (tablehelper.h), in each language Felt offers.
#include "settings.h"
#include "tablehelper.h"

#include <QQuickStyle>
#include <QRectF>
#include <QThread>

#include "core/anygame.h"

using namespace tabletest;

namespace {

const QSize kSmall(1024, 640);

QString describe(const QQuickItem *text)
{
    const QRectF r = text->mapRectToScene(QRectF(0, 0, text->width(), text->height()));
    return QStringLiteral("\"%1\" at %2,%3 %4x%5 (needs %6)")
        .arg(text->property("text").toString().left(60))
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height())
        .arg(text->property("contentWidth").toReal());
}

bool showing(const QQuickItem *item)
{
    for (const QQuickItem *i = item; i; i = i->parentItem())
        if (!i->isVisible() || i->opacity() <= 0.01)
            return false;
    return true;
}

// What is wrong with the texts under `item` (one line each; empty when all fit).
void check(const QQuickItem *item, const QRectF &window, QStringList &problems)
{
    const QList<QQuickItem *> children = item->childItems();
    for (const QQuickItem *child : children)
        check(child, window, problems);
    if (!item->inherits("QQuickText") || !showing(item))
        return;
    const QString text = item->property("text").toString().trimmed();
    if (text.isEmpty() || item->width() <= 0 || item->height() <= 0)
        return;
    if (item->property("truncated").toBool()) {
        problems.append(QStringLiteral("elided: ") + describe(item));
        return;
    }
    const bool wraps = item->property("wrapMode").toInt() != 0;
    if (!wraps && item->property("contentWidth").toReal() > item->width() + 1.5) {
        problems.append(QStringLiteral("wider than its box: ") + describe(item));
        return;
    }
    // The part of the text that draws: its box, or its content where that is narrower.
    const qreal drawn = std::min(item->width(), item->property("contentWidth").toReal());
    qreal left = 0;
    const int align = item->property("horizontalAlignment").toInt();
    if (align & Qt::AlignHCenter)
        left = (item->width() - drawn) / 2;
    else if (align & Qt::AlignRight)
        left = item->width() - drawn;
    const QRectF ink = item->mapRectToScene(QRectF(left, 0, drawn, item->height()));
    if (ink.left() < window.left() - 1 || ink.right() > window.right() + 1) {
        problems.append(QStringLiteral("out of the window: ") + describe(item));
        return;
    }
    for (const QQuickItem *p = item->parentItem(); p; p = p->parentItem()) {
        if (!p->clip())
            continue;
        const QRectF box = p->mapRectToScene(QRectF(0, 0, p->width(), p->height()));
        // A scrolled view cuts what is scrolled away on purpose: only its sides count.
        const bool scrolls = p->inherits("QQuickFlickable");
        if (ink.left() < box.left() - 1 || ink.right() > box.right() + 1
            || (!scrolls && (ink.top() < box.top() - 1 || ink.bottom() > box.bottom() + 1))) {
            problems.append(QStringLiteral("cut off by %1: ").arg(QString::fromLatin1(p->metaObject()->className()))
                            + describe(item));
            return;
        }
    }
}

QStringList problemsOn(QQuickWindow *window)
{
    QStringList problems;
    check(window->contentItem(), QRectF(0, 0, window->width(), window->height()), problems);
    problems.removeDuplicates();
    return problems;
}

struct Case {
    QString game;
    QStringList actions;
};

QList<Case> cases()
{
    return { { QStringLiteral("shithead"), kToSeatZeroTurn },
             { QStringLiteral("chain-chain"), kChainToSeatZero },
             { QStringLiteral("mountain"), { QStringLiteral("0: move 2 1 0") } },   // Undo and Redo show
             { QStringLiteral("wrong-suit"), kWrongSuitRoundTwo },
             { QStringLiteral("shaftmount"), {} } };
}

} // namespace

class TestFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
    }

    void pages_data()
    {
        QTest::addColumn<QString>("language");
        for (const QVariant &entry : Settings::languages()) {
            const QString id = entry.toMap().value(QStringLiteral("id")).toString();
            if (!id.isEmpty())
                QTest::newRow(qPrintable(id)) << id;
        }
    }
    void pages()
    {
        QFETCH(QString, language);
        QStringList problems;
        for (const Case &c : cases()) {
            Table t;
            t.app()->settings()->setLanguage(language);
            QVERIFY(t.loadRecordAt(seatsFor(c.game), *felt::parseRecord(recordJson(c.actions, c.game, nullptr, seatsFor(c.game).size())),
                                   kSmall));
            QCOMPARE(t.window()->size(), kSmall);
            QTest::qWait(400);   // the status line fades in
            for (const QString &p : problemsOn(t.window()))
                problems.append(c.game + QStringLiteral(" table: ") + p);
            if (c.game == QLatin1String("mountain"))
                QVERIFY(t.item(QStringLiteral("undoButton")));
            // With the log beside the table (the log button says "Hide log" then).
            t.item(QStringLiteral("tablePage"))->setProperty("showLog", true);
            QTest::qWait(400);
            for (const QString &p : problemsOn(t.window()))
                problems.append(c.game + QStringLiteral(" table with the log: ") + p);
            QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, c.game));
            QTRY_VERIFY(t.item(QStringLiteral("newGamePage")) && t.item(QStringLiteral("newGamePage"))->isVisible());
            QTest::qWait(600);   // the page slides in
            for (const QString &p : problemsOn(t.window()))
                problems.append(c.game + QStringLiteral(" new game: ") + p);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
    }

    // The result with "Review my game", the review at work and the review's bar fit too.
    void review_data() { pages_data(); }
    void review()
    {
        QFETCH(QString, language);
        const felt::Record record = finishedGame();
        QVERIFY(!record.actions.empty());
        QStringList problems;
        Table t;
        t.app()->settings()->setLanguage(language);
        QVERIFY(t.loadRecordAt(personAndBots(), record, kSmall));
        QTRY_VERIFY(t.item(QStringLiteral("gameReviewButton")));
        QTest::qWait(400);
        for (const QString &p : problemsOn(t.window()))
            problems.append(QStringLiteral("result: ") + p);
        t.session()->gameReview()->setThinkHook([] { QThread::msleep(30); });
        QVERIFY(t.session()->reviewGame(0));
        QTRY_VERIFY(t.item(QStringLiteral("reviewProgress")));
        QTest::qWait(200);
        for (const QString &p : problemsOn(t.window()))
            problems.append(QStringLiteral("review at work: ") + p);
        QTRY_VERIFY_WITH_TIMEOUT(t.session()->gameReviewing(), 60000);
        // Every decision's words, the longest verdicts among them.
        GameReview *r = t.session()->gameReview();
        for (int i = 0; i < r->total(); ++i) {
            r->show(i);
            QTest::qWait(120);
            for (const QString &p : problemsOn(t.window()))
                problems.append(QStringLiteral("review, decision %1: ").arg(i + 1) + p);
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
    }

    // What folds away for want of room stays at hand: in the menu, and by its key.
    void foldedButtonsStayReachable()
    {
        Table t;
        t.app()->settings()->setLanguage(QStringLiteral("de"));
        QVERIFY(t.loadRecordAt(seatsFor(QStringLiteral("mountain")),
                               *felt::parseRecord(recordJson({ QStringLiteral("0: move 2 1 0") }, QStringLiteral("mountain"))),
                               QSize(900, 640)));
        QTRY_VERIFY(!t.item(QStringLiteral("rulesButton")));   // folded: not shown
        QVERIFY(t.item(QStringLiteral("menuButton")));
        t.click(centreOf(t.item(QStringLiteral("menuButton"))));
        QTRY_VERIFY(t.item(QStringLiteral("menu_rulesButton")));
        QVERIFY(t.item(QStringLiteral("menu_keysButton")) && t.item(QStringLiteral("menu_logButton")));
        QQuickItem *page = t.item(QStringLiteral("tablePage"));
        QVERIFY(page);
        QTest::qWait(400);   // the menu has opened
        t.click(centreOf(t.item(QStringLiteral("menu_logButton"))));
        QTRY_VERIFY(page->property("showLog").toBool());
        QTRY_VERIFY(!t.item(QStringLiteral("menu_logButton")));   // the menu closed
        QTest::keyClick(t.window(), Qt::Key_L);   // the folded button's key
        QTRY_VERIFY(!page->property("showLog").toBool());
        // Wide again: the buttons are back on the bar, not in the menu.
        t.window()->resize(1600, 900);
        QTRY_VERIFY(t.item(QStringLiteral("rulesButton")));
        QVERIFY(t.item(QStringLiteral("dealLabel")));
    }
};

QTEST_MAIN(TestFit)
#include "tst_fit.moc"
