// The table's screen facet: what the viewer may see, hot seat privacy, each seat's log.
#include "sessiontests.h"

#include "json.h"
#include "logmodel.h"
#include "record.h"
#include "seatsmodel.h"

#include "core/anygame.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>

using namespace testing;

class TestSessionScreen : public QObject {
    Q_OBJECT

private slots:
    void oneHumanSeesOnlyTheirHand_data();
    void oneHumanSeesOnlyTheirHand();
    void hotSeatPrivacy();
    void tableLeftComesBackCovered();
    void dealStaysSecretWhenASeatIsHandedOver();
    void privateEventsReachOnlyTheirSeatsLog();
    void wrongSuitHotSeatRound();
    void shaftmountHotSeat();
};

void TestSessionScreen::oneHumanSeesOnlyTheirHand_data()
{
    QTest::addColumn<int>("human");
    QTest::addColumn<int>("seed");
    QTest::newRow("seat 0") << 0 << 5;
    QTest::newRow("seat 2") << 2 << 6;
}

void TestSessionScreen::oneHumanSeesOnlyTheirHand()
{
    QFETCH(int, human);
    QFETCH(int, seed);
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    QVariantList players = seats({ "normal", "easy", "normal", "random" });
    players[human] = seat("Me", "human");

    QString leak;
    int checks = 0;
    auto check = [&] {
        ++checks;
        if (!leak.isEmpty() || !s->game()->active())
            return;
        if (s->screen()->viewer() != human)
            leak = QStringLiteral("viewer is %1").arg(s->screen()->viewer());
        else if (s->screen()->privacy())
            leak = QStringLiteral("privacy with one human");
        else
            leak = hiddenLeak(*s);
        // The person's own hand is shown face up, exactly.
        if (leak.isEmpty() && hostGame(*s)) {
            const felt::Value full = hostGame(*s)->state(felt::Viewer::all());
            const felt::Value &hand = (*full.find("hand"))[static_cast<std::size_t>(human)];
            const QStringList shown = tableshown::faces(*s, "hand", human);
            QStringList truth;
            for (const felt::Value &c : hand.items())
                truth.append(QString::fromStdString(c.toString()));
            if (shown != truth)
                leak = QStringLiteral("own hand %1 shown as %2").arg(truth.join(' '), shown.join(' '));
        }
    };
    // At every moment the table is up to date (a model's own signals come while it is being
    // brought up to date, a state never drawn: the own hand half moved).
    onTableChange(s, this, check);

    QVERIFY(app.newGame("shithead", players, {}, seed));
    QRandomGenerator rng(seed);
    QElapsedTimer clock;
    clock.start();
    while (!s->board()->over() && clock.elapsed() < 30000) {
        if (!s->play()->legal().isEmpty())
            QVERIFY(s->play()->act(humanChoice(s->play()->legal(), rng)));
        else
            QTest::qWait(1);
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
    }
    QVERIFY(s->board()->over());
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    QVERIFY(checks > 50);
}

