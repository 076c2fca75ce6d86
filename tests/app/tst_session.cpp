// The game session: acting, what the viewer may see, hot seat privacy, the bot runner.
#include "helpers.h"

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

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void actRefusesAndApplies();
    void oneHumanSeesOnlyTheirHand_data();
    void oneHumanSeesOnlyTheirHand();
    void hotSeatPrivacy();
    void botsThinkOffTheUiThread();
    void staleBotMoveIsDropped();
    void botDelayIsVisible();
    void hintIsALegalMove();
    void noUndoWhereCardsAreHidden();
    void undoTakesBackToThePersonsMove();
    void hiddenRidgesAllowNoUndoAndNoSolver();
    void privateEventsReachOnlyTheirSeatsLog();
    void wrongSuitHotSeatRound();
    void reviewTheLastRound();
    void shaftmountHotSeat();
    void shaftmountDrawsAndEndsForThePerson();
    void passedForWhenNothingElse();
    void manualCallsPlayToTheEnd();
};

namespace {
// Shaftmount, 4 players, two people (Anna, Bert) and two computer players. Dan's A♥ goes to the
// closing area before play, so K♥ closes: Anna's K♥ on Bert's Q♥ closes his sequence, and he
// keeps or redraws. Anna's 4♠ under Bert's Q♠ asks Bert first whether he blocks with a 6.
const char *const kShaftHotSeat = R"({"format": "felt-record/1", "game": "shaftmount", "players": 4, "seed": 3,
  "deal": {"hand": [["KH", "4S", "2C", "5C", "7D", "8H", "9S"], ["6C", "3D", "5H", "7C", "8D", "9H", "TS"],
                    ["6D", "6H", "3C", "5S", "7S", "8C", "9D"], ["2D", "3H", "5D", "7H", "8S", "9C", "TC"]],
           "sequences": [["QC", "QD"], ["QH", "QS"], ["KC", "KD"], ["AH", "KS"]],
           "deck": ["JH", "JS", "JC", "JD", "TH", "TD"]},
  "actions": []})";

// Shaftmount, two players: Bert (seat 1) slides 4♥ under Anna's 7♥; Anna, asked whether she
// blocks with a 6, holds none: "pass" is her only answer.
const char *const kShaftAskedWithoutSix = R"({"format": "felt-record/1", "game": "shaftmount", "players": 2, "seed": 3,
  "deal": {"hand": [["2C","3C","7C","8C","9C","TC","JC","QC","2D"], ["4H","7D","8D","9D","TD","JD","QD","KD","3D"]],
           "sequences": [["7H","7S","9H","9S"], ["5C","8H","8S","TH"]],
           "deck": ["JH","JS","QH","QS","KH","KS","3H","3S"]},
  "actions": ["0: play 8C 1.0", "0: end", "1: four 4H 0.0"]})";

QList<SeatSpec> twoPeopleTwoBots()
{
    return { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") },
             { QStringLiteral("Cleo"), QStringLiteral("normal") }, { QStringLiteral("Dan"), QStringLiteral("normal") } };
}

bool allHidden(const GameSession *s, int seat)
{
    const QVariantList hand = s->state().value("hand").toList().value(seat).toList();
    return !hand.isEmpty() && std::all_of(hand.begin(), hand.end(), [](const QVariant &c) { return c.toString() == "??"; });
}
} // namespace

// Two people at one screen: an answer that needs one's hand (a 6-rule block) brings the
// privacy screen; keep or redraw, about public facts only, does not, and the table shows its
// public view meanwhile (no hand's face).
void TestSession::shaftmountHotSeat()
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
    QVERIFY(s->privacy());
    QCOMPARE(s->privacyName(), QStringLiteral("Anna"));
    s->unlock();
    QCOMPARE(s->viewer(), 0);
    QVERIFY(s->act("play KH 1.0"));
    QCOMPARE(s->state().value("pending").toMap().value("kind").toString(), QStringLiteral("keep"));
    QVERIFY(!s->privacy());
    QCOMPARE(s->actor(), 1);
    QCOMPARE(s->viewer(), -1);
    QCOMPARE(s->legal(), (QStringList { "keep", "redraw" }));
    QVERIFY(allHidden(s, 0) && allHidden(s, 1));
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
    QVERIFY(s->act("keep"));
    // Back to Anna's turn: her own view again, no cover (she never gave the device away).
    QVERIFY(!s->privacy());
    QCOMPARE(s->viewer(), 0);

    // A block by the other person: the cover comes up for Bert.
    QVERIFY(s->load({ twoPeopleTwoBots(), *record }));
    s->unlock();
    QVERIFY(s->act("four 4S 1.1"));
    QCOMPARE(s->state().value("pending").toMap().value("kind").toString(), QStringLiteral("block"));
    QVERIFY(s->privacy());
    QCOMPARE(s->privacyName(), QStringLiteral("Bert"));
    QCOMPARE(s->viewer(), -1);
    QVERIFY(s->legal().isEmpty());
    QVERIFY(allHidden(s, 1));
    s->unlock();
    QCOMPARE(s->viewer(), 1);
    QCOMPARE(s->legal(), (QStringList { "block 6C", "pass" }));
    QVERIFY(s->act("block 6C"));
    // Anna's turn goes on (the 4 came back, blocked): she takes the device again.
    QVERIFY(s->privacy());
    QCOMPARE(s->privacyName(), QStringLiteral("Anna"));
}

