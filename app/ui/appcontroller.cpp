#include "appcontroller.h"

#include "protocol.h"

#include "carddecks.h"
#include "gameui.h"
#include "language.h"
#include "lesson.h"
#include "json.h"
#include "record.h"
#include "windowplace.h"

#include "core/registry.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QLocale>
#include <QJSEngine>
#include <QQmlEngine>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <span>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

#ifndef FELT_VERSION
#define FELT_VERSION "0.0.0"
#endif

namespace {

AppController *s_instance = nullptr;

// With FELT_DATA_DIR (tests, portable use) the settings live next to the data.
std::unique_ptr<QSettings> makeSettings()
{
    const QString env = qEnvironmentVariable("FELT_DATA_DIR");
    if (!env.isEmpty())
        return std::make_unique<QSettings>(QDir(env).filePath(QStringLiteral("felt.conf")), QSettings::IniFormat);
    return std::make_unique<QSettings>(QStringLiteral("Felt"), QStringLiteral("felt"));
}

// A lock file that a killed Felt left next to the settings (QSettings takes it while it
// writes): taken over and removed when its process is gone; left alone while a running
// Felt holds it.
void removeStaleLock(const QString &path)
{
    if (!QFileInfo::exists(path))
        return;
    QLockFile lock(path);
    lock.setStaleLockTime(0);   // stale only when its process is gone
    if (lock.tryLock(0))
        lock.unlock();
}

const felt::GameSpec *spec(const QString &gameId)
{
    const QByteArray id = gameId.toUtf8();
    return felt::findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
}

} // namespace

AppController::AppController(const QString &dataDir, QObject *parent, Mode mode)
    : QObject(parent)
    , m_storage(dataDir)
    , m_settings(new Settings(mode == Mode::Normal, this))
    , m_session(new GameSession(this))
    , m_network(new NetPlay(m_session, mode == Mode::Normal ? m_storage.dir() : QString(), this))
    , m_statsStore(m_storage.dir())
    , m_stats(new Statistics(&m_statsStore, this))
    , m_screenshotMode(mode == Mode::Screenshot)
{
    if (!s_instance)
        s_instance = this;
    m_lesson = new LessonCoach(m_session, this);
    if (!m_screenshotMode) {
        removeStaleLock(makeSettings()->fileName() + QStringLiteral(".lock"));
        m_storage.claimAndCleanUp();
    }
    // The settings apply at once.
    m_session->setBotDelayMs(m_settings->botDelayMs());
    m_session->setAlternateNames(m_settings->alternateNames());
    m_session->cards()->setStageMs(static_cast<int>(450 * m_settings->motion()));
    connect(m_settings, &Settings::botDelayMsChanged, this, [this] { m_session->setBotDelayMs(m_settings->botDelayMs()); });
    connect(m_settings, &Settings::animationSpeedChanged, this,
            [this] { m_session->cards()->setStageMs(static_cast<int>(450 * m_settings->motion())); });
    connect(m_settings, &Settings::alternateNamesChanged, this, [this] {
        m_session->setAlternateNames(m_settings->alternateNames());
        emit gamesChanged();
    });
    connect(m_settings, &Settings::languageChanged, this, [this] {
        language::apply(m_settings->language());
        if (m_engine)
            m_engine->retranslate();
        m_session->retranslate();
        m_lesson->retranslate();
        m_stats->reload();
        emit gamesChanged();
    });

    // The statistics: every finished game with a person at the table is kept.
    QString statsNotice;
    m_statsStore.open(&statsNotice);
    if (!felt::gameSpecs().empty())
        m_stats->setGame(QString::fromLatin1(felt::gameSpecs().front().id.data()));

    // Each game's own settings, as "games/<id>/<key>" (a screenshot keeps the defaults).
    const std::unique_ptr<QSettings> settings = makeSettings();
    for (const GameUi *g : m_screenshotMode ? std::span<const GameUi *const>() : gameUis()) {
        const QString id = QString::fromUtf8(g->id().data(), static_cast<qsizetype>(g->id().size()));
        QVariantMap values;
        for (const GameSetting &gs : g->settings()) {
            const QString path = QStringLiteral("games/%1/%2").arg(id, gs.key);
            if (settings->contains(path))
                values.insert(gs.key, settings->value(path).toBool());
        }
        if (!values.isEmpty()) {
            m_gameSettings.insert(id, values);
            m_session->setGameSettings(id, values);
        }
    }

    if (m_screenshotMode) {
        m_session->setBotDelayMs(0);
        return;   // the user's saved game, settings and statistics stay untouched
    }
    if (!statsNotice.isEmpty())
        addStartupMessage(statsNotice);
    connect(m_session, &GameSession::finished, this, [this] {
        // A lesson is no game of the statistics.
        if (m_session->game()->humans() > 0 && !m_watching && !m_session->inLesson()) {
            m_stats->record(m_session->game()->finishedGame());
            emit gamesChanged();   // a game played: its tile's lesson mark goes
        }
    });
    m_session->setStorage(&m_storage);
    inspectSave();
    // A network game on the table: the local game it took the place of stays saved.
    connect(m_network, &NetPlay::tableReady, this, &AppController::keepSavedGame);
}

