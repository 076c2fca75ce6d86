// felt_appcore in-process: JSON <-> felt::Value, the ordered writer, felt-record/1 reading,
// writing and replaying, and the sentences for every engine code.
#include "json.h"
#include "record.h"

#include "texts.h"

#include "../slowdown.h"

#include "core/registry.h"
#include "games/shithead/shithead.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace felt;

namespace {

QByteArray readData(const QString &relative)
{
    QFile file(QStringLiteral(FELT_TEST_DATA "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test data %s", qPrintable(file.fileName()));
    return file.readAll();
}

QJsonObject dataObject(const QString &relative)
{
    return QJsonDocument::fromJson(readData(relative)).object();
}

QByteArray toBytes(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// The compact form of the value built in writerKeepsOrderAndEscapes (moc misreads raw strings
// that hold escaped quotes).
const char kExpectedCompact[] =
    "{\"zeta\":1,\"alpha\":[],\"text\":\"quote \\\" backslash \\\\ newline \\n tab \\t bell \\u0007 \u00e9\","
    "\"half\":0.5,\"list\":[\"3H\",2,null,false],\"nested\":{}}";

} // namespace

class TestRecord : public QObject {
    Q_OBJECT

private slots:
    void jsonToValueKeepsIntegers()
    {
        const QJsonDocument doc = QJsonDocument::fromJson(
            "{\"i\": 3, \"big\": 9007199254740993, \"neg\": -7, \"d\": 2.5, \"b\": true, \"n\": null,"
            " \"s\": \"7H\", \"a\": [1, \"x\", [false]], \"o\": {\"k\": {}}}");
        QVERIFY(doc.isObject());
        const Value v = valueFromJson(doc.object());
        QVERIFY(v.isObject());
        QVERIFY(v.find("i")->isInt());
        QCOMPARE(v.find("i")->toInt(), 3);
        QVERIFY(v.find("big")->isInt());
        QCOMPARE(v.find("big")->toInt(), std::int64_t { 9007199254740993 });
        QCOMPARE(v.find("neg")->toInt(), -7);
        QCOMPARE(v.find("d")->type(), Value::Type::Double);
        QCOMPARE(v.find("d")->toDouble(), 2.5);
        QVERIFY(v.find("b")->isBool() && v.find("b")->toBool());
        QVERIFY(v.find("n")->isNull());
        QCOMPARE(v.find("s")->toString(), std::string("7H"));
        QCOMPARE(v.find("a")->size(), std::size_t { 3 });
        QVERIFY((*v.find("a"))[2].isArray());
        QVERIFY(v.find("o")->find("k")->isObject());

        // And back: the same JSON.
        QCOMPARE(jsonFromValue(v).toObject(), doc.object());
        QCOMPARE(jsonFromValue(v).toObject().value(QLatin1String("big")).toInteger(), 9007199254740993LL);
    }

    // Objects of any size: set() replaces a key's value in place, find() finds every key,
    // members keep their order, copies and equality agree, and building is linear (100,000
    // keys in well under a second; the old member-by-member scan took 18 s).
    void largeObjects()
    {
        Value small = Value::object();
        small.set("b", 1);
        small.set("a", 2);
        small.set("b", 3);
        QCOMPARE(small.size(), std::size_t { 2 });
        QCOMPARE(small.members()[0].first, std::string("b"));
        QCOMPARE(small.find("b")->toInt(), 3);

        constexpr int kKeys = 100000;
        QElapsedTimer clock;
        clock.start();
        Value big = Value::object();
        for (int i = 0; i < kKeys; ++i)
            big.set("key" + std::to_string(i), i);
        for (int i = 0; i < kKeys; i += 2)
            big.set("key" + std::to_string(i), -i);   // replaced, not added
        const qint64 ms = clock.elapsed();
        QVERIFY2(ms < 1000 * kSlowdown, qPrintable(QStringLiteral("%1 ms for %2 keys").arg(ms).arg(kKeys)));
        QCOMPARE(big.size(), std::size_t { kKeys });
        for (int i = 0; i < kKeys; i += 997) {
            QVERIFY(big.find("key" + std::to_string(i)));
            QCOMPARE(big.find("key" + std::to_string(i))->toInt(), i % 2 ? i : -i);
            QCOMPARE(big.members()[static_cast<std::size_t>(i)].first, "key" + std::to_string(i));
        }
        QVERIFY(!big.find("key100000"));
        QVERIFY(!big.find(""));

        Value copy = big;
        QVERIFY(copy == big);
        copy.set("key7", 7000);   // the copy's index is its own
        QCOMPARE(copy.find("key7")->toInt(), 7000);
        QCOMPARE(big.find("key7")->toInt(), 7);
        QVERIFY(!(copy == big));
        copy.set("key7", 7);
        QVERIFY(copy == big);
        copy.set("extra", 0);
        QVERIFY(!(copy == big));

        // Keys that differ only after a long common prefix, and keys with NUL bytes.
        Value odd = Value::object();
        const std::string prefix(300, 'x');
        for (int i = 0; i < 100; ++i)
            odd.set(prefix + std::to_string(i), i);
        odd.set(std::string("a\0b", 3), 1);
        odd.set(std::string("a\0c", 3), 2);
        QCOMPARE(odd.size(), std::size_t { 102 });
        QCOMPARE(odd.find(prefix + "42")->toInt(), 42);
        QCOMPARE(odd.find(std::string_view("a\0c", 3))->toInt(), 2);
    }

    // A record whose options, deal or expectation has 60,000 keys is read (and refused for
    // its unknown option, or its deal's shape) well within a second.
    void largeRecordsLoadInLinearTime_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("options") << QStringLiteral("options") << QStringLiteral("unknown option \"k0\"");
        QTest::newRow("deal") << QStringLiteral("deal") << QStringLiteral("the deal does not have the shape this game expects (at deal.k0)");
        QTest::newRow("expect") << QStringLiteral("expect") << QString();
    }
    void largeRecordsLoadInLinearTime()
    {
        QFETCH(QString, key);
        QFETCH(QString, expected);
        QJsonObject record = dataObject(QStringLiteral("cli/shithead-3p.json"));
        QByteArray members;
        for (int i = 0; i < 60000; ++i)
            members += (i ? ",\"k" : "\"k") + QByteArray::number(i) + "\":" + QByteArray::number(i);
        record.insert(key, QJsonObject());
        QByteArray bytes = toBytes(record);
        const QByteArray empty = "\"" + key.toLatin1() + "\":{}";
        QVERIFY(bytes.contains(empty));
        bytes.replace(empty, "\"" + key.toLatin1() + "\":{" + members + "}");
        QVERIFY(bytes.size() > 700000);
        QElapsedTimer clock;
        clock.start();
        const auto parsed = parseRecord(bytes);
        const qint64 ms = clock.elapsed();
        QVERIFY2(ms < 1000 * kSlowdown, qPrintable(QStringLiteral("%1 ms").arg(ms)));
        if (expected.isEmpty()) {
            QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error()));
            QCOMPARE(parsed->expect->size(), std::size_t { 60000 });
            QCOMPARE(parsed->expect->find("k59999")->toInt(), 59999);
        } else {
            QVERIFY(!parsed.has_value());
            QCOMPARE(parsed.error(), expected);
        }
    }

    // quoted(): one plain line whatever the text; what a terminal or reader could take for
    // something else comes out as \\uXXXX, everything else as it is.
    void quotedIsSafe_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("deal") << QStringLiteral("\"deal\"");
        QTest::newRow("quote and backslash") << QStringLiteral("a\"b\\c") << QStringLiteral("\"a\\\"b\\\\c\"");
        QTest::newRow("ESC and VT") << QStringLiteral("a\x1b[31m\x0b") << QStringLiteral("\"a\\u001b[31m\\u000b\"");
        QTest::newRow("newline, CR, DEL") << QStringLiteral("a\nb\rc\x7f") << QStringLiteral("\"a\\u000ab\\u000dc\\u007f\"");
        QTest::newRow("C1 controls") << QString::fromUtf16(u"\u0085\u009b\u0090") << QStringLiteral("\"\\u0085\\u009b\\u0090\"");
        QTest::newRow("bidi and zero width") << QString::fromUtf16(u"a\u202Eb\u2066c\u200Bd\uFEFF")
                                             << QStringLiteral("\"a\\u202eb\\u2066c\\u200bd\\ufeff\"");
        QTest::newRow("line separators") << QString::fromUtf16(u"\u2028\u2029") << QStringLiteral("\"\\u2028\\u2029\"");
        QTest::newRow("lone surrogates") << QString(QChar(0xD800)) + u'x' + QChar(0xDC00) << QStringLiteral("\"\\ud800x\\udc00\"");
        QTest::newRow("letters and emoji stay") << QString::fromUtf16(u"K\u00f6nig \u2660 \U0001F0A1") << QString::fromUtf16(u"\"K\u00f6nig \u2660 \U0001F0A1\"");
        QTest::newRow("a tag character") << QString::fromUtf16(u"\U000E0041") << QStringLiteral("\"\\udb40\\udc41\"");
        QTest::newRow("cut") << QString(70, u'x') << u'"' + QString(60, u'x') + QStringLiteral("...\"");
    }
    void quotedIsSafe()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(quoted(text), expected);
    }

    void writerKeepsOrderAndEscapes()
    {
        Value v = Value::object();
        v.set("zeta", 1);
        v.set("alpha", Value::array());
        v.set("text", "quote \" backslash \\ newline \n tab \t bell \x07 é");
        v.set("half", 0.5);
        v.set("list", Value(Value::Array { Value("3H"), Value(2), Value(nullptr), Value(false) }));
        v.set("nested", Value::object());
        const QByteArray compact = writeJson(v, JsonStyle::Compact);
        QCOMPARE(compact,
                 QByteArray(kExpectedCompact));
        // Both styles are JSON that Qt reads back to the same value.
        for (const JsonStyle style : { JsonStyle::Compact, JsonStyle::Indented }) {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(writeJson(v, style), &error);
            QCOMPARE(error.error, QJsonParseError::NoError);
            QVERIFY(valueFromJson(doc.object()) == v);
        }
        const QByteArray indented = writeJson(v, JsonStyle::Indented);
        QVERIFY(indented.endsWith("}\n"));
        QVERIFY(indented.indexOf("\"zeta\"") < indented.indexOf("\"alpha\""));
        QVERIFY(indented.contains("\"list\": [\"3H\", 2, null, false]"));
    }

    void writerWrapsLongArrays()
    {
        Value cards = Value::array();
        for (int i = 0; i < 60; ++i)
            cards.push("7H");
        Value v = Value::object();
        v.set("stock", cards);
        const QByteArray text = writeJson(v);
        for (const QByteArray &line : text.split('\n'))
            QVERIFY2(line.size() <= 100, line.constData());
        QVERIFY(valueFromJson(QJsonDocument::fromJson(text).object()) == v);
        // Non-finite numbers are not JSON: written as null.
        QCOMPARE(writeJson(Value(std::numeric_limits<double>::infinity()), JsonStyle::Compact), QByteArray("null"));
    }

    void readsAndWritesARecord()
    {
        const auto record = parseRecord(readData(QStringLiteral("cli/shithead-3p.json")));
        QVERIFY2(record, record ? "" : qPrintable(record.error()));
        QCOMPARE(record->game, QStringLiteral("shithead"));
        QCOMPARE(record->players, 3);
        QCOMPARE(record->seed, std::uint64_t { 7 });
        QVERIFY(record->deal.has_value());
        QVERIFY(record->options.isObject());
        QVERIFY(!record->title.isEmpty());
        QCOMPARE(record->actions.size(), std::size_t { 8 });
        QCOMPARE(record->actions[0].seat, 0);
        QCOMPARE(record->actions[0].text, QStringLiteral("swap 7D KC"));
        QCOMPARE(record->actions[0].toString(), QStringLiteral("0: swap 7D KC"));

        const QByteArray written = writeRecord(*record);
        // The README's key order.
        const char *order[] = { "\"format\"", "\"title\"", "\"game\"", "\"players\"", "\"options\"",
                                "\"seed\"", "\"deal\"", "\"actions\"" };
        qsizetype last = -1;
        for (const char *key : order) {
            const qsizetype at = written.indexOf(key);
            QVERIFY2(at > last, key);
            last = at;
        }
        // The deal keeps its own key order too.
        QVERIFY(written.indexOf("\"down\"") < written.indexOf("\"up\""));
        QVERIFY(written.indexOf("\"hand\"") < written.indexOf("\"stock\""));

        const auto again = parseRecord(written);
        QVERIFY2(again, again ? "" : qPrintable(again.error()));
        QCOMPARE(again->game, record->game);
        QCOMPARE(again->players, record->players);
        QCOMPARE(again->seed, record->seed);
        QVERIFY(again->options == record->options);
        QVERIFY(*again->deal == *record->deal);
        QVERIFY(again->actions == record->actions);
        QCOMPARE(again->title, record->title);
        QCOMPARE(writeRecord(*again), written);
    }

    void replaysARecord()
    {
        const auto record = parseRecord(readData(QStringLiteral("cli/shithead-3p.json")));
        QVERIFY(record);
        const ReplayResult result = replay(*record);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.applied, 8);
        QVERIFY(!result.refusal);
        QVERIFY(result.game);
        QCOMPARE(result.game->gameId(), std::string_view("shithead"));
        QVERIFY(result.game->actors().has(1));

        // The same record built twice is the same game.
        auto a = buildGame(*record);
        auto b = buildGame(*record);
        QVERIFY(a && b);
        QVERIFY((*a)->equals(**b));
    }

    void stopsAtTheFirstRefusedAction()
    {
        QJsonObject object = dataObject(QStringLiteral("cli/shithead-3p.json"));
        QJsonArray actions = object.value(QLatin1String("actions")).toArray();
        // After the setup and "1: play JD", seat 2 tries a 4 on the jack.
        while (actions.size() > 6)
            actions.removeLast();
        actions.append(QStringLiteral("2: play 4D"));
        actions.append(QStringLiteral("0: pickup"));
        object.insert(QLatin1String("actions"), actions);
        const auto record = parseRecord(toBytes(object));
        QVERIFY2(record, record ? "" : qPrintable(record.error()));
        const ReplayResult result = replay(*record);
        QVERIFY(!result.ok());
        QCOMPARE(result.applied, 6);
        QVERIFY(result.refusal);
        QCOMPARE(result.refusal->index, 6);
        QCOMPARE(result.refusal->seat, 2);
        QCOMPARE(QString::fromLatin1(reasonId(*findGame("shithead"), result.refusal->reason)), QStringLiteral("too-low"));
        QCOMPARE(result.error, QStringLiteral("action 6: seat 2: that card does not beat the top of the pile"));
        QCOMPARE(result.error, refusalText(QStringLiteral("shithead"), *result.refusal));
        // The game is left as it stood before the refused action.
        QVERIFY(result.game);
        QVERIFY(result.game->actors().has(2));
    }

    void seedLimits_data()
    {
        QTest::addColumn<QByteArray>("seed");
        QTest::addColumn<bool>("valid");
        QTest::newRow("zero") << QByteArray("0") << true;
        QTest::newRow("2^53") << QByteArray("9007199254740992") << true;
        QTest::newRow("2^53+1") << QByteArray("9007199254740993") << false;
        QTest::newRow("2^64") << QByteArray("18446744073709551616") << false;
        QTest::newRow("negative") << QByteArray("-1") << false;
        QTest::newRow("fraction") << QByteArray("1.5") << false;
        QTest::newRow("exponent") << QByteArray("1e3") << true;
        QTest::newRow("text") << QByteArray("\"7\"") << false;
        QTest::newRow("null") << QByteArray("null") << false;
    }
    void seedLimits()
    {
        QFETCH(QByteArray, seed);
        QFETCH(bool, valid);
        const QByteArray json = "{\"format\": \"felt-record/1\", \"game\": \"shithead\", \"players\": 2, \"seed\": " + seed + "}";
        const auto record = parseRecord(json);
        QCOMPARE(bool(record), valid);
        if (!valid)
            QVERIFY(record.error().contains(QLatin1String("\"seed\"")));
    }

    void actionForms_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("error");   // empty: accepted
        QTest::newRow("plain") << QStringLiteral("0: ready") << QString();
        QTest::newRow("no space") << QStringLiteral("1:ready") << QString();
        QTest::newRow("no seat") << QStringLiteral("ready") << QStringLiteral("action 0: not of the form \"<seat>: <action>\"");
        QTest::newRow("no text") << QStringLiteral("0: ") << QStringLiteral("action 0: not of the form \"<seat>: <action>\"");
        QTest::newRow("negative") << QStringLiteral("-1: ready") << QStringLiteral("action 0: not of the form \"<seat>: <action>\"");
        QTest::newRow("huge") << QStringLiteral("99999999999: ready") << QStringLiteral("action 0: not of the form \"<seat>: <action>\"");
        QTest::newRow("out of range") << QStringLiteral("2: ready") << QStringLiteral("action 0: seat 2: there is no such seat (the seats are 0 to 1)");
        QTest::newRow("arabic-indic digit") << QStringLiteral("\u0661: ready") << QStringLiteral("action 0: not of the form \"<seat>: <action>\"");
    }
    void actionForms()
    {
        QFETCH(QString, entry);
        QFETCH(QString, error);
        QJsonObject object {
            { QStringLiteral("format"), QStringLiteral("felt-record/1") },
            { QStringLiteral("game"), QStringLiteral("shithead") },
            { QStringLiteral("players"), 2 },
            { QStringLiteral("seed"), 5 },
            { QStringLiteral("actions"), QJsonArray { entry } },
        };
        const auto record = parseRecord(toBytes(object));
        if (error.isEmpty()) {
            QVERIFY2(record, record ? "" : qPrintable(record.error()));
            QCOMPARE(record->actions.size(), std::size_t { 1 });
        } else {
            QVERIFY(!record);
            QCOMPARE(record.error(), error);
        }
    }

    // Every refusal code, shared or a game's own, has its own sentence: the shared ones in
    // app/core/texts.cpp, each game's in app/games/<game>/.
    void everyReasonHasASentence()
    {
        QSet<QString> shared;
        int codes = 0;
        for (int code = 1; code < kGameReasonBase; ++code) {
            const auto reason = static_cast<Reason>(code);
            if (reasonId(reason).empty())
                break;
            ++codes;
            const QString text = reasonText(reason);
            QVERIFY2(!text.isEmpty() && !text.contains(u'\n'), reasonId(reason).data());
            QVERIFY2(!shared.contains(text), qPrintable(QStringLiteral("two reasons share \"%1\"").arg(text)));
            shared.insert(text);
        }
        QCOMPARE(codes, 6);
        for (const GameSpec &spec : gameSpecs()) {
            if (!spec.available)
                continue;
            const QString game = QString::fromLatin1(spec.id.data(), static_cast<qsizetype>(spec.id.size()));
            QSet<QString> sentences = shared;
            for (int n = 0; n < 200; ++n) {
                const Reason reason = gameReason(n);
                if (!spec.reasonId || spec.reasonId(reason).empty())
                    break;
                const QString id = QString::fromLatin1(spec.reasonId(reason).data());
                const QString text = reasonText(game, reason);
                QVERIFY2(!text.isEmpty() && !text.contains(u'\n'), qPrintable(id));
                QVERIFY2(!text.contains(QLatin1String("(") + id + QLatin1String(")")),
                         qPrintable(QStringLiteral("%1: no sentence for the reason %2 in app/games").arg(game, id)));
                QVERIFY2(!sentences.contains(text), qPrintable(QStringLiteral("%1: two reasons share \"%2\"").arg(game, text)));
                sentences.insert(text);
            }
        }
        QCOMPARE(reasonText(QStringLiteral("shithead"), shithead::why::TooLow), QStringLiteral("that card does not beat the top of the pile"));
    }

    void everySetupProblemHasASentence()
    {
        QSet<QString> sentences;
        for (int code = 1; code < 256; ++code) {
            const auto problem = static_cast<SetupProblem>(code);
            if (setupProblemId(problem) == "unknown")
                break;
            const QString id = QString::fromLatin1(setupProblemId(problem));
            const QString text = setupErrorText(SetupError { problem, "deal.hand", 3, 2 });
            QVERIFY2(!text.isEmpty(), qPrintable(id));
            QVERIFY2(!text.contains(QLatin1String("(") + id + QLatin1String(")")),
                     qPrintable(QStringLiteral("no sentence for the setup problem %1 in app/core/texts.cpp").arg(id)));
            QVERIFY2(!sentences.contains(text), qPrintable(id));
            sentences.insert(text);
        }
        QCOMPARE(setupErrorText(SetupError { SetupProblem::UnknownOption, "foo" }), QStringLiteral("unknown option \"foo\""));
        QCOMPARE(setupErrorText(SetupError { SetupProblem::DealCount, "deal.hand[1]", 3, 2 }),
                 QStringLiteral("deal.hand[1] has 2 entries where 3 are needed"));
        // Whatever the subject holds, the sentence stays on one line.
        const QString odd = setupErrorText(SetupError { SetupProblem::UnknownCard, std::string("a\nb\r\"c") + std::string(200, 'x') });
        QVERIFY(!odd.contains(u'\n') && !odd.contains(u'\r'));
        QVERIFY(odd.size() < 120);
    }
};

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"
