#include "gamereview.h"

#include "replays.h"
#include "workpool.h"

#include "core/stop.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <deque>
#include <mutex>

// What the worker threads share with the review: the tasks (handed over under a std::mutex,
// as TaskRunner does, so that the ThreadSanitizer build sees the synchronisation), their
// answers, how many have finished, and the flag that stops the tasks not yet begun.
struct GameReview::Shared {
    std::atomic<bool> cancelled { false };
    std::mutex mutex;
    std::vector<std::function<SecondOpinion()>> tasks;
    std::vector<std::optional<SecondOpinion>> answers;
    std::size_t finished = 0;
    std::function<void()> hook;
};

namespace {

// The review's jobs wait here, and each run on the pool takes the next one. The runs carry
// nothing of their own: a pool thread that is reused takes its runnable from Qt's queue
// through a synchronisation ThreadSanitizer cannot see (Qt is not built with it), so all
// that crosses threads goes through this std::mutex instead.
struct JobQueue {
    std::mutex mutex;
    std::deque<std::function<void()>> jobs;
};

JobQueue &jobQueue()
{
    static JobQueue queue;
    return queue;
}

void runNextJob()
{
    std::function<void()> job;
    {
        std::lock_guard lock(jobQueue().mutex);
        if (jobQueue().jobs.empty())
            return;
        job = std::move(jobQueue().jobs.front());
        jobQueue().jobs.pop_front();
    }
    job();
}

QString words(const felt::MoveList &moves, const QString &text, const std::function<QString(const felt::Move &)> &describe)
{
    const std::string action = text.toStdString();
    if (describe)
        for (const felt::Move &m : moves)
            if (m.action == action)
                return describe(m);
    return text;
}

} // namespace

GameReview::GameReview(QObject *parent) : QObject(parent) { }

GameReview::~GameReview()
{
    if (m_shared)
        m_shared->cancelled = true;
}

int GameReview::countDecisions(const felt::Record &record, int seat)
{
    return Replays::countDecisions(record, seat);
}

bool GameReview::start(const felt::Record &record, int seat, std::function<QString(const felt::Move &)> describe,
                       QList<Missed> missed, std::function<QString(const felt::Value &)> explain)
{
    cancel();
    close();
    // The decisions worth a second opinion, each with the hard player's thinking on it, from the
    // host's replay service.
    std::optional<std::vector<ReviewDecision>> found = Replays::decisions(record, seat);
    if (!found || found->empty())
        return false;
    auto shared = std::make_shared<Shared>();
    QList<Decision> decisions;
    std::vector<felt::MoveList> moves;
    for (ReviewDecision &r : *found) {
        Decision d;
        d.index = r.index;
        d.seat = seat;
        d.playedText = r.played;
        d.played = words(r.moves, d.playedText, describe);
        decisions.append(d);
        moves.push_back(std::move(r.moves));
        shared->tasks.push_back(std::move(r.opinion));
    }

    m_shared = shared;
    m_decisions = decisions;
    m_choiceMoves = std::move(moves);
    m_missed = std::move(missed);
    m_describe = std::move(describe);
    m_explain = std::move(explain);
    m_seat = seat;
    m_total = static_cast<int>(decisions.size());
    m_done = 0;
    m_ready = false;
    {
        std::lock_guard lock(shared->mutex);
        shared->answers.assign(shared->tasks.size(), std::nullopt);
        shared->hook = m_thinkHook;
    }
    setBusy(true);
    emit progressChanged();
    emit resultChanged();

    // One job a decision, and one run on the pool for each (any run may take any job: the
    // review counts finished jobs, not runs). A job of a cancelled review finishes at once.
    for (std::size_t i = 0; i < shared->tasks.size(); ++i) {
        {
            std::lock_guard lock(jobQueue().mutex);
            jobQueue().jobs.push_back([shared, i] {
                std::optional<SecondOpinion> answer;
                if (!shared->cancelled) {
                    std::function<SecondOpinion()> task;
                    std::function<void()> hook;
                    {
                        std::lock_guard lock(shared->mutex);
                        task = std::move(shared->tasks[i]);
                        hook = shared->hook;
                    }
                    if (hook)
                        hook();
                    if (!shared->cancelled && task) {
                        // Cancel stops the search under way too, not only the tasks waiting.
                        const felt::StopScope scope(&shared->cancelled);
                        answer = task();
                    }
                }
                std::lock_guard lock(shared->mutex);
                if (answer)
                    shared->answers[i] = std::move(answer);
                ++shared->finished;
            });
        }
        auto *watcher = new QFutureWatcher<void>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
            watcher->deleteLater();
            taskDone();
        });
        watcher->setFuture(QtConcurrent::run(&workPool(), [] { runNextJob(); }));
    }
    return true;
}

