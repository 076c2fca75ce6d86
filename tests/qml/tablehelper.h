// The real table, offscreen, for the tests of tests/qml: Main.qml as the app loads it, driven
// by real mouse and key events on the window (QTest). Card items are Repeater delegates, so
// they are found by walking the item tree (objectName "card").
#pragma once

#include "appcontroller.h"
#include "qmlwarnings.h"
#include "gamesession.h"
#include "localhost.h"
#include "record.h"

#include "core/anygame.h"

#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>
#include <functional>
#include <memory>

namespace tabletest {

// A 3-player deal (28 cards) where seat 0 starts with a 3, seats 1 and 2 put two 9s on the
// pile, and seat 0 then holds 4D, 5S (too low) and KS (legal) — see actionsToSeatZeroTurn.
inline const char *const kDeal = R"({
  "down": [["2C", "2D", "2H"], ["5C", "5D", "5H"], ["6C", "6D", "6H"]],
  "up": [["7C", "7D", "7H"], ["8C", "8D", "8H"], ["JC", "JD", "JH"]],
  "hand": [["3C", "4D", "KS"], ["9C", "9D", "QS"], ["9H", "3H", "AS"]],
  "stock": ["5S"]
})";
inline const QStringList kToSeatZeroTurn { "0: ready", "1: ready", "2: ready", "0: play 3C", "1: play 9C", "2: play 9H" };

// Chain-Chain, 3 players, no stock: seat 0 opens 3-5, seat 1 holds no 5 and collects, then
// links 2; seat 2 links 7; seat 0 holds 7 and 8 and must start with the 7.
inline const char *const kChainDeal = R"({"hand": [["3", "5", "7", "8"], ["1", "2", "4", "6"], ["2", "7", "8", "9"]], "stock": []})";
inline const QStringList kChainToSeatZero { "0: play 3 5", "1: take", "1: play 1 2", "2: play 2 7" };
// The same, but seat 2 links 9, which seat 0 does not hold: seat 0 must collect.
inline const QStringList kChainSeatZeroTakes { "0: play 3 5", "1: take", "1: play 1 2", "2: play 2 9" };

// Bring Down the Mountain, solitaire: position 1 (index 0) reaches valleys 4, 1 and 2 and
// ridges 4 and 1. Q♦ J♣ may go onto K♠ as a block; ridge 1's outer 5♥ may be drawn.
inline const char *const kMountainDeal = R"({"peak": ["2C"], "ridges": [["5H"], ["4D"], ["3S"], ["6C"]],
  "valleys": [["KS"], ["QD", "JC"], ["9C"], ["TH"]]})";

// One draw from a win: the ace of hearts completes spades K..2 into a full run.
inline const char *const kMountainOneFromWin = R"({"peak": [], "ridges": [["AH"], [], [], []],
  "valleys": [["KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"], [], [], []]})";

// Wrong Suit, 4 players, 5 cards each. Round 1: Anna keeps 2C, Bert gives KS to Cleo (spades
// are shut for Cleo from now on), Cleo gives 4D to Dan, Dan gives 6C to Bert. In round 2 Anna
// holds 3D 5C 9H QS.
inline const char *const kWrongSuitDeal = R"({"hand": [["2C", "5C", "9H", "QS", "3D"], ["KS", "8C", "4H", "6D", "TD"],
  ["4D", "7C", "5H", "7D", "2H"], ["6C", "8H", "3S", "9C", "JD"]], "aces": ["AH", "AC", "AD", "AS"]})";
inline const QStringList kWrongSuitRoundTwo { "0: give 2C 0", "1: give KS 2", "2: give 4D 3", "3: give 6C 1" };
// Shaftmount, 3 players (hand limit 8, three sequences each). Anna (seat 0) begins and holds
// K♥ (onto 0.0's 6♥ or 1.0's Q♥), 4♣ (under a clubs sequence), 3♠ (a new sequence), 5♦ and
// 8♦ (onto 2.1's 3♦), 9♠ (onto 1.2 or 2.0), 7♣ (onto 0.1's 5♣) and 2♦ (no play while she has
// normal plays).
inline const char *const kShaftmountDeal = R"({
  "hand": [["KH", "4C", "3S", "5D", "9S", "2D", "7C", "8D"], ["3C", "4D", "5H", "6C", "7S", "8C", "9D", "TD"],
           ["3H", "4H", "5S", "6D", "7H", "8H", "9H", "TH"]],
  "sequences": [["6H", "5C", "JD"], ["QH", "9C", "4S"], ["8S", "3D", "TC"]],
  "deck": ["2C", "2H", "6S", "7D", "JH", "JS", "QC", "KC", "QD", "KD", "JC", "TS"]
})";
// Shaftmount, 2 players (tests/data/shaftmount/five-window.json's deal): neither holds a card
// that beats a sequence of its suit, so Anna (seat 0) may use her 2♣ (the 2 rule) on Bert's K♣,
// holding fewer cards than the limit, and Bert may defend it with his 5♦.
inline const char *const kFiveWindowDeal = R"({"hand": [["2C", "3D", "4H", "5S", "6C", "7D", "8H", "9S", "TC"],
    ["2D", "3C", "4S", "5D", "6H", "7S", "8C", "9D", "TH"]],
  "sequences": [["QC", "QD", "QH", "QS"], ["KC", "KD", "KH", "KS"]], "deck": ["JC", "JD", "JH", "JS", "5C", "6D", "7H", "8S", "9C", "TD"]})";