void TestSessionScreen::hotSeatPrivacy()
{
    DataDir dir;
    AppController app { QString() };
    // A pause of its own for the computer player, so the moments between a person's move and
    // the next person's screen last long enough to look at.
    app.settings()->setBotDelayMs(40);
    GameSession *s = app.session();

    QString leak;
    int coveredChecks = 0;
    int botMoments = 0;
    QList<QString> covers;
    auto check = [&] {
        if (!leak.isEmpty() || !s->game()->active())
            return;
        // With several people at the screen a hand shows only while its owner is due: while
        // the computer player thinks, the table is in its public view.
        if (s->screen()->viewer() >= 0 && !hostGame(*s)->actors().has(s->screen()->viewer()))
            leak = QStringLiteral("seat %1's view shows while it is not due (actors %2)")
                       .arg(s->screen()->viewer()).arg(hostGame(*s)->actors().mask());
        if (s->board()->thinkingSeat() >= 0 && !s->board()->over()) {
            ++botMoments;
            if (s->screen()->viewer() >= 0 && s->board()->thinkingSeat() == hostGame(*s)->actors().first() && hostGame(*s)->actors().size() == 1)
                leak = QStringLiteral("seat %1's view shows while a computer player thinks").arg(s->screen()->viewer());
        }
        // Between people (nobody at the screen is due: computer players act) the table is in
        // its public view exactly as behind the privacy screen, whoever moved last.
        bool personDue = false;
        if (!s->board()->over())
            hostGame(*s)->actors().forEach([&](felt::Seat a) { personDue = personDue || s->seatSpecs().value(a).isHuman(); });
        const bool betweenPeople = !s->board()->over() && !personDue;
        if (betweenPeople && s->screen()->viewer() != -1)
            leak = QStringLiteral("viewer %1 between people").arg(s->screen()->viewer());
        if (s->screen()->privacy() || betweenPeople) {
            ++coveredChecks;
            if (s->screen()->viewer() != -1)
                leak = QStringLiteral("viewer %1 behind the privacy screen").arg(s->screen()->viewer());
            if (!s->play()->legal().isEmpty())
                leak = QStringLiteral("legal actions behind the privacy screen");
            // Behind the screen the table shows its public view: of a hand only the cards
            // everyone saw go into it (a picked-up pile), never a downcard.
            const int players = s->seats()->rowCount();
            for (int seat = 0; seat < players; ++seat) {
                QStringList open = publicFaces(*s, -1, seat);
                for (const QString &c : tableshown::faces(*s, "hand", seat))
                    if (c != "??" && !open.removeOne(c))
                        leak = QStringLiteral("hand card %1 behind the privacy screen").arg(c);
            }
            QHash<int, QStringList> open;
            for (int seat = 0; seat < players; ++seat)
                open.insert(seat, publicFaces(*s, -1, seat));
            for (const auto &r : s->cards()->rows())
                if ((r.slot.zone == "down" && r.slot.face != "??")
                    || (r.slot.zone == "hand" && r.slot.face != "??" && !open[r.slot.owner].removeOne(r.slot.face)))
                    leak = QStringLiteral("card row %1 %2 behind the privacy screen").arg(r.slot.zone, r.slot.face);
        }
        if (leak.isEmpty()) {
            const QString l = hiddenLeak(*s);
            if (!l.isEmpty())
                leak = l;
        }
    };
    // The session updates its models first and then signals its properties: by then the
    // whole table is in its new state.
    onTableChange(s, this, check);
    connect(s->screen(), &ScreenFacet::privacyNameChanged, this, [&] {
        if (s->screen()->privacy())
            covers.append(s->screen()->privacyName());
    });
    // ... and every few milliseconds in between, while nothing signals.
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, check);
    poll.start(5);

    QVERIFY(app.newGame("shithead", seats({ "human", "normal", "human" }), {}, 99));
    QCOMPARE(s->game()->humans(), 2);
    // Setup: Anna swaps first, behind the screen.
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), QStringLiteral("Anna"));
    QCOMPARE(s->screen()->viewer(), -1);
    QVERIFY(s->play()->legal().isEmpty());
    QVERIFY(!s->play()->act("ready"));   // nobody has taken the device
    QVERIFY(s->play()->message().contains("Anna"));
    s->screen()->unlock();
    QVERIFY(!s->screen()->privacy());
    QCOMPARE(s->screen()->viewer(), 0);
    QVERIFY(s->play()->legal().contains("ready"));
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
    // Anna's own hand is visible to her now.
    QVERIFY(!tableshown::faces(*s, "hand", 0).isEmpty());
    for (const QString &c : tableshown::faces(*s, "hand", 0))
        QVERIFY(c != "??");
    QVERIFY(s->play()->act("ready"));
    // Then Cleo, behind the screen again.
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), QStringLiteral("Cleo"));
    QCOMPARE(s->screen()->viewer(), -1);
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 2);
    QVERIFY(s->play()->act("ready"));

    // Play the game through: whoever's turn it is takes the device.
    QRandomGenerator rng(99);
    QElapsedTimer clock;
    clock.start();
    int unlocks = 2;
    while (!s->board()->over() && clock.elapsed() < 30000) {
        if (s->screen()->privacy()) {
            s->screen()->unlock();
            ++unlocks;
            QVERIFY(!s->screen()->privacy());
        } else if (!s->play()->legal().isEmpty()) {
            const int before = s->screen()->viewer();
            QVERIFY(s->play()->act(humanChoice(s->play()->legal(), rng)));
            // Never the other human's hand right after a turn.
            if (!s->screen()->privacy() && s->screen()->viewer() >= 0)
                QCOMPARE(s->screen()->viewer(), before);
        } else {
            QTest::qWait(1);
        }
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
    }
    QVERIFY(s->board()->over());
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    QVERIFY(unlocks > 3);
    QVERIFY(coveredChecks > 3);
    QVERIFY(botMoments > 10);
    QVERIFY(covers.contains("Anna") && covers.contains("Cleo"));
    QVERIFY(!covers.contains("Bert"));
}

