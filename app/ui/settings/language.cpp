#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace language {

void apply(const QString &id)
{
    static std::unique_ptr<QTranslator> felt;
    static std::unique_ptr<QTranslator> qt;
    const QLocale locale = id.isEmpty() ? QLocale::system() : QLocale(id);
    QLocale::setDefault(locale);
    if (felt)
        QCoreApplication::removeTranslator(felt.get());
    if (qt)
        QCoreApplication::removeTranslator(qt.get());
    felt = std::make_unique<QTranslator>();
    if (felt->load(locale, QStringLiteral("felt"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || felt->load(QStringLiteral(":/i18n/felt_en.qm")))
        QCoreApplication::installTranslator(felt.get());
    qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt.get());
}

} // namespace language
