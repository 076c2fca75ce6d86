#include "boardfacet.h"

#include "gamesession.h"

BoardFacet::BoardFacet(GameSession *session) : QObject(session), m_session(session) { }

bool BoardFacet::over() const { return m_session->over(); }
QString BoardFacet::phase() const { return m_session->phase(); }
int BoardFacet::turn() const { return m_session->turn(); }
int BoardFacet::direction() const { return m_session->direction(); }
int BoardFacet::actionCount() const { return m_session->actionCount(); }
int BoardFacet::thinkingSeat() const { return m_session->thinkingSeat(); }
bool BoardFacet::simultaneous() const { return m_session->simultaneous(); }
QStringList BoardFacet::waitingFor() const { return m_session->waitingFor(); }
QVariantMap BoardFacet::result() const { return m_session->result(); }
QString BoardFacet::resultText() const { return m_session->resultText(); }
QVariantList BoardFacet::standings() const { return m_session->standings(); }
