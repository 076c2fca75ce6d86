// Wrong Suit's hint reasons in words: the codes of engine/games/wrongsuit/wrongsuit_why.h.
#include "wrongsuitadapter.h"

QString WrongSuitAdapter::adviceReason(const felt::Value &reasons) const
{
    const QString code = whyCode(reasons);
    const QString suit = suitWords(intMember(reasons, "suit", 0));
    if (code == QLatin1String("quartet"))
        return tr("It is your fourth %1: four of a kind score minus.").arg(rankWords(intMember(reasons, "rank", 2)));
    if (code == QLatin1String("king-shield"))
        return tr("Face up in your stack, the King keeps the %1 away from you.").arg(suit);
    if (code == QLatin1String("big-suit"))
        return tr("Your %1 reach 40 points: minus 30 for you.").arg(suit);
    if (code == QLatin1String("queen-shielded"))
        return tr("Your King shuts the %1: the Queen brings you nothing.").arg(suit);
    if (code == QLatin1String("low-to-self"))
        return tr("Your lowest card costs you least, so it goes into your own stack.");
    if (code == QLatin1String("costly-away"))
        return tr("Your most costly card goes to %1, not into your own stack.").arg(seatName(intMember(reasons, "seat", 0)));
    if (code == QLatin1String("self-if-wrong"))
        return tr("In your own stack the %1 counts against you only if the %2 turn out to be the Wrong Suit.")
            .arg(rankWords(intMember(reasons, "rank", 2)), suit);
    if (code == QLatin1String("jack-self")) {
        // Clubs and spades are black, diamonds and hearts red (the suit codes' order: C D H S).
        const int s = intMember(reasons, "suit", 0);
        return s == 1 || s == 2 ? tr("The Jack stays with you: if the Wrong Suit turns out red, it scores −10 for you.")
                                : tr("The Jack stays with you: if the Wrong Suit turns out black, it scores −10 for you.");
    }
    if (code == QLatin1String("away"))
        return tr("The card goes to %1's stack: whatever it scores, it scores there, not in yours.").arg(seatName(intMember(reasons, "seat", 0)));
    return {};
}
