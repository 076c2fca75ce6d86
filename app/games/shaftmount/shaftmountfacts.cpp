#include "shaftmountfacts.h"

#include "tableadapter.h"

#include <QVariantMap>

#include <algorithm>
#include <tuple>

namespace {

QString text(const felt::Value *v)
{
    return v && v->isString() ? QString::fromStdString(v->toString()) : QString();
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
    struct Seq {
        int owner;
        int pile;
        QStringList cards;
        bool three;
    };
    std::vector<Seq> seqs;
    if (const felt::Value *s = A::member(state, "sequences"); s && s->isObject())
        for (const auto &[name, list] : s->members()) {
            const auto [owner, pile] = sequenceOf(name);
            if (owner >= 0)
                seqs.push_back({ owner, pile, A::strings(list), three.contains(QString::fromStdString(name)) });
        }
    std::sort(seqs.begin(), seqs.end(), [](const Seq &a, const Seq &b) { return std::tie(a.owner, a.pile) < std::tie(b.owner, b.pile); });
    QVariantList sequences;
    for (const Seq &q : seqs)
        sequences.append(QVariantMap { { QStringLiteral("owner"), q.owner }, { QStringLiteral("pile"), q.pile },
                                       { QStringLiteral("cards"), q.cards }, { QStringLiteral("count"), q.cards.size() },
                                       { QStringLiteral("top"), q.cards.isEmpty() ? QString() : q.cards.last() },
                                       { QStringLiteral("three"), q.three },
                                       { QStringLiteral("asked"), q.owner == asked.first && q.pile == asked.second } });

    // The closing area: a column per suit (clubs, diamonds, hearts, spades), two places each,
    // the older closing sequence of a suit first.
    static const QString suitOrder = QStringLiteral("CDHS");
    QVariantList closing;
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
            closing.append(QVariantMap { { QStringLiteral("pile"), pile }, { QStringLiteral("suit"), suit },
                                         { QStringLiteral("column"), column }, { QStringLiteral("slot"), std::min(1, perSuit[column]) },
                                         { QStringLiteral("count"), cards.size() },
                                         { QStringLiteral("top"), cards.isEmpty() ? QString() : cards.last() },
                                         { QStringLiteral("next"), next.value(pile) } });
            ++perSuit[column];
            ++pile;
        }
    }

    QVariantList shown;
    if (const felt::Value *s = A::member(info, "shown"))
        for (const felt::Value &list : s->items())
            shown.append(A::strings(list));
    QVariantList counts;
    if (const felt::Value *h = A::member(state, "hand"))
        for (const felt::Value &list : h->items())
            counts.append(static_cast<int>(list.size()));

    const int turn = A::intMember(state, "turn", -1);
    const bool isPlayed = played && played->isBool() && played->toBool();
    const bool normalOnly = mustNormal && mustNormal->isBool() && mustNormal->toBool();
    const int deck = A::intMember(state, "deck", 0);
    const int discard = A::intMember(state, "discard", 0);
    const QStringList closingCards = A::member(state, "closingCards") ? A::strings(*A::member(state, "closingCards")) : QStringList();
    const QStringList blocked = A::member(state, "blocked") ? A::strings(*A::member(state, "blocked")) : QStringList();
    const auto now = std::tie(handLimit, turn, isPlayed, normalOnly, deck, discard, sequences, closing, closingCards, kind, seat,
                              card, asked.first, asked.second, blocked, shown, counts);
    const auto before = std::tie(m_handLimit, m_turn, m_played, m_mustNormal, m_deck, m_discard, m_sequences, m_closing,
                                 m_closingCards, m_pendingKind, m_pendingSeat, m_pendingCard, m_askedOwner, m_askedPile,
                                 m_blocked, m_shown, m_handCounts);
    if (now == before)
        return;
    std::tie(m_handLimit, m_turn, m_played, m_mustNormal, m_deck, m_discard, m_sequences, m_closing, m_closingCards,
             m_pendingKind, m_pendingSeat, m_pendingCard, m_askedOwner, m_askedPile, m_blocked, m_shown, m_handCounts) = now;
    emit changed();
}