// The home page, the rules or any page in front of the table is where a screen is handed over:
// a person who opened their hand and left the table finds it behind the privacy screen when the
// table comes back (issue 35), at one screen of two people; alone, nothing is covered.
void TestSessionScreen::tableLeftComesBackCovered()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("wrong-suit", seats({ "human", "human", "normal", "normal" }), {}, 17));
    QVERIFY(s->screen()->privacy());
    s->screen()->unlock();
    const int anna = s->screen()->viewer();
    QVERIFY(anna >= 0 && !s->screen()->privacy());
    QVERIFY(!allHidden(s, anna));
    QSignalSpy covered(s->screen(), &ScreenFacet::privacyChanged);
    s->screen()->setTableShown(false);
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->viewer(), -1);
    QVERIFY(allHidden(s, anna));
    QVERIFY(s->play()->legal().isEmpty());
    QCOMPARE(covered.count(), 1);
    // Not opened while nothing is on the screen; back, still covered until the person says so.
    s->screen()->unlock();
    QVERIFY(s->screen()->privacy());
    s->screen()->setTableShown(true);
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), s->game()->seatName(anna));
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), anna);

    // One person with computer players: a page and back changes nothing.
    QVERIFY(app.newGame("wrong-suit", seats({ "human", "normal", "normal", "normal" }), {}, 17));
    QCOMPARE(s->screen()->viewer(), 0);
    s->screen()->setTableShown(false);
    s->screen()->setTableShown(true);
    QVERIFY(!s->screen()->privacy());
    QCOMPARE(s->screen()->viewer(), 0);
    QVERIFY(!allHidden(s, 0));
}

// Alice hosts Wrong Suit with Bob at another computer; Bob's seat is handed to a computer player
// and taken back: the deal's number stays secret throughout, until the game is over (issue 35).
void TestSessionScreen::dealStaysSecretWhenASeatIsHandedOver()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    auto host = std::make_unique<LocalHost>();
    LocalHostConfig config;
    config.botsPaused = true;
    host->setConfig(config);
    host->setRemoteSeats(felt::SeatSet::single(1));
    QVERIFY(host->start("wrong-suit", { { "Alice", "human" }, { "Bob", "human" }, { "Cleo", "normal" }, { "Dan", "normal" } },
                        felt::Value::object(), 1620944953926696ULL));
    LocalHost *local = host.get();
    QVERIFY(s->openNetworkTable(std::move(host)));
    QCOMPARE(s->game()->humans(), 1);
    QVERIFY(s->game()->dealSecret());
    QVERIFY(s->game()->deal().isEmpty());
    QSignalSpy changes(s->screen(), &ScreenFacet::dealSecretChanged);
    QVERIFY(local->setSeatKind(1, "normal"));   // "Computer plays…"
    QVERIFY(s->game()->dealSecret());
    QVERIFY(s->game()->deal().isEmpty());
    QVERIFY(local->setSeatKind(1, "human"));    // Bob back
    QVERIFY(local->setSeatKind(1, "hard"));     // and gone again
    QVERIFY(s->game()->dealSecret());
    QCOMPARE(changes.count(), 0);
    for (const QString &line : logLines(s))
        QVERIFY2(!line.contains("1620944953926696"), qPrintable(line));
    // The end tells it.
    local->setAutopilot(true);
    local->setBotsPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(s->board()->over(), 60000);
    QVERIFY(!s->game()->dealSecret());
    QCOMPARE(s->game()->deal(), QStringLiteral("1620944953926696"));
}

