// Screen readers can play: through Qt's accessibility interface (what AT-SPI shows), every
// interactive item of the pages and tables has a name, cards say what and where they are,
// the seats say whose turn it is, and nothing decorative clutters the tree.
#include "tablehelper.h"

#include <QAccessible>

#include <functional>

using namespace tabletest;

namespace {

struct Node {
    QAccessible::Role role;
    QString name;
    QString description;
    QAccessible::State state;
    int depth;
};

void walk(QAccessibleInterface *iface, int depth, QList<Node> &out)
{
    if (!iface || !iface->isValid())
        return;
    out.append({ iface->role(), iface->text(QAccessible::Name), iface->text(QAccessible::Description), iface->state(), depth });
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), depth + 1, out);
}

QList<Node> tree(QQuickWindow *window)
{
    QList<Node> nodes;
    walk(QAccessible::queryAccessibleInterface(window), 0, nodes);
    return nodes;
}


bool interactive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::EditableText:
    case QAccessible::Slider:
    case QAccessible::MenuItem:
    case QAccessible::PageTab:
        return true;
    default:
        return false;
    }
}

// What is wrong with the visible part of the tree: an interactive item or a text without a
// name.
QString problems(const QList<Node> &nodes)
{
    QStringList out;
    for (const Node &n : nodes) {
        if (n.state.invisible)
            continue;
        if ((interactive(n.role) || n.role == QAccessible::StaticText) && n.name.trimmed().isEmpty())
            out.append(QStringLiteral("a %1 without a name").arg(QString::number(n.role, 16)));
    }
    return out.join(QStringLiteral("; "));
}

QStringList visibleNames(const QList<Node> &nodes, QAccessible::Role role)
{
    QStringList names;
    for (const Node &n : nodes)
        if (!n.state.invisible && n.role == role)
            names.append(n.name);
    return names;
}

// Whether an item shows on screen: it and every item round it visible, and not faded out.
bool shows(const QQuickItem *item)
{
    qreal opacity = 1;
    for (const QQuickItem *i = item; i; i = i->parentItem()) {
        if (!i->isVisible())
            return false;
        opacity *= i->opacity();
    }
    return opacity > 0.01;
}

QString nodeWords(QAccessibleInterface *iface)
{
    const QObject *o = iface->object();
    return QStringLiteral("%1 \"%2\" (%3 %4)")
        .arg(QString::number(iface->role(), 16), iface->text(QAccessible::Name).left(60),
             o ? QString::fromLatin1(o->metaObject()->className()) : QStringLiteral("?"), o ? o->objectName() : QString());
}

// The whole tree as a screen reader gets it: every node of an item that does not show (an
// overlay that is hidden, a page underneath, a faded label) is a problem, and so is every
// node that shows without a name.
void audit(QAccessibleInterface *iface, QStringList &out)
{
    if (!iface || !iface->isValid())
        return;
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface *child = iface->child(i);
        if (!child || !child->isValid())
            continue;
        const auto *item = qobject_cast<const QQuickItem *>(child->object());
        if (item && !shows(item))
            out.append(QStringLiteral("hidden, yet in the tree: ") + nodeWords(child));
        else if (child->text(QAccessible::Name).trimmed().isEmpty())
            out.append(QStringLiteral("shows without a name: ") + nodeWords(child));
        audit(child, out);
    }
}

// The tree as it is, for looking at (FELT_DUMP_TREE set).
void dumpTree(QAccessibleInterface *iface, int depth)
{
    if (!iface || !iface->isValid())
        return;
    if (qEnvironmentVariableIsSet("FELT_DUMP_TREE"))
        qInfo().noquote() << QString(depth * 2, QLatin1Char(' ')) + nodeWords(iface) + (iface->state().invisible ? " [invisible]" : "");
    for (int i = 0; i < iface->childCount(); ++i)
        dumpTree(iface->child(i), depth + 1);
}

// A screen reader starts: every control and label (those that say nothing of themselves in
// QML too) joins the tree, as on a desktop where one runs. (Without a platform bridge,
// offscreen, Qt tells the items so only when asked.)
void readerStarts()
{
    QAccessible::setActive(true);
}

QStringList auditTree(QQuickWindow *window)
{
    dumpTree(QAccessible::queryAccessibleInterface(window), 0);
    QStringList out;
    audit(QAccessible::queryAccessibleInterface(window), out);
    out.removeDuplicates();
    return out;
}

