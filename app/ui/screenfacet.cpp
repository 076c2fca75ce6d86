#include "screenfacet.h"

#include "gamesession.h"

ScreenFacet::ScreenFacet(GameSession *session) : QObject(session), m_session(session)
{
    connect(this, &ScreenFacet::viewerChanged, this, &ScreenFacet::meChanged);
    connect(this, &ScreenFacet::actorChanged, this, &ScreenFacet::meChanged);
}

int ScreenFacet::viewer() const { return m_session->viewer(); }
int ScreenFacet::actor() const { return m_session->actor(); }
bool ScreenFacet::privacy() const { return m_session->privacy(); }
QString ScreenFacet::privacyName() const { return m_session->privacyName(); }
int ScreenFacet::me() const { return m_session->viewer() >= 0 ? m_session->viewer() : m_session->actor(); }
void ScreenFacet::unlock() { m_session->unlock(); }
