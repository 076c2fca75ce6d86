// Puts a game on the table: a new one, a saved one resumed, a lesson, a network table (the
// LocalHost of a table this app hosts, or the RemoteHost of one joined), or none. It makes the
// local hosts as every local host of this table is set up (TableLink's config), checks that
// the game has a table here, and hands the host to the table's builder (GameSession), which
// owns it from then on and wires the facets to it.
#pragma once

#include "savedgame.h"
#include "seatspec.h"
#include "tablelink.h"

#include "core/value.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <memory>

class TableOpener {
    Q_DECLARE_TR_FUNCTIONS(TableOpener)

public:
    // The builder puts `host` on the table (null: an empty table), `note` the log's first
    // line after the deal's, `gate` a lesson's say on the person's actions (else null).
    using Show = std::function<void(std::unique_ptr<Host> host, const QString &note, TableLink::ActionGate gate)>;
    TableOpener(const TableLink *link, Show show) : m_link(link), m_show(std::move(show)) { }

    // A new game; false with `error` set (one sentence) when it cannot be set up.
    bool start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options, quint64 seed,
               QString *error = nullptr);
    // Replays a saved game; false with `error` set when the save is not a valid game.
    bool load(const SavedGame &saved, QString *error = nullptr);
    // A lesson (lesson.h) on the table: the deal of `saved`, never saved, the others' seats
    // moving only by the lesson's script (LocalHost::actFor). Every action of the person at
    // the screen asks `gate` first: a sentence refuses it, "" lets it through.
    bool startLesson(const SavedGame &saved, TableLink::ActionGate gate, QString *error = nullptr);
    // A network table (NetPlay), or any host made elsewhere; the table owns it from here.
    bool startNetwork(std::unique_ptr<Host> host, QString *error = nullptr, const QString &note = {});
    // Ends the game without saving anything (the autosave stays as it is).
    void close();

private:
    bool startLocal(std::unique_ptr<LocalHost> host, const LocalHostConfig &config, const SavedGame *saved,
                    const QString &note, TableLink::ActionGate gate, QString *error);

    const TableLink *m_link;
    Show m_show;
};
