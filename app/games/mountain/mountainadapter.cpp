#include "mountainadapter.h"

#include "games/mountain/mountain.h"

using felt::mountain::Ev;

#include <QLocale>

void MountainAdapter::setTableInfo(const felt::Value &info)
{
    const felt::Value *seats = member(info, "seats");
    if (!seats || seats->size() != 4)
        return;
    for (std::size_t p = 0; p < 4; ++p)
        m_seatOf[p] = static_cast<int>((*seats)[p].toInt());
}

QList<CardSlot> MountainAdapter::cardSlots(const felt::Value &state, int) const
{
    QList<CardSlot> cards;
    auto add = [&](const QString &zone, int pile, const QStringList &faces) {
        for (int i = 0; i < faces.size(); ++i)
            cards.append({ faces.at(i), zone, -1, i, static_cast<int>(faces.size()), pile });
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
    row.status = positions.size() == 4 ? tr("all positions") : tr("position %1", nullptr, static_cast<int>(positions.size())).arg(QLocale().createSeparatedList(positions));
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
    switch (e.as<Ev>()) {
    // Where from and where to, in the words of the hint (describeMove): the valleys by their
    // numbers, the ridge or the peak drawn from.
    case Ev::Moved:
        return e.count == 1 ? tr("%1 moved %2 from valley %3 onto valley %4.").arg(who, card).arg(e.index + 1).arg(e.target + 1)
                            : tr("%1 moved %2 and the %n card(s) on it from valley %3 onto valley %4.", nullptr, e.count - 1)
                                  .arg(who, card).arg(e.index + 1).arg(e.target + 1);
    case Ev::Placed:
        return e.index < 0 ? tr("%1 drew %2 from the peak into valley %3.").arg(who, card).arg(e.count + 1)
                           : tr("%1 drew %2 from ridge %3 into valley %4.").arg(who, card).arg(e.index + 1).arg(e.count + 1);
    case Ev::Completed:
        return tr("Valley %1 holds a full run of 13: it leaves the table.").arg(e.count + 1);
    case Ev::Passed:
        return tr("%1 cannot draw and passes.").arg(who);
    case Ev::Conceded:
        return tr("%1 conceded.").arg(who);
    case Ev::Won:
        return tr("The mountain is down: the table has won!");
    case Ev::Lost:
        return tr("No arrangement of the valleys lets anyone draw: the table has lost.");
    default:
        return {};
    }
}

QList<CardMove> MountainAdapter::moves(const felt::EventList &events) const
{
    QList<CardMove> moves;
    const QString valley = QStringLiteral("valley");
    for (const felt::Event &e : events) {
        if (e.is(Ev::Moved)) {
            for (int i = 0; i < e.count; ++i)
                moves.append({ valley, -1, -1, valley, -1, e.index, e.target });
        } else if (e.is(Ev::Placed)) {
            if (e.index < 0)
                moves.append({ QStringLiteral("peak"), -1, 0, valley, -1, -1, e.count });
            else
                moves.append({ QStringLiteral("ridge"), -1, 0, valley, -1, e.index, e.count });
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

QString MountainAdapter::describeMove(const felt::Move &move) const
{
    if (move.verb == "move") {
        const int n = static_cast<int>(move.cards.size());
        return n == 1 ? tr("move the top card of valley %1 onto valley %2").arg(move.from.pile + 1).arg(move.to.pile + 1)
                      : tr("move the top %1 cards of valley %2 onto valley %3").arg(n).arg(move.from.pile + 1).arg(move.to.pile + 1);
    }
    if (move.verb == "draw") {
        if (move.from.zone == "peak")
            return tr("draw the peak's top card into valley %1").arg(move.to.pile + 1);
        return tr("draw the outer card of ridge %1 into valley %2").arg(move.from.pile + 1).arg(move.to.pile + 1);
    }
    if (move.verb == "pass")
        return tr("pass: no card can be drawn");
    if (move.verb == "concede")
        return tr("concede");
    return QString::fromStdString(move.action);
}

QString MountainAdapter::verbButton(std::string_view verb) const
{
    return verb == "pass" ? tr("Pass") : QString();
}

QString MountainAdapter::verbKey(std::string_view verb) const
{
    return verb == "pass" ? QStringLiteral("P") : QString();
}
