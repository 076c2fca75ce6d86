// A small JSON-shaped value tree, so the engine can describe states, results, options and
// deals without depending on Qt or on any JSON library. The app converts it to and from
// QJsonValue; the engine never reads or writes files.
#pragma once

#include <cstdint>
#include <climits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace felt {

class Value {
public:
    enum class Type : std::uint8_t { Null, Bool, Int, Double, String, Array, Object };
    using Array = std::vector<Value>;
    using Member = std::pair<std::string, Value>;
    using Object = std::vector<Member>;

    Value() = default;
    Value(std::nullptr_t) { }
    Value(bool b) : m_type(Type::Bool), m_int(b ? 1 : 0) { }
    Value(int i) : m_type(Type::Int), m_int(i) { }
    Value(std::int64_t i) : m_type(Type::Int), m_int(i) { }
    Value(std::uint64_t i) : m_type(Type::Int), m_int(static_cast<std::int64_t>(i)) { }
    Value(double d) : m_type(Type::Double), m_double(d) { }
    Value(const char *s) : m_type(Type::String), m_string(s) { }
    Value(std::string s) : m_type(Type::String), m_string(std::move(s)) { }
    Value(std::string_view s) : m_type(Type::String), m_string(s) { }
    Value(Array a) : m_type(Type::Array), m_array(std::move(a)) { }

    static Value object() { Value v; v.m_type = Type::Object; return v; }
    static Value array() { Value v; v.m_type = Type::Array; return v; }

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isBool() const { return m_type == Type::Bool; }
    bool isInt() const { return m_type == Type::Int; }
    bool isNumber() const { return m_type == Type::Int || m_type == Type::Double; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }

    bool toBool() const { return m_int != 0; }
    // A double is truncated toward zero and clamped to the int64 range (NaN: 0), never undefined.
    std::int64_t toInt() const { return m_type == Type::Double ? doubleToInt(m_double) : m_int; }
    static std::int64_t doubleToInt(double d)
    {
        if (!(d == d))
            return 0;
        if (d >= 9.2e18)
            return INT64_MAX;
        if (d <= -9.2e18)
            return INT64_MIN;
        return static_cast<std::int64_t>(d);
    }
    double toDouble() const { return m_type == Type::Double ? m_double : static_cast<double>(m_int); }
    const std::string &toString() const { return m_string; }
    const Array &items() const { return m_array; }
    Array &items() { return m_array; }
    const Object &members() const { return m_object; }

    // Arrays
    Value &push(Value v) { m_type = Type::Array; m_array.push_back(std::move(v)); return m_array.back(); }
    std::size_t size() const { return m_type == Type::Array ? m_array.size() : m_object.size(); }
    const Value &operator[](std::size_t i) const { return m_array[i]; }

    // Objects (members keep insertion order). set() and find() take constant time on
    // average whatever the object's size: objects of more than a few members keep a hash
    // index of their keys, so building an object of n members from JSON is linear in n.
    Value &set(std::string key, Value v);
    const Value *find(std::string_view key) const;
    bool contains(std::string_view key) const { return find(key) != nullptr; }

    bool operator==(const Value &other) const;

private:
    // From this many members on, an object keeps m_index.
    static constexpr std::size_t kIndexFrom = 16;
    // The slot of m_index where `key` is, or the empty slot where it would go.
    std::size_t indexSlot(std::string_view key) const;
    void rebuildIndex();

    Type m_type = Type::Null;
    std::int64_t m_int = 0;
    double m_double = 0;
    std::string m_string;
    Array m_array;
    Object m_object;
    // Open addressing over m_object: a slot holds a member's position + 1, or 0 when empty;
    // a power of two at least twice the member count. Empty for small objects.
    std::vector<std::uint32_t> m_index;
};

} // namespace felt
