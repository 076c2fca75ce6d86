// What Shaftmount's table reads of the game, typed: the sequences (whose, which, their cards,
// the card to beat, whether the 3 rule started one, whether the pending question is about
// it), the closing area (each closing sequence's suit, column and place, and the card that
// closes on it next), the pending question, the deck and the discard pile, the hand limit,
// the hands, what the turn allows, and the calls by hand. Built by the adapter from the state
// the viewer sees and the public table facts, here and nowhere else; the table never reads
// the state object nor splits a sequence's name. The parts are in shaftmountparts.h.
#pragma once

#include "core/value.h"
#include "shaftmountparts.h"

#include <QObject>
#include <QStringList>

class ShaftmountFacts : public QObject {
    Q_OBJECT

    Q_PROPERTY(int handLimit READ handLimit NOTIFY changed)
    // Whose turn it is, whether their play is made, and whether after a defence only a normal
    // play will do.
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(bool played READ played NOTIFY changed)
    Q_PROPERTY(bool mustNormal READ mustNormal NOTIFY changed)
    Q_PROPERTY(int deck READ deck NOTIFY changed)
    Q_PROPERTY(int discard READ discard NOTIFY changed)
    // The sequences, by seat, then index.
    Q_PROPERTY(QList<ShaftmountSequence> sequences READ sequences NOTIFY changed)
    // The closing sequences, oldest first.
    Q_PROPERTY(QList<ShaftmountClosing> closing READ closing NOTIFY changed)
    // The cards that close now (an Ace while its suit has room for a closing sequence, ...).
    Q_PROPERTY(QStringList closingCards READ closingCards NOTIFY changed)
    // The pending question (pending.open is false when nothing is asked).
    Q_PROPERTY(ShaftmountPending *pending READ pending CONSTANT)
    // The 4s that may not be played again this turn.
    Q_PROPERTY(QStringList blocked READ blocked NOTIFY changed)
    // Per seat, its hand: how many cards, how many faces the viewer sees, which cards
    // everyone has seen.
    Q_PROPERTY(QList<ShaftmountHand> hands READ hands NOTIFY changed)
    // Calls "manual": the open claim, what a challenge may name, the seats over the limit.
    Q_PROPERTY(ShaftmountCalls *calls READ calls CONSTANT)

public:
    using QObject::QObject;

    void update(const felt::Value &state, const felt::Value &info);

    int handLimit() const { return m_handLimit; }
    int turn() const { return m_turn; }
    bool played() const { return m_played; }
    bool mustNormal() const { return m_mustNormal; }
    int deck() const { return m_deck; }
    int discard() const { return m_discard; }
    QList<ShaftmountSequence> sequences() const { return m_sequences; }
    QList<ShaftmountClosing> closing() const { return m_closing; }
    QStringList closingCards() const { return m_closingCards; }
    ShaftmountPending *pending() { return &m_pending; }
    const ShaftmountPending &pendingQuestion() const { return m_pending; }
    QStringList blocked() const { return m_blocked; }
    QList<ShaftmountHand> hands() const { return m_hands; }
    ShaftmountCalls *calls() { return &m_calls; }
    bool manual() const { return m_calls.manual(); }

    // A sequence's name in the state ("1.2") as {owner, pile}; {-1, -1} for anything else.
    static std::pair<int, int> sequenceOf(const std::string &name);

signals:
    void changed();

private:
    int m_handLimit = 0;
    int m_turn = -1;
    bool m_played = false;
    bool m_mustNormal = false;
    int m_deck = 0;
    int m_discard = 0;
    QList<ShaftmountSequence> m_sequences;
    QList<ShaftmountClosing> m_closing;
    QStringList m_closingCards;
    QStringList m_blocked;
    QList<ShaftmountHand> m_hands;
    ShaftmountPending m_pending;
    ShaftmountCalls m_calls;
};
