// The table's facet "what the screen shows": whose view the table shows, who acts, the
// privacy screen between people at one screen, and whether the deal's number may show. It is
// the QML face of the one rule of what the screen may show (ScreenPolicy, screenpolicy.h):
// the builder asks it for every change the host publishes (decide(), updateDeal()), the
// window tells it when the table leaves the screen and comes back (`tableShown`), and the
// privacy screen's button hands the device over (unlock()).
#pragma once

#include "countedcalls.h"
#include "screenpolicy.h"
#include "signalqueue.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>

class TableLink;

class ScreenFacet : public CountedCalls {
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
    // The table page is the page in front (the window says so; Main.qml). Set false, nobody
    // has the device any more: with two or more people at the screen the table comes back
    // behind the privacy screen.
    Q_PROPERTY(bool tableShown READ tableShown WRITE setTableShown NOTIFY tableShownChanged)
    // The deal's number is kept from everyone until the game is over (screenpolicy.h).
    Q_PROPERTY(bool dealSecret READ dealSecret NOTIFY dealSecretChanged)

public:
    ScreenFacet(const TableLink *link, QObject *parent);

    int viewer() const { return m_screen.viewer; }
    int actor() const { return m_screen.actor; }
    bool privacy() const { return m_screen.privacy; }
    int due() const { return m_screen.due; }
    QString privacyName() const;
    int me() const { return m_screen.viewer >= 0 ? m_screen.viewer : m_screen.actor; }
    const Screen &screen() const { return m_screen; }
    bool tableShown() const { return m_tableShown; }
    void setTableShown(bool shown);
    bool dealSecret() const { return m_policy.dealSecret(); }
    // The deal's number where it may be shown now (the host's, unless it is secret).
    std::optional<quint64> knownSeed() const;
    // The person due takes the device (the privacy screen's button).
    Q_INVOKABLE void unlock();

    // --- the builder's side ---
    // Who sits at the screen for a table where `actors` may act and `mustAct` of them are
    // waited for; `privateDecision(s)`: whether seat s needs its own cards to decide now;
    // `reviewSeat`: a finished game's review shows that person's table (-1: none).
    Screen decide(int players, felt::SeatSet actors, felt::SeatSet mustAct,
                  const std::function<bool(int)> &privateDecision, int reviewSeat);
    // The screen shown now; its signals are collected in `pending` to be sent once every
    // facet holds the new table.
    void set(const Screen &screen, SignalQueue *pending);
    // A game new to the table: nobody has the device; whether the deal's number is secret is
    // learnt from the host's table as it is now (signalled when that changes).
    void newTable();
    // The table as it stands now (the public view's `hidesCards` and `over`): whether the
    // deal's number is secret (a change is signalled). Answers the number once the game that
    // kept it is over, for the log.
    std::optional<quint64> updateDeal(bool hidesCards, bool over);

signals:
    void viewerChanged();
    void actorChanged();
    void privacyChanged();
    void privacyNameChanged();
    void meChanged();
    void tableShownChanged();
    void dealSecretChanged();
    // Who has the device changed (the privacy screen's button, the table left the screen):
    // the table is shown anew.
    void handedOver();

private:
    const TableLink *m_link;
    ScreenPolicy m_policy;
    Screen m_screen;
    bool m_tableShown = true;
};
