// Cards shared by all games.
//
// A Card is one byte. French cards carry rank (2..14, Ace high = 14) and suit;
// the joker is its own card; Chain-Chain's number cards 1..9 are a third family.
// Two-deck games hold two identical cards of a kind: the notation does not tell
// them apart and neither does Card (CardSet counts copies).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace felt {

enum class Suit : std::uint8_t { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3, None = 4 };

inline constexpr int kAce = 14;
inline constexpr int kKing = 13;
inline constexpr int kQueen = 12;
inline constexpr int kJack = 11;
inline constexpr int kTen = 10;

class Card {
public:
    // Codes: French cards 0..51 as (rank - 2) * 4 + suit; joker 52; numbers 64 + n.
    static constexpr std::uint8_t kJokerCode = 52;
    static constexpr std::uint8_t kNumberBase = 64;
    static constexpr std::uint8_t kInvalidCode = 0xFF;

    constexpr Card() = default;
    static constexpr Card french(int rank, Suit suit)
    {
        return Card(static_cast<std::uint8_t>((rank - 2) * 4 + static_cast<int>(suit)));
    }
    static constexpr Card joker() { return Card(kJokerCode); }
    static constexpr Card number(int n) { return Card(static_cast<std::uint8_t>(kNumberBase + n)); }
    static constexpr Card fromCode(std::uint8_t code) { return Card(code); }

    constexpr std::uint8_t code() const { return m_code; }
    constexpr bool isValid() const { return m_code != kInvalidCode; }
    constexpr bool isJoker() const { return m_code == kJokerCode; }
    constexpr bool isNumber() const { return m_code >= kNumberBase && m_code != kInvalidCode; }
    constexpr bool isFrench() const { return m_code < kJokerCode; }

    // French: 2..14; joker: 0; number: 1..9.
    constexpr int rank() const
    {
        if (m_code < kJokerCode)
            return m_code / 4 + 2;
        if (isNumber())
            return m_code - kNumberBase;
        return 0;
    }
    constexpr Suit suit() const { return m_code < kJokerCode ? static_cast<Suit>(m_code & 3) : Suit::None; }

    constexpr auto operator<=>(const Card &) const = default;

private:
    constexpr explicit Card(std::uint8_t code) : m_code(code) { }
    std::uint8_t m_code = kInvalidCode;
};

// Which card family a game's text uses.
enum class CardFamily : std::uint8_t { French, Numbers };

// "7H", "TS", "AC", "JK"; numbers "1".."9".
std::string toText(Card card);
// Parses one card of the given family; nullopt when the text is not a card.
std::optional<Card> parseCard(std::string_view text, CardFamily family = CardFamily::French);

char rankChar(int rank);
char suitChar(Suit suit);

} // namespace felt
