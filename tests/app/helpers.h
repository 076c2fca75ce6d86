// Shared bits of the app tests: a private data folder per test, seats, a simple human.
#pragma once

#include "appcontroller.h"
#include "gamesession.h"
#include "localhost.h"
#include "tablecardsmodel.h"

#include "../tableshown.h"

#include <QRandomGenerator>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QVariantList>

#include <functional>

namespace testing {

// The engine's game behind the session's local host (tests look at the true state).
inline const felt::AnyGame *hostGame(const GameSession &session)
{
    const auto *local = qobject_cast<const LocalHost *>(session.host());
    return local ? local->game() : nullptr;
}

// Every test gets its own FELT_DATA_DIR (autosave and settings live there).
class DataDir {
public:
    DataDir()
        : m_previous(qgetenv("FELT_DATA_DIR"))
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("FELT_DATA_DIR", m_dir.path().toUtf8());
    }
    ~DataDir()
    {
        if (m_previous.isEmpty())
            qunsetenv("FELT_DATA_DIR");
        else
            qputenv("FELT_DATA_DIR", m_previous);
    }
    QString path() const { return m_dir.path(); }
    QString file(const QString &name) const { return m_dir.filePath(name); }

private:
    QByteArray m_previous;
    QTemporaryDir m_dir;
};

inline QVariantMap seat(const QString &name, const QString &kind)
{
    return { { QStringLiteral("name"), name }, { QStringLiteral("kind"), kind } };
}

inline QVariantList seats(std::initializer_list<const char *> kinds)
{
    static const char *names[] = { "Anna", "Bert", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana" };
    QVariantList list;
    int i = 0;
    for (const char *k : kinds) {
        list.append(seat(QString::fromLatin1(names[i]), QString::fromLatin1(k)));
        ++i;
    }
    return list;
}

// A person who says ready at once and then plays a random legal action, preferring plays
// to pickups, so that games end.
inline QString humanChoice(const QStringList &legal, QRandomGenerator &rng)
{
    if (legal.contains(QStringLiteral("ready")))
        return QStringLiteral("ready");
    QStringList plays;
    for (const QString &a : legal)
        if (a != QLatin1String("pickup"))
            plays.append(a);
    const QStringList &from = plays.isEmpty() ? legal : plays;
    return from.at(static_cast<int>(rng.bounded(static_cast<quint32>(from.size()))));
}

// The faces of seat `seat`'s hand that the engine's view for `viewer` shows (cards everyone
// saw go into that hand); with no viewer (-1), those of the public view.
inline QStringList publicFaces(const GameSession &session, int viewer, int seat)
{
    QStringList faces;
    if (!hostGame(session))
        return faces;
    const felt::Value state = hostGame(session)->state(viewer >= 0 ? felt::Viewer::seat(viewer) : felt::Viewer::nobody());
    const felt::Value *hands = state.find("hand");
    if (!hands || static_cast<std::size_t>(seat) >= hands->size())
        return faces;
    for (const felt::Value &c : (*hands)[static_cast<std::size_t>(seat)].items())
        if (c.toString() != "??")
            faces.append(QString::fromStdString(c.toString()));
    return faces;
}

// Calls `check` each time the table has been brought up to date: after each action (the play
// facet's acted()), a hand-over (the screen's viewer or cover), and any change of the board's
// course, outcome or the person's legal actions. All of these come once every facet, model and
// the game's facts hold the new table.
inline void onTableChange(const GameSession *s, QObject *context, const std::function<void()> &check)
{
    QObject::connect(s->play(), &PlayFacet::acted, context, check);
    QObject::connect(s->board(), &BoardFacet::overChanged, context, check);
    QObject::connect(s->board(), &BoardFacet::phaseChanged, context, check);
    QObject::connect(s->board(), &BoardFacet::turnChanged, context, check);
    QObject::connect(s->board(), &BoardFacet::directionChanged, context, check);
    QObject::connect(s->board(), &BoardFacet::waitingForChanged, context, check);
    QObject::connect(s->board(), &BoardFacet::resultChanged, context, check);
    QObject::connect(s->screen(), &ScreenFacet::viewerChanged, context, check);
    QObject::connect(s->screen(), &ScreenFacet::privacyChanged, context, check);
    QObject::connect(s->play(), &PlayFacet::legalChanged, context, check);
}

// No card the viewer may not see, anywhere the table holds a card for QML: the cards model,
// the seats model's rows and the game's typed facts. The engine behind the local host is the
// oracle: every face shown must be one its view for the viewer (its state, the public table
// facts, the result at the end) shows; of another seat's hand only the faces that view shows
// in that hand (cards everyone saw go there); no downcard, stock or burned card face up.
// `viewer` -1: the public view. Call it with the table settled (between refreshes).
inline QString hiddenLeak(const GameSession &session)
{
    const int viewer = session.screen()->viewer();
    const felt::AnyGame *game = hostGame(session);
    if (!game)
        return QStringLiteral("no engine behind the table to check it against");
    QStringList seen;
    tableshown::stringsOf(game->state(viewer >= 0 ? felt::Viewer::seat(viewer) : felt::Viewer::nobody()), seen);
    tableshown::stringsOf(game->tableInfo(), seen);
    tableshown::stringsOf(game->result(), seen);
    const QSet<QString> mayShow(seen.begin(), seen.end());

    // The cards model.
    QHash<int, QStringList> allowedInHand;
    for (int s = 0; s < session.seats()->rowCount(); ++s)
        allowedInHand.insert(s, publicFaces(session, viewer, s));
    for (const TableCardsModel::Row &r : session.cards()->rows()) {
        if (r.slot.face == QLatin1String("??"))
            continue;
        const QString where = QStringLiteral("cards: %1 of seat %2 shows %3 (viewer %4)")
                                  .arg(r.slot.zone).arg(r.slot.owner).arg(r.slot.face).arg(viewer);
        const bool hiddenZone = r.slot.zone == QLatin1String("down")
            || r.slot.zone == QLatin1String("stock") || r.slot.zone == QLatin1String("burned");
        const bool otherHand = r.slot.zone == QLatin1String("hand") && r.slot.owner != viewer;
        if (hiddenZone || (otherHand && !allowedInHand[r.slot.owner].removeOne(r.slot.face)) || !mayShow.contains(r.slot.face))
            return where;
    }
    // The seats model and the game's typed facts.
    return tableshown::unseenCard(session, mayShow);
}

} // namespace testing
