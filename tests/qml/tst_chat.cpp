// The chat at a network table (issue 30, item 7), in the real window over 127.0.0.1:
// - lines that come while the chat is closed are counted on its button and the newest is
//   shown for a moment beside it; opening the chat reads them (the count goes) and gives it
//   the keyboard; Esc closes the chat, from its field or from the table;
// - neither the chat's button, its notice nor its open panel lies on a card, a seat's plate,
//   the top bar or what the action bar shows (the button and the notice sit in the action
//   bar's own room; the panel is docked beside the table, which makes room for it), in each
//   of the five games, at the window's smallest size (1024x640, Main.qml), at 1024x700 and
//   at 1920x1080. With FELT_NET_SHOTS=DIR the tables are saved there to look at.
#include "netsteps.h"
#include "tablehelper.h"

#include "appcontroller.h"
#include "netplay.h"
#include "netserver.h"

#include <QRectF>

using tabletest::Table;
using tabletest::waitStill;

namespace {

QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

bool showing(const QQuickItem *item)
{
    for (const QQuickItem *i = item; i; i = i->parentItem())
        if (!i->isVisible() || i->opacity() <= 0.01)
            return false;
    return true;
}

void collectPlates(QQuickItem *item, QList<QQuickItem *> &out)
{
    if (QString::fromLatin1(item->metaObject()->className()).startsWith(QLatin1String("SeatPlate")) && showing(item))
        out.append(item);
    for (QQuickItem *child : item->childItems())
        collectPlates(child, out);
}

void shot(Table &t, const QString &name)
{
    const QByteArray dir = qgetenv("FELT_NET_SHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(400);
    t.window()->grabWindow().save(QString::fromLocal8Bit(dir) + u'/' + name + QStringLiteral(".png"));
}

// The action bar: the panel that holds the status line.
QQuickItem *actionBar(Table &t)
{
    return t.item(QStringLiteral("actionBar"));
}

// What the chat must not lie on: the cards, the seats' plates, the table's top bar and its
// action bar (`withActionBar`; else what the action bar shows: the status line's text, the
// game's note and buttons), each as "what at x,y wxh".
QList<QPair<QString, QRectF>> tableParts(Table &t, bool withActionBar = true)
{
    QList<QPair<QString, QRectF>> parts;
    for (QQuickItem *card : t.items(QStringLiteral("card")))
        if (showing(card) && card->width() > 0)
            parts.append({ QStringLiteral("card %1").arg(card->property("face").toString()), sceneRect(card) });
    QList<QQuickItem *> plates;
    collectPlates(t.window()->contentItem(), plates);
    for (QQuickItem *plate : plates)
        parts.append({ QStringLiteral("plate"), sceneRect(plate) });
    QQuickItem *page = t.item(QStringLiteral("tablePage"));
    if (auto *bar = page ? page->property("header").value<QQuickItem *>() : nullptr)
        parts.append({ QStringLiteral("top bar"), sceneRect(bar) });
    QQuickItem *bar = actionBar(t);
    if (!bar)
        return {};
    if (withActionBar) {
        parts.append({ QStringLiteral("action bar"), sceneRect(bar) });
        return parts;
    }
    // The status line as far as its text goes; the game's note and buttons.
    QList<QQuickItem *> found;
    tabletest::collect(bar, QStringLiteral("status"), found);
    QQuickItem *status = found.value(0);
    if (!status)
        return {};
    const auto texts = status->childItems();
    for (QQuickItem *text : texts) {
        const QRectF r = sceneRect(text);
        parts.append({ QStringLiteral("status"), QRectF(r.x(), r.y(), std::min(r.width(), text->property("contentWidth").toReal()), r.height()) });
    }
    found.clear();
    tabletest::collect(bar, QStringLiteral("statusNote"), found);
    if (QQuickItem *note = found.value(0); note && showing(note))
        parts.append({ QStringLiteral("note"), sceneRect(note) });
    for (QQuickItem *row : status->parentItem()->childItems())
        if (row->inherits("QQuickRow"))
            for (QQuickItem *button : row->childItems())
                if (showing(button) && button->width() > 0)
                    parts.append({ QStringLiteral("button %1").arg(button->property("text").toString()), sceneRect(button) });
    return parts;
}

QString overlaps(const QQuickItem *item, const QList<QPair<QString, QRectF>> &parts)
{
    const QRectF r = sceneRect(item);
    QStringList found;
    for (const auto &[what, where] : parts) {
        const QRectF both = r.intersected(where);
        if (both.width() > 0.5 && both.height() > 0.5)
            found.append(QStringLiteral("%1 at %2,%3 %4x%5").arg(what).arg(where.x()).arg(where.y()).arg(where.width()).arg(where.height()));
    }
    if (found.isEmpty())
        return {};
    return QStringLiteral("%1 at %2,%3 %4x%5 lies on %6")
        .arg(item->objectName())
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height())
        .arg(found.join(QStringLiteral("; ")));
}

} // namespace

