#include "lookbackfacet.h"

#include "gamesession.h"

LookBackFacet::LookBackFacet(GameSession *session) : QObject(session), m_session(session) { }

bool LookBackFacet::active() const { return m_session->reviewing(); }
int LookBackFacet::step() const { return m_session->reviewStep(); }
int LookBackFacet::length() const { return m_session->reviewLength(); }
bool LookBackFacet::available() const { return m_session->canReview(); }
bool LookBackFacet::watching() const { return m_session->watching(); }
bool LookBackFacet::start() { return m_session->startReview(); }
bool LookBackFacet::go(int delta) { return m_session->stepReview(delta); }
void LookBackFacet::end() { m_session->endReview(); }
