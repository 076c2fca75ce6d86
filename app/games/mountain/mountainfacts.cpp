#include "mountainfacts.h"

#include "tableadapter.h"

#include <tuple>

namespace {

QList<int> ints(const felt::Value *list)
{
    QList<int> out;
    if (list)
        for (const felt::Value &v : list->items())
            out.append(static_cast<int>(v.toInt()));
    return out;
}

// How many cards each pile of a list of piles holds.
QList<int> sizes(const felt::Value *piles)
{
    QList<int> out;
    if (piles)
        for (const felt::Value &pile : piles->items())
            out.append(static_cast<int>(pile.size()));
    return out;
}

} // namespace

void MountainFacts::update(const felt::Value &state, const felt::Value &info)
{
    using A = TableAdapter;
    const int position = A::intMember(state, "turn", 0);
    const QList<int> seats = ints(A::member(info, "seats"));
    const QList<int> ridges = ints(A::member(info, "reachRidges"));
    const QList<int> valleys = ints(A::member(info, "reachValleys"));
    const QList<int> counts = sizes(A::member(state, "valleys"));
    const QList<int> ridgeCounts = sizes(A::member(state, "ridges"));
    const int completed = A::intMember(state, "completed", 0);
    if (std::tie(position, seats, ridges, valleys, counts, ridgeCounts, completed)
        == std::tie(m_position, m_positionSeats, m_reachRidges, m_reachValleys, m_valleyCounts, m_ridgeCounts, m_completed))
        return;
    std::tie(m_position, m_positionSeats, m_reachRidges, m_reachValleys, m_valleyCounts, m_ridgeCounts, m_completed)
        = std::tie(position, seats, ridges, valleys, counts, ridgeCounts, completed);
    emit changed();
}
