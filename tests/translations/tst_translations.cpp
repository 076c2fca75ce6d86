// Every .ts file is finished, and none lags behind the sources: a copy brought up to date
// by lupdate (the same options as the update_translations target) has nothing unfinished.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Problem {
    QString context;
    QString source;
    QString what;
};

// Unfinished, empty, vanished or obsolete entries of a .ts file.
QList<Problem> problems(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Problem> found;
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (!type.isEmpty()) {
                found.append({ context, source, type });
                xml.skipCurrentElement();
                continue;
            }
            if (!numerus) {
                if (xml.readElementText().trimmed().isEmpty())
                    found.append({ context, source, QStringLiteral("empty") });
                continue;
            }
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("numerusform") && xml.readElementText().trimmed().isEmpty())
                    found.append({ context, source, QStringLiteral("empty plural form") });
            }
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return found;
}

QString describe(const QList<Problem> &list)
{
    QStringList lines;
    for (const Problem &p : list.mid(0, 25))
        lines.append(QStringLiteral("  [%1] %2: %3").arg(p.what, p.context, p.source));
    if (list.size() > 25)
        lines.append(QStringLiteral("  ... and %1 more").arg(list.size() - 25));
    return lines.join(u'\n');
}

QStringList tsFiles()
{
    return QDir(QStringLiteral(FELT_TS_DIR)).entryList({ QStringLiteral("*.ts") }, QDir::Files);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void finished_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : tsFiles())
            QTest::newRow(qPrintable(f)) << f;
    }
    void finished()
    {
        QFETCH(QString, file);
        QString error;
        const QList<Problem> list = problems(QDir(QStringLiteral(FELT_TS_DIR)).filePath(file), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(list.isEmpty(), qPrintable(QStringLiteral("%1 has %2 entries to finish:\n%3").arg(file).arg(list.size()).arg(describe(list))));
    }

    void upToDate_data() { finished_data(); }
    void upToDate()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString copy = dir.filePath(file);
        QVERIFY(QFile::copy(QDir(QStringLiteral(FELT_TS_DIR)).filePath(file), copy));
        QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QFile sources(QStringLiteral(FELT_SOURCES_FILE));
        QVERIFY2(sources.open(QIODevice::ReadOnly), qPrintable(sources.errorString()));
        QStringList args = QString::fromUtf8(sources.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(!args.isEmpty());
        args << QStringLiteral("-locations") << QStringLiteral("none") << QStringLiteral("-no-obsolete");
        if (file == QLatin1String("felt_en.ts"))
            args << QStringLiteral("-pluralonly");
        args << QStringLiteral("-ts") << copy;
        QProcess lupdate;
        lupdate.start(QStringLiteral(FELT_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
        QString error;
        const QList<Problem> list = problems(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(list.isEmpty(),
                 qPrintable(QStringLiteral("%1 lacks %2 strings of the sources (run the update_translations "
                                           "target and translate them):\n%3")
                                .arg(file).arg(list.size()).arg(describe(list))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
