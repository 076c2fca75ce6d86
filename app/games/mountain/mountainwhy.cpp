// Bring Down the Mountain's hint reasons in words: the codes of
// engine/games/mountain/mountain_why.h (valleys and ridges numbered from 1, as the table and
// the log number them).
#include "mountainadapter.h"

QString MountainAdapter::adviceReason(const felt::Value &reasons) const
{
    const QString code = whyCode(reasons);
    const QString rank = rankWords(intMember(reasons, "rank", 2));
    const QString onto = rankWords(intMember(reasons, "onto", 2));
    const int valley = intMember(reasons, "valley", 0) + 1;
    if (code == QLatin1String("wins"))
        return tr("It clears the table: the game is won.");
    if (code == QLatin1String("completes-run"))
        return tr("It completes a run of 13, which leaves the table.");
    if (code == QLatin1String("opens-draw"))
        return tr("It lets the %1 come down from the mountain onto valley %2: before it, no card could be drawn.")
            .arg(rank).arg(valley);
    if (code == QLatin1String("builds-run") || code == QLatin1String("draw-builds-run")) {
        const int run = intMember(reasons, "run", 2);
        return code == QLatin1String("builds-run")
            ? tr("It puts the %1 right below the %2 in valley %3: that run grows to %n card(s).", "", run).arg(rank, onto).arg(valley)
            : tr("It brings the %1 down right below the %2 in valley %3: that run grows to %n card(s).", "", run).arg(rank, onto).arg(valley);
    }
    if (code == QLatin1String("empties-valley"))
        return tr("It empties valley %1: any card or block can go there now.").arg(valley);
    if (code == QLatin1String("uncovers")) {
        const int fits = intMember(reasons, "fits", 0);
        return fits > 0 ? tr("It uncovers the %1 in valley %2, where the %3 from the mountain can come down.")
                              .arg(rank).arg(valley).arg(rankWords(fits))
                        : tr("It uncovers the %1 in valley %2: that card can take a lower one or move on again.")
                              .arg(rank).arg(valley);
    }
    if (code == QLatin1String("draw-reveals")) {
        const int next = intMember(reasons, "next", 0);
        const int ridge = intMember(reasons, "ridge", -1);
        if (next > 0)
            return tr("It brings the %1 down into valley %2, and the %3 behind it comes within reach.")
                .arg(rank).arg(valley).arg(rankWords(next));
        if (next < 0)
            return tr("It brings the %1 down into valley %2, and the ridge's next card turns face up within reach.")
                .arg(rank).arg(valley);
        return ridge >= 0 ? tr("It brings the last card of ridge %1 down into valley %2: the peak comes within reach.")
                                .arg(ridge + 1).arg(valley)
                          : tr("It brings the peak's last card down into valley %1: the peak is cleared.").arg(valley);
    }
    if (code == QLatin1String("no-draw"))
        return tr("No card can be drawn as the valleys stand, so the turn passes.");
    if (code == QLatin1String("concede"))
        return tr("The table sees no way on, so the game ends here.");
    return {};
}
