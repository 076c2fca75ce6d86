// The keyboard comes back to the table (issue 28, item 3): in every game, every overlay, sheet,
// page and dialog the table has (the keys sheet, the menu, settings, statistics, rules, the log,
// the question before a deal is started again, the last round's review, the result, a game's own
// questions: the Mountain's concession, Wrong Suit's Queen's suit) is opened by its key or
// button and closed with Esc (and where it has one, its close button); after each, an arrow
// moves the table's mark, and at the end a card is played by keys alone and reaches the record.
// The two paths people met: the chat opened and closed with Ctrl+T at a network table, and
// "Play again" on the result. A click on the table gives the keyboard back too. Esc leaves the
// new-game and join pages (a choice box's list open there closes first).
#include "tablehelper.h"

#include "netplay.h"
#include "netserver.h"
#include "settings.h"

#include <QRandomGenerator>

using namespace tabletest;

namespace {

// The card the keyboard's mark is on.
QQuickItem *markedCard(const Table &t)
{
    for (QQuickItem *c : t.items(QStringLiteral("card")))
        if (c->property("focused").toBool())
            return c;
    return nullptr;
}

// What holds the keyboard, for a failure's message.
QString keyHolder(const Table &t)
{
    QQuickItem *f = t.window()->activeFocusItem();
    if (!f)
        return QStringLiteral("nothing");
    return QStringLiteral("%1 \"%2\"%3").arg(QString::fromLatin1(f->metaObject()->className()), f->objectName(),
                                              f->isVisible() ? QString() : QStringLiteral(" (hidden)"));
}

// The table has the keyboard: → moves its mark to another card.
bool arrowsReachTheTable(const Table &t)
{
    // (What closed has let the keyboard go: a hidden item holds it no more.)
    static_cast<void>(QTest::qWaitFor([&] {
        QQuickItem *f = t.window()->activeFocusItem();
        return f && f->isVisible();
    }, 1000));
    QQuickItem *before = markedCard(t);
    QTest::keyClick(t.window(), Qt::Key_Right);
    return QTest::qWaitFor([&] {
        QQuickItem *now = markedCard(t);
        return now && now != before;
    }, 1500);
}

// → until the mark is on `face` (in `zone`), by keys alone.
bool markByKeys(const Table &t, const QString &face, const QString &zone)
{
    for (int i = 0; i < 20; ++i) {
        QQuickItem *now = markedCard(t);
        if (now && now->property("face").toString() == face && now->property("zone").toString() == zone)
            return true;
        QTest::keyClick(t.window(), Qt::Key_Right);
        static_cast<void>(QTest::qWaitFor([&] { return markedCard(t) != now; }, 500));
    }
    return false;
}

// Presses the keys of `keys` (a key, or text).
void press(const Table &t, Qt::Key key, Qt::KeyboardModifiers mods = {})
{
    QTest::keyClick(t.window(), key, mods);
}

// Plays a card of the game's deal (see rows()) by keys alone.
bool playByKeys(const Table &t, const QString &game)
{
    if (game == QLatin1String("shithead")) {
        if (!markByKeys(t, QStringLiteral("KS"), QStringLiteral("hand")))
            return false;
        press(t, Qt::Key_Space);
        press(t, Qt::Key_Return);
    } else if (game == QLatin1String("chain-chain")) {
        if (!markByKeys(t, QStringLiteral("7"), QStringLiteral("hand")))
            return false;
        press(t, Qt::Key_Space);
        if (!markByKeys(t, QStringLiteral("8"), QStringLiteral("hand")))
            return false;
        press(t, Qt::Key_Space);
    } else if (game == QLatin1String("mountain")) {
        // Q♦ and the J♣ on it onto the K♠ of valley 1.
        if (!markByKeys(t, QStringLiteral("QD"), QStringLiteral("valley")))
            return false;
        press(t, Qt::Key_Space);
        press(t, Qt::Key_1);
    } else if (game == QLatin1String("shaftmount")) {
        if (!markByKeys(t, QStringLiteral("KH"), QStringLiteral("hand")))
            return false;
        press(t, Qt::Key_Return);
        press(t, Qt::Key_Return);
    } else if (game == QLatin1String("wrong-suit")) {
        // The 5♣ to one's own stack.
        if (!markByKeys(t, QStringLiteral("5C"), QStringLiteral("hand")))
            return false;
        press(t, Qt::Key_Space);
        press(t, Qt::Key_1);
    }
    return true;
}

// Whether a shown item under `item` (not as large as the table: layers that fill it are no
// thing on it) lies at `scene`.
bool somethingAt(QQuickItem *item, const QPointF &scene, const QSizeF &tableSize)
{
    for (QQuickItem *child : item->childItems()) {
        if (!child->isVisible())
            continue;
        const bool layer = child->width() >= tableSize.width() - 1 && child->height() >= tableSize.height() - 1;
        if (!layer && child->width() > 0 && child->contains(child->mapFromScene(scene)))
            return true;
        if (somethingAt(child, scene, tableSize))
            return true;
    }
    return false;
}

// The game's table (the item the table page loaded).
QQuickItem *tableOf(const Table &t)
{
    QQuickItem *loader = t.item(QStringLiteral("tableLoader"));
    return loader ? loader->property("item").value<QQuickItem *>() : nullptr;
}

// A spot of the table where nothing lies (no zone, card or plate): a click there does nothing
// but give the table the keyboard.
QPoint bareFelt(QQuickItem *table)
{
    for (int row = 2; row < 18; ++row)
        for (int col = 1; col < 20; ++col) {
            const QPointF scene = table->mapToScene(QPointF(table->width() * col / 20, table->height() * row / 20));
            if (!somethingAt(table, scene, table->size()))
                return scene.toPoint();
        }
    return table->mapToScene(QPointF(2, table->height() / 2)).toPoint();
}

// The table page is in front again and settled (a page slides back in).
bool tableInFront(const Table &t)
{
    return QTest::qWaitFor([&] {
        QQuickItem *page = t.item(QStringLiteral("tablePage"));
        return page && page->property("inFront").toBool() && !t.button(QStringLiteral("‹ Back"));
    }, 5000);
}

// An overlay: how it opens (and that it shows), how it closes (and that it went).
struct Overlay {
    QString name;
    std::function<bool(Table &)> open;
    std::function<bool(Table &)> close;
};

bool waitFor(const std::function<bool()> &cond)
{
    return QTest::qWaitFor(cond, 5000);
}

bool clickButton(Table &t, const QString &text)
{
    QQuickItem *b = nullptr;
    if (!waitFor([&] { return (b = t.button(text)) != nullptr; }))
        return false;
    QTest::qWait(250);   // a menu or a page has slid into place
    t.click(centreOf(b));
    return true;
}

bool escCloses(Table &t, const std::function<bool()> &gone)
{
    press(t, Qt::Key_Escape);
    return waitFor(gone);
}

// The overlays every table has.
QList<Overlay> sharedOverlays()
{
    QList<Overlay> list;
    auto sheetShows = [](Table &t) { return waitFor([&] { return t.button(QStringLiteral("Close")) != nullptr; }); };
    auto sheetGone = [](Table &t) { return [&t] { return !t.button(QStringLiteral("Close")); }; };
    list.append({ QStringLiteral("keys sheet (?, Esc)"),
                  [=](Table &t) { QTest::keyClick(t.window(), '?'); return sheetShows(t); },
                  [=](Table &t) { return escCloses(t, sheetGone(t)); } });
    list.append({ QStringLiteral("keys sheet (Shift+F1, Close)"),
                  [=](Table &t) { press(t, Qt::Key_F1, Qt::ShiftModifier); return sheetShows(t); },
                  [=](Table &t) { return clickButton(t, QStringLiteral("Close")) && waitFor(sheetGone(t)); } });
    list.append({ QStringLiteral("keys sheet (button, Esc)"),
                  [=](Table &t) { t.click(centreOf(t.item(QStringLiteral("keysButton")))); return sheetShows(t); },
                  [=](Table &t) { return escCloses(t, sheetGone(t)); } });

    auto menuShows = [](Table &t) { return waitFor([&] { return t.button(QStringLiteral("Settings")) != nullptr; }); };
    list.append({ QStringLiteral("menu (F10, Esc)"), [=](Table &t) { press(t, Qt::Key_F10); return menuShows(t); },
                  [](Table &t) { return escCloses(t, [&t] { return !t.button(QStringLiteral("Settings")); }); } });
    list.append({ QStringLiteral("menu (button, Esc)"),
                  [=](Table &t) { t.click(centreOf(t.item(QStringLiteral("menuButton")))); return menuShows(t); },
                  [](Table &t) { return escCloses(t, [&t] { return !t.button(QStringLiteral("Settings")); }); } });

    // Pages over the table: settings and statistics from the menu, the rules by F1.
    auto page = [=](const QString &item, bool byEsc) {
        return Overlay { QStringLiteral("%1 (%2)").arg(item, byEsc ? QStringLiteral("Esc") : QStringLiteral("Back")),
                         [=](Table &t) {
                             press(t, Qt::Key_F10);
                             return menuShows(t) && clickButton(t, item)
                                 && waitFor([&] { return t.button(QStringLiteral("‹ Back")) != nullptr; });
                         },
                         [=](Table &t) {
                             QTest::qWait(400);   // the page has slid in
                             if (byEsc)
                                 press(t, Qt::Key_Escape);
                             else
                                 clickButton(t, QStringLiteral("‹ Back"));
                             return tableInFront(t);
                         } };
    };
    auto rules = [](bool byEsc) {
        return Overlay { QStringLiteral("rules (F1, %1)").arg(byEsc ? QStringLiteral("Esc") : QStringLiteral("Back")),
                         [](Table &t) {
                             press(t, Qt::Key_F1);
                             return waitFor([&] { return t.button(QStringLiteral("‹ Back")) != nullptr; });
                         },
                         [=](Table &t) {
                             QTest::qWait(400);
                             if (byEsc)
                                 press(t, Qt::Key_Escape);
                             else
                                 clickButton(t, QStringLiteral("‹ Back"));
                             return tableInFront(t);
                         } };
    };
    list.append(page(QStringLiteral("Settings"), false));
    list.append(page(QStringLiteral("Statistics"), false));
    list.append(rules(false));
    list.append(page(QStringLiteral("Settings"), true));
    list.append(page(QStringLiteral("Statistics"), true));
    list.append(rules(true));

    // The log (a panel: L and its button show and hide it).
    list.append({ QStringLiteral("log (L, L)"),
                  [](Table &t) { press(t, Qt::Key_L); return waitFor([&] { return t.item(QStringLiteral("logList")) != nullptr; }); },
                  [](Table &t) { press(t, Qt::Key_L); return waitFor([&] { return !t.item(QStringLiteral("logList")); }); } });
    list.append({ QStringLiteral("log (L, Esc)"),
                  [](Table &t) { press(t, Qt::Key_L); return waitFor([&] { return t.item(QStringLiteral("logList")) != nullptr; }); },
                  [](Table &t) { press(t, Qt::Key_Escape); return waitFor([&] { return !t.item(QStringLiteral("logList")); }); } });
    list.append({ QStringLiteral("log (button, button)"),
                  [](Table &t) {
                      t.click(centreOf(t.item(QStringLiteral("logButton"))));
                      return waitFor([&] { return t.item(QStringLiteral("logList")) != nullptr; });
                  },
                  [](Table &t) {
                      t.click(centreOf(t.item(QStringLiteral("logButton"))));
                      return waitFor([&] { return !t.item(QStringLiteral("logList")); });
                  } });

    // The question before the deal starts again: Esc, or No.
    auto replay = [=](bool byEsc) {
        return Overlay { QStringLiteral("start this deal again? (%1)").arg(byEsc ? QStringLiteral("Esc") : QStringLiteral("No")),
                         [=](Table &t) {
                             press(t, Qt::Key_F10);
                             return menuShows(t) && clickButton(t, QStringLiteral("Play this deal again"))
                                 && waitFor([&] { return t.item(QStringLiteral("confirmNo")) != nullptr; });
                         },
                         [=](Table &t) {
                             QTest::qWait(300);
                             if (byEsc)
                                 press(t, Qt::Key_Escape);
                             else
                                 clickButton(t, QStringLiteral("No"));
                             return waitFor([&] { return !t.item(QStringLiteral("confirmNo")); });
                         } };
    };
    list.append(replay(true));
    list.append(replay(false));

    // The last round again, where there is one: B, then Esc; the bar's button, twice.
    list.append({ QStringLiteral("last round (B, Esc)"),
                  [](Table &t) {
                      if (!t.session()->lookBack()->available())
                          return true;
                      press(t, Qt::Key_B);
                      return waitFor([&] { return t.session()->lookBack()->active(); });
                  },
                  [](Table &t) { return escCloses(t, [&t] { return !t.session()->lookBack()->active(); }); } });
    list.append({ QStringLiteral("last round (button, button)"),
                  [](Table &t) {
                      if (!t.session()->lookBack()->available())
                          return true;
                      t.click(centreOf(t.item(QStringLiteral("reviewButton"))));
                      return waitFor([&] { return t.session()->lookBack()->active(); });
                  },
                  [](Table &t) {
                      if (t.session()->lookBack()->active())
                          t.click(centreOf(t.item(QStringLiteral("reviewButton"))));
                      return waitFor([&t] { return !t.session()->lookBack()->active(); });
                  } });
    return list;
}

// What a game's table asks on its own.
QList<Overlay> gameOverlays(const QString &game)
{
    QList<Overlay> list;
    if (game == QLatin1String("mountain")) {
        auto concede = [](bool byEsc) {
            return Overlay { QStringLiteral("concede? (C, %1)").arg(byEsc ? QStringLiteral("Esc") : QStringLiteral("No")),
                             [](Table &t) {
                                 press(t, Qt::Key_C);
                                 return waitFor([&] { return t.item(QStringLiteral("confirmNo")) != nullptr; });
                             },
                             [=](Table &t) {
                                 QTest::qWait(300);
                                 if (byEsc)
                                     press(t, Qt::Key_Escape);
                                 else
                                     clickButton(t, QStringLiteral("No"));
                                 return waitFor([&] { return !t.item(QStringLiteral("confirmNo")); });
                             } };
        };
        list.append(concede(true));
        list.append(concede(false));
    }
    if (game == QLatin1String("wrong-suit")) {
        // A Queen given asks for her suit.
        auto suit = [](bool byEsc) {
            return Overlay { QStringLiteral("queen's suit (%1)").arg(byEsc ? QStringLiteral("Esc") : QStringLiteral("Choose again")),
                             [](Table &t) {
                                 if (!markByKeys(t, QStringLiteral("QS"), QStringLiteral("hand")))
                                     return false;
                                 press(t, Qt::Key_Space);
                                 press(t, Qt::Key_1);
                                 return waitFor([&] { return t.item(QStringLiteral("suitChooser")) != nullptr; });
                             },
                             [=](Table &t) {
                                 if (byEsc)
                                     press(t, Qt::Key_Escape);
                                 else
                                     t.click(centreOf(t.item(QStringLiteral("suitCancel"))));
                                 return waitFor([&] { return !t.item(QStringLiteral("suitChooser")); });
                             } };
        };
        list.append(suit(true));
        list.append(suit(false));
    }
    return list;
}

// A network table hosted in this process, the window joined to it (as `felt felt://…`).
struct HostedTable {
    QTemporaryDir hostDir;
    GameSession hostSession;
    std::unique_ptr<NetPlay> host;
    Table t;

