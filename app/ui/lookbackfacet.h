// The table's facet "looking back over the round": the table as it stood before and after
// each of the others' moves since one's own, step by step, while the game waits; and a past
// game watched from its deal (from the statistics).
#pragma once

#include <QObject>
#include <QVariantList>
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
    // "Review my game", once the game is over: the people who can ask for one ([{seat, name,
    // decisions}]: how many decisions with a choice each made), and whether the table shows
    // one of the decisions (the review itself is the session's gameReview).
    Q_PROPERTY(QVariantList reviewSeats READ reviewSeats NOTIFY reviewSeatsChanged)
    Q_PROPERTY(bool gameReviewing READ gameReviewing NOTIFY changed)

public:
    explicit LookBackFacet(GameSession *session);

    bool active() const;
    int step() const;
    int length() const;
    bool available() const;
    bool watching() const;
    QVariantList reviewSeats() const;
    bool gameReviewing() const;
    // Asks the hard player's second opinion on `seat`'s decisions in the finished game.
    Q_INVOKABLE bool reviewGame(int seat);
    Q_INVOKABLE bool start();
    // One step forward (delta > 0) or back.
    Q_INVOKABLE bool go(int delta);
    Q_INVOKABLE void end();

signals:
    void changed();
    void availableChanged();
    void reviewSeatsChanged();

private:
    GameSession *m_session;
};
