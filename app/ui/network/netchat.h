// `App.network.chat`: the network table's chat on this screen, as a list model (a line per row:
// who said it and what, plain text, the newest last), with how many lines came since it was last
// read. The table's life (NetTable) adds the lines the host sends and clears them when the table
// goes; a person's line goes out through the table's connection (`send`).
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

class NetChat : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The chat belongs to App.network")

    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The lines that came since the chat was last read (read(): while it is open).
    Q_PROPERTY(int unread READ unread NOTIFY unreadChanged)
    // The newest line, "Name: text" ("" when none): the notice beside the chat's button.
    Q_PROPERTY(QString last READ last NOTIFY countChanged)

public:
    // A line's roles: who said it ("name") and what ("words").
    enum Role { NameRole = Qt::UserRole + 1, WordsRole };
    // `send`: a line of this screen's person to the table; false when it could not go.
    explicit NetChat(std::function<bool(const QString &)> send, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int unread() const { return m_unread; }
    QString last() const;

    // A line to the table: 1 to 200 characters once its runs of spaces are one.
    Q_INVOKABLE bool send(const QString &text);
    // Every line so far has been seen (the chat is open).
    Q_INVOKABLE void read();

    // --- the table's side ---
    void add(const QString &name, const QString &text);
    void clear();

signals:
    void countChanged();
    void unreadChanged();
    // A line came from the table (the notice shows it while the chat is closed).
    void lineAdded();

private:
    struct Line {
        QString name;
        QString text;
    };
    std::function<bool(const QString &)> m_send;
    QList<Line> m_lines;
    int m_unread = 0;
};
