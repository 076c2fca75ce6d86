// Shaftmount in the app: its name, words, refusal sentences, option labels, its table and
// rules page, and its own setting (drawing up to the hand limit after one's play).
#pragma once

#include "gameui.h"

class ShaftmountUi final : public GameUi {
    Q_DECLARE_TR_FUNCTIONS(ShaftmountUi)

public:
    std::string_view id() const override;
    QString name(bool alternate) const override;
    QString blurb() const override;
    QString sampleCard() const override { return QStringLiteral("QS"); }
    QString reasonText(felt::Reason reason) const override;
    QString optionLabel(std::string_view key) const override;
    QString optionHelp(std::string_view key) const override;
    QString choiceLabel(std::string_view key, const felt::Value &value) const override;
    QString tableQml() const override { return QStringLiteral("games/shaftmount/ShaftmountTable.qml"); }
    QString rulesQml() const override { return QStringLiteral("games/shaftmount/ShaftmountRules.qml"); }
    std::unique_ptr<TableAdapter> makeAdapter() const override;
    QString levelText(std::string_view level) const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
    QList<GameSetting> settings() const override;
    QList<StatsKind> statsKinds() const override;
    QString statsKind(const QString &options) const override;
};
