// The host's replay service (app/host/replays.h): what the table side asks of a record — the
// decisions to review, the game as a seat saw it at every moment, a finished game for the
// statistics, a save's check — answered from the engine's game, and a bad record refused
// without a crash. Also the engine's facts the host reads instead of the table's adapter
// (standings, the statistics' scores, the pace of a computer player's move) and the one
// judgement of an action (apply answers what check would).
#include "replays.h"

#include "record.h"

#include "core/anygame.h"
#include "core/registry.h"

#include <QTest>

#include <set>

namespace {

// A game of `game` played to its end by random computer players, as a record.
felt::Record botGame(const char *game, int players, std::uint64_t seed)
{
    felt::Record record;
    record.game = QString::fromLatin1(game);
    record.players = players;
    record.seed = seed;
    auto built = felt::buildGame(record);
    if (!built)
        return {};
    std::unique_ptr<felt::AnyGame> g = std::move(*built);
    for (int step = 0; step < 5000 && !g->isOver(); ++step) {
        const felt::SeatSet must = g->mustAct();
        const felt::Seat seat = must.empty() ? g->actors().first() : must.first();
        const std::string action = g->botTask(seat, felt::BotLevel::Random, seed * 1000 + static_cast<std::uint64_t>(step))();
        if (action.empty() || g->apply(seat, action) != felt::Reason::Ok)
            return {};
        record.actions.push_back({ seat, QString::fromStdString(action) });
    }
    return g->isOver() ? record : felt::Record {};
}

QList<SeatSpec> seatsFor(int players)
{
    QList<SeatSpec> seats;
    for (int s = 0; s < players; ++s)
        seats.append({ QStringLiteral("P%1").arg(s + 1), s == 0 ? QStringLiteral("human") : QStringLiteral("easy") });
    return seats;
}

// The record with its last action replaced by one the game refuses.
felt::Record broken(felt::Record record)
{
    record.actions.back().text = QStringLiteral("nonsense 42");
    return record;
}

} // namespace

class TestReplays : public QObject {
    Q_OBJECT

private slots:
    // Every decision with a choice, each with the seat's legal moves then and the hard
    // player's opinion on it; the count agrees; a broken record gives none.
    void decisionsOfASeat()
    {
        const felt::Record record = botGame("shithead", 3, 7);
        QVERIFY(!record.actions.empty());
        const auto decisions = Replays::decisions(record, 1);
        QVERIFY(decisions);
        QVERIFY(!decisions->empty());
        QCOMPARE(Replays::countDecisions(record, 1), static_cast<int>(decisions->size()));
        int previous = -1;
        for (const ReviewDecision &d : *decisions) {
            QVERIFY(d.index > previous);
            previous = d.index;
            const felt::RecordAction &a = record.actions.at(static_cast<std::size_t>(d.index));
            QCOMPARE(a.seat, 1);
            QCOMPARE(d.played, a.text);
            std::set<std::string> actions;
            for (const felt::Move &m : d.moves)
                actions.insert(m.action);
            QVERIFY(actions.size() > 1);
            QVERIFY(actions.count(d.played.toStdString()) == 1);
            QVERIFY(d.opinion);
        }
        // The hard player's opinion on the last one: a legal choice of that moment.
        const ReviewDecision &last = decisions->back();
        const SecondOpinion opinion = last.opinion();
        QVERIFY(!opinion.choice.isEmpty());
        QVERIFY(std::any_of(last.moves.begin(), last.moves.end(),
                            [&](const felt::Move &m) { return m.action == opinion.choice.toStdString(); }));
        QVERIFY(opinion.choice != last.played || opinion.same);

        QVERIFY(!Replays::decisions(broken(record), 1));
        QCOMPARE(Replays::countDecisions(broken(record), 1), -1);
        felt::Record unknown = record;
        unknown.game = QStringLiteral("no-such-game");
        QVERIFY(!Replays::decisions(unknown, 1));
    }

