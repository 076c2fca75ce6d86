// What the table shows, read where QML reads it: the cards model's rows, the seats model's
// rows, the board's fields and the game's typed facts (every property, down into the gadgets,
// lists and objects it holds). The app and QML tests look at the screen only through these;
// the engine behind a local host stays their oracle of what is true (helpers.h).
#pragma once

#include "gamesession.h"

#include "core/value.h"

#include <QMetaProperty>
#include <QRegularExpression>
#include <QSequentialIterable>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace tableshown {

// The faces of one zone in the cards model, by pile, then position (owner -1: a shared zone;
// pile -1: every pile of the zone).
inline QStringList faces(const GameSession &s, const QString &zone, int owner = -1, int pile = -1)
{
    QList<CardSlot> zoneCards;
    for (const TableCardsModel::Row &r : s.cards()->rows())
        if (r.slot.zone == zone && r.slot.owner == owner && (pile < 0 || r.slot.pile == pile))
            zoneCards.append(r.slot);
    std::stable_sort(zoneCards.begin(), zoneCards.end(), [](const CardSlot &a, const CardSlot &b) {
        return a.pile != b.pile ? a.pile < b.pile : a.index < b.index;
    });
    QStringList out;
    for (const CardSlot &c : zoneCards)
        out.append(c.face);
    return out;
}

// How many cards a zone holds in the cards model (a stack's row counts as its cards).
inline int cardCount(const GameSession &s, const QString &zone, int owner = -1)
{
    int n = 0;
    for (const TableCardsModel::Row &r : s.cards()->rows())
        if (r.slot.zone == zone && r.slot.owner == owner)
            n += r.slot.stacked ? r.slot.zoneCount : 1;
    return n;
}

// One seat's row of the seats model.
inline SeatRow seat(const GameSession &s, int seat)
{
    return s.seats()->rows().value(seat);
}

// Every value under `v` as "path=value" lines: a gadget's and an object's properties, a list's
// items by number, a scalar as text (a string in quotes).
inline void valuesOf(const QVariant &v, const QString &path, QStringList &out, int depth = 0);

inline void propertiesOf(const QMetaObject *meta, const void *gadget, const QObject *object, const QString &path,
                         QStringList &out, int depth)
{
    for (int i = object ? 1 : 0; i < meta->propertyCount(); ++i) {   // (an object's objectName aside)
        const QMetaProperty p = meta->property(i);
        if (!p.isReadable())
            continue;
        const QVariant value = object ? p.read(object) : p.readOnGadget(gadget);
        valuesOf(value, path + u'.' + QString::fromLatin1(p.name()), out, depth + 1);
    }
}

inline void valuesOf(const QVariant &v, const QString &path, QStringList &out, int depth)
{
    if (depth > 8)
        return;
    const QMetaType type = v.metaType();
    if (type.flags().testFlag(QMetaType::PointerToQObject)) {
        if (const QObject *o = v.value<QObject *>())
            propertiesOf(o->metaObject(), nullptr, o, path, out, depth);
        return;
    }
    if (type.flags().testFlag(QMetaType::IsGadget) && type.metaObject()) {
        propertiesOf(type.metaObject(), v.constData(), nullptr, path, out, depth);
        return;
    }
    if (type.id() != QMetaType::QString && v.canConvert<QSequentialIterable>()) {
        int i = 0;
        for (const QVariant &item : v.value<QSequentialIterable>())
            valuesOf(item, path + QStringLiteral("[%1]").arg(i++), out, depth + 1);
        out.append(QStringLiteral("%1.size=%2").arg(path).arg(i));
        return;
    }
    if (type.id() == QMetaType::QString)
        out.append(path + QStringLiteral("='") + v.toString() + u'\'');
    else
        out.append(path + u'=' + v.toString());
}

// The game's typed facts, every value (empty without a game).
inline QStringList facts(const GameSession &s)
{
    QStringList out;
    if (s.facts())
        valuesOf(QVariant::fromValue(s.facts()), QStringLiteral("facts"), out);
    return out;
}

// The strings among the facts' values: {path, string}.
inline QList<QPair<QString, QString>> factStrings(const GameSession &s)
{
    QList<QPair<QString, QString>> out;
    for (const QString &line : facts(s)) {
        const qsizetype at = line.indexOf(QStringLiteral("='"));
        if (at >= 0 && line.endsWith(u'\''))
            out.append({ line.left(at), line.mid(at + 2, line.size() - at - 3) });
    }
    return out;
}

