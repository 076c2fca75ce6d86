// A seat as the new-game dialog and the save file describe it.
#pragma once

#include <QString>

struct SeatSpec {
    QString name;
    QString kind;   // "human", "random", "easy", "normal", "hard"

    bool isHuman() const { return kind == QLatin1String("human"); }
    bool operator==(const SeatSpec &) const = default;
};
