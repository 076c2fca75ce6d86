// The engine tests are plain executables: check() and fail() report a broken expectation on
// standard error and count it in g_failures; main() exits with 1 when any was counted.
#pragma once

#include <cstdio>
#include <string>

namespace felt::test {

inline int g_failures = 0;

inline void fail(const std::string &what)
{
    ++g_failures;
    std::fprintf(stderr, "FAIL: %s\n", what.c_str());
}

inline void check(bool ok, const std::string &what)
{
    if (!ok)
        fail(what);
}

} // namespace felt::test
