// The typed parts of Shaftmount's facts (shaftmountfacts.h): the value types of a sequence, a
// closing sequence and a seat's hand, and the two parts that deserve an object of their own,
// the pending question and the calls by hand. Each part has its own changed() signal.
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

// A sequence on the table: whose, which (by index), its cards (bottom first), their count,
// the card to beat, whether the 3 rule started it, whether the pending question is about it.
struct ShaftmountSequence {
    Q_GADGET
    Q_PROPERTY(int owner MEMBER owner)
    Q_PROPERTY(int pile MEMBER pile)
    Q_PROPERTY(QStringList cards MEMBER cards)
    Q_PROPERTY(int count READ count)
    Q_PROPERTY(QString top READ top)
    Q_PROPERTY(bool three MEMBER three)
    Q_PROPERTY(bool asked MEMBER asked)

public:
    int owner = -1;
    int pile = -1;
    QStringList cards;
    bool three = false;
    bool asked = false;
    int count() const { return static_cast<int>(cards.size()); }
    QString top() const { return cards.isEmpty() ? QString() : cards.last(); }
    bool operator==(const ShaftmountSequence &) const = default;
};

// A closing sequence: which (oldest first), its suit ("C"), its column (0-3, by suit) and
// place in it (0 or 1), how many cards it holds, its top, the card that closes on it next
// (or "").
struct ShaftmountClosing {
    Q_GADGET
    Q_PROPERTY(int pile MEMBER pile)
    Q_PROPERTY(QString suit MEMBER suit)
    Q_PROPERTY(int column MEMBER column)
    Q_PROPERTY(int slot MEMBER slot)
    Q_PROPERTY(int count MEMBER count)
    Q_PROPERTY(QString top MEMBER top)
    Q_PROPERTY(QString next MEMBER next)

public:
    int pile = 0;
    QString suit;
    int column = 0;
    int slot = 0;
    int count = 0;
    QString top;
    QString next;
    bool operator==(const ShaftmountClosing &) const = default;
};

// A seat's hand: how many cards it holds, how many of them the viewer sees the faces of (the
// state lists those first), and the cards of it everyone has seen.
struct ShaftmountHand {
    Q_GADGET
    Q_PROPERTY(int count MEMBER count)
    Q_PROPERTY(int faces MEMBER faces)
    Q_PROPERTY(QStringList shown MEMBER shown)

public:
    int count = 0;
    int faces = 0;
    QStringList shown;
    bool operator==(const ShaftmountHand &) const = default;
};

// A sequence a challenge may name: whose, which, its top.
struct ShaftmountSequenceRef {
    Q_GADGET
    Q_PROPERTY(int owner MEMBER owner)
    Q_PROPERTY(int pile MEMBER pile)
    Q_PROPERTY(QString top MEMBER top)

public:
    int owner = -1;
    int pile = -1;
    QString top;
    bool operator==(const ShaftmountSequenceRef &) const = default;
};

// A card a challenge may name (one of the claimer's shown hand, not a blocked 4) and the
// sequences it could have been played on (its suit, a lower top): a challenge that names no
// normal play is refused, so the question never offers one (none: the card proves nothing).
struct ShaftmountChallengeCard {
    Q_GADGET
    Q_PROPERTY(QString card MEMBER card)
    Q_PROPERTY(QList<ShaftmountSequenceRef> sequences MEMBER sequences)

public:
    QString card;
    QList<ShaftmountSequenceRef> sequences;
    bool operator==(const ShaftmountChallengeCard &) const = default;
};

// Calls "manual": a closing card lying exposed on top of a sequence, which anyone but its owner
// may tap (whose, which, the card), and why it closes now: `after` is the closing area's top
// card of its suit one rank above it ("" for an Ace, which closes while its suit has fewer than
// two closing sequences). Only a learning table points them out.
struct ShaftmountExposed {
    Q_GADGET
    Q_PROPERTY(int owner MEMBER owner)
    Q_PROPERTY(int pile MEMBER pile)
    Q_PROPERTY(QString card MEMBER card)
    Q_PROPERTY(QString after MEMBER after)

public:
    int owner = -1;
    int pile = -1;
    QString card;
    QString after;
    bool operator==(const ShaftmountExposed &) const = default;
};

