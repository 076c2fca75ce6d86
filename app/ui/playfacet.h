// The table's facet "moves and their sentences": the legal moves of the person acting at the
// screen, finding the move a gesture makes and saying why one is refused, acting, taking back,
// and what an action did (its lines, its effects) for the table's captions and animations.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class PlayFacet : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    // The actor's legal actions as texts, and as moves (movematch.h maps).
    Q_PROPERTY(QStringList legal READ legal NOTIFY legalChanged)
    Q_PROPERTY(QVariantList moves READ moves NOTIFY legalChanged)
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

public:
    explicit PlayFacet(GameSession *session);

    QStringList legal() const;
    QVariantList moves() const;
    bool due() const;
    bool mayCall() const;
    QString message() const;
    bool canUndo() const;
    bool canRedo() const;
    bool automatic() const;

    Q_INVOKABLE bool isLegal(const QString &action) const;
    Q_INVOKABLE QString whyNot(const QString &action) const;
    Q_INVOKABLE bool act(const QString &action);
    // The legal move that takes `cards` (faces; empty: any) from `from` to `to` (places as
    // {zone, owner, pile, index, card}; empty: anywhere), with `legal` true; or, when there is
    // none, {legal: false, why: the sentence that says why not}.
    Q_INVOKABLE QVariantMap moveFor(const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const;
    // Every legal move that takes `cards` from `from`, wherever it goes (to light targets).
    Q_INVOKABLE QVariantList movesFrom(const QStringList &cards, const QVariantMap &from) const;
    // The first legal move of a kind ("pickup"), or an empty map.
    Q_INVOKABLE QVariantMap moveOf(const QString &verb) const;
    Q_INVOKABLE bool canDo(const QString &verb) const { return !moveOf(verb).isEmpty(); }
    // The button for a kind of move ("Pick up") and its key ("P"), from the game's adapter.
    Q_INVOKABLE QString verbButton(const QString &verb) const;
    Q_INVOKABLE QString verbKey(const QString &verb) const;
    // Calls anyone at the table may make (GameSession::gestureFor and the rest).
    Q_INVOKABLE QString gestureFor(int seat, const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const;
    Q_INVOKABLE QVariantList callers(const QString &action) const;
    Q_INVOKABLE QString whyNotFor(int seat, const QString &action) const;
    Q_INVOKABLE bool actAs(int seat, const QString &action);
    // An action of the person at the screen in words ("play 7♥ 7♠").
    Q_INVOKABLE QString describe(const QString &action) const;
    // Takes back the moves since the person's last one, where the game allows it; redo()
    // plays them again.
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();

signals:
    void legalChanged();
    void automaticChanged();
    void messageChanged();
    void undoChanged();
    void refused(const QString &why);
    // What an action (or a step of a look back) did, in the lines the viewer may read:
    // [{text, seat}] (seat -1: about nobody in particular). For the table's captions.
    void told(const QVariantList &lines);
    // One of the engine's events that the viewer may see, for the table's effects (`kind`:
    // GameSpec::eventId, "burned", "pickedUp", ...; `cards`: the faces it names).
    void happened(const QString &kind, int seat, int count, const QStringList &cards, int target, int index);
    void acted();

private:
    GameSession *m_session;
};
