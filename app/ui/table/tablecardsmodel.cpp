#include "tablecardsmodel.h"

#include <QSet>

#include <algorithm>

namespace {


bool isHidden(const CardSlot &slot)
{
    return slot.face == QLatin1String("??");
}

} // namespace

TableCardsModel::TableCardsModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int TableCardsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant TableCardsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case KeyRole: return r.key;
    case Qt::DisplayRole:
    case FaceRole: return r.slot.face;
    case ZoneRole: return r.slot.zone;
    case OwnerRole: return r.slot.owner;
    case IndexRole: return r.slot.index;
    case ZoneCountRole: return r.slot.zoneCount;
    case PlayableRole: return r.slot.playable;
    case EnterFromRole: return r.enterFrom;
    case PileRole: return r.slot.pile;
    case DelayRole: return r.delay;
    default: return {};
    }
}

QHash<int, QByteArray> TableCardsModel::roleNames() const
{
    return {
        { KeyRole, "key" },
        { FaceRole, "face" },
        { ZoneRole, "zone" },
        { OwnerRole, "owner" },
        { IndexRole, "position" },
        { ZoneCountRole, "zoneCount" },
        { PlayableRole, "playable" },
        { EnterFromRole, "enterFrom" },
        { PileRole, "pile" },
        { DelayRole, "delay" },
    };
}

QString TableCardsModel::newKey(const CardSlot &slot)
{
    if (slot.stacked)
        return slot.zone;
    return QStringLiteral("c%1").arg(m_nextKey++);
}

