#include "hostsettings.h"

#include <QtGlobal>

void HostSettings::setStorage(Storage *storage)
{
    m_config.storage = storage;
    // (A past game watched, or a lesson, is never saved.)
    if (m_host && !m_host->watchOnly() && !m_host->gated())
        m_host->setConfig(m_config);
}

void HostSettings::setBotDelayMs(int ms)
{
    m_config.botDelayMs = qMax(0, ms);
    if (m_host)
        m_host->setBotDelayMs(ms);
}

void HostSettings::setActionLimit(int limit)
{
    m_config.actionLimit = limit;
    if (m_host)
        m_host->setActionLimit(limit);
}

void HostSettings::setBotThinkHook(std::function<void()> hook)
{
    m_config.thinkHook = std::move(hook);
    if (m_host)
        m_host->setThinkHook(m_config.thinkHook);
}

void HostSettings::setAutopilot(bool on)
{
    m_config.autopilot = on;
    if (m_host)
        m_host->setAutopilot(on);
}

void HostSettings::setBotsPaused(bool paused)
{
    m_config.botsPaused = paused;
    applyBotPause();
}

void HostSettings::setLookingBack(bool on)
{
    m_lookingBack = on;
    applyBotPause();
}

void HostSettings::applyBotPause()
{
    if (m_host)
        m_host->setBotsPaused(m_config.botsPaused || m_lookingBack);
}

void HostSettings::setLearning(bool on)
{
    m_learning = on;
    if (m_host)
        m_host->setCallGraceMs(on ? m_learningGraceMs : 0);
}

void HostSettings::setLearningGraceMs(int ms)
{
    m_learningGraceMs = qMax(0, ms);
    if (m_host && m_learning)
        m_host->setCallGraceMs(m_learningGraceMs);
}
