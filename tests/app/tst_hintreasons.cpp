// Every hint says why: in many positions of every game (seeded games the normal computer players
// play on; Shaftmount with calls by hand too, the Mountain with hidden ridges too), the hint the
// table would give (the hard player's choice from the seat's own view) comes with a reason in the
// person's words that has a reason clause, and never one of the bare sentences that only restate
// the move or name the search ("It is the first step of the best way the solver found", "It did
// best in the hard player's trial games", "The 4 slides under the sequence instead of a normal
// play").
#include "gameuis.h"
#include "record.h"

#include "core/anygame.h"
#include "core/botlevel.h"
#include "core/registry.h"

#include <QRegularExpression>
#include <QTest>

class TestHintReasons : public QObject {
    Q_OBJECT

private slots:
    void everyHintSaysWhy_data();
    void everyHintSaysWhy();
};

void TestHintReasons::everyHintSaysWhy_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("options");
    QTest::newRow("shithead") << "shithead" << 3 << "{}";
    QTest::newRow("shithead 9s skip") << "shithead" << 4 << R"({"skipNine": true})";
    QTest::newRow("chain-chain") << "chain-chain" << 4 << "{}";
    QTest::newRow("wrong-suit") << "wrong-suit" << 4 << "{}";
    QTest::newRow("shaftmount") << "shaftmount" << 3 << "{}";
    QTest::newRow("shaftmount by hand") << "shaftmount" << 2 << R"({"calls": "manual"})";
    QTest::newRow("mountain") << "mountain" << 1 << "{}";
    QTest::newRow("mountain hidden") << "mountain" << 2 << R"({"hiddenRidges": true})";
}

void TestHintReasons::everyHintSaysWhy()
{
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QString, options);
    const GameUi *ui = gameUi(game);
    QVERIFY(ui);
    std::unique_ptr<TableAdapter> adapter = ui->makeAdapter();
    QVERIFY(adapter);
    adapter->setNames([](int seat) { return QStringLiteral("Seat%1").arg(seat); });
    // A reason clause: a colon, semicolon or comma, or a "so", "which", "because", "where",
    // "while", "unless", "until" or "if" joining what the move does to why it helps (every reason
    // sentence of the games has one).
    static const QRegularExpression clause(QStringLiteral("[:;,]|\\b(so|which|because|where|while|unless|until|if)\\b"));
    static const QStringList bare { QStringLiteral("It is the first step of the best way the solver found."),
                                    QStringLiteral("It did best in the hard player's trial games."),
                                    QStringLiteral("The 4 slides under the sequence instead of a normal play.") };
    QMap<QString, int> seen;   // each reason's code, how often
    int hints = 0;
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        const QByteArray json = QStringLiteral(R"({"format": "felt-record/1", "game": "%1", "players": %2, "options": %3, "seed": %4, "actions": []})")
                                    .arg(game).arg(players).arg(options).arg(seed).toUtf8();
        auto record = felt::parseRecord(json);
        QVERIFY2(record, qPrintable(record ? QString() : record.error()));
        auto built = felt::buildGame(*record);
        QVERIFY(built);
        std::unique_ptr<felt::AnyGame> g = std::move(*built);
        for (int step = 0; step < 400 && !g->isOver(); ++step) {
            const felt::SeatSet must = g->mustAct();
            const int seat = must.empty() ? g->actors().first() : must.first();
            // Every fifth decision: the hint and its reason.
            if (step % 5 == 0 && g->legalActions(seat).size() > 1) {
                const std::string hint = g->botTask(seat, felt::BotLevel::Hard, seed * 1000 + static_cast<std::uint64_t>(step))();
                const QString why = adapter->adviceReason(g->adviceReasons(seat, hint));
                const QString at = QStringLiteral("%1 seed %2 step %3 \"%4\": \"%5\"").arg(game).arg(seed).arg(step).arg(QString::fromStdString(hint), why);
                QVERIFY2(!why.isEmpty(), qPrintable(at + QStringLiteral(" says no reason")));
                QVERIFY2(!bare.contains(why), qPrintable(at + QStringLiteral(" is a bare sentence")));
                QVERIFY2(clause.match(why).hasMatch(), qPrintable(at + QStringLiteral(" has no reason clause")));
                const felt::Value reasons = g->adviceReasons(seat, hint);
                ++seen[TableAdapter::whyCode(reasons).isEmpty() ? QStringLiteral("(own)") : TableAdapter::whyCode(reasons)];
                ++hints;
            }
            const std::string next = g->botTask(seat, felt::BotLevel::Normal, seed * 7 + static_cast<std::uint64_t>(step))();
            if (next.empty() || g->apply(seat, next) != felt::Reason::Ok)
                QFAIL(qPrintable(QStringLiteral("the normal player's move %1 was refused").arg(QString::fromStdString(next))));
        }
    }
    QVERIFY2(hints >= 10, qPrintable(QStringLiteral("only %1 hints").arg(hints)));
    QStringList counts;
    for (auto it = seen.begin(); it != seen.end(); ++it)
        counts.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    qInfo("%s: %d hints: %s", qPrintable(game), hints, qPrintable(counts.join(QStringLiteral(", "))));
}

QTEST_GUILESS_MAIN(TestHintReasons)
#include "tst_hintreasons.moc"
