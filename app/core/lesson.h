// A lesson: a prepared deal played at the real table, one short step at a time
// (felt-lesson/1, docs/lessons.md). Each game keeps its lessons as JSON files in its own folder
// (app/games/<game>/lessons/), built in under :/lessons/<game>/; lessonIds() walks them and
// never names a game. checkLesson() replays a lesson through the engine: every scripted and
// expected action must be legal at its step and every condition a step states must hold.
// QtCore only: felt-cli's tests and the app read the same files.
#pragma once

#include "core/value.h"
#include "record.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace felt {

inline constexpr char kLessonFormat[] = "felt-lesson/1";

struct LessonStep {
    enum class Kind { Say, You, They };
    Kind kind = Kind::Say;
    QString text;             // the coach's words (English source; translated in context "Lesson")
    QStringList light;        // the cards (faces) and places ("seat:N", "zone:ID") it speaks of
    // You: the person's actions this step accepts ("*": any legal one). Several are a choice:
    // checkLesson() replays the lesson on from each of them.
    QStringList expect;
    bool free = false;        // You: the coach says the choice is the person's
    QString refuse;           // You: what a move off the lesson is told ("" : `text` again)
    QString did;              // You: what the coach says once the move is made ("": the table's lines for it)
    RecordAction action;      // They: the other seat's scripted action
    QJsonValue checks;        // conditions true after the step's action (an array)
};

struct Lesson {
    QString id;               // "<game>:<n>", n from 1
    QString game;
    int number = 0;
    QString title;            // English source, context "Lesson"
    Record record;            // the deal (no actions)
    int person = 0;           // the seat the person plays
    QStringList names;        // the others' names by seat (the person's is theirs)
    std::vector<LessonStep> steps;
};

// Every built-in lesson's id, game by game in the registry's order, by number within a game.
QStringList lessonIds();
// The built-in lessons of one game, in order.
QStringList lessonIdsOf(const QString &gameId);
// A built-in lesson by "<game>" (its first) or "<game>:<n>"; an error sentence when none.
Expected<Lesson, QString> loadLesson(const QString &spec);
// Parses a lesson file's text; `id` names it in errors.
Expected<Lesson, QString> parseLesson(const QByteArray &json, const QString &game, int number);

// Replays the lesson through the engine: each step's action (and, where a step allows several,
// the rest of the lesson after each of them) must be legal, and each condition must hold on
// the lesson's main line (every step's first choice). The problems, one line each ("step 3: ..."); empty when the lesson is sound.
QStringList checkLesson(const Lesson &lesson);

// One condition against a game and the events of the action before it; "" when it holds, else
// what is wrong. Conditions (objects):
//   {"event": "burned"[, "seat": S][, "count": N]}  the action set off an event of that kind
//   {"state": "/json/pointer", "equals": V}        the full state's value there is V
//   {"legal": "text", "seat": S}                   the action is legal for S now
//   {"illegal": "text", "seat": S[, "reason": "too-low"]}   refused (for that reason)
//   {"toAct": [seats]}                             exactly these seats may act
//   {"over": true|false}                           the game is over (or not)
//   {"result": "/json/pointer", "equals": V}       the result's value there is V
QString checkCondition(const AnyGame &game, const EventList &events, const QJsonValue &condition);

} // namespace felt
