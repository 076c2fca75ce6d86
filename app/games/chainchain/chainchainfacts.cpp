#include "chainchainfacts.h"

#include "tableadapter.h"

#include <tuple>

void ChainChainFacts::update(const felt::Value &state)
{
    using A = TableAdapter;
    const felt::Value *l = A::member(state, "link");
    const QString link = l && l->isString() ? QString::fromStdString(l->toString()) : l && l->isInt() ? QString::number(l->toInt()) : QString();
    const felt::Value *p = A::member(state, "pile");
    const QStringList chain = p ? A::strings(*p) : QStringList();
    const int stock = A::intMember(state, "stock", 0);
    if (std::tie(link, chain, stock) == std::tie(m_link, m_chain, m_stock))
        return;
    std::tie(m_link, m_chain, m_stock) = std::tie(link, chain, stock);
    emit changed();
}
