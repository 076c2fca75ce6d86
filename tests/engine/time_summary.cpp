// TimeSummary (core/timesummary.h), the fixed-size summary behind felt-cli play's
// decisionMs: its quantiles are within 0.8 % of the exact nearest-rank values on times
// spread over nine orders of magnitude, the count and maximum are exact, merging equals
// adding everything to one, and the edges (nothing, one time, 0, NaN, very long) hold.
#include "check.h"
#include "core/rng.h"
#include "core/timesummary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

using namespace felt;
using namespace felt::test;

namespace {

double exactQuantile(std::vector<double> sorted, double q)
{
    std::sort(sorted.begin(), sorted.end());
    const auto rank = std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil(q * static_cast<double>(sorted.size()))));
    return sorted[rank - 1];
}

// A uniform double in [0, 1).
double uniform(Rng &rng)
{
    return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

} // namespace

int main()
{
    static_assert(sizeof(TimeSummary) < 32 * 1024, "a fixed, small size");

    // Times from 1e-5 ms to 1e4 ms, log-uniform, plus a cluster: 200,000 of them, in two halves.
    Rng rng(20261123);
    std::vector<double> all;
    TimeSummary whole, first, second;
    for (int i = 0; i < 200000; ++i) {
        double ms = std::pow(10.0, -5.0 + 9.0 * uniform(rng));
        if (i % 3 == 0)
            ms = 0.25 + 0.01 * uniform(rng);
        all.push_back(ms);
        whole.add(ms);
        (i % 2 ? first : second).add(ms);
    }
    check(whole.count() == all.size(), "the count is exact");
    check(whole.max() == *std::max_element(all.begin(), all.end()), "the maximum is exact");
    double worst = 0;
    for (const double q : { 0.001, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999, 1.0 }) {
        const double exact = exactQuantile(all, q);
        const double error = std::fabs(whole.quantile(q) - exact) / exact;
        worst = std::max(worst, error);
        check(error <= 0.008, "quantile " + std::to_string(q) + ": " + std::to_string(whole.quantile(q)) + " against "
                  + std::to_string(exact));
    }
    std::printf("largest relative error of the quantiles: %.4f %%\n", 100 * worst);

    TimeSummary merged = first;
    merged.merge(second);
    merged.merge(TimeSummary {});
    check(merged.count() == whole.count() && merged.max() == whole.max() && merged.min() == whole.min(), "merge: count, min, max");
    for (const double q : { 0.01, 0.5, 0.95, 1.0 })
        check(merged.quantile(q) == whole.quantile(q), "merge: quantile " + std::to_string(q));

    TimeSummary none;
    check(none.empty() && none.count() == 0 && none.median() == 0 && none.quantile(0.95) == 0 && none.max() == 0, "empty");

    TimeSummary one;
    one.add(3.7);
    check(one.median() == 3.7 && one.quantile(0.95) == 3.7 && one.max() == 3.7, "a single time is exact");

    TimeSummary edges;
    edges.add(0);
    edges.add(std::nan(""));
    edges.add(-1);
    edges.add(1e-9);
    edges.add(5e7);   // about 14 hours
    check(edges.count() == 5 && edges.median() == 0 && edges.max() == 5e7 && edges.quantile(1.0) == 5e7, "0, NaN, tiny, huge");
    check(edges.quantile(0.95) == 5e7, "a huge time is read as the maximum");

    // Ordered as the output promises: median <= p95 <= max.
    check(whole.median() <= whole.quantile(0.95) && whole.quantile(0.95) <= whole.max(), "median <= p95 <= max");

    if (g_failures) {
        std::fprintf(stderr, "%d check(s) failed\n", g_failures);
        return 1;
    }
    std::printf("time summary: all checks passed\n");
    return 0;
}
