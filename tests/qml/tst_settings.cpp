// The settings page's deck picker, offscreen: with a deck of the system's chosen, each tile
// previews its own deck — the "Felt" tile Felt's own cards (it once showed the chosen deck's),
// a system deck's tile that deck's pictures. A tiny deck made here stands in for the system's.
// Every choice box of the app, opened by a click, lists its choices in words (the house rules'
// boxes, the languages and the result's people listed empty rows), and every field that takes
// the keyboard stays readable (its ink far from its paper) with the keyboard in it.
#include "statistics.h"
#include "tablehelper.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace tabletest;

namespace {

// A GNOME deck: every card a red rectangle under its element id ("club_1"), the back blue.
QByteArray tinyDeck()
{
    QByteArray svg = R"(<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="200">)";
    int x = 0;
    QStringList ids { QStringLiteral("back") };
    for (const char *suit : { "club", "diamond", "heart", "spade" })
        for (const char *rank : { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king" })
            ids.append(QStringLiteral("%1_%2").arg(QLatin1String(suit), QLatin1String(rank)));
    for (const QString &id : ids) {
        svg += QStringLiteral(R"(<rect id="%1" x="%2" y="0" width="70" height="100" fill="%3"/>)")
                   .arg(id).arg(x += 80).arg(id == QLatin1String("back") ? QStringLiteral("#0000ff") : QStringLiteral("#ff0000"))
                   .toUtf8();
    }
    return svg + "</svg>";
}

// The images under `item` that show (or load) pictures of a system's deck: their sources, and
// how many have loaded.
QStringList deckPictures(QQuickItem *item, int *loaded = nullptr)
{
    QStringList out;
    if (item->inherits("QQuickImage")) {
        const QString source = item->property("source").toUrl().toString();
        if (source.startsWith(QLatin1String("image://feltcards/"))) {
            out.append(source);
            if (loaded && item->property("status").toInt() == 1)   // Image.Ready
                ++*loaded;
        }
    }
    for (QQuickItem *child : item->childItems())
        out += deckPictures(child, loaded);
    return out;
}

// The rows of a choice box's list, opened by a click as a person opens it (then closed by Esc):
// their words, top to bottom.
QStringList rowsOf(Table &t, QQuickItem *box)
{
    auto *popup = box->property("popup").value<QObject *>();
    if (!popup || !waitStill(box))
        return { QStringLiteral("(no list)") };
    // A box below the fold is reached as a person at the keyboard reaches it: Tab until it has
    // the keys, and the page scrolls it into view (FocusFollower.qml).
    auto inView = [&] {
        const QRectF at = box->mapRectToScene(box->boundingRect());
        return QRectF(QPointF(0, 0), QSizeF(t.window()->size())).contains(at);
    };
    for (int tabs = 0; !inView() && !box->hasActiveFocus() && tabs < 60; ++tabs)
        QTest::keyClick(t.window(), Qt::Key_Tab);
    if (!inView() || !waitStill(box))
        return { QStringLiteral("(the box stays out of view)") };
    t.click(centreOf(box));
    if (!QTest::qWaitFor([&] { return popup->property("opened").toBool(); }))
        return { QStringLiteral("(the list did not open)") };
    auto *list = popup->property("contentItem").value<QQuickItem *>();
    auto *rows = list ? list->property("contentItem").value<QQuickItem *>() : nullptr;
    QList<QQuickItem *> shown;
    for (QQuickItem *row : rows ? rows->childItems() : QList<QQuickItem *>())
        if (row->isVisible() && row->inherits("QQuickItemDelegate"))
            shown.append(row);
    std::sort(shown.begin(), shown.end(), [](QQuickItem *a, QQuickItem *b) { return a->y() < b->y(); });
    QStringList words;
    for (QQuickItem *row : shown)
        words.append(row->property("text").toString());
    if (qEnvironmentVariableIsSet("FELT_SNAP_DIR") && waitStill(list))
        t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + QStringLiteral("/list-%1.png").arg(box->objectName()));
    QTest::keyClick(t.window(), Qt::Key_Escape);
    if (!QTest::qWaitFor([&] { return !popup->property("visible").toBool(); }))
        words.append(QStringLiteral("(the list did not close on Esc)"));
    return words;
}

// How far apart two colours are to the eye (WCAG's contrast ratio, 1 to 21).
double contrast(const QColor &a, const QColor &b)
{
    auto luminance = [](const QColor &c) {
        auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// A colour as it shows over `paper` (a translucent ink blends with what lies under it).
QColor over(const QColor &ink, const QColor &paper)
{
    const double a = ink.alphaF();
    return QColor::fromRgbF(ink.redF() * a + paper.redF() * (1 - a), ink.greenF() * a + paper.greenF() * (1 - a),
                            ink.blueF() * a + paper.blueF() * (1 - a));
}

} // namespace

class TestSettingsPage : public QObject {
    Q_OBJECT

    QTemporaryDir m_decks;

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
        QDir().mkpath(m_decks.filePath(QStringLiteral("aisleriot/cards")));
        QFile deck(m_decks.filePath(QStringLiteral("aisleriot/cards/tiny.svg")));
        QVERIFY(deck.open(QIODevice::WriteOnly));
        deck.write(tinyDeck());
        deck.close();
        qputenv("FELT_CARD_DECKS", m_decks.path().toUtf8());
    }

    void feltTilePreviewsFeltsOwnDeck()
    {
        Table t;
        t.app()->settings()->look()->setDeck(QStringLiteral("gnome:tiny"));
        QCOMPARE(t.app()->settings()->look()->deckImage(), QStringLiteral("gnome:tiny"));
        QVERIFY(t.newGame(seats({ "human", "easy" }), 3));
        QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, QStringLiteral("settings")));
        QTRY_VERIFY(t.item(QStringLiteral("deckTile_felt")) && t.item(QStringLiteral("deckTile_gnome:tiny")));
        QQuickItem *felt = t.item(QStringLiteral("deckTile_felt"));
        QQuickItem *tiny = t.item(QStringLiteral("deckTile_gnome:tiny"));
        // The tiny deck's tile shows its pictures (once it is in sight)...
        QTRY_VERIFY(deckPictures(tiny).size() >= 4);
        QVERIFY(deckPictures(tiny).first().startsWith(QStringLiteral("image://feltcards/gnome:tiny/")));
        int loaded = 0;
        // (every deck in sight is read for its tile first: seconds with both packages of decks)
        QTRY_VERIFY_WITH_TIMEOUT((loaded = 0, deckPictures(tiny, &loaded), loaded >= 4), 60000);
        // ... and Felt's tile Felt's own cards, drawn from shapes, not the chosen deck's.
        QVERIFY2(deckPictures(felt).isEmpty(), qPrintable(deckPictures(felt).join(u' ')));
        QList<QQuickItem *> faces;
        collect(felt, QStringLiteral("cardFace"), faces);
        QCOMPARE(faces.size(), 3);   // K♠, Q♥, A♦ face up; the fourth is Felt's back
    }

