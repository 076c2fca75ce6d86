#include "shitheadfacts.h"

#include "tableadapter.h"

#include <tuple>

void ShitheadFacts::update(const felt::Value &state, const felt::Value &info)
{
    using A = TableAdapter;
    const felt::Value *pile = A::member(state, "pile");
    const int pileCount = pile ? static_cast<int>(pile->size()) : 0;
    const int stock = A::intMember(state, "stock", 0);
    const int burned = A::intMember(state, "burned", 0);
    const felt::Value *top = A::member(info, "top");
    const QString toBeat = top && top->isString() ? QString::fromStdString(top->toString()) : QString();
    const felt::Value *seven = A::member(info, "sevenLower");
    const bool sevenLower = seven && seven->isBool() && seven->toBool();
    if (std::tie(pileCount, stock, burned, toBeat, sevenLower) == std::tie(m_pileCount, m_stock, m_burned, m_toBeat, m_sevenLower))
        return;
    std::tie(m_pileCount, m_stock, m_burned, m_toBeat, m_sevenLower) = std::tie(pileCount, stock, burned, toBeat, sevenLower);
    emit changed();
}