// A draw is private: the drawer's log names the cards, everyone else's says how many; the
// log is told anew when the person at the screen changes.
void TestSessionScreen::privateEventsReachOnlyTheirSeatsLog()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("chain-chain", seats({ "human", "human", "easy" }), {}, 23));
    QVERIFY(s->screen()->privacy());
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 0);
    const QStringList before = tableshown::faces(*s, "hand", 0);
    QVERIFY(s->play()->act(s->play()->legal().first()));
    // What Anna drew, by the engine's full state: her hand now, less what she held.
    QStringList drawn;
    {
        QStringList now;
        for (const felt::Value &c : (*hostGame(*s)->state(felt::Viewer::seat(0)).find("hand"))[0].items())
            now.append(QString::fromStdString(c.toString()));
        QStringList held = before;
        const QStringList played = s->record()->actions.back().text.split(' ').mid(1);
        for (const QString &c : played)
            held.removeOne(c);
        for (const QString &c : held)
            now.removeOne(c);
        drawn = now;
    }
    QCOMPARE(drawn.size(), 2);
    QStringList names;
    for (const QString &c : drawn)
        names.append(GameFacet::cardName(c));
    const QString mine = QStringLiteral("Anna drew %1.").arg(names.join(u' '));
    const QString mineReversed = QStringLiteral("Anna drew %1 %2.").arg(names.value(1), names.value(0));
    // (No translation is loaded here: the English plural is the source text's.)
    const QString theirs = QStringLiteral("Anna drew 2 card(s).");

    // Bert is due next: the screen is covered and the log is the public one.
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->viewer(), -1);
    QVERIFY2(logLines(s).contains(theirs), qPrintable(logLines(s).join(" | ")));
    QVERIFY(!logLines(s).contains(mine) && !logLines(s).contains(mineReversed));
    // Bert takes the device: his log says how many, never which.
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 1);
    QVERIFY(logLines(s).contains(theirs));
    QVERIFY(!logLines(s).contains(mine) && !logLines(s).contains(mineReversed));
    for (const QString &line : logLines(s))
        for (const QString &name : names)
            QVERIFY2(!(line.startsWith(QLatin1String("Anna drew")) && line.contains(name)), qPrintable(line));
    // Bert plays; Cleo (a computer player) plays; Anna gets the device back and reads her cards.
    QVERIFY(s->play()->act(s->play()->legal().first()));
    s->setBotsPaused(false);
    QTRY_VERIFY(s->screen()->privacy() && s->screen()->privacyName() == QStringLiteral("Anna"));
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 0);
    QVERIFY(logLines(s).contains(mine) || logLines(s).contains(mineReversed));
    QVERIFY(!logLines(s).contains(theirs));
}

