// Shaftmount's hard bot: a determinized search from its own view (bots/ismcts.h).
//
// Hidden hands, deck and the discard pile's unseen cards are sampled from the view
// (State::sampleFromView: shown cards stay where they are, the seat's own hand is its own); each
// candidate is played on the same samples and followed by the normal bot at every seat for a
// fixed number of actions (about two rounds); then the seat's standing is read from the
// penalties: its place when the game or the seat's part in it is over, else how its penalties
// compare with each opponent's. Candidates are the play decisions (at most the normal bot's
// favourite few), keep or redraw, the domino's choices, defences and blocks; draws and the end of
// a turn follow the normal bot. A fixed budget of playouts and simulated actions (not a clock)
// keeps it deterministic for a seed.
#include "bots/ismcts.h"
#include "shaftmount_bot.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace felt::shaftmount::bots {

namespace {

using K = Action::Kind;

using Search = felt::bots::DeterminizedSearch<State, Action, ActionList, View>;
thread_local Search t_search;

// About two rounds of play after the decision: far enough for the closings it leads to, short
// enough that the sampled hands still matter more than the rollouts' own luck.
constexpr felt::bots::SearchBudget kHardBudget { 1200, 120000, 48 };
constexpr std::size_t kMaxCandidates = 6;

// The seat's standing in [0, 1], 1 best.
std::optional<double> standing(const State &s, Seat seat, bool final)
{
    const int n = s.players();
    if (s.isOver() || !s.in().has(seat)) {
        const auto places = s.places();
        return static_cast<double>(n - 1 - places[static_cast<std::size_t>(seat)]) / (n - 1);
    }
    if (!final)
        return std::nullopt;
    // Cut off: each opponent compared by penalties (one out already counts as beaten).
    double v = 0;
    for (Seat p = 0; p < n; ++p) {
        if (p == seat)
            continue;
        if (!s.in().has(p))
            v += 1.0;
        else
            v += 1.0 / (1.0 + std::exp(-(s.penalties(p) - s.penalties(seat)) / 1.5));
    }
    return v / (n - 1);
}

bool searched(const Action &a)
{
    switch (a.kind) {
    case K::Draw:
    case K::End:
        return false;
    default:
        return true;
    }
}

// The rollouts' players: normal at every seat (with manual calls: noticing as normal does).
Action rolloutPolicy(const State &s, Seat seat, const ActionList &moves, Rng &r)
{
    const std::span<const Action> legal(moves.data(), moves.size());
    if (s.options().manualCalls)
        return chooseAction(s.view(seat), legal, BotLevel::Normal, r);
    return normalChoice(s.view(seat), legal, r);
}

// As reactAction at normal, the rolls first: a view only when something was noticed.
std::optional<Action> rolloutReact(const State &s, Seat seat, const ActionList &moves, Rng &r)
{
    const std::span<const Action> legal(moves.data(), moves.size());
    const std::uint64_t noticed = noticedCalls(legal, BotLevel::Normal, r);
    if (!noticed)
        return std::nullopt;
    return bestCall(s.view(seat), legal, noticed, BotLevel::Normal);
}

// With manual calls, the dishonest moves hard weighs beside normal's: the no-play claim and the
// best 2-rule claim while it holds a normal play, and a draw past the hand limit before its play.
void dishonestCandidates(const View &v, std::span<const Action> legal, std::vector<Action> &out)
{
    if (v.pending.kind != Pending::Kind::None || v.played)
        return;
    const bool normalPlay = viewHasNormalPlay(v);
    const Reader r(v, kNormalWeights);
    const Action *two = nullptr;
    for (const Action &a : legal) {
        if (a.kind == K::Draw && v.hand.size() >= handLimit(v.players))
            out.push_back(a);
        else if (a.kind == K::NoPlay && normalPlay)
            out.push_back(a);
        else if (a.kind == K::Two && normalPlay && a.owner != v.seat && (!two || r.score(a) > r.score(*two)))
            two = &a;
    }
    if (two)
        out.push_back(*two);
}

} // namespace

Action hardChoice(const View &v, std::span<const Action> legal, Rng &rng, const State *truth)
{
    // Normal's choice among the honest actions (all of them with calls "auto").
    ActionList honest;
    std::span<const Action> own = legal;
    if (v.options.manualCalls) {
        honestActions(v, legal, honest);
        own = std::span<const Action>(honest.data(), honest.size());
    }
    const Action preferred = own.size() == 1 ? own.front() : normalChoice(v, own, rng);
    if (!searched(preferred))
        return preferred;
    thread_local std::vector<Action> candidates;
    candidates.clear();
    for (const Action &a : own)
        if (searched(a))
            candidates.push_back(a);
    // The normal bot's favourite first (ties in the search keep it), then its next best.
    if (candidates.size() > kMaxCandidates && preferred.kind != K::Close) {
        const Reader r(v, kNormalWeights);
        std::stable_sort(candidates.begin(), candidates.end(),
                         [&](const Action &a, const Action &b) { return r.score(a) > r.score(b); });
        candidates.resize(kMaxCandidates);
    }
    const auto it = std::find(candidates.begin(), candidates.end(), preferred);
    if (it != candidates.end())
        std::rotate(candidates.begin(), it, it + 1);
    else
        candidates.insert(candidates.begin(), preferred);
    if (v.options.manualCalls)
        dishonestCandidates(v, legal, candidates);
    if (candidates.size() <= 1)
        return preferred;

    const std::size_t pick = t_search.choose(
        v, v.seat, std::span<const Action>(candidates), rng, kHardBudget,
        [truth](const View &view, Rng &r) { return truth ? *truth : State::sampleFromView(view, r); }, rolloutPolicy, standing,
        rolloutReact);
    return candidates[pick];
}

} // namespace felt::shaftmount::bots

namespace felt::shaftmount {

AdviceOf<Action> adviseAction(const View &view, std::span<const Action> legal, const Action &played, Rng &rng)
{
    AdviceOf<Action> advice;
    advice.choice = legal.size() == 1 ? legal.front() : bots::hardChoice(view, legal, rng);
    advice.same = advice.choice == played;
    if (advice.same)
        return advice;
    // Both followed for the hard bot's horizon on the same samples, every seat playing normal.
    const std::array<Action, 2> pair { advice.choice, played };
    constexpr felt::bots::SearchBudget kReviewBudget { 600, 60000, 48 };
    bots::t_search.evaluate(
        view, view.seat, std::span<const Action>(pair), rng, kReviewBudget,
        [](const View &v, Rng &r) { return State::sampleFromView(v, r); }, bots::rolloutPolicy, bots::standing,
        bots::rolloutReact);
    advice.choiceValue = bots::t_search.mean(0);
    advice.playedValue = bots::t_search.mean(1);
    return advice;
}

} // namespace felt::shaftmount
