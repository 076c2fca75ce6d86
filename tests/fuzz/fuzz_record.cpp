// The fuzz target for the record reader and replay (libFuzzer's entry point; fuzz_main.cpp
// runs it over files without libFuzzer). For any bytes:
// - parseRecord() never crashes; a record it accepts is written and read back to the same
//   record;
// - replay() applies every action or stops at a refusal, and the game it leaves behaves:
//   every actor's legal actions are listed once each, pass check() and apply() on a clone,
//   and are refused for a seat that is not to act; every view, the result and the game's
//   JSON can be made; a small solver run stays within its limits.
// A broken promise aborts, so the fuzzer keeps the input as a crash.
#include "json.h"
#include "record.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>

using namespace felt;

namespace {

void require(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_record: broken promise: %s\n", what);
        std::abort();
    }
}

void exercise(const AnyGame &game)
{
    (void)writeJson(game.state(Viewer::all()), JsonStyle::Compact);
    (void)writeJson(game.state(Viewer::nobody()), JsonStyle::Compact);
    for (Seat s = 0; s < game.players(); ++s)
        (void)writeJson(game.state(Viewer::seat(s)), JsonStyle::Indented);
    (void)writeJson(game.tableInfo(), JsonStyle::Compact);
    (void)writeJson(game.options(), JsonStyle::Compact);
    if (game.isOver()) {
        require(game.result().isObject(), "a finished game has a result object");
        return;
    }
    const SeatSet actors = game.actors();
    require(!actors.empty(), "a running game has someone to act");
    actors.forEach([&](Seat s) {
        const std::vector<std::string> legal = game.legalActions(s);
        require(!legal.empty(), "a seat to act has a legal action");
        require(std::set<std::string>(legal.begin(), legal.end()).size() == legal.size(), "legal actions are listed once");
        (void)game.legalMoves(s);
        // Every legal action is accepted (a bounded number of them, on clones).
        for (std::size_t i = 0; i < legal.size() && i < 24; ++i) {
            require(game.check(s, legal[i]) == Reason::Ok, "check() accepts a legal action");
            std::unique_ptr<AnyGame> next = game.clone();
            require(next->equals(game), "a clone equals its original");
            require(next->apply(s, legal[i]) == Reason::Ok, "apply() accepts a legal action");
        }
        // Another seat that is not to act may not do it.
        for (Seat other = 0; other < game.players(); ++other) {
            if (actors.has(other))
                continue;
            std::unique_ptr<AnyGame> next = game.clone();
            require(next->apply(other, legal.front()) != Reason::Ok, "an off-turn action is refused");
            require(next->equals(game), "a refused action changes nothing");
        }
    });
    if (game.canSolve() && !game.hidesCards()) {
        const Value verdict = game.solve(300, std::size_t { 16 } << 20);
        require(verdict.isObject() && verdict.contains("winnable"), "the solver answers");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto record = parseRecord(bytes);
    if (!record)
        return 0;

    // Written and read back: the same record.
    const QByteArray written = writeRecord(*record);
    const auto again = parseRecord(written);
    require(again.has_value(), "a record that was read can be read again after writing it");
    require(recordToValue(*again) == recordToValue(*record), "writing and reading a record keeps it");
    require(writeRecord(*again) == written, "writing is stable");

    const ReplayResult replayed = replay(*record);
    require(replayed.game != nullptr, "a record that was read sets up its game");
    require(replayed.ok() == !replayed.refusal.has_value(), "a replay stops only at a refusal");
    require(replayed.applied <= static_cast<int>(record->actions.size()), "no more actions applied than given");
    exercise(*replayed.game);
    return 0;
}
