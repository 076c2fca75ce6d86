#include "playfacet.h"

#include "gamesession.h"

PlayFacet::PlayFacet(GameSession *session) : QObject(session), m_session(session) { }

QStringList PlayFacet::legal() const { return m_session->legal(); }
QVariantList PlayFacet::moves() const { return m_session->moves(); }
bool PlayFacet::due() const { return m_session->due(); }
bool PlayFacet::mayCall() const { return m_session->mayCall(); }
QString PlayFacet::gestureFor(int seat, const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const
{
    return m_session->gestureFor(seat, cards, from, to);
}
QVariantList PlayFacet::callers(const QString &action) const { return m_session->callers(action); }
QString PlayFacet::whyNotFor(int seat, const QString &action) const { return m_session->whyNotFor(seat, action); }
bool PlayFacet::actAs(int seat, const QString &action) { return m_session->actAs(seat, action); }
QString PlayFacet::message() const { return m_session->message(); }
bool PlayFacet::canUndo() const { return m_session->canUndo(); }
bool PlayFacet::automatic() const
{
    return m_session->automatic();
}

bool PlayFacet::canRedo() const { return m_session->canRedo(); }
bool PlayFacet::isLegal(const QString &action) const { return m_session->isLegal(action); }
QString PlayFacet::whyNot(const QString &action) const { return m_session->whyNot(action); }
bool PlayFacet::act(const QString &action) { return m_session->act(action); }
QVariantMap PlayFacet::moveFor(const QStringList &cards, const QVariantMap &from, const QVariantMap &to) const
{
    return m_session->moveFor(cards, from, to);
}
QVariantList PlayFacet::movesFrom(const QStringList &cards, const QVariantMap &from) const
{
    return m_session->movesFrom(cards, from);
}
QVariantMap PlayFacet::moveOf(const QString &verb) const { return m_session->moveOf(verb); }
QString PlayFacet::verbButton(const QString &verb) const { return m_session->verbButton(verb); }
QString PlayFacet::verbKey(const QString &verb) const { return m_session->verbKey(verb); }
QString PlayFacet::describe(const QString &action) const { return m_session->describe(action); }
bool PlayFacet::undo() { return m_session->undo(); }
bool PlayFacet::redo() { return m_session->redo(); }
