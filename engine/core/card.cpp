#include "card.h"

namespace felt {

char rankChar(int rank)
{
    static constexpr char kChars[] = "??23456789TJQKA";
    return rank >= 2 && rank <= 14 ? kChars[rank] : '?';
}

char suitChar(Suit suit)
{
    static constexpr char kChars[] = "CDHS?";
    return kChars[static_cast<int>(suit)];
}

std::string toText(Card card)
{
    if (!card.isValid())
        return "??";
    if (card.isJoker())
        return "JK";
    if (card.isNumber())
        return std::string(1, static_cast<char>('0' + card.rank()));
    return std::string { rankChar(card.rank()), suitChar(card.suit()) };
}

std::optional<Card> parseCard(std::string_view text, CardFamily family)
{
    if (family == CardFamily::Numbers) {
        if (text.size() == 1 && text[0] >= '1' && text[0] <= '9')
            return Card::number(text[0] - '0');
        return std::nullopt;
    }
    if (text == "JK")
        return Card::joker();
    if (text.size() != 2)
        return std::nullopt;
    int rank = 0;
    switch (text[0]) {
    case 'T': rank = 10; break;
    case 'J': rank = 11; break;
    case 'Q': rank = 12; break;
    case 'K': rank = 13; break;
    case 'A': rank = 14; break;
    default:
        if (text[0] >= '2' && text[0] <= '9')
            rank = text[0] - '0';
    }
    if (rank == 0)
        return std::nullopt;
    Suit suit;
    switch (text[1]) {
    case 'C': suit = Suit::Clubs; break;
    case 'D': suit = Suit::Diamonds; break;
    case 'H': suit = Suit::Hearts; break;
    case 'S': suit = Suit::Spades; break;
    default: return std::nullopt;
    }
    return Card::french(rank, suit);
}

} // namespace felt