void TableCardsModel::update(const QList<CardSlot> &cardSlots, const QList<CardMove> &moves)
{
    // Zones shown as one stack (a stock, a discard pile): a single row stands for them all.
    QSet<QString> stacks;
    for (const Row &r : m_rows)
        if (r.slot.stacked)
            stacks.insert(r.slot.zone);
    for (const CardSlot &c : cardSlots)
        if (c.stacked)
            stacks.insert(c.zone);
    const auto isCollapsed = [&stacks](const QString &zone) { return stacks.contains(zone); };
    const int oldCount = static_cast<int>(m_rows.size());
    const int newCount = static_cast<int>(cardSlots.size());
    QList<int> match(newCount, -1);     // new slot -> old row
    QList<bool> used(oldCount, false);  // old row already matched

    auto pair = [&](int n, int o) {
        match[n] = o;
        used[o] = true;
    };
    auto findOld = [&](auto &&pred) -> int {
        for (int o = 0; o < oldCount; ++o)
            if (!used[o] && pred(m_rows.at(o).slot))
                return o;
        return -1;
    };

    // 1. Collapsed zones keep their single row.
    for (int n = 0; n < newCount; ++n) {
        if (!isCollapsed(cardSlots[n].zone))
            continue;
        const int o = findOld([&](const CardSlot &s) { return s.zone == cardSlots[n].zone; });
        if (o >= 0)
            pair(n, o);
    }
    // 2. A face the viewer saw before stays the same card: same place first, then anywhere.
    for (const bool samePlace : { true, false }) {
        for (int n = 0; n < newCount; ++n) {
            const CardSlot &ns = cardSlots[n];
            if (match[n] >= 0 || isHidden(ns) || isCollapsed(ns.zone))
                continue;
            const int o = findOld([&](const CardSlot &s) {
                return s.face == ns.face && !isCollapsed(s.zone)
                    && (!samePlace || (s.zone == ns.zone && s.owner == ns.owner && s.pile == ns.pile));
            });
            if (o >= 0)
                pair(n, o);
        }
    }
    // 3. Moves the game reported: a hidden card that became visible (or the reverse)
    //    keeps its key on the way.
    for (const CardMove &m : moves) {
        for (int n = 0; n < newCount; ++n) {
            const CardSlot &ns = cardSlots[n];
            if (match[n] >= 0 || ns.zone != m.toZone || ns.owner != m.toOwner || (m.toPile >= 0 && ns.pile != m.toPile))
                continue;
            int o = -1;
            if (m.fromIndex >= 0)
                o = findOld([&](const CardSlot &s) {
                    return s.zone == m.fromZone && s.owner == m.fromOwner && (m.fromPile < 0 || s.pile == m.fromPile)
                        && s.index == m.fromIndex && (isHidden(s) || isHidden(ns));
                });
            if (o < 0)
                o = findOld([&](const CardSlot &s) {
                    return s.zone == m.fromZone && s.owner == m.fromOwner && (m.fromPile < 0 || s.pile == m.fromPile)
                        && (isHidden(s) || isHidden(ns));
                });
            if (o >= 0) {
                pair(n, o);
                break;   // one card per reported move
            }
        }
    }
    // 4. Cards that stay in their zone (hidden hand cards, downcards, a face turned).
    for (int n = 0; n < newCount; ++n) {
        const CardSlot &ns = cardSlots[n];
        if (match[n] >= 0)
            continue;
        const int o = findOld([&](const CardSlot &s) {
            return s.zone == ns.zone && s.owner == ns.owner && s.pile == ns.pile && (isHidden(s) || isHidden(ns));
        });
        if (o >= 0)
            pair(n, o);
    }

    // Remove old rows nobody kept, a contiguous run at a time, from the end so that the
    // indexes of the runs before stay valid.
    for (int o = oldCount - 1; o >= 0;) {
        if (used[o]) {
            --o;
            continue;
        }
        int first = o;
        while (first > 0 && !used[first - 1])
            --first;
        beginRemoveRows({}, first, o);
        m_rows.remove(first, o - first + 1);
        endRemoveRows();
        o = first - 1;
    }
    // Where each surviving old row now sits.
    QList<int> position(oldCount, -1);
    for (int o = 0, p = 0; o < oldCount; ++o)
        if (used[o])
            position[o] = p++;
    // The stage each moved card belongs to, from the moves that say so.
    QList<bool> stageUsed(moves.size(), false);
    auto stageOf = [&](const CardSlot *from, const CardSlot &to) {
        for (qsizetype m = 0; m < moves.size(); ++m) {
            const CardMove &mv = moves[m];
            if (mv.step <= 0 || stageUsed[m] || mv.toZone != to.zone || mv.toOwner != to.owner
                || (mv.toPile >= 0 && mv.toPile != to.pile))
                continue;
            if (from && (mv.fromZone != from->zone || mv.fromOwner != from->owner || (mv.fromPile >= 0 && mv.fromPile != from->pile)))
                continue;
            stageUsed[m] = true;
            return mv.step;
        }
        return 0;
    };
    // Delays first, each its own change, so a card knows how long to wait before its place
    // changes.
    for (int n = 0; n < newCount; ++n) {
        if (match[n] < 0)
            continue;
        const int p = position[match[n]];
        const CardSlot &old = m_rows[p].slot;
        const CardSlot &now = cardSlots[n];
        const bool moved = old.zone != now.zone || old.owner != now.owner || old.pile != now.pile || old.index != now.index;
        // A card that stays where it is keeps its wait: it may still be waiting for its stage
        // while the next action (a draw made for the person) changes other cards.
        if (!moved)
            continue;
        const int delay = stageOf(&old, now) * m_stageMs;
        if (m_rows[p].delay != delay) {
            m_rows[p].delay = delay;
            emit dataChanged(index(p), index(p), { DelayRole });
        }
    }
    // Update kept rows; one dataChanged per contiguous run of changed rows.
    QList<bool> changed(m_rows.size(), false);
    for (int n = 0; n < newCount; ++n) {
        if (match[n] < 0)
            continue;
        const int p = position[match[n]];
        if (m_rows[p].slot == cardSlots[n])
            continue;
        m_rows[p].slot = cardSlots[n];
        m_rows[p].enterFrom.clear();
        changed[p] = true;
    }
    for (int p = 0; p < changed.size();) {
        if (!changed[p]) {
            ++p;
            continue;
        }
        int last = p;
        while (last + 1 < changed.size() && changed[last + 1])
            ++last;
        emit dataChanged(index(p), index(last));
        p = last + 1;
    }
    // Append the new ones; a card a reported move brought out of a stacked zone (the
    // stock) says where it came from.
    QList<bool> moveUsed(moves.size(), false);
    QList<Row> added;
    for (int n = 0; n < newCount; ++n) {
        if (match[n] >= 0)
            continue;
        QString from;
        for (qsizetype m = 0; m < moves.size(); ++m) {
            if (!moveUsed[m] && isCollapsed(moves[m].fromZone) && moves[m].toZone == cardSlots[n].zone
                && moves[m].toOwner == cardSlots[n].owner && (moves[m].toPile < 0 || moves[m].toPile == cardSlots[n].pile)) {
                moveUsed[m] = true;
                from = moves[m].fromZone;
                break;
            }
        }
        added.append({ newKey(cardSlots[n]), cardSlots[n], from, stageOf(nullptr, cardSlots[n]) * m_stageMs });
    }
    if (!added.isEmpty()) {
        const int first = static_cast<int>(m_rows.size());
        beginInsertRows({}, first, first + static_cast<int>(added.size()) - 1);
        m_rows.append(added);
        endInsertRows();
    }
    if (m_rows.size() != oldCount)
        emit countChanged();
}

void TableCardsModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
    emit countChanged();
}
