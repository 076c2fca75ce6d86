// The table's facet "which game is on the table": the game, its table and rules page, its
// seats' count, people and deal, the options it is played with; a new deal or the same again;
// names of seats and cards for sentences.
#pragma once

#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class GameFacet : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString gameId READ gameId NOTIFY changed)
    // The game's table (a QML file inside the FeltTable module).
    Q_PROPERTY(QString tableQml READ tableQml NOTIFY changed)
    Q_PROPERTY(int players READ players NOTIFY changed)
    // The deal number as people read it ("933213517", never "9.3e+08"); empty where the host
    // does not tell it (a network table before its end) or while it is secret.
    Q_PROPERTY(QString deal READ deal NOTIFY changed)
    // The number is kept from everyone until the game is over: two or more people play a game
    // that hides cards (dealsecrecy.h). "Play this deal again" waits for the end.
    Q_PROPERTY(bool dealSecret READ dealSecret NOTIFY changed)
    Q_PROPERTY(QVariantMap options READ options NOTIFY changed)
    // How many people play, and the lowest seat one of them plays (-1: none).
    Q_PROPERTY(int humans READ humans NOTIFY changed)
    Q_PROPERTY(int firstHuman READ firstHuman NOTIFY changed)
    // What "Review my game"'s ratings mean in this game (one sentence).
    Q_PROPERTY(QString reviewRatingNote READ reviewRatingNote NOTIFY changed)
    // A learning table (a first game): shown on the table; hints come unasked at first.
    Q_PROPERTY(bool learning READ learning NOTIFY changed)

public:
    explicit GameFacet(GameSession *session);

    bool active() const;
    QString gameId() const;
    QString tableQml() const;
    int players() const;
    QString deal() const;
    bool dealSecret() const;
    QVariantMap options() const;
    int humans() const;
    int firstHuman() const;
    QString reviewRatingNote() const;
    bool learning() const;

    // A new deal with the same seats and rules; the same deal again from its start.
    Q_INVOKABLE void playAgain();
    Q_INVOKABLE void replayDeal();
    Q_INVOKABLE QString seatName(int seat) const;
    // "7♥", "10♠", "Joker": a card for sentences; "7 of hearts": as a screen reader says it.
    Q_INVOKABLE static QString cardName(const QString &text);
    Q_INVOKABLE static QString cardWords(const QString &text);

signals:
    void changed();
    // A new deal (or the same deal again) is on the table.
    void seedChanged();

private:
    GameSession *m_session;
};
