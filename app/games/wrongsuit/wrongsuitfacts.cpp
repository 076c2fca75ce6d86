#include "wrongsuitfacts.h"

#include "tableadapter.h"

#include <tuple>

namespace {

QVariantList lists(const felt::Value *v)
{
    QVariantList out;
    if (v)
        for (const felt::Value &list : v->items())
            out.append(TableAdapter::strings(list));
    return out;
}

} // namespace

void WrongSuitFacts::update(const felt::Value &state, const felt::Value &info)
{
    using A = TableAdapter;
    const int round = A::intMember(state, "round", 0);
    const int rounds = A::intMember(info, "rounds", 0);
    const felt::Value *w = A::member(info, "wrongSuit");
    const QString wrongSuit = w && w->isString() ? QString::fromStdString(w->toString()) : QString();
    const QVariantList stacks = lists(A::member(state, "stacks"));
    const QVariantList faceUp = lists(A::member(state, "faceUp"));
    const felt::Value *give = A::member(state, "myGive");
    const bool given = give && !give->isNull();
    const QVariantList shut = lists(A::member(info, "shut"));
    if (std::tie(round, rounds, wrongSuit, stacks, faceUp, given, shut)
        == std::tie(m_round, m_rounds, m_wrongSuit, m_stacks, m_faceUp, m_given, m_shut))
        return;
    std::tie(m_round, m_rounds, m_wrongSuit, m_stacks, m_faceUp, m_given, m_shut)
        = std::tie(round, rounds, wrongSuit, stacks, faceUp, given, shut);
    emit changed();
}
