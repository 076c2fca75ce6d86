// The seats around the table: who sits where, what is public about them, whose turn it is.
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

struct SeatRow {
    int seat = 0;
    QString name;
    QString kind;           // "human", "easy", "normal", "hard", "random"
    bool isTurn = false;
    bool isActor = false;
    bool thinking = false;
    int handCount = 0;
    int downCount = 0;
    QStringList upCards;
    int cardsLeft = 0;      // every card the seat still holds, anywhere
    int collectedCount = 0; // cards that count against the seat (Chain-Chain)
    int collectedSum = 0;
    QString detail;         // the game's one-line summary of the seat, translated
    int place = -1;         // -1 while the seat still holds cards
    bool isViewer = false;
    bool isLoser = false;

    bool isHuman() const { return kind == QLatin1String("human"); }
    bool operator==(const SeatRow &) const = default;
};

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
        DownCountRole,
        UpCardsRole,
        CardsLeftRole,
        CollectedCountRole,
        CollectedSumRole,
        DetailRole,
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
    const QList<SeatRow> &rows() const { return m_rows; }

signals:
    void countChanged();

private:
    QList<SeatRow> m_rows;
};