// After a person's play the table draws up to the hand limit and ends the turn for them (the
// setting's default), each an action of theirs in the record; with the setting off only the
// end that is all that is left.
void TestSession::shaftmountDrawsAndEndsForThePerson()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    s->setBotsPaused(true);
    // Three players (hand limit 8); Anna's K♥ on Bert's Q♥ closes nothing.
    auto record = felt::parseRecord(R"({"format": "felt-record/1", "game": "shaftmount", "players": 3, "seed": 3,
      "deal": {"hand": [["KH", "4C", "3S", "5D", "9S", "2D", "7C", "8D"], ["3C", "4D", "5H", "6C", "7S", "8C", "9D", "TD"],
                        ["3H", "4H", "5S", "6D", "7H", "8H", "9H", "TH"]],
               "sequences": [["6H", "5C", "JD"], ["QH", "9C", "4S"], ["8S", "3D", "TC"]],
               "deck": ["2C", "2H", "6S", "7D", "JH", "JS", "QC", "KC", "QD", "KD", "JC", "TS"]},
      "actions": []})");
    QVERIFY(record);
    const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") },
                                  { QStringLiteral("Cleo"), QStringLiteral("normal") } };
    QVERIFY(s->load({ seats, *record }));
    QVERIFY(s->act("play KH 1.0"));
    QTRY_COMPARE(s->record().actions.size(), std::size_t(3));
    QCOMPARE(s->record().actions.at(1).text, QStringLiteral("draw"));
    QCOMPARE(s->record().actions.at(2).text, QStringLiteral("end"));
    QCOMPARE(s->record().actions.at(2).seat, 0);

    app.setGameSetting(QStringLiteral("shaftmount"), QStringLiteral("drawToLimit"), false);
    QVERIFY(app.gameSetting(QStringLiteral("shaftmount"), QStringLiteral("drawToLimit")) == false);
    QVERIFY(s->load({ seats, *record }));
    QVERIFY(s->act("play KH 1.0"));
    QTest::qWait(50);
    QCOMPARE(s->record().actions.size(), std::size_t(1));   // she may draw or end: her choice
    QCOMPARE(s->legal(), (QStringList { "draw", "end" }));
    QVERIFY(s->act("draw"));
    QTRY_COMPARE(s->record().actions.size(), std::size_t(3));   // full again: the end follows
    QCOMPARE(s->record().actions.at(2).text, QStringLiteral("end"));
    // The setting is remembered.
    AppController later { QString() };
    QVERIFY(!later.gameSetting(QStringLiteral("shaftmount"), QStringLiteral("drawToLimit")));
}

// The last round again: the table as it stood before the others' moves since the person's
// own, step by step, while the game waits; then back to the table as it is.
void TestSession::reviewTheLastRound()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    QVERIFY(app.newGame("chain-chain", seats({ "human", "easy", "easy" }), {}, 31));
    QVERIFY(s->act(s->legal().first()));
    QTRY_VERIFY(!s->legal().isEmpty());   // the two computer players have moved
    const int live = s->actionCount();
    QVERIFY(live >= 3);
    const QVariantMap now = s->state();
    // Anna's view right after her move, from the record.
    felt::Record afterAnna = s->record();
    afterAnna.actions.resize(1);
    const QVariantMap then = felt::jsonFromValue(felt::replay(afterAnna).game->state(felt::Viewer::seat(0))).toVariant().toMap();
    QSignalSpy told(s, &GameSession::told);
    auto logText = [s] {
        QStringList lines;
        for (int i = 0; i < s->log()->rowCount(); ++i)
            lines.append(s->log()->textAt(i));
        return lines;
    };
    const QStringList fullLog = logText();

    s->setBotsPaused(false);
    QVERIFY(s->startReview());
    QVERIFY(s->reviewing());
    QCOMPARE(s->reviewLength(), live - 1);   // Bert's and Cleo's moves
    QCOMPARE(s->reviewStep(), 0);
    // The table as Anna saw it after her move.
    QCOMPARE(s->state(), then);
    QVERIFY(s->legal().isEmpty());     // nobody acts on a look back
    QVERIFY(!s->act(s->record().actions.front().text));
    // The log tells the game as far as the table shows it: up to Anna's move.
    const QStringList atAnna = logText();
    QVERIFY2(atAnna.size() < fullLog.size() && fullLog.mid(0, atAnna.size()) == atAnna, qPrintable(atAnna.join(u'|')));
    QVERIFY(atAnna.last().startsWith(QStringLiteral("Anna")));
    QVERIFY(s->stepReview(1));
    QVERIFY(s->state() != then);
    QVERIFY(logText().size() > atAnna.size() && logText().last().startsWith(QStringLiteral("Bert")));
    QVERIFY(told.last().first().toList().first().toMap().value("text").toString().startsWith(QStringLiteral("Bert")));
    while (s->reviewStep() < s->reviewLength())
        QVERIFY(s->stepReview(1));
    QVERIFY(!s->stepReview(1));        // the round ends here
    QCOMPARE(s->state(), now);
    QCOMPARE(logText(), fullLog);
    QVERIFY(s->stepReview(-1));
    QCOMPARE(s->reviewStep(), s->reviewLength() - 1);
    QVERIFY(logText().size() < fullLog.size());
    // The game waited meanwhile; back at the table it goes on.
    QCOMPARE(s->actionCount(), live);
    s->endReview();
    QVERIFY(!s->reviewing());
    QCOMPARE(s->state(), now);
    QCOMPARE(logText(), fullLog);
    QVERIFY(!s->legal().isEmpty());
}

