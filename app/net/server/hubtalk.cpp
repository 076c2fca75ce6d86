// NetHub (hub.h): what is said at a table — chat lines from its people and from the app's
// screen, sent to everyone there — and hints, the hard computer player's advice for a seat
// that is to act, from that seat's own view, on Felt's worker threads.
#include "hub.h"

#include <QRandomGenerator>

namespace net {

void NetHub::tell(const Table &t, const QByteArray &line)
{
    for (quint64 id : t.watchers)
        if (Connection *w = m_connections.find(id))
            w->peer->send(line);
    for (const HubSeat &s : t.seats)
        if (Connection *p = s.conn ? m_connections.find(s.conn) : nullptr)
            p->peer->send(line);
}

void NetHub::onChat(Connection &c, const ClientMessage &m)
{
    Table *t = tableOf(c);
    if (!t) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("take a seat first"));
        return;
    }
    if (!m_connections.takeChat(c, now()))
        return;
    const QString name = c.seat >= 0 ? t->seat(c.seat).name : c.name;
    tell(*t, chatLineMessage(c.seat, name, m.text));
    emit chatReceived(t->code, c.seat, name, m.text);
}

bool NetHub::chatFromApp(const QString &code, int seatIndex, const QString &text)
{
    Table *t = table(code);
    const QString line = cleanChat(text);
    if (!t || line.isEmpty() || seatIndex >= t->players)
        return false;
    const QString name = seatIndex >= 0 ? t->seat(seatIndex).name : QStringLiteral("host");
    tell(*t, chatLineMessage(seatIndex, name, line));
    emit chatReceived(code, seatIndex, name, line);
    return true;
}

void NetHub::onHint(Connection &c)
{
    Table *t = tableOf(c);
    if (!t || c.seat < 0) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("take a seat first"));
        return;
    }
    flush(*t);   // (who is to act, as told)
    // The hard computer player, from the seat's own view (never the true state), with a seed
    // that has nothing to do with the deal's: the host's task (the hub never reads the game).
    std::function<std::string()> task = t->playing() && t->toldToAct.has(c.seat)
        ? t->host->hintTask(c.seat, QRandomGenerator::system()->generate64())
        : std::function<std::string()>();
    if (!task) {
        sendError(c, ErrorCode::NotYourTurn, QStringLiteral("a hint is for a seat that is to act"));
        return;
    }
    if (!m_connections.takeHint(c, now()))
        return;
    const quint64 id = c.id;
    const quint64 asked = t->seq;
    m_tasks->run<QString>([task = std::move(task)] { return QString::fromStdString(task()); },
                          [this, id, asked](QString action) {
                              if (Connection *c = m_connections.find(id)) {
                                  c->hintPending = false;
                                  // Why it is wise, from the seat's view, while the table is as asked.
                                  felt::Value reasons;
                                  const Table *t = tableOf(*c);
                                  if (t && t->host && t->seq == asked)
                                      reasons = t->host->adviceReasons(c->seat, action);
                                  if (!c->closing && !c->code.isEmpty())
                                      c->peer->send(hintMessage(asked, action, reasons));
                              }
                          });
}

} // namespace net
