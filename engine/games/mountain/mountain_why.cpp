#include "mountain_why.h"

#include <array>

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
    case WhyCode::EmptiesValley: return "empties-valley";
    case WhyCode::Uncovers: return "uncovers";
    case WhyCode::DrawReveals: return "draw-reveals";
    case WhyCode::NoDraw: return "no-draw";
    case WhyCode::Concede: return "concede";
    }
    return {};
}

Value whyToValue(const Why &why)
{
    const auto code = static_cast<WhyCode>(why.code);
    switch (code) {
    case WhyCode::BuildsRun:
    case WhyCode::DrawBuildsRun: return whyValue(whyId(code), why, "rank", "onto", "valley", "run");
    case WhyCode::OpensDraw: return whyValue(whyId(code), why, "rank", "valley");
    case WhyCode::EmptiesValley: return whyValue(whyId(code), why, "valley");
    case WhyCode::Uncovers: return whyValue(whyId(code), why, "rank", "valley", "fits");
    case WhyCode::DrawReveals: return whyValue(whyId(code), why, "rank", "valley", "next", "ridge");
    default: return whyValue(whyId(code), why);
    }
}

bool rightBelow(Card card, Card top)
{
    const int below = top.rank() == kAce ? 14 : top.rank();   // only a lone Ace takes a card
    const int value = card.rank() == kAce ? 1 : card.rank();   // an Ace on top counts 1
    return value == below - 1;
}

int runThrough(const Pile &pile, std::size_t at)
{
    if (at + 1 >= pile.size() || !rightBelow(pile[at + 1], pile[at]))
        return 0;
    int n = 2;
    for (std::size_t i = at; i > 0 && rightBelow(pile[i], pile[i - 1]); --i)
        ++n;
    for (std::size_t i = at + 1; i + 1 < pile.size() && rightBelow(pile[i + 1], pile[i]); ++i)
        ++n;
    return n;
}

namespace {

// The valleys a position reaches (its own and the two beside it), and the places it draws from.
std::array<int, 3> reachedValleys(int p) { return { (p + 3) % kPositions, p, (p + 1) % kPositions }; }

// The lowest-ranked card the position could draw that fits on `pile` and on no reached valley of
// `s` (its rank; 0 when none).
int newlyFits(const State &s, const Pile &pile)
{
    const int p = s.position();
    int found = 0;
    for (const int r : { (p + 3) % kPositions, p, kPeak }) {
        const auto card = s.drawable(p, r);
        if (!card || !fits(*card, pile))
            continue;
        bool before = false;
        for (const int v : reachedValleys(p))
            before = before || fits(*card, s.valley(v));
        if (!before)
            found = card->rank();
    }
    return found;
}

} // namespace

// What the bots' look at the valleys weighs (mountain_bot.cpp: a run completed, a draw made
// possible, a block onto the card above it), and else what the action frees: each stated only
// where it is true after the action, and from what the table shows (a face-down ridge card is
// never named).
Why explainAction(const State &v, std::span<const Action> legal, const Action &a)
{
    (void)legal;
    auto why = [](WhyCode c, int x = 0, int y = 0, int z = 0, int w = 0) {
        return Why { static_cast<std::uint8_t>(c), -1, static_cast<std::int16_t>(x), static_cast<std::int16_t>(y),
                     static_cast<std::int16_t>(z), static_cast<std::int16_t>(w) };
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
    const Pile &landed = after.valley(a.to);
    if (a.kind == Action::Kind::Move) {
        const Pile &from = v.valley(a.from);
        const Card bottom = from[from.size() - static_cast<std::size_t>(a.count)];
        if (!v.canDraw(v.position()) && after.canDraw(v.position())) {
            // The card that can come down now, and where.
            const int p = v.position();
            for (const int r : { (p + 3) % kPositions, p, kPeak })
                if (const auto card = after.drawable(p, r))
                    for (const int valley : reachedValleys(p))
                        if (fits(*card, after.valley(valley)))
                            return why(WhyCode::OpensDraw, card->rank(), valley);
        }
        if (!to.empty() && rightBelow(bottom, to.back()))
            return why(WhyCode::BuildsRun, bottom.rank(), to.back().rank(), a.to, runThrough(landed, to.size() - 1));
        const Pile &left = after.valley(a.from);
        if (left.empty())
            return why(WhyCode::EmptiesValley, a.from);
        return why(WhyCode::Uncovers, left.back().rank(), a.from, newlyFits(v, left));
    }
    const auto card = v.drawable(v.position(), a.from);
    if (card && !to.empty() && rightBelow(*card, to.back()))
        return why(WhyCode::DrawBuildsRun, card->rank(), to.back().rank(), a.to, runThrough(landed, to.size() - 1));
    // The card behind the drawn one, as the table shows it.
    int next = 0;
    if (a.from == kPeak) {
        if (v.peak().size() > 1)
            next = v.peak()[v.peak().size() - 2].rank();
    } else if (const Pile &ridge = v.ridge(a.from); ridge.size() > 1) {
        next = v.options().hiddenRidges ? -1 : ridge[ridge.size() - 2].rank();
    }
    return why(WhyCode::DrawReveals, card ? card->rank() : 0, a.to, next, a.from);
}

Value adviceReasons(const State &view, std::span<const Action> legal, const Action &advised)
{
    return whyToValue(explainAction(view, legal, advised));
}

} // namespace felt::mountain
