// The Mountain solver keeps to its memory cap as well as to its node budget: with a small
// cap its tables stay within it and an unsettled search says that memory stopped it; with
// a large one the same search takes more (so the cap is what held it); a deal that the
// search settles within the cap is settled all the same. A stop asked for on the thread
// (core/stop.h: a cancelled game review) ends the search at once, unsettled. Engine only;
// no timings.
#include "check.h"
#include "games/mountain/mountain.h"

#include "core/stop.h"

#include <atomic>
#include <chrono>
#include <thread>

#include <cstdio>
#include <string>

using namespace felt;
using namespace felt::mountain;
using namespace felt::test;

namespace {

constexpr std::size_t kMB = std::size_t { 1 } << 20;

} // namespace

int main()
{
    // Deal 376 is not settled within 3 million nodes (it is won with about 5 million).
    const State hard = State::deal(Options {}, 1, 376);
    const SearchResult capped = hard.solve(3000000, 16 * kMB);
    std::printf("deal 376, 3M nodes, 16 MB: verdict %d, %ld nodes, peak %.1f MB%s\n", static_cast<int>(capped.verdict),
                capped.nodes, static_cast<double>(capped.peakBytes) / kMB, capped.outOfMemory ? ", stopped by memory" : "");
    check(capped.verdict == SearchResult::Verdict::Unknown, "deal 376 within 16 MB is unknown");
    check(capped.outOfMemory, "deal 376 within 16 MB: memory stopped it");
    check(capped.peakBytes > 0 && capped.peakBytes <= 16 * kMB, "deal 376: the tables stay within 16 MB");
    check(capped.nodes <= 3000000, "deal 376: within the node budget");

    const SearchResult roomy = hard.solve(3000000, 512 * kMB);
    std::printf("deal 376, 3M nodes, 512 MB: verdict %d, %ld nodes, peak %.1f MB%s\n", static_cast<int>(roomy.verdict),
                roomy.nodes, static_cast<double>(roomy.peakBytes) / kMB, roomy.outOfMemory ? ", stopped by memory" : "");
    check(roomy.verdict == SearchResult::Verdict::Unknown && !roomy.outOfMemory, "deal 376 within 512 MB: the nodes ran out");
    check(roomy.peakBytes > 16 * kMB, "deal 376 within 512 MB takes more than 16 MB (the cap held the first search)");

    // A deal settled quickly is settled under a small cap too, with the same line.
    const State easy = State::deal(Options {}, 1, 1);
    const SearchResult small = easy.solve(kSolveBudget, 16 * kMB);
    const SearchResult big = easy.solve(kSolveBudget, kSolveMemory);
    check(small.verdict == SearchResult::Verdict::Yes && !small.outOfMemory, "deal 1 within 16 MB is winnable");
    check(small.line == big.line, "deal 1: the same line under either cap");

    // Stopped before it starts: one slice of 1024 nodes at most, unknown, no further runs.
    {
        std::atomic<bool> stop { true };
        const StopScope scope(&stop);
        const SearchResult stopped = hard.solve(3000000, 512 * kMB);
        std::printf("deal 376, stopped at once: verdict %d, %ld nodes\n", static_cast<int>(stopped.verdict), stopped.nodes);
        check(stopped.verdict == SearchResult::Verdict::Unknown, "a stopped search is unknown");
        check(stopped.nodes <= 1100, "a stopped search went on: " + std::to_string(stopped.nodes) + " nodes");
    }
    // Stopped from another thread while it runs.
    {
        std::atomic<bool> stop { false };
        const StopScope scope(&stop);
        std::thread stopper([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            stop.store(true);
        });
        const SearchResult stopped = hard.solve(3000000, 512 * kMB);
        stopper.join();
        std::printf("deal 376, stopped after 20 ms: verdict %d, %ld nodes\n", static_cast<int>(stopped.verdict), stopped.nodes);
        check(stopped.verdict == SearchResult::Verdict::Unknown, "a search stopped midway is unknown");
        check(stopped.nodes < roomy.nodes, "a search stopped midway spent its whole budget");
    }

    if (g_failures) {
        std::fprintf(stderr, "%d check(s) failed\n", g_failures);
        return 1;
    }
    std::printf("solver limits: all checks passed\n");
    return 0;
}
