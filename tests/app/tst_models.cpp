// The models under QAbstractItemModelTester while whole games play through the session,
// and the App's game list, options and player ranges.
#include "helpers.h"
#include "tablecardsmodel.h"

#include "logmodel.h"
#include "seatsmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJSEngine>
#include <QSignalSpy>
#include <QTest>

#include <limits>

using namespace testing;

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void games();
    void optionsAndRanges();
    void badNewGame();
    void numbersFromQml();
    void fullBotGame_data();
    void fullBotGame();
    void keysFollowCards();
    void laterStagesWait();
};

void TestModels::games()
{
    DataDir dir;
    AppController app { QString() };
    const QList<GameEntry> games = app.catalog()->games();
    QCOMPARE(games.size(), 5);
    const GameEntry shithead = games.first();
    QCOMPARE(shithead.id, QStringLiteral("shithead"));
    QCOMPARE(shithead.name, QStringLiteral("Shithead"));
    QVERIFY(shithead.available);
    QCOMPARE(shithead.minPlayers, 2);
    QStringList ids;
    for (const GameEntry &g : games)
        ids.append(g.id);
    QCOMPARE(ids, (QStringList { "shithead", "shaftmount", "mountain", "chain-chain", "wrong-suit" }));

    QSignalSpy gamesSpy(app.catalog(), &GameCatalog::gamesChanged);
    app.settings()->setAlternateName("shithead", true);
    QCOMPARE(gamesSpy.size(), 1);
    QCOMPARE(app.catalog()->games().first().name, QStringLiteral("Palace"));
    // The setting persists.
    AppController again { QString() };
    QVERIFY(again.settings()->alternateNames().contains("shithead"));
}

void TestModels::optionsAndRanges()
{
    DataDir dir;
    AppController app { QString() };
    const QVariantMap defaults = app.catalog()->defaultOptions("shithead");
    for (const char *key : { "jokers", "decks", "transparentEights", "sevenLower", "tensRestricted", "skipNine" })
        QVERIFY2(defaults.contains(key), key);
    QCOMPARE(defaults.value("decks").toInt(), 1);
    QCOMPARE(defaults.value("jokers").toBool(), false);

    const PlayerRange range = app.catalog()->playerRange("shithead", defaults);
    QCOMPARE(range.min, 2);
    QCOMPARE(range.max, 5);
    QVariantMap jokers = defaults;
    jokers["jokers"] = true;
    QCOMPARE(app.catalog()->playerRange("shithead", jokers).max, 6);
    QVariantMap twoDecks = defaults;
    twoDecks["decks"] = 2.0;   // numbers from QML arrive as doubles
    QCOMPARE(app.catalog()->playerRange("shithead", twoDecks).max, 8);
    QVERIFY(app.catalog()->defaultOptions("no-such-game").isEmpty());

    // A two-deck game with 7 players starts, and the record keeps only the changed option.
    QVERIFY(app.newGame("shithead", seats({ "easy", "easy", "easy", "easy", "easy", "easy", "easy" }), twoDecks, 5));
    GameSession *s = app.session();
    QCOMPARE(s->game()->players(), 7);
    QCOMPARE(s->game()->deal().toDouble(), 5.0);
    QVERIFY(s->record()->options.find("decks"));
    QCOMPARE(s->record()->options.size(), std::size_t(1));
    // The table reads every option of the game, typed, in the game's order: the changed one
    // marked (the rules page shows it on), the others at their defaults.
    const QList<TableOption> options = s->game()->options();
    QStringList keys;
    for (const TableOption &o : options)
        keys.append(o.key);
    QCOMPARE(keys, (QStringList { "jokers", "decks", "transparentEights", "sevenLower", "tensRestricted", "skipNine" }));
    QCOMPARE(options.at(1).value.type, QStringLiteral("number"));
    QCOMPARE(options.at(1).value.number, 2);
    QVERIFY(options.at(1).changed);
    QCOMPARE(options.at(0).value.type, QStringLiteral("bool"));
    QVERIFY(!options.at(0).value.on);
    QVERIFY(!options.at(0).changed);
    s->close();
    QVERIFY(s->game()->options().isEmpty());   // no game on the table
}

