// Chain-Chain's hint reasons in words: the codes of engine/games/chainchain/chainchain_why.h.
#include "chainchainadapter.h"

QString ChainChainAdapter::adviceReason(const felt::Value &reasons) const
{
    const QString code = whyCode(reasons);
    const QString number = QString::number(intMember(reasons, "number", 0));
    if (code == QLatin1String("must-take"))
        return tr("You hold no %1, so you must collect the pile.").arg(number);
    if (code == QLatin1String("reverse"))
        return tr("Playing the link twice turns the chain back: the next player collects nothing.");
    if (code == QLatin1String("next-lacks"))
        return tr("%1 has shown they hold no %2: they must collect the pile.").arg(seatName(intMember(reasons, "seat", 0)), number);
    if (code == QLatin1String("keeps-every-number"))
        return tr("You keep a card of every number you hold, so you can answer more links.");
    if (code == QLatin1String("keeps-number"))
        return tr("You keep another %1, so you can still answer a link of %1 later.").arg(number);
    if (code == QLatin1String("sets-link"))
        return tr("Your %1 becomes the link: %2 must answer it with a %1 or collect the pile of %n card(s).", "", intMember(reasons, "pile", 2))
            .arg(number, seatName(intMember(reasons, "seat", 0)));
    if (code == QLatin1String("last-cards"))
        return tr("These are your last cards: with the stock empty, you collect nothing more.");
    return {};
}
