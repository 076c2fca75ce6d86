// The table's facet "looking back": the round looked back over (the table as it stood before
// and after each of the others' moves since one's own, step by step, while the game waits), a
// past game watched from its deal (from the statistics), and "Review my game": the hard
// player's second opinion on a person's decisions, each shown on the table as it stood then.
// It holds the frames it shows (RoundReview) and the review (GameReview); the builder shows
// the table it asks for (show()).
#pragma once

#include "countedcalls.h"
#include "gamereview.h"
#include "roundreview.h"
#include "tabledata.h"

#include "core/event.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

class GameLog;
class PlayFacet;
class ScreenFacet;
class TableCardsModel;
class TableLink;

// A person who may ask for a review of their game, and how many decisions with a choice
// they made.
struct ReviewSeat {
    Q_GADGET
    QML_VALUE_TYPE(reviewSeat)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int decisions MEMBER decisions)

public:
    int seat = -1;
    QString name;
    int decisions = 0;
    bool operator==(const ReviewSeat &) const = default;
};

class LookBackFacet : public CountedCalls {
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
    // "Review my game", once the game is over: the people who can ask for one, and whether
    // the table shows one of the decisions (the review itself is `review`).
    Q_PROPERTY(QList<ReviewSeat> reviewSeats READ reviewSeats NOTIFY reviewSeatsChanged)
    Q_PROPERTY(bool gameReviewing READ gameReviewing NOTIFY changed)
    Q_PROPERTY(GameReview *review READ review CONSTANT)

public:
    // `show(events)`: the builder shows the table anew (with the events of a step forward).
    LookBackFacet(const TableLink *link, const ScreenFacet *screen, PlayFacet *play, GameLog *log, TableCardsModel *cards,
                  std::function<void(const felt::EventList &)> show, QObject *parent);

    bool active() const { return m_review.active(); }
    int step() const { return m_review.step(); }
    int length() const { return m_review.length(); }
    bool available() const;
    bool watching() const;
    QList<ReviewSeat> reviewSeats() const;
    bool gameReviewing() const { return m_review.active() && m_gameReview->current() >= 0; }
    GameReview *review() const { return m_gameReview; }
    // Asks the hard player's second opinion on `seat`'s decisions in the finished game (off
    // the GUI thread); false when that seat made none.
    Q_INVOKABLE bool reviewGame(int seat);
    // The last round again, at one's own pace: since the person's own last move (the moves of
    // the others), from the table as it stood then. The game waits meanwhile.
    Q_INVOKABLE bool start();
    // One step forward (delta > 0) or back.
    Q_INVOKABLE bool go(int delta);
    Q_INVOKABLE void end();

    // --- the builder's side ---
    // A past game, watched move by move from its start: nothing can be played, taken back or
    // saved. Ends with the next start or load.
    bool watchFromStart();
    // The table shows a step of a look back: the frame shown, and whose view it is (-1: the
    // screen's; the game review turns the table to the reviewed person).
    const SeatSnapshot *shown() const { return m_review.shown(); }
    int reviewViewer() const { return m_reviewViewer; }
    // The cards of the hard player's other choice glow on the table of a reviewed decision.
    void markChoice(QList<CardSlot> &cards) const;
    // The game on the table changed (a move, a new game): a look back ends, the review's
    // decisions belong to the game as it was. `newGame`: silently, the table is replaced.
    void tableChanged(bool newGame = false);
    // The game ended or the people changed: who may ask for a review.
    void seatsChanged() { emit reviewSeatsChanged(); }
    // The computer players wait while the table looks back (botsHeld).
    void updateBotPause();
    void setOver(bool over) { m_over = over; }

signals:
    void changed();
    void availableChanged();
    void reviewSeatsChanged();
    // The computer players are to wait (a look back is on), or may go on.
    void botsHeld(bool held);

private:
    void showReviewDecision();
    void followInLog();

    const TableLink *m_link;
    const ScreenFacet *m_screen;
    PlayFacet *m_play;
    GameLog *m_log;
    TableCardsModel *m_cards;
    std::function<void(const felt::EventList &)> m_show;
    RoundReview m_review;
    GameReview *m_gameReview;
    int m_reviewViewer = -1;   // whose view the review's table shows (-1: the screen's)
    bool m_over = false;
};
