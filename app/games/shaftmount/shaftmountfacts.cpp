#include "shaftmountfacts.h"

#include "tableadapter.h"

#include <algorithm>
#include <tuple>

namespace {

QString text(const felt::Value *v)
{
    return v && v->isString() ? QString::fromStdString(v->toString()) : QString();
}

// A card's rank from high to low (A K Q J T 9 … 2: 14 … 2), 0 for anything else.
int rankOf(const QString &face)
{
    static const QString ranks = QStringLiteral("23456789TJQKA");
    return face.size() == 2 ? static_cast<int>(ranks.indexOf(face.at(0))) + 2 : 0;
}

} // namespace

std::pair<int, int> ShaftmountFacts::sequenceOf(const std::string &name)
{
    const auto dot = name.find('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 >= name.size())
        return { -1, -1 };
    return { std::atoi(name.substr(0, dot).c_str()), std::atoi(name.substr(dot + 1).c_str()) };
}

void ShaftmountFacts::update(const felt::Value &state, const felt::Value &info)
{
    using A = TableAdapter;
    const int handLimit = A::intMember(info, "handLimit", 0);
    const felt::Value *mustNormal = A::member(info, "mustNormal");
    const felt::Value *played = A::member(state, "played");

    // The pending question and what it is about.
    QString kind;
    int seat = -1;
    QString card;
    std::pair<int, int> asked { -1, -1 };
    if (const felt::Value *p = A::member(state, "pending"); p && p->isObject()) {
        kind = text(A::member(*p, "kind"));
        seat = A::intMember(*p, "seat", -1);
        card = text(A::member(*p, "card"));
        const QString about = text(A::member(*p, "sequence")).isEmpty() ? text(A::member(*p, "target")) : text(A::member(*p, "sequence"));
        if (kind != QLatin1String("close"))
            asked = sequenceOf(about.toStdString());
    }

    // The sequences, by seat and index.
    QStringList three;
    if (const felt::Value *t = A::member(state, "three"))
        three = A::strings(*t);
    QList<ShaftmountSequence> sequences;
    if (const felt::Value *s = A::member(state, "sequences"); s && s->isObject())
        for (const auto &[name, list] : s->members()) {
            const auto [owner, pile] = sequenceOf(name);
            if (owner >= 0)
                sequences.append({ owner, pile, A::strings(list), three.contains(QString::fromStdString(name)),
                                   owner == asked.first && pile == asked.second });
        }
    std::sort(sequences.begin(), sequences.end(), [](const ShaftmountSequence &a, const ShaftmountSequence &b) {
        return std::tie(a.owner, a.pile) < std::tie(b.owner, b.pile);
    });

    // The closing area: a column per suit (clubs, diamonds, hearts, spades), two places each,
    // the older closing sequence of a suit first.
    static const QString suitOrder = QStringLiteral("CDHS");
    QList<ShaftmountClosing> closing;
    QStringList next;
    if (const felt::Value *n = A::member(info, "closingNext"))
        for (const felt::Value &c : n->items())
            next.append(c.isString() ? QString::fromStdString(c.toString()) : QString());
    if (const felt::Value *c = A::member(state, "closing"); c && c->isArray()) {
        int perSuit[4] = { 0, 0, 0, 0 };
        int pile = 0;
        for (const felt::Value &list : c->items()) {
            const QStringList cards = A::strings(list);
            const QString suit = cards.isEmpty() || cards.first().size() < 2 ? QStringLiteral("C") : cards.first().mid(1, 1);
            const int column = std::max(0, static_cast<int>(suitOrder.indexOf(suit)));
            closing.append({ pile, suit, column, std::min(1, perSuit[column]), static_cast<int>(cards.size()),
                             cards.isEmpty() ? QString() : cards.last(), next.value(pile) });
            ++perSuit[column];
            ++pile;
        }
    }

    // The hands: per seat its count, the faces the viewer sees, the cards everyone has seen.
    QList<ShaftmountHand> hands;
    const felt::Value *handList = A::member(state, "hand");
    const felt::Value *shown = A::member(info, "shown");
    const auto size = [](const felt::Value *v) { return v && v->isArray() ? v->size() : std::size_t(0); };
    for (std::size_t i = 0, n = std::max(size(handList), size(shown)); i < n; ++i) {
        ShaftmountHand hand;
        if (i < size(handList)) {
            const QStringList faces = A::strings((*handList)[i]);
            hand.count = static_cast<int>((*handList)[i].size());
            hand.faces = static_cast<int>(faces.size() - faces.count(QStringLiteral("??")));
        }
        if (i < size(shown))
            hand.shown = A::strings((*shown)[i]);
        hands.append(hand);
    }

    // Calls "manual": the open claim and what a challenge may name, the barred seats.
    ShaftmountCalls::Value calls;
    calls.manual = text(A::member(state, "calls")) == QLatin1String("manual");
    if (const felt::Value *c = A::member(state, "claim"); c && c->isObject()) {
        const int claimer = A::intMember(*c, "seat", -1);
        const auto target = sequenceOf(text(A::member(*c, "target")).toStdString());
        calls.claim = { claimer, text(A::member(*c, "kind")), text(A::member(*c, "card")), target.first, target.second };
        const QStringList hand = claimer >= 0 && static_cast<std::size_t>(claimer) < size(handList)
            ? A::strings((*handList)[static_cast<std::size_t>(claimer)]) : QStringList();
        const QStringList barred = A::member(state, "blocked") ? A::strings(*A::member(state, "blocked")) : QStringList();
        QStringList seen;
        for (const QString &face : hand) {
            if (face == QLatin1String("??") || face.size() != 2 || seen.contains(face) || barred.contains(face))
                continue;
            seen.append(face);
            ShaftmountChallengeCard offered { face, {} };
            for (const ShaftmountSequence &q : sequences)
                if (!q.cards.isEmpty() && q.top().size() == 2 && q.top().at(1) == face.at(1) && rankOf(face) > rankOf(q.top()))
                    offered.sequences.append({ q.owner, q.pile, q.top() });
            calls.challengeCards.append(offered);
        }
    }
    if (const felt::Value *o = A::member(state, "overLimit"))
        for (const felt::Value &seatValue : o->items())
            calls.overLimit.append(static_cast<int>(seatValue.toInt()));
    if (const felt::Value *o = A::member(state, "out"))
        for (const felt::Value &seatValue : o->items())
            calls.out.append(static_cast<int>(seatValue.toInt()));
    // The closing cards lying exposed, and the closing area's card each follows.
    if (const felt::Value *e = A::member(state, "exposed"))
        for (const QString &name : A::strings(*e)) {
            const auto [owner, pile] = sequenceOf(name.toStdString());
            for (const ShaftmountSequence &q : sequences)
                if (q.owner == owner && q.pile == pile && !q.cards.isEmpty()) {
                    ShaftmountExposed exposed { owner, pile, q.top(), {} };
                    for (const ShaftmountClosing &c : closing)
                        if (rankOf(q.top()) != 14 && c.suit == q.top().mid(1, 1) && rankOf(c.top) == rankOf(q.top()) + 1)
                            exposed.after = c.top;
                    calls.exposed.append(exposed);
                }
        }

    const int turn = A::intMember(state, "turn", -1);
    const bool isPlayed = played && played->isBool() && played->toBool();
    const bool normalOnly = mustNormal && mustNormal->isBool() && mustNormal->toBool();
    const int deck = A::intMember(state, "deck", 0);
    const int discard = A::intMember(state, "discard", 0);
    const QStringList closingCards = A::member(state, "closingCards") ? A::strings(*A::member(state, "closingCards")) : QStringList();
    const QStringList blocked = A::member(state, "blocked") ? A::strings(*A::member(state, "blocked")) : QStringList();
    // Everything is current before anything tells its change.
    const bool pendingChanged = m_pending.set({ kind, seat, card, asked.first, asked.second });
    const bool callsChanged = m_calls.set(calls);
    const auto now = std::tie(handLimit, turn, isPlayed, normalOnly, deck, discard, sequences, closing, closingCards,
                              blocked, hands);
    const auto before = std::tie(m_handLimit, m_turn, m_played, m_mustNormal, m_deck, m_discard, m_sequences, m_closing,
                                 m_closingCards, m_blocked, m_hands);
    const bool factsChanged = now != before;
    std::tie(m_handLimit, m_turn, m_played, m_mustNormal, m_deck, m_discard, m_sequences, m_closing, m_closingCards,
             m_blocked, m_hands) = now;
    if (factsChanged)
        emit changed();
    if (pendingChanged)
        emit m_pending.changed();
    if (callsChanged)
        emit m_calls.changed();
}
