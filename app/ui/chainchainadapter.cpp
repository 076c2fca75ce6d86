#include "chainchainadapter.h"

#include <QLocale>
#include <QSet>

QList<CardSlot> ChainChainAdapter::cardSlots(const felt::Value &state, int viewer, const QStringList &legal) const
{
    QList<CardSlot> cards;
    // The viewer's playable cards: every number some legal play names.
    QSet<QString> playable;
    for (const QString &a : legal) {
        const QStringList words = a.split(u' ', Qt::SkipEmptyParts);
        if (words.value(0) == QLatin1String("play"))
            for (int i = 1; i < words.size(); ++i)
                playable.insert(words.at(i));
    }
    const felt::Value *hands = member(state, "hand");
    const int players = hands ? static_cast<int>(hands->size()) : 0;
    for (int s = 0; s < players; ++s) {
        for (const char *zone : { "hand", "collected" }) {
            const QStringList faces = seatList(state, zone, s);
            for (int i = 0; i < faces.size(); ++i) {
                CardSlot slot { faces.at(i), QString::fromLatin1(zone), s, i, static_cast<int>(faces.size()), false };
                slot.playable = s == viewer && slot.zone == QLatin1String("hand") && playable.contains(faces.at(i));
                cards.append(slot);
            }
        }
    }
    if (const felt::Value *pile = member(state, "pile")) {
        const QStringList faces = strings(*pile);
        for (int i = 0; i < faces.size(); ++i)
            cards.append({ faces.at(i), QStringLiteral("pile"), -1, i, static_cast<int>(faces.size()), false });
    }
    const int stock = intMember(state, "stock", 0);
    if (stock > 0)
        cards.append({ QStringLiteral("??"), QStringLiteral("stock"), -1, 0, stock, false });
    return cards;
}

void ChainChainAdapter::fillSeat(SeatRow &row, const felt::Value &state) const
{
    row.handCount = static_cast<int>(seatList(state, "hand", row.seat).size());
    row.cardsLeft = row.handCount;
    const QStringList collected = seatList(state, "collected", row.seat);
    int sum = 0;
    for (const QString &c : collected)
        sum += c.toInt();
    row.collectedCount = static_cast<int>(collected.size());
    row.collectedSum = sum;
    row.detail = tr("%n collected (sum %1)", nullptr, row.collectedCount).arg(sum);
}

QList<int> ChainChainAdapter::places(const felt::Value &, const felt::Value &result, int players) const
{
    QList<int> places(players, -1);
    const felt::Value *ranking = member(result, "ranking");
    if (!ranking)
        return places;
    // Competition places: a shared place counts for everyone in it.
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

QString ChainChainAdapter::eventText(const felt::Event &e, const NameOf &name) const
{
    const QString who = name(e.seat);
    switch (e.kind) {
    case felt::EventKind::Played:
        if (e.cards.size() >= 2)
            return tr("%1 played %2, then %3.")
                .arg(who, cardName(e.cards[0]),
                     cardName(e.cards[1]));
        return {};
    case felt::EventKind::Took:
        return tr("%1 could not continue the chain and collected it (%n card(s)).", nullptr, e.count).arg(who);
    case felt::EventKind::Reversed:
        return tr("A double: the direction of play turns, and the next player plays freely.");
    case felt::EventKind::Drew:
        return tr("%1 drew %n card(s).", nullptr, e.count).arg(who);
    case felt::EventKind::Collected:
        return tr("Last play: %1 collects the chain (%n card(s)).", nullptr, e.count).arg(who);
    case felt::EventKind::LeftGame:
        return tr("Last play: the chain leaves the game (%n card(s)).", nullptr, e.count);
    case felt::EventKind::GameOver:
        return tr("The stock and every hand are empty: the game is over.");
    default:
        return {};
    }
}

QList<CardMove> ChainChainAdapter::moves(const felt::EventList &events, const QString &) const
{
    QList<CardMove> moves;
    for (const felt::Event &e : events) {
        switch (e.kind) {
        case felt::EventKind::Played:
            for (std::size_t i = 0; i < e.cards.size(); ++i)
                moves.append({ QStringLiteral("hand"), e.seat, -1, QStringLiteral("pile"), -1 });
            break;
        case felt::EventKind::Took:
        case felt::EventKind::Collected:
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("pile"), -1, -1, QStringLiteral("collected"), e.seat });
            break;
        case felt::EventKind::Drew:
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("stock"), -1, -1, QStringLiteral("hand"), e.seat });
            break;
        default:
            break;
        }
    }
    return moves;
}

QString ChainChainAdapter::resultText(const felt::Value &result, const NameOf &name) const
{
    const felt::Value *ranking = member(result, "ranking");
    if (!ranking || ranking->size() == 0)
        return tr("The game is over.");
    const felt::Value &first = (*ranking)[0];
    QStringList names;
    for (const felt::Value &s : first.items())
        names.append(name(static_cast<int>(s.toInt())));
    if (names.size() == 1)
        return tr("%1 wins, having collected the fewest cards.").arg(names.first());
    return tr("%1 share the win.").arg(QLocale().createSeparatedList(names));
}

felt::Value ChainChainAdapter::maskedState(felt::Value state) const
{
    maskLists(state, "hand");
    return state;
}

QString ChainChainAdapter::describeAction(const QString &action) const
{
    const QStringList words = action.split(u' ', Qt::SkipEmptyParts);
    if (words.value(0) == QLatin1String("play") && words.size() == 3)
        return tr("play %1, then %2").arg(words.at(1), words.at(2));
    if (words.value(0) == QLatin1String("take"))
        return tr("collect the chain");
    return action;
}
