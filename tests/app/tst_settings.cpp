// Settings and card decks: every setting is kept across restarts and applied at once; the
// language switches live; the system's decks are found in both formats (a tiny KDE deck and a
// tiny GNOME deck, made here, stand in for kdegames-card-data-kf5 and gnome-cards-data) and
// render off the GUI thread; the four-colour switch picks a four-colour sibling.
#include "helpers.h"

#include "carddeckimages.h"
#include "carddecks.h"
#include "logmodel.h"
#include "settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace testing;

namespace {

// Every card's element id in a deck of KDE's naming ("king_spade") or GNOME's ("spade_king"),
// and the back; without the ones in `lacking`.
QStringList fullDeck(bool kde, const QStringList &lacking = {})
{
    QStringList ids;
    for (const char *suit : { "club", "diamond", "heart", "spade" })
        for (const char *rank : { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king" }) {
            const QString id = kde ? QStringLiteral("%1_%2").arg(QLatin1String(rank), QLatin1String(suit))
                                   : QStringLiteral("%1_%2").arg(QLatin1String(suit), QLatin1String(rank));
            if (!lacking.contains(id))
                ids.append(id);
        }
    ids.append(QStringLiteral("back"));
    return ids;
}

// One deck file: each card a rectangle of its own colour under its element id.
QByteArray deckSvg(const QStringList &ids, const QString &colour)
{
    QByteArray svg = R"(<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="200">)";
    int x = 0;
    for (const QString &id : ids) {
        svg += QStringLiteral(R"(<rect id="%1" x="%2" y="0" width="70" height="100" fill="%3"/>)")
                   .arg(id).arg(x).arg(id == QLatin1String("back") ? QStringLiteral("#0000ff") : colour)
                   .toUtf8();
        x += 80;
    }
    return svg + "</svg>";
}

// A deck drawn as GNOME's "Simplistic" and "Anglo poker" are: each card white paper with a
// <use> of a <symbol> (a red square in a viewBox of 10 by 10, fitted into 70 by 70 in the
// middle of the card: preserveAspectRatio's default, xMidYMid meet). Qt SVG 6.4 drops symbols.
QByteArray symbolDeckSvg()
{
    QByteArray svg = R"svg(<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="5000" height="200">)svg"
                     R"svg(<defs><symbol id="pip" viewBox="0 0 10 10"><rect x="0" y="0" width="10" height="10" fill="#ff0000"/></symbol></defs>)svg";
    int x = 0;
    for (const QString &id : fullDeck(false))
        svg += QStringLiteral(R"svg(<g id="%1" transform="translate(%2,0)"><rect width="70" height="100" fill="#ffffff"/>)svg"
                              R"svg(<use xlink:href="#pip" x="0" y="0" width="70" height="100"/></g>)svg")
                   .arg(id).arg(x += 80)
                   .toUtf8();
    return svg + "</svg>";
}

// A deck drawn as GNOME's "Tango nuevo" draws its clubs: white paper, and a black card on it
// clipped to a circle in the middle (r 20). Qt SVG draws no clip path: the card came out black.
QByteArray clippedDeckSvg()
{
    QByteArray svg = R"svg(<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="200">)svg"
                     R"svg(<defs><clipPath id="round"><circle cx="35" cy="50" r="20"/></clipPath></defs>)svg";
    int x = 0;
    for (const QString &id : fullDeck(false))
        svg += QStringLiteral(R"svg(<g id="%1" transform="translate(%2,0)"><rect width="70" height="100" fill="#ffffff"/>)svg"
                              R"svg(<rect width="70" height="100" fill="#000000" style="clip-path:url(#round)"/></g>)svg")
                   .arg(id).arg(x += 80)
                   .toUtf8();
    return svg + "</svg>";
}

void write(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

// A gzip file of `data` (the system's decks are .svgz), made with zlib.
QByteArray gzip(const QByteArray &data)
{
    z_stream z {};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);   // 16: gzip
    QByteArray out(static_cast<qsizetype>(deflateBound(&z, static_cast<uLong>(data.size()))) + 32, '\0');
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    deflate(&z, Z_FINISH);
    out.resize(static_cast<qsizetype>(z.total_out));
    deflateEnd(&z);
    return out;
}

QColor centre(const QImage &image)
{
    return image.pixelColor(image.width() / 2, image.height() / 2);
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT

    QTemporaryDir m_decks;
    QTemporaryDir m_data;

private slots:
    void initTestCase()
    {
        // KDE's format: carddecks/svg-<name>/index.desktop naming the SVG; cards "<rank>_<suit>".
        write(m_decks.filePath("carddecks/svg-tiny/index.desktop"),
              "[KDE Backdeck]\nName=Tiny KDE\nName[de]=Winzig KDE\nSVG=tiny.svg\n");
        write(m_decks.filePath("carddecks/svg-tiny/tiny.svg"), deckSvg(fullDeck(true), "#ff0000"));
        // GNOME's format: aisleriot/cards/<name>.svg; cards "<suit>_<rank>"; a four-colour sibling.
        write(m_decks.filePath("aisleriot/cards/tiny_gnome.svg"), deckSvg(fullDeck(false), "#00ff00"));
        write(m_decks.filePath("aisleriot/cards/tiny_gnome_4_color.svg"), deckSvg(fullDeck(false), "#ffff00"));
        // A KDE folder whose file uses GNOME's names: the naming is read from the file.
        // One name in both collections (KDE's and GNOME's Paris): each says its collection.
        write(m_decks.filePath("carddecks/svg-gm-paris/index.desktop"), "[KDE Backdeck]\nName=Paris\nSVG=paris.svg\n");
        write(m_decks.filePath("carddecks/svg-gm-paris/paris.svg"), deckSvg(fullDeck(true), "#ff0000"));
        write(m_decks.filePath("aisleriot/cards/paris.svg"), deckSvg(fullDeck(false), "#00ff00"));
        // One name in one collection in two scripts (GNOME's "atlasnye.svgz" and "Атласные.svgz").
        write(m_decks.filePath("aisleriot/cards/atlasnye.svg"), deckSvg(fullDeck(false), "#00ff00"));
        write(m_decks.filePath(QStringLiteral("aisleriot/cards/Атласные.svg")), deckSvg(fullDeck(false), "#00ffff"));
        write(m_decks.filePath("carddecks/svg-mixed/index.desktop"), "[KDE Backdeck]\nName=Mixed\nSVG=mixed.svg\n");
        write(m_decks.filePath("carddecks/svg-mixed/mixed.svg"), deckSvg(fullDeck(false), "#ff00ff"));
        write(m_decks.filePath("carddecks/svg-odd/index.desktop"), "[KDE Backdeck]\nName=Odd\nSVG=odd.svg\n");
        write(m_decks.filePath("carddecks/svg-odd/odd.svg"), deckSvg({ "KS", "AC", "back" }, "#ffffff"));
        // Not decks Felt can draw: an index without its SVG, a deck without its seven of clubs,
        // a file that is not SVG; all three gzip'd or plain.
        write(m_decks.filePath("carddecks/svg-broken/index.desktop"), "[KDE Backdeck]\nName=Broken\nSVG=missing.svg\n");
        write(m_decks.filePath("aisleriot/cards/lacking.svg"), deckSvg(fullDeck(false, { "club_7" }), "#00ff00"));
        write(m_decks.filePath("aisleriot/cards/garbage.svgz"), "\x1f\x8b not really gzip");
        // Drawn with what Qt SVG 6.4 does not draw by itself: symbols, clip paths; the symbols
        // gzip'd as the system's decks are (.svgz).
        write(m_decks.filePath("aisleriot/cards/symbols.svgz"), gzip(symbolDeckSvg()));
        write(m_decks.filePath("aisleriot/cards/clipped.svg"), clippedDeckSvg());
        // Read before anything lists the decks (the list is read once per run); what Felt found
        // out about them is kept in the data folder.
        qputenv("FELT_CARD_DECKS", m_decks.path().toUtf8());
        QStandardPaths::setTestModeEnabled(true);
        qputenv("FELT_DATA_DIR", m_data.path().toUtf8());
    }

    void bothFormatsAreFound()
    {
        const QList<CardDeck> decks = carddecks::all();
        QVERIFY(!decks.isEmpty());
        QCOMPARE(decks.front().id, QStringLiteral("felt"));   // Felt's own first, always there
        auto find = [&](const QString &id) { return carddecks::find(id); };
        QVERIFY(find("kde:tiny"));
        QCOMPARE(find("kde:tiny")->name, QStringLiteral("Tiny KDE"));
        QCOMPARE(find("kde:tiny")->naming, CardDeck::Naming::Kde);
        QVERIFY(find("gnome:tiny_gnome"));
        QCOMPARE(find("gnome:tiny_gnome")->name, QStringLiteral("Tiny gnome"));
        QVERIFY(!find("gnome:tiny_gnome")->fourColour);
        QVERIFY(find("gnome:tiny_gnome_4_color")->fourColour);
        // Two decks of one name say which collection each came with; the others keep their names.
        QVERIFY(find("kde:gm-paris") && find("gnome:paris"));
        QCOMPARE(find("kde:gm-paris")->name, QStringLiteral("Paris (KDE)"));
        QCOMPARE(find("gnome:paris")->name, QStringLiteral("Paris (GNOME)"));
        QCOMPARE(find("kde:tiny")->name, QStringLiteral("Tiny KDE"));
        // Two of one collection whose names read alike ("Atlasnye", "Атласные") name their files.
        QVERIFY(find("gnome:atlasnye") && find(QStringLiteral("gnome:Атласные")));
        QCOMPARE(find("gnome:atlasnye")->name, QStringLiteral("Atlasnye (atlasnye.svg)"));
        QCOMPARE(find(QStringLiteral("gnome:Атласные"))->name, QStringLiteral("Атласные (Атласные.svg)"));
        QVERIFY(find("gnome:symbols"));
        QVERIFY(find("gnome:clipped"));
        // Decks Felt cannot draw every card of are not offered, and say why.
        QVERIFY(!find("kde:broken"));
        QVERIFY(!find("gnome:lacking"));
        QVERIFY(!find("gnome:garbage"));
        QVERIFY(!find("kde:odd"));
        QStringList refused;
        for (const auto &[deck, why] : carddecks::refused())
            refused.append(deck.id + u' ' + why);
        QVERIFY2(refused.filter(QStringLiteral("gnome:lacking it has no club_7")).size() == 1, qPrintable(refused.join(u'\n')));
        QVERIFY2(refused.filter(QStringLiteral("gnome:garbage ")).size() == 1, qPrintable(refused.join(u'\n')));
        QVERIFY(std::none_of(decks.begin(), decks.end(), [](const CardDeck &d) { return d.id == QLatin1String("gnome:lacking"); }));
    }

    // What Felt found out about each deck file is kept in the data folder (with the file's size
    // and time), so that a later start need not read every deck again.
    void verdictsAreKept()
    {
        QFile kept(m_data.filePath("decks.json"));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const QJsonObject files = QJsonDocument::fromJson(kept.readAll()).object().value("files").toObject();
        const QJsonObject lacking = files.value(m_decks.filePath("aisleriot/cards/lacking.svg")).toObject();
        QCOMPARE(lacking.value("usable").toBool(true), false);
        QCOMPARE(lacking.value("size").toInteger(), QFileInfo(m_decks.filePath("aisleriot/cards/lacking.svg")).size());
        QCOMPARE(files.value(m_decks.filePath("aisleriot/cards/symbols.svgz")).toObject().value("usable").toBool(), true);
    }

    // Symbols: each card's pip where the symbol's viewBox puts it, not a blank card.
    void symbolsDraw()
    {
        const QImage card = CardDeckImages::render(QStringLiteral("gnome:symbols"), QStringLiteral("7C"), QSize(70, 100));
        QCOMPARE(centre(card), QColor(Qt::red));
        QCOMPARE(card.pixelColor(35, 8), QColor(Qt::white));    // above the 70 by 70 square
        QCOMPARE(card.pixelColor(35, 92), QColor(Qt::white));   // below it
        QCOMPARE(card.pixelColor(2, 50), QColor(Qt::red));      // as wide as the card
    }

    // Clip paths: the black card shows only inside its circle.
    void clipPathsDraw()
    {
        const QImage card = CardDeckImages::render(QStringLiteral("gnome:clipped"), QStringLiteral("AC"), QSize(70, 100));
        QCOMPARE(centre(card), QColor(Qt::black));
        QCOMPARE(card.pixelColor(5, 5), QColor(Qt::white));
        QCOMPARE(card.pixelColor(35, 80), QColor(Qt::white));   // 30 below the middle: outside
        QCOMPARE(card.pixelColor(35, 35), QColor(Qt::black));   // 15 above it: inside
    }

    void cardsRenderFromEachFormat()
    {
        const QSize size(70, 100);
        const QImage kde = CardDeckImages::render(QStringLiteral("kde:tiny"), QStringLiteral("KS"), size);
        QCOMPARE(kde.size(), size);
        QCOMPARE(centre(kde), QColor(Qt::red));
        const QImage gnome = CardDeckImages::render(QStringLiteral("gnome:tiny_gnome"), QStringLiteral("AD"), size);
        QCOMPARE(centre(gnome), QColor(Qt::green));
        const QImage back = CardDeckImages::render(QStringLiteral("gnome:tiny_gnome"), QStringLiteral("??"), size);
        QCOMPARE(centre(back), QColor(Qt::blue));
        // Read from the file, not the folder: GNOME names in a KDE folder still render.
        QCOMPARE(centre(CardDeckImages::render(QStringLiteral("kde:mixed"), QStringLiteral("KS"), size)), QColor(Qt::magenta));
        // A card the deck lacks (its jokers), a deck that is not there, a Chain-Chain number:
        // nothing (Felt draws those itself).
        QVERIFY(CardDeckImages::render(QStringLiteral("kde:tiny"), QStringLiteral("JK"), size).isNull());
        // A file that names its cards neither way is not a deck Felt can draw from.
        QVERIFY(CardDeckImages::render(QStringLiteral("kde:odd"), QStringLiteral("KS"), size).isNull());
        QVERIFY(CardDeckImages::render(QStringLiteral("kde:nowhere"), QStringLiteral("KS"), size).isNull());
        QVERIFY(CardDeckImages::render(QStringLiteral("kde:tiny"), QStringLiteral("7"), size).isNull());
        // The size asked for is the size drawn (a 4K table asks for big cards).
        QCOMPARE(CardDeckImages::render(QStringLiteral("kde:tiny"), QStringLiteral("KS"), QSize(350, 500)).size(), QSize(350, 500));
    }

    // The image provider answers off the GUI thread: the response arrives through the event loop.
    void theProviderAnswersAsynchronously()
    {
        CardDeckImages provider;
        std::unique_ptr<QQuickImageResponse> response(provider.requestImageResponse(QStringLiteral("kde:tiny/QH"), QSize(70, 100)));
        QSignalSpy finished(response.get(), &QQuickImageResponse::finished);
        QVERIFY(finished.wait(10000));
        QVERIFY(response->errorString().isEmpty());
        std::unique_ptr<QQuickTextureFactory> texture(response->textureFactory());
        QVERIFY(texture);
        QCOMPARE(texture->textureSize(), QSize(70, 100));
        QCOMPARE(centre(texture->image()), QColor(Qt::red));

        std::unique_ptr<QQuickImageResponse> missing(provider.requestImageResponse(QStringLiteral("kde:tiny/JK"), QSize(70, 100)));
        QSignalSpy missingDone(missing.get(), &QQuickImageResponse::finished);
        QVERIFY(missingDone.wait(10000));
        QVERIFY(!missing->errorString().isEmpty());
    }

    void fourColourPicksTheSibling()
    {
        DataDir dir;
        Settings s(true);
        QCOMPARE(s.look()->deckImage(), QStringLiteral("felt"));
        s.look()->setDeck(QStringLiteral("gnome:tiny_gnome"));
        QCOMPARE(s.look()->deckImage(), QStringLiteral("gnome:tiny_gnome"));
        QSignalSpy changed(s.look(), &TableLook::deckChanged);
        s.look()->setFourColour(true);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(s.look()->deckImage(), QStringLiteral("gnome:tiny_gnome_4_color"));
        // A deck without a four-colour sibling stays itself; Felt's own has four colours itself.
        s.look()->setDeck(QStringLiteral("kde:tiny"));
        QCOMPARE(s.look()->deckImage(), QStringLiteral("kde:tiny"));
        // A deck that is not installed cannot be chosen.
        s.look()->setDeck(QStringLiteral("kde:nowhere"));
        QCOMPARE(s.look()->deck(), QStringLiteral("kde:tiny"));
        // felt --deck: this run only, not kept.
        QVERIFY(s.look()->useDeckForThisRun(QStringLiteral("gnome:tiny_gnome")));
        QVERIFY(!s.look()->useDeckForThisRun(QStringLiteral("kde:nowhere")));
        Settings again(true);
        QCOMPARE(again.look()->deck(), QStringLiteral("kde:tiny"));
        QCOMPARE(again.look()->fourColour(), true);
    }

    // Every setting survives a restart; the app applies each at once.
    void keptAndApplied()
    {
        DataDir dir;
        {
            AppController app { QString() };
            Settings *s = app.settings();
            QSignalSpy delay(s, &Settings::botDelayMsChanged);
            s->setBotDelayMs(1200);
            QCOMPARE(delay.count(), 1);
            QCOMPARE(app.session()->hostConfig().botDelayMs, 1200);
            s->look()->setAnimationSpeed(QStringLiteral("reduced"));
            QCOMPARE(s->look()->motion(), 0.0);
            QCOMPARE(app.session()->cards()->stageMs(), 0);   // reduced motion: no flights
            s->look()->setAnimationSpeed(QStringLiteral("calm"));
            QVERIFY(app.session()->cards()->stageMs() > 450);
            s->look()->setAnimationSpeed(QStringLiteral("warp"));   // not a speed: ignored
            QCOMPARE(s->look()->animationSpeed(), QStringLiteral("calm"));
            s->look()->setTableColour(QStringLiteral("blue"));
            s->setFullScreen(true);
            s->setAskBeforeConceding(false);
            QVERIFY(s->askBeforeRisk());   // on until it is switched off
            s->setAskBeforeRisk(false);
            s->look()->setDeck(QStringLiteral("kde:tiny"));
            s->look()->setFourColour(true);
            const QString gameWithOtherName = [&] {
                for (const GameEntry &g : app.catalog()->games())
                    if (!g.alternateNameLabel.isEmpty())
                        return g.id;
                return QString();
            }();
            QVERIFY(!gameWithOtherName.isEmpty());
            const QString before = app.catalog()->gameName(gameWithOtherName);
            s->setAlternateName(gameWithOtherName, true);
            QVERIFY(app.catalog()->gameName(gameWithOtherName) != before);   // applied at once
        }
        AppController app { QString() };
        Settings *s = app.settings();
        QCOMPARE(s->botDelayMs(), 1200);
        QCOMPARE(app.session()->hostConfig().botDelayMs, 1200);
        QCOMPARE(s->look()->animationSpeed(), QStringLiteral("calm"));
        QCOMPARE(s->look()->tableColour(), QStringLiteral("blue"));
        QCOMPARE(s->fullScreen(), true);
        QCOMPARE(s->askBeforeConceding(), false);
        QCOMPARE(s->askBeforeRisk(), false);
        QCOMPARE(s->look()->deck(), QStringLiteral("kde:tiny"));
        QCOMPARE(s->look()->fourColour(), true);
        QCOMPARE(s->alternateNames().size(), 1);
    }

    // The language changes at once, for new texts and for what the table already says, and is
    // kept for the next start.
    void languageSwitchesLive()
    {
        DataDir dir;
        AppController app { QString() };
        Settings *s = app.settings();
        s->setLanguage(QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("SettingsPage", "Language"), QStringLiteral("Language"));
        QVERIFY(app.newGame(QStringLiteral("shithead"), seats({ "human", "normal" }), {}, 7));
        app.session()->setBotsPaused(true);
        QVERIFY(app.session()->play()->act(app.session()->play()->legal().value(0)));
        LogModel *log = app.session()->log();
        QVERIFY(log->rowCount() > 0);
        const QString englishLine = log->textAt(log->rowCount() - 1);
        QSignalSpy games(app.catalog(), &GameCatalog::gamesChanged);
        s->setLanguage(QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("SettingsPage", "Language"), QStringLiteral("Sprache"));
        QVERIFY(games.count() >= 1);   // the home page's texts are read again
        QCOMPARE(QLocale().language(), QLocale::German);
        // What the log already says is said again in German.
        const QString germanLine = log->textAt(log->rowCount() - 1);
        QVERIFY2(germanLine != englishLine, qPrintable(englishLine + " / " + germanLine));
        QCOMPARE(Settings::storedLanguage(), QStringLiteral("de"));
        s->setLanguage(QStringLiteral("xx"));   // not a language Felt has: ignored
        QCOMPARE(s->language(), QStringLiteral("de"));
        s->setLanguage(QString());   // the system's again
        QCOMPARE(Settings::storedLanguage(), QString());
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
