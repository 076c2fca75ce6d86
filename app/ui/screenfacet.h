// The table's facet "who sits at the screen": whose view the table shows, who acts, and the
// privacy screen between people at one screen (the HotSeat policy's answer).
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class GameSession;

class ScreenFacet : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    // Whose view the table shows (-1: the public view, nobody's cards).
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    // The person who acts at the screen now (-1: nobody); the moves are theirs.
    Q_PROPERTY(int actor READ actor NOTIFY actorChanged)
    // The privacy screen is up until `privacyName` takes the device.
    Q_PROPERTY(bool privacy READ privacy NOTIFY privacyChanged)
    Q_PROPERTY(QString privacyName READ privacyName NOTIFY privacyNameChanged)
    // The seat whose own lines and plate the table marks: the viewer, else the actor.
    Q_PROPERTY(int me READ me NOTIFY meChanged)

public:
    explicit ScreenFacet(GameSession *session);

    int viewer() const;
    int actor() const;
    bool privacy() const;
    QString privacyName() const;
    int me() const;
    // The person due takes the device (the privacy screen's button).
    Q_INVOKABLE void unlock();

signals:
    void viewerChanged();
    void actorChanged();
    void privacyChanged();
    void privacyNameChanged();
    void meChanged();

private:
    GameSession *m_session;
};
