// Every card the viewer can see on the table, face or back, one row each (the stock and the
// burned cards are one row each). Rows keep their key while a card moves, so the table can
// animate a card from where it was to where it is.
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include "tabledata.h"

class TableCardsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The cards belong to the game session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // How long one stage of an action lasts (ms), so a table can time its own effects to the
    // cards' stages.
    Q_PROPERTY(int stageMs READ stageMs NOTIFY stageMsChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        FaceRole,
        ZoneRole,
        OwnerRole,
        IndexRole,
        ZoneCountRole,
        PlayableRole,
        EnterFromRole,
        PileRole,
        DelayRole,
    };
    Q_ENUM(Role)

    explicit TableCardsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Brings the rows to `cardSlots` with the fewest changes: rows that stay keep their key.
    // A card moved by a move of stage k (CardMove::step) gets a delay of k stages before it
    // glides (the `delay` role, set before its place changes).
    void update(const QList<CardSlot> &cardSlots, const QList<CardMove> &moves = {});
    // How long one stage lasts, in milliseconds.
    void setStageMs(int ms)
    {
        if (m_stageMs == qMax(0, ms))
            return;
        m_stageMs = qMax(0, ms);
        emit stageMsChanged();
    }
    int stageMs() const { return m_stageMs; }
    void clear();

    struct Row {
        QString key;
        CardSlot slot;
        // A card that appeared from a zone shown as one stack (drawn from the stock): that
        // zone, so the table can fly it in from there; empty otherwise.
        QString enterFrom;
        int delay = 0;   // ms before its latest move shows (a later stage of an action)
    };
    const QList<Row> &rows() const { return m_rows; }

signals:
    void countChanged();
    void stageMsChanged();

private:
    QString newKey(const CardSlot &slot);

    QList<Row> m_rows;
    quint64 m_nextKey = 0;
    int m_stageMs = 450;
};
