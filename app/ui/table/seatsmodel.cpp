#include "seatsmodel.h"

SeatsModel::SeatsModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int SeatsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant SeatsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SeatRow &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return r.name;
    case SeatRole: return r.seat;
    case KindRole: return r.kind;
    case IsHumanRole: return r.isHuman();
    case IsTurnRole: return r.isTurn;
    case IsActorRole: return r.isActor;
    case ThinkingRole: return r.thinking;
    case HandCountRole: return r.handCount;
    case CardsLeftRole: return r.cardsLeft;
    case StatusRole: return r.status;
    case DetailRole: return r.detail;
    case MeterRole: return r.meter;
    case MeterMaxRole: return r.meterMax;
    case MeterTextRole: return r.meterText;
    case PlaceRole: return r.place;
    case IsViewerRole: return r.isViewer;
    case IsLoserRole: return r.isLoser;
    default: return {};
    }
}

QHash<int, QByteArray> SeatsModel::roleNames() const
{
    return {
        { SeatRole, "seat" },
        { NameRole, "name" },
        { KindRole, "kind" },
        { IsHumanRole, "isHuman" },
        { IsTurnRole, "isTurn" },
        { IsActorRole, "isActor" },
        { ThinkingRole, "thinking" },
        { HandCountRole, "handCount" },
        { CardsLeftRole, "cardsLeft" },
        { StatusRole, "status" },
        { DetailRole, "detail" },
        { MeterRole, "meter" },
        { MeterMaxRole, "meterMax" },
        { MeterTextRole, "meterText" },
        { PlaceRole, "place" },
        { IsViewerRole, "isViewer" },
        { IsLoserRole, "isLoser" },
    };
}

void SeatsModel::setRows(const QList<SeatRow> &rows)
{
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        emit countChanged();
        return;
    }
    for (int i = 0; i < rows.size(); ++i) {
        if (rows.at(i) == m_rows.at(i))
            continue;
        m_rows[i] = rows.at(i);
        emit dataChanged(index(i), index(i));
    }
}

void SeatsModel::setThinking(int seat, bool thinking)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).seat != seat || m_rows.at(i).thinking == thinking)
            continue;
        m_rows[i].thinking = thinking;
        emit dataChanged(index(i), index(i), { ThinkingRole });
    }
}
