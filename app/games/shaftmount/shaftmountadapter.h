// Shaftmount's table for the game session: per seat its hand (one's own sorted by suit, the
// others' shown cards first) and its sequences as piles of the zone "sequence"; the deck and
// the discard pile as stacks; the closing sequences as piles of the zone "closing". Penalty
// points fill each plate's meter. A closing and a domino move their cards stage by stage
// (CardMove::step); the log names every step.
#pragma once

#include "shaftmountfacts.h"
#include "factsadapter.h"

class ShaftmountAdapter final : public FactsAdapter<ShaftmountFacts> {
    Q_DECLARE_TR_FUNCTIONS(ShaftmountAdapter)

public:
    QList<CardSlot> cardSlots(const felt::Value &state, int viewer) const override;
    void fillSeat(SeatRow &row, const felt::Value &state) const override;
    QList<int> places(const felt::Value &state, const felt::Value &result, int players) const override;
    QString eventText(const felt::Event &event, const NameOf &name) const override;   // shaftmountwords.cpp
    QList<CardMove> moves(const felt::EventList &events) const override;
    QString resultText(const felt::Value &result, const NameOf &name) const override;   // shaftmountwords.cpp
    QString describeMove(const felt::Move &move) const override;                        // shaftmountwords.cpp
    QString adviceReason(const felt::Value &reasons) const override;   // shaftmountwhy.cpp
    QString verbButton(std::string_view verb) const override;
    QString verbKey(std::string_view verb) const override;
    bool pointsOut(const felt::Move &move) const override;
    // Calls "manual": an exposed closing card of another player that left its sequence's top
    // untapped (covered, moved on, discarded, still there at the end) while `seat` could have
    // tapped it; a false claim `seat` passed in its challenge round.
    QList<MissedCall> missedCalls(const felt::Record &record, const SeatMoments &moments, int seat) const override;
    void setSettings(const QVariantMap &values) override;
    void setTableInfo(const felt::Value &info) override;
    std::string automaticMove(const felt::MoveList &moves) const override;
    std::string forcedAnswer(const felt::MoveList &moves) const override;
    QString forcedAnswerText(const felt::Move &move) const override;
    void updateFacts(const felt::Value &state, const felt::Value &info, int viewer) override
    {
        FactsAdapter::updateFacts(state, info, viewer);
        m_manual = m_facts.manual();
    }

    // "Bert's sequence 2", "your sequence 1": the sequence S.I in words (I counted from 1;
    // shaftmountwords.cpp).
    QString sequenceWords(int owner, int index) const;

private:
    QString sequenceName(int owner, int index, const NameOf &name) const;

    bool m_drawToLimit = true;
    bool m_passForMe = true;
    QString m_discardUp;
    int m_handLimit = 0;   // the hand limit (tableInfo)   // the discard pile's face-up top card (tableInfo), or empty
    // The seats' names and whose view the table shows, as the seats were last filled in (for
    // the words of a move, which name sequences by their owners).
    mutable QStringList m_names;
    mutable int m_viewer = -1;
    // Calls "manual" (a Closed event's target is then the seat that tapped), and whether the
    // last event told was a challenge (its closing is the challenge's, not a tap).
    mutable bool m_manual = false;
    mutable bool m_afterChallenge = false;
};