void TestModels::badNewGame()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    QVERIFY(!app.newGame("shithead", seats({ "easy" }), {}, 1));
    QVERIFY(!s->game()->active());
    QVERIFY2(!s->play()->message().isEmpty(), "a refused new game says why");
    for (const GameEntry &g : app.catalog()->games()) {
        if (g.available)
            continue;
        s->play()->setMessage({});
        QVERIFY(!app.newGame(g.id, seats({ "easy", "easy", "easy", "easy" }), {}, 1));
        QVERIFY(!s->play()->message().isEmpty());
    }
    QVERIFY(!app.newGame("nonsense", seats({ "easy", "easy" }), {}, 1));
    QVERIFY(!app.newGame("shithead", seats({ "easy", "wizard" }), {}, 1));
    QVERIFY(s->play()->message().contains("wizard"));
    // felt-cli's oracle (the hard search given the true state) is never a table's seat.
    QVERIFY(!app.newGame("shithead", seats({ "easy", "oracle" }), {}, 1));
    QVERIFY(s->play()->message().contains("oracle"));
    QVERIFY(!app.newGame("shithead", seats({ "easy", "easy" }), { { "noSuchRule", true } }, 1));
    QVERIFY(s->play()->message().contains("noSuchRule"));
    QVERIFY(!s->game()->active());
    QVERIFY(!QFile::exists(dir.file("autosave.json")));

    // A deal number from QML is any double: beyond the record's range (Infinity included)
    // it is refused as too large, never converted (that would be undefined behaviour).
    for (const double seed : { std::numeric_limits<double>::infinity(), 1e30, 1.8446744073709552e19, 9007199254740994.0 }) {
        s->play()->setMessage({});
        QVERIFY2(!app.newGame("shithead", seats({ "easy", "easy" }), {}, seed), qPrintable(QString::number(seed)));
        QVERIFY(s->play()->message().contains("too large"));
        QVERIFY(!s->game()->active());
    }
    QVERIFY(app.newGame("shithead", seats({ "easy", "easy" }), {}, 9007199254740992.0));
    QCOMPARE(s->game()->deal().toDouble(), 9007199254740992.0);
    QVERIFY(app.newGame("shithead", seats({ "easy", "easy" }), {}, std::numeric_limits<double>::quiet_NaN()));
    QVERIFY(s->game()->deal().toDouble() >= 1);
    s->close();

    // Empty names get a default; a random deal number when the seed is negative.
    QVERIFY(app.newGame("shithead", QVariantList { seat("", "easy"), seat("  Bo  ", "easy") }, {}, -1));
    QCOMPARE(s->seats()->rows().at(0).name, QStringLiteral("Player 1"));
    QCOMPARE(s->seats()->rows().at(1).name, QStringLiteral("Bo"));
    QVERIFY(s->game()->deal().toDouble() >= 1);
}

