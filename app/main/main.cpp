// felt: the app. Options first (no display needed for --help/--version), then translations,
// the App singleton and the QML table; --screenshot hands over to the screenshot runner.
#include "options.h"
#include "screenshot.h"

#include "appcontroller.h"

#include <QGuiApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QTranslator>

#include <cstdio>

#ifndef FELT_VERSION
#define FELT_VERSION "0.0.0"
#endif

namespace {

// The app's and Qt's own translations for `language` ("de") or the system's languages.
void installTranslations(QGuiApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    // Without a translation for the language, English (whose file holds the plural forms).
    auto *felt = new QTranslator(&app);
    if (felt->load(locale, QStringLiteral("felt"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || felt->load(QStringLiteral(":/i18n/felt_en.qm")))
        QCoreApplication::installTranslator(felt);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    QString error;
    const std::optional<AppOptions> options = parseOptions(arguments, &error);
    if (!options) {
        std::fprintf(stderr, "felt: %s\n", qPrintable(error));
        return 2;
    }
    if (options->help) {
        std::fputs(qPrintable(helpText()), stdout);
        return 0;
    }
    if (options->version) {
        std::printf("felt %s\n", FELT_VERSION);
        return 0;
    }

    QGuiApplication::setApplicationName(QStringLiteral("Felt"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Felt"));
    QGuiApplication::setApplicationVersion(QStringLiteral(FELT_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.felt.Felt"));
    QGuiApplication app(argc, argv);
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/qt/qml/FeltTable/icons/io.felt.Felt.svg")));
    installTranslations(app, options->language);
    QQuickStyle::setStyle(QStringLiteral("Universal"));

    AppController controller(QString(), nullptr,
                             options->screenshot.isEmpty() ? AppController::Mode::Normal : AppController::Mode::Screenshot);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);

    if (!options->screenshot.isEmpty()) {
        Screenshot shot(*options, controller, engine);
        if (!shot.start())
            return 1;
        return app.exec();
    }
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/FeltTable/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    return app.exec();
}
