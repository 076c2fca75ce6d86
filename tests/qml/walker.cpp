#include "walker.h"
#include "walker_items.h"

#include "screentexts.h"
#include "tablebuilder.h"

#include <QElapsedTimer>
#include <QQmlProperty>
#include <QQuickItem>

#include <algorithm>

using tabletest::centreOf;

namespace walk {

namespace {

const QStringList kGames { "shithead", "chain-chain", "mountain", "shaftmount", "wrong-suit" };

} // namespace

void FriendApp::start()
{
    session = std::make_unique<GameSession>();
    session->setBotDelayMs(0);
    net = std::make_unique<NetPlay>(session.get(), dir.path());
}

void FriendApp::kill()
{
    // As a crash: the network side goes first, then the table; nothing says goodbye.
    net.reset();
    session.reset();
}

Walker::Walker(quint64 seed) : m_seed(seed), m_random(static_cast<quint32>(seed ^ (seed >> 32)))
{
    m_table = std::make_unique<tabletest::Table>();
    m_warningsMark = tabletest::QmlWarnings::since(0).size();
    m_table->openWindow();
    QObject::connect(m_table->session()->game(), &GameFacet::seedChanged, m_table->session(), [this] { m_newDeal = true; });
    settle();
    m_model.page = page();
}

Walker::~Walker()
{
    m_friend.kill();
    if (m_other)
        m_other->kill();
}

// --- what is on the screen --------------------------------------------------------------------

QQuickItem *Walker::stack() const
{
    QList<QQuickItem *> all;
    collect(m_table->window()->contentItem(), all);
    for (QQuickItem *i : all)
        if (i->inherits("QQuickStackView"))
            return i;
    return nullptr;
}

QQuickItem *Walker::page() const
{
    QQuickItem *s = stack();
    return s ? s->property("currentItem").value<QQuickItem *>() : nullptr;
}

QString Walker::pageName() const
{
    const QQuickItem *p = page();
    if (!p)
        return QStringLiteral("none");
    return p->objectName().isEmpty() ? classOf(p) : p->objectName();
}

QList<QQuickItem *> Walker::openPopups() const
{
    QList<QQuickItem *> all, out;
    collect(m_table->window()->contentItem(), all);
    for (QQuickItem *i : all)
        if (i->inherits("QQuickPopupItem") && i->isVisible() && i->opacity() > 0.01)
            out.append(i);
    return out;
}

// A question over everything (the window's own, or a page's), or a menu: something to answer.
bool Walker::dialogOpen() const
{
    for (QQuickItem *p : openPopups())
        if (p->parent() && !p->parent()->inherits("QQuickToolTip"))
            return true;
    return false;
}

QQuickItem *Walker::visibleItem(const QString &objectName) const
{
    for (QQuickItem *i : m_table->items(objectName))
        if (shown(i))
            return i;
    return nullptr;
}

QList<QQuickItem *> Walker::visibleOfClass(const char *className, QQuickItem *under) const
{
    QList<QQuickItem *> all, out;
    collect(under ? under : m_table->window()->contentItem(), all);
    for (QQuickItem *i : all)
        if (i->inherits(className) && shown(i))
            out.append(i);
    return out;
}

QQuickItem *Walker::buttonWithText(const QString &text, QQuickItem *under) const
{
    for (QQuickItem *b : visibleOfClass("QQuickAbstractButton", under))
        if (b->property("text").toString() == text)
            return b;
    return nullptr;
}

QQuickItem *Walker::tableItem() const
{
    QQuickItem *loader = visibleItem(QStringLiteral("tableLoader"));
    return loader ? loader->property("item").value<QQuickItem *>() : nullptr;
}

bool Walker::networkTable() const
{
    const NetTable::State state = m_table->app()->network()->table()->state();
    return state == NetTable::State::Playing || state == NetTable::State::Over;
}

bool Walker::privacyShown() const
{
    return visibleItem(QStringLiteral("privacyScreen")) != nullptr;
}

// The number of the deal on the table, wherever the game is held (this app, or the friend's).
QString Walker::secretNumber() const
{
    GameSession *s = m_table->session();
    if (!s->game()->active())
        return {};
    if (const auto *local = qobject_cast<const LocalHost *>(s->host()))
        return QString::number(local->fullRecord().seed);
    if (const auto *local = m_friend.running() ? qobject_cast<const LocalHost *>(m_friend.session->host()) : nullptr)
        return QString::number(local->fullRecord().seed);
    return {};
}

// --- doing things -----------------------------------------------------------------------------

// Until the pages, popups and cards stand still (a page sliding in, a dialog opening, cards
// gliding), at most 4 s.
void Walker::settle()
{
    auto look = [this] {
        QStringList sign;
        QQuickItem *s = stack();
        sign << QString::number(reinterpret_cast<quintptr>(page()));
        for (QQuickItem *p : openPopups())
            sign << QStringLiteral("%1:%2:%3").arg(pathOf(p)).arg(p->opacity()).arg(p->scale());
        for (QQuickItem *c : m_table->items(QStringLiteral("card")))
            sign << QStringLiteral("%1,%2").arg(c->x()).arg(c->y());
        return sign.join(u';');
    };
    QElapsedTimer clock;
    clock.start();
    QString before = look();
    int same = 0;
    while (clock.elapsed() < 4000 && same < 3) {
        QTest::qWait(50);
        const QString now = look();
        QQuickItem *s = stack();
        same = now == before && !(s && s->property("busy").toBool()) ? same + 1 : 0;
        before = now;
    }
}

void Walker::click(QQuickItem *item)
{
    QTest::mouseClick(m_table->window(), Qt::LeftButton, {}, centreOf(item));
    QTest::qWait(20);
}

void Walker::key(int k, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_table->window(), static_cast<Qt::Key>(k), modifiers);
    QTest::qWait(20);
}

