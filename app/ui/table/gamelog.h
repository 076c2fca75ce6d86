// The game log: what happened, told to whoever looks at the screen. It keeps every action's
// events as the host published them for the viewer (Host::steps) and the table's own notes
// between them; when the person at the screen changes it tells the game anew from the host's
// steps for them.
#pragma once

#include "host.h"
#include "logmodel.h"
#include "tableadapter.h"

#include "core/event.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>
#include <vector>

class GameLog {
    Q_DECLARE_TR_FUNCTIONS(GameLog)

public:
    // `name`: a seat's name, for the events' words.
    GameLog(LogModel *model, TableAdapter::NameOf name) : m_model(model), m_name(std::move(name)) { }
    // What one action did; the lines the viewer may read are shown at once, and returned
    // (text and the seat each is about).
    QList<QPair<QString, int>> add(const felt::EventList &events);
    // The game on `host` told anew (cleared without one): the deal's number where it may be
    // known (`seed`), every action's events as the viewer may see them, worded by `adapter`
    // (may be null), then `last` (if any).
    void tell(const Host *host, std::optional<quint64> seed, const TableAdapter *adapter, const QString &last);
    // The new actions since `fromAction` (-1: none) follow the table's viewer, `viewerSteps`
    // as the host publishes them for it; a new viewer has the game retold. Answers the lines
    // of the new actions the viewer may read.
    QList<QPair<QString, int>> follow(const Host &host, int viewer, int fromAction,
                                      const std::vector<HostStep> &viewerSteps);
    // The deal's number, told once the game that kept it secret is over.
    void noteDealNumber(quint64 seed) { note(tr("The deal number was %1.").arg(seed)); }
    // The lines of `events` the viewer may read, without adding them.
    QList<QPair<QString, int>> lines(const felt::EventList &events) const;
    // A line for everyone ("The game was resumed."), or only for seat `onlyFor`'s view.
    void note(const QString &line, int onlyFor = -1);
    // The viewer: a seat, or -1 for the public view, and every action's events as the host
    // publishes them for that viewer. A change retells the whole game.
    void setViewer(int viewer, const std::vector<HostStep> &steps);
    int viewer() const { return m_viewer; }
    void clear();
    // Tells the whole game anew (after the language changed).
    void retell();
    // Shows the story only up to the first `actions` actions (a review looking back; the
    // notes before them too), or all of it for -1.
    void showActions(int actions);

private:
    struct Entry {
        felt::EventList events;
        QString note;
        int noteFor = -1;   // a note only this seat's view reads (-1: everyone's)
    };
    QList<QPair<QString, int>> show(const Entry &entry);

    LogModel *m_model;
    const TableAdapter *m_adapter = nullptr;
    TableAdapter::NameOf m_name;
    std::vector<Entry> m_entries;
    int m_viewer = -1;
    int m_actions = -1;   // showActions(): how many actions' lines are shown, -1 all
};