namespace {
QStringList logLines(GameSession *s)
{
    QStringList lines;
    for (int i = 0; i < s->log()->rowCount(); ++i)
        lines.append(s->log()->textAt(i));
    return lines;
}
} // namespace

// A draw is private: the drawer's log names the cards, everyone else's says how many; the
// log is told anew when the person at the screen changes.
void TestSession::privateEventsReachOnlyTheirSeatsLog()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("chain-chain", seats({ "human", "human", "easy" }), {}, 23));
    QVERIFY(s->privacy());
    s->unlock();
    QCOMPARE(s->viewer(), 0);
    const QStringList before = s->state().value("hand").toList().at(0).toStringList();
    QVERIFY(s->act(s->legal().first()));
    // What Anna drew, by the engine's full state: her hand now, less what she held.
    QStringList drawn;
    {
        QStringList now;
        for (const felt::Value &c : (*hostGame(*s)->state(felt::Viewer::seat(0)).find("hand"))[0].items())
            now.append(QString::fromStdString(c.toString()));
        QStringList held = before;
        const QStringList played = s->record().actions.back().text.split(' ').mid(1);
        for (const QString &c : played)
            held.removeOne(c);
        for (const QString &c : held)
            now.removeOne(c);
        drawn = now;
    }
    QCOMPARE(drawn.size(), 2);
    QStringList names;
    for (const QString &c : drawn)
        names.append(GameSession::cardName(c));
    const QString mine = QStringLiteral("Anna drew %1.").arg(names.join(u' '));
    const QString mineReversed = QStringLiteral("Anna drew %1 %2.").arg(names.value(1), names.value(0));
    // (No translation is loaded here: the English plural is the source text's.)
    const QString theirs = QStringLiteral("Anna drew 2 card(s).");

    // Bert is due next: the screen is covered and the log is the public one.
    QVERIFY(s->privacy());
    QCOMPARE(s->viewer(), -1);
    QVERIFY2(logLines(s).contains(theirs), qPrintable(logLines(s).join(" | ")));
    QVERIFY(!logLines(s).contains(mine) && !logLines(s).contains(mineReversed));
    // Bert takes the device: his log says how many, never which.
    s->unlock();
    QCOMPARE(s->viewer(), 1);
    QVERIFY(logLines(s).contains(theirs));
    QVERIFY(!logLines(s).contains(mine) && !logLines(s).contains(mineReversed));
    for (const QString &line : logLines(s))
        for (const QString &name : names)
            QVERIFY2(!(line.startsWith(QLatin1String("Anna drew")) && line.contains(name)), qPrintable(line));
    // Bert plays; Cleo (a computer player) plays; Anna gets the device back and reads her cards.
    QVERIFY(s->act(s->legal().first()));
    s->setBotsPaused(false);
    QTRY_VERIFY(s->privacy() && s->privacyName() == QStringLiteral("Anna"));
    s->unlock();
    QCOMPARE(s->viewer(), 0);
    QVERIFY(logLines(s).contains(mine) || logLines(s).contains(mineReversed));
    QVERIFY(!logLines(s).contains(theirs));
}

