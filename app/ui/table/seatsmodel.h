// The seats around the table: who sits where, what is public about them, whose turn it is.
// The game's adapter fills each row (SeatRow, tabledata.h); what only that game's table reads
// about a seat is in the game's typed facts (session.facts, app/games/<game>/<game>facts.h).
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include "tabledata.h"

class SeatsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The seats belong to the game session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        KindRole,
        IsHumanRole,
        IsTurnRole,
        IsActorRole,
        ThinkingRole,
        HandCountRole,
        CardsLeftRole,
        StatusRole,
        DetailRole,
        MeterRole,
        MeterMaxRole,
        MeterTextRole,
        PlaceRole,
        IsViewerRole,
        IsLoserRole,
    };
    Q_ENUM(Role)

    explicit SeatsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the rows: a reset when the number of seats changes, else dataChanged per row.
    void setRows(const QList<SeatRow> &rows);
    // One seat's own change: whether a computer player thinks for it (its row's `thinking`
    // only, one dataChanged for that role; nothing else is looked at).
    void setThinking(int seat, bool thinking);
    const QList<SeatRow> &rows() const { return m_rows; }

signals:
    void countChanged();

private:
    QList<SeatRow> m_rows;
};