bool Walker::clickTile(const QString &gameId, const QString &which)
{
    for (QQuickItem *tile : visibleOfClass("QQuickItem"))
        if (classOf(tile) == QLatin1String("GameTile") && tile->property("gameId").toString() == gameId) {
            QQuickItem *button = which == QLatin1String("learn") ? nullptr : buttonWithText(which, tile);
            if (which == QLatin1String("learn"))
                for (QQuickItem *b : visibleOfClass("QQuickAbstractButton", tile))
                    if (b->objectName() == QLatin1String("learnButton"))
                        button = b;
            if (!button)
                return false;
            click(button);
            return true;
        }
    return false;
}

// A combo box's list opened with the mouse (so its rows are looked at: (f)), then the row
// `index` chosen with the arrows and Enter, as a person with the keyboard would.
bool Walker::chooseInCombo(QQuickItem *combo, int index)
{
    click(combo);
    settle();
    if (const QString broken = checkTexts(); !broken.isEmpty()) {
        m_failure = QStringLiteral("(f) in the list of %1: %2").arg(pathOf(combo), broken);
        return false;
    }
    const int from = combo->property("highlightedIndex").toInt() >= 0 ? combo->property("highlightedIndex").toInt()
                                                                     : combo->property("currentIndex").toInt();
    for (int i = from; i < index; ++i)
        key(Qt::Key_Down);
    for (int i = from; i > index; --i)
        key(Qt::Key_Up);
    key(Qt::Key_Return);
    settle();
    return true;
}

// The new-game page's seats: `players` seats, the first `people` persons at this screen, the
// next `network` persons joining over the network, the others computer players.
bool Walker::setSeats(int people, int network, int players)
{
    QQuickItem *p = page();
    QList<QQuickItem *> spins = visibleOfClass("QQuickSpinBox", p);
    if (spins.isEmpty())
        return false;
    QQuickItem *count = spins.first();
    click(count->property("contentItem").value<QQuickItem *>());
    for (int guard = 0; guard < 10 && count->property("value").toInt() < players; ++guard)
        key(Qt::Key_Up);
    for (int guard = 0; guard < 10 && count->property("value").toInt() > players; ++guard)
        key(Qt::Key_Down);
    settle();
    QList<QQuickItem *> kinds;
    for (QQuickItem *c : visibleOfClass("QQuickComboBox", p))
        if (c->objectName() == QLatin1String("seatKind"))
            kinds.append(c);
    std::sort(kinds.begin(), kinds.end(), [](QQuickItem *a, QQuickItem *b) {
        return a->mapToScene(QPointF()).y() < b->mapToScene(QPointF()).y();
    });
    const int levels[] = { 2, 3, 4 };   // easy, normal, hard
    for (int seat = 0; seat < kinds.size(); ++seat) {
        const int want = seat < people ? 0 : seat < people + network ? 1 : levels[seat % 3];
        if (kinds.at(seat)->property("currentIndex").toInt() != want && !chooseInCombo(kinds.at(seat), want))
            return false;
    }
    return true;
}

