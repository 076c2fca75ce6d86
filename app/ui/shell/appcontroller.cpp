#include "appcontroller.h"

#include "protocol.h"

#include "carddeckimages.h"
#include "carddecks.h"
#include "gameui.h"
#include "language.h"
#include "json.h"
#include "record.h"
#include "replays.h"
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
#include <QFile>
#include <QThread>

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

std::unique_ptr<QSettings> makeSettings()
{
    return Settings::openStore();
}

// A lock file that a killed Felt left next to the settings (QSettings takes it while it
// writes): taken over and removed when its process is gone; left alone while a running
// Felt holds it. A Felt killed between making the file and writing its process into it
// leaves one that names nobody: once it still names nobody a moment later (a running Felt
// writes its name at once), it is a torn lock, and removed.
void removeStaleLock(const QString &path)
{
    if (!QFileInfo::exists(path))
        return;
    QLockFile lock(path);
    lock.setStaleLockTime(0);   // stale only when its process is gone
    if (lock.tryLock(0)) {
        lock.unlock();
        return;
    }
    qint64 pid = 0;
    QString host, app;
    for (int look = 0; look < 2; ++look) {
        if (lock.getLockInfo(&pid, &host, &app))
            return;   // a running Felt's
        if (look == 0)
            QThread::msleep(100);
    }
    QFile::remove(path);
}

} // namespace

