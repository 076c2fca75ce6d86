// Never a game lost without asking (issue 28, item 5). With an unfinished game saved (the home
// page's banner) or on the table, every path that would replace it asks first, through the
// window's one question: the home page's tiles and the new-game page, the table's menu, the
// result, the statistics, the command line, hosting and joining. No (Esc) keeps the game: the
// autosave file stays as it was and the home page still offers it. And a second Felt on the
// same data folder does not run beside the first: it hands over to it and exits.
#include "tablehelper.h"

#include "language.h"
#include "storage.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

using namespace tabletest;

namespace {

// Shaftmount, three players, none of them has played yet: unfinished.
void saveShaftmount(const QString &dir)
{
    auto record = felt::parseRecord(recordJson({}, QStringLiteral("shaftmount"), nullptr, 3));
    QVERIFY(record);
    Storage storage(dir);
    QString why;
    QVERIFY2(storage.writeAutosave({ personAndBots(), *record }, &why), qPrintable(why));
}

QByteArray autosave(const Table &t)
{
    QFile file(t.dataDir() + QStringLiteral("/autosave.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A visible text (a label's, a dialog's) holding `part`.
QQuickItem *firstButton(QQuickItem *item)
{
    if (!item->isVisible())
        return nullptr;
    if (item->inherits("QQuickAbstractButton"))
        return item;
    for (QQuickItem *child : item->childItems())
        if (QQuickItem *b = firstButton(child))
            return b;
    return nullptr;
}

QQuickItem *findTile(QQuickItem *item, const QString &gameId)
{
    if (item->property("gameId").toString() == gameId && item->metaObject()->indexOfSignal("play()") >= 0)
        return item;
    for (QQuickItem *child : item->childItems())
        if (QQuickItem *t = findTile(child, gameId))
            return t;
    return nullptr;
}


void clickWhenStill(Table &t, QQuickItem *item)
{
    QVERIFY(item);
    QVERIFY(waitStill(item));
    t.click(centreOf(item));
}

} // namespace

class TestReplace : public QObject {
    Q_OBJECT

    // The window's question is up; it names the unfinished game (and the new one, if any).
    static void questionAsked(Table &t, const QString &next = {})
    {
        QQuickItem *no = nullptr;
        QTRY_VERIFY((no = t.item(QStringLiteral("confirmNo"))));
        QVERIFY(waitStill(no));
        QVERIFY(shows(t.window()->contentItem(), t.app()->catalog()->gameName(QStringLiteral("shaftmount"))));
        if (!next.isEmpty())
            QVERIFY(shows(t.window()->contentItem(), t.app()->catalog()->gameName(next)));
    }
    // Esc says no: the saved game is as it was, and the home page offers it.
    static void escKeeps(Table &t, const QByteArray &before)
    {
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.item(QStringLiteral("confirmNo")));
        QTest::qWait(200);
        t.app()->storage().flush();
        QCOMPARE(autosave(t), before);
        QVERIFY(t.app()->canResume());
        QCOMPARE(t.app()->resumeGameName(), t.app()->catalog()->gameName(QStringLiteral("shaftmount")));
    }
    static void yes(Table &t)
    {
        QQuickItem *yes = t.item(QStringLiteral("confirmYes"));
        QVERIFY(yes);
        clickWhenStill(t, yes);
        QTRY_VERIFY(!t.item(QStringLiteral("confirmYes")));
    }
    // The home page's banner offers the saved game of Shaftmount.
    static void bannerOffersIt(Table &t)
    {
        QTRY_VERIFY(findTile(t.window()->contentItem(), QStringLiteral("shithead")));
        QTRY_VERIFY(shows(t.window()->contentItem(),
                          QCoreApplication::translate("HomePage", "You have an unfinished game of %1. Pick it up where you left it?")
                              .arg(t.app()->catalog()->gameName(QStringLiteral("shaftmount")))));
    }
    static void openNewGamePageFromTile(Table &t, const QString &gameId)
    {
        QQuickItem *tile = nullptr;
        QTRY_VERIFY((tile = findTile(t.window()->contentItem(), gameId)));
        QQuickItem *play = firstButton(tile);
        QVERIFY(play);
        clickWhenStill(t, play);
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")));
    }

private slots:
    void cleanup()
    {
        // The language a test chose goes back to English for the next one.
        language::apply(QStringLiteral("en"));
    }

    // Play on another game's tile, then Start: the saved game of Shaftmount is not replaced
    // until the person says yes, in English as in German.
    void tileThenStartAsks_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }
    void tileThenStartAsks()
    {
        QFETCH(QString, language);
        Table t(saveShaftmount);
        t.app()->settings()->setLanguage(language);
        QVERIFY(t.app()->canResume());
        const QByteArray before = autosave(t);
        QVERIFY(!before.isEmpty());
        QVERIFY(t.openWindow());
        bannerOffersIt(t);

        openNewGamePageFromTile(t, QStringLiteral("shithead"));
        clickWhenStill(t, t.item(QStringLiteral("startButton")));
        questionAsked(t, QStringLiteral("shithead"));
        QVERIFY(!t.session()->game()->active());
        escKeeps(t, before);

        // Back home: the banner still offers it.
        QMetaObject::invokeMethod(t.window(), "home");
        bannerOffersIt(t);

        // Yes replaces it.
        openNewGamePageFromTile(t, QStringLiteral("shithead"));
        clickWhenStill(t, t.item(QStringLiteral("startButton")));
        questionAsked(t, QStringLiteral("shithead"));
        yes(t);
        QTRY_COMPARE(t.session()->game()->gameId(), QStringLiteral("shithead"));
        QVERIFY(!t.app()->canResume());
    }

    // The game on the table, unfinished: the menu's "New game…" and then Start asks; so does
    // "Play this deal again".
    void menuAsks()
    {
        Table t(saveShaftmount);
        const QByteArray before = autosave(t);
        QVERIFY(t.app()->resume());
        QVERIFY(t.openWindow());
        const int actions = t.session()->board()->actionCount();

        clickWhenStill(t, t.item(QStringLiteral("menuButton")));
        QQuickItem *item = nullptr;
        QTRY_VERIFY((item = t.button(QStringLiteral("New game…"))));
        clickWhenStill(t, item);
        QTRY_VERIFY(t.item(QStringLiteral("newGamePage")));
        clickWhenStill(t, t.item(QStringLiteral("startButton")));
        questionAsked(t);
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.item(QStringLiteral("confirmNo")));
        t.app()->storage().flush();
        QCOMPARE(autosave(t), before);
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("shaftmount"));
        QCOMPARE(t.session()->board()->actionCount(), actions);