// The claim whose challenge round is open: who claims, what ("no-play" or "two"), the 2 (or
// ""), and the sequence the 2 would close (-1 when none). seat is -1 when no claim is open.
struct ShaftmountClaim {
    Q_GADGET
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString card MEMBER card)
    Q_PROPERTY(int owner MEMBER owner)
    Q_PROPERTY(int pile MEMBER pile)

public:
    int seat = -1;
    QString kind;
    QString card;
    int owner = -1;
    int pile = -1;
    bool operator==(const ShaftmountClaim &) const = default;
};

// The pending question: what kind ("keep", "close", "defend", "block", "challenge"), the
// seat that owes the answer, the card it is about, and the sequence it is about (owner and
// pile, -1 when none). open is false, and kind "", when nothing is asked.
class ShaftmountPending : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool open READ open NOTIFY changed)
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(QString card READ card NOTIFY changed)
    Q_PROPERTY(int owner READ owner NOTIFY changed)
    Q_PROPERTY(int pile READ pile NOTIFY changed)

public:
    struct Value {
        QString kind;
        int seat = -1;
        QString card;
        int owner = -1;
        int pile = -1;
        bool operator==(const Value &) const = default;
    };

    using QObject::QObject;

    bool open() const { return !m_value.kind.isEmpty(); }
    QString kind() const { return m_value.kind; }
    int seat() const { return m_value.seat; }
    QString card() const { return m_value.card; }
    int owner() const { return m_value.owner; }
    int pile() const { return m_value.pile; }
    // Takes the question as the facts read it; tells whether it changed. The facts emit
    // changed() once all they hold is current.
    bool set(const Value &value);

signals:
    void changed();

private:
    Value m_value;
};

// Calls "manual" (closing cards wait for a tap, claims may be challenged, hands counted): the
// open claim and what a challenge may name, the seats whose hands were counted over the limit
// and may not draw, and the closing cards lying exposed. Noticing those is the person's part of
// the game: only a learning table points them out (ShaftmountTable.qml).
class ShaftmountCalls : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool manual READ manual NOTIFY changed)
    Q_PROPERTY(ShaftmountClaim claim READ claim NOTIFY changed)
    Q_PROPERTY(QList<ShaftmountChallengeCard> challengeCards READ challengeCards NOTIFY changed)
    Q_PROPERTY(QList<int> overLimit READ overLimit NOTIFY changed)
    Q_PROPERTY(QList<ShaftmountExposed> exposed READ exposed NOTIFY changed)
    // The seats that are out (they call nothing any more).
    Q_PROPERTY(QList<int> out READ out NOTIFY changed)

public:
    struct Value {
        bool manual = false;
        ShaftmountClaim claim;
        QList<ShaftmountChallengeCard> challengeCards;
        QList<int> overLimit;
        QList<ShaftmountExposed> exposed;
        QList<int> out;
        bool operator==(const Value &) const = default;
    };

    using QObject::QObject;

    bool manual() const { return m_value.manual; }
    ShaftmountClaim claim() const { return m_value.claim; }
    QList<ShaftmountChallengeCard> challengeCards() const { return m_value.challengeCards; }
    QList<int> overLimit() const { return m_value.overLimit; }
    QList<ShaftmountExposed> exposed() const { return m_value.exposed; }
    QList<int> out() const { return m_value.out; }
    // Takes the calls as the facts read them; tells whether they changed. The facts emit
    // changed() once all they hold is current.
    bool set(const Value &value);

signals:
    void changed();

private:
    Value m_value;
};
