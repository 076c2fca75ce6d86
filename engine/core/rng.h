// The project's own random generator: the same sequence on every platform and compiler.
//
// Algorithm (fixed; records depend on it):
// - state: xoshiro256** (Blackman & Vigna), four 64-bit words;
// - seeding: the 64-bit seed is fed through SplitMix64, whose first four outputs are
//   the four state words;
// - below(n): a uniform integer in [0, n) by Lemire's multiply-and-reject method
//   on the generator's 64-bit outputs (high half of the 128-bit product);
// - shuffle: Fisher-Yates from the back: for i = n-1 down to 1, j = below(i+1),
//   swap(a[i], a[j]).
// No std:: distribution is used anywhere, so results never depend on the standard library.
#pragma once

#include <cstdint>
#include <utility>

namespace felt {

class Rng {
public:
    using result_type = std::uint64_t;

    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        std::uint64_t x = seed;
        for (auto &word : m_s)
            word = splitMix64(x);
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }
    std::uint64_t operator()() { return next(); }
    static constexpr std::uint64_t min() { return 0; }
    static constexpr std::uint64_t max() { return ~std::uint64_t { 0 }; }

    // Uniform in [0, n); n > 0.
    std::uint64_t below(std::uint64_t n)
    {
        unsigned __int128 m = static_cast<unsigned __int128>(next()) * n;
        auto low = static_cast<std::uint64_t>(m);
        if (low < n) {
            const std::uint64_t threshold = (0 - n) % n;
            while (low < threshold) {
                m = static_cast<unsigned __int128>(next()) * n;
                low = static_cast<std::uint64_t>(m);
            }
        }
        return static_cast<std::uint64_t>(m >> 64);
    }
    int belowInt(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }

    // Fisher-Yates as documented above.
    template <class It>
    void shuffle(It first, It last)
    {
        const auto n = static_cast<std::uint64_t>(last - first);
        for (std::uint64_t i = n; i > 1; --i) {
            const std::uint64_t j = below(i);
            using std::swap;
            swap(first[i - 1], first[j]);
        }
    }

    static std::uint64_t splitMix64(std::uint64_t &x)
    {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    bool operator==(const Rng &) const = default;

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4] {};
};

} // namespace felt
