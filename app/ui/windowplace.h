// Where the main window opens: where it was left, or at its usual size, but never larger than
// the free area of the screen it opens on (QScreen::availableGeometry: the screen less its
// panels) and never outside it; a smaller screen lowers the window's minimum size too.
#pragma once

#include <QRect>
#include <QSize>
#include <QVariantMap>

class QWindow;

namespace windowplace {

// The window's rectangle on a screen's free `area`: `saved` (null: none) or `preferred`
// centred, made no larger than the area and moved into it.
QRect fit(const QRect &saved, QSize preferred, const QRect &area);

// The window's opening place on the screen that holds the saved place (else the primary
// screen): {x, y, width, height, maximized, minimumWidth, minimumHeight}; `saved` as
// AppController::windowGeometry() gives it (empty: none). Empty without a screen.
QVariantMap opening(const QVariantMap &saved, QSize preferred, QSize minimum);

// Once the window shows (and its frame is known): the window with its frame moved and, where
// it must, made smaller to lie within its screen's free area.
void keepWithinScreen(QWindow *window);

} // namespace windowplace
