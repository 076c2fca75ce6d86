// A game's options, described so that any front end can offer them: a switch, a choice
// among values, or a number in a range. The record stores only the keys that differ from
// the defaults; checkOptions() reads such an object against the descriptions.
#pragma once

#include "expected.h"
#include "reason.h"
#include "value.h"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace felt {

struct OptionSpec {
    enum class Kind : std::uint8_t { Bool, Choice, Number };
    std::string_view key;
    Kind kind = Kind::Bool;
    Value defaultValue;          // a bool, an integer or a string
    std::vector<Value> choices;  // Choice: the allowed values, in the order to offer them
    int min = 0;                 // Number: the range
    int max = 0;

    static OptionSpec flag(std::string_view key, bool defaultValue)
    {
        return { key, Kind::Bool, Value(defaultValue), {}, 0, 0 };
    }
    static OptionSpec choice(std::string_view key, Value defaultValue, std::vector<Value> choices)
    {
        return { key, Kind::Choice, std::move(defaultValue), std::move(choices), 0, 0 };
    }
    static OptionSpec number(std::string_view key, int defaultValue, int min, int max)
    {
        return { key, Kind::Number, Value(defaultValue), {}, min, max };
    }
    // Whether `v` is a value this option may take.
    bool accepts(const Value &v) const;
};

using OptionSpecs = std::vector<OptionSpec>;

// Every option with its default value, in the order of `specs`.
Value defaultOptionValues(std::span<const OptionSpec> specs);

// Reads a record's `options` (null or an object of non-default keys) against `specs`: every
// option with its value (defaults filled in), or the first unknown key or bad value.
Expected<Value, SetupError> checkOptions(std::span<const OptionSpec> specs, const Value &options);

// Only the keys of `values` that differ from the defaults (what a record stores).
Value nonDefaultOptions(std::span<const OptionSpec> specs, const Value &values);

} // namespace felt
