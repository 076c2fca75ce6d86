// The table's own adapter for the host's game (GameUi::makeAdapter), worded as the person
// chose: the games shown under their other name (Palace), and each game's own settings
// (GameUi::settings; the rest keep their defaults).
#pragma once

#include "tableadapter.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <memory>

class AdapterMaker {
public:
    // The adapter of `gameId`'s table (null where the game has none), worded.
    std::unique_ptr<TableAdapter> make(const QString &gameId, TableAdapter::NameOf names) const;
    // Answer whether anything changed.
    bool setAlternateNames(const QStringList &gameIds);
    bool setGameSettings(const QString &gameId, const QVariantMap &values);
    // Words `adapter` (of `gameId`'s table) as chosen now.
    void apply(TableAdapter *adapter, const QString &gameId) const;

private:
    QStringList m_alternateNames;
    QHash<QString, QVariantMap> m_gameSettings;
};