    // The game as one seat saw it: as dealt and after every action, its own legal moves while
    // it may act, the others' hands hidden; over at the end; a broken record up to where it
    // stops.
    void momentsOfASeat()
    {
        const felt::Record record = botGame("shithead", 3, 11);
        QVERIFY(!record.actions.empty());
        const SeatMoments moments = Replays::moments(record, 0);
        QCOMPARE(moments.size(), record.actions.size() + 1);
        for (std::size_t k = 0; k < moments.size(); ++k)
            QCOMPARE(moments[k].applied, static_cast<int>(k));
        QVERIFY(!moments.front().over);
        QVERIFY(moments.back().over);
        QVERIFY(moments.back().moves.empty());
        // Shithead begins with everyone swapping: seat 0 has moves at once.
        QVERIFY(!moments.front().moves.empty());
        const felt::Value *hands = moments.front().state.find("hand");
        QVERIFY(hands && hands->size() == 3);
        const felt::Value &other = (*hands)[1];
        QVERIFY(other.size() > 0);
        for (const felt::Value &card : other.items())
            QCOMPARE(QString::fromStdString(card.toString()), QStringLiteral("??"));
        for (const felt::Value &card : (*hands)[0].items())
            QVERIFY(card.toString() != "??");

        const SeatMoments cut = Replays::moments(broken(record), 0);
        QCOMPARE(cut.size(), record.actions.size());   // the refused last action is not there
        QVERIFY(!cut.back().over);
    }

    // A finished game for the statistics, with the engine's places and scores: Chain-Chain's
    // competition places and the cards each seat collected, Shithead's order of going out;
    // nothing for a broken record or seats that do not fit.
    void finishedGameFromARecord()
    {
        const felt::Record chain = botGame("chain-chain", 3, 5);
        QVERIFY(!chain.actions.empty());
        const std::optional<FinishedGame> g = Replays::finishedGame({ seatsFor(3), chain });
        QVERIFY(g);
        QVERIFY(!g->key.isEmpty());
        QCOMPARE(g->game, QStringLiteral("chain-chain"));
        QCOMPARE(g->seed, quint64 { 5 });
        QCOMPARE(g->record, felt::writeRecord(chain));
        QCOMPARE(g->seats.size(), 3);
        const felt::ReplayResult replayed = felt::replay(chain);
        QVERIFY(replayed.ok());
        const felt::Value result = replayed.game->result();
        const felt::Value *collected = result.find("collected");
        const felt::Value *ranking = result.find("ranking");
        QVERIFY(collected && ranking);
        int place = 0;
        for (const felt::Value &group : ranking->items()) {
            for (const felt::Value &seat : group.items())
                QCOMPARE(g->seats.at(static_cast<int>(seat.toInt())).place, place);
            place += static_cast<int>(group.size());
        }
        for (int s = 0; s < 3; ++s) {
            QCOMPARE(g->seats.at(s).name, QStringLiteral("P%1").arg(s + 1));
            QVERIFY(g->seats.at(s).score);
            QCOMPARE(*g->seats.at(s).score, static_cast<double>((*collected)[static_cast<std::size_t>(s)].toInt()));
        }

        const felt::Record shithead = botGame("shithead", 4, 3);
        const std::optional<FinishedGame> sh = Replays::finishedGame({ seatsFor(4), shithead });
        QVERIFY(sh);
        const felt::Value order = *felt::replay(shithead).game->result().find("order");
        QCOMPARE(static_cast<int>(order.size()), 4);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(sh->seats.at(static_cast<int>(order[static_cast<std::size_t>(i)].toInt())).place, i);
            QVERIFY(!sh->seats.at(i).score);   // the statistics keep no score for Shithead
        }

