// Autosave after every action, resume, and saves that cannot be read.
#include "helpers.h"

#include "json.h"
#include "record.h"
#include "storage.h"

#include "../slowdown.h"

#include "core/anygame.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTest>

#include <atomic>
#include <chrono>
#include <limits>
#include <thread>

#include <fcntl.h>
#include <sys/fsuid.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace testing;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// A save of a running bot game after `actions` actions.
QByteArray makeSave(int actions, const QVariantList &players = seats({ "normal", "easy", "normal" }), int seed = 31)
{
    DataDir dir;
    QByteArray bytes;
    {
        AppController app { QString() };
        app.settings()->setBotDelayMs(0);
        app.session()->setActionLimit(actions);
        if (!app.newGame("shithead", players, {}, seed))
            return {};
        if (!QTest::qWaitFor([&] { return app.session()->board()->actionCount() >= actions; }, 10000))
            return {};
        app.storage().flush();
        bytes = readFile(dir.file("autosave.json"));
    }
    return bytes;
}

QByteArray editSave(const QByteArray &save, const std::function<void(QJsonObject &envelope)> &edit)
{
    QJsonObject envelope = QJsonDocument::fromJson(save).object();
    edit(envelope);
    return QJsonDocument(envelope).toJson();
}

QStringList asideFiles(const QString &dir)
{
    return QDir(dir).entryList({ "autosave.corrupt-*.json" }, QDir::Files);
}

} // namespace

class TestStorage : public QObject {
    Q_OBJECT

private slots:
    void autosaveAfterEveryAction();
    void resumeReproducesTheGame();
    void resumeWithAPerson();
    void discard();
    void finishedSaveIsRemoved();
    void corruptSave_data();
    void corruptSave();
    void saveThatIsNotAFile();
    void corruptSaveInAFolderThatCannotBeWritten();
    void leftoversOfAKilledFeltAreRemoved();
    void settingsThatCannotBeRead();
    void largeSaveStartsQuickly();
};

void TestStorage::autosaveAfterEveryAction()
{
    DataDir dir;
    AppController app { QString() };
    app.settings()->setBotDelayMs(0);
    GameSession *s = app.session();
    const QString path = dir.file("autosave.json");
    QString problem;
    int saves = 0;
    connect(s->play(), &PlayFacet::acted, this, [&] {
        if (!problem.isEmpty())
            return;
        app.storage().flush();   // saving runs on a worker thread
        if (s->board()->over()) {
            if (QFile::exists(path))
                problem = "a finished game is still saved";
            return;
        }
        auto saved = Storage::fromJson(readFile(path));
        if (!saved) {
            problem = saved.error();
            return;
        }
        ++saves;
        if (felt::recordToValue(saved->record) != felt::recordToValue(*s->record()))
            problem = QStringLiteral("the save after action %1 differs from the record").arg(s->board()->actionCount());
        else if (saved->record.actions.size() != static_cast<std::size_t>(s->board()->actionCount()))
            problem = "wrong number of actions saved";
        else if (saved->seats != s->seatSpecs())
            problem = "seats differ";
    });

    QVERIFY(app.newGame("shithead", seats({ "normal", "human", "easy" }), { { "skipNine", true } }, 77));
    // Saved at once, before any action.
    app.storage().flush();
    QVERIFY(QFile::exists(path));
    const QJsonObject envelope = QJsonDocument::fromJson(readFile(path)).object();
    QCOMPARE(envelope.value("felt-save").toInt(), 1);
    QCOMPARE(envelope.value("seats").toArray().at(1).toObject().value("name").toString(), QStringLiteral("Bert"));
    QCOMPARE(envelope.value("seats").toArray().at(1).toObject().value("kind").toString(), QStringLiteral("human"));
    const QJsonObject record = envelope.value("record").toObject();
    QCOMPARE(record.value("format").toString(), QStringLiteral("felt-record/1"));
    QCOMPARE(record.value("game").toString(), QStringLiteral("shithead"));
    QCOMPARE(record.value("seed").toInt(), 77);
    QCOMPARE(record.value("options").toObject().value("skipNine").toBool(), true);

    QRandomGenerator rng(77);
    QElapsedTimer clock;
    clock.start();
    while (!s->board()->over() && clock.elapsed() < 30000) {
        if (!s->play()->legal().isEmpty())
            QVERIFY(s->play()->act(humanChoice(s->play()->legal(), rng)));
        else
            QTest::qWait(1);
    }
    QVERIFY(s->board()->over());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(saves, s->board()->actionCount() - 1);
    app.storage().flush();
    QVERIFY(!QFile::exists(path));
    // The saved record replays to the same end in felt_appcore too.
    const felt::ReplayResult replayed = felt::replay(*s->record());
    QVERIFY(replayed.ok());
    QVERIFY(replayed.game->equals(*hostGame(*s)));
}

