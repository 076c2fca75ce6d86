// What every game's GameUi says the same way, said once: the engine's id, the table and the
// rules page (qml/games/<folder>/<Name>Table.qml and <Name>Rules.qml, the folder being the id
// without its hyphens: "wrong-suit" in wrongsuit/), the sample card and the table adapter. A game's GameUi derives from GameUiOf<its adapter> and says only its words.
#pragma once

#include "gameui.h"

#include <memory>
#include <string_view>

struct GameUiFiles {
    std::string_view id;     // the engine's id ("chain-chain")
    const char *qmlName;     // "ChainChain": ChainChainTable.qml, ChainChainRules.qml
    const char *sampleCard;  // the card that stands for the game ("QS")
};

template <class Adapter>
class GameUiOf : public GameUi {
public:
    explicit GameUiOf(GameUiFiles files) : m_files(files) { }

    std::string_view id() const final { return m_files.id; }
    QString sampleCard() const final { return QString::fromLatin1(m_files.sampleCard); }
    QString tableQml() const final { return qmlFile("Table"); }
    QString rulesQml() const final { return qmlFile("Rules"); }
    std::unique_ptr<TableAdapter> makeAdapter() const final { return std::make_unique<Adapter>(); }

private:
    QString qmlFile(const char *part) const
    {
        const QString folder = QString::fromLatin1(m_files.id.data(), static_cast<qsizetype>(m_files.id.size())).remove(u'-');
        return QStringLiteral("games/%1/%2%3.qml").arg(folder, QString::fromLatin1(m_files.qmlName), QString::fromLatin1(part));
    }

    GameUiFiles m_files;
};
