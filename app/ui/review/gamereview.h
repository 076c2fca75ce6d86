// "Review my game": after a game, the hard computer player looks at every decision one person
// made, each from that person's view at that moment (the host's replay service, replays.h: a
// copy of the view, never the true state), and says where it would have chosen differently and how much it
// thinks that mattered. The work runs on Felt's worker threads (workpool.h), one task per
// decision, with progress; cancel() drops the answer and the tasks not yet begun return at
// once. Afterwards the decisions are stepped through one at a time (`current`); the session
// shows the table as it stood before each.
#pragma once

#include "record.h"

#include "core/move.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>

// One decision of the review as the table shows it: its place in the review (`number`, from
// 1; 0: no decision), the record's action (`index`) and the game's move number (`move`, from
// 1), whose it was, the move played and the hard player's choice (both in words), why that
// choice is wise (its hint's sentence, or ""), whether they are the same, whether it is
// marked, whether both are rated and their ratings (0..1), how much the difference mattered
// ("large", "medium", "small" or "" where not marked) and whether it was a call missed
// (`choice`: the call).
struct ReviewedDecision {
    Q_GADGET
    QML_VALUE_TYPE(reviewedDecision)
    Q_PROPERTY(int number MEMBER number)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(int move MEMBER move)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString played MEMBER played)
    Q_PROPERTY(QString choice MEMBER choice)
    Q_PROPERTY(QString why MEMBER why)
    Q_PROPERTY(bool same MEMBER same)
    Q_PROPERTY(bool marked MEMBER marked)
    Q_PROPERTY(bool rated MEMBER rated)
    Q_PROPERTY(double playedValue MEMBER playedValue)
    Q_PROPERTY(double choiceValue MEMBER choiceValue)
    Q_PROPERTY(QString weight MEMBER weight)
    Q_PROPERTY(bool missed MEMBER missed)

public:
    int number = 0;
    int index = -1;
    int move = 0;
    int seat = -1;
    QString played;
    QString choice;
    QString why;
    bool same = false;
    bool marked = false;
    bool rated = false;
    double playedValue = 0;
    double choiceValue = 0;
    QString weight;
    bool missed = false;
    bool operator==(const ReviewedDecision &) const = default;
};

class GameReview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game review belongs to the game session")

    // The hard player is thinking; `done` of `total` decisions are looked at.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    // The answer is in: the decisions can be stepped through.
    Q_PROPERTY(bool ready READ ready NOTIFY resultChanged)
    // Whose decisions (a seat), and their name.
    Q_PROPERTY(int seat READ seat NOTIFY resultChanged)
    // The decisions looked at, in the record's order (each with its `number`).
    Q_PROPERTY(QList<ReviewedDecision> decisions READ decisions NOTIFY resultChanged)
    // How many decisions the hard player would have made otherwise.
    Q_PROPERTY(int marked READ marked NOTIFY resultChanged)
    // The decision shown (-1: none).
    Q_PROPERTY(int current READ current NOTIFY currentChanged)
    // The decision shown (number 0 while none is).
    Q_PROPERTY(ReviewedDecision currentDecision READ currentDecision NOTIFY currentChanged)

public:
    struct Decision {
        int index = 0;          // the record's action
        int seat = 0;
        QString playedText;     // action texts
        QString choiceText;
        QString played;         // in words
        QString choice;
        bool same = true;
        std::optional<double> playedValue;
        std::optional<double> choiceValue;
        QString why;            // why the hard player's choice is wise, in words (the hint's sentence)
        bool marked = false;    // the hard player would have chosen otherwise, and it mattered
        bool missed = false;    // a call the person could have made and did not (choice: that call)
    };
    // A call the person missed (TableAdapter::missedCalls): before the record's action `index`.
    struct Missed {
        int index = 0;
        QString action;
        QString text;
    };

    // How much better the hard player must rate its own choice to mark a decision (ratings
    // are 0..1 outcomes from samples: smaller differences are noise).
    static constexpr double kMargin = 0.02;

    explicit GameReview(QObject *parent = nullptr);
    ~GameReview() override;

    bool busy() const { return m_busy; }
    int done() const { return m_done; }
    int total() const { return m_total; }
    double progress() const { return m_total > 0 ? static_cast<double>(m_done) / m_total : 0.0; }
    bool ready() const { return m_ready; }
    int seat() const { return m_seat; }
    QList<ReviewedDecision> decisions() const;
    int marked() const;
    int current() const { return m_current; }
    ReviewedDecision currentDecision() const;
    const QList<Decision> &results() const { return m_decisions; }

    // The decisions of `seat` in `record` that had a choice (more than one legal action);
    // -1 when the record cannot be replayed.
    static int countDecisions(const felt::Record &record, int seat);

    // Starts looking at `seat`'s decisions in `record` (a finished game, or any record);
    // `describe` puts a move in words (the game's adapter). False when there is nothing to
    // look at (then nothing runs). A review running already is cancelled first.
    // `missed`: the calls the person missed, marked among the decisions by where they were.
    // `explain`: the game's reason codes in words (TableAdapter::adviceReason), the same
    // sentences a hint says, for why the hard player's choice is wise.
    bool start(const felt::Record &record, int seat, std::function<QString(const felt::Move &)> describe = {},
               QList<Missed> missed = {}, std::function<QString(const felt::Value &)> explain = {});
    // Stops the work: no answer is delivered; tasks not yet begun return at once.
    Q_INVOKABLE void cancel();
    // Steps to another decision (by `delta`), or to decision `i`; false when there is none.
    Q_INVOKABLE bool step(int delta);
    Q_INVOKABLE bool show(int i);
    // Closes the review (the decisions are forgotten).
    Q_INVOKABLE void close();

    // Tests: runs on the worker thread before each decision.
    void setThinkHook(std::function<void()> hook) { m_thinkHook = std::move(hook); }

signals:
    void busyChanged();
    void progressChanged();
    void resultChanged();
    void currentChanged();
    // The answer arrived (after resultChanged).
    void finished();
    void cancelled();
    void closed();

private:
    struct Shared;
    void taskDone();
    void setBusy(bool busy);

    std::shared_ptr<Shared> m_shared;
    bool m_busy = false;
    bool m_ready = false;
    int m_done = 0;
    int m_total = 0;
    int m_seat = -1;
    int m_current = -1;
    QList<Decision> m_decisions;
    std::vector<felt::MoveList> m_choiceMoves;   // per decision: the seat's legal moves then
    QList<Missed> m_missed;
    std::function<QString(const felt::Move &)> m_describe;
    std::function<QString(const felt::Value &)> m_explain;
    std::function<void()> m_thinkHook;
};
