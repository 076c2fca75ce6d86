// Chain-Chain in the app: its words and table.
#pragma once

#include "gameui.h"

class ChainChainUi final : public GameUi {
    Q_DECLARE_TR_FUNCTIONS(ChainChainUi)

public:
    std::string_view id() const override;
    QString name(bool alternate) const override;
    QString blurb() const override;
    QString sampleCard() const override { return QStringLiteral("7"); }
    QString playersNote(int min, int max) const override;
    QString reasonText(felt::Reason reason) const override;
    QString tableQml() const override { return QStringLiteral("games/chainchain/ChainChainTable.qml"); }
    QString rulesQml() const override { return QStringLiteral("games/chainchain/ChainChainRules.qml"); }
    std::unique_ptr<TableAdapter> makeAdapter() const override;
    QString levelText(std::string_view level) const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
};