    // The stock's depth is drawn with the chosen deck's own back (it was Felt's red under a
    // system deck's blue back).
    void stockDepthIsTheDecksBack()
    {
        Table t;
        t.app()->settings()->look()->setDeck(QStringLiteral("gnome:tiny"));
        QVERIFY(t.loadRecord(personAndBots(), {}));   // one card in the stock
        QList<QQuickItem *> layers;
        QTRY_VERIFY(!(layers = t.items(QStringLiteral("stockDepth"))).isEmpty());
        for (QQuickItem *layer : layers) {
            int loaded = 0;
            QTRY_VERIFY_WITH_TIMEOUT((loaded = 0, deckPictures(layer, &loaded), loaded == 1), 30000);
            QCOMPARE(deckPictures(layer), QStringList { QStringLiteral("image://feltcards/gnome:tiny/??") });
        }
    }

    // Every choice box, opened by a click: as many rows as choices, each in words — the house
    // rules' (Shithead's decks, Shaftmount's calls: a list of the game's choices), who plays a
    // seat, the settings' languages and animations, whose statistics, whose decisions to review.
    void everyChoiceListSaysItsChoices()
    {
        Table t;
        t.app()->settings()->setLanguage(QStringLiteral("en"));
        QVERIFY(t.openWindow());
        QStringList problems;
        auto look = [&](const QString &what, QQuickItem *box, const QStringList &expected = {}) {
            if (!box) {
                problems.append(what + QStringLiteral(": not found"));
                return;
            }
            const QStringList rows = rowsOf(t, box);
            const int count = box->property("count").toInt();
            if (rows.size() != count || count == 0 || rows.contains(QString()) || (!expected.isEmpty() && rows != expected))
                problems.append(QStringLiteral("%1 (%2 choices): [%3]").arg(what).arg(count).arg(rows.join(QStringLiteral(" | "))));
        };
        for (const QString &game : { QStringLiteral("shithead"), QStringLiteral("shaftmount") }) {
            QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, game));
            QTRY_VERIFY(t.item(QStringLiteral("newGamePage")) && t.item(QStringLiteral("seatKind")));
            QVERIFY(waitStill(t.item(QStringLiteral("newGamePage"))));
            if (game == QLatin1String("shithead"))
                look(QStringLiteral("Decks"), t.item(QStringLiteral("optionChoice_decks")), { QStringLiteral("One deck"), QStringLiteral("Two decks") });
            else
                look(QStringLiteral("Calls"), t.item(QStringLiteral("optionChoice_calls")));
            look(QStringLiteral("who plays a seat"), t.items(QStringLiteral("seatKind")).value(1),
                 { QStringLiteral("Person at this screen"), QStringLiteral("Person joining over the network"), QStringLiteral("Computer — easy"),
                   QStringLiteral("Computer — normal"), QStringLiteral("Computer — hard") });
            QMetaObject::invokeMethod(t.window(), "home");
            QTRY_VERIFY(!t.item(QStringLiteral("newGamePage")));
        }
        QVERIFY(showPageNamed(t, QStringLiteral("settings"), QStringLiteral("languageBox")));
        look(QStringLiteral("Language"), t.item(QStringLiteral("languageBox")));
        look(QStringLiteral("Animations"), t.item(QStringLiteral("speedBox")),
             { QStringLiteral("Reduced motion"), QStringLiteral("Calm"), QStringLiteral("Normal"), QStringLiteral("Brisk") });
        // Whose statistics: two people have finished a game of Shithead.
        FinishedGame finished;
        finished.key = QStringLiteral("two people");
        finished.game = QStringLiteral("shithead");
        finished.options = QStringLiteral("{}");
        finished.seed = 1;
        finished.record = "{}";
        finished.endedAt = QDateTime::currentDateTimeUtc();
        finished.seats = { { QStringLiteral("Anna"), QStringLiteral("human"), 0, {} }, { QStringLiteral("Bert"), QStringLiteral("human"), 1, {} } };
        t.app()->stats()->record(finished);
        QMetaObject::invokeMethod(t.window(), "home");
        QVERIFY(showPageNamed(t, QStringLiteral("statistics"), QStringLiteral("statisticsPage")));
        t.app()->stats()->setGame(QStringLiteral("shithead"));
        QTRY_VERIFY(t.item(QStringLiteral("personBox")));
        look(QStringLiteral("whose statistics"), t.item(QStringLiteral("personBox")), { QStringLiteral("Anna"), QStringLiteral("Bert") });
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // The result of a game two people played at this screen: whose decisions to review.
    void reviewWhoseListSaysItsPeople()
    {
        const felt::Record record = finishedGame();
        QVERIFY(!record.actions.empty());
        Table t;
        t.app()->settings()->setLanguage(QStringLiteral("en"));
        QVERIFY(t.loadRecordAt({ { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") },
                                 { QStringLiteral("Cleo"), QStringLiteral("normal") } },
                               record));
        QTRY_VERIFY(t.item(QStringLiteral("reviewWhoseBox")));
        const QStringList rows = rowsOf(t, t.item(QStringLiteral("reviewWhoseBox")));
        QVERIFY2(rows == (QStringList { QStringLiteral("Anna"), QStringLiteral("Bert") }), qPrintable(rows.join(QStringLiteral(" | "))));
        // Esc closed the list alone, and the keys are back with the table.
        QVERIFY(t.item(QStringLiteral("resultOverlay")));
        QTRY_VERIFY(t.window()->activeFocusItem() && !t.window()->activeFocusItem()->inherits("QQuickComboBox"));
    }

    // Every kind of field, with the keyboard in it, typed in or empty (its placeholder shown):
    // its words stand out from its paper (the focused field's dark ink once lay on the
    // window's dark paper). The join page's fields, the new game's name, number and server
    // fields.
    void fieldsReadableWithTheKeyboard()
    {
        Table t;
        t.app()->settings()->setLanguage(QStringLiteral("en"));
        QVERIFY(t.openWindow());
        t.window()->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(t.window()));
        QStringList problems;
        // The field's paper (its background's colour) and its ink: its words' colour (a text
        // field's own, a spin box's or an editable box's text), its placeholder's while empty.
        auto look = [&](const QString &what, QQuickItem *field) {
            if (!field) {
                problems.append(what + QStringLiteral(": not found"));
                return;
            }
            // A click where it shows in the window, else (below the window's edge) as Tab does.
            const QPoint centre = centreOf(field);
            if (QRect(QPoint(0, 0), t.window()->size()).contains(centre))
                t.click(centre);
            else
                field->forceActiveFocus(Qt::TabFocusReason);
            if (!QTest::qWaitFor([&] { return field->hasActiveFocus(); })) {
                problems.append(what + QStringLiteral(": took no focus"));
                return;
            }
            if (qEnvironmentVariableIsSet("FELT_SNAP_DIR"))
                t.window()->grabWindow().save(QString::fromUtf8(qgetenv("FELT_SNAP_DIR")) + u'/'
                                              + QString(what).replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"))
                                              + QStringLiteral(".png"));
            auto *background = field->property("background").value<QQuickItem *>();
            auto *content = field->property("contentItem").value<QQuickItem *>();
            const QColor paper = background ? background->property("color").value<QColor>() : QColor();
            const bool empty = field->property(field->inherits("QQuickComboBox") ? "editText" : "text").toString().isEmpty();
            QList<std::pair<QString, QColor>> inks;
            if (field->inherits("QQuickTextField")) {
                inks.append({ QStringLiteral("words"), field->property("color").value<QColor>() });
                if (empty)
                    inks.append({ QStringLiteral("placeholder"), field->property("placeholderTextColor").value<QColor>() });
            } else if (content) {
                inks.append({ QStringLiteral("words"), content->property("color").value<QColor>() });
            }
            if (!paper.isValid() || inks.isEmpty()) {
                problems.append(what + QStringLiteral(": no paper or ink found"));
                return;
            }
            for (const auto &[part, ink] : inks) {
                const double ratio = contrast(paper, over(ink, paper));
                if (ratio < 4.5)
                    problems.append(QStringLiteral("%1, its %2: ink %3 on paper %4 (contrast %5)")
                                        .arg(what, part, ink.name(QColor::HexArgb), paper.name(QColor::HexArgb)).arg(ratio, 0, 'f', 1));
            }
        };
        QVERIFY(showPageNamed(t, QStringLiteral("join"), QStringLiteral("joinAddress")));
        look(QStringLiteral("join page, host's address (empty)"), t.item(QStringLiteral("joinAddress")));
        t.item(QStringLiteral("joinAddress"))->setProperty("text", QStringLiteral("192.168.1.20"));
        look(QStringLiteral("join page, host's address (typed)"), t.item(QStringLiteral("joinAddress")));
        look(QStringLiteral("join page, name"), t.item(QStringLiteral("joinName")));
        QMetaObject::invokeMethod(t.window(), "home");
        QMetaObject::invokeMethod(t.window(), "newGame", Q_ARG(QVariant, QStringLiteral("shithead")));
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")) && t.item(QStringLiteral("serverAddress")));
        QVERIFY(waitStill(t.item(QStringLiteral("newGamePage"))));
        look(QStringLiteral("new game, number of players"), t.item(QStringLiteral("playerCount")));
        look(QStringLiteral("new game, a seat's name"), t.item(QStringLiteral("seatName")));
        t.item(QStringLiteral("hostOnServer"))->setProperty("checked", true);   // (below the window's edge)
        QTRY_VERIFY(t.item(QStringLiteral("serverAddress"))->isEnabled());
        look(QStringLiteral("new game, the server's address (empty)"), t.item(QStringLiteral("serverAddress")));
        t.item(QStringLiteral("serverAddress"))->setProperty("editText", QStringLiteral("192.168.1.20"));
        look(QStringLiteral("new game, the server's address (typed)"), t.item(QStringLiteral("serverAddress")));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

private:
    static bool showPageNamed(Table &t, const QString &page, const QString &item)
    {
        QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, page));
        return QTest::qWaitFor([&] { return t.item(item) != nullptr; }) && waitStill(t.item(item));
    }
    static QVariantList seats(std::initializer_list<const char *> kinds)
    {
        static const char *names[] = { "Anna", "Bert" };
        QVariantList list;
        int i = 0;
        for (const char *k : kinds)
            list.append(QVariantMap { { QStringLiteral("name"), QString::fromLatin1(names[i++]) }, { QStringLiteral("kind"), QString::fromLatin1(k) } });
        return list;
    }
};

QTEST_MAIN(TestSettingsPage)
#include "tst_settings.moc"
