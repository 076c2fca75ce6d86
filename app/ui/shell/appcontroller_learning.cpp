// AppController's lessons and first games: a lesson opened, the first game after it (or from
// the new-game page's learning table), a lesson left. The rest of the controller is in
// appcontroller.cpp.
#include "appcontroller.h"

#include "json.h"
#include "lesson.h"
#include "settings.h"

#include "core/registry.h"

#include <QJsonObject>

#include <algorithm>

bool AppController::learn(const QString &spec)
{
    auto lesson = felt::loadLesson(spec);
    if (!lesson) {
        m_session->play()->setMessage(lesson.error());
        return false;
    }
    QString error;
    if (!m_lesson->begin(*lesson, playerName(), &error)) {
        m_session->play()->setMessage(error);
        return false;
    }
    // The running game's autosave stays: the home page offers to resume it.
    if (!m_screenshotMode)
        keepSavedGame();
    return true;
}

// The one place a first game starts (a lesson's last step, the rules page, the new-game page's
// learning table): against easy computer players at a learning table (GameFacet::setLearning).
bool AppController::playFirstGame(const QString &from)
{
    const QString gameId = from.section(u':', 0, 0);
    const QByteArray id = gameId.toUtf8();
    const felt::GameSpec *game = felt::findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
    if (!game || !game->available)
        return false;
    // As many seats as the lesson (the game's first, or the one named), its names for the
    // computer players, and its rules: a first game after "calls by hand" has calls by hand.
    auto lesson = felt::loadLesson(from);
    const int players = lesson ? lesson->record.players : std::clamp(4, game->minPlayers, game->maxPlayers);
    static const char *const names[] = { "Bruno", "Cleo", "Dora", "Emil", "Frida", "Gus", "Hanne" };
    QVariantList seats;
    for (int seat = 0; seat < players; ++seat) {
        const bool person = lesson ? seat == lesson->person : seat == 0;
        const QString bot = lesson && !lesson->names.value(seat).isEmpty() ? lesson->names.value(seat)
                                                                            : QString::fromLatin1(names[(seat + 6) % 7]);
        seats.append(QVariantMap { { QStringLiteral("name"), person ? playerName() : bot },
                                   { QStringLiteral("kind"), person ? QStringLiteral("human") : QStringLiteral("easy") } });
    }
    QVariantMap rules = m_catalog->defaultOptions(gameId);
    if (lesson) {
        const QVariantMap lessonRules = felt::jsonFromValue(lesson->record.options).toObject().toVariantMap();
        for (auto it = lessonRules.begin(); it != lessonRules.end(); ++it)
            rules.insert(it.key(), it.value());
    }
    // The seats the person chose last stay the new-game page's: a first game is not a choice.
    const QVariant remembered = Settings::openStore()->value(QStringLiteral("lastSeats"));
    const bool started = newGame(gameId, seats, rules, -1);
    if (remembered.isValid())
        Settings::openStore()->setValue(QStringLiteral("lastSeats"), remembered);
    else
        Settings::openStore()->remove(QStringLiteral("lastSeats"));
    if (!started)
        return false;
    m_session->game()->setLearning(true);
    return true;
}

void AppController::leaveLesson()
{
    if (!m_session->inLesson())
        return;
    m_lesson->end();
    m_session->close();
}