AppController::AppController(const QString &dataDir, QObject *parent, Mode mode)
    : QObject(parent)
    , m_storage(dataDir)
    , m_settings(new Settings(mode == Mode::Normal, this))
    , m_session(new GameSession(this))
    , m_statsStore(m_storage.dir())
    , m_stats(new Statistics(&m_statsStore, this))
    , m_screenshotMode(mode == Mode::Screenshot)
{
    if (!s_instance)
        s_instance = this;
    m_lesson = new LessonCoach(m_session, this);
    // A lesson taken to its last step is marked done where "Learn to play" lists it.
    connect(m_lesson, &LessonCoach::finished, m_settings, &Settings::setLessonDone);
    if (!m_screenshotMode) {
        removeStaleLock(makeSettings()->fileName() + QStringLiteral(".lock"));
        m_storage.claimAndCleanUp();
    }
    // The settings apply at once.
    m_session->setBotDelayMs(m_settings->botDelayMs());
    m_session->setLearningGraceMs(m_settings->learningCallDelay() * 1000);
    connect(m_settings, &Settings::learningCallDelayChanged, this,
            [this] { m_session->setLearningGraceMs(m_settings->learningCallDelay() * 1000); });
    m_session->setAlternateNames(m_settings->alternateNames());
    m_session->cards()->setStageMs(static_cast<int>(450 * m_settings->look()->motion()));
    connect(m_settings, &Settings::botDelayMsChanged, this, [this] { m_session->setBotDelayMs(m_settings->botDelayMs()); });
    connect(m_settings->look(), &TableLook::animationSpeedChanged, this,
            [this] { m_session->cards()->setStageMs(static_cast<int>(450 * m_settings->look()->motion())); });
    connect(m_settings, &Settings::alternateNamesChanged, this, [this] { m_session->setAlternateNames(m_settings->alternateNames()); });
    connect(m_settings, &Settings::languageChanged, this, [this] {
        language::apply(m_settings->language());
        if (m_engine)
            m_engine->retranslate();
        m_session->retranslate();
        m_lesson->retranslate();
        m_stats->reload();
    });

    // The statistics: every finished game with a person at the table is kept.
    QString statsNotice;
    m_statsStore.open(&statsNotice);
    if (!felt::gameSpecs().empty())
        m_stats->setGame(QString::fromLatin1(felt::gameSpecs().front().id.data()));

    // The games and their own settings (read before anything plays).
    m_catalog = new GameCatalog(m_settings, m_session, &m_statsStore, m_screenshotMode, this);
    // Playing over the network: what it needs of the app is handed to it.
    m_network = new NetPlay(m_session, mode == Mode::Normal ? m_storage.dir() : QString(), m_catalog, &AppController::playerName, this);

    if (m_screenshotMode) {
        m_session->setBotDelayMs(0);
        return;   // the user's saved game, settings and statistics stay untouched
    }
    if (!statsNotice.isEmpty())
        addStartupMessage(statsNotice);
    connect(m_session, &GameSession::finished, this, [this] {
        // A lesson is no game of the statistics.
        if (m_session->game()->humans() > 0 && !m_session->lookBack()->watching() && !m_session->inLesson()) {
            m_stats->record(m_session->game()->finishedGame());
            m_catalog->refresh();   // a game played: its tile's lesson mark goes
        }
    });
    m_session->setStorage(&m_storage);
    inspectSave();
    // A network game on the table: the local game it took the place of stays saved.
    connect(m_network->table(), &NetTable::ready, this, &AppController::keepSavedGame);
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
        const SaveCheck check = Replays::inspect(*saved);
        if (check.ok && check.over) {
            m_storage.removeAutosave();   // a finished game is nothing to resume
            return;
        }
        if (check.ok) {
            m_saved = std::move(*saved);
            return;
        }
        why = check.error;
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

QList<SeatSpec> AppController::pastSeats(const FinishedGame &past, const QString &networkKind)
{
    // A past game's seats, a person who played from another computer (kind "network") seated
    // as `networkKind`.
    QList<SeatSpec> seats;
    for (const SeatResult &r : past.seats)
        seats.append({ r.name, r.kind == QLatin1String("network") ? networkKind : r.kind });
    return seats;
}

felt::SeatSet AppController::othersOfNetworkGame(const FinishedGame &past, const QString &person)
{
    // A game without anyone at another computer: every person's seat stays at this screen.
    felt::SeatSet others;
    if (std::none_of(past.seats.begin(), past.seats.end(), [](const SeatResult &r) { return r.kind == QLatin1String("network"); }))
        return others;
    // The person's seat (the statistics' person), else the first person's of this screen.
    int own = -1;
    for (int s = 0; s < past.seats.size(); ++s) {
        const SeatResult &r = past.seats.at(s);
        if (r.kind == QLatin1String("human") && (own < 0 || (r.name == person && past.seats.at(own).name != person)))
            own = s;
    }
    for (int s = 0; s < past.seats.size(); ++s)
        if (s != own && s < felt::kMaxSeats && (past.seats.at(s).kind == QLatin1String("human") || past.seats.at(s).kind == QLatin1String("network")))
            others.add(s);
    return others;
}

bool AppController::watchPastGame(double id)
{
    const std::optional<FinishedGame> past = m_stats->pastGame(static_cast<qint64>(id));
    if (!past)
        return false;
    auto record = felt::parseRecord(past->record);
    if (!record)
        return false;
    SavedGame saved;
    saved.seats = pastSeats(*past, QStringLiteral("human"));
    saved.record = std::move(*record);
    // A network game from the person's own seat, with their own cards: the others' seats as
    // at other computers.
    saved.remoteSeats = othersOfNetworkGame(*past, m_stats->person());
    // The running game stays saved: the home page offers to resume it afterwards.
    m_session->setStorage(nullptr);
    QString error;
    bool ok = m_session->load(saved, &error);
    ok = ok && m_session->lookBack()->watchFromStart();
    m_session->setStorage(&m_storage);
    if (!ok) {
        m_session->play()->setMessage(error);
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
    if (m_saved) {
        m_saved.reset();
        emit canResumeChanged();
    }
}

void AppController::playAgain()
{
    // At a network table the new deal is everyone's: the opener deals it.
    if (m_network->table()->state() == NetTable::State::Over) {
        m_network->table()->dealAgain(false);
        return;
    }
    const int before = m_session->tablesShown();
    m_session->game()->playAgain();
    if (m_session->tablesShown() != before)
        forgetSavedGame();
}

void AppController::replayDeal()
{
    if (m_network->table()->state() == NetTable::State::Over) {
        m_network->table()->dealAgain(true);
        return;
    }
    const int before = m_session->tablesShown();
    m_session->game()->replayDeal();
    if (m_session->tablesShown() != before)
        forgetSavedGame();
}

bool AppController::playPastDealAgain(double id)
{
    const std::optional<FinishedGame> past = m_stats->pastGame(static_cast<qint64>(id));
    if (!past)
        return false;
    const QJsonObject options = QJsonDocument::fromJson(past->options.toUtf8()).object();
    // The people who played from other computers are not here now: computer players take
    // their seats.
    return startGame(past->game, pastSeats(*past, QStringLiteral("normal")), felt::valueFromJson(options),
                     static_cast<double>(past->seed));
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

bool AppController::newGame(const QString &gameId, const QVariantList &seats, const QVariantMap &options, double seed,
                            bool learning)
{
    QList<SeatSpec> specs;
    for (const QVariant &v : seats) {
        const QVariantMap m = v.toMap();
        specs.append({ m.value(QStringLiteral("name")).toString(), m.value(QStringLiteral("kind")).toString() });
    }
    if (!startGame(gameId, specs, felt::valueFromJson(QJsonObject::fromVariantMap(options)), seed))
        return false;
    // A learning table from the new-game page (kept apart in the statistics, as a first game).
    if (learning)
        m_session->game()->setLearning(true);
    return true;
}

bool AppController::startGame(const QString &gameId, const QList<SeatSpec> &specs, const felt::Value &opts, double seed)
{
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
    QString error;
    if (!m_session->start(gameId, specs, opts, dealNumber, &error)) {
        m_session->play()->setMessage(error);   // a running game, if any, goes on
        return false;
    }
    forgetSavedGame();
    m_session->game()->setLearning(false);
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

bool AppController::hasPlayerName()
{
    return !net::cleanName(makeSettings()->value(QStringLiteral("playerName")).toString()).isEmpty();
}

void AppController::rememberPlayerName(const QString &name)
{
    const QString clean = net::cleanName(name);
    if (!clean.isEmpty())
        makeSettings()->setValue(QStringLiteral("playerName"), clean);
}


QList<SeatChoice> AppController::lastSeats() const
{
    const QByteArray json = makeSettings()->value(QStringLiteral("lastSeats")).toString().toUtf8();
    QList<SeatChoice> seats;
    for (const QJsonValue &v : QJsonDocument::fromJson(json).array()) {
        const QJsonObject seat = v.toObject();
        // Earlier versions named the first person "You", which no sentence about them fits.
        const QString name = seat.value(QStringLiteral("name")).toString();
        seats.append({ name == QLatin1String("You") ? defaultPlayerName() : name, seat.value(QStringLiteral("kind")).toString() });
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

WindowGeometry AppController::windowGeometry() const
{
    if (m_screenshotMode)
        return {};
    // Only what a screen can have: whole numbers of a sane size, or nothing (the settings
    // file may have been edited by hand).
    const QVariantMap saved = makeSettings()->value(QStringLiteral("window")).toMap();
    int sides[4] = {};
    int i = 0;
    for (const char *key : { "x", "y", "width", "height" }) {
        bool ok = false;
        const double d = saved.value(QLatin1String(key)).toDouble(&ok);
        if (!ok || !std::isfinite(d) || std::fabs(d) > 100000)
            return {};
        sides[i++] = static_cast<int>(d);
    }
    if (sides[2] <= 0 || sides[3] <= 0)
        return {};
    const QVariant maximized = saved.value(QStringLiteral("maximized"));
    return { sides[0], sides[1], sides[2], sides[3],
             maximized.typeId() == QMetaType::Bool ? maximized.toBool() : maximized.toString() == QLatin1String("true"), 0, 0 };
}

WindowGeometry AppController::openingGeometry(QSize preferred, QSize minimum) const
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

bool AppController::resume()
{
    if (!m_saved)
        return false;
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
