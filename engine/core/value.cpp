#include "value.h"

#include <algorithm>
#include <bit>
#include <functional>

namespace felt {

std::size_t Value::indexSlot(std::string_view key) const
{
    const std::size_t mask = m_index.size() - 1;
    for (std::size_t i = std::hash<std::string_view>()(key) & mask;; i = (i + 1) & mask) {
        const std::uint32_t at = m_index[i];
        if (at == 0 || m_object[at - 1].first == key)
            return i;
    }
}

void Value::rebuildIndex()
{
    m_index.assign(std::bit_ceil(std::max<std::size_t>(64, m_object.size() * 4)), 0);
    for (std::size_t k = 0; k < m_object.size(); ++k) {
        const std::size_t slot = indexSlot(m_object[k].first);
        if (m_index[slot] == 0)   // a key given twice keeps its first position
            m_index[slot] = static_cast<std::uint32_t>(k + 1);
    }
}

Value &Value::set(std::string key, Value v)
{
    m_type = Type::Object;
    if (m_index.empty()) {
        for (auto &member : m_object) {
            if (member.first == key) {
                member.second = std::move(v);
                return member.second;
            }
        }
        // An object's members grow in one step to a few: states and messages set several
        // keys one after the other, each growth a move of every member so far.
        if (m_object.capacity() == 0)
            m_object.reserve(8);
        m_object.emplace_back(std::move(key), std::move(v));
        if (m_object.size() >= kIndexFrom)
            rebuildIndex();
        return m_object.back().second;
    }
    const std::size_t slot = indexSlot(key);
    if (m_index[slot] != 0) {
        Value &member = m_object[m_index[slot] - 1].second;
        member = std::move(v);
        return member;
    }
    m_object.emplace_back(std::move(key), std::move(v));
    m_index[slot] = static_cast<std::uint32_t>(m_object.size());
    if (m_object.size() * 2 > m_index.size())
        rebuildIndex();
    return m_object.back().second;
}

const Value *Value::find(std::string_view key) const
{
    if (!m_index.empty()) {
        const std::uint32_t at = m_index[indexSlot(key)];
        return at == 0 ? nullptr : &m_object[at - 1].second;
    }
    for (const auto &member : m_object)
        if (member.first == key)
            return &member.second;
    return nullptr;
}

bool Value::operator==(const Value &other) const
{
    if (isNumber() && other.isNumber())
        return toDouble() == other.toDouble();
    if (m_type != other.m_type)
        return false;
    switch (m_type) {
    case Type::Null: return true;
    case Type::Bool:
    case Type::Int: return m_int == other.m_int;
    case Type::Double: return m_double == other.m_double;
    case Type::String: return m_string == other.m_string;
    case Type::Array: return m_array == other.m_array;
    case Type::Object:
        if (m_object.size() != other.m_object.size())
            return false;
        for (const auto &member : m_object) {
            const Value *o = other.find(member.first);
            if (!o || !(*o == member.second))
                return false;
        }
        return true;
    }
    return false;
}

} // namespace felt
