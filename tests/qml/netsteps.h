// What the network window tests share: a friend at another computer, the invite link of a
// table this app hosts on 127.0.0.1, and one step of a person at a screen (a random legal
// action, when it is theirs).
#pragma once

#include "gamesession.h"
#include "netplay.h"
#include "netserver.h"

#include <QRandomGenerator>
#include <QString>
#include <QTemporaryDir>

#include <memory>

// (`code`: another table code at the same address.)
inline QString loopbackLink(NetPlay *host, const QString &code = {})
{
    return QStringLiteral("felt://127.0.0.1:%1/%2").arg(host->table()->server()->port()).arg(code.isEmpty() ? host->table()->code() : code);
}

inline bool playStep(GameSession *s, QRandomGenerator &random)
{
    if (!s->game()->active() || s->board()->over() || s->screen()->actor() < 0 || s->screen()->privacy())
        return false;
    const QStringList legal = s->play()->legal();
    if (legal.isEmpty())
        return false;
    return s->play()->act(legal.at(random.bounded(static_cast<int>(legal.size()))));
}

// What line `row` of a chat says (-1: the newest), as the chat panel shows it.
inline QString chatWords(const NetChat *chat, int row)
{
    const int at = row < 0 ? chat->rowCount() + row : row;
    return chat->data(chat->index(at), NetChat::WordsRole).toString();
}

// A friend at another computer: an app of its own (no window).
struct Friend {
    QTemporaryDir dir;
    GameSession session;
    std::unique_ptr<NetPlay> net;
    Friend()
    {
        session.setBotDelayMs(0);
        net = std::make_unique<NetPlay>(&session, dir.path());
    }
};
