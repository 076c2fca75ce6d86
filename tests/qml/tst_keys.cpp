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

// `players` seats, the person at `person`, computer players (normal) elsewhere.
QList<SeatSpec> personAt(int person, int players)
{
    static const char *const names[] = { "Anna", "Bert", "Cleo", "Dan" };
    QList<SeatSpec> seats;
    for (int i = 0; i < players; ++i)
        seats.append({ QString::fromLatin1(names[i]), i == person ? QStringLiteral("human") : QStringLiteral("normal") });
    return seats;
}

// Shithead, three players, the stock empty: Anna plays her three 3s and then plays from her
// face-up 7s; after playing those she has only her face-down cards left.
const char *const kShitheadStagesDeal = R"({"down": [["2C", "2D", "2H"], ["5C", "5D", "5S"], ["6C", "6D", "6H"]],
  "up": [["7C", "7D", "7H"], ["8C", "8D", "8H"], ["JC", "JD", "JH"]],
  "hand": [["3C", "3D", "3S"], ["4C", "9D", "QS"], ["5H", "4H", "AS"]], "stock": []})";
const QStringList kToFaceUp { "0: ready", "1: ready", "2: ready", "0: play 3C 3D 3S", "1: play 4C", "2: play 5H" };
const QStringList kToFaceDown = kToFaceUp + QStringList { "0: play 7C 7D 7H", "1: play 9D", "2: play AS" };

// Wrong Suit: Anna keeps her 2♣ in round 1 and then holds only queens.
const char *const kWrongSuitQueensDeal = R"({"hand": [["2C", "QC", "QD", "QH", "QS"], ["KS", "8C", "4H", "6D", "TD"],
  ["4D", "7C", "5H", "7D", "2H"], ["6C", "8H", "3S", "9C", "JD"]], "aces": ["AH", "AC", "AD", "AS"]})";

// Shaftmount's answers out of turn (the decks of tst_shaftmount's blockBanner and
// defendByDraggingAFiveOntoTheDiscardPile).
const char *const kSixWindowDeal = R"({"hand": [["4H", "4S", "2C", "5C", "7D", "8H", "9S"], ["6C", "3D", "5H", "7C", "8D", "9H", "TS"],
    ["6D", "6H", "3C", "5S", "7S", "8C", "9D"], ["2D", "3H", "5D", "7H", "8S", "9C", "TC"]],
  "sequences": [["QC", "QD"], ["QH", "QS"], ["KC", "KD"], ["KH", "KS"]], "deck": ["JH", "JS", "JC", "JD", "TH", "TD"]})";
} // namespace

namespace {

// The first position of a seeded three-player Shithead game, the others and seat 0 played by
// normal computer players, where the hard player at seat 0 (with the hint's seed) would take
// the pile while a play is at hand; an empty record when none of the seeds reaches one.
felt::Record pickupPosition()
{
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        felt::Record record = gameRecord(QStringLiteral("shithead"), 3, {}, {}, seed);
        felt::ReplayResult replayed = felt::replay(record);
        if (!replayed.ok())
            continue;
        std::unique_ptr<felt::AnyGame> game = std::move(replayed.game);
        for (int step = 0; step < 400 && !game->isOver(); ++step) {
            const felt::SeatSet actors = game->actors();
            int seat = 0;
            while (seat < game->players() && !actors.has(static_cast<felt::Seat>(seat)))
                ++seat;
            if (seat == game->players())
                break;
            const auto who = static_cast<felt::Seat>(seat);
            // (Seat 0 alone to act: the table loaded there waits for the person.)
            if (seat == 0 && actors.size() == 1) {
                const std::vector<std::string> legal = game->legalActions(who);
                const bool canPlay = std::any_of(legal.begin(), legal.end(), [](const std::string &a) { return a.rfind("play ", 0) == 0; });
                if (canPlay && game->botTask(who, felt::BotLevel::Hard, record.seed ^ 0x4849'4E54ULL)() == "pickup")
                    return record;
            }
            const std::string action = game->botTask(who, felt::BotLevel::Normal, seed * 1000 + static_cast<std::uint64_t>(step))();
            if (game->apply(who, action) != felt::Reason::Ok)
                break;
            record.actions.push_back({ who, QString::fromStdString(action) });
        }
    }
    return {};
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

    // Shithead: a hint chooses the cards it suggests; P (the Pick up button's key) then picks up
    // the pile all the same, as the button's tooltip says.
    void pickUpAfterAHint()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        QTRY_VERIFY(t.session()->play()->canDo(QStringLiteral("pickup")));
        // The Hint button, clicked.
        t.click(centreOf(t.item(QStringLiteral("hintButton"))));
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 20000);
        const QStringList cards = t.session()->advice()->hintMove().cards;
        if (!cards.isEmpty())
            QTRY_VERIFY(t.card(cards.at(0), QStringLiteral("hand"))->property("selected").toBool());
        QTest::keyClick(t.window(), Qt::Key_P);
        QTRY_COMPARE(t.actionsOf(0).value(2), QStringLiteral("pickup"));
    }

