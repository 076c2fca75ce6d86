#include "gamecatalog.h"

#include "gamesession.h"
#include "gameuis.h"
#include "json.h"
#include "lesson.h"
#include "settings.h"
#include "statsstore.h"

#include "core/registry.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
#include <QSettings>

namespace {

const felt::GameSpec *spec(const QString &gameId)
{
    const QByteArray id = gameId.toUtf8();
    return felt::findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
}

} // namespace

GameCatalog::GameCatalog(Settings *settings, GameSession *session, const StatsStore *stats, bool screenshotMode,
                         QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_session(session)
    , m_stats(stats)
    , m_screenshotMode(screenshotMode)
{
    // Names and words follow the settings at once.
    connect(m_settings, &Settings::alternateNamesChanged, this, &GameCatalog::gamesChanged);
    connect(m_settings, &Settings::languageChanged, this, &GameCatalog::gamesChanged);
    connect(m_settings, &Settings::lessonsDoneChanged, this, &GameCatalog::gamesChanged);
    if (m_screenshotMode)
        return;   // a screenshot keeps the defaults
    // Each game's own settings, as "games/<id>/<key>".
    const std::unique_ptr<QSettings> store = Settings::openStore();
    for (const GameUi *g : gameUis()) {
        const QString id = QString::fromUtf8(g->id().data(), static_cast<qsizetype>(g->id().size()));
        QVariantMap values;
        for (const GameSetting &gs : g->settings()) {
            const QString path = QStringLiteral("games/%1/%2").arg(id, gs.key);
            if (store->contains(path))
                values.insert(gs.key, store->value(path).toBool());
        }
        if (!values.isEmpty()) {
            m_gameSettings.insert(id, values);
            m_session->setGameSettings(id, values);
        }
    }
}

QString GameCatalog::levelText(const QString &gameId, const QString &kind) const
{
    const GameUi *ui = gameUi(gameId);
    if (!ui)
        return {};
    const QByteArray level = kind.toUtf8();
    return ui->levelLine(std::string_view(level.constData(), static_cast<std::size_t>(level.size())));
}

QList<GameEntry> GameCatalog::games() const
{
    QList<GameEntry> list;
    for (const felt::GameSpec &s : felt::gameSpecs()) {
        const QString id = QString::fromUtf8(s.id.data(), static_cast<qsizetype>(s.id.size()));
        const GameUi *ui = gameUi(s.id);
        GameEntry g;
        g.id = id;
        g.name = gameName(id);
        g.blurb = ui ? ui->blurb() : QString();
        g.sample = ui ? ui->sampleCard() : QStringLiteral("AS");
        g.rulesQml = ui ? ui->rulesQml() : QString();
        g.alternateNameLabel = ui ? ui->alternateNameLabel() : QString();
        g.alternateName = m_settings->alternateNames().contains(id);
        if (ui)
            for (const GameSetting &gs : ui->settings())
                g.settings.append({ gs.key, gs.label, gs.help, gameSetting(id, gs.key) });
        g.available = s.available && s.create != nullptr;
        // Its lessons ("<game>:<n>"), and whether a game of it was ever finished here.
        g.lessons = felt::lessonIdsOf(id);
        for (const QString &lesson : g.lessons)
            g.lessonList.append({ lesson, lesson.section(u':', 1).toInt(), lessonTitle(lesson),
                                  m_settings->lessonsDone().contains(lesson) });
        g.played = m_screenshotMode || !m_stats->isOpen() || !m_stats->games(id).isEmpty();
        // Playable in the app: the engine has it and the app has its table.
        g.playable = s.available && s.create != nullptr && ui && !ui->tableQml().isEmpty();
        g.minPlayers = s.minPlayers;
        g.maxPlayers = s.maxPlayers;
        list.append(g);
    }
    return list;
}

QString GameCatalog::lessonTitle(const QString &lessonId) const
{
    auto it = m_lessonTitles.find(lessonId);
    if (it == m_lessonTitles.end()) {
        auto lesson = felt::loadLesson(lessonId);
        it = m_lessonTitles.insert(lessonId, lesson ? lesson->title : QString());
    }
    return it->isEmpty() ? QString() : QCoreApplication::translate("Lesson", it->toUtf8().constData());
}

bool GameCatalog::gameSetting(const QString &gameId, const QString &key) const
{
    const QVariantMap chosen = m_gameSettings.value(gameId);
    if (chosen.contains(key))
        return chosen.value(key).toBool();
    if (const GameUi *ui = gameUi(gameId))
        for (const GameSetting &s : ui->settings())
            if (s.key == key)
                return s.defaultValue;
    return false;
}

void GameCatalog::setGameSetting(const QString &gameId, const QString &key, bool on)
{
    if (gameSetting(gameId, key) == on && m_gameSettings.value(gameId).contains(key))
        return;
    m_gameSettings[gameId].insert(key, on);
    m_session->setGameSettings(gameId, m_gameSettings.value(gameId));
    if (!m_screenshotMode)
        Settings::openStore()->setValue(QStringLiteral("games/%1/%2").arg(gameId, key), on);
    emit gamesChanged();
}

QString GameCatalog::gameName(const QString &gameId) const
{
    return nameOf(gameId, m_settings->alternateNames().contains(gameId));
}

QString GameCatalog::nameOf(const QString &gameId, bool alternate)
{
    if (const GameUi *ui = gameUi(gameId))
        return ui->name(alternate);
    // A game the app has no table for yet still has a name people can read.
    QString name = gameId;
    name.replace(u'-', u' ');
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

// ---------------------------------------------------------------------------------------

QVariantMap GameCatalog::defaultOptions(const QString &gameId) const
{
    const felt::GameSpec *s = spec(gameId);
    if (!s)
        return {};
    return felt::jsonFromValue(felt::defaultOptions(*s)).toObject().toVariantMap();
}

QList<GameOption> GameCatalog::optionList(const QString &gameId) const
{
    const felt::GameSpec *s = spec(gameId);
    const GameUi *ui = gameUi(gameId);
    QList<GameOption> list;
    if (!s || !s->options)
        return list;
    for (const felt::OptionSpec &o : s->options()) {
        GameOption option;
        option.key = QString::fromUtf8(o.key.data(), static_cast<qsizetype>(o.key.size()));
        option.kind = o.kind == felt::OptionSpec::Kind::Bool     ? QStringLiteral("bool")
                      : o.kind == felt::OptionSpec::Kind::Choice ? QStringLiteral("choice")
                                                                 : QStringLiteral("number");
        option.defaultValue = OptionValue::of(o.defaultValue);
        option.label = ui ? ui->optionLabel(o.key) : option.key;
        option.help = ui ? ui->optionHelp(o.key) : QString();
        for (const felt::Value &c : o.choices)
            option.choices.append({ OptionValue::of(c), ui ? ui->choiceLabel(o.key, c) : QString(), ui ? ui->choiceHelp(o.key, c) : QString() });
        option.min = o.min;
        option.max = o.max;
        // Number options say what their ends mean ("off" for 0 where it switches the rule off).
        option.minLabel = ui ? ui->choiceLabel(o.key, felt::Value(o.min)) : QString::number(o.min);
        list.append(option);
    }
    return list;
}

QStringList GameCatalog::houseRules(const QString &gameId, const QVariantMap &options)
{
    const felt::GameSpec *s = spec(gameId);
    const GameUi *ui = gameUi(gameId);
    QStringList lines;
    if (!s || !s->options || !ui)
        return lines;
    const felt::Value chosen = felt::valueFromJson(QJsonObject::fromVariantMap(options));
    for (const felt::OptionSpec &o : s->options()) {
        const felt::Value *v = chosen.find(o.key);
        if (!v)
            continue;
        const felt::Value &d = o.defaultValue;
        const bool differs = d.isBool()     ? !v->isBool() || v->toBool() != d.toBool()
                             : d.isNumber() ? !v->isNumber() || v->toInt() != d.toInt()
                                            : !v->isString() || v->toString() != d.toString();
        if (!differs)
            continue;
        const felt::Value shown = d.isNumber() ? felt::Value(static_cast<int>(v->toInt())) : *v;
        lines.append(tr("%1: %2").arg(ui->optionLabel(o.key), ui->choiceLabel(o.key, shown)));
    }
    return lines;
}

QString GameCatalog::nameList(const QStringList &names)
{
    return QLocale().createSeparatedList(names);
}

QString GameCatalog::playersNote(const QString &gameId, int min, int max) const
{
    const GameUi *ui = gameUi(gameId);
    return ui ? ui->playersNote(min, max) : QString();
}

PlayerRange GameCatalog::playerRange(const QString &gameId, const QVariantMap &options) const
{
    const felt::GameSpec *s = spec(gameId);
    if (!s)
        return {};
    int lo = s->minPlayers;
    int hi = s->maxPlayers;
    if (s->create) {
        // The range with these options: the player counts the game accepts.
        const felt::Value opts = felt::valueFromJson(QJsonObject::fromVariantMap(options));
        int first = -1;
        int last = -1;
        for (int n = s->minPlayers; n <= s->maxPlayers; ++n) {
            if (s->create(n, opts, 1, nullptr)) {
                if (first < 0)
                    first = n;
                last = n;
            }
        }
        if (first >= 0) {
            lo = first;
            hi = last;
        }
    }
    return { lo, hi };
}

