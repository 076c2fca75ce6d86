#include "registry.h"

namespace felt {

const GameSpec *findGame(std::string_view id)
{
    for (const GameSpec &s : gameSpecs())
        if (s.id == id)
            return &s;
    return nullptr;
}

Value defaultOptions(const GameSpec &spec)
{
    if (!spec.options)
        return Value::object();
    const OptionSpecs specs = spec.options();
    return defaultOptionValues(specs);
}

std::string_view reasonId(const GameSpec &spec, Reason reason)
{
    if (!isGameReason(reason))
        return reasonId(reason);
    const std::string_view id = spec.reasonId ? spec.reasonId(reason) : std::string_view();
    return id.empty() ? std::string_view("unknown") : id;
}

} // namespace felt
