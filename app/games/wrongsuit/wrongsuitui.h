// Wrong Suit in the app: its name, words, option labels and table.
#pragma once

#include "gameuiof.h"
#include "wrongsuitadapter.h"

class WrongSuitUi final : public GameUiOf<WrongSuitAdapter> {
    Q_DECLARE_TR_FUNCTIONS(WrongSuitUi)

public:
    WrongSuitUi();
    QString name(bool alternate) const override;
    QString blurb() const override;
    QString reasonText(felt::Reason reason) const override;
    QString optionLabel(std::string_view key) const override;
    QString optionHelp(std::string_view key) const override;
    QString choiceLabel(std::string_view key, const felt::Value &value) const override;
    QString levelText(std::string_view level) const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
};
