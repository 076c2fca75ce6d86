// A bare felt-net/1 client for the tests: a real QWebSocket over 127.0.0.1 that sends what
// the test says (valid or not) and keeps every message the host sends, in order.
#pragma once

#include "protocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

namespace testing {

inline QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

class TestClient : public QObject {
public:
    explicit TestClient(QObject *parent = nullptr) : QObject(parent)
    {
        connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
            const QByteArray bytes = text.toUtf8();
            raw.append(bytes);
            const QJsonObject o = QJsonDocument::fromJson(bytes).object();
            all.append(o);
            m_inbox.append(o);
            if (o.value(QLatin1String("type")).toString() == QLatin1String("table"))
                lastTable = o;
        });
        connect(&m_socket, &QWebSocket::disconnected, this, [this] { m_closed = true; });
    }

    bool open(quint16 port, int timeoutMs = 5000, bool subprotocol = true)
    {
        QWebSocketHandshakeOptions options;
        if (subprotocol)
            options.setSubprotocols({ QString::fromLatin1(net::kSubprotocol) });
        m_socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)), options);
        return QTest::qWaitFor([this] { return m_socket.state() == QAbstractSocket::ConnectedState || m_closed; }, timeoutMs)
            && m_socket.state() == QAbstractSocket::ConnectedState;
    }
    QString subprotocol() const { return m_socket.subprotocol(); }

    void send(const QJsonObject &o) { sendText(json(o)); }
    void sendText(const QByteArray &text) { m_socket.sendTextMessage(QString::fromUtf8(text)); }
    void sendBinary(const QByteArray &bytes) { m_socket.sendBinaryMessage(bytes); }
    void abort() { m_socket.abort(); }
    void close() { m_socket.close(); }

    // The next message of `type` (the others stay in the inbox); an empty object when none
    // comes within `timeoutMs`.
    QJsonObject take(const QString &type, int timeoutMs = 5000)
    {
        QJsonObject found;
        (void)QTest::qWaitFor(
            [&] {
                for (qsizetype i = 0; i < m_inbox.size(); ++i)
                    if (m_inbox.at(i).value(QLatin1String("type")).toString() == type) {
                        found = m_inbox.takeAt(i);
                        return true;
                    }
                return false;
            },
            timeoutMs);
        return found;
    }
    // Whether a message of `type` is waiting now (without waiting).
    bool has(const QString &type) const
    {
        for (const QJsonObject &o : m_inbox)
            if (o.value(QLatin1String("type")).toString() == type)
                return true;
        return false;
    }
    void clearInbox() { m_inbox.clear(); }
    int inboxSize() const { return static_cast<int>(m_inbox.size()); }

    // hello, and the welcome.
    bool greet(const QString &name)
    {
        send({ { "type", "hello" }, { "protocol", "felt-net/1" }, { "client", "tests" }, { "name", name } });
        return !take(QStringLiteral("welcome")).isEmpty();
    }
    bool waitClosed(int timeoutMs = 5000)
    {
        return QTest::qWaitFor([this] { return m_closed; }, timeoutMs);
    }
    bool closed() const { return m_closed; }
    int closeCode() const { return static_cast<int>(m_socket.closeCode()); }

    // The table message's seq, and the view's fields.
    quint64 seq() const { return static_cast<quint64>(lastTable.value(QLatin1String("seq")).toDouble()); }
    QJsonObject view() const { return lastTable.value(QLatin1String("view")).toObject(); }
    QStringList legal(int seat) const
    {
        QStringList list;
        for (const QJsonValue &v : view().value(QLatin1String("legal")).toObject().value(QString::number(seat)).toArray())
            list.append(v.toString());
        return list;
    }
    bool over() const { return view().value(QLatin1String("over")).toBool(); }

    QList<QJsonObject> all;     // every message, in order
    QList<QByteArray> raw;      // the same as sent
    QJsonObject lastTable;

private:
    QWebSocket m_socket;
    QList<QJsonObject> m_inbox;
    bool m_closed = false;
};

inline QJsonObject createMessage(const QString &game, int players, const QStringList &seats, const QJsonObject &options = {},
                                 qint64 seed = -1)
{
    QJsonObject o { { "type", "create" }, { "game", game }, { "players", players }, { "seats", QJsonArray::fromStringList(seats) },
                    { "options", options } };
    if (seed >= 0)
        o.insert(QStringLiteral("seed"), seed);
    return o;
}

} // namespace testing