AppController::~AppController()
{
    if (s_instance == this)
        s_instance = nullptr;
    // Before the session and its host: a table hosted over the network stays saved.
    delete m_network;
    m_network = nullptr;
}

AppController *AppController::instance()
{
    return s_instance;
}

AppController *AppController::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    AppController *app = s_instance ? s_instance : new AppController(QString());
    QJSEngine::setObjectOwnership(app, QJSEngine::CppOwnership);
    app->m_engine = qmlEngine;
    // Cards of the installed decks, drawn with Qt SVG off the GUI thread.
    if (qmlEngine && !qmlEngine->imageProvider(QStringLiteral("feltcards")))
        qmlEngine->addImageProvider(QStringLiteral("feltcards"), new CardDeckImages);
    return app;
}

QString AppController::version()
{
    return QStringLiteral(FELT_VERSION);
}

void AppController::inspectSave()
{
    if (!m_storage.hasAutosave())
        return;
    auto saved = m_storage.readAutosave();
    QString why;
    if (saved) {
        auto game = LocalHost::replay(*saved, &why);
        if (game && game->isOver()) {
            m_storage.removeAutosave();   // a finished game is nothing to resume
            return;
        }
        if (game) {
            m_saved = std::move(*saved);
            return;
        }
    } else {
        why = saved.error();
    }
    setAside(why);
}

void AppController::addStartupMessage(const QString &sentence)
{
    m_startupMessage = m_startupMessage.isEmpty() ? sentence : m_startupMessage + u' ' + sentence;
    emit startupMessageChanged();
}

QVariantList AppController::pastSeats(const QVariantMap &past, const QString &networkKind)
{
    // A past game's seats ({name, kind}), a person who played from another computer (kind
    // "network") seated as `networkKind`.
    QVariantList seats = past.value(QStringLiteral("seats")).toList();
    for (QVariant &seat : seats) {
        QVariantMap m = seat.toMap();
        if (m.value(QStringLiteral("kind")).toString() == QLatin1String("network"))
            m.insert(QStringLiteral("kind"), networkKind);
        seat = m;
    }
    return seats;
}

bool AppController::watchPastGame(double id)
{
    const QVariantMap past = m_stats->pastGame(static_cast<qint64>(id));
    if (past.isEmpty())
        return false;
    auto record = felt::parseRecord(past.value(QStringLiteral("record")).toString().toUtf8());
    if (!record)
        return false;
    SavedGame saved;
    for (const QVariant &seat : pastSeats(past, QStringLiteral("human")))
        saved.seats.append({ seat.toMap().value(QStringLiteral("name")).toString(), seat.toMap().value(QStringLiteral("kind")).toString() });
    saved.record = std::move(*record);
    // The running game stays saved: the home page offers to resume it afterwards.
    m_session->setStorage(nullptr);
    m_watching = true;
    QString error;
    const bool ok = m_session->load(saved, &error) && m_session->watchFromStart();
    m_session->setStorage(&m_storage);
    if (!ok) {
        m_watching = false;
        m_session->setMessage(error);
        return false;
    }
    keepSavedGame();
    return true;
}