// Wrong Suit at one screen: Anna and Bert with two computer players, a whole round. Each
// gives behind the privacy screen in turn, while the computer players give meanwhile; while
// one person chooses, nothing of the other's hand, gift or stack knowledge shows (the table is
// in its public view while covered); each log names only its own gift until the round
// resolves, and then exactly what the Decisions allow: a gift lying face down is named only
// in its giver's and its receiver's logs.
void TestSession::wrongSuitHotSeatRound()
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
        if (!leak.isEmpty() || !s->active() || !hostGame(*s) || s->over())
            return;
        const int viewer = s->viewer();
        if (s->privacy() && viewer != -1)
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
    connect(s, &GameSession::stateChanged, this, check);
    connect(s, &GameSession::privacyChanged, this, check);
    connect(s, &GameSession::viewerChanged, this, check);
    connect(s->cards(), &QAbstractItemModel::dataChanged, this, check);
    connect(s->cards(), &QAbstractItemModel::rowsInserted, this, check);

    QVERIFY(app.newGame("wrong-suit", seats({ "human", "human", "normal", "normal" }), {}, 31));
    auto round = [&] { return static_cast<int>(hostGame(*s)->state(felt::Viewer::all()).find("round")->toInt()); };
    // A plain gift (no king, which lands face up; no queen, which moves more) to `target`.
    auto plainGift = [&](int target) {
        for (const QString &a : s->legal()) {
            const QStringList w = a.split(' ');
            if (w.size() == 3 && w.at(2).toInt() == target && w.at(1).at(0) != u'K' && w.at(1).at(0) != u'Q')
                return a;
        }
        return QString();
    };
    auto named = [&](const QString &face) {
        const QString name = GameSession::cardName(face);
        return logLines(s).filter(name);
    };

    // Anna first, behind the screen: the public view shows no face at all.
    QVERIFY(s->privacy());
    QCOMPARE(s->privacyName(), QStringLiteral("Anna"));
    check();
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    s->unlock();
    QCOMPARE(s->viewer(), 0);
    QCOMPARE(s->cards()->rows().size(), 48 + 4);   // the hands and the Aces
    const QString annaGives = plainGift(1);
    QVERIFY(!annaGives.isEmpty());
    const QString x = annaGives.split(' ').at(1);
    QVERIFY(s->act(annaGives));

    // Bert's turn at the screen: covered first; his log says only that Anna has given.
    QVERIFY(s->privacy());
    QCOMPARE(s->privacyName(), QStringLiteral("Bert"));
    QVERIFY(logLines(s).contains(QStringLiteral("Anna has given a card.")));
    QVERIFY2(named(x).isEmpty(), qPrintable(named(x).join(" | ")));
    s->unlock();
    QCOMPARE(s->viewer(), 1);
    QVERIFY(logLines(s).contains(QStringLiteral("Anna has given a card.")));
    QVERIFY2(named(x).isEmpty(), qPrintable(named(x).join(" | ")));
    // Anna's gift lies face down in front of her, its face not in Bert's table.
    QCOMPARE(s->state().value("given").toList().size(), 1);
    for (const TableCardsModel::Row &r : s->cards()->rows())
        QVERIFY2(r.slot.face != x, qPrintable(r.slot.zone));
    const QString bertGives = plainGift(0);
    QVERIFY(!bertGives.isEmpty());
    const QString y = bertGives.split(' ').at(1);
    QVERIFY(s->act(bertGives));
    QVERIFY2(leak.isEmpty(), qPrintable(leak));

    // The computer players give and the round resolves. Bert still has the device: he sees
    // the round's outcome from his seat and may give first in round 2.
    s->setBotsPaused(false);
    QTRY_COMPARE_WITH_TIMEOUT(round(), 2, 20000);
    s->setBotsPaused(true);
    QTRY_COMPARE(s->viewer(), 1);
    QVERIFY(!s->privacy());
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    // The computer players' gifts of round 1 (its first four actions): (card, receiver).
    QList<QPair<QString, int>> botGifts;
    for (int k = 0; k < 4; ++k) {
        const felt::RecordAction &a = s->record().actions.at(k);
        if (a.seat >= 2) {
            const QStringList w = a.text.split(' ');
            botGifts.append({ w.at(1), w.at(2).toInt() });
        }
    }
    QCOMPARE(botGifts.size(), 2);
    const QString xName = GameSession::cardName(x);
    const QString yName = GameSession::cardName(y);

    // Bert's log: his gift and Anna's by name; of the computer players' gifts, the ones to him.
    QVERIFY2(logLines(s).contains(QStringLiteral("Anna gave %1 to Bert.").arg(xName)), qPrintable(logLines(s).join(" | ")));
    QVERIFY(logLines(s).contains(QStringLiteral("Bert gave %1 to Anna.").arg(yName)));
    for (const auto &[card, to] : botGifts)
        if (card.at(0) != u'K')
            QVERIFY2(named(card).isEmpty() == (to != 1), qPrintable(card + " to " + QString::number(to) + ": " + named(card).join(" | ")));
    const QString bertAgain = plainGift(1).isEmpty() ? s->legal().first() : plainGift(1);
    QVERIFY(s->act(bertAgain));

    // Anna's turn at the screen: covered, the public log names no face-down card.
    QVERIFY(s->privacy());
    QCOMPARE(s->privacyName(), QStringLiteral("Anna"));
    QVERIFY2(logLines(s).contains(QStringLiteral("Anna gave Bert a card.")), qPrintable(logLines(s).join(" | ")));
    QVERIFY(logLines(s).contains(QStringLiteral("Bert gave Anna a card.")));
    QVERIFY(named(x).isEmpty() && named(y).isEmpty());
    for (const auto &[card, to] : botGifts)
        if (card.at(0) != u'K')
            QVERIFY2(named(card).isEmpty(), qPrintable(named(card).join(" | ")));

    // Anna's log: the same two gifts by name; of the computer players', the ones to her; not
    // Bert's gift of round 2.
    s->unlock();
    QCOMPARE(s->viewer(), 0);
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
}

