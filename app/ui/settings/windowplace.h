// Where the main window opens: where it was left, or at its usual size, but never larger than
// the free area of the screen it opens on (QScreen::availableGeometry: the screen less its
// panels) and never outside it; a smaller screen lowers the window's minimum size too.
#pragma once

#include <QObject>
#include <QRect>
#include <QSize>
#include <QtQml/qqmlregistration.h>

class QWindow;

// The main window's place: its rectangle, whether it is maximized, and (where it opens) the
// minimum size that fits the screen. Empty (no size) when there is none.
struct WindowGeometry {
    Q_GADGET
    QML_VALUE_TYPE(windowGeometry)
    Q_PROPERTY(int x MEMBER x)
    Q_PROPERTY(int y MEMBER y)
    Q_PROPERTY(int width MEMBER width)
    Q_PROPERTY(int height MEMBER height)
    Q_PROPERTY(bool maximized MEMBER maximized)
    Q_PROPERTY(int minimumWidth MEMBER minimumWidth)
    Q_PROPERTY(int minimumHeight MEMBER minimumHeight)

public:
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
    bool maximized = false;
    int minimumWidth = 0;
    int minimumHeight = 0;
    bool isEmpty() const { return width <= 0 || height <= 0; }
    bool operator==(const WindowGeometry &) const = default;
};

namespace windowplace {

// The window's rectangle on a screen's free `area`: `saved` (null: none) or `preferred`
// centred, made no larger than the area and moved into it.
QRect fit(const QRect &saved, QSize preferred, const QRect &area);

// The window's opening place on the screen that holds the saved place (else the primary
// screen); `saved` as AppController::windowGeometry() gives it (empty: none). Empty without a
// screen.
WindowGeometry opening(const WindowGeometry &saved, QSize preferred, QSize minimum);

// Once the window shows (and its frame is known): the window with its frame moved and, where
// it must, made smaller to lie within its screen's free area.
void keepWithinScreen(QWindow *window);

} // namespace windowplace