void TestStorage::resumeReproducesTheGame()
{
    DataDir dir;
    std::unique_ptr<felt::AnyGame> before;
    QStringList tableBefore;
    QStringList logBefore;
    {
        AppController app { QString() };
        app.settings()->setBotDelayMs(0);
        GameSession *s = app.session();
        s->setActionLimit(40);
        QVERIFY(app.newGame("shithead", seats({ "normal", "normal", "easy", "normal" }), { { "jokers", true } }, 5150));
        QTRY_COMPARE_WITH_TIMEOUT(s->board()->actionCount(), 40, 10000);
        QVERIFY(!s->board()->over());
        before = hostGame(*s)->clone();
        tableBefore = tableshown::table(*s);
    }
    AppController app { QString() };
    GameSession *s = app.session();
    QVERIFY(app.canResume());
    QVERIFY(app.startupMessage().isEmpty());
    QVERIFY(!s->game()->active());
    s->setActionLimit(40);   // look before the bots go on
    QSignalSpy canResume(&app, &AppController::canResumeChanged);
    QVERIFY(app.resume());
    QCOMPARE(canResume.size(), 1);
    QVERIFY(!app.canResume());
    QVERIFY(s->game()->active());
    QCOMPARE(s->board()->actionCount(), 40);
    QVERIFY(hostGame(*s)->equals(*before));
    QCOMPARE(tableshown::table(*s), tableBefore);
    QCOMPARE(s->game()->players(), 4);
    QCOMPARE(s->game()->deal().toDouble(), 5150.0);
    QVERIFY(s->log()->rowCount() > 10);
    QCOMPARE(s->log()->textAt(s->log()->rowCount() - 1), QStringLiteral("The game was resumed."));
    QVERIFY(!app.resume());   // nothing left to resume

    // The bots carry on to the end from the resumed game.
    app.settings()->setBotDelayMs(0);
    s->setActionLimit(-1);
    QTRY_VERIFY_WITH_TIMEOUT(s->board()->over(), 60000);
    app.storage().flush();
    QVERIFY(!QFile::exists(dir.file("autosave.json")));
}

void TestStorage::resumeWithAPerson()
{
    DataDir dir;
    // The bots act in the swapping phase (each says ready at least), the person does not yet.
    writeFile(dir.file("autosave.json"), makeSave(2, seats({ "easy", "human", "normal" }), 4));
    AppController app { QString() };
    QVERIFY(app.canResume());
    GameSession *s = app.session();
    s->setBotsPaused(true);
    QVERIFY(app.resume());
    QCOMPARE(s->screen()->viewer(), 1);
    QCOMPARE(s->game()->humans(), 1);
    QVERIFY2(hiddenLeak(*s).isEmpty(), qPrintable(hiddenLeak(*s)));
}

void TestStorage::discard()
{
    DataDir dir;
    writeFile(dir.file("autosave.json"), makeSave(3));
    AppController app { QString() };
    QVERIFY(app.canResume());
    app.discardSavedGame();
    QVERIFY(!app.canResume());
    QVERIFY(!QFile::exists(dir.file("autosave.json")));
    AppController again { QString() };
    QVERIFY(!again.canResume());
    QVERIFY(again.startupMessage().isEmpty());
}

void TestStorage::finishedSaveIsRemoved()
{
    DataDir dir;
    // A finished game's record inside a save envelope (as if the removal had failed).
    QByteArray save = makeSave(2, seats({ "normal", "normal" }), 9);
    QVERIFY(!save.isEmpty());
    auto saved = Storage::fromJson(save);
    QVERIFY(saved.has_value());
    auto built = felt::buildGame(saved->record);
    QVERIFY(built.has_value());
    std::unique_ptr<felt::AnyGame> game = std::move(*built);
    saved->record.actions.clear();
    int guard = 0;
    while (!game->isOver() && guard++ < 5000) {
        const felt::Seat seat = game->actors().first();
        const std::string action = game->botTask(seat, felt::BotLevel::Easy, static_cast<std::uint64_t>(guard))();
        QCOMPARE(game->apply(seat, action), felt::Reason::Ok);
        saved->record.actions.push_back({ seat, QString::fromStdString(action) });
    }
    QVERIFY(game->isOver());
    writeFile(dir.file("autosave.json"), Storage::toJson(*saved));
    AppController app { QString() };
    QVERIFY(!app.canResume());
    QVERIFY(app.startupMessage().isEmpty());
    QVERIFY(!QFile::exists(dir.file("autosave.json")));
    QVERIFY(asideFiles(dir.path()).isEmpty());
}

