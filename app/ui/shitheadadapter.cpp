#include "shitheadadapter.h"

#include <QSet>

namespace {
constexpr const char *kPerSeatZones[] = { "down", "up", "hand" };
}

QList<CardSlot> ShitheadAdapter::cardSlots(const felt::Value &state, int viewer, const QStringList &legal) const
{
    QList<CardSlot> cards;
    // The viewer's playable cards: every card named by a legal play, every downcard index
    // of a legal blind play.
    QSet<QString> playableFaces;
    QSet<int> blindIndexes;
    for (const QString &a : legal) {
        const QStringList words = a.split(u' ', Qt::SkipEmptyParts);
        if (words.isEmpty())
            continue;
        if (words.first() == QLatin1String("blind")) {
            if (words.size() > 1)
                blindIndexes.insert(words.at(1).toInt());
            continue;
        }
        if (words.first() == QLatin1String("play") || words.first() == QLatin1String("swap"))
            for (int i = 1; i < words.size(); ++i)
                playableFaces.insert(words.at(i));
    }
    const felt::Value *hands = member(state, "hand");
    const int players = hands ? static_cast<int>(hands->size()) : 0;
    for (int s = 0; s < players; ++s) {
        for (const char *zone : kPerSeatZones) {
            const QStringList faces = seatList(state, zone, s);
            const QString zoneName = QString::fromLatin1(zone);
            const bool down = zoneName == QLatin1String("down");
            for (int i = 0; i < faces.size(); ++i) {
                CardSlot slot { faces.at(i), zoneName, s, i, static_cast<int>(faces.size()), false };
                if (s == viewer)
                    slot.playable = down ? blindIndexes.contains(i)
                                         : faces.at(i) != QLatin1String("??") && playableFaces.contains(faces.at(i));
                cards.append(slot);
            }
        }
    }
    if (const felt::Value *pile = member(state, "pile")) {
        const QStringList faces = strings(*pile);
        for (int i = 0; i < faces.size(); ++i)
            cards.append({ faces.at(i), QStringLiteral("pile"), -1, i, static_cast<int>(faces.size()), false });
    }
    for (const char *zone : { "stock", "burned" }) {
        const int count = intMember(state, zone, 0);
        if (count > 0)
            cards.append({ QStringLiteral("??"), QString::fromLatin1(zone), -1, 0, count, false });
    }
    return cards;
}

void ShitheadAdapter::fillSeat(SeatRow &row, const felt::Value &state) const
{
    row.handCount = static_cast<int>(seatList(state, "hand", row.seat).size());
    row.downCount = static_cast<int>(seatList(state, "down", row.seat).size());
    row.upCards = seatList(state, "up", row.seat);
    row.cardsLeft = row.handCount + row.downCount + static_cast<int>(row.upCards.size());
}

QList<int> ShitheadAdapter::places(const felt::Value &state, const felt::Value &result, int players) const
{
    QList<int> places(players, -1);
    const felt::Value *order = result.isObject() ? member(result, "order") : member(state, "out");
    if (!order)
        return places;
    for (std::size_t i = 0; i < order->size(); ++i) {
        const int seat = static_cast<int>((*order)[i].toInt());
        if (seat >= 0 && seat < players)
            places[seat] = static_cast<int>(i);
    }
    return places;
}

