#include "mountain_why.h"

namespace felt::mountain {

std::string_view whyId(WhyCode code)
{
    switch (code) {
    case WhyCode::None: return {};
    case WhyCode::Wins: return "wins";
    case WhyCode::CompletesRun: return "completes-run";
    case WhyCode::OpensDraw: return "opens-draw";
    case WhyCode::BuildsRun: return "builds-run";
    case WhyCode::DrawBuildsRun: return "draw-builds-run";
    case WhyCode::Draw: return "draw";
    case WhyCode::NoDraw: return "no-draw";
    case WhyCode::Concede: return "concede";
    case WhyCode::Solver: return "solver";
    }
    return {};
}

Value whyToValue(const Why &why)
{
    const auto code = static_cast<WhyCode>(why.code);
    if (code == WhyCode::BuildsRun || code == WhyCode::DrawBuildsRun)
        return whyValue(whyId(code), why, "rank", "onto");
    return whyValue(whyId(code), why);
}

bool rightBelow(Card card, Card top)
{
    const int below = top.rank() == kAce ? 14 : top.rank();   // only a lone Ace takes a card
    const int value = card.rank() == kAce ? 1 : card.rank();   // an Ace on top counts 1
    return value == below - 1;
}

// What the bots' look at the valleys weighs (mountain_bot.cpp: a run completed, a draw made
// possible, a block onto the card above it), each only where it is true after the action.
Why explainAction(const State &v, std::span<const Action> legal, const Action &a)
{
    (void)legal;
    auto why = [](WhyCode c, int x = 0, int y = 0) {
        return Why { static_cast<std::uint8_t>(c), -1, static_cast<std::int16_t>(x), static_cast<std::int16_t>(y) };
    };
    if (a.kind == Action::Kind::Pass)
        return why(WhyCode::NoDraw);
    if (a.kind == Action::Kind::Concede)
        return why(WhyCode::Concede);
    State after = v;
    after.apply(seatOfPosition(v.position(), v.players()), a);
    if (after.status() == Status::Won)
        return why(WhyCode::Wins);
    if (after.completed() > v.completed())
        return why(WhyCode::CompletesRun);
    const Pile &to = v.valley(a.to);
    if (a.kind == Action::Kind::Move) {
        const Pile &from = v.valley(a.from);
        const Card bottom = from[from.size() - static_cast<std::size_t>(a.count)];
        if (!v.canDraw(v.position()) && after.canDraw(v.position()))
            return why(WhyCode::OpensDraw);
        if (!to.empty() && rightBelow(bottom, to.back()))
            return why(WhyCode::BuildsRun, bottom.rank(), to.back().rank());
        return why(WhyCode::Solver);
    }
    const auto card = v.drawable(v.position(), a.from);
    if (card && !to.empty() && rightBelow(*card, to.back()))
        return why(WhyCode::DrawBuildsRun, card->rank(), to.back().rank());
    return why(WhyCode::Draw);
}

Value adviceReasons(const State &view, std::span<const Action> legal, const Action &advised)
{
    return whyToValue(explainAction(view, legal, advised));
}

} // namespace felt::mountain