bool Walker::openMenuItem(const QString &text)
{
    key(Qt::Key_F10);
    settle();
    QQuickItem *item = nullptr;
    for (QQuickItem *b : visibleOfClass("QQuickMenuItem"))
        if (b->property("text").toString() == text)
            item = b;
    if (!item || !item->isEnabled()) {
        key(Qt::Key_Escape);   // (greyed or not offered: the menu closes again)
        return true;
    }
    click(item);
    return true;
}

// The friend plays whatever is theirs to play (a few actions at most), as a person at
// another computer would meanwhile.
bool Walker::friendMoves()
{
    if (!m_friend.running())
        return false;
    QRandomGenerator random(static_cast<quint32>(m_taken.size()));
    bool moved = false;
    for (int i = 0; i < 6 && playStep(m_friend.session.get(), random); ++i) {
        moved = true;
        QTest::qWait(10);
    }
    return moved;
}

// --- the steps ----------------------------------------------------------------------------------

QStringList Walker::candidates()
{
    QStringList out;
    auto add = [&out](const QString &step, int weight) {
        for (int i = 0; i < weight; ++i)
            out.append(step);
    };
    const QString name = pageName();
    GameSession *s = m_table->session();
    if (dialogOpen()) {
        add(QStringLiteral("yes"), 3);
        add(QStringLiteral("no"), 1);
        add(QStringLiteral("esc"), 2);
        return out;
    }
    if (name == QLatin1String("homePage")) {
        for (const QString &g : kGames) {
            add(QStringLiteral("play:") + g, 2);
            add(QStringLiteral("learn:") + g, 1);
        }
        add(QStringLiteral("rulesOf:") + kGames.at(m_random.bounded(5)), 1);
        if (visibleItem(QStringLiteral("backToTableButton")))
            add(QStringLiteral("backToTable"), 8);
        if (visibleItem(QStringLiteral("resumeBanner")))
            add(QStringLiteral("resume"), 4);
        add(QStringLiteral("stats"), 1);
        add(QStringLiteral("settings"), 1);
        add(QStringLiteral("friendHosts:") + kGames.at(m_random.bounded(5)), 1);
        add(QStringLiteral("join"), 1);
        if (m_friend.running() && m_friend.net->table()->state() == NetTable::State::Waiting)
            add(QStringLiteral("commandLineJoin"), 1);
        add(QStringLiteral("restart"), 1);
        return out;
    }
    if (name == QLatin1String("newGamePage")) {
        const int players = 2 + static_cast<int>(m_random.bounded(3));
        const int people = static_cast<int>(m_random.bounded(3));
        const int network = people > 0 && m_random.bounded(4) == 0 ? 1 : 0;
        add(QStringLiteral("seats:%1:%2:%3").arg(people).arg(network).arg(players), 4);
        add(QStringLiteral("start"), 4);
        add(QStringLiteral("host"), 1);
        add(QStringLiteral("combo:%1").arg(m_random.bounded(8)), 1);
        add(QStringLiteral("esc"), 1);
        return out;
    }
    if (name == QLatin1String("tablePage")) {
        if (visibleItem(QStringLiteral("resultOverlay"))) {
            for (const char *b : { "playAgain", "sameDeal", "newGame", "home", "look", "review" })
                add(QStringLiteral("result:") + QLatin1String(b), 2);
            add(QStringLiteral("esc"), 2);
            return out;
        }
        if (privacyShown()) {
            add(QStringLiteral("unlock"), 12);
        } else if (s->screen()->actor() >= 0 && s->play()->due() && !s->lookBack()->active()) {
            add(QStringLiteral("hint"), 4);
            add(QStringLiteral("drag:%1:%2").arg(m_random.bounded(20)).arg(m_random.bounded(20)), 5);
            add(QStringLiteral("button:%1").arg(m_random.bounded(4)), 2);
        }
        if (visibleItem(QStringLiteral("replaceSeatButton")))
            add(QStringLiteral("handSeat:normal"), 6);
        if (visibleItem(QStringLiteral("reopenResultButton")))
            add(QStringLiteral("reopenResult"), 2);
        add(QStringLiteral("wait"), 3);
        add(QStringLiteral("home"), 2);
        add(QStringLiteral("rules"), 1);
        add(QStringLiteral("keys"), 1);
        add(QStringLiteral("log"), 1);
        add(QStringLiteral("lastRound"), 1);
        add(QStringLiteral("esc"), 1);
        for (const char *m : { "new", "learn", "sameDeal", "stats", "settings" })
            add(QStringLiteral("menu:") + QLatin1String(m), 1);
        if (s->lookBack()->active())
            add(QStringLiteral("lookRight"), 3);
        if (networkTable())
            add(QStringLiteral("chat"), 1);
        if (m_friend.running() && m_model.friendSeated)
            add(QStringLiteral("friendDrops"), 1);
        if (!m_friend.running() && !m_model.friendLink.isEmpty())
            add(QStringLiteral("friendBack"), 3);
        // The friend opened the table this screen plays at: they may close it.
        if (m_friend.running() && m_friend.net->table()->live() && m_friend.net->table()->opener() && networkTable())
            add(QStringLiteral("friendCloses"), 1);
        add(QStringLiteral("restart"), 1);
        // (A lesson waits for the learner's own moves: no autopilot plays for them there; a
        // network table waits for the friend's, who must be there to make them.)
        if (!s->board()->over() && !s->inLesson() && (!networkTable() || (m_friend.running() && m_model.friendSeated)))
            add(QStringLiteral("finish"), 1);
        if (networkTable() && !m_table->app()->network()->table()->opener())
            add(QStringLiteral("otherWindowTakes"), 1);
        return out;
    }
    if (name == QLatin1String("joinPage")) {
        if (m_friend.running() && !m_model.friendLink.isEmpty())
            add(QStringLiteral("joinFriend"), 4);
        add(QStringLiteral("esc"), 1);
        return out;
    }
    if (name == QLatin1String("networkWaitPage")) {
        const NetTable *net = m_table->app()->network()->table();
        if (net->state() == NetTable::State::Waiting && net->opener() && !m_model.friendSeated)
            add(QStringLiteral("friendJoins"), 4);
        if (visibleItem(QStringLiteral("startNetworkButton")))
            add(QStringLiteral("netStart"), 4);
        if (net->state() == NetTable::State::Waiting && !net->opener() && m_friend.running())
            add(QStringLiteral("friendStarts"), 4);
        add(QStringLiteral("esc"), 1);
        return out;
    }
    if (name == QLatin1String("statisticsPage")) {
        add(QStringLiteral("watch"), 2);
        add(QStringLiteral("combo:%1").arg(m_random.bounded(4)), 1);
    }
    if (name == QLatin1String("settingsPage"))
        add(QStringLiteral("combo:%1").arg(m_random.bounded(4)), 1);
    add(QStringLiteral("esc"), 4);
    return out;
}

