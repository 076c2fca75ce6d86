// A game's adapter that keeps typed facts for its table (app/games/<game>/<game>facts.h):
// it owns them, offers them to the session and brings them up to date from the state the
// viewer sees, the public table facts and, for facts that give the game's own account of the
// end, the engine's result. A game's adapter derives from FactsAdapter<its facts> instead of
// TableAdapter and writes nothing of this itself.
#pragma once

#include "tableadapter.h"

template <class Facts>
class FactsAdapter : public TableAdapter {
public:
    QObject *facts() override { return &m_facts; }
    void setResult(const felt::Value &result) override { m_result = result; }
    void updateFacts(const felt::Value &state, const felt::Value &info, int) override
    {
        if constexpr (requires { m_facts.update(state, info, m_result); })
            m_facts.update(state, info, m_result);
        else if constexpr (requires { m_facts.update(state, info); })
            m_facts.update(state, info);
        else
            m_facts.update(state);
    }

protected:
    Facts m_facts;

private:
    felt::Value m_result;   // the engine's result as last given (null while the game runs)
};
