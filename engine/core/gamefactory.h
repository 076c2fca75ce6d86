// The registry's create(), playMatch() and playArena() for a game, made from its Traits (typedgame.h)
// plus:
//   static Expected<Options, SetupError> checkedOptions(int players, const Value &options);
//   State::deal(options, players, seed) and State::fromDeal(options, players, deal) (or
//   fromDeal(options, players, deal, seed) for a game that shuffles again later);
//   optionally static constexpr long kMatchActionLimit: where a bot match gives up on a game.
#pragma once

#include "arena.h"
#include "match.h"
#include "typedgame.h"

#include <memory>

namespace felt {

template <class Traits>
Expected<std::unique_ptr<AnyGame>, SetupError> createGame(int players, const Value &optionsValue, std::uint64_t seed,
                                                          const Value *deal)
{
    using State = typename Traits::State;
    auto options = Traits::checkedOptions(players, optionsValue);
    if (!options)
        return unexpected(options.error());
    if (deal && !deal->isNull()) {
        // A game whose later shuffles come from the seed takes it with the deal.
        auto state = [&] {
            if constexpr (requires { State::fromDeal(*options, players, *deal, seed); })
                return State::fromDeal(*options, players, *deal, seed);
            else
                return State::fromDeal(*options, players, *deal);
        }();
        if (!state)
            return unexpected(state.error());
        return std::unique_ptr<AnyGame>(std::make_unique<TypedGame<Traits>>(std::move(*state)));
    }
    return std::unique_ptr<AnyGame>(std::make_unique<TypedGame<Traits>>(State::deal(*options, players, seed)));
}

template <class Traits>
Expected<Value, SetupError> playGames(const MatchConfig &config)
{
    using State = typename Traits::State;
    auto options = Traits::checkedOptions(config.players, config.options);
    if (!options)
        return unexpected(options.error());
    if (static_cast<int>(config.seats.size()) != config.players)
        return unexpected(SetupError { SetupProblem::PlayerCount, "seats", config.players, static_cast<int>(config.seats.size()) });
    const auto opts = *options;
    const int players = config.players;
    auto deal = [&](std::uint64_t seed) { return State::deal(opts, players, seed); };
    if constexpr (requires { Traits::kMatchActionLimit; })
        return runMatch<Traits>(config, deal, Traits::kMatchActionLimit);
    else
        return runMatch<Traits>(config, deal);
}

template <class Traits>
Expected<Value, SetupError> playArena(const ArenaConfig &config)
{
    using State = typename Traits::State;
    if (!config.seating.empty() && static_cast<int>(config.seating.size()) != config.players)
        return unexpected(SetupError { SetupProblem::PlayerCount, "seating", config.players, static_cast<int>(config.seating.size()) });
    auto options = Traits::checkedOptions(config.players, config.options);
    if (!options)
        return unexpected(options.error());
    const auto opts = *options;
    const int players = config.players;
    auto deal = [&](std::uint64_t seed) { return State::deal(opts, players, seed); };
    if constexpr (requires { Traits::kMatchActionLimit; })
        return runArena<Traits>(config, deal, Traits::kMatchActionLimit);
    else
        return runArena<Traits>(config, deal);
}

} // namespace felt