void AppController::keepSavedGame()
{
    if (m_saved)
        return;
    m_storage.flush();   // a finished game's autosave is gone once its removal is done
    if (!m_storage.hasAutosave())
        return;
    auto again = m_storage.readAutosave();
    if (again) {
        m_saved = std::move(*again);
        emit canResumeChanged();
    }
}

void AppController::forgetSavedGame()
{
    m_watching = false;
    if (m_saved) {
        m_saved.reset();
        emit canResumeChanged();
    }
}

void AppController::playAgain()
{
    // At a network table the new deal is everyone's: the opener deals it.
    if (m_network->phase() == QLatin1String("over")) {
        m_network->dealAgain(false);
        return;
    }
    const Host *before = m_session->host();
    m_session->game()->playAgain();
    if (m_session->host() != before)
        forgetSavedGame();
}

void AppController::replayDeal()
{
    if (m_network->phase() == QLatin1String("over")) {
        m_network->dealAgain(true);
        return;
    }
    const Host *before = m_session->host();
    m_session->game()->replayDeal();
    if (m_session->host() != before)
        forgetSavedGame();
}

bool AppController::playPastDealAgain(double id)
{
    const QVariantMap past = m_stats->pastGame(static_cast<qint64>(id));
    if (past.isEmpty())
        return false;
    const QJsonObject options = QJsonDocument::fromJson(past.value(QStringLiteral("options")).toString().toUtf8()).object();
    // The people who played from other computers are not here now: computer players take
    // their seats.
    return newGame(past.value(QStringLiteral("game")).toString(), pastSeats(past, QStringLiteral("normal")),
                   options.toVariantMap(), past.value(QStringLiteral("seed")).toDouble());
}

void AppController::setAside(const QString &why)
{
    const Storage::SetAside aside = m_storage.moveAutosaveAside();
    const QString path = QDir::toNativeSeparators(aside.path);
    switch (aside.outcome) {
    case Storage::SetAside::Outcome::Moved:
        qWarning("felt: the saved game could not be read (%s); moved to %s", qUtf8Printable(why), qUtf8Printable(aside.path));
        m_startupMessage = tr("The saved game could not be read, so it was put aside as %1; you can start a new game.").arg(path);
        break;
    case Storage::SetAside::Outcome::Removed:
        qWarning("felt: the saved game could not be read (%s); it could not be moved aside (%s) and was removed",
                 qUtf8Printable(why), qUtf8Printable(aside.error));
        m_startupMessage = tr("The saved game could not be read and was removed; you can start a new game.");
        break;
    case Storage::SetAside::Outcome::Stays:
        qWarning("felt: the saved game could not be read (%s); it could neither be moved aside nor removed (%s) and stays at %s",
                 qUtf8Printable(why), qUtf8Printable(aside.error), qUtf8Printable(aside.path));
        m_startupMessage = tr("The saved game %1 could not be read, and it could not be put aside or removed either (%2), "
                              "so it stays where it is and this message will come again; you can start a new game.")
                               .arg(path, aside.error);
        break;
    }
    emit startupMessageChanged();
}

// ---------------------------------------------------------------------------------------

QString AppController::levelText(const QString &gameId, const QString &kind) const
{
    const GameUi *ui = gameUi(gameId);
    if (!ui)
        return {};
    const QByteArray level = kind.toUtf8();
    return ui->levelLine(std::string_view(level.constData(), static_cast<std::size_t>(level.size())));
}

