#include "mountainadapter.h"

#include <QLocale>
#include <QSet>

namespace {

// "move 2 0 1" -> the cards a legal action may pick up: {zone, index, position} keys.
struct Source {
    QString zone;
    int index = 0;
    int position = 0;   // for valleys: the block's bottom card (counted from the bottom)
};

} // namespace

void MountainAdapter::setTableInfo(const felt::Value &info)
{
    const felt::Value *seats = member(info, "seats");
    if (!seats || seats->size() != 4)
        return;
    for (std::size_t p = 0; p < 4; ++p)
        m_seatOf[p] = static_cast<int>((*seats)[p].toInt());
}

QList<CardSlot> MountainAdapter::cardSlots(const felt::Value &state, int, const QStringList &legal) const
{
    const felt::Value *valleys = member(state, "valleys");
    // Which cards a legal action picks up: the bottom card of every block a move may take
    // (and so every card above it), a ridge's outer card, the peak's top.
    QSet<QString> playable;
    for (const QString &a : legal) {
        const QStringList w = a.split(u' ', Qt::SkipEmptyParts);
        if (w.value(0) == QLatin1String("move") && w.size() == 4 && valleys) {
            const int n = w.at(1).toInt();
            const int from = w.at(2).toInt();
            if (from >= 0 && static_cast<std::size_t>(from) < valleys->size()) {
                const int size = static_cast<int>((*valleys)[static_cast<std::size_t>(from)].size());
                for (int i = size - n; i < size; ++i)
                    playable.insert(QStringLiteral("valley/%1/%2").arg(from).arg(i));
            }
        } else if (w.value(0) == QLatin1String("draw") && w.size() == 3) {
            playable.insert(w.at(1) == QLatin1String("peak") ? QStringLiteral("peak/-1/0")
                                                           : QStringLiteral("ridge/%1/0").arg(w.at(1)));
        }
    }
    QList<CardSlot> cards;
    auto add = [&](const QString &zone, int index, const QStringList &faces) {
        for (int i = 0; i < faces.size(); ++i) {
            CardSlot slot { faces.at(i), zone, index, i, static_cast<int>(faces.size()), false };
            slot.playable = playable.contains(QStringLiteral("%1/%2/%3").arg(zone).arg(index).arg(i));
            cards.append(slot);
        }
    };
    if (const felt::Value *peak = member(state, "peak"))
        add(QStringLiteral("peak"), -1, strings(*peak));
    for (int r = 0; r < 4; ++r)
        add(QStringLiteral("ridge"), r, seatList(state, "ridges", r));
    for (int v = 0; v < 4; ++v)
        add(QStringLiteral("valley"), v, seatList(state, "valleys", v));
    return cards;
}

void MountainAdapter::fillSeat(SeatRow &row, const felt::Value &) const
{
    // The positions this seat plays, and whether one of them is on turn.
    QStringList positions;
    for (int p = 0; p < 4; ++p)
        if (m_seatOf[p] == row.seat)
            positions.append(QString::number(p + 1));
    row.cardsLeft = 0;
    row.detail = positions.size() == 4 ? tr("plays every position")
                                       : tr("position %1", nullptr, static_cast<int>(positions.size())).arg(QLocale().createSeparatedList(positions));
}

QList<int> MountainAdapter::places(const felt::Value &, const felt::Value &, int players) const
{
    // Everyone wins or loses together: no places.
    return QList<int>(players, -1);
}

QString MountainAdapter::eventText(const felt::Event &e, const NameOf &name) const
{
    const int position = e.seat;
    const QString who = position >= 0 && position < 4 ? tr("%1 (position %2)").arg(name(m_seatOf[position])).arg(position + 1)
                                                      : QString();
    const QString card = e.cards.empty() ? QString() : cardName(e.cards[0]);
    switch (e.kind) {
    case felt::EventKind::Moved:
        return e.count == 1 ? tr("%1 moved %2.").arg(who, card)
                            : tr("%1 moved %2 and the %n card(s) on it.", nullptr, e.count - 1).arg(who, card);
    case felt::EventKind::Placed:
        return tr("%1 drew %2 into valley %3.").arg(who, card).arg(e.count + 1);
    case felt::EventKind::Completed:
        return tr("Valley %1 holds a full run of 13: it leaves the table.").arg(e.count + 1);
    case felt::EventKind::Passed:
        return tr("%1 cannot draw and passes.").arg(who);
    case felt::EventKind::Conceded:
        return tr("%1 conceded.").arg(who);
    case felt::EventKind::Won:
        return tr("The mountain is down: the table has won!");
    case felt::EventKind::Lost:
        return tr("No arrangement of the valleys lets anyone draw: the table has lost.");
    default:
        return {};
    }
}

QList<CardMove> MountainAdapter::moves(const felt::EventList &events, const QString &action) const
{
    QList<CardMove> moves;
    const QStringList w = action.split(u' ', Qt::SkipEmptyParts);
    for (const felt::Event &e : events) {
        if (e.kind == felt::EventKind::Moved && w.size() == 4) {
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("valley"), w.at(2).toInt(), -1, QStringLiteral("valley"), w.at(3).toInt() });
        } else if (e.kind == felt::EventKind::Placed && w.size() == 3) {
            if (w.at(1) == QLatin1String("peak"))
                moves.append({ QStringLiteral("peak"), -1, 0, QStringLiteral("valley"), e.count });
            else
                moves.append({ QStringLiteral("ridge"), w.at(1).toInt(), 0, QStringLiteral("valley"), e.count });
        }
    }
    return moves;
}

QString MountainAdapter::resultText(const felt::Value &result, const NameOf &) const
{
    const int turns = intMember(result, "turns", 0);
    const int completed = intMember(result, "completed", 0);
    const felt::Value *won = member(result, "won");
    if (won && won->toBool())
        return tr("The mountain is down! The table won in %n turn(s).", nullptr, turns);
    return tr("The mountain stands: the table lost, with %n run(s) completed.", nullptr, completed);
}

QString MountainAdapter::describeAction(const QString &action) const
{
    const QStringList w = action.split(u' ', Qt::SkipEmptyParts);
    const QString verb = w.value(0);
    if (verb == QLatin1String("move") && w.size() == 4) {
        const int n = w.at(1).toInt();
        return n == 1 ? tr("move the top card of valley %1 onto valley %2").arg(w.at(2).toInt() + 1).arg(w.at(3).toInt() + 1)
                      : tr("move the top %1 cards of valley %2 onto valley %3").arg(n).arg(w.at(2).toInt() + 1).arg(w.at(3).toInt() + 1);
    }
    if (verb == QLatin1String("draw") && w.size() == 3) {
        if (w.at(1) == QLatin1String("peak"))
            return tr("draw the peak's top card into valley %1").arg(w.at(2).toInt() + 1);
        return tr("draw the outer card of ridge %1 into valley %2").arg(w.at(1).toInt() + 1).arg(w.at(2).toInt() + 1);
    }
    if (verb == QLatin1String("pass"))
        return tr("pass: no card can be drawn");
    if (verb == QLatin1String("concede"))
        return tr("concede");
    return action;
}
