// The table's facet "looking back over the round": the table as it stood before and after
// each of the others' moves since one's own, step by step, while the game waits; and a past
// game watched from its deal (from the statistics).
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class GameSession;

class LookBackFacet : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    // The table shows a look back; `step` actions of `length` are shown.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int step READ step NOTIFY changed)
    Q_PROPERTY(int length READ length NOTIFY changed)
    // Whether there is anything to look back at now.
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)
    // A past game shown from the statistics: watched only.
    Q_PROPERTY(bool watching READ watching NOTIFY changed)

public:
    explicit LookBackFacet(GameSession *session);

    bool active() const;
    int step() const;
    int length() const;
    bool available() const;
    bool watching() const;
    Q_INVOKABLE bool start();
    // One step forward (delta > 0) or back.
    Q_INVOKABLE bool go(int delta);
    Q_INVOKABLE void end();

signals:
    void changed();
    void availableChanged();

private:
    GameSession *m_session;
};