QVariantList AppController::games() const
{
    QVariantList list;
    for (const felt::GameSpec &s : felt::gameSpecs()) {
        const QString id = QString::fromUtf8(s.id.data(), static_cast<qsizetype>(s.id.size()));
        const GameUi *ui = gameUi(s.id);
        QVariantMap g;
        g.insert(QStringLiteral("id"), id);
        g.insert(QStringLiteral("name"), gameName(id));
        g.insert(QStringLiteral("blurb"), ui ? ui->blurb() : QString());
        g.insert(QStringLiteral("sample"), ui ? ui->sampleCard() : QStringLiteral("AS"));
        g.insert(QStringLiteral("rulesQml"), ui ? ui->rulesQml() : QString());
        g.insert(QStringLiteral("alternateNameLabel"), ui ? ui->alternateNameLabel() : QString());
        g.insert(QStringLiteral("alternateName"), m_settings->alternateNames().contains(id));
        QVariantList gameSettings;
        if (ui)
            for (const GameSetting &gs : ui->settings())
                gameSettings.append(QVariantMap { { QStringLiteral("key"), gs.key }, { QStringLiteral("label"), gs.label },
                                                  { QStringLiteral("help"), gs.help },
                                                  { QStringLiteral("value"), gameSetting(id, gs.key) } });
        g.insert(QStringLiteral("settings"), gameSettings);
        g.insert(QStringLiteral("available"), s.available && s.create != nullptr);
        // Its lessons ("<game>:<n>"), and whether a game of it was ever finished here.
        g.insert(QStringLiteral("lessons"), felt::lessonIdsOf(id));
        g.insert(QStringLiteral("played"), m_screenshotMode || !m_statsStore.isOpen() || !m_statsStore.games(id).isEmpty());
        // Playable in the app: the engine has it and the app has its table.
        g.insert(QStringLiteral("playable"), s.available && s.create != nullptr && ui && !ui->tableQml().isEmpty());
        g.insert(QStringLiteral("minPlayers"), s.minPlayers);
        g.insert(QStringLiteral("maxPlayers"), s.maxPlayers);
        list.append(g);
    }
    return list;
}

bool AppController::gameSetting(const QString &gameId, const QString &key) const
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

void AppController::setGameSetting(const QString &gameId, const QString &key, bool on)
{
    if (gameSetting(gameId, key) == on && m_gameSettings.value(gameId).contains(key))
        return;
    m_gameSettings[gameId].insert(key, on);
    m_session->setGameSettings(gameId, m_gameSettings.value(gameId));
    if (!m_screenshotMode)
        makeSettings()->setValue(QStringLiteral("games/%1/%2").arg(gameId, key), on);
    emit gamesChanged();
}

QString AppController::gameName(const QString &gameId) const
{
    if (const GameUi *ui = gameUi(gameId))
        return ui->name(m_settings->alternateNames().contains(gameId));
    // A game the app has no table for yet still has a name people can read.
    QString name = gameId;
    name.replace(u'-', u' ');
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

// ---------------------------------------------------------------------------------------

QVariantMap AppController::defaultOptions(const QString &gameId) const
{
    const felt::GameSpec *s = spec(gameId);
    if (!s)
        return {};
    return felt::jsonFromValue(felt::defaultOptions(*s)).toObject().toVariantMap();
}

QVariantList AppController::optionList(const QString &gameId) const
{
    const felt::GameSpec *s = spec(gameId);
    const GameUi *ui = gameUi(gameId);
    QVariantList list;
    if (!s || !s->options)
        return list;
    for (const felt::OptionSpec &o : s->options()) {
        QVariantMap m;
        m.insert(QStringLiteral("key"), QString::fromUtf8(o.key.data(), static_cast<qsizetype>(o.key.size())));
        m.insert(QStringLiteral("kind"), o.kind == felt::OptionSpec::Kind::Bool     ? QStringLiteral("bool")
                                         : o.kind == felt::OptionSpec::Kind::Choice ? QStringLiteral("choice")
                                                                                    : QStringLiteral("number"));
        m.insert(QStringLiteral("defaultValue"), felt::jsonFromValue(o.defaultValue).toVariant());
        m.insert(QStringLiteral("label"), ui ? ui->optionLabel(o.key) : m.value(QStringLiteral("key")).toString());
        m.insert(QStringLiteral("help"), ui ? ui->optionHelp(o.key) : QString());
        QVariantList choices;
        for (const felt::Value &c : o.choices)
            choices.append(QVariantMap { { QStringLiteral("value"), felt::jsonFromValue(c).toVariant() },
                                         { QStringLiteral("label"), ui ? ui->choiceLabel(o.key, c) : QString() },
                                         { QStringLiteral("help"), ui ? ui->choiceHelp(o.key, c) : QString() } });
        m.insert(QStringLiteral("choices"), choices);
        m.insert(QStringLiteral("min"), o.min);
        m.insert(QStringLiteral("max"), o.max);
        // Number options say what their ends mean ("off" for 0 where it switches the rule off).
        m.insert(QStringLiteral("minLabel"), ui ? ui->choiceLabel(o.key, felt::Value(o.min)) : QString::number(o.min));
        list.append(m);
    }
    return list;
}

QString AppController::nameList(const QStringList &names)
{
    return QLocale().createSeparatedList(names);
}

QString AppController::playersNote(const QString &gameId, int min, int max) const
{
    const GameUi *ui = gameUi(gameId);
    return ui ? ui->playersNote(min, max) : QString();
}

QVariantMap AppController::playerRange(const QString &gameId, const QVariantMap &options) const
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
    return { { QStringLiteral("min"), lo }, { QStringLiteral("max"), hi } };
}

