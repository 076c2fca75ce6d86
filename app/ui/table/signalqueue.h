// Change signals held back until every facet holds the new table, so that no handler of any
// of them sees a mix of the old view and the new one (e.g. the privacy screen up while a
// hand is still shown).
#pragma once

#include <QList>

#include <functional>

using SignalQueue = QList<std::function<void()>>;

inline void sendAll(const SignalQueue &queue)
{
    for (const auto &emitIt : queue)
        emitIt();
}