void TestSession::hiddenRidgesAllowNoUndoAndNoSolver()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("mountain", seats({ "human" }), { { "hiddenRidges", true } }, 17));
    QVERIFY(!s->canAnalyze());
    QString draw;
    for (const QString &a : s->legal())
        if (a.startsWith("draw"))
            draw = a;
    QVERIFY(!draw.isEmpty());
    QVERIFY(s->act(draw));
    // Taking the draw back would show the face-down card that came up under it.
    QVERIFY(!s->canUndo());
    QVERIFY(!s->undo());
    QCOMPARE(s->actionCount(), 1);
    // Open ridges: both are there.
    QVERIFY(app.newGame("mountain", seats({ "human" }), {}, 17));
    QVERIFY(s->canAnalyze());
    QVERIFY(s->act(draw));
    QVERIFY(s->canUndo());
}

void TestSession::undoTakesBackToThePersonsMove()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    app.settings()->setBotDelayMs(0);
    // Two at the mountain: the person plays positions 1 and 3, a computer player 2 and 4.
    QVERIFY(app.newGame("mountain", seats({ "human", "normal" }), {}, 17));
    QTRY_VERIFY(!s->legal().isEmpty());
    QVERIFY(!s->canUndo());
    // The person ends the turn (a draw, or a pass when none fits); the computer player
    // takes position 2's turn and hands position 3 back.
    QString end;
    for (const QString &a : s->legal())
        if (a.startsWith("draw") || a == "pass")
            end = a;
    QVERIFY(!end.isEmpty());
    QVERIFY(s->act(end));
    QTRY_VERIFY_WITH_TIMEOUT(!s->legal().isEmpty() && s->state().value("turn").toInt() == 2, 20000);
    const int after = s->actionCount();
    const QVariantMap stateAfter = s->state();
    QVERIFY(after >= 2);
    QVERIFY(s->canUndo());

    // Undo: the computer player's moves go with the person's, back to the start, and the
    // log no longer tells them.
    QVERIFY(s->undo());
    QCOMPARE(s->actionCount(), 0);
    QCOMPARE(s->log()->rowCount(), 2);
    QCOMPARE(s->log()->textAt(1), QStringLiteral("A move was taken back."));
    QCOMPARE(s->state().value("turn").toInt(), 0);
    QVERIFY(s->canRedo());
    QVERIFY(!s->canUndo());
    // Redo: all of it again, the same table.
    QVERIFY(s->redo());
    QCOMPARE(s->actionCount(), after);
    QCOMPARE(s->state(), stateAfter);
    QVERIFY(!s->canRedo());

    // A new move after an undo forgets what could have been redone.
    QVERIFY(s->undo());
    QVERIFY(s->canRedo());
    QVERIFY(s->act(s->legal().contains("pass") ? QString("pass") : s->legal().first()));
    QVERIFY(!s->canRedo());
    // The autosave holds the game as it now stands.
    app.storage().flush();
    auto saved = app.storage().readAutosave();
    QVERIFY(saved);
    QCOMPARE(static_cast<int>(saved->record.actions.size()), s->actionCount());
}

void TestSession::hintIsALegalMove()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    app.settings()->setBotDelayMs(0);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal", "normal" }), {}, 77));
    // Through the swapping phase to the person's first move in play.
    QVERIFY(s->act("ready"));
    QTRY_VERIFY_WITH_TIMEOUT(s->phase() == "play" && !s->legal().isEmpty(), 20000);
    QSignalSpy hinted(s, &GameSession::hintChanged);
    s->requestHint();
    QVERIFY(s->hinting());
    QTRY_VERIFY_WITH_TIMEOUT(!s->hinting(), 20000);
    QVERIFY2(s->legal().contains(s->hint()), qPrintable(s->hint()));
    // Acting forgets the hint: it belonged to the table as it was.
    QVERIFY(s->act(s->hint()));
    QVERIFY(s->hint().isEmpty());
    QVERIFY(hinted.size() >= 3);
}

void TestSession::noUndoWhereCardsAreHidden()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal" }), {}, 5));
    QVERIFY(s->act("ready"));
    QVERIFY(!s->canUndo());
    QVERIFY(!s->undo());
    QCOMPARE(s->actionCount(), 1);
}

