#include "wrongsuitfacts.h"

#include "tableadapter.h"

#include <algorithm>
#include <tuple>

namespace {

// The i-th list of strings of a list of lists, or none.
QStringList listAt(const felt::Value *v, std::size_t i)
{
    return v && v->isArray() && i < v->size() ? TableAdapter::strings((*v)[i]) : QStringList();
}

} // namespace

void WrongSuitFacts::update(const felt::Value &state, const felt::Value &info)
{
    using A = TableAdapter;
    const int round = A::intMember(state, "round", 0);
    const int rounds = A::intMember(info, "rounds", 0);
    const felt::Value *w = A::member(info, "wrongSuit");
    const QString wrongSuit = w && w->isString() ? QString::fromStdString(w->toString()) : QString();
    const felt::Value *stacks = A::member(state, "stacks");
    const felt::Value *faceUp = A::member(state, "faceUp");
    const felt::Value *shut = A::member(info, "shut");
    const auto size = [](const felt::Value *v) { return v && v->isArray() ? v->size() : std::size_t(0); };
    QList<WrongSuitSeat> seats;
    for (std::size_t i = 0, n = std::max({ size(stacks), size(faceUp), size(shut) }); i < n; ++i)
        seats.append({ listAt(stacks, i), listAt(faceUp, i), listAt(shut, i) });
    const felt::Value *give = A::member(state, "myGive");
    const bool given = give && !give->isNull();
    if (std::tie(round, rounds, wrongSuit, seats, given) == std::tie(m_round, m_rounds, m_wrongSuit, m_seats, m_given))
        return;
    std::tie(m_round, m_rounds, m_wrongSuit, m_seats, m_given) = std::tie(round, rounds, wrongSuit, seats, given);
    emit changed();
}
