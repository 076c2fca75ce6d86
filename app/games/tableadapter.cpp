#include "tableadapter.h"

QString TableAdapter::cardName(const QString &text)
{
    if (text == QLatin1String("??"))
        return tr("a hidden card");
    if (text == QLatin1String("JK"))
        return tr("Joker");
    if (text.size() != 2)
        return text;   // number cards ("1".."9") and anything else as written
    QString rank;
    switch (text.at(0).unicode()) {
    case 'T': rank = QStringLiteral("10"); break;
    case 'J': rank = tr("J", "jack"); break;
    case 'Q': rank = tr("Q", "queen"); break;
    case 'K': rank = tr("K", "king"); break;
    case 'A': rank = tr("A", "ace"); break;
    default: rank = text.left(1); break;
    }
    QString suit;
    switch (text.at(1).unicode()) {
    case 'C': suit = QStringLiteral("\u2663"); break;
    case 'D': suit = QStringLiteral("\u2666"); break;
    case 'H': suit = QStringLiteral("\u2665"); break;
    case 'S': suit = QStringLiteral("\u2660"); break;
    default: return text;
    }
    return rank + suit;
}

QString TableAdapter::cardWords(const QString &text)
{
    if (text == QLatin1String("??"))
        return tr("a card face down");
    if (text == QLatin1String("JK"))
        return tr("joker");
    if (text.size() != 2)
        return text;   // number cards ("1".."9")
    QString rank;
    switch (text.at(0).unicode()) {
    case 'T': rank = QStringLiteral("10"); break;
    case 'J': rank = tr("jack"); break;
    case 'Q': rank = tr("queen"); break;
    case 'K': rank = tr("king"); break;
    case 'A': rank = tr("ace"); break;
    default: rank = text.left(1); break;
    }
    switch (text.at(1).unicode()) {
    case 'C': return tr("%1 of clubs").arg(rank);
    case 'D': return tr("%1 of diamonds").arg(rank);
    case 'H': return tr("%1 of hearts").arg(rank);
    case 'S': return tr("%1 of spades").arg(rank);
    default: return text;
    }
}

QString TableAdapter::cardName(felt::Card card)
{
    return cardName(QString::fromStdString(felt::toText(card)));
}

QString TableAdapter::cardNames(const felt::Event &event)
{
    QStringList names;
    for (const felt::Card c : event.cards)
        names.append(cardName(c));
    return names.join(u' ');
}

QString TableAdapter::cardNames(const felt::Move &move)
{
    QStringList names;
    for (const felt::Card c : move.cards)
        names.append(cardName(c));
    return names.join(u' ');
}

QString TableAdapter::rankWords(int rank)
{
    switch (rank) {
    case 0: return tr("joker");
    case 11: return tr("jack");
    case 12: return tr("queen");
    case 13: return tr("king");
    case 1:
    case 14: return tr("ace");
    default: return QString::number(rank);
    }
}

QString TableAdapter::whyCode(const felt::Value &reasons)
{
    const felt::Value *code = member(reasons, "code");
    return code && code->isString() ? QString::fromStdString(code->toString()) : QString();
}

const felt::Value *TableAdapter::member(const felt::Value &v, const char *key)
{
    return v.isObject() ? v.find(key) : nullptr;
}

int TableAdapter::intMember(const felt::Value &v, const char *key, int fallback)
{
    const felt::Value *m = member(v, key);
    return m && m->isNumber() ? static_cast<int>(m->toInt()) : fallback;
}

QStringList TableAdapter::strings(const felt::Value &array)
{
    QStringList out;
    if (!array.isArray())
        return out;
    for (const felt::Value &v : array.items())
        out.append(QString::fromStdString(v.toString()));
    return out;
}

QStringList TableAdapter::seatList(const felt::Value &state, const char *key, int seat)
{
    const felt::Value *m = member(state, key);
    if (!m || !m->isArray() || seat < 0 || static_cast<std::size_t>(seat) >= m->size())
        return {};
    return strings((*m)[static_cast<std::size_t>(seat)]);
}

QString TableAdapter::seatName(int seat) const
{
    return m_name ? m_name(seat) : tr("seat %1").arg(seat + 1);
}

QList<int> TableAdapter::placesFromRanking(const felt::Value *ranking, int players)
{
    QList<int> places(players, -1);
    if (!ranking)
        return places;
    int place = 0;
    for (const felt::Value &group : ranking->items()) {
        for (const felt::Value &seat : group.items()) {
            const int s = static_cast<int>(seat.toInt());
            if (s >= 0 && s < players)
                places[s] = place;
        }
        place += static_cast<int>(group.size());
    }
    return places;
}

QList<int> TableAdapter::placesInOrder(const felt::Value *order, int players)
{
    QList<int> places(players, -1);
    for (std::size_t i = 0; order && i < order->size(); ++i) {
        const int seat = static_cast<int>((*order)[i].toInt());
        if (seat >= 0 && seat < players)
            places[seat] = static_cast<int>(i);
    }
    return places;
}
