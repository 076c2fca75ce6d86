// The table's facet "hint and solver": the strongest computer player's suggestion for the
// person at the screen (thinking from their own view), and for games with a solver and
// nothing hidden, whether the table can still win.
#pragma once

#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class AdviceFacet : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    // A suggested action ("" when none is known yet), the same as a move, and whether the
    // computer player is still thinking about it.
    Q_PROPERTY(QString hint READ hint NOTIFY hintChanged)
    Q_PROPERTY(QVariantMap hintMove READ hintMove NOTIFY hintChanged)
    Q_PROPERTY(bool hinting READ hinting NOTIFY hintChanged)
    // Games with a solver (and nothing hidden): can the table still win?
    Q_PROPERTY(bool canAnalyze READ canAnalyze NOTIFY canAnalyzeChanged)
    // {"busy": bool, "winnable": true|false|null, "nodes": n}; empty before a question.
    Q_PROPERTY(QVariantMap analysis READ analysis NOTIFY analysisChanged)

public:
    explicit AdviceFacet(GameSession *session);

    QString hint() const;
    QVariantMap hintMove() const;
    bool hinting() const;
    bool canAnalyze() const;
    QVariantMap analysis() const;
    Q_INVOKABLE void requestHint();
    Q_INVOKABLE void analyze();

signals:
    void hintChanged();
    void canAnalyzeChanged();
    void analysisChanged();

private:
    GameSession *m_session;
};
