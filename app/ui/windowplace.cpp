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

QVariantMap opening(const QVariantMap &saved, QSize preferred, QSize minimum)
{
    const QRect place = saved.isEmpty() ? QRect()
                                        : QRect(saved.value(QStringLiteral("x")).toInt(), saved.value(QStringLiteral("y")).toInt(),
                                                saved.value(QStringLiteral("width")).toInt(), saved.value(QStringLiteral("height")).toInt());
    QScreen *screen = place.isValid() ? QGuiApplication::screenAt(place.center()) : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return {};
    const QRect area = screen->availableGeometry();
    const QRect r = fit(place, preferred, area);
    return { { QStringLiteral("x"), r.x() },
             { QStringLiteral("y"), r.y() },
             { QStringLiteral("width"), r.width() },
             { QStringLiteral("height"), r.height() },
             { QStringLiteral("maximized"), saved.value(QStringLiteral("maximized")).toBool() },
             { QStringLiteral("minimumWidth"), std::min(minimum.width(), area.width()) },
             { QStringLiteral("minimumHeight"), std::min(minimum.height(), area.height()) } };
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