    void barKeys()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kToSeatZeroTurn));
        // H: a hint.
        QTest::keyClick(t.window(), Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 20000);
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
        QVERIFY(t.session()->screen()->privacy());
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
        QVERIFY(t.session()->play()->act(t.session()->play()->legal().first()));
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
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 20000);
        const QStringList cards = t.session()->advice()->hintMove().cards;
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

    // Hint, then Enter: the hinted move is made, in every game and stage — Shithead's swapping,
    // its hand, face-up and face-down stages; Chain-Chain's play and take; the Mountain;
    // Shaftmount's play and its answers (keep, block, defend); Wrong Suit's gift and a Queen's
    // suit. The hint is the hard computer player's choice from the person's view.
    void hintThenEnter_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("person");
        QTest::addColumn<QByteArray>("deal");
        QTest::addColumn<QStringList>("actions");
        QTest::newRow("shithead swapping") << QStringLiteral("shithead") << 3 << 0 << QByteArray(kDeal) << QStringList {};
        QTest::newRow("shithead hand") << QStringLiteral("shithead") << 3 << 0 << QByteArray(kDeal) << kToSeatZeroTurn;
        QTest::newRow("shithead face up") << QStringLiteral("shithead") << 3 << 0 << QByteArray(kShitheadStagesDeal) << kToFaceUp;
        QTest::newRow("shithead face down") << QStringLiteral("shithead") << 3 << 0 << QByteArray(kShitheadStagesDeal) << kToFaceDown;
        QTest::newRow("chain-chain play") << QStringLiteral("chain-chain") << 3 << 0 << QByteArray(kChainDeal) << kChainToSeatZero;
        QTest::newRow("chain-chain take") << QStringLiteral("chain-chain") << 3 << 0 << QByteArray(kChainDeal) << kChainSeatZeroTakes;
        QTest::newRow("mountain") << QStringLiteral("mountain") << 1 << 0 << QByteArray(kMountainDeal) << QStringList {};
        QTest::newRow("shaftmount play") << QStringLiteral("shaftmount") << 3 << 0 << QByteArray(kShaftmountDeal) << QStringList {};
        QTest::newRow("shaftmount keep") << QStringLiteral("shaftmount") << 3 << 0 << QByteArray(kShaftmountClosingDeal)
                                         << QStringList { "0: play KH 0.0" };
        QTest::newRow("shaftmount block") << QStringLiteral("shaftmount") << 4 << 1 << QByteArray(kSixWindowDeal)
                                          << QStringList { "0: four 4H 1.0" };
        QTest::newRow("shaftmount defend") << QStringLiteral("shaftmount") << 2 << 1 << QByteArray(kFiveWindowDeal)
                                           << QStringList { "0: four 4H 0.2", "1: pass", "0: end", "1: four 4S 0.3", "0: pass",
                                                            "1: end", "0: two 2C 1.0" };
        QTest::newRow("wrong-suit gift") << QStringLiteral("wrong-suit") << 4 << 0 << QByteArray(kWrongSuitDeal) << kWrongSuitRoundTwo;
        QTest::newRow("wrong-suit queen") << QStringLiteral("wrong-suit") << 4 << 0 << QByteArray(kWrongSuitQueensDeal)
                                          << kWrongSuitRoundTwo;
    }
    void hintThenEnter()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(int, person);
        QFETCH(QByteArray, deal);
        QFETCH(QStringList, actions);
        Table t;
        const felt::Record record = gameRecord(game, players, deal, actions);
        QVERIFY(!record.game.isEmpty());
        QVERIFY(t.loadRecordAt(personAt(person, players), record));
        QTRY_VERIFY(t.session()->screen()->actor() == person && !t.session()->play()->moves().isEmpty());
        // The hard computer player's choice, from the person's view.
        const QString hard = QString::fromStdString(
            qobject_cast<const LocalHost *>(t.session()->host())->game()->botTask(person, felt::BotLevel::Hard, record.seed ^ 0x4849'4E54ULL)());
        const int before = static_cast<int>(t.actionsOf(person).size());
        QTest::keyClick(t.window(), Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 30000);
        const QString hint = t.session()->advice()->hint();
        QCOMPARE(hint, hard);
        if (QByteArray(QTest::currentDataTag()) == "wrong-suit queen")
            QVERIFY2(hint.startsWith(QLatin1String("give Q")), qPrintable(hint));   // a Queen, and her suit
        QTest::qWait(100);
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(person).value(before), hint);
        QQuickItem *toast = t.item(QStringLiteral("toast"));
        const QString said = toast ? toast->property("text").toString() : QString();
        QVERIFY2(!said.contains(QStringLiteral("cannot be done")), qPrintable(said));
    }

    // A hint to pick up the pile while plays are at hand says why. The position is found by
    // playing seeded games on (normal computer players) until the hard player, as the hint
    // asks it, would rather take the pile than play: a change in the players' choices moves
    // the position, it does not void the test.
    void pickupHintSaysWhy()
    {
        const felt::Record record = pickupPosition();
        QVERIFY2(!record.actions.empty(), "no seeded game reached a pile the hard player would take while it could play");
        Table t;
        t.app()->settings()->setLanguage(QStringLiteral("en"));   // (its plural forms: felt_en.ts)
        QVERIFY(t.loadRecordAt(personAndBots(), record));
        QTRY_VERIFY(std::any_of(t.session()->play()->legal().begin(), t.session()->play()->legal().end(),
                                [](const QString &a) { return a.startsWith(QLatin1String("play ")); }));
        QTest::keyClick(t.window(), Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 30000);
        QCOMPARE(t.session()->advice()->hint(), QStringLiteral("pickup"));
        QQuickItem *toast = nullptr;
        QTRY_VERIFY((toast = t.item(QStringLiteral("toast"))));
        const QString said = toast->property("text").toString();
        QVERIFY2(said.startsWith(QStringLiteral("Hint: pick up the pile. Taking the pile did better than any play")), qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("%n")) && !said.contains(QStringLiteral("(s)")), qPrintable(said));
        const int before = static_cast<int>(t.actionsOf(0).size());
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(0).value(before), QStringLiteral("pickup"));
    }

    // After a hint, a choice of one's own wins: the person picks another card, and Enter plays
    // that, not the hint.
    void ownChoiceAfterAHint()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), kChainToSeatZero, QStringLiteral("chain-chain")));
        QTest::keyClick(t.window(), Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(!t.session()->advice()->hint().isEmpty(), 20000);
        QTest::keyClick(t.window(), Qt::Key_Escape);   // lets the hint go
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTest::qWait(200);
        QCOMPARE(t.actionsOf(0).size(), 1);   // nothing chosen: nothing played
    }

    // Shaftmount: the keyboard's first place for a card is never one that closes the person's
    // own sequence while another exists (K♥ closes on either 6♥, her own, or Bert's Q♥).
    void keyboardNeverShaftsOneself()
    {
        Table t;
        QVERIFY(t.loadRecord(personAndBots(), {}, QStringLiteral("shaftmount"), kShaftmountClosingDeal));
        QQuickItem *king = t.card(QStringLiteral("KH"), QStringLiteral("hand"));
        QVERIFY(king);
        QTest::keyClick(t.window(), Qt::Key_Left);
        QTRY_VERIFY(king->property("focused").toBool());
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_VERIFY(king->property("selected").toBool());
        QTest::keyClick(t.window(), Qt::Key_Return);
        QTRY_COMPARE(t.actionsOf(0).value(0), QStringLiteral("play KH 1.0"));
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
