// The table's facet "who sits at the screen": whose view the table shows, who acts, and the
// privacy screen between people at one screen. It holds the HotSeat policy and decides the
// screen for every change the host publishes (decide()); the builder shows what it decided.
#pragma once

#include "hotseat.h"
#include "signalqueue.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

class TableLink;

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
    ScreenFacet(const TableLink *link, QObject *parent);

    int viewer() const { return m_screen.viewer; }
    int actor() const { return m_screen.actor; }
    bool privacy() const { return m_screen.privacy; }
    int due() const { return m_screen.due; }
    QString privacyName() const;
    int me() const { return m_screen.viewer >= 0 ? m_screen.viewer : m_screen.actor; }
    const Screen &screen() const { return m_screen; }
    // The person due takes the device (the privacy screen's button).
    Q_INVOKABLE void unlock();

    // --- the builder's side ---
    // Who sits at the screen for a table where `actors` may act and `mustAct` of them are
    // waited for; `privateDecision(s)`: whether seat s needs its own cards to decide now.
    Screen decide(int players, felt::SeatSet actors, felt::SeatSet mustAct,
                  const std::function<bool(int)> &privateDecision);
    // The screen shown now; its signals are collected in `pending` to be sent once every
    // facet holds the new table.
    void set(const Screen &screen, SignalQueue *pending);
    // A new game: nobody has the device.
    void reset() { m_hotSeat.reset(); }

signals:
    void viewerChanged();
    void actorChanged();
    void privacyChanged();
    void privacyNameChanged();
    void meChanged();
    // The device passed (unlock): the table is shown anew.
    void handedOver();

private:
    const TableLink *m_link;
    HotSeat m_hotSeat;
    Screen m_screen;
};
