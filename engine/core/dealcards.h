// Reading a record's deal (docs/record-format.md, "Seed and deal"): cards by name, each no more often than
// the game's deck holds it, every error naming the field it is in.
#pragma once

#include "card.h"
#include "expected.h"
#include "reason.h"
#include "value.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace felt {

inline SetupError dealError(SetupProblem problem, std::string subject, int expected = -1, int actual = -1)
{
    return SetupError { problem, std::move(subject), expected, actual };
}

class DealCards {
public:
    // The cards of `deck` (any range of Card), in the family a record writes them in.
    template <class Deck>
    explicit DealCards(const Deck &deck, CardFamily family = CardFamily::French) : m_family(family)
    {
        for (const Card c : deck) {
            ++m_inDeck[c.code()];
            ++m_left[c.code()];
        }
    }

    // The card named by `text` (at `where`), one copy fewer left to give.
    Expected<Card, SetupError> take(const Value &text, const std::string &where)
    {
        if (!text.isString())
            return unexpected(dealError(SetupProblem::DealShape, where));
        const auto card = parseCard(text.toString(), m_family);
        if (!card)
            return unexpected(dealError(SetupProblem::UnknownCard, text.toString()));
        if (m_inDeck[card->code()] == 0)
            return unexpected(dealError(SetupProblem::CardNotInDeck, text.toString()));
        if (m_left[card->code()] == 0)
            return unexpected(dealError(SetupProblem::DuplicateCard, text.toString()));
        --m_left[card->code()];
        return *card;
    }

    // The cards of a list, pushed onto `into` in the order written.
    template <class Into>
    std::optional<SetupError> takeRow(const Value &list, const std::string &where, Into &into)
    {
        if (!list.isArray())
            return dealError(SetupProblem::DealShape, where);
        for (const Value &text : list.items()) {
            auto card = take(text, where);
            if (!card)
                return card.error();
            into.push_back(*card);
        }
        return std::nullopt;
    }

    // A pile the record writes top first, pushed onto `into` bottom first (its top last).
    template <class Pile>
    std::optional<SetupError> takePile(const Value &pile, const std::string &where, Pile &into)
    {
        std::vector<Card> topFirst;
        if (auto error = takeRow(pile, where, topFirst))
            return error;
        for (auto it = topFirst.rbegin(); it != topFirst.rend(); ++it)
            into.push_back(*it);
        return std::nullopt;
    }

private:
    CardFamily m_family;
    std::array<std::uint8_t, 128> m_inDeck {};
    std::array<std::uint8_t, 128> m_left {};
};

} // namespace felt
