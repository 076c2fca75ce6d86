// The settings page's deck picker, offscreen: with a deck of the system's chosen, each tile
// previews its own deck — the "Felt" tile Felt's own cards (it once showed the chosen deck's),
// a system deck's tile that deck's pictures. A tiny deck made here stands in for the system's.
#include "tablehelper.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tabletest;

namespace {

// A GNOME deck: every card a red rectangle under its element id ("club_1"), the back blue.
QByteArray tinyDeck()
{
    QByteArray svg = R"(<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="200">)";
    int x = 0;
    QStringList ids { QStringLiteral("back") };
    for (const char *suit : { "club", "diamond", "heart", "spade" })
        for (const char *rank : { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king" })
            ids.append(QStringLiteral("%1_%2").arg(QLatin1String(suit), QLatin1String(rank)));
    for (const QString &id : ids) {
        svg += QStringLiteral(R"(<rect id="%1" x="%2" y="0" width="70" height="100" fill="%3"/>)")
                   .arg(id).arg(x += 80).arg(id == QLatin1String("back") ? QStringLiteral("#0000ff") : QStringLiteral("#ff0000"))
                   .toUtf8();
    }
    return svg + "</svg>";
}

// The images under `item` that show (or load) pictures of a system's deck: their sources, and
// how many have loaded.
QStringList deckPictures(QQuickItem *item, int *loaded = nullptr)
{
    QStringList out;
    if (item->inherits("QQuickImage")) {
        const QString source = item->property("source").toUrl().toString();
        if (source.startsWith(QLatin1String("image://feltcards/"))) {
            out.append(source);
            if (loaded && item->property("status").toInt() == 1)   // Image.Ready
                ++*loaded;
        }
    }
    for (QQuickItem *child : item->childItems())
        out += deckPictures(child, loaded);
    return out;
}

} // namespace

class TestSettingsPage : public QObject {
    Q_OBJECT

    QTemporaryDir m_decks;

private slots:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Universal"));
        QDir().mkpath(m_decks.filePath(QStringLiteral("aisleriot/cards")));
        QFile deck(m_decks.filePath(QStringLiteral("aisleriot/cards/tiny.svg")));
        QVERIFY(deck.open(QIODevice::WriteOnly));
        deck.write(tinyDeck());
        deck.close();
        qputenv("FELT_CARD_DECKS", m_decks.path().toUtf8());
    }

    void feltTilePreviewsFeltsOwnDeck()
    {
        Table t;
        t.app()->settings()->setDeck(QStringLiteral("gnome:tiny"));
        QCOMPARE(t.app()->settings()->deckImage(), QStringLiteral("gnome:tiny"));
        QVERIFY(t.newGame(seats({ "human", "easy" }), 3));
        QMetaObject::invokeMethod(t.window(), "showPage", Q_ARG(QVariant, QStringLiteral("settings")));
        QTRY_VERIFY(t.item(QStringLiteral("deckTile_felt")) && t.item(QStringLiteral("deckTile_gnome:tiny")));
        QQuickItem *felt = t.item(QStringLiteral("deckTile_felt"));
        QQuickItem *tiny = t.item(QStringLiteral("deckTile_gnome:tiny"));
        // The tiny deck's tile shows its pictures (once it is in sight)...
        QTRY_VERIFY(deckPictures(tiny).size() >= 4);
        QVERIFY(deckPictures(tiny).first().startsWith(QStringLiteral("image://feltcards/gnome:tiny/")));
        int loaded = 0;
        // (every deck in sight is read for its tile first: seconds with both packages of decks)
        QTRY_VERIFY_WITH_TIMEOUT((loaded = 0, deckPictures(tiny, &loaded), loaded >= 4), 60000);
        // ... and Felt's tile Felt's own cards, drawn from shapes, not the chosen deck's.
        QVERIFY2(deckPictures(felt).isEmpty(), qPrintable(deckPictures(felt).join(u' ')));
        QList<QQuickItem *> faces;
        collect(felt, QStringLiteral("cardFace"), faces);
        QCOMPARE(faces.size(), 3);   // K♠, Q♥, A♦ face up; the fourth is Felt's back
    }

private:
    static QVariantList seats(std::initializer_list<const char *> kinds)
    {
        static const char *names[] = { "Anna", "Bert" };
        QVariantList list;
        int i = 0;
        for (const char *k : kinds)
            list.append(QVariantMap { { QStringLiteral("name"), QString::fromLatin1(names[i++]) }, { QStringLiteral("kind"), QString::fromLatin1(k) } });
        return list;
    }
};

QTEST_MAIN(TestSettingsPage)
#include "tst_settings.moc"