void TestStorage::corruptSave_data()
{
    const QByteArray good = makeSave(12);
    QVERIFY(!good.isEmpty());
    QVERIFY(Storage::fromJson(good).has_value());
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("garbage") << QByteArray("\x00\x01\x02 this is not a saved game \xff\xfe", 32);
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("truncated") << good.left(good.size() / 2);
    QTest::newRow("not an object") << QByteArray("[1, 2, 3]");
    QTest::newRow("a bare record") << QJsonDocument(QJsonDocument::fromJson(good).object().value("record").toObject()).toJson();
    QTest::newRow("newer version") << editSave(good, [](QJsonObject &e) { e["felt-save"] = 2; });
    QTest::newRow("seat kind") << editSave(good, [](QJsonObject &e) {
        QJsonArray seats = e["seats"].toArray();
        seats[0] = QJsonObject { { "name", "X" }, { "kind", "wizard" } };
        e["seats"] = seats;
    });
    QTest::newRow("oracle seat") << editSave(good, [](QJsonObject &e) {
        QJsonArray seats = e["seats"].toArray();
        seats[1] = QJsonObject { { "name", "X" }, { "kind", "oracle" } };   // felt-cli's only
        e["seats"] = seats;
    });
    QTest::newRow("seat count") << editSave(good, [](QJsonObject &e) {
        QJsonArray seats = e["seats"].toArray();
        seats.removeLast();
        e["seats"] = seats;
    });
    QTest::newRow("unknown game") << editSave(good, [](QJsonObject &e) {
        QJsonObject r = e["record"].toObject();
        r["game"] = "tiddlywinks";
        e["record"] = r;
    });
    QTest::newRow("deal of another game") << editSave(good, [](QJsonObject &e) {
        QJsonObject r = e["record"].toObject();
        r["game"] = "shaftmount";
        e["record"] = r;
    });
    QTest::newRow("unknown option") << editSave(good, [](QJsonObject &e) {
        QJsonObject r = e["record"].toObject();
        r["options"] = QJsonObject { { "flyingAces", true } };
        e["record"] = r;
    });
    QTest::newRow("illegal action") << editSave(good, [](QJsonObject &e) {
        QJsonObject r = e["record"].toObject();
        QJsonArray actions = r["actions"].toArray();
        actions.append("0: play AS AS AS AS AS");
        r["actions"] = actions;
        e["record"] = r;
    });
    QTest::newRow("action out of order") << editSave(good, [](QJsonObject &e) {
        QJsonObject r = e["record"].toObject();
        QJsonArray actions = r["actions"].toArray();
        actions.insert(0, "0: pickup");
        r["actions"] = actions;
        e["record"] = r;
    });
}

void TestStorage::corruptSave()
{
    QFETCH(QByteArray, bytes);
    DataDir dir;
    writeFile(dir.file("autosave.json"), bytes);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("felt: the saved game could not be read"));
    AppController app { QString() };
    QVERIFY(!app.canResume());
    QVERIFY(!app.resume());
    QVERIFY(!app.session()->game()->active());
    // One plain sentence that names the file it was moved to.
    const QString message = app.startupMessage();
    QVERIFY(!message.isEmpty());
    QVERIFY(!message.contains('\n'));
    QVERIFY(message.endsWith('.'));
    QVERIFY(!QFile::exists(dir.file("autosave.json")));
    const QStringList aside = asideFiles(dir.path());
    QCOMPARE(aside.size(), 1);
    QVERIFY(message.contains(aside.first()));
    QCOMPARE(readFile(dir.file(aside.first())), bytes);

    // The app goes on normally: a new game starts and is saved.
    app.settings()->setBotDelayMs(0);
    QVERIFY(app.newGame("shithead", seats({ "easy", "easy" }), {}, 1));
    app.storage().flush();
    QVERIFY(QFile::exists(dir.file("autosave.json")));
    app.session()->close();
    // The next start is clean.
    AppController again { QString() };
    QVERIFY(again.startupMessage().isEmpty());
}

