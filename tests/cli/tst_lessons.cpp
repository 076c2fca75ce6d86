// The lessons (app/games/<game>/lessons/, lesson.h): every built-in lesson replays through the
// engine with each scripted and expected action legal and each condition true; a lesson made
// wrong (an illegal action, a false condition) fails; every text is translated.
#include "lesson.h"

#include <QFile>
#include <QSet>
#include <QXmlStreamReader>
#include <QtTest>

using namespace felt;

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void everyGameHasALesson();
    void everyLessonReplays();
    void aWrongLessonFails();
    void unknownLessonIsAnError();
    void everyTextIsTranslated_data();
    void everyTextIsTranslated();
};

void TestLessons::everyGameHasALesson()
{
    const QStringList ids = lessonIds();
    for (const char *id : { "chain-chain:1", "wrong-suit:1", "shithead:1", "mountain:1", "shaftmount:1" })
        QVERIFY2(ids.contains(QLatin1String(id)), qPrintable(ids.join(u' ')));
    QCOMPARE(lessonIdsOf(QStringLiteral("chain-chain")).first(), QStringLiteral("chain-chain:1"));
    QVERIFY(lessonIdsOf(QStringLiteral("no-such-game")).isEmpty());
}

void TestLessons::everyLessonReplays()
{
    const QStringList ids = lessonIds();
    QVERIFY(!ids.isEmpty());
    for (const QString &id : ids) {
        auto lesson = loadLesson(id);
        QVERIFY2(lesson, qPrintable(lesson ? QString() : lesson.error()));
        const QStringList problems = checkLesson(*lesson);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
}

void TestLessons::aWrongLessonFails()
{
    auto lesson = loadLesson(QStringLiteral("chain-chain"));
    QVERIFY(lesson);
    QVERIFY(checkLesson(*lesson).isEmpty());
    // An expected action made illegal: the 3 is not on the chain's link after Bruno's 7 2.
    {
        Lesson broken = *lesson;
        broken.steps[1].expect = { QStringLiteral("play 9 9") };
        const QStringList problems = checkLesson(broken);
        QVERIFY2(problems.join(u'\n').contains(QStringLiteral("step 2: \"play 9 9\" is not legal")), qPrintable(problems.join(u'\n')));
    }
    // A scripted action made illegal: Bruno must start with the link 7.
    {
        Lesson broken = *lesson;
        broken.steps[2].action.text = QStringLiteral("play 2 5");
        const QStringList problems = checkLesson(broken);
        QVERIFY2(problems.join(u'\n').contains(QStringLiteral("step 3: \"1: play 2 5\" is not legal (must-match-link)")),
                 qPrintable(problems.join(u'\n')));
    }
    // A claim the engine does not back: the link after the 3 7 is not 3.
    {
        Lesson broken = *lesson;
        broken.steps[1].checks = QJsonArray { QJsonObject { { "state", "/link" }, { "equals", "3" } } };
        QVERIFY(checkLesson(broken).join(u'\n').contains(QStringLiteral("state /link is \"7\", not \"3\"")));
        broken.steps[4].checks = QJsonArray { QJsonObject { { "event", "reversed" } } };
        QVERIFY(checkLesson(broken).join(u'\n').contains(QStringLiteral("step 5: no event")));
    }
    // A free choice is replayed on from every legal action: a later step that only one of them
    // allows fails.
    {
        Lesson broken = *lesson;
        LessonStep after;
        after.kind = LessonStep::Kind::They;
        after.action = { 3, QStringLiteral("take") };
        after.text = QStringLiteral("x");
        broken.steps.push_back(after);
        QVERIFY(checkLesson(broken).join(u'\n').contains(QStringLiteral("after \"")));
    }
}

void TestLessons::unknownLessonIsAnError()
{
    for (const char *spec : { "no-such-game", "chain-chain:99", "chain-chain:x" }) {
        auto lesson = loadLesson(QString::fromLatin1(spec));
        QVERIFY(!lesson);
        QVERIFY2(lesson.error().contains(QStringLiteral("chain-chain:1")), qPrintable(lesson.error()));
    }
    QVERIFY(!parseLesson("{", QStringLiteral("chain-chain"), 1));
    QVERIFY(!parseLesson(R"({"format": "felt-lesson/1", "title": "t", "steps": []})", QStringLiteral("chain-chain"), 1));
}

void TestLessons::everyTextIsTranslated_data()
{
    QTest::addColumn<QString>("language");
    for (const char *l : { "de", "fr", "sv" })
        QTest::newRow(l) << QString::fromLatin1(l);
}

void TestLessons::everyTextIsTranslated()
{
    QFETCH(QString, language);
    QFile ts(QStringLiteral(FELT_SOURCE_DIR "/translations/felt_%1.ts").arg(language));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QSet<QString> translated;
    QXmlStreamReader xml(&ts);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && context == QLatin1String("Lesson")) {
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            if (!unfinished && !xml.readElementText().isEmpty())
                translated.insert(source);
        }
    }
    QVERIFY(!xml.hasError());
    for (const QString &id : lessonIds()) {
        auto lesson = loadLesson(id);
        QVERIFY(lesson);
        QStringList texts { lesson->title };
        for (const LessonStep &s : lesson->steps)
            texts << s.text << s.refuse << s.did;
        texts.removeAll(QString());
        for (const QString &t : texts)
            QVERIFY2(translated.contains(t), qPrintable(QStringLiteral("%1: not translated (run tools/lessontexts.py, "
                                                                       "update_translations): %2").arg(id, t)));
    }
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