// The same, but Cleo's first sequence is dealt the A♥, which goes to the closing area before
// play (2.0 gets the 2♣ from the deck): K♥ is a closing card, so a play of it closes.
inline const char *const kShaftmountClosingDeal = R"({
  "hand": [["KH", "4C", "3S", "5D", "9S", "2D", "7C", "8D"], ["3C", "4D", "5H", "6C", "7S", "8C", "9D", "TD"],
           ["3H", "4H", "5S", "6D", "7H", "8H", "9H", "TH"]],
  "sequences": [["6H", "5C", "JD"], ["QH", "9C", "4S"], ["AH", "3D", "TC"]],
  "deck": ["2C", "2H", "6S", "7D", "JH", "JS", "QC", "KC", "QD", "KD", "JC", "TS"]
})";

inline QByteArray recordJson(const QStringList &actions, const QString &game = QStringLiteral("shithead"), const char *dealJson = nullptr,
                      qsizetype seats = 1)
{
    QStringList quoted;
    for (const QString &a : actions)
        quoted.append(QLatin1Char('"') + a + QLatin1Char('"'));
    const char *dealText = game == QLatin1String("shithead") ? kDeal
        : game == QLatin1String("mountain")                  ? kMountainDeal
        : game == QLatin1String("wrong-suit")                ? kWrongSuitDeal
        : game == QLatin1String("shaftmount")                ? kShaftmountDeal
                                                             : kChainDeal;
    const QByteArray deal(dealJson ? dealJson : dealText);
    const QByteArray players = QByteArray::number(seats);
    return R"({"format": "felt-record/1", "game": ")" + game.toUtf8() + R"(", "players": )" + players
        + R"(, "seed": 5, "deal": )" + deal + R"(, "actions": [)" + quoted.join(QLatin1String(", ")).toUtf8() + "]}";
}

// A record of `players` seats: the deal given (JSON; empty: the seed deals), then `actions`;
// `manualCalls`: Shaftmount's calls by hand.
inline felt::Record gameRecord(const QString &game, int players, const QByteArray &deal, const QStringList &actions, std::uint64_t seed = 5,
                        bool manualCalls = false)
{
    QStringList quoted;
    for (const QString &a : actions)
        quoted.append(QLatin1Char('"') + a + QLatin1Char('"'));
    QByteArray json = R"({"format": "felt-record/1", "game": ")" + game.toUtf8() + R"(", "players": )" + QByteArray::number(players)
        + R"(, "seed": )" + QByteArray::number(seed);
    if (manualCalls)
        json += R"(, "options": {"calls": "manual"})";
    if (!deal.isEmpty())
        json += R"(, "deal": )" + deal;
    json += R"(, "actions": [)" + quoted.join(QLatin1String(", ")).toUtf8() + "]}";
    auto record = felt::parseRecord(json);
    if (!record)
        qWarning("%s", qPrintable(record.error()));
    return record ? *record : felt::Record();
}

inline void collect(QQuickItem *item, const QString &name, QList<QQuickItem *> &out)
{
    if (item->objectName() == name && item->isVisible())
        out.append(item);
    for (QQuickItem *child : item->childItems())
        collect(child, name, out);
}

inline QPoint centreOf(const QQuickItem *item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

// Waits until `item` stays where it is for a quarter of a second (a page sliding in, a menu or
// a dialog opening).
inline bool waitStill(QQuickItem *item)
{
    QPointF was(-1e9, -1e9);
    int same = 0;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 15000) {
        const QPointF now = item->mapToScene(QPointF(item->width(), item->height()));
        same = now == was ? same + 1 : 0;
        was = now;
        if (same >= 5)
            return true;
        QTest::qWait(50);
    }
    return false;
}

// Whether `item`, or a visible item under it, shows a text holding `part`.
inline bool shows(QQuickItem *item, const QString &part)
{
    if (!item->isVisible())
        return false;
    if (item->property("text").toString().contains(part))
        return true;
    for (QQuickItem *child : item->childItems())
        if (shows(child, part))
            return true;
    return false;
}

