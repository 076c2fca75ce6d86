// What Shaftmount's table reads of the game, typed: the sequences (whose, which, their cards,
// the card to beat, whether the 3 rule started one, whether the pending question is about
// it), the closing area (each closing sequence's suit, column and place, and the card that
// closes on it next), the pending question, the deck and the discard pile, the hand limit,
// and what the turn allows. Built by the adapter from the state the viewer sees and the
// public table facts; the table never reads the state object nor splits a sequence's name.
#pragma once

#include "core/value.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>

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
    // [{owner, pile, cards: [faces, bottom first], count, top, three, asked}], by seat, then
    // index.
    Q_PROPERTY(QVariantList sequences READ sequences NOTIFY changed)
    // [{pile (oldest first), suit ("C"), column (0-3, by suit), slot (0 or 1 within the
    // column), count, top, next (the card that closes on it next, or "")}].
    Q_PROPERTY(QVariantList closing READ closing NOTIFY changed)
    // The cards that close now (an Ace while its suit has room for a closing sequence, ...).
    Q_PROPERTY(QStringList closingCards READ closingCards NOTIFY changed)
    // The pending question: "" or "keep", "close", "defend", "block", "challenge"; the seat
    // that owes the answer; the card it is about; the sequence it is about (-1 when none).
    Q_PROPERTY(QString pendingKind READ pendingKind NOTIFY changed)
    Q_PROPERTY(int pendingSeat READ pendingSeat NOTIFY changed)
    Q_PROPERTY(QString pendingCard READ pendingCard NOTIFY changed)
    Q_PROPERTY(int askedOwner READ askedOwner NOTIFY changed)
    Q_PROPERTY(int askedPile READ askedPile NOTIFY changed)
    // The 4s that may not be played again this turn; per seat, the cards of its hand everyone
    // has seen; per seat, how many cards it holds.
    Q_PROPERTY(QStringList blocked READ blocked NOTIFY changed)
    Q_PROPERTY(QVariantList shown READ shown NOTIFY changed)
    Q_PROPERTY(QVariantList handCounts READ handCounts NOTIFY changed)

public:
    using QObject::QObject;

    void update(const felt::Value &state, const felt::Value &info);

    int handLimit() const { return m_handLimit; }
    int turn() const { return m_turn; }
    bool played() const { return m_played; }
    bool mustNormal() const { return m_mustNormal; }
    int deck() const { return m_deck; }
    int discard() const { return m_discard; }
    QVariantList sequences() const { return m_sequences; }
    QVariantList closing() const { return m_closing; }
    QStringList closingCards() const { return m_closingCards; }
    QString pendingKind() const { return m_pendingKind; }
    int pendingSeat() const { return m_pendingSeat; }
    QString pendingCard() const { return m_pendingCard; }
    int askedOwner() const { return m_askedOwner; }
    int askedPile() const { return m_askedPile; }
    QStringList blocked() const { return m_blocked; }
    QVariantList shown() const { return m_shown; }
    QVariantList handCounts() const { return m_handCounts; }

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
    QVariantList m_sequences;
    QVariantList m_closing;
    QStringList m_closingCards;
    QString m_pendingKind;
    int m_pendingSeat = -1;
    QString m_pendingCard;
    int m_askedOwner = -1;
    int m_askedPile = -1;
    QStringList m_blocked;
    QVariantList m_shown;
    QVariantList m_handCounts;
};
