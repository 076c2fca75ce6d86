#include "mountainfacts.h"

#include "tableadapter.h"

#include <tuple>

namespace {

QVariantList ints(const felt::Value *list)
{
    QVariantList out;
    if (list)
        for (const felt::Value &v : list->items())
            out.append(static_cast<int>(v.toInt()));
    return out;
}

} // namespace

void MountainFacts::update(const felt::Value &state, const felt::Value &info)
{
    using A = TableAdapter;
    const int position = A::intMember(state, "turn", 0);
    const QVariantList seats = ints(A::member(info, "seats"));
    const QVariantList ridges = ints(A::member(info, "reachRidges"));
    const QVariantList valleys = ints(A::member(info, "reachValleys"));
    QVariantList counts;
    if (const felt::Value *v = A::member(state, "valleys"))
        for (const felt::Value &valley : v->items())
            counts.append(static_cast<int>(valley.size()));
    const int completed = A::intMember(state, "completed", 0);
    if (std::tie(position, seats, ridges, valleys, counts, completed)
        == std::tie(m_position, m_positionSeats, m_reachRidges, m_reachValleys, m_valleyCounts, m_completed))
        return;
    std::tie(m_position, m_positionSeats, m_reachRidges, m_reachValleys, m_valleyCounts, m_completed)
        = std::tie(position, seats, ridges, valleys, counts, completed);
    emit changed();
}
