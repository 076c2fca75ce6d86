// The table's own adapter for the host's game (GameUi::makeAdapter), worded as the person
// chose: the games shown under their other name (Palace), and each game's own settings
// (GameUi::settings; the rest keep their defaults). A change of either is signalled, for the
// table's builder to word its adapter anew.
#pragma once

#include "tableadapter.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <memory>

class AdapterMaker : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // The adapter of `gameId`'s table (null where the game has none), worded.
    std::unique_ptr<TableAdapter> make(const QString &gameId, TableAdapter::NameOf names) const;
    // The games shown under their other name (Palace), by id; a game's own settings as the
    // person chose them, by key.
    void setAlternateNames(const QStringList &gameIds);
    void setGameSettings(const QString &gameId, const QVariantMap &values);
    // Words `adapter` (of `gameId`'s table) as chosen now.
    void apply(TableAdapter *adapter, const QString &gameId) const;

signals:
    // The wording of `gameId`'s table changed (empty: of any game's).
    void changed(const QString &gameId);

private:
    QStringList m_alternateNames;
    QHash<QString, QVariantMap> m_gameSettings;
};
