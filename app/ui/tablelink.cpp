#include "tablelink.h"

#include "texts.h"

#include "core/registry.h"

#include <QCoreApplication>

const felt::GameSpec *TableLink::spec() const
{
    const QByteArray id = gameId().toUtf8();
    return felt::findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
}

bool TableLink::seatedHere(int seat) const
{
    if (!host)
        return false;
    const QList<HostSeat> seats = host->seats();
    // At a network table, a person at another computer is a person, but not at this screen.
    return seat >= 0 && seat < seats.size() && seats.at(seat).isHuman() && host->playsHere(seat);
}

QString TableLink::seatName(int seat) const
{
    if (host) {
        const QList<HostSeat> seats = host->seats();
        if (seat >= 0 && seat < seats.size())
            return seats.at(seat).name;
    }
    return QCoreApplication::translate("GameSession", "Seat %1").arg(seat);
}

QString TableLink::reasonSentence(felt::Reason reason) const
{
    // The engine's texts are lower-case clauses without a full stop; the UI shows sentences.
    QString s = felt::reasonText(gameId(), reason);
    if (s.isEmpty())
        return s;
    s[0] = s[0].toUpper();
    if (!s.endsWith(u'.') && !s.endsWith(u'!') && !s.endsWith(u'?'))
        s += u'.';
    return s;
}

void TableLink::setStorage(Storage *storage)
{
    config.storage = storage;
    if (local && !watchOnly && !gate)
        local->setConfig(config);
}

void TableLink::setBotDelayMs(int ms)
{
    config.botDelayMs = qMax(0, ms);
    if (local)
        local->setBotDelayMs(ms);
}

void TableLink::setActionLimit(int limit)
{
    config.actionLimit = limit;
    if (local)
        local->setActionLimit(limit);
}

void TableLink::setBotThinkHook(std::function<void()> hook)
{
    config.thinkHook = std::move(hook);
    if (local) {
        LocalHostConfig now = local->config();
        now.thinkHook = config.thinkHook;
        local->setConfig(now);
    }
}

void TableLink::setAutopilot(bool on)
{
    config.autopilot = on;
    if (local)
        local->setAutopilot(on);
}
