#include "roundreview.h"

bool RoundReview::start(const felt::Record &record, int first)
{
    const int total = static_cast<int>(record.actions.size());
    if (first < 0 || first >= total)
        return false;
    m_record = record;
    m_first = first;
    m_length = total - first;
    return rebuild(0);
}

bool RoundReview::rebuild(int step)
{
    felt::Record prefix = m_record;
    prefix.actions.resize(static_cast<std::size_t>(m_first + step));
    felt::ReplayResult replayed = felt::replay(prefix);
    if (!replayed.ok()) {
        stop();
        return false;
    }
    m_game = std::move(replayed.game);
    m_step = step;
    return true;
}

bool RoundReview::forward(felt::EventList *events)
{
    if (!m_game || m_step >= m_length)
        return false;
    const felt::RecordAction &a = m_record.actions[static_cast<std::size_t>(m_first + m_step)];
    if (m_game->apply(a.seat, a.text.toStdString(), events) != felt::Reason::Ok) {
        stop();
        return false;
    }
    ++m_step;
    return true;
}

bool RoundReview::jump(int step)
{
    if (!m_game || step < 0 || step > m_length)
        return false;
    return rebuild(step);
}

bool RoundReview::back()
{
    if (!m_game || m_step <= 0)
        return false;
    return rebuild(m_step - 1);
}

void RoundReview::stop()
{
    m_game.reset();
    m_record = {};
    m_step = m_length = m_first = 0;
}