void TestSession::actRefusesAndApplies()
{
    DataDir dir;
    AppController app { QString() };
    GameSession *s = app.session();
    QSignalSpy refused(s, &GameSession::refused);
    QSignalSpy acted(s, &GameSession::acted);

    // Without a game.
    QVERIFY(!s->act("ready"));
    QCOMPARE(refused.size(), 1);
    QVERIFY(!s->message().isEmpty());

    s->setBotsPaused(true);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal", "normal" }), {}, 2024));
    QCOMPARE(s->viewer(), 0);
    QVERIFY(!s->privacy());
    QVERIFY(s->legal().contains("ready"));
    QVERIFY(s->message().isEmpty());

    // Refused: each with a sentence, nothing applied.
    refused.clear();
    const struct {
        const char *action;
        const char *words;
    } bad[] = {
        { "dance", "not an action of this game" },
        { "pickup", "stage of the game" },
        { "swap 2C", "not written correctly" },
        { "blind 0", "stage of the game" },
    };
    for (const auto &b : bad) {
        QVERIFY2(!s->isLegal(b.action), b.action);
        QVERIFY(!s->whyNot(b.action).isEmpty());
        QVERIFY2(!s->act(b.action), b.action);
        QVERIFY2(s->message().contains(b.words), qPrintable(s->message()));
        QVERIFY(s->message().at(0).isUpper());
        QVERIFY(s->message().endsWith('.'));
    }
    QCOMPARE(refused.size(), 4);
    QCOMPARE(refused.last().first().toString(), s->message());
    QCOMPARE(s->actionCount(), 0);
    QCOMPARE(acted.size(), 0);

    // A swap naming a card the seat does not hold.
    const QVariantList hand = s->state().value("hand").toList().at(0).toList();
    const QVariantList up = s->state().value("up").toList().at(0).toList();
    QString notHeld;
    for (const char *c : { "2C", "3D", "4H", "5S", "6C", "7D" })
        if (!hand.contains(QString::fromLatin1(c)))
            notHeld = QString::fromLatin1(c);
    QVERIFY(!s->act(QStringLiteral("swap %1 %2").arg(notHeld, up.at(0).toString())));
    QCOMPARE(s->actionCount(), 0);

    // Legal: applied, recorded, logged; the message is cleared.
    const QString swap = QStringLiteral("swap %1 %2").arg(hand.at(0).toString(), up.at(0).toString());
    QVERIFY(s->isLegal(swap));
    QVERIFY(s->whyNot(swap).isEmpty());
    const int logRows = s->log()->rowCount();
    QVERIFY(s->act(swap));
    QCOMPARE(acted.size(), 1);
    QCOMPARE(s->actionCount(), 1);
    QCOMPARE(s->record().actions.back().seat, 0);
    QCOMPARE(s->record().actions.back().text, swap);
    QVERIFY(s->message().isEmpty());
    QCOMPARE(s->log()->rowCount(), logRows + 1);
    QVERIFY(s->log()->textAt(logRows).startsWith("Anna put "));
    QCOMPARE(s->state().value("up").toList().at(0).toList().at(0).toString(), hand.at(0).toString());

    // Set order does not matter; extra spaces are tolerated.
    QVERIFY(s->act("  ready "));
    QCOMPARE(s->record().actions.back().text, QStringLiteral("ready"));
    QVERIFY(!s->act("ready"));   // not an actor any more
    QVERIFY(!s->message().isEmpty());

    // The bots get ready, play starts.
    s->setBotsPaused(false);
    app.settings()->setBotDelayMs(0);
    QTRY_COMPARE_WITH_TIMEOUT(s->phase(), QStringLiteral("play"), 5000);
    QVERIFY(s->turn() >= 0);
}

void TestSession::oneHumanSeesOnlyTheirHand_data()
{
    QTest::addColumn<int>("human");
    QTest::addColumn<int>("seed");
    QTest::newRow("seat 0") << 0 << 5;
    QTest::newRow("seat 2") << 2 << 6;
}

void TestSession::oneHumanSeesOnlyTheirHand()
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
        if (!leak.isEmpty() || !s->active())
            return;
        if (s->viewer() != human)
            leak = QStringLiteral("viewer is %1").arg(s->viewer());
        else if (s->privacy())
            leak = QStringLiteral("privacy with one human");
        else
            leak = hiddenLeak(*s);
        // The person's own hand is shown face up, exactly.
        if (leak.isEmpty() && hostGame(*s)) {
            const felt::Value full = hostGame(*s)->state(felt::Viewer::all());
            const felt::Value &hand = (*full.find("hand"))[static_cast<std::size_t>(human)];
            QStringList shown;
            for (const QVariant &c : s->state().value("hand").toList().at(human).toList())
                shown.append(c.toString());
            QStringList truth;
            for (const felt::Value &c : hand.items())
                truth.append(QString::fromStdString(c.toString()));
            if (shown != truth)
                leak = QStringLiteral("own hand %1 shown as %2").arg(truth.join(' '), shown.join(' '));
        }
    };
    connect(s, &GameSession::stateChanged, this, check);
    connect(s->cards(), &QAbstractItemModel::rowsInserted, this, check);
    connect(s->cards(), &QAbstractItemModel::dataChanged, this, check);

    QVERIFY(app.newGame("shithead", players, {}, seed));
    QRandomGenerator rng(seed);
    QElapsedTimer clock;
    clock.start();
    while (!s->over() && clock.elapsed() < 30000) {
        if (!s->legal().isEmpty())
            QVERIFY(s->act(humanChoice(s->legal(), rng)));
        else
            QTest::qWait(1);
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
    }
    QVERIFY(s->over());
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    QVERIFY(checks > 50);
}

