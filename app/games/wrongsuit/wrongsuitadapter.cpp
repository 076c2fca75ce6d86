#include "wrongsuitadapter.h"

#include "games/wrongsuit/wrongsuit.h"
#include "games/wrongsuit/wrongsuit_score.h"

#include <QLocale>

#include <algorithm>

using felt::wrongsuit::Ev;

namespace {

const QString kSuits = QStringLiteral("CDHS");
const QString kRanks = QStringLiteral("23456789TJQK");

int suitOf(const QString &face)
{
    return face.size() == 2 ? static_cast<int>(kSuits.indexOf(face.at(1))) : -1;
}

// By suit (C D H S), then by rank (2 lowest, K highest).
bool bySuit(const QString &a, const QString &b)
{
    const int sa = suitOf(a);
    const int sb = suitOf(b);
    if (sa != sb)
        return sa < sb;
    return kRanks.indexOf(a.at(0)) < kRanks.indexOf(b.at(0));
}

bool hidden(const QString &face)
{
    return face == QLatin1String("??");
}

QStringList sortedBySuit(QStringList faces)
{
    std::sort(faces.begin(), faces.end(), bySuit);
    return faces;
}

QList<int> seatsIn(const felt::Value &state, const char *key)
{
    QList<int> seats;
    if (const felt::Value *list = TableAdapter::member(state, key))
        for (const felt::Value &s : list->items())
            seats.append(static_cast<int>(s.toInt()));
    return seats;
}

// A score as people write it: "−13" with a true minus sign.
QString points(int n)
{
    return n < 0 ? QStringLiteral("\u2212") + QString::number(-n) : QString::number(n);
}

QString cardText(felt::Card card)
{
    return QString::fromStdString(felt::toText(card));
}

} // namespace

QString WrongSuitAdapter::suitWords(int suit)
{
    switch (suit) {
    case 0: return tr("clubs");
    case 1: return tr("diamonds");
    case 2: return tr("hearts");
    case 3: return tr("spades");
    default: return {};
    }
}

QString WrongSuitAdapter::suitWords(const QString &suit)
{
    return suitWords(suit.isEmpty() ? -1 : static_cast<int>(kSuits.indexOf(suit.at(0))));
}

void WrongSuitAdapter::setTableInfo(const felt::Value &info)
{
    const felt::Value *wrong = member(info, "wrongSuit");
    m_wrongSuit = wrong && wrong->isString() ? QString::fromStdString(wrong->toString()) : QString();
}

QList<CardSlot> WrongSuitAdapter::cardSlots(const felt::Value &state, int viewer) const
{
    QList<CardSlot> cards;
    const felt::Value *hands = member(state, "hand");
    const int players = hands ? static_cast<int>(hands->size()) : 0;
    auto addPile = [&](const QStringList &faces, const QString &zone, int owner, int pile) {
        for (int i = 0; i < faces.size(); ++i)
            cards.append({ faces.at(i), zone, owner, i, static_cast<int>(faces.size()), pile });
    };

    // Hands: the viewer's own sorted by suit, the others' backs.
    const QString hand = QStringLiteral("hand");
    for (int s = 0; s < players; ++s) {
        const QStringList faces = seatList(state, "hand", s);
        addPile(faces.contains(QStringLiteral("??")) ? faces : sortedBySuit(faces), hand, s, -1);
    }

    // This round's gifts, face down in front of their givers: the viewer sees its own.
    QString mine;
    const felt::Value *myGive = member(state, "myGive");
    if (myGive && myGive->isString())
        if (const auto action = felt::wrongsuit::parseAction(myGive->toString()))
            mine = cardText(action->card);
    for (const int s : seatsIn(state, "given"))
        cards.append({ s == viewer && !mine.isEmpty() ? mine : QStringLiteral("??"), QStringLiteral("gift"), s, 0, 1 });

    // Stacks.
    const QString stack = QStringLiteral("stack");
    for (int s = 0; s < players; ++s) {
        const QStringList faces = seatList(state, "stacks", s);
        const QStringList up = seatList(state, "faceUp", s);
        if (s == viewer) {
            // One's own stack, every card known: a pile per suit.
            QList<QStringList> suits(4);
            for (const QString &f : faces)
                if (suitOf(f) >= 0)
                    suits[suitOf(f)].append(f);
            for (int k = 0; k < 4; ++k)
                addPile(sortedBySuit(suits[k]), stack, s, kSuitPile + k);
            continue;
        }
        QStringList down;
        QStringList known;
        QStringList open;
        for (const QString &f : faces)
            (hidden(f) ? down : up.contains(f) ? open : known).append(f);
        addPile(down, stack, s, kHiddenPile);
        addPile(sortedBySuit(known), stack, s, kKnownPile);
        addPile(sortedBySuit(open), stack, s, kUpPile);
    }

    // The Aces, face down in the middle; the first is turned at the end.
    const int down = intMember(state, "aces", 4);
    for (int i = 0; i < 4; ++i) {
        const bool turned = i < 4 - down && !m_wrongSuit.isEmpty();
        cards.append({ turned ? QStringLiteral("A") + m_wrongSuit : QStringLiteral("??"), QStringLiteral("aces"), -1, i, 4 });
    }
    return cards;
}

