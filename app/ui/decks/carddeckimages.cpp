#include "carddeckimages.h"

#include "carddecks.h"
#include "decksvg.h"
#include "workpool.h"

#include <QCache>
#include <QCoreApplication>
#include <QFutureWatcher>
#include <QLoggingCategory>
#include <QMutex>
#include <QPainter>
#include <QSvgRenderer>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <mutex>

namespace {

// One renderer per deck file, used by one thread at a time (its own lock: two decks render
// side by side); rendered cards by deck, card and size (about 40 MB of images at most).
struct DeckFile {
    QMutex mutex;
    std::unique_ptr<QSvgRenderer> svg;
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
    {
        QMutexLocker lock(&c.mutex);
        if (const QImage *hit = c.images.object(key))
            return *hit;
    }
    const std::optional<CardDeck> deck = carddecks::find(deckId);
    if (!deck || deck->file.isEmpty())
        return {};
    std::shared_ptr<DeckFile> file;
    {
        QMutexLocker lock(&c.mutex);
        std::shared_ptr<DeckFile> &slot = c.files[deck->file];
        if (!slot)
            slot = std::make_shared<DeckFile>();
        file = slot;
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    {
        QMutexLocker lock(&file->mutex);
        if (!file->svg) {
            // Rewritten where Qt SVG 6.4 would not draw it as it is (decksvg.h); else read
            // from the file, as Qt reads it.
            const QByteArray text = decksvg::read(deck->file);
            const QByteArray ready = decksvg::prepare(text);
            file->svg = ready.isEmpty() || ready == text ? std::make_unique<QSvgRenderer>(deck->file) : std::make_unique<QSvgRenderer>(ready);
        }
        const QString element = carddecks::elementFor(face, deck->naming);
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
