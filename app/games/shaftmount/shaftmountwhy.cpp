// Shaftmount's hint reasons in words: the codes of engine/games/shaftmount/shaftmount_why.h.
#include "shaftmountadapter.h"

QString ShaftmountAdapter::adviceReason(const felt::Value &reasons) const
{
    const QString code = whyCode(reasons);
    const QString name = seatName(intMember(reasons, "seat", 0));
    const int limit = intMember(reasons, "limit", 7);
    if (code == QLatin1String("closes-for"))
        return tr("It closes %1's sequence: a point for them.").arg(name);
    if (code == QLatin1String("exposes-for"))
        return tr("It puts a closing card on %1's sequence: tap it, and they take a point.").arg(name);
    if (code == QLatin1String("chooses-close"))
        return tr("%1's sequence closes: a point for them.").arg(name);
    if (code == QLatin1String("two-closes"))
        return tr("With no normal play left, the 2 closes %1's sequence.").arg(name);
    if (code == QLatin1String("covers-own"))
        return tr("It closes nothing, and it lands on your own sequence, so no one else's sequence comes nearer to closing by your card.");
    if (code == QLatin1String("cheapest"))
        return tr("It closes nothing, and it spends the card worth least to you.");
    if (code == QLatin1String("three-rule"))
        return tr("The 3 starts a new sequence of yours instead of a normal play, and a 3 lies far from closing.");
    if (code == QLatin1String("four-rule"))
        return tr("Instead of a normal play the 4 slides under %1's sequence: every top card stays as it is, so it blocks the play that would have brought a sequence nearer to closing.").arg(name);
    if (code == QLatin1String("four-spares"))
        return tr("With no normal play, the 4 slides under %1's sequence: that blocks No play and its penalty point.").arg(name);
    if (code == QLatin1String("shafts-self"))
        return tr("It closes your own sequence: one point for you, and the sequence is cleared down to its bottom card.");
    if (code == QLatin1String("raises-for"))
        return tr("It closes nothing, and %1's sequence comes nearer to closing: its top is now your %2.").arg(name, rankWords(intMember(reasons, "rank", 2)));
    if (code == QLatin1String("own-closes"))
        return tr("Your own sequence takes this closing: one point for you, so that the domino can go on.");
    if (code == QLatin1String("two-on"))
        return intMember(reasons, "own", 0) ? tr("The 2 closes your own sequence: one point for you, and its cards leave the table.")
                                       : tr("The 2 closes %1's sequence: a point for them, unless the claim is challenged.").arg(name);
    if (code == QLatin1String("no-play-anyway"))
        return tr("No play costs you one point, but it gives you a fresh hand of %1 cards.").arg(limit);
    if (code == QLatin1String("draw-past"))
        return tr("A card past the limit of %1 gives you more choices, until someone counts your hand: that costs a point.").arg(limit);
    if (code == QLatin1String("redraw-fresh"))
        return tr("The bottom card goes, and the deck's top card takes its place: a fresh card to beat.");
    if (code == QLatin1String("keep-closing"))
        return tr("You keep the bottom card although it closes too: a card from the deck, unseen, could close just as well.");
    if (code == QLatin1String("pass-keeps")) {
        const int points = intMember(reasons, "points", 0);
        return points > 0 ? tr("You keep your %1 for later, at the cost of %n point(s) now.", "", points).arg(rankWords(intMember(reasons, "rank", 5)))
                          : tr("You keep your %1 for later, and passing costs you nothing now.").arg(rankWords(intMember(reasons, "rank", 6)));
    }
    if (code == QLatin1String("pass-claim"))
        return tr("You let the claim stand: the game goes on at once, and nobody learns what you noticed.");
    if (code == QLatin1String("no-play"))
        return tr("You have no play at all: you take a point and a new hand.");
    if (code == QLatin1String("draw"))
        return tr("Your hand may hold %1 cards: more cards, more choices.").arg(limit);
    if (code == QLatin1String("end"))
        return tr("Your play is made: the turn can end.");
    if (code == QLatin1String("keep-bottom"))
        return tr("The bottom card is not a closing card, so it can stay.");
    if (code == QLatin1String("redraw-closing"))
        return tr("The bottom card is a closing card: it would close again at once.");
    if (code == QLatin1String("defend"))
        return tr("The 5 saves your sequence from the 2: no point for you.");
    if (code == QLatin1String("block"))
        return tr("The 6 sends the 4 back to its player's hand, so the sequence stays as it was.");
    if (code == QLatin1String("nothing-to-answer"))
        return tr("You have nothing to answer with, so passing is all there is.");
    if (code == QLatin1String("tap"))
        return tr("A closing card lies on %1's sequence: tap it, and they take a point.").arg(name);
    if (code == QLatin1String("count"))
        return tr("%1 holds more than %2 cards: count them, and they take a point.").arg(name).arg(limit);
    if (code == QLatin1String("challenge"))
        return tr("The claim is false: the shown hand has a normal play.");
    return {};
}
