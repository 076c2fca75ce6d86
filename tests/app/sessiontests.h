// What the tests of the game session share (tst_session_*.cpp): records and seatings.
#pragma once

#include "helpers.h"
#include "logmodel.h"

#include <QStringList>

#include <algorithm>

namespace {
// Shaftmount, 4 players, two people (Anna, Bert) and two computer players. Dan's A♥ goes to the
// closing area before play, so K♥ closes: Anna's K♥ on Bert's Q♥ closes his sequence, and he
// keeps or redraws. Anna's 4♠ under Bert's Q♠ asks Bert first whether he blocks with a 6.
const char *const kShaftHotSeat = R"({"format": "felt-record/1", "game": "shaftmount", "players": 4, "seed": 3,
  "deal": {"hand": [["KH", "4S", "2C", "5C", "7D", "8H", "9S"], ["6C", "3D", "5H", "7C", "8D", "9H", "TS"],
                    ["6D", "6H", "3C", "5S", "7S", "8C", "9D"], ["2D", "3H", "5D", "7H", "8S", "9C", "TC"]],
           "sequences": [["QC", "QD"], ["QH", "QS"], ["KC", "KD"], ["AH", "KS"]],
           "deck": ["JH", "JS", "JC", "JD", "TH", "TD"]},
  "actions": []})";

// Shaftmount, two players: Bert (seat 1) slides 4♥ under Anna's 7♥; Anna, asked whether she
// blocks with a 6, holds none: "pass" is her only answer.
const char *const kShaftAskedWithoutSix = R"({"format": "felt-record/1", "game": "shaftmount", "players": 2, "seed": 3,
  "deal": {"hand": [["2C","3C","7C","8C","9C","TC","JC","QC","2D"], ["4H","7D","8D","9D","TD","JD","QD","KD","3D"]],
           "sequences": [["7H","7S","9H","9S"], ["5C","8H","8S","TH"]],
           "deck": ["JH","JS","QH","QS","KH","KS","3H","3S"]},
  "actions": ["0: play 8C 1.0", "0: end", "1: four 4H 0.0"]})";

inline QList<SeatSpec> twoPeopleTwoBots()
{
    return { { QStringLiteral("Anna"), QStringLiteral("human") }, { QStringLiteral("Bert"), QStringLiteral("human") },
             { QStringLiteral("Cleo"), QStringLiteral("normal") }, { QStringLiteral("Dan"), QStringLiteral("normal") } };
}

inline bool allHidden(const GameSession *s, int seat)
{
    const QStringList hand = tableshown::faces(*s, "hand", seat);
    return !hand.isEmpty() && std::all_of(hand.begin(), hand.end(), [](const QString &c) { return c == "??"; });
}

// The question Shaftmount's table asks now, as it reads it (session.facts.pending.kind).
inline QString pendingKind(const GameSession *s)
{
    const QObject *pending = s->facts() ? s->facts()->property("pending").value<QObject *>() : nullptr;
    return pending ? pending->property("kind").toString() : QString();
}

inline QStringList logLines(GameSession *s)
{
    QStringList lines;
    for (int i = 0; i < s->log()->rowCount(); ++i)
        lines.append(s->log()->textAt(i));
    return lines;
}

} // namespace
