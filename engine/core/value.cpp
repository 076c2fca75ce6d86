#include "value.h"

namespace felt {

Value &Value::set(std::string key, Value v)
{
    m_type = Type::Object;
    for (auto &member : m_object) {
        if (member.first == key) {
            member.second = std::move(v);
            return member.second;
        }
    }
    m_object.emplace_back(std::move(key), std::move(v));
    return m_object.back().second;
}

const Value *Value::find(std::string_view key) const
{
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
