// Bring Down the Mountain in the app: its words and table.
#pragma once

#include "gameui.h"

class MountainUi final : public GameUi {
    Q_DECLARE_TR_FUNCTIONS(MountainUi)

public:
    std::string_view id() const override;
    QString name(bool alternate) const override;
    QString blurb() const override;
    QString sampleCard() const override { return QStringLiteral("KD"); }
    QString playersNote(int min, int max) const override;
    QString reasonText(felt::Reason reason) const override;
    QString optionLabel(std::string_view key) const override;
    QString optionHelp(std::string_view key) const override;
    QString tableQml() const override { return QStringLiteral("games/mountain/MountainTable.qml"); }
    QString rulesQml() const override { return QStringLiteral("games/mountain/MountainRules.qml"); }
    std::unique_ptr<TableAdapter> makeAdapter() const override;
    QString levelText(std::string_view level) const override;
    QString reviewRatingNote() const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
};
