#include "gamelog.h"

void GameLog::tell(const Host *host, std::optional<quint64> seed, const TableAdapter *adapter, const QString &last)
{
    if (!host) {
        clear();
        return;
    }
    // A new story: the first line, then every action's.
    m_adapter = adapter;
    m_entries.clear();
    m_entries.push_back({ {}, seed ? tr("Deal number %1.").arg(*seed) : tr("A new deal.") });
    retell();
    for (const HostStep &step : host->steps(m_viewer, 0))
        add(step.events);
    if (!last.isEmpty())
        note(last);
}

QList<QPair<QString, int>> GameLog::follow(const Host &host, int viewer, int fromAction,
                                           const std::vector<HostStep> &viewerSteps)
{
    QList<QPair<QString, int>> lines;
    if (viewer != m_viewer) {
        // (The log takes the new actions as its old viewer saw them, then tells all anew.)
        if (fromAction >= 0)
            for (const HostStep &step : host.steps(m_viewer, fromAction))
                add(step.events);
        setViewer(viewer, host.steps(viewer, 0));
        for (const HostStep &step : viewerSteps)
            lines += this->lines(step.events);
    } else {
        for (const HostStep &step : viewerSteps)
            lines += add(step.events);
    }
    return lines;
}

QList<QPair<QString, int>> GameLog::add(const felt::EventList &events)
{
    m_entries.push_back({ events, {} });
    if (m_actions >= 0)
        return {};   // looking back: the new action is not in sight yet
    return show(m_entries.back());
}

QList<QPair<QString, int>> GameLog::lines(const felt::EventList &events) const
{
    QList<QPair<QString, int>> out;
    if (!m_adapter)
        return out;
    for (const felt::Event &e : events) {
        if (!e.audience.includes(m_viewer))
            continue;
        const QString text = m_adapter->eventText(e, m_name);
        if (!text.isEmpty())
            out.append({ text, m_adapter->eventSeat(e) });
    }
    return out;
}

void GameLog::note(const QString &line, int onlyFor)
{
    m_entries.push_back({ {}, line, onlyFor });
    if (m_actions < 0)
        show(m_entries.back());
}

void GameLog::setViewer(int viewer, const std::vector<HostStep> &steps)
{
    if (m_viewer == viewer)
        return;
    m_viewer = viewer;
    // Each action's entry takes the new viewer's events; the notes stay where they were.
    std::size_t k = 0;
    for (Entry &e : m_entries)
        if (e.note.isEmpty())
            e.events = k < steps.size() ? steps[k++].events : felt::EventList();
    retell();
}

void GameLog::clear()
{
    m_adapter = nullptr;
    m_actions = -1;
    m_entries.clear();
    m_model->clear();
}

QList<QPair<QString, int>> GameLog::show(const Entry &entry)
{
    if (!entry.note.isEmpty() && (entry.noteFor < 0 || entry.noteFor == m_viewer))
        m_model->append(entry.note, entry.noteFor);
    const QList<QPair<QString, int>> shown = lines(entry.events);
    for (const auto &[text, seat] : shown)
        m_model->append(text, seat);
    return shown;
}

void GameLog::retell()
{
    m_model->clear();
    int actions = 0;
    for (const Entry &e : m_entries) {
        const bool action = e.note.isEmpty();
        if (m_actions >= 0 && action && actions >= m_actions)
            break;
        actions += action ? 1 : 0;
        show(e);
    }
}

void GameLog::showActions(int actions)
{
    if (m_actions == actions)
        return;
    m_actions = actions;
    retell();
}
