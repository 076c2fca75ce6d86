// Play without a mouse, and the smaller things players hit: every bar action has a key and a
// tooltip naming it, Tab reaches the bar with a visible focus, the keys sheet lists the
// table's own keys; behind the privacy screen one can still leave; the window's title and the
// resume banner name the right game; the words fit the person at the screen.
#include "tablehelper.h"

#include <QAccessible>

using namespace tabletest;

namespace {
// A visible text item under `item` that reads `text`.
bool showsText(QQuickItem *item, const QString &text)
{
    if (!item->isVisible())
        return false;
    if (item->inherits("QQuickText") && item->property("text").toString() == text)
        return true;
    for (QQuickItem *child : item->childItems())
        if (showsText(child, text))
            return true;
    return false;
}
QString accessibleName(QQuickItem *item)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(item);
    return iface ? iface->text(QAccessible::Name) : QString();
}
QString accessibleDescription(QQuickItem *item)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(item);
    return iface ? iface->text(QAccessible::Description) : QString();
}
} // namespace

class TestKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
        QAccessible::setActive(true);
    }

    void altLeftGoesHome()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QTest::keyClick(t.window(), Qt::Key_Left, Qt::AltModifier);
        QTRY_VERIFY(t.item(QStringLiteral("backToTableButton")));
    }

    void barKeys()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        // H: a hint.
        QTest::keyClick(t.window(), Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->hint().isEmpty(), 20000);
        // L: the log.
        QVERIFY(!t.item(QStringLiteral("logList")));
        QTest::keyClick(t.window(), Qt::Key_L);
        QTRY_VERIFY(t.item(QStringLiteral("logList")));
        QTest::keyClick(t.window(), Qt::Key_L);
        QTRY_VERIFY(!t.item(QStringLiteral("logList")));
        // ?: the keys sheet, with the table's own keys in it.
        QTest::keyClick(t.window(), '?');
        QTRY_VERIFY(t.button(QStringLiteral("Close")));
        QVERIFY(t.items(QStringLiteral("keyRow")).size() >= 6 + 11);   // the table's keys and the bar's
        t.click(centreOf(t.button(QStringLiteral("Close"))));
        QTRY_VERIFY(!t.button(QStringLiteral("Close")));
        // Every bar button has a key and says which (tooltip and screen reader alike).
        for (const char *name : { "hintButton", "rulesButton", "keysButton", "logButton", "menuButton", "homeButton", "reviewButton" }) {
            QQuickItem *b = t.item(QString::fromLatin1(name));
            QVERIFY2(b, name);
            const QString key = b->property("key").toString();
            QVERIFY2(!key.isEmpty(), name);
            QVERIFY2(accessibleDescription(b).contains(QStringLiteral("(key: ")), qPrintable(accessibleDescription(b)));
        }
        // F1: the rules; Back, then Alt+Left: the games.
        QTest::keyClick(t.window(), Qt::Key_F1);
        QTRY_VERIFY(!t.item(QStringLiteral("pileZone")));
        QTRY_VERIFY(t.button(QStringLiteral("‹ Back")));
        QTest::qWait(300);
        t.click(centreOf(t.button(QStringLiteral("‹ Back"))));
        QTRY_VERIFY(t.item(QStringLiteral("pileZone")));
        QTest::qWait(1000);   // the page has slid back in
        QTest::keyClick(t.window(), Qt::Key_Left, Qt::AltModifier);
        QTRY_VERIFY(t.item(QStringLiteral("backToTableButton")));
    }

    // Tab reaches the bar's buttons and shows where it is.
    void tabShowsFocus()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        bool sawBarFocus = false;
        for (int i = 0; i < 12 && !sawBarFocus; ++i) {
            QTest::keyClick(t.window(), Qt::Key_Tab);
            QQuickItem *focus = t.window()->activeFocusItem();
            sawBarFocus = focus && focus->inherits("QQuickAbstractButton") && focus->property("visualFocus").toBool();
        }
        QVERIFY(sawBarFocus);
    }

    // Behind the privacy screen nobody sees a hand, yet anybody can leave the table.
    void privacyLeavesTheWayOut()
    {
        Table t;
        const QVariantList seats { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
                                   QVariantMap { { "name", "Bert" }, { "kind", "human" } } };
        QVERIFY(t.newGame(seats, 11));
        QVERIFY(t.session()->privacy());
        QQuickItem *home = t.item(QStringLiteral("homeButton"));
        QVERIFY(home && home->isEnabled());
        QVERIFY(!t.item(QStringLiteral("hintButton"))->isEnabled());
        t.click(centreOf(home));
        QTRY_VERIFY(t.item(QStringLiteral("backToTableButton")));
    }

    // The title names the game of the page in front; the resume banner names the saved game.
    void titlesNameTheRightGame()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QCOMPARE(t.window()->title(), QStringLiteral("Felt — Shithead"));
        QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("chain-chain")));
        QTRY_COMPARE(t.window()->title(), QStringLiteral("Felt — Chain-Chain"));
    }

    // After a restart the banner offers the unfinished game by its name.
    void resumeNamesTheGame()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kChainToSeatZero, QStringLiteral("chain-chain")));
        QVERIFY(t.session()->act(t.session()->legal().first()));
        t.app()->storage().flush();
        AppController later { QString() };
        QVERIFY(later.canResume());
        QCOMPARE(later.resumeGameName(), QStringLiteral("Chain-Chain"));
    }

    // Chain-Chain says which card must start without "a 8"; its hint marks both cards, and
    // Enter then plays the hinted pair.
    void chainWordsAndHint()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kChainToSeatZero, QStringLiteral("chain-chain")));
        const QString status = accessibleName(t.item(QStringLiteral("status")));
        QVERIFY2(status.contains(QStringLiteral("the link, 7,")) && !status.contains(QStringLiteral(" a 7")), qPrintable(status));
        QTest::keyClick(t.window(), Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->hint().isEmpty(), 20000);
        const QStringList cards = t.session()->hintMove().value("cards").toStringList();
        QCOMPARE(cards.size(), 2);
        QTRY_VERIFY(t.card(cards.at(0), QStringLiteral("hand"))->property("selected").toBool());
        // The second card carries its mark.
        QQuickItem *second = nullptr;
        for (QQuickItem *c : t.cards(QStringLiteral("hand"), 0))
            if (c->property("face").toString() == cards.at(1) && !c->property("selected").toBool())
                second = c;
        QVERIFY(second);
        QTRY_VERIFY(showsText(second, QStringLiteral("2nd")));
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("play %1 %2").arg(cards.at(0), cards.at(1)));
    }

    // Two people share the Mountain: the status names whose position is on turn.
    void mountainNamesThePerson()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") } },
                             {}, QStringLiteral("mountain")));
        const QString status = accessibleName(t.item(QStringLiteral("status")));
        QVERIFY2(status.startsWith(QStringLiteral("Anna, position 1:")), qPrintable(status));
    }
};

QTEST_MAIN(TestKeys)
#include "tst_keys.moc"
