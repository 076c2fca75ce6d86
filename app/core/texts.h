// Sentences for the engine's codes. The engine says *why* with a code; these turn the code
// into plain words through QCoreApplication::translate (context "Texts"), so felt-cli prints
// English and the app shows the user's language. Sentences start in lower case and have no
// final full stop: callers embed them ("action 3: seat 1: that card does not beat the top
// of the pile").
#pragma once

#include "core/reason.h"

#include <QString>

namespace felt {

// Why an action was refused, for a code every game shares ("it is not this seat's turn").
QString reasonText(Reason reason);
// Why an action of the game was refused, its own codes included ("that card does not beat
// the top of the pile"; the game's sentences are in app/games/<game>/).
QString reasonText(const QString &gameId, Reason reason);

// One of these clauses as a sentence of its own: a capital first letter and a full stop
// ("It is not this seat's turn.").
QString sentence(const QString &clause);

// Why a record's players, options or deal cannot be set up, e.g. "unknown option "foo"".
QString setupErrorText(const SetupError &error);

// A text quoted for an error line: in double quotes (a quote or backslash inside gets a
// backslash), with every character a terminal or reader could take for something else
// written as \uXXXX (C0 and C1 controls such as ESC and VT, bidirectional and other format
// characters, line and paragraph separators, lone surrogates, unassigned and private-use
// code points), and cut to `maxLength` characters, so that a message always stays one
// plain line whatever the input.
QString quoted(const QString &text, int maxLength = 60);

} // namespace felt
