// Shithead in the app: its names (Shithead or Palace), words, option labels and table.
#pragma once

#include "gameuiof.h"
#include "shitheadadapter.h"

class ShitheadUi final : public GameUiOf<ShitheadAdapter> {
    Q_DECLARE_TR_FUNCTIONS(ShitheadUi)

public:
    ShitheadUi();
    QString name(bool alternate) const override;
    QString alternateNameLabel() const override;
    QString blurb() const override;
    QString reasonText(felt::Reason reason) const override;
    QString optionLabel(std::string_view key) const override;
    QString optionHelp(std::string_view key) const override;
    QString choiceLabel(std::string_view key, const felt::Value &value) const override;
    QString choiceHelp(std::string_view key, const felt::Value &value) const override;
    QString levelText(std::string_view level) const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
};
