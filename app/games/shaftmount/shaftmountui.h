// Shaftmount in the app: its name, words, refusal sentences, option labels, its table and
// rules page, and its own setting (drawing up to the hand limit after one's play).
#pragma once

#include "gameuiof.h"
#include "shaftmountadapter.h"

class ShaftmountUi final : public GameUiOf<ShaftmountAdapter> {
    Q_DECLARE_TR_FUNCTIONS(ShaftmountUi)

public:
    ShaftmountUi();
    QString name(bool alternate) const override;
    QString blurb() const override;
    QString reasonText(felt::Reason reason) const override;
    QString optionLabel(std::string_view key) const override;
    QString optionHelp(std::string_view key) const override;
    QString choiceLabel(std::string_view key, const felt::Value &value) const override;
    QString levelText(std::string_view level) const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
    QList<GameSetting> settings() const override;
    QList<StatsKind> statsKinds() const override;
    QString statsKind(const QString &options) const override;
};
