// Shaftmount in the app: its name, words, refusal sentences and option labels. No table yet
// (another step builds it on this engine), so it is not playable in the app; felt-cli has it.
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
    QString tableQml() const override { return {}; }
    QString rulesQml() const override { return {}; }
    std::unique_ptr<TableAdapter> makeAdapter() const override { return nullptr; }
};
