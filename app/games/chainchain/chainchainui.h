// Chain-Chain in the app: its words and table.
#pragma once

#include "gameuiof.h"
#include "chainchainadapter.h"

class ChainChainUi final : public GameUiOf<ChainChainAdapter> {
    Q_DECLARE_TR_FUNCTIONS(ChainChainUi)

public:
    ChainChainUi();
    QString name(bool alternate) const override;
    QString blurb() const override;
    QString playersNote(int min, int max) const override;
    QString reasonText(felt::Reason reason) const override;
    QString levelText(std::string_view level) const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
};
