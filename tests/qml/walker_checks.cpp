// The walker's checks (walker.h, (a) to (f)), after every step, against what the walker knows
// as a person at the screen would: who opened the privacy screen since the last hand-over or
// page change, how many people sat at the game on the table, which deal numbers everyone saw.
#include "walker.h"
#include "walker_items.h"

#include "adaptermaker.h"
#include "screentexts.h"
#include "tablebuilder.h"

#include "../tableshown.h"

#include <QHash>
#include <QQuickItem>

namespace walk {

// What the walker knows after a step: the friend's moves meanwhile, a page change or a
// hand-over (nobody has opened the privacy screen since), a new game on the table.
void Walker::follow()
{
    if (friendMoves())
        settle();
    GameSession *s = m_table->session();
    if (page() != m_model.page.data()) {
        m_model.page = page();
        m_model.unlocked = -1;
    }
    if (privacyShown())
        m_model.unlocked = -1;
    const Host *host = s->host();
    if (host != m_model.host.data() || m_newDeal) {
        m_model.host = host;
        m_model.peopleSat = 0;
        m_model.hidesCards = false;
        m_newDeal = false;
    }
    if (!host)
        return;
    int people = 0;
    for (const HostSeat &seat : host->seats())
        people += seat.isHuman() || seat.person ? 1 : 0;
    m_model.peopleSat = std::max(m_model.peopleSat, people);
    const SeatSnapshot everyone = host->snapshot(-1);
    m_model.hidesCards = m_model.hidesCards || everyone.hidesCards;
    if (everyone.over && !secretNumber().isEmpty())
        m_model.known.insert(secretNumber());
}

QString Walker::check()
{
    const QStringList warnings = tabletest::QmlWarnings::since(m_warningsMark);
    if (!warnings.isEmpty())
        return QStringLiteral("(c) QML warned: ") + warnings.first();
    for (const QString &broken : { checkPrivacy(), checkDealNumber(), checkKeys(), checkLeftovers(), checkTexts() })
        if (!broken.isEmpty())
            return broken;
    return {};
}

// (a) Every card drawn face up at the table in front is one the person at the screen may see,
// and so is every card the seats model and the game's typed facts name (what the table may bind).
QString Walker::checkPrivacy()
{
    GameSession *s = m_table->session();
    const Host *host = s->host();
    QQuickItem *table = tableItem();
    if (pageName() != QLatin1String("tablePage") || !table || !host || s->board()->over())
        return {};
    // The game's own adapter, as the table builds it (the wording does not move a card).
    const std::unique_ptr<TableAdapter> adapter = AdapterMaker().make(host->gameId(), [s](int seat) { return s->game()->seatName(seat); });
    if (!adapter)
        return {};
    const int here = s->game()->humans();
    // Who may see: one person alone sees their own; with several, the one who opened the
    // privacy screen (nobody while it is up); computer players only: the first seat.
    const int allowed = here == 0 ? 0 : here == 1 ? s->game()->firstHuman() : privacyShown() ? -1 : m_model.unlocked;
    SeatSnapshot view;
    if (s->lookBack()->active()) {
        const SeatSnapshot *shown = s->lookBack()->shown();
        if (!shown)
            return {};
        if (shown->seat != -1 && shown->seat != allowed)
            return QStringLiteral("(a) a look back shows seat %1's view; only seat %2's may show").arg(shown->seat).arg(allowed);
        view = *shown;
    } else {
        view = host->snapshot(allowed);
    }
    Screen screen;
    screen.viewer = allowed;
    const TableSnapshot may = buildTable({ &view, nullptr, adapter.get(), screen, host->seats(),
                                           [s](int seat) { return s->game()->seatName(seat); } });
    QHash<QString, QStringList> open;
    for (const CardSlot &c : may.cards)
        if (c.face != QLatin1String("??"))
            open[QStringLiteral("%1:%2").arg(c.zone).arg(c.owner)].append(c.face);
    for (QQuickItem *card : m_table->items(QStringLiteral("card"))) {
        if (!table->isAncestorOf(card))
            continue;
        const QString face = card->property("face").toString();
        if (face.isEmpty() || face == QLatin1String("??"))
            continue;
        const QString place = QStringLiteral("%1:%2").arg(card->property("zone").toString()).arg(card->property("owner").toInt());
        if (!open[place].removeOne(face))
            return QStringLiteral("(a) %1 is drawn face up in %2 where only seat %3's view may show (people here: %4, privacy %5)")
                .arg(face, place).arg(allowed).arg(here).arg(privacyShown());
    }
    QStringList seen;
    for (const felt::Value *v : { &view.state, &view.info, &view.result })
        tableshown::stringsOf(*v, seen);
    if (const QString unseen = tableshown::unseenCard(*s, QSet<QString>(seen.begin(), seen.end())); !unseen.isEmpty())
        return QStringLiteral("(a) %1, beyond seat %2's view (people here: %3, privacy %4)").arg(unseen).arg(allowed).arg(here)
            .arg(privacyShown());
    return {};
}

// (b) While two or more people have sat at a game that hides cards and is not over, its number
// is in no text of the window, nor of the friend's app.
QString Walker::checkDealNumber()
{
    GameSession *s = m_table->session();
    const QString number = secretNumber();
    if (number.isEmpty() || m_model.known.contains(number) || m_model.peopleSat < 2 || !m_model.hidesCards
        || s->board()->over())
        return {};
    const QString here = screentexts::holding(screentexts::everyText(m_table->window(), s), number);
    if (!here.isEmpty())
        return QStringLiteral("(b) the deal's number %1 shows: \"%2\"").arg(number, here);
    if (m_friend.running() && m_friend.session->game()->active() && !m_friend.session->board()->over()) {
        const QString there = screentexts::holding(screentexts::everyText(nullptr, m_friend.session.get()), number);
        if (!there.isEmpty())
            return QStringLiteral("(b) the deal's number %1 shows at the friend's: \"%2\"").arg(number, there);
    }
    return {};
}

// (d) A table in front with nothing over it has the keyboard (the privacy screen, when up).
QString Walker::checkKeys()
{
    QQuickItem *p = page();
    QQuickItem *table = tableItem();
    if (pageName() != QLatin1String("tablePage") || !table || dialogOpen() || visibleItem(QStringLiteral("resultOverlay"))
        || (p && p->property("chatOpen").toBool()) || !m_table->window()->isActive())
        return {};
    QTest::qWait(30);   // (the table takes it back when the event loop turns: Qt.callLater)
    QQuickItem *focus = m_table->window()->activeFocusItem();
    QQuickItem *owner = privacyShown() ? visibleItem(QStringLiteral("privacyScreen")) : table;
    if (!focus || !owner || (focus != owner && !owner->isAncestorOf(focus)))
        return QStringLiteral("(d) the keyboard is %1's, not the %2's").arg(focus ? pathOf(focus) : QStringLiteral("nobody"),
                                                                            privacyShown() ? "privacy screen" : "table");
    return {};
}

// (e) Nothing of a page that is gone stays: one page shown, and every popup shown belongs to
// something on the screen.
QString Walker::checkLeftovers()
{
    if (QQuickItem *s = stack()) {
        int pages = 0;
        for (QQuickItem *child : s->childItems())
            pages += child->inherits("QQuickPage") && child->isVisible() ? 1 : 0;
        if (pages > 1)
            return QStringLiteral("(e) %1 pages are shown at once").arg(pages);
    }
    for (QQuickItem *popupItem : openPopups()) {
        QObject *popup = popupItem->parent();
        QQuickItem *under = popup ? popup->property("parent").value<QQuickItem *>() : nullptr;
        if (under && !under->isVisible())
            return QStringLiteral("(e) %1 stays open over %2, which is gone").arg(classOf(popup), pathOf(under));
    }
    return {};
}

// (f) Every text, button and list item shown says something.
QString Walker::checkTexts()
{
    QList<QQuickItem *> all;
    collect(m_table->window()->contentItem(), all);
    // Behind the privacy screen nothing of the table is seen.
    QQuickItem *cover = visibleItem(QStringLiteral("privacyScreen"));
    QQuickItem *covered = cover ? cover->parentItem() : nullptr;
    for (QQuickItem *i : all) {
        if (!shown(i) || (covered && covered->isAncestorOf(i) && !cover->isAncestorOf(i) && i != cover))
            continue;
        // (A button's own text is the button's: a switch named beside it says it there.)
        if (i->inherits("QQuickText") && i->property("text").toString().trimmed().isEmpty()
            && !(i->parentItem() && i->parentItem()->inherits("QQuickAbstractButton")))
            return QStringLiteral("(f) an empty text is shown: %1").arg(pathOf(i));
        if (i->inherits("QQuickAbstractButton") && i->property("text").toString().trimmed().isEmpty()
            && accessibleName(i).trimmed().isEmpty())
            return QStringLiteral("(f) a button says nothing: %1").arg(pathOf(i));
    }
    return {};
}

} // namespace walk
