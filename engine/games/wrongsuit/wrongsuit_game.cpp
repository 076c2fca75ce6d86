// Wrong Suit's options, spelled-out deals, codes and names, the table's moves, and its entry
// in the game registry (through TypedGame).
#include "wrongsuit.h"
#include "wrongsuit_why.h"
#include "wrongsuit_game.h"

#include "core/dealcards.h"
#include "core/gamefactory.h"

namespace felt::wrongsuit {

namespace {

} // namespace

OptionSpecs optionSpecs()
{
    const Options d;
    return {
        OptionSpec::number("revealAfterRound", d.revealAfterRound, 0, 11),
        OptionSpec::flag("oddFaceUp", d.oddFaceUp),
    };
}

Expected<Options, SetupError> optionsFromValue(const Value &value)
{
    const auto values = checkOptions(optionSpecs(), value);
    if (!values)
        return unexpected(values.error());
    Options options;
    options.revealAfterRound = static_cast<int>(values->find("revealAfterRound")->toInt());
    options.oddFaceUp = values->find("oddFaceUp")->toBool();
    return options;
}

Value optionsToValue(const Options &options)
{
    Value v = Value::object();
    v.set("revealAfterRound", options.revealAfterRound);
    v.set("oddFaceUp", options.oddFaceUp);
    return nonDefaultOptions(optionSpecs(), v);
}

std::string_view reasonId(Reason reason)
{
    static constexpr std::string_view ids[] = {
        "already-gave", "suit-shut", "queen-needs-suit", "suit-not-queen",
        "unknown-seat", "unknown-card", "unknown-suit", "hand-empty",
    };
    return codeName(ids, gameReasonIndex(reason));
}

std::string_view eventId(std::uint8_t kind)
{
    static constexpr std::string_view ids[] = {
        "gave", "landed", "shut", "transferred", "queenIdle", "revealed", "roundOver", "aceTurned", "scored", "gameOver",
    };
    return codeName(ids, kind);
}

Expected<State, SetupError> State::fromDeal(const Options &options, int, const Value &deal)
{
    if (!deal.isObject())
        return unexpected(dealError(SetupProblem::DealShape, "deal"));
    for (const auto &member : deal.members())
        if (member.first != "hand" && member.first != "aces")
            return unexpected(dealError(SetupProblem::DealShape, "deal." + member.first));
    const Value *hands = deal.find("hand");
    const Value *aces = deal.find("aces");
    if (!hands || !hands->isArray())
        return unexpected(dealError(SetupProblem::DealShape, "deal.hand"));
    if (!aces || !aces->isArray())
        return unexpected(dealError(SetupProblem::DealShape, "deal.aces"));
    if (hands->size() != kPlayers)
        return unexpected(dealError(SetupProblem::DealCount, "deal.hand", kPlayers, static_cast<int>(hands->size())));
    if (aces->size() != 4)
        return unexpected(dealError(SetupProblem::DealCount, "deal.aces", 4, static_cast<int>(aces->size())));

    CardSet seen;
    auto take = [&](const Value &text, const std::string &where, bool ace) -> Expected<Card, SetupError> {
        if (!text.isString())
            return unexpected(dealError(SetupProblem::DealShape, where));
        const auto card = parseCard(text.toString());
        if (!card)
            return unexpected(dealError(SetupProblem::UnknownCard, text.toString()));
        if (!card->isFrench())
            return unexpected(dealError(SetupProblem::CardNotInDeck, text.toString()));
        if ((card->rank() == kAce) != ace)
            return unexpected(ace ? dealError(SetupProblem::DealShape, where)
                                  : dealError(SetupProblem::CardNotInDeck, text.toString()));
        if (seen.has(*card))
            return unexpected(dealError(SetupProblem::DuplicateCard, text.toString()));
        seen.add(*card);
        return *card;
    };

    State s;
    s.m_options = options;
    for (Seat p = 0; p < kPlayers; ++p) {
        const Value &row = (*hands)[static_cast<std::size_t>(p)];
        const std::string where = "deal.hand[" + std::to_string(p) + "]";
        if (!row.isArray())
            return unexpected(dealError(SetupProblem::DealShape, where));
        if (row.size() > kHandSize)
            return unexpected(dealError(SetupProblem::DealCount, where, kHandSize, static_cast<int>(row.size())));
        for (const Value &text : row.items()) {
            auto card = take(text, where, false);
            if (!card)
                return unexpected(card.error());
            s.m_hand[p].add(*card);
        }
    }
    for (std::size_t i = 0; i < 4; ++i) {
        auto card = take((*aces)[i], "deal.aces[" + std::to_string(i) + "]", true);
        if (!card)
            return unexpected(card.error());
        s.m_aces[i] = *card;
    }
    const bool anyCards = std::any_of(s.m_hand.begin(), s.m_hand.end(), [](const CardSet &h) { return !h.empty(); });
    if (anyCards)
        s.m_round = 1;
    else
        s.finish(nullptr);   // nothing to give: the Ace is turned at once
    return s;
}

namespace {

struct Traits {
    using State = wrongsuit::State;
    using Action = wrongsuit::Action;
    using ActionList = wrongsuit::ActionList;
    using View = wrongsuit::View;
    static constexpr std::string_view id = kGameId;
    static constexpr std::string_view kScoreKey = "meanScore";
    static std::optional<Action> parse(std::string_view text, Reason *why) { return parseAction(text, why); }
    static std::string text(const Action &a) { return actionText(a); }
    static Value options(const State &s) { return optionsToValue(s.options()); }
    static Action choose(const View &v, std::span<const Action> legal, BotLevel level, Rng &rng)
    {
        return chooseAction(v, legal, level, rng);
    }
    static Action oracle(const State &s, Seat seat, std::span<const Action> legal, Rng &rng)
    {
        return oracleAction(s, seat, legal, rng);
    }
    static AdviceOf<Action> advise(const View &v, std::span<const Action> legal, const Action &played, Rng &rng)
    {
        return adviseAction(v, legal, played, rng);
    }
    static Value adviceReasons(const View &v, std::span<const Action> legal, const Action &advised)
    {
        return wrongsuit::adviceReasons(v, legal, advised);
    }
    // Lower score is better; equal scores share a place.
    static std::vector<int> places(const State &s)
    {
        const auto p = s.places();
        return { p.begin(), p.end() };
    }
    static std::vector<double> scores(const State &s)
    {
        const auto p = s.scores();
        return { p.begin(), p.end() };
    }
    // A computer player's gift shows only as a card laid face down: a short pause will do.
    static double pace(const Move &) { return 0.5; }
    // Every round is played by everyone at once, each in their own time.
    static bool simultaneous(const State &s) { return !s.isOver(); }
    // Choosing a gift needs one's own hand.
    static bool privateDecision(const State &, Seat) { return true; }
    // A gift takes its card from the giver's hand to the receiver's stack; a Queen's four
    // suits are four moves with the same cards and places (the table asks for the suit), told
    // apart by their action texts.
    static void addMoves(const State &, Seat seat, const Action &a, std::string text, MoveList &out)
    {
        Move m;
        m.action = std::move(text);
        m.verb = "give";
        m.cards.push_back(a.card);
        m.from.zone = "hand";
        m.from.owner = static_cast<std::int8_t>(seat);
        m.to.zone = "stack";
        m.to.owner = a.target;
        out.push_back(std::move(m));
    }
    // A hand card dropped on a stack is a gift to that stack's owner; a Queen so dropped names
    // no suit yet, which check() refuses as why::QueenNeedsSuit (the table then asks for it),
    // or as why::SuitShut where the receiver shows the Queen's King (no suit would help).
    static std::optional<Action> gesture(const State &, Seat, const Move &g)
    {
        if (g.from.zone != "hand" || g.to.zone != "stack" || g.cards.size() != 1 || g.to.owner < 0)
            return std::nullopt;
        return Action::give(g.cards[0], g.to.owner);
    }
    static Expected<Options, SetupError> checkedOptions(int players, const Value &optionsValue)
    {
        return forPlayers(optionsFromValue(optionsValue), players, kPlayers, kPlayers);
    }
};

} // namespace

GameSpec spec()
{
    return typedGameSpec<Traits>({ .id = kGameId,
                                   .family = CardFamily::French,
                                   .minPlayers = kPlayers,
                                   .maxPlayers = kPlayers,
                                   .options = &optionSpecs,
                                   .reasonId = &reasonId,
                                   .eventId = &eventId,
                                   .whyId = [](std::uint8_t c) { return whyId(static_cast<WhyCode>(c)); } });
}

} // namespace felt::wrongsuit
