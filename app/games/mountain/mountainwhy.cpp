// Bring Down the Mountain's hint reasons in words: the codes of
// engine/games/mountain/mountain_why.h.
#include "mountainadapter.h"

QString MountainAdapter::adviceReason(const felt::Value &reasons) const
{
    const QString code = whyCode(reasons);
    const QString rank = rankWords(intMember(reasons, "rank", 2));
    const QString onto = rankWords(intMember(reasons, "onto", 2));
    if (code == QLatin1String("wins"))
        return tr("It clears the table: the game is won.");
    if (code == QLatin1String("completes-run"))
        return tr("It completes a run of 13, which leaves the table.");
    if (code == QLatin1String("opens-draw"))
        return tr("After it you can draw, which you could not before.");
    if (code == QLatin1String("builds-run"))
        return tr("It puts the %1 right below the %2: the run grows.").arg(rank, onto);
    if (code == QLatin1String("draw-builds-run"))
        return tr("It brings the %1 down right below the %2: the run grows.").arg(rank, onto);
    if (code == QLatin1String("draw"))
        return tr("A draw brings a card down from the mountain and ends the turn.");
    if (code == QLatin1String("no-draw"))
        return tr("No card can be drawn as the valleys stand.");
    if (code == QLatin1String("concede"))
        return tr("The table sees no way on.");
    if (code == QLatin1String("solver"))
        return tr("It is the first step of the best way the solver found.");
    return {};
}
