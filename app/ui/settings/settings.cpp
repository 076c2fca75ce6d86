#include "settings.h"

#include "gameuis.h"
#include "storedvalue.h"

#include <QDir>
#include <QSettings>

#include <memory>

namespace {

const QStringList kLanguages { QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("sv") };

std::unique_ptr<QSettings> open()
{
    return Settings::openStore();
}

} // namespace

using storedvalue::flag;
using storedvalue::oneOf;

std::unique_ptr<QSettings> Settings::openStore()
{
    // With FELT_DATA_DIR (tests, portable use) the settings live next to the data.
    const QString env = qEnvironmentVariable("FELT_DATA_DIR");
    if (!env.isEmpty())
        return std::make_unique<QSettings>(QDir(env).filePath(QStringLiteral("felt.conf")), QSettings::IniFormat);
    return std::make_unique<QSettings>(QStringLiteral("Felt"), QStringLiteral("felt"));
}

Settings::Settings(bool persistent, QObject *parent)
    : QObject(parent)
    , m_persistent(persistent)
{
    const auto s = persistent ? open() : nullptr;
    m_look = new TableLook(s.get(), [this](const QString &key, const QVariant &value) { store(key, value); }, this);
    if (!persistent)
        return;
    bool ok = false;
    const int delay = s->value(QStringLiteral("botDelayMs")).toInt(&ok);
    m_botDelayMs = ok ? qBound(0, delay, 10000) : 700;
    m_language = oneOf(*s, QStringLiteral("language"), kLanguages, QString());
    m_fullScreen = flag(*s, QStringLiteral("fullScreen"), false);
    m_askBeforeConceding = flag(*s, QStringLiteral("askBeforeConceding"), true);
    m_askBeforeRisk = flag(*s, QStringLiteral("askBeforeRisk"), true);
    const int callDelay = s->value(QStringLiteral("learningCallDelay")).toInt(&ok);
    m_learningCallDelay = ok ? qBound(kMinCallDelay, callDelay, kMaxCallDelay) : m_learningCallDelay;
    m_lessonsDone = s->value(QStringLiteral("lessonsDone")).toStringList();
    // Which games go by their other name (the setting of an earlier version: "palaceName").
    m_alternateNames = s->value(QStringLiteral("alternateNames")).toStringList();
    if (!s->contains(QStringLiteral("alternateNames")) && flag(*s, QStringLiteral("palaceName"), false))
        for (const GameUi *g : gameUis())
            if (!g->alternateNameLabel().isEmpty())
                m_alternateNames.append(QString::fromUtf8(g->id().data(), static_cast<qsizetype>(g->id().size())));
}

void Settings::store(const QString &key, const QVariant &value) const
{
    if (m_persistent)
        open()->setValue(key, value);
}

void Settings::setBotDelayMs(int ms)
{
    ms = qBound(0, ms, 10000);
    if (m_botDelayMs == ms)
        return;
    m_botDelayMs = ms;
    store(QStringLiteral("botDelayMs"), ms);
    emit botDelayMsChanged();
}

void Settings::setLearningCallDelay(int seconds)
{
    seconds = qBound(kMinCallDelay, seconds, kMaxCallDelay);
    if (m_learningCallDelay == seconds)
        return;
    m_learningCallDelay = seconds;
    store(QStringLiteral("learningCallDelay"), seconds);
    emit learningCallDelayChanged();
}

void Settings::setLessonDone(const QString &id)
{
    if (id.isEmpty() || m_lessonsDone.contains(id))
        return;
    m_lessonsDone.append(id);
    store(QStringLiteral("lessonsDone"), m_lessonsDone);
    emit lessonsDoneChanged();
}

void Settings::setLanguage(const QString &language)
{
    if (!kLanguages.contains(language) || m_language == language)
        return;
    m_language = language;
    store(QStringLiteral("language"), language);
    emit languageChanged();
}

QString Settings::storedLanguage()
{
    return oneOf(*open(), QStringLiteral("language"), kLanguages, QString());
}

QList<LanguageChoice> Settings::languages()
{
    // Each language by its own name, so anyone finds theirs.
    return { { QString(), tr("The system's language") },
             { QStringLiteral("en"), QStringLiteral("English") },
             { QStringLiteral("de"), QStringLiteral("Deutsch") },
             { QStringLiteral("fr"), QStringLiteral("Français") },
             { QStringLiteral("sv"), QStringLiteral("Svenska") } };
}

void Settings::setFullScreen(bool on)
{
    if (m_fullScreen == on)
        return;
    m_fullScreen = on;
    store(QStringLiteral("fullScreen"), on);
    emit fullScreenChanged();
}

void Settings::setAskBeforeConceding(bool on)
{
    if (m_askBeforeConceding == on)
        return;
    m_askBeforeConceding = on;
    store(QStringLiteral("askBeforeConceding"), on);
    emit askBeforeConcedingChanged();
}

void Settings::setAskBeforeRisk(bool on)
{
    if (m_askBeforeRisk == on)
        return;
    m_askBeforeRisk = on;
    store(QStringLiteral("askBeforeRisk"), on);
    emit askBeforeRiskChanged();
}

void Settings::setAlternateName(const QString &gameId, bool on)
{
    if (m_alternateNames.contains(gameId) == on)
        return;
    if (on)
        m_alternateNames.append(gameId);
    else
        m_alternateNames.removeAll(gameId);
    store(QStringLiteral("alternateNames"), m_alternateNames);
    emit alternateNamesChanged();
}
