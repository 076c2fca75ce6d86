// Shaftmount's options and deals: seeded, or spelled out in a record.
#include "shaftmount.h"

namespace felt::shaftmount {

namespace {

struct OptionKey {
    std::string_view key;
    bool Options::*flag;
};
constexpr OptionKey kFlags[] = {
    { "twoRule", &Options::twoRule },   { "threeRule", &Options::threeRule }, { "fourRule", &Options::fourRule },
    { "fiveRule", &Options::fiveRule }, { "sixRule", &Options::sixRule },
};

SetupError dealError(SetupProblem problem, std::string subject, int expected = -1, int actual = -1)
{
    return SetupError { problem, std::move(subject), expected, actual };
}

} // namespace

OptionSpecs optionSpecs()
{
    const Options d;
    OptionSpecs specs;
    for (const auto &k : kFlags)
        specs.push_back(OptionSpec::flag(k.key, d.*(k.flag)));
    specs.push_back(OptionSpec::choice("calls", Value("auto"), { Value("auto"), Value("manual") }));
    return specs;
}

Expected<Options, SetupError> optionsFromValue(const Value &value)
{
    const auto values = checkOptions(optionSpecs(), value);
    if (!values)
        return unexpected(values.error());
    Options options;
    for (const auto &k : kFlags)
        options.*(k.flag) = values->find(k.key)->toBool();
    options.manualCalls = values->find("calls")->toString() == "manual";
    return options;
}

Value optionsToValue(const Options &options)
{
    Value v = Value::object();
    for (const auto &k : kFlags)
        v.set(std::string(k.key), options.*(k.flag));
    v.set("calls", options.manualCalls ? "manual" : "auto");
    return nonDefaultOptions(optionSpecs(), v);
}

State State::deal(const Options &options, int players, std::uint64_t seed)
{
    auto deck = fullDeck();
    Rng rng(seed);
    rng.shuffle(deck.begin(), deck.end());

    State s;
    s.m_options = options;
    s.m_players = static_cast<std::int8_t>(players);
    s.m_in = SeatSet::firstN(players);
    s.m_turn = 0;
    const int h = shaftmount::handLimit(players);
    const int u = startSequences(players);
    std::size_t next = 0;
    for (int round = 0; round < h; ++round)
        for (int p = 0; p < players; ++p)
            s.m_hand[p].add(deck[next++]);
    std::array<StaticVec<Card, 4>, kMaxPlayers> up {};
    for (int round = 0; round < u; ++round)
        for (int p = 0; p < players; ++p)
            up[p].push_back(deck[next++]);
    for (int p = 0; p < players; ++p) {
        for (int i = 0; i < u; ++i) {
            Sequence q;
            q.owner = static_cast<std::int8_t>(p);
            q.index = static_cast<std::int16_t>(i);
            q.cards.push_back(up[p][i]);
            s.m_seqs.push_back(q);
        }
        s.m_nextIndex[p] = static_cast<std::int16_t>(u);
    }
    // The rest is the deck; deck[next] is its top, and the top is back().
    for (std::size_t i = deck.size(); i > next; --i)
        s.m_deck.push_back(deck[i - 1]);
    // Later shuffles go on drawing from the same generator.
    s.m_rng = rng;
    s.openingClosings(nullptr);
    return s;
}

Expected<State, SetupError> State::fromDeal(const Options &options, int players, const Value &deal, std::uint64_t seed)
{
    if (!deal.isObject())
        return unexpected(dealError(SetupProblem::DealShape, "deal"));
    for (const auto &member : deal.members())
        if (member.first != "hand" && member.first != "sequences" && member.first != "deck")
            return unexpected(dealError(SetupProblem::DealShape, "deal." + member.first));

    std::array<int, 64> left {};
    for (const Card c : fullDeck())
        ++left[c.code()];
    auto take = [&](const Value &text, const std::string &where) -> Expected<Card, SetupError> {
        if (!text.isString())
            return unexpected(dealError(SetupProblem::DealShape, where));
        const auto card = parseCard(text.toString());
        if (!card)
            return unexpected(dealError(SetupProblem::UnknownCard, text.toString()));
        if (!card->isFrench())
            return unexpected(dealError(SetupProblem::CardNotInDeck, text.toString()));
        if (left[card->code()] == 0)
            return unexpected(dealError(SetupProblem::DuplicateCard, text.toString()));
        --left[card->code()];
        return *card;
    };

    State s;
    s.m_options = options;
    s.m_players = static_cast<std::int8_t>(players);
    s.m_in = SeatSet::firstN(players);
    s.m_turn = 0;
    s.m_rng = Rng(seed);
    const int counts[2] = { shaftmount::handLimit(players), startSequences(players) };
    const char *keys[2] = { "hand", "sequences" };
    for (int k = 0; k < 2; ++k) {
        const std::string key = std::string("deal.") + keys[k];
        const Value *rows = deal.find(keys[k]);
        if (!rows || !rows->isArray())
            return unexpected(dealError(SetupProblem::DealShape, key));
        if (static_cast<int>(rows->size()) != players)
            return unexpected(dealError(SetupProblem::DealCount, key, players, static_cast<int>(rows->size())));
        for (int p = 0; p < players; ++p) {
            const Value &row = (*rows)[static_cast<std::size_t>(p)];
            const std::string where = key + "[" + std::to_string(p) + "]";
            if (!row.isArray())
                return unexpected(dealError(SetupProblem::DealShape, where));
            if (static_cast<int>(row.size()) != counts[k])
                return unexpected(dealError(SetupProblem::DealCount, where, counts[k], static_cast<int>(row.size())));
            for (const Value &text : row.items()) {
                auto card = take(text, where);
                if (!card)
                    return unexpected(card.error());
                if (k == 0) {
                    s.m_hand[p].add(*card);
                } else {
                    Sequence q;
                    q.owner = static_cast<std::int8_t>(p);
                    q.index = s.m_nextIndex[p]++;
                    q.cards.push_back(*card);
                    s.m_seqs.push_back(q);
                }
            }
        }
    }
    if (const Value *deck = deal.find("deck")) {
        if (!deck->isArray())
            return unexpected(dealError(SetupProblem::DealShape, "deal.deck"));
        StaticVec<Card, kDeckSize> topFirst;
        for (const Value &text : deck->items()) {
            auto card = take(text, "deal.deck");
            if (!card)
                return unexpected(card.error());
            topFirst.push_back(*card);
        }
        for (std::size_t i = topFirst.size(); i > 0; --i)
            s.m_deck.push_back(topFirst[i - 1]);
    }
    // An empty deck (with the discard pile empty) ends the game at once.
    if (s.m_deck.empty())
        s.endGame(true, nullptr);
    else
        s.openingClosings(nullptr);
    return s;
}

} // namespace felt::shaftmount
