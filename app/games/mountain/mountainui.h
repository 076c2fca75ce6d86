// Bring Down the Mountain in the app: its words and table.
#pragma once

#include "gameuiof.h"
#include "mountainadapter.h"

class MountainUi final : public GameUiOf<MountainAdapter> {
    Q_DECLARE_TR_FUNCTIONS(MountainUi)

public:
    MountainUi();
    QString name(bool alternate) const override;
    QString blurb() const override;
    QString playersNote(int min, int max) const override;
    QString reasonText(felt::Reason reason) const override;
    QString optionLabel(std::string_view key) const override;
    QString optionHelp(std::string_view key) const override;
    QString levelText(std::string_view level) const override;
    QString reviewRatingNote() const override;
    std::optional<LevelStrength> levelStrength(std::string_view level) const override;
};
