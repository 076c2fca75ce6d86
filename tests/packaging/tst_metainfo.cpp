// What the package says about Felt (the installed AppStream file, as configured, and the
// desktop entry): every game of the app's list is named in the description and has a screenshot
// of its own with a caption naming it; a release per version of packaging/changelog, newest
// first and the newest the project's version; `appstreamcli validate --pedantic --no-net`
// without a single remark; the desktop entry and each game's action in German, French and
// Swedish, clean under desktop-file-validate.
#include "gameuis.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Screenshot {
    QString caption;
    QString image;
    bool isDefault = false;
};

struct Metainfo {
    QString description;   // every paragraph and item, one a line
    QList<Screenshot> screenshots;
    QStringList releases;  // versions, as written
    int releaseDescriptions = 0;
};

Metainfo readMetainfo(const QString &path)
{
    Metainfo m;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return m;
    QXmlStreamReader r(&f);
    QStringList open;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            const QString name = r.name().toString();
            const bool inRelease = open.contains(QLatin1String("release"));
            if (name == QLatin1String("screenshot"))
                m.screenshots.append({ {}, {}, r.attributes().value(QLatin1String("type")) == QLatin1String("default") });
            else if (name == QLatin1String("release"))
                m.releases.append(r.attributes().value(QLatin1String("version")).toString());
            else if (name == QLatin1String("description") && inRelease)
                ++m.releaseDescriptions;
            if (name == QLatin1String("caption") && !m.screenshots.isEmpty()) {
                m.screenshots.last().caption = r.readElementText();
                continue;
            }
            if (name == QLatin1String("image") && !m.screenshots.isEmpty()) {
                m.screenshots.last().image = r.readElementText().trimmed();
                continue;
            }
            if ((name == QLatin1String("p") || name == QLatin1String("li")) && open.contains(QLatin1String("description")) && !inRelease) {
                m.description += r.readElementText().simplified() + u'\n';
                continue;
            }
            open.append(name);
        } else if (r.isEndElement() && !open.isEmpty()) {
            open.removeLast();
        }
    }
    return m;
}

// The lines of the desktop entry, by group: "Desktop Entry", "Desktop Action shithead", ...
QHash<QString, QHash<QString, QString>> readDesktopFile(const QString &path)
{
    QHash<QString, QHash<QString, QString>> groups;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return groups;
    QString group;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n')) {
        if (line.startsWith(u'[') && line.endsWith(u']'))
            group = line.mid(1, line.size() - 2);
        else if (line.contains(u'='))
            groups[group].insert(line.section(u'=', 0, 0), line.section(u'=', 1));
    }
    return groups;
}

QString name(const GameUi *g)
{
    return g->name(false);
}

QString id(const GameUi *g)
{
    return QString::fromLatin1(g->id().data(), static_cast<qsizetype>(g->id().size()));
}

} // namespace

class TestMetainfo : public QObject {
    Q_OBJECT

private slots:
    void everyGameIsDescribedAndShown()
    {
        const Metainfo m = readMetainfo(QStringLiteral(FELT_METAINFO));
        QVERIFY2(!m.description.isEmpty(), FELT_METAINFO);
        QCOMPARE(std::count_if(m.screenshots.begin(), m.screenshots.end(), [](const Screenshot &s) { return s.isDefault; }), 1);
        for (const GameUi *g : gameUis()) {
            QVERIFY2(m.description.contains(name(g)), qPrintable(name(g) + QStringLiteral(" is not in the description")));
            const auto shot = std::find_if(m.screenshots.begin(), m.screenshots.end(), [&](const Screenshot &s) {
                return s.image.endsWith(QStringLiteral("/docs/%1.png").arg(id(g)));
            });
            QVERIFY2(shot != m.screenshots.end(), qPrintable(QStringLiteral("no screenshot of %1 (docs/%2.png)").arg(name(g), id(g))));
            QVERIFY2(shot->caption.contains(name(g)), qPrintable(QStringLiteral("the caption of docs/%1.png does not name %2: %3")
                                                                     .arg(id(g), name(g), shot->caption)));
            QVERIFY2(QFile::exists(QStringLiteral(FELT_DOCS_DIR "/%1.png").arg(id(g))), qPrintable(id(g)));
        }
        QCOMPARE(m.screenshots.size(), static_cast<qsizetype>(gameUis().size()));
    }