bool AppController::newGame(const QString &gameId, const QVariantList &seats, const QVariantMap &options, double seed)
{
    QList<SeatSpec> specs;
    for (const QVariant &v : seats) {
        const QVariantMap m = v.toMap();
        specs.append({ m.value(QStringLiteral("name")).toString(), m.value(QStringLiteral("kind")).toString() });
    }
    // A number from QML may be anything a double can be: converting one above the integer
    // range (Infinity, 1e30) would be undefined, so those are "too large" for the session
    // to refuse, without a conversion. A fraction is cut to its whole part.
    quint64 dealNumber = 0;
    if (seed < 0 || std::isnan(seed))
        dealNumber = QRandomGenerator::global()->bounded(1u, 1000000000u);
    else if (seed > static_cast<double>(felt::kMaxRecordSeed))
        dealNumber = felt::kMaxRecordSeed + 1;
    else
        dealNumber = static_cast<quint64>(seed);
    const felt::Value opts = felt::valueFromJson(QJsonObject::fromVariantMap(options));
    QString error;
    m_watching = false;
    if (!m_session->start(gameId, specs, opts, dealNumber, &error)) {
        m_session->setMessage(error);   // a running game, if any, goes on
        return false;
    }
    forgetSavedGame();
    m_session->setLearning(false);
    if (m_screenshotMode)
        return true;
    // Remember the seats for the next new-game dialog.
    QJsonArray remembered;
    for (const SeatSpec &s : m_session->seatSpecs())
        remembered.append(QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("kind"), s.kind } });
    makeSettings()->setValue(QStringLiteral("lastSeats"),
                             QString::fromUtf8(QJsonDocument(remembered).toJson(QJsonDocument::Compact)));
    for (const SeatSpec &s : m_session->seatSpecs())
        if (s.isHuman()) {
            rememberPlayerName(s.name);   // the first person's name: the one the join page offers
            break;
        }
    return true;
}

QString AppController::playerName()
{
    const QString name = net::cleanName(makeSettings()->value(QStringLiteral("playerName")).toString());
    return name.isEmpty() ? defaultPlayerName() : name;
}

void AppController::rememberPlayerName(const QString &name)
{
    const QString clean = net::cleanName(name);
    if (!clean.isEmpty())
        makeSettings()->setValue(QStringLiteral("playerName"), clean);
}


QVariantList AppController::lastSeats() const
{
    const QByteArray json = makeSettings()->value(QStringLiteral("lastSeats")).toString().toUtf8();
    QVariantList seats = QJsonDocument::fromJson(json).array().toVariantList();
    // Earlier versions named the first person "You", which no sentence about them fits.
    for (QVariant &seat : seats) {
        QVariantMap m = seat.toMap();
        if (m.value(QStringLiteral("name")).toString() == QLatin1String("You")) {
            m.insert(QStringLiteral("name"), defaultPlayerName());
            seat = m;
        }
    }
    return seats;
}