// A save that is a FIFO (or another non-file) is put aside at once: reading it would wait
// for a writer for ever and block the app's start.
void TestStorage::saveThatIsNotAFile()
{
    DataDir dir;
    const QByteArray fifo = QFile::encodeName(dir.file("autosave.json"));
    QVERIFY(::mkfifo(fifo.constData(), 0600) == 0);
    // Without the fix the start blocks in open(): a writer comes after 10 s so the test
    // can fail instead of hanging.
    std::atomic<bool> done { false };
    std::thread rescue([&] {
        for (int i = 0; i < 100 && !done; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        if (!done) {
            const int fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0)
                ::close(fd);
        }
    });
    QElapsedTimer clock;
    clock.start();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("felt: the saved game could not be read"));
    {
        AppController app { QString() };
        done = true;
        const qint64 ms = clock.elapsed();
        rescue.join();
        QVERIFY2(ms < 5000, qPrintable(QStringLiteral("the start took %1 ms").arg(ms)));   // the rescue comes after 10 s
        QVERIFY(!app.canResume());
        QVERIFY(!app.startupMessage().isEmpty());
        QVERIFY(!QFileInfo::exists(dir.file("autosave.json")));
        QCOMPARE(QDir(dir.path()).entryList({ "autosave.corrupt-*.json" }, QDir::Files | QDir::System).size(), 1);
    }
}

namespace {
// Makes the calling thread's file access that of an ordinary user while it lives (root
// would write into a read-only folder all the same); nothing for an ordinary user.
class OrdinaryFileAccess {
public:
    OrdinaryFileAccess()
        : m_root(::geteuid() == 0)
    {
        if (m_root)
            ::setfsuid(65534);
    }
    ~OrdinaryFileAccess()
    {
        if (m_root)
            ::setfsuid(0);
    }

private:
    bool m_root;
};
} // namespace

// A corrupt save in a data folder that cannot be written can be neither put aside nor
// removed: the message says so (not "removed"), and it is the same true message next time.
void TestStorage::corruptSaveInAFolderThatCannotBeWritten()
{
    DataDir dir;
    writeFile(dir.file("autosave.json"), "not a saved game");
    QVERIFY(QFile::setPermissions(dir.file("autosave.json"), QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    const auto readOnly = QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup | QFileDevice::ExeGroup
        | QFileDevice::ReadOther | QFileDevice::ExeOther;
    QVERIFY(QFile::setPermissions(dir.path(), readOnly));
    for (int start = 0; start < 2; ++start) {
        QString message;
        {
            OrdinaryFileAccess user;
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression("felt: the saved game could not be read .*stays at"));
            AppController app { QString() };
            message = app.startupMessage();
            QVERIFY(!app.canResume());
        }
        QVERIFY2(QFile::exists(dir.file("autosave.json")), "the save is still there");
        QVERIFY2(!message.contains("removed", Qt::CaseInsensitive) || message.contains("could not be put aside or removed"), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(dir.file("autosave.json"))), qPrintable(message));
        QVERIFY2(message.contains("stays where it is"), qPrintable(message));
        QVERIFY(!message.contains('\n'));
        QVERIFY(asideFiles(dir.path()).isEmpty());
    }
    QVERIFY(QFile::setPermissions(dir.path(), readOnly | QFileDevice::WriteOwner));
}

