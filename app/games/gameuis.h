// The app's one list of games (gameuis.cpp), and a game's side found by its id. Apart from
// gameui.h, so that a game's GameUi never includes the list that includes it.
#pragma once

#include "gameui.h"

#include <QString>

#include <span>
#include <string_view>

// The app's games, in the engine's order; null for a game the app has no table for.
std::span<const GameUi *const> gameUis();
const GameUi *gameUi(std::string_view id);
const GameUi *gameUi(const QString &id);
