// Shithead's hint reasons in words: the codes of engine/games/shithead/shithead_why.h (the
// pickup's own reasons are worded in shitheadadapter.cpp).
#include "shitheadadapter.h"

QString ShitheadAdapter::whyReason(const felt::Value &reasons) const
{
    // The codes of engine/games/shithead/shithead_why.h.
    const QString code = whyCode(reasons);
    if (code == QLatin1String("goes-out"))
        return tr("These are your last cards: you are out.");
    if (code == QLatin1String("burns-ten"))
        return tr("The 10 burns the pile, so you play again on an empty pile.");
    if (code == QLatin1String("completes-four"))
        return tr("It completes four of a kind: the pile burns and you play again.");
    if (code == QLatin1String("next-cannot-answer"))
        return tr("%1 holds nothing that goes on it, so they must pick up the pile.").arg(seatName(intMember(reasons, "seat", 0)));
    if (code == QLatin1String("lowest-keeps-special"))
        return tr("It is your lowest card that goes, and your %1 waits for a harder pile.").arg(rankWords(intMember(reasons, "kept", 2)));
    if (code == QLatin1String("lowest"))
        return tr("It is your lowest card that goes: higher cards wait for higher piles.");
    if (code == QLatin1String("only-specials"))
        return tr("No ordinary card goes, so a special card must.");
    if (code == QLatin1String("stronger-face-up"))
        return tr("Your %1 waits face up for the end; the %2 goes into your hand.")
            .arg(rankWords(intMember(reasons, "up", 2)), rankWords(intMember(reasons, "hand", 2)));
    if (code == QLatin1String("ready-strongest"))
        return tr("Your face-up cards are already stronger than your hand, so no swap helps.");
    if (code == QLatin1String("blind"))
        return tr("Face-down cards are unknown: any one is as good as another.");
    if (code == QLatin1String("nothing-goes"))
        return tr("Nothing you hold goes on the pile, so you must pick it up.");
    if (code == QLatin1String("presses")) {
        const int count = intMember(reasons, "count", 1);
        const QString rank = rankWords(intMember(reasons, "rank", 2));
        return count > 1 ? tr("It gets rid of %n card(s) at once, and the next player must answer your %1 or pick up the pile.", "", count).arg(rank)
                         : tr("It leaves your %1 on top: the next player must answer it or pick up the pile.").arg(rank);
    }
    if (code == QLatin1String("skips"))
        return tr("Your 9s skip %n player(s): the turn jumps past them.", "", intMember(reasons, "count", 1));
    if (code == QLatin1String("swap-up"))
        return tr("Your %1 waits face up for the end, and the %2 comes into your hand for the first piles.")
            .arg(rankWords(intMember(reasons, "up", 2)), rankWords(intMember(reasons, "hand", 2)));
    if (code == QLatin1String("ready-as-is"))
        return tr("Play starts now: your face-up cards wait for the end of the game as they lie.");
    if (code == QLatin1String("takes-pile"))
        return tr("Taking the pile's %n card(s) gives you more to answer the next piles with.", "", intMember(reasons, "pile", 1));
    return {};
}
