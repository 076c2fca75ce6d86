#include "windowplace.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWindow>

#include <algorithm>

namespace windowplace {

QRect fit(const QRect &saved, QSize preferred, const QRect &area)
{
    QRect r = saved.isValid() ? saved : QRect(QPoint(), preferred);
    r.setSize(r.size().boundedTo(area.size()));
    if (!saved.isValid())
        r.moveCenter(area.center());
    // Moved into the area where it sticks out.
    r.moveLeft(std::clamp(r.left(), area.left(), area.right() - r.width() + 1));
    r.moveTop(std::clamp(r.top(), area.top(), area.bottom() - r.height() + 1));
    return r;
}

WindowGeometry opening(const WindowGeometry &saved, QSize preferred, QSize minimum)
{
    const QRect place = saved.isEmpty() ? QRect() : QRect(saved.x, saved.y, saved.width, saved.height);
    QScreen *screen = place.isValid() ? QGuiApplication::screenAt(place.center()) : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return {};
    const QRect area = screen->availableGeometry();
    const QRect r = fit(place, preferred, area);
    return { r.x(), r.y(), r.width(), r.height(), saved.maximized, std::min(minimum.width(), area.width()),
             std::min(minimum.height(), area.height()) };
}

void keepWithinScreen(QWindow *window)
{
    if (!window || !window->screen() || window->windowStates() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;
    const QRect area = window->screen()->availableGeometry();
    const QMargins frame = window->frameMargins();
    const QRect outside = window->geometry().marginsAdded(frame);
    const QRect fitted = fit(outside, outside.size(), area).marginsRemoved(frame);
    window->setMinimumSize(window->minimumSize().boundedTo(fitted.size()));
    if (fitted != window->geometry())
        window->setGeometry(fitted);
}

} // namespace windowplace
