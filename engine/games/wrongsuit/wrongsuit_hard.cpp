// Wrong Suit's hard bot: a determinized search from its own view (bots/ismcts.h).
//
// Each determinization is a state sampled from the view (State::sampleFromView): the hidden
// hands and face-down stack cards placed where this seat cannot see, respecting what it knows
// (Queens everyone saw, its own Queens' lessons), and the others' gifts of the running round
// made by the normal player from those sampled hands, never from the true ones; the earlier
// face-down gifts it did not see are drawn by how likely normal players give such cards. Each
// candidate gift is played out to the end with the normal player at every seat, on the same
// samples, and scored over all four possible Wrong Suits (the Aces are never sampled: each is
// equally likely, since none shows before the end): its mean place, and a little of its
// score margin. The candidates are the normal player's favourites; a fixed budget of
// rollouts and simulated actions (not a clock) keeps it deterministic for a seed.
#include "bots/ismcts.h"
#include "wrongsuit_bot.h"

#include <algorithm>
#include <array>
#include <numeric>

namespace felt::wrongsuit::bots {

namespace {

using Search = felt::bots::DeterminizedSearch<State, Action, ActionList, View>;
thread_local Search t_search;

// The seat's outcome once the game is over, averaged over the four Wrong Suits (or under
// `only` alone, when it names one): 1 for a sure first place, 0 for a sure last, plus a little
// for the margin to the others' mean.
double outcomeOver(const State &s, Seat seat, double marginWeight, Suit only = Suit::None)
{
    std::array<Tally, kPlayers> tallies { Tally(CardSet()), Tally(CardSet()), Tally(CardSet()), Tally(CardSet()) };
    for (Seat p = 0; p < kPlayers; ++p) {
        CardSet cards;
        for (const Slot &slot : s.stack(p))
            cards.add(slot.card);
        tallies[p] = Tally(cards, static_cast<int>(s.stack(p).size()));
    }
    double total = 0;
    for (int w = 0; w < 4; ++w) {
        if (only != Suit::None && static_cast<Suit>(w) != only)
            continue;
        std::array<int, kPlayers> score {};
        for (Seat p = 0; p < kPlayers; ++p)
            score[p] = tallies[p].score(static_cast<Suit>(w));
        double place = 0;
        double others = 0;
        for (Seat p = 0; p < kPlayers; ++p) {
            if (p == seat)
                continue;
            place += score[p] < score[seat] ? 1.0 : score[p] == score[seat] ? 0.5 : 0.0;
            others += score[p];
        }
        total += (3.0 - place) / 3.0 + marginWeight * (others / 3.0 - score[seat]) / 50.0;
    }
    return only != Suit::None ? total : total / 4.0;
}

} // namespace

Action hardChoice(const View &view, std::span<const Action> legal, Rng &rng, const HardSettings &settings, const State *truth)
{
    const Sight sight = sightOf(view);
    thread_local std::vector<double> scores;
    scores.assign(legal.size(), 0.0);
    normalChoice(sight, legal, kNormalWeights, scores);
    thread_local std::vector<std::size_t> order;
    order.resize(legal.size());
    std::iota(order.begin(), order.end(), std::size_t { 0 });
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
    thread_local std::vector<Action> candidates;
    candidates.clear();
    for (std::size_t i = 0; i < order.size() && candidates.size() < settings.candidates; ++i)
        candidates.push_back(legal[order[i]]);
    if (candidates.size() == 1)
        return candidates.front();

    auto policy = [](const State &s, Seat seat, const ActionList &moves, Rng &) {
        return normalChoice(sightOf(s, seat), std::span<const Action>(moves));
    };
    const std::size_t pick = t_search.choose(
        view, view.seat, std::span<const Action>(candidates), rng, felt::bots::SearchBudget { settings.rollouts, settings.simulatedActions, 4 * kCards },
        [&](const View &v, Rng &r) { return truth ? *truth : State::sampleFromView(v, r, policy); }, policy,
        [&](const State &s, Seat seat, bool) -> std::optional<double> {
            if (!s.isOver())
                return std::nullopt;
            // The oracle knows the Ace that will be turned.
            return outcomeOver(s, seat, settings.marginWeight, truth ? truth->aces()[0].suit() : Suit::None);
        });
    return candidates[pick];
}

} // namespace felt::wrongsuit::bots

namespace felt::wrongsuit {

AdviceOf<Action> adviseAction(const View &view, std::span<const Action> legal, const Action &played, Rng &rng)
{
    AdviceOf<Action> advice;
    advice.choice = legal.size() == 1 ? legal.front() : bots::hardChoice(view, legal, rng);
    advice.same = advice.choice == played;
    if (advice.same)
        return advice;
    // Both played out to the end on the same samples, every seat playing normal afterwards,
    // rated as the hard bot rates its candidates.
    const bots::HardSettings &settings = bots::kHardSettings;
    const std::array<Action, 2> pair { advice.choice, played };
    auto policy = [](const State &s, Seat seat, const ActionList &moves, Rng &) {
        return bots::normalChoice(bots::sightOf(s, seat), std::span<const Action>(moves));
    };
    bots::t_search.evaluate(
        view, view.seat, std::span<const Action>(pair), rng,
        felt::bots::SearchBudget { 600, settings.simulatedActions, 4 * kCards },
        [&](const View &v, Rng &r) { return State::sampleFromView(v, r, policy); }, policy,
        [&](const State &s, Seat seat, bool) -> std::optional<double> {
            if (!s.isOver())
                return std::nullopt;
            return bots::outcomeOver(s, seat, settings.marginWeight);
        });
    advice.choiceValue = bots::t_search.mean(0);
    advice.playedValue = bots::t_search.mean(1);
    return advice;
}

} // namespace felt::wrongsuit
