// The table's facet "how the game stands": over or not, its phase, whose turn, the direction
// of play, how many actions so far, who is thinking, who the person at the screen waits for,
// and the outcome. Built from the snapshot of the seat at the screen; the cards, the seats and
// the game's own typed facts are the table's models beside it.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class BoardFacet : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    Q_PROPERTY(bool over READ over NOTIFY overChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    Q_PROPERTY(int direction READ direction NOTIFY directionChanged)
    Q_PROPERTY(int actionCount READ actionCount NOTIFY actionCountChanged)
    // A computer player's seat deciding now, or -1.
    Q_PROPERTY(int thinkingSeat READ thinkingSeat NOTIFY thinkingSeatChanged)
    // Whether several seats act at once, each in its own time (a swapping round, a round of gifts).
    Q_PROPERTY(bool simultaneous READ simultaneous NOTIFY phaseChanged)
    // In such a round: the names the person at the screen waits for.
    Q_PROPERTY(QStringList waitingFor READ waitingFor NOTIFY waitingForChanged)
    Q_PROPERTY(QVariantMap result READ result NOTIFY resultChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY resultChanged)
    // The seats in the order of their places ({seat, name, place, isLoser, isViewer, detail,
    // info: the game's own facts about the seat}).
    Q_PROPERTY(QVariantList standings READ standings NOTIFY resultChanged)

public:
    explicit BoardFacet(GameSession *session);

    bool over() const;
    QString phase() const;
    int turn() const;
    int direction() const;
    int actionCount() const;
    int thinkingSeat() const;
    bool simultaneous() const;
    QStringList waitingFor() const;
    QVariantMap result() const;
    QString resultText() const;
    QVariantList standings() const;

signals:
    void overChanged();
    void phaseChanged();
    void turnChanged();
    void directionChanged();
    void actionCountChanged();
    void thinkingSeatChanged();
    void waitingForChanged();
    void resultChanged();

private:
    GameSession *m_session;
};
