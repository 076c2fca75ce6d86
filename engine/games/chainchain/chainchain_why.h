// Chain-Chain's reasons for a hint (core/why.h): the terms its computer players weigh, as
// codes. explainAction picks the first that is true of the action in the seat's view; the
// app's folder for the game says each in words. tests/engine/why_chainchain.cpp checks every
// code's condition against the true state.
#pragma once

#include "chainchain.h"
#include "core/why.h"

#include <span>
#include <string_view>

namespace felt::chainchain {

enum class WhyCode : std::uint8_t {
    None = 0,
    MustTake,        // a take: the seat holds no card equal to the link (a: the link)
    Reverse,         // a reverse (a: the link): play turns back, the next player plays freely
    NextLacks,       // seat: the next player, who took on this number (a) and has not drawn one
                     // since: it surely holds none and must collect the pile (b: its cards)
    KeepsEveryNumber,// the seat still holds a card of every number it held
    KeepsNumber,     // the seat still holds a card of this number (a), one of the two it played
    SetsLink,        // the second card (a) is the link the next player (seat) must answer or collect
                     // the pile (b: its cards then)
    LastCards,       // the seat's last cards, with the stock empty: its hand is out
};

std::string_view whyId(WhyCode code);
Why explainAction(const View &view, std::span<const Action> legal, const Action &action);
Value whyToValue(const Why &why);

} // namespace felt::chainchain
