// Nothing printed on the console: one walk through every page (home, new game, settings, join,
// hosting, the statistics and the rules of each game) and every game's table, each table
// replaced by each other (a new game of another game, "Play again", "Play this deal again",
// a past game's deal played again from the statistics), with Felt's own deck and with a
// system deck. The Table fails the test on any warning of a QML file (qmlwarnings.h); the
// walk also says where the first warning came.
#include "tablehelper.h"

#include "carddecks.h"
#include "settings.h"

using namespace tabletest;

namespace {

const QStringList kGames { QStringLiteral("shithead"), QStringLiteral("chain-chain"), QStringLiteral("mountain"),
                           QStringLiteral("wrong-suit"), QStringLiteral("shaftmount") };

QVariantList seatList(const QString &game)
{
    QVariantList out;
    for (const SeatSpec &s : seatsFor(game))
        out.append(QVariantMap { { QStringLiteral("name"), s.name }, { QStringLiteral("kind"), s.kind } });
    return out;
}

QQuickItem *findStack(QQuickItem *item)
{
    if (item->inherits("QQuickStackView"))
        return item;
    for (QQuickItem *child : item->childItems())
        if (QQuickItem *found = findStack(child))
            return found;
    return nullptr;
}

} // namespace

class TestConsole : public QObject {
    Q_OBJECT

    Table *m_table = nullptr;
    QQuickItem *m_stack = nullptr;

    // Shows a page as the app's buttons do (Main.qml's showPage) and waits until it is in front.
    bool show(const QString &page)
    {
        QMetaObject::invokeMethod(m_table->window(), "showPage", Q_ARG(QVariant, page));
        return settled();
    }
    bool settled()
    {
        if (!QTest::qWaitFor([this] { return !m_stack->property("busy").toBool(); }, 5000))
            return false;
        m_table->settle();
        QTest::qWait(50);   // the images and the delayed bindings of the page have their turn
        return true;
    }
    // True while no QML file has warned; else says where the walk was when it first did.
    bool quiet(const QString &where)
    {
        const QStringList warnings = m_table->qmlWarnings();
        if (!warnings.isEmpty())
            qWarning("%s: %lld QML warning(s) by now", qPrintable(where), static_cast<long long>(warnings.size()));
        return warnings.isEmpty();
    }

    // A finished game with a person at the table, so the statistics have a row of every kind.
    bool finishOneGame()
    {
        felt::Record record = finishedGame();
        if (record.actions.empty())
            return false;
        const felt::RecordAction last = record.actions.back();
        record.actions.pop_back();
        if (!m_table->loadRecordAt(personAndBots(), record))
            return false;
        m_stack = findStack(m_table->window()->contentItem());
        if (!m_stack)
            return false;
        if (last.seat == 0)
            m_table->session()->play()->act(last.text);
        m_table->session()->setBotsPaused(false);
        return QTest::qWaitFor([this] { return m_table->session()->board()->over(); }, 20000);
    }

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Universal")); }

