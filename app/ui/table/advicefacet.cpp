#include "advicefacet.h"

#include "gamefacet.h"
#include "playfacet.h"
#include "screenfacet.h"
#include "tablelink.h"

AdviceFacet::AdviceFacet(const TableLink *link, const ScreenFacet *screen, const PlayFacet *play, QObject *parent)
    : CountedCalls(parent), m_link(link), m_screen(screen), m_play(play)
{
}

TableMove AdviceFacet::hintMove() const
{
    if (m_hint.isEmpty())
        return {};
    for (const TableMove &m : m_play->moves())
        if (m.action == m_hint) {
            TableMove move = m;
            move.reason = m_hintReason;
            return move;
        }
    return {};
}

bool AdviceFacet::canAnalyze() const
{
    return m_link->host() && m_link->host()->canAnalyze();
}

void AdviceFacet::analyze()
{
    if (!canAnalyze() || m_analysis.busy)
        return;
    m_analysis = Analysis { true, true, false, false, 0, {} };
    emit analysisChanged();
    m_link->host()->analyze();
}

void AdviceFacet::requestHint()
{
    const int seat = m_screen->actor();
    if (!m_link->host() || m_over || seat < 0 || m_screen->privacy() || !m_link->host()->canHint(seat) || m_hinting)
        return;
    m_hinting = true;
    emit hintChanged();
    m_link->host()->requestHint(seat);
}

void AdviceFacet::hinted(int seat, const QString &action, const felt::Value &reasons)
{
    if (!m_hinting || seat != m_screen->actor())
        return;
    m_hint = action;
    m_hintReason = m_link->adapter() ? m_link->adapter()->adviceReason(reasons) : QString();
    m_hinting = false;
    emit hintChanged();
}

void AdviceFacet::analyzed(const QVariantMap &verdict)
{
    if (!m_analysis.asked)
        return;   // asked about a table that is gone
    const QVariant winnable = verdict.value(QStringLiteral("winnable"));
    m_analysis = Analysis { true, verdict.value(QStringLiteral("busy")).toBool(),
                            winnable.isValid() && !winnable.isNull(), winnable.toBool(),
                            verdict.value(QStringLiteral("nodes")).toDouble(),
                            verdict.value(QStringLiteral("line")).toStringList() };
    emit analysisChanged();
}

void AdviceFacet::clear()
{
    if (m_analysis.asked) {
        m_analysis = {};
        emit analysisChanged();
    }
    if (m_hint.isEmpty() && !m_hinting)
        return;
    m_hint.clear();
    m_hintReason.clear();
    m_hinting = false;
    emit hintChanged();
}

void AdviceFacet::setLearning(bool on)
{
    m_learning = on;
    m_learningHints = 0;
}

void AdviceFacet::teach(bool over, bool due)
{
    m_over = over;
    if (!m_learning || m_learningHints >= GameFacet::kLearningHints || over || !due || m_screen->privacy()
        || !m_hint.isEmpty() || m_hinting || !m_link->host() || !m_link->host()->canHint(m_screen->actor()))
        return;
    ++m_learningHints;
    requestHint();
}
