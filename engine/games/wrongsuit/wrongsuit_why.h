// Wrong Suit's reasons for a hint (core/why.h): the terms its computer players weigh, as
// codes (a card's value in whose stack, a King as a shield, quartets and big suits of one's
// own, a Queen's suit). explainAction picks the first that is true of the gift in the seat's
// view; the app's folder for the game says each in words. tests/engine/why_wrongsuit.cpp
// checks every code's condition against the true state.
#pragma once

#include "core/why.h"
#include "wrongsuit.h"

#include <span>
#include <string_view>

namespace felt::wrongsuit {

enum class WhyCode : std::uint8_t {
    None = 0,
    Quartet,        // to oneself: the fourth card of a rank (a) in one's stack, which scores minus
    KingShield,     // a King to oneself: face up, it keeps its suit (a) out of one's stack
    BigSuit,        // to oneself: one's suit (a) reaches 40 points, which scores minus 30
    QueenShielded,  // a Queen naming a suit (a) one's face-up King shuts: nothing comes back
    LowToSelf,      // to oneself: the hand's lowest card (a: its rank) costs little
    CostlyAway,     // to an opponent (seat): the hand's most costly card (a: its value) leaves
    SelfIfWrong,    // to oneself, no Jack: the card (a: rank) counts only if its suit (b) is the Wrong Suit
    JackSelf,       // a Jack to oneself (b: its suit): it scores -10 if the Wrong Suit has its colour
    Away,           // to an opponent (seat): the card (a: its value) scores in their stack, not one's own
};

std::string_view whyId(WhyCode code);
Why explainAction(const View &view, std::span<const Action> legal, const Action &action);
Value whyToValue(const Why &why);

} // namespace felt::wrongsuit
