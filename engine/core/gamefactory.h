// The registry's create(), playMatch() and playArena() for a game, made from its Traits (typedgame.h)
// plus:
//   static Expected<Options, SetupError> checkedOptions(int players, const Value &options);
//     (usually `return forPlayers(optionsFromValue(options), players, least, most);`)
//   State::deal(options, players, seed) and State::fromDeal(options, players, deal) (or
//   fromDeal(options, players, deal, seed) for a game that shuffles again later);
//   optionally static constexpr long kMatchActionLimit: where a bot match gives up on a game.
#pragma once

#include "arena.h"
#include "match.h"
#include "registry.h"
#include "typedgame.h"

#include <memory>
#include <type_traits>

namespace felt {

// Options read from a record, kept only for a player count from `least` to `most` (a number,
// or what the options allow: a function of them).
template <class Options, class Most>
Expected<Options, SetupError> forPlayers(Expected<Options, SetupError> options, int players, int least, Most most)
{
    if (!options)
        return options;
    int limit = 0;
    if constexpr (std::is_invocable_r_v<int, Most, const Options &>)
        limit = most(*options);
    else
        limit = most;
    if (players < least || players > limit)
        return unexpected(SetupError { SetupProblem::PlayerCount, "players", limit, players });
    return options;
}

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

// A game's registry entry: what is its own (name, card family, player counts, options, code
// names, solver budget) as given, the entry points made from its Traits by the templates above.
template <class Traits>
GameSpec typedGameSpec(GameSpec own)
{
    own.available = true;
    own.create = &createGame<Traits>;
    own.playMatch = &playGames<Traits>;
    own.playArena = &playArena<Traits>;
    if constexpr (requires(const Move &m) { Traits::pace(m); })
        own.pace = &Traits::pace;
    return own;
}

} // namespace felt
