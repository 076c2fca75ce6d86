// The walker (../shared/design.md, "Tests"): seeded random walks through the whole app as
// people take it — the home page, new games of every game with people and computer players,
// resuming, the way back to the table, every page and sheet (rules, statistics, settings,
// keys, the log, the menu, the chat), moves by mouse and by keys, hand-overs, Play again and
// the same deal again, lessons, watching and reviewing, hosting and joining over 127.0.0.1, a
// friend's app dropped and back, a seat handed to a computer player, tables closed — on the
// real app offscreen (Main.qml, real mouse and keys). After every step it checks what must
// always hold:
//   (a) privacy: every card drawn face up is one the person at the screen may see: with two
//       or more people at the screen, the one who opened the privacy screen since the last
//       hand-over or page change, else nobody's (the public view);
//   (b) the deal's number is in no text of the window (bar, log, title, menu, dialogs, the
//       accessibility tree) while two or more people have sat at a game that hides cards and
//       is not over;
//   (c) no QML warning;
//   (d) with a table in front and nothing over it, the keyboard is the table's (or the privacy
//       screen's);
//   (e) Esc leaves every page and dialog, and no popup of a page that is gone stays;
//   (f) every visible text, button and list item (a combo box's list included) says something.
// A step is a line of text ("play:wrong-suit", "drag:3:1"): a walk is its list of steps, and a
// failing walk prints its seed and steps, which run() replays.
#pragma once

#include "netsteps.h"
#include "tablehelper.h"

#include <QPointer>
#include <QRandomGenerator>
#include <QSet>
#include <QStringList>

#include <functional>
#include <memory>

class QQuickItem;

namespace walk {

// A friend's app at another computer (no window): its own data folder, kept across the
// friend's app being killed and started again.
struct FriendApp {
    QTemporaryDir dir;
    std::unique_ptr<GameSession> session;
    std::unique_ptr<NetPlay> net;
    void start();
    // Killed: no goodbye, its connection just drops.
    void kill();
    bool running() const { return net != nullptr; }
};

class Walker {
public:
    explicit Walker(quint64 seed);
    ~Walker();

    // `count` steps chosen at random among those that make sense at each moment.
    bool randomWalk(int count);
    // These steps in order (a fixed walk, or a failed walk replayed).
    bool run(const QStringList &steps);
    // The seed, the steps taken and what broke.
    QString report() const;
    QString failure() const { return m_failure; }
    const QStringList &taken() const { return m_taken; }
    tabletest::Table &table() { return *m_table; }

private:
    // --- what the walker knows, as a person at the screen would -------------------------------
    struct Model {
        int unlocked = -1;                  // who opened the privacy screen since the last hand-over or page change
        QPointer<QObject> page;             // the page in front after the last step
        QPointer<const QObject> host;             // the game's host on the table
        int peopleSat = 0;                  // people who sat at the game on the table (here and elsewhere)
        bool hidesCards = false;            // the game hid a card from someone at some time
        QSet<QString> known;                // deal numbers of games that ended (everyone saw them)
        QString friendLink;                 // the invite link of the friend's table
        bool friendSeated = false;          // the friend sits at the app's hosted table
    };

    QStringList candidates();
    bool step(const QString &text);
    bool act(const QString &verb, const QStringList &args);
    void follow();                        // the model after a step (and the friend's moves)
    QString check();                      // (a)-(f): the first broken, or ""

    // The checks.
    QString checkPrivacy();
    QString checkDealNumber();
    QString checkKeys();
    QString checkLeftovers();
    QString checkTexts();

    // What is on the screen.
    QQuickItem *stack() const;
    QQuickItem *page() const;
    QString pageName() const;
    QList<QQuickItem *> openPopups() const;   // the popups' items shown now
    bool dialogOpen() const;
    QQuickItem *visibleItem(const QString &objectName) const;
    QQuickItem *buttonWithText(const QString &text, QQuickItem *under = nullptr) const;
    QList<QQuickItem *> visibleOfClass(const char *className, QQuickItem *under = nullptr) const;
    QQuickItem *tableItem() const;
    bool privacyShown() const;
    bool networkTable() const;
    QString secretNumber() const;

    // Doing things as a person does.
    void settle();
    void click(QQuickItem *item);
    void key(int key, Qt::KeyboardModifiers modifiers = {});
    bool clickTile(const QString &gameId, const QString &which);
    bool setSeats(int people, int network, int players);
    bool chooseInCombo(QQuickItem *combo, int index);
    bool openMenuItem(const QString &text);
    bool friendMoves();
    bool expect(const QString &what);

    quint64 m_seed;
    QRandomGenerator m_random;
    std::unique_ptr<tabletest::Table> m_table;
    FriendApp m_friend;
    std::unique_ptr<FriendApp> m_other;   // another window of this app, on its data folder
    Model m_model;
    QStringList m_taken;
    QString m_failure;
    qsizetype m_warningsMark = 0;
    bool m_newDeal = false;       // a new deal on the same host (a network table dealt again)
};

} // namespace walk