void showPage(Table &t, const char *function, const QVariant &arg = {})
{
    QObject *root = t.window();
    if (arg.isValid())
        QMetaObject::invokeMethod(root, function, Q_ARG(QVariant, arg));
    else
        QMetaObject::invokeMethod(root, function);
    QTest::qWait(600);   // the page slides in
}

} // namespace

class TestAccessible : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
        QAccessible::setActive(true);
    }

    // The three tables: every control named, every card of the person's hand a named,
    // checkable button, the seat on turn says so, the status is the window's status bar.
    void tables_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("actions");
        QTest::newRow("shithead") << QStringLiteral("shithead") << kToSeatZeroTurn;
        QTest::newRow("chain-chain") << QStringLiteral("chain-chain") << kChainToSeatZero;
        QTest::newRow("mountain") << QStringLiteral("mountain") << QStringList {};
        QTest::newRow("wrong-suit") << QStringLiteral("wrong-suit") << kWrongSuitRoundTwo;
        QTest::newRow("shaftmount") << QStringLiteral("shaftmount") << QStringList {};
    }
    void tables()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, actions);
        Table t;
        const bool alone = game == QLatin1String("mountain");
        // Wrong Suit: everyone gives at once, so nobody is "on turn".
        const bool together = game == QLatin1String("wrong-suit");
        QVERIFY(t.loadRecord(seatsFor(game), actions, game));
        const QList<Node> nodes = tree(t.window());
        QVERIFY2(problems(nodes).isEmpty(), qPrintable(problems(nodes)));
        // One status bar: what to do now (what just happened joins it once something has,
        // so no empty bar stands before it).
        const QStringList bars = visibleNames(nodes, QAccessible::StatusBar);
        QVERIFY2(bars.size() == 1, qPrintable(bars.join(" | ")));
        QVERIFY2(std::any_of(bars.begin(), bars.end(), [](const QString &b) {
                     return b.startsWith(QLatin1String("Your turn")) || b.startsWith(QLatin1String("Position"))
                         || b.startsWith(QLatin1String("Round 2: give one card"));
                 }),
                 qPrintable(bars.join(" | ")));
        // Every card the person may pick up is a button that says which card and where.
        int playable = 0;
        for (QQuickItem *card : t.items(QStringLiteral("card"))) {
            if (!card->property("tappable").toBool())
                continue;
            ++playable;
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(card);
            QVERIFY(iface);
            QCOMPARE(iface->role(), QAccessible::Button);
            const QString face = card->property("face").toString();
            const QString words = GameFacet::cardWords(face);
            QVERIFY2(face == QLatin1String("??") || iface->text(QAccessible::Name).startsWith(words), qPrintable(iface->text(QAccessible::Name)));
            QVERIFY(iface->state().checkable);
        }
        QVERIFY(playable > 0);
        // Nobody else's face-down hand card is in the tree (it would be named by its place only).
        for (const Node &n : nodes)
            QVERIFY2(n.name != QLatin1String("in Bert's hand") && n.name != QLatin1String("in Cleo's hand"), qPrintable(n.name));
        if (together) {
            // Every place is a button that names whose stack it is and its count; a shut suit
            // is said; the round is said; the seats say how many cards each holds.
            const QStringList buttons = visibleNames(nodes, QAccessible::Button);
            QVERIFY2(buttons.contains(QStringLiteral("Your stack, 1 card(s)")), qPrintable(buttons.join(" / ")));
            QVERIFY2(buttons.filter(QStringLiteral("Cleo's stack, 1 card(s), may receive no more spades")).size() == 1,
                     qPrintable(buttons.join(" / ")));
            const QStringList texts = visibleNames(nodes, QAccessible::StaticText);
            QVERIFY2(texts.filter(QStringLiteral("Round 2 of 5")).size() == 1, qPrintable(texts.join(" / ")));
            QVERIFY2(texts.filter(QStringLiteral("in hand")).size() >= 4, qPrintable(texts.join(" / ")));
            QVERIFY2(texts.filter(QStringLiteral("on turn")).isEmpty(), qPrintable(texts.join(" / ")));
            // The known cards say where they lie: one's own stack card, Cleo's face-up king.
            QVERIFY2(visibleNames(nodes, QAccessible::Graphic).contains(QStringLiteral("2 of clubs, face down in your stack")),
                     qPrintable(visibleNames(nodes, QAccessible::Graphic).join(" / ")));
            QVERIFY2(visibleNames(nodes, QAccessible::Graphic).contains(QStringLiteral("king of spades, face up in Cleo's stack")),
                     qPrintable(visibleNames(nodes, QAccessible::Graphic).join(" / ")));
        } else if (!alone) {
            // The seats: one line each, and the one on turn says so.
            const QStringList plates = visibleNames(nodes, QAccessible::StaticText).filter(QStringLiteral("in hand"));
            QVERIFY2(plates.size() >= 3, qPrintable(plates.join(" / ")));
            QVERIFY2(plates.filter(QStringLiteral("on turn")).size() == 1, qPrintable(plates.join(" / ")));
            QVERIFY(plates.filter(QStringLiteral("Anna")).first().contains(QStringLiteral("on turn")));
            if (game == QLatin1String("chain-chain")) {
                // Each collected stack says whose it is.
                QVERIFY2(visibleNames(nodes, QAccessible::StaticText).contains(QStringLiteral("Bert: 2 collected (sum 8)")),
                         qPrintable(visibleNames(nodes, QAccessible::StaticText).join(" / ")));
            }
        } else {
            // Mountain's four positions: one says it is on turn.
            const QStringList plates = visibleNames(nodes, QAccessible::StaticText).filter(QStringLiteral("position"));
            QVERIFY2(plates.size() == 4, qPrintable(plates.join(" / ")));
            QVERIFY2(plates.filter(QStringLiteral("on turn")).size() == 1, qPrintable(plates.join(" / ")));
        }
    }

    // The whole tree of each game's table, at the person's move and while a computer player
    // is on turn: nothing that does not show is in it (the result, the privacy screen, the
    // review's bars, a hidden banner), and everything that shows has a name — the page too.
    void wholeTree_data() { tables_data(); }
    void wholeTree()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, actions);
        Table t;
        QVERIFY(t.loadRecord(seatsFor(game), actions, game));
        QTest::qWait(400);   // the status fades in, the page has slid in
        readerStarts();
        QStringList problems = auditTree(t.window());
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
        // The page is named for its game.
        bool named = false;
        std::function<void(QAccessibleInterface *)> find = [&](QAccessibleInterface *i) {
            if (!i)
                return;
            if (i->role() == QAccessible::PageTab && i->text(QAccessible::Name).contains(t.app()->catalog()->gameName(game)))
                named = true;
            for (int c = 0; c < i->childCount(); ++c)
                find(i->child(c));
        };
        find(QAccessible::queryAccessibleInterface(t.window()));
        QVERIFY(named);
        // After a move of the person's: what just happened is said, and still nothing hidden.
        QVERIFY(t.session()->play()->act(t.session()->play()->legal().first()));
        QTest::qWait(600);
        problems = auditTree(t.window());
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
    }

    // Two people at one screen: while the privacy screen shows, it is what is heard, and the
    // table's hidden parts are not in the tree either.
    void wholeTreeBehindThePrivacyScreen()
    {
        Table t;
        QVERIFY(t.loadRecord({ { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") },
                               { QStringLiteral("Cleo"), QStringLiteral("normal") } },
                             kToSeatZeroTurn));
        if (t.session()->screen()->privacy())
            t.unlockByClick();
        QTRY_VERIFY(!t.session()->screen()->privacy());
        QVERIFY(t.session()->play()->act(QStringLiteral("play KS")));
        QTRY_VERIFY(t.session()->screen()->privacy());
        QTest::qWait(600);
        readerStarts();
        const QStringList problems = auditTree(t.window());
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
        QVERIFY(visibleNames(tree(t.window()), QAccessible::Button).contains(QStringLiteral("I am Bert — show my cards")));
    }

    // The end of a game with the log beside the table: the result and the log are heard, each
    // line and button named, and nothing of the bars that do not show.
    void wholeTreeAtTheEnd()
    {
        Table t;
        const felt::Record record = finishedGame();
        QVERIFY(!record.actions.empty());
        QVERIFY(t.loadRecordAt(personAndBots(), record));
        QTRY_VERIFY(t.item(QStringLiteral("gameReviewButton")));
        t.item(QStringLiteral("tablePage"))->setProperty("showLog", true);
        QTRY_VERIFY(t.item(QStringLiteral("logList")));
        QTest::qWait(400);
        readerStarts();
        const QStringList problems = auditTree(t.window());
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
        QVERIFY(visibleNames(tree(t.window()), QAccessible::Button).contains(QStringLiteral("Play again")));
    }

    // Shaftmount: every sequence and the closing area are named; each seat's plate says its
    // penalty points; a card on a sequence says whose sequence it lies on.
    void shaftmountNamesItsPlaces()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), {}, QStringLiteral("shaftmount")));
        const QList<Node> nodes = tree(t.window());
        const QStringList groups = visibleNames(nodes, QAccessible::Grouping);
        QVERIFY2(groups.contains(QStringLiteral("Bert's sequence 1, 1 card(s), top: queen of hearts")), qPrintable(groups.join(" | ")));
        QVERIFY2(groups.contains(QStringLiteral("your sequence 1, 1 card(s), top: 6 of hearts")), qPrintable(groups.join(" | ")));
        QVERIFY2(groups.filter(QStringLiteral("the closing area")).size() == 1, qPrintable(groups.join(" | ")));
        const QStringList plates = visibleNames(nodes, QAccessible::StaticText).filter(QStringLiteral("in hand"));
        QVERIFY2(plates.filter(QStringLiteral("0 penalty point(s)")).size() == 3, qPrintable(plates.join(" / ")));
        QQuickItem *queen = nullptr;
        for (QQuickItem *c : t.items(QStringLiteral("card")))
            if (c->property("zone").toString() == QLatin1String("sequence") && c->property("face").toString() == QLatin1String("QH"))
                queen = c;
        QVERIFY(queen);
        QCOMPARE(QAccessible::queryAccessibleInterface(queen)->text(QAccessible::Name),
                 QStringLiteral("queen of hearts, on top of Bert's sequence 1"));
    }

    // What just happened is heard: after a move, a status bar says it.
    void whatJustHappenedIsHeard()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QVERIFY(t.session()->play()->act(QStringLiteral("play KS")));
        QTRY_VERIFY(visibleNames(tree(t.window()), QAccessible::StatusBar).join(" ").contains(QStringLiteral("Anna played")));
        // ... and it is shown beside Anna's plate, too.
        QTRY_VERIFY(!t.items(QStringLiteral("caption")).isEmpty());
    }

    // Selecting a card is heard: the card's state turns checked.
    void selectionIsAState()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QQuickItem *king = t.card(QStringLiteral("KS"), QStringLiteral("hand"));
        QVERIFY(king);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(king);
        QVERIFY(iface && !iface->state().checked);
        t.click(centreOf(king));
        QTRY_VERIFY(iface->state().checked);
        // A screen reader's "press" acts like a click.
        QAccessibleActionInterface *action = iface->actionInterface();
        QVERIFY(action);
        action->doAction(QAccessibleActionInterface::pressAction());
        QTRY_VERIFY(!iface->state().checked);
    }

    // The arrows move real focus from card to card, so a screen reader hears which card it
    // is on: the focused card is the window's focus item and says so. (Qt turns the focus
    // change into the event AT-SPI hears; the offscreen platform has no bridge to observe it.)
    void arrowsMoveRealFocus()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QTest::keyClick(t.window(), Qt::Key_Right);
        QTRY_VERIFY(t.window()->activeFocusItem() && t.window()->activeFocusItem()->objectName() == QStringLiteral("card"));
        QQuickItem *first = t.window()->activeFocusItem();
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(first);
        QVERIFY(iface && iface->state().focused);
        // Focus passes straight to the next card: nothing else (the table) holds it between.
        QStringList holders;
        const QMetaObject::Connection watch = connect(t.window(), &QQuickWindow::activeFocusItemChanged, this, [&] {
            const QQuickItem *item = t.window()->activeFocusItem();
            holders.append(item ? item->objectName() : QStringLiteral("nothing"));
        });
        QTest::keyClick(t.window(), Qt::Key_Right);
        QTRY_VERIFY(t.window()->activeFocusItem() != first);
        QCOMPARE(t.window()->activeFocusItem()->objectName(), QStringLiteral("card"));
        disconnect(watch);
        QCOMPARE(holders, QStringList { QStringLiteral("card") });
        QVERIFY(!iface->state().focused);   // the first card no longer claims it
        // Space on the focused card selects it: the key reaches the table through the card.
        QQuickItem *card = t.window()->activeFocusItem();
        QTest::keyClick(t.window(), Qt::Key_Space);
        QTRY_VERIFY(card->property("selected").toBool());
    }

    // After Tab has visited the bar's buttons it comes back to the table, and the arrows work
    // again.
    void tabComesBackToTheTable()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QTest::keyClick(t.window(), Qt::Key_Tab);
        QVERIFY(t.window()->activeFocusItem() && t.window()->activeFocusItem()->inherits("QQuickAbstractButton"));
        bool back = false;
        for (int i = 0; i < 20 && !back; ++i) {
            QTest::keyClick(t.window(), Qt::Key_Tab);
            QQuickItem *focus = t.window()->activeFocusItem();
            back = focus && !focus->inherits("QQuickAbstractButton");
        }
        QVERIFY(back);
        QTest::keyClick(t.window(), Qt::Key_Right);
        QTRY_VERIFY(t.window()->activeFocusItem() && t.window()->activeFocusItem()->objectName() == QStringLiteral("card"));
    }

    // A screen reader's "press" on a button does what a click does (home page, new game).
    void pressActsOnButtons()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        showPage(t, "home");
        QAccessibleInterface *play = nullptr;
        std::function<void(QAccessibleInterface *)> find = [&](QAccessibleInterface *i) {
            if (!i || play)
                return;
            if (i->role() == QAccessible::Button && i->text(QAccessible::Name) == QStringLiteral("Play Chain-Chain")
                && !i->state().invisible)
                play = i;
            for (int c = 0; c < i->childCount(); ++c)
                find(i->child(c));
        };
        find(QAccessible::queryAccessibleInterface(t.window()));
        QVERIFY(play && play->actionInterface());
        play->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")));
    }

    // The pages round the table: home (one Play button per game, each named for its game),
    // a new game (every field and switch named), the rules and the settings.
    void pages()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        showPage(t, "home");
        QList<Node> nodes = tree(t.window());
        QVERIFY2(problems(nodes).isEmpty(), qPrintable(problems(nodes)));
        const QStringList buttons = visibleNames(nodes, QAccessible::Button);
        QVERIFY(buttons.contains(QStringLiteral("Play Shithead")));
        QCOMPARE(buttons.filter(QStringLiteral("Play ")).removeDuplicates(), 0);
        QVERIFY(buttons.contains(QStringLiteral("Play Wrong Suit")));
        QVERIFY(buttons.contains(QStringLiteral("Play Shaftmount")));
        for (const QString &game : { QStringLiteral("shithead"), QStringLiteral("chain-chain"), QStringLiteral("mountain"),
                                     QStringLiteral("wrong-suit"), QStringLiteral("shaftmount") }) {
            showPage(t, "newGame", game);
            nodes = tree(t.window());
            QVERIFY2(problems(nodes).isEmpty(), qPrintable(game + ": " + problems(nodes)));
            QVERIFY(visibleNames(nodes, QAccessible::SpinBox).contains(QStringLiteral("Number of players")));
            QVERIFY(visibleNames(nodes, QAccessible::EditableText).contains(QStringLiteral("Name of seat 1")));
            showPage(t, "home");
        }
        showPage(t, "showPage", QStringLiteral("settings"));
        // The settings page is the one on screen (its deck previews once froze the window
        // before it could show), its controls named, the decks a group of radio buttons.
        QTRY_VERIFY(t.item(QStringLiteral("settingsPage")) && t.item(QStringLiteral("settingsPage"))->isVisible());
        QTRY_VERIFY(visibleNames(tree(t.window()), QAccessible::ComboBox).contains(QStringLiteral("Language")));
        QTRY_VERIFY(!visibleNames(tree(t.window()), QAccessible::Button).contains(QStringLiteral("Play Shithead")));
        nodes = tree(t.window());
        QVERIFY(visibleNames(nodes, QAccessible::ComboBox).contains(QStringLiteral("Animations")));
        QVERIFY(visibleNames(nodes, QAccessible::RadioButton).contains(QStringLiteral("Felt")));
        QVERIFY2(problems(nodes).isEmpty(), qPrintable(problems(nodes)));

        // The rules page, resized at once (its sections are made again once the game's rules
        // file has loaded; Qt 6.4's layouts crashed on a resize before their next polish).
        showPage(t, "showPage", QStringLiteral("rules"));
        t.window()->resize(1024, 640);
        QTest::qWait(50);
        t.window()->resize(1100, 700);
        QTRY_VERIFY(visibleNames(tree(t.window()), QAccessible::StaticText).size() > 3);   // its sections show
        nodes = tree(t.window());
        QVERIFY2(problems(nodes).isEmpty(), qPrintable(problems(nodes)));
    }
};

QTEST_MAIN(TestAccessible)
#include "tst_accessible.moc"
