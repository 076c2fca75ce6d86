#include "shitheadadapter.h"

#include "games/shithead/shithead.h"

using felt::shithead::Ev;


namespace {
constexpr const char *kPerSeatZones[] = { "down", "up", "hand" };
}

QList<CardSlot> ShitheadAdapter::cardSlots(const felt::Value &state, int) const
{
    QList<CardSlot> cards;
    const felt::Value *hands = member(state, "hand");
    const int players = hands ? static_cast<int>(hands->size()) : 0;
    for (int s = 0; s < players; ++s) {
        for (const char *zone : kPerSeatZones) {
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
    for (const char *zone : { "stock", "burned" }) {
        const int count = intMember(state, zone, 0);
        if (count > 0)
            cards.append({ QStringLiteral("??"), QString::fromLatin1(zone), -1, 0, count, -1, true });
    }
    return cards;
}

void ShitheadAdapter::fillSeat(SeatRow &row, const felt::Value &state) const
{
    row.handCount = static_cast<int>(seatList(state, "hand", row.seat).size());
    const int down = static_cast<int>(seatList(state, "down", row.seat).size());
    const QStringList up = seatList(state, "up", row.seat);
    row.cardsLeft = row.handCount + down + static_cast<int>(up.size());
    const felt::Value *phase = member(state, "phase");
    if (phase && phase->isString() && phase->toString() == "setup")
        row.status = row.isActor ? tr("swapping") : tr("ready");
    else
        row.status = tr("%n in hand", nullptr, row.handCount);
}

QList<int> ShitheadAdapter::places(const felt::Value &state, const felt::Value &result, int players) const
{
    return placesInOrder(result.isObject() ? member(result, "order") : member(state, "out"), players);
}

QString ShitheadAdapter::eventText(const felt::Event &e, const NameOf &name) const
{
    const QString who = name(e.seat);
    switch (e.as<Ev>()) {
    case Ev::Swapped:
        if (e.cards.size() >= 2)
            return tr("%1 put %2 face up and took %3 into the hand.")
                .arg(who, cardName(e.cards[0]),
                     cardName(e.cards[1]));
        return {};
    case Ev::Ready:
        return tr("%1 is ready.").arg(who);
    case Ev::PlayStarted:
        return tr("%1 starts.").arg(who);
    case Ev::Played:
        if (e.count == 1)
            return tr("%1 played %2 from the upcards.").arg(who, cardNames(e));
        if (e.count == 2)
            return tr("%1 turned over %2 and played it.").arg(who, cardNames(e));
        return tr("%1 played %2.").arg(who, cardNames(e));
    case Ev::Burned:
        return tr("The pile burns (%n card(s)).", nullptr, e.count);
    case Ev::PickedUp:
        return tr("%1 picked up the pile (%n card(s)).", nullptr, e.count).arg(who);
    case Ev::Drew:
        if (!e.cards.empty())
            return tr("%1 drew %2.").arg(who, cardNames(e));
        return tr("%1 drew %n card(s).", nullptr, e.count).arg(who);
    case Ev::BlindFailed:
        return tr("%1 turned over %2, which cannot be played.").arg(who, cardNames(e));
    case Ev::Skipped:
        return tr("%1 misses a turn.").arg(who);
    case Ev::Reversed:
        return tr("The direction of play reverses.");
    case Ev::WentOut:
        return tr("%1 is out, in place %2.").arg(who).arg(e.count + 1);
    case Ev::GameOver: {
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

QList<CardMove> ShitheadAdapter::moves(const felt::EventList &events) const
{
    QList<CardMove> moves;
    static const QString zones[] = { QStringLiteral("hand"), QStringLiteral("up"), QStringLiteral("down") };
    for (const felt::Event &e : events) {
        switch (e.as<Ev>()) {
        case Ev::Played:
            for (std::size_t i = 0; i < e.cards.size(); ++i)
                moves.append({ zones[qBound(0, static_cast<int>(e.count), 2)], e.seat, e.index, QStringLiteral("pile"), -1 });
            break;
        case Ev::BlindFailed:
            moves.append({ QStringLiteral("down"), e.seat, e.index, QStringLiteral("hand"), e.seat });
            break;
        case Ev::PickedUp:
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("pile"), -1, -1, QStringLiteral("hand"), e.seat });
            break;
        case Ev::Drew:
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("stock"), -1, -1, QStringLiteral("hand"), e.seat });
            break;
        case Ev::Swapped:
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

QString ShitheadAdapter::describeMove(const felt::Move &move) const
{
    if (move.verb == "play")
        return tr("play %1").arg(cardNames(move));
    if (move.verb == "pickup")
        return tr("pick up the pile");
    if (move.verb == "ready")
        return tr("keep these cards and press Ready");
    if (move.verb == "swap" && move.cards.size() == 1 && move.to.card.isValid()) {
        const bool fromHand = move.from.zone == "hand";
        const QString hand = cardName(fromHand ? move.cards[0] : move.to.card);
        const QString up = cardName(fromHand ? move.to.card : move.cards[0]);
        return tr("put %1 face up and take %2 into your hand").arg(hand, up);
    }
    if (move.verb == "blind")
        return tr("turn over face-down card %1").arg(move.from.index + 1);
    return QString::fromStdString(move.action);
}

QString ShitheadAdapter::adviceReason(const felt::Value &reasons) const
{
    const felt::Value *advice = member(reasons, "advice");
    if (!advice || advice->toString() != "pickup-over-plays")
        return whyReason(reasons);
    const int pile = intMember(reasons, "pile", 0);
    const int specials = intMember(reasons, "pileSpecials", 0);
    QStringList facts;
    const felt::Value *codes = member(reasons, "reasons");
    for (const QString &code : codes ? strings(*codes) : QStringList()) {
        if (code == QLatin1String("plays-spend-specials"))
            facts.append(tr("each of your plays would spend a 2, a 10 or another card that is worth keeping"));
        else if (code == QLatin1String("pile-holds-specials"))
            facts.append(tr("the pile holds %n card(s) worth having, such as a 2 or a 10", "", specials));
        else if (code == QLatin1String("small-pile"))
            facts.append(tr("the pile is only %n card(s)", "", pile));
    }
    // What the trial games weighed: what each play would spend, what the pile holds.
    if (facts.isEmpty())
        facts.append(tr("its %n card(s) give you more to answer the next piles with", "", pile));
    return tr("Taking the pile did better than any play in the hard player's trial games: %1.").arg(facts.join(tr("; ")));
}

QString ShitheadAdapter::verbButton(std::string_view verb) const
{
    if (verb == "pickup")
        return tr("Pick up");
    if (verb == "ready")
        return tr("Ready");
    return {};
}

QString ShitheadAdapter::verbKey(std::string_view verb) const
{
    if (verb == "pickup")
        return QStringLiteral("P");
    if (verb == "ready")
        return QStringLiteral("R");
    return {};
}