// A Felt killed in the middle of a save leaves QSaveFile's autosave.json.XXXXXX and, killed
// while its settings are written, felt.conf.lock: the next start removes them (and nothing
// else), unless another Felt is running on the same folder.
void TestStorage::leftoversOfAKilledFeltAreRemoved()
{
    DataDir dir;
    // A process id no process can have (above Linux's PID_MAX_LIMIT, 2^22), for the stale
    // lock: its Felt is gone.
    const qint64 deadPid = (qint64 { 1 } << 22) + 12345;
    auto leaveLeftovers = [&] {
        writeFile(dir.file("autosave.json.Ab12Cd"), "{\"felt-save\": 1, \"seats\": [");
        writeFile(dir.file("autosave.json.zz9999"), "");
        writeFile(dir.file("felt.conf.lock"), QByteArray::number(deadPid) + "\nfelt\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    };
    leaveLeftovers();
    writeFile(dir.file("autosave.json.keep"), "mine");
    writeFile(dir.file("autosave.json.Ab12Cd.txt"), "mine");
    {
        AppController app { QString() };
        QVERIFY(app.startupMessage().isEmpty());
        QVERIFY(!QFile::exists(dir.file("autosave.json.Ab12Cd")));
        QVERIFY(!QFile::exists(dir.file("autosave.json.zz9999")));
        QVERIFY(!QFile::exists(dir.file("felt.conf.lock")));
        QVERIFY(QFile::exists(dir.file("autosave.json.keep")));
        QVERIFY(QFile::exists(dir.file("autosave.json.Ab12Cd.txt")));

        // While this Felt runs, another one on the same folder leaves its files alone.
        leaveLeftovers();
        Storage other(dir.path());
        QCOMPARE(other.claimAndCleanUp(), 0);
        QVERIFY(QFile::exists(dir.file("autosave.json.Ab12Cd")));
    }
    // The first has ended: the folder is free again.
    AppController next { QString() };
    QVERIFY(!QFile::exists(dir.file("autosave.json.Ab12Cd")));
    QVERIFY(!QFile::exists(dir.file("felt.conf.lock")));
}

// A setting that cannot be read gives its default, not 0 or true.
void TestStorage::settingsThatCannotBeRead()
{
    DataDir dir;
    writeFile(dir.file("felt.conf"), "[General]\nbotDelayMs=abc\nfourColour=maybe\nwindow=garbage\nanimationSpeed=warp\n"
                                     "tableColour=plaid\ndeck=kde:no-such-deck\nlanguage=xx\nfullScreen=perhaps\n"
                                     "askBeforeConceding=7\n");
    {
        AppController app { QString() };
        QCOMPARE(app.settings()->botDelayMs(), 700);
        QCOMPARE(app.settings()->look()->fourColour(), false);
        QCOMPARE(app.settings()->look()->animationSpeed(), QStringLiteral("normal"));
        QCOMPARE(app.settings()->look()->motion(), 1.0);
        QCOMPARE(app.settings()->look()->tableColour(), QStringLiteral("green"));
        QCOMPARE(app.settings()->language(), QString());
        QCOMPARE(app.settings()->fullScreen(), false);
        QCOMPARE(app.settings()->askBeforeConceding(), true);
        // A deck that is not installed (any more) draws with Felt's own faces.
        QCOMPARE(app.settings()->look()->deckImage(), QStringLiteral("felt"));
        QVERIFY(app.windowGeometry().isEmpty());
    }
    writeFile(dir.file("felt.conf"), "[General]\nbotDelayMs=99999999999999999999\nfourColour=true\n");
    {
        AppController app { QString() };
        QCOMPARE(app.settings()->botDelayMs(), 700);
        QCOMPARE(app.settings()->look()->fourColour(), true);
    }
    writeFile(dir.file("felt.conf"), "[General]\nbotDelayMs=250\nfourColour=false\n");
    {
        AppController app { QString() };
        QCOMPARE(app.settings()->botDelayMs(), 250);
        QCOMPARE(app.settings()->look()->fourColour(), false);
        app.saveWindowGeometry({ { "x", 10 }, { "y", 20 }, { "width", 800 }, { "height", 600 }, { "maximized", true } });
        const WindowGeometry g = app.windowGeometry();
        QCOMPARE(g.width, 800);
        QCOMPARE(g.maximized, true);
        // A window of impossible size (from QML, or edited by hand) is not restored.
        app.saveWindowGeometry({ { "x", 0 }, { "y", 0 }, { "width", std::numeric_limits<double>::infinity() }, { "height", 600 } });
        QVERIFY(app.windowGeometry().isEmpty());
        app.saveWindowGeometry({ { "x", 1e300 }, { "y", 0 }, { "width", 800 }, { "height", 600 } });
        QVERIFY(app.windowGeometry().isEmpty());
    }
}

// A save whose record holds 60,000 option keys does not hold up the start: it is set aside
// (unknown option) at once.
void TestStorage::largeSaveStartsQuickly()
{
    const QByteArray good = makeSave(6);
    QVERIFY(!good.isEmpty());
    DataDir dir;
    QByteArray options = "{";
    for (int i = 0; i < 60000; ++i)
        options += (i ? ",\"k" : "\"k") + QByteArray::number(i) + "\":" + QByteArray::number(i);
    options += "}";
    QByteArray bytes = editSave(good, [](QJsonObject &e) {
        QJsonObject r = e["record"].toObject();
        r["options"] = QJsonObject { { "PLACEHOLDER", 0 } };
        e["record"] = r;
    });
    bytes.replace("{\n            \"PLACEHOLDER\": 0\n        }", options);
    QVERIFY(bytes.contains("k59999"));
    writeFile(dir.file("autosave.json"), bytes);
    QElapsedTimer clock;
    clock.start();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("felt: the saved game could not be read \\(unknown option"));
    AppController app { QString() };
    QVERIFY2(clock.elapsed() < 1000 * kSlowdown, qPrintable(QStringLiteral("the start took %1 ms").arg(clock.elapsed())));
    QVERIFY(!app.canResume());
    QCOMPARE(asideFiles(dir.path()).size(), 1);
}

QTEST_GUILESS_MAIN(TestStorage)
#include "tst_storage.moc"
