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
        return tr("It covers your own sequence and closes nothing.");
    if (code == QLatin1String("cheapest"))
        return tr("It closes nothing and spends the card worth least to you.");
    if (code == QLatin1String("three-rule"))
        return tr("The 3 starts a new sequence of yours instead of a normal play.");
    if (code == QLatin1String("four-rule"))
        return tr("The 4 slides under the sequence instead of a normal play.");
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
        return tr("The 5 saves your sequence from the 2.");
    if (code == QLatin1String("block"))
        return tr("The 6 sends the 4 back to its player's hand.");
    if (code == QLatin1String("nothing-to-answer"))
        return tr("You have nothing to answer with.");
    if (code == QLatin1String("tap"))
        return tr("A closing card lies on %1's sequence: tap it, and they take a point.").arg(name);
    if (code == QLatin1String("count"))
        return tr("%1 holds more than %2 cards: count them, and they take a point.").arg(name).arg(limit);
    if (code == QLatin1String("challenge"))
        return tr("The claim is false: the shown hand has a normal play.");
    if (code == QLatin1String("search"))
        return searchReason();
    return {};
}
