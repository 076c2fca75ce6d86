#include "boardfacet.h"

#include "tablebuilder.h"

#include <algorithm>
#include <climits>

BoardFacet::BoardFacet(QObject *parent) : CountedCalls(parent) { }

QList<Standing> BoardFacet::standings() const
{
    return standingsOf(m_rows);
}

QList<Standing> BoardFacet::standingsOf(QList<SeatRow> rows)
{
    std::stable_sort(rows.begin(), rows.end(), [](const SeatRow &a, const SeatRow &b) {
        return (a.place < 0 ? INT_MAX : a.place) < (b.place < 0 ? INT_MAX : b.place);
    });
    QList<Standing> list;
    for (const SeatRow &r : rows)
        list.append({ r.seat, r.name, r.place, r.isLoser, r.isViewer, r.detail });
    return list;
}

void BoardFacet::set(const TableSnapshot &t, SignalQueue *early, SignalQueue *late)
{
    auto note = [this](SignalQueue *queue, bool differs, void (BoardFacet::*signal)()) {
        if (differs)
            queue->append([this, signal] { (this->*signal)(); });
    };
    note(early, m_over != t.over, &BoardFacet::overChanged);
    note(early, m_phase != t.phase || m_simultaneous != t.simultaneous, &BoardFacet::phaseChanged);
    note(early, m_turn != t.turn, &BoardFacet::turnChanged);
    note(early, m_direction != t.direction, &BoardFacet::directionChanged);
    note(late, m_waitingFor != t.waitingFor, &BoardFacet::waitingForChanged);
    // (The standings read the seats as they stand: a seat's name, place or summary changing
    // changes them even where the result's sentence stays.)
    note(late, m_resultText != t.resultText || standingsOf(m_rows) != standingsOf(t.seats), &BoardFacet::resultChanged);
    m_over = t.over;
    m_phase = t.phase;
    m_simultaneous = t.simultaneous;
    m_turn = t.turn;
    m_direction = t.direction;
    m_waitingFor = t.waitingFor;
    m_resultText = t.resultText;
    m_rows = t.seats;   // (the standings read the seats as they stand now)
}

void BoardFacet::setActionCount(int count, bool tell)
{
    m_actionCount = count;
    if (tell)
        emit actionCountChanged();
}

void BoardFacet::setThinkingSeat(int seat)
{
    if (m_thinkingSeat == seat)
        return;
    m_thinkingSeat = seat;
    emit thinkingSeatChanged();
}
