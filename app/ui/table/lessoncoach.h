// `App.lesson`: the coach of a lesson (lesson.h) at the real table. It puts the lesson's deal
// on the session's table (TableOpener::startLesson), says one step at a time, lights the cards
// and places the step speaks of, lets through only the person's moves the step expects (any
// other is refused with the lesson's explanation), plays the others' scripted moves one at a
// time, and goes on with next() (Space) where the person has nothing to do. No step goes on by
// itself: after the person's move the coach says what it did and waits for Next too (the table's
// own moves for the person, a draw or an end, wait meanwhile). Each step's words go into the
// game's log. At the end it names the game's next lesson, if any.
#pragma once

#include "lesson.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class GameSession;

class LessonCoach : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The lesson belongs to App")

    // A lesson is on the table.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString gameId READ gameId NOTIFY changed)
    // The lesson's id ("<game>:<n>"), and the game's next lesson's id and title ("" at the last).
    Q_PROPERTY(QString lessonId READ lessonId NOTIFY changed)
    Q_PROPERTY(QString nextLesson READ nextLesson NOTIFY changed)
    Q_PROPERTY(QString nextLessonTitle READ nextLessonTitle NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    // The coach's words for this step, in the person's language.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // What the person's move of this step did, once it is made ("" before): the step's own
    // words for it, else the table's lines for the move. The coach then waits for Next.
    Q_PROPERTY(QString did READ did NOTIFY changed)
    Q_PROPERTY(int step READ step NOTIFY changed)          // from 1
    Q_PROPERTY(int steps READ steps NOTIFY changed)
    // The step waits for Next (the person has nothing to do, or has made the step's move); false
    // while it waits for a move.
    Q_PROPERTY(bool waitsForNext READ waitsForNext NOTIFY changed)
    // The last step is shown: the lesson is done.
    Q_PROPERTY(bool done READ done NOTIFY changed)
    // The cards and places the step speaks of: "ZONE:FACE" (a card in that zone), "FACE" (any
    // such card shown), "seat:N" (a seat's plate).
    Q_PROPERTY(QStringList lit READ lit NOTIFY changed)

public:
    explicit LessonCoach(GameSession *session, QObject *parent = nullptr);

    bool active() const { return m_active; }
    QString gameId() const { return m_active ? m_lesson.game : QString(); }
    QString lessonId() const { return m_active ? m_lesson.id : QString(); }
    QString nextLesson() const;
    QString nextLessonTitle() const;
    QString did() const;
    QString title() const;
    QString text() const;
    int step() const { return m_active ? m_index + 1 : 0; }
    int steps() const { return m_active ? static_cast<int>(m_lesson.steps.size()) : 0; }
    bool waitsForNext() const;
    bool done() const { return m_active && m_index + 1 >= steps() && waitsForNext(); }
    QStringList lit() const;

    // Puts the lesson on the table, the person seated as `personName`; false with `error`.
    bool begin(const felt::Lesson &lesson, const QString &personName, QString *error);
    // Whether `spot` ("ZONE:FACE", "FACE" with its zone, "seat:N") is lit now.
    Q_INVOKABLE bool lights(const QString &zone, const QString &face) const;
    Q_INVOKABLE bool lightsSeat(int seat) const;
    // The next step, where this one waits for Next.
    Q_INVOKABLE void next();
    // The lesson ends (the table stays as it is until another game takes it).
    Q_INVOKABLE void end();
    void retranslate() { emit changed(); }

signals:
    void changed();
    // The lesson's last step was reached (`id`: the lesson's).
    void finished(const QString &id);

private:
    const felt::LessonStep *current() const;
    void enter(int index);
    void actionsChanged();
    QString gate(int seat, const QString &action) const;
    // The step's words go into the game's log (the coach's part of the story).
    void noteStep();
    void checkFinished();

    GameSession *m_session;
    felt::Lesson m_lesson;
    bool m_active = false;
    int m_index = 0;
    int m_seen = 0;          // the session's actions the coach has followed
    QString m_problem;       // a scripted move the engine refused (a lesson out of step)
    bool m_moved = false;    // the person made this (You) step's move: the coach waits for Next
    QString m_did;           // the table's lines for that move (did(): the step's own words first)
    QStringList m_told;      // the table's lines for the latest action
    bool m_finished = false; // finished() was sent for this lesson
};