// The uncovered top strip of a card in a pile fanned downwards (the card above covers the rest).
inline QPoint topOf(const QQuickItem *item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() * 0.1)).toPoint();
}

// The table as a person sees it: the app's controller, session and window. Any warning of a
// QML file while it lives (its teardown included) fails the test (qmlwarnings.h).
class Table {
public:
    Table()
        : m_warningsMark(QmlWarnings::watch())
    {
        qputenv("FELT_DATA_DIR", m_dir.path().toUtf8());
        m_app = std::make_unique<AppController>(QString());
        m_app->settings()->setBotDelayMs(0);
    }
    // The app started on a data folder that `prepare` filled first (e.g. a saved game).
    explicit Table(const std::function<void(const QString &dir)> &prepare)
    {
        qputenv("FELT_DATA_DIR", m_dir.path().toUtf8());
        prepare(m_dir.path());
        m_app = std::make_unique<AppController>(QString());
        m_app->settings()->setBotDelayMs(0);
    }
    ~Table()
    {
        m_engine.reset();
        m_app.reset();
        QmlWarnings::failOnWarningsSince(m_warningsMark);
        QmlWarnings::unwatch();
    }
    QString dataDir() const { return m_dir.path(); }
    // The warnings of QML files so far (the test fails on them when the table goes).
    QStringList qmlWarnings() const { return QmlWarnings::since(m_warningsMark); }

    GameSession *session() const { return m_app->session(); }
    AppController *app() const { return m_app.get(); }
    QQuickWindow *window() const { return m_window; }

    // A saved game with seats and actions, resumed, then the window.
    bool loadRecord(const QList<SeatSpec> &seats, const QStringList &actions, const QString &game = QStringLiteral("shithead"),
                    const char *deal = nullptr)
    {
        auto record = felt::parseRecord(recordJson(actions, game, deal, seats.size()));
        if (!record) {
            qWarning("%s", qPrintable(record.error()));
            return false;
        }
        // The bots wait: every test looks at the table as the person leaves it.
        session()->setBotsPaused(true);
        QString error;
        if (!session()->load({ seats, *record }, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        return open();
    }
    // A record as it is, resumed (the bots wait), then the window at `size`.
    bool loadRecordAt(const QList<SeatSpec> &seats, const felt::Record &record, QSize size = QSize(1280, 800))
    {
        session()->setBotsPaused(true);
        QString error;
        if (!session()->load({ seats, record }, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        m_size = size;
        return open();
    }
    // The window as it opens on whatever the app holds (the home page, a network table).
    bool openWindow() { return open(); }
    // The app closed and started again on the same data folder (its window closed too): what
    // it finds there (an unfinished game, a table it hosted) it offers as at a real start.
    void restartApp()
    {
        m_engine.reset();
        m_window = nullptr;
        m_app.reset();
        qputenv("FELT_DATA_DIR", m_dir.path().toUtf8());
        m_app = std::make_unique<AppController>(QString());
        m_app->settings()->setBotDelayMs(0);
    }
    // The window's size as set before it opens (the next open*()).
    void setWindowSize(QSize size) { m_size = size; }
    bool newGame(const QVariantList &seats, double seed)
    {
        return m_app->newGame(QStringLiteral("shithead"), seats, {}, seed) && open();
    }

    QList<QQuickItem *> items(const QString &name) const
    {
        QList<QQuickItem *> out;
        collect(m_window->contentItem(), name, out);
        return out;
    }
    QQuickItem *item(const QString &name) const
    {
        const QList<QQuickItem *> found = items(name);
        return found.isEmpty() ? nullptr : found.first();
    }
    QList<QQuickItem *> cards(const QString &zone, int owner) const
    {
        QList<QQuickItem *> out;
        for (QQuickItem *c : items(QStringLiteral("card")))
            if (c->property("zone").toString() == zone && c->property("owner").toInt() == owner)
                out.append(c);
        return out;
    }
    // The card at a place on the table, whatever its face (a downcard shows none).
    QQuickItem *cardAt(const QString &zone, int owner, int position) const
    {
        for (QQuickItem *c : items(QStringLiteral("card")))
            if (c->property("zone").toString() == zone && c->property("owner").toInt() == owner
                && c->property("position").toInt() == position)
                return c;
        return nullptr;
    }
    // A visible button by its text (e.g. a dialog's "Yes").
    QQuickItem *button(const QString &text) const
    {
        QList<QQuickItem *> all;
        collectButtons(m_window->contentItem(), text, all);
        return all.value(0);
    }
    static void collectButtons(QQuickItem *item, const QString &text, QList<QQuickItem *> &out)
    {
        if (item->isVisible() && item->inherits("QQuickAbstractButton") && item->property("text").toString() == text)
            out.append(item);
        for (QQuickItem *child : item->childItems())
            collectButtons(child, text, out);
    }
    QQuickItem *card(const QString &face, const QString &zone = {}) const
    {
        for (QQuickItem *c : items(QStringLiteral("card")))
            if (c->property("face").toString() == face && (zone.isEmpty() || c->property("zone").toString() == zone))
                return c;
        return nullptr;
    }
    // The texts of seat `seat`'s actions in the record.
    QStringList actionsOf(int seat) const
    {
        QStringList out;
        const std::optional<felt::Record> record = session()->record();
        for (const felt::RecordAction &a : record ? record->actions : std::vector<felt::RecordAction>())
            if (a.seat == seat)
                out.append(a.text);
        return out;
    }

    // Waits until the privacy screen listens (1.5 s after it shows and half a second after the last press; see
    // PrivacyScreen.qml), then takes it as a person would: a click, or Enter.
    bool waitUntilCoverListens() const
    {
        QQuickItem *cover = item(QStringLiteral("privacyScreen"));
        return cover && QTest::qWaitFor([cover] { return cover->property("armed").toBool(); }, 5000);
    }
    void unlockByClick()
    {
        if (waitUntilCoverListens())
            click(centreOf(item(QStringLiteral("unlockButton"))));
    }
    void unlockByKey()
    {
        if (waitUntilCoverListens())
            QTest::keyClick(m_window, Qt::Key_Return);
    }

    void click(const QPoint &at)
    {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, at);
    }
    // Waits until no card is moving any more (cards glide for a third of a second).
    void settle()
    {
        auto positions = [this] {
            QList<QPointF> list;
            for (QQuickItem *c : items(QStringLiteral("card")))
                list.append(c->position());
            return list;
        };
        QList<QPointF> before = positions();
        for (int i = 0; i < 100; ++i) {
            QTest::qWait(60);
            const QList<QPointF> now = positions();
            if (now == before)
                return;
            before = now;
        }
    }
    void drag(const QPoint &from, const QPoint &to)
    {
        QTest::mousePress(m_window, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 12; ++i) {
            QTest::mouseMove(m_window, from + (to - from) * i / 12);
            QTest::qWait(8);
        }
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, to);
    }

private:
    bool open()
    {
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        m_engine->load(QUrl(QStringLiteral("qrc:/qt/qml/FeltTable/Main.qml")));
        if (m_engine->rootObjects().isEmpty())
            return false;
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().constFirst());
        if (!m_window)
            return false;
        m_window->resize(m_size);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window))
            return false;
        settle();   // the cards glide to their places
        return true;
    }

    qsizetype m_warningsMark;
    QTemporaryDir m_dir;
    std::unique_ptr<AppController> m_app;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    QSize m_size { 1280, 800 };
};

