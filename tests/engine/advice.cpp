// The hard bot's second opinion (AnyGame::adviceTask, for the app's game review) in every
// game: its choice is a legal action of the seat, an action it agrees with is "same", ratings
// lie in 0..1 (Wrong Suit's margin term may step a little outside), both or neither are
// given, and an action that is not legal gets an empty answer. Engine only; no timings.
#include "check.h"
#include "core/registry.h"

#include <algorithm>
#include <cstdio>
#include <string>

using namespace felt;
using namespace felt::test;

int main()
{
    for (const GameSpec &spec : gameSpecs()) {
        if (!spec.available || !spec.create)
            continue;
        const int players = std::clamp(4, spec.minPlayers, spec.maxPlayers);
        auto created = spec.create(players, Value::object(), 11, nullptr);
        check(static_cast<bool>(created), std::string(spec.id) + ": cannot create");
        if (!created)
            continue;
        std::unique_ptr<AnyGame> game = std::move(*created);
        const std::string id(spec.id);
        int asked = 0;
        for (int step = 0; step < 400 && !game->isOver() && asked < 6; ++step) {
            const Seat seat = game->actors().first();
            const std::vector<std::string> legal = game->legalActions(seat);
            if (legal.size() > 1 && step % 3 == 0) {
                ++asked;
                // The last legal action: rarely the bots' favourite.
                const std::string played = legal.back();
                const Advice a = game->adviceTask(seat, played, 100 + static_cast<std::uint64_t>(step))();
                const std::string where = id + " step " + std::to_string(step) + ": ";
                check(std::find(legal.begin(), legal.end(), a.choice) != legal.end(), where + "choice \"" + a.choice + "\" is not legal");
                if (a.choice == played)
                    check(a.same, where + "the bot's own choice is not \"same\"");
                check(a.choiceValue.has_value() == a.playedValue.has_value(), where + "one rating without the other");
                for (const auto &v : { a.choiceValue, a.playedValue })
                    if (v)
                        check(*v >= -0.2 && *v <= 1.2, where + "rating " + std::to_string(*v) + " out of range");
                if (a.same)
                    check(!a.choiceValue, where + "rated although the same");
                const Advice none = game->adviceTask(seat, "not an action", 1)();
                check(none.choice.empty() && !none.choiceValue, where + "an answer to an action that is not legal");
            }
            const std::string action = game->botTask(seat, BotLevel::Normal, 500 + static_cast<std::uint64_t>(step))();
            if (game->apply(seat, action) != Reason::Ok) {
                check(false, id + ": the normal bot's action was refused");
                break;
            }
        }
        check(asked > 0, id + ": no decision was asked about");
        std::printf("%s: %d decisions asked about\n", id.c_str(), asked);
    }
    if (g_failures) {
        std::fprintf(stderr, "%d failure(s)\n", g_failures);
        return 1;
    }
    std::printf("all checks held\n");
    return 0;
}
