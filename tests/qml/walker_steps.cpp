// The walker's steps (walker.h): each reads its words and does what a person would, with the
// mouse or the keys, on the real window; the friend's app (another computer) acts through its
// own NetPlay as its person would.
#include "walker.h"

#include <QElapsedTimer>
#include <QQuickItem>

using tabletest::centreOf;

namespace walk {

namespace {

// The seats of a table the friend opens: the friend, the app's person (joining over the
// network), computer players to the game's usual count.
QVariantList friendSeats(const QString &game)
{
    const int players = game == QLatin1String("wrong-suit") ? 4 : game == QLatin1String("chain-chain") ? 3 : 2;
    QVariantList seats { QVariantMap { { "name", "Fia" }, { "kind", "human" } },
                         QVariantMap { { "name", QString() }, { "kind", "human" }, { "remote", true } } };
    for (int s = 2; s < players; ++s)
        seats.append(QVariantMap { { "name", s == 2 ? "Gus" : "Hal" }, { "kind", "normal" } });
    return seats;
}

} // namespace

bool Walker::act(const QString &verb, const QStringList &args)
{
    GameSession *s = m_table->session();
    NetPlay *net = m_table->app()->network();
    QQuickWindow *window = m_table->window();
    auto clickNamed = [this](const QString &objectName) {
        if (QQuickItem *i = visibleItem(objectName)) {
            click(i);
            return true;
        }
        return false;
    };
    auto questions = [this] {
        int n = 0;
        for (QQuickItem *p : openPopups())
            n += p->parent() && !p->parent()->inherits("QQuickToolTip") ? 1 : 0;
        return n;
    };

    // (e) Esc: a page over another, a dialog, a sheet, the menu, the result: each gives way.
    if (verb == QLatin1String("esc")) {
        const QString before = pageName();
        QQuickItem *was = page();
        const int open = questions();
        const bool result = visibleItem(QStringLiteral("resultOverlay")) != nullptr;
        key(Qt::Key_Escape);
        settle();
        const bool mustGo = open > 0 || result || (before != QLatin1String("homePage") && before != QLatin1String("tablePage"));
        const bool went = page() != was || questions() < open || (result && !visibleItem(QStringLiteral("resultOverlay")));
        if (mustGo && !went)
            m_failure = QStringLiteral("(e) Esc did nothing on %1 (%2 dialog(s) open, result %3)").arg(before).arg(open).arg(result);
        return m_failure.isEmpty();
    }
    if (verb == QLatin1String("yes") || verb == QLatin1String("no")) {
        if (!clickNamed(verb == QLatin1String("yes") ? QStringLiteral("confirmYes") : QStringLiteral("confirmNo")))
            key(verb == QLatin1String("yes") ? Qt::Key_Return : Qt::Key_Escape);
        return true;
    }
    if (verb == QLatin1String("wait")) {
        QTest::qWait(300);
        return true;
    }

    // The home page.
    if (verb == QLatin1String("play"))
        return clickTile(args.value(0), QStringLiteral("Play"));
    if (verb == QLatin1String("learn"))
        return clickTile(args.value(0), QStringLiteral("learn"));
    if (verb == QLatin1String("rulesOf"))
        return clickTile(args.value(0), QStringLiteral("Rules"));
    if (verb == QLatin1String("backToTable"))
        return clickNamed(QStringLiteral("backToTableButton"));
    if (verb == QLatin1String("resume")) {
        QQuickItem *banner = visibleItem(QStringLiteral("resumeBanner"));
        QQuickItem *button = banner ? buttonWithText(QStringLiteral("Resume"), banner) : nullptr;
        if (button)
            click(button);
        return button != nullptr;
    }
    if (verb == QLatin1String("stats"))
        return clickNamed(QStringLiteral("statisticsButton"));
    if (verb == QLatin1String("join"))
        return clickNamed(QStringLiteral("joinTableButton"));
    if (verb == QLatin1String("settings")) {
        QQuickItem *b = buttonWithText(QStringLiteral("Settings"), page());
        if (b)
            click(b);
        return b != nullptr;
    }
    if (verb == QLatin1String("restart")) {
        // The app closed and started again on its data folder (the friend's app goes on).
        m_table->restartApp();
        if (!m_table->openWindow())
            return false;
        QObject::connect(m_table->session()->game(), &GameFacet::seedChanged, m_table->session(), [this] { m_newDeal = true; });
        m_model.page = nullptr;
        m_model.host = nullptr;
        return true;
    }

    // The new-game page.
    if (verb == QLatin1String("seats"))
        return setSeats(args.value(0).toInt(), args.value(1).toInt(), args.value(2).toInt());
    if (verb == QLatin1String("start"))
        return clickNamed(QStringLiteral("startButton"));
    if (verb == QLatin1String("host"))
        return clickNamed(QStringLiteral("hostButton"));
    if (verb == QLatin1String("combo")) {
        const QList<QQuickItem *> boxes = visibleOfClass("QQuickComboBox", page());
        if (boxes.isEmpty())
            return true;
        QQuickItem *box = boxes.at(args.value(0).toInt() % boxes.size());
        if (!box->isEnabled())
            return true;
        click(box);
        settle();
        if (const QString broken = checkTexts(); !broken.isEmpty()) {
            m_failure = QStringLiteral("(f) with the list of %1 open: %2").arg(box->property("displayText").toString(), broken);
            return false;
        }
        key(Qt::Key_Escape);
        return true;
    }

    // The table.
    if (verb == QLatin1String("unlock") || verb == QLatin1String("unlockKey")) {
        QQuickItem *cover = visibleItem(QStringLiteral("privacyScreen"));
        if (!cover)
            return true;
        if (!QTest::qWaitFor([cover] { return cover->property("armed").toBool(); }, 5000))
            return true;   // (it went meanwhile)
        const int due = s->screen()->due();
        if (verb == QLatin1String("unlockKey"))
            key(Qt::Key_Return);
        else if (!clickNamed(QStringLiteral("unlockButton")))
            return false;
        settle();
        if (!privacyShown())
            m_model.unlocked = due;
        return true;
    }
    if (verb == QLatin1String("hint")) {
        key(Qt::Key_H);
        (void)QTest::qWaitFor([s] { return !s->advice()->hint().isEmpty() || !s->play()->due(); }, 20000);
        if (!s->advice()->hint().isEmpty())
            key(Qt::Key_Return);
        return true;
    }
    if (verb == QLatin1String("drag")) {
        QQuickItem *table = tableItem();
        if (!table)
            return true;
        QList<QQuickItem *> cards;
        for (QQuickItem *c : m_table->items(QStringLiteral("card")))
            if (c->property("playable").toBool() && table->isAncestorOf(c))
                cards.append(c);
        const QList<QQuickItem *> areas = visibleOfClass("QQuickDropArea", table);
        if (cards.isEmpty() || areas.isEmpty())
            return true;
        QQuickItem *card = cards.at(args.value(0).toInt() % cards.size());
        QQuickItem *area = areas.at(args.value(1).toInt() % areas.size());
        m_table->drag(centreOf(card), centreOf(area));
        return true;
    }
    if (verb == QLatin1String("button")) {
        bool numbered = false;
        (void)args.value(0).toInt(&numbered);
        if (!numbered) {   // a fixed walk names its button: waits for it to be there and enabled
            const QString name = args.value(0);
            (void)QTest::qWaitFor([this, &name] { QQuickItem *b = visibleItem(name); return b && b->isEnabled(); }, 15000);
            QQuickItem *b = visibleItem(name);
            if (!b || !b->isEnabled()) {
                m_failure = QStringLiteral("no enabled button %1").arg(name);
                return false;
            }
            click(b);
            return true;
        }
        QQuickItem *bar = visibleItem(QStringLiteral("actionBar"));
        QList<QQuickItem *> buttons;
        for (QQuickItem *b : visibleOfClass("QQuickAbstractButton", bar))
            if (b->isEnabled())
                buttons.append(b);
        if (!buttons.isEmpty())
            click(buttons.at(args.value(0).toInt() % buttons.size()));
        return true;
    }
    if (verb == QLatin1String("home")) {
        key(Qt::Key_Left, Qt::AltModifier);
        return true;
    }
    if (verb == QLatin1String("rules")) {
        key(Qt::Key_F1);
        return true;
    }
    if (verb == QLatin1String("keys")) {
        key(Qt::Key_F1, Qt::ShiftModifier);
        return true;
    }
    if (verb == QLatin1String("log")) {
        key(Qt::Key_L);
        return true;
    }
    if (verb == QLatin1String("lastRound")) {
        key(Qt::Key_B);
        return true;
    }
    if (verb == QLatin1String("lookRight")) {
        key(Qt::Key_Right);
        return true;
    }
    if (verb == QLatin1String("chat")) {
        key(Qt::Key_T, Qt::ControlModifier);
        return true;
    }
    if (verb == QLatin1String("menu")) {
        const QString which = args.value(0);
        const QString text = which == QLatin1String("new") ? QStringLiteral("New game…")
            : which == QLatin1String("sameDeal")           ? QStringLiteral("Play this deal again")
            : which == QLatin1String("stats")              ? QStringLiteral("Statistics")
            : which == QLatin1String("settings")           ? QStringLiteral("Settings")
                                                           : QStringLiteral("Learn to play %1").arg(m_table->app()->catalog()->gameName(s->game()->gameId()));
        return openMenuItem(text);
    }
    if (verb == QLatin1String("result")) {
        const QString which = args.value(0);
        QQuickItem *overlay = visibleItem(QStringLiteral("resultOverlay"));
        if (!overlay)
            return true;
        QQuickItem *b = which == QLatin1String("playAgain") ? visibleItem(QStringLiteral("playAgainButton"))
            : which == QLatin1String("look")               ? visibleItem(QStringLiteral("lookButton"))
            : which == QLatin1String("review")             ? visibleItem(QStringLiteral("gameReviewButton"))
            : which == QLatin1String("sameDeal")           ? buttonWithText(QStringLiteral("Same deal again"), overlay)
            : which == QLatin1String("newGame")            ? buttonWithText(QStringLiteral("New game…"), overlay)
                                                           : buttonWithText(QStringLiteral("Games"), overlay);
        if (b && b->isEnabled())
            click(b);
        if (which == QLatin1String("review") && b && b->isEnabled())
            (void)QTest::qWaitFor([s] { return !s->gameReview()->busy(); }, 30000);
        return true;
    }
    if (verb == QLatin1String("reopenResult"))
        return clickNamed(QStringLiteral("reopenResultButton"));
    if (verb == QLatin1String("handSeat")) {
        if (!clickNamed(QStringLiteral("replaceSeatButton")))
            return true;
        settle();
        return clickNamed(QStringLiteral("level_") + args.value(0));
    }

    // The statistics page: a past game watched.
    if (verb == QLatin1String("watch")) {
        if (QQuickItem *row = visibleItem(QStringLiteral("pastGame")))
            if (QQuickItem *b = buttonWithText(QStringLiteral("Watch"), row))
                click(b);
        return true;
    }

    // Over the network, with the friend's app at another computer.
    if (verb == QLatin1String("friendHosts")) {
        if (m_friend.running())
            m_friend.net->table()->leave();
        else
            m_friend.start();
        if (!m_friend.net->hosting()->host(args.value(0), friendSeats(args.value(0)), {}, 0))
            return false;
        m_model.friendLink = loopbackLink(m_friend.net.get());
        m_model.friendSeated = false;
        return true;
    }
    if (verb == QLatin1String("joinFriend")) {
        QQuickItem *field = visibleItem(QStringLiteral("joinCode"));
        if (!field)
            return false;
        click(field);
        key(Qt::Key_A, Qt::ControlModifier);
        for (const QChar c : m_model.friendLink)
            QTest::keyClick(window, c.toLatin1());
        return clickNamed(QStringLiteral("joinButton"));
    }
    if (verb == QLatin1String("friendStarts")) {
        if (m_friend.running() && m_friend.net->table()->canStart())
            m_friend.net->table()->start();
        (void)QTest::qWaitFor([s] { return s->game()->active() && s->host() && s->host()->started(); }, 10000);
        return true;
    }
    if (verb == QLatin1String("friendJoins")) {
        if (m_friend.running())
            m_friend.net->table()->leave();
        else
            m_friend.start();
        const QString link = loopbackLink(net);
        if (!m_friend.net->joining()->join(link, QStringLiteral("Fia")))
            return false;
        m_model.friendLink = link;
        m_model.friendSeated = QTest::qWaitFor([this] { return m_friend.net->table()->state() != NetTable::State::Connecting; }, 10000)
            && m_friend.net->table()->live();
        return true;
    }
    if (verb == QLatin1String("netStart")) {
        clickNamed(QStringLiteral("startNetworkButton"));
        return true;
    }
    if (verb == QLatin1String("friendCloses")) {
        if (m_friend.running())
            m_friend.net->table()->leave();
        (void)QTest::qWaitFor([this] { return !networkTable(); }, 5000);   // (the closing reaches this screen)
        return true;
    }
    if (verb == QLatin1String("friendDrops")) {
        m_friend.kill();
        return true;
    }
    if (verb == QLatin1String("friendBack")) {
        if (!m_friend.running())
            m_friend.start();
        if (!m_friend.net->joining()->rejoinLink().isEmpty())
            m_friend.net->joining()->rejoin();
        else
            m_friend.net->joining()->join(m_model.friendLink, QStringLiteral("Fia"));
        return true;
    }
    // The person lets the computer players finish the game for everyone at this screen.
    if (verb == QLatin1String("finish")) {
        s->setAutopilot(true);
        QElapsedTimer clock;
        clock.start();
        while (s->game()->active() && !s->board()->over() && clock.elapsed() < 120000) {
            friendMoves();   // (the friend plays their own seat meanwhile)
            QTest::qWait(10);
        }
        s->setAutopilot(false);
        return !s->game()->active() || s->board()->over();
    }
    // Until the friend's seat may be handed to a computer player (the grace time).
    if (verb == QLatin1String("waitAway"))
        return QTest::qWaitFor([this] { return visibleItem(QStringLiteral("replaceSeatButton")) != nullptr; }, 30000);
    // Another window of this app (on the same data folder) takes this screen's seat back with
    // its token, as a second Felt started by mistake would.
    if (verb == QLatin1String("otherWindowTakes")) {
        m_other = std::make_unique<FriendApp>();
        m_other->session = std::make_unique<GameSession>();
        m_other->net = std::make_unique<NetPlay>(m_other->session.get(), m_table->dataDir());
        return m_other->net->joining()->rejoin();
    }
    // felt felt://… on an install that never had a name: the link is not joined at once.
    if (verb == QLatin1String("commandLineJoin"))
        return QMetaObject::invokeMethod(window, "joinTable", Q_ARG(QVariant, m_model.friendLink));
    if (verb == QLatin1String("expect"))
        return expect(args.value(0));
    m_failure = QStringLiteral("no such step: %1").arg(verb);
    return false;
}

// What a fixed walk expects to see after its steps, besides what always holds.
bool Walker::expect(const QString &what)
{
    settle();
    NetTable *net = m_table->app()->network()->table();
    auto wait = [](const std::function<bool()> &done) { return QTest::qWaitFor(done, 15000); };
    bool ok = false;
    if (what == QLatin1String("home"))
        ok = wait([this] { return pageName() == QLatin1String("homePage"); });
    else if (what == QLatin1String("noBackToTable"))
        ok = !visibleItem(QStringLiteral("backToTableButton"));
    else if (what == QLatin1String("result"))
        ok = wait([this] { return visibleItem(QStringLiteral("resultOverlay")) != nullptr; });
    else if (what == QLatin1String("reopen"))
        ok = wait([this] { return visibleItem(QStringLiteral("reopenResultButton")) != nullptr; });
    else if (what == QLatin1String("friendTold"))   // the friend's table is gone, told who closed it
        ok = wait([this] { return m_friend.running() && m_friend.net->table()->state() == NetTable::State::Closed; })
            && m_friend.net->table()->ended().contains(QLatin1String("closed the table"));
    else if (what == QLatin1String("closed"))
        ok = wait([net] { return net->state() == NetTable::State::Closed; }) && !m_table->session()->game()->active();
    else if (what == QLatin1String("takenOver"))
        ok = wait([net] { return net->state() == NetTable::State::TakenOver; }) && !m_table->session()->game()->active()
            && wait([this] { return pageName() == QLatin1String("homePage"); });
    else if (what == QLatin1String("noRejoin"))
        ok = m_table->app()->network()->joining()->rejoinLink().isEmpty() && !visibleItem(QStringLiteral("rejoinOffer"));
    else if (what == QLatin1String("joinPageAsks"))   // the join page, the link in its field, the name to give
        ok = wait([this] { return pageName() == QLatin1String("joinPage"); })
            && visibleItem(QStringLiteral("joinCode"))->property("text").toString() == m_model.friendLink
            && !net->live();
    else if (what == QLatin1String("computerSeat"))   // a person's seat played by a computer player now
        ok = wait([net] {
            const QList<NetSeatRow> seats = net->seats();
            return std::any_of(seats.begin(), seats.end(), [](const NetSeatRow &s) { return s.person && s.kind != QLatin1String("human"); });
        });
    else if (what == QLatin1String("dealSecret"))
        ok = m_table->session()->game()->dealSecret();
    else
        m_failure = QStringLiteral("nothing to expect called %1").arg(what);
    if (!ok && m_failure.isEmpty())
        m_failure = QStringLiteral("expected %1 (page %2, network table %3: %4)")
                        .arg(what, pageName()).arg(int(net->state())).arg(net->ended().isEmpty() ? net->error() : net->ended());
    return ok;
}

} // namespace walk
