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
        return tr("Your lowest card costs you least in your own stack.");
    if (code == QLatin1String("costly-away"))
        return tr("Your most costly card goes to %1, not into your own stack.").arg(seatName(intMember(reasons, "seat", 0)));
    if (code == QLatin1String("search"))
        return searchReason();
    return {};
}
