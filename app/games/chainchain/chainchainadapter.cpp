#include "chainchainadapter.h"

#include "games/chainchain/chainchain.h"

using felt::chainchain::Ev;

#include <QLocale>

QList<CardSlot> ChainChainAdapter::cardSlots(const felt::Value &state, int) const
{
    QList<CardSlot> cards;
    const felt::Value *hands = member(state, "hand");
    const int players = hands ? static_cast<int>(hands->size()) : 0;
    for (int s = 0; s < players; ++s) {
        for (const char *zone : { "hand", "collected" }) {
            const QStringList faces = seatList(state, zone, s);
            for (int i = 0; i < faces.size(); ++i)
                cards.append({ faces.at(i), QString::fromLatin1(zone), s, i, static_cast<int>(faces.size()) });
        }
    }
    if (const felt::Value *pile = member(state, "pile")) {
        const QStringList faces = strings(*pile);
        for (int i = 0; i < faces.size(); ++i)
            cards.append({ faces.at(i), QStringLiteral("pile"), -1, i, static_cast<int>(faces.size()) });
    }
    const int stock = intMember(state, "stock", 0);
    if (stock > 0)
        cards.append({ QStringLiteral("??"), QStringLiteral("stock"), -1, 0, stock, -1, true });
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
    const int count = static_cast<int>(collected.size());
    row.status = tr("%n in hand", nullptr, row.handCount);
    row.detail = tr("%n collected (sum %1)", nullptr, count).arg(sum);
}

QList<int> ChainChainAdapter::places(const felt::Value &, const felt::Value &result, int players) const
{
    // Competition places: a shared place counts for everyone in it.
    return placesFromRanking(member(result, "ranking"), players);
}

QString ChainChainAdapter::eventText(const felt::Event &e, const NameOf &name) const
{
    const QString who = name(e.seat);
    switch (e.as<Ev>()) {
    case Ev::Played:
        if (e.cards.size() >= 2)
            return tr("%1 played %2, then %3.")
                .arg(who, cardName(e.cards[0]),
                     cardName(e.cards[1]));
        return {};
    case Ev::Took:
        return tr("%1 could not continue the chain and collected it (%n card(s)).", nullptr, e.count).arg(who);
    case Ev::Reversed:
        return tr("A double: the direction of play turns, and the next player plays freely.");
    case Ev::Drew:
        if (!e.cards.empty())
            return tr("%1 drew %2.").arg(who, cardNames(e));
        return tr("%1 drew %n card(s).", nullptr, e.count).arg(who);
    case Ev::Collected:
        return tr("Last play: %1 collects the chain (%n card(s)).", nullptr, e.count).arg(who);
    case Ev::LeftGame:
        return tr("Last play: the chain leaves the game (%n card(s)).", nullptr, e.count);
    case Ev::GameOver:
        return tr("The stock and every hand are empty: the game is over.");
    default:
        return {};
    }
}

QList<CardMove> ChainChainAdapter::moves(const felt::EventList &events) const
{
    QList<CardMove> moves;
    for (const felt::Event &e : events) {
        switch (e.as<Ev>()) {
        case Ev::Played:
            for (std::size_t i = 0; i < e.cards.size(); ++i)
                moves.append({ QStringLiteral("hand"), e.seat, -1, QStringLiteral("pile"), -1 });
            break;
        case Ev::Took:
        case Ev::Collected:
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("pile"), -1, -1, QStringLiteral("collected"), e.seat });
            break;
        case Ev::Drew:
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

QString ChainChainAdapter::describeMove(const felt::Move &move) const
{
    if (move.verb == "play" && move.cards.size() == 2)
        return tr("play %1, then %2").arg(cardName(move.cards[0]), cardName(move.cards[1]));
    if (move.verb == "take")
        return tr("collect the chain");
    return QString::fromStdString(move.action);
}

QString ChainChainAdapter::verbButton(std::string_view verb) const
{
    return verb == "take" ? tr("Take") : QString();
}

QString ChainChainAdapter::verbKey(std::string_view verb) const
{
    return verb == "take" ? QStringLiteral("T") : QString();
}
