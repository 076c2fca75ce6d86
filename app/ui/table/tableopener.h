// Puts a game on the table: a new one, a saved one resumed, a lesson, a network table (the
// host of a table this app hosts, or of one joined: NetTable makes it), or none. It has the
// hosts of this process made (hostmaker.h) as every host of this table is set up
// (HostSettings), checks that the game has a table here, and hands the host to the table's
// builder (GameSession), which owns it from then on and wires the facets to it.
#pragma once

#include "savedgame.h"
#include "seatspec.h"
#include "hostsettings.h"
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
    // line after the deal's.
    using Show = std::function<void(std::unique_ptr<Host> host, const QString &note)>;
    TableOpener(const TableLink *link, const HostSettings *settings, Show show)
        : m_link(link), m_settings(settings), m_show(std::move(show)) { }

    // A new game; false with `error` set (one sentence) when it cannot be set up.
    bool start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options, quint64 seed,
               QString *error = nullptr);
    // Replays a saved game; false with `error` set when the save is not a valid game.
    bool load(const SavedGame &saved, QString *error = nullptr);
    // A lesson (lesson.h) on the table: the deal of `saved`, never saved, the others' seats
    // moving only by the lesson's script (Host::actFor). Every action of the person at the
    // screen asks `gate` first: a sentence refuses it, "" lets it through.
    bool startLesson(const SavedGame &saved, Host::ActionGate gate, QString *error = nullptr);
    // A network table (NetPlay), or any host made elsewhere; the table owns it from here.
    bool startNetwork(std::unique_ptr<Host> host, QString *error = nullptr, const QString &note = {});
    // Another deal of the game on the table, its seats and options, where its host deals here
    // (a network table joined deals at its host); false with `error` set when it cannot.
    bool dealAgain(quint64 seed, QString *error);
    // Ends the game without saving anything (the autosave stays as it is).
    void close();

private:
    bool load(const HostConfig &config, const SavedGame &saved, const QString &note, Host::ActionGate gate, QString *error);

    const TableLink *m_link;
    const HostSettings *m_settings;
    Show m_show;
};
