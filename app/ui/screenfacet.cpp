#include "screenfacet.h"

#include "tablelink.h"

ScreenFacet::ScreenFacet(const TableLink *link, QObject *parent) : QObject(parent), m_link(link)
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
    if (!m_link->host || !m_screen.privacy)
        return;
    m_hotSeat.handOver(m_screen.due);
    emit handedOver();
}

Screen ScreenFacet::decide(int players, felt::SeatSet actors, felt::SeatSet mustAct,
                           const std::function<bool(int)> &privateDecision)
{
    return m_hotSeat.decide(players, actors, mustAct, [this](int s) { return m_link->seatedHere(s); }, privateDecision);
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