class TestChat : public QObject {
    Q_OBJECT

private slots:
    void unreadNoticeAndEsc()
    {
        qputenv("FELT_GRACE_SECONDS", "10");
        Table t;
        QVERIFY(t.openWindow());
        Friend bo;
        NetPlay *host = t.app()->network();
        const QVariantList seats { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
                                   QVariantMap { { "name", "" }, { "kind", "human" }, { "remote", true } },
                                   QVariantMap { { "name", "Bert" }, { "kind", "normal" } },
                                   QVariantMap { { "name", "Cleo" }, { "kind", "normal" } } };
        QVERIFY(host->hosting()->host(QStringLiteral("wrong-suit"), seats, {}, 0));
        QVERIFY(bo.net->joining()->join(loopbackLink(host), QStringLiteral("Bo")));
        QTRY_VERIFY_WITH_TIMEOUT(host->table()->canStart(), 10000);
        QVERIFY(host->table()->start());
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("tablePage")), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("chatButton")), 5000);
        QQuickItem *button = t.item(QStringLiteral("chatButton"));
        QCOMPARE(button->property("text").toString(), QCoreApplication::translate("ChatButton", "Chat"));
        QVERIFY(!t.item(QStringLiteral("chatNotice")));

        // Two lines while the chat is closed: counted on the button, the newest shown beside it.
        QTRY_COMPARE_WITH_TIMEOUT(bo.net->table()->state(), NetTable::State::Playing, 10000);
        QVERIFY(bo.net->chat()->send(QStringLiteral("hello")));
        QTRY_COMPARE_WITH_TIMEOUT(host->chat()->unread(), 1, 5000);
        QTRY_VERIFY(t.item(QStringLiteral("chatNotice")));
        QCOMPARE(t.item(QStringLiteral("chatNotice"))->property("text").toString(), QStringLiteral("Bo: hello"));
        QVERIFY(bo.net->chat()->send(QStringLiteral("your turn?")));
        QTRY_COMPARE_WITH_TIMEOUT(host->chat()->unread(), 2, 5000);
        QTRY_COMPARE(t.item(QStringLiteral("chatNotice"))->property("text").toString(), QStringLiteral("Bo: your turn?"));
        QCOMPARE(button->property("text").toString(), QCoreApplication::translate("ChatButton", "Chat (%n new)", "", 2));
        QVERIFY(button->property("text").toString().contains(QLatin1Char('2')));
        shot(t, QStringLiteral("chat-unread"));

        // Opening the chat reads them: the count and the notice go.
        QVERIFY(waitStill(button));
        t.click(tabletest::centreOf(button));
        QTRY_VERIFY(t.item(QStringLiteral("chatPanel")));
        QTRY_COMPARE(host->chat()->unread(), 0);
        QVERIFY(!t.item(QStringLiteral("chatNotice")));
        QCOMPARE(button->property("text").toString(), QCoreApplication::translate("ChatButton", "Close chat"));
        // A line while it is open is read at once.
        QVERIFY(bo.net->chat()->send(QStringLiteral("ok")));
        QTRY_COMPARE_WITH_TIMEOUT(host->chat()->rowCount(), 3, 5000);
        QCOMPARE(host->chat()->unread(), 0);
        QVERIFY(!t.item(QStringLiteral("chatNotice")));
        // The keyboard is the chat field's once it opens: type and Enter.
        QTRY_VERIFY(t.item(QStringLiteral("chatField"))->hasActiveFocus());
        QTest::keyClick(t.window(), Qt::Key_H);
        QTest::keyClick(t.window(), Qt::Key_I);
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(bo.net->chat()->rowCount(), 4, 5000);
        QCOMPARE(chatWords(bo.net->chat(), -1), QStringLiteral("hi"));

        // Esc closes it, from the field...
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.item(QStringLiteral("chatPanel")));
        // ... and from the table, which has the keyboard back.
        QTest::keyClick(t.window(), Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(t.item(QStringLiteral("chatPanel")));
        // (A click on the bare felt: on no card, plate, bar or the chat.)
        auto parts = tableParts(t);
        parts.append({ QStringLiteral("chat"), sceneRect(t.item(QStringLiteral("chatPanel"))) });
        parts.append({ QStringLiteral("chat"), sceneRect(button) });
        QPoint felt(-1, -1);
        for (int y = t.window()->height() / 2; y > 80 && felt.x() < 0; y -= 20)
            for (int x = 40; x < t.window()->width() - 40 && felt.x() < 0; x += 20)
                if (std::none_of(parts.begin(), parts.end(), [&](const auto &p) { return p.second.adjusted(-8, -8, 8, 8).contains(QPointF(x, y)); }))
                    felt = QPoint(x, y);
        QVERIFY(felt.x() >= 0);
        t.click(felt);
        QTRY_VERIFY(!t.item(QStringLiteral("chatField"))->hasActiveFocus());
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.item(QStringLiteral("chatPanel")));
        QCOMPARE(host->chat()->unread(), 0);
        qunsetenv("FELT_GRACE_SECONDS");
    }

    void coversNothing_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QSize>("size");
        for (const char *game : { "shithead", "chain-chain", "wrong-suit", "shaftmount", "mountain" })
            for (const QSize size : { QSize(1024, 640), QSize(1024, 700), QSize(1920, 1080) })
                QTest::addRow("%s %dx%d", game, size.width(), size.height()) << QString::fromLatin1(game) << size;
    }
    void coversNothing()
    {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        Table t;
        t.setWindowSize(size);
        QVERIFY(t.openWindow());
        QCOMPARE(t.window()->size(), size);
        // The window hosts the game for its person and computer players, and starts it.
        QVariantList seats;
        for (const SeatSpec &s : tabletest::seatsFor(game))
            seats.append(QVariantMap { { "name", s.name }, { "kind", s.kind } });
        NetPlay *net = t.app()->network();
        QVERIFY(net->hosting()->host(game, seats, {}, 0));
        QTRY_VERIFY_WITH_TIMEOUT(net->table()->canStart(), 5000);
        QVERIFY(net->table()->start());
        QTRY_VERIFY_WITH_TIMEOUT(t.item(QStringLiteral("chatButton")), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->play()->legal().isEmpty(), 10000);
        t.settle();

        // A line while the chat is closed: counted on the button; the notice beside it where
        // the bar has room the status line does not need (qml.chat unreadNoticeAndEsc: at
        // 1280x800 it has).
        QList<QQuickItem *> status;
        tabletest::collect(actionBar(t), QStringLiteral("status"), status);
        QVERIFY(!status.isEmpty());
        QQuickItem *statusText = status.first()->childItems().value(0);
        QVERIFY(statusText);
        const int lines = statusText->property("lineCount").toInt();
        QVERIFY(net->chat()->send(QStringLiteral("Good luck, everyone! This line is long enough to wrap in the notice.")));
        QQuickItem *button = t.item(QStringLiteral("chatButton"));
        QTRY_COMPARE_WITH_TIMEOUT(button->property("text").toString(), QCoreApplication::translate("ChatButton", "Chat (%n new)", "", 1), 5000);
        shot(t, QStringLiteral("chat-%1-%2x%3-notice").arg(game).arg(size.width()).arg(size.height()));
        QTest::qWait(200);
        // In the action bar, on nothing it shows, nor on the table; the status line as it was.
        const QRectF bar = sceneRect(actionBar(t));
        const auto inBar = tableParts(t, false);
        QVERIFY(inBar.size() > 3);
        QVERIFY(bar.contains(sceneRect(button)));
        QVERIFY2(overlaps(button, inBar).isEmpty(), qPrintable(overlaps(button, inBar)));
        if (QQuickItem *notice = t.item(QStringLiteral("chatNotice"))) {
            QVERIFY(waitStill(notice));
            QVERIFY(bar.contains(sceneRect(notice)));
            QVERIFY2(overlaps(notice, tableParts(t, false)).isEmpty(), qPrintable(overlaps(notice, tableParts(t, false))));
            QVERIFY(notice->property("text").toString().startsWith(QLatin1String("Anna: Good luck")));
        }
        QVERIFY(!statusText->property("truncated").toBool());
        QCOMPARE(statusText->property("lineCount").toInt(), lines);

        // The open panel, with a few lines.
        QVERIFY(waitStill(button));
        t.click(tabletest::centreOf(button));
        QTRY_VERIFY(t.item(QStringLiteral("chatPanel")));
        QQuickItem *panel = t.item(QStringLiteral("chatPanel"));
        QVERIFY(waitStill(panel));
        t.settle();   // (the table makes room for it)
        const auto parts = tableParts(t);
        QVERIFY(parts.size() > 3);
        QVERIFY2(overlaps(panel, parts).isEmpty(), qPrintable(overlaps(panel, parts)));
        const auto inBarNow = tableParts(t, false);
        QVERIFY2(overlaps(button, inBarNow).isEmpty(), qPrintable(overlaps(button, inBarNow)));
        const QRectF inWindow(0, 0, size.width(), size.height());
        QVERIFY(inWindow.contains(sceneRect(panel)));
        QVERIFY(inWindow.contains(sceneRect(button)));
        // Usable: room for a few lines and the field.
        QVERIFY2(panel->height() >= 150 && panel->width() >= 240,
                 qPrintable(QStringLiteral("%1x%2").arg(panel->width()).arg(panel->height())));
        shot(t, QStringLiteral("chat-%1-%2x%3-open").arg(game).arg(size.width()).arg(size.height()));
    }
};

QTEST_MAIN(TestChat)
#include "tst_chat.moc"
