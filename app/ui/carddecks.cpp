#include "carddecks.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QLoggingCategory>
#include <QPainter>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>

#include "workpool.h"

#include <mutex>

namespace carddecks {

namespace {

QString suitWord(QChar s)
{
    switch (s.unicode()) {
    case 'C': return QStringLiteral("club");
    case 'D': return QStringLiteral("diamond");
    case 'H': return QStringLiteral("heart");
    case 'S': return QStringLiteral("spade");
    }
    return {};
}

QString rankWord(QChar r)
{
    switch (r.unicode()) {
    case 'A': return QStringLiteral("1");
    case 'T': return QStringLiteral("10");
    case 'J': return QStringLiteral("jack");
    case 'Q': return QStringLiteral("queen");
    case 'K': return QStringLiteral("king");
    }
    return r.isDigit() ? QString(r) : QString();
}

// Which naming a deck's file uses, read from its element ids; `guess` (the family's own) is
// tried first. Own: neither (not a card deck Felt can read).
CardDeck::Naming namingOfFile(QSvgRenderer &svg, CardDeck::Naming guess)
{
    auto has = [&](CardDeck::Naming n) {
        return svg.elementExists(elementFor(QStringLiteral("AC"), n)) && svg.elementExists(elementFor(QStringLiteral("KS"), n));
    };
    if (!svg.isValid())
        return CardDeck::Naming::Own;
    if (has(guess))
        return guess;
    const CardDeck::Naming other = guess == CardDeck::Naming::Kde ? CardDeck::Naming::Gnome : CardDeck::Naming::Kde;
    return has(other) ? other : CardDeck::Naming::Own;
}

QString localized(const QSettings &desktop, const QString &key)
{
    const QLocale locale;
    for (const QString &l : { locale.name(), locale.name().section(u'_', 0, 0) }) {
        const QString v = desktop.value(QStringLiteral("%1[%2]").arg(key, l)).toString();
        if (!v.isEmpty())
            return v;
    }
    return desktop.value(key).toString();
}

QString prettyName(QString base)
{
    base.replace(u'_', u' ').replace(u'-', u' ');
    if (!base.isEmpty())
        base[0] = base[0].toUpper();
    return base;
}

QList<CardDeck> scan()
{
    QList<CardDeck> decks;
    QSet<QString> seen;
    for (const QString &dir : searchDirs()) {
        // KDE: carddecks/svg-<name>/index.desktop
        QDir kde(QDir(dir).filePath(QStringLiteral("carddecks")));
        for (const QString &sub : kde.entryList({ QStringLiteral("svg-*") }, QDir::Dirs)) {
            const QString index = kde.filePath(sub + QStringLiteral("/index.desktop"));
            if (!QFileInfo::exists(index))
                continue;
            QSettings desktop(index, QSettings::IniFormat);
            desktop.beginGroup(QStringLiteral("KDE Backdeck"));
            const QString svg = desktop.value(QStringLiteral("SVG")).toString();
            const QString file = kde.filePath(sub + u'/' + svg);
            CardDeck d { QStringLiteral("kde:") + sub.mid(4), localized(desktop, QStringLiteral("Name")), file, false,
                         CardDeck::Naming::Kde };
            if (svg.isEmpty() || !QFileInfo::exists(file) || seen.contains(d.id))
                continue;
            if (d.name.isEmpty())
                d.name = prettyName(sub.mid(4));
            seen.insert(d.id);
            decks.append(d);
        }
        // GNOME: aisleriot/cards/<name>.svgz (or .svg)
        QDir gnome(QDir(dir).filePath(QStringLiteral("aisleriot/cards")));
        for (const QFileInfo &f : gnome.entryInfoList({ QStringLiteral("*.svgz"), QStringLiteral("*.svg") }, QDir::Files)) {
            CardDeck d { QStringLiteral("gnome:") + f.completeBaseName(), prettyName(f.completeBaseName()), f.filePath(),
                         f.completeBaseName().contains(QLatin1String("4_color")), CardDeck::Naming::Gnome };
            if (seen.contains(d.id))
                continue;
            seen.insert(d.id);
            decks.append(d);
        }
    }
    std::sort(decks.begin(), decks.end(), [](const CardDeck &a, const CardDeck &b) { return a.name.localeAwareCompare(b.name) < 0; });
    decks.prepend({ QStringLiteral("felt"), QObject::tr("Felt"), QString(), true, CardDeck::Naming::Own });
    return decks;
}

} // namespace

CardDeck::Naming namingFor(QSvgRenderer &svg, CardDeck::Naming guess)
{
    return namingOfFile(svg, guess);
}

QStringList searchDirs()
{
    QStringList dirs;
    for (const QString &extra : qEnvironmentVariable("FELT_CARD_DECKS").split(u':', Qt::SkipEmptyParts))
        dirs.append(extra);
    dirs.append(QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation));
    dirs.removeDuplicates();
    return dirs;
}

QList<CardDeck> all()
{
    // Read once: the installed decks do not change while Felt runs.
    static QMutex mutex;
    static std::optional<QList<CardDeck>> decks;
    QMutexLocker lock(&mutex);
    if (!decks)
        decks = scan();
    return *decks;
}