    bool open()
    {
        hostSession.setBotDelayMs(0);
        host = std::make_unique<NetPlay>(&hostSession, hostDir.path());
        const QVariantList seats { QVariantMap { { "name", "Anna" }, { "kind", "human" } },
                                   QVariantMap { { "name", "" }, { "kind", "human" }, { "remote", true } },
                                   QVariantMap { { "name", "Cleo" }, { "kind", "normal" } },
                                   QVariantMap { { "name", "Dan" }, { "kind", "normal" } } };
        if (!host->hosting()->host(QStringLiteral("wrong-suit"), seats, {}, 0))
            return false;
        const QString link = QStringLiteral("felt://127.0.0.1:%1/%2").arg(host->table()->server()->port()).arg(host->table()->code());
        if (!t.app()->network()->joining()->join(link, QStringLiteral("Bo")) || !t.openWindow())
            return false;
        if (!QTest::qWaitFor([&] { return host->table()->canStart(); }, 10000) || !host->table()->start())
            return false;
        return QTest::qWaitFor([&] { return t.item(QStringLiteral("tablePage")) && t.session()->screen()->actor() == 1
                                            && !t.session()->play()->moves().isEmpty(); }, 10000)
            && QTest::qWaitFor([&] { return t.item(QStringLiteral("chatButton")) != nullptr; }, 5000);
    }
    bool chatOpen() { return t.item(QStringLiteral("chatPanel")) != nullptr; }
    // Gives a card that is no Queen to one's own stack, by keys; true when it reached the record.
    bool giveByKeys()
    {
        const int before = t.session()->board()->actionCount();
        for (int i = 0; i < 8; ++i) {
            QQuickItem *c = markedCard(t);
            if (c && !c->property("face").toString().startsWith(u'Q'))
                break;
            press(t, Qt::Key_Right);
            QTest::qWait(50);
        }
        press(t, Qt::Key_Space);
        press(t, Qt::Key_1);
        return QTest::qWaitFor([&] { return t.session()->board()->actionCount() > before; }, 5000);
    }
};

} // namespace