QString AppController::defaultPlayerName()
{
    // The account's name as people write it (the first word of its full name), else the
    // login name; a name every sentence about the person fits ("Maria is ready.").
    QString name;
#ifdef Q_OS_UNIX
    if (const passwd *pw = getpwuid(getuid())) {
        name = QString::fromLocal8Bit(pw->pw_gecos).section(u',', 0, 0).section(u' ', 0, 0).trimmed();
        if (name.isEmpty())
            name = QString::fromLocal8Bit(pw->pw_name);
    }
#endif
    if (name.isEmpty())
        name = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    if (name.isEmpty() || name == QLatin1String("root") || !name.at(0).isLetter())
        return tr("Player 1");
    name[0] = name[0].toUpper();
    return name.left(24);
}

QVariantMap AppController::windowGeometry() const
{
    if (m_screenshotMode)
        return {};
    // Only what a screen can have: whole numbers of a sane size, or nothing (the settings
    // file may have been edited by hand).
    const QVariantMap saved = makeSettings()->value(QStringLiteral("window")).toMap();
    QVariantMap geometry;
    for (const char *key : { "x", "y", "width", "height" }) {
        bool ok = false;
        const double d = saved.value(QLatin1String(key)).toDouble(&ok);
        if (!ok || !std::isfinite(d) || std::fabs(d) > 100000)
            return {};
        geometry.insert(QLatin1String(key), static_cast<int>(d));
    }
    if (geometry.value(QStringLiteral("width")).toInt() <= 0 || geometry.value(QStringLiteral("height")).toInt() <= 0)
        return {};
    const QVariant maximized = saved.value(QStringLiteral("maximized"));
    geometry.insert(QStringLiteral("maximized"),
                    maximized.typeId() == QMetaType::Bool ? maximized.toBool() : maximized.toString() == QLatin1String("true"));
    return geometry;
}

QVariantMap AppController::openingGeometry(QSize preferred, QSize minimum) const
{
    if (m_screenshotMode)
        return {};
    return windowplace::opening(windowGeometry(), preferred, minimum);
}

void AppController::keepWindowWithinScreen(QWindow *window) const
{
    if (!m_screenshotMode)
        windowplace::keepWithinScreen(window);
}

void AppController::saveWindowGeometry(const QVariantMap &geometry)
{
    if (!m_screenshotMode)
        makeSettings()->setValue(QStringLiteral("window"), geometry);
}

bool AppController::learn(const QString &spec)
{
    auto lesson = felt::loadLesson(spec);
    if (!lesson) {
        m_session->setMessage(lesson.error());
        return false;
    }
    m_watching = false;
    QString error;
    if (!m_lesson->begin(*lesson, playerName(), &error)) {
        m_session->setMessage(error);
        return false;
    }
    // The running game's autosave stays: the home page offers to resume it.
    if (!m_screenshotMode)
        keepSavedGame();
    return true;
}

// The one place a first game starts (a lesson's last step, the rules page): against easy
// computer players at a learning table (GameSession::setLearning).
bool AppController::playFirstGame(const QString &gameId, const QVariantMap &options)
{
    const felt::GameSpec *game = spec(gameId);
    if (!game || !game->available)
        return false;
    // As many seats as the game's first lesson, its names for the computer players.
    auto lesson = felt::loadLesson(gameId);
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
    // The seats the person chose last stay the new-game page's: a first game is not a choice.
    const QVariant remembered = makeSettings()->value(QStringLiteral("lastSeats"));
    const bool started = newGame(gameId, seats, options.isEmpty() ? defaultOptions(gameId) : options, -1);
    if (remembered.isValid())
        makeSettings()->setValue(QStringLiteral("lastSeats"), remembered);
    else
        makeSettings()->remove(QStringLiteral("lastSeats"));
    if (!started)
        return false;
    m_session->setLearning(true);
    return true;
}

void AppController::leaveLesson()
{
    if (!m_session->inLesson())
        return;
    m_lesson->end();
    m_session->close();
}

bool AppController::resume()
{
    if (!m_saved)
        return false;
    m_watching = false;
    QString error;
    const bool ok = m_session->load(*m_saved, &error);
    m_saved.reset();
    emit canResumeChanged();
    if (!ok)
        setAside(error);   // it replayed at start-up; if it does not now, set it aside all the same
    return ok;
}

void AppController::discardSavedGame()
{
    if (!m_session->game()->active())
        m_storage.removeAutosave();
    if (m_saved) {
        m_saved.reset();
        emit canResumeChanged();
    }
}