void TestSession::hotSeatPrivacy()
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
        if (!leak.isEmpty() || !s->active())
            return;
        // With several people at the screen a hand shows only while its owner is due: while
        // the computer player thinks, the table is in its public view.
        if (s->viewer() >= 0 && !hostGame(*s)->actors().has(s->viewer()))
            leak = QStringLiteral("seat %1's view shows while it is not due (actors %2)")
                       .arg(s->viewer()).arg(hostGame(*s)->actors().mask());
        if (s->thinkingSeat() >= 0 && !s->over()) {
            ++botMoments;
            if (s->viewer() >= 0 && s->thinkingSeat() == hostGame(*s)->actors().first() && hostGame(*s)->actors().size() == 1)
                leak = QStringLiteral("seat %1's view shows while a computer player thinks").arg(s->viewer());
        }
        // Between people (nobody at the screen is due: computer players act) the table is in
        // its public view exactly as behind the privacy screen, whoever moved last.
        bool personDue = false;
        if (!s->over())
            hostGame(*s)->actors().forEach([&](felt::Seat a) { personDue = personDue || s->seatSpecs().value(a).isHuman(); });
        const bool betweenPeople = !s->over() && !personDue;
        if (betweenPeople && s->viewer() != -1)
            leak = QStringLiteral("viewer %1 between people").arg(s->viewer());
        if (s->privacy() || betweenPeople) {
            ++coveredChecks;
            if (s->viewer() != -1)
                leak = QStringLiteral("viewer %1 behind the privacy screen").arg(s->viewer());
            if (!s->legal().isEmpty())
                leak = QStringLiteral("legal actions behind the privacy screen");
            // Behind the screen the table shows its public view: of a hand only the cards
            // everyone saw go into it (a picked-up pile), never a downcard.
            const QVariantList hands = s->state().value("hand").toList();
            for (int seat = 0; seat < hands.size(); ++seat) {
                QStringList open = publicFaces(*s, -1, seat);
                for (const QVariant &c : hands.at(seat).toList())
                    if (c.toString() != "??" && !open.removeOne(c.toString()))
                        leak = QStringLiteral("hand card %1 behind the privacy screen").arg(c.toString());
            }
            QHash<int, QStringList> open;
            for (int seat = 0; seat < hands.size(); ++seat)
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
    connect(s, &GameSession::stateChanged, this, check);
    connect(s, &GameSession::privacyChanged, this, check);
    connect(s, &GameSession::viewerChanged, this, check);
    connect(s, &GameSession::legalChanged, this, check);
    connect(s, &GameSession::privacyNameChanged, this, [&] {
        if (s->privacy())
            covers.append(s->privacyName());
    });
    // ... and every few milliseconds in between, while nothing signals.
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, check);
    poll.start(5);

    QVERIFY(app.newGame("shithead", seats({ "human", "normal", "human" }), {}, 99));
    QCOMPARE(s->humans(), 2);
    // Setup: Anna swaps first, behind the screen.
    QVERIFY(s->privacy());
    QCOMPARE(s->privacyName(), QStringLiteral("Anna"));
    QCOMPARE(s->viewer(), -1);
    QVERIFY(s->legal().isEmpty());
    QVERIFY(!s->act("ready"));   // nobody has taken the device
    QVERIFY(s->message().contains("Anna"));
    s->unlock();
    QVERIFY(!s->privacy());
    QCOMPARE(s->viewer(), 0);
    QVERIFY(s->legal().contains("ready"));
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
    // Anna's own hand is visible to her now.
    for (const QVariant &c : s->state().value("hand").toList().at(0).toList())
        QVERIFY(c.toString() != "??");
    QVERIFY(s->act("ready"));
    // Then Cleo, behind the screen again.
    QVERIFY(s->privacy());
    QCOMPARE(s->privacyName(), QStringLiteral("Cleo"));
    QCOMPARE(s->viewer(), -1);
    s->unlock();
    QCOMPARE(s->viewer(), 2);
    QVERIFY(s->act("ready"));

    // Play the game through: whoever's turn it is takes the device.
    QRandomGenerator rng(99);
    QElapsedTimer clock;
    clock.start();
    int unlocks = 2;
    while (!s->over() && clock.elapsed() < 30000) {
        if (s->privacy()) {
            s->unlock();
            ++unlocks;
            QVERIFY(!s->privacy());
        } else if (!s->legal().isEmpty()) {
            const int before = s->viewer();
            QVERIFY(s->act(humanChoice(s->legal(), rng)));
            // Never the other human's hand right after a turn.
            if (!s->privacy() && s->viewer() >= 0)
                QCOMPARE(s->viewer(), before);
        } else {
            QTest::qWait(1);
        }
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
    }
    QVERIFY(s->over());
    QVERIFY2(leak.isEmpty(), qPrintable(leak));
    QVERIFY(unlocks > 3);
    QVERIFY(coveredChecks > 3);
    QVERIFY(botMoments > 10);
    QVERIFY(covers.contains("Anna") && covers.contains("Cleo"));
    QVERIFY(!covers.contains("Bert"));
}

