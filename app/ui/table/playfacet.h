// The table's facet "moves and their sentences": the legal moves of the person acting at the
// screen (typed, made once per change), finding the move a gesture makes and saying why one is
// refused, acting (the host judges an action once and answers the reason: Host::refused),
// taking back, the moves the table makes for the person, and what an action did (its lines,
// its effects) for the table's captions and animations.
#pragma once

#include "countedcalls.h"
#include "screenpolicy.h"
#include "movematch.h"
#include "signalqueue.h"
#include "tablemove.h"

#include "core/event.h"
#include "core/move.h"
#include "core/reason.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class HostSettings;
class TableLink;

class PlayFacet : public CountedCalls {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    // The actor's legal actions as texts, and as moves.
    Q_PROPERTY(QStringList legal READ legal NOTIFY legalChanged)
    Q_PROPERTY(QList<TableMove> moves READ moves NOTIFY legalChanged)
    // Whether the game waits for the actor (not merely a call they may make).
    Q_PROPERTY(bool due READ due NOTIFY legalChanged)
    // At a learning table: the person may call something now (a tap, a count) while the game
    // waits for someone else.
    Q_PROPERTY(bool mayCall READ mayCall NOTIFY legalChanged)
    // The last thing the table has to say that nobody asked for (a refusal, a failed save).
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoChanged)
    // The table is about to make a move for the person (TableAdapter::automaticMove): its
    // buttons for that move need not show meanwhile.
    Q_PROPERTY(bool automatic READ automatic NOTIFY automaticChanged)
    // What is picked up (pickUp: a drag's cards, the chosen ones): its legal moves, each with
    // its `to` (the places it may go), those that take the cards in the order given first.
    // Made once per pick-up and once per change of the moves; QML lights the places from it
    // and finds a drop's move in it without asking again.
    Q_PROPERTY(QList<TableMove> targets READ targets NOTIFY targetsChanged)

public:
    // `settings`: the computer players' pace, which the table's own automatic moves keep.
    PlayFacet(const TableLink *link, const HostSettings *settings, QObject *parent);

    QStringList legal() const { return m_legal; }
    const QList<TableMove> &moves() const { return m_moves; }
    const felt::MoveList &engineMoves() const { return m_engineMoves; }
    bool due() const { return m_due; }
    bool mayCall() const;
    QString message() const { return m_message; }
    bool canUndo() const;
    bool canRedo() const;
    bool automatic() const { return m_automaticPending; }
    const QList<TableMove> &targets() const { return m_targets; }

    Q_INVOKABLE bool isLegal(const QString &action) const { return whyNot(action).isEmpty(); }
    Q_INVOKABLE QString whyNot(const QString &action) const;
    Q_INVOKABLE bool act(const QString &action);
    // The legal move that takes `cards` (faces; empty: any) from `from` to `to` (a place that
    // names nothing: anywhere), `legal` true; or, when there is none, `legal` false and `why`,
    // the sentence that says why not.
    Q_INVOKABLE TableMove moveFor(const QStringList &cards, const TablePlace &from, const TablePlace &to) const;
    // Every legal move that takes `cards` from `from`, wherever it goes (a card's only move,
    // made at a double click).
    Q_INVOKABLE QList<TableMove> movesFrom(const QStringList &cards, const TablePlace &from) const;
    // `cards` (faces; empty: whatever lies there) picked up from `from`: `targets` follows,
    // now and whenever the moves change. An empty `from` puts them down (no targets).
    Q_INVOKABLE void pickUp(const QStringList &cards, const TablePlace &from);
    // The first legal move of a kind ("pickup"), or an empty move (`action` "").
    Q_INVOKABLE TableMove moveOf(const QString &verb) const;
    Q_INVOKABLE bool canDo(const QString &verb) const { return !moveOf(verb).isEmpty(); }
    // The button for a kind of move ("Pick up") and its key ("P"), from the game's adapter.
    Q_INVOKABLE QString verbButton(const QString &verb) const;
    Q_INVOKABLE QString verbKey(const QString &verb) const;
    // Calls anyone at the table may make (an exposed card tapped, a claim challenged): the
    // action a gesture of `seat` means ("" when none), the people at this screen who may make
    // `action` now (seats), why `seat` may not, and the action made for `seat` (one of those
    // people; the table asks "Who calls?" when there are several). A call's gesture is tried
    // whether or not it is legal, so the table never has to know which cards could be called.
    Q_INVOKABLE QString gestureFor(int seat, const QStringList &cards, const TablePlace &from, const TablePlace &to) const;
    Q_INVOKABLE QList<int> callers(const QString &action) const;
    Q_INVOKABLE QString whyNotFor(int seat, const QString &action) const;
    Q_INVOKABLE bool actAs(int seat, const QString &action);
    // An action of the person at the screen in words ("play 7♥ 7♠").
    Q_INVOKABLE QString describe(const QString &action) const;
    // Takes back the moves since the person's last one, where the game allows it; redo()
    // plays them again. A new move forgets what could be redone.
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();

    // --- the builder's side ---
    // The actor's moves as the new table shows them (its legal signal joins `pending`), the
    // screen, and whether the game is over or a look back is shown (nobody acts then).
    void set(const felt::MoveList &moves, const QStringList &legal, bool due, const Screen &screen, bool over,
             bool reviewing, SignalQueue *pending);
    void setLearning(bool on);
    void setMessage(const QString &message);
    // The host refused an action (its reason, judged once by the host).
    void hostRefused(int seat, const QString &action, felt::Reason reason);
    // What an action or a step of a look back did: its lines and its effects.
    void tell(const QList<QPair<QString, int>> &lines);
    void announce(const felt::EventList &events);
    // A move the table makes for the person at the screen (TableAdapter::automaticMove), after
    // a short pause, while it still stands.
    void scheduleAutomatic();

signals:
    void legalChanged();
    void targetsChanged();
    void automaticChanged();
    void messageChanged();
    void undoChanged();
    void refused(const QString &why);
    // What an action (or a step of a look back) did, in the lines the viewer may read. For
    // the table's captions.
    void told(const QList<TableLine> &lines);
    // One of the engine's events that the viewer may see, for the table's effects (`kind`:
    // GameSpec::eventId, "burned", "pickedUp", ...; `cards`: the faces it names).
    void happened(const QString &kind, int seat, int count, const QStringList &cards, int target, int index);
    void acted();
    // A line for the log about a move the table made for `seat` (a forced answer); also a
    // lesson's coach's words (seat -1: everyone's).
    void noted(const QString &line, int seat);

private:
    QString gateRefusal(int seat, const QString &action);
    bool sendAction(int seat, const QString &action);
    QString closedRefusal() const;
    QString privacyRefusal() const;
    const TableMove *find(const QStringList &cards, const TablePlace &from, const TablePlace &to) const;
    QList<TableMove> targetsNow() const;

    const TableLink *m_link;
    const HostSettings *m_settings;
    felt::MoveList m_engineMoves;
    QList<TableMove> m_moves;   // the same, typed, made once per change
    QStringList m_legal;
    bool m_due = false;
    Screen m_screen;
    bool m_over = false;
    bool m_reviewing = false;
    bool m_learning = false;
    QString m_message;
    QString m_lastRefusal;   // the host's last refusal, in words
    bool m_automaticPending = false;
    // What is picked up (pickUp) and its legal moves.
    QStringList m_pickedCards;
    TablePlace m_pickedFrom;
    QList<TableMove> m_targets;
};