// A whole game of `game` for `players` seats, every seat playing the normal bot (for the
// result page and the review of a game): the first seed from 3 on whose game ends.
inline felt::Record finishedRecord(const QString &game, int players)
{
    for (std::uint64_t seed = 3; seed < 40; ++seed) {
        felt::Record record;
        record.game = game;
        record.players = players;
        record.seed = seed;
        auto built = felt::buildGame(record);
        if (!built)
            return {};
        std::unique_ptr<felt::AnyGame> g = std::move(*built);
        for (int step = 0; step < 4000 && !g->isOver(); ++step) {
            const felt::Seat seat = g->actors().first();
            const std::string action = g->botTask(seat, felt::BotLevel::Normal, seed * 977 + static_cast<std::uint64_t>(step))();
            if (g->apply(seat, action) != felt::Reason::Ok)
                break;
            record.actions.push_back({ seat, QString::fromStdString(action) });
        }
        if (g->isOver())
            return record;
    }
    return {};
}

// A finished game of Shithead, three players, every seat playing the normal bot.
inline felt::Record finishedGame()
{
    return finishedRecord(QStringLiteral("shithead"), 3);
}

inline QList<SeatSpec> personAndBots()
{
    return { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") },
             { QStringLiteral("Cleo"), QStringLiteral("normal") } };
}

// Four seats: Anna at the screen, three computer players (Wrong Suit).
inline QList<SeatSpec> personAndThreeBots()
{
    return { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("normal") },
             { QStringLiteral("Cleo"), QStringLiteral("normal") }, { QStringLiteral("Dan"), QStringLiteral("normal") } };
}

// The seats a test of `game` plays with: alone at the Mountain, four at Wrong Suit, else three.
inline QList<SeatSpec> seatsFor(const QString &game)
{
    if (game == QLatin1String("mountain"))
        return { { QStringLiteral("Anna"), QStringLiteral("human") } };
    return game == QLatin1String("wrong-suit") ? personAndThreeBots() : personAndBots();
}

} // namespace tabletest