bool Walker::randomWalk(int count)
{
    for (int i = 0; i < count; ++i) {
        const QStringList options = candidates();
        if (options.isEmpty())
            return step(QStringLiteral("esc"));
        if (!step(options.at(static_cast<int>(m_random.bounded(static_cast<quint32>(options.size()))))))
            return false;
    }
    return true;
}

bool Walker::run(const QStringList &steps)
{
    for (const QString &text : steps)
        if (!text.trimmed().isEmpty() && !step(text.trimmed()))
            return false;
    return true;
}

bool Walker::step(const QString &text)
{
    m_taken.append(text);
    const QStringList parts = text.split(u':');
    if (!act(parts.first(), parts.mid(1))) {
        if (m_failure.isEmpty())
            m_failure = QStringLiteral("the step could not be taken");
        return false;
    }
    settle();
    follow();
    m_failure = check();
    return m_failure.isEmpty();
}

QString Walker::report() const
{
    QString out = QStringLiteral("walk of seed %1 failed at step %2 (%3): %4\nsteps: %5\nreplay: tst_walk --script \"%5\"")
                      .arg(m_seed)
                      .arg(m_taken.size())
                      .arg(m_taken.value(m_taken.size() - 1), m_failure, m_taken.join(u';'));
    return out;
}

} // namespace walk
