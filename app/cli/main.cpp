// felt-cli: replay game records, play bot-only matches, solve deals (docs/felt-cli.md).
#include "cli.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

// Standard error carries exactly one line, the command's own (docs/felt-cli.md): Qt's
// warnings never reach it. A fatal message still says what broke, on one line, before Qt
// aborts.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtFatalMsg)
        return;
    QString line = message;
    line.replace(u'\n', u' ');
    std::fprintf(stderr, "felt-cli: internal error: %s\n", line.toUtf8().constData());
    std::fflush(stderr);
}

} // namespace

int main(int argc, char *argv[])
{
    qInstallMessageHandler(quietMessages);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("felt-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FELT_VERSION));
    return felt::cli::run(QCoreApplication::arguments());
}