// A place's numbers from QML are doubles: a fraction, NaN, Infinity or a huge one means
// "any" (as a missing one does) and is never converted out of range. The places are passed
// as QML passes them: script objects, read into TablePlace on the way into C++.
void TestModels::numbersFromQml()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("chain-chain", seats({ "human", "easy", "easy" }), {}, 7));
    TableMove move;
    for (const TableMove &m : s->play()->moves())
        if (!m.cards.isEmpty())
            move = m;
    QVERIFY(!move.isEmpty());
    QJSEngine js;
    js.globalObject().setProperty(QStringLiteral("play"), js.newQObject(s->play()));
    js.globalObject().setProperty(QStringLiteral("cards"), js.toScriptValue(move.cards));
    auto place = [&js](const TablePlace &p) {
        QJSValue v = js.newObject();
        v.setProperty(QStringLiteral("zone"), p.zone);
        v.setProperty(QStringLiteral("owner"), p.owner);
        v.setProperty(QStringLiteral("pile"), p.pile);
        v.setProperty(QStringLiteral("index"), p.index);
        v.setProperty(QStringLiteral("card"), p.card);
        return v;
    };
    js.globalObject().setProperty(QStringLiteral("to"), place(move.to));
    auto call = [&js](const QString &code) {
        const QJSValue v = js.evaluate(code);
        if (v.isError())
            qWarning("%s", qPrintable(v.toString()));
        return v;
    };
    js.globalObject().setProperty(QStringLiteral("from"), place(move.from));
    QVERIFY(call(QStringLiteral("play.moveFor(cards, from, to).legal")).toBool());
    const double odd[] = { std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(),
                           std::numeric_limits<double>::quiet_NaN(), 1e300, -1e300, 2.5, 4294967296.0 };
    for (const double d : odd) {
        for (const char *key : { "owner", "pile", "index" }) {
            QJSValue f = place(move.from);
            f.setProperty(QLatin1String(key), d);
            QJSValue anyKey = place(move.from);
            anyKey.deleteProperty(QLatin1String(key));
            js.globalObject().setProperty(QStringLiteral("f"), f);
            js.globalObject().setProperty(QStringLiteral("anyKey"), anyKey);
            const QJSValue odd = call(QStringLiteral("play.moveFor(cards, f, to)"));
            QVERIFY(!odd.isError());
            QCOMPARE(odd.property(QStringLiteral("legal")).toBool(),
                     call(QStringLiteral("play.moveFor(cards, anyKey, to).legal")).toBool());
            QCOMPARE(call(QStringLiteral("play.movesFrom(cards, f).length")).toInt(),
                     call(QStringLiteral("play.movesFrom(cards, anyKey).length")).toInt());
        }
    }
    // Not a place at all (a number, a text): refused as a script's type error, never a crash.
    for (const QString &junk : { QStringLiteral("7"), QStringLiteral("'pile'") }) {
        const QJSValue r = js.evaluate(QStringLiteral("play.movesFrom(cards, %1)").arg(junk));
        QVERIFY(r.isError());
        QCOMPARE(r.errorType(), QJSValue::TypeError);
    }
    s->close();
}

void TestModels::fullBotGame_data()
{
    QTest::addColumn<QVariantList>("players");
    QTest::addColumn<QVariantMap>("options");
    QTest::addColumn<int>("seed");
    QTest::newRow("four bots") << seats({ "normal", "easy", "normal", "normal" }) << QVariantMap() << 9;
    QTest::newRow("jokers, eights, nines") << seats({ "normal", "normal", "easy" })
                                           << QVariantMap { { "jokers", true }, { "transparentEights", true }, { "skipNine", true } } << 11;
    QTest::newRow("two players") << seats({ "normal", "easy" }) << QVariantMap { { "sevenLower", true }, { "tensRestricted", true } } << 3;
}