void WrongSuitAdapter::fillSeat(SeatRow &row, const felt::Value &state) const
{
    const int s = row.seat;
    row.handCount = static_cast<int>(seatList(state, "hand", s).size());
    const bool given = seatsIn(state, "given").contains(s);
    row.cardsLeft = row.handCount + (given ? 1 : 0);
    const QStringList faces = seatList(state, "stacks", s);
    const int count = static_cast<int>(faces.size());
    const bool over = !m_wrongSuit.isEmpty();

    // (What the table shows of the seat besides, its stack's totals, the suits shut for it, the
    // viewer's gift, is in the game's facts: WrongSuitFacts.)
    const bool known = std::none_of(faces.begin(), faces.end(), hidden);
    if (over && known) {
        felt::CardSet set;
        for (const QString &f : faces)
            if (const auto c = felt::parseCard(f.toStdString()))
                set.add(*c);
        const int suit = static_cast<int>(kSuits.indexOf(m_wrongSuit));
        const int total = suit >= 0 ? felt::wrongsuit::Tally(set, count).score(static_cast<felt::Suit>(suit)) : 0;
        // (Points may be negative: the number is an argument, the plural goes by its size.)
        row.detail = tr("%1 point(s)", nullptr, qAbs(total)).arg(points(total));
    } else
        row.detail = tr("%n card(s) in the stack", nullptr, count);
    if (over)
        row.status = tr("%n in the stack", nullptr, count);
    else if (given)
        row.status = tr("has given");
    else if (row.handCount == 0)
        row.status = tr("no cards left");
    else
        row.status = tr("%n in hand", nullptr, row.handCount);
}

QList<int> WrongSuitAdapter::places(const felt::Value &, const felt::Value &result, int players) const
{
    // A shared place counts for everyone in it (0, 0, 2, 3).
    return placesFromRanking(member(result, "ranking"), players);
}

QString WrongSuitAdapter::eventText(const felt::Event &e, const NameOf &name) const
{
    const QString who = name(e.seat);
    const QString card = e.cards.empty() ? QString() : cardName(e.cards[0]);
    switch (e.as<Ev>()) {
    case Ev::Gave:
        if (e.cards.empty())
            return tr("%1 has given a card.").arg(who);
        if (e.target == e.seat)
            return e.index >= 0 ? tr("%1 chose to keep %2, naming %3; it lands when everyone has given.")
                                      .arg(who, card, suitWords(e.index))
                                : tr("%1 chose to keep %2; it lands when everyone has given.").arg(who, card);
        return e.index >= 0 ? tr("%1 chose %2 for %3, naming %4; it lands when everyone has given.")
                                  .arg(who, card, name(e.target), suitWords(e.index))
                            : tr("%1 chose %2 for %3; it lands when everyone has given.").arg(who, card, name(e.target));
    case Ev::Landed: {
        const bool up = e.count == 1;
        if (e.target == e.seat) {
            if (card.isEmpty())
                return tr("%1 kept a card.").arg(who);
            return up ? tr("%1 kept %2, face up.").arg(who, card) : tr("%1 kept %2.").arg(who, card);
        }
        if (card.isEmpty())
            return tr("%1 gave %2 a card.").arg(who, name(e.target));
        return up ? tr("%1 gave %2 to %3, face up.").arg(who, card, name(e.target))
                  : tr("%1 gave %2 to %3.").arg(who, card, name(e.target));
    }
    case Ev::Shut:
        return tr("%1 shows %2: no more %3 may reach them.").arg(who, card, suitWords(e.index));
    case Ev::Transferred: {
        const QString from = name(e.target);
        if (e.cards.size() >= 2) {
            const QString queen = cardName(e.cards[1]);
            const int named = suitOf(cardText(e.cards[0]));
            if (e.target == e.seat)
                return tr("%1's %2 named %3: %1 moved %4 from hand to stack.").arg(who, queen, suitWords(named), card);
            return tr("%1's %2 named %3: %4 gave %1 %5.").arg(who, queen, suitWords(named), from, card);
        }
        if (e.target == e.seat)
            return card.isEmpty() ? tr("%1 moved a card from hand to stack: %1 had kept a queen.").arg(who)
                                  : tr("%1 moved %2 from hand to stack, face up: %1 had kept a queen.").arg(who, card);
        return card.isEmpty() ? tr("A card went from %1's hand to %2's stack: %2 had given %1 a queen.").arg(from, who)
                              : tr("%3 went from %1's hand to %2's stack, face up: %2 had given %1 a queen.").arg(from, who, card);
    }
    case Ev::QueenIdle: {
        const QString suit = suitWords(e.index);
        if (e.count == 1)
            return tr("%1's %2 named %3, but %1 shows the king of %3: nothing moves.").arg(who, card, suit);
        if (e.target == e.seat)
            return tr("%1's %2 named %3, but %1 holds no %3: nothing moves.").arg(who, card, suit);
        return tr("%1's %2 named %3, but %4 holds no %3: nothing moves.").arg(who, card, suit, name(e.target));
    }
    case Ev::RoundOver:
        return tr("Round %1 is over.").arg(e.count);
    case Ev::AceTurned:
        return tr("The ace turned over is %1: %2 are the Wrong Suit.").arg(card, suitWords(e.index));
    case Ev::Scored:
        return tr("%1 scores %2 (place %3).").arg(who, points(e.count)).arg(e.index + 1);
    default:
        return {};
    }
}

