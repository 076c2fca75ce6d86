// Shithead's table for the game session: per seat its hand, upcards and downcards; the pile,
// the stock and the burned cards; the log's sentences; the loser named as the Shithead (or,
// with the Palace naming, as the one who loses).
#pragma once

#include "shitheadfacts.h"
#include "factsadapter.h"

class ShitheadAdapter final : public FactsAdapter<ShitheadFacts> {
    Q_DECLARE_TR_FUNCTIONS(ShitheadAdapter)

public:
    void setAlternateName(bool palace) override { m_palace = palace; }

    QList<CardSlot> cardSlots(const felt::Value &state, int viewer) const override;
    void fillSeat(SeatRow &row, const felt::Value &state) const override;
    QList<int> places(const felt::Value &state, const felt::Value &result, int players) const override;
    QString eventText(const felt::Event &event, const NameOf &name) const override;
    QList<CardMove> moves(const felt::EventList &events) const override;
    QString resultText(const felt::Value &result, const NameOf &name) const override;
    QString describeMove(const felt::Move &move) const override;
    QString adviceReason(const felt::Value &reasons) const override;
    QString verbButton(std::string_view verb) const override;
    QString verbKey(std::string_view verb) const override;

private:
    QString whyReason(const felt::Value &reasons) const;   // shitheadwhy.cpp

    bool m_palace = false;
};
