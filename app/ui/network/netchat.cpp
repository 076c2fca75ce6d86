#include "netchat.h"

namespace {
constexpr int kKeptLines = 100;
constexpr int kLongestLine = 200;
} // namespace

NetChat::NetChat(std::function<bool(const QString &)> send, QObject *parent)
    : QAbstractListModel(parent), m_send(std::move(send))
{
}

int NetChat::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lines.size());
}

QVariant NetChat::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const Line &line = m_lines.at(index.row());
    switch (role) {
    case NameRole:
        return line.name;
    case WordsRole:
        return line.text;
    default:
        return {};
    }
}

QHash<int, QByteArray> NetChat::roleNames() const
{
    return { { NameRole, "name" }, { WordsRole, "words" } };
}

QString NetChat::last() const
{
    return m_lines.isEmpty() ? QString() : m_lines.constLast().name + QStringLiteral(": ") + m_lines.constLast().text;
}

bool NetChat::send(const QString &text)
{
    const QString line = text.simplified();
    if (line.isEmpty() || line.size() > kLongestLine)
        return false;
    return m_send && m_send(line);
}

void NetChat::read()
{
    if (m_unread == 0)
        return;
    m_unread = 0;
    emit unreadChanged();
}

void NetChat::add(const QString &name, const QString &text)
{
    if (m_lines.size() >= kKeptLines) {
        beginRemoveRows({}, 0, 0);
        m_lines.removeFirst();
        endRemoveRows();
    }
    const int row = static_cast<int>(m_lines.size());
    beginInsertRows({}, row, row);
    m_lines.append({ name, text });
    endInsertRows();
    ++m_unread;
    emit countChanged();
    emit unreadChanged();
    emit lineAdded();
}

void NetChat::clear()
{
    if (m_lines.isEmpty() && m_unread == 0)
        return;
    beginResetModel();
    m_lines.clear();
    endResetModel();
    m_unread = 0;
    emit countChanged();
    emit unreadChanged();
}