std::optional<CardDeck> find(const QString &id)
{
    for (const CardDeck &d : all())
        if (d.id == id)
            return d;
    return std::nullopt;
}

CardDeck effective(const QString &id, bool fourColour)
{
    const QList<CardDeck> decks = all();
    const auto it = std::find_if(decks.begin(), decks.end(), [&](const CardDeck &d) { return d.id == id; });
    const CardDeck chosen = it != decks.end() ? *it : decks.front();
    if (!fourColour || chosen.fourColour)
        return chosen;
    // A four-colour sibling of the chosen deck ("anglo_modern" -> "anglo_modern_4_color").
    for (const CardDeck &d : decks)
        if (d.fourColour && d.naming == chosen.naming && d.id.startsWith(chosen.id))
            return d;
    return chosen;
}

QString elementFor(const QString &face, CardDeck::Naming naming)
{
    if (naming == CardDeck::Naming::Own)
        return {};
    if (face == QLatin1String("??"))
        return QStringLiteral("back");
    if (face == QLatin1String("JK"))
        return naming == CardDeck::Naming::Kde ? QStringLiteral("red_joker") : QStringLiteral("joker_red");
    if (face.size() != 2)
        return {};   // Chain-Chain's numbers: Felt draws them
    const QString rank = rankWord(face.at(0));
    const QString suit = suitWord(face.at(1));
    if (rank.isEmpty() || suit.isEmpty())
        return {};
    return naming == CardDeck::Naming::Kde ? rank + u'_' + suit : suit + u'_' + rank;
}

} // namespace carddecks

namespace {

// One renderer per deck file, used by one thread at a time (its own lock: two decks render
// side by side); rendered cards by deck, card and size (about 40 MB of images at most).
struct DeckFile {
    QMutex mutex;
    std::unique_ptr<QSvgRenderer> svg;
    CardDeck::Naming naming = CardDeck::Naming::Own;   // as read from the file
};

struct Cache {
    QMutex mutex;   // guards the two tables, never held while parsing or painting
    QHash<QString, std::shared_ptr<DeckFile>> files;
    QCache<QString, QImage> images { 40 * 1024 };   // cost in KB
};

Cache &cache()
{
    static Cache c;
    return c;
}

// The card rendered on a worker thread; the response itself lives on the GUI thread.
class Response : public QQuickImageResponse {
public:
    Response(const QString &id, QSize size)
    {
        const int slash = id.lastIndexOf(u'/');
        const QString deck = id.left(slash);
        const QString face = id.mid(slash + 1);
        connect(&m_watcher, &QFutureWatcher<QImage>::finished, this, [this] {
            m_image = m_watcher.result();
            emit finished();
        });
        m_watcher.setFuture(QtConcurrent::run(&picturePool(), [deck, face, size] { return CardDeckImages::render(deck, face, size); }));
    }
    QQuickTextureFactory *textureFactory() const override { return QQuickTextureFactory::textureFactoryForImage(m_image); }
    QString errorString() const override { return m_image.isNull() ? QStringLiteral("no such card in this deck") : QString(); }

private:
    QFutureWatcher<QImage> m_watcher;
    QImage m_image;
};

} // namespace

QImage CardDeckImages::render(const QString &deckId, const QString &face, const QSize &requested)
{
    const QSize size = requested.isValid() && !requested.isEmpty() ? requested : QSize(250, 350);
    const QString key = QStringLiteral("%1/%2/%3x%4").arg(deckId, face).arg(size.width()).arg(size.height());
    Cache &c = cache();
    const std::optional<CardDeck> deck = carddecks::find(deckId);
    if (!deck)
        return {};
    std::shared_ptr<DeckFile> file;
    {
        QMutexLocker lock(&c.mutex);
        if (const QImage *hit = c.images.object(key))
            return *hit;
        std::shared_ptr<DeckFile> &slot = c.files[deck->file];
        if (!slot)
            slot = std::make_shared<DeckFile>();
        file = slot;
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    {
        QMutexLocker lock(&file->mutex);
        if (!file->svg) {
            file->svg = std::make_unique<QSvgRenderer>(deck->file);
            file->naming = carddecks::namingFor(*file->svg, deck->naming);
        }
        const QString element = carddecks::elementFor(face, file->naming);
        if (element.isEmpty() || !file->svg->isValid() || !file->svg->elementExists(element))
            return {};
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        file->svg->render(&painter, element, QRectF(QPointF(0, 0), size));
    }
    QMutexLocker lock(&c.mutex);
    c.images.insert(key, new QImage(image), static_cast<int>(image.sizeInBytes() / 1024) + 1);
    return image;
}

CardDeckImages::CardDeckImages()
{
    static std::once_flag once;
    std::call_once(once, [] {
        QLoggingCategory::setFilterRules(QStringLiteral("qt.svg.warning=false"));
        // Cards asked for but not begun are dropped, the ones being drawn finished, before the
        // renderers and the cache go away with the process.
        qAddPostRoutine([] {
            picturePool().clear();
            picturePool().waitForDone();
        });
    });
}

QQuickImageResponse *CardDeckImages::requestImageResponse(const QString &id, const QSize &requestedSize)
{
    return new Response(id, requestedSize);
}