void GameReview::taskDone()
{
    if (!m_shared)
        return;   // no review under way (a cancelled one's answers are dropped)
    std::unique_lock lock(m_shared->mutex);
    const int count = static_cast<int>(m_shared->finished);
    lock.unlock();
    if (count == m_done)
        return;   // that run took another review's job
    while (m_done < count) {   // a step for every decision done, however many at once
        ++m_done;
        emit progressChanged();
    }
    if (!m_shared || m_done < m_total)   // (a slot may have cancelled it meanwhile)
        return;
    {
        std::lock_guard lock(m_shared->mutex);
        for (qsizetype i = 0; i < m_decisions.size(); ++i) {
            Decision &d = m_decisions[i];
            const std::optional<SecondOpinion> &a = m_shared->answers[static_cast<std::size_t>(i)];
            if (!a || a->choice.isEmpty())
                continue;
            d.choiceText = a->choice;
            d.choice = words(m_choiceMoves[static_cast<std::size_t>(i)], d.choiceText, m_describe);
            d.same = a->same;
            d.why = m_explain ? m_explain(a->reasons) : QString();
            d.playedValue = a->playedValue;
            d.choiceValue = a->choiceValue;
            // Marked when the hard player would choose otherwise and, where it can rate both,
            // rates its own choice clearly higher.
            d.marked = !d.same && (!d.playedValue || !d.choiceValue || *d.choiceValue - *d.playedValue >= kMargin);
        }
    }
    // The calls missed, among the decisions where they were (after a decision at the same
    // moment: the call was there to make after it too).
    for (const Missed &miss : std::as_const(m_missed)) {
        Decision d;
        d.index = miss.index;
        d.seat = m_seat;
        d.played = tr("no call");
        d.choiceText = miss.action;
        d.choice = miss.text;
        d.same = false;
        d.marked = true;
        d.missed = true;
        const auto at = std::upper_bound(m_decisions.begin(), m_decisions.end(), d.index,
                                         [](int index, const Decision &e) { return index < e.index; });
        m_decisions.insert(at, d);
    }
    m_missed.clear();
    m_total = m_done = static_cast<int>(m_decisions.size());
    emit progressChanged();
    m_shared.reset();
    m_ready = true;
    setBusy(false);
    emit resultChanged();
    emit finished();
    // Start at the first decision it would have made otherwise.
    int first = 0;
    for (qsizetype i = 0; i < m_decisions.size(); ++i)
        if (m_decisions[i].marked) {
            first = static_cast<int>(i);
            break;
        }
    show(first);
}

void GameReview::cancel()
{
    if (!m_shared)
        return;
    m_shared->cancelled = true;
    m_shared.reset();
    m_total = m_done = 0;
    m_decisions.clear();
    m_choiceMoves.clear();
    m_missed.clear();
    setBusy(false);
    emit progressChanged();
    emit resultChanged();
    emit cancelled();
}

bool GameReview::step(int delta)
{
    return show(m_current + delta);
}

bool GameReview::show(int i)
{
    if (!m_ready || i < 0 || i >= m_decisions.size())
        return false;
    if (i != m_current) {
        m_current = i;
        emit currentChanged();
    }
    return true;
}

void GameReview::close()
{
    if (m_shared)
        cancel();
    const bool was = m_ready;
    m_ready = false;
    m_decisions.clear();
    m_choiceMoves.clear();
    m_describe = {};   // it may name the game's adapter, which goes with the game
    m_explain = {};
    m_total = m_done = 0;
    m_seat = -1;
    if (m_current != -1) {
        m_current = -1;
        emit currentChanged();
    }
    if (was) {
        emit resultChanged();
        emit progressChanged();
        emit closed();
    }
}

void GameReview::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    emit busyChanged();
}

int GameReview::marked() const
{
    int n = 0;
    for (const Decision &d : m_decisions)
        n += d.marked;
    return n;
}

// A decision as the table shows it; `number`: its place in the review, from 1.
static ReviewedDecision shown(const GameReview::Decision &d, int number)
{
    ReviewedDecision r;
    r.number = number;
    r.index = d.index;
    r.move = d.index + 1;
    r.seat = d.seat;
    r.played = d.played;
    r.choice = d.choice;
    r.why = d.why;
    r.same = d.same;
    r.marked = d.marked;
    r.rated = d.playedValue && d.choiceValue;
    if (r.rated) {
        r.playedValue = std::clamp(*d.playedValue, 0.0, 1.0);
        r.choiceValue = std::clamp(*d.choiceValue, 0.0, 1.0);
        const double gap = *d.choiceValue - *d.playedValue;
        if (d.marked)
            r.weight = gap >= 0.15 ? QStringLiteral("large") : gap >= 0.05 ? QStringLiteral("medium") : QStringLiteral("small");
    }
    r.missed = d.missed;
    return r;
}

QList<ReviewedDecision> GameReview::decisions() const
{
    QList<ReviewedDecision> list;
    for (qsizetype i = 0; i < m_decisions.size(); ++i)
        list.append(shown(m_decisions[i], static_cast<int>(i) + 1));
    return list;
}

ReviewedDecision GameReview::currentDecision() const
{
    if (m_current < 0 || m_current >= m_decisions.size())
        return {};
    return shown(m_decisions[m_current], m_current + 1);
}
