// Wrong Suit's table for the game session: per seat its hand (the viewer's own sorted by
// suit), the gift it has made this round (face down; its face only for its giver) and its
// stack; the four Aces in the middle. The viewer's own stack is grouped by suit, with what it
// would score under each possible Wrong Suit (the engine's own count, wrongsuit_score.h);
// every other stack shows its face-down cards, the ones the viewer knows, and its face-up
// cards. Gifts land together, Queen transfers follow one stage after another.
#pragma once

#include "wrongsuitfacts.h"
#include "factsadapter.h"

class WrongSuitAdapter final : public FactsAdapter<WrongSuitFacts> {
    Q_DECLARE_TR_FUNCTIONS(WrongSuitAdapter)

public:
    // The piles of a stack ("stack" zone): its face-down cards the viewer does not know, the
    // face-down ones it knows (it gave them), its face-up ones; the viewer's own stack is
    // one pile per suit instead (kSuitPile + 0..3 for C D H S).
    static constexpr int kHiddenPile = 0;
    static constexpr int kKnownPile = 1;
    static constexpr int kUpPile = 2;
    static constexpr int kSuitPile = 3;

    void setTableInfo(const felt::Value &info) override;
    QList<CardSlot> cardSlots(const felt::Value &state, int viewer) const override;
    void fillSeat(SeatRow &row, const felt::Value &state) const override;
    QList<int> places(const felt::Value &state, const felt::Value &result, int players) const override;
    QString eventText(const felt::Event &event, const NameOf &name) const override;
    QList<CardMove> moves(const felt::EventList &events) const override;
    QString resultText(const felt::Value &result, const NameOf &name) const override;
    QString describeMove(const felt::Move &move) const override;
    QString adviceReason(const felt::Value &reasons) const override;   // wrongsuitwhy.cpp
    QString moveChoice(const felt::Move &move) const override;

    // "clubs", "hearts": a suit (C D H S, or its index 0-3) in words.
    static QString suitWords(int suit);
    static QString suitWords(const QString &suit);

private:
    int m_rounds = 0;                    // how many rounds the game has, as it stands
    QString m_wrongSuit;                 // once the game is over
};
