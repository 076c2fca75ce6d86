// The child of tst_durability: the app's controller without a window, playing bot-only
// games at full speed one after another in $FELT_DATA_DIR, autosaving after every action,
// until it is killed. It starts as the app does: a saved game is inspected and, when it
// can be resumed, played on. Argument: the first deal number.
#include "appcontroller.h"
#include "gamesession.h"

#include <QCoreApplication>
#include <QTimer>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    quint64 seed = argc > 1 ? QByteArray(argv[1]).toULongLong() : 1;
    AppController controller { QString() };
    controller.settings()->setBotDelayMs(0);
    GameSession *session = controller.session();
    if (!controller.startupMessage().isEmpty())
        qWarning("durability_child: %s", qUtf8Printable(controller.startupMessage()));

    struct Table {
        const char *game;
        QStringList kinds;
    };
    const QList<Table> tables {
        { "shithead", { "easy", "normal", "random", "easy" } },
        { "chain-chain", { "normal", "easy", "random", "normal" } },
        { "mountain", { "normal", "hard" } },
        { "shithead", { "normal", "random", "normal" } },
    };
    auto startNext = [&] {
        const Table &t = tables[static_cast<qsizetype>(seed % static_cast<quint64>(tables.size()))];
        QVariantList seats;
        for (int i = 0; i < t.kinds.size(); ++i)
            seats.append(QVariantMap { { QStringLiteral("name"), QStringLiteral("Bot %1").arg(i + 1) },
                                       { QStringLiteral("kind"), t.kinds[i] } });
        if (!controller.newGame(QString::fromLatin1(t.game), seats, {}, static_cast<double>(seed)))
            qFatal("durability_child: cannot start %s: %s", t.game, qUtf8Printable(session->play()->message()));
        ++seed;
    };
    // A game that does not end (bots that keep passing) is left after 3000 actions.
    QObject::connect(session, &GameSession::finished, &app, [&] { QTimer::singleShot(0, &app, startNext); });
    QObject::connect(session->play(), &PlayFacet::acted, &app, [&] {
        if (session->board()->actionCount() >= 3000)
            QTimer::singleShot(0, &app, startNext);
    });
    if (!controller.canResume() || !controller.resume())
        startNext();
    return app.exec();
}
