#include "gamefacet.h"

#include "gamesession.h"

GameFacet::GameFacet(GameSession *session) : QObject(session), m_session(session) { }

bool GameFacet::active() const { return m_session->active(); }
QString GameFacet::gameId() const { return m_session->gameId(); }
QString GameFacet::tableQml() const { return m_session->tableQml(); }
int GameFacet::players() const { return m_session->players(); }
QString GameFacet::deal() const { return m_session->deal(); }
bool GameFacet::dealSecret() const { return m_session->dealSecret(); }
QVariantMap GameFacet::options() const { return m_session->options(); }
int GameFacet::humans() const { return m_session->humans(); }
int GameFacet::firstHuman() const { return m_session->firstHuman(); }
QString GameFacet::reviewRatingNote() const { return m_session->reviewRatingNote(); }
bool GameFacet::learning() const { return m_session->learning(); }
void GameFacet::playAgain() { m_session->playAgain(); }
void GameFacet::replayDeal() { m_session->replayDeal(); }
QString GameFacet::seatName(int seat) const { return m_session->seatName(seat); }
QString GameFacet::cardName(const QString &text) { return TableAdapter::cardName(text); }
QString GameFacet::cardWords(const QString &text) { return TableAdapter::cardWords(text); }
