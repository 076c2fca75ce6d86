// Chain-Chain's table for the game session: per seat its hand and its collected stack
// (public: everyone saw those cards), the chain (the pile) and the stock; the log's
// sentences; the ranking by collected cards, then their sum.
#pragma once

#include "chainchainfacts.h"
#include "factsadapter.h"

class ChainChainAdapter final : public FactsAdapter<ChainChainFacts> {
    Q_DECLARE_TR_FUNCTIONS(ChainChainAdapter)

public:
    QList<CardSlot> cardSlots(const felt::Value &state, int viewer) const override;
    void fillSeat(SeatRow &row, const felt::Value &state) const override;
    QList<int> places(const felt::Value &state, const felt::Value &result, int players) const override;
    QString eventText(const felt::Event &event, const NameOf &name) const override;
    QList<CardMove> moves(const felt::EventList &events) const override;
    QString resultText(const felt::Value &result, const NameOf &name) const override;
    QString describeMove(const felt::Move &move) const override;
    QString adviceReason(const felt::Value &reasons) const override;   // chainchainwhy.cpp
    QString verbButton(std::string_view verb) const override;
    QString verbKey(std::string_view verb) const override;
};
