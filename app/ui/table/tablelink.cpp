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
    return felt::sentence(felt::reasonText(gameId(), reason));
}

const felt::Record &TableLink::record() const
{
    static const felt::Record none;
    return local ? local->fullRecord() : none;
}

QList<SeatSpec> TableLink::seatSpecs() const
{
    QList<SeatSpec> list;
    if (host)
        for (const HostSeat &s : host->seats())
            list.append({ s.name, s.kind });
    return list;
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

void TableLink::setBotsPaused(bool paused)
{
    config.botsPaused = paused;
    applyBotPause();
}

void TableLink::setLookingBack(bool on)
{
    m_lookingBack = on;
    applyBotPause();
}

void TableLink::applyBotPause()
{
    if (local)
        local->setBotsPaused(config.botsPaused || m_lookingBack);
}

void TableLink::setLearning(bool on)
{
    m_learning = on;
    if (local)
        local->setCallGraceMs(on ? m_learningGraceMs : 0);
}

void TableLink::setLearningGraceMs(int ms)
{
    m_learningGraceMs = qMax(0, ms);
    if (local && m_learning)
        local->setCallGraceMs(m_learningGraceMs);
}