QString ShitheadAdapter::eventText(const felt::Event &e, const NameOf &name) const
{
    const QString who = name(e.seat);
    switch (e.kind) {
    case felt::EventKind::Swapped:
        if (e.cards.size() >= 2)
            return tr("%1 put %2 face up and took %3 into the hand.")
                .arg(who, cardName(e.cards[0]),
                     cardName(e.cards[1]));
        return {};
    case felt::EventKind::Ready:
        return tr("%1 is ready.").arg(who);
    case felt::EventKind::PlayStarted:
        return tr("%1 starts.").arg(who);
    case felt::EventKind::Played:
        if (e.count == 1)
            return tr("%1 played %2 from the upcards.").arg(who, cardNames(e));
        if (e.count == 2)
            return tr("%1 turned over %2 and played it.").arg(who, cardNames(e));
        return tr("%1 played %2.").arg(who, cardNames(e));
    case felt::EventKind::Burned:
        return tr("The pile burns (%n card(s)).", nullptr, e.count);
    case felt::EventKind::PickedUp:
        return tr("%1 picked up the pile (%n card(s)).", nullptr, e.count).arg(who);
    case felt::EventKind::Drew:
        return tr("%1 drew %n card(s).", nullptr, e.count).arg(who);
    case felt::EventKind::BlindFailed:
        return tr("%1 turned over %2, which cannot be played.").arg(who, cardNames(e));
    case felt::EventKind::Skipped:
        return tr("%1 misses a turn.").arg(who);
    case felt::EventKind::Reversed:
        return tr("The direction of play reverses.");
    case felt::EventKind::WentOut:
        return tr("%1 is out, in place %2.").arg(who).arg(e.count + 1);
    case felt::EventKind::GameOver: {
        QString text;
        if (e.count == 1)
            text = tr("Nobody has made progress for a long time, so the game ends: whoever holds the most cards loses.") + u' ';
        if (e.seat >= 0)
            text += m_palace ? tr("%1 loses the game.").arg(who) : tr("%1 is the Shithead.").arg(who);
        return text;
    }
    default:
        return {};
    }
}

QList<CardMove> ShitheadAdapter::moves(const felt::EventList &events, const QString &action) const
{
    QList<CardMove> moves;
    int blindIndex = -1;
    if (action.startsWith(QLatin1String("blind ")))
        blindIndex = action.mid(6).toInt();
    static const QString zones[] = { QStringLiteral("hand"), QStringLiteral("up"), QStringLiteral("down") };
    for (const felt::Event &e : events) {
        switch (e.kind) {
        case felt::EventKind::Played:
            for (std::size_t i = 0; i < e.cards.size(); ++i)
                moves.append({ zones[qBound(0, static_cast<int>(e.count), 2)], e.seat,
                               e.count == 2 ? blindIndex : -1, QStringLiteral("pile"), -1 });
            break;
        case felt::EventKind::BlindFailed:
            moves.append({ QStringLiteral("down"), e.seat, blindIndex, QStringLiteral("hand"), e.seat });
            break;
        case felt::EventKind::PickedUp:
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("pile"), -1, -1, QStringLiteral("hand"), e.seat });
            break;
        case felt::EventKind::Drew:
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("stock"), -1, -1, QStringLiteral("hand"), e.seat });
            break;
        case felt::EventKind::Swapped:
            moves.append({ QStringLiteral("hand"), e.seat, -1, QStringLiteral("up"), e.seat });
            moves.append({ QStringLiteral("up"), e.seat, -1, QStringLiteral("hand"), e.seat });
            break;
        default:
            break;
        }
    }
    return moves;
}

QString ShitheadAdapter::resultText(const felt::Value &result, const NameOf &name) const
{
    const int loser = intMember(result, "loser", -1);
    if (loser < 0)
        return tr("The game is over.");
    return m_palace ? tr("%1 loses the game.").arg(name(loser)) : tr("%1 is the Shithead.").arg(name(loser));
}

felt::Value ShitheadAdapter::maskedState(felt::Value state) const
{
    maskLists(state, "hand");
    return state;
}

QString ShitheadAdapter::describeAction(const QString &action) const
{
    const QStringList words = action.split(u' ', Qt::SkipEmptyParts);
    const QString verb = words.value(0);
    QStringList cards;
    for (int i = 1; i < words.size(); ++i)
        cards.append(cardName(words.at(i)));
    if (verb == QLatin1String("play"))
        return tr("play %1").arg(cards.join(u' '));
    if (verb == QLatin1String("pickup"))
        return tr("pick up the pile");
    if (verb == QLatin1String("ready"))
        return tr("keep these cards and press Ready");
    if (verb == QLatin1String("swap") && cards.size() == 2)
        return tr("put %1 face up and take %2 into your hand").arg(cards.at(0), cards.at(1));
    if (verb == QLatin1String("blind"))
        return tr("turn over face-down card %1").arg(words.value(1).toInt() + 1);
    return action;
}
