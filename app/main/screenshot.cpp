#include "screenshot.h"

#include "appcontroller.h"

#include "core/registry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QThread>
#include <QVariant>

#include <cstdio>

namespace {

// Long enough for every card animation and effect of the table to end (and for a result
// that waits for the last moves to show).
constexpr int kSettleMs = 2500;
constexpr int kTimeoutMs = 120000;

QVariantMap seat(const QString &name, const QString &kind)
{
    return { { QStringLiteral("name"), name }, { QStringLiteral("kind"), kind } };
}

} // namespace

Screenshot::Screenshot(const AppOptions &options, AppController &app, QQmlApplicationEngine &engine)
    : m_options(options)
    , m_app(app)
    , m_engine(engine)
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] { failNow(QStringLiteral("the game did not reach the picture in time")); });
}

void Screenshot::failNow(const QString &why)
{
    std::fprintf(stderr, "felt: --screenshot: %s\n", qPrintable(why));
    QCoreApplication::exit(1);
}

bool Screenshot::start()
{
    if (!m_options.learn.isEmpty())
        m_options.game = m_options.learn.section(u':', 0, 0);
    if (m_options.game.isEmpty())
        m_options.game = QString::fromLatin1(felt::gameSpecs().front().id.data());
    const QByteArray id = m_options.game.toUtf8();
    const felt::GameSpec *spec = felt::findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
    if (!spec || !spec->available) {
        std::fprintf(stderr, "felt: --screenshot: unknown game \"%s\"\n", id.constData());
        return false;
    }
    GameSession *session = m_app.session();
    const QString page = m_options.page;
    const bool review = page == QLatin1String("review") || page == QLatin1String("reviewing");
    const bool finish = page == QLatin1String("result") || review;
    const bool needsGame = page == QLatin1String("table") || finish || page == QLatin1String("privacy")
        || page == QLatin1String("rules");
    if (!m_options.learn.isEmpty()) {
        // The lesson's first step, as the person meets it.
        if (!m_app.learn(m_options.learn)) {
            std::fprintf(stderr, "felt: --screenshot: %s\n", qPrintable(session->play()->message()));
            return false;
        }
    } else if (needsGame) {
        static const char *names[] = { "Anna", "Bert", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana" };
        const QStringList levels { QStringLiteral("normal"), QStringLiteral("easy"), QStringLiteral("hard") };
        QVariantList seats;
        for (int i = 0; i < m_options.players; ++i) {
            const bool person = i == 0 || (page == QLatin1String("privacy") && i == 1);
            seats.append(seat(QString::fromLatin1(names[i]), person ? QStringLiteral("human") : levels.at(i % levels.size())));
        }
        session->setAutopilot(page != QLatin1String("privacy"));
        session->setActionLimit(finish ? -1 : m_options.moves);
        if (!m_app.newGame(m_options.game, seats, {}, static_cast<double>(m_options.seed))) {
            std::fprintf(stderr, "felt: --screenshot: %s\n", qPrintable(session->play()->message()));
            return false;
        }
    }

    if (page == QLatin1String("statistics"))
        m_app.stats()->setGame(m_options.game);
    m_engine.load(QUrl(QStringLiteral("qrc:/qt/qml/FeltTable/Main.qml")));
    if (m_engine.rootObjects().isEmpty())
        return false;
    m_window = qobject_cast<QQuickWindow *>(m_engine.rootObjects().constFirst());
    if (!m_window) {
        std::fprintf(stderr, "felt: --screenshot: the main QML object is not a window\n");
        return false;
    }
    m_window->resize(m_options.size);
    if (page == QLatin1String("hosting")) {
        // A table offered on the network (any free port), waiting for a friend.
        QVariantList seats;
        for (int i = 0; i < m_options.players; ++i)
            seats.append(QVariantMap { { QStringLiteral("name"), i == 0 ? AppController::defaultPlayerName() : QStringLiteral("Bot %1").arg(i) },
                                       { QStringLiteral("kind"), i <= 1 ? QStringLiteral("human") : QStringLiteral("normal") },
                                       { QStringLiteral("remote"), i == 1 } });
        m_app.network()->hosting()->host(m_options.game, seats, {}, 0);
    }
    if (page == QLatin1String("new")) {
        // The new-game page of the game asked for (--game), over the home page.
        QMetaObject::invokeMethod(m_window, "showPage", Q_ARG(QVariant, QStringLiteral("home")));
        QMetaObject::invokeMethod(m_window, "newGame", Q_ARG(QVariant, m_options.game));
    } else {
        QMetaObject::invokeMethod(m_window, "showPage", Q_ARG(QVariant, page));
    }

    m_timeout.start(kTimeoutMs);
    if (review) {
        // The game played to its end, then the person's review: at work (slowed down, so
        // that the picture catches the progress) or done.
        GameReview *r = session->lookBack()->review();
        if (page == QLatin1String("reviewing"))
            r->setThinkHook([] { QThread::msleep(400); });
        auto ask = [this, session, page] {
            if (!session->lookBack()->reviewGame(0)) {
                failNow(QStringLiteral("the person made no decisions to review"));
                return;
            }
            if (page == QLatin1String("reviewing"))
                QTimer::singleShot(1500, this, &Screenshot::save);
        };
        if (page == QLatin1String("review"))
            connect(r, &GameReview::finished, this, &Screenshot::settleThenSave);
        if (session->board()->over())
            QTimer::singleShot(kSettleMs, this, ask);
        else
            connect(session, &GameSession::finished, this, [this, ask] { QTimer::singleShot(kSettleMs, this, ask); });
        return true;
    }
    const bool waitForBots = (page == QLatin1String("table") || page == QLatin1String("result")) && m_options.learn.isEmpty();
    if (!waitForBots || !session->game()->active() || session->board()->over()
        || (session->board()->actionCount() >= m_options.moves && page == QLatin1String("table"))) {
        settleThenSave();
        return true;
    }
    connect(session, &GameSession::actionLimitReached, this, &Screenshot::settleThenSave);
    connect(session, &GameSession::finished, this, &Screenshot::settleThenSave);
    return true;
}

void Screenshot::settleThenSave()
{
    if (m_saving)
        return;
    m_saving = true;
    QTimer::singleShot(kSettleMs, this, &Screenshot::save);
}

void Screenshot::save()
{
    const QImage image = m_window->grabWindow();
    if (image.isNull()) {
        failNow(QStringLiteral("the window could not be captured"));
        return;
    }
    if (!image.save(m_options.screenshot, "PNG")) {
        failNow(QStringLiteral("cannot write \"%1\"").arg(m_options.screenshot));
        return;
    }
    std::printf("felt: saved %s (%dx%d)\n", qPrintable(QFileInfo(m_options.screenshot).absoluteFilePath()),
                image.width(), image.height());
    QCoreApplication::exit(0);
}
