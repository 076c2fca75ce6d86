// The app's one list of games (the engine has its own, engine/games/registry.cpp). Adding a
// game: its folders app/games/<game>/ and qml/games/<game>/, and one line here.
#include "gameui.h"

#include "chainchain/chainchainui.h"
#include "mountain/mountainui.h"
#include "shaftmount/shaftmountui.h"
#include "shithead/shitheadui.h"
#include "wrongsuit/wrongsuitui.h"

#include <array>

std::span<const GameUi *const> gameUis()
{
    static const ShitheadUi shithead;
    static const ShaftmountUi shaftmount;
    static const MountainUi mountain;
    static const ChainChainUi chainChain;
    static const WrongSuitUi wrongSuit;
    static const std::array<const GameUi *, 5> games { &shithead, &shaftmount, &mountain, &chainChain, &wrongSuit };
    return games;
}
