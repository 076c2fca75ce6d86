// `App.lesson`: the coach of a lesson (lesson.h) at the real table. It puts the lesson's deal
// on the session's table (TableOpener::startLesson), says one step at a time, lights the cards
// and places the step speaks of, lets through only the person's moves the step expects (any
// other is refused with the lesson's explanation), plays the others' scripted moves one at a
// time, and goes on with next() (Space) where the person has nothing to do.
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
    Q_PROPERTY(QString title READ title NOTIFY changed)
    // The coach's words for this step, in the person's language.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    Q_PROPERTY(int step READ step NOTIFY changed)          // from 1
    Q_PROPERTY(int steps READ steps NOTIFY changed)
    // The step waits for Next (the person has nothing to do); false while it waits for a move.
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

private:
    const felt::LessonStep *current() const;
    void enter(int index);
    void actionsChanged();
    QString gate(int seat, const QString &action) const;

    GameSession *m_session;
    felt::Lesson m_lesson;
    bool m_active = false;
    int m_index = 0;
    int m_seen = 0;          // the session's actions the coach has followed
    QString m_problem;       // a scripted move the engine refused (a lesson out of step)
};
