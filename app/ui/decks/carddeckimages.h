// CardDeckImages renders a card of a deck (carddecks.h) by element id with Qt SVG, off the
// GUI thread, and keeps what it rendered per deck, card and size.
#pragma once

#include <QImage>
#include <QQuickAsyncImageProvider>
#include <QString>

// image://feltcards/<deck id>/<card> ("kde:oxygen/7H", ".../??" for the back), at the
// requested size.
class CardDeckImages : public QQuickAsyncImageProvider {
public:
    // Quiets Qt SVG's warnings about forward links, which many deck files hold (harmless: it
    // resolves them); makes sure no card is still being drawn when the application ends.
    CardDeckImages();
    QQuickImageResponse *requestImageResponse(const QString &id, const QSize &requestedSize) override;

    // Renders now (the response does it on a worker thread); a null image when the deck or
    // the card is not there.
    static QImage render(const QString &deckId, const QString &face, const QSize &size);
};
