#include "shaftmount_why.h"

#include "shaftmount_bot.h"

#include <algorithm>

namespace felt::shaftmount {

std::string_view whyId(WhyCode code)
{
    switch (code) {
    case WhyCode::None: return {};
    case WhyCode::ClosesFor: return "closes-for";
    case WhyCode::ExposesFor: return "exposes-for";
    case WhyCode::ChoosesClose: return "chooses-close";
    case WhyCode::TwoCloses: return "two-closes";
    case WhyCode::CoversOwn: return "covers-own";
    case WhyCode::Cheapest: return "cheapest";
    case WhyCode::ThreeRule: return "three-rule";
    case WhyCode::FourRule: return "four-rule";
    case WhyCode::NoPlay: return "no-play";
    case WhyCode::Draw: return "draw";
    case WhyCode::End: return "end";
    case WhyCode::KeepBottom: return "keep-bottom";
    case WhyCode::RedrawClosing: return "redraw-closing";
    case WhyCode::Defend: return "defend";
    case WhyCode::Block: return "block";
    case WhyCode::NothingToAnswer: return "nothing-to-answer";
    case WhyCode::Tap: return "tap";
    case WhyCode::Count: return "count";
    case WhyCode::Challenge: return "challenge";
    case WhyCode::ShaftsSelf: return "shafts-self";
    case WhyCode::RaisesFor: return "raises-for";
    case WhyCode::FourSpares: return "four-spares";
    case WhyCode::OwnCloses: return "own-closes";
    case WhyCode::TwoOn: return "two-on";
    case WhyCode::NoPlayAnyway: return "no-play-anyway";
    case WhyCode::DrawPast: return "draw-past";
    case WhyCode::RedrawFresh: return "redraw-fresh";
    case WhyCode::KeepClosing: return "keep-closing";
    case WhyCode::PassKeeps: return "pass-keeps";
    case WhyCode::PassClaim: return "pass-claim";
    }
    return {};
}

Value whyToValue(const Why &why)
{
    const auto code = static_cast<WhyCode>(why.code);
    if (code == WhyCode::Draw || code == WhyCode::Count || code == WhyCode::DrawPast)
        return whyValue(whyId(code), why, "limit");
    if (code == WhyCode::RaisesFor)
        return whyValue(whyId(code), why, "rank");
    if (code == WhyCode::NoPlayAnyway)
        return whyValue(whyId(code), why, "hand");
    if (code == WhyCode::PassKeeps)
        return whyValue(whyId(code), why, "rank", "points");
    if (code == WhyCode::TwoOn)
        return whyValue(whyId(code), why, "own");
    return whyValue(whyId(code), why);
}

namespace {

const Sequence *findIn(const View &v, int owner, int index)
{
    for (const Sequence &q : v.sequences)
        if (q.owner == owner && q.index == index)
            return &q;
    return nullptr;
}

} // namespace

// The normal player's terms (shaftmount_bot.cpp, shaftmount_reader.cpp): closings by the
// penalty they give, plays by what they close and what the card was worth in the hand, the
// rule cards instead of a play that hurts, keep or redraw by the bottom card.
Why explainAction(const View &v, std::span<const Action> legal, const Action &a)
{
    using K = Action::Kind;
    auto why = [](WhyCode c, int seat = -1, int x = 0, int y = 0) {
        return Why { static_cast<std::uint8_t>(c), static_cast<std::int8_t>(seat), static_cast<std::int16_t>(x),
                     static_cast<std::int16_t>(y), 0, 0 };
    };
    const Seat me = v.seat;
    const bool manual = v.options.manualCalls;
    auto has = [&](K kind) { return std::any_of(legal.begin(), legal.end(), [&](const Action &x) { return x.kind == kind; }); };
    switch (a.kind) {
    case K::Play: {
        const bool closes = isClosingCard(v.closing, a.card);
        if (closes && a.owner != me)
            return why(manual ? WhyCode::ExposesFor : WhyCode::ClosesFor, a.owner);
        if (closes)
            return why(WhyCode::ShaftsSelf);
        if (a.owner == me)
            return why(WhyCode::CoversOwn);
        const bots::Reader r(v, bots::kNormalWeights);
        const double value = r.cardValue(a.card);
        for (const Action &x : legal)
            if (x.kind == K::Play && r.cardValue(x.card) < value)
                return why(WhyCode::RaisesFor, a.owner, a.card.rank());
        return why(WhyCode::Cheapest);
    }
    case K::Close: return a.owner != me ? why(WhyCode::ChoosesClose, a.owner) : why(WhyCode::OwnCloses);
    case K::Two: return a.owner != me && !has(K::Play) ? why(WhyCode::TwoCloses, a.owner) : why(WhyCode::TwoOn, a.owner, a.owner == me ? 1 : 0);
    case K::Three: return why(WhyCode::ThreeRule);
    case K::Four: return has(K::Play) ? why(WhyCode::FourRule, a.owner) : why(WhyCode::FourSpares, a.owner);
    case K::NoPlay:
        return !has(K::Play) && !has(K::Two) && !has(K::Three) && !has(K::Four) ? why(WhyCode::NoPlay)
                                                                                : why(WhyCode::NoPlayAnyway, -1, handLimit(v.players));
    case K::Draw:
        return v.hand.size() < handLimit(v.players) ? why(WhyCode::Draw, -1, handLimit(v.players))
                                                    : why(WhyCode::DrawPast, -1, handLimit(v.players));
    case K::End: return why(WhyCode::End);
    case K::Keep:
    case K::Redraw: {
        const Sequence *q = findIn(v, v.pending.owner, v.pending.index);
        const bool closing = q && !q->cards.empty() && isClosingCard(v.closing, q->cards.front());
        if (a.kind == K::Redraw)
            return closing ? why(WhyCode::RedrawClosing) : why(WhyCode::RedrawFresh);
        return closing ? why(WhyCode::KeepClosing) : why(WhyCode::KeepBottom);
    }
    case K::Defend: return why(WhyCode::Defend);
    case K::Block: return why(WhyCode::Block);
    case K::Pass:
        if (v.pending.kind == Pending::Kind::Challenge)
            return has(K::Challenge) ? why(WhyCode::PassClaim) : why(WhyCode::NothingToAnswer);
        if (has(K::Defend))
            return why(WhyCode::PassKeeps, -1, 5, 1);
        if (has(K::Block))
            return why(WhyCode::PassKeeps, -1, 6, 0);
        return why(WhyCode::NothingToAnswer);
    case K::Tap: return why(WhyCode::Tap, a.owner);
    case K::Count: return why(WhyCode::Count, a.owner, handLimit(v.players));
    case K::Challenge: return why(WhyCode::Challenge);
    }
    return why(WhyCode::End);
}

Value adviceReasons(const View &view, std::span<const Action> legal, const Action &advised)
{
    return whyToValue(explainAction(view, legal, advised));
}

} // namespace felt::shaftmount
