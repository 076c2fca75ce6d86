// Shared bits of the app tests: a private data folder per test, seats, a simple human.
#pragma once

#include "appcontroller.h"
#include "gamesession.h"
#include "localhost.h"
#include "tablecardsmodel.h"

#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QVariantList>

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

// No card face of a hand the viewer may not see, and no downcard face, in the state map
// or the cards model. Another seat's hand may show only what the engine's view of the
// viewer shows (cards everyone saw go there). `viewer` -1: no hand face at all.
inline QString hiddenLeak(const GameSession &session)
{
    const int viewer = session.screen()->viewer();
    const QVariantMap state = session.board()->state();
    const QVariantList hands = state.value(QStringLiteral("hand")).toList();
    for (int s = 0; s < hands.size(); ++s) {
        if (s == viewer)
            continue;
        QStringList allowed = publicFaces(session, viewer, s);
        for (const QVariant &c : hands.at(s).toList())
            if (c.toString() != QLatin1String("??") && !allowed.removeOne(c.toString()))
                return QStringLiteral("state: hand of seat %1 shows %2 (viewer %3)").arg(s).arg(c.toString()).arg(viewer);
    }
    const QVariantList downs = state.value(QStringLiteral("down")).toList();
    for (int s = 0; s < downs.size(); ++s)
        for (const QVariant &c : downs.at(s).toList())
            if (c.toString() != QLatin1String("??"))
                return QStringLiteral("state: downcard of seat %1 shows %2").arg(s).arg(c.toString());
    QHash<int, QStringList> allowedInModel;
    for (int s = 0; s < hands.size(); ++s)
        allowedInModel.insert(s, publicFaces(session, viewer, s));
    for (const TableCardsModel::Row &r : session.cards()->rows()) {
        if (r.slot.face == QLatin1String("??"))
            continue;
        const bool hiddenZone = r.slot.zone == QLatin1String("down")
            || r.slot.zone == QLatin1String("stock") || r.slot.zone == QLatin1String("burned");
        const bool otherHand = r.slot.zone == QLatin1String("hand") && r.slot.owner != viewer;
        if (hiddenZone || (otherHand && !allowedInModel[r.slot.owner].removeOne(r.slot.face)))
            return QStringLiteral("cards: %1 of seat %2 shows %3 (viewer %4)")
                .arg(r.slot.zone).arg(r.slot.owner).arg(r.slot.face).arg(viewer);
    }
    return {};
}

} // namespace testing