// Every string of an engine value (a view's faces among them, "??" for a hidden card).
inline void stringsOf(const felt::Value &v, QStringList &out)
{
    if (v.isString())
        out.append(QString::fromStdString(v.toString()));
    else if (v.isArray())
        for (const felt::Value &item : v.items())
            stringsOf(item, out);
    else if (v.isObject())
        for (const auto &[key, item] : v.members())
            stringsOf(item, out);
}

// Whether `text` names a card: a French card ("7H", "TS", "JK"), or in a game of number cards
// (Chain-Chain) a number 1 to 9.
inline bool isFace(const QString &text, bool numbers)
{
    static const QRegularExpression french(QStringLiteral("^(?:[2-9TJQKA][CDHS]|JK)$"));
    static const QRegularExpression number(QStringLiteral("^[1-9]$"));
    return french.match(text).hasMatch() || (numbers && number.match(text).hasMatch());
}

// A card the seats model or the game's typed facts name that is not in `mayShow` (the strings
// of the view the table may show: its state, the public table facts, the result), said in
// one line; "" when there is none. The plates' words are searched for French cards ("7H"; a
// number card cannot be told from a count there); every string among the facts is looked at.
inline QString unseenCard(const GameSession &s, const QSet<QString> &mayShow)
{
    const int viewer = s.screen()->viewer();
    static const QRegularExpression word(QStringLiteral("[^0-9A-Za-z]+"));
    for (const SeatRow &row : s.seats()->rows())
        for (const QString &text : { row.name, row.status, row.detail, row.meterText })
            for (const QString &w : text.split(word, Qt::SkipEmptyParts))
                if (isFace(w, false) && !mayShow.contains(w))
                    return QStringLiteral("seats: seat %1 says \"%2\" (viewer %3)").arg(row.seat).arg(text).arg(viewer);
    const bool numbers = s.game()->gameId() == QLatin1String("chain-chain");
    for (const auto &[path, value] : factStrings(s))
        if (isFace(value, numbers) && !mayShow.contains(value))
            return QStringLiteral("facts: %1 shows %2 (viewer %3)").arg(path, value).arg(viewer);
    return {};
}

inline QString slotText(const CardSlot &c)
{
    return QStringLiteral("card %1 %2 owner %3 pile %4 index %5 of %6%7%8")
        .arg(c.face, c.zone).arg(c.owner).arg(c.pile).arg(c.index).arg(c.zoneCount)
        .arg(c.stacked ? QStringLiteral(" stacked") : QString(), c.playable ? QStringLiteral(" playable") : QString());
}

inline QString seatText(const SeatRow &r)
{
    return QStringLiteral("seat %1 %2 %3 turn %4 actor %5 hand %6 left %7 status '%8' detail '%9' meter %10/%11 '%12' "
                          "place %13 viewer %14 loser %15")
        .arg(r.seat).arg(r.name, r.kind).arg(r.isTurn).arg(r.isActor).arg(r.handCount).arg(r.cardsLeft)
        .arg(r.status, r.detail).arg(r.meter).arg(r.meterMax).arg(r.meterText).arg(r.place).arg(r.isViewer).arg(r.isLoser);
}

// The whole table as QML reads it, one line a value: every card row (in no particular order:
// a row's key and its place in the model are the model's bookkeeping), every seat row, the
// board's fields and the game's facts. Left out: who is thinking this moment (a computer
// player's pause, not the game) and how many actions were taken (the board's actionCount,
// which a look back keeps at the game's): tests that mean them read them.
inline QStringList table(const GameSession &s)
{
    QStringList cards;
    for (const TableCardsModel::Row &r : s.cards()->rows())
        cards.append(slotText(r.slot));
    std::sort(cards.begin(), cards.end());
    QStringList out = cards;
    for (const SeatRow &r : s.seats()->rows())
        out.append(seatText(r));
    const BoardFacet *b = s.board();
    out.append(QStringLiteral("board over %1 phase %2 turn %3 direction %4 simultaneous %5")
                   .arg(b->over()).arg(int(b->phase())).arg(b->turn()).arg(b->direction()).arg(b->simultaneous()));
    out.append(QStringLiteral("board waiting for %1").arg(b->waitingFor().join(u',')));
    out.append(QStringLiteral("board result '%1'").arg(b->resultText()));
    for (const Standing &st : b->standings())
        out.append(QStringLiteral("standing %1 %2 place %3 loser %4 viewer %5 '%6'")
                       .arg(st.seat).arg(st.name).arg(st.place).arg(st.isLoser).arg(st.isViewer).arg(st.detail));
    out.append(facts(s));
    return out;
}

} // namespace tableshown