// Wrong Suit at one screen: Anna and Bert with two computer players, a whole round. Each
// gives behind the privacy screen in turn, while the computer players give meanwhile; while
// one person chooses, nothing of the other's hand, gift or stack knowledge shows (the table is
// in its public view while covered); each log names only its own gift until the round
// resolves, and then exactly what the Decisions allow: a gift lying face down is named only
// in its giver's and its receiver's logs.
void TestSessionScreen::wrongSuitHotSeatRound()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    s->setBotsPaused(true);

    // The faces the table shows must be the viewer's to see: covered, only face-up stack
    // cards; a person's view, their own hand and gift and the stack cards their view names.
    QString leak;
    auto check = [&] {
        if (!leak.isEmpty() || !s->game()->active() || !hostGame(*s) || s->board()->over())
            return;
        const int viewer = s->screen()->viewer();
        if (s->screen()->privacy() && viewer != -1)
            leak = QStringLiteral("viewer %1 behind the privacy screen").arg(viewer);
        if (viewer >= 0 && !hostGame(*s)->actors().has(viewer))
            leak = QStringLiteral("seat %1's view shows while it has nothing to choose").arg(viewer);
        const felt::Value view = hostGame(*s)->state(viewer >= 0 ? felt::Viewer::seat(viewer) : felt::Viewer::nobody());
        for (const TableCardsModel::Row &r : s->cards()->rows()) {
            if (r.slot.face == QLatin1String("??") || !leak.isEmpty())
                continue;
            const QString where = QStringLiteral("%1 of seat %2 shows %3 (viewer %4)").arg(r.slot.zone).arg(r.slot.owner).arg(r.slot.face).arg(viewer);
            if ((r.slot.zone == QLatin1String("hand") || r.slot.zone == QLatin1String("gift")) && (viewer < 0 || r.slot.owner != viewer))
                leak = where;
            if (r.slot.zone == QLatin1String("stack")) {
                const felt::Value &known = (*view.find(viewer >= 0 ? "stacks" : "faceUp"))[static_cast<std::size_t>(r.slot.owner)];
                bool named = false;
                for (const felt::Value &c : known.items())
                    named = named || QString::fromStdString(c.toString()) == r.slot.face;
                if (!named)
                    leak = where;
            }
        }
    };
    onTableChange(s, this, check);
    connect(s->cards(), &QAbstractItemModel::dataChanged, this, check);
    connect(s->cards(), &QAbstractItemModel::rowsInserted, this, check);

    QVERIFY(app.newGame("wrong-suit", seats({ "human", "human", "normal", "normal" }), {}, 31));
    auto round = [&] { return static_cast<int>(hostGame(*s)->state(felt::Viewer::all()).find("round")->toInt()); };
    // A plain gift (no king, which lands face up; no queen, which moves more) to `target`.
    auto plainGift = [&](int target) {
        for (const QString &a : s->play()->legal()) {
            const QStringList w = a.split(' ');
            if (w.size() == 3 && w.at(2).toInt() == target && w.at(1).at(0) != u'K' && w.at(1).at(0) != u'Q')
                return a;
        }
        return QString();
    };
    auto named = [&](const QString &face) {
        const QString name = GameFacet::cardName(face);
        return logLines(s).filter(name);
    };

    // Anna first, behind the screen: the public view shows no face at all.
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), QStringLiteral("Anna"));
    check();
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 0);
    QCOMPARE(s->cards()->rows().size(), 48 + 4);   // the hands and the Aces
    const QString annaGives = plainGift(1);
    QVERIFY(!annaGives.isEmpty());
    const QString x = annaGives.split(' ').at(1);
    QVERIFY(s->play()->act(annaGives));

    // Bert's turn at the screen: covered first; his log says only that Anna has given.
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), QStringLiteral("Bert"));
    QVERIFY(logLines(s).contains(QStringLiteral("Anna has given a card.")));
    QVERIFY2(named(x).isEmpty(), qPrintable(named(x).join(" | ")));
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 1);
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
    QVERIFY(logLines(s).contains(QStringLiteral("Anna has given a card.")));
    QVERIFY2(named(x).isEmpty(), qPrintable(named(x).join(" | ")));
    // Anna's gift lies face down in front of her, its face not in Bert's table.
    int gifts = 0;
    for (int seat = 0; seat < s->seats()->rowCount(); ++seat)
        gifts += tableshown::cardCount(*s, "gift", seat);
    QCOMPARE(gifts, 1);
    QCOMPARE(tableshown::faces(*s, "gift", 0), QStringList { "??" });
    for (const TableCardsModel::Row &r : s->cards()->rows())
        QVERIFY2(r.slot.face != x, qPrintable(r.slot.zone));
    const QString bertGives = plainGift(0);
    QVERIFY(!bertGives.isEmpty());
    const QString y = bertGives.split(' ').at(1);
    QVERIFY(s->play()->act(bertGives));
    QVERIFY2(leak.isEmpty(), qPrintable(leak));

    // The computer players give and the round resolves. Bert still has the device: he sees
    // the round's outcome from his seat and may give first in round 2.
    s->setBotsPaused(false);
    QTRY_COMPARE_WITH_TIMEOUT(round(), 2, 20000);
    s->setBotsPaused(true);
    QTRY_COMPARE(s->screen()->viewer(), 1);
    QVERIFY(!s->screen()->privacy());
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
    // The computer players' gifts of round 1 (its first four actions): (card, receiver).
    QList<QPair<QString, int>> botGifts;
    const felt::Record played = *s->record();
    for (int k = 0; k < 4; ++k) {
        const felt::RecordAction &a = played.actions.at(k);
        if (a.seat >= 2) {
            const QStringList w = a.text.split(' ');
            botGifts.append({ w.at(1), w.at(2).toInt() });
        }
    }
    QCOMPARE(botGifts.size(), 2);
    const QString xName = GameFacet::cardName(x);
    const QString yName = GameFacet::cardName(y);

    // Bert's log: his gift and Anna's by name; of the computer players' gifts, the ones to him.
    QVERIFY2(logLines(s).contains(QStringLiteral("Anna gave %1 to Bert.").arg(xName)), qPrintable(logLines(s).join(" | ")));
    QVERIFY(logLines(s).contains(QStringLiteral("Bert gave %1 to Anna.").arg(yName)));
    for (const auto &[card, to] : botGifts)
        if (card.at(0) != u'K')
            QVERIFY2(named(card).isEmpty() == (to != 1), qPrintable(card + " to " + QString::number(to) + ": " + named(card).join(" | ")));
    const QString bertAgain = plainGift(1).isEmpty() ? s->play()->legal().first() : plainGift(1);
    QVERIFY(s->play()->act(bertAgain));

    // Anna's turn at the screen: covered, the public log names no face-down card.
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), QStringLiteral("Anna"));
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
    QVERIFY2(logLines(s).contains(QStringLiteral("Anna gave Bert a card.")), qPrintable(logLines(s).join(" | ")));
    QVERIFY(logLines(s).contains(QStringLiteral("Bert gave Anna a card.")));
    QVERIFY(named(x).isEmpty() && named(y).isEmpty());
    for (const auto &[card, to] : botGifts)
        if (card.at(0) != u'K')
            QVERIFY2(named(card).isEmpty(), qPrintable(named(card).join(" | ")));

    // Anna's log: the same two gifts by name; of the computer players', the ones to her; not
    // Bert's gift of round 2.
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 0);
    QVERIFY2(logLines(s).contains(QStringLiteral("Anna gave %1 to Bert.").arg(xName)), qPrintable(logLines(s).join(" | ")));
    QVERIFY(logLines(s).contains(QStringLiteral("Bert gave %1 to Anna.").arg(yName)));
    for (const auto &[card, to] : botGifts)
        if (card.at(0) != u'K')
            QVERIFY2(named(card).isEmpty() == (to != 0), qPrintable(card + " to " + QString::number(to) + ": " + named(card).join(" | ")));
    QVERIFY(named(bertAgain.split(' ').at(1)).filter(QStringLiteral("chose")).isEmpty());
    QVERIFY(logLines(s).contains(QStringLiteral("Bert has given a card.")));
    // On her table: Y in her stack, X in Bert's (she gave it).
    bool xInBerts = false;
    bool yInHers = false;
    for (const TableCardsModel::Row &r : s->cards()->rows()) {
        xInBerts = xInBerts || (r.slot.face == x && r.slot.zone == QLatin1String("stack") && r.slot.owner == 1);
        yInHers = yInHers || (r.slot.face == y && r.slot.zone == QLatin1String("stack") && r.slot.owner == 0);
    }
    QVERIFY(xInBerts && yInHers);
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
}

