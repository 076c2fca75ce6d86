// Shaftmount's words for the log and the table: a sequence named, each event told, the result,
// a move described (the adapter's other parts are in shaftmountadapter.cpp).
#include "shaftmountadapter.h"

#include "games/shaftmount/shaftmount.h"

#include <QLocale>

using felt::shaftmount::Ev;

QString ShaftmountAdapter::sequenceName(int owner, int index, const NameOf &name) const
{
    return tr("%1's sequence %2").arg(name(owner)).arg(index + 1);
}

QString ShaftmountAdapter::sequenceWords(int owner, int index) const
{
    if (owner >= 0 && owner == m_viewer)
        return tr("your sequence %1").arg(index + 1);
    const QString who = owner >= 0 && owner < m_names.size() ? m_names.at(owner) : tr("Seat %1").arg(owner + 1);
    return tr("%1's sequence %2").arg(who).arg(index + 1);
}

QString ShaftmountAdapter::eventText(const felt::Event &e, const NameOf &name) const
{
    const QString who = name(e.seat);
    const QString card = e.cards.empty() ? QString() : cardName(e.cards[0]);
    switch (e.as<Ev>()) {
    case Ev::Drew:
        if (!e.cards.empty())
            return tr("%1 drew %2.").arg(who, cardNames(e));
        return tr("%1 drew %n card(s).", nullptr, e.count).arg(who);
    case Ev::Played:
        if (e.target == e.seat)
            return tr("%1 played %2 on their own sequence %3.").arg(who, card).arg(e.index + 1);
        return tr("%1 played %2 on %3.").arg(who, card, sequenceName(e.target, e.index, name));
    case Ev::TwoPlayed:
        if (e.count == 1)
            return tr("%1 plays %2 to close %3 (the 2 rule); %4 may defend it with a 5.")
                .arg(who, card, sequenceName(e.target, e.index, name), name(e.target));
        return tr("%1 plays %2 to close %3 (the 2 rule).").arg(who, card, sequenceName(e.target, e.index, name));
    case Ev::ThreeStarted:
        return tr("%1 starts a new sequence with %2 (the 3 rule).").arg(who, card);
    case Ev::FourTried:
        if (e.count != 1)
            return {};
        if (e.target == e.seat)
            return tr("%1 wants to slide %2 under their own sequence %3 (the 4 rule); the others may block it with a 6.")
                .arg(who, card)
                .arg(e.index + 1);
        return tr("%1 wants to slide %2 under %3 (the 4 rule); the others may block it with a 6.")
            .arg(who, card, sequenceName(e.target, e.index, name));
    case Ev::Slid:
        if (e.target == e.seat)
            return tr("%1 slid %2 under their own sequence %3.").arg(who, card).arg(e.index + 1);
        return tr("%1 slid %2 under %3.").arg(who, card, sequenceName(e.target, e.index, name));
    case Ev::Shown:
        return tr("%1 shows the hand to everyone: %2.").arg(who, cardNames(e));
    case Ev::Defended:
        return tr("%1 defends with %2: %3 draws up to the hand limit.").arg(who, card, name(e.target));
    case Ev::Blocked:
        return tr("%1 blocks with %2: %3 takes %4 back.")
            .arg(who, card, name(e.target), e.cards.size() > 1 ? cardName(e.cards[1]) : QString());
    case Ev::Passed:
        if (e.count == 2)
            return tr("%1 does not challenge.").arg(who);
        return e.count == 1 ? tr("%1 does not defend.").arg(who) : tr("%1 does not block.").arg(who);
    case Ev::Closed: {
        const bool afterChallenge = m_afterChallenge;
        m_afterChallenge = false;
        if (m_manual && e.count >= 0 && e.target >= 0) {
            if (afterChallenge)
                return tr("%1 closes %2: the challenge proved it.").arg(card, sequenceName(e.seat, e.index, name));
            return tr("%1 taps %2: it closes %3.").arg(name(e.target), card, sequenceName(e.seat, e.index, name));
        }
        if (e.count < 0)
            return tr("The 2 closes %1 and goes to the discard pile.").arg(sequenceName(e.seat, e.index, name));
        if (e.target < 0)
            return tr("%1 goes to the closing area before play starts; %2 gets a new card.")
                .arg(card, sequenceName(e.seat, e.index, name));
        return tr("%1 closes %2.").arg(card, sequenceName(e.seat, e.index, name));
    }
    case Ev::Discarded:
        return tr("%n card(s) of %1 go to the discard pile.", nullptr, e.count).arg(sequenceName(e.seat, e.index, name));
    case Ev::SequenceRemoved:
        return tr("%1 is gone.").arg(sequenceName(e.seat, e.index, name));
    case Ev::Penalty:
        return tr("%1 takes a penalty point (%n in all).", nullptr, e.count).arg(who);
    case Ev::Kept:
        return tr("%1 keeps %2 as the card to beat.").arg(who, card);
    case Ev::Redrew:
        return tr("%1 discards %2 for a new card from the deck.").arg(who, card);
    case Ev::Dealt:
        return tr("%1 is dealt onto %2.").arg(card, sequenceName(e.seat, e.index, name));
    case Ev::NoPlay:
        return tr("%1 has no play: the hand (%2) goes to the discard pile.").arg(who, cardNames(e));
    case Ev::Reshuffled:
        return e.index == 1 ? tr("Deck and discard pile are shuffled together (%n card(s)).", nullptr, e.count)
                            : tr("The deck is empty: the discard pile becomes the new deck (%n card(s)).", nullptr, e.count);
    case Ev::ControlPassed:
        return tr("%1 now chooses which sequence closes.").arg(who);
    case Ev::Eliminated:
        return tr("%1 has ten penalty points and is out.").arg(who);
    case Ev::GameOver: {
        const QString end = e.count == 1 ? tr("Deck and discard pile are empty: the game is over.") + u' ' : QString();
        if (e.seat >= 0)
            return end + tr("%1 wins.").arg(who);
        return end + tr("The win is shared.");
    }
    case Ev::Claimed:
        m_afterChallenge = false;
        if (e.count == 1)
            return tr("%1 claims to have no normal play and plays %2 to close %3 (the 2 rule). Does anyone challenge?")
                .arg(who, card, sequenceName(e.target, e.index, name));
        return tr("%1 claims to have no play. Does anyone challenge?").arg(who);
    case Ev::Challenged:
        m_afterChallenge = true;
        // The rules end the caught claimer's turn without a draw (not even the table's draw up
        // to the limit): said here, where the hand is left short.
        return tr("%1 challenges %2: %3 could have been played. %2 takes a penalty point and must play it; the turn then ends without a draw.")
            .arg(who, name(e.target), card);
    case Ev::Counted:
        return tr("%1 counts %2's hand: %n card(s), more than the hand limit.", nullptr, e.count).arg(who, name(e.target));
    case Ev::Turn:
        m_afterChallenge = false;
        return {};
    }
    return {};
}