        QMetaObject::invokeMethod(t.window(), "openTable");
        QTRY_VERIFY((item = t.item(QStringLiteral("menuButton"))));
        clickWhenStill(t, item);
        QTRY_VERIFY((item = t.button(QStringLiteral("Play this deal again"))));
        clickWhenStill(t, item);
        questionAsked(t);
        QTest::keyClick(t.window(), Qt::Key_Escape);
        QTRY_VERIFY(!t.item(QStringLiteral("confirmNo")));
        t.app()->storage().flush();
        QCOMPARE(autosave(t), before);
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("shaftmount"));
    }

    // The statistics' "Play again" of a past deal while a game is saved: asks, and No keeps it.
    void statisticsPlayAgainAsks()
    {
        Table t(saveShaftmount);
        const QByteArray before = autosave(t);
        FinishedGame past;
        past.key = QStringLiteral("past");
        past.game = QStringLiteral("shithead");
        past.options = QStringLiteral("{}");
        past.seed = 7;
        past.endedAt = QDateTime::currentDateTimeUtc();
        past.durationMs = 61000;
        past.record = R"({"format": "felt-record/1", "game": "shithead", "players": 2, "seed": 7, "actions": []})";
        past.seats = { { AppController::defaultPlayerName(), QStringLiteral("human"), 0, std::nullopt },
                       { QStringLiteral("Bot"), QStringLiteral("normal"), 1, std::nullopt } };
        t.app()->stats()->setGame(QStringLiteral("shithead"));
        t.app()->stats()->record(past);
        QVERIFY(t.openWindow());
        clickWhenStill(t, t.item(QStringLiteral("statisticsButton")));
        QTRY_VERIFY(t.item(QStringLiteral("pastGame")));
        QQuickItem *again = nullptr;
        QTRY_VERIFY((again = t.button(QStringLiteral("Play again"))));
        clickWhenStill(t, again);
        questionAsked(t, QStringLiteral("shithead"));
        QVERIFY(!t.session()->game()->active());
        escKeeps(t, before);
    }

    // "Play over the network" on the new-game page: asks (the saved game stays saved).
    void hostingAsks()
    {
        Table t(saveShaftmount);
        const QByteArray before = autosave(t);
        QVERIFY(t.openWindow());
        openNewGamePageFromTile(t, QStringLiteral("shithead"));
        clickWhenStill(t, t.item(QStringLiteral("hostButton")));
        questionAsked(t);
        QVERIFY(!t.app()->network()->table()->live());
        escKeeps(t, before);
        QVERIFY(!t.app()->network()->table()->live());
    }

    // Join on the join page: asks (the saved game stays saved).
    void joiningAsks()
    {
        Table t(saveShaftmount);
        const QByteArray before = autosave(t);
        QVERIFY(t.openWindow());
        clickWhenStill(t, t.item(QStringLiteral("joinTableButton")));
        QQuickItem *code = nullptr;
        QTRY_VERIFY((code = t.item(QStringLiteral("joinCode"))));
        clickWhenStill(t, code);
        for (const char c : QByteArrayLiteral("felt://127.0.0.1:9/K7QW2P"))
            if (c)
                QTest::keyClick(t.window(), c);
        QTRY_VERIFY(t.item(QStringLiteral("joinButton"))->isEnabled());
        clickWhenStill(t, t.item(QStringLiteral("joinButton")));
        questionAsked(t);
        QVERIFY(!t.app()->network()->table()->live());
        escKeeps(t, before);
        QVERIFY(!t.app()->network()->table()->live());
    }

    // felt --game G and felt felt://… with a game saved: the window asks first; No leaves the
    // home page offering the saved game.
    void commandLineAsks()
    {
        Table t(saveShaftmount);
        const QByteArray before = autosave(t);
        QVERIFY(t.openWindow());
        QVariantList seats;
        for (const char *kind : { "human", "normal", "normal", "normal" })
            seats.append(QVariantMap { { QStringLiteral("name"), QString::fromLatin1(kind) }, { QStringLiteral("kind"), QString::fromLatin1(kind) } });
        QVERIFY(QMetaObject::invokeMethod(t.window(), "askToReplace", Q_ARG(QVariant, QStringLiteral("wrong-suit")),
                                          Q_ARG(QVariant, seats), Q_ARG(QVariant, 9.0)));
        questionAsked(t, QStringLiteral("wrong-suit"));
        escKeeps(t, before);
        QVERIFY(!t.session()->game()->active());
        bannerOffersIt(t);

        AppController::rememberPlayerName(QStringLiteral("Ann"));   // (a name given once: the link is joined, not asked about)
        QVERIFY(QMetaObject::invokeMethod(t.window(), "joinTable", Q_ARG(QVariant, QStringLiteral("felt://127.0.0.1:9/K7QW2P"))));
        questionAsked(t);
        escKeeps(t, before);
        QVERIFY(!t.app()->network()->table()->live());
        bannerOffersIt(t);
    }

    // Resume while another game is unfinished on the table (a network game the saved one made
    // way for; here a game started at the table itself): asks, and No keeps the table's game.
    void resumeAsksWhileAGameIsOnTheTable()
    {
        Table t(saveShaftmount);
        const QByteArray before = autosave(t);
        t.session()->setStorage(nullptr);   // as a network game: saved elsewhere
        t.session()->setBotsPaused(true);
        QString why;
        QVERIFY2(t.session()->start(QStringLiteral("chain-chain"), personAndBots(), {}, 5, &why), qPrintable(why));
        QVERIFY(t.openWindow());
        QMetaObject::invokeMethod(t.window(), "home");
        bannerOffersIt(t);
        QQuickItem *resume = nullptr;
        QTRY_VERIFY((resume = t.button(QStringLiteral("Resume"))));
        clickWhenStill(t, resume);
        questionAsked(t);
        QVERIFY(shows(t.window()->contentItem(), t.app()->catalog()->gameName(QStringLiteral("chain-chain"))));
        escKeeps(t, before);
        QCOMPARE(t.session()->game()->gameId(), QStringLiteral("chain-chain"));
    }

    // A second Felt on the same data folder does not run beside the first: it says Felt is
    // already running and exits, and the first one's saved game is untouched. A lock left by
    // a Felt that was killed is taken over.
    void secondAppOnTheSameFolderExits()
    {
        QTemporaryDir dir;
        saveShaftmount(dir.path());
        QFile file(dir.path() + QStringLiteral("/autosave.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("FELT_DATA_DIR"), dir.path());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        QProcess first;
        first.setProcessEnvironment(env);
        first.start(QStringLiteral(FELT_APP), {});
        QVERIFY(first.waitForStarted());
        // Its window is up once it holds the folder (it listens from then on).
        const QString lock = dir.path() + QStringLiteral("/felt-app.lock");
        auto holder = [&] {
            QFile f(lock);
            return f.open(QIODevice::ReadOnly) ? f.readLine().trimmed().toLongLong() : 0;
        };
        // (A Felt that takes no lock runs all the same: then the second one is started after
        // as long as the first one takes to take it.)
        (void)QTest::qWaitFor([&] { return holder() == first.processId(); }, 20000);
        QCOMPARE(first.state(), QProcess::Running);

        QProcess second;
        second.setProcessEnvironment(env);
        second.start(QStringLiteral(FELT_APP), { QStringLiteral("--game"), QStringLiteral("shithead") });
        QVERIFY(second.waitForStarted());
        const bool ended = second.waitForFinished(20000);
        if (!ended) {
            second.kill();
            second.waitForFinished();
        }
        first.kill();
        first.waitForFinished();
        QVERIFY2(ended, "the second Felt ran beside the first");
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QVERIFY2(second.readAllStandardError().contains("already running"), "the second Felt did not say why it ended");
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();

        // The first was killed: its lock is left behind, and a new Felt takes it over.
        QVERIFY(QFile::exists(lock));
        QProcess third;
        third.setProcessEnvironment(env);
        third.start(QStringLiteral(FELT_APP), {});
        QVERIFY(third.waitForStarted());
        QTRY_COMPARE_WITH_TIMEOUT(holder(), third.processId(), 20000);
        QCOMPARE(third.state(), QProcess::Running);
        third.kill();
        third.waitForFinished();
    }
};

QTEST_MAIN(TestReplace)
#include "tst_replace.moc"
