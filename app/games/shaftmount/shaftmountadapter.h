// Shaftmount's table for the game session: per seat its hand (one's own sorted by suit, the
// others' shown cards first) and its sequences as piles of the zone "sequence"; the deck and
// the discard pile as stacks; the closing sequences as piles of the zone "closing". Penalty
// points fill each plate's meter. A closing and a domino move their cards stage by stage
// (CardMove::step); the log names every step.
#pragma once

#include "shaftmountfacts.h"
#include "tableadapter.h"

class ShaftmountAdapter final : public TableAdapter {
    Q_DECLARE_TR_FUNCTIONS(ShaftmountAdapter)

public:
    QList<CardSlot> cardSlots(const felt::Value &state, int viewer) const override;
    void fillSeat(SeatRow &row, const felt::Value &state) const override;
    QList<int> places(const felt::Value &state, const felt::Value &result, int players) const override;
    QString eventText(const felt::Event &event, const NameOf &name) const override;
    QList<CardMove> moves(const felt::EventList &events) const override;
    QString resultText(const felt::Value &result, const NameOf &name) const override;
    QString describeMove(const felt::Move &move) const override;
    QString verbButton(std::string_view verb) const override;
    QString verbKey(std::string_view verb) const override;
    double pace(const felt::Move &move) const override;
    void setSettings(const QVariantMap &values) override;
    void setTableInfo(const felt::Value &info) override;
    std::string automaticMove(const felt::MoveList &moves) const override;
    std::string forcedAnswer(const felt::MoveList &moves) const override;
    QString forcedAnswerText(const felt::Move &move) const override;
    QObject *facts() override { return &m_facts; }
    void updateFacts(const felt::Value &state, const felt::Value &info, int) override { m_facts.update(state, info); }

    // "Bert's sequence 2", "your sequence 1": the sequence S.I in words (I counted from 1).
    QString sequenceWords(int owner, int index) const;

private:
    QString sequenceName(int owner, int index, const NameOf &name) const;

    ShaftmountFacts m_facts;
    bool m_drawToLimit = true;
    bool m_passForMe = true;
    QString m_discardUp;   // the discard pile's face-up top card (tableInfo), or empty
    // The seats' names and whose view the table shows, as the seats were last filled in (for
    // the words of a move, which name sequences by their owners).
    mutable QStringList m_names;
    mutable int m_viewer = -1;
};
