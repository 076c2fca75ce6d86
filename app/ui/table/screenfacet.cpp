#include "screenfacet.h"

#include "tablelink.h"

ScreenFacet::ScreenFacet(const TableLink *link, QObject *parent) : CountedCalls(parent), m_link(link)
{
    connect(this, &ScreenFacet::viewerChanged, this, &ScreenFacet::meChanged);
    connect(this, &ScreenFacet::actorChanged, this, &ScreenFacet::meChanged);
}

QString ScreenFacet::privacyName() const
{
    return m_screen.privacy ? m_link->seatName(m_screen.due) : QString();
}

void ScreenFacet::unlock()
{
    if (!m_link->host() || !m_screen.privacy || !m_tableShown)
        return;
    m_policy.handOver(m_screen.due);
    emit handedOver();
}

void ScreenFacet::setTableShown(bool shown)
{
    if (m_tableShown == shown)
        return;
    m_tableShown = shown;
    emit tableShownChanged();
    if (!shown) {
        m_policy.tableLeft();
        emit handedOver();
    }
}

std::optional<quint64> ScreenFacet::knownSeed() const
{
    if (!m_link->host() || m_policy.dealSecret())
        return std::nullopt;
    return m_link->host()->seed();
}

Screen ScreenFacet::decide(int players, felt::SeatSet actors, felt::SeatSet mustAct,
                           const std::function<bool(int)> &privateDecision, int reviewSeat)
{
    return m_policy.decide({ players, actors, mustAct, [this](int s) { return m_link->seatedHere(s); }, privateDecision,
                             reviewSeat });
}

void ScreenFacet::set(const Screen &screen, SignalQueue *pending)
{
    auto note = [this, pending](bool differs, void (ScreenFacet::*signal)()) {
        if (differs)
            pending->append([this, signal] { (this->*signal)(); });
    };
    note(m_screen.viewer != screen.viewer, &ScreenFacet::viewerChanged);
    note(m_screen.actor != screen.actor, &ScreenFacet::actorChanged);
    note(m_screen.due != screen.due || m_screen.privacy != screen.privacy, &ScreenFacet::privacyNameChanged);
    note(m_screen.privacy != screen.privacy, &ScreenFacet::privacyChanged);
    m_screen = screen;
}

void ScreenFacet::newTable()
{
    const bool wasSecret = m_policy.dealSecret();
    m_policy.newTable();
    if (m_link->host()) {
        const SeatSnapshot everyone = m_link->host()->snapshot(-1);
        m_policy.updateDeal(m_link->host()->seats(), everyone.hidesCards, everyone.over);
    }
    if (wasSecret != m_policy.dealSecret())
        emit dealSecretChanged();
}

std::optional<quint64> ScreenFacet::updateDeal(bool hidesCards, bool over)
{
    if (!m_policy.updateDeal(m_link->host() ? m_link->host()->seats() : QList<HostSeat>(), hidesCards, over))
        return std::nullopt;
    emit dealSecretChanged();
    // The game that kept it is over: now everyone may know it.
    return !m_policy.dealSecret() && over ? knownSeed() : std::nullopt;
}