    void aReleasePerVersion()
    {
        QFile changelog(QStringLiteral(FELT_CHANGELOG));
        QVERIFY(changelog.open(QIODevice::ReadOnly | QIODevice::Text));
        QStringList versions;
        static const QRegularExpression entry(QStringLiteral(R"(^felt \(([^)]+)\) )"), QRegularExpression::MultilineOption);
        for (auto it = entry.globalMatch(QString::fromUtf8(changelog.readAll())); it.hasNext();)
            versions.append(it.next().captured(1));
        const Metainfo m = readMetainfo(QStringLiteral(FELT_METAINFO));
        QCOMPARE(m.releases, versions);
        QCOMPARE(m.releases.value(0), QStringLiteral(FELT_VERSION));
        QCOMPARE(m.releaseDescriptions, m.releases.size());   // notes for each
    }

    void appstreamFindsNothingToSay()
    {
        const QString tool = QStringLiteral(FELT_APPSTREAMCLI);
        if (tool.isEmpty())
            QFAIL("appstreamcli is not installed (package appstream; ./dev.sh installs it)");
        QProcess p;
        p.start(tool, { QStringLiteral("validate"), QStringLiteral("--pedantic"), QStringLiteral("--no-net"), QStringLiteral("--no-color"),
                        QStringLiteral(FELT_METAINFO) });
        QVERIFY(p.waitForFinished(30000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(out));
        static const QRegularExpression remark(QStringLiteral(R"(^[EWIP]: )"), QRegularExpression::MultilineOption);
        QVERIFY2(!remark.match(out).hasMatch(), qPrintable(out));
    }

    void desktopEntryInEveryLanguage()
    {
        const auto groups = readDesktopFile(QStringLiteral(FELT_DESKTOP_FILE));
        QVERIFY(groups.contains(QStringLiteral("Desktop Entry")));
        QStringList keys;
        for (const QString &key : { QStringLiteral("GenericName"), QStringLiteral("Comment"), QStringLiteral("Keywords") })
            keys.append(QStringLiteral("Desktop Entry/") + key);
        // Invite links open Felt: felt:// and felts:// (a table over TLS), the link as %u.
        const auto entry = groups.value(QStringLiteral("Desktop Entry"));
        QCOMPARE(entry.value(QStringLiteral("MimeType")).split(u';', Qt::SkipEmptyParts),
                 QStringList({ QStringLiteral("x-scheme-handler/felt"), QStringLiteral("x-scheme-handler/felts") }));
        QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral("felt %u"));
        QStringList actions = groups.value(QStringLiteral("Desktop Entry")).value(QStringLiteral("Actions")).split(u';', Qt::SkipEmptyParts);
        for (const GameUi *g : gameUis()) {
            QVERIFY2(actions.contains(id(g)), qPrintable(id(g)));
            const auto action = groups.value(QStringLiteral("Desktop Action ") + id(g));
            QCOMPARE(action.value(QStringLiteral("Exec")), QStringLiteral("felt --game ") + id(g));
            QVERIFY(action.value(QStringLiteral("Name")).contains(name(g)));
            keys.append(QStringLiteral("Desktop Action %1/Name").arg(id(g)));
        }
        for (const QString &key : std::as_const(keys))
            for (const char *language : { "de", "fr", "sv" }) {
                const QString group = key.section(u'/', 0, 0);
                const QString localized = key.section(u'/', 1) + QStringLiteral("[%1]").arg(QLatin1String(language));
                QVERIFY2(!groups.value(group).value(localized).isEmpty(), qPrintable(group + u' ' + localized));
            }

        const QString tool = QStringLiteral(FELT_DESKTOP_FILE_VALIDATE);
        if (tool.isEmpty())
            QFAIL("desktop-file-validate is not installed (package desktop-file-utils; ./dev.sh installs it)");
        QProcess p;
        p.start(tool, { QStringLiteral(FELT_DESKTOP_FILE) });
        QVERIFY(p.waitForFinished(30000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0 && out.trimmed().isEmpty(), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestMetainfo)
#include "tst_metainfo.moc"
