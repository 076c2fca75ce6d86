#include "lessoncoach.h"

#include <QPointer>

#include "gamesession.h"

#include <QCoreApplication>

LessonCoach::LessonCoach(GameSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(m_session->board(), &BoardFacet::actionCountChanged, this, &LessonCoach::actionsChanged);
    // Another game on the table (a new game, a resumed one, a network table) ends the lesson.
    connect(m_session->game(), &GameFacet::changed, this, [this] {
        if (m_active && !m_session->inLesson())
            end();
    });
    connect(m_session->game(), &GameFacet::seedChanged, this, [this] {
        if (m_active && !m_session->inLesson())
            end();
    });
    // The table's lines for an action come before its count changes: the person's move's lines
    // are at hand when the coach sees the move.
    connect(m_session->play(), &PlayFacet::told, this, [this](const QList<TableLine> &lines) {
        m_told.clear();
        for (const TableLine &line : lines)
            if (!line.text.isEmpty())
                m_told.append(line.text);
    });
}

QString LessonCoach::did() const
{
    const felt::LessonStep *s = current();
    if (!s || !m_moved)
        return {};
    if (!s->did.isEmpty())
        return QCoreApplication::translate("Lesson", s->did.toUtf8().constData());
    return m_did.isEmpty() ? tr("Done.") : m_did;
}

QString LessonCoach::nextLesson() const
{
    if (!m_active)
        return {};
    const QStringList ids = felt::lessonIdsOf(m_lesson.game);
    const qsizetype at = ids.indexOf(m_lesson.id);
    return at >= 0 && at + 1 < ids.size() ? ids.at(at + 1) : QString();
}

QString LessonCoach::nextLessonTitle() const
{
    const QString id = nextLesson();
    if (id.isEmpty())
        return {};
    auto lesson = felt::loadLesson(id);
    return lesson ? QCoreApplication::translate("Lesson", lesson->title.toUtf8().constData()) : QString();
}

QString LessonCoach::title() const
{
    return m_active ? QCoreApplication::translate("Lesson", m_lesson.title.toUtf8().constData()) : QString();
}

const felt::LessonStep *LessonCoach::current() const
{
    if (!m_active || m_index < 0 || m_index >= static_cast<int>(m_lesson.steps.size()))
        return nullptr;
    return &m_lesson.steps[static_cast<size_t>(m_index)];
}

QString LessonCoach::text() const
{
    if (!m_problem.isEmpty())
        return m_problem;
    const felt::LessonStep *s = current();
    return s ? QCoreApplication::translate("Lesson", s->text.toUtf8().constData()) : QString();
}

bool LessonCoach::waitsForNext() const
{
    const felt::LessonStep *s = current();
    return s && (s->kind != felt::LessonStep::Kind::You || m_moved);
}

QStringList LessonCoach::lit() const
{
    const felt::LessonStep *s = current();
    return s ? s->light : QStringList();
}

bool LessonCoach::lights(const QString &zone, const QString &face) const
{
    const felt::LessonStep *s = current();
    if (!s || face.isEmpty() || face == QLatin1String("??"))
        return false;
    return s->light.contains(zone + u':' + face) || s->light.contains(face);
}

bool LessonCoach::lightsSeat(int seat) const
{
    const felt::LessonStep *s = current();
    return s && s->light.contains(QStringLiteral("seat:%1").arg(seat));
}

bool LessonCoach::begin(const felt::Lesson &lesson, const QString &personName, QString *error)
{
    SavedGame saved;
    saved.record = lesson.record;
    for (int seat = 0; seat < lesson.record.players; ++seat)
        saved.seats.append(seat == lesson.person ? SeatSpec { personName, QStringLiteral("human") }
                                                 : SeatSpec { lesson.names.value(seat), QStringLiteral("easy") });
    // The session's new table ends a lesson before: this one starts after it.
    m_active = false;
    if (!m_session->startLesson(saved, [this](int seat, const QString &action) { return gate(seat, action); }, error)) {
        emit changed();
        return false;
    }
    m_lesson = lesson;
    m_active = true;
    m_seen = m_session->board()->actionCount();
    m_problem.clear();
    m_finished = false;
    enter(0);
    return true;
}

void LessonCoach::enter(int index)
{
    m_index = index;
    m_moved = false;
    m_did.clear();
    // The table's automatic move (a draw, an end) may be this step's now.
    QMetaObject::invokeMethod(m_session->play(), [play = QPointer<PlayFacet>(m_session->play())] {
        if (play)
            play->scheduleAutomatic();
    }, Qt::QueuedConnection);
    const felt::LessonStep *s = current();
    if (s && s->kind == felt::LessonStep::Kind::They) {
        felt::Reason why = felt::Reason::Ok;
        m_seen = m_session->board()->actionCount() + 1;   // the coach's own move: nothing to follow
        if (!m_session->actFor(s->action.seat, s->action.text, &why)) {
            m_seen = m_session->board()->actionCount();
            // The lessons test replays every lesson, so this is a lesson out of step with its game.
            m_problem = tr("This lesson no longer fits the game's rules. Please report it.");
            qWarning("felt: lesson %s step %d: \"%s\" refused", qUtf8Printable(m_lesson.id), index + 1,
                     qUtf8Printable(s->action.toString()));
        }
    }
    noteStep();
    emit changed();
    checkFinished();
}

void LessonCoach::noteStep()
{
    if (const QString words = text(); !words.isEmpty())
        emit m_session->play()->noted(tr("Coach: %1").arg(words), -1);   // (the log's line for everyone)
}

void LessonCoach::checkFinished()
{
    if (!m_finished && done()) {
        m_finished = true;
        emit finished(m_lesson.id);
    }
}

void LessonCoach::next()
{
    if (!waitsForNext() || done())
        return;
    enter(m_index + 1);
}

void LessonCoach::end()
{
    if (!m_active)
        return;
    m_active = false;
    m_problem.clear();
    emit changed();
}

void LessonCoach::actionsChanged()
{
    if (!m_active)
        return;
    const int count = m_session->board()->actionCount();
    if (count <= m_seen) {
        m_seen = count;
        return;
    }
    m_seen = count;
    const felt::LessonStep *s = current();
    // The person's move of this step (the gate let only the step's moves through): the coach says
    // what it did and waits for Next.
    if (s && s->kind == felt::LessonStep::Kind::You && !m_moved) {
        m_moved = true;
        m_did = m_told.join(u' ');   // (the step's own words for it are translated when shown: did())
        if (!s->did.isEmpty())
            emit m_session->play()->noted(tr("Coach: %1").arg(did()), -1);   // (the table's lines are in the log already)
    }
    emit changed();
    checkFinished();
}

QString LessonCoach::gate(int seat, const QString &action) const
{
    const felt::LessonStep *s = current();
    if (!s || seat != m_lesson.person)
        return {};
    if (!m_problem.isEmpty())
        return m_problem;
    if (s->kind != felt::LessonStep::Kind::You || m_moved) {
        if (done())
            return tr("The lesson is done: play a first game, or leave the lesson.");
        return tr("First read the coach's words, then press Next (Space).");
    }
    if (s->expect == QStringList { QStringLiteral("*") } || s->expect.contains(action))
        return {};
    const QString why = s->refuse.isEmpty() ? s->text : s->refuse;
    return QCoreApplication::translate("Lesson", why.toUtf8().constData());
}