void TestModels::fullBotGame()
{
    QFETCH(QVariantList, players);
    QFETCH(QVariantMap, options);
    QFETCH(int, seed);
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    QAbstractItemModelTester seatsTester(s->seats(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester logTester(s->log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester cardsTester(s->cards(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    const int deck = options.value("jokers").toBool() ? 54 : 52;
    QString problem;
    int steps = 0;
    // After every action: every card accounted for, keys unique, rows match the state.
    connect(s->play(), &PlayFacet::acted, this, [&] {
        ++steps;
        if (!problem.isEmpty())
            return;
        const auto &rows = s->cards()->rows();
        QSet<QString> keys;
        int cards = 0;
        for (const auto &r : rows) {
            if (keys.contains(r.key))
                problem = QStringLiteral("duplicate key %1").arg(r.key);
            keys.insert(r.key);
            cards += r.slot.stacked ? r.slot.zoneCount : 1;
        }
        if (cards != deck)
            problem = QStringLiteral("%1 cards on the table after action %2").arg(cards).arg(steps);
        int seatsHand = 0;
        for (const SeatRow &row : s->seats()->rows())
            seatsHand += row.cardsLeft;   // hand, upcards, downcards
        // The shared zones by the engine's count (the oracle), and as the cards model shows them.
        const felt::Value truth = hostGame(*s)->state(felt::Viewer::seat(0));
        const felt::Value *pile = truth.find("pile"), *stock = truth.find("stock"), *burned = truth.find("burned");
        const int shared = pile && stock && burned ? static_cast<int>(pile->size() + stock->toInt() + burned->toInt()) : -1;
        const int sharedShown = tableshown::cardCount(*s, "pile") + tableshown::cardCount(*s, "stock")
            + tableshown::cardCount(*s, "burned");
        if (sharedShown != shared)
            problem = QStringLiteral("the shared zones show %1 cards of %2").arg(sharedShown).arg(shared);
        if (seatsHand + shared != deck)
            problem = QStringLiteral("seats and shared zones hold %1 cards").arg(seatsHand + shared);
        if (!s->play()->legal().isEmpty())
            problem = QStringLiteral("bots only, yet legal actions are offered");
    });

    QSignalSpy finished(s, &GameSession::finished);
    QVERIFY(app.newGame("shithead", players, options, seed));
    QCOMPARE(s->screen()->viewer(), 0);   // spectating: seat 0's view
    QVERIFY(!s->screen()->privacy());
    QTRY_VERIFY_WITH_TIMEOUT(s->board()->over(), 60000);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(steps, s->board()->actionCount());
    QCOMPARE(s->board()->phase(), TablePhase::Phase::Over);

    // The result in the seats: one loser, places 0..n-1 each once.
    const auto &rows = s->seats()->rows();
    int losers = 0;
    QList<int> places;
    for (const SeatRow &r : rows) {
        losers += r.isLoser ? 1 : 0;
        places.append(r.place);
    }
    std::sort(places.begin(), places.end());
    QList<int> expected;
    for (int i = 0; i < rows.size(); ++i)
        expected.append(i);
    QCOMPARE(losers, 1);
    QCOMPARE(places, expected);
    // The loser the table shows is the engine's.
    const felt::Value *engineLoser = hostGame(*s)->result().find("loser");
    QVERIFY(engineLoser);
    const int loser = static_cast<int>(engineLoser->toInt());
    QVERIFY(rows.at(loser).isLoser);
    QCOMPARE(s->board()->resultText(), QStringLiteral("%1 is the Shithead.").arg(rows.at(loser).name));
    QCOMPARE(s->log()->textAt(s->log()->rowCount() - 1), s->board()->resultText());
    QVERIFY(s->log()->rowCount() > 10);
    QCOMPARE(s->board()->thinkingSeat(), -1);
    // A finished game leaves no autosave behind.
    app.storage().flush();
    QVERIFY(!QFile::exists(dir.file("autosave.json")));

    // Play again: same seats, same options, a new deal.
    const auto record = *s->record();
    s->game()->playAgain();
    QVERIFY(s->game()->active());
    QVERIFY(!s->board()->over());
    QCOMPARE(s->board()->actionCount(), 0);
    QCOMPARE(s->game()->players(), static_cast<int>(players.size()));
    QVERIFY(s->record()->options == record.options);
    QVERIFY(s->game()->deal().toDouble() != static_cast<double>(record.seed));
    QCOMPARE(s->seats()->rows().at(0).name, players.at(0).toMap().value("name").toString());
    QVERIFY(s->log()->rowCount() <= 2);
    s->close();
}

// A card keeps its row (key) while it moves, so the table can animate it.
void TestModels::keysFollowCards()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    QAbstractItemModelTester cardsTester(s->cards(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    s->setBotsPaused(true);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal" }), {}, 42));
    QCOMPARE(s->screen()->viewer(), 0);
    QCOMPARE(s->board()->phase(), TablePhase::Phase::Setup);

    auto keyOf = [&](const QString &zone, int owner, const QString &face) {
        for (const auto &r : s->cards()->rows())
            if (r.slot.zone == zone && r.slot.owner == owner && r.slot.face == face)
                return r.key;
        return QString();
    };
    auto rowOf = [&](const QString &key) {
        for (const auto &r : s->cards()->rows())
            if (r.key == key)
                return r.slot;
        return CardSlot {};
    };

    // Swap: both cards keep their keys and change zones.
    QString swap;
    for (const QString &a : s->play()->legal())
        if (a.startsWith("swap "))
            swap = a;
    QVERIFY(!swap.isEmpty());
    const QStringList parts = swap.split(' ');
    const QString handKey = keyOf("hand", 0, parts.at(1));
    const QString upKey = keyOf("up", 0, parts.at(2));
    QVERIFY(!handKey.isEmpty() && !upKey.isEmpty());
    // Cards in legal actions are playable; the opponent's cards never are.
    QVERIFY(rowOf(handKey).playable);
    QVERIFY(s->play()->act(swap));
    QCOMPARE(rowOf(handKey).zone, QStringLiteral("up"));
    QCOMPARE(rowOf(upKey).zone, QStringLiteral("hand"));
    for (const auto &r : s->cards()->rows())
        if (r.slot.owner == 1)
            QVERIFY(!r.slot.playable);

    QVERIFY(s->play()->act("ready"));
    s->setBotsPaused(false);
    QTRY_COMPARE_WITH_TIMEOUT(s->board()->phase(), TablePhase::Phase::Play, 5000);
    s->setBotsPaused(true);
    // Wait for the person's turn, letting the bot play one action at a time.
    for (int i = 0; i < 50 && s->play()->legal().isEmpty(); ++i) {
        s->setBotsPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(!s->play()->legal().isEmpty() || s->board()->over(), 5000);
        s->setBotsPaused(true);
    }
    QVERIFY(!s->play()->legal().isEmpty());
    QString play;
    for (const QString &a : s->play()->legal())
        if (a.startsWith("play ") && a.count(' ') == 1)
            play = a;
    QVERIFY2(!play.isEmpty(), "deal 42 offers a single-card play on the person's first turn");
    const QString face = play.mid(5);
    const QString key = keyOf("hand", 0, face);
    QVERIFY(!key.isEmpty());
    QVERIFY(rowOf(key).playable);
    QVERIFY(s->play()->act(play));
    const CardSlot moved = rowOf(key);
    QVERIFY2(moved.zone == "pile" || moved.zone.isEmpty(), qPrintable(moved.zone));   // empty: burned by a 10
    if (face.startsWith('T'))
        QVERIFY(moved.zone.isEmpty());
    else
        QCOMPARE(moved.face, face);
}

// A card moved by a later stage of an action (a closing after the play that caused it) waits
// that many stages: its delay is set, in a change of its own, before its place changes.
void TestModels::laterStagesWait()
{
    TableCardsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStageMs(400);
    const CardSlot seven { QStringLiteral("7H"), QStringLiteral("sequence"), 1, 1, 2, 0 };
    const CardSlot six { QStringLiteral("6H"), QStringLiteral("sequence"), 1, 0, 2, 0 };
    model.update({ six, seven });
    QCOMPARE(model.rows().at(1).delay, 0);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    // The 7 goes to the closing area at stage 2; the 6 stays.
    const CardSlot closed { QStringLiteral("7H"), QStringLiteral("closing"), -1, 0, 1, 0 };
    const CardSlot alone { QStringLiteral("6H"), QStringLiteral("sequence"), 1, 0, 1, 0 };
    model.update({ alone, closed }, { CardMove { QStringLiteral("sequence"), 1, 1, QStringLiteral("closing"), -1, 0, 0, 2 } });
    int seven7 = -1;
    for (int i = 0; i < model.rows().size(); ++i)
        if (model.rows().at(i).slot.face == QLatin1String("7H"))
            seven7 = i;
    QVERIFY(seven7 >= 0);
    QCOMPARE(model.rows().at(seven7).slot.zone, QStringLiteral("closing"));
    QCOMPARE(model.rows().at(seven7).delay, 800);
    QCOMPARE(model.data(model.index(seven7), TableCardsModel::DelayRole).toInt(), 800);
    // The delay's own change came first.
    bool delayFirst = false;
    for (const QList<QVariant> &c : changes) {
        const QModelIndex from = c.at(0).value<QModelIndex>();
        const QModelIndex to = c.at(1).value<QModelIndex>();
        if (from.row() > seven7 || to.row() < seven7)
            continue;
        delayFirst = c.at(2).value<QList<int>>() == QList<int> { TableCardsModel::DelayRole };
        break;
    }
    QVERIFY(delayFirst);
    // An update that leaves the 7 where it is (another card drawn meanwhile) leaves its wait
    // alone: it may not have moved yet.
    const CardSlot drawn { QStringLiteral("2C"), QStringLiteral("hand"), 0, 0, 1 };
    model.update({ alone, closed, drawn });
    QCOMPARE(model.rows().at(seven7).delay, 800);
    // The next move at once: no wait.
    model.update({ alone, { QStringLiteral("7H"), QStringLiteral("discard"), -1, 0, 1, -1 } });
    QCOMPARE(model.rows().at(seven7).delay, 0);
}

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