QString ShaftmountAdapter::resultText(const felt::Value &result, const NameOf &name) const
{
    const felt::Value *winners = member(result, "winners");
    const felt::Value *penalties = member(result, "penalties");
    const felt::Value *eliminated = member(result, "eliminated");
    if (!winners || winners->size() == 0)
        return tr("The game is over.");
    QStringList names;
    int points = 0;
    for (const felt::Value &w : winners->items()) {
        names.append(name(static_cast<int>(w.toInt())));
        if (penalties && static_cast<std::size_t>(w.toInt()) < penalties->size())
            points = static_cast<int>((*penalties)[static_cast<std::size_t>(w.toInt())].toInt());
    }
    const int players = penalties ? static_cast<int>(penalties->size()) : 0;
    if (names.size() == 1 && eliminated && static_cast<int>(eliminated->size()) == players - 1)
        return tr("%1 wins: the last player with fewer than ten penalty points.").arg(names.first());
    if (names.size() == 1)
        return tr("%1 wins with the fewest penalty points (%n).", nullptr, points).arg(names.first());
    return tr("%1 share the win with %n penalty point(s) each.", nullptr, points).arg(QLocale().createSeparatedList(names));
}

QString ShaftmountAdapter::describeMove(const felt::Move &move) const
{
    const QString card = move.cards.empty() ? QString() : cardName(move.cards[0]);
    const std::string_view v = move.verb;
    if (v == "play")
        return tr("play %1 on %2").arg(card, sequenceWords(move.to.owner, move.to.pile));
    if (v == "two")
        return tr("close %1 with %2 (the 2 rule)").arg(sequenceWords(move.to.owner, move.to.pile), card);
    if (v == "three")
        return tr("start a new sequence with %1 (the 3 rule)").arg(card);
    if (v == "four")
        return tr("slide %1 under %2 (the 4 rule)").arg(card, sequenceWords(move.to.owner, move.to.pile));
    if (v == "draw")
        return tr("draw a card");
    if (v == "no-play")
        return tr("declare no play: your hand goes to the discard pile, you take a penalty point and a new hand");
    if (v == "end")
        return tr("end your turn");
    if (v == "keep")
        return tr("keep the bottom card as the card to beat");
    if (v == "redraw")
        return tr("discard the bottom card for a new one from the deck");
    if (v == "close")
        return tr("close %1 (%2)").arg(sequenceWords(move.from.owner, move.from.pile), card);
    if (v == "defend")
        return tr("defend with %1").arg(card);
    if (v == "block")
        return tr("block with %1").arg(card);
    if (v == "pass")
        return tr("pass");
    if (v == "tap")
        return tr("tap %1 on %2").arg(card, sequenceWords(move.from.owner, move.from.pile));
    if (v == "challenge")
        return tr("challenge: %1 could go on %2").arg(card, sequenceWords(move.to.owner, move.to.pile));
    if (v == "count") {
        const int s = move.from.owner;
        const QString who = s >= 0 && s < m_names.size() ? m_names.at(s) : tr("Seat %1").arg(s + 1);
        return tr("count %1's hand").arg(who);
    }
    return QString::fromStdString(move.action);
}
