// Shithead in the app: its names (Shithead or Palace), words, option labels and table.
#pragma once

#include "gameui.h"

class ShitheadUi final : public GameUi {
    Q_DECLARE_TR_FUNCTIONS(ShitheadUi)

public:
    std::string_view id() const override;
    QString name(bool alternate) const override;
    QString alternateNameLabel() const override;
    QString blurb() const override;
    QString sampleCard() const override { return QStringLiteral("TH"); }
    QString reasonText(felt::Reason reason) const override;
    QString optionLabel(std::string_view key) const override;
    QString optionHelp(std::string_view key) const override;
    QString choiceLabel(std::string_view key, const felt::Value &value) const override;
    QString tableQml() const override { return QStringLiteral("games/shithead/ShitheadTable.qml"); }
    QString rulesQml() const override { return QStringLiteral("games/shithead/ShitheadRules.qml"); }
    std::unique_ptr<TableAdapter> makeAdapter() const override;
    QString levelText(std::string_view level) const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
};