// Two people at one screen: an answer that needs one's hand (a 6-rule block) brings the
// privacy screen; keep or redraw, about public facts only, does not, and the table shows its
// public view meanwhile (no hand's face).
void TestSessionScreen::shaftmountHotSeat()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    s->setBotsPaused(true);
    auto record = felt::parseRecord(kShaftHotSeat);
    QVERIFY(record);

    // Keep or redraw by the other person: no hand-over.
    QVERIFY(s->load({ twoPeopleTwoBots(), *record }));
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), QStringLiteral("Anna"));
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 0);
    QVERIFY(s->play()->act("play KH 1.0"));
    QCOMPARE(pendingKind(s), QStringLiteral("keep"));
    QVERIFY(!s->screen()->privacy());
    QCOMPARE(s->screen()->actor(), 1);
    QCOMPARE(s->screen()->viewer(), -1);
    QCOMPARE(s->play()->legal(), (QStringList { "keep", "redraw" }));
    QVERIFY(allHidden(s, 0) && allHidden(s, 1));
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
    QVERIFY(s->play()->act("keep"));
    // Back to Anna's turn: her own view again, no cover (she never gave the device away).
    QVERIFY(!s->screen()->privacy());
    QCOMPARE(s->screen()->viewer(), 0);

    // A block by the other person: the cover comes up for Bert.
    QVERIFY(s->load({ twoPeopleTwoBots(), *record }));
    s->screen()->unlock();
    QVERIFY(s->play()->act("four 4S 1.1"));
    QCOMPARE(pendingKind(s), QStringLiteral("block"));
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), QStringLiteral("Bert"));
    QCOMPARE(s->screen()->viewer(), -1);
    QVERIFY(s->play()->legal().isEmpty());
    QVERIFY(allHidden(s, 1));
    s->screen()->unlock();
    QCOMPARE(s->screen()->viewer(), 1);
    QCOMPARE(s->play()->legal(), (QStringList { "block 6C", "pass" }));
    QVERIFY(s->play()->act("block 6C"));
    // Anna's turn goes on (the 4 came back, blocked): she takes the device again.
    QVERIFY(s->screen()->privacy());
    QCOMPARE(s->screen()->privacyName(), QStringLiteral("Anna"));
}

QTEST_GUILESS_MAIN(TestSessionScreen)
#include "tst_session_screen.moc"
