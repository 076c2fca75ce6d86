// The game log: one plain, translated sentence per row.
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The log belongs to the game session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, SeatRole };
    Q_ENUM(Role)

    explicit LogModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void append(const QString &text, int seat = -1);
    void clear();
    QString textAt(int row) const { return m_rows.value(row).text; }

    // Old rows are dropped beyond this many.
    static constexpr int kMaxRows = 1000;

signals:
    void countChanged();

private:
    struct Row {
        QString text;
        int seat = -1;
    };
    QList<Row> m_rows;
};