void TestSession::botsThinkOffTheUiThread()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    std::atomic<Qt::HANDLE> botThread { nullptr };
    s->setBotThinkHook([&] {
        botThread = QThread::currentThreadId();
        QThread::msleep(300);
    });
    s->setActionLimit(1);
    QSignalSpy acted(s, &GameSession::acted);

    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&] {
        if (acted.isEmpty())
            ++ticks;
    });
    ticker.start();
    QVERIFY(app.newGame("shithead", seats({ "normal", "normal" }), {}, 1));
    // newGame returned at once while the bot thinks.
    QCOMPARE(s->thinkingSeat(), 0);
    QCOMPARE(s->actionCount(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(acted.size(), 1, 5000);
    QVERIFY(botThread.load() != nullptr);
    QVERIFY(botThread.load() != QThread::currentThreadId());
    // The event loop ran all the while the bot thought (300 ms at 10 ms a tick).
    QVERIFY2(ticks >= 10, qPrintable(QString::number(ticks)));
    QCOMPARE(s->thinkingSeat(), -1);
    QCOMPARE(s->actionCount(), 1);
}

void TestSession::staleBotMoveIsDropped()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    std::atomic<int> thoughts { 0 };
    s->setBotThinkHook([&] {
        ++thoughts;
        QThread::msleep(200);
    });

    // The game is closed while a bot thinks: nothing is applied afterwards.
    QVERIFY(app.newGame("shithead", seats({ "normal", "normal" }), {}, 8));
    QCOMPARE(s->thinkingSeat(), 0);
    s->close();
    QTest::qWait(400);
    QVERIFY(!s->active());
    QCOMPARE(s->actionCount(), 0);
    QCOMPARE(s->thinkingSeat(), -1);

    // A person acts while the bot thinks: the bot's move, decided on the old table, is
    // thrown away and the bot thinks again on the new one.
    thoughts = 0;
    s->setActionLimit(2);
    QVERIFY(app.newGame("shithead", seats({ "human", "normal" }), {}, 8));
    QCOMPARE(s->thinkingSeat(), 1);
    QVERIFY(s->act("ready"));
    QTRY_COMPARE_WITH_TIMEOUT(s->actionCount(), 2, 5000);
    QCOMPARE(thoughts.load(), 2);
    QCOMPARE(s->record().actions.at(0).seat, 0);
    QCOMPARE(s->record().actions.at(1).seat, 1);
}

void TestSession::botDelayIsVisible()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(300);
    GameSession *s = app.session();
    QSignalSpy thinking(s, &GameSession::thinkingSeatChanged);
    s->setActionLimit(4);
    QElapsedTimer clock;
    clock.start();
    // Two bots; setup moves wait a third of the delay.
    QVERIFY(app.newGame("shithead", seats({ "easy", "easy" }), {}, 12));
    QCOMPARE(s->thinkingSeat(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(s->actionCount(), 1, 5000);
    QVERIFY2(clock.elapsed() >= 90, qPrintable(QString::number(clock.elapsed())));
    QTRY_COMPARE_WITH_TIMEOUT(s->actionCount(), 4, 10000);
    QVERIFY(thinking.size() >= 8);
    QCOMPARE(app.settings()->botDelayMs(), 300);
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"

// Asked a question she can only answer by passing, the person is answered for after the pause
// a computer player takes (not at once: the pause tells nobody anything), her log says so;
// with the setting off she answers herself.
void TestSession::passedForWhenNothingElse()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(300);
    GameSession *s = app.session();
    s->setBotsPaused(true);   // Bert waits: only the table's own answer can come
    auto record = felt::parseRecord(kShaftAskedWithoutSix);
    QVERIFY(record);
    const QList<SeatSpec> seats { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") } };
    const QString line = QStringLiteral("You had nothing to answer with: the table passed for you.");

    QElapsedTimer clock;
    clock.start();
    QVERIFY(s->load({ seats, *record }));
    QCOMPARE(s->legal(), QStringList { QStringLiteral("pass") });
    QTest::qWait(100);
    QCOMPARE(s->actionCount(), 3);   // not yet: a computer player would still be thinking
    QTRY_COMPARE(s->actionCount(), 4);
    QVERIFY2(clock.elapsed() >= 300 * 0.7 - 5, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(s->record().actions.back().toString(), QStringLiteral("0: pass"));
    QVERIFY2(logLines(s).contains(line), qPrintable(logLines(s).join(" | ")));

    // The setting off: the question waits for her.
    app.setGameSetting(QStringLiteral("shaftmount"), QStringLiteral("passForMe"), false);
    QVERIFY(s->load({ seats, *record }));
    QTest::qWait(600);
    QCOMPARE(s->actionCount(), 3);
    QCOMPARE(s->legal(), QStringList { QStringLiteral("pass") });
    QVERIFY(!logLines(s).contains(line));
}

// Shaftmount with calls by hand: the computer players call what they notice (a tap is an
// opportunity, not a turn: nothing waits for it) and the game runs to its end; the record
// replays.
void TestSession::manualCallsPlayToTheEnd()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    QVERIFY(app.newGame("shaftmount", seats({ "human", "normal", "hard", "easy" }), QVariantMap { { "calls", "manual" } }, 12));
    s->setAutopilot(true);   // the person's seat plays itself
    QTRY_VERIFY_WITH_TIMEOUT(s->over(), 120000);
    const felt::Record record = s->record();
    int calls = 0;
    for (const felt::RecordAction &a : record.actions)
        calls += a.text.startsWith(QLatin1String("tap ")) || a.text.startsWith(QLatin1String("count ")) ? 1 : 0;
    QVERIFY2(calls > 0, qPrintable(QString::number(record.actions.size())));
    QVERIFY(felt::replay(record).ok());
    QCOMPARE(record.options.find("calls")->toString(), std::string("manual"));
}
