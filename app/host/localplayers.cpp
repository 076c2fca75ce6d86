// LocalHost's thinking off the GUI thread (localhost.h): the computer players at their seats
// with a pause people can follow, a hint for a person, and the solver's verdict.
#include "localhost.h"

#include "json.h"
#include "texts.h"

#include "core/registry.h"

#include <QTimer>

#include <algorithm>

namespace {

std::string utf8(const QString &s)
{
    return s.toStdString();
}

} // namespace

// ---------------------------------------------------------------------------------------
// Hints and the solver

bool LocalHost::canHint(int seat) const
{
    return m_game && !m_game->isOver() && canActFor(seat) && m_game->actors().has(seat);
}

void LocalHost::requestHint(int seat)
{
    if (!canHint(seat))
        return;
    m_usedHint = true;
    std::function<std::string()> task = m_game->botTask(seat, felt::BotLevel::Hard, m_record.seed ^ 0x4849'4E54ULL);
    m_tasks->run<QString>([task = std::move(task)] { return QString::fromStdString(task()); },
                          [this, seat](QString action) { emit hinted(seat, action, adviceReasons(seat, action)); });
}

std::function<std::string()> LocalHost::hintTask(int seat, quint64 seed) const
{
    if (!m_game || m_game->isOver() || seat < 0 || seat >= players() || !m_game->actors().has(seat))
        return {};
    return m_game->botTask(seat, felt::BotLevel::Hard, seed);
}

felt::Value LocalHost::adviceReasons(int seat, const QString &action) const
{
    const std::string text = utf8(action);
    if (!m_game || m_game->isOver() || text.empty() || m_game->check(seat, text) != felt::Reason::Ok)
        return {};
    return m_game->adviceReasons(seat, text);
}

bool LocalHost::canAnalyze() const
{
    // Where cards are hidden the solver would know what nobody has seen.
    return m_game && m_game->canSolve() && !m_game->hidesCards();
}

void LocalHost::analyze()
{
    if (!canAnalyze())
        return;
    std::shared_ptr<const felt::AnyGame> game = m_game->clone();
    m_tasks->run<QVariantMap>(
        [game] {
            const felt::Value verdict = game->solve(0);   // the game's default budget
            QVariantMap map = felt::jsonFromValue(verdict).toVariant().toMap();
            map.insert(QStringLiteral("busy"), false);
            return map;
        },
        [this](QVariantMap result) { emit analyzed(result); });
}

// ---------------------------------------------------------------------------------------
// Computer players

void LocalHost::setThinkingSeat(int seat)
{
    if (m_thinkingSeat == seat)
        return;
    const int was = m_thinkingSeat;
    m_thinkingSeat = seat;
    ++m_seq;
    // A seat's own change, not the game's: the table updates the seats' rows only.
    if (was >= 0)
        emit seatChanged(was);
    if (seat >= 0)
        emit seatChanged(seat);
}

// The computer players: the seats with a mere opportunity (a call they may make) are asked
// first, in seat order from the left of the seat that acted last (core/botstep.h); the first that
// takes it acts after a reaction of its own, slower the lower its level, so that a quick person
// may call first. When none does, the first computer player the game waits for decides and
// acts after the pause people can follow.
void LocalHost::scheduleBots()
{
    if (!m_game || m_game->isOver() || m_botBusy || m_config.botsPaused || m_config.watchOnly || m_config.scripted)
        return;
    if (m_config.actionLimit >= 0 && actionCount() >= m_config.actionLimit) {
        emit actionLimitReached();
        return;
    }
    const felt::SeatSet must = m_game->mustAct();
    const felt::SeatSet actors = m_game->actors();
    std::vector<int> order;   // the opportunities, then the first seat that must act
    const int n = players();
    const int last = m_record.actions.empty() ? n - 1 : m_record.actions.back().seat;
    for (int k = 1; k <= n; ++k) {
        const int seat = (last + k) % n;
        if (actors.has(seat) && !must.has(seat) && isBot(seat) && !m_declined.has(seat))
            order.push_back(seat);
    }
    int mustSeat = -1;
    must.forEach([&](felt::Seat s) {
        if (mustSeat < 0 && isBot(s))
            mustSeat = s;
    });
    if (order.empty() && mustSeat < 0)
        return;
    const int seat = order.empty() ? mustSeat : order.front();
    const bool opportunity = !order.empty();
    const auto level = m_seats.at(seat).isHuman() ? std::optional<felt::BotLevel>(felt::BotLevel::Normal)
                                                  : felt::parseBotLevel(utf8(m_seats.at(seat).kind));
    if (!level)
        return;
    // Reproducible: the same deal with the same seats plays the same game; a seat asked about an
    // opportunity again at the same table rolls the same.
    const quint64 botSeed = (m_record.seed * 0x9E3779B97F4A7C15ULL) ^ (static_cast<quint64>(actionCount()) << 8)
        ^ static_cast<quint64>(seat);
    std::function<std::string()> task = m_game->botTask(seat, *level, botSeed);
    m_botBusy = true;
    if (!opportunity)
        setThinkingSeat(seat);
    QElapsedTimer clock;
    clock.start();
    auto stale = [this] {
        // The game changed while the computer player was thinking: its move belongs to a table
        // that is gone.
        m_botBusy = false;
        setThinkingSeat(-1);
        scheduleBots();
    };
    m_tasks->run<QString>(
        [task = std::move(task), hook = m_config.thinkHook, opportunity]() {
            if (hook && !opportunity)
                hook();
            return QString::fromStdString(task());
        },
        [this, seat, clock, stale, opportunity, level](QString action) {
            if (opportunity && action.isEmpty()) {
                // Nothing noticed: asked again only once the table has changed.
                m_botBusy = false;
                m_declined.add(seat);
                scheduleBots();
                return;
            }
            // The move stays in view for a pause that suits its kind (a draw after a play needs
            // less than the play itself), counted from when the thinking began; a call comes
            // after the level's reaction.
            double pace = 1.0;
            const std::string text = utf8(action);
            const felt::GameSpec *spec = felt::findGame(utf8(gameId()));
            for (const felt::Move &m : m_game->legalMoves(seat))
                if (m.action == text) {
                    pace = felt::movePace(spec, m);
                    break;
                }
            // A call's reaction, at the usual 0.7 s pause: hard 1.75 s, normal 2.45 s, easy 3.5 s —
            // time for a person to see a closing card and click it first (a play-test found
            // 0.8-1.8 s left a person no chance).
            if (opportunity)
                pace = *level == felt::BotLevel::Hard ? 2.5 : *level == felt::BotLevel::Normal ? 3.5 : 5.0;
            qint64 wait = static_cast<qint64>(m_config.botDelayMs * pace) - clock.elapsed();
            if (opportunity)
                wait = std::max<qint64>(wait, m_callGraceMs - clock.elapsed());
            if (wait <= 0) {
                botDone(seat, action);
                return;
            }
            const quint64 asked = m_tasks->generation();
            QTimer::singleShot(static_cast<int>(wait), this, [this, seat, action, asked, stale] {
                if (asked != m_tasks->generation())
                    stale();
                else
                    botDone(seat, action);
            });
        },
        stale);
}

void LocalHost::botDone(int seat, const QString &action)
{
    m_botBusy = false;
    if (!m_game || m_config.botsPaused) {
        setThinkingSeat(-1);
        scheduleBots();
        return;
    }
    m_thinkingSeat = -1;   // apply() tells the change
    felt::Reason why = felt::Reason::Ok;
    if (action.isEmpty() || !apply(seat, action, &why)) {
        // A computer player that fails must not stop the game: it makes its first legal move
        // instead, and the table says so.
        const std::vector<std::string> legal = m_game->legalActions(seat);
        if (legal.empty() || !apply(seat, QString::fromStdString(legal.front()), &why)) {
            emit told(tr("%1 could not decide what to do. %2").arg(m_seats.value(seat).name, felt::sentence(felt::reasonText(gameId(), why))));
            touch();
        } else {
            emit told(tr("%1 made a fallback move.").arg(m_seats.value(seat).name));
        }
    }
}
