// How much slower this build runs than the release build: time limits in tests are
// multiplied by it, so that the sanitizer builds (./dev.sh sanitize, tsan) keep the same
// checks without timing out. The limits stay far below what the bugs they guard against
// took (seconds to minutes where they allow a fraction of one).
#pragma once

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr int kSlowdown = 8;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr int kSlowdown = 8;
#else
inline constexpr int kSlowdown = 1;
#endif
#else
inline constexpr int kSlowdown = 1;
#endif
