// The table's facet "hint and solver": the strongest computer player's suggestion for the
// person at the screen (thinking from their own view), given unasked at first at a learning
// table, and for games with a solver and nothing hidden, whether the table can still win. It
// holds the hint, its reason and the solver's verdict until the table changes.
#pragma once

#include "countedcalls.h"
#include "tablemove.h"

#include "core/value.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class PlayFacet;
class ScreenFacet;
class TableLink;

// The solver's verdict on the table as it stood when asked.
struct Analysis {
    Q_GADGET
    QML_VALUE_TYPE(analysis)
    // Asked about this table; still thinking.
    Q_PROPERTY(bool asked MEMBER asked)
    Q_PROPERTY(bool busy MEMBER busy)
    // The solver settled it (false: it stopped after `nodes` positions), and the answer.
    Q_PROPERTY(bool settled MEMBER settled)
    Q_PROPERTY(bool winnable MEMBER winnable)
    Q_PROPERTY(double nodes MEMBER nodes)
    // The moves the solver found to win, as action texts (settled and winnable).
    Q_PROPERTY(QStringList line MEMBER line)

public:
    bool asked = false;
    bool busy = false;
    bool settled = false;
    bool winnable = false;
    double nodes = 0;
    QStringList line;
    bool operator==(const Analysis &) const = default;
};

class AdviceFacet : public CountedCalls {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    // A suggested action ("" when none is known yet), the same as a move (its `reason`: why,
    // where a person would wonder), and whether the computer player is still thinking.
    Q_PROPERTY(QString hint READ hint NOTIFY hintChanged)
    Q_PROPERTY(TableMove hintMove READ hintMove NOTIFY hintChanged)
    Q_PROPERTY(bool hinting READ hinting NOTIFY hintChanged)
    // Games with a solver (and nothing hidden): can the table still win?
    Q_PROPERTY(bool canAnalyze READ canAnalyze NOTIFY canAnalyzeChanged)
    Q_PROPERTY(Analysis analysis READ analysis NOTIFY analysisChanged)

public:
    AdviceFacet(const TableLink *link, const ScreenFacet *screen, const PlayFacet *play, QObject *parent);

    QString hint() const { return m_hint; }
    TableMove hintMove() const;
    bool hinting() const { return m_hinting; }
    bool canAnalyze() const;
    Analysis analysis() const { return m_analysis; }
    // Asks the strongest computer player, thinking from the person's own view on a worker
    // thread, what it would do; the answer arrives in `hint`.
    Q_INVOKABLE void requestHint();
    // Asks the solver, on a worker thread, whether the table can still win from here.
    Q_INVOKABLE void analyze();

    // --- the builder's side ---
    // The host's answers.
    void hinted(int seat, const QString &action, const felt::Value &reasons);
    void analyzed(const QVariantMap &verdict);
    // A hint and a verdict belong to the table as it was.
    void clear();
    // The learning table: hints come unasked for the person's first decisions.
    void setLearning(bool on);
    // The person's first turns at a learning table: the hint, and why, without being asked
    // (`over`, `due`: the game as the table shows it now).
    void teach(bool over, bool due);

signals:
    void hintChanged();
    void canAnalyzeChanged();
    void analysisChanged();

private:
    const TableLink *m_link;
    const ScreenFacet *m_screen;
    const PlayFacet *m_play;
    QString m_hint;
    QString m_hintReason;   // why the hint is wise, in words, where a person would wonder
    bool m_hinting = false;
    Analysis m_analysis;
    bool m_learning = false;
    int m_learningHints = 0;   // hints given unasked at this learning table
    bool m_over = false;
};
