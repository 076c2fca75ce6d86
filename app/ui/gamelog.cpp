#include "gamelog.h"

void GameLog::reset(const QString &firstLine, const TableAdapter *adapter, TableAdapter::NameOf name)
{
    m_adapter = adapter;
    m_name = std::move(name);
    m_entries.clear();
    m_entries.push_back({ {}, firstLine });
    retell();
}

void GameLog::add(const felt::EventList &events)
{
    m_entries.push_back({ events, {} });
    show(m_entries.back());
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

void GameLog::show(const Entry &entry)
{
    if (!entry.note.isEmpty())
        m_model->append(entry.note);
    if (!m_adapter)
        return;
    for (const felt::Event &e : entry.events) {
        if (!e.audience.includes(m_viewer))
            continue;
        const QString text = m_adapter->eventText(e, m_name);
        if (!text.isEmpty())
            m_model->append(text, m_adapter->eventSeat(e));
    }
}

void GameLog::retell()
{
    m_model->clear();
    for (const Entry &e : m_entries)
        show(e);
}
