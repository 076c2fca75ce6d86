// The app's one list of games (the engine has its own, engine/games/registry.cpp). Adding a
// game: its folders app/games/<game>/ and qml/games/<game>/, and one line here.
#include "gameuis.h"

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

const GameUi *gameUi(std::string_view id)
{
    for (const GameUi *g : gameUis())
        if (g->id() == id)
            return g;
    return nullptr;
}

const GameUi *gameUi(const QString &id)
{
    const QByteArray utf8 = id.toUtf8();
    return gameUi(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}
