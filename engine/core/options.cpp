#include "options.h"

#include <algorithm>
#include <cmath>

namespace felt {

namespace {
// A whole number given as a double (JSON from a UI) counts as that integer.
bool isWhole(const Value &v)
{
    if (v.isInt())
        return true;
    const double d = v.toDouble();
    return v.isNumber() && std::isfinite(d) && d > -1e15 && d < 1e15 && d == std::trunc(d);
}
} // namespace

bool OptionSpec::accepts(const Value &v) const
{
    switch (kind) {
    case Kind::Bool:
        return v.isBool();
    case Kind::Number:
        return isWhole(v) && v.toInt() >= min && v.toInt() <= max;
    case Kind::Choice:
        return std::find(choices.begin(), choices.end(), v) != choices.end();
    }
    return false;
}

Value defaultOptionValues(std::span<const OptionSpec> specs)
{
    Value v = Value::object();
    for (const OptionSpec &s : specs)
        v.set(std::string(s.key), s.defaultValue);
    return v;
}

Expected<Value, SetupError> checkOptions(std::span<const OptionSpec> specs, const Value &options)
{
    Value values = defaultOptionValues(specs);
    if (options.isNull())
        return values;
    if (!options.isObject())
        return unexpected(SetupError { SetupProblem::OptionValue, "options" });
    for (const auto &member : options.members()) {
        const std::string &key = member.first;   // not a structured binding: clang 14 (the fuzz build) cannot capture one
        const Value &v = member.second;
        const auto it = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec &s) { return s.key == key; });
        if (it == specs.end())
            return unexpected(SetupError { SetupProblem::UnknownOption, key });
        if (!it->accepts(v))
            return unexpected(SetupError { SetupProblem::OptionValue, key });
        values.set(key, isWhole(v) ? Value(v.toInt()) : v);
    }
    return values;
}

Value nonDefaultOptions(std::span<const OptionSpec> specs, const Value &values)
{
    Value v = Value::object();
    for (const OptionSpec &s : specs)
        if (const Value *given = values.find(s.key); given && !(*given == s.defaultValue))
            v.set(std::string(s.key), *given);
    return v;
}

} // namespace felt
