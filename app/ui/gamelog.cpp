#include "gamelog.h"

void GameLog::reset(const QString &firstLine, const TableAdapter *adapter, TableAdapter::NameOf name)
{
    m_adapter = adapter;
    m_name = std::move(name);
    m_entries.clear();
    m_entries.push_back({ {}, firstLine });
    retell();
}

QList<QPair<QString, int>> GameLog::add(const felt::EventList &events)
{
    m_entries.push_back({ events, {} });
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

void GameLog::note(const QString &line)
{
    m_entries.push_back({ {}, line });
    show(m_entries.back());
}

void GameLog::setViewer(int viewer)
{
    if (m_viewer == viewer)
        return;
    m_viewer = viewer;
    retell();
}

void GameLog::clear()
{
    m_adapter = nullptr;
    m_entries.clear();
    m_model->clear();
}

QList<QPair<QString, int>> GameLog::show(const Entry &entry)
{
    if (!entry.note.isEmpty())
        m_model->append(entry.note);
    const QList<QPair<QString, int>> shown = lines(entry.events);
    for (const auto &[text, seat] : shown)
        m_model->append(text, seat);
    return shown;
}

void GameLog::retell()
{
    m_model->clear();
    for (const Entry &e : m_entries)
        show(e);
}
