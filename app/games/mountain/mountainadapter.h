// Bring Down the Mountain's table for the game session: the peak, four ridges and four
// valleys (everything face up, but with the hiddenRidges option), the positions and the
// people who play them, the log's sentences, and the outcome of a co-operative game.
// Zones are shared: a ridge or valley is told apart by its pile number (0-3).
#pragma once

#include "mountainfacts.h"
#include "factsadapter.h"

#include <array>

class MountainAdapter final : public FactsAdapter<MountainFacts> {
    Q_DECLARE_TR_FUNCTIONS(MountainAdapter)

public:
    QList<CardSlot> cardSlots(const felt::Value &state, int viewer) const override;
    void fillSeat(SeatRow &row, const felt::Value &state) const override;
    QList<int> places(const felt::Value &state, const felt::Value &result, int players) const override;
    QString eventText(const felt::Event &event, const NameOf &name) const override;
    QList<CardMove> moves(const felt::EventList &events) const override;
    QString resultText(const felt::Value &result, const NameOf &name) const override;
    QString describeMove(const felt::Move &move) const override;
    QString adviceReason(const felt::Value &reasons) const override;   // mountainwhy.cpp
    QString verbButton(std::string_view verb) const override;
    QString verbKey(std::string_view verb) const override;
    void setTableInfo(const felt::Value &info) override;
    int eventSeat(const felt::Event &event) const override
    {
        return event.seat >= 0 && event.seat < 4 ? m_seatOf[static_cast<std::size_t>(event.seat)] : -1;
    }

private:
    // The seat that plays each position (from the engine's table info).
    std::array<int, 4> m_seatOf { 0, 0, 0, 0 };
};
