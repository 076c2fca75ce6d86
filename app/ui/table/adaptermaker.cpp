#include "adaptermaker.h"

#include "gameuis.h"

std::unique_ptr<TableAdapter> AdapterMaker::make(const QString &gameId, TableAdapter::NameOf names) const
{
    const GameUi *ui = gameUi(gameId);
    std::unique_ptr<TableAdapter> adapter = ui ? ui->makeAdapter() : nullptr;
    if (adapter)
        adapter->setNames(std::move(names));
    apply(adapter.get(), gameId);
    return adapter;
}

void AdapterMaker::setAlternateNames(const QStringList &gameIds)
{
    if (m_alternateNames == gameIds)
        return;
    m_alternateNames = gameIds;
    emit changed(QString());
}

void AdapterMaker::setGameSettings(const QString &gameId, const QVariantMap &values)
{
    if (m_gameSettings.value(gameId) == values)
        return;
    m_gameSettings.insert(gameId, values);
    emit changed(gameId);
}

void AdapterMaker::apply(TableAdapter *adapter, const QString &gameId) const
{
    if (!adapter)
        return;
    adapter->setAlternateName(m_alternateNames.contains(gameId));
    QVariantMap values;
    if (const GameUi *ui = gameUi(gameId))
        for (const GameSetting &s : ui->settings())
            values.insert(s.key, s.defaultValue);
    const QVariantMap chosen = m_gameSettings.value(gameId);
    for (auto it = chosen.begin(); it != chosen.end(); ++it)
        values.insert(it.key(), it.value());
    adapter->setSettings(values);
}
