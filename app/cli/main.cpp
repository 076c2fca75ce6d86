// felt-cli: replay game records and play bot-only matches (rules/README.md).
#include "cli.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("felt-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FELT_VERSION));
    return felt::cli::run(QCoreApplication::arguments());
}