        QVERIFY(!Replays::finishedGame({ seatsFor(3), broken(chain) }));
        QVERIFY(!Replays::finishedGame({ seatsFor(2), chain }));
    }

    // A save's check: a game running (to resume), a finished one (nothing to resume), a broken
    // one (why, in words).
    void inspectASave()
    {
        felt::Record record = botGame("chain-chain", 3, 9);
        QVERIFY(record.actions.size() > 3);
        const SaveCheck over = Replays::inspect({ seatsFor(3), record });
        QVERIFY(over.ok && over.over);
        felt::Record running = record;
        running.actions.resize(3);
        const SaveCheck resumable = Replays::inspect({ seatsFor(3), running });
        QVERIFY(resumable.ok && !resumable.over);
        QVERIFY(resumable.error.isEmpty());
        const SaveCheck bad = Replays::inspect({ seatsFor(3), broken(record) });
        QVERIFY(!bad.ok);
        QVERIFY(bad.error.contains(QStringLiteral("action")));
        const SaveCheck seats = Replays::inspect({ seatsFor(2), record });
        QVERIFY(!seats.ok);
        QVERIFY(seats.error.contains(QStringLiteral("seats")));
    }

    // The engine's facts the host reads: the pace of a computer player's move by its kind, and
    // standings for a game the table wins or loses together.
    void paceAndStandingsFromTheEngine()
    {
        felt::Move swap;
        swap.verb = "swap";
        felt::Move play;
        play.verb = "play";
        QCOMPARE(felt::movePace(felt::findGame("shithead"), swap), 0.34);
        QCOMPARE(felt::movePace(felt::findGame("shithead"), play), 1.0);
        felt::Move draw;
        draw.verb = "draw";
        QCOMPARE(felt::movePace(felt::findGame("shaftmount"), draw), 0.3);
        QCOMPARE(felt::movePace(felt::findGame("wrong-suit"), play), 0.5);
        QCOMPARE(felt::movePace(nullptr, swap), 1.0);

        felt::Record mountain;
        mountain.game = QStringLiteral("mountain");
        mountain.players = 2;
        mountain.seed = 4;
        auto game = felt::buildGame(mountain);
        QVERIFY(game);
        QVERIFY((*game)->standings().empty());   // while it runs
        QVERIFY((*game)->statsScores().empty());
        const felt::Seat seat = (*game)->mustAct().first();
        const std::vector<std::string> legal = (*game)->legalActions(seat);
        QVERIFY(std::find(legal.begin(), legal.end(), "concede") != legal.end());
        QCOMPARE((*game)->apply(seat, "concede"), felt::Reason::Ok);
        QVERIFY((*game)->isOver());
        QCOMPARE((*game)->standings(), (std::vector<int> { 1, 1 }));   // lost together
    }

    // One judgement: apply refuses exactly what check refuses, with the same reason, and a
    // refusal leaves the game as it was; a legal action is applied.
    void applyAnswersWhatCheckWould()
    {
        for (const char *id : { "shithead", "shaftmount", "chain-chain", "wrong-suit", "mountain" }) {
            const felt::GameSpec *spec = felt::findGame(id);
            QVERIFY(spec);
            felt::Record record;
            record.game = QString::fromLatin1(id);
            record.players = std::max(spec->minPlayers, std::min(spec->maxPlayers, 4));
            record.seed = 21;
            auto built = felt::buildGame(record);
            QVERIFY2(built, id);
            std::unique_ptr<felt::AnyGame> game = std::move(*built);
            const felt::Seat actor = game->actors().first();
            const std::vector<std::string> legal = game->legalActions(actor);
            QVERIFY(!legal.empty());
            const std::vector<std::pair<int, std::string>> tries = {
                { actor, "nonsense" }, { actor, "" }, { -1, legal.front() }, { record.players, legal.front() },
                { actor, legal.front() + " extra" },
            };
            for (const auto &[seat, text] : tries) {
                const felt::Reason checked = game->check(seat, text);
                const std::unique_ptr<felt::AnyGame> before = game->clone();
                felt::EventList events;
                const felt::Reason applied = game->apply(seat, text, &events);
                QCOMPARE(applied, checked);
                if (applied != felt::Reason::Ok) {
                    QVERIFY2(game->equals(*before), id);
                    QVERIFY(events.empty());
                } else {
                    game = before->clone();
                }
            }
            QCOMPARE(game->check(actor, legal.front()), felt::Reason::Ok);
            QCOMPARE(game->apply(actor, legal.front()), felt::Reason::Ok);
        }
    }
};

QTEST_GUILESS_MAIN(TestReplays)
#include "tst_replays.moc"
