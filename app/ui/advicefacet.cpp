#include "advicefacet.h"

#include "gamesession.h"

AdviceFacet::AdviceFacet(GameSession *session) : QObject(session), m_session(session) { }

QString AdviceFacet::hint() const { return m_session->hint(); }
QVariantMap AdviceFacet::hintMove() const { return m_session->hintMove(); }
bool AdviceFacet::hinting() const { return m_session->hinting(); }
bool AdviceFacet::canAnalyze() const { return m_session->canAnalyze(); }
QVariantMap AdviceFacet::analysis() const { return m_session->analysis(); }
void AdviceFacet::requestHint() { m_session->requestHint(); }
void AdviceFacet::analyze() { m_session->analyze(); }