    void everyPageAndTable_data()
    {
        QTest::addColumn<bool>("systemDeck");
        QTest::newRow("Felt's deck") << false;
        QTest::newRow("a system deck") << true;
    }
    void everyPageAndTable()
    {
        QFETCH(bool, systemDeck);
        Table t;
        m_table = &t;
        if (systemDeck) {
            // A deck without a joker where one is installed (Felt draws the joker then).
            QString chosen;
            for (const CardDeck &d : carddecks::all())
                if (d.id != QLatin1String("felt") && (chosen.isEmpty() || !d.joker))
                    chosen = d.id;
            if (chosen.isEmpty())
                QSKIP("no system card deck is installed");
            t.app()->settings()->look()->setDeck(chosen);
        }
        QVERIFY(finishOneGame());
        QVERIFY(settled());
        QVERIFY(quiet(QStringLiteral("a game's end")));

        // The result's "Play again".
        QQuickItem *again = t.button(QStringLiteral("Play again"));
        QVERIFY(again);
        t.click(centreOf(again));
        QTRY_VERIFY(!t.session()->board()->over());
        QVERIFY(settled());
        QVERIFY(quiet(QStringLiteral("the result's Play again")));

        // The pages that need no game of their own.
        for (const QString &page : { QStringLiteral("home"), QStringLiteral("new"), QStringLiteral("settings"), QStringLiteral("join"),
                                     QStringLiteral("hosting"), QStringLiteral("home") }) {
            QVERIFY(show(page));
            QVERIFY(quiet(page));
        }

        for (const QString &game : kGames) {
            // The statistics of each game, over whatever is on the table.
            QVERIFY(show(QStringLiteral("table")));
            QVERIFY(show(QStringLiteral("statistics")));
            t.app()->stats()->setGame(game);
            QVERIFY(settled());
            QVERIFY(quiet(QStringLiteral("statistics of ") + game));
            QVERIFY(show(QStringLiteral("home")));
        }
        // A past game's deal again, from the statistics page (Shithead's, finished above).
        t.app()->stats()->setGame(QStringLiteral("shithead"));
        QVERIFY(show(QStringLiteral("statistics")));
        QQuickItem *pastAgain = t.button(QStringLiteral("Play again"));
        QVERIFY(pastAgain);
        t.click(centreOf(pastAgain));
        const QQuickItem *leave = nullptr;
        QTRY_VERIFY((leave = t.button(QStringLiteral("Yes"))) || t.item(QStringLiteral("tablePage")));
        if (leave)
            t.click(centreOf(leave));
        QVERIFY(settled());
        QVERIFY(quiet(QStringLiteral("a past deal played again")));

        // Every table replaced by every other, each at the front; Play again; this deal again;
        // the rules and the new-game page of each game.
        for (const QString &from : kGames) {
            for (const QString &to : kGames) {
                QVERIFY(t.app()->newGame(from, seatList(from), {}, 7));
                QVERIFY(show(QStringLiteral("table")));
                QVERIFY(quiet(from));
                QVERIFY(t.app()->newGame(to, seatList(to), {}, 8));
                QVERIFY(settled());
                QVERIFY(quiet(from + QStringLiteral(" → ") + to));
            }
            QVERIFY(t.app()->newGame(from, seatList(from), {}, 9));
            QVERIFY(show(QStringLiteral("table")));
            t.session()->game()->playAgain();
            QVERIFY(settled());
            QVERIFY(quiet(from + QStringLiteral(", Play again")));
            t.session()->game()->replayDeal();
            QVERIFY(settled());
            QVERIFY(quiet(from + QStringLiteral(", this deal again")));
            QVERIFY(show(QStringLiteral("rules")));
            QVERIFY(quiet(from + QStringLiteral(", its rules")));
            QVERIFY(show(QStringLiteral("new")));
            QVERIFY(quiet(from + QStringLiteral(", a new game")));
            QVERIFY(show(QStringLiteral("table")));
        }
        if (systemDeck) {
            // A joker in Anna's hand, drawn by Felt where the deck has none.
            QByteArray json = recordJson(kToSeatZeroTurn, QStringLiteral("shithead"), QByteArray(kDeal).replace("\"4D\"", "\"JK\"").constData(), 3);
            json.replace(R"("seed": 5,)", R"("seed": 5, "options": {"jokers": true},)");
            auto record = felt::parseRecord(json);
            QVERIFY2(record, record ? "" : qPrintable(record.error()));
            QString error;
            QVERIFY2(t.session()->load({ personAndBots(), *record }, &error), qPrintable(error));
            QVERIFY(show(QStringLiteral("table")));
            QVERIFY(t.card(QStringLiteral("JK"), QStringLiteral("hand")));
            QTest::qWait(500);   // the deck's pictures are drawn off the GUI thread
            QVERIFY(quiet(QStringLiteral("a joker")));
        }
        QVERIFY(show(QStringLiteral("home")));
        t.session()->close();
        QVERIFY(settled());
        QVERIFY(quiet(QStringLiteral("the end")));
        m_table = nullptr;
    }
};

QTEST_MAIN(TestConsole)
#include "tst_console.moc"