QList<CardMove> WrongSuitAdapter::moves(const felt::EventList &events) const
{
    QList<CardMove> moves;
    const QString hand = QStringLiteral("hand");
    const QString gift = QStringLiteral("gift");
    const QString stack = QStringLiteral("stack");
    // The gifts land together; each Queen's transfer is a stage of its own after them, and
    // the stacks turn face up after the last.
    int step = 0;
    int revealStep = -1;
    for (const felt::Event &e : events) {
        switch (e.as<Ev>()) {
        case Ev::Gave:
            moves.append({ hand, e.seat, -1, gift, e.seat });
            break;
        case Ev::Landed:
            moves.append({ gift, e.seat, -1, stack, e.target });
            break;
        case Ev::Transferred:
            ++step;
            moves.append({ hand, e.target, -1, stack, e.seat, -1, -1, step });
            break;
        case Ev::Revealed:
            if (revealStep < 0)
                revealStep = ++step;
            moves.append({ stack, e.seat, -1, stack, e.seat, -1, -1, revealStep });
            break;
        default:
            break;
        }
    }
    return moves;
}

QString WrongSuitAdapter::resultText(const felt::Value &result, const NameOf &name) const
{
    const felt::Value *wrong = member(result, "wrongSuit");
    const felt::Value *ranking = member(result, "ranking");
    const felt::Value *scores = member(result, "scores");
    const QString suit = wrong && wrong->isString() ? suitWords(QString::fromStdString(wrong->toString())) : QString();
    if (!ranking || ranking->size() == 0 || !scores)
        return tr("The game is over.");
    QStringList best;
    int score = 0;
    for (const felt::Value &s : (*ranking)[0].items()) {
        const int seat = static_cast<int>(s.toInt());
        best.append(name(seat));
        if (static_cast<std::size_t>(seat) < scores->size())
            score = static_cast<int>((*scores)[static_cast<std::size_t>(seat)].toInt());
    }
    // (The score may be negative: it is an argument, and the plural goes by its size.)
    if (best.size() == 1)
        return tr("The Wrong Suit is %1: %2 wins with %3 point(s).", nullptr, qAbs(score)).arg(suit, best.first(), points(score));
    return tr("The Wrong Suit is %1: %2 share the win with %3 point(s).", nullptr, qAbs(score))
        .arg(suit, QLocale().createSeparatedList(best), points(score));
}

QString WrongSuitAdapter::describeMove(const felt::Move &move) const
{
    const QString card = cardNames(move);
    const QString suit = suitWords(moveChoice(move));
    if (move.to.owner == move.from.owner)
        return suit.isEmpty() ? tr("put %1 on your own stack").arg(card)
                              : tr("put %1 on your own stack, naming %2").arg(card, suit);
    const QString to = seatName(move.to.owner);
    return suit.isEmpty() ? tr("give %1 to %2").arg(card, to) : tr("give %1 to %2, naming %3").arg(card, to, suit);
}

QString WrongSuitAdapter::moveChoice(const felt::Move &move) const
{
    const auto action = felt::wrongsuit::parseAction(move.action);
    if (!action || action->suit == felt::Suit::None)
        return {};
    return QString(QLatin1Char(felt::suitChar(action->suit)));
}