class TestKeysBack : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
    }

    void everyOverlayGivesTheKeysBack_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<QByteArray>("deal");
        QTest::addColumn<QStringList>("actions");
        QTest::newRow("shithead") << QStringLiteral("shithead") << 3 << QByteArray(kDeal) << kToSeatZeroTurn;
        QTest::newRow("chain-chain") << QStringLiteral("chain-chain") << 3 << QByteArray(kChainDeal) << kChainToSeatZero;
        QTest::newRow("mountain") << QStringLiteral("mountain") << 1 << QByteArray(kMountainDeal) << QStringList {};
        QTest::newRow("shaftmount") << QStringLiteral("shaftmount") << 3 << QByteArray(kShaftmountClosingDeal) << QStringList {};
        QTest::newRow("wrong-suit") << QStringLiteral("wrong-suit") << 4 << QByteArray(kWrongSuitDeal) << kWrongSuitRoundTwo;
    }
    void everyOverlayGivesTheKeysBack()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(QByteArray, deal);
        QFETCH(QStringList, actions);
        Table t;
        t.app()->settings()->setAskBeforeConceding(true);
        const felt::Record record = gameRecord(game, players, deal, actions);
        QVERIFY(!record.game.isEmpty());
        QVERIFY(t.loadRecordAt(seatsFor(game), record));
        QTRY_VERIFY(t.session()->screen()->actor() == 0 && !t.session()->play()->moves().isEmpty());
        QVERIFY2(arrowsReachTheTable(t), qPrintable(keyHolder(t)));

        // Every overlay is tried; the ones after which the table has no keyboard are listed.
        QStringList dead;
        for (const Overlay &o : sharedOverlays() + gameOverlays(game)) {
            QVERIFY2(o.open(t), qPrintable(o.name + QStringLiteral(": does not open")));
            QVERIFY2(o.close(t), qPrintable(o.name + QStringLiteral(": does not close")));
            if (!arrowsReachTheTable(t)) {
                dead.append(o.name + QStringLiteral(": the keyboard is with ") + keyHolder(t));
                t.click(centreOf(t.item(QStringLiteral("tablePage"))) - QPoint(t.window()->width() / 2 - 20, 0));
            }
        }
        QVERIFY2(dead.isEmpty(), qPrintable(dead.join(QStringLiteral("; "))));
        QQuickItem *table = tableOf(t);

        // Tab takes the keyboard to the bar; a click on the table brings it back.
        for (int i = 0; i < 20; ++i) {
            press(t, Qt::Key_Tab);
            QQuickItem *f = t.window()->activeFocusItem();
            if (f && f->inherits("QQuickAbstractButton"))
                break;
        }
        QVERIFY2(t.window()->activeFocusItem() && t.window()->activeFocusItem()->inherits("QQuickAbstractButton"), qPrintable(keyHolder(t)));
        QVERIFY(table);
        t.click(bareFelt(table));
        QVERIFY2(arrowsReachTheTable(t), qPrintable(QStringLiteral("after a click on the table: the keyboard is with ") + keyHolder(t)));

        const int before = static_cast<int>(t.actionsOf(0).size());
        QVERIFY(playByKeys(t, game));
        QTRY_VERIFY2(t.actionsOf(0).size() == before + 1, qPrintable(t.actionsOf(0).join(u',') + QStringLiteral(" / ") + keyHolder(t)
            + QStringLiteral(" / ") + (t.item(QStringLiteral("toast")) ? t.item(QStringLiteral("toast"))->property("text").toString() : QString())));
    }

    // The result: Esc and "Look at the table" close it; after "Play again" the new deal is
    // played by keys alone (hint, then Enter).
    void afterTheResult_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("wrong-suit") << QStringLiteral("wrong-suit");
        QTest::newRow("shithead") << QStringLiteral("shithead");
        QTest::newRow("chain-chain") << QStringLiteral("chain-chain");
        QTest::newRow("shaftmount") << QStringLiteral("shaftmount");
        QTest::newRow("mountain") << QStringLiteral("mountain");
    }
    void afterTheResult()
    {
        QFETCH(QString, game);
        const int players = static_cast<int>(seatsFor(game).size());
        const felt::Record record = game == QLatin1String("mountain") ? gameRecord(game, 1, kMountainDeal, { "0: concede" })
                                                                      : finishedRecord(game, players);
        QVERIFY(!record.game.isEmpty());
        {
            // "Play again", then the person's first move of the new deal by keys alone.
            Table t;
            QVERIFY(t.loadRecordAt(seatsFor(game), record));
            QTRY_VERIFY(t.item(QStringLiteral("resultOverlay")));
            QVERIFY(clickButton(t, QStringLiteral("Play again")));
            QTRY_VERIFY(!t.session()->board()->over());
            QTRY_VERIFY(!t.item(QStringLiteral("resultOverlay")));
            // The computer players play up to the person's turn.
            t.session()->setBotsPaused(false);
            QTRY_VERIFY_WITH_TIMEOUT(t.session()->screen()->actor() == 0 && !t.session()->play()->moves().isEmpty() && t.session()->play()->due(), 20000);
            t.session()->setBotsPaused(true);
            t.settle();
            const int before = t.session()->board()->actionCount();
            press(t, Qt::Key_H);
            QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 30000);
            QTest::qWait(100);
            press(t, Qt::Key_Return);
            QTRY_VERIFY2(t.session()->board()->actionCount() > before, qPrintable(QStringLiteral("the keyboard is with ") + keyHolder(t)));
        }
        {
            // Esc: the result goes, and the table is looked at.
            Table t;
            QVERIFY(t.loadRecordAt(seatsFor(game), record));
            QVERIFY(t.session()->board()->over());
            QTRY_VERIFY(t.item(QStringLiteral("resultOverlay")));
            QTest::qWait(200);
            press(t, Qt::Key_Escape);
            QTRY_VERIFY2(!t.item(QStringLiteral("resultOverlay")), "Esc closes the result");
        }
        {
            // Its button "Look at the table".
            Table t;
            QVERIFY(t.loadRecordAt(seatsFor(game), record));
            QTRY_VERIFY(t.item(QStringLiteral("resultOverlay")));
            QVERIFY(clickButton(t, QStringLiteral("Look at the table")));
            QTRY_VERIFY(!t.item(QStringLiteral("resultOverlay")));
        }
    }

    // Shaftmount's questions with calls by hand. "Who calls?" (several people at one screen):
    // Esc, and its Cancel; the challenge: Esc passes. Then the person's turn goes on by keys.
    void shaftmountQuestions()
    {
        const QString game = QStringLiteral("shaftmount");
        {
            Table t;
            t.app()->catalog()->setGameSetting(game, QStringLiteral("drawToLimit"), false);
            const QList<SeatSpec> people { { QStringLiteral("Anna"), QStringLiteral("human") },
                                           { QStringLiteral("Bert"), QStringLiteral("human") },
                                           { QStringLiteral("Cleo"), QStringLiteral("human") } };
            QVERIFY(t.loadRecordAt(people, gameRecord(game, 3, kShaftmountClosingDeal, { "0: play KH 1.0" }, 5, true)));
            t.unlockByKey();
            QTRY_VERIFY(!t.session()->screen()->privacy());
            t.settle();
            QVERIFY2(arrowsReachTheTable(t), qPrintable(keyHolder(t)));
            for (bool byEsc : { true, false }) {
                // The K♥ on Bert's Q♥ is exposed: a click on it is a tap two people may make.
                QQuickItem *king = nullptr;
                for (QQuickItem *c : t.items(QStringLiteral("card")))
                    if (c->property("face").toString() == QLatin1String("KH") && c->property("zone").toString() == QLatin1String("sequence"))
                        king = c;
                QVERIFY(king);
                t.click(centreOf(king));
                QQuickItem *who = nullptr;
                QTRY_VERIFY((who = t.item(QStringLiteral("whoCalls"))));
                if (byEsc)
                    press(t, Qt::Key_Escape);
                else
                    t.click(centreOf(t.item(QStringLiteral("whoCallsCancel"))));
                QTRY_VERIFY(!t.item(QStringLiteral("whoCalls")));
                QVERIFY2(arrowsReachTheTable(t), qPrintable(QStringLiteral("who calls: the keyboard is with ") + keyHolder(t)));
            }
            QCOMPARE(t.actionsOf(0).size(), 1);
            press(t, Qt::Key_E);   // her turn ends, by its key
            QTRY_COMPARE(t.actionsOf(0).value(1), QStringLiteral("end"));
        }
        {
            // Bert claims No play; Cleo passed; Anna is asked. Esc passes.
            Table t;
            QVERIFY(t.loadRecordAt(personAndBots(), gameRecord(game, 3, kShaftmountDeal,
                                                               { "0: play 7C 0.1", "0: end", "1: no-play", "2: pass" }, 5, true)));
            t.settle();
            QTRY_VERIFY(t.item(QStringLiteral("challengeBanner")));
            press(t, Qt::Key_Escape);
            QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("pass"));
            QTRY_VERIFY(!t.item(QStringLiteral("challengeBanner")));
            QQuickItem *holder = t.window()->activeFocusItem();
            QVERIFY2(holder && QString::fromLatin1(holder->metaObject()->className()).startsWith(QLatin1String("ShaftmountTable")),
                     qPrintable(keyHolder(t)));
        }
    }

    // At a network table: the chat opened and closed with Ctrl+T, with its button, and shut
    // with Esc; each time the person then plays by keys alone.
    // Esc leaves the new-game page (back to the table it was opened from, or to the home
    // page) and the join page, as their Back buttons do; with a choice box's list open on the
    // page, Esc closes the list first and the page stays.
    void escLeavesTheNewGameAndJoinPages()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        t.window()->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(t.window()));
        press(t, Qt::Key_F10);
        QVERIFY(clickButton(t, QStringLiteral("New game…")));
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")));
        QVERIFY(waitStill(t.item(QStringLiteral("newGamePage"))));
        QQuickItem *kind = t.items(QStringLiteral("seatKind")).value(1);
        QVERIFY(kind);
        auto *list = kind->property("popup").value<QObject *>();
        t.click(centreOf(kind));
        QTRY_VERIFY(list->property("opened").toBool());
        press(t, Qt::Key_Escape);
        QTRY_VERIFY(!list->property("visible").toBool());
        // (The page stays: the table does not come back.)
        QVERIFY(!QTest::qWaitFor([&] { return t.item(QStringLiteral("tablePage")) != nullptr; }, 800));
        QVERIFY(t.item(QStringLiteral("newGamePage")));
        press(t, Qt::Key_Escape);
        QVERIFY2(tableInFront(t), "Esc leaves the new-game page for the table");
        QVERIFY2(arrowsReachTheTable(t), qPrintable(keyHolder(t)));
        QCOMPARE(t.session()->board()->actionCount(), kToSeatZeroTurn.size());   // the game as it was

        // From the home page: the new-game page, then the join page.
        for (const QString &name : { QStringLiteral("new"), QStringLiteral("join") }) {
            const QString item = name == QLatin1String("new") ? QStringLiteral("newGamePage") : QStringLiteral("joinPage");
            QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, name));
            QTRY_VERIFY(t.item(item));
            QVERIFY(waitStill(t.item(item)));
            press(t, Qt::Key_Escape);
            QTRY_VERIFY2(!t.item(item) && t.item(QStringLiteral("backToTableButton")), qPrintable(item + QStringLiteral(": Esc goes home")));
        }
    }

    void chatGivesTheKeysBack()
    {
        HostedTable n;
        QVERIFY(n.open());
        Table &t = n.t;
        QVERIFY2(arrowsReachTheTable(t), qPrintable(keyHolder(t)));
        QQuickItem *table = tableOf(t);

        press(t, Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(n.chatOpen());
        QTRY_VERIFY(t.window()->activeFocusItem() && t.window()->activeFocusItem()->objectName() == QLatin1String("chatField"));
        press(t, Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(!n.chatOpen());
        QVERIFY2(arrowsReachTheTable(t), qPrintable(QStringLiteral("Ctrl+T twice: the keyboard is with ") + keyHolder(t)));
        QTest::keyClick(t.window(), '?');
        QTRY_VERIFY2(t.button(QStringLiteral("Close")), qPrintable(QStringLiteral("? after the chat: ") + keyHolder(t)));
        press(t, Qt::Key_Escape);
        QTRY_VERIFY(!t.button(QStringLiteral("Close")));

        // The chat's button, twice (clicked where it stands once the bar has made room for
        // its longer words and the table for the panel).
        QVERIFY(waitStill(t.item(QStringLiteral("chatButton"))));
        t.click(centreOf(t.item(QStringLiteral("chatButton"))));
        QTRY_VERIFY(n.chatOpen());
        QVERIFY(waitStill(t.item(QStringLiteral("chatButton"))));
        t.click(centreOf(t.item(QStringLiteral("chatButton"))));
        QTRY_VERIFY(!n.chatOpen());
        QVERIFY2(arrowsReachTheTable(t), qPrintable(QStringLiteral("the chat's button: the keyboard is with ") + keyHolder(t)));

        // Esc in the chat closes it.
        press(t, Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(n.chatOpen());
        QTest::keyClick(t.window(), Qt::Key_H);
        QTest::keyClick(t.window(), Qt::Key_I);
        press(t, Qt::Key_Escape);
        QTRY_VERIFY2(!n.chatOpen(), "Esc closes the chat");
        QVERIFY2(arrowsReachTheTable(t), qPrintable(QStringLiteral("Esc in the chat: the keyboard is with ") + keyHolder(t)));

        // With the chat open, a click on the table gives the table the keyboard.
        press(t, Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(n.chatOpen());
        QVERIFY(table);
        t.click(bareFelt(table));
        QVERIFY2(arrowsReachTheTable(t), qPrintable(QStringLiteral("a click on the table: the keyboard is with ") + keyHolder(t)));
        press(t, Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(!n.chatOpen());

        QVERIFY2(n.giveByKeys(), qPrintable(QStringLiteral("the keyboard is with ") + keyHolder(t)));
    }
};

QTEST_MAIN(TestKeysBack)
#include "tst_keysback.moc"
