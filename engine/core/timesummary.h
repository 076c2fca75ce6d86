// A fixed-size summary of durations (milliseconds) that still gives the count, the median,
// any other quantile and the exact maximum: `felt-cli play` times every bot decision of a
// run of any length, and keeping each time would grow without bound.
//
// A histogram on a logarithmic scale, read straight from a double's bits: one bucket for
// each exponent from 2^-20 ms (about 1 ns) to 2^20 ms (about 17 minutes) and each value of
// the top 6 bits of the mantissa, so every bucket spans 1/64 of its power of two (64 buckets
// an octave, 2,560 in all; 20 KB). A quantile is the middle of the bucket that holds the
// value of that rank, kept within the exact minimum and maximum: it is within 0.8 % of the
// exact nearest-rank value (half a bucket, 1/128 of its lower end at most). Times below
// 2^-20 ms share one bucket, read as 0 (an error under 1 ns); times above 2^20 ms share
// one, read as the maximum.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>

namespace felt {

class TimeSummary {
public:
    static constexpr int kMinExponent = -20;
    static constexpr int kMaxExponent = 20;
    static constexpr int kPerOctave = 64;   // 6 mantissa bits
    static constexpr int kBuckets = (kMaxExponent - kMinExponent) * kPerOctave + 2;   // + below and above

    void add(double ms)
    {
        if (!(ms >= 0))
            ms = 0;   // NaN or negative (a clock that went back): counts as 0
        ++m_counts[static_cast<std::size_t>(bucket(ms))];
        if (m_count == 0 || ms < m_min)
            m_min = ms;
        m_max = std::max(m_max, ms);
        ++m_count;
    }

    void merge(const TimeSummary &other)
    {
        if (other.m_count == 0)
            return;
        for (std::size_t i = 0; i < m_counts.size(); ++i)
            m_counts[i] += other.m_counts[i];
        m_min = m_count == 0 ? other.m_min : std::min(m_min, other.m_min);
        m_max = std::max(m_max, other.m_max);
        m_count += other.m_count;
    }

    std::uint64_t count() const { return m_count; }
    bool empty() const { return m_count == 0; }
    double max() const { return m_max; }
    double min() const { return m_min; }

    // The nearest-rank quantile: the value at rank ceil(q * count) (from 1) of the sorted
    // times, within 0.8 % (see above). 0 when empty.
    double quantile(double q) const
    {
        if (m_count == 0)
            return 0;
        const double wanted = std::ceil(std::clamp(q, 0.0, 1.0) * static_cast<double>(m_count));
        const std::uint64_t rank = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(wanted));
        std::uint64_t seen = 0;
        for (int i = 0; i < kBuckets; ++i) {
            seen += m_counts[static_cast<std::size_t>(i)];
            if (seen >= rank)
                return std::clamp(middle(i), m_min, m_max);
        }
        return m_max;
    }
    double median() const { return quantile(0.5); }

private:
    static int bucket(double ms)
    {
        if (ms < std::ldexp(1.0, kMinExponent))
            return 0;
        if (ms >= std::ldexp(1.0, kMaxExponent))
            return kBuckets - 1;
        const auto bits = std::bit_cast<std::uint64_t>(ms);
        const int exponent = static_cast<int>((bits >> 52) & 0x7FF) - 1023;   // a normal double here
        const int top = static_cast<int>((bits >> 46) & 0x3F);
        return 1 + (exponent - kMinExponent) * kPerOctave + top;
    }
    double middle(int i) const
    {
        if (i == 0)
            return 0;
        if (i == kBuckets - 1)
            return m_max;
        const int exponent = (i - 1) / kPerOctave + kMinExponent;
        const int top = (i - 1) % kPerOctave;
        return std::ldexp(1.0 + (top + 0.5) / kPerOctave, exponent);
    }

    std::array<std::uint64_t, kBuckets> m_counts {};
    std::uint64_t m_count = 0;
    double m_min = 0;
    double m_max = 0;
};

} // namespace felt
